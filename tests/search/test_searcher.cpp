// The alpha-beta search's promises: the same seed and node budget give the
// same answer, the cancellation token stops it at once (counted in nodes,
// not seconds), progress is reported, a finished game is passed, and the
// clock and the levels set sensible budgets.
#include "search_helpers.h"

#include "analysis/report.h"
#include "search/evaluator.h"
#include "search/player.h"
#include "search/scoring.h"
#include "search/searcher.h"

#include <QtTest>

#include <atomic>

using namespace irodori;
using namespace irodori::search;
using namespace irodori::testing;

namespace {

Position middleGame()
{
    Position pos(9);
    for (const char* v : {"E5", "C4", "D4", "D3", "C3", "C5", "E3", "D2", "B4", "B5", "F6", "G4"})
        pos.play({pos.toMove(), vertex(pos, v)});
    return pos;
}

} // namespace

class TestSearcher : public QObject {
    Q_OBJECT

private slots:
    void deterministicForSeedAndNodes()
    {
        const Position pos = middleGame();
        SearchConfig config;
        config.jitter = 30;
        SearchLimits limits;
        limits.maxNodes = 250;
        limits.seed = 7;
        Searcher a(config), b(config);
        const SearchResult ra = a.search(pos, limits);
        const SearchResult rb = b.search(pos, limits);
        QCOMPARE(ra.best, rb.best);
        QCOMPARE(ra.score, rb.score);
        QCOMPARE(ra.pv, rb.pv);
        QCOMPARE(ra.nodes, rb.nodes);
        QCOMPARE(ra.depth, rb.depth);
        QVERIFY(ra.nodes <= 250);
        QVERIFY(ra.depth >= 1);
        QVERIFY(pos.isLegal({pos.toMove(), ra.best}));
        // Another seed orders the root differently (the jitter), but the
        // node budget still holds.
        limits.seed = 8;
        Searcher c(config);
        QVERIFY(c.search(pos, limits).nodes <= 250);
    }

    void evaluationLeavesOutTheChargeModel()
    {
        // The search's evaluations skip seed 004's charge model, which only
        // the board draws; everything else is what a full evaluation gives.
        const Position pos = middleGame();
        search::Evaluator ev;
        const analysis::Analysis fast = ev.analyse(pos);
        QVERIFY(fast.potential.chargeBlack.empty());
        QVERIFY(fast.potential.chargeWhite.empty());
        tactics::Reader reader;
        analysis::ReaderTactics t(reader);
        analysis::Analysis full = analysis::evaluate(pos, t);
        QVERIFY(!full.potential.chargeBlack.empty());
        full.potential.chargeBlack.clear();
        full.potential.chargeWhite.clear();
        full.potential.chargeGroup.clear();
        QCOMPARE(analysis::toJson(fast, pos.board()), analysis::toJson(full, pos.board()));
    }

    void rootReadsFullyTreeLighter()
    {
        // White's corner stone B2 has three liberties and dies: Black's B3
        // (or B1) chases it along the edge. The root, as the board's
        // analysis, reads strings of three liberties and offers the kill;
        // the positions below it read lighter (three liberties count as
        // safe) and do not.
        const Position pos = diagramPosition(". . . . . . . . .\n"
                                             ". . . . . . . . .\n"
                                             ". . O . . . X . .\n"
                                             ". . . . . . . . .\n"
                                             ". . . . . . . . .\n"
                                             ". . . . . . . . .\n"
                                             ". . . . . . . . .\n"
                                             ". O X . . . . . .\n"
                                             ". . . . . . . . .\n",
                                             Black);
        const Point b3 = vertex(pos, "B3"), b1 = vertex(pos, "B1");
        auto captures = [&](const NodeInfo& info) {
            for (const Candidate& c : info.candidates)
                if ((c.point == b3 || c.point == b1) && (c.reasons & kReasonCapture))
                    return true;
            return false;
        };
        search::Evaluator ev;
        QVERIFY(captures(ev.node(pos, search::Evaluator::Reading::Full)));
        QVERIFY(!captures(ev.node(pos)));
        // analyse() reads as the root does: the stone can be captured.
        const analysis::Analysis a = ev.analyse(pos);
        const analysis::StringInfo* b2 = nullptr;
        for (const analysis::StringInfo& s : a.strings)
            if (s.color == White && s.stones.front() == vertex(pos, "B2"))
                b2 = &s;
        QVERIFY(b2);
        QCOMPARE(b2->status, analysis::TacticalStatus::Unsettled);
        // Both are kept apart: asking for the root again gives the root's.
        QVERIFY(captures(ev.node(pos, search::Evaluator::Reading::Full)));
        // With the full budget below the root too, the tree offers it.
        EvaluatorConfig full;
        full.treeReading = tactics::ReadBudget{};
        search::Evaluator fullEv(full);
        QVERIFY(captures(fullEv.node(pos)));
    }

    void cancellationStopsPromptly()
    {
        const Position pos = middleGame();
        Searcher s;
        std::atomic<bool> stop{false};
        SearchLimits limits;
        limits.stop = &stop;
        std::uint64_t nodesAtStop = 0;
        int reports = 0;
        const SearchResult r = s.search(pos, limits, [&](const SearchProgress& p) {
            ++reports;
            if (p.depth >= 2 && !stop) {
                nodesAtStop = p.nodes;
                stop = true;
            }
        });
        QVERIFY(stop);
        QVERIFY(r.stopped);
        QVERIFY(reports >= 2);
        // The token is read at every node: at most the node in hand finishes.
        QVERIFY2(r.nodes <= nodesAtStop + 1,
                 qPrintable(QString("%1 nodes after the stop at %2").arg(r.nodes).arg(nodesAtStop)));
        QVERIFY(pos.isLegal({pos.toMove(), r.best}));
    }

    void stopBeforeStartStillAnswers()
    {
        const Position pos = middleGame();
        Searcher s;
        std::atomic<bool> stop{true};
        SearchLimits limits;
        limits.stop = &stop;
        const SearchResult r = s.search(pos, limits);
        QVERIFY(r.stopped);
        QVERIFY(r.nodes <= 2);
        QVERIFY(r.best == kPass || pos.isLegal({pos.toMove(), r.best}));
    }

    void progressReportsPrincipalVariation()
    {
        const Position pos = middleGame();
        Searcher s;
        SearchLimits limits;
        limits.maxDepth = 2;
        std::vector<SearchProgress> reports;
        const SearchResult r = s.search(pos, limits, [&](const SearchProgress& p) { reports.push_back(p); });
        QVERIFY(!reports.empty());
        QCOMPARE(reports.back().best, r.best);
        QCOMPARE(reports.back().depth, 2);
        QCOMPARE(r.depth, 2);
        QVERIFY(!r.pv.empty());
        QCOMPARE(r.pv.front(), r.best);
        // The variation is playable.
        Position p = pos;
        for (Point m : r.pv)
            QCOMPARE(p.play({p.toMove(), m}), MoveError::None);
        for (std::size_t i = 1; i < reports.size(); ++i)
            QVERIFY(reports[i].nodes >= reports[i - 1].nodes);
    }

    void passesInFinishedGame()
    {
        Position pos = diagramPosition(dataDiagram("finished.txt").c_str(), Black);
        Player player;
        PlayerConfig c;
        c.fixedNodes = true;
        c.level = 3;
        player.setConfig(c);
        QCOMPARE(player.chooseMove(pos, Black).decision, Decision::Pass);
        // And after the opponent passed too.
        pos.play({Black, kPass});
        QCOMPARE(player.chooseMove(pos, White).decision, Decision::Pass);
        // The count agrees with the referee of the game: B+0.5.
        const auto a = player.analyse(pos);
        QCOMPARE(scoreText(finalScore(pos, a)), std::string("B+0.5"));
        QCOMPARE(static_cast<int>(stonesWithStatus(pos.board(), a, StoneStatus::Dead).size()), 6);
        QVERIFY(stonesWithStatus(pos.board(), a, StoneStatus::Seki).empty());
    }

    void countsWithAgreedDeadStones()
    {
        Position pos = diagramPosition(dataDiagram("finished.txt").c_str(), Black);
        std::vector<Point> dead;
        for (const char* v : {"B7", "A6", "C6", "C5", "C4", "D4"})
            dead.push_back(vertex(pos, v));
        GameCount c = countGame(pos, dead);
        QCOMPARE(c.whiteDead, 6);
        QCOMPARE(c.blackDead, 0);
        QCOMPARE(c.owner[vertex(pos, "C5")], Black); // a dead stone's point is territory
        QCOMPARE(c.owner[vertex(pos, "H5")], White);
        QCOMPARE(scoreText(c.score), std::string("B+0.5"));
        // Chinese counting of the same board.
        Rules r = pos.rules();
        r.scoring = Scoring::Area;
        pos.setRules(r);
        c = countGame(pos, dead);
        QCOMPARE(c.blackStones + c.blackTerritory + c.whiteStones + c.whiteTerritory, 81);
        QCOMPARE(scoreText(c.score), std::string("B+0.5"));
        // Without the dead stones agreed, White's stones stand: Black's
        // area breaks up and the count changes sides.
        c = countGame(pos, {});
        QVERIFY(c.score < 0);
        QCOMPARE(c.owner[vertex(pos, "B6")], Empty);
    }

    void doesNotPassInTheOpening()
    {
        Position pos(9);
        Player player;
        PlayerConfig c;
        c.fixedNodes = true;
        c.level = 2;
        player.setConfig(c);
        const MoveChoice m = player.chooseMove(pos, Black);
        QCOMPARE(m.decision, Decision::Play);
        // The first move on an empty 9x9 board is in the centre area, not on
        // the edge.
        const int x = pos.board().column(m.point), y = pos.board().row(m.point);
        QVERIFY(x >= 2 && x <= 6 && y >= 2 && y <= 6);
    }

    void levelsAndClock()
    {
        for (int l = kMinLevel; l < kMaxLevel; ++l) {
            QVERIFY(levelSettings(l).seconds < levelSettings(l + 1).seconds);
            QVERIFY(levelSettings(l).nodes < levelSettings(l + 1).nodes);
            QVERIFY(levelSettings(l).maxDepth <= levelSettings(l + 1).maxDepth);
        }
        QCOMPARE(levelSettings(0).level, 1);
        QCOMPARE(levelSettings(99).level, 10);
        const Position pos(9);
        TimeControl none;
        QCOMPARE(moveSeconds(none, pos, 2.0), 2.0);
        // Canadian byo-yomi of one stone per second: under one second.
        TimeControl canadian;
        canadian.kind = TimeControl::Kind::Canadian;
        canadian.periodTime = 1;
        canadian.stones = 1;
        const double t = moveSeconds(canadian, pos, 6.0);
        QVERIFY(t > 0.5 && t < 1.0);
        // Little main time left, no byo-yomi: a small share of it.
        TimeControl absolute;
        absolute.kind = TimeControl::Kind::Absolute;
        absolute.mainTime = 60;
        absolute.leftKnown = true;
        absolute.left = 4;
        QVERIFY(moveSeconds(absolute, pos, 6.0) < 0.5);
        // Plenty of time: the level decides.
        absolute.left = 3600;
        QCOMPARE(moveSeconds(absolute, pos, 1.2), 1.2);
    }

    void resignsOnlyWhenHopeless()
    {
        // Black has nothing; White owns the board. Black resigns after
        // three hopeless moves, never at once.
        Position pos = diagramPosition(". . . . . . . . .\n"
                                       ". O O O O O O O .\n"
                                       ". O . . . . . O .\n"
                                       ". O . . . . . O .\n"
                                       ". O . . X . . O .\n"
                                       ". O . . . . . O .\n"
                                       ". O . . . . . O .\n"
                                       ". O O O O O O O .\n"
                                       ". . . . . . . . .\n",
                                       Black);
        for (int i = 0; i < 30; ++i) // past the opening for the move count
            pos.play({pos.toMove(), kPass});
        Player player;
        PlayerConfig c;
        c.fixedNodes = true;
        c.level = 1;
        c.resignPoints = 20;
        player.setConfig(c);
        std::vector<Decision> d;
        for (int i = 0; i < 3; ++i)
            d.push_back(player.chooseMove(pos, Black).decision);
        QVERIFY(d[0] != Decision::Resign);
        QCOMPARE(d[2], Decision::Resign);
        c.resign = false;
        player.setConfig(c);
        QVERIFY(player.chooseMove(pos, Black).decision != Decision::Resign);
    }
};

QTEST_GUILESS_MAIN(TestSearcher)
#include "test_searcher.moc"
