#include "candidateslayer.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <set>

namespace irodori::ui {

namespace {

const QColor kCandidate(0, 140, 150);
const QColor kBest(0, 95, 210);

void candidateMark(QPainter& p, const QPointF& c, qreal r, const QString& label, bool best)
{
    QColor fill = best ? kBest : kCandidate;
    fill.setAlpha(215);
    QPen edge(QColor(255, 255, 255, 230));
    edge.setWidthF(std::max(1.0, r * 0.08));
    p.setPen(edge);
    p.setBrush(fill);
    p.drawEllipse(c, r * 0.92, r * 0.92);
    if (label.isEmpty())
        return;
    QFont f = p.font();
    f.setWeight(QFont::Bold);
    qreal size = r * (label.size() <= 3 ? 0.72 : 0.6);
    f.setPixelSize(std::max(5, qRound(size)));
    // A long value ("−12.5") is made smaller until it fits inside the disc.
    const qreal room = r * 1.6;
    for (int i = 0; i < 6 && size > 5 && QFontMetricsF(f).horizontalAdvance(label) > room; ++i) {
        size *= 0.88;
        f.setPixelSize(std::max(5, qRound(size)));
    }
    p.setFont(f);
    p.setPen(Qt::white);
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, label);
}

} // namespace

QString CandidatesLayer::title() const
{
    return Layers::tr("Candidate moves and reading");
}

std::vector<LegendEntry> CandidatesLayer::legend() const
{
    return {
        overlay::swatchEntry(Layers::tr("The best candidate move, with its value in points"),
                             [](QPainter& p, const QRectF& r) {
                                 candidateMark(p, r.center(), std::min(r.width(), r.height()) * 0.45,
                                               QStringLiteral("+3"), true);
                             }),
        overlay::swatchEntry(Layers::tr("Another candidate move"),
                             [](QPainter& p, const QRectF& r) {
                                 candidateMark(p, r.center(), std::min(r.width(), r.height()) * 0.45,
                                               QStringLiteral("+1"), false);
                             }),
        overlay::swatchEntry(Layers::tr("The expected continuation, in order (principal variation)"),
                             [](QPainter& p, const QRectF& r) {
                                 overlay::ghostStone(p, r.center(), std::min(r.width(), r.height()) * 0.42, Black, 1);
                             }),
    };
}

void CandidatesLayer::setVariation(Color first, std::vector<GridPoint> moves)
{
    first_ = isStone(first) ? first : Black;
    variation_ = std::move(moves);
}

void CandidatesLayer::clearSearch()
{
    candidates_.clear();
    variation_.clear();
}

void CandidatesLayer::draw(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    const qreal r = g.stoneRadius();
    // The variation first: where it starts on a candidate, the ghost stone
    // says more than the circle.
    const std::set<std::pair<int, int>> used = overlay::ghostLine(painter, g, snapshot, first_, variation_);
    for (std::size_t i = 0; i < candidates_.size(); ++i) {
        const Candidate& c = candidates_[i];
        if (!snapshot.contains(c.point) || snapshot.at(c.point.x, c.point.y) != Empty ||
            used.count({c.point.x, c.point.y}))
            continue;
        candidateMark(painter, g.center(c.point), r, c.label, i == 0);
    }
}

} // namespace irodori::ui
