#include "goguilayer.h"

#include "analysislayer.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <set>

namespace irodori::ui {

void GoGuiLayer::paint(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& s) const
{
    if (!drawing_ || drawing_->isEmpty())
        return;
    const gogui::Drawing& d = *drawing_;
    const qreal cell = g.cell();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (stage_ == Stage::BelowStones) {
        painter.setPen(Qt::NoPen);
        // Influence: a square as large as the value, dark for Black, light
        // for White.
        for (const auto& [p, v] : d.influence) {
            if (!s.contains(p) || v == 0)
                continue;
            const qreal h = cell * 0.45 * std::sqrt(std::min(1.0, std::abs(v)));
            painter.setBrush(v > 0 ? QColor(20, 20, 20, 150) : QColor(250, 250, 250, 190));
            const QPointF c = g.center(p);
            painter.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h));
        }
        for (const auto& [p, color] : d.territory) {
            if (!s.contains(p))
                continue;
            const qreal h = cell * 0.2;
            painter.setBrush(color == Black ? QColor(20, 20, 20) : QColor(250, 250, 250));
            painter.setPen(QPen(QColor(60, 60, 60), std::max(1.0, cell * 0.03)));
            const QPointF c = g.center(p);
            painter.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h));
            painter.setPen(Qt::NoPen);
        }
        painter.restore();
        return;
    }
    // Coloured points: the whole point, translucent, so a stone under it
    // keeps its colour readable.
    painter.setPen(Qt::NoPen);
    for (const auto& [p, color] : d.fills) {
        if (!s.contains(p))
            continue;
        QColor c = color;
        c.setAlpha(std::min(c.alpha(), 150));
        painter.setBrush(c);
        painter.drawEllipse(g.center(p), g.stoneRadius() * 0.9, g.stoneRadius() * 0.9);
    }
    painter.restore();
    marks_.paint(painter, g, s);
    std::set<std::pair<int, int>> used;
    for (std::size_t i = 0; i < d.variation.size(); ++i) {
        const auto& [color, p] = d.variation[i];
        if (!s.contains(p) || s.at(p.x, p.y) != Empty || !used.insert({p.x, p.y}).second)
            continue;
        overlay::ghostStone(painter, g.center(p), g.stoneRadius(), color, static_cast<int>(i) + 1);
    }
}

} // namespace irodori::ui
