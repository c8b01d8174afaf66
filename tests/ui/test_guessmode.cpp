// Go → Guess the Next Move: the record's moves guessed one by one along the
// line shown. A right guess plays the move, a wrong one is answered with how
// near it was (or that the record has it as a variation), three wrong ones
// show the move; passes are stepped over; the score counts the moves found
// at the first try; the letters of the next moves are hidden; the record is
// not changed; the mode is off during a game and gives way to problem
// solving.
#include "boardview.h"
#include "enginegame.h"
#include "gamedocument.h"
#include "guessmode.h"
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

// B E5, W C7, then the game's B G3 (a variation has B C3), W passes, B G7.
const char* const kGame = "(;GM[1]FF[4]SZ[9];B[ee];W[cc](;B[gg];W[];B[gc]C[The end.])(;B[cg]))";

} // namespace

class TestGuessMode : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    GuessMode* mode() const { return window->guessMode(); }
    GameDocument* doc() const { return window->document(); }
    QString status() const { return window->statusBar()->currentMessage(); }
    void click(const char* vertex) { testing::clickVertex(*window, vertex); }
    int variationLetters() const { return testing::variationLetters(*window); }

private slots:
    void initTestCase() { testing::useScratchSettings(dir, "test_guessmode"); }

    void init()
    {
        window = testing::shownWindow();
        QVERIFY(window);
        QVERIFY(window->files()->openText(QString::fromLatin1(kGame)));
    }

    void cleanup() { window.reset(); }

    void guessAGame()
    {
        const std::size_t nodes = doc()->tree().nodeCount();
        mode()->guessAction()->trigger();
        QVERIFY(mode()->isActive());
        QVERIFY(status().contains(QStringLiteral("Black")));

        // Near the move, then on it: found, but not at the first try.
        click("D5");
        QCOMPARE(doc()->depth(), 0);
        QVERIFY(status().contains(QStringLiteral("close")));
        QCOMPARE(mode()->wrongHere(), 1);
        click("E5");
        QCOMPARE(doc()->depth(), 1);
        QCOMPARE(mode()->asked(), 1);
        QCOMPARE(mode()->firstTry(), 0);

        // A stone's point is no guess.
        click("E5");
        QVERIFY(status().contains(QStringLiteral("taken")));
        QCOMPARE(mode()->asked(), 1);

        // At the first try.
        click("C7");
        QCOMPARE(doc()->depth(), 2);
        QCOMPARE(mode()->firstTry(), 1);
        QVERIFY(status().contains(QStringLiteral("1 of 2 at the first try (50 %)")));

        // Two moves follow here: the letters that would tell are hidden.
        QCOMPARE(variationLetters(), 0);
        click("C3"); // the variation's move
        QVERIFY(status().contains(QStringLiteral("variation")));
        click("J9");
        QVERIFY(status().contains(QStringLiteral("elsewhere")));
        QCOMPARE(doc()->depth(), 2);
        // The third wrong guess shows the move; White's pass is stepped over.
        click("A9");
        QVERIFY(status().contains(QStringLiteral("Black played G3")));
        QCOMPARE(doc()->depth(), 4);
        QCOMPARE(mode()->wrongHere(), 0);
        const Board& b = window->position().board();
        QCOMPARE(b.color(*parseGtp(b, "G3")), Black);

        click("G7");
        QCOMPARE(doc()->depth(), 5);
        QVERIFY(status().contains(QStringLiteral("The line ends here: 2 of 4 at the first try (50 %)")));
        click("A1");
        QCOMPARE(doc()->depth(), 5);
        QCOMPARE(mode()->asked(), 4);
        QCOMPARE(doc()->tree().nodeCount(), nodes); // the record is as it was

        // Off: the score is said, clicks play moves, the letters come back.
        mode()->guessAction()->trigger();
        QVERIFY(!mode()->isActive());
        QVERIFY(status().contains(QStringLiteral("2 of 4")));
        QVERIFY(doc()->goTo(doc()->tree().root().child(0)->child(0)));
        QCOMPARE(variationLetters(), 2);
        click("A1");
        QCOMPARE(doc()->depth(), 3);
        QCOMPARE(doc()->tree().nodeCount(), nodes + 1);
    }

    // Stepping by hand while guessing goes on from the new position, with
    // no wrong guess carried over.
    void steppingByHand()
    {
        mode()->start();
        click("A1");
        QCOMPARE(mode()->wrongHere(), 1);
        QVERIFY(doc()->forward());
        QCOMPARE(mode()->wrongHere(), 0);
        click("C7");
        QCOMPARE(doc()->depth(), 2);
        QCOMPARE(mode()->firstTry(), 1);
    }

    void oneModeAtATime()
    {
        mode()->start();
        QVERIFY(mode()->isActive());
        window->problemMode()->solveAction()->trigger();
        QVERIFY(window->problemMode()->isActive());
        QVERIFY(!mode()->isActive());
        QVERIFY(!mode()->guessAction()->isChecked());
        mode()->guessAction()->trigger();
        QVERIFY(mode()->isActive());
        QVERIFY(!window->problemMode()->isActive());
    }

    void offDuringAGame()
    {
        mode()->start();
        EngineGameSettings s;
        s.human = Black;
        s.size = 9;
        s.level = 1;
        window->engineGame()->start(s);
        QVERIFY(!mode()->isActive());
        QVERIFY(!mode()->guessAction()->isEnabled());
        window->engineGame()->end();
        QVERIFY(mode()->guessAction()->isEnabled());
    }
};

QTEST_MAIN(TestGuessMode)
#include "test_guessmode.moc"
