// View → GTP Shell: Irodori's engine answers commands typed in the window
// about the position on the board — the stones shown, a tactical question
// with the answer the capture search gives, moves played in the shell kept
// until the board shows another position, errors as GTP's "?" answers, the
// history on ↑ and ↓, one command at a time, and the dock in the View menu.
// GoGui analyze commands: the lists and answers read (gfx and the board,
// point-list, string and variation types), the engine's own commands run
// from the shell and drawn on the board (a point asked for is clicked), the
// drawing cleared or run again at another position, another program's list.
#include "fake_gtp.h"
#include "boardview.h"
#include "gamedocument.h"
#include "goguianalyze.h"
#include "gtpanalysis.h"
#include "gtpopponent.h"
#include "gtpshell.h"
#include "mainwindow.h"
#include "window_helpers.h"

#include "core/coords.h"

#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <random>

using namespace irodori;
using namespace irodori::ui;

class TestGtpShell : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    GtpShell* shell() const { return window->gtpShell(); }

    // Sends a command and waits for its answer.
    QString ask(const QString& command)
    {
        QSignalSpy answered(shell(), &GtpShell::answered);
        if (!shell()->send(command))
            return QStringLiteral("(not sent)");
        if (!answered.wait(30000))
            return QStringLiteral("(no answer)");
        return answered.first().at(1).toString();
    }

private slots:
    void initTestCase() { testing::useScratchSettings(dir, "test_gtpshell"); }

    void clickAt(const char* vertex) { testing::clickVertex(*window, vertex); }
    QRgb pixelAt(const char* vertex)
    {
        const Board& b = window->position().board();
        const Point p = *parseGtp(b, vertex);
        return window->boardView()->grab().toImage().pixel(window->boardView()->pixelOf(b.column(p), b.row(p)));
    }

    void init()
    {
        window = testing::shownWindow();
        QVERIFY(window);
        window->newGame(9);
    }

    void cleanup() { window.reset(); }

    void dockInTheViewMenu()
    {
        QDockWidget* dock = window->gtpShellDock();
        QVERIFY(!dock->isVisible());
        QAction* show = dock->toggleViewAction();
        bool inMenu = false;
        for (QAction* menu : window->menuBar()->actions())
            if (menu->menu())
                for (QAction* a : menu->menu()->actions())
                    inMenu |= a == show;
        QVERIFY(inMenu);
        show->trigger();
        QVERIFY(dock->isVisible());
    }

    // The engine sees the board; a string in atari is read as captured.
    void answersAboutTheBoard()
    {
        // White C3 in atari: Black B3, C4, D3 around it, C2 its last liberty.
        QVERIFY(window->playVertices({QStringLiteral("B3"), QStringLiteral("C3"), QStringLiteral("C4"),
                                      QStringLiteral("E7"), QStringLiteral("D3")})
                    .isEmpty());
        QCOMPARE(ask(QStringLiteral("attack C3")), QStringLiteral("= 1 C2"));
        QCOMPARE(ask(QStringLiteral("color C3")), QStringLiteral("= white"));
        QCOMPARE(ask(QStringLiteral("countlib C3")), QStringLiteral("= 1"));
        QVERIFY(ask(QStringLiteral("showboard")).contains(QLatin1Char('X')));
        QCOMPARE(ask(QStringLiteral("known_command irodori-why")), QStringLiteral("= true"));
        // Errors and unknown commands answer "?"; the window lives on.
        QVERIFY(ask(QStringLiteral("attack Z99")).startsWith(QLatin1Char('?')));
        QVERIFY(ask(QStringLiteral("no_such_command")).startsWith(QLatin1Char('?')));
        QCOMPARE(ask(QStringLiteral("   ")), QStringLiteral("(not sent)"));
        QVERIFY(shell()->transcript().contains(QStringLiteral("> attack C3")));
        QVERIFY(shell()->transcript().contains(QStringLiteral("= 1 C2")));
    }

    // A move played in the shell stays on the engine's board, not in the
    // record, until the board shows another position.
    void shellMovesStayInTheShell()
    {
        QVERIFY(window->playVertices({QStringLiteral("E5")}).isEmpty());
        QCOMPARE(ask(QStringLiteral("play w D4")), QStringLiteral("="));
        QCOMPARE(ask(QStringLiteral("color D4")), QStringLiteral("= white"));
        QCOMPARE(window->position().moveNumber(), 1);
        QCOMPARE(window->document()->current()->childCount(), 0);
        QVERIFY(window->document()->back(1));
        QCOMPARE(ask(QStringLiteral("color D4")), QStringLiteral("= empty"));
        QCOMPARE(ask(QStringLiteral("color E5")), QStringLiteral("= empty"));
        QVERIFY(window->document()->forward());
        QCOMPARE(ask(QStringLiteral("color E5")), QStringLiteral("= black"));
    }

    // One command at a time; ↑ and ↓ walk the history.
    void busyAndHistory()
    {
        QCOMPARE(ask(QStringLiteral("irodori-level 1")), QStringLiteral("="));
        QSignalSpy answered(shell(), &GtpShell::answered);
        QVERIFY(shell()->send(QStringLiteral("genmove b")));
        QVERIFY(shell()->isBusy());
        QVERIFY(!shell()->input()->isEnabled());
        QVERIFY(!shell()->send(QStringLiteral("version"))); // one command at a time
        QVERIFY(answered.wait(30000));
        QVERIFY(!shell()->isBusy());
        const QString move = answered.first().at(1).toString();
        QVERIFY2(QRegularExpression(QStringLiteral("^= ([A-HJ]\\d|pass|resign)$")).match(move).hasMatch(),
                 qPrintable(move));
        QCOMPARE(window->position().moveNumber(), 0); // the record is as it was
        QCOMPARE(ask(QStringLiteral("name")), QStringLiteral("= Irodori"));
        QLineEdit* input = shell()->input();
        QVERIFY(input->isEnabled());
        QTest::keyClick(input, Qt::Key_Up);
        QCOMPARE(input->text(), QStringLiteral("name"));
        QTest::keyClick(input, Qt::Key_Up);
        QCOMPARE(input->text(), QStringLiteral("genmove b"));
        QTest::keyClick(input, Qt::Key_Down);
        QCOMPARE(input->text(), QStringLiteral("name"));
        QTest::keyClick(input, Qt::Key_Down);
        QCOMPARE(input->text(), QString());
        // Typing and Enter sends.
        input->setText(QStringLiteral("protocol_version"));
        QTest::keyClick(input, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(shell()->transcript().contains(QStringLiteral("= 2")), 30000);
        QVERIFY(input->text().isEmpty());
    }

    // The programs the window talks to are offered too: an analysing
    // program answers, and its analysis goes on after the command; a GTP
    // opponent answers; each goes from the list when it stops.
    void talksToTheWindowsPrograms()
    {
        QCOMPARE(shell()->targetCount(), 1);
        const QString analyser = testing::fakeGtpProgram(
            dir, "analyser",
            "    list_commands) printf '= name\\nlz-analyze\\n\\n';;\n"
            "    lz-analyze) printf '=\\ninfo move E5 visits 9 winrate 5000 order 0 pv E5\\n'; streaming=1;;\n",
            "  if [ \"$streaming\" = 1 ]; then printf '\\n'; streaming=0; fi\n");
        GtpAnalysis* analysis = window->gtpAnalysis();
        QVERIFY(analysis->start(analyser, 20));
        QTRY_VERIFY(analysis->reports() >= 1);
        QTRY_COMPARE(shell()->targetCount(), 2);
        shell()->chooseTarget(1);
        QCOMPARE(ask(QStringLiteral("version")), QStringLiteral("= 1.0"));
        QVERIFY(shell()->transcript().contains(QStringLiteral("[Analysis: Fake] version")));
        // The analysis was asked again after the command.
        QTRY_VERIFY(analysis->reports() >= 1);
        const QStringList log = testing::fakeGtpLog(analyser);
        const int at = static_cast<int>(log.indexOf(QStringLiteral("version ")));
        QVERIFY(at > 0);
        QVERIFY(log.mid(at).contains(QStringLiteral("boardsize 9")));
        QVERIFY(log.mid(at).contains(QStringLiteral("lz-analyze b 20")));

        const QString opponent = testing::fakeGtpProgram(dir, "opponent", "    genmove) printf '= pass\\n\\n';;\n");
        GtpOpponent::Settings s;
        s.command = opponent;
        s.size = 9;
        s.human = Black;
        QVERIFY(window->gtpOpponent()->start(s));
        QTRY_COMPARE(shell()->targetCount(), 3);
        shell()->chooseTarget(1); // the opponent comes first
        QCOMPARE(ask(QStringLiteral("name")), QStringLiteral("= Fake"));
        window->gtpOpponent()->end();
        analysis->stop();
        QCOMPARE(shell()->targetCount(), 1);
        QCOMPARE(ask(QStringLiteral("name")), QStringLiteral("= Irodori")); // back to the engine
    }

    // The answers of GoGui's analyze commands, read by type.
    void goguiAnswersRead()
    {
        using namespace gogui;
        const auto list = parseCommands(QStringLiteral(
            "gfx/Links/irodori-links\nnot a command\nstring/Attack/attack %p\n\n"
            "var/Line/a/b %c\nparam/Settings/x_param"));
        QCOMPARE(list.size(), std::size_t{4}); // param commands too
        QCOMPARE(list[3].type, QStringLiteral("param"));
        const auto params = parseParams(QStringLiteral("[bool] ponder 1\n[list/a/b c] style b c\nlevel 5\n[broken\n"));
        QCOMPARE(params.size(), std::size_t{3});
        QCOMPARE(params[1].type, Param::Type::List);
        QCOMPARE(params[1].value, QStringLiteral("b c"));
        QCOMPARE(params[2].type, Param::Type::String);
        QCOMPARE(params[2].key, QStringLiteral("level"));
        QCOMPARE(list[0].label, QStringLiteral("Links"));
        QVERIFY(!list[0].needsPoint());
        QVERIFY(list[1].needsPoint());
        QCOMPARE(list[2].command, QStringLiteral("a/b %c")); // a slash in the command stays

        Position pos(9);
        QVERIFY(pos.play({Black, *parseGtp(pos.board(), "C3")}) == MoveError::None);
        const Board& b = pos.board();
        QString error;
        QCOMPARE(*expand(list[1], b, {2, 6}, White, &error), QStringLiteral("attack C3"));
        QVERIFY(!expand(list[1], b, {}, White, &error));
        QVERIFY(error.contains(QStringLiteral("point")));
        QCOMPARE(*expand(list[2], b, {}, White, &error), QStringLiteral("a/b w"));
        QVERIFY(!expand(AnalyzeCommand{QStringLiteral("string"), QStringLiteral("File"), QStringLiteral("load %f")},
                        b, {}, Black, &error));
        QVERIFY(error.contains(QStringLiteral("%f")));

        error.clear();
        Drawing d = interpret(QStringLiteral("gfx"),
                              QStringLiteral("LABEL A9 x\nCOLOR #ff0000 A1 B1\nCLEAR\nLABEL E5 K C3 \"a b\"\n"
                                             "COLOR red D4\nCIRCLE E5\nSQUARE E6 E7\nTRIANGLE E8\nMARK E9 Z99\n"
                                             "INFLUENCE A1 0.5 B1 -2\nBLACK A2\nWHITE B2 C2\nVAR b D5 w D6\n"
                                             "TEXT two words\nNONSENSE A1"),
                              b, {}, Black, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(d.marks.size(), std::size_t{7}); // 2 labels, circle, 2 squares, triangle, mark (Z99 is off the board)
        QCOMPARE(d.marks[1].text, QStringLiteral("a b"));
        QCOMPARE(d.fills.size(), std::size_t{1}); // the first COLOR was cleared
        QCOMPARE(d.fills[0].second, QColor(Qt::red));
        QCOMPARE(d.influence.size(), std::size_t{2});
        QCOMPARE(d.influence[1].second, -1.0); // clamped
        QCOMPARE(d.territory.size(), std::size_t{3});
        QCOMPARE(d.variation.size(), std::size_t{2});
        QCOMPARE(d.variation[1].first, White);
        QVERIFY((d.variation[1].second == GridPoint{3, 3}));
        QCOMPARE(d.text, QStringLiteral("two words"));

        // Boards, the top row first.
        QString sboard;
        for (int y = 0; y < 9; ++y) {
            for (int x = 0; x < 9; ++x)
                sboard += y == 6 && x == 2 ? QStringLiteral("7 ") : QStringLiteral("\"\" ");
            sboard += QLatin1Char('\n');
        }
        d = interpret(QStringLiteral("sboard"), sboard, b, {}, Black, &error);
        QCOMPARE(d.marks.size(), std::size_t{1});
        QVERIFY((d.marks[0].at == GridPoint{2, 6}));
        QCOMPARE(d.marks[0].text, QStringLiteral("7"));
        QString dboard = sboard;
        dboard.replace(QStringLiteral("\"\""), QStringLiteral("0")).replace(QStringLiteral("7"), QStringLiteral("-3.5"));
        d = interpret(QStringLiteral("dboard"), dboard, b, {}, Black, &error);
        QCOMPARE(d.influence.size(), std::size_t{1});
        QCOMPARE(d.influence[0].second, -1.0); // scaled to the largest value
        QString bw = sboard;
        bw.replace(QStringLiteral("\"\""), QStringLiteral("E")).replace(QStringLiteral("7"), QStringLiteral("W"));
        QCOMPARE(interpret(QStringLiteral("bwboard"), bw, b, {}, Black, &error).territory.size(), std::size_t{1});
        d = interpret(QStringLiteral("sboard"), QStringLiteral("1 2 3"), b, {}, Black, &error);
        QVERIFY(d.isEmpty());
        QVERIFY(error.contains(QStringLiteral("9")));
        // Numbers that are no numbers are not drawn.
        QString nan = dboard;
        nan.replace(QStringLiteral("-3.5"), QStringLiteral("nan"));
        error.clear();
        QVERIFY(interpret(QStringLiteral("dboard"), nan, b, {}, Black, &error).isEmpty());
        QVERIFY(!error.isEmpty());
        QVERIFY(interpret(QStringLiteral("gfx"), QStringLiteral("INFLUENCE A1 inf B1 nan"), b, {}, Black, &error)
                    .isEmpty());

        error.clear();
        QCOMPARE(interpret(QStringLiteral("plist"), QStringLiteral("A1 B2 pass"), b, {}, Black, &error).marks.size(),
                 std::size_t{2});
        d = interpret(QStringLiteral("pspairs"), QStringLiteral("A1 12 B2 7"), b, {}, Black, &error);
        QCOMPARE(d.marks.size(), std::size_t{2});
        QCOMPARE(d.marks[1].text, QStringLiteral("7"));
        QCOMPARE(interpret(QStringLiteral("hpstring"), QStringLiteral("C3 is safe, D4 and I5 are not points here"),
                           b, {}, Black, &error).marks.size(),
                 std::size_t{2}); // C3 and D4; there is no I column
        QCOMPARE(interpret(QStringLiteral("string"), QStringLiteral("C3"), b, {}, Black, &error).marks.size(),
                 std::size_t{0});
        // varpo: the opponent of the stone at the point moves first.
        d = interpret(QStringLiteral("varpo"), QStringLiteral("D3 C2 pass D2"), b, {2, 6}, White, &error);
        QCOMPARE(d.variation.size(), std::size_t{3});
        QCOMPARE(d.variation[0].first, White);
        QCOMPARE(d.variation[1].first, Black);
        QCOMPARE(d.variation[2].first, Black); // after White's pass

        // Whatever a program answers, nothing is drawn off the board.
        std::mt19937 rng(7);
        const QString alphabet = QStringLiteral("ABCDEFGHJKLMNOPQRSTZ0123456789 \n\"#-.bwBWLABELCOLORVAR%");
        const QStringList types = {QStringLiteral("gfx"), QStringLiteral("sboard"), QStringLiteral("dboard"),
                                   QStringLiteral("cboard"), QStringLiteral("bwboard"), QStringLiteral("plist"),
                                   QStringLiteral("pspairs"), QStringLiteral("hpstring"), QStringLiteral("varpo"),
                                   QStringLiteral("var")};
        for (int round = 0; round < 2000; ++round) {
            QString answer;
            const int length = static_cast<int>(rng() % 400);
            for (int i = 0; i < length; ++i)
                answer += alphabet[static_cast<int>(rng() % static_cast<unsigned>(alphabet.size()))];
            if (round % 3 == 0)
                answer.prepend(QStringLiteral("LABEL A1 x\nCOLOR #12ab34 J9 "));
            const Drawing r = interpret(types[round % types.size()], answer, b, {static_cast<int>(rng() % 12), 2},
                                        Black, &error);
            auto onBoard = [](GridPoint p) { return p.x >= 0 && p.y >= 0 && p.x < 9 && p.y < 9; };
            for (const auto& m : r.marks)
                QVERIFY(onBoard(m.at));
            for (const auto& [p, c] : r.fills)
                QVERIFY(onBoard(p) && c.isValid());
            for (const auto& [p, v] : r.influence)
                QVERIFY(onBoard(p) && v >= -1.0 && v <= 1.0);
            for (const auto& [c, p] : r.variation)
                QVERIFY(onBoard(p) && (c == Black || c == White));
        }
    }

    // Irodori's engine lists its layers; run from the shell they are drawn
    // on the board, a point asked for is a click (which plays no move), and
    // another position clears the drawing or, if asked, runs it again.
    void analyzeCommandsOfTheEngine()
    {
        bool links = false;
        for (const auto& c : shell()->analyzeCommands())
            links |= c.label == QLatin1String("Irodori links");
        QVERIFY(links);
        QVERIFY(window->playVertices({QStringLiteral("B3"), QStringLiteral("C3"), QStringLiteral("C4"),
                                      QStringLiteral("E7"), QStringLiteral("D3")})
                    .isEmpty());
        const QRgb before = pixelAt("C3");
        QSignalSpy drawn(shell(), &GtpShell::drawingChanged);
        QVERIFY(shell()->runAnalyzeCommand(QStringLiteral("Irodori safety colours")));
        QVERIFY(drawn.wait(30000));
        QVERIFY(!shell()->drawing().fills.empty());
        QVERIFY(pixelAt("C3") != before); // the white stone in atari, coloured
        QVERIFY(shell()->transcript().contains(QStringLiteral("> irodori-safety_colors")));

        // A command that asks for a point waits for a click on the board.
        QSignalSpy answered(shell(), &GtpShell::answered);
        // Escape: no point, nothing sent; then again, with a click.
        QVERIFY(shell()->runAnalyzeCommand(QStringLiteral("Attack line")));
        QVERIFY(shell()->isWaitingForPoint());
        QTest::keyClick(window->boardView(), Qt::Key_Escape);
        QVERIFY(!shell()->isWaitingForPoint());
        QVERIFY(shell()->transcript().contains(QStringLiteral("no point chosen")));
        QVERIFY(shell()->runAnalyzeCommand(QStringLiteral("Attack line")));
        QVERIFY(shell()->isWaitingForPoint());
        const int moves = window->position().moveNumber();
        clickAt("C3");
        QVERIFY(!shell()->isWaitingForPoint());
        QCOMPARE(window->position().moveNumber(), moves);
        QVERIFY(answered.wait(30000));
        QCOMPARE(answered.last().at(0).toString(), QStringLiteral("irodori-attack_line C3"));
        QTRY_VERIFY(!shell()->drawing().variation.empty());
        QCOMPARE(shell()->drawing().variation.front().first, Black); // against the white string
        QVERIFY((shell()->drawing().variation.front().second == GridPoint{2, 7})); // C2

        // Another position: the drawing goes.
        QVERIFY(window->document()->back());
        QVERIFY(shell()->drawing().isEmpty());
        // Run again at every position: the drawing comes back at the next.
        shell()->setRunAtEveryPosition(true);
        QVERIFY(shell()->runAnalyzeCommand(QStringLiteral("Irodori strings")));
        QTRY_VERIFY(!shell()->drawing().isEmpty());
        const std::size_t labels = shell()->drawing().marks.size();
        QCOMPARE(labels, std::size_t{4}); // a number on each string, D3 not played yet
        QVERIFY(window->document()->forward());
        QTRY_COMPARE(shell()->drawing().marks.size(), std::size_t{5});
    }

    // Another program's analyze commands, asked for when it is chosen.
    void analyzeCommandsOfAnotherProgram()
    {
        const QString analyser = testing::fakeGtpProgram(
            dir, "gfxprogram",
            "    list_commands) printf '= name\\nlz-analyze\\ngogui-analyze_commands\\n\\n';;\n"
            "    gogui-analyze_commands) printf '= gfx/Marks/marks\\nparam/Settings/settings\\nplist/Near/near %%p\\n\\n';;\n"
            "    marks) printf '= CIRCLE E5\\nTEXT one circle\\n\\n';;\n"
            "    settings) if [ -z \"$args\" ]; then printf '= [bool] ponder 0\\n[list/fast/slow] mode fast\\n[string] name abc\\n\\n'; "
            "else printf '=\\n\\n'; fi;;\n"
            "    near) printf '= D4 E4\\n\\n';;\n"
            "    lz-analyze) printf '=\\ninfo move E5 visits 9 winrate 5000 order 0 pv E5\\n'; streaming=1;;\n",
            "  if [ \"$streaming\" = 1 ]; then printf '\\n'; streaming=0; fi\n");
        GtpAnalysis* analysis = window->gtpAnalysis();
        QVERIFY(analysis->start(analyser, 20));
        QTRY_COMPARE(shell()->targetCount(), 2);
        shell()->chooseTarget(1);
        QTRY_COMPARE(shell()->analyzeCommands().size(), std::size_t{3});
        QVERIFY(shell()->runAnalyzeCommand(QStringLiteral("Marks")));
        QTRY_COMPARE(shell()->drawing().marks.size(), std::size_t{1});
        QCOMPARE(shell()->drawing().text, QStringLiteral("one circle"));
        QVERIFY(shell()->runAnalyzeCommand(QStringLiteral("Near")));
        clickAt("E5");
        QTRY_COMPARE(shell()->drawing().marks.size(), std::size_t{2});
        QVERIFY(testing::fakeGtpLog(analyser).contains(QStringLiteral("near E5")));
        // A param command: its settings listed, edited, the changed ones sent.
        QString title;
        shell()->paramEditor = [&title](QWidget*, const QString& t, std::vector<gogui::Param>& params) {
            title = t;
            if (params.size() != 3 || params[0].type != gogui::Param::Type::Bool
                || params[1].choices != QStringList({QStringLiteral("fast"), QStringLiteral("slow")}))
                return false;
            params[0].value = QStringLiteral("1");
            params[1].value = QStringLiteral("slow");
            return true;
        };
        QVERIFY(shell()->runAnalyzeCommand(QStringLiteral("Settings")));
        QTRY_VERIFY(testing::fakeGtpLog(analyser).contains(QStringLiteral("settings mode slow")));
        QCOMPARE(title, QStringLiteral("Settings"));
        const QStringList log = testing::fakeGtpLog(analyser);
        QVERIFY(log.contains(QStringLiteral("settings ponder 1")));
        QVERIFY(!log.contains(QStringLiteral("settings name abc")));
        analysis->stop();
        QCOMPARE(shell()->targetCount(), 1);
        QVERIFY(shell()->analyzeCommands().size() > 10); // the engine's again
    }
};

QTEST_MAIN(TestGtpShell)
#include "test_gtpshell.moc"
