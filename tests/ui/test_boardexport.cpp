// Export and printing of the board through the one BoardPainter: the SVG
// parses and shows the stones, the PDF is a real document of the chosen
// size, the PNG at device-pixel ratio 2 has twice the pixels with the
// stones in the same places, printing to a PDF file works without a
// printer, and File → Export / Print in the window write what the board shows.
#include "analysiscontroller.h"
#include "pixel_helpers.h"
#include "boardexport.h"
#include "boardpainter.h"
#include "boardview.h"
#include "exportactions.h"
#include "gamedocument.h"
#include "kifu.h"
#include "recordfiles.h"
#include "layerset.h"
#include "mainwindow.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPrinter>
#include <QRegularExpression>
#include <QSettings>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace irodori;
using namespace irodori::ui;
using namespace irodori::uitest;
namespace ex = irodori::ui::boardexport;

namespace {

bool reddish(QRgb c)
{
    return qRed(c) > 200 && qGreen(c) < 60 && qBlue(c) < 60;
}

// A 9x9 board: Black at E5 (4, 4), White at C3 (2, 6).
BoardSnapshot twoStones()
{
    BoardSnapshot s = BoardSnapshot::empty(9);
    s.set(4, 4, Black);
    s.set(2, 6, White);
    s.lastMove = {2, 6};
    return s;
}

// A layer standing for the study layers: a red square on the empty point G7.
class Marker : public BoardLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    void paint(QPainter& p, const BoardGeometry& g, const BoardSnapshot&) const override
    {
        const qreal h = g.cell() * 0.25;
        p.fillRect(QRectF(g.center(6, 2) - QPointF(h, h), QSizeF(2 * h, 2 * h)), QColor(230, 0, 0));
    }
};

QImage renderSvg(const QString& path, const QSize& size)
{
    QSvgRenderer renderer(path);
    if (!renderer.isValid())
        return {};
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    renderer.render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

class TestBoardExport : public QObject {
    Q_OBJECT

    QTemporaryDir dir;

    QString file(const QString& name) const { return dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.filePath(QStringLiteral("settings")));
        QCoreApplication::setOrganizationName(QStringLiteral("IrodoriTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_boardexport"));
    }

    void formatFollowsTheExtension()
    {
        QCOMPARE(ex::formatOf(QStringLiteral("a/b.png")), std::optional(ex::Format::Png));
        QCOMPARE(ex::formatOf(QStringLiteral("B.SVG")), std::optional(ex::Format::Svg));
        QCOMPARE(ex::formatOf(QStringLiteral("x.Pdf")), std::optional(ex::Format::Pdf));
        QVERIFY(!ex::formatOf(QStringLiteral("x.jpg")));
        QVERIFY(!ex::formatOf(QStringLiteral("png")));
    }

    // The SVG is a drawing QSvgRenderer accepts; drawn again, it shows the
    // black and the white stone where the painter put them.
    void svgParsesAndShowsTheStones()
    {
        BoardPainter painter;
        Marker marker;
        painter.addLayer(&marker);
        const QString path = file(QStringLiteral("board.svg"));
        ex::Options options;
        options.size = QSize(400, 400);
        options.title = QStringLiteral("Test game — move 2");
        QCOMPARE(ex::write(painter, twoStones(), path, options), QString());
        const QByteArray svg = contents(path);
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.contains("Test game"));
        QVERIFY(QSvgRenderer(path).isValid());
        const QImage image = renderSvg(path, QSize(400, 400));
        QVERIFY(!image.isNull());
        const BoardGeometry g = painter.geometry(QRectF(0, 0, 400, 400), 9, 1.0);
        QVERIFY2(luminance(pixelAt(image, g.center(4, 4))) < 70, "black stone");
        QVERIFY2(luminance(pixelAt(image, g.center(2, 6) + QPointF(g.stoneRadius() * 0.7, 0))) > 190, "white stone");
        QVERIFY(looksLikeWood(pixelAt(image, g.center(1, 1) + QPointF(g.cell() / 2, g.cell() / 2))));
        // The layer is in the drawing too.
        QVERIFY(reddish(pixelAt(image, g.center(6, 2))));
        // Vector: drawn twice as large it is still exact where the stones are.
        const QImage large = renderSvg(path, QSize(800, 800));
        QVERIFY(luminance(pixelAt(large, g.center(4, 4) * 2)) < 70);
    }

    // The PDF is a one-page document of the chosen size in points.
    void pdfIsAPageOfTheChosenSize()
    {
        BoardPainter painter;
        const QString path = file(QStringLiteral("board.pdf"));
        ex::Options options;
        options.size = QSize(360, 360);
        QCOMPARE(ex::write(painter, twoStones(), path, options), QString());
        const QByteArray pdf = contents(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        QVERIFY2(pdf.size() > 3000, qPrintable(QString::number(pdf.size())));
        // One page, 360 x 360 points (5 inches square).
        QCOMPARE(pdf.count("/Type /Page\n") + pdf.count("/Type /Page "), qsizetype(1));
        const QRegularExpression box(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
        const auto m = box.match(QString::fromLatin1(pdf));
        QVERIFY(m.hasMatch());
        QVERIFY(std::abs(m.captured(1).toDouble() - 360) < 1);
        QVERIFY(std::abs(m.captured(2).toDouble() - 360) < 1);
    }

    // At ratio 2 the PNG has twice the pixels in each direction, and the
    // stones are where the ratio-1 image has them, scaled.
    void pngAtRatioTwoHasTwiceThePixels()
    {
        BoardPainter painter;
        ex::Options options;
        options.size = QSize(300, 300);
        const QString one = file(QStringLiteral("one.png"));
        const QString two = file(QStringLiteral("two.png"));
        QCOMPARE(ex::write(painter, twoStones(), one, options), QString());
        options.devicePixelRatio = 2.0;
        QCOMPARE(ex::write(painter, twoStones(), two, options), QString());
        const QImage a(one);
        const QImage b(two);
        QCOMPARE(a.size(), QSize(300, 300));
        QCOMPARE(b.size(), QSize(600, 600));
        // Twice the resolution recorded, so the picture keeps its size in documents.
        QVERIFY(std::abs(b.dotsPerMeterX() - 2 * a.dotsPerMeterX()) <= 2);
        const BoardGeometry g1 = painter.geometry(QRectF(0, 0, 300, 300), 9, 1.0);
        const BoardGeometry g2 = painter.geometry(QRectF(0, 0, 300, 300), 9, 2.0);
        QVERIFY(luminance(a.pixel(g1.center(4, 4).toPoint())) < 70);
        QVERIFY(luminance(b.pixel((g2.center(4, 4) * 2).toPoint())) < 70);
        QVERIFY(luminance(b.pixel(((g2.center(2, 6) + QPointF(g2.stoneRadius() * 0.7, 0)) * 2).toPoint())) > 190);
        QVERIFY(looksLikeWood(b.pixel(((g2.center(7, 7) + QPointF(g2.cell() / 2, g2.cell() / 2)) * 2).toPoint())));
    }

    // The preview stone under the mouse is not part of the position.
    void previewStoneIsLeftOut()
    {
        BoardSnapshot s = twoStones();
        s.ghost = {6, 6};
        s.ghostColor = Black;
        BoardPainter painter;
        const QString path = file(QStringLiteral("ghost.png"));
        ex::Options options;
        options.size = QSize(300, 300);
        QCOMPARE(ex::write(painter, ex::withoutPreview(s), path, options), QString());
        const BoardGeometry g = painter.geometry(QRectF(0, 0, 300, 300), 9, 1.0);
        const QPointF offGrid = g.center(6, 6) + QPointF(g.stoneRadius() * 0.5, g.stoneRadius() * 0.5);
        QVERIFY(looksLikeWood(QImage(path).pixel(offGrid.toPoint())));
    }

    void problemsAreSentences()
    {
        BoardPainter painter;
        ex::Options options;
        const QString jpeg = ex::write(painter, twoStones(), file(QStringLiteral("board.jpg")), options);
        QVERIFY(jpeg.contains(QStringLiteral("board.jpg")));
        QVERIFY(jpeg.endsWith(QLatin1Char('.')));
        for (const char* name : {"board.png", "board.svg", "board.pdf"}) {
            const QString path = QStringLiteral("/nonexistent-dir/") + QLatin1String(name);
            const QString problem = ex::write(painter, twoStones(), path, options);
            QVERIFY2(problem.contains(QLatin1String(name)), qPrintable(problem));
            QVERIFY(!QFile::exists(path));
        }
        options.size = QSize(0, 0);
        QVERIFY(!ex::write(painter, twoStones(), file(QStringLiteral("empty.png")), options).isEmpty());
    }

    // Printing needs no printer: a QPrinter writing a PDF file gets the
    // page, the caption above the board and the stones.
    void printsToAPdfFile()
    {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        const QString path = file(QStringLiteral("printed.pdf"));
        printer.setOutputFileName(path);
        BoardPainter painter;
        QVERIFY(ex::print(painter, twoStones(), printer, QStringLiteral("Test game — move 2")));
        const QByteArray pdf = contents(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY2(pdf.size() > 3000, qPrintable(QString::number(pdf.size())));
    }

    // On paper the board is plain white and the stones cast no shadow, while
    // the layers, the stones and the lines stay: the same picture for far
    // less ink. The screen keeps the wood.
    void paperIsPlainWhite()
    {
        Marker marker;
        BoardPainter screen;
        screen.addLayer(&marker);
        const BoardPainter paper = ex::forPaper(screen);
        QVERIFY(paper.options().paper);
        QVERIFY(!screen.options().paper);
        QCOMPARE(paper.options().coordinates, screen.options().coordinates);

        const QSize size(360, 360);
        const QImage wood = screen.render(twoStones(), size);
        const QImage white = paper.render(twoStones(), size);
        const BoardGeometry g = screen.geometry(QRectF(QPointF(0, 0), QSizeF(size)), 9);
        // Between the lines, half a cell off D6 (3, 3): wood on screen, white on paper.
        const QPointF between = g.center(3, 3) + QPointF(g.cell() / 2, g.cell() / 2);
        QVERIFY(looksLikeWood(pixelAt(wood, between)));
        QCOMPARE(QColor(pixelAt(white, between)), QColor(Qt::white));
        // Just below and right of Black's E5, where its shadow falls on screen.
        const QPointF shadow = g.center(4, 4) + QPointF(g.stoneRadius() * 0.75, g.stoneRadius() * 0.75);
        QVERIFY(luminance(pixelAt(white, shadow)) > 200);
        // Stones and the layer are still there.
        QVERIFY(luminance(pixelAt(white, g.center(4, 4))) < 80);
        QVERIFY(luminance(pixelAt(white, g.center(2, 6))) > 200);
        QVERIFY(reddish(pixelAt(white, g.center(6, 2))));
    }

    // The window: File → Export Board as PNG / SVG / PDF and Print write
    // the board as shown, with the layers that are on.
    void fileMenuExportsWhatTheBoardShows()
    {
        MainWindow window;
        window.resize(1000, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.newGame(9);
        QVERIFY(window.playVertices({QStringLiteral("E5"), QStringLiteral("C3"), QStringLiteral("D4")}).isEmpty());
        AnalysisController* study = window.analysisController();
        QVERIFY(study->showLayers({QStringLiteral("strings")}).isEmpty());
        QVERIFY(study->waitUntilShown(20000));

        ExportActions* actions = window.exportActions();
        QMenu* fileMenu = window.menuBar()->actions().first()->menu();
        for (QAction* a : {actions->pngAction(), actions->svgAction(), actions->pdfAction(), actions->printAction()})
            QVERIFY(fileMenu->actions().contains(a));
        QVERIFY(!actions->printAction()->shortcut().isEmpty());

        QString target;
        ex::Format asked = ex::Format::Pdf;
        actions->prompts().options = [&](QWidget*, ex::Format format, ex::Options& options) {
            asked = format;
            options.size = QSize(300, 300);
            options.devicePixelRatio = format == ex::Format::Png ? 2.0 : 1.0;
            return true;
        };
        actions->prompts().fileName = [&](QWidget*, ex::Format, const QString& suggested) {
            // The suggestion names the move and has the format's extension.
            return suggested.endsWith(QStringLiteral("-3.png")) || suggested.endsWith(QStringLiteral("-3.svg"))
                           || suggested.endsWith(QStringLiteral("-3.pdf"))
                       ? target
                       : QString();
        };
        QStringList errors;
        actions->prompts().error = [&](QWidget*, const QString& text) { errors << text; };

        target = file(QStringLiteral("window.png"));
        actions->pngAction()->trigger();
        QCOMPARE(asked, ex::Format::Png);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        const QImage png(target);
        QCOMPARE(png.size(), QSize(600, 600));
        const BoardGeometry g = window.boardView()->painter().geometry(QRectF(0, 0, 300, 300), 9, 2.0);
        QVERIFY(luminance(png.pixel(((g.center(4, 4) + QPointF(g.stoneRadius() * 0.8, 0)) * 2).toPoint())) < 90);
        // The string number on E5 (light strokes on the black stone) is there.
        int light = 0;
        const QPoint c = (g.center(4, 4) * 2).toPoint();
        const int h = int(g.stoneRadius());
        for (int dy = -h; dy <= h; ++dy)
            for (int dx = -h; dx <= h; ++dx)
                light += luminance(png.pixel(c + QPoint(dx, dy))) > 170 ? 1 : 0;
        QVERIFY2(light > 10, qPrintable(QString::number(light)));

        target = file(QStringLiteral("window.svg"));
        actions->svgAction()->trigger();
        QCOMPARE(asked, ex::Format::Svg);
        QVERIFY(QSvgRenderer(target).isValid());
        const QImage svg = renderSvg(target, QSize(300, 300));
        const BoardGeometry g1 = window.boardView()->painter().geometry(QRectF(0, 0, 300, 300), 9, 1.0);
        QVERIFY(luminance(pixelAt(svg, g1.center(3, 5) + QPointF(g1.stoneRadius() * 0.8, 0))) < 90);

        target = file(QStringLiteral("window.pdf"));
        actions->pdfAction()->trigger();
        QVERIFY(contents(target).startsWith("%PDF-"));

        // Print, with the print dialog answered by a printer writing a PDF file.
        const QString printed = file(QStringLiteral("window-print.pdf"));
        actions->prompts().printer = [&](QWidget*, QPrinter& printer) {
            printer.setOutputFormat(QPrinter::PdfFormat);
            printer.setOutputFileName(printed);
            return true;
        };
        actions->printAction()->trigger();
        QVERIFY(contents(printed).startsWith("%PDF-"));
        QVERIFY(contents(printed).size() > 3000);
        QVERIFY(errors.isEmpty());

        // Cancelling the file dialog writes nothing.
        target.clear();
        QVERIFY(!actions->exportBoard(ex::Format::Png));
        // A folder that does not exist is an error the user reads.
        target = QStringLiteral("/nonexistent-dir/x.png");
        QVERIFY(!actions->exportBoard(ex::Format::Png));
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.first().contains(QStringLiteral("x.png")));
        // The size chosen is offered again next time.
        QCOMPARE(QSettings().value(QStringLiteral("export/size")).toInt(), 300);
    }

    // The game record as players print it: figures of so many moves, a
    // stone taken and its point played again within a figure written under
    // it ("5 at 2"), a point that held a stone at the figure's start by its
    // name, passes too; File → Export Game Record as PDF writes one page a
    // figure.
    void gameRecordFigures()
    {
        MainWindow window;
        window.files()->prompts().chooseGame = [](QWidget*, const record::Collection&, int) { return 0; };
        // B B9, W A9, W E5, B A8 takes A9, W C3, B A9, W pass.
        QVERIFY(window.files()->openText(QStringLiteral(
            "(;GM[1]FF[4]SZ[9]PB[Honinbo Shusaku]BR[7d]PW[Gennan Inseki]RE[B+2]"
            ";B[ba];W[aa];W[ee];B[ab];W[cg];B[aa];W[])")));
        const record::GameTree& tree = window.document()->tree();
        const record::Node* end = tree.mainLine().back();
        std::vector<kifu::Figure> one = kifu::figures(tree, end, 10);
        QCOMPARE(one.size(), std::size_t{1});
        QCOMPARE(one[0].first, 1);
        QCOMPARE(one[0].last, 7);
        QCOMPARE(one[0].numbered.size(), std::size_t{5});
        QCOMPARE(one[0].notes, QStringList({QStringLiteral("6 at 2"), QStringLiteral("7: pass")}));
        QCOMPARE(one[0].start.at(0, 0), Empty);

        std::vector<kifu::Figure> three = kifu::figures(tree, end, 3);
        QCOMPARE(three.size(), std::size_t{3});
        QCOMPARE(three[1].first, 4);
        QCOMPARE(three[1].last, 6);
        QCOMPARE(three[1].start.at(0, 0), White); // A9 before Black takes it
        QCOMPARE(three[1].start.at(1, 0), Black);
        QCOMPARE(three[1].notes, QStringList({QStringLiteral("6 at A9")}));
        QCOMPARE(three[1].numbered.size(), std::size_t{2}); // 4 and 5
        QCOMPARE(three[2].first, 7);
        QVERIFY(three[2].numbered.empty());
        QVERIFY(kifu::figures(tree, &tree.root(), 50).empty());

        ExportActions* actions = window.exportActions();
        const QStringList header = actions->recordHeader();
        QVERIFY(header.first().contains(QStringLiteral("Honinbo Shusaku (7d)")));
        QVERIFY(header.join(QLatin1Char('\n')).contains(QStringLiteral("B+2")));
        QMenu* fileMenu = window.menuBar()->actions().first()->menu();
        QVERIFY(fileMenu->actions().contains(actions->recordAction()));
        const QString target = file(QStringLiteral("record.pdf"));
        actions->prompts().movesPerFigure = [](QWidget*, int current) { return current == 50 ? 3 : 0; };
        actions->prompts().fileName = [&](QWidget*, ex::Format format, const QString& suggested) {
            return format == ex::Format::Pdf && suggested.endsWith(QStringLiteral("-record.pdf")) ? target : QString();
        };
        QStringList errors;
        actions->prompts().error = [&](QWidget*, const QString& text) { errors << text; };
        QSettings().remove(QStringLiteral("export/movesPerFigure"));
        actions->recordAction()->trigger();
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        const QByteArray pdf = contents(target);
        QVERIFY(pdf.startsWith("%PDF-"));
        QCOMPARE(QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Type\\s*/Page[^s]"))), 3);
        // Nowhere to write: a sentence, not a crash.
        QVERIFY(!actions->exportRecordTo(file(QStringLiteral("no/such/dir/r.pdf")), 50).isEmpty());
    }
};

} // namespace

QTEST_MAIN(TestBoardExport)
#include "test_boardexport.moc"
