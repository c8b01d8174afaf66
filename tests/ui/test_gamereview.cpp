// GameReview: the score estimate after every move, the largest groups
// followed by their oldest stone, the turning points (a group of three or
// more stones between life and death), and the order the engine analyses
// a line in.
#include "gamereview.h"

#include "analysis/analysis.h"
#include "core/coords.h"
#include "core/position.h"

#include <QTest>

using namespace irodori;
using namespace irodori::ui;

namespace {

std::vector<Position> line(const std::vector<const char*>& moves)
{
    std::vector<Position> out;
    Position p(9);
    out.push_back(p);
    for (const char* m : moves) {
        p.play({p.toMove(), *parseGtp(p.board(), m)});
        out.push_back(p);
    }
    return out;
}

// The analysis of pos with every group's status and safety set by colour:
// the review is tested on what it is told.
AnalysisPtr told(const Position& pos, analysis::GroupStatus black, int blackSafety)
{
    analysis::Analysis a = analysis::evaluate(pos);
    for (analysis::Group& g : a.groups) {
        g.status = g.color == Black ? black : analysis::GroupStatus::Alive;
        g.safety = g.color == Black ? blackSafety : 100;
    }
    return std::make_shared<const analysis::Analysis>(std::move(a));
}

class TestGameReview : public QObject {
    Q_OBJECT

private slots:
    void scoresTrackedGroupsAndTurningPoints()
    {
        // Black builds E5-D5-F5 (three stones by move 5); after White's
        // move 6 the engine (as told here) calls it dead.
        const std::vector<Position> positions = line({"E5", "A1", "D5", "A2", "F5", "J9"});
        GameReview review;
        review.reset(positions);
        QCOMPARE(review.size(), 7);
        QCOMPARE(review.analysisOrder(), (std::vector<int>{6, 0, 1, 2, 3, 4, 5}));
        QVERIFY(!review.complete());
        QVERIFY(!review.scores()[3].has_value());

        for (int i : review.analysisOrder()) {
            const bool dead = i == 6;
            review.setAnalysis(i, told(positions[static_cast<std::size_t>(i)],
                                       dead ? analysis::GroupStatus::Dead : analysis::GroupStatus::Alive,
                                       dead ? 0 : 80));
        }
        QVERIFY(review.complete());
        QCOMPARE(review.analysedCount(), 7);
        for (int i = 0; i < 7; ++i)
            QCOMPARE(*review.scores()[static_cast<std::size_t>(i)], GameReview::scoreOf(*review.analysis(i)));

        // Followed: Black's group by its oldest stone E5 (move 1), White's
        // two groups (A1-A2 joined, and J9) by theirs.
        const auto& tracked = review.tracked();
        QVERIFY(!tracked.empty());
        const GameReview::TrackedGroup* black = nullptr;
        for (const auto& t : tracked)
            if (t.color == Black)
                black = &t;
        QVERIFY(black);
        QCOMPARE(black->anchor, (GridPoint{4, 4}));
        QCOMPARE(black->safety[0], -1); // not on the board yet
        QCOMPARE(black->safety[1], 80);
        QCOMPARE(black->safety[6], 0);

        // The turning point: after move 6 the three black stones died.
        const auto turning = review.turningPoints();
        QCOMPARE(turning.size(), std::size_t(1));
        QCOMPARE(turning[0].index, 6);
        QCOMPARE(turning[0].color, Black);
        QCOMPARE(turning[0].stones, 3);
        QCOMPARE(turning[0].from, analysis::GroupStatus::Alive);
        QCOMPARE(turning[0].to, analysis::GroupStatus::Dead);
    }

    void smallGroupsAndMissingAnalysesAreNoTurningPoints()
    {
        const std::vector<Position> positions = line({"E5", "A1", "D5"});
        GameReview review;
        review.reset(positions);
        review.setAnalysis(1, told(positions[1], analysis::GroupStatus::Alive, 90));
        review.setAnalysis(2, told(positions[2], analysis::GroupStatus::Dead, 0));
        review.setAnalysis(3, told(positions[3], analysis::GroupStatus::Dead, 0));
        // One black stone dying is below the threshold; index 0 is unknown.
        QVERIFY(review.turningPoints().empty());
        QVERIFY(review.tracked().empty() || review.tracked().front().safety[0] == -1);
        review.reset({});
        QCOMPARE(review.size(), 0);
        QVERIFY(review.analysisOrder().empty());
        QVERIFY(!review.complete());
    }
};

} // namespace

QTEST_GUILESS_MAIN(TestGameReview)
#include "test_gamereview.moc"
