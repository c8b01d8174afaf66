#include "analysislayer.h"

#include "analysis/group_reading.h"

#include <QFont>
#include <QPainter>
#include <QPen>

#include <algorithm>

namespace irodori::ui {

void AnalysisLayer::paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const
{
    if (!enabled_)
        return;
    if (needsAnalysis() && !describes(snapshot))
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    draw(painter, geometry, snapshot);
}

bool AnalysisLayer::describes(const BoardSnapshot& snapshot) const
{
    const analysis::Analysis* a = analysis_.get();
    if (!a || a->size != snapshot.size || a->stride != snapshot.size + 2)
        return false;
    const std::size_t area = static_cast<std::size_t>(a->stride * a->stride);
    if (a->stringAt.size() < area)
        return false;
    for (int y = 0; y < a->size; ++y)
        for (int x = 0; x < a->size; ++x) {
            const int s = a->stringAt[static_cast<std::size_t>((y + 1) * a->stride + x + 1)];
            const Color c = s >= 0 && s < static_cast<int>(a->strings.size()) ? a->strings[static_cast<std::size_t>(s)].color
                                                                                : Empty;
            if (c != snapshot.at(x, y))
                return false;
        }
    return true;
}

GridPoint AnalysisLayer::gridOf(Point p) const
{
    if (!analysis_ || p <= 0 || analysis_->stride <= 0)
        return {};
    const GridPoint g{p % analysis_->stride - 1, p / analysis_->stride - 1};
    if (g.x < 0 || g.y < 0 || g.x >= analysis_->size || g.y >= analysis_->size)
        return {};
    return g;
}

bool AnalysisLayer::stoneAgrees(const BoardSnapshot& snapshot, Point p, Color c) const
{
    const GridPoint g = gridOf(p);
    return snapshot.contains(g) && snapshot.at(g.x, g.y) == c;
}

namespace overlay {

QColor connectedColor()
{
    return QColor(30, 110, 235);
}

QColor cuttableColor()
{
    return QColor(255, 205, 20);
}

QColor brokenColor()
{
    return QColor(225, 35, 35);
}

QColor safetyColor(int percent)
{
    // Hue 0 (red) to 120 (green) passes through yellow at 50 %: the scale a
    // traffic light taught everyone.
    const int p = std::clamp(percent, 0, 100);
    return QColor::fromHsv(p * 120 / 100, 220, 215);
}

QColor attackColor()
{
    return QColor(215, 25, 30);
}

QColor defenceColor()
{
    return QColor(20, 150, 60);
}

void ghostStone(QPainter& painter, const QPointF& centre, qreal radius, Color color, int number)
{
    painter.save();
    painter.setOpacity(0.62);
    BoardPainter::paintStone(painter, centre, radius, color);
    painter.restore();
    stoneText(painter, centre, radius, QString::number(number), color);
}

std::set<std::pair<int, int>> ghostLine(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot,
                                        Color first, const std::vector<GridPoint>& moves)
{
    std::set<std::pair<int, int>> used;
    Color c = isStone(first) ? first : Black;
    for (std::size_t i = 0; i < moves.size(); ++i, c = opponent(c)) {
        const GridPoint p = moves[i];
        if (!snapshot.contains(p) || snapshot.at(p.x, p.y) != Empty || !used.insert({p.x, p.y}).second)
            continue;
        ghostStone(painter, g.center(p), g.stoneRadius(), c, static_cast<int>(i) + 1);
    }
    return used;
}

void stoneText(QPainter& painter, const QPointF& centre, qreal radius, const QString& text, Color stone, qreal scale)
{
    QFont font = painter.font();
    const qreal share = text.size() <= 1 ? 1.05 : text.size() == 2 ? 0.92 : 0.72;
    font.setPixelSize(std::max(5, qRound(radius * share * scale)));
    font.setWeight(QFont::DemiBold);
    painter.setFont(font);
    painter.setPen(stone == Black ? QColor(250, 250, 250) : QColor(15, 15, 15));
    const QRectF box(centre.x() - radius * 1.5, centre.y() - radius, radius * 3, radius * 2);
    painter.drawText(box, Qt::AlignCenter, text);
}

void haloLine(QPainter& painter, const QPointF& a, const QPointF& b, const QColor& color, qreal width,
              Qt::PenStyle style)
{
    // A dark halo for light colours and a light one for dark colours.
    const bool light = color.lightness() > 150;
    QPen halo(light ? QColor(40, 30, 20, 200) : QColor(255, 255, 255, 210));
    halo.setWidthF(width * 1.9);
    halo.setCapStyle(Qt::RoundCap);
    halo.setStyle(style);
    QPen pen(color);
    pen.setWidthF(width);
    pen.setCapStyle(Qt::RoundCap);
    pen.setStyle(style);
    if (style != Qt::SolidLine) {
        // Dash patterns are in pen widths: keep the halo's dashes under the line's.
        const QList<qreal> dashes = style == Qt::DotLine ? QList<qreal>{0.01, 2.4} : QList<qreal>{3.2, 2.2};
        pen.setDashPattern(dashes);
        QList<qreal> haloDashes;
        for (qreal d : dashes)
            haloDashes << d * width / halo.widthF();
        halo.setDashPattern(haloDashes);
    }
    painter.setPen(halo);
    painter.drawLine(a, b);
    painter.setPen(pen);
    painter.drawLine(a, b);
}

void cross(QPainter& painter, const QPointF& c, qreal half, const QColor& color, qreal width)
{
    QPen halo(QColor(255, 255, 255, 200));
    halo.setWidthF(width * 2.0);
    halo.setCapStyle(Qt::RoundCap);
    QPen pen(color);
    pen.setWidthF(width);
    pen.setCapStyle(Qt::RoundCap);
    for (const QPen& p : {halo, pen}) {
        painter.setPen(p);
        painter.drawLine(c + QPointF(-half, -half), c + QPointF(half, half));
        painter.drawLine(c + QPointF(-half, half), c + QPointF(half, -half));
    }
}

void ring(QPainter& painter, const QPointF& c, qreal radius, const QColor& color, qreal width)
{
    QPen halo(QColor(255, 255, 255, 200));
    halo.setWidthF(width * 2.0);
    QPen pen(color);
    pen.setWidthF(width);
    painter.setBrush(Qt::NoBrush);
    for (const QPen& p : {halo, pen}) {
        painter.setPen(p);
        painter.drawEllipse(c, radius, radius);
    }
}

LegendEntry swatchEntry(const QString& text, std::function<void(QPainter&, const QRectF&)> draw)
{
    return LegendEntry{text, std::move(draw)};
}

void stoneSwatch(QPainter& painter, const QRectF& r, Color c)
{
    const qreal radius = std::min(r.width(), r.height()) * 0.42;
    BoardPainter::paintStone(painter, r.center(), radius, c);
}

bool stringDead(const analysis::Analysis& a, int string)
{
    if (string < 0 || string >= static_cast<int>(a.strings.size()))
        return false;
    const analysis::StringInfo& s = a.strings[static_cast<std::size_t>(string)];
    if (s.revived)
        return false;
    if (s.removed)
        return true;
    return s.group >= 0 && s.group < static_cast<int>(a.groups.size())
           && analysis::dragonStatus(a.groups[static_cast<std::size_t>(s.group)]) == analysis::Dragon::Dead;
}

} // namespace overlay

} // namespace irodori::ui
