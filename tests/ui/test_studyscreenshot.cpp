// irodori --screenshot with the study options: --layers draws the named
// layers (and waits for the analysis), --select opens the Why? panel on a
// group; a wrong layer name or point fails with a message and exit code 2.
#include "boardpainter.h"

#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace irodori::ui;

namespace {

struct Run {
    int exitCode = -1;
    QString errors;
};

Run irodori(const QStringList& args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(IRODORI_GUI), args);
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromLocal8Bit(p.readAllStandardError())};
}

int luminance(QRgb c)
{
    return (qRed(c) * 299 + qGreen(c) * 587 + qBlue(c) * 114) / 1000;
}

// Light pixels (a number's strokes) inside the black stone at (x, y).
int lightInside(const QImage& image, const BoardGeometry& g, int x, int y)
{
    const QPointF c = g.center(x, y);
    const int h = int(g.stoneRadius() * 0.5);
    int n = 0;
    for (int dy = -h; dy <= h; ++dy)
        for (int dx = -h; dx <= h; ++dx)
            if (luminance(image.pixel(int(c.x()) + dx, int(c.y()) + dy)) > 160)
                ++n;
    return n;
}

class TestStudyScreenshot : public QObject {
    Q_OBJECT

    QTemporaryDir dir;

    QString file(const char* name) const { return dir.filePath(QLatin1String(name)); }

private slots:
    void layersAreDrawn()
    {
        const QStringList common{QStringLiteral("--board-only"), QStringLiteral("--size"), QStringLiteral("300x300"),
                                 QStringLiteral("--board"),      QStringLiteral("9"),      QStringLiteral("--moves"),
                                 QStringLiteral("E5,C3,D4")};
        const QString plain = file("plain.png");
        QCOMPARE(irodori(QStringList{QStringLiteral("--screenshot"), plain} + common).exitCode, 0);
        const QString numbered = file("strings.png");
        const Run run = irodori(QStringList{QStringLiteral("--screenshot"), numbered, QStringLiteral("--layers"),
                                            QStringLiteral("strings")} + common);
        QCOMPARE(run.exitCode, 0);
        const BoardGeometry g = BoardPainter().geometry(QRectF(0, 0, 300, 300), 9, 1.0);
        // The string number on the black stone at E5 (4, 4).
        QCOMPARE(lightInside(QImage(plain), g, 4, 4), 0);
        QVERIFY(lightInside(QImage(numbered), g, 4, 4) > 5);

        const QString none = file("none.png");
        QCOMPARE(irodori(QStringList{QStringLiteral("--screenshot"), none, QStringLiteral("--layers"),
                                     QStringLiteral("none")} + common).exitCode, 0);
        QCOMPARE(QImage(none), QImage(plain));
    }

    void wholeWindowWithTheWhyPanel()
    {
        const QString out = file("why.png");
        const Run run = irodori({QStringLiteral("--screenshot"), out, QStringLiteral("--board"), QStringLiteral("9"),
                                 QStringLiteral("--moves"), QStringLiteral("E5,C3,D4"), QStringLiteral("--layers"),
                                 QStringLiteral("safety,links"), QStringLiteral("--select"), QStringLiteral("E5")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(QImage(out).size(), QSize(1000, 760));
    }

    void badStudyOptionsFail_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown layer") << QStringList{QStringLiteral("--layers"), QStringLiteral("links,nonsense")}
                                       << QStringLiteral("nonsense");
        QTest::newRow("select empty point") << QStringList{QStringLiteral("--select"), QStringLiteral("A1")}
                                            << QStringLiteral("--select");
        QTest::newRow("select no point") << QStringList{QStringLiteral("--select"), QStringLiteral("Z99")}
                                         << QStringLiteral("Z99");
    }

    void badStudyOptionsFail()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Run run = irodori(QStringList{QStringLiteral("--screenshot"), file("bad.png")} + args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.errors.contains(says), qPrintable(run.errors));
    }
};

} // namespace

QTEST_GUILESS_MAIN(TestStudyScreenshot)
#include "test_studyscreenshot.moc"
