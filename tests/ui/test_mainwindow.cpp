// The main window as a player uses it: clicks on the board view play moves,
// captures remove stones, illegal clicks are refused with the reason in the
// status bar, pass and undo work, and the pixels show what the game holds.
#include "boardpainter.h"
#include "pixel_helpers.h"
#include "boardview.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "shortcutsdialog.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QTableWidget>
#include <QStatusBar>
#include <QTest>

using namespace irodori;
using namespace irodori::ui;
using namespace irodori::uitest;

namespace {

class TestMainWindow : public QObject {
    Q_OBJECT

    MainWindow* window = nullptr;

    BoardView* view() const { return window->boardView(); }
    Color at(int x, int y) const { return window->position().board().color(window->position().board().at(x, y)); }
    QString status() const { return window->statusBar()->currentMessage(); }
    QString label(const char* name) const { return window->findChild<QLabel*>(QLatin1String(name))->text(); }

    // A real mouse click at the pixel where the painter draws point (x, y).
    void click(int x, int y) { QTest::mouseClick(view(), Qt::LeftButton, {}, view()->pixelOf(x, y)); }

    // The colour of the view's pixel at a logical position.
    QRgb grabbedPixel(const QPointF& pos) const
    {
        const QImage image = view()->grab().toImage();
        const qreal dpr = image.devicePixelRatio();
        return image.pixel(int(pos.x() * dpr), int(pos.y() * dpr));
    }

private slots:
    void init()
    {
        window = new MainWindow;
        window->resize(900, 700);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
    }

    void cleanup()
    {
        delete window;
        window = nullptr;
    }

    void startsWithAnEmpty19x19Board()
    {
        QCOMPARE(window->position().size(), 19);
        QCOMPARE(view()->snapshot().size, 19);
        QCOMPARE(window->position().toMove(), Black);
        QVERIFY(!window->undoAction()->isEnabled());
        QVERIFY(window->passAction()->isEnabled());
        QCOMPARE(label("turnLabel"), QStringLiteral("Black to play"));
        QCOMPARE(label("moveLabel"), QStringLiteral("0"));
        // The board fills the view as a centred square.
        const BoardGeometry g = view()->boardGeometry();
        QVERIFY(g.boardRect().width() >= std::min(view()->width(), view()->height()) - 2);
        QVERIFY(std::abs(g.boardRect().center().x() - view()->rect().center().x()) <= 1.5);
    }

    void clickPlaysAStone()
    {
        click(3, 3); // D16
        QCOMPARE(at(3, 3), Black);
        QCOMPARE(window->position().toMove(), White);
        QCOMPARE(window->position().moveNumber(), 1);
        QCOMPARE(view()->snapshot().at(3, 3), Black);
        QCOMPARE(view()->snapshot().lastMove, (GridPoint{3, 3}));
        QVERIFY(status().contains(QStringLiteral("D16")));
        QCOMPARE(label("turnLabel"), QStringLiteral("White to play"));
        QCOMPARE(label("moveLabel"), QStringLiteral("1"));
        QVERIFY(label("lastMoveLabel").contains(QStringLiteral("D16")));
        QVERIFY(window->undoAction()->isEnabled());

        click(15, 15); // Q4 for White
        QCOMPARE(at(15, 15), White);
        QCOMPARE(window->position().toMove(), Black);
    }

    void clickOutsideTheGridDoesNothing()
    {
        const QRectF board = view()->boardGeometry().boardRect();
        QTest::mouseClick(view(), Qt::LeftButton, {}, (board.topLeft() + QPointF(3, 3)).toPoint());
        QTest::mouseClick(view(), Qt::LeftButton, {}, QPoint(1, 1));
        QCOMPARE(window->position().moveNumber(), 0);
    }

    void captureRemovesStones()
    {
        window->newGame(9);
        QCOMPARE(view()->snapshot().size, 9);
        click(1, 0); // B
        click(0, 0); // W in the corner
        click(0, 1); // B captures it
        QCOMPARE(at(0, 0), Empty);
        QCOMPARE(window->position().prisoners(Black), 1);
        QCOMPARE(view()->snapshot().at(0, 0), Empty);
        QVERIFY(label("blackCaptures").startsWith(QStringLiteral("1 ")));
        QVERIFY(label("whiteCaptures").startsWith(QStringLiteral("0 ")));

        // A larger capture: two white stones on the edge.
        window->newGame(9);
        for (auto [x, y] : {std::pair{3, 0}, {4, 0}, {3, 1}, {5, 0}, {4, 1}, {8, 8}, {5, 1}, {8, 7}, {6, 0}})
            click(x, y);
        QCOMPARE(at(4, 0), Empty);
        QCOMPARE(at(5, 0), Empty);
        QCOMPARE(window->position().prisoners(Black), 2);

        // Undo puts the captured stones back.
        window->undoAction()->trigger();
        QCOMPARE(at(4, 0), White);
        QCOMPARE(at(5, 0), White);
        QCOMPARE(window->position().prisoners(Black), 0);
    }

    void occupiedPointIsRefused()
    {
        click(9, 9);
        const std::uint64_t before = window->position().hash();
        click(9, 9);
        QCOMPARE(window->position().hash(), before);
        QCOMPARE(window->position().moveNumber(), 1);
        QCOMPARE(window->position().toMove(), White);
        QCOMPARE(status(), MainWindow::moveErrorText(MoveError::Occupied));
        QVERIFY(status().contains(QStringLiteral("occupied")));
    }

    void suicideIsRefused()
    {
        window->newGame(9);
        click(1, 0); // B
        click(8, 8); // W elsewhere
        click(0, 1); // B: the corner is now an eye
        const std::uint64_t before = window->position().hash();
        click(0, 0); // W into the eye: no liberties, captures nothing
        QCOMPARE(at(0, 0), Empty);
        QCOMPARE(window->position().hash(), before);
        QCOMPARE(window->position().toMove(), White);
        QCOMPARE(status(), MainWindow::moveErrorText(MoveError::Suicide));
        QVERIFY(status().contains(QStringLiteral("Suicide")));
    }

    void koRetakeIsRefusedAndMarked()
    {
        window->newGame(9);
        // Black surrounds (1,1) on three sides, White surrounds (2,1);
        // White plays into (1,1), Black takes it at (2,1): a ko.
        for (auto [x, y] : {std::pair{1, 0}, {2, 0}, {0, 1}, {3, 1}, {1, 2}, {2, 2}, {8, 8}, {1, 1}, {2, 1}})
            click(x, y);
        QCOMPARE(at(1, 1), Empty);
        QCOMPARE(at(2, 1), Black);
        QCOMPARE(view()->snapshot().koPoint, (GridPoint{1, 1}));
        click(1, 1); // White may not retake at once
        QCOMPARE(at(1, 1), Empty);
        QCOMPARE(window->position().toMove(), White);
        QCOMPARE(status(), MainWindow::moveErrorText(MoveError::Ko));
        QVERIFY(status().startsWith(QStringLiteral("Ko")));
        // After a ko threat elsewhere and an answer, the retake is legal.
        click(7, 7);
        click(6, 7);
        click(1, 1);
        QCOMPARE(at(1, 1), White);
        QCOMPARE(at(2, 1), Empty);
    }

    void passAndUndo()
    {
        click(3, 3);
        window->passAction()->trigger(); // White passes
        QCOMPARE(window->position().toMove(), Black);
        QCOMPARE(window->position().moveNumber(), 2);
        QVERIFY(window->position().lastMove()->isPass());
        QVERIFY(!window->isGameOver());
        QVERIFY(status().contains(QStringLiteral("passed")));

        window->undoAction()->trigger(); // the pass
        QCOMPARE(window->position().toMove(), White);
        QCOMPARE(window->position().moveNumber(), 1);
        window->undoAction()->trigger(); // the stone
        QCOMPARE(at(3, 3), Empty);
        QCOMPARE(window->position().moveNumber(), 0);
        QCOMPARE(window->position().toMove(), Black);
        QVERIFY(!window->undoAction()->isEnabled());
        QVERIFY(!view()->snapshot().lastMove.isValid());
    }

    void twoPassesEndTheGame()
    {
        window->passAction()->trigger();
        window->passAction()->trigger();
        QVERIFY(window->isGameOver());
        QCOMPARE(status(), QStringLiteral("Game over — both players passed."));
        QCOMPARE(label("turnLabel"), QStringLiteral("Game over"));
        QVERIFY(!window->passAction()->isEnabled());
        click(4, 4);
        QCOMPARE(at(4, 4), Empty);
        QCOMPARE(window->position().moveNumber(), 2);
        // Undoing a pass resumes the game.
        window->undoAction()->trigger();
        QVERIFY(!window->isGameOver());
        QVERIFY(window->passAction()->isEnabled());
        click(4, 4);
        QCOMPARE(at(4, 4), White);
    }

    void actionsHaveShortcutsAndMenus()
    {
        QCOMPARE(window->undoAction()->shortcut(), QKeySequence(QKeySequence::Undo));
        QCOMPARE(window->newGameAction()->shortcut(), QKeySequence(QKeySequence::New));
        QCOMPARE(window->quitAction()->shortcut(), QKeySequence(QKeySequence::Quit));
        QVERIFY(!window->passAction()->shortcut().isEmpty());
        // Each action sits in a menu (the Game and Help menus).
        for (QAction* a : {window->newGameAction(), window->passAction(), window->undoAction(),
                           window->quitAction(), window->aboutAction()})
            QVERIFY2(!a->associatedObjects().isEmpty(), qPrintable(a->text()));
        QVERIFY(!window->windowIcon().isNull());
    }

    void pixelsShowTheStones()
    {
        click(3, 3);   // Black
        click(15, 15); // White
        click(9, 3);   // Black, the last move
        const BoardGeometry g = view()->boardGeometry();
        QVERIFY2(luminance(grabbedPixel(g.center(3, 3))) < 70, "black stone centre is dark");
        QVERIFY2(luminance(grabbedPixel(g.center(15, 15))) > 200, "white stone centre is light");
        const QPointF empty = g.center(6, 12) + QPointF(g.cell() / 2, g.cell() / 2);
        QVERIFY2(looksLikeWood(grabbedPixel(empty)), "empty square is wood");
        // Off the lines but inside a stone's radius: white before the
        // capture, wood once the stone has gone.
        window->newGame(9);
        for (auto [x, y] : {std::pair{1, 0}, {0, 0}})
            click(x, y);
        const BoardGeometry g9 = view()->boardGeometry();
        const QPointF inStone = g9.center(0, 0) + QPointF(g9.cell() * 0.25, g9.cell() * 0.25);
        QVERIFY(luminance(grabbedPixel(inStone)) > 190);
        click(0, 1);
        QVERIFY(looksLikeWood(grabbedPixel(inStone)));
    }

    void hoverShowsAPreviewOnlyWhereLegal()
    {
        window->newGame(9);
        QTest::mouseMove(view(), view()->pixelOf(4, 4));
        QTRY_COMPARE(view()->snapshot().ghost, (GridPoint{4, 4}));
        QCOMPARE(view()->snapshot().ghostColor, Black);
        click(4, 4);
        // Now occupied: no preview there.
        QVERIFY(!view()->snapshot().ghost.isValid());
    }

    void playVerticesFromText()
    {
        QCOMPARE(window->playVertices({QStringLiteral("D4"), QStringLiteral("q16"), QStringLiteral("pass")}),
                 QString());
        QCOMPARE(at(3, 15), Black);
        QCOMPARE(at(15, 3), White);
        QCOMPARE(window->position().toMove(), White);
        // Bad input stops with a sentence and leaves what was played.
        const QString bad = window->playVertices({QStringLiteral("Z99")});
        QVERIFY(bad.contains(QStringLiteral("Z99")));
        const QString occupied = window->playVertices({QStringLiteral("D4")});
        QVERIFY(occupied.contains(QStringLiteral("occupied")));
        QCOMPARE(window->position().moveNumber(), 3);
    }

    void newGameDialogSizes()
    {
        NewGameDialog dialog(19);
        QCOMPARE(dialog.boardSize(), 19);
        dialog.setBoardSize(13);
        QCOMPARE(dialog.boardSize(), 13);
        dialog.setBoardSize(7);
        QCOMPARE(dialog.boardSize(), 7);
        window->newGame(7);
        QCOMPARE(window->position().size(), 7);
        window->newGame(40); // clamped, not a crash
        QCOMPARE(window->position().size(), 25);
        QCOMPARE(view()->snapshot().size, 25);
        click(24, 24);
        QCOMPARE(at(24, 24), Black);
    }

    // Help → Keyboard Shortcuts lists the menus' keys and narrows as one
    // types; View → Full Screen goes and comes back.
    void shortcutsAndFullScreen()
    {
        QVERIFY(window->shortcutsAction()->isEnabled());
        ShortcutsDialog dialog(window->menuBar(), window);
        QTableWidget* table = dialog.table();
        QVERIFY(table->rowCount() > 20);
        bool find = false;
        for (int row = 0; row < table->rowCount(); ++row)
            find |= table->item(row, 1)->text() == QStringLiteral("Find in Comments…")
                && table->item(row, 0)->text() == QStringLiteral("Go")
                && table->item(row, 2)->text() == QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText);
        QVERIFY(find);
        dialog.filter()->setText(QStringLiteral("variation"));
        QVERIFY(dialog.visibleRows() >= 2);
        QVERIFY(dialog.visibleRows() < table->rowCount());
        dialog.filter()->setText(QStringLiteral("no such command"));
        QCOMPARE(dialog.visibleRows(), 0);
        dialog.filter()->clear();
        QCOMPARE(dialog.visibleRows(), table->rowCount());

        QAction* full = window->fullScreenAction();
        QVERIFY(!full->shortcuts().isEmpty());
        full->trigger();
        QVERIFY(window->isFullScreen());
        full->trigger();
        QVERIFY(!window->isFullScreen());
        window->showFullScreen(); // by other means: the menu follows
        QVERIFY(full->isChecked());
        window->showNormal();
        QVERIFY(!full->isChecked());
    }
};

} // namespace

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
