// Defences at a vital point (急所) no rule of the move generators lists:
// the point of a string's eye space (眼形) next to three of its liberties
// but not to the string, where the attacker's stone leaves no two eyes
// and the owner's makes them; and the point where the attacker answers
// another defence (敵の急所は我が急所). And an attack at the vital point
// after which the owner's only try takes stones and gets four liberties
// in a dead shape. Read with the GTP front end's budget, which tries such
// points at the root and reads on a string shut in (閉じ込め) with four
// liberties; the results are GNU Go's codes (1: unconditional success,
// 0: failure).
#include "read_problem.h"

#include <QtTest>

using namespace irodori;
using namespace irodori::tactics;

class TestEyeShape : public QObject {
    Q_OBJECT

private slots:
    void eyeShape_data();
    void eyeShape();
};

void TestEyeShape::eyeShape_data()
{
    QTest::addColumn<QString>("text");
    // X's string on the first line is shut in by O's wall and has three
    // liberties, D1, E2 and F1, all next to E1, which touches no X stone
    // (a T-shaped eye space of four points). O E1 kills; X E1 makes two
    // eyes at D1 and F1, where O cannot play. Without E1 among the
    // defences the string was read as lost. GNU Go 3.8 gives E1 for both
    // questions.
    QTest::newRow("Vital point of a T-shaped eye space on the edge")
        << QStringLiteral("title: Vital point of a T-shaped eye space on the edge\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . O O O O O . .\n"
                          ". O O X X X O O .\n"
                          "O O X X . X X O .\n"
                          "O X X . . . X O O\n"
                          "attack C1 => 1 E1\n"
                          "defend C1 => 1 E1\n");
    // O A6 has two liberties, A5 and B6, between X A7 and X A4. X
    // answers O A5 at B4, which keeps A4 out of atari and chases the
    // string along the edge. O B4 first, the attacker's own answer, puts
    // X A4 in atari: X B6 is then answered by O A5, which takes A4. B4
    // touches neither O A6 nor a string next to it, so no rule of the move
    // generators lists it; it is read as the attacker's reply to another
    // defence. GNU Go 3.8 gives B6 for the attack and B4 for the defence.
    QTest::newRow("Defence at the point of the attacker's answer")
        << QStringLiteral("title: Defence at the point of the attacker's answer\n"
                          ". X . O O . . X .\n"
                          "X . . . X . X . .\n"
                          "X . . . X X . . .\n"
                          "O . X X . X . . .\n"
                          ". . . . . . . O .\n"
                          "X . . O X O X . X\n"
                          "O . . . . . . . X\n"
                          ". . . . . . . . .\n"
                          ". . . . O . . . .\n"
                          "attack A6 => 1 *\n"
                          "defend A6 => 1 B4\n");
    // O's string around the corner has three liberties, A2, B2 and C1, in
    // the rectangular six A1-C2 with X C2 inside it. X B2 takes the vital
    // point; O B2 would make two eyes. O A2 is answered by X B1: O can
    // fill neither A1 nor C1 without putting itself in atari, and X
    // throws in at C1. O A1 takes four stones and has four liberties, all
    // in the square four (B1 B2 C1 C2) they leave, which is dead. O B1 or
    // C1 at once loses the race at A2. Counting those four liberties as
    // safe, the attack was read as a ko at A2 and O A2 as a defence.
    // GNU Go 3.8 gives B2 for both questions and 0 for the defence after
    // X B2.
    const QString rectangularSix = QStringLiteral(
        "title: Placement in the rectangular six in the corner\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        "X X X X X . . . .\n"
        "O O O O X . . . .\n"
        ". . X O X . . . .\n"
        ". . . O X . . . .\n");
    QTest::newRow("Placement in the rectangular six in the corner")
        << rectangularSix + QStringLiteral("attack A3 => 1 B2\n"
                                           "defend A3 => 1 B2\n");
    QTest::newRow("Rectangular six in the corner after the placement")
        << rectangularSix + QStringLiteral("play: black B2\n"
                                           "defend A3 => 0\n");
}

void TestEyeShape::eyeShape()
{
    QFETCH(QString, text);
    testing::readProblem(text, testing::gtpBudget());
}

QTEST_GUILESS_MAIN(TestEyeShape)
#include "test_eye_shape.moc"
