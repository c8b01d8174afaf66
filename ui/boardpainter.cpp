#include "boardpainter.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>

namespace irodori::ui {

namespace {

// Ink of the lines, star points and labels: a dark brown that reads as black
// on the wood without the harshness of pure black.
const QColor kInk(38, 26, 12);

// Small deterministic generator for the wood grain, so every rendering of the
// same board is identical (screenshots can be compared).
class Grain {
public:
    explicit Grain(quint32 seed) : state_(seed) {}
    qreal next()
    {
        state_ = state_ * 1664525u + 1013904223u;
        return (state_ >> 8) / qreal(1 << 24);
    }

private:
    quint32 state_;
};

void paintWood(QPainter& p, const QRectF& r)
{
    // Kaya: warm yellow, a little lighter towards the top-left light source.
    QLinearGradient base(r.topLeft(), r.bottomRight());
    base.setColorAt(0.0, QColor(233, 196, 122));
    base.setColorAt(0.5, BoardPainter::woodColor());
    base.setColorAt(1.0, QColor(212, 166, 86));
    p.fillRect(r, base);

    // Faint straight grain (柾目) running across the board.
    p.save();
    p.setClipRect(r);
    Grain g(19);
    const int lines = 46;
    for (int i = 0; i < lines; ++i) {
        const qreal y0 = r.top() + r.height() * (i + g.next()) / lines;
        const qreal amp = r.height() * 0.004 * (0.5 + g.next());
        const qreal phase = g.next() * 6.283;
        QPainterPath path;
        const int steps = 24;
        for (int s = 0; s <= steps; ++s) {
            const qreal x = r.left() + r.width() * s / steps;
            const qreal y = y0 + amp * std::sin(phase + 5.0 * s / steps);
            if (s == 0)
                path.moveTo(x, y);
            else
                path.lineTo(x, y);
        }
        const int alpha = 10 + int(g.next() * 16);
        QPen pen(QColor(140, 90, 30, alpha));
        pen.setWidthF(r.height() * (0.0015 + 0.003 * g.next()));
        p.strokePath(path, pen);
    }
    p.restore();

    // A darker rim gives the board an edge against any background.
    QPen rim(QColor(150, 105, 45, 160));
    rim.setWidthF(std::max(1.0, r.width() / 400.0));
    rim.setJoinStyle(Qt::MiterJoin);
    p.setPen(rim);
    p.setBrush(Qt::NoBrush);
    const qreal h = rim.widthF() / 2;
    p.drawRect(r.adjusted(h, h, -h, -h));
}

void paintGrid(QPainter& p, const BoardGeometry& g)
{
    // Lines are filled rectangles whose edges lie on device pixels: crisp
    // with antialiasing on, at any device-pixel ratio.
    const qreal w = g.lineWidth();
    const QRectF grid = g.gridRect();
    for (int i = 0; i < g.size(); ++i) {
        const QPointF c = g.center(i, i);
        p.fillRect(QRectF(c.x() - w / 2, grid.top() - w / 2, w, grid.height() + w), kInk);
        p.fillRect(QRectF(grid.left() - w / 2, c.y() - w / 2, grid.width() + w, w), kInk);
    }
    // The edge of the board is drawn a little heavier, as on real boards.
    const QRectF outer = grid.adjusted(-w / 2 - w, -w / 2 - w, w / 2 + w, w / 2 + w);
    p.fillRect(QRectF(outer.left(), outer.top(), outer.width(), w), kInk);
    p.fillRect(QRectF(outer.left(), outer.bottom() - w, outer.width(), w), kInk);
    p.fillRect(QRectF(outer.left(), outer.top(), w, outer.height()), kInk);
    p.fillRect(QRectF(outer.right() - w, outer.top(), w, outer.height()), kInk);
}

void paintStarPoints(QPainter& p, const BoardGeometry& g)
{
    const qreal r = std::max(g.cell() * 0.11, g.lineWidth() * 1.8);
    p.setPen(Qt::NoPen);
    p.setBrush(kInk);
    for (const GridPoint& s : BoardPainter::starPoints(g.size()))
        p.drawEllipse(g.center(s), r, r);
}

void paintCoordinates(QPainter& p, const BoardGeometry& g)
{
    QFont font = p.font();
    font.setPixelSize(std::max(5, qRound(g.labelPixelSize())));
    font.setWeight(QFont::DemiBold);
    p.setFont(font);
    p.setPen(QColor(kInk.red(), kInk.green(), kInk.blue(), 210));
    const QRectF grid = g.gridRect();
    const qreal off = g.labelOffset();
    const QSizeF box(g.labelPixelSize() * 4, g.labelPixelSize() * 2);
    auto draw = [&](const QPointF& centre, const QString& text) {
        p.drawText(QRectF(centre - QPointF(box.width() / 2, box.height() / 2), box), Qt::AlignCenter, text);
    };
    for (int i = 0; i < g.size(); ++i) {
        const QPointF c = g.center(i, i);
        const QString letter = BoardPainter::columnLabel(i);
        draw({c.x(), grid.top() - off}, letter);
        draw({c.x(), grid.bottom() + off}, letter);
        const QString number = BoardPainter::rowLabel(i, g.size());
        draw({grid.left() - off, c.y()}, number);
        draw({grid.right() + off, c.y()}, number);
    }
}

void paintShadow(QPainter& p, const QPointF& c, qreal r)
{
    // Light from the top-left: the shadow falls to the bottom-right.
    const QPointF s = c + QPointF(r * 0.08, r * 0.11);
    QRadialGradient grad(s, r * 1.08);
    grad.setColorAt(0.0, QColor(0, 0, 0, 95));
    grad.setColorAt(0.82, QColor(0, 0, 0, 70));
    grad.setColorAt(1.0, QColor(0, 0, 0, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(grad);
    p.drawEllipse(s, r * 1.08, r * 1.08);
}

void paintStoneImpl(QPainter& p, const QPointF& c, qreal r, Color color)
{
    // Slate (那智黒) and shell (蛤): a radial gradient with its focus towards
    // the light makes the stone look round.
    const QPointF focus = c + QPointF(-r * 0.38, -r * 0.42);
    QRadialGradient grad(c, r, focus);
    if (color == Black) {
        grad.setColorAt(0.0, QColor(104, 104, 104));
        grad.setColorAt(0.3, QColor(44, 44, 46));
        grad.setColorAt(1.0, QColor(6, 6, 8));
        p.setPen(Qt::NoPen);
    } else {
        grad.setColorAt(0.0, QColor(255, 255, 255));
        grad.setColorAt(0.55, QColor(242, 240, 233));
        grad.setColorAt(0.88, QColor(214, 210, 200));
        grad.setColorAt(1.0, QColor(170, 165, 155));
        QPen edge(QColor(110, 104, 94, 170));
        edge.setWidthF(std::max(r * 0.035, 0.6));
        p.setPen(edge);
    }
    p.setBrush(grad);
    p.drawEllipse(c, r, r);
}

void paintLastMove(QPainter& p, const QPointF& c, qreal r, Color stone)
{
    QPen pen(stone == Black ? QColor(245, 245, 245) : QColor(24, 24, 24));
    pen.setWidthF(std::max(r * 0.11, 1.0));
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(c, r * 0.45, r * 0.45);
}

void paintKo(QPainter& p, const QPointF& c, qreal cell, qreal line)
{
    QPen pen(kInk);
    pen.setWidthF(std::max(line * 1.6, cell * 0.05));
    pen.setJoinStyle(Qt::MiterJoin);
    p.setPen(pen);
    p.setBrush(QColor(255, 250, 235, 140));
    const qreal h = cell * 0.22;
    p.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h));
}

} // namespace

void BoardPainter::addLayer(const BoardLayer* layer)
{
    if (layer)
        layers_.push_back(layer);
}

BoardGeometry BoardPainter::geometry(const QRectF& area, int size, qreal deviceScale) const
{
    return BoardGeometry(area, size, deviceScale, options_.coordinates);
}

void BoardPainter::paint(QPainter& painter, const QRectF& area, const BoardSnapshot& snapshot) const
{
    // Device pixels per logical unit: the device-pixel ratio (screen, DPR
    // images) combined with any scaling the caller applied.
    const QTransform t = painter.deviceTransform();
    const qreal scale = std::sqrt(std::abs(t.m11() * t.m22() - t.m12() * t.m21()));
    paint(painter, geometry(area, snapshot.size, scale > 0 ? scale : 1.0), snapshot);
}

void BoardPainter::paint(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    painter.save();
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);

    if (options_.paper)
        painter.fillRect(g.boardRect(), Qt::white);
    else
        paintWood(painter, g.boardRect());
    paintGrid(painter, g);
    paintStarPoints(painter, g);
    if (options_.coordinates)
        paintCoordinates(painter, g);
    paintLayers(painter, g, snapshot, BoardLayer::Stage::BelowStones);

    const qreal r = g.stoneRadius();
    const int n = std::min(snapshot.size, g.size());
    // All shadows first, so no shadow falls on a neighbouring stone.
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
            if (!options_.paper && isStone(snapshot.at(x, y)))
                paintShadow(painter, g.center(x, y), r);
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
            if (const Color c = snapshot.at(x, y); isStone(c))
                paintStoneImpl(painter, g.center(x, y), r, c);

    if (snapshot.contains(snapshot.ghost) && isStone(snapshot.ghostColor)
        && snapshot.at(snapshot.ghost.x, snapshot.ghost.y) == Empty) {
        painter.setOpacity(0.45);
        paintStoneImpl(painter, g.center(snapshot.ghost), r, snapshot.ghostColor);
        painter.setOpacity(1.0);
    }
    if (options_.lastMoveMarker && snapshot.contains(snapshot.lastMove)) {
        const Color c = snapshot.at(snapshot.lastMove.x, snapshot.lastMove.y);
        if (isStone(c))
            paintLastMove(painter, g.center(snapshot.lastMove), r, c);
    }
    if (options_.koMarker && snapshot.contains(snapshot.koPoint)
        && snapshot.at(snapshot.koPoint.x, snapshot.koPoint.y) == Empty)
        paintKo(painter, g.center(snapshot.koPoint), g.cell(), g.lineWidth());

    paintLayers(painter, g, snapshot, BoardLayer::Stage::AboveStones);
    painter.restore();
}

void BoardPainter::paintLayers(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot,
                               BoardLayer::Stage stage) const
{
    for (const BoardLayer* layer : layers_) {
        if (layer->stage() != stage)
            continue;
        painter.save();
        layer->paint(painter, geometry, snapshot);
        painter.restore();
    }
}

QImage BoardPainter::render(const BoardSnapshot& snapshot, const QSize& logicalSize, qreal devicePixelRatio) const
{
    const qreal dpr = devicePixelRatio > 0 ? devicePixelRatio : 1.0;
    QImage image(logicalSize * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    paint(painter, QRectF(QPointF(0, 0), QSizeF(logicalSize)), snapshot);
    return image;
}

std::vector<GridPoint> BoardPainter::starPoints(int size)
{
    std::vector<GridPoint> out;
    const bool odd = size % 2 == 1;
    const int mid = size / 2;
    if (size < 7) {
        // Too small for corner points; mark the centre of odd boards only.
        if (odd && size >= 5)
            out.push_back({mid, mid});
        return out;
    }
    // Third line on boards up to 12, fourth line above (the usual 3-3 on 9x9,
    // 4-4 on 13x13 and 19x19).
    const int d = size >= 13 ? 3 : 2;
    const int far = size - 1 - d;
    out = {{d, d}, {far, d}, {d, far}, {far, far}};
    if (odd)
        out.push_back({mid, mid});
    // Side star points where the sides are long enough to need them.
    if (odd && size >= 15) {
        out.push_back({mid, d});
        out.push_back({mid, far});
        out.push_back({d, mid});
        out.push_back({far, mid});
    }
    return out;
}

QString BoardPainter::columnLabel(int x)
{
    // GTP letters: I is skipped so it cannot be confused with J or 1.
    return QString(QChar('A' + x + (x >= 8 ? 1 : 0)));
}

QString BoardPainter::rowLabel(int y, int size)
{
    return QString::number(size - y);
}

void BoardPainter::paintStone(QPainter& painter, const QPointF& c, qreal r, Color color)
{
    if (!isStone(color))
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    paintStoneImpl(painter, c, r, color);
    painter.restore();
}

QColor BoardPainter::woodColor()
{
    return QColor(224, 182, 104);
}

} // namespace irodori::ui
