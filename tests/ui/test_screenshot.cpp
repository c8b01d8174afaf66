// irodori --screenshot as a user runs it: the PNG has the requested size and
// shows the moves given; bad options fail with a message and exit code 2.
#include "boardpainter.h"
#include "screenshot_helpers.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace irodori::ui;
using namespace irodori::uitest;

namespace {

class TestScreenshot : public QObject {
    Q_OBJECT

    QTemporaryDir dir;

    QString file(const char* name) const { return dir.filePath(QLatin1String(name)); }

private slots:
    void boardOnlyShowsTheMoves()
    {
        const QString out = file("board.png");
        const Run run = runIrodori({QStringLiteral("--screenshot"), out, QStringLiteral("--board-only"),
                                 QStringLiteral("--size"), QStringLiteral("300x300"), QStringLiteral("--board"),
                                 QStringLiteral("9"), QStringLiteral("--moves"), QStringLiteral("E5,C3")});
        QCOMPARE(run.exitCode, 0);
        const QImage image(out);
        QCOMPARE(image.size(), QSize(300, 300));
        // Same geometry as the program used: E5 is (4, 4), C3 is (2, 6).
        const BoardGeometry g = BoardPainter().geometry(QRectF(0, 0, 300, 300), 9, 1.0);
        QVERIFY(luminance(image.pixel(g.center(4, 4).toPoint())) < 70);
        QVERIFY(luminance(image.pixel(g.center(2, 6).toPoint())) > 200);
    }

    void wholeWindowHasTheDefaultSize()
    {
        const QString out = file("window.png");
        const Run run = runIrodori({QStringLiteral("--screenshot"), out, QStringLiteral("--lang"), QStringLiteral("ja")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(QImage(out).size(), QSize(1000, 760));
    }

    void badOptionsFailWithAMessage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("illegal move") << QStringList{QStringLiteral("--moves"), QStringLiteral("D4,D4")}
                                      << QStringLiteral("occupied");
        QTest::newRow("bad vertex") << QStringList{QStringLiteral("--moves"), QStringLiteral("D4,X")}
                                    << QStringLiteral("“X”");
        QTest::newRow("bad size") << QStringList{QStringLiteral("--size"), QStringLiteral("big")}
                                  << QStringLiteral("--size");
        QTest::newRow("bad board") << QStringList{QStringLiteral("--board"), QStringLiteral("30")}
                                   << QStringLiteral("2 to 25");
        QTest::newRow("bad language") << QStringList{QStringLiteral("--lang"), QStringLiteral("xx")}
                                      << QStringLiteral("xx");
    }

    void badOptionsFailWithAMessage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const QString out = file("bad.png");
        const Run run = runIrodori(QStringList{QStringLiteral("--screenshot"), out, QStringLiteral("--lang"),
                                            QStringLiteral("en")}
                                + args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.errors.contains(says), qPrintable(run.errors));
        QVERIFY(!QFile::exists(out));
    }

    // --help and --version print and exit without a display, as over a
    // remote shell: no platform chosen, no X or Wayland display to find.
    void helpAndVersionNeedNoDisplay_data()
    {
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("says");
        QTest::newRow("--version") << QStringLiteral("--version") << QStringLiteral("0.");
        QTest::newRow("-v") << QStringLiteral("-v") << QStringLiteral("0.");
        QTest::newRow("--help") << QStringLiteral("--help") << QStringLiteral("--screenshot");
        QTest::newRow("-h") << QStringLiteral("-h") << QStringLiteral("--screenshot");
    }

    void helpAndVersionNeedNoDisplay()
    {
        QFETCH(QString, flag);
        QFETCH(QString, says);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QLatin1String(name));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(IRODORI_GUI), {flag});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
        QVERIFY2(out.contains(says), qPrintable(out));
    }
};

} // namespace

QTEST_MAIN(TestScreenshot)
#include "test_screenshot.moc"
