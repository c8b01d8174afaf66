#include "maplayers.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace irodori::ui {

using analysis::Analysis;
using analysis::Region;
using analysis::TerritoryKind;

namespace {

// The cell around an intersection, where a point's colour is painted.
QRectF cellRect(const BoardGeometry& g, GridPoint p, qreal share = 1.0)
{
    const QPointF c = g.center(p);
    const qreal h = g.cell() * share / 2;
    return QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h);
}

QRectF swatchCell(const QRectF& r)
{
    const qreal s = std::min(r.width(), r.height()) * 0.9;
    return QRectF(r.center().x() - s / 2, r.center().y() - s / 2, s, s);
}

void woodSwatch(QPainter& p, const QRectF& r)
{
    p.fillRect(swatchCell(r), BoardPainter::woodColor());
}

} // namespace

// --- territory

QString TerritoryLayer::title() const
{
    return Layers::tr("Territory");
}

QColor TerritoryLayer::shade(Color owner, TerritoryKind kind)
{
    const bool sure = kind == TerritoryKind::Sure;
    if (owner == Black)
        return QColor(20, 22, 40, sure ? 135 : 55);
    return QColor(255, 255, 255, sure ? 175 : 80);
}

std::vector<LegendEntry> TerritoryLayer::legend() const
{
    auto entry = [](const QString& text, Color c, TerritoryKind k) {
        return overlay::swatchEntry(text, [c, k](QPainter& p, const QRectF& r) {
            woodSwatch(p, r);
            const QRectF cell = swatchCell(r);
            p.fillRect(cell, shade(c, k));
            if (k == TerritoryKind::Sure) {
                const qreal s = cell.width() * 0.3;
                p.fillRect(QRectF(cell.center().x() - s / 2, cell.center().y() - s / 2, s, s),
                           c == Black ? QColor(15, 15, 15) : QColor(250, 250, 250));
            }
        });
    };
    return {
        entry(Layers::tr("Black's sure territory"), Black, TerritoryKind::Sure),
        entry(Layers::tr("Black's potential territory: White can still reduce it"), Black, TerritoryKind::Potential),
        entry(Layers::tr("White's sure territory"), White, TerritoryKind::Sure),
        entry(Layers::tr("White's potential territory"), White, TerritoryKind::Potential),
    };
}

void TerritoryLayer::draw(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    const Analysis& a = *analysis();
    const int stride = a.stride;
    for (int y = 0; y < a.size; ++y)
        for (int x = 0; x < a.size; ++x) {
            const Point p = (y + 1) * stride + (x + 1);
            const TerritoryKind k = a.territoryKind[static_cast<std::size_t>(p)];
            const Color owner = a.owner[static_cast<std::size_t>(p)];
            if (k == TerritoryKind::None || !isStone(owner))
                continue;
            painter.fillRect(cellRect(g, {x, y}), shade(owner, k));
            // Sure territory also gets the classic square, so it reads even
            // under a heat map and in print.
            if (k == TerritoryKind::Sure && snapshot.at(x, y) == Empty) {
                const QRectF mark = cellRect(g, {x, y}, 0.26);
                painter.fillRect(mark, owner == Black ? QColor(15, 15, 15, 230) : QColor(250, 250, 250, 240));
            }
        }
}

// --- potential

QString PotentialLayer::title() const
{
    return Layers::tr("Potential (influence)");
}

QString PotentialLayer::modelName(Model m)
{
    return m == Model::Aya ? Layers::tr("Aya's model (distance)") : Layers::tr("Charge model (electric potential)");
}

QColor PotentialLayer::colorFor(double d)
{
    const double v = std::clamp(d, -1.0, 1.0);
    const int alpha = static_cast<int>(std::lround(std::pow(std::abs(v), 0.8) * 165));
    return v >= 0 ? QColor(25, 70, 215, alpha) : QColor(225, 45, 30, alpha);
}

double PotentialLayer::dominance(Point p) const
{
    const Analysis* a = analysis().get();
    if (!a || p < 0)
        return 0;
    const auto i = static_cast<std::size_t>(p);
    if (model_ == Model::Aya) {
        const auto& b = a->potential.ayaBlack;
        const auto& w = a->potential.ayaWhite;
        if (i >= b.size() || i >= w.size())
            return 0;
        // Half a stone's own weight (32) of difference already dominates a point.
        return std::clamp((b[i] - w[i]) / 48.0, -1.0, 1.0);
    }
    const auto& b = a->potential.chargeBlack;
    const auto& w = a->potential.chargeWhite;
    if (i >= b.size() || i >= w.size())
        return 0;
    return std::clamp((b[i] - w[i]) / 2.5, -1.0, 1.0);
}

std::vector<LegendEntry> PotentialLayer::legend() const
{
    auto entry = [](const QString& text, double d) {
        return overlay::swatchEntry(text, [d](QPainter& p, const QRectF& r) {
            woodSwatch(p, r);
            p.fillRect(swatchCell(r), colorFor(d));
        });
    };
    return {
        entry(Layers::tr("Black dominates strongly"), 1.0),
        entry(Layers::tr("Black leans"), 0.35),
        entry(Layers::tr("White leans"), -0.35),
        entry(Layers::tr("White dominates strongly"), -1.0),
        overlay::swatchEntry(Layers::tr("Model: %1").arg(modelName(model_)), {}),
    };
}

void PotentialLayer::draw(QPainter& painter, const BoardGeometry& g, const BoardSnapshot&) const
{
    const Analysis& a = *analysis();
    for (int y = 0; y < a.size; ++y)
        for (int x = 0; x < a.size; ++x) {
            const double d = dominance((y + 1) * a.stride + (x + 1));
            if (std::abs(d) < 0.04)
                continue;
            painter.fillRect(cellRect(g, {x, y}), colorFor(d));
        }
}

// --- eyes

namespace {

QColor eyeColor(int halves)
{
    if (halves >= 2)
        return QColor(20, 150, 60);
    if (halves == 1)
        return QColor(240, 140, 0);
    return QColor(120, 120, 120);
}

void falseEyeMark(QPainter& p, const QPointF& c, qreal r, qreal w)
{
    overlay::ring(p, c, r, overlay::brokenColor(), w);
    QPen pen(overlay::brokenColor());
    pen.setWidthF(w);
    pen.setCapStyle(Qt::RoundCap);
    p.setPen(pen);
    p.drawLine(c + QPointF(-r * 0.7, r * 0.7), c + QPointF(r * 0.7, -r * 0.7));
}

void halfEyeMark(QPainter& p, const QPointF& c, qreal r, qreal w)
{
    overlay::ring(p, c, r, eyeColor(1), w);
    QPainterPath half;
    half.moveTo(c);
    half.arcTo(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 90, 180);
    half.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(eyeColor(1));
    p.drawPath(half);
}

void vitalMark(QPainter& p, const QPointF& c, qreal r, qreal w)
{
    QPainterPath diamond;
    diamond.moveTo(c.x(), c.y() - r);
    diamond.lineTo(c.x() + r, c.y());
    diamond.lineTo(c.x(), c.y() + r);
    diamond.lineTo(c.x() - r, c.y());
    diamond.closeSubpath();
    QPen pen(QColor(255, 255, 255, 220));
    pen.setWidthF(w);
    p.setPen(pen);
    p.setBrush(QColor(200, 30, 190));
    p.drawPath(diamond);
}

// Up to this many points an eye space is drawn point by point; beyond it
// the region is territory big enough to need no detail.
constexpr std::size_t kSmallEyeSpace = 7;

bool contains(const std::vector<Point>& v, Point p)
{
    return std::find(v.begin(), v.end(), p) != v.end();
}

} // namespace

QString EyesLayer::title() const
{
    return Layers::tr("Eyes and vital points");
}

QString EyesLayer::eyeText(int halves)
{
    const int whole = halves / 2;
    if (halves % 2 == 0)
        return QString::number(whole);
    return whole == 0 ? QStringLiteral("½") : QString::number(whole) + QStringLiteral("½");
}

std::vector<LegendEntry> EyesLayer::legend() const
{
    auto r = [](const QRectF& rect) { return std::min(rect.width(), rect.height()) * 0.32; };
    return {
        overlay::swatchEntry(Layers::tr("Eye space worth an eye or more (number: eyes)"),
                             [r](QPainter& p, const QRectF& rect) {
                                 woodSwatch(p, rect);
                                 overlay::ring(p, rect.center(), r(rect), eyeColor(2), r(rect) * 0.25);
                             }),
        overlay::swatchEntry(Layers::tr("Half an eye: the opponent can spoil it"),
                             [r](QPainter& p, const QRectF& rect) {
                                 woodSwatch(p, rect);
                                 halfEyeMark(p, rect.center(), r(rect), r(rect) * 0.25);
                             }),
        overlay::swatchEntry(Layers::tr("False eye (kakeme): not an eye"),
                             [r](QPainter& p, const QRectF& rect) {
                                 woodSwatch(p, rect);
                                 falseEyeMark(p, rect.center(), r(rect), r(rect) * 0.25);
                             }),
        overlay::swatchEntry(Layers::tr("Vital point: who plays here decides life"),
                             [r](QPainter& p, const QRectF& rect) {
                                 woodSwatch(p, rect);
                                 vitalMark(p, rect.center(), r(rect), r(rect) * 0.15);
                             }),
    };
}

void EyesLayer::draw(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    const Analysis& a = *analysis();
    const qreal r = g.cell() * 0.26;
    const qreal w = std::max(1.4, g.cell() * 0.06);
    QFont font = painter.font();
    font.setPixelSize(std::max(6, qRound(g.cell() * 0.4)));
    font.setWeight(QFont::Bold);
    for (const Region& reg : a.regions) {
        // Open territory that the evaluation counts as eyes carries its
        // value only; an enclosed eye space shows its points too.
        if (!reg.enclosed && reg.eyeHalves <= 0)
            continue;
        // The value goes on the empty point nearest the region's middle; a
        // small space rings every point, a large one (plainly eyes enough)
        // only carries its value.
        double cx = 0, cy = 0;
        int n = 0;
        for (Point p : reg.points) {
            const GridPoint q = gridOf(p);
            cx += q.x;
            cy += q.y;
            ++n;
        }
        if (n == 0)
            continue;
        cx /= n;
        cy /= n;
        Point label = kNoPoint;
        double best = 1e9;
        for (Point p : reg.points) {
            if (!stoneAgrees(snapshot, p, Empty) || contains(reg.falseEyes, p) || contains(reg.halfEyes, p) ||
                p == reg.vital)
                continue;
            const GridPoint q = gridOf(p);
            const double d = (q.x - cx) * (q.x - cx) + (q.y - cy) * (q.y - cy);
            if (d < best - 1e-9) {
                best = d;
                label = p;
            }
        }
        const bool small = reg.enclosed && reg.points.size() <= kSmallEyeSpace;
        for (Point p : reg.points) {
            if (!stoneAgrees(snapshot, p, Empty))
                continue;
            const QPointF c = g.center(gridOf(p));
            if (contains(reg.falseEyes, p)) {
                falseEyeMark(painter, c, r, w);
            } else if (contains(reg.halfEyes, p)) {
                halfEyeMark(painter, c, r, w);
            } else if (p == label) {
                const qreal big = g.cell() * 0.36;
                painter.setPen(QPen(eyeColor(reg.eyeHalves), w));
                painter.setBrush(QColor(255, 255, 255, 215));
                painter.drawEllipse(c, big, big);
                painter.setFont(font);
                painter.setPen(eyeColor(reg.eyeHalves).darker(140));
                painter.drawText(QRectF(c.x() - big, c.y() - big, 2 * big, 2 * big), Qt::AlignCenter,
                                 eyeText(reg.eyeHalves));
            } else if (small && p != reg.vital) {
                overlay::ring(painter, c, r * 0.55, eyeColor(reg.eyeHalves), w * 0.8);
            }
        }
        if (reg.vital != kNoPoint && stoneAgrees(snapshot, reg.vital, Empty))
            vitalMark(painter, g.center(gridOf(reg.vital)), r * 0.75, w * 0.6);
    }
}

} // namespace irodori::ui
