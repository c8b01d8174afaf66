// irodori-cli gtp as a controller sees it: a child process on pipes,
// answering one command at a time, leaving on quit or end of input.
#include "gtp_child.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QtTest>

class TestGtpCli : public QObject {
    Q_OBJECT
private slots:
    // A controller's session: each answer must arrive before the next
    // command is sent (the engine flushes after every response).
    void scriptedSession()
    {
        GtpChild engine;
        QVERIFY(engine.start(QStringLiteral(IRODORI_CLI), {QStringLiteral("gtp")}));
        const QList<QPair<QByteArray, QByteArray>> script = {
            {"1 protocol_version", "=1 2\n\n"},
            {"2 name", "=2 Irodori\n\n"},
            {"3 boardsize 9", "=3 \n\n"},
            {"4 clear_board", "=4 \n\n"},
            {"5 komi 6.5", "=5 \n\n"},
            {"6 play black e5", "=6 \n\n"},
            {"7 play white d5", "=7 \n\n"},
            {"8 play b e5", "?8 illegal move: The point is occupied.\n\n"},
            {"9 frobnicate b", "?9 unknown command\n\n"},
            {"10 known_command genmove", "=10 true\n\n"},
            {"11 list_stones black", "=11 E5\n\n"},
            {"12 undo", "=12 \n\n"},
            {"13 list_stones white", "=13 \n\n"},
            {"14 boardsize 30", "?14 unacceptable size\n\n"},
            {"15 fixed_handicap 2", "?15 board not empty\n\n"},
            {"16 clear_board", "=16 \n\n"},
            {"17 fixed_handicap 2", "=17 C3 G7\n\n"},
            {"18 time_settings 300 30 5", "=18 \n\n"},
            {"19 time_left white 250 0", "=19 \n\n"},
        };
        for (const auto& [command, expected] : script)
            QCOMPARE(engine.send(command), expected);
        // Comments and blank lines get no answer: the next answer is 20's.
        engine.process().write("# a comment\n\n   \n");
        QCOMPARE(engine.send("20 play w g7"), QByteArray("?20 illegal move: The point is occupied.\n\n"));
        const QByteArray board = engine.send("21 showboard");
        QVERIFY(board.startsWith("=21 \n   A B C D E F G H J\n 9 "));
        QVERIFY(board.contains(" 7 . . + . . . X . . 7\n"));
        QVERIFY(board.contains(" 3 . . X . . . + . . 3\n"));
        QVERIFY(board.endsWith("White to move, 0 moves played\n\n"));
        QCOMPARE(engine.send("22 quit"), QByteArray("=22 \n\n"));
        QVERIFY(engine.process().waitForFinished(10000));
        QCOMPARE(engine.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(engine.process().exitCode(), 0);
    }

    // lz-analyze, Leela Zero's analysis that Sabaki and Lizzie ask for:
    // "=" at once, an "info" line per interval while the engine waits for
    // the controller, and the empty line that ends the answer as soon as
    // the controller sends its next command, which is then answered.
    void analysisStreamsUntilTheNextCommand()
    {
        GtpChild engine;
        QVERIFY(engine.start(QStringLiteral(IRODORI_CLI), {QStringLiteral("gtp")}));
        QCOMPARE(engine.send("1 boardsize 9"), QByteArray("=1 \n\n"));
        QCOMPARE(engine.send("2 play b e5"), QByteArray("=2 \n\n"));
        QCOMPARE(engine.send("3 lz-analyze 1 2"), QByteArray("?3 usage: lz-analyze [COLOR] [interval] CENTISECONDS (1 to 10000), not '2'\n\n"));
        engine.process().write("4 lz-analyze w interval 10\n");
        QByteArray out;
        QElapsedTimer clock;
        clock.start();
        engine.readInto(out, [](const QByteArray& o) { return o.count("\ninfo move ") >= 2; }, clock, 30000);
        QVERIFY2(out.startsWith("=4\ninfo move "), out.constData());
        QVERIFY(!out.contains("\n\n")); // still answering
        engine.process().write("5 name\n");
        engine.readInto(out, [](const QByteArray& o) { return o.endsWith("=5 Irodori\n\n"); }, clock, 60000);
        QVERIFY2(out.endsWith("\n\n=5 Irodori\n\n"), out.right(200).constData());
        // Every line of the analysis: the moves, their visits, win rates
        // (hundredths of a per cent) and lines.
        const QList<QByteArray> lines = out.left(out.indexOf("\n\n")).split('\n');
        QVERIFY(lines.size() >= 3);
        for (int i = 1; i < lines.size(); ++i)
            QVERIFY2(QRegularExpression(QStringLiteral("^(info move [A-HJ]\\d visits \\d+ winrate \\d+ order \\d+ pv( [A-HJ]\\d| pass)+ ?)+$"))
                         .match(QString::fromLatin1(lines[i]))
                         .hasMatch(),
                     lines[i].constData());
        // A long interval does not hold the next command up.
        engine.process().write("6 lz-analyze 10000\n");
        clock.restart();
        const QByteArray stopped = engine.send("7 name", 5000);
        QVERIFY2(stopped.startsWith("=6\n") && stopped.endsWith("\n\n"), stopped.constData());
        QCOMPARE(engine.readResponse(5000), QByteArray("=7 Irodori\n\n"));
        QVERIFY(clock.elapsed() < 5000);
        QCOMPARE(engine.send("6 quit"), QByteArray("=6 \n\n"));
        QVERIFY(engine.process().waitForFinished(10000));
        QCOMPARE(engine.process().exitCode(), 0);
    }

    // kata-analyze, KataGo's form: win rates as fractions, and with
    // ownership true each report ends with the owner of every point from
    // the top left, for the side to move (-1 to 1).
    void kataAnalyzeWithOwnership()
    {
        GtpChild engine;
        QVERIFY(engine.start(QStringLiteral(IRODORI_CLI), {QStringLiteral("gtp")}));
        QCOMPARE(engine.send("1 boardsize 9"), QByteArray("=1 \n\n"));
        QCOMPARE(engine.send("2 play b e5"), QByteArray("=2 \n\n"));
        QVERIFY(engine.send("3 kata-analyze w 10 ownership maybe x").startsWith("?3 usage: kata-analyze"));
        QVERIFY(engine.send("3 kata-analyze w 10 ownership").startsWith("?3 usage: kata-analyze"));
        engine.process().write("4 kata-analyze w interval 10 minmoves 2 ownership true\n");
        QByteArray out;
        QElapsedTimer clock;
        clock.start();
        engine.readInto(out, [](const QByteArray& o) { return o.count("\ninfo move ") >= 2; }, clock, 30000);
        engine.process().write("5 name\n");
        engine.readInto(out, [](const QByteArray& o) { return o.endsWith("=5 Irodori\n\n"); }, clock, 60000);
        QVERIFY2(out.startsWith("=4\ninfo move "), out.constData());
        const QList<QByteArray> lines = out.left(out.indexOf("\n\n")).split('\n');
        QVERIFY(lines.size() >= 3);
        const QRegularExpression report(QStringLiteral(
            "^(info move [A-HJ]\\d visits \\d+ winrate 0\\.\\d+ order \\d+ pv( [A-HJ]\\d| pass)+ ?)+ ownership(( -?[01]\\.\\d\\d){81})$"));
        for (int i = 1; i < lines.size(); ++i) {
            const QRegularExpressionMatch m = report.match(QString::fromLatin1(lines[i]));
            QVERIFY2(m.hasMatch(), lines[i].constData());
            // The black stone on E5 (row 5 from the top, column 5) belongs to
            // the side not to move: White's view, negative.
            const QStringList values = m.captured(3).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QCOMPARE(values.size(), 81);
            constexpr int e5 = 4 * 9 + 4; // row by row from the top-left
            QVERIFY2(values[e5].toDouble() < 0, qPrintable(values[e5]));
        }
        QCOMPARE(engine.send("6 quit"), QByteArray("=6 \n\n"));
        QVERIFY(engine.process().waitForFinished(10000));
    }

    // A controller that just closes the pipe: the engine answers what it
    // got and exits cleanly.
    void endOfInputExits()
    {
        QProcess p;
        p.start(QStringLiteral(IRODORI_CLI), {QStringLiteral("gtp")});
        QVERIFY(p.waitForStarted(10000));
        p.write("boardsize 5\r\nplay b c3\r\nplay w c3\r\ncountlib c3");
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(p.readAllStandardOutput(),
                 QByteArray("= \n\n= \n\n? illegal move: The point is occupied.\n\n= 4\n\n"));
    }

    // Nothing is read after quit, even with more commands waiting.
    void quitStopsReading()
    {
        QProcess p;
        p.start(QStringLiteral(IRODORI_CLI), {QStringLiteral("gtp")});
        QVERIFY(p.waitForStarted(10000));
        p.write("1 quit\n2 name\n");
        QVERIFY(p.waitForFinished(10000)); // stdin still open: quit alone ends it
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(p.readAllStandardOutput(), QByteArray("=1 \n\n"));
    }

    void garbageInput()
    {
        QProcess p;
        p.start(QStringLiteral(IRODORI_CLI), {QStringLiteral("gtp")});
        QVERIFY(p.waitForStarted(10000));
        QByteArray junk;
        for (int i = 0; i < 4096; ++i)
            junk += static_cast<char>((i * 7919) % 256);
        p.write(junk + "\n1 name\n");
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(p.readAllStandardOutput().endsWith("=1 Irodori\n\n"));
    }

    void rejectsArguments()
    {
        QProcess p;
        p.start(QStringLiteral(IRODORI_CLI), {QStringLiteral("gtp"), QStringLiteral("--frobnicate")});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("unexpected argument"));
    }
};

QTEST_GUILESS_MAIN(TestGtpCli)
#include "test_gtp_cli.moc"
