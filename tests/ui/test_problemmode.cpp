// Go → Solve as a Problem: a small life-and-death problem whose record holds
// a right line (marked RIGHT), a wrong one and nothing else. A try the
// record does not know is refused and counted, a wrong line fails, Try
// Again starts over, the right line is solved with the record's replies
// played by themselves; the letters of the next moves are hidden while
// solving; the mode is off during a game against the engine.
#include "boardview.h"
#include "enginegame.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "problemmode.h"
#include "recordfiles.h"
#include "recordmarkuplayer.h"
#include "window_helpers.h"

#include "core/coords.h"

#include <QAction>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace irodori;
using namespace irodori::ui;

namespace {

// Black to play in the lower left corner. The record knows two answers: A1
// (White B1, Black C1: RIGHT) and B1 (White A1: an end that is not right).
const char* const kProblem = "(;GM[1]FF[4]SZ[9]AB[ag][bg][cg][dh][di]AW[af][bf][cf][df][eg][eh][ei]PL[B]"
                             "(;B[ai];W[bi];B[ci]C[RIGHT])"
                             "(;B[bi];W[ai]C[Black is dead.]))";

} // namespace

class TestProblemMode : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    ProblemMode* mode() const { return window->problemMode(); }
    GameDocument* doc() const { return window->document(); }
    QString status() const { return window->statusBar()->currentMessage(); }
    void click(const char* vertex) { testing::clickVertex(*window, vertex); }
    int variationLetters() const { return testing::variationLetters(*window); }

private slots:
    void initTestCase() { testing::useScratchSettings(dir, "test_problemmode"); }

    void init()
    {
        window = testing::shownWindow();
        QVERIFY(window);
        QVERIFY(window->files()->openText(QString::fromLatin1(kProblem)));
    }

    void cleanup() { window.reset(); }

    void solveAndFail()
    {
        QCOMPARE(variationLetters(), 2);
        mode()->solveAction()->trigger();
        QVERIFY(mode()->isActive());
        QCOMPARE(mode()->solver(), Black);
        QCOMPARE(variationLetters(), 0); // no hints
        const std::size_t nodes = doc()->tree().nodeCount();

        // A try the record does not know: refused, nothing added.
        click("E5");
        QCOMPARE(window->position().moveNumber(), 0);
        QCOMPARE(doc()->tree().nodeCount(), nodes);
        QCOMPARE(mode()->misses(), 1);
        QVERIFY(status().contains(QStringLiteral("not among the answers")));

        // The wrong line: White's reply comes by itself, and the line fails.
        click("B1");
        QTRY_COMPARE(window->position().moveNumber(), 2);
        QCOMPARE(mode()->state(), ProblemMode::State::Failed);
        QVERIFY(status().startsWith(QStringLiteral("Wrong")));
        click("C1"); // the try is over
        QCOMPARE(window->position().moveNumber(), 2);

        // Again, the right line.
        mode()->retryAction()->trigger();
        QCOMPARE(window->position().moveNumber(), 0);
        QCOMPARE(mode()->state(), ProblemMode::State::Solving);
        click("A1");
        QTRY_COMPARE(window->position().moveNumber(), 2);
        QVERIFY(status().contains(QStringLiteral("White answers B1")));
        QCOMPARE(mode()->state(), ProblemMode::State::Solving);
        click("C1");
        QCOMPARE(window->position().moveNumber(), 3);
        QCOMPARE(mode()->state(), ProblemMode::State::Solved);
        QVERIFY(status().startsWith(QStringLiteral("Correct!")));
        QCOMPARE(doc()->tree().nodeCount(), nodes); // the record is as it was

        // Off again: clicks play moves, the letters come back.
        mode()->solveAction()->trigger();
        QVERIFY(!mode()->isActive());
        QVERIFY(mode()->retryAction()->isEnabled() == false);
        QVERIFY(doc()->goTo(&doc()->tree().root()));
        QCOMPARE(variationLetters(), 2);
        click("E5");
        QCOMPARE(window->position().moveNumber(), 1);
    }

    // A file of problems: Next and Previous Problem go through its games,
    // solving each from its start, and count those solved at the first try.
    void collectionOfProblems()
    {
        window->files()->prompts().chooseGame = [](QWidget*, const record::Collection&, int) { return 0; };
        QVERIFY(window->files()->openText(QString::fromLatin1(kProblem)
                                          + QStringLiteral("(;GM[1]FF[4]SZ[9]AB[aa][bb]AW[ab][ac][bc]PL[W];W[ba]C[RIGHT])"
                                                           "(;GM[1]FF[4]SZ[9]AB[ee]AW[de][ed][fe]PL[W];W[ef]C[Correct])")));
        QCOMPARE(doc()->gameCount(), 3);
        QVERIFY(!mode()->previousAction()->isEnabled());
        QVERIFY(mode()->nextAction()->isEnabled());
        mode()->nextAction()->trigger();
        QCOMPARE(doc()->gameIndex(), 1);
        QVERIFY(mode()->isActive());
        QCOMPARE(mode()->solver(), White);
        QVERIFY(status().startsWith(QStringLiteral("Problem 2 of 3")));
        click("B9");
        QCOMPARE(mode()->state(), ProblemMode::State::Solved);
        QVERIFY(status().contains(QStringLiteral("1 of the file's 3 problem")));

        // Back to the first: a miss, then solved; it does not count.
        QVERIFY(mode()->toProblem(-1));
        QCOMPARE(doc()->gameIndex(), 0);
        QCOMPARE(mode()->solver(), Black);
        click("E5");
        click("A1");
        QTRY_COMPARE(window->position().moveNumber(), 2);
        click("C1");
        QCOMPARE(mode()->state(), ProblemMode::State::Solved);
        QCOMPARE(mode()->solvedFirstTry(), 1);

        QVERIFY(mode()->toProblem(2));
        QCOMPARE(doc()->gameIndex(), 2);
        QVERIFY(!mode()->nextAction()->isEnabled());
        QVERIFY(!mode()->toProblem(1)); // the last one
        click("E4");
        QCOMPARE(mode()->solvedFirstTry(), 2);
        // Another file: the count starts again.
        QVERIFY(window->files()->openText(QString::fromLatin1(kProblem)));
        QCOMPARE(mode()->solvedFirstTry(), 0);
        QVERIFY(!mode()->nextAction()->isEnabled());
    }

    // Go → Show the Answer: the record's right line played out; the try
    // does not count as solved; Try Again returns to the problem.
    void showTheAnswer()
    {
        QVERIFY(!mode()->answerAction()->isEnabled());
        mode()->solveAction()->trigger();
        QVERIFY(mode()->answerAction()->isEnabled());
        click("E5"); // a miss first
        mode()->answerAction()->trigger();
        QCOMPARE(window->position().moveNumber(), 3);
        QCOMPARE(mode()->state(), ProblemMode::State::Failed);
        QVERIFY(status().contains(QStringLiteral("A1, B1, C1")));
        mode()->retryAction()->trigger();
        QCOMPARE(window->position().moveNumber(), 0);
        // A problem whose record marks no line right says so.
        mode()->stop();
        QVERIFY(window->files()->openText(QStringLiteral("(;GM[1]SZ[9]AB[ee]PL[W];W[de]C[Nothing here.])")));
        mode()->start();
        QVERIFY(!mode()->showAnswer());
        QVERIFY(status().contains(QStringLiteral("no line right")));
        QCOMPARE(window->position().moveNumber(), 0);
    }

    void commentsThatSayRight()
    {
        record::Node n;
        record::setComment(n, "Right! Black lives.");
        QVERIFY(ProblemMode::saysRight(n));
        record::setComment(n, "正解です");
        QVERIFY(ProblemMode::saysRight(n));
        record::setComment(n, "Black is dead.");
        QVERIFY(!ProblemMode::saysRight(n));
    }

    void offDuringAGame()
    {
        EngineGameSettings s;
        s.human = Black;
        s.size = 9;
        s.level = 1;
        window->engineGame()->start(s);
        QVERIFY(!mode()->solveAction()->isEnabled());
        window->engineGame()->end();
        QVERIFY(mode()->solveAction()->isEnabled());
    }
};

QTEST_MAIN(TestProblemMode)
#include "test_problemmode.moc"
