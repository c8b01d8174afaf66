#include "highlightlayer.h"

#include "analysislayer.h"

#include <QPainter>

#include <algorithm>

namespace irodori::ui {

QColor HighlightLayer::selectionColor()
{
    return QColor(0, 200, 255);
}

QColor HighlightLayer::focusColor()
{
    return QColor(235, 0, 200);
}

QColor HighlightLayer::libertyColor()
{
    return QColor(30, 200, 70);
}

void HighlightLayer::clear()
{
    selection_.clear();
    focus_.clear();
    liberties_.clear();
    line_.clear();
}

void HighlightLayer::paint(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal r = g.stoneRadius();
    const qreal w = std::max(2.0, g.cell() * 0.09);
    painter.setBrush(Qt::NoBrush);
    for (const GridPoint& p : selection_) {
        if (!snapshot.contains(p))
            continue;
        // A dark rim under the bright ring reads on white stones and wood alike.
        painter.setPen(QPen(QColor(0, 40, 70, 200), w * 1.8));
        painter.drawEllipse(g.center(p), r * 1.02, r * 1.02);
        painter.setPen(QPen(selectionColor(), w));
        painter.drawEllipse(g.center(p), r * 1.02, r * 1.02);
    }
    for (const GridPoint& p : liberties_) {
        if (!snapshot.contains(p))
            continue;
        const qreal h = g.cell() * 0.16;
        painter.setPen(QPen(QColor(255, 255, 255, 230), std::max(1.0, h * 0.35)));
        painter.setBrush(libertyColor());
        painter.drawEllipse(g.center(p), h, h);
    }
    for (const GridPoint& p : focus_) {
        if (!snapshot.contains(p))
            continue;
        const QPointF c = g.center(p);
        const qreal h = g.cell() * 0.36;
        QColor fill = focusColor();
        fill.setAlpha(90);
        painter.setPen(QPen(focusColor(), w));
        painter.setBrush(fill);
        painter.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h));
    }
    // The line last: its first stone stands on the reason's point.
    overlay::ghostLine(painter, g, snapshot, lineFirst_, line_);
}

} // namespace irodori::ui
