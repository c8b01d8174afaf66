// irodori FILE / --open FILE --move N --game N, run as a child process the
// way a user (or a documentation script) runs it: the PNG shows the record
// at that move; bad files and numbers fail with a message and exit code 2.
#include "boardpainter.h"
#include "screenshot_helpers.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace irodori::ui;
using namespace irodori::uitest;

namespace {

QString fixture(const char* name)
{
    return QStringLiteral(IRODORI_TEST_DATA "/") + QLatin1String(name);
}

// A pixel of point (x, y) on a board-only screenshot: a quarter of a line
// spacing off the centre, inside a stone but off the lines and markers.
QRgb pointPixel(const QImage& image, int boardSize, int x, int y)
{
    const BoardGeometry g = BoardPainter().geometry(QRectF(QPointF(0, 0), QSizeF(image.size())), boardSize, 1.0);
    return image.pixel((g.center(x, y) + QPointF(g.cell() / 4, g.cell() / 4)).toPoint());
}

bool isWood(QRgb c)
{
    const QColor w = BoardPainter::woodColor();
    return std::abs(qRed(c) - w.red()) <= 40 && std::abs(qGreen(c) - w.green()) <= 40
           && std::abs(qBlue(c) - w.blue()) <= 40;
}

} // namespace

class TestRecordScreenshot : public QObject {
    Q_OBJECT

    QTemporaryDir dir;

    QString file(const char* name) const { return dir.filePath(QLatin1String(name)); }

    QImage shot(const QStringList& args, const char* name)
    {
        const QString out = file(name);
        const Run run = runIrodori(QStringList{QStringLiteral("--screenshot"), out, QStringLiteral("--board-only"),
                                            QStringLiteral("--size"), QStringLiteral("400x400")}
                                + args);
        if (run.exitCode != 0)
            qWarning("%s", qPrintable(run.errors));
        return QImage(out);
    }

private slots:
    void recordAtAMove()
    {
        const QImage at50 = shot({QStringLiteral("--open"), fixture("ui/ja_game.sgf"), QStringLiteral("--move"),
                                  QStringLiteral("50")},
                                 "move50.png");
        QCOMPARE(at50.size(), QSize(400, 400));
        QVERIFY(luminance(pointPixel(at50, 19, 3, 1)) > 200);  // move 50, White D18
        QVERIFY(luminance(pointPixel(at50, 19, 15, 3)) < 70);  // move 1, Black Q16
        QVERIFY(isWood(pointPixel(at50, 19, 9, 9)));           // tengen is empty
        const QImage at1 = shot({fixture("ui/ja_game.sgf"), QStringLiteral("--move"), QStringLiteral("1")},
                                "move1.png");
        QVERIFY(luminance(pointPixel(at1, 19, 15, 3)) < 70);
        QVERIFY(isWood(pointPixel(at1, 19, 3, 1)));
    }

    void gameOfACollection()
    {
        const QImage image = shot({QStringLiteral("--open"), fixture("records/collection.sgf"), QStringLiteral("--game"),
                                   QStringLiteral("3"), QStringLiteral("--move"), QStringLiteral("1")},
                                  "game3.png");
        QVERIFY(luminance(pointPixel(image, 9, 4, 4)) < 70); // B[ee] on 9x9
    }

    void wholeWindowInJapanese()
    {
        const QString out = file("window.png");
        const Run run = runIrodori({QStringLiteral("--screenshot"), out, QStringLiteral("--lang"), QStringLiteral("ja"),
                                 QStringLiteral("--open"), fixture("ui/ja_game.sgf"), QStringLiteral("--move"),
                                 QStringLiteral("30")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(QImage(out).size(), QSize(1000, 760));
    }

    // --layers threats draws View → Renju Threats on a Renju record: the
    // picture differs from the plain one around the stones; on a Go record
    // there is no such layer.
    void renjuThreats()
    {
        const QStringList record{QStringLiteral("--open"), fixture("ui/renju_game.sgf"), QStringLiteral("--move"),
                                 QStringLiteral("7")};
        const QImage plain = shot(record, "renju-plain.png");
        const QImage threats = shot(record + QStringList{QStringLiteral("--layers"), QStringLiteral("threats")},
                                    "renju-threats.png");
        QCOMPARE(threats.size(), QSize(400, 400));
        QCOMPARE(plain.size(), threats.size());
        int changed = 0;
        for (int y = 0; y < plain.height(); ++y)
            for (int x = 0; x < plain.width(); ++x)
                changed += plain.pixel(x, y) != threats.pixel(x, y);
        QVERIFY2(changed > 200, qPrintable(QString::number(changed)));
        const Run go = runIrodori({QStringLiteral("--screenshot"), file("go.png"), QStringLiteral("--open"),
                                   fixture("ui/ja_game.sgf"), QStringLiteral("--layers"), QStringLiteral("threats")});
        QCOMPARE(go.exitCode, 2);
        QVERIFY(go.errors.contains(QStringLiteral("threats")));
    }

    // A Renju record whose opening is not over is drawn as it is reviewed:
    // the screenshot does not wait for the decision due (a question in the
    // window), and shows the record where it was asked to.
    void unfinishedRenjuOpening()
    {
        const QString record = file("soosorv.sgf");
        QFile f(record);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("(;GM[4]FF[4]SZ[15]RU[Renju, Soosorv-8 opening];B[hh];W[hg];B[ig]OD[swap:0];W[jj]OD[declare:3])");
        f.close();
        // The whole window: its study view runs the event loop until drawn.
        const QString out = file("soosorv.png");
        const Run run = runIrodori({QStringLiteral("--screenshot"), out, QStringLiteral("--open"), record}, 20000);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(QImage(out).size(), QSize(1000, 760));
        const QImage start = shot({QStringLiteral("--open"), record}, "soosorv0.png");
        QVERIFY(isWood(pointPixel(start, 15, 7, 7))); // the record's start: no stone yet
        const QImage at3 = shot({QStringLiteral("--open"), record, QStringLiteral("--move"), QStringLiteral("3")},
                                "soosorv3.png");
        QVERIFY(luminance(pointPixel(at3, 15, 8, 6)) < 70);  // Black's third stone, I9
        QVERIFY(isWood(pointPixel(at3, 15, 9, 9)));          // White's fourth not yet
    }

    void badRecordOptionsFail_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("missing file") << QStringList{QStringLiteral("--open"), file("nothing.sgf")}
                                      << QStringLiteral("nothing.sgf");
        QTest::newRow("not a record") << QStringList{QStringLiteral("--open"), fixture("records/error_not_sgf.sgf")}
                                      << QStringLiteral("error_not_sgf.sgf");
        QTest::newRow("move too far") << QStringList{QStringLiteral("--open"), fixture("ui/ja_game.sgf"),
                                                     QStringLiteral("--move"), QStringLiteral("500")}
                                      << QStringLiteral("500");
        QTest::newRow("move not a number") << QStringList{QStringLiteral("--open"), fixture("ui/ja_game.sgf"),
                                                          QStringLiteral("--move"), QStringLiteral("ten")}
                                           << QStringLiteral("“ten”");
        QTest::newRow("game zero") << QStringList{QStringLiteral("--open"), fixture("records/collection.sgf"),
                                                  QStringLiteral("--game"), QStringLiteral("0")}
                                   << QStringLiteral("--game");
        // The Why? panel reads Go: a Renju record has no groups to select.
        QTest::newRow("select on a Renju record") << QStringList{QStringLiteral("--open"), fixture("ui/renju_game.sgf"),
                                                                 QStringLiteral("--select"), QStringLiteral("H8")}
                                                  << QStringLiteral("Renju");
    }

    void badRecordOptionsFail()
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

    // --tree shows the Game Tree tab under the board: its orange ring round
    // the current move is in the picture, and not without the option.
    void gameTreeTab()
    {
        auto orange = [](const QImage& image) {
            int n = 0;
            for (int y = image.height() / 2; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    n += c.red() >= 250 && c.green() >= 140 && c.green() <= 160 && c.blue() <= 40 ? 1 : 0;
                }
            return n;
        };
        QStringList common = {QStringLiteral("--screenshot"), QString(), QStringLiteral("--open"), fixture("ui/ja_game.sgf"),
                              QStringLiteral("--move"), QStringLiteral("30"), QStringLiteral("--layers"),
                              QStringLiteral("none")};
        common[1] = file("tree.png");
        QCOMPARE(runIrodori(common + QStringList{QStringLiteral("--tree")}).exitCode, 0);
        common[1] = file("review.png");
        QCOMPARE(runIrodori(common).exitCode, 0);
        const QImage tree(file("tree.png"));
        const QImage review(file("review.png"));
        QCOMPARE(tree.size(), review.size());
        QVERIFY(orange(tree) > 20);
        QCOMPARE(orange(review), 0);
    }

    // --analyze-with: a GTP program's candidates on the board, the best in
    // blue (none without the option); a program that cannot start fails.
    void analysisOfAGtpProgram()
    {
        auto blue = [](const QImage& image) {
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    n += c.blue() >= 150 && c.blue() > c.red() + 100 && c.blue() > c.green() + 40 ? 1 : 0;
                }
            return n;
        };
        const QStringList common = {QStringLiteral("--board"), QStringLiteral("9"), QStringLiteral("--moves"),
                                    QStringLiteral("E5,C3"), QStringLiteral("--layers"), QStringLiteral("none")};
        const QImage plain = shot(common, "plain.png");
        const QImage analysed = shot(common + QStringList{QStringLiteral("--analyze-with"),
                                                          QStringLiteral("\"%1\" gtp").arg(QStringLiteral(IRODORI_CLI))},
                                     "analysed.png");
        QVERIFY(!plain.isNull() && !analysed.isNull());
        QCOMPARE(blue(plain), 0);
        QVERIFY2(blue(analysed) > 200, qPrintable(QString::number(blue(analysed))));

        const Run run = runIrodori(QStringList{QStringLiteral("--screenshot"), file("never.png"),
                                               QStringLiteral("--analyze-with"), file("no-such-program")}
                                   + common);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.errors.contains(QStringLiteral("--analyze-with: Could not start")), qPrintable(run.errors));
    }
};

QTEST_MAIN(TestRecordScreenshot)
#include "test_recordscreenshot.moc"
