// View → Coordinates, Last Move, Ko Point, Plain Paper Board (and the Move
// Numbers layer), and View → Language:
// each switch is checkable, has a shortcut, changes what the board draws
// (pixels of grab()) and, once the window remembers its view, comes back
// at the next start together with the study layers. Without remembering
// (screenshots), nothing is read or written.
#include "analysiscontroller.h"
#include "pixel_helpers.h"
#include "boardmarks.h"
#include "boardview.h"
#include "layerset.h"
#include "languagemenu.h"
#include "layersdock.h"
#include "mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QScrollBar>
#include <QScrollArea>
#include <QCheckBox>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace irodori;
using namespace irodori::ui;
using namespace irodori::uitest;

namespace {

class TestBoardMarks : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    BoardView* board() const { return window->boardView(); }
    BoardMarks* marks() const { return window->boardMarks(); }

    QImage grab() const
    {
        QApplication::processEvents();
        return board()->grab().toImage();
    }

    static QRgb pixel(const QImage& image, const QPointF& logical)
    {
        const qreal dpr = image.devicePixelRatio();
        return image.pixel(int(logical.x() * dpr), int(logical.y() * dpr));
    }

    // Dark (ink) pixels in the band between the wood's edge and the outer
    // grid line above the board: the column letters, when they are drawn.
    static int inkAboveTheGrid(const QImage& image, const BoardGeometry& g)
    {
        const QRectF wood = g.boardRect();
        const QRectF grid = g.gridRect();
        const qreal dpr = image.devicePixelRatio();
        int n = 0;
        // Clear of the rim of the wood and of the heavier edge line.
        const int top = int((wood.top() + 4) * dpr);
        const int bottom = int((grid.top() - 4 * g.lineWidth()) * dpr);
        for (int y = top; y < bottom; ++y)
            for (int x = int(grid.left() * dpr); x < int(grid.right() * dpr); ++x)
                n += luminance(image.pixel(x, y)) < 110 ? 1 : 0;
        return n;
    }

private slots:
    void initTestCase()
    {
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.filePath(QStringLiteral("settings")));
        QCoreApplication::setOrganizationName(QStringLiteral("IrodoriTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_boardmarks"));
    }

    void init()
    {
        QSettings().clear();
        window = std::make_unique<MainWindow>();
        window->resize(1000, 760);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->newGame(9);
    }

    void cleanup() { window.reset(); }

    void switchesAreInTheViewMenuWithShortcuts()
    {
        QMenu* view = nullptr;
        for (QAction* a : window->menuBar()->actions())
            if (a->menu() && a->menu()->actions().contains(marks()->coordinatesAction()))
                view = a->menu();
        QVERIFY(view);
        QVERIFY(view->actions().contains(marks()->lastMoveAction()));
        QVERIFY(view->actions().contains(marks()->koAction()));
        // Move numbers are a study layer with their own switch and keys.
        QAction* moves = window->analysisController()->layersDock()->actionFor(QStringLiteral("moves"));
        QVERIFY(moves && moves->isCheckable() && !moves->shortcut().isEmpty());
        for (QAction* a : {marks()->coordinatesAction(), marks()->lastMoveAction(), marks()->koAction()}) {
            QVERIFY(a->isCheckable());
            QVERIFY(a->isChecked()); // on by default
            QVERIFY(!a->shortcut().isEmpty());
            // No other action of the window answers the same keys.
            int same = 0;
            for (QAction* b : window->findChildren<QAction*>())
                same += b->shortcut() == a->shortcut() ? 1 : 0;
            QCOMPARE(same, 1);
        }
        // The shortcut works from the board.
        board()->setFocus();
        QApplication::setActiveWindow(window.get());
        const QKeySequence keysOfCoordinates = marks()->coordinatesAction()->shortcut();
        QTest::keySequence(window.get(), keysOfCoordinates);
        QTRY_VERIFY(!marks()->coordinatesAction()->isChecked());
        QVERIFY(!board()->painter().options().coordinates);
    }

    void coordinatesSwitch()
    {
        const BoardGeometry with = board()->boardGeometry();
        QVERIFY(with.hasCoordinates());
        QVERIFY(inkAboveTheGrid(grab(), with) > 20);
        marks()->coordinatesAction()->trigger();
        const BoardGeometry without = board()->boardGeometry();
        QVERIFY(!without.hasCoordinates());
        // Without the labels the grid takes the room they had.
        QVERIFY(without.cell() > with.cell());
        QCOMPARE(inkAboveTheGrid(grab(), without), 0);
        // Clicks still land where the board is drawn now.
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->pixelOf(4, 4));
        QCOMPARE(board()->snapshot().at(4, 4), Black);
        marks()->coordinatesAction()->trigger();
        QVERIFY(inkAboveTheGrid(grab(), board()->boardGeometry()) > 20);
    }

    void lastMoveSwitch()
    {
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("C3"), QStringLiteral("D4")}).isEmpty());
        const BoardGeometry g = board()->boardGeometry();
        // D4 (3, 5) was played last: a light ring on the black stone; E5 has none.
        const QPointF ring(g.stoneRadius() * 0.45, 0);
        QImage image = grab();
        QVERIFY(luminance(pixel(image, g.center(3, 5) + ring)) > 170);
        QVERIFY(luminance(pixel(image, g.center(4, 4) + ring)) < 80);
        marks()->lastMoveAction()->trigger();
        image = grab();
        QVERIFY(luminance(pixel(image, g.center(3, 5) + ring)) < 80);
        marks()->lastMoveAction()->trigger();
        QVERIFY(luminance(pixel(grab(), g.center(3, 5) + ring)) > 170);
    }

    void koPointSwitch()
    {
        // Black takes at C8 and White may not retake at B8 at once: a ko.
        QVERIFY(window->playVertices({QStringLiteral("B9"), QStringLiteral("C9"), QStringLiteral("A8"),
                                      QStringLiteral("D8"), QStringLiteral("B7"), QStringLiteral("C7"),
                                      QStringLiteral("J1"), QStringLiteral("B8"), QStringLiteral("C8")})
                    .isEmpty());
        QCOMPARE(board()->snapshot().koPoint, (GridPoint{1, 1}));
        const BoardGeometry g = board()->boardGeometry();
        // On the edge of the ko square, off the grid lines.
        const QPointF probe = g.center(1, 1) + QPointF(g.cell() * 0.22, g.cell() * 0.12);
        QVERIFY(luminance(pixel(grab(), probe)) < 100);
        marks()->koAction()->trigger();
        QVERIFY(!board()->painter().options().koMarker);
        QVERIFY(looksLikeWood(pixel(grab(), probe)));
        marks()->koAction()->trigger();
        QVERIFY(luminance(pixel(grab(), probe)) < 100);
    }

    // View → Plain Paper Board: white instead of the wood, kept once the
    // window remembers its view.
    void paperBoardSwitch()
    {
        QMenu* view = nullptr;
        for (QAction* a : window->menuBar()->actions())
            if (a->menu() && a->menu()->actions().contains(marks()->coordinatesAction()))
                view = a->menu();
        QVERIFY(view && view->actions().contains(marks()->paperAction()));
        QVERIFY(!marks()->paperAction()->isChecked());
        const BoardGeometry g = board()->boardGeometry();
        const QPointF probe = g.center(4, 4) + QPointF(g.cell() / 3, g.cell() / 3); // off the lines
        QVERIFY(looksLikeWood(pixel(grab(), probe)));
        marks()->paperAction()->trigger();
        QVERIFY(board()->painter().options().paper);
        QVERIFY(luminance(pixel(grab(), probe)) > 235);
        window->rememberViewSettings();
        marks()->paperAction()->trigger();
        marks()->paperAction()->trigger();
        window.reset();
        window = std::make_unique<MainWindow>();
        window->rememberViewSettings();
        QVERIFY(marks()->paperAction()->isChecked());
        QVERIFY(board()->painter().options().paper);
        marks()->paperAction()->trigger(); // back to the wood for the next tests
    }

    // View → Language: the system's by default; a choice is kept for the
    // next start (LanguageMenu::chosen(), which main() reads) and said.
    void languageMenu()
    {
        LanguageMenu* languages = window->languageMenu();
        QVERIFY(languages);
        QMenu* view = nullptr;
        for (QAction* a : window->menuBar()->actions())
            if (a->menu() && a->menu()->actions().contains(marks()->coordinatesAction()))
                view = a->menu();
        QVERIFY(view && view->actions().contains(languages->menu()->menuAction()));
        QVERIFY(languages->actionFor(QString())->isChecked());
        QCOMPARE(LanguageMenu::chosen(), QString());
        languages->actionFor(QStringLiteral("ja"))->trigger();
        QCOMPARE(LanguageMenu::chosen(), QStringLiteral("ja"));
        QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("next start")));
        QVERIFY(!languages->actionFor(QString())->isChecked());
        window.reset();
        window = std::make_unique<MainWindow>();
        QVERIFY(window->languageMenu()->actionFor(QStringLiteral("ja"))->isChecked());
        // A code Irodori has no translation for counts as the system's.
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("xx"));
        QCOMPARE(LanguageMenu::chosen(), QString());
    }

    // Move numbers are a study layer: View → Move Numbers draws the number
    // of each stone's move on it.
    void moveNumbersSwitch()
    {
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("C3")}).isEmpty());
        QAction* moves = window->analysisController()->layersDock()->actionFor(QStringLiteral("moves"));
        const BoardGeometry g = board()->boardGeometry();
        // Light strokes (the digit 1) inside the black stone at E5 (4, 4),
        // which carries no last-move ring.
        auto lightOnE5 = [&](const QImage& image) {
            const qreal h = g.stoneRadius() * 0.5;
            int n = 0;
            for (qreal dy = -h; dy <= h; dy += 0.5)
                for (qreal dx = -h; dx <= h; dx += 0.5)
                    n += luminance(pixel(image, g.center(4, 4) + QPointF(dx, dy))) > 160 ? 1 : 0;
            return n;
        };
        QCOMPARE(lightOnE5(grab()), 0);
        moves->trigger();
        QVERIFY(window->analysisController()->layers().moves().isEnabled());
        QVERIFY(lightOnE5(grab()) > 5);
        moves->trigger();
        QCOMPARE(lightOnE5(grab()), 0);
    }

    // Remembered: the board marks and the study layers come back in the
    // next window once it remembers its view.
    void choicesAreRememberedOnceTheWindowRemembers()
    {
        window->rememberViewSettings();
        marks()->coordinatesAction()->trigger();
        marks()->koAction()->trigger();
        LayersDock* dock = window->analysisController()->layersDock();
        dock->actionFor(QStringLiteral("links"))->trigger();
        dock->actionFor(QStringLiteral("moves"))->trigger();
        dock->chargeModelAction()->trigger();
        dock->tintAction()->trigger();
        window.reset();

        // A window that does not remember (a screenshot) starts from the defaults.
        window = std::make_unique<MainWindow>();
        QVERIFY(marks()->coordinatesAction()->isChecked());
        QVERIFY(window->analysisController()->layers().enabledIds().isEmpty());
        window.reset();

        window = std::make_unique<MainWindow>();
        window->rememberViewSettings();
        QVERIFY(!marks()->coordinatesAction()->isChecked());
        QVERIFY(!board()->painter().options().coordinates);
        QVERIFY(marks()->lastMoveAction()->isChecked());
        QVERIFY(!marks()->koAction()->isChecked());
        LayerSet& layers = window->analysisController()->layers();
        QCOMPARE(layers.enabledIds(), (QStringList{QStringLiteral("links"), QStringLiteral("moves")}));
        QVERIFY(window->analysisController()->layersDock()->actionFor(QStringLiteral("links"))->isChecked());
        QCOMPARE(layers.potential().model(), PotentialLayer::Model::Charge);
        QVERIFY(layers.safety().tint());

        // --layers (showLayers) after restoring wins, and is what is remembered next.
        QVERIFY(window->analysisController()->showLayers({QStringLiteral("eyes")}).isEmpty());
        window.reset();
        window = std::make_unique<MainWindow>();
        window->rememberViewSettings();
        QCOMPARE(window->analysisController()->layers().enabledIds(), QStringList{QStringLiteral("eyes")});
    }

    // The window's size and its panels come back too, once it remembers.
    // The Layers panel opens wide enough for its switches: none is cut
    // and it needs no scrolling sideways.
    void layerSwitchesShowWhole()
    {
        auto* scroll = window->findChild<QDockWidget*>(QStringLiteral("layersDock"))->findChild<QScrollArea*>();
        QVERIFY(scroll);
        QTRY_VERIFY(scroll->viewport()->width() > 0);
        for (const QCheckBox* box : scroll->widget()->findChildren<QCheckBox*>()) {
            if (!box->objectName().startsWith(QStringLiteral("check-")))
                continue;
            QVERIFY2(box->x() + box->sizeHint().width() <= scroll->viewport()->width(),
                     qPrintable(box->text() + QStringLiteral(": ") + QString::number(box->x() + box->sizeHint().width())
                                + QStringLiteral(" > ") + QString::number(scroll->viewport()->width())));
        }
        QVERIFY(!scroll->horizontalScrollBar()->isVisible());
    }

    void layoutIsRemembered()
    {
        window->rememberViewSettings();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->resize(900, 700);
        QDockWidget* comment = window->findChild<QDockWidget*>(QStringLiteral("commentDock"));
        QVERIFY(comment && comment->isVisible());
        comment->hide();
        window->gtpShellDock()->show();
        QVERIFY(window->close());
        window.reset();

        window = std::make_unique<MainWindow>();
        window->rememberViewSettings();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QCOMPARE(window->size(), QSize(900, 700));
        QVERIFY(!window->findChild<QDockWidget*>(QStringLiteral("commentDock"))->isVisible());
        QVERIFY(window->gtpShellDock()->isVisible());
        window.reset();

        // A window that does not remember keeps its defaults.
        window = std::make_unique<MainWindow>();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QVERIFY(window->findChild<QDockWidget*>(QStringLiteral("commentDock"))->isVisible());
        QVERIFY(!window->gtpShellDock()->isVisible());
    }
};

} // namespace

QTEST_MAIN(TestBoardMarks)
#include "test_boardmarks.moc"
