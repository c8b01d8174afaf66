// The Renju mode of the main window: a GM[4] record is played by Renju
// rules (nothing captured, Black's forbidden points marked and refused with
// the reason, five in a row ends the game and is recorded), the Go study
// layers and the position tools stay off, and a game against Irodori as
// White or as Black runs on its thread while the window answers.
#include "analysiscontroller.h"
#include "analysisgraph.h"
#include "reviewpanel.h"
#include "boardview.h"
#include "edittools.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "window_helpers.h"
#include "recordactions.h"
#include "renjugame.h"

#include "record/semantics.h"
#include "record/sgf_reader.h"
#include "record/sgf_writer.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace irodori;
using namespace irodori::ui;

namespace {

// Black: H8 G8 J10 J9 (two twos that cross at J8); White far away.
const char* const kRecord = "(;GM[4]FF[4]SZ[15]RU[Renju]PB[Alice]PW[Bob];B[hh];W[cc];B[gh];W[mm];B[if];W[cm];B[ig];W[mc])";

class TestRenjuGame : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    RenjuGame* renju() const { return window->renjuGame(); }
    GameDocument* doc() const { return window->document(); }
    BoardView* board() const { return window->boardView(); }
    Color at(int x, int y) const { return window->position().board().color(window->position().board().at(x, y)); }
    void click(int x, int y) { QTest::mouseClick(board(), Qt::LeftButton, {}, board()->pixelOf(x, y)); }
    QString status() const { return window->statusBar()->currentMessage(); }

    void openRecord(const char* sgf)
    {
        doc()->load(record::readSgf(sgf), QStringLiteral("renju.sgf"));
        QVERIFY(doc()->toEnd());
    }

private slots:
    void initTestCase() { testing::useScratchSettings(dir, "test_renjugame"); }

    void init()
    {
        window = testing::shownWindow();
        QVERIFY(window);
    }

    void cleanup() { window.reset(); }

    // A Renju record: the forbidden point is marked and refused; others play.
    void forbiddenPointsOfARecord()
    {
        QVERIFY(!renju()->isRenjuRecord());
        openRecord(kRecord);
        QVERIFY(renju()->isRenjuRecord());
        QCOMPARE(renju()->rules(), renju::RuleSet::Renju);
        // Nothing is captured in Renju: the status column has no prisoners.
        QLabel* prisoners = window->findChild<QLabel*>(QStringLiteral("blackCaptures"));
        QVERIFY(prisoners);
        QVERIFY(!prisoners->isVisible());
        QCOMPARE(window->position().toMove(), Black);
        const auto& marks = renju()->forbiddenLayer().points();
        QCOMPARE(marks.size(), std::size_t(1));
        QCOMPARE(marks.front(), (GridPoint{8, 7}));
        // The mark is drawn: red at the point, not elsewhere.
        const QImage image = board()->grab().toImage();
        const qreal dpr = image.devicePixelRatio();
        const QColor mark(image.pixel(board()->pixelOf(8, 7) * dpr));
        QVERIFY2(mark.red() > 150 && mark.green() < 90, qPrintable(mark.name()));
        const QColor plain(image.pixel(board()->pixelOf(10, 7) * dpr));
        QVERIFY(!(plain.red() > 150 && plain.green() < 90));
        // A click there is refused, with the reason.
        const int moves = window->position().moveNumber();
        click(8, 7);
        QCOMPARE(window->position().moveNumber(), moves);
        QCOMPARE(status(), QStringLiteral("Forbidden to Black: a double three (三三)."));
        // An occupied point too; an empty one is played.
        click(7, 7);
        QCOMPARE(status(), QStringLiteral("That point is already occupied."));
        click(9, 7);
        QCOMPARE(at(9, 7), Black);
        QCOMPARE(window->position().moveNumber(), moves + 1);
        // White to move: nothing is forbidden to White.
        QVERIFY(renju()->forbiddenLayer().points().empty());
        click(8, 7);
        QCOMPARE(at(8, 7), White);
    }

    // Nothing is captured: a surrounded stone stays. Five in a row ends the
    // game, and the result goes into the record.
    void noCapturesAndFiveWins()
    {
        openRecord("(;GM[4]FF[4]SZ[15]RU[Freestyle];B[ab];W[aa])");
        QCOMPARE(renju()->rules(), renju::RuleSet::Freestyle);
        click(1, 0); // Black B15 would capture A15 in Go
        QCOMPARE(at(0, 0), White);
        QCOMPARE(window->position().prisoners(Black), 0);
        // Black: row 7 from E to H, then I; White elsewhere.
        const int black[] = {4, 5, 6, 7};
        int white = 0;
        click(14, 14); // White
        for (int x : black) {
            click(x, 7);
            QCOMPARE(at(x, 7), Black);
            click(white++, 12);
        }
        QCOMPARE(renju()->winner(), Empty);
        click(8, 7);
        QCOMPARE(renju()->winner(), Black);
        QCOMPARE(doc()->gameInfo("RE"), QStringLiteral("B+"));
        QCOMPARE(status(), QStringLiteral("Black wins with five in a row."));
        const int moves = window->position().moveNumber();
        click(10, 10);
        QCOMPARE(window->position().moveNumber(), moves);
        QVERIFY(status().startsWith(QStringLiteral("The game is over")));
    }

    // On a Renju record the Go study stays off and the position tools are
    // disabled; on a Go record both come back.
    void goToolsStayOff()
    {
        openRecord(kRecord);
        AnalysisController* study = window->analysisController();
        study->showLayers({QStringLiteral("strings"), QStringLiteral("safety")});
        QCoreApplication::processEvents();
        QTest::qWait(50);
        QVERIFY(!study->analysis());
        QVERIFY(!window->editTools()->editingAllowed());
        // The review says why it has nothing to show.
        study->reviewDock()->show();
        QTRY_VERIFY(study->reviewPanel()->graph()->emptyText().contains(QStringLiteral("Renju")));
        window->newGame(9);
        QVERIFY(!renju()->isRenjuRecord());
        QVERIFY(window->findChild<QLabel*>(QStringLiteral("blackCaptures"))->isVisible());
        QVERIFY(window->editTools()->editingAllowed());
        QVERIFY(window->playVertices({QStringLiteral("E5")}).isEmpty());
        QVERIFY(study->waitUntilShown(30000));
        QVERIFY(study->analysis());
        QTRY_VERIFY(study->reviewPanel()->graph()->emptyText().isEmpty());
        QVERIFY(renju()->forbiddenLayer().points().empty());
    }

    // Against Irodori as White: our click, then its answer from its thread;
    // undo of edits waits until the game is over.
    void againstIrodoriAsWhite()
    {
        QSignalSpy moved(renju(), &RenjuGame::engineMoved);
        renju()->start(renju::RuleSet::Renju, White, 0.1);
        QVERIFY(renju()->isRenjuRecord());
        QCOMPARE(renju()->engineColor(), White);
        QCOMPARE(doc()->boardSize(), 15);
        QCOMPARE(doc()->tree().gameType(), 4);
        QCOMPARE(doc()->gameInfo("PW"), QStringLiteral("Irodori"));
        QVERIFY(!window->recordActions()->undoEditAction()->isEnabled());
        click(7, 7);
        QCOMPARE(at(7, 7), Black);
        // While it thinks, our clicks wait.
        if (renju()->isThinking()) {
            click(0, 0);
            QCOMPARE(at(0, 0), Empty);
        }
        QVERIFY(moved.wait(20000));
        QCOMPARE(window->position().moveNumber(), 2);
        QCOMPARE(window->position().toMove(), Black);
        const Move* reply = window->position().lastMove();
        QVERIFY(reply && reply->color == White);
        // Irodori answers next to the centre stone.
        const Board& b = window->position().board();
        QVERIFY(std::abs(b.column(reply->point) - 7) <= 2 && std::abs(b.row(reply->point) - 7) <= 2);
        // The record says what was played, as SGF GM[4].
        const std::string sgf = record::writeSgf(doc()->tree());
        QVERIFY(sgf.find("GM[4]") != std::string::npos);
        QVERIFY(sgf.find("RU[Renju]") != std::string::npos);
        QVERIFY(sgf.find(";B[hh]") != std::string::npos);
        renju()->stop();
        QCOMPARE(renju()->engineColor(), Empty);
        QVERIFY(window->recordActions()->undoEditAction()->isEnabled());
    }

    // As Black Irodori begins, in the centre.
    void irodoriBeginsAsBlack()
    {
        QSignalSpy moved(renju(), &RenjuGame::engineMoved);
        renju()->start(renju::RuleSet::Renju, Black, 0.1);
        QVERIFY(moved.wait(20000));
        QCOMPARE(at(7, 7), Black);
        QCOMPARE(window->position().toMove(), White);
        // Our move, then its answer.
        click(8, 8);
        QCOMPARE(at(8, 8), White);
        QVERIFY(moved.wait(20000));
        QCOMPARE(window->position().moveNumber(), 3);
        QCOMPARE(window->position().toMove(), White);
    }
};

} // namespace

QTEST_MAIN(TestRenjuGame)
#include "test_renjugame.moc"
