// BoardPainter and BoardGeometry: hit testing agrees with drawing, star
// points and labels follow Go conventions, stones and wood have the right
// colours, the grid stays sharp at device-pixel ratio 2, layers plug in.
#include "boardgeometry.h"
#include "pixel_helpers.h"
#include "boardpainter.h"
#include "boardsnapshot.h"

#include "core/position.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>
#include <QTest>

#include <algorithm>
#include <set>

using namespace irodori;
using namespace irodori::ui;
using namespace irodori::uitest;

namespace {

// A point in the middle of the square between four intersections: no line,
// no star point, no stone there.
QPointF betweenPoints(const BoardGeometry& g, int x, int y)
{
    return g.center(x, y) + QPointF(g.cell() / 2, g.cell() / 2);
}

class TestBoardPainter : public QObject {
    Q_OBJECT

private slots:
    void geometryRoundTripsEveryPoint_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QRectF>("area");
        QTest::addColumn<qreal>("scale");
        for (int size : {2, 5, 9, 13, 19, 25}) {
            QTest::addRow("%dx%d wide", size, size) << size << QRectF(0, 0, 900, 600) << 1.0;
            QTest::addRow("%dx%d tall dpr2", size, size) << size << QRectF(10, 20, 300, 700) << 2.0;
            QTest::addRow("%dx%d tiny", size, size) << size << QRectF(0, 0, 120, 120) << 1.5;
        }
    }

    void geometryRoundTripsEveryPoint()
    {
        QFETCH(int, size);
        QFETCH(QRectF, area);
        QFETCH(qreal, scale);
        const BoardGeometry g(area, size, scale, true);
        // The board is a square, centred in the area, inside it.
        QCOMPARE(g.boardRect().width(), g.boardRect().height());
        QVERIFY(std::abs(g.boardRect().center().x() - area.center().x()) <= 1.0);
        QVERIFY(std::abs(g.boardRect().center().y() - area.center().y()) <= 1.0);
        QVERIFY(area.adjusted(-1, -1, 1, 1).contains(g.boardRect()));
        QVERIFY(g.boardRect().contains(g.gridRect()));
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const QPointF c = g.center(x, y);
                QCOMPARE(g.pointAt(c), (GridPoint{x, y}));
                // Anywhere within a little less than half a cell still hits.
                const qreal d = g.cell() * 0.45;
                QCOMPARE(g.pointAt(c + QPointF(d, -d)), (GridPoint{x, y}));
                QCOMPARE(g.pointAt(c + QPointF(-d, d)), (GridPoint{x, y}));
            }
        // The corners of the wood (coordinate margin) are not points.
        QVERIFY(!g.pointAt(g.boardRect().topLeft() + QPointF(1, 1)).isValid());
        QVERIFY(!g.pointAt(g.boardRect().bottomRight() - QPointF(1, 1)).isValid());
    }

    void gridIsSnappedToDevicePixels()
    {
        for (qreal scale : {1.0, 2.0}) {
            const BoardGeometry g(QRectF(0, 0, 777, 777), 19, scale, true);
            const qreal cellDevice = g.cell() * scale;
            QCOMPARE(cellDevice, qreal(qRound(cellDevice)));
            const qreal lineDevice = g.lineWidth() * scale;
            QCOMPARE(lineDevice, qreal(qRound(lineDevice)));
            // The edges of a line fall on whole device pixels.
            const qreal left = (g.center(0, 0).x() - g.lineWidth() / 2) * scale;
            QVERIFY(std::abs(left - qRound(left)) < 1e-6);
        }
    }

    void starPointsFollowConvention()
    {
        auto set = [](int size) {
            std::set<std::pair<int, int>> s;
            for (const GridPoint& p : BoardPainter::starPoints(size))
                s.insert({p.x, p.y});
            return s;
        };
        const std::set<std::pair<int, int>> nineteen{{3, 3}, {9, 3}, {15, 3}, {3, 9}, {9, 9},
                                                     {15, 9}, {3, 15}, {9, 15}, {15, 15}};
        QCOMPARE(set(19), nineteen);
        const std::set<std::pair<int, int>> thirteen{{3, 3}, {9, 3}, {6, 6}, {3, 9}, {9, 9}};
        QCOMPARE(set(13), thirteen);
        const std::set<std::pair<int, int>> nine{{2, 2}, {6, 2}, {4, 4}, {2, 6}, {6, 6}};
        QCOMPARE(set(9), nine);
        QVERIFY(set(2).empty());
        QVERIFY(set(4).empty());
        QCOMPARE(set(5), (std::set<std::pair<int, int>>{{2, 2}}));
        for (int size = kMinBoardSize; size <= kMaxBoardSize; ++size) {
            const auto points = BoardPainter::starPoints(size);
            QCOMPARE(int(set(size).size()), int(points.size())); // no duplicates
            for (const GridPoint& p : points) {
                QVERIFY(p.x >= 0 && p.x < size && p.y >= 0 && p.y < size);
                // Symmetric under a quarter turn, as on a real board.
                QVERIFY(set(size).count({size - 1 - p.y, p.x}));
            }
        }
    }

    void coordinateLabelsAreGtp()
    {
        QCOMPARE(BoardPainter::columnLabel(0), QStringLiteral("A"));
        QCOMPARE(BoardPainter::columnLabel(7), QStringLiteral("H"));
        QCOMPARE(BoardPainter::columnLabel(8), QStringLiteral("J")); // no I
        QCOMPARE(BoardPainter::columnLabel(18), QStringLiteral("T"));
        QCOMPARE(BoardPainter::columnLabel(24), QStringLiteral("Z"));
        QCOMPARE(BoardPainter::rowLabel(0, 19), QStringLiteral("19")); // top row
        QCOMPARE(BoardPainter::rowLabel(18, 19), QStringLiteral("1")); // bottom row
        QCOMPARE(BoardPainter::rowLabel(4, 9), QStringLiteral("5"));
    }

    void snapshotFromPosition()
    {
        Position pos(9);
        const Board& b = pos.board();
        QCOMPARE(pos.play({Black, b.at(2, 3)}), MoveError::None);
        QCOMPARE(pos.play({White, b.at(4, 4)}), MoveError::None);
        const BoardSnapshot s = BoardSnapshot::fromPosition(pos);
        QCOMPARE(s.size, 9);
        QCOMPARE(s.at(2, 3), Black);
        QCOMPARE(s.at(4, 4), White);
        QCOMPARE(s.at(0, 0), Empty);
        QCOMPARE(s.lastMove, (GridPoint{4, 4}));
        QVERIFY(!s.koPoint.isValid());
        QCOMPARE(pos.play({Black, kPass}), MoveError::None);
        QVERIFY(!BoardSnapshot::fromPosition(pos).lastMove.isValid()); // a pass marks no stone
    }

    void stonesAndWoodHaveTheirColours()
    {
        BoardSnapshot s = BoardSnapshot::empty(19);
        s.set(3, 3, Black);
        s.set(15, 15, White);
        s.set(3, 15, Black);
        s.lastMove = {3, 15};
        const QSize size(600, 600);
        BoardPainter painter;
        const QImage image = painter.render(s, size);
        QCOMPARE(image.size(), size);
        const BoardGeometry g = painter.geometry(QRectF(QPointF(), QSizeF(size)), 19, 1.0);

        QVERIFY2(luminance(pixelAt(image, g.center(3, 3))) < 70, "black stone centre is dark");
        QVERIFY2(luminance(pixelAt(image, g.center(15, 15))) > 200, "white stone centre is light");
        QVERIFY2(looksLikeWood(pixelAt(image, betweenPoints(g, 8, 10))), "empty square is wood");
        // Coordinates margin is wood too, and the intersection itself is ink.
        QVERIFY(looksLikeWood(pixelAt(image, g.boardRect().topLeft() + QPointF(6, 6))));
        QVERIFY(luminance(pixelAt(image, g.center(10, 10))) < 90);
        // The last-move ring is light on a black stone; another black stone
        // has no ring at the same offset.
        const QPointF ring(g.stoneRadius() * 0.45, 0);
        QVERIFY(luminance(pixelAt(image, g.center(3, 15) + ring)) > 170);
        QVERIFY(luminance(pixelAt(image, g.center(3, 3) + ring)) < 80);
        // Outside the board square the image stays transparent.
        const QImage wide = painter.render(s, QSize(800, 400));
        QCOMPARE(qAlpha(wide.pixel(5, 200)), 0);
        QCOMPARE(qAlpha(wide.pixel(400, 200)), 255);
    }

    void koPointIsMarked()
    {
        BoardSnapshot s = BoardSnapshot::empty(9);
        BoardPainter painter;
        const QSize size(360, 360);
        const BoardGeometry g = painter.geometry(QRectF(QPointF(), QSizeF(size)), 9, 1.0);
        // On the edge of the ko square, off the grid lines.
        const QPointF probe = g.center(4, 4) + QPointF(g.cell() * 0.22, g.cell() * 0.12);
        QVERIFY(looksLikeWood(pixelAt(painter.render(s, size), probe)));
        s.koPoint = {4, 4};
        QVERIFY(luminance(pixelAt(painter.render(s, size), probe)) < 100);
        painter.setOptions({true, true, false});
        QVERIFY(looksLikeWood(pixelAt(painter.render(s, size), probe)));
    }

    void devicePixelRatioTwoIsSharpAndDoubleSize()
    {
        BoardSnapshot s = BoardSnapshot::empty(19);
        s.set(3, 3, Black);
        BoardPainter painter;
        const QSize logical(500, 500);
        const QImage one = painter.render(s, logical, 1.0);
        const QImage two = painter.render(s, logical, 2.0);
        QCOMPARE(one.size(), logical);
        QCOMPARE(two.size(), logical * 2);
        QCOMPARE(two.devicePixelRatio(), 2.0);

        // The DPR 2 image has twice the detail: its lines are spaced by about
        // twice as many pixels, and are exactly as wide as the geometry says.
        const BoardGeometry g1 = painter.geometry(QRectF(QPointF(), QSizeF(logical)), 19, 1.0);
        const BoardGeometry g2 = painter.geometry(QRectF(QPointF(), QSizeF(logical)), 19, 2.0);
        const qreal cell1 = g1.cell();
        const qreal cell2device = g2.cell() * 2;
        QVERIFY(std::abs(cell2device - 2 * cell1) <= 2.0);

        // Sharp: across a vertical grid line (between two horizontal ones)
        // every pixel is either wood or ink, with no grey blur between, and
        // the ink run is exactly the line width.
        const int y = int(betweenPoints(g2, 9, 9).y() * 2);
        const int x0 = int((g2.center(10, 9).x() - g2.cell() / 2) * 2);
        const int x1 = int((g2.center(10, 9).x() + g2.cell() / 2) * 2);
        int ink = 0;
        for (int x = x0; x < x1; ++x) {
            const QRgb c = two.pixel(x, y);
            const bool isInk = luminance(c) < 70;
            QVERIFY2(isInk || looksLikeWood(c), qPrintable(QStringLiteral("blurred pixel at x=%1").arg(x)));
            ink += isInk ? 1 : 0;
        }
        QCOMPARE(ink, qRound(g2.lineWidth() * 2));

        // The stone is drawn at the same logical place in both.
        QVERIFY(luminance(pixelAt(two, g2.center(3, 3))) < 70);
        QVERIFY(luminance(pixelAt(one, g1.center(3, 3))) < 70);
    }

    void layersDrawInTheirStage()
    {
        // A layer painting a solid square at the centre point, below or
        // above the stones.
        class Square : public BoardLayer {
        public:
            Square(Stage stage, QColor colour) : stage_(stage), colour_(colour) {}
            Stage stage() const override { return stage_; }
            void paint(QPainter& p, const BoardGeometry& g, const BoardSnapshot&) const override
            {
                const qreal h = g.cell() * 0.2;
                p.fillRect(QRectF(g.center(4, 4) - QPointF(h, h), QSizeF(2 * h, 2 * h)), colour_);
            }

        private:
            Stage stage_;
            QColor colour_;
        };
        BoardSnapshot s = BoardSnapshot::empty(9);
        s.set(4, 4, White);
        const Square below(BoardLayer::Stage::BelowStones, Qt::red);
        const Square above(BoardLayer::Stage::AboveStones, Qt::blue);
        BoardPainter painter;
        const QSize size(300, 300);
        const BoardGeometry g = painter.geometry(QRectF(QPointF(), QSizeF(size)), 9, 1.0);
        painter.addLayer(&below);
        QRgb c = pixelAt(painter.render(s, size), g.center(4, 4));
        QVERIFY2(luminance(c) > 200, "a layer below the stones is hidden by the white stone");
        painter.addLayer(&above);
        c = pixelAt(painter.render(s, size), g.center(4, 4));
        QCOMPARE(QColor(c), QColor(Qt::blue));
        s.set(4, 4, Empty);
        painter.clearLayers();
        painter.addLayer(&below);
        c = pixelAt(painter.render(s, size), g.center(4, 4));
        QCOMPARE(QColor(c), QColor(Qt::red));
    }

    void paintsOnAnyDevice()
    {
        // The same painter writes SVG: the output is a real SVG with the
        // stones in it.
        BoardSnapshot s = BoardSnapshot::empty(9);
        s.set(2, 2, Black);
        s.set(6, 6, White);
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(QSize(400, 400));
        svg.setViewBox(QRect(0, 0, 400, 400));
        {
            QPainter p(&svg);
            BoardPainter().paint(p, QRectF(0, 0, 400, 400), s);
        }
        const QByteArray out = buffer.data();
        QVERIFY(out.contains("<svg"));
        QVERIFY(out.contains("</svg>"));
        QVERIFY(out.size() > 5000);
    }

    void badSnapshotsDoNotCrash()
    {
        BoardPainter painter;
        BoardSnapshot s = BoardSnapshot::empty(9);
        s.lastMove = {20, 20};
        s.koPoint = {-3, 4};
        s.ghost = {100, 0};
        s.ghostColor = Black;
        QVERIFY(!painter.render(s, QSize(100, 100)).isNull());
        QVERIFY(!painter.render(BoardSnapshot::empty(2), QSize(64, 64), 2.0).isNull());
        QCOMPARE(BoardSnapshot::empty(99).size, kMaxBoardSize);
        QCOMPARE(BoardSnapshot::empty(0).size, kMinBoardSize);
        // A degenerate area paints nothing and hits nothing.
        const BoardGeometry g(QRectF(0, 0, 0, 0), 19, 1.0, true);
        QVERIFY(!g.pointAt(QPointF(0, 0)).isValid());
    }
};

} // namespace

QTEST_MAIN(TestBoardPainter)
#include "test_boardpainter.moc"
