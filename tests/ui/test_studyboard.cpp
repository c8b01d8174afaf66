// The study board in the main window, as a student uses it: switch layers
// from the View menu, click a stone and read the Why? panel, hover a
// string to see its liberties, step through a record while every layer
// follows, jump from the review graph and the turning points, and keep
// stepping while the engine reads ahead without the window waiting.
#include "analysiscontroller.h"
#include "analysisgraph.h"
#include "boardview.h"
#include "gamedocument.h"
#include "layersdock.h"
#include "mainwindow.h"
#include "reasontext.h"
#include "reviewpanel.h"
#include "whypanel.h"

#include "analysis/group_reading.h"
#include "core/coords.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QListWidget>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <cmath>
#include <memory>

using namespace irodori;
using namespace irodori::ui;

namespace {

QString fixture(const char* name)
{
    return QStringLiteral(IRODORI_TEST_DATA "/") + QLatin1String(name);
}

GridPoint at(const Position& pos, const char* vertex)
{
    const Point p = *parseGtp(pos.board(), vertex);
    return {pos.board().column(p), pos.board().row(p)};
}

// Pixels of the selection's cyan ring just outside the stone at p.
int cyanAround(const QImage& image, const BoardGeometry& g, GridPoint p)
{
    const qreal dpr = image.devicePixelRatio();
    const QPointF c = g.center(p);
    const qreal r = g.stoneRadius() * 1.02;
    int n = 0;
    for (int i = 0; i < 32; ++i) {
        const qreal a = i * 3.14159265 / 16;
        const QPointF q = c + QPointF(std::cos(a) * r, std::sin(a) * r);
        const QRgb px = image.pixel((q * dpr).toPoint());
        n += qBlue(px) > 200 && qGreen(px) > 150 && qRed(px) < 90 ? 1 : 0;
    }
    return n;
}

class TestStudyBoard : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    AnalysisController* study() const { return window->analysisController(); }
    BoardView* board() const { return window->boardView(); }

private slots:
    void initTestCase()
    {
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.filePath(QStringLiteral("settings")));
        QCoreApplication::setOrganizationName(QStringLiteral("IrodoriTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_studyboard"));
    }

    void init()
    {
        window = std::make_unique<MainWindow>();
        window->resize(1100, 800);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    }

    void cleanup() { window.reset(); }

    void viewMenuSwitchesLayers()
    {
        QVERIFY(study());
        window->newGame(9);
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("C3"), QStringLiteral("D4"),
                                      QStringLiteral("G7")}).isEmpty());
        QAction* territory = nullptr;
        QAction* strings = nullptr;
        for (QAction* a : window->findChildren<QAction*>()) {
            if (a->objectName() == QLatin1String("layer-territory"))
                territory = a;
            if (a->objectName() == QLatin1String("layer-strings"))
                strings = a;
        }
        QVERIFY(territory && strings);
        QVERIFY(!territory->shortcut().isEmpty());
        QVERIFY(study()->waitUntilShown(20000));
        const QImage before = board()->grab().toImage();
        strings->trigger();
        QVERIFY(study()->layers().strings().isEnabled());
        QVERIFY(study()->waitUntilShown(20000));
        QApplication::processEvents();
        const QImage after = board()->grab().toImage();
        // The number on the black stone at E5 appeared; an empty corner is unchanged.
        const QPoint e5 = board()->pixelOf(4, 4);
        const qreal dpr = after.devicePixelRatio();
        QVERIFY(before.pixel(e5 * dpr) != after.pixel(e5 * dpr) ||
                before.copy(QRect(e5 * dpr - QPoint(4, 4), QSize(9, 9))) != after.copy(QRect(e5 * dpr - QPoint(4, 4), QSize(9, 9))));
        const QPoint corner = board()->pixelOf(8, 8);
        QCOMPARE(before.pixel(corner * dpr), after.pixel(corner * dpr));
        strings->trigger();
        QVERIFY(!study()->layers().strings().isEnabled());
        QVERIFY(!study()->layersDock()->checkBoxFor(QStringLiteral("strings"))->isChecked());
    }

    // A click on a stone asks "why?": its group is selected, the panel
    // lists the group's reasons, the stones are ringed; the click plays no move.
    void clickingAStoneFillsTheWhyPanel()
    {
        window->newGame(9);
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("C3"), QStringLiteral("D4"),
                                      QStringLiteral("C4"), QStringLiteral("E4")}).isEmpty());
        QVERIFY(study()->waitUntilShown(20000));
        QVERIFY(study()->isCurrent());
        const int moves = window->position().moveNumber();
        const GridPoint c3 = at(window->position(), "C3");
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->pixelOf(c3.x, c3.y));
        QCOMPARE(window->position().moveNumber(), moves); // no move was played
        const analysis::Analysis& a = *study()->analysis();
        const int g = a.groupIndexAt(*parseGtp(window->position().board(), "C3"));
        QCOMPARE(study()->whyPanel()->selectedGroup(), g);
        QVERIFY(study()->whyDock()->isVisible());
        const analysis::Group& group = a.groups[static_cast<std::size_t>(g)];
        QCOMPARE(group.color, White);
        QTreeWidget* reasons = study()->whyPanel()->reasonsView();
        // A row per reason, and one for the group reading when the group
        // was read (the static judgement did not call it alive).
        const bool read = group.reading.verdict != analysis::GroupReading::Verdict::NotRead;
        QCOMPARE(read, analysis::wantsReading(a, g));
        QCOMPARE(reasons->topLevelItemCount(), static_cast<int>(group.reasons.size()) + (read ? 1 : 0));
        QVERIFY(reasons->topLevelItemCount() > 0);
        QCOMPARE(reasons->topLevelItem(0)->text(1).left(Reasons::title(group.reasons[0].key).size()),
                 Reasons::title(group.reasons[0].key));
        // Both white stones of the group are ringed on the board.
        const auto& ringed = study()->layers().highlight().selection();
        QCOMPARE(ringed.size(), static_cast<std::size_t>(group.stones));
        QVERIFY(std::find(ringed.begin(), ringed.end(), at(window->position(), "C4")) != ringed.end());
        // The ring is on the screen: the selection's cyan on the rim of C3
        // and C4, none around the black stone at E5.
        {
            QApplication::processEvents();
            const QImage shot = board()->grab().toImage();
            const BoardGeometry geo = board()->boardGeometry();
            const GridPoint c4 = at(window->position(), "C4");
            const GridPoint e5 = at(window->position(), "E5");
            QVERIFY(cyanAround(shot, geo, c3) > 3);
            QVERIFY(cyanAround(shot, geo, c4) > 3);
            QCOMPARE(cyanAround(shot, geo, e5), 0);
        }

        // A reason with points: clicking it marks them on the board.
        for (int i = 0; i < static_cast<int>(group.reasons.size()); ++i) {
            if (group.reasons[static_cast<std::size_t>(i)].points.empty())
                continue;
            reasons->setCurrentItem(reasons->topLevelItem(i));
            QCOMPARE(study()->layers().highlight().focus().size(), group.reasons[static_cast<std::size_t>(i)].points.size());
            break;
        }

        // The selection follows the group into the next position.
        QVERIFY(window->playVertices({QStringLiteral("B3")}).isEmpty());
        QVERIFY(study()->waitUntilShown(20000));
        const analysis::Analysis& next = *study()->analysis();
        QCOMPARE(study()->whyPanel()->selectedGroup(), next.groupIndexAt(*parseGtp(window->position().board(), "C3")));
    }

    // A string the capture search calls unsettled has its line of play in
    // the Why? panel; choosing it draws the moves on the board, and the
    // next position clears them.
    void aCaptureLineOnTheBoard()
    {
        window->newGame(9);
        QVERIFY(window->playVertices({QStringLiteral("C4"), QStringLiteral("D4"), QStringLiteral("D3"),
                                      QStringLiteral("pass"), QStringLiteral("E3")}).isEmpty());
        QVERIFY(study()->waitUntilShown(20000));
        const GridPoint d4 = at(window->position(), "D4");
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->pixelOf(d4.x, d4.y));
        QTreeWidget* reasons = study()->whyPanel()->reasonsView();
        const QString black = WhyPanel::tr("If %1 plays first").arg(Reasons::colorName(Black));
        QTreeWidgetItem* line = nullptr;
        for (int i = 0; i < reasons->topLevelItemCount() && !line; ++i)
            if (reasons->topLevelItem(i)->text(1) == black)
                line = reasons->topLevelItem(i);
        QVERIFY(line);
        const GridPoint d5 = at(window->position(), "D5");
        QApplication::processEvents();
        const QImage before = board()->grab().toImage();
        reasons->setCurrentItem(line);
        const auto& moves = study()->layers().highlight().line();
        QCOMPARE(moves.size(), std::size_t(19)); // the ladder to the top edge
        QCOMPARE(moves.front(), d5);
        QApplication::processEvents();
        const QImage after = board()->grab().toImage();
        // The first move's stone (black, translucent) darkens the wood
        // beside D5's point, off the lines and the number.
        const qreal dpr = after.devicePixelRatio();
        const int h = int(board()->boardGeometry().stoneRadius() * 0.6);
        const QPoint off = (board()->pixelOf(d5.x, d5.y) + QPoint(h, -h)) * dpr;
        QVERIFY(qGray(after.pixel(off)) + 60 < qGray(before.pixel(off)));
        // White extends at D5: the next position has no line drawn.
        QVERIFY(window->playVertices({QStringLiteral("D5")}).isEmpty());
        QVERIFY(study()->waitUntilShown(20000));
        QVERIFY(study()->layers().highlight().line().empty());
    }

    void hoveringAStringShowsItsLiberties()
    {
        window->newGame(9);
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("E4")}).isEmpty());
        QVERIFY(study()->waitUntilShown(20000));
        const GridPoint e5 = at(window->position(), "E5");
        QTest::mouseMove(board(), board()->pixelOf(e5.x, e5.y));
        QTRY_COMPARE(study()->layers().highlight().liberties().size(), std::size_t(3));
        const auto& libs = study()->layers().highlight().liberties();
        QVERIFY(std::find(libs.begin(), libs.end(), at(window->position(), "E6")) != libs.end());
        // Drawn as green dots on the liberties, not on the other points.
        QApplication::processEvents();
        const QImage shot = board()->grab().toImage();
        const qreal dpr = shot.devicePixelRatio();
        const GridPoint e6 = at(window->position(), "E6");
        const GridPoint a1 = at(window->position(), "A1");
        const QRgb dot = shot.pixel((QPointF(board()->pixelOf(e6.x, e6.y)) * dpr).toPoint());
        QVERIFY2(qGreen(dot) > 150 && qRed(dot) < 100 && qBlue(dot) < 120, qPrintable(QColor(dot).name()));
        const QRgb none = shot.pixel((QPointF(board()->pixelOf(a1.x, a1.y) + QPoint(3, -3)) * dpr).toPoint());
        QVERIFY(!(qGreen(none) > 150 && qRed(none) < 100));
        // An empty point has no liberties to show.
        QTest::mouseMove(board(), board()->pixelOf(0, 0));
        QTRY_VERIFY(study()->layers().highlight().liberties().empty());
    }

    // Stepping through a record: each layer shows the analysis of the
    // position on the board (never the previous one), the review graph
    // follows, and clicking the graph or a turning point jumps.
    void steppingThroughARecordWithTheReview()
    {
        QVERIFY(window->openRecord(fixture("ui/ja_game.sgf")));
        study()->showLayers({QStringLiteral("strings"), QStringLiteral("links"), QStringLiteral("safety")});
        QVERIFY(window->document()->goToMove(30));
        QVERIFY(study()->waitUntilShown(60000, true));
        QVERIFY(study()->isCurrent());
        ReviewPanel* review = study()->reviewPanel();
        QVERIFY(review->review().complete());
        QCOMPARE(review->review().size(), 91); // the root and 90 moves of the main line
        QCOMPARE(study()->lineIndex(), 30);
        QCOMPARE(review->graph()->current(), 30);
        QCOMPARE(review->review().tracked().size(), std::size_t(4));

        for (int step = 0; step < 5; ++step) {
            QVERIFY(window->document()->forward());
            QApplication::processEvents();
            // Every position of the line is analysed already: no waiting.
            QVERIFY(study()->isCurrent());
            QVERIFY(study()->layers().strings().describes(board()->snapshot()));
        }
        QCOMPARE(study()->lineIndex(), 35);

        // The graph: a click at move 12 goes there.
        AnalysisGraph* graph = review->graph();
        QTest::mouseClick(graph, Qt::LeftButton, {}, QPoint(int(graph->xOf(12)), graph->height() / 2));
        QTRY_COMPARE(window->position().moveNumber(), 12);
        QTRY_COMPARE(study()->lineIndex(), 12);
        QVERIFY(study()->isCurrent());

        // Turning points, if the game has any, jump and select the group.
        const auto& turning = review->turningPoints();
        QListWidget* list = review->turningList();
        if (!turning.empty()) {
            QCOMPARE(list->count(), static_cast<int>(turning.size()));
            const GameReview::TurningPoint& t = turning.front();
            emit list->itemClicked(list->item(0));
            QTRY_COMPARE(study()->lineIndex(), t.index);
            QVERIFY(study()->waitUntilShown(20000));
        } else {
            QCOMPARE(list->count(), 1); // "no group changed"
        }
    }

    // Candidate moves: the engine reads on its own thread; stepping on
    // while it reads never waits for it, stops the old reading and starts
    // one for the new position.
    void readingAheadDoesNotBlockNavigation()
    {
        QVERIFY(window->openRecord(fixture("ui/ja_game.sgf")));
        QVERIFY(window->document()->goToMove(20));
        study()->showLayers({QStringLiteral("candidates")});
        // The event loop's latency: the longest pause between two ticks of
        // a 2 ms timer while stepping during the reading. Reported, not
        // asserted (the machine may be loaded); the assertion is that the
        // loop turns while the engine reads.
        int ticks = 0;
        qint64 longestPause = 0;
        QElapsedTimer sinceTick;
        QTimer timer;
        timer.setInterval(2);
        connect(&timer, &QTimer::timeout, this, [&] {
            ++ticks;
            if (sinceTick.isValid())
                longestPause = std::max(longestPause, sinceTick.restart());
            else
                sinceTick.start();
        });
        timer.start();
        QTRY_VERIFY_WITH_TIMEOUT(study()->engine()->isBusy(), 20000);
        longestPause = 0;
        for (int step = 0; step < 4; ++step) {
            const int before = ticks;
            QVERIFY(window->document()->forward());
            // The event loop turns while the engine reads.
            QTRY_VERIFY_WITH_TIMEOUT(ticks >= before + 5, 20000);
            // The variation shown is never the old position's.
            QVERIFY(study()->layers().candidates().variation().empty() || study()->isCurrent());
        }
        qInfo("longest pause of the event loop while stepping during the reading: %lld ms", longestPause);
        QVERIFY(study()->waitUntilShown(60000));
        QVERIFY(!study()->layers().candidates().candidates().empty());
        // The reading is of this position: its moves are on empty points.
        for (const CandidatesLayer::Candidate& c : study()->layers().candidates().candidates())
            QCOMPARE(board()->snapshot().at(c.point.x, c.point.y), Empty);
        QVERIFY(study()->engine()->droppedResults() >= 0);
    }

    // Closing the window while the engine reads: the controller stops the
    // engine on its way out, and the engine's last signal (no longer busy)
    // must not reach panels the window may have destroyed already.
    void closingWhileTheEngineReads()
    {
        window->newGame(9);
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("C3")}).isEmpty());
        QVERIFY(study()->showLayers({QStringLiteral("candidates"), QStringLiteral("strings")}).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(study()->engine()->isBusy(), 20000);
        window.reset();
        QVERIFY(!window);
    }
};

} // namespace

QTEST_MAIN(TestStudyBoard)
#include "test_studyboard.moc"
