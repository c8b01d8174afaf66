// Attacks that approach a string from outside (外から詰める): the string
// would escape by connecting to another string of its owner, so a
// liberty of that string is taken first. Each diagram is read with the
// default budget (the evaluation's) and with the GTP front end's; the
// results are GNU Go's codes (1: unconditional success, 0: failure).
#include "read_problem.h"

#include <QtTest>

using namespace irodori;
using namespace irodori::tactics;

class TestApproach : public QObject {
    Q_OBJECT

private slots:
    void approach_data();
    void approach();
};

void TestApproach::approach_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("gtpBudget");
    // X J9 has two liberties, H9 and J8, and connects at either to X G8
    // H8 (liberties G7, H9, J8). Ataris fail: after O H9, X J8 joins
    // the strings with G7 and J7; after O J8, X H9 does the same with G7.
    // O G7 first leaves the joined string short of liberties: X H9 is
    // then in atari, and X J8 is answered by O H9 and O J7. The defence
    // has answers (H9, J7), so only the attack changes. GNU Go 3.8 gives
    // 1 G7 and, after O G7, 0 for the defence. (From a generated 9x9
    // position, the stones that play no part taken away.)
    const QString corner = QStringLiteral(
        "title: Approach at the liberty of the string it would join\n"
        ". . . . . . O . X\n"
        ". . . . . O X X .\n"
        ". . . . . . . O .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        "attack J9 => 1 G7\n"
        "defend J9 => 1 *\n");
    QTest::newRow("Approach in the corner, default budget") << corner << false;
    QTest::newRow("Approach in the corner, GTP budget") << corner << true;
    // O B1 has two liberties, A1 and C1, at which it would join O A2 (A1,
    // A3) or O C2 (C1, C3). X B3 saves X B2, in atari, and leaves O no
    // way out: O C1 joins C2 and is approached at its new liberty D1 (or
    // C3), O A1 joins A2 and is answered at A3. The approach comes one
    // ply below the root, against the string the owner's answer made: the
    // GTP budget reads it there, the default budget finds no attack. GNU
    // Go 3.8 gives 1 B3, and 0 for the defence after X B3 or after X B3,
    // O C1, X D1. (From a generated 9x9 position, the stones that play no
    // part taken away.)
    const QString answered = QStringLiteral(
        "title: Approach at the string the owner's answer made\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". X . . . . . . .\n"
        ". . . X . . . . .\n"
        "O X O X . X . . .\n"
        ". O . . . . . . .\n"
        "attack B1 => 1 B3\n"
        "defend B1 => 1 B3\n");
    QTest::newRow("Approach after the owner's answer, GTP budget") << answered << true;
    // X B1 on the first line has three liberties: O cannot fill C1 (a
    // stone there would have one liberty, C2) nor A1 (a self-atari beside
    // O A2). O first ataris X D1, beside C1, from the far side at E1; X
    // C2 then joins B1 to D1 through C1 and B2. O approaches C2 from
    // outside at C3, and the fight for B1 ends in a ko O takes first. O
    // B2 instead fails: after X C3, O C1 and X B4, O taking B1 at A1 is
    // answered by a snapback (打って返し) at B1. GNU Go 3.8 gives 2 E1, and
    // after O E1, X C2: 2 C3, and 1 B4 for the defence after O B2, X C3,
    // O C1. The default budget reads no approach two plies down.
    auto bridgeProblem = [](const char* title, const char* rest) {
        return QStringLiteral("title: ") + QLatin1String(title)
            + QStringLiteral("\n"
                             "O . O . . . . . .\n"
                             ". . X O . . . O O\n"
                             ". O X . . . . . .\n"
                             ". . . X . . X O .\n"
                             ". . . . X O . X .\n"
                             "X . . . . . . . .\n"
                             "X O . . . . . . .\n"
                             "O . . O . X . . .\n"
                             ". X . X . . . . .\n")
            + QLatin1String(rest);
    };
    // X to move defends at B2 or C1, in either budget.
    const QString bridgeDefended =
        bridgeProblem("Defence of a string whose liberties a stone may join", "defend B1 => 1 B2 C1\n");
    QTest::newRow("Defence before the bridging stone") << bridgeDefended << false;
    QTest::newRow("Defence before the bridging stone, GTP budget") << bridgeDefended << true;
    QTest::newRow("Approach at a bridging stone, GTP budget")
        << bridgeProblem("Approach at the stone joining the string's liberties", "attack B1 => 2 E1\n") << true;
    QTest::newRow("Approach at a bridging stone after the join, GTP budget")
        << bridgeProblem("Approach at the stone joining the string's liberties, after X C2",
                         "play: white E1\n"
                         "play: black C2\n"
                         "attack B1 => 2 C3\n")
        << true;
    const QString snapback = bridgeProblem("Snapback against the capture of the bridged string",
                                           "play: white E1\n"
                                           "play: black C2\n"
                                           "play: white B2\n"
                                           "play: black C3\n"
                                           "play: white C1\n"
                                           "defend B1 => 1 B4\n");
    QTest::newRow("Snapback against the capture of a bridged string") << snapback << false;
    QTest::newRow("Snapback against the capture of a bridged string, GTP budget") << snapback << true;
}

void TestApproach::approach()
{
    QFETCH(QString, text);
    QFETCH(bool, gtpBudget);
    testing::readProblem(text, gtpBudget ? testing::gtpBudget() : ReadBudget{});
}

QTEST_GUILESS_MAIN(TestApproach)
#include "test_approach.moc"
