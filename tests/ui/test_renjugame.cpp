// The Renju mode of the main window: a GM[4] record is played by Renju
// rules (nothing captured, Black's forbidden points marked and refused with
// the reason, five in a row ends the game and is recorded), the Go study
// layers and the position tools stay off, and a game against Irodori as
// White or as Black runs on its thread while the window answers. Opening
// rules: the central squares, the swap, the declared offers, the fifth
// moves offered and picked, by two players or against Irodori. View → Renju
// Threats: the threats of each point and a win by continuous fours.
#include "analysiscontroller.h"
#include "analysisgraph.h"
#include "reviewpanel.h"
#include "boardview.h"
#include "edittools.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "window_helpers.h"
#include "recordactions.h"
#include "recordfiles.h"
#include "renjugame.h"
#include "renjustudy.h"

#include "record/semantics.h"
#include "renju/opening.h"
#include "record/sgf_reader.h"
#include "record/sgf_writer.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <random>

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
    // The colour drawn at (x, y) a little off the point's centre: within a
    // stone drawn there, off the number on it.
    QColor offNumeral(int x, int y) const
    {
        const QImage image = board()->grab().toImage();
        const QPoint centre = board()->pixelOf(x, y);
        const int cell = board()->pixelOf(x + 1, y).x() - centre.x();
        return QColor(image.pixel((centre + QPoint(cell * 3 / 10, cell * 3 / 10)) * image.devicePixelRatio()));
    }
    bool board3Stones() const { return window->position().moveNumber() == 3; }
    // A record file of the scratch folder with these contents; "" if it
    // could not be written.
    QString writeRecord(const char* name, const char* sgf) const
    {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(sgf) < 0)
            return {};
        return path;
    }

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
        // The two threes that make it so are drawn through their stones.
        const auto& lines = renju()->forbiddenLayer().lines();
        QCOMPARE(lines.size(), std::size_t(2));
        for (const ForbiddenLayer::Segment& l : lines)
            QVERIFY(l.from == (GridPoint{8, 7}) || l.to == (GridPoint{8, 7}));
        const QImage explained = board()->grab().toImage();
        const QPoint between = (board()->pixelOf(7, 7) + board()->pixelOf(8, 7)) / 2; // on the row's line
        const QColor red(explained.pixel(between * explained.devicePixelRatio()));
        QVERIFY2(red.red() > red.green() + 40, qPrintable(red.name()));
        // An occupied point too; an empty one is played.
        click(7, 7);
        QCOMPARE(status(), QStringLiteral("That point is already occupied."));
        click(9, 7);
        QCOMPARE(at(9, 7), Black);
        QCOMPARE(window->position().moveNumber(), moves + 1);
        QVERIFY(renju()->forbiddenLayer().lines().empty());
        // White to move: nothing is forbidden to White.
        QVERIFY(renju()->forbiddenLayer().points().empty());
        click(8, 7);
        QCOMPARE(at(8, 7), White);
    }

    // The status panel names the opening (珠型) of a Renju record, from the
    // start of the record on; a record that does not begin with one of the
    // 26, and a Go record, have no such row.
    void openingNamed()
    {
        QLabel* opening = window->findChild<QLabel*>(QStringLiteral("openingLabel"));
        QVERIFY(opening);
        doc()->load(record::readSgf("(;GM[4]FF[4]SZ[15]RU[Renju];B[hh];W[hg];B[ig];W[aa])"), QStringLiteral("o.sgf"));
        QCOMPARE(opening->text(), QStringLiteral("花月 Kagetsu (4D)"));
        QVERIFY(opening->isVisible());
        QVERIFY(doc()->toEnd());
        QCOMPARE(opening->text(), QStringLiteral("花月 Kagetsu (4D)"));
        // Turned a quarter: still 4D.
        doc()->load(record::readSgf("(;GM[4]FF[4]SZ[15]RU[Renju];B[hh];W[ih];B[ii])"), QStringLiteral("t.sgf"));
        QCOMPARE(opening->text(), QStringLiteral("花月 Kagetsu (4D)"));
        openRecord(kRecord); // White's first stone far from the centre
        QVERIFY(!opening->isVisible());
        window->newGame(9);
        QVERIFY(!opening->isVisible());
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
        // The layer switches are greyed, and the panel says why.
        QCheckBox* strings = window->findChild<QCheckBox*>(QStringLiteral("check-strings"));
        QVERIFY(strings);
        QVERIFY(strings->isChecked());
        QVERIFY(!strings->isEnabled());
        QVERIFY(window->findChild<QLabel*>(QStringLiteral("engineStatus"))->text().contains(QStringLiteral("Renju")));
        // The review says why it has nothing to show.
        study->reviewDock()->show();
        QTRY_VERIFY(study->reviewPanel()->graph()->emptyText().contains(QStringLiteral("Renju")));
        window->newGame(9);
        QVERIFY(!renju()->isRenjuRecord());
        QTRY_VERIFY(strings->isEnabled());
        QVERIFY(strings->isChecked());
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

    // Another record opened during a game against Irodori ends the game:
    // Irodori does not go on playing in the record opened. Saving the game
    // does not end it.
    void openingAnotherRecordEndsTheGame()
    {
        QSignalSpy moved(renju(), &RenjuGame::engineMoved);
        renju()->start(renju::RuleSet::Renju, White, 0.1);
        QCOMPARE(renju()->engineColor(), White);
        QVERIFY(window->files()->saveAs(dir.filePath(QStringLiteral("this.sgf"))));
        QCOMPARE(renju()->engineColor(), White);
        click(7, 7);
        QVERIFY(moved.wait(20000));
        QCOMPARE(window->position().moveNumber(), 2);
        const QString path = writeRecord("other.sgf", "(;GM[4]FF[4]SZ[15]RU[Renju];B[hh])"); // White to move next
        QVERIFY(window->openRecord(path));
        QVERIFY(renju()->isRenjuRecord());
        QCOMPARE(renju()->engineColor(), Empty);
        QVERIFY(!renju()->isThinking());
        doc()->toEnd();
        QTest::qWait(300);
        QCOMPARE(window->position().moveNumber(), 1);
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

    // The RIF opening between two players: the squares of the first three
    // stones, the swap, the fourth stone anywhere, two fifth moves offered
    // (no two symmetrical), one picked; going back before the swap undoes it.
    void rifOpeningBetweenTwoPlayers()
    {
        int asked = 0;
        renju()->askSwap = [&](const QString&) {
            ++asked;
            return true;
        };
        renju()->start(renju::RuleSet::Renju, Empty, 0.1, renju::OpeningRule::Rif);
        QCOMPARE(renju()->rules(), renju::RuleSet::Renju);
        QCOMPARE(renju()->openingRule(), renju::OpeningRule::Rif);
        QVERIFY(doc()->gameInfo("RU").contains(QStringLiteral("RIF opening")));
        doc()->setGameInfo("PB", QStringLiteral("Alice"));
        doc()->setGameInfo("PW", QStringLiteral("Bob"));
        QVERIFY(renju()->pendingStep());
        QCOMPARE(renju()->pendingStep()->kind, renju::OpeningStep::Place);
        QCOMPARE(renju()->openingLayer().square(), 0);
        click(8, 8);
        QCOMPARE(at(8, 8), Empty);
        QCOMPARE(status(), QStringLiteral("The first stone goes on the centre point."));
        click(7, 7);
        QCOMPARE(at(7, 7), Black);
        QCOMPARE(renju()->openingLayer().square(), 1);
        // No passing in the opening.
        window->pass();
        QCOMPARE(window->position().moveNumber(), 1);
        QVERIFY(status().startsWith(QStringLiteral("There is no passing in the opening")));
        click(9, 7); // outside the 3x3 square
        QCOMPARE(at(9, 7), Empty);
        QVERIFY(status().contains(QStringLiteral("3×3")));
        click(8, 8);
        QCOMPARE(at(8, 8), White);
        click(10, 6); // outside the 5x5 square
        QCOMPARE(at(10, 6), Empty);
        click(6, 6); // on the diagonal: the board stays symmetrical
        QCOMPARE(at(6, 6), Black);
        // White's player is asked, and swaps: the names change places.
        QTRY_COMPARE(asked, 1);
        QCOMPARE(doc()->gameInfo("PB"), QStringLiteral("Bob"));
        QCOMPARE(doc()->gameInfo("PW"), QStringLiteral("Alice"));
        QVERIFY(doc()->comment().contains(QStringLiteral("swapped")));
        // The decision is kept for a program too (OD), and the opening named (ON).
        QCOMPARE(doc()->nodeValues("OD"), std::vector<std::string>{"swap:1"});
        const Board& go = window->position().board();
        QCOMPARE(doc()->gameInfo("ON").toStdString(),
                 renju::openingLabel(*renju::openingName(15, go.at(7, 7), go.at(8, 8), go.at(6, 6))));
        QCOMPARE(renju()->pendingStep()->kind, renju::OpeningStep::Place);
        QCOMPARE(renju()->openingLayer().square(), -1);
        // White's fourth stone goes anywhere.
        click(14, 14);
        QCOMPARE(at(14, 14), White);
        QCOMPARE(renju()->pendingStep()->kind, renju::OpeningStep::Offer);
        // The turn panel says who acts, and what.
        QLabel* turn = window->findChild<QLabel*>(QStringLiteral("turnLabel"));
        QVERIFY(turn);
        QCOMPARE(turn->text(), QStringLiteral("Black offers fifth moves"));
        // All of it shows, on two lines if it must.
        QTRY_VERIFY(turn->contentsRect().contains(
            turn->fontMetrics().boundingRect(turn->contentsRect(), Qt::TextWordWrap, turn->text())));
        QCOMPARE(renju()->offerCount(), 2);
        QVERIFY(status().contains(QStringLiteral("fifth move")));
        // Black offers: the mirror image of an offer is refused.
        click(7, 5);
        QCOMPARE(renju()->offers().size(), std::size_t(1));
        QCOMPARE(at(7, 5), Empty);
        QCOMPARE(renju()->openingLayer().offers().size(), std::size_t(1));
        click(5, 7);
        QCOMPARE(renju()->offers().size(), std::size_t(1));
        QVERIFY(status().contains(QStringLiteral("symmetrical")));
        click(7, 5); // taken back, and offered again
        QVERIFY(renju()->offers().empty());
        click(7, 5);
        click(4, 9);
        QCOMPARE(renju()->offers().size(), std::size_t(2));
        // Kept in the record as they are made.
        const std::vector<std::string> kept = doc()->nodeValues("OD");
        QCOMPARE(std::count_if(kept.begin(), kept.end(), [](const std::string& v) { return v.starts_with("offer:"); }), 2);
        QCOMPARE(turn->text(), QStringLiteral("White picks a fifth move"));
        // The offers are drawn as stones numbered 5.
        const QColor offered = offNumeral(4, 9);
        QVERIFY2(offered.lightness() < 130, qPrintable(offered.name()));
        // White picks one: another point is refused.
        click(3, 3);
        QCOMPARE(at(3, 3), Empty);
        QVERIFY(status().contains(QStringLiteral("offered")));
        click(4, 9);
        QCOMPARE(at(4, 9), Black);
        QCOMPARE(status(), QStringLiteral("Black's fifth move is E6; White plays the sixth."));
        QCOMPARE(turn->text(), QStringLiteral("White to play"));
        QCOMPARE(at(7, 5), Empty);
        QVERIFY(!renju()->pendingStep());
        QVERIFY(renju()->openingLayer().offers().empty());
        QVERIFY(doc()->comment().contains(QStringLiteral("White chose E6")));
        // A step back: the offers are there again; forward, the pick.
        QVERIFY(doc()->back());
        QCOMPARE(renju()->offers().size(), std::size_t(2));
        QCOMPARE(renju()->turnColor(), White);
        QVERIFY(doc()->forward());
        QVERIFY(!renju()->pendingStep());
        const std::string sgf = record::writeSgf(doc()->tree());
        QVERIFY2(sgf.find("MA[hf]") != std::string::npos, sgf.c_str());
        // From here on the game is free.
        click(0, 0);
        QCOMPARE(at(0, 0), White);
        // Back to two stones: the swap is undone, the third stone is due again.
        QVERIFY(doc()->back(4));
        QCOMPARE(doc()->gameInfo("PB"), QStringLiteral("Alice"));
        QVERIFY(renju()->pendingStep());
        QCOMPARE(renju()->pendingStep()->square, 2);
        // Forward again past the swap: the record's decision is taken, not
        // asked for again.
        QVERIFY(doc()->forward());
        QCOMPARE(doc()->gameInfo("PB"), QStringLiteral("Bob"));
        QCOMPARE(renju()->pendingStep()->kind, renju::OpeningStep::Place);
        QCOMPARE(renju()->pendingStep()->stones, 3);
        QTest::qWait(50);
        QCOMPARE(asked, 1);
    }

    // A record whose opening is not over goes on where it stands when it is
    // opened again: the decisions it keeps (OD) are taken, the next step is
    // due. A record whose opening is over is reviewed from its start.
    void openingResumedWhenReopened()
    {
        int asked = 0;
        renju()->askSwap = [&](const QString&) {
            ++asked;
            return false;
        };
        // Soosõrv-8: White kept White and declared three offers with the
        // fourth stone; Black's player may swap now.
        const QString soosorv = writeRecord("soosorv.sgf",
                                      "(;GM[4]FF[4]CA[UTF-8]SZ[15]RU[Renju, Soosorv-8 opening]PB[Alice]PW[Bob]"
                                      ";B[hh];W[hg];B[ig]OD[swap:0];W[jj]OD[declare:3])");
        // Stepped into before it could go on: reviewed where it stands.
        QVERIFY(window->openRecord(soosorv));
        QVERIFY(doc()->forward());
        QTest::qWait(50);
        QCOMPARE(window->position().moveNumber(), 1);
        QCOMPARE(renju()->openingRule(), renju::OpeningRule::Free);
        QCOMPARE(asked, 0);
        QVERIFY(window->openRecord(soosorv));
        QTRY_COMPARE(window->position().moveNumber(), 4);
        QCOMPARE(renju()->openingRule(), renju::OpeningRule::Soosorv8);
        QCOMPARE(renju()->offerCount(), 3);
        QVERIFY(renju()->pendingStep());
        QCOMPARE(renju()->pendingStep()->kind, renju::OpeningStep::Swap);
        QVERIFY(!doc()->isModified());
        QVERIFY2(status().startsWith(QStringLiteral("The Soosõrv-8 opening of this record is not over: it goes on from "
                                                    "move 4.")),
                 qPrintable(status()));
        QTRY_COMPARE(asked, 1);
        QCOMPARE(renju()->pendingStep()->kind, renju::OpeningStep::Offer);
        QCOMPARE(doc()->nodeValues("OD"), (std::vector<std::string>{"declare:3", "swap:0"}));
        QCOMPARE(doc()->gameInfo("PB"), QStringLiteral("Alice"));
        click(5, 5);
        QCOMPARE(renju()->offers().size(), std::size_t(1));
        // Offers made and saved come back with the record: two of three
        // here; Black offers the third, White picks.
        const QString offered = writeRecord("soosorv-offers.sgf",
                                            "(;GM[4]FF[4]SZ[15]RU[Renju, Soosorv-8 opening]PB[Alice]PW[Bob];B[hh];W[hg]"
                                            ";B[ig]OD[swap:0];W[jj]OD[declare:3][swap:0][offer:ff][offer:hh][offer:kf])");
        QVERIFY(window->openRecord(offered));
        QTRY_COMPARE(renju()->offers().size(), std::size_t(2)); // hh is taken: left out
        QCOMPARE(renju()->pendingStep()->kind, renju::OpeningStep::Offer);
        QCOMPARE(renju()->turnColor(), Black);
        click(3, 11);
        QCOMPARE(renju()->turnColor(), White);
        click(3, 11);
        QCOMPARE(at(3, 11), Black);
        QVERIFY(!renju()->pendingStep());
        // Over: five stones and more. Reviewed from the start, nothing asked.
        const QString over = writeRecord("rif-over.sgf", "(;GM[4]FF[4]SZ[15]RU[Renju, RIF opening];B[hh];W[hg];B[ig];W[jj]"
                                                   ";B[ff];W[aa])");
        QVERIFY(window->openRecord(over));
        QTest::qWait(50);
        QCOMPARE(window->position().moveNumber(), 0);
        QVERIFY(!renju()->pendingStep());
        QCOMPARE(renju()->openingRule(), renju::OpeningRule::Free);
        QVERIFY(doc()->toEnd());
        QVERIFY(!renju()->pendingStep());
        // A decision of another rule's, or out of its range, is not taken:
        // the swap is asked.
        const QString odd = writeRecord("rif-odd.sgf", "(;GM[4]FF[4]SZ[15]RU[Renju, RIF opening];B[hh];W[hg];B[ig]"
                                                 "OD[declare:3][swap:7])");
        QVERIFY(window->openRecord(odd));
        QTRY_COMPARE(window->position().moveNumber(), 3);
        QTRY_COMPARE(asked, 2);
        QCOMPARE(renju()->pendingStep()->kind, renju::OpeningStep::Place);
    }

    // Renju records on boards of any size a record may hold, with an
    // opening to take up and Irodori named, or none: clicks anywhere and
    // Irodori's turns never break the window, and the record only grows
    // by legal moves.
    void oddBoardsNeverBreakIt()
    {
        renju()->askSwap = [](const QString&) { return true; };
        renju()->askChoice = [](const QString&, const QStringList&) { return 2; };
        renju()->askOfferCount = [](const QString&, int max) { return max; };
        std::mt19937 rng(11);
        const char* rules[] = {"RU[Renju, RIF opening]PW[Irodori]", "RU[Freestyle, Swap2 opening]PB[Irodori]",
                               "RU[Renju, Taraguchi-10 opening]PB[Irodori]", "RU[Renju, Soosorv-8 opening]", "RU[Renju]"};
        for (int size : {2, 3, 4, 5, 6, 9, 19, 25}) {
            for (const char* rule : rules) {
                const std::string sgf = "(;GM[4]FF[4]SZ[" + std::to_string(size) + "]" + rule + ";B[aa])";
                const QString path = writeRecord("odd.sgf", sgf.c_str());
                QVERIFY(window->openRecord(path));
                for (int k = 0; k < 12; ++k) {
                    QTest::qWait(k == 0 ? 60 : 5);
                    if (!renju()->isThinking())
                        click(static_cast<int>(rng() % static_cast<unsigned>(size)),
                              static_cast<int>(rng() % static_cast<unsigned>(size)));
                }
                QTRY_VERIFY2_WITH_TIMEOUT(!renju()->isThinking(),
                                          qPrintable(QStringLiteral("%1x%1 %2: %3")
                                                         .arg(size)
                                                         .arg(QString::fromLatin1(rule), status())),
                                          30000);
                const Board& b = window->position().board();
                QVERIFY(b.stoneCount(Black) + b.stoneCount(White) <= size * size);
                QVERIFY(b.stoneCount(Black) - b.stoneCount(White) >= -1 && b.stoneCount(Black) - b.stoneCount(White) <= 2);
                renju()->stop();
            }
        }
    }

    // Against Irodori, named so in the record: it takes its part again.
    void openingResumedAgainstIrodori()
    {
        const QString path =
            writeRecord("rif-irodori.sgf", "(;GM[4]FF[4]SZ[15]RU[Renju, RIF opening]PB[You]PW[Irodori];B[hh];W[hg];B[ig])");
        QVERIFY(window->openRecord(path));
        QTRY_COMPARE(renju()->engineColor(), White);
        // Irodori decides on the swap, and the decision is recorded.
        const record::Node* third = doc()->tree().root().child(0)->child(0)->child(0);
        QTRY_VERIFY_WITH_TIMEOUT(third->has("OD"), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!renju()->isThinking(), 20000);
        QVERIFY(renju()->engineColor() != Empty);
    }

    // Soosõrv-8 against Irodori as the first player: it puts the opening in
    // its squares; we keep White, put the fourth stone and declare three
    // fifth moves; it may swap; the three fifth moves are offered and one is
    // picked, by whichever side each of us then holds.
    void soosorvAgainstIrodori()
    {
        renju()->askSwap = [](const QString&) { return false; };
        int declared = 0;
        renju()->askOfferCount = [&](const QString&, int max) {
            declared = max;
            return 3;
        };
        renju()->start(renju::RuleSet::Renju, Black, 0.1, renju::OpeningRule::Soosorv8);
        QTRY_VERIFY_WITH_TIMEOUT(board3Stones(), 30000);
        const Board& b = window->position().board();
        QCOMPARE(b.color(b.at(7, 7)), Black);
        for (int y = 0; y < 15; ++y)
            for (int x = 0; x < 15; ++x)
                if (isStone(b.color(b.at(x, y)))) {
                    QVERIFY(std::abs(x - 7) <= 2 && std::abs(y - 7) <= 2);
                    if (b.color(b.at(x, y)) == White)
                        QVERIFY(std::abs(x - 7) <= 1 && std::abs(y - 7) <= 1);
                }
        // We do not swap (asked), and put the fourth stone.
        QTRY_VERIFY(renju()->pendingStep() && renju()->pendingStep()->kind == renju::OpeningStep::Place);
        QCOMPARE(renju()->engineColor(), Black);
        click(1, 1);
        QCOMPARE(at(1, 1), White);
        // We declare (1 to 8 allowed); Irodori, now holding Black, may swap.
        QTRY_COMPARE(declared, 8);
        QCOMPARE(renju()->offerCount(), 3);
        QTRY_VERIFY_WITH_TIMEOUT(renju()->pendingStep() && renju()->pendingStep()->kind == renju::OpeningStep::Offer, 30000);
        qInfo("Irodori holds %s for the fifth moves", renju()->engineColor() == Black ? "Black" : "White");
        if (renju()->engineColor() == Black) {
            // It offers three; we pick the second.
            QTRY_COMPARE_WITH_TIMEOUT(renju()->offers().size(), std::size_t(3), 30000);
            const std::vector<Point> offers = renju()->offers();
            const Board& now = window->position().board();
            click(now.column(offers[1]), now.row(offers[1]));
            QCOMPARE(window->position().board().color(offers[1]), Black);
            QCOMPARE(window->position().toMove(), White);
        } else {
            // It took White: we offer three, it picks one and plays the sixth.
            QCOMPARE(renju()->engineColor(), White);
            QSignalSpy moved(renju(), &RenjuGame::engineMoved);
            click(10, 10);
            click(3, 12);
            click(12, 2);
            QTRY_COMPARE_WITH_TIMEOUT(window->position().moveNumber(), 6, 30000);
            int picked = 0;
            for (auto [x, y] : {std::pair{10, 10}, std::pair{3, 12}, std::pair{12, 2}})
                picked += at(x, y) == Black;
            QCOMPARE(picked, 1);
        }
        QVERIFY(!renju()->pendingStep());
    }

    // Yamaguchi against Irodori as White: we put a weak opening and declare
    // ten fifth moves with it, so Irodori keeps White; it puts the fourth
    // stone, we offer ten, it picks one of them and plays the sixth.
    void yamaguchiIrodoriPicksAnOffer()
    {
        renju()->askOfferCount = [](const QString&, int max) { return std::min(10, max); };
        // A second per decision: each of its short readings ends at its
        // depth rather than at the clock, so the decision is the same on a
        // slower machine.
        renju()->start(renju::RuleSet::Renju, White, 1.0, renju::OpeningRule::Yamaguchi);
        click(7, 7);
        click(7, 6); // we put White's stone too: the opening is ours
        QCOMPARE(at(7, 6), White);
        click(5, 5);
        QCOMPARE(at(5, 5), Black);
        QTRY_COMPARE(renju()->offerCount(), 10);
        QVERIFY(doc()->comment().startsWith(QStringLiteral("10 fifth move")));
        // Irodori decides not to swap, and puts the fourth stone.
        QTRY_COMPARE_WITH_TIMEOUT(window->position().moveNumber(), 4, 30000);
        QCOMPARE(renju()->engineColor(), White);
        QCOMPARE(window->position().lastMove()->color, White);
        QCOMPARE(renju()->pendingStep()->kind, renju::OpeningStep::Offer);
        std::vector<Point> ours;
        for (int x = 0; ours.size() < 10 && x < 15; ++x) {
            if (at(x, 13) != Empty)
                continue;
            click(x, 13);
            ours.push_back(window->position().board().at(x, 13));
        }
        QCOMPARE(renju()->offers(), ours);
        // It picks one, then plays the sixth stone.
        QTRY_COMPARE_WITH_TIMEOUT(window->position().moveNumber(), 6, 30000);
        QVERIFY2(status().startsWith(QStringLiteral("Irodori played")), qPrintable(status()));
        const Board& b = window->position().board();
        int picked = 0;
        for (Point p : ours)
            picked += b.color(p) == Black;
        QCOMPARE(picked, 1);
        QVERIFY(!renju()->pendingStep());
        QCOMPARE(window->position().toMove(), Black);
    }

    // View → Renju Threats: the marks of both sides, the win by continuous
    // fours of the side to move drawn and told; off again, nothing is drawn;
    // a Go record has no such view.
    void threatsView()
    {
        RenjuStudy* study = window->renjuStudy();
        QVERIFY(!study->action()->isEnabled());
        // Black: F9 G9 H9 in a row (White E9 closes it), H8 H7 below H9.
        doc()->load(record::readSgf("(;GM[4]FF[4]SZ[15]RU[Renju]AB[fg][gg][hg][hh][hi]AW[eg][aa][ao][oa][oo]PL[B])"),
                    QStringLiteral("threats.sgf"));
        QVERIFY(study->action()->isEnabled());
        QVERIFY(study->layer().marks().empty());
        QSignalSpy analysed(study, &RenjuStudy::analysed);
        study->action()->setChecked(true);
        QVERIFY(analysed.wait(20000));
        const auto kindAt = [&](int x, int y, Color c) -> int {
            for (const ThreatLayer::Mark& m : study->layer().marks())
                if (m.point == GridPoint{x, y} && m.color == c)
                    return static_cast<int>(m.kind);
            return -1;
        };
        QCOMPARE(kindAt(8, 6, Black), static_cast<int>(renju::ThreatKind::Four)); // White closes the row
        QCOMPARE(kindAt(7, 5, Black), static_cast<int>(renju::ThreatKind::StraightFour));
        QCOMPARE(kindAt(8, 6, White), -1);
        QVERIFY2(study->summary().startsWith(QStringLiteral("Black to move wins by continuous fours")),
                 qPrintable(study->summary()));
        QCOMPARE(status(), study->summary());
        QVERIFY(!study->layer().line().empty());
        QCOMPARE(study->layer().line().front().color, Black);
        // The first move of the line is drawn as a dark stone.
        const GridPoint first = study->layer().line().front().point;
        const QColor drawn = offNumeral(first.x, first.y);
        QVERIFY2(drawn.lightness() < 130, qPrintable(drawn.name()));
        // White to move after Black's stone elsewhere: Black's threat is told.
        click(14, 7);
        QVERIFY(analysed.wait(20000));
        QVERIFY2(study->summary().startsWith(QStringLiteral("Black threatens a win by continuous fours")),
                 qPrintable(study->summary()));
        QCOMPARE(study->layer().line().front().color, Black);
        // No fours to make, but threes: White wins by continuous threats.
        doc()->load(record::readSgf("(;GM[4]FF[4]SZ[15]RU[Renju]AW[hf][hg][fh][gh]AB[ao][oa][oo]PL[W])"),
                    QStringLiteral("vct.sgf"));
        QVERIFY(analysed.wait(20000));
        QVERIFY2(study->summary().startsWith(QStringLiteral("White to move wins by continuous threats")),
                 qPrintable(study->summary()));
        QCOMPARE(study->layer().line().size(), std::size_t(1));
        QCOMPARE(study->layer().line().front().color, White);
        // Off: nothing drawn.
        study->action()->setChecked(false);
        QVERIFY(study->layer().marks().empty());
        QVERIFY(study->layer().line().empty());
        window->newGame(9);
        QVERIFY(!study->action()->isEnabled());
    }

    // Swap2 between two players: three stones anywhere, "two stones more",
    // the first player's choice of colour, then free play; back to three
    // stones the later choice is undone. Swap2 is gomoku's, not Renju's.
    void swap2BetweenTwoPlayers()
    {
        renju()->start(renju::RuleSet::Renju, Empty, 0.1, renju::OpeningRule::Swap2);
        QCOMPARE(renju()->openingRule(), renju::OpeningRule::Free);
        int choices = 0;
        renju()->askChoice = [&](const QString&, const QStringList&) {
            ++choices;
            return 2;
        };
        renju()->askSwap = [](const QString&) { return true; };
        renju()->start(renju::RuleSet::Freestyle, Empty, 0.1, renju::OpeningRule::Swap2);
        QCOMPARE(renju()->openingRule(), renju::OpeningRule::Swap2);
        QVERIFY(doc()->gameInfo("RU").contains(QStringLiteral("Swap2")));
        QCOMPARE(renju()->rules(), renju::RuleSet::Freestyle);
        doc()->setGameInfo("PB", QStringLiteral("Alice"));
        doc()->setGameInfo("PW", QStringLiteral("Bob"));
        QCOMPARE(renju()->openingLayer().square(), -1);
        click(0, 0); // anywhere
        QCOMPARE(at(0, 0), Black);
        click(1, 0);
        QCOMPARE(at(1, 0), White);
        click(14, 14);
        QCOMPARE(at(14, 14), Black);
        QTRY_COMPARE(choices, 1);
        QVERIFY(doc()->comment().contains(QStringLiteral("two stones more")));
        QCOMPARE(doc()->gameInfo("PB"), QStringLiteral("Alice"));
        // The second player puts a white stone and a black one.
        QVERIFY(renju()->pendingStep());
        QCOMPARE(renju()->pendingStep()->actor, White);
        click(5, 5);
        QCOMPARE(at(5, 5), White);
        QCOMPARE(renju()->pendingStep()->stone, Black);
        click(6, 6);
        QCOMPARE(at(6, 6), Black);
        // The first player takes White: the names change places.
        QTRY_COMPARE(doc()->gameInfo("PB"), QStringLiteral("Bob"));
        QVERIFY(!renju()->pendingStep());
        click(7, 7);
        QCOMPARE(at(7, 7), White);
        // Back to three stones: the colour choice is undone, the second
        // player's stones are due again.
        QVERIFY(doc()->back(3));
        QCOMPARE(doc()->gameInfo("PB"), QStringLiteral("Alice"));
        QVERIFY(renju()->pendingStep());
        QCOMPARE(renju()->pendingStep()->kind, renju::OpeningStep::Place);
        QCOMPARE(renju()->pendingStep()->stones, 3);
    }

    // Swap2 against Irodori as the first player: its three stones near the
    // centre; we swap to Black, and Irodori, now White, plays the fourth.
    void swap2AgainstIrodori()
    {
        renju()->askChoice = [](const QString&, const QStringList&) { return 1; };
        renju()->start(renju::RuleSet::Freestyle, Black, 0.1, renju::OpeningRule::Swap2);
        QTRY_VERIFY_WITH_TIMEOUT(window->position().moveNumber() >= 3, 30000);
        const Board& b = window->position().board();
        int black = 0, white = 0;
        for (int y = 0; y < 15; ++y)
            for (int x = 0; x < 15; ++x)
                if (const Color c = b.color(b.at(x, y)); isStone(c)) {
                    QVERIFY(std::abs(x - 7) <= 2 && std::abs(y - 7) <= 2);
                    (c == Black ? black : white) += 1;
                }
        QCOMPARE(black, 2);
        QCOMPARE(white, 1);
        QTRY_COMPARE(renju()->engineColor(), White);
        QTRY_COMPARE_WITH_TIMEOUT(window->position().moveNumber(), 4, 30000);
        QCOMPARE(window->position().lastMove()->color, White);
        QVERIFY(!renju()->pendingStep());
        QCOMPARE(window->position().toMove(), Black);
        click(0, 14);
        QCOMPARE(at(0, 14), Black);
    }

    // Swap2 with Irodori as the second player: whichever it chooses, the
    // game goes on from there with the right side to move.
    void swap2IrodoriChooses()
    {
        int asked = 0;
        renju()->askSwap = [&](const QString&) {
            ++asked;
            return false;
        };
        renju()->start(renju::RuleSet::Freestyle, White, 0.1, renju::OpeningRule::Swap2);
        click(7, 7);
        click(8, 8);
        click(6, 8);
        QCOMPARE(window->position().moveNumber(), 3);
        QTRY_VERIFY_WITH_TIMEOUT(!renju()->pendingStep() || renju()->pendingStep()->kind != renju::OpeningStep::Choose,
                                 30000);
        const QString comment = doc()->tree().root().child(0)->child(0)->child(0)->has("C")
                                    ? QString::fromStdString(record::textValue(*doc()->tree().root().child(0)->child(0)->child(0), "C"))
                                    : QString();
        qInfo("Irodori's Swap2 choice: %s", qPrintable(comment));
        if (renju()->engineColor() == Black) {
            // It swapped: we play White's fourth stone.
            QVERIFY(!renju()->pendingStep());
            QCOMPARE(window->position().toMove(), White);
            click(0, 0);
            QCOMPARE(at(0, 0), White);
        } else if (comment.contains(QStringLiteral("two stones more"))) {
            // Two stones more from it, our choice (keep Black), its sixth.
            QTRY_COMPARE_WITH_TIMEOUT(window->position().moveNumber(), 6, 30000);
            QCOMPARE(asked, 1);
            QCOMPARE(renju()->engineColor(), White);
            QCOMPARE(window->position().lastMove()->color, White);
        } else {
            // It kept White and plays the fourth.
            QTRY_COMPARE_WITH_TIMEOUT(window->position().moveNumber(), 4, 30000);
            QCOMPARE(window->position().lastMove()->color, White);
        }
        QVERIFY(!renju()->pendingStep());
    }

    // Taraguchi-10 between two players: each stone in a growing square,
    // the other player asked to swap after each; Black's player keeps Black
    // and puts the fifth in the 9x9 square; White's player asked once more.
    // The other way, ten fifth moves offered and one picked.
    void taraguchiBetweenTwoPlayers()
    {
        int swaps = 0;
        renju()->askSwap = [&](const QString&) {
            ++swaps;
            return false;
        };
        int choice = 0;
        QStringList options;
        renju()->askChoice = [&](const QString&, const QStringList& offered) {
            options = offered;
            return choice;
        };
        renju()->start(renju::RuleSet::Renju, Empty, 0.1, renju::OpeningRule::Taraguchi10);
        QVERIFY(doc()->gameInfo("RU").contains(QStringLiteral("Taraguchi-10")));
        click(7, 7);
        QTRY_COMPARE(swaps, 1);
        QCOMPARE(renju()->openingLayer().square(), 1);
        click(9, 7); // outside 3x3
        QCOMPARE(at(9, 7), Empty);
        click(8, 7);
        QCOMPARE(at(8, 7), White);
        QTRY_COMPARE(swaps, 2);
        click(9, 9);
        QCOMPARE(at(9, 9), Black);
        QTRY_COMPARE(swaps, 3);
        QCOMPARE(renju()->openingLayer().square(), 3);
        click(11, 7); // four from the centre: outside 7x7
        QCOMPARE(at(11, 7), Empty);
        QVERIFY(status().contains(QStringLiteral("7×7")));
        click(10, 5);
        QCOMPARE(at(10, 5), White);
        // Black's player's choice: keep Black, the fifth in 9x9.
        QTRY_COMPARE(options.size(), 3);
        QCOMPARE(renju()->openingLayer().square(), 4);
        QVERIFY(doc()->comment().contains(QStringLiteral("keeps Black")));
        click(12, 7);
        QCOMPARE(at(12, 7), Empty);
        click(11, 10);
        QCOMPARE(at(11, 10), Black);
        QTRY_COMPARE(swaps, 4);
        QVERIFY(!renju()->pendingStep());
        QCOMPARE(window->position().toMove(), White);
        // Back to three stones and the same fourth stone: the record's
        // choice is taken again, not asked.
        options.clear();
        choice = 2;
        QVERIFY(doc()->back(2));
        click(10, 5);
        QTest::qWait(50);
        QVERIFY(options.isEmpty());
        QCOMPARE(renju()->pendingStep()->square, 4);
        // Another fourth stone, the other way: ten fifth moves offered.
        QVERIFY(doc()->back());
        click(4, 9);
        QCOMPARE(at(4, 9), White);
        QTRY_COMPARE(options.size(), 3);
        QVERIFY(renju()->pendingStep());
        QCOMPARE(renju()->pendingStep()->kind, renju::OpeningStep::Offer);
        QCOMPARE(renju()->offerCount(), 10);
        std::vector<Point> ours;
        for (int x = 0; x < 10; ++x) {
            click(x, 13);
            ours.push_back(window->position().board().at(x, 13));
        }
        QCOMPARE(renju()->offers(), ours);
        click(4, 13);
        QCOMPARE(at(4, 13), Black);
        QVERIFY(!renju()->pendingStep());
        QCOMPARE(window->position().toMove(), White);
    }

    // Taraguchi-10 against Irodori as the first player, whatever it decides:
    // we never swap, put our stones at the first point allowed, offer the
    // first points allowed and pick the first offer; the opening ends with
    // five stones and the game goes on.
    void taraguchiAgainstIrodori()
    {
        renju()->askSwap = [](const QString&) { return false; };
        renju()->askChoice = [](const QString&, const QStringList&) { return 0; };
        renju()->start(renju::RuleSet::Renju, Black, 0.1, renju::OpeningRule::Taraguchi10);
        QElapsedTimer clock;
        clock.start();
        while (renju()->pendingStep() && clock.elapsed() < 60000) {
            QTest::qWait(20);
            const renju::OpeningStep* step = renju()->pendingStep();
            if (!step || renju()->isThinking())
                continue;
            if (step->kind == renju::OpeningStep::Offer && !renju()->offers().empty()
                && static_cast<int>(renju()->offers().size()) == renju()->offerCount()) {
                const Point first = renju()->offers().front();
                const Board& b = window->position().board();
                if (renju()->problemAt(b.column(first), b.row(first)).isEmpty())
                    click(b.column(first), b.row(first));
                continue;
            }
            if (step->kind != renju::OpeningStep::Place && step->kind != renju::OpeningStep::Offer)
                continue; // a decision: asked, or Irodori's
            bool clicked = false;
            for (int y = 0; y < 15 && !clicked; ++y)
                for (int x = 0; x < 15 && !clicked; ++x)
                    if (at(x, y) == Empty && renju()->problemAt(x, y).isEmpty()) {
                        const auto& offers = renju()->offers();
                        if (std::find(offers.begin(), offers.end(), window->position().board().at(x, y)) != offers.end())
                            continue; // a second click would take it back
                        click(x, y);
                        clicked = true;
                    }
        }
        QVERIFY2(!renju()->pendingStep(), qPrintable(status()));
        QVERIFY(window->position().moveNumber() >= 5);
        QVERIFY(doc()->gameInfo("RU").contains(QStringLiteral("Taraguchi-10")));
    }

    // Random clicks, steps back and forward and random answers through every
    // opening rule between two players: nothing breaks, the step due always
    // matches the stones on the board, the offers never exceed their number,
    // and every opening can be played to its end.
    void randomPlayThroughOpenings()
    {
        std::mt19937 rng(11);
        renju()->askSwap = [&](const QString&) { return rng() % 2 == 0; };
        renju()->askChoice = [&](const QString&, const QStringList& options) {
            return static_cast<int>(rng() % static_cast<unsigned>(options.size()));
        };
        renju()->askOfferCount = [&](const QString&, int max) { return 1 + static_cast<int>(rng() % 3) % max; };
        for (renju::OpeningRule rule : {renju::OpeningRule::Rif, renju::OpeningRule::Yamaguchi,
                                        renju::OpeningRule::Soosorv8, renju::OpeningRule::Taraguchi10,
                                        renju::OpeningRule::Swap2}) {
            const renju::RuleSet rules = rule == renju::OpeningRule::Swap2 ? renju::RuleSet::Freestyle : renju::RuleSet::Renju;
            renju()->start(rules, Empty, 0.1, rule);
            bool finished = false;
            for (int i = 0; i < 100; ++i) {
                const unsigned what = rng() % 10;
                const renju::OpeningStep* due = renju()->pendingStep();
                const auto& offers = renju()->offers();
                if (what == 0) {
                    doc()->back(1 + static_cast<int>(rng() % 2));
                } else if (what == 1) {
                    doc()->forward();
                } else if (due && due->kind == renju::OpeningStep::Offer && !offers.empty()
                           && static_cast<int>(offers.size()) == renju()->offerCount() && what < 6) {
                    // White's pick: one of the offers (a random click rarely finds one).
                    const Point p = offers[rng() % offers.size()];
                    click(window->position().board().column(p), window->position().board().row(p));
                } else if (due && due->kind == renju::OpeningStep::Place && due->square >= 0 && what < 6) {
                    // A stone in its square (a random click rarely finds the centre).
                    const int side = 2 * due->square + 1;
                    click(7 - due->square + static_cast<int>(rng() % static_cast<unsigned>(side)),
                          7 - due->square + static_cast<int>(rng() % static_cast<unsigned>(side)));
                } else {
                    click(static_cast<int>(rng() % 15), static_cast<int>(rng() % 15));
                }
                QCoreApplication::processEvents();
                const int stones = window->position().board().stoneCount(Black)
                                   + window->position().board().stoneCount(White);
                if (const renju::OpeningStep* step = renju()->pendingStep()) {
                    QCOMPARE(step->stones, stones);
                    QVERIFY(static_cast<int>(renju()->offers().size()) <= std::max(renju()->offerCount(), 0));
                    for (Point p : renju()->offers())
                        QCOMPARE(window->position().board().color(p), Empty);
                } else if (stones >= 5) {
                    finished = true;
                }
            }
            QVERIFY2(finished, renju::openingRuleName(rule));
        }
    }
};

} // namespace

QTEST_MAIN(TestRenjuGame)
#include "test_renjugame.moc"
