// irodori-cli gmp as a user runs it: bad options are refused with a clear
// message, and the engine plays GNU Go (bridged by socat) on loopback and
// writes an SGF whose moves agree with GNU Go's own record.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QStringList sgfMoves(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(f.readAll());
    QStringList out;
    static const QRegularExpression re(QStringLiteral(";\\s*([BW])\\[([a-s]{0,2})\\]"));
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out << m.captured(1) + ' ' + (m.captured(2) == QLatin1String("tt") ? QString() : m.captured(2));
    }
    return out;
}

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

} // namespace

class TestGmpCli : public QObject {
    Q_OBJECT
private slots:
    void badOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no endpoint") << QStringList{} << "--listen PORT or --connect HOST:PORT";
        QTest::newRow("bad port") << QStringList{"--listen", "99999"} << "port number";
        QTest::newRow("bad host") << QStringList{"--connect", "nohost"} << "HOST:PORT";
        QTest::newRow("big board") << QStringList{"--listen", "7000", "--size", "25"} << "2 to 22";
        QTest::newRow("bad colour") << QStringList{"--listen", "7000", "--color", "red"} << "black, white or auto";
        QTest::newRow("unknown") << QStringList{"--listen", "7000", "--fast"} << "unknown option";
    }

    void badOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QProcess p;
        p.start(QStringLiteral(IRODORI_CLI), QStringList{"gmp"} + args);
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(QString::fromUtf8(p.readAllStandardError()).contains(message), qPrintable(message));
    }

    void unreachablePeerStillWritesTheRecord()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("lost.sgf"));
        QProcess p;
        p.start(QStringLiteral(IRODORI_CLI),
                {"gmp", "--connect", QStringLiteral("127.0.0.1:%1").arg(freePort()), "--out", out, "--timeout", "20"});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("Network error")));
        QVERIFY(QFile::exists(out));
    }

    void playsGnuGo_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("ourColor");
        QTest::newRow("GMP, Irodori black") << "gmp" << "black";
        QTest::newRow("GMP, Irodori white") << "gmp" << "white";
        QTest::newRow("SGMP, Irodori black") << "sgmp" << "black";
        QTest::newRow("SGMP, Irodori white") << "sgmp" << "white";
    }

    void playsGnuGo()
    {
        QFETCH(QString, mode);
        QFETCH(QString, ourColor);
        const QString gnugo = QFileInfo::exists("/usr/games/gnugo") ? QStringLiteral("/usr/games/gnugo")
                                                                     : QStandardPaths::findExecutable("gnugo");
        const QString socat = QStandardPaths::findExecutable("socat");
        if (gnugo.isEmpty() || socat.isEmpty())
            QSKIP("gnugo or socat is not installed (scripts/install-deps.sh installs both)");
        QTemporaryDir dir;
        const QString theirs = dir.filePath("gnugo.sgf");
        const QString ours = dir.filePath("irodori.sgf");
        const quint16 port = freePort();
        QProcess bridge;
        bridge.start(socat, {QStringLiteral("TCP-LISTEN:%1,bind=127.0.0.1,reuseaddr").arg(port),
                             QStringLiteral("EXEC:%1 --mode %2 --quiet --level 0 --seed 1 --boardsize 9 --color %3 -o %4")
                                 .arg(gnugo, mode, ourColor == "black" ? "white" : "black", theirs)});
        QVERIFY(bridge.waitForStarted(5000));
        QTest::qWait(300); // socat starts listening
        QProcess engine;
        QStringList args{"gmp",     "--connect", QStringLiteral("127.0.0.1:%1").arg(port),
                         "--color", ourColor,    "--size",
                         "9",       "--level",   "1",
                         "--out",   ours,        "--timeout",
                         "240"};
        if (mode == "sgmp")
            args << "--sgmp";
        engine.start(QStringLiteral(IRODORI_CLI), args);
        QVERIFY(engine.waitForFinished(260000));
        const QString log = QString::fromUtf8(engine.readAllStandardOutput() + engine.readAllStandardError());
        QVERIFY2(engine.exitCode() == 0, qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("game started")), qPrintable(log));
        bridge.waitForFinished(10000);
        if (bridge.state() != QProcess::NotRunning)
            bridge.kill();
        const QStringList mine = sgfMoves(ours);
        QStringList gnu = sgfMoves(theirs);
        QVERIFY2(mine.size() >= 10, qPrintable(log));
        while (gnu.size() > mine.size() && gnu.last().endsWith(' '))
            gnu.removeLast(); // GNU Go's closing pass
        QCOMPARE(gnu, mine);
    }
};

QTEST_GUILESS_MAIN(TestGmpCli)
#include "test_gmp_cli.moc"
