// Ko (コウ) fights read with more than one retake: the side that retook
// first after a threat (and so has the threats) may retake again whenever
// the other side takes the ko back later in the line, and the owner of a
// stone in atari may keep its capture a ko (a single stone, retaken)
// instead of losing it outright. Each diagram is read with the default
// budget (the evaluation's) and with the GTP front end's; the results are
// GNU Go's codes (2: a ko the mover takes first, 3: one it must retake).
#include "read_problem.h"

#include <QtTest>

using namespace irodori;
using namespace irodori::tactics;

class TestKo : public QObject {
    Q_OBJECT

private slots:
    void ko_data();
    void ko();
};

void TestKo::ko_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("gtpBudget");
    // X B1 is in atari; O A1 takes it as a ko (X A2 beside the ko point
    // keeps a second liberty at A3). After X retakes, O A3 is a self-atari
    // that puts X A2 in atari, so that O A1 would take two stones; X
    // answers by taking O A3 at B3 and retakes again when O takes the ko
    // back. Capturing B1 is only a ko O takes first (2), not a capture.
    // X, moving first, has nothing better than a ko it must retake (3),
    // e.g. after X A3. GNU Go 3.8 agrees on the attack.
    const QString firstLine = QStringLiteral(
        "title: Ko kept by taking the stone beside the ko point\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        "X X . O . . . . .\n"
        ". . X O . . . . .\n"
        "X O O O . . . . .\n"
        ". X O . . . . . .\n"
        "attack B1 => 2 A1\n"
        "defend B1 => 3 *\n");
    QTest::newRow("Ko kept beside the ko point, default budget") << firstLine << false;
    QTest::newRow("Ko kept beside the ko point, GTP budget") << firstLine << true;
    // O's string on the first line has three liberties (A1, B1, D1) and
    // its stone E1 is in atari. X D1 takes E1 as a ko and O must retake;
    // the throw-in (放り込み) X B1 first comes to the same: O A1 takes it,
    // then X D1 takes the ko with O short of liberties. Either way a ko X
    // takes first (2). O moving first still has only a ko it must retake
    // (3): after O A1 or O B1, X D1 takes E1 and O is in atari; O D1
    // (connecting E1) is answered by the throw-in at B1, and O dies.
    // GNU Go 3.8 agrees (it names D1 and A1).
    const QString throwIn = QStringLiteral(
        "title: Edge ko after a throw-in\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        "X X X X X . . . .\n"
        "O O O O X . . . .\n"
        ". . O . O X . . .\n"
        "attack B2 => 2 B1 D1\n"
        "defend B2 => 3 A1 B1\n");
    QTest::newRow("Edge ko after a throw-in, default budget") << throwIn << false;
    QTest::newRow("Edge ko after a throw-in, GTP budget") << throwIn << true;
    // O E1 is in atari. X D1 takes it as a ko, and wins it: after O
    // retakes, X B1 leaves O C1 C2 D2 in atari with D1 a suicide for O.
    // But X B1 at once captures without a ko (O cannot connect at D1),
    // which gives O no ko threat to play; GNU Go 3.8 answers B1. Only the
    // GTP front end looks for such a move (the evaluation needs the
    // result alone), and it reads the move again from its own root.
    const QString cleanCapture = QStringLiteral(
        "title: A capture without the ko\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". X X X . . . . .\n"
        ". X O O X . . . .\n"
        ". . O . O X . . .\n"
        "attack E1 => 1 B1\n");
    QTest::newRow("Capture without the ko, GTP budget") << cleanCapture << true;
    // X F9 is in atari; O G9 takes it as a ko. O J8 first leaves X G8 H8
    // H9 beside the ko point two liberties (G9, J9): O G9 would then take
    // F9 and put the three stones in atari too, with no time for a ko
    // threat. But O J8 is in atari itself, and X takes it at J9: O G9 is
    // a ko again. So O, moving first, has a ko it takes first (2), and X,
    // moving first, one it must retake (3). Before, X's answers to O J8
    // left out the capture of J8, which touches a friend of F9, not F9,
    // and J8 was read as a capture. GNU Go 3.8 gives 2 G9 for the attack,
    // 3 J9 after O J8, and 2 G9 after X J8 or X J9 (though 0 for the
    // defence asked at once). (From a 9x9 record position, the stones
    // that play no part taken away.)
    const QString friendInAtari = QStringLiteral(
        "title: Ko kept by taking the stone that shortens a friend's liberties\n"
        ". . . . O X . X .\n"
        ". . . O O O X X .\n"
        ". . O O X O O O X\n"
        ". . . O X X X X X\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        "to-move: white\n"
        "attack F9 => 2 G9 J8\n"
        "defend F9 => 3 J8 J9\n");
    QTest::newRow("Ko kept by taking the stone beside a friend, default budget") << friendInAtari << false;
    QTest::newRow("Ko kept by taking the stone beside a friend, GTP budget") << friendInAtari << true;
    // O E7 has two liberties, F7 and E6; X E6 would take it as a ko (the
    // three O stones around E6 keep two liberties each). Connecting at E6
    // leaves O three liberties inside X's wall, and X kills. O E4 first
    // makes the connection stronger, and after X F7 (atari) O plays on
    // below (E3) rather than connect: X must take E7 as a ko, and O,
    // having retaken, connects to a string with liberties to spare. So O
    // moving first has a ko it must retake (3); X moving first kills (1),
    // as O E4 then comes too late. The defence is read two plies below
    // the root, where a move away from a string in atari (当たり) is read
    // only when its capture is a ko worth fighting. GNU Go 3.8 agrees.
    const QString koWorthFighting = QStringLiteral(
        "title: A ko kept by strengthening the stones around it\n"
        ". . . . . . . . .\n"
        ". . . X X X . . .\n"
        ". . X X O . X . .\n"
        ". . X O . O X . .\n"
        ". . X . O . X . .\n"
        ". . . X . X . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        "attack E7 => 1 F7\n"
        "defend E7 => 3 E4\n");
    QTest::newRow("Ko kept by strengthening around it, GTP budget") << koWorthFighting << true;
}

void TestKo::ko()
{
    QFETCH(QString, text);
    QFETCH(bool, gtpBudget);
    testing::readProblem(text, gtpBudget ? testing::gtpBudget() : ReadBudget{});
}

QTEST_GUILESS_MAIN(TestKo)
#include "test_ko.moc"
