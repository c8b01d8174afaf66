// A game against another GTP program from the main window: irodori-cli gtp
// as the opponent (our clicks, its answers, a move taken back and the line
// sent again), and small scripted programs for the endings — two passes
// and the program's count, a resignation, an answer that is no move, a
// program that stops, and one that cannot be started. Nothing may hang.
#include "boardview.h"
#include "edittools.h"
#include "fake_gtp.h"
#include "gamedocument.h"
#include "gtpopponent.h"
#include "mainwindow.h"
#include "recordfiles.h"
#include "window_helpers.h"

#include "record/record_io.h"
#include "record/semantics.h"

#include <QDir>
#include <QFile>
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

// A scripted program whose genmove runs `genmove` and whose count is W+7.0.
QString fakeProgram(const QTemporaryDir& dir, const char* name, const char* genmove)
{
    return testing::fakeGtpProgram(dir, name,
                                   QByteArray("    genmove) ") + genmove
                                       + ";;\n"
                                         "    final_score) printf '= W+7.0\\n\\n';;\n");
}

class TestGtpOpponent : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    GtpOpponent* gtp() const { return window->gtpOpponent(); }
    GameDocument* doc() const { return window->document(); }
    void click(int x, int y) { QTest::mouseClick(window->boardView(), Qt::LeftButton, {}, window->boardView()->pixelOf(x, y)); }
    QString status() const { return window->statusBar()->currentMessage(); }

    // Two scripted programs for games between programs: the first answers
    // C3 then passes, the second E5, G5, then passes; both count W+7.0.
    std::pair<QString, QString> scriptedPair(const char* first, const char* second) const
    {
        return {fakeProgram(dir, first,
                            "n=$((n+1)); case $n in 1) printf '= C3\\n\\n';; *) printf '= pass\\n\\n';; esac"),
                fakeProgram(dir, second,
                            "m=$((m+1)); case $m in 1) printf '= E5\\n\\n';; 2) printf '= G5\\n\\n';; "
                            "*) printf '= pass\\n\\n';; esac")};
    }

    GtpOpponent::Settings settings(const QString& command) const
    {
        GtpOpponent::Settings s;
        s.command = command;
        s.human = Black;
        s.size = 9;
        s.komi = 7;
        return s;
    }

private slots:
    void initTestCase() { testing::useScratchSettings(dir, "test_gtpopponent"); }

    void init()
    {
        window = testing::shownWindow();
        QVERIFY(window);
    }

    void cleanup() { window.reset(); }

    // irodori-cli gtp (at its quickest level) answers our moves; a move
    // taken back and another played: it gets the new line and answers legally.
    void againstIrodoriCli()
    {
        QSignalSpy moved(gtp(), &GtpOpponent::programMoved);
        GtpOpponent::Settings s = settings(QStringLiteral("\"%1\" gtp").arg(QStringLiteral(IRODORI_CLI)));
        s.setup = {QStringLiteral("irodori-level 1")};
        QVERIFY(gtp()->start(s));
        QVERIFY(gtp()->isActive());
        QCOMPARE(gtp()->programColor(), White);
        QCOMPARE(doc()->boardSize(), 9);
        QVERIFY(!window->editTools()->editingAllowed());
        click(4, 4);
        QCOMPARE(window->position().moveNumber(), 1);
        if (gtp()->isThinking()) {
            click(0, 0); // its turn: the click waits
            QCOMPARE(window->position().board().color(window->position().board().at(0, 0)), Empty);
        }
        QVERIFY(moved.wait(20000));
        QCOMPARE(window->position().moveNumber(), 2);
        QCOMPARE(window->position().lastMove()->color, White);
        QVERIFY(gtp()->programName().contains(QStringLiteral("Irodori")));
        QVERIFY(QString::fromStdString(record::textValue(doc()->tree().root(), "PW")).contains(QStringLiteral("Irodori")));
        // Back to the start, another first move: the program follows.
        QVERIFY(doc()->back(2));
        click(2, 2);
        QVERIFY(moved.wait(20000));
        QVERIFY(gtp()->isActive());
        QCOMPARE(window->position().moveNumber(), 2);
        QCOMPARE(window->position().board().color(window->position().board().at(2, 2)), Black);
        QCOMPARE(window->position().board().color(window->position().board().at(4, 4)), Empty);
        // Saving the game does not end it.
        QVERIFY(window->files()->saveAs(dir.filePath(QStringLiteral("against-cli.sgf"))));
        QVERIFY(gtp()->isActive());
        // Stopping keeps the record.
        gtp()->endAction()->trigger();
        QVERIFY(!gtp()->isActive());
        QCOMPARE(window->position().moveNumber(), 2);
        QVERIFY(window->editTools()->editingAllowed());
    }

    // Irodori in the user's place: the two programs play each other, the
    // record fills without a click, clicks are refused; a step back makes
    // Irodori think again where the record now is.
    void irodoriPlaysTheProgram()
    {
        GtpOpponent::Settings s = settings(QStringLiteral("\"%1\" gtp").arg(QStringLiteral(IRODORI_CLI)));
        s.setup = {QStringLiteral("irodori-level 1")};
        s.irodoriLevel = 1;
        QVERIFY(gtp()->start(s));
        QCOMPARE(QString::fromStdString(record::textValue(doc()->tree().root(), "PB")),
                 QStringLiteral("Irodori (level 1)"));
        QTRY_VERIFY_WITH_TIMEOUT(window->position().moveNumber() >= 4, 60000);
        QVERIFY(gtp()->isActive());
        // Black (Irodori) and White (the program) in turn.
        const auto path = record::GameTree::pathTo(doc()->current());
        Color expected = Black;
        for (const record::Node* n : path)
            if (const auto m = record::nodeMove(*n, 9)) {
                QCOMPARE(m->color, expected);
                expected = opponent(expected);
            }
        // Two moves back: the game goes on from there, in a new line.
        QVERIFY(doc()->back(2));
        const int at = window->position().moveNumber();
        QTRY_VERIFY_WITH_TIMEOUT(window->position().moveNumber() >= at + 3, 60000);
        QVERIFY(gtp()->isActive());
        // A click is not a move here.
        const int before = window->position().moveNumber();
        if (!gtp()->isThinking() && !gtp()->isIrodoriThinking()) {
            click(0, 8);
            QCOMPARE(window->position().moveNumber(), before);
            QVERIFY(status().contains(QStringLiteral("Irodori plays your side")));
        }
        gtp()->end();
        QVERIFY(!gtp()->isActive());
        QVERIFY(!gtp()->isIrodoriThinking());
        const int stopped = window->position().moveNumber();
        QTest::qWait(300);
        QCOMPARE(window->position().moveNumber(), stopped); // nobody plays on
    }

    // Two programs play each other (GoGui's twogtp in the window): each
    // is told the other's moves and asked for its own; clicks are not
    // moves; two passes end the game with the first program's count.
    void twoProgramsPlay()
    {
        const auto [white, black] = scriptedPair("white", "black");
        GtpOpponent::Settings s = settings(white);
        s.secondCommand = black;
        QSignalSpy finished(gtp(), &GtpOpponent::finished);
        QVERIFY(gtp()->start(s));
        QVERIFY(!gtp()->userPlays());
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().first().toString(), QStringLiteral("W+7.0"));
        QCOMPARE(doc()->gameInfo("RE"), QStringLiteral("W+7.0"));
        QStringList moves;
        for (const record::Node* n : record::GameTree::pathTo(doc()->current()))
            if (const auto m = record::nodeMove(*n, 9))
                moves << QStringLiteral("%1 %2").arg(m->color == Black ? "b" : "w",
                                                     m->isPass() ? QStringLiteral("pass")
                                                                 : QString::fromStdString(toGtp(window->position().board(), m->point)));
        QCOMPARE(moves, QStringList({QStringLiteral("b E5"), QStringLiteral("w C3"), QStringLiteral("b G5"),
                                     QStringLiteral("w pass"), QStringLiteral("b pass")}));
        // Each heard the other's moves.
        const QStringList whiteLog = testing::fakeGtpLog(white);
        for (const char* m : {"play b E5", "play b G5", "play b pass"})
            QVERIFY2(whiteLog.contains(QString::fromLatin1(m)), m);
        const QStringList blackLog = testing::fakeGtpLog(black);
        for (const char* m : {"play w C3", "play w pass"})
            QVERIFY2(blackLog.contains(QString::fromLatin1(m)), m);
        QCOMPARE(blackLog.count(QStringLiteral("genmove b")), 3);
        QVERIFY(!gtp()->isActive());
    }

    // A series of three games between two programs: the colours change each
    // game, every game is saved in the folder as it ends, the score counts
    // the games of each program (the first program counts White the winner
    // of every game here).
    void twoProgramsPlayASeries()
    {
        const auto [white, black] = scriptedPair("first", "second");
        GtpOpponent::Settings s = settings(white);
        s.secondCommand = black;
        s.games = 3;
        s.saveFolder = dir.filePath(QStringLiteral("series"));
        QSignalSpy finished(gtp(), &GtpOpponent::finished);
        QVERIFY(gtp()->start(s));
        QCOMPARE(gtp()->gameNumber(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(gtp()->seriesScore().played, 3, 60000);
        QCOMPARE(finished.count(), 3);
        QCOMPARE(gtp()->seriesScore().firstWins, 2);  // games 1 and 3, as White
        QCOMPARE(gtp()->seriesScore().secondWins, 1); // game 2, as White
        QCOMPARE(gtp()->seriesScore().undecided, 0);
        QVERIFY(!gtp()->isActive());
        QVERIFY2(status().startsWith(QStringLiteral("Series over")), qPrintable(status()));
        // The three games, saved, the colours changing: Black's first move
        // is the second program's E5, then the first's C3, then E5 again.
        QStringList firstMoves;
        for (int n = 1; n <= 3; ++n) {
            const QString file = QDir(s.saveFolder).filePath(QStringLiteral("first-vs-second-%1.sgf").arg(n, 3, 10, QLatin1Char('0')));
            const record::LoadResult r = record::loadRecordFile(file.toStdString());
            QVERIFY2(r.ok(), qPrintable(file));
            QCOMPARE(record::textValue(r.games.front().root(), "RE"), std::string("W+7.0"));
            const record::GameTree& g = r.games.front();
            const auto first = record::nodeMove(*g.root().child(0), 9);
            QVERIFY(first && first->color == Black);
            firstMoves << QString::fromStdString(toGtp(Board(9), first->point));
        }
        QCOMPARE(firstMoves, QStringList({QStringLiteral("E5"), QStringLiteral("C3"), QStringLiteral("E5")}));
        // The record on view is the last game, saved.
        QVERIFY(!doc()->isModified());
        QVERIFY(doc()->filePath().endsWith(QStringLiteral("first-vs-second-003.sgf")));
    }

    // A series without a folder to keep its games is refused with a sentence.
    void seriesNeedsAFolder()
    {
        const QString white = fakeProgram(dir, "first2", "printf '= pass\\n\\n'");
        GtpOpponent::Settings s = settings(white);
        s.secondCommand = white;
        s.games = 2;
        QVERIFY(!gtp()->start(s));
        QVERIFY(status().contains(QStringLiteral("folder")));
        QVERIFY(!gtp()->isActive());
    }

    // A second program that cannot start ends the game with a sentence.
    void secondProgramMissing()
    {
        const QString white = fakeProgram(dir, "white2", "printf '= C3\\n\\n'");
        GtpOpponent::Settings s = settings(white);
        s.secondCommand = dir.filePath(QStringLiteral("no-such-program"));
        QVERIFY(gtp()->start(s));
        QTRY_VERIFY(!gtp()->isActive());
        QVERIFY(status().contains(QStringLiteral("no-such-program")));
        QCOMPARE(window->position().moveNumber(), 0);
    }

    // A game with a clock (byo-yomi only, one period of three seconds):
    // the program is told the clock and, before each genmove, its time
    // left; our move records ours; then we wait and lose on time. A
    // program that overruns its period loses on time too.
    void clockTellsTheProgramAndFlags()
    {
        QSignalSpy finished(gtp(), &GtpOpponent::finished);
        QSignalSpy moved(gtp(), &GtpOpponent::programMoved);
        GtpOpponent::Settings s = settings(fakeProgram(dir, "timed", "printf '= E6\\n\\n'"));
        s.secondsPerMove = 5; // a clock takes its place
        s.clock = {0, 3, 1};
        QVERIFY(gtp()->start(s));
        QVERIFY(gtp()->clock()->label()->isVisible());
        QCOMPARE(std::string(doc()->tree().root().rawValue("OT")), std::string("1x3 byo-yomi"));
        click(4, 4);
        QCOMPARE(std::string(doc()->current()->rawValue("OB")), std::string("1"));
        QVERIFY(doc()->current()->has("BL"));
        QVERIFY(moved.wait(10000));
        QVERIFY(doc()->current()->has("WL"));
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().first().toString(), QStringLiteral("W+T"));
        QCOMPARE(doc()->gameInfo("RE"), QStringLiteral("W+T"));
        QCOMPARE(status(), QStringLiteral("Your time is up: Fake wins on time."));
        QVERIFY(!gtp()->isActive());
        QVERIFY(!gtp()->clock()->label()->isVisible());
        const QStringList commands = testing::fakeGtpLog(dir.filePath(QStringLiteral("timed")));
        QVERIFY(commands.contains(QStringLiteral("time_settings 0 3 1")));
        const int genmove = static_cast<int>(commands.indexOf(QStringLiteral("genmove w")));
        QVERIFY(genmove > 0);
        QVERIFY(commands.at(genmove - 1).startsWith(QStringLiteral("time_left w ")));
        QVERIFY(commands.at(genmove - 1).endsWith(QStringLiteral(" 1")));

        finished.clear();
        GtpOpponent::Settings slow = settings(fakeProgram(dir, "slow", "sleep 6; printf '= E6\\n\\n'"));
        slow.clock = {0, 2, 1};
        QVERIFY(gtp()->start(slow));
        click(4, 4);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().first().toString(), QStringLiteral("B+T"));
        QCOMPARE(status(), QStringLiteral("Fake's time is up: you win on time."));
    }

    // Both pass: the program counts, the result goes into the record.
    void twoPassesEndTheGame()
    {
        QSignalSpy finished(gtp(), &GtpOpponent::finished);
        GtpOpponent::Settings s = settings(fakeProgram(dir, "passer", "printf '= pass\\n\\n'"));
        s.secondsPerMove = 5;
        QVERIFY(gtp()->start(s));
        window->pass();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().first().toString(), QStringLiteral("W+7.0"));
        QCOMPARE(doc()->gameInfo("RE"), QStringLiteral("W+7.0"));
        QVERIFY(!gtp()->isActive());
        QVERIFY(status().contains(QStringLiteral("W+7.0")));
        // What the program was told, in order: the board, the clock, our pass, its turn, the count.
        const QStringList commands = testing::fakeGtpLog(dir.filePath(QStringLiteral("passer")));
        const QStringList expected = {QStringLiteral("name "), QStringLiteral("version "), QStringLiteral("boardsize 9"),
                                      QStringLiteral("komi 7"), QStringLiteral("time_settings 0 5 1"),
                                      QStringLiteral("clear_board "), QStringLiteral("play b pass"),
                                      QStringLiteral("genmove w"), QStringLiteral("final_score "), QStringLiteral("quit ")};
        QCOMPARE(commands, expected);
    }

    void theProgramResigns()
    {
        QSignalSpy finished(gtp(), &GtpOpponent::finished);
        QVERIFY(gtp()->start(settings(fakeProgram(dir, "resigner", "printf '= resign\\n\\n'"))));
        click(4, 4);
        QVERIFY(finished.wait(20000));
        QCOMPARE(doc()->gameInfo("RE"), QStringLiteral("B+R"));
        QVERIFY(!gtp()->isActive());
    }

    // Bad programs end the game with a message; the record and the window stay.
    void badProgramsEndTheGame()
    {
        QSignalSpy state(gtp(), &GtpOpponent::stateChanged);
        QVERIFY(gtp()->start(settings(fakeProgram(dir, "nonsense", "printf '= Z99\\n\\n'"))));
        click(4, 4);
        QTRY_VERIFY_WITH_TIMEOUT(!gtp()->isActive(), 20000);
        QVERIFY(status().contains(QStringLiteral("not a move")));
        QCOMPARE(window->position().moveNumber(), 1);

        QVERIFY(gtp()->start(settings(fakeProgram(dir, "quitter", "exit 3"))));
        click(4, 4);
        QTRY_VERIFY_WITH_TIMEOUT(!gtp()->isActive(), 20000);
        QVERIFY(status().contains(QStringLiteral("stopped")));

        QVERIFY(gtp()->start(settings(dir.filePath(QStringLiteral("no-such-program")))));
        QTRY_VERIFY_WITH_TIMEOUT(!gtp()->isActive(), 20000);
        QVERIFY(status().startsWith(QStringLiteral("Could not start")));

        QVERIFY(!gtp()->start(settings(QStringLiteral("   "))));
        QVERIFY(!gtp()->isActive());
        // The window still plays.
        window->newGame(9);
        QVERIFY(window->playAt(4, 4));
    }

    // GNU Go, the program most users have at hand (the setup script installs it).
    void againstGnuGo()
    {
        if (!QFile::exists(QStringLiteral("/usr/games/gnugo")))
            QSKIP("GNU Go is not installed at /usr/games/gnugo.");
        QCOMPARE(GtpOpponent::defaultCommand(), QStringLiteral("/usr/games/gnugo --mode gtp"));
        QSignalSpy moved(gtp(), &GtpOpponent::programMoved);
        // A fixed seed: the same game every run.
        GtpOpponent::Settings s = settings(QStringLiteral("/usr/games/gnugo --mode gtp --level 1 --seed 1"));
        s.human = White; // GNU Go begins
        QVERIFY(gtp()->start(s));
        QVERIFY(moved.wait(30000));
        QCOMPARE(gtp()->programName(), QStringLiteral("GNU Go"));
        QCOMPARE(window->position().lastMove()->color, Black);
        QVERIFY(QString::fromStdString(record::textValue(doc()->tree().root(), "PB")).startsWith(QStringLiteral("GNU Go")));
        const Board& b = window->position().board();
        int x = 0;
        while (b.color(b.at(x, 0)) != Empty)
            ++x;
        click(x, 0);
        QVERIFY(moved.wait(30000));
        QCOMPARE(window->position().moveNumber(), 3);
        QVERIFY(gtp()->isActive());
    }

    // A handicap game: the stones are in the record and on the program's
    // board (its answer is legal and beside them), and White begins.
    void handicapGame()
    {
        QSignalSpy moved(gtp(), &GtpOpponent::programMoved);
        GtpOpponent::Settings s = settings(QStringLiteral("\"%1\" gtp").arg(QStringLiteral(IRODORI_CLI)));
        s.setup = {QStringLiteral("irodori-level 1")};
        s.human = White;
        s.handicap = 2;
        QVERIFY(gtp()->start(s));
        QCOMPARE(record::handicap(doc()->tree().root()), 2);
        QCOMPARE(record::setupStones(doc()->tree().root(), 9).size(), std::size_t(2));
        QCOMPARE(window->position().toMove(), White);
        QCOMPARE(window->position().board().stoneCount(Black), 2);
        click(4, 4);
        QVERIFY(moved.wait(20000));
        QCOMPARE(window->position().board().stoneCount(Black), 3);
        QCOMPARE(window->position().lastMove()->color, Black);
        QVERIFY(gtp()->isActive());
        // Back and another move: the line goes again, handicap included.
        QVERIFY(doc()->back(2));
        click(3, 3);
        QVERIFY(moved.wait(20000));
        QVERIFY(gtp()->isActive());
        QCOMPARE(window->position().board().stoneCount(Black), 3);
    }
};

} // namespace

QTEST_MAIN(TestGtpOpponent)
#include "test_gtpopponent.moc"
