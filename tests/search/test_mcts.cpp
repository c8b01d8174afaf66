// The Monte-Carlo engine's promises: playouts end and count right, the
// same seed and playout budget give the same answer, the cancellation
// token stops it (counted in playouts), the ownership it reports says
// which stones are dead, and it finds the obvious capture and escape.
#include "search_helpers.h"

#include "search/mcts.h"
#include "search/playout.h"

#include <QtTest>

#include <atomic>

using namespace irodori;
using namespace irodori::search;
using namespace irodori::testing;

namespace {

// The visits of the root's children: the playouts of this search plus
// those of a kept tree.
int childVisits(const MctsResult& r)
{
    int visits = 0;
    for (const MctsChild& c : r.children)
        visits += c.visits;
    return visits;
}

} // namespace

class TestMcts : public QObject {
    Q_OBJECT

private slots:
    void playoutsEndAndCount()
    {
        for (int size : {5, 9, 13}) {
            Position pos(size);
            FastRandom rng(size);
            SimBoard sim(pos);
            while (sim.passes() < 2 && sim.moves() < 3 * size * size)
                sim.play(sim.policyMove(rng));
            QVERIFY(sim.passes() >= 2);
            QCOMPARE(sim.board().checkConsistency(), std::string());
            // Every empty point is an eye or dame: the count covers the
            // board (stones + owned points + dame).
            int black = 0, white = 0, neutral = 0;
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x) {
                    const Color o = sim.ownerAt(sim.board().at(x, y));
                    (o == Black ? black : (o == White ? white : neutral))++;
                }
            QCOMPARE(black + white + neutral, size * size);
            QCOMPARE(sim.areaScore(), black - white);
            // The empty list is exact.
            int empties = 0;
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x)
                    empties += sim.board().color(sim.board().at(x, y)) == Empty;
            QCOMPARE(static_cast<int>(sim.empties().size()), empties);
        }
    }

    void simpleKoInPlayouts()
    {
        // Black takes C3 at D3, a ko (劫): White may not take back at once.
        Position pos = diagramPosition(". . . . .\n"
                                       ". . X O .\n"
                                       ". X O . O\n"
                                       ". . X O .\n"
                                       ". . . . .\n",
                                       Black);
        SimBoard sim(pos);
        QVERIFY(sim.isLegal(vertex(pos, "D3")));
        sim.play(vertex(pos, "D3")); // Black takes C3
        QCOMPARE(sim.ko(), vertex(pos, "C3"));
        QVERIFY(!sim.isLegal(vertex(pos, "C3")));
        sim.play(vertex(pos, "A1"));
        sim.play(vertex(pos, "A5"));
        QVERIFY(sim.isLegal(vertex(pos, "C3")));
    }

    void playoutLadderReading()
    {
        // Black's D5 ran out to D4: two liberties, and White's ataris drive
        // it to the lower right edge.
        Position pos = diagramPosition(dataDiagram("ladder.txt").c_str(), Black);
        QCOMPARE(pos.play({Black, vertex(pos, "D4")}), MoveError::None);
        SimBoard sim(pos);
        QVERIFY(sim.isLadderCaptured(vertex(pos, "D5")));
        QCOMPARE(sim.board().checkConsistency(), std::string()); // every read move taken back
        QCOMPARE(sim.board().color(vertex(pos, "E4")), Empty);
        // A Black stone on the ladder's path breaks it (シチョウアタリ).
        Position broken = pos;
        broken.setup(vertex(pos, "G2"), Black);
        SimBoard sim2(broken);
        QVERIFY(!sim2.isLadderCaptured(vertex(pos, "D5")));
        // Three liberties are not a ladder question at all.
        Position open(9);
        open.play({Black, vertex(open, "E5")});
        SimBoard sim3(open);
        QVERIFY(!sim3.isLadderCaptured(vertex(open, "E5")));
    }

    void deterministicForSeedAndPlayouts()
    {
        Position pos(9);
        for (const char* v : {"E5", "C4", "D4", "D3"})
            pos.play({pos.toMove(), vertex(pos, v)});
        SearchLimits limits;
        limits.maxNodes = 1500;
        limits.seed = 11;
        MonteCarlo a, b;
        const MctsResult ra = a.search(pos, limits);
        const MctsResult rb = b.search(pos, limits);
        QCOMPARE(ra.playouts, std::uint64_t(1500));
        QCOMPARE(ra.best, rb.best);
        QCOMPARE(ra.pv, rb.pv);
        QCOMPARE(ra.children.size(), rb.children.size());
        for (std::size_t i = 0; i < ra.children.size(); ++i) {
            QCOMPARE(ra.children[i].move, rb.children[i].move);
            QCOMPARE(ra.children[i].visits, rb.children[i].visits);
        }
        QVERIFY(pos.isLegal({pos.toMove(), ra.best}));
    }

    void cancellationStopsPromptly()
    {
        Position pos(9);
        MonteCarlo m;
        std::atomic<bool> stop{false};
        SearchLimits limits;
        limits.stop = &stop;
        std::uint64_t atStop = 0;
        const MctsResult r = m.search(pos, limits, [&](const SearchProgress& p) {
            if (!stop) {
                atStop = p.nodes;
                stop = true;
            }
        });
        QVERIFY(r.stopped);
        QVERIFY(atStop > 0);
        // The token is read before every playout.
        QCOMPARE(r.playouts, atStop);
    }

    void keepsTheTreeOfTheGame()
    {
        Position pos(9);
        MctsConfig config;
        config.reuseTree = true;
        MonteCarlo m(config);
        SearchLimits limits;
        limits.maxNodes = 3000;
        const MctsResult first = m.search(pos, limits);
        QVERIFY(first.pv.size() >= 2);
        // The game follows the expected line: that subtree is kept.
        pos.play({Black, first.pv[0]});
        pos.play({White, first.pv[1]});
        limits.maxNodes = 10;
        const MctsResult second = m.search(pos, limits);
        QCOMPARE(second.playouts, std::uint64_t(10));
        const int visits = childVisits(second);
        QVERIFY2(visits > 100, qPrintable(QString::number(visits)));
        // Another game (a take-back) starts afresh.
        pos.undo();
        pos.undo();
        pos.play({Black, vertex(pos, "A1")});
        const MctsResult third = m.search(pos, limits);
        QVERIFY(childVisits(third) <= 10);
    }

    // The same moves from another start (other setup stones, as when a
    // second record is loaded) are another game: the tree is not kept.
    void anotherSetupStartsAfresh()
    {
        Position pos(9);
        pos.setup(vertex(pos, "E5"), Black);
        pos.setup(vertex(pos, "A1"), White);
        MctsConfig config;
        config.reuseTree = true;
        MonteCarlo m(config);
        SearchLimits limits;
        limits.maxNodes = 3000;
        const MctsResult first = m.search(pos, limits);
        QVERIFY(first.best > 0 && first.best != vertex(pos, "A1"));
        // No moves either way, as many stones of each colour; the kept
        // tree's best point is now a stone.
        Position other(9);
        other.setup(vertex(other, "E5"), Black);
        other.setup(first.best, White);
        limits.maxNodes = 10;
        const MctsResult second = m.search(other, limits);
        for (const MctsChild& c : second.children)
            QVERIFY(c.move == kPass || other.board().color(c.move) == Empty);
        QVERIFY(childVisits(second) <= 10);
        QVERIFY(second.best == kPass || other.board().color(second.best) == Empty);
    }

    void ownershipShowsDeadStones()
    {
        const Position pos = diagramPosition(dataDiagram("finished.txt").c_str(), Black);
        SearchLimits limits;
        limits.maxNodes = 2000;
        MonteCarlo m;
        const MctsResult r = m.search(pos, limits);
        // White's dead stones inside Black's area end up Black's; the living
        // wall stays White's.
        QVERIFY(r.ownership[vertex(pos, "C5")] > 0.5f);
        QVERIFY(r.ownership[vertex(pos, "B7")] > 0.5f);
        QVERIFY(r.ownership[vertex(pos, "F5")] < -0.5f);
        QVERIFY(r.ownership[vertex(pos, "J1")] < -0.5f);
        QVERIFY(r.ownership[vertex(pos, "A1")] > 0.5f);
    }

    void findsCaptureAndEscape()
    {
        SearchLimits limits;
        limits.maxNodes = 3000;
        const Position capture = diagramPosition(dataDiagram("capture_large.txt").c_str(), Black);
        MonteCarlo m;
        QCOMPARE(name(capture, m.search(capture, limits).best), std::string("B5"));
        const Position save = diagramPosition(dataDiagram("save_atari.txt").c_str(), Black);
        QCOMPARE(name(save, m.search(save, limits).best), std::string("D4"));
    }
};

QTEST_GUILESS_MAIN(TestMcts)
#include "test_mcts.moc"
