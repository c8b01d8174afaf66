// Answers read again as questions of their own (ReadBudget::recheckAnswers,
// the GTP front end's budget): a defence or an attack that only held
// because the tree below a root move is one ply shallower is refuted there,
// and the reader answers with another move or none.
#include "read_problem.h"

#include <QtTest>

using namespace irodori;
using namespace irodori::tactics;

class TestRecheck : public QObject {
    Q_OBJECT

private slots:
    void rechecked_data();
    void rechecked();
};

void TestRecheck::rechecked_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("extraPlies");
    // X E5 stands in a loose net (網) of six stones: every way out is
    // answered. X E6 gives four liberties, which the tree below the root
    // counts as safe two plies further on, yet O E7 closes the top; X E4 is
    // answered at F4, X D5 at D4 or D6, X D4 at E4. GNU Go 3.8 agrees: no
    // defence.
    QTest::newRow("Loose net: no extension escapes")
        << QStringLiteral("title: Loose net: no extension escapes\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . O . . . . .\n"
                          ". . . . . O . . .\n"
                          ". . O . X O . . .\n"
                          ". . . . . . . . .\n"
                          ". . . O O . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "attack E5 => 1 *\n"
                          "defend E5 => 0\n")
        << 3;
    // O A9 in the corner among four loose X stones: O B9 and O A8 are
    // answered at B8, the hanging move O B8 at C9. GNU Go 3.8 agrees: no
    // defence.
    QTest::newRow("Corner stone in a loose net")
        << QStringLiteral("title: Corner stone in a loose net\n"
                          "O . . . . . . . .\n"
                          ". . . X . X . . .\n"
                          ". . . . . . . . .\n"
                          ". X . X . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "attack A9 => 1 *\n"
                          "defend A9 => 0\n")
        << 3;
    // An attack is checked with the defence found against it, itself
    // checked: O A2 on the edge is netted by X B3. O A3 looks like a
    // defence one ply down, but X B4 answers it (and X C2 answers O B2),
    // so B3 stands. GNU Go 3.8 agrees. (The stone at A13 is part of the
    // position the check was found in: the first line leads up to it.)
    QTest::newRow("Edge net: the refutation is refuted")
        << QStringLiteral("title: Edge net: the refutation is refuted\n"
                          "O . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          "O . . . . . . . . . . . .\n"
                          ". X . . . . . . . . . . .\n"
                          "attack A2 => 1 B3\n"
                          "defend A2 => 1 *\n")
        << 3;
    // The same on the side: X B7 nets O A6 (O B6 is answered at B5, O A5
    // at B5 or B4). GNU Go 3.8 agrees.
    QTest::newRow("Side net: the refutation is refuted")
        << QStringLiteral("title: Side net: the refutation is refuted\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          "O . . . . . . . . . . . .\n"
                          "X . . . . . . . . . . . .\n"
                          "O . X . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          "attack A6 => 1 B7\n")
        << 3;
    // A failed attack is read again too: X G6 H6 has three liberties (G5,
    // H5, J6). O J6, under X's own stone J7, is answered by X J5 (an
    // atari); O K6 extends, and X K5 puts O J6 K6 in atari while giving
    // X's string four liberties (G5, H5, K4, L5), which the tree below the
    // root counts as safe that deep. Read from the position after O J6,
    // where the same string is attacked two plies earlier, X has no
    // defence: O H5 takes it. GNU Go 3.8 gives 1 J6 for the attack and the
    // defence, 0 for the defence after O J6, and 1 H5 for the attack after
    // O J6, X J5, O K6, X K5.
    QTest::newRow("Failed attack read again from its first move")
        << QStringLiteral("title: Failed attack read again from its first move\n"
                          ". . . . . . . . . . .\n"
                          ". . . . . . . . . . .\n"
                          ". . . . . . . . . X .\n"
                          ". . . . . . . . X . .\n"
                          ". . . . . . O O X . .\n"
                          ". . . . . O X X . . .\n"
                          ". . . . . . . . . . .\n"
                          ". . . . . O . . O . .\n"
                          ". . . . . . . O . . .\n"
                          ". . . . . . X . . . .\n"
                          ". . . . . . . . . . .\n"
                          "attack G6 => 1 J6\n"
                          "defend G6 => 1 J6\n")
        << 3;
    // A failed attack is read again at the root moves whose lines stopped
    // at the four-liberty horizon, not only at the first move played: O G3
    // under X F4 G4 has three liberties. The first move read, X F3, fails;
    // X H3 is answered by O G2, which reaches four liberties (F3, F2, H2,
    // G1) two plies below the root, where four count as safe. Read from
    // the position after X H3, O has no defence: after O G2, X H2 holds
    // it. GNU Go 3.8 gives 1 H3 for the attack, 0 for the defence after
    // X H3, and 1 H2 for the attack after X H3 O G2.
    QTest::newRow("Failed attack read again at the four-liberty horizon")
        << QStringLiteral("title: Failed attack read again at the four-liberty horizon\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . X X . .\n"
                          ". . . . X . O . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "attack G3 => 1 H3\n"
                          "defend G3 => 1 *\n")
        << 3;
    // Of the root moves whose lines stopped at that horizon, those read
    // again are the ones at the owner's vital point first: the point where
    // the owner answered most of the moves read. O F3 (liberties E3, F2)
    // stands under X F4 G4 G3, with O G2 beside it. X F2, the first move
    // read, and X F1, H2 and G1 are all answered by O E3; X E2 and X E3 by
    // O F2, which joins G2 and reaches four liberties (E2, F1, G1, H2) two
    // plies below the root. X E3 was only the third of those moves, and
    // the first two were read again (F2 and E2): the attack failed. Read
    // from the position after X E3, O F2 is answered by X E2 and O has no
    // defence. GNU Go 3.8 gives 1 E3 for the attack, 0 for the defence
    // after X E3 and 1 E2 for the attack after X E3 O F2. (From a record
    // position, the stones that play no part taken away.)
    QTest::newRow("Failed attack read again at the owner's vital point")
        << QStringLiteral("title: Failed attack read again at the owner's vital point\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . X . .\n"
                          ". . . . . X X . .\n"
                          ". . . . . O X . .\n"
                          ". . . . . . O . X\n"
                          ". . . . . . . . .\n"
                          "attack F3 => 1 E3\n"
                          "defend F3 => 1 F2\n")
        << 3;
    // Read again too is the owner's answer to the first move played,
    // taken by the attacker (the point both sides want): O J3 (liberties
    // J4, H3, J2) beside O's corner stones F1 F2 G2 G3. X J2, the first
    // move read, is answered at O H1, and the tree below the root reads
    // every other move as failing; X H1 was no candidate of the root. After
    // X H1, O's only defence is a ko (O H2 or H3), so the attack is a ko X
    // must win. GNU Go 3.8 agrees: attack 3 H1, 2 for the defence after X
    // H1, and 1 H1 for the defence after X J2. (From a record position,
    // the stones that play no part taken away.)
    const QString vital = QStringLiteral(
        "title: Failed attack read again at the owner's answer\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . X X .\n"
        ". . . . . X O O X\n"
        ". . . . . X X O .\n"
        ". . . . X X O . O\n"
        ". . . . X O O . .\n"
        ". . . . X O . . .\n");
    QTest::newRow("Failed attack read again at the owner's answer")
        << vital + QStringLiteral("to-move: black\nattack J3 => 3 H1\n") << 3;
    QTest::newRow("Failed attack read again at the owner's answer: a ko after it")
        << vital + QStringLiteral("play: black H1\ndefend J3 => 2 H2 H3\n") << 3;
    // A defence of a string in atari is checked too, when the attack that
    // put it there is read again: O F3 has two liberties (E3, F2) under X
    // F4 G3. X E3 is the first move read; O F2 extends out of atari to
    // three liberties (E2, G2, F1), and the tree below the root stops
    // there. Read from the position after X E3 O F2, X E2 takes O along
    // the second line. Before, the extension was not read again (a string
    // in atari was taken for one whose capture needs no second look), so
    // the attack failed and, after X E3, O F2 was the defence. GNU Go 3.8
    // gives 1 E3 for the attack, 0 for the defence after X E3, and 1 E2
    // for the attack after X E3 O F2. (From a record position, the stones
    // that play no part taken away.)
    const QString extension = QStringLiteral(
        "title: Extension out of atari read again\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . X . . .\n"
        ". . . . . . . . .\n"
        ". . . O . X . . .\n"
        ". . . . . O X . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        "to-move: black\n");
    QTest::newRow("Failed attack read again: the extension out of atari")
        << extension + QStringLiteral("attack F3 => 1 E3\n") << 3;
    QTest::newRow("Extension out of atari refuted when read again")
        << extension + QStringLiteral("play: black E3\ndefend F3 => 0\n") << 3;
    // The failed attack's first root move may be a ko retake (コウ) the
    // reading played as one made after a threat: X H7 has just taken O H8,
    // so O may not retake at H8 at once. Against X H9 (liberties H8 and
    // J9) the retake was the first move read; read again from the board it
    // could not be played, and that was taken for a move with no answer:
    // 1 H8, an illegal move. O has no attack on H9 (GNU Go 3.8 agrees: 0),
    // and against X J8 the retake is a ko O must win (3 H8, as GNU Go).
    QTest::newRow("Ko retake is no reread attack")
        << QStringLiteral("title: Ko retake is no reread attack\n"
                          ". . . . X O O X .\n"
                          ". . . . X . X O X\n"
                          ". . . . X . O . O\n"
                          ". . . . . . O O .\n"
                          ". . . . O O X . X\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "play: black H7\n"
                          "attack H9 => 0\n"
                          "attack J8 => 3 H8\n")
        << 3;
    // A defence read again can turn out a ko (コウ): O C1 C2 D1 has two
    // liberties, D2 and E1, both shared with O D3 E3 E2; X F2 F3 beside
    // them has three (F1, G2, G3). The tree below the root finds O F1
    // unconditional, but read as a question of its own X G1 leaves a ko
    // there (GNU Go 3.8 gives 2 G1 for the attack after O F1). F1 is then
    // worth that ko, the code a defender gets by winning a ko it must
    // fight (3), as no other defence is found: read without the GTP
    // budget's extra plies, which find the unconditional one (G2 or G3,
    // see test_race).
    QTest::newRow("Defence that only gives a ko")
        << QStringLiteral("title: Defence that only gives a ko\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . X X X X . . .\n"
                          ". X . . X O O . .\n"
                          ". X X O O X . O .\n"
                          ". X O . O X . . .\n"
                          ". X O O . . . . .\n"
                          "defend C1 => 3 F1\n"
                          "attack C1 => 1 F1\n")
        << 0;
    // An attack that gives a ko (コウ) the attacker takes first is read
    // again too: X D2 takes O D1, which the tree below the root reads as a
    // ko for X, but read as a question of its own O D3 answers it without
    // any ko (GNU Go 3.8 gives 1 D3 for the defence after X D2). No other
    // attack is found; GNU Go 3.8 gives 0 for the attack.
    QTest::newRow("Ko attack refuted when read again")
        << QStringLiteral("title: Ko attack refuted when read again\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "X X X . . . . . .\n"
                          ". . O . . O . . .\n"
                          ". O . . . X . . .\n"
                          "X O X O X X X . .\n"
                          "attack B2 => 0\n"
                          "defend B2 => 1 *\n")
        << 3;
    // O C3 C2 has two liberties, B3 and C1, beside X B2 in atari. Below
    // the root, a line after X B4 reached a string whose owner had only
    // suicides and self-ataris to play where the attacker could not fill
    // a liberty either (a seki, セキ), and it was read as captured: B4 was
    // answered as an attack. The owner now passes there and the attacker
    // moves again; O B3, taking B2, answers B4 (GNU Go 3.8 agrees: 0 for
    // the attack after X B4 O B3, and 0 for the attack).
    QTest::newRow("Owner without moves passes in a seki")
        << QStringLiteral("title: Owner without moves passes in a seki\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . X . O . . . .\n"
                          "O . O X X . . . .\n"
                          "O X O X . . . . .\n"
                          ". O . . . . . . .\n"
                          "attack C3 => 0\n"
                          "defend C3 => 1 *\n")
        << 3;
    // A cut found at the connection reading's depth whose confirmation
    // deeper runs over the node budget: after O C6 the owner joins, X B6
    // (read from the position after the cut, where its capture questions
    // are a ply deeper), so the cut does not stand. GNU Go 3.8 agrees:
    // disconnect 0.
    QTest::newRow("Cut not confirmed within the budget")
        << QStringLiteral("title: Cut not confirmed within the budget\n"
                          ". . . . . . . . .\n"
                          ". . X O . . O . .\n"
                          ". . X . O . . O .\n"
                          ". . . . . O X . .\n"
                          ". X . . O . O O .\n"
                          ". . . X X . X X .\n"
                          ". . . O . . X . .\n"
                          ". . X . . . . . .\n"
                          ". . . . . . . . .\n"
                          "to-move: white\n"
                          "disconnect C7 D4 => 0\n")
        << 3;
    // A cut confirmed deeper within the budget is also read again from
    // the position after the cutting move (GTP budget): X F6 and X J5,
    // with O E5-H5 below and X H6 between. Both readings from the root
    // took O G6 for a cut; read from the position after it, X H7 joins.
    // GNU Go 3.8 agrees: disconnect 0, and after O G6 connect 1 H7. (From
    // a record position, the stones that play no part taken away.)
    const QString confirmed = QStringLiteral(
        "title: Cut confirmed deeper, refuted after the cutting move\n"
        ". . . . . . . . .\n"
        ". . O O X . X . .\n"
        ". . O X X . . . .\n"
        ". . . . . X . X .\n"
        ". . . . O O O O X\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n");
    QTest::newRow("Cut confirmed deeper, refuted after the cutting move")
        << confirmed + QStringLiteral("disconnect F6 J5 => 0\n") << 3;
    QTest::newRow("Cut confirmed deeper, refuted after the cutting move: the join")
        << confirmed + QStringLiteral("play: white G6\nconnect F6 J5 => 1 H7\n") << 3;
    // A cutting string with four liberties that dies shut in is no cut:
    // O G5 H5 separates X F5 from X G4 (with O F4), and extending at J5
    // gives it four liberties (G6, H6, J6, J4), yet X's stones above shut
    // it in and X captures it (G6 or H6). The connection reading listed
    // only cutting strings of three liberties or fewer, so it took J5 for
    // a cut, and after J5 found no way to join. Now, near the root, a
    // cutting string of four liberties is attacked too. GNU Go 3.8
    // agrees: disconnect 0; after O J5, connect 1 H6 and attack G5 1 H6.
    // (From a record position, the stones that play no part taken away.)
    const QString shutIn = QStringLiteral(
        "title: Cutting string with four liberties shut in\n"
        ". . . . . . . . .\n"
        ". . . . . . . X X\n"
        ". . . . . . X . .\n"
        ". . . . X X . . .\n"
        ". . . . . X O O .\n"
        ". . . . . O X X .\n"
        ". . . . O . X . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n");
    QTest::newRow("Cutting string with four liberties shut in: no cut")
        << shutIn + QStringLiteral("disconnect E6 G4 => 0\n") << 3;
    QTest::newRow("Cutting string with four liberties shut in: join by its capture")
        << shutIn + QStringLiteral("play: white J5\nconnect E6 G4 => 1 G6 H6\nattack G5 => 1 G6 H6\n") << 3;
    // A cut that captures one of the strings relies on that capture as
    // attack() answers it, checked: O A8 and O A6-D7 share B8 and A7. The
    // connection reading's own capture search found X C9 taking O D7 (the
    // tree below the root misses O B9), so it answered disconnect 1 C9.
    // Read as attack D7 is, with the answer checked, X C9 fails to O B9,
    // and no other cut is left. GNU Go 3.8 agrees: disconnect 0, attack
    // D7 0, and 0 for the attack after X C9 O B9. (From a record position,
    // the stones that play no part taken away.)
    QTest::newRow("Cut by a capture that fails when checked")
        << QStringLiteral("title: Cut by a capture that fails when checked\n"
                          ". . . . . . . . .\n"
                          "O . O X X . . . .\n"
                          ". O O O X . . . .\n"
                          "O O X X . . . . .\n"
                          "X X X . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "disconnect A8 D7 => 0\n"
                          "connect A8 D7 => 1 B8 A7\n"
                          "attack D7 => 0\n")
        << 3;
    // A cutting stone in atari next to a string joined to one side is
    // saved too, not only one next to the strings asked about: X C7 and X
    // D6 are joined (C6, D7), and O D5 E6 E7 cut D6 from X E5 F6 G5. X C5
    // puts O D5 in atari; the reading after it listed no answer for O, as
    // D5 touches D6, not C7 itself, so X C5 joined. O D4 extends, and X
    // cannot join. GNU Go 3.8 agrees: connect 0, and after X C5
    // disconnect 1 D4. (From a record position after four more moves,
    // the stones that play no part taken away.)
    const QString atariCut = QStringLiteral(
        "title: Cutting stone in atari beside a joined string\n"
        ". . . . . . . . . . .\n"
        ". . . . . . . . . . .\n"
        ". . . . . . . . . . .\n"
        ". . . . . . . . . . .\n"
        ". . X . O . . . . . .\n"
        ". . . X O X . . . . .\n"
        ". . . O X . X . . . .\n"
        ". . . . . . . . . . .\n"
        ". . . . . . . . . . .\n"
        ". . . . . . . . . . .\n"
        ". . . . . . . . . . .\n");
    QTest::newRow("Cutting stone in atari beside a joined string: no join")
        << atariCut + QStringLiteral("to-move: black\nconnect C7 F6 => 0\n") << 3;
    QTest::newRow("Cutting stone in atari beside a joined string: extended")
        << atariCut + QStringLiteral("play: black C5\ndisconnect C7 F6 => 1 D4\n") << 3;
    // At the root the cutting side also tries the points on ways one
    // point longer than the shortest between the two sides, as the joining
    // side does: X D6 and X G5, with X E7 G7 above and O E5 below. The
    // cuts read were F7 and G6, on the shortest ways (through X E7 and
    // G7), and both fail: X E6 or X F6 joins. O E6, on a way one point
    // longer, cuts. GNU Go 3.8 agrees: disconnect 1 F6, and after O E6
    // connect 0. (From a record position, the stones that play no part
    // taken away.)
    const QString wideCut = QStringLiteral(
        "title: Cut one point off the shortest ways\n"
        ". . . . . . . . . . .\n"
        ". . . . . . . . . . .\n"
        ". . . . . . . . . . .\n"
        ". . . . . . . . . . .\n"
        ". . . . X . X . . . .\n"
        ". . . X . . . . . . .\n"
        ". . . . O . X . . . .\n"
        ". . . . . . . . . . .\n"
        ". . . . . . . . . . .\n"
        ". . . . . . . . . . .\n"
        ". . . . . . . . . . .\n");
    QTest::newRow("Cut one point off the shortest ways")
        << wideCut + QStringLiteral("disconnect D6 G5 => 1 E6 F6\n") << 3;
    QTest::newRow("Cut one point off the shortest ways: no join after it")
        << wideCut + QStringLiteral("play: white E6\nconnect D6 G5 => 0\n") << 3;
    // A join in an open position: X B4 C4 on the left, X G4 H4 (two
    // liberties, G5 and J4) on the right, X E6 and X E3 F3 E2 between,
    // O F4 F2 G3 H3 H2 G1 and H5 around them. Each ply of the connection
    // tree starts capture searches, and the tree used its node budget
    // long before its depth: connect answered 0, though no cut was shown
    // either. Read again from a shallow depth up, X F5 joins. GNU Go 3.8
    // agrees: connect 1 F5, disconnect 1 G5, and after X F5 disconnect 0.
    // (From a record position, the stones that play no part taken away.)
    const QString openJoin = QStringLiteral(
        "title: Join read again less deep\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . X . . X .\n"
        ". . . . . . . O .\n"
        "O X X . . O X X .\n"
        ". . . . X X O O .\n"
        ". . . . X O . O .\n"
        ". . . . . . O . .\n"
        "to-move: black\n");
    QTest::newRow("Join read again less deep")
        << openJoin + QStringLiteral("connect C4 G4 => 1 F5\ndisconnect C4 G4 => 1 G5\n") << 3;
    QTest::newRow("Join read again less deep: no cut after it")
        << openJoin + QStringLiteral("play: black F5\ndisconnect C4 G4 => 0\n") << 3;
    // Strings apart already: X E3 F3 E2 and X G5 G6 H6, with O F4 F2 G3
    // H3 H5 and D6 between and around them, X H4 (two liberties) and
    // X E7 beside. The cut reading used its node budget and found no cut,
    // so disconnect answered 0, yet connect was 0 too: neither side could
    // move first and win. Read from a shallow depth up, X finds no join
    // even moving first, so no cut is needed. GNU Go 3.8 agrees: connect
    // 0 (its disconnect names F5). (From a record position, the stones
    // that play no part taken away.)
    const QString apart = QStringLiteral(
        "title: Apart already, read less deep\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . X . . . .\n"
        ". . . O . . X X .\n"
        ". . . . . . X O .\n"
        ". . . . . O . X .\n"
        ". . . . X X O O .\n"
        ". . . . X O . . .\n"
        ". . . . . . . . .\n"
        "to-move: black\n");
    QTest::newRow("Apart already, read less deep")
        << apart + QStringLiteral("disconnect E3 G5 => 1 -\nconnect E3 G5 => 0\n") << 3;
    // A cut refuted by a join read as a cut question of its own: X F3 and
    // X D5 E5 F5 are joined through X G2 H2 and X G4 H4, which O G3 H3
    // (two liberties, J2 and J4) holds apart. O J3 looked like a cut: the
    // tree below X's join at J4 (O G3 H3 J3 in atari) took O's cut at G5
    // one ply shallower, unconfirmed. Read from its own root, with the cut
    // confirmed deeper, no cut follows J4, so J3 cuts nothing, and after
    // it X joins at J4. GNU Go 3.8 agrees: disconnect 0; after O J3
    // connect 1 (J2), and after X J4 disconnect 0. (From a record
    // position, the stones that play no part taken away.)
    const QString holder = QStringLiteral(
        "title: Join read as a cut question of its own\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . X . . . .\n"
        ". . . . . . . . .\n"
        ". . . X X X . . .\n"
        ". . . O O O X X .\n"
        ". . . . . X O O .\n"
        ". . . . . . X X .\n"
        ". . . . . . . . .\n"
        "to-move: white\n");
    QTest::newRow("Join read as a cut question of its own")
        << holder + QStringLiteral("disconnect F3 F5 => 0\n") << 3;
    QTest::newRow("Join read as a cut question of its own: after the cut")
        << holder + QStringLiteral("play: white J3\nconnect F3 F5 => 1 J2 J4\n") << 3;
    QTest::newRow("Join read as a cut question of its own: no cut after it")
        << holder + QStringLiteral("play: white J3\nplay: black J4\ndisconnect F3 F5 => 0\n") << 3;
    // X G4 (two liberties) beside O G5, which is in atari: O G6 saves it
    // and X's extension at H4 leads to a liberty race with O's corner
    // stones G1 and H2. Deep in the race X approaches F1 (at E1), a
    // liberty of O G1, or takes a liberty of O's corner stones while a
    // stone of X's holding them in is in atari: O must extend at F1, or
    // take that stone, and the reading below the root did not list those
    // answers, so it found X a ko (attack 3). GNU Go 3.8 agrees: attack 1
    // G6, and no defence once O has played G6.
    QTest::newRow("Race: answering the threat to our short string")
        << QStringLiteral("title: Race: answering the threat to our short string\n"
                          ". . . . . . . . .\n"
                          ". . . . . X X . .\n"
                          ". . . . O O X . .\n"
                          ". . . . . O . . .\n"
                          ". . . . X X O X .\n"
                          ". . . . . O X . .\n"
                          ". . . . . O X . .\n"
                          ". . . . . O X O .\n"
                          ". . . . . . O . .\n"
                          "attack G4 => 1 G6\n")
        << 3;
}

void TestRecheck::rechecked()
{
    QFETCH(QString, text);
    QFETCH(int, extraPlies);
    ReadBudget budget = testing::gtpBudget();
    budget.extraLibertyPlies = extraPlies;
    testing::readProblem(text, budget);
}

QTEST_GUILESS_MAIN(TestRecheck)
#include "test_recheck.moc"
