// Move generation on diagrams: the candidates a player must read are there
// (capturing a big string in atari, saving one's own, the ladder), the ones
// no player reads are not (filling one's own eye, illegal moves, hopeless
// self-atari), and the search picks the right one.
#include "search_helpers.h"

#include "analysis/analysis.h"
#include "search/movegen.h"
#include "search/opening.h"
#include "search/player.h"
#include "tactics/reader.h"

#include <QtTest>

#include <algorithm>

using namespace irodori;
using namespace irodori::search;
using namespace irodori::testing;

namespace {

std::vector<Candidate> candidatesOf(const Position& pos)
{
    Evaluator ev;
    return generateCandidates(pos, ev.analyse(pos));
}

bool contains(const std::vector<Candidate>& c, Point p)
{
    return std::any_of(c.begin(), c.end(), [&](const Candidate& x) { return x.point == p; });
}

const Candidate* find(const std::vector<Candidate>& c, Point p)
{
    for (const Candidate& x : c)
        if (x.point == p)
            return &x;
    return nullptr;
}

// The move the player chooses with its default engine, budget by nodes.
Point bestMove(const Position& pos, int level = 5)
{
    Player player;
    PlayerConfig c;
    c.fixedNodes = true;
    c.level = level;
    player.setConfig(c);
    const MoveChoice m = player.chooseMove(pos, pos.toMove());
    return m.decision == Decision::Play ? m.point : kPass;
}

} // namespace

class TestMoveGen : public QObject {
    Q_OBJECT

private slots:
    void widthsFollowTheSeed()
    {
        QCOMPARE(widthAtPly(1), 50);
        QCOMPARE(widthAtPly(2), 20);
        QCOMPARE(widthAtPly(3), 10);
        QCOMPARE(widthAtPly(7), 10);
    }

    void trueAndFalseEyes()
    {
        const Position pos = diagramPosition(dataDiagram("own_eyes.txt").c_str(), Black);
        const Board& b = pos.board();
        QVERIFY(isOwnTrueEye(b, vertex(pos, "A9"), Black));
        QVERIFY(isOwnTrueEye(b, vertex(pos, "C9"), Black));
        QVERIFY(!isOwnTrueEye(b, vertex(pos, "C9"), White));
        QVERIFY(!isOwnTrueEye(b, vertex(pos, "E5"), Black));
        // A false eye (欠け目): two enemy stones on the diagonals.
        const Position f = diagramPosition(". . . . .\n"
                                           ". O X O .\n"
                                           ". X . X .\n"
                                           ". O X O .\n"
                                           ". . . . .\n",
                                           Black);
        QVERIFY(!isOwnTrueEye(f.board(), vertex(f, "C3"), Black));
        // On the edge one enemy diagonal is enough.
        const Position e = diagramPosition(". X . X .\n"
                                           ". O X . .\n"
                                           ". . . . .\n"
                                           ". . . . .\n"
                                           ". . . . .\n",
                                           Black);
        QVERIFY(!isOwnTrueEye(e.board(), vertex(e, "C5"), Black));
    }

    void neverFillsOwnEyes()
    {
        const Position pos = diagramPosition(dataDiagram("own_eyes.txt").c_str(), Black);
        const auto c = candidatesOf(pos);
        QVERIFY(!c.empty());
        QVERIFY(!contains(c, vertex(pos, "A9")));
        QVERIFY(!contains(c, vertex(pos, "C9")));
        // White may throw in: not its eye. Whether it is worth it is the
        // search's business; it is at least legal for White.
        const Point best = bestMove(pos, 3);
        QVERIFY(best != vertex(pos, "A9") && best != vertex(pos, "C9"));
    }

    void candidatesAreLegalAndUnique()
    {
        const Position pos = diagramPosition(dataDiagram("save_atari.txt").c_str(), White);
        const auto c = candidatesOf(pos);
        QVERIFY(c.size() > 10);
        std::vector<Point> seen;
        for (const Candidate& x : c) {
            QVERIFY2(pos.isLegal({White, x.point}), name(pos, x.point).c_str());
            QVERIFY(std::find(seen.begin(), seen.end(), x.point) == seen.end());
            seen.push_back(x.point);
        }
        QVERIFY(std::is_sorted(c.begin(), c.end(),
                               [](const Candidate& l, const Candidate& r) { return l.value > r.value; }));
    }

    void capturesLargeStringInAtari()
    {
        const Position pos = diagramPosition(dataDiagram("capture_large.txt").c_str(), Black);
        const auto c = candidatesOf(pos);
        QVERIFY(!c.empty());
        QCOMPARE(name(pos, c.front().point), std::string("B5"));
        QVERIFY(c.front().reasons & kReasonCapture);
        QVERIFY(c.front().value >= 800); // four stones: prisoners and territory
        QCOMPARE(name(pos, bestMove(pos)), std::string("B5"));
    }

    void savesOwnStringInAtari()
    {
        const Position pos = diagramPosition(dataDiagram("save_atari.txt").c_str(), Black);
        const auto c = candidatesOf(pos);
        QVERIFY(!c.empty());
        QCOMPARE(name(pos, c.front().point), std::string("D4"));
        QVERIFY(c.front().reasons & kReasonSave);
        QCOMPARE(name(pos, bestMove(pos)), std::string("D4"));
        // White, to move, captures instead.
        const Position w = diagramPosition(dataDiagram("save_atari.txt").c_str(), White);
        QCOMPARE(name(w, bestMove(w)), std::string("D4"));
    }

    void doesNotRunOutOfALadder()
    {
        const Position pos = diagramPosition(dataDiagram("ladder.txt").c_str(), Black);
        // The premise: the reader sees the ladder.
        tactics::Reader reader;
        QCOMPARE(reader.defend(pos, vertex(pos, "D5")).code, int(tactics::Fail));
        const auto c = candidatesOf(pos);
        const Candidate* d4 = find(c, vertex(pos, "D4"));
        QVERIFY(!d4 || (d4->reasons & kReasonSave) == 0);
        QVERIFY(bestMove(pos) != vertex(pos, "D4"));
    }

    void offersTheLadderAttack()
    {
        const Position pos = diagramPosition(dataDiagram("ladder_attack.txt").c_str(), Black);
        tactics::Reader reader;
        const tactics::ReadResult attack = reader.attack(pos, vertex(pos, "E5"));
        QCOMPARE(attack.code, int(tactics::Win));
        // The reader's killing move is a capture candidate, valued above a
        // plain shape move.
        const auto c = candidatesOf(pos);
        const Candidate* a = find(c, attack.move);
        QVERIFY(a);
        QVERIFY(a->reasons & kReasonCapture);
        QVERIFY(a->value >= 300);
    }

    void selfAtariIsLeftOut()
    {
        // Black A1 would join A2-B2 and leave the three stones one liberty.
        const Position pos = diagramPosition(". . . . .\n"
                                             ". . . . .\n"
                                             "O O O . .\n"
                                             "X X O . .\n"
                                             ". . X O .\n",
                                             Black);
        int stones = 0;
        QVERIFY(isSelfAtari(pos.board(), vertex(pos, "A1"), Black, &stones));
        QCOMPARE(stones, 3);
        QVERIFY(!contains(candidatesOf(pos), vertex(pos, "A1")));
    }

    void openingTakesCorners()
    {
        Position pos(19);
        const auto moves = openingMoves(pos);
        QVERIFY(!moves.empty());
        const auto best = std::max_element(moves.begin(), moves.end(),
                                           [](const OpeningMove& l, const OpeningMove& r) { return l.value < r.value; });
        // A 4-4 point (星) of some corner.
        const int x = pos.board().column(best->point), y = pos.board().row(best->point);
        QVERIFY((x == 3 || x == 15) && (y == 3 || y == 15));
        // With one lone enemy stone on the 4-4 point, an approach (掛かり)
        // next to it is offered.
        pos.play({Black, vertex(pos, "Q16")});
        bool approach = false;
        for (const OpeningMove& m : openingMoves(pos)) {
            const std::string v = name(pos, m.point);
            approach |= v == "R14" || v == "O17" || v == "N17" || v == "R13";
        }
        QVERIFY(approach);
        // And no opening moves once the board has filled up.
        const Position full = diagramPosition(dataDiagram("finished.txt").c_str(), Black);
        QVERIFY(openingMoves(full).empty());
    }

    void localSelectionKeepsNearMoves()
    {
        const Position pos = diagramPosition(dataDiagram("save_atari.txt").c_str(), Black);
        const auto all = candidatesOf(pos);
        std::vector<Point> focus{vertex(pos, "H1")};
        SelectOptions o;
        o.width = 10;
        o.focus = &focus;
        o.focusRadius = 2;
        for (const Candidate& c : selectCandidates(all, pos.board(), o)) {
            QVERIFY(pos.board().column(c.point) >= 5);
            QVERIFY(pos.board().row(c.point) >= 6);
        }
        o.focus = nullptr;
        QCOMPARE(static_cast<int>(selectCandidates(all, pos.board(), o).size()),
                 std::min(10, static_cast<int>(all.size())));
    }
};

QTEST_GUILESS_MAIN(TestMoveGen)
#include "test_movegen.moc"
