// irodori --screenshot with the study options: --layers draws the named
// layers (and waits for the analysis), --select opens the Why? panel on a
// group; the extension chooses PNG, SVG or PDF, --pixel-ratio 2 doubles the
// pixels; a wrong layer name, point, extension or ratio fails with a
// message and exit code 2.
#include "boardpainter.h"
#include "screenshot_helpers.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace irodori::ui;
using namespace irodori::uitest;

namespace {

// The analysis layers make a run take longer than a plain screenshot.
Run irodori(const QStringList& args)
{
    return runIrodori(args, 120000);
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

    // --reason chooses a reason of the group --select names: the capture
    // of O D4 (in atari, its escape at E4 laddered), whoever moves first,
    // shows its line, X E4, as a numbered translucent black stone.
    void reasonWithItsLine()
    {
        const QStringList common{QStringLiteral("--board-only"), QStringLiteral("--size"), QStringLiteral("300x300"),
                                 QStringLiteral("--board"),      QStringLiteral("9"),      QStringLiteral("--moves"),
                                 QStringLiteral("C4,D4,D3,pass,E3,pass,D5"), QStringLiteral("--layers"),
                                 QStringLiteral("none"),         QStringLiteral("--select"), QStringLiteral("D4")};
        const QString plain = file("selected.png");
        Run run = irodori(QStringList{QStringLiteral("--screenshot"), plain} + common);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
        const QString line = file("line.png");
        run = irodori(QStringList{QStringLiteral("--screenshot"), line, QStringLiteral("--reason"), QStringLiteral("1")}
                      + common);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
        const BoardGeometry g = BoardPainter().geometry(QRectF(0, 0, 300, 300), 9, 1.0);
        // E4 (4, 5): wood without the line, a dark stone with it.
        const QPoint e4 = (g.center(4, 5) + QPointF(g.stoneRadius() * 0.75, 0)).toPoint();
        QVERIFY(luminance(QImage(plain).pixel(e4)) > 150);
        QVERIFY(luminance(QImage(line).pixel(e4)) < 110);
        QVERIFY(lightInside(QImage(line), g, 4, 5) > 3); // its number, 1
    }

    // SVG and PDF by the extension: the board alone, with the layers asked for.
    void vectorFormatsByExtension()
    {
        const QStringList common{QStringLiteral("--size"),  QStringLiteral("300x300"), QStringLiteral("--board"),
                                 QStringLiteral("9"),       QStringLiteral("--moves"), QStringLiteral("E5,C3,D4"),
                                 QStringLiteral("--layers"), QStringLiteral("strings")};
        const QString svg = file("board.svg");
        Run run = irodori(QStringList{QStringLiteral("--screenshot"), svg} + common);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QImage image(300, 300, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter p(&image);
            renderer.render(&p, QRectF(0, 0, 300, 300));
        }
        const BoardGeometry g = BoardPainter().geometry(QRectF(0, 0, 300, 300), 9, 1.0);
        // The black stones at E5 and D4, the white one at C3, the number on E5.
        QVERIFY(luminance(image.pixel((g.center(3, 5) + QPointF(g.stoneRadius() * 0.8, 0)).toPoint())) < 90);
        QVERIFY(luminance(image.pixel((g.center(2, 6) + QPointF(g.stoneRadius() * 0.8, 0)).toPoint())) > 170);
        QVERIFY(lightInside(image, g, 4, 4) > 5);

        const QString pdf = file("board.pdf");
        run = irodori(QStringList{QStringLiteral("--screenshot"), pdf} + common);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.size() > 3000);
    }

    // --pixel-ratio 2: the board and the whole window with twice the pixels
    // in each direction, the stones where the ratio-1 picture has them.
    void pixelRatioTwo()
    {
        const QStringList common{QStringLiteral("--board"), QStringLiteral("9"), QStringLiteral("--moves"),
                                 QStringLiteral("E5,C3")};
        const QString board = file("board2.png");
        Run run = irodori(QStringList{QStringLiteral("--screenshot"), board, QStringLiteral("--board-only"),
                                      QStringLiteral("--size"), QStringLiteral("200x200"),
                                      QStringLiteral("--pixel-ratio"), QStringLiteral("2")} + common);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
        const QImage image(board);
        QCOMPARE(image.size(), QSize(400, 400));
        const BoardGeometry g = BoardPainter().geometry(QRectF(0, 0, 200, 200), 9, 2.0);
        QVERIFY(luminance(image.pixel((g.center(4, 4) * 2).toPoint())) < 70);
        QVERIFY(luminance(image.pixel((g.center(2, 6) * 2).toPoint())) > 190);

        const QString window = file("window2.png");
        // The window at its default size, 1000x760, scaled as on a high-density screen.
        run = irodori(QStringList{QStringLiteral("--screenshot"), window, QStringLiteral("--pixel-ratio"),
                                  QStringLiteral("2"), QStringLiteral("--layers"), QStringLiteral("none")} + common);
        QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
        QCOMPARE(QImage(window).size(), QSize(2000, 1520));
    }

    void badStudyOptionsFail_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown layer") << QStringList{QStringLiteral("--layers"), QStringLiteral("links,nonsense")}
                                       << QStringLiteral("nonsense");
        QTest::newRow("select empty point")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--select"), QStringLiteral("A1")}
            << QStringLiteral("no stone on A1");
        QTest::newRow("select no point") << QStringList{QStringLiteral("--select"), QStringLiteral("Z99")}
                                         << QStringLiteral("Z99");
        QTest::newRow("pixel ratio") << QStringList{QStringLiteral("--pixel-ratio"), QStringLiteral("9")}
                                     << QStringLiteral("--pixel-ratio");
        QTest::newRow("reason zero") << QStringList{QStringLiteral("--lang"), QStringLiteral("en"),
                                                    QStringLiteral("--reason"), QStringLiteral("0")}
                                     << QStringLiteral("1 or more");
        QTest::newRow("reason without select")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--reason"), QStringLiteral("1")}
            << QStringLiteral("give --select too");
        QTest::newRow("reason not there")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--moves"),
                           QStringLiteral("E5"), QStringLiteral("--select"), QStringLiteral("E5"),
                           QStringLiteral("--reason"), QStringLiteral("99")}
            << QStringLiteral("no reason 99");
    }

    void badStudyOptionsFail()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Run run = irodori(QStringList{QStringLiteral("--screenshot"), file("bad.png")} + args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.errors.contains(says), qPrintable(run.errors));
    }

    // Only PNG, SVG and PDF: another extension is refused before anything is drawn.
    void unknownExtensionFails()
    {
        const QString out = file("board.jpg");
        const Run run = irodori({QStringLiteral("--screenshot"), out, QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.errors.contains(QStringLiteral(".svg")), qPrintable(run.errors));
        QVERIFY(!QFile::exists(out));
    }
};

} // namespace

// A GUI application: drawing the SVG back needs fonts.
QTEST_MAIN(TestStudyScreenshot)
#include "test_studyscreenshot.moc"
