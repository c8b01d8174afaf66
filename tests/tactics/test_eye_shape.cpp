// Defences at the vital point of a string's eye space (眼形の急所): an
// empty point next to three of the string's liberties but not to the
// string. The attacker's stone there leaves the string no two eyes; the
// owner's makes them. Read with the GTP front end's budget, which lists
// such points at the root; the results are GNU Go's codes (1:
// unconditional success, 0: failure).
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
}

void TestEyeShape::eyeShape()
{
    QFETCH(QString, text);
    testing::readProblem(text, testing::gtpBudget());
}

QTEST_GUILESS_MAIN(TestEyeShape)
#include "test_eye_shape.moc"
