// Liberty races (攻め合い) won by a throw-in (ほうりこみ): the opponent's
// outside liberties lie in a pocket of its own stones, so every stone
// played there is a lone stone in atari, yet taking it fills another of
// the opponent's liberties. And a race turned into a ko (コウ) by an atari
// beside a liberty that could not be filled, or won by filling behind such
// a liberty first. Each diagram is read with the default budget
// (the evaluation's) and with the GTP front end's; the results are GNU
// Go's codes (1: unconditional success, 0: failure).
#include "read_problem.h"

#include <QtTest>

using namespace irodori;
using namespace irodori::tactics;

class TestRace : public QObject {
    Q_OBJECT

private slots:
    void race_data();
    void race();
};

void TestRace::race_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("gtpBudget");
    // O D2 alone has three liberties and X can take it by D3. O D3
    // joins it to the corner string (liberties A5, D1, E2, E3). X's
    // string on the second line has the pocket A1, B1 of its own stones
    // and D1, where it would connect to X E1. If X attacks from outside
    // (E3), O D1 cuts it off and leaves it the pocket alone: O A1 is a
    // throw-in, X takes it at B1 and is in atari again, and O A1 takes
    // the whole string. Without the throw-in the connection at D3 was
    // read as lost. GNU Go 3.8 gives D3 for both questions, and A1 after
    // O D3, X E3, O D1.
    const QString pocket = QStringLiteral(
        "title: Throw-in into the opponent's pocket wins the race\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        "O X X X X X . . .\n"
        "O O O . . X . . .\n"
        "X X X O . X . . .\n"
        ". . X . X X . . .\n"
        "defend D2 => 1 D3\n"
        "attack D2 => 1 D3\n");
    QTest::newRow("Pocket throw-in, default budget") << pocket << false;
    QTest::newRow("Pocket throw-in, GTP budget") << pocket << true;
    // O's string around the corner has three liberties (A5, C5, E5); X's
    // string inside it has two, the eye C2 and E1. O cannot play either:
    // E1 touches X F1 (liberties E1, G1) and would be a suicide. O G1
    // first puts F1 in atari, so that O E1 takes it and leaves X's string
    // in atari; X must retake the ko at F1 after a threat. O, moving
    // first, lives by a ko it takes first (2); without G1 the race was
    // read as lost (0). X, moving first, simply fills a liberty (1).
    // GNU Go 3.8 gives 2 G1 for the defence and 1 for the attack.
    const QString approach = QStringLiteral(
        "title: Atari beside an unplayable liberty turns the race into a ko\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        "X X X X X X . . .\n"
        ". X . X . X . . .\n"
        "O O O O O X O . .\n"
        "O X X X X O O . .\n"
        "O X . X X O O . .\n"
        "O O X X . X . . .\n"
        "defend A4 => 2 G1\n"
        "attack A4 => 1 *\n");
    QTest::newRow("Approach atari makes a ko, default budget") << approach << false;
    QTest::newRow("Approach atari makes a ko, GTP budget") << approach << true;
    // X's string on the first two lines (A1, A3, C1) races O B3 ... D6
    // (A3, B4, A5), which it touches at B3 and C4; A3 is shared. X can
    // fill neither of O's other liberties now: B4 is a suicide, and X A5
    // alone is in atari (A6). Filled from behind at A6, A5 can be played:
    // after X A6, O A5 or O B4 shortens O's own string, and O A3 or a
    // liberty of X's is answered at A5, which leaves O in atari first.
    // Without A6 the race was read as lost. O, moving first, wins it at
    // A1, A3, C1 or A6. GNU Go 3.8 gives 0 for the defence, but 0 for the
    // attack after X A6 (and 1 after X A5, B4, A3, A1 or C1), and the
    // same attacks.
    const QString threeLibertyBackfill = QStringLiteral(
        "title: Backfill behind a liberty of a neighbour with three liberties\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". X X X . . . . .\n"
        ". X O O X . . . .\n"
        ". O O O X . . . .\n"
        "O . O X O . . . .\n"
        ". O O X O . . . .\n"
        "X X X X O . . . .\n"
        ". O . X O . . . .\n"
        "to-move: black\n"
        "defend B2 => 1 A6\n"
        "attack B2 => 1 A1 A3 A6 C1\n");
    QTest::newRow("Backfill against three liberties, default budget") << threeLibertyBackfill << false;
    QTest::newRow("Backfill against three liberties, GTP budget") << threeLibertyBackfill << true;
    // O C1 C2 D1 (liberties D2, E1) would join O D3 E3 E2 at either
    // liberty, and the two share them: a liberty race (攻め合い) against
    // X F2 F3 (F1, G2, G3), which the friend touches. O F1 takes one but
    // leaves a ko (X G1); O G2 or G3 first wins outright: X cannot fill
    // D2 or E1 without a self-atari. The GTP budget lists the attacker's
    // liberties next to the friend in its first plies. GNU Go 3.8 gives
    // 1 G2, and 0 for the attack after O G2 or O G3.
    const QString friendRace = QStringLiteral(
        "title: Breaking the chain around the friend it would join\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . X X X X . . .\n"
        ". X . . X O O . .\n"
        ". X X O O X . O .\n"
        ". X O . O X . . .\n"
        ". X O O . . . . .\n"
        "defend C1 => 1 G2 G3\n"
        "attack C1 => 1 F1\n");
    QTest::newRow("Chain break around the friend, GTP budget") << friendRace << true;
    // O D1 has three liberties (C1, D2, E1) and would join O E2 (D2, E1,
    // F2) at D2 or E1; X F1 (E1, F2, G1) presses on both. O F2 extends
    // the friend away from X F1 (E2 F2: D2, E1, F3, G2) and the two are
    // safe; the extensions at D2 or E1 are answered at F2. The GTP budget
    // strengthens the friend of a string with three liberties at the
    // root. GNU Go 3.8 gives 1 F2 for both questions, 0 for the attack
    // after O F2 and 1 F2 after O D2 or O E1. (From a generated 9x9
    // position, the stones that play no part taken away.)
    const QString threeLiberties = QStringLiteral(
        "title: A string with three liberties saved by its friend's extension\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . X . X . . . .\n"
        ". . X . O . . . .\n"
        ". . . O . X . . .\n"
        "defend D1 => 1 F2\n"
        "attack D1 => 1 *\n");
    QTest::newRow("Friend of three liberties, GTP budget") << threeLiberties << true;
    // X E3 fills a liberty of O E2 (E3, F1, G3) and puts O D3, which
    // holds X D1 D2 (C1, C2) in, into atari. O G3 extends; X H4 blocks
    // the way out, and O C3 then extends D3 in turn: X D1 D2 stays at two
    // liberties and loses the race. The GTP budget extends a holding
    // stone in atari below the first plies (without it X E3 was read as
    // a capture). GNU Go 3.8 gives 0 for the attack, 1 G3 for the defence
    // after X E3, and 1 C3 after X E3, O G3, X H4. (From a generated 9x9
    // position, the stones that play no part taken away.)
    const QString holderInAtari = QStringLiteral(
        "title: Extending the stone in atari that shuts the opponent's string in\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . X . X . . .\n"
        ". . . O . X . . X\n"
        ". . . X O O O X O\n"
        ". . . X O . X . .\n"
        "attack E2 => 0\n");
    QTest::newRow("Holding stone in atari extended, GTP budget") << holderInAtari << true;
    // O E2 (G3, H2, H1) races X D1 D2 D3 E1 F1 (C1, C2), shut in by the
    // lone O D4 (C4, D5) and O C3. X C4 puts D4 in atari, and after O D5
    // X E5 ataris the two stones again (C5): O has no time to fill X's
    // liberties. The GTP budget ataris such a lone holding stone against
    // a string with three liberties at the root. GNU Go 3.8 gives
    // 1 C4, 0 for the defence after X C4, and 1 E5 after X C4, O D5.
    // (From a generated 9x9 position, the stones that play no part taken
    // away.)
    const QString loneHolder = QStringLiteral(
        "title: Atari on the lone stone that shuts a string in\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . X X . . . . .\n"
        ". . . . . . . . .\n"
        ". . . O X . X . .\n"
        ". . O X O X . X .\n"
        ". . . X O O O . .\n"
        ". . . X X X O . .\n"
        "attack E2 => 1 C4\n");
    QTest::newRow("Atari on a lone holding stone, GTP budget") << loneHolder << true;
    // X C2 D2 E2 (C1, D1, E1), shut in under O's wall, races O F2 G2
    // (F1, G1), held in by X H2. O J2 put H2 in atari and X H1 extended
    // it: H1 H2 has two liberties, G1 (O's own) and J1. O J1 ataris the
    // two stones again: X G1 would leave them in atari too (O F1 takes
    // three stones), so they are lost, O's string gains liberties and X
    // loses the race. The GTP budget ataris, at the root, the holding
    // string the owner's last move made with two liberties (as on the
    // attacker's second move); without it the attack was read as failing.
    // GNU Go 3.8 gives 1 J1, 0 for the defence after O J1, and 1 F1
    // after O J1, X G1.
    const QString joinedHolder = QStringLiteral(
        "title: Atari again on the holding stone extended out of atari\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . X . . . .\n"
        ". . . . X . . O O\n"
        "O O O O X X X O O\n"
        "O O O O O X X O O\n"
        ". O X X X O O X .\n"
        ". . . . . . . . .\n"
        "play: white J2\n"
        "play: black H1\n"
        "attack C2 => 1 J1\n");
    QTest::newRow("Atari on a holding string joined by the last move, GTP budget") << joinedHolder << true;
}

void TestRace::race()
{
    QFETCH(QString, text);
    QFETCH(bool, gtpBudget);
    testing::readProblem(text, gtpBudget ? testing::gtpBudget() : ReadBudget{});
}

QTEST_GUILESS_MAIN(TestRace)
#include "test_race.moc"
