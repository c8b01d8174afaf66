// Renju and gomoku: fives and overlines under the three rule sets, fours and
// threes, Black's forbidden moves (double three, double four — also on one
// line — and overline, a five allowed whatever else it makes, a four-three
// allowed, a three whose straight-four point is forbidden not counted), and
// the player: it takes a five, blocks a four, never plays a forbidden point,
// finds a win by continuous fours, and beats a random player. The opening
// rules (RIF, Yamaguchi, Soosõrv-8): their steps, the central squares,
// symmetrical fifth moves, and the engine's decisions in them. The threats
// of a position (fives, fours, four-threes, threes) for the study view.
#include "renju/opening.h"
#include "renju/player.h"
#include "renju/threats.h"
#include "renju/rules.h"

#include <QTest>

#include <random>
#include <set>

using namespace irodori;
using namespace irodori::renju;

namespace {

Board diagram(const char* text)
{
    Board b;
    std::string error;
    if (!parseDiagram(text, &b, &error))
        qFatal("bad diagram: %s", error.c_str());
    return b;
}

// The empty points marked '*' in a copy of the diagram with them blanked.
struct Marked {
    Board board;
    std::vector<Point> marks;
};
Marked marked(std::string text)
{
    std::vector<std::pair<int, int>> at;
    int x = 0, y = 0;
    for (char& ch : text) {
        if (ch == '\n') {
            if (x > 0)
                ++y;
            x = 0;
        } else if (ch == '*') {
            at.push_back({x++, y});
            ch = '.';
        } else if (ch == 'X' || ch == 'O' || ch == '.') {
            ++x;
        }
    }
    Marked m{diagram(text.c_str()), {}};
    for (auto [xx, yy] : at)
        m.marks.push_back(m.board.at(xx, yy));
    return m;
}

} // namespace

class TestRenju : public QObject {
    Q_OBJECT

private slots:
    void diagramsAndBoard()
    {
        Board b;
        std::string error;
        QVERIFY(!parseDiagram("X.O\n...\n", &b, &error));
        QVERIFY(!error.empty());
        QVERIFY(!parseDiagram(".....\n.....\n.....\n.....\n....\n", &b, &error));
        QVERIFY(QString::fromStdString(error).contains(QStringLiteral("row 5")));
        QVERIFY(!parseDiagram(".....\n..Z..\n.....\n.....\n.....\n", &b, &error));
        const Board d = diagram("X....\n.O...\n.....\n.....\n.....\n");
        QCOMPARE(d.size(), 5);
        QCOMPARE(d.stones(), 2);
        QCOMPARE(d.color(d.at(0, 0)), Black);
        QCOMPARE(d.color(d.at(1, 1)), White);
        // A row stops at the edge of the board: no wrap into the next row.
        const Board e = diagram("...XX\nXX...\n.....\n.....\n.....\n");
        QCOMPARE(rowLength(e, e.at(4, 0), Black, 1), 2);
    }

    // Five wins; six wins only for White under Renju, for nobody under exact five.
    void fivesAndOverlines()
    {
        const Marked m = marked(".........\n"
                                "XXXX*....\n"
                                "XXX*XX...\n"
                                "OOOO*....\n"
                                "OOO*OO...\n"
                                ".........\n"
                                ".........\n"
                                ".........\n"
                                ".........\n");
        const Point blackFive = m.marks[0], blackSix = m.marks[1], whiteFive = m.marks[2], whiteSix = m.marks[3];
        const Board& b = m.board;
        QVERIFY(makesFive(b, blackFive, Black, RuleSet::Renju));
        QVERIFY(!makesFive(b, blackSix, Black, RuleSet::Renju));
        QVERIFY(makesFive(b, blackSix, Black, RuleSet::Freestyle));
        QVERIFY(!makesFive(b, blackSix, Black, RuleSet::ExactFive));
        QVERIFY(makesFive(b, whiteFive, White, RuleSet::Renju));
        QVERIFY(makesFive(b, whiteSix, White, RuleSet::Renju));
        QVERIFY(!makesFive(b, whiteSix, White, RuleSet::ExactFive));
        Board copy = b;
        QCOMPARE(forbidden(copy, blackSix, RuleSet::Renju), Forbidden::Overline);
        QCOMPARE(forbidden(copy, blackSix, RuleSet::Freestyle), Forbidden::None);
        QVERIFY(!isForbidden(copy, whiteSix, White, RuleSet::Renju));
        copy.place(blackFive, Black);
        QVERIFY(isWinningFive(copy, blackFive, RuleSet::Renju));
        QCOMPARE(copy.stones(), b.stones() + 1);
    }

    void forbiddenMoves_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("expected");
        // * is the point judged for Black.
        QTest::newRow("double three") << QStringLiteral(".........\n"
                                                        "...X.....\n"
                                                        "...X.....\n"
                                                        ".XX*.....\n"
                                                        ".........\n"
                                                        ".........\n"
                                                        ".........\n"
                                                        ".........\n"
                                                        ".........\n")
                                      << int(Forbidden::DoubleThree);
        QTest::newRow("double three, diagonal and split") << QStringLiteral(".........\n"
                                                                            ".........\n"
                                                                            ".X.......\n"
                                                                            "..X......\n"
                                                                            ".........\n"
                                                                            "....*.XX.\n"
                                                                            ".........\n"
                                                                            ".........\n"
                                                                            ".........\n")
                                                          << int(Forbidden::DoubleThree);
        QTest::newRow("three blocked by White is no three") << QStringLiteral(".........\n"
                                                                              "...O.....\n"
                                                                              "...X.....\n"
                                                                              "...X.....\n"
                                                                              ".XX*.....\n"
                                                                              "...O.....\n"
                                                                              ".........\n"
                                                                              ".........\n"
                                                                              ".........\n")
                                                            << int(Forbidden::None);
        QTest::newRow("double four") << QStringLiteral(".........\n"
                                                       "....X....\n"
                                                       "....X....\n"
                                                       "....X....\n"
                                                       ".XXX*....\n"
                                                       ".........\n"
                                                       ".........\n"
                                                       ".........\n"
                                                       ".........\n")
                                     << int(Forbidden::DoubleFour);
        QTest::newRow("double four on one line") << QStringLiteral(".........\n"
                                                                   ".........\n"
                                                                   ".........\n"
                                                                   ".........\n"
                                                                   ".X.X*X.X.\n"
                                                                   ".........\n"
                                                                   ".........\n"
                                                                   ".........\n"
                                                                   ".........\n")
                                                 << int(Forbidden::DoubleFour);
        QTest::newRow("four-three is allowed") << QStringLiteral(".........\n"
                                                                 "....X....\n"
                                                                 "....X....\n"
                                                                 "....X....\n"
                                                                 "..XX*....\n"
                                                                 ".........\n"
                                                                 ".........\n"
                                                                 ".........\n"
                                                                 ".........\n")
                                               << int(Forbidden::None);
        QTest::newRow("five beats a double three") << QStringLiteral(".........\n"
                                                                     ".........\n"
                                                                     "....X....\n"
                                                                     "....X....\n"
                                                                     "XXXX*....\n"
                                                                     ".........\n"
                                                                     ".........\n"
                                                                     ".........\n"
                                                                     ".........\n")
                                                   << int(Forbidden::None);
        QTest::newRow("overline") << QStringLiteral(".........\n"
                                                    ".........\n"
                                                    ".........\n"
                                                    ".........\n"
                                                    "XXX*XX...\n"
                                                    ".........\n"
                                                    ".........\n"
                                                    ".........\n"
                                                    ".........\n")
                                  << int(Forbidden::Overline);
        // * makes a vertical three and a horizontal one. The horizontal
        // three's only straight-four point (right of *) would be an overline
        // for Black down its column: that three is no real three, so * makes
        // one three only and is allowed.
        QTest::newRow("false three: its four point is an overline")
            << QStringLiteral(".........\n"
                              ".....X...\n"
                              "....XX...\n"
                              "....XX...\n"
                              "O.XX*....\n"
                              ".....X...\n"
                              ".....X...\n"
                              ".........\n"
                              ".........\n")
            << int(Forbidden::None);
        QTest::newRow("the same three is real when its four point is free")
            << QStringLiteral(".........\n"
                              ".........\n"
                              "....X....\n"
                              "....X....\n"
                              "O.XX*....\n"
                              ".........\n"
                              ".........\n"
                              ".........\n"
                              ".........\n")
            << int(Forbidden::DoubleThree);
    }

    void forbiddenMoves()
    {
        QFETCH(QString, board);
        QFETCH(int, expected);
        Marked m = marked(board.toStdString());
        QCOMPARE(m.marks.size(), std::size_t(1));
        QCOMPARE(int(forbidden(m.board, m.marks[0], RuleSet::Renju)), expected);
        // White may always play there, and so may Black outside Renju rules.
        QVERIFY(!isForbidden(m.board, m.marks[0], White, RuleSet::Renju));
        QCOMPARE(forbidden(m.board, m.marks[0], RuleSet::Freestyle), Forbidden::None);
        // The board is as it was.
        QCOMPARE(m.board.color(m.marks[0]), Empty);
    }

    void shapes()
    {
        Marked m = marked(".........\n"
                          ".........\n"
                          ".........\n"
                          ".........\n"
                          ".XXX*....\n"
                          ".........\n"
                          "..XX*....\n"
                          ".........\n"
                          ".........\n");
        const Shape four = shapeAt(m.board, m.marks[0], Black, RuleSet::Renju);
        QCOMPARE(four.fours, 1);
        QCOMPARE(four.straightFours, 1);
        QVERIFY(!four.five);
        const Shape three = shapeAt(m.board, m.marks[1], Black, RuleSet::Renju);
        QCOMPARE(three.threes, 1);
        QCOMPARE(three.fours, 0);
    }

    // The player takes a five before anything else, blocks the opponent's
    // four, and never plays a point forbidden to it.
    void playerTakesFivesAndBlocksFours()
    {
        PlayerLimits quick;
        quick.seconds = 0.3;
        Marked win = marked("...............\n...............\n...............\n...............\n"
                            "...............\n...XOOOO*......\n...............\n....OXXXX*.....\n"
                            "...............\n...............\n...............\n...............\n"
                            "...............\n...............\n...............\n");
        // Black to move: its own five first, although White has a four too.
        QCOMPARE(chooseMove(win.board, Black, RuleSet::Renju, quick).move, win.marks[1]);
        QCOMPARE(chooseMove(win.board, White, RuleSet::Renju, quick).move, win.marks[0]);

        Marked block = marked("...............\n...............\n...............\n...............\n"
                              "...............\n...............\n....XOOOO*.....\n.......X.......\n"
                              "......X........\n...............\n...............\n...............\n"
                              "...............\n...............\n...............\n");
        QCOMPARE(chooseMove(block.board, Black, RuleSet::Renju, quick).move, block.marks[0]);

        // Black may not block at a forbidden point: it plays elsewhere, legally.
        Marked stuck = marked("...............\n...............\n...............\n...............\n"
                              "......X........\n.....X.........\n..XX*..........\n....O..........\n"
                              "....O..........\n....O..........\n....O..........\n....X..........\n"
                              "...............\n...............\n...............\n");
        QCOMPARE(forbidden(stuck.board, stuck.marks[0], RuleSet::Renju), Forbidden::DoubleThree);
        const MoveChoice c = chooseMove(stuck.board, Black, RuleSet::Renju, quick);
        QVERIFY(c.move != stuck.marks[0]);
        QVERIFY(stuck.board.color(c.move) == Empty);
        QVERIFY(!isForbidden(stuck.board, c.move, Black, RuleSet::Renju));
    }

    // A win by continuous fours: Black's four forces White's block, and the
    // next four is open. The player finds it, and plays it.
    void winByContinuousFours()
    {
        Marked m = marked("...............\n...............\n...............\n...............\n"
                          "...............\n...............\n....OXXX*......\n.......X.......\n"
                          ".......X.......\n...............\n...............\n...............\n"
                          "...............\n...............\n...............\n");
        std::vector<Point> line;
        const Point first = findVcf(m.board, Black, RuleSet::Renju, 10, &line);
        QVERIFY(first != kNoPoint);
        QVERIFY(!line.empty());
        QCOMPARE(line.front(), first);
        // Every move of the line is played in turn on an empty point, and
        // after the last Black has a five to play.
        Board b = m.board;
        for (std::size_t i = 0; i < line.size(); ++i) {
            QCOMPARE(b.color(line[i]), Empty);
            if (i % 2 == 0)
                QVERIFY(!isForbidden(b, line[i], Black, RuleSet::Renju));
            b.place(line[i], i % 2 == 0 ? Black : White);
        }
        QVERIFY(fivePoints(b, Black, RuleSet::Renju).size() >= 1);
        PlayerLimits quick;
        quick.seconds = 0.3;
        const MoveChoice c = chooseMove(m.board, Black, RuleSet::Renju, quick);
        QVERIFY(c.vcf);
        QCOMPARE(c.move, first);
        // No such win on a quiet board.
        Board quiet = diagram("...............\n...............\n...............\n...............\n"
                              "...............\n...............\n.......X.......\n.......O.......\n"
                              "...............\n...............\n...............\n...............\n"
                              "...............\n...............\n...............\n");
        QCOMPARE(findVcf(quiet, Black, RuleSet::Renju, 10), kNoPoint);
    }

    // A win by continuous threats (VCT): two open twos crossing at an empty
    // point make a double three there. White may play it under Renju rules
    // and wins, whatever Black answers; the same shape is a forbidden
    // double three for Black under Renju rules, and a win under gomoku's.
    void winByContinuousThreats()
    {
        const char* rows =
            "...............\n...............\n...............\n...............\n"
            "...............\n.......O.......\n.......O.......\n.....OO*.......\n"
            "...............\n...............\n...............\n...............\n"
            "...............\n...............\n...............\n";
        Marked m = marked(rows);
        Board b = m.board;
        b.place(b.at(0, 14), Black); // Black has stones too, far away
        b.place(b.at(14, 0), Black);
        b.place(b.at(14, 14), Black);
        QCOMPARE(findVcf(b, White, RuleSet::Renju, 10), kNoPoint); // no fours to make
        const Point first = findVct(b, White, RuleSet::Renju, 4);
        QVERIFY(first != kNoPoint);
        // Played out: White's player against Black's, White wins within 12 moves.
        PlayerLimits quick;
        quick.seconds = 0.2;
        quick.maxDepth = 4;
        Board game = b;
        Color toMove = White;
        Color winner = Empty;
        for (int move = 0; move < 12 && winner == Empty; ++move) {
            const MoveChoice c = chooseMove(game, toMove, RuleSet::Renju, quick);
            QVERIFY(c.move != kNoPoint);
            if (move == 0)
                QCOMPARE(c.move, first);
            game.place(c.move, toMove);
            if (isWinningFive(game, c.move, RuleSet::Renju))
                winner = toMove;
            toMove = opponent(toMove);
        }
        QCOMPARE(winner, White);

        // The same stones Black's: forbidden under Renju rules, no threat
        // win; allowed in gomoku, where it wins.
        Board black = marked(rows).board;
        for (int y = 0; y < 15; ++y)
            for (int x = 0; x < 15; ++x)
                if (black.color(black.at(x, y)) == White) {
                    black.remove(black.at(x, y));
                    black.place(black.at(x, y), Black);
                }
        black.place(black.at(0, 14), White);
        black.place(black.at(14, 0), White);
        QVERIFY(isForbidden(black, m.marks.front(), Black, RuleSet::Renju));
        QVERIFY(findVct(black, Black, RuleSet::Renju, 4) != m.marks.front());
        QVERIFY(findVct(black, Black, RuleSet::Freestyle, 4) != kNoPoint);

        // A four of the defender's comes first: no threat win then.
        Board four = b;
        for (int x = 9; x <= 11; ++x)
            four.place(four.at(x, 12), Black);
        four.remove(four.at(14, 14));
        four.place(four.at(8, 12), Black); // four in a row, open at 7 and 12
        QVERIFY(!fivePoints(four, Black, RuleSet::Renju).empty());
        QCOMPARE(findVct(four, White, RuleSet::Renju, 4), kNoPoint);
        // A quiet board: none.
        Board quiet = diagram("...............\n...............\n...............\n...............\n"
                              "...............\n...............\n.......X.......\n.......O.......\n"
                              "...............\n...............\n...............\n...............\n"
                              "...............\n...............\n...............\n");
        QCOMPARE(findVct(quiet, Black, RuleSet::Renju, 4), kNoPoint);
        QCOMPARE(findVct(quiet, White, RuleSet::Renju, 4), kNoPoint);
    }

    // Against a player that picks random legal points near the stones, the
    // player wins every game, as Black and as White.
    void beatsARandomPlayer()
    {
        std::mt19937 rng(15);
        PlayerLimits quick;
        quick.seconds = 0.05;
        quick.maxDepth = 3;
        for (int game = 0; game < 4; ++game) {
            Board b;
            const Color us = game % 2 == 0 ? Black : White;
            Color toMove = Black;
            Color winner = Empty;
            for (int move = 0; move < 225 && winner == Empty; ++move) {
                Point p;
                if (toMove == us) {
                    p = chooseMove(b, us, RuleSet::Renju, quick).move;
                } else {
                    const std::vector<Point> all = candidates(b, toMove, RuleSet::Renju);
                    QVERIFY(!all.empty());
                    p = all[rng() % all.size()];
                }
                QVERIFY(b.color(p) == Empty);
                QVERIFY(!isForbidden(b, p, toMove, RuleSet::Renju));
                b.place(p, toMove);
                if (isWinningFive(b, p, RuleSet::Renju))
                    winner = toMove;
                toMove = opponent(toMove);
            }
            QCOMPARE(winner, us);
        }
    }

    // White threatens a win by continuous fours two fours deep (F6, then
    // K9 or E5 for an open four); the player, Black to move, stops it.
    void stopsTheOpponentsContinuousFours()
    {
        Board b = diagram("...............\n...............\n...............\n...............\n"
                          "...............\n..XOOO.........\n.......O.......\n.......XO......\n"
                          "...............\n...............\n..........XX...\n..........X....\n"
                          ".X..........X..\n...............\n...............\n");
        QVERIFY(findVcf(b, White, RuleSet::Renju, 10) != kNoPoint);
        QCOMPARE(findVcf(b, Black, RuleSet::Renju, 10), kNoPoint);
        // Even with a shallow search, which cannot see five moves ahead.
        PlayerLimits limits;
        limits.seconds = 0.5;
        limits.maxDepth = 2;
        const MoveChoice c = chooseMove(b, Black, RuleSet::Renju, limits);
        QVERIFY(c.move != kNoPoint);
        b.place(c.move, Black);
        QVERIFY2(findVcf(b, White, RuleSet::Renju, 10) == kNoPoint,
                 qPrintable(QStringLiteral("Black played %1,%2").arg(b.column(c.move)).arg(b.row(c.move))));
    }

    // The steps of each opening rule: one of the 26 openings, then the
    // rule's swaps, declaration and offers, in the order the rule says.
    // The step due with a number of stones and the decisions taken, and
    // the decisions as a record keeps them.
    void openingStepDue()
    {
        using S = OpeningStep;
        const std::vector<S> soosorv = openingSteps(OpeningRule::Soosorv8); // PPPSPDSO
        std::vector<int> d(soosorv.size(), -1);
        QCOMPARE(dueStep(soosorv, d, 0), 0);
        QCOMPARE(dueStep(soosorv, d, 2), 2);
        QCOMPARE(dueStep(soosorv, d, 3), 3); // White may swap
        d[3] = 0;
        QCOMPARE(dueStep(soosorv, d, 3), 4); // then White's fourth stone
        QCOMPARE(dueStep(soosorv, d, 4), 5); // the declaration
        d[5] = 3;
        QCOMPARE(dueStep(soosorv, d, 4), 6); // Black's swap
        d[6] = 1;
        QCOMPARE(dueStep(soosorv, d, 4), 7); // the offers
        QCOMPARE(dueStep(soosorv, d, 5), -1); // over
        QCOMPARE(dueStep({}, {}, 0), -1);
        // Swap2: the stones after "two stones more" only after that choice.
        const std::vector<S> swap2 = openingSteps(OpeningRule::Swap2); // PPPCPPS
        std::vector<int> e(swap2.size(), -1);
        QCOMPARE(dueStep(swap2, e, 3), 3);
        e[3] = 0;
        QCOMPARE(dueStep(swap2, e, 3), -1); // kept White: the game is free
        e[3] = 2;
        QCOMPARE(dueStep(swap2, e, 3), 4);
        QCOMPARE(dueStep(swap2, e, 5), 6);
        // Short decisions lists count as undecided.
        QCOMPARE(dueStep(swap2, {}, 3), 3);

        QCOMPARE(decisionText(S::Swap, 1), std::string("swap:1"));
        QCOMPARE(decisionText(S::Choose, 2), std::string("choose:2"));
        QCOMPARE(decisionText(S::Declare, 8), std::string("declare:8"));
        QCOMPARE(decisionText(S::Place, 0), std::string());
        for (const auto& [kind, value] : {std::pair{S::Swap, 0}, std::pair{S::Swap, 1}, std::pair{S::Choose, 2},
                                          std::pair{S::Declare, 1}, std::pair{S::Declare, 10}}) {
            const auto back = parseDecision(decisionText(kind, value));
            QVERIFY(back);
            QCOMPARE(back->first, kind);
            QCOMPARE(back->second, value);
        }
        for (const char* bad : {"", "swap", "swap:", "swap:2", "choose:3", "declare:0", "declare:11", "place:1",
                                "swap:-1", "swap:1x", "Swap:1", "declare:100", ":1"})
            QVERIFY2(!parseDecision(bad), bad);
    }

    void openingRuleSteps()
    {
        using S = OpeningStep;
        QVERIFY(openingSteps(OpeningRule::Free).empty());
        for (OpeningRule r : {OpeningRule::Rif, OpeningRule::Yamaguchi, OpeningRule::Soosorv8}) {
            const std::vector<S> steps = openingSteps(r);
            QVERIFY(steps.size() >= 6);
            // The first three stones: Black centre, White 3x3, Black 5x5.
            for (int i = 0; i < 3; ++i) {
                QCOMPARE(steps[i].kind, S::Place);
                QCOMPARE(steps[i].stones, i);
                QCOMPARE(steps[i].square, i);
                QCOMPARE(steps[i].stone, i == 1 ? White : Black);
                QCOMPARE(steps[i].actor, Black); // the first player puts all three
            }
            QCOMPARE(steps[3].kind == S::Swap ? steps[3].actor : steps[4].actor, White);
            QCOMPARE(steps.back().kind, S::Offer);
            QCOMPARE(steps.back().stones, 4);
            QCOMPARE(openingRuleFromText(openingRuleName(r)), r);
        }
        const auto kinds = [](OpeningRule r) {
            std::string k;
            for (const S& s : openingSteps(r))
                k += "PDSOC"[s.kind];
            return k;
        };
        QCOMPARE(kinds(OpeningRule::Rif), std::string("PPPSPO"));
        QCOMPARE(kinds(OpeningRule::Yamaguchi), std::string("PPPDSPO"));
        QCOMPARE(kinds(OpeningRule::Soosorv8), std::string("PPPSPDSO"));
        QCOMPARE(openingSteps(OpeningRule::Rif).back().maxOffers, 2);
        // Yamaguchi: the first player (Black) declares before White may swap.
        QCOMPARE(openingSteps(OpeningRule::Yamaguchi)[3].actor, Black);
        // Soosõrv-8: White declares 1 to 8 with the fourth stone, then
        // Black's player may swap.
        const std::vector<S> soosorv = openingSteps(OpeningRule::Soosorv8);
        QCOMPARE(soosorv[5].actor, White);
        QCOMPARE(soosorv[5].maxOffers, 8);
        QCOMPARE(soosorv[5].stones, 4);
        QCOMPARE(soosorv[6].actor, Black);
        QCOMPARE(openingRuleFromText("Renju, Soosorv-8 opening"), OpeningRule::Soosorv8);
        // Swap2 (gomoku): three stones anywhere by the first player, the
        // second player's choice, and only after "two stones more" those
        // stones (put by the second player) and the first player's choice.
        QCOMPARE(kinds(OpeningRule::Swap2), std::string("PPPCPPS"));
        const std::vector<S> swap2 = openingSteps(OpeningRule::Swap2);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(swap2[i].square, -1);
            QCOMPARE(swap2[i].actor, Black);
            QCOMPARE(swap2[i].onlyAfter, -1);
        }
        QCOMPARE(swap2[3].actor, White);
        for (int i = 4; i < 7; ++i)
            QCOMPARE(swap2[i].onlyAfter, 3);
        QCOMPARE(swap2[4].actor, White);
        QCOMPARE(swap2[5].stone, Black);
        QCOMPARE(swap2[6].actor, Black);
        QCOMPARE(swap2[6].stones, 5);
        QVERIFY(!isRenjuOpening(OpeningRule::Swap2) && isRenjuOpening(OpeningRule::Rif));
        QCOMPARE(openingRuleFromText("Freestyle, Swap2 opening"), OpeningRule::Swap2);
        // Taraguchi-10: each of the first four stones in its square and the
        // other player's swap after it (but the fourth: the choice follows);
        // keeping or swapping leads to the fifth in 9x9 and White's swap,
        // the third way to ten offers.
        QCOMPARE(kinds(OpeningRule::Taraguchi10), std::string("PSPSPSPCPSO"));
        const std::vector<S> taraguchi = openingSteps(OpeningRule::Taraguchi10);
        for (int k = 0; k < 4; ++k) {
            const S& place = taraguchi[static_cast<std::size_t>(2 * k)];
            QCOMPARE(place.square, k);
            QCOMPARE(place.stone, k % 2 == 0 ? Black : White);
            if (k < 3)
                QCOMPARE(taraguchi[static_cast<std::size_t>(2 * k + 1)].actor, k % 2 == 0 ? White : Black);
        }
        QCOMPARE(taraguchi[7].actor, Black);
        QCOMPARE(taraguchi[8].square, 4);
        QCOMPARE(taraguchi[8].onlyAfter, 7);
        QCOMPARE(taraguchi[8].onlyChoices, 0b011);
        QCOMPARE(taraguchi[9].actor, White);
        QCOMPARE(taraguchi[9].stones, 5);
        QCOMPARE(taraguchi[10].maxOffers, 10);
        QCOMPARE(taraguchi[10].onlyChoices, 0b100);
        QVERIFY(isRenjuOpening(OpeningRule::Taraguchi10));
        QCOMPARE(openingRuleFromText("Renju, Taraguchi-10 opening"), OpeningRule::Taraguchi10);
        QCOMPARE(openingRuleFromText("Renju"), OpeningRule::Free);
        QCOMPARE(openingRuleFromText(nullptr), OpeningRule::Free);
    }

    void centralSquares()
    {
        Board b;
        const Point centre = b.at(7, 7);
        QVERIFY(inCentralSquare(b, centre, 0));
        QVERIFY(!inCentralSquare(b, b.at(8, 7), 0));
        QVERIFY(inCentralSquare(b, b.at(8, 6), 1));
        QVERIFY(!inCentralSquare(b, b.at(9, 7), 1));
        QVERIFY(inCentralSquare(b, b.at(9, 5), 2));
        QVERIFY(!inCentralSquare(b, b.at(10, 7), 2));
        QVERIFY(inCentralSquare(b, b.at(0, 14), -1));
        QVERIFY(!inCentralSquare(b, kNoPoint, -1));
        // The engine's opening stones stay in their squares, whatever the draw.
        for (std::uint32_t r = 0; r < 50; ++r)
            for (int square = 0; square <= 2; ++square) {
                const Point p = chooseOpeningStone(b, square, r * 2654435761u);
                QVERIFY(inCentralSquare(b, p, square));
                QCOMPARE(b.color(p), Empty);
            }
    }

    // Offered fifth moves may not be symmetrical: the same move under a
    // turn or reflection that keeps the stones in place.
    void symmetricalFifthMoves()
    {
        Board b;
        b.place(b.at(7, 7), Black);
        b.place(b.at(8, 7), White); // a direct opening: mirror across row 7
        QVERIFY(symmetricMoves(b, b.at(6, 5), b.at(6, 9)));
        QVERIFY(!symmetricMoves(b, b.at(6, 5), b.at(9, 6)));
        QVERIFY(symmetricMoves(b, b.at(3, 3), b.at(3, 3)));
        Board diag;
        diag.place(diag.at(7, 7), Black);
        diag.place(diag.at(8, 6), White); // indirect: mirror across the diagonal
        QVERIFY(symmetricMoves(diag, diag.at(9, 7), diag.at(7, 5)));
        QVERIFY(!symmetricMoves(diag, diag.at(9, 7), diag.at(7, 9)));
        // A third stone off the mirror line breaks the symmetry.
        b.place(b.at(7, 5), Black);
        QVERIFY(!symmetricMoves(b, b.at(6, 5), b.at(6, 9)));
        // The engine's offers: as many as asked, legal, no two the same move.
        b.place(b.at(9, 8), White);
        PlayerLimits limits;
        limits.seconds = 0.5;
        for (int n : {1, 2, 5, 8}) {
            const std::vector<Point> offers = chooseOffers(b, n, RuleSet::Renju, limits);
            QCOMPARE(static_cast<int>(offers.size()), n);
            for (std::size_t i = 0; i < offers.size(); ++i) {
                QCOMPARE(b.color(offers[i]), Empty);
                QVERIFY(!isForbidden(b, offers[i], Black, RuleSet::Renju));
                for (std::size_t j = 0; j < i; ++j)
                    QVERIFY(!symmetricMoves(b, offers[i], offers[j]));
            }
        }
        // On the symmetrical board of two stones, 16 offers are 16 moves
        // that no symmetry of it takes to one another.
        Board two;
        two.place(two.at(7, 7), Black);
        two.place(two.at(8, 7), White);
        const std::vector<Point> many = chooseOffers(two, 16, RuleSet::Renju, limits);
        QCOMPARE(many.size(), std::size_t(16));
        for (std::size_t i = 0; i < many.size(); ++i)
            for (std::size_t j = 0; j < i; ++j)
                QVERIFY(!symmetricMoves(two, many[i], many[j]));
    }

    // White picks the offer worst for Black; the player swaps to the side
    // that stands better; a better Black declares more offers.
    void openingDecisions()
    {
        PlayerLimits limits;
        limits.seconds = 0.5;
        // Black's open three on row 7: an offer at F8 makes it an open four
        // (a win), one in the far corner does nothing.
        Board b = diagram("...............\n...............\n...............\n...............\n"
                          "...............\n...............\n........O......\n......XXX......\n"
                          ".......O.......\n...............\n...............\n...............\n"
                          "...............\n...............\n...............\n");
        b.place(b.at(5, 6), White);
        const Point win = b.at(9, 7);
        QCOMPARE(b.color(win), Empty);
        const Point corner = b.at(0, 0);
        QCOMPARE(chooseAmongOffers(b, {win, corner}, RuleSet::Renju, limits), corner);
        QCOMPARE(chooseAmongOffers(b, {corner, win}, RuleSet::Renju, limits), corner);
        QCOMPARE(chooseAmongOffers(b, {}, RuleSet::Renju, limits), kNoPoint);
        // Black to move with an open three: White's player takes Black; Black's keeps it.
        QVERIFY(chooseSwap(b, White, Black, 0, RuleSet::Renju, limits));
        QVERIFY(!chooseSwap(b, Black, Black, 0, RuleSet::Renju, limits));
        // With one offer it stays Black's win; the declaration grows with it.
        const int strong = chooseOfferCount(b, 8, RuleSet::Renju, limits);
        Board weak = diagram("...............\n...............\n...............\n...............\n"
                             "...............\n...............\n......O.O......\n.......X.......\n"
                             "......O.X......\n...............\n...............\n...............\n"
                             "...............\n...............\n...............\n");
        const int poor = chooseOfferCount(weak, 8, RuleSet::Renju, limits);
        QVERIFY2(strong > poor, qPrintable(QStringLiteral("%1 %2").arg(strong).arg(poor)));
        QVERIFY(strong >= 1 && strong <= 8 && poor >= 1);
        QCOMPARE(chooseOfferCount(b, 1, RuleSet::Renju, limits), 1);
        // White's open four, Black to move: Black's player would rather be
        // White, White's keeps White.
        Board lost = diagram("...............\n...............\n...............\n...............\n"
                             "...............\n...............\n.....OOOO......\n.......X.......\n"
                             "......X.X......\n...............\n...............\n...............\n"
                             "...............\n...............\n...............\n");
        QVERIFY(chooseSwap(lost, Black, Black, 1, RuleSet::Renju, limits));
        QVERIFY(!chooseSwap(lost, White, Black, 1, RuleSet::Renju, limits));
        // Swap2: the side standing far better is kept, the other swapped.
        QCOMPARE(chooseSwap2(b, White, RuleSet::Freestyle, limits), 1);
        QCOMPARE(chooseSwap2(b, Black, RuleSet::Freestyle, limits), 0);
        QCOMPARE(chooseSwap2(lost, White, RuleSet::Freestyle, limits), 0);
        // Taraguchi-10: Black's player facing White's open four would rather be White.
        QCOMPARE(chooseTaraguchi(lost, RuleSet::Renju, limits), 1);
        const int taraguchi = chooseTaraguchi(b, RuleSet::Renju, limits);
        QVERIFY(taraguchi == 0 || taraguchi == 2); // Black ahead keeps Black
        // A balanced stone stays in its square, on an empty point, and is
        // nearer even than the winning one.
        const Point even = chooseBalancedStone(b, Black, 4, RuleSet::Renju, limits);
        QVERIFY(inCentralSquare(b, even, 4));
        QCOMPARE(b.color(even), Empty);
        QVERIFY(even != win);
    }

    // What a stone would make on each point, for either side: the study
    // view's marks.
    void threatsOfAPosition()
    {
        Marked m = marked(".........\n"
                          ".........\n"
                          ".........\n"
                          ".........\n"
                          "*XXX*....\n"
                          ".........\n"
                          "..OO*....\n"
                          ".........\n"
                          "OOOO*....\n");
        const std::vector<Threat> all = threats(m.board, RuleSet::Renju);
        const auto kindAt = [&](Point p, Color c) -> int {
            for (const Threat& t : all)
                if (t.point == p && t.color == c)
                    return static_cast<int>(t.kind);
            return -1;
        };
        QCOMPARE(kindAt(m.marks[1], Black), static_cast<int>(ThreatKind::StraightFour));
        QCOMPARE(kindAt(m.marks[0], Black), static_cast<int>(ThreatKind::Four)); // the edge closes one end
        QCOMPARE(kindAt(m.marks[2], White), static_cast<int>(ThreatKind::Three));
        QCOMPARE(kindAt(m.marks[3], White), static_cast<int>(ThreatKind::Five));
        QCOMPARE(kindAt(m.marks[1], White), -1);
        QVERIFY(isWinning(ThreatKind::StraightFour) && isWinning(ThreatKind::FourThree));
        QVERIFY(!isWinning(ThreatKind::Four) && !isWinning(ThreatKind::ThreeThree));
        QCOMPARE(std::string(threatLabel(ThreatKind::FourThree)), std::string("43"));
        for (const Threat& t : all)
            QCOMPARE(m.board.color(t.point), Empty);

        // A point forbidden to Black (三三) makes no Black threat; for White
        // the same shape is a double three.
        Marked stuck = marked("...............\n...............\n...............\n...............\n"
                              "......X........\n.....X.........\n..XX*..........\n...............\n"
                              "...............\n...............\n...............\n...............\n"
                              "...............\n...............\n...............\n");
        QCOMPARE(forbidden(stuck.board, stuck.marks[0], RuleSet::Renju), Forbidden::DoubleThree);
        bool black = false;
        for (const Threat& t : threats(stuck.board, RuleSet::Renju))
            black = black || (t.point == stuck.marks[0] && t.color == Black);
        QVERIFY(!black);
        bool gomoku = false;
        for (const Threat& t : threats(stuck.board, RuleSet::Freestyle))
            gomoku = gomoku || (t.point == stuck.marks[0] && t.color == Black && t.kind == ThreatKind::ThreeThree);
        QVERIFY(gomoku);
    }

    // Why a point is forbidden, line by line: the two threes of a double
    // three, the two fours of a double four, the overline; nothing on an
    // allowed point.
    void forbiddenLinesExplain()
    {
        Marked stuck = marked("...............\n...............\n...............\n...............\n"
                              "......X........\n.....X.........\n..XX*..........\n...............\n"
                              "...............\n...............\n...............\n...............\n"
                              "...............\n...............\n...............\n");
        const Board& b = stuck.board;
        const Point p = stuck.marks[0];
        const std::vector<LineSegment> threes = forbiddenLines(stuck.board, p, RuleSet::Renju);
        QCOMPARE(threes.size(), std::size_t(2));
        // Across: C9 D9 to the point; the diagonal: the point to G11.
        const auto has = [&](const std::vector<LineSegment>& lines, Point a, Point c) {
            return std::any_of(lines.begin(), lines.end(), [&](const LineSegment& l) {
                return (l.from == a && l.to == c) || (l.from == c && l.to == a);
            });
        };
        QVERIFY(has(threes, b.at(2, 6), p));
        QVERIFY(has(threes, p, b.at(6, 4)));
        QCOMPARE(stuck.board.color(p), Empty); // the board is left as it was
        Marked four = marked("...............\n...............\n...............\n....X..........\n"
                             "....X..........\n....X..........\n.XXX*..........\n...............\n"
                             "...............\n...............\n...............\n...............\n"
                             "...............\n...............\n...............\n");
        const std::vector<LineSegment> fours = forbiddenLines(four.board, four.marks[0], RuleSet::Renju);
        QCOMPARE(forbidden(four.board, four.marks[0], RuleSet::Renju), Forbidden::DoubleFour);
        QCOMPARE(fours.size(), std::size_t(2));
        QVERIFY(has(fours, four.board.at(1, 6), four.marks[0]));
        QVERIFY(has(fours, four.board.at(4, 3), four.marks[0]));
        Marked over = marked("...............\n...............\n...............\n...............\n"
                             "...............\n...............\n.XXX*XX........\n...............\n"
                             "...............\n...............\n...............\n...............\n"
                             "...............\n...............\n...............\n");
        const std::vector<LineSegment> six = forbiddenLines(over.board, over.marks[0], RuleSet::Renju);
        QCOMPARE(six.size(), std::size_t(1));
        QVERIFY(has(six, over.board.at(1, 6), over.board.at(6, 6)));
        QVERIFY(forbiddenLines(over.board, over.board.at(10, 10), RuleSet::Renju).empty());
        QVERIFY(forbiddenLines(over.board, over.marks[0], RuleSet::Freestyle).empty());
    }

    // The 26 openings by name, however the board is turned: 花月 (4D) with
    // White above the centre and Black's third stone to its right, 彗星
    // (13I) far below-left of a diagonal White stone; every third stone in
    // the 5x5 square names an opening, a mirror image the same one; other
    // starts none.
    void openingNames()
    {
        const Board b;
        const auto name = [&](int x1, int y1, int x2, int y2, int x3, int y3) {
            const auto n = openingName(15, b.at(x1, y1), b.at(x2, y2), b.at(x3, y3));
            return n ? std::string(n->code) : std::string("-");
        };
        QCOMPARE(name(7, 7, 7, 6, 8, 6), std::string("4D")); // h8 h9 i9
        QCOMPARE(std::string(openingName(15, b.at(7, 7), b.at(7, 6), b.at(8, 6))->kanji), std::string("花月"));
        QCOMPARE(openingLabel(*openingName(15, b.at(7, 7), b.at(7, 6), b.at(8, 6))), std::string("花月 Kagetsu (4D)"));
        QCOMPARE(name(7, 7, 7, 6, 7, 5), std::string("1D"));  // h8 h9 h10: 寒星
        QCOMPARE(name(7, 7, 8, 6, 5, 9), std::string("13I")); // h8 i9 f6: 彗星
        QCOMPARE(name(7, 7, 8, 6, 9, 7), std::string("3I"));  // h8 i9 j8: 恒星
        // Turned and reflected: White to the left, below, on the other diagonal.
        QCOMPARE(name(7, 7, 6, 7, 6, 6), std::string("4D"));
        QCOMPARE(name(7, 7, 7, 8, 6, 8), std::string("4D"));
        QCOMPARE(name(7, 7, 6, 8, 9, 5), std::string("13I"));
        // Every third stone of the 5x5 square names one; mirror images agree.
        for (const auto& [wx, wy] : {std::pair{7, 6}, std::pair{8, 6}}) {
            std::set<std::string> codes;
            for (int y = 5; y <= 9; ++y)
                for (int x = 5; x <= 9; ++x) {
                    if ((x == 7 && y == 7) || (x == wx && y == wy))
                        continue;
                    const std::string code = name(7, 7, wx, wy, x, y);
                    QVERIFY2(code != "-", qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
                    codes.insert(code);
                    // The mirror through the line of the two first stones.
                    const int mx = wx == 7 ? 14 - x : 14 - y;
                    const int my = wx == 7 ? y : 14 - x;
                    QCOMPARE(name(7, 7, wx, wy, mx, my), code);
                }
            QCOMPARE(codes.size(), std::size_t(13));
        }
        // Not one of the 26.
        QCOMPARE(name(6, 7, 7, 6, 8, 6), std::string("-")); // Black not on the centre
        QCOMPARE(name(7, 7, 7, 5, 8, 6), std::string("-")); // White not next to it
        QCOMPARE(name(7, 7, 7, 6, 10, 6), std::string("-")); // third outside 5x5
        QCOMPARE(name(7, 7, 7, 6, 7, 6), std::string("-"));
        QVERIFY(!openingName(15, kNoPoint, b.at(7, 6), b.at(8, 6)));
    }
};

QTEST_MAIN(TestRenju)
#include "test_renju.moc"
