// View → Analyse with a GTP Program…: the report lines of Leela Zero and
// KataGo read into candidates; irodori-cli gtp (lz-analyze) analysing the
// position shown in the window, following it through the record, and drawn
// on the board; a scripted KataGo-like program for the exact commands it is
// sent (set-up stones as moves, kata-analyze for the side to move) and its
// score; programs that offer no analysis, refuse the board, cannot start, or
// stop.
#include "analysiscontroller.h"
#include "analysisgraph.h"
#include "boardview.h"
#include "fake_gtp.h"
#include "gamedocument.h"
#include "gtpanalysis.h"
#include "mainwindow.h"
#include "recordactions.h"
#include "reviewpanel.h"
#include "window_helpers.h"

#include "core/coords.h"
#include "record/semantics.h"

#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace irodori;
using namespace irodori::ui;

namespace {

// A scripted program that offers the commands in `commands` and answers an
// analysis command with `report` (a shell command), then, when the next
// command comes, one empty line that ends the stream.
QString fakeProgram(const QTemporaryDir& dir, const char* name, const char* commands, const char* report)
{
    return testing::fakeGtpProgram(
        dir, name,
        QByteArray("    list_commands) printf '= name\\nplay\\n") + commands
            + "\\n\\n';;\n"
              "    boardsize) if [ \"$args\" = 9 ]; then printf '=\\n\\n'; else printf '? unacceptable size\\n\\n'; fi;;\n"
              "    kata-analyze|lz-analyze) printf '=\\n'; "
            + report + "; streaming=1;;\n",
        "  if [ \"$streaming\" = 1 ]; then printf '\\n'; streaming=0; fi\n");
}

} // namespace

class TestGtpAnalysis : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    GtpAnalysis* analysis() const { return window->gtpAnalysis(); }
    GameDocument* doc() const { return window->document(); }
    const Board& b() const { return window->position().board(); }
    QString status() const { return window->statusBar()->currentMessage(); }
    QString vertex(GridPoint p) const { return QString::fromStdString(toGtp(b(), b().at(p.x, p.y))); }

private slots:
    void initTestCase() { testing::useScratchSettings(dir, "test_gtpanalysis"); }

    void init()
    {
        window = testing::shownWindow();
        QVERIFY(window);
        window->newGame(9);
    }

    void cleanup() { window.reset(); }

    // Leela Zero: win rates in hundredths of a per cent, every candidate
    // in one line; KataGo: fractions, more keys, the score.
    void readsReports()
    {
        const auto lz = parseAnalysisReport(
            QStringLiteral("info move F3 visits 2637 winrate 5263 order 0 pv F3 E2 E3 info move C6 visits 945 "
                           "winrate 5156 prior 1234 order 1 pv C6 info move pass visits 3 winrate 100 order 2 pv pass"),
            9);
        QCOMPARE(lz.size(), std::size_t(3));
        QCOMPARE(lz[0].point.x, 5);
        QCOMPARE(lz[0].point.y, 6); // F3 on 9x9: row 6 from the top
        QCOMPARE(lz[0].visits, 2637);
        QCOMPARE(lz[0].winrate, 0.5263);
        QCOMPARE(lz[0].pv.size(), std::size_t(3));
        QCOMPARE(lz[0].pv[1].x, 4); // E2
        QCOMPARE(lz[0].pv[1].y, 7);
        QVERIFY(!lz[0].scoreLead);
        QCOMPARE(lz[1].order, 1);
        QCOMPARE(lz[1].winrate, 0.5156);
        QVERIFY(!lz[2].point.isValid()); // the pass
        QCOMPARE(lz[2].winrate, 0.01);

        const auto kata = parseAnalysisReport(
            QStringLiteral("info move Q16 visits 310 utility 0.1 winrate 0.612 scoreMean 2.5 scoreLead 2.4 "
                           "scoreStdev 9 prior 0.2 lcb 0.6 utilityLcb 0.1 order 0 pv Q16 D4 ownership 0.1 0.2"),
            19);
        QCOMPARE(kata.size(), std::size_t(1));
        QCOMPARE(kata[0].winrate, 0.612);
        QVERIFY(kata[0].scoreLead);
        QCOMPARE(*kata[0].scoreLead, 2.4);
        QCOMPARE(kata[0].pv.size(), std::size_t(2)); // the ownership numbers are no moves
        QCOMPARE(kata[0].visits, 310);

        // Off the board, malformed, cut short: left out, never a crash.
        QVERIFY(parseAnalysisReport(QStringLiteral("info move T19 visits 5 winrate 5000"), 9).empty());
        QVERIFY(parseAnalysisReport(QStringLiteral("info move"), 9).empty());
        QVERIFY(parseAnalysisReport(QStringLiteral("garbage 1 2 3"), 9).empty());
        QVERIFY(parseAnalysisReport(QStringLiteral("info move D4 visits x winrate 9e9"), 9).at(0).winrate <= 1.0);
        QVERIFY(parseAnalysisReport(QStringLiteral("info move D4 visits 5"), 0).empty());
    }

    // irodori-cli gtp analyses the position shown; another position clears
    // the candidates at once and gets its own; the best move is drawn in
    // blue and hovering over it draws its continuation.
    void irodoriAnalysesTheWindow()
    {
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("C3")}).isEmpty());
        QSignalSpy updated(analysis(), &GtpAnalysis::updated);
        QVERIFY(analysis()->start(QStringLiteral("\"%1\" gtp").arg(QStringLiteral(IRODORI_CLI)), 20));
        QVERIFY(analysis()->isActive());
        QTRY_VERIFY_WITH_TIMEOUT(analysis()->reports() >= 2, 20000);
        QCOMPARE(analysis()->analyzeCommand(), QStringLiteral("kata-analyze"));
        QCOMPARE(analysis()->sideToMove(), Black);
        // Its ownership too, for Black: the black stone on E5 is Black's.
        QCOMPARE(analysis()->ownership().size(), std::size_t{81});
        QVERIFY(analysis()->ownership()[4 * 9 + 4] > 0);
        QVERIFY(analysis()->ownership()[6 * 9 + 2] < 0); // White's C3
        const auto candidates = analysis()->candidates();
        QVERIFY(!candidates.empty());
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            const GtpCandidate& c = candidates[i];
            QVERIFY(c.winrate >= 0 && c.winrate <= 1);
            if (i > 0)
                QVERIFY(c.visits <= candidates[i - 1].visits); // most visited first
            if (c.point.isValid())
                QCOMPARE(b().color(b().at(c.point.x, c.point.y)), Empty);
        }
        QVERIFY(status().contains(QStringLiteral("best ")));
        QVERIFY(status().contains(QStringLiteral("for Black")));

        // The best candidate's disc is blue on the board.
        const GtpCandidate best = candidates.front();
        QVERIFY(best.point.isValid());
        BoardView* view = window->boardView();
        const QPoint at = view->pixelOf(best.point.x, best.point.y);
        QImage image = view->grab().toImage();
        const QColor disc = image.pixelColor(at + QPoint(view->boardGeometry().stoneRadius() * 0.7, 0));
        QVERIFY2(disc.blue() > disc.red() + 60, qPrintable(disc.name()));

        // Hovering over it draws its continuation as ghost stones.
        QVERIFY(best.pv.size() >= 2 && best.pv[1].isValid() && best.pv[1] != best.point);
        const QPoint second = view->pixelOf(best.pv[1].x, best.pv[1].y);
        const QColor before = image.pixelColor(second);
        QTest::mouseMove(view, at);
        QTRY_VERIFY(view->grab().toImage().pixelColor(second) != before);

        // Back a move: White to move, the old report gone at once.
        QVERIFY(doc()->back(1));
        QVERIFY(analysis()->candidates().empty());
        QTRY_VERIFY_WITH_TIMEOUT(analysis()->reports() >= 1 && !analysis()->candidates().empty(), 20000);
        QCOMPARE(analysis()->sideToMove(), White);
        QVERIFY(status().contains(QStringLiteral("for White")));
        for (const GtpCandidate& c : analysis()->candidates())
            if (c.point.isValid())
                QCOMPARE(b().color(b().at(c.point.x, c.point.y)), Empty);

        analysis()->stop();
        QVERIFY(!analysis()->isActive());
        QVERIFY(analysis()->candidates().empty());
        QVERIFY(!analysis()->stopAction()->isEnabled());
    }

    // What a KataGo-like program is sent: the board, komi, the set-up
    // stones and moves as plays, kata-analyze for the side to move; its
    // score in the status bar.
    void commandsSentToTheProgram()
    {
        const QString program = fakeProgram(
            dir, "kata", "kata-analyze\\nlz-analyze",
            "printf 'info move C7 visits 40 winrate 0.25 scoreLead -3.5 order 0 pv C7 D7\\n'");
        QVERIFY(!program.isEmpty());
        QVERIFY(doc()->setStone(b().at(2, 2), Black)); // C7 set up on the root
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("pass")}).isEmpty());
        QVERIFY(analysis()->start(program, 30));
        QTRY_COMPARE(analysis()->reports(), 1);
        QCOMPARE(analysis()->analyzeCommand(), QStringLiteral("kata-analyze"));
        const auto c = analysis()->candidates();
        QCOMPARE(c.size(), std::size_t(1));
        QCOMPARE(c[0].winrate, 0.25);
        // Black to move and 3.5 behind: White leads.
        QCOMPARE(status(), QStringLiteral("Fake: best C7, 25.0 % for Black (40 visits) White leads by 3.5 points."));
        const QStringList expected = {
            QStringLiteral("name "),          QStringLiteral("list_commands "),
            QStringLiteral("boardsize 9"),    QStringLiteral("clear_board "),
            QStringLiteral("komi 6.5"),       QStringLiteral("play b C7"),
            QStringLiteral("play b E5"),      QStringLiteral("play w pass"),
            QStringLiteral("kata-analyze b 30 ownership true"),
        };
        QTRY_COMPARE(testing::fakeGtpLog(program), expected);

        // Forward through the record: the stream is ended by the next
        // command, the board size is not sent again.
        QVERIFY(doc()->back(1));
        QTRY_COMPARE(analysis()->reports(), 1);
        QCOMPARE(analysis()->sideToMove(), White);
        const QStringList again = testing::fakeGtpLog(program).mid(expected.size());
        QCOMPARE(again, QStringList({QStringLiteral("clear_board "), QStringLiteral("komi 6.5"),
                                     QStringLiteral("play b C7"), QStringLiteral("play b E5"),
                                     QStringLiteral("kata-analyze w 30 ownership true")}));
        analysis()->stop();
        QTRY_VERIFY(testing::fakeGtpLog(program).contains(QStringLiteral("quit ")));
    }

    // After the whole game, a move that cost its player 10 points of win
    // rate or more is marked ?! (20 or more: ?) with the fall in its
    // comment; one undo takes the marks back with the notes.
    void marksMistakes()
    {
        // The win rate for the side to move after n plays: 0.75 after one
        // (Black's E5 left White 75 %), 0.4 after two, else one half.
        const QString program = fakeProgram(
            dir, "judge", "kata-analyze",
            "n=$(awk '/^clear_board/{n=0} /^play/{n++} END{print n}' \"$0.log\"); "
            "case $n in 1) w=0.75;; 2) w=0.4;; *) w=0.5;; esac; "
            "printf 'info move J9 visits 12 winrate %s order 0 pv J9\\n' $w");
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("C3"), QStringLiteral("G7")}).isEmpty());
        QVERIFY(doc()->back(3));
        QVERIFY(analysis()->start(program, 20));
        QTRY_VERIFY(analysis()->reports() >= 1);
        QVERIFY(analysis()->analyseGame(100));
        QTRY_VERIFY_WITH_TIMEOUT(!analysis()->isAnalysingGame(), 20000);
        QVERIFY(status().contains(QStringLiteral("marked")));
        const auto line = doc()->tree().mainLine();
        // E5: Black 50 % → 25 %, bad; C3: White 75 % → 60 %, doubtful; G7: Black 40 % → 50 %.
        QCOMPARE(record::moveAnnotation(*line[1]), record::MoveAnnotation::Bad);
        QVERIFY(QString::fromStdString(record::comment(*line[1])).contains(QStringLiteral("Black's win rate fell from 50.0 % to 25.0 %.")));
        QCOMPARE(record::moveAnnotation(*line[2]), record::MoveAnnotation::Doubtful);
        QVERIFY(QString::fromStdString(record::comment(*line[2])).contains(QStringLiteral("White's win rate fell from 75.0 % to 60.0 %.")));
        QCOMPARE(record::moveAnnotation(*line[3]), record::MoveAnnotation::None);
        QCOMPARE(doc()->current(), line[3]); // where the analysis ended
        window->recordActions()->undoEditAction()->trigger();
        QCOMPARE(record::moveAnnotation(*doc()->tree().mainLine()[1]), record::MoveAnnotation::None);
        analysis()->stop();
    }

    // KataGo's ownership: read for the side to move, shown for Black as
    // squares under the stones (dark Black's, light White's), off with its
    // View action, gone at another position until the next report.
    void kataGoTerritory()
    {
        QString values = QStringLiteral("0.9");
        for (int i = 1; i < 80; ++i)
            values += QStringLiteral(" 0");
        values += QStringLiteral(" -0.8");
        QCOMPARE(parseOwnership(QStringLiteral("info move C7 visits 4 ownership ") + values, 9)->size(), std::size_t{81});
        QVERIFY(!parseOwnership(QStringLiteral("info move C7 visits 4 ownership 0.5 0.5"), 9));
        QVERIFY(!parseOwnership(QStringLiteral("info move C7 visits 4"), 9));
        QVERIFY(!parseOwnership(QStringLiteral("ownership nan ") + values, 9));
        QCOMPARE(parseOwnership(QStringLiteral("ownership 7 ") + values, 9)->front(), 1.0); // clamped

        const QString program = fakeProgram(
            dir, "katagoown", "kata-analyze",
            QStringLiteral("printf 'info move C7 visits 40 winrate 0.6 order 0 pv C7 ownership %1\\n'").arg(values).toLatin1().constData());
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("D5")}).isEmpty());
        BoardView* view = window->boardView();
        const BoardGeometry g = view->boardGeometry();
        const QPoint a9 = (g.center(0, 0) + QPointF(g.cell() * 0.2, g.cell() * 0.2)).toPoint();
        const int wood = qGray(view->grab().toImage().pixel(a9));
        QVERIFY(analysis()->start(program, 30));
        QTRY_COMPARE(analysis()->reports(), 1);
        QCOMPARE(analysis()->ownership().size(), std::size_t{81});
        QCOMPARE(analysis()->ownership().front(), 0.9); // Black to move: as sent
        QCOMPARE(analysis()->ownership().back(), -0.8);
        QVERIFY(qGray(view->grab().toImage().pixel(a9)) < wood - 40); // Black's: dark
        analysis()->ownershipAction()->trigger(); // off
        QCOMPARE(qGray(view->grab().toImage().pixel(a9)), wood);
        analysis()->ownershipAction()->trigger();
        // White to move: the program's values are White's, turned to Black's.
        QVERIFY(doc()->back(1));
        QVERIFY(analysis()->ownership().empty());
        QTRY_COMPARE(analysis()->reports(), 1);
        QCOMPARE(analysis()->ownership().front(), -0.9);
        QVERIFY(qGray(view->grab().toImage().pixel(a9)) > wood); // White's: light
        analysis()->stop();
        QVERIFY(analysis()->ownership().empty());
    }

    // The dialog: the program (irodori-cli beside this program by default,
    // else the last one given) and the interval, laid out in the dialog.
    void dialog()
    {
        bool seen = false, laidOut = false, editShown = false, interval = false;
        QString command;
        QTimer::singleShot(200, this, [&] {
            for (QWidget* top : QApplication::topLevelWidgets())
                if (auto* d = qobject_cast<QDialog*>(top); d && d->isVisible()) {
                    seen = true;
                    laidOut = d->layout() != nullptr;
                    if (auto* edit = d->findChild<QLineEdit*>()) {
                        editShown = edit->isVisible();
                        command = edit->text();
                    }
                    interval = d->findChild<QSpinBox*>() != nullptr;
                    d->reject(); // whatever was found: the test goes on
                }
        });
        analysis()->choose();
        QVERIFY(seen);
        QVERIFY(laidOut);
        QVERIFY(editShown);
        QCOMPARE(command, GtpAnalysis::defaultCommand());
        QVERIFY(interval);
        QVERIFY(!analysis()->isActive());
    }

    // The best line into the record: a variation from the position shown,
    // the first move commented, one undo step, the board where it was.
    void addsTheBestLine()
    {
        const QString program = fakeProgram(dir, "liner", "lz-analyze",
                                            "printf 'info move D4 visits 40 winrate 6000 order 0 pv D4 E4 D5\\n'");
        QVERIFY(window->playVertices({QStringLiteral("E5")}).isEmpty());
        QVERIFY(!analysis()->addLineAction()->isEnabled());
        QVERIFY(analysis()->start(program, 30));
        QTRY_COMPARE(analysis()->reports(), 1);
        QVERIFY(analysis()->addLineAction()->isEnabled());
        const record::Node* at = doc()->current();
        analysis()->addLineAction()->trigger();
        QCOMPARE(doc()->current(), at);
        QCOMPARE(at->childCount(), 1);
        const record::Node* first = at->child(0);
        QCOMPARE(record::nodeMove(*first, 9)->color, White);
        QCOMPARE(QString::fromStdString(toGtp(b(), record::nodeMove(*first, 9)->point)), QStringLiteral("D4"));
        QCOMPARE(QString::fromStdString(record::comment(*first)), QStringLiteral("Fake: 60.0 % for White, 40 visits"));
        QCOMPARE(first->childCount(), 1);
        QCOMPARE(first->child(0)->childCount(), 1); // E4, then D5
        QCOMPARE(status(), QStringLiteral("3 move(s) of Fake's line added as a variation."));
        window->recordActions()->undoEditAction()->trigger();
        QCOMPARE(doc()->current()->childCount(), 0); // the whole line in one step
        analysis()->stop();
        QVERIFY(!analysis()->addLineAction()->isEnabled());
    }

    // The whole game: every position of the main line read in turn, the
    // best move noted in the comment of its move, one undo step; a step
    // through the record by hand stops it.
    void analysesTheWholeGame()
    {
        const QString program = fakeProgram(dir, "reader", "lz-analyze",
                                            "printf 'info move J9 visits 12 winrate 4500 order 0 pv J9\\n'");
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("C3"), QStringLiteral("G7")}).isEmpty());
        doc()->setComment(QStringLiteral("A good start."));
        QVERIFY(doc()->back(3));
        QVERIFY(!analysis()->analyseGameAction()->isEnabled());
        QVERIFY(analysis()->start(program, 20));
        QTRY_VERIFY(analysis()->reports() >= 1);
        QVERIFY(analysis()->analyseGameAction()->isEnabled());
        QVERIFY(analysis()->analyseGame(100)); // the program reports once a position
        QVERIFY(analysis()->isAnalysingGame());
        QTRY_VERIFY_WITH_TIMEOUT(!analysis()->isAnalysingGame(), 20000);
        QVERIFY(status().contains(QStringLiteral("read every position")));
        const auto line = doc()->tree().mainLine();
        QCOMPARE(line.size(), std::size_t(4));
        for (std::size_t i = 0; i < line.size(); ++i) {
            const QString c = QString::fromStdString(record::comment(*line[i]));
            const QString side = i % 2 == 0 ? QStringLiteral("Black") : QStringLiteral("White");
            QVERIFY2(c.endsWith(QStringLiteral("Fake: best J9, 45.0 % for %1 (12 visits)").arg(side)), qPrintable(c));
        }
        // The review graph draws the program's win rate for Black at each
        // position of the line (45 % for the side to move), named in the legend.
        AnalysisGraph* graph = window->analysisController()->reviewPanel()->graph();
        QTRY_COMPARE(graph->winrateAt(0).value_or(-1), 0.45);
        QCOMPARE(graph->winrateAt(1).value_or(-1), 0.55);
        QCOMPARE(graph->winrateAt(2).value_or(-1), 0.45);
        QCOMPARE(graph->winrateAt(3).value_or(-1), 0.55);
        QVERIFY(!graph->winrateAt(4));
        QVERIFY(window->analysisController()->reviewPanel()->legendText().contains(
            QStringLiteral("Fake's win rate for Black")));
        // The comment there before stays, the note after it.
        QVERIFY(QString::fromStdString(record::comment(*line[3])).startsWith(QStringLiteral("A good start.\n")));
        // One undo takes every note back.
        window->recordActions()->undoEditAction()->trigger();
        QCOMPARE(QString::fromStdString(record::comment(*doc()->tree().mainLine()[1])), QString());
        QCOMPARE(QString::fromStdString(record::comment(*doc()->tree().mainLine()[3])), QStringLiteral("A good start."));

        // Stepping elsewhere by hand ends it.
        QVERIFY(analysis()->analyseGame(5000));
        QVERIFY(doc()->toEnd());
        QVERIFY(!analysis()->isAnalysingGame());
        QVERIFY(status().contains(QStringLiteral("stopped")));
        analysis()->stop();
    }

    // A program without an analysis command, one that refuses the board,
    // one that does not exist, an empty command, one that ends during the
    // analysis: a message each, and no analysis left running.
    void programsThatCannotAnalyse()
    {
        const QString plain = fakeProgram(dir, "plain", "genmove", "true");
        QVERIFY(analysis()->start(plain));
        QTRY_VERIFY(!analysis()->isActive());
        QCOMPARE(status(), QStringLiteral("Fake offers neither lz-analyze nor kata-analyze: it cannot analyse "
                                          "positions for Irodori."));

        const QString small = fakeProgram(dir, "small", "lz-analyze", "true");
        window->newGame(13);
        QVERIFY(analysis()->start(small));
        QTRY_VERIFY(!analysis()->isActive());
        QCOMPARE(status(), QStringLiteral("The program cannot analyse a 13×13 board: unacceptable size"));

        analysis()->start(dir.filePath(QStringLiteral("no-such-program")));
        QTRY_VERIFY(!analysis()->isActive());
        QVERIFY(status().startsWith(QStringLiteral("Could not start")));

        QVERIFY(!analysis()->start(QStringLiteral("  ")));
        QVERIFY(!analysis()->isActive());

        // A program that ends during the analysis.
        const QString quitter = fakeProgram(dir, "quitter", "lz-analyze", "exit 3");
        window->newGame(9);
        QVERIFY(analysis()->start(quitter));
        QTRY_VERIFY(!analysis()->isActive());
        QCOMPARE(status(), QStringLiteral("The analysis program stopped (exit code 3)."));
        QVERIFY(analysis()->candidates().empty());
    }
};

QTEST_MAIN(TestGtpAnalysis)
#include "test_gtpanalysis.moc"
