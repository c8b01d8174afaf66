// View → GTP Shell: Irodori's engine answers commands typed in the window
// about the position on the board — the stones shown, a tactical question
// with the answer the capture search gives, moves played in the shell kept
// until the board shows another position, errors as GTP's "?" answers, the
// history on ↑ and ↓, one command at a time, and the dock in the View menu.
#include "fake_gtp.h"
#include "gamedocument.h"
#include "gtpanalysis.h"
#include "gtpopponent.h"
#include "gtpshell.h"
#include "mainwindow.h"
#include "window_helpers.h"

#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

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
};

QTEST_MAIN(TestGtpShell)
#include "test_gtpshell.moc"
