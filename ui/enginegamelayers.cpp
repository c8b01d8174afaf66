#include "enginegamelayers.h"

#include <QFont>
#include <QPainter>

#include <algorithm>

namespace irodori::ui {

void VariationLayer::paint(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    if (steps_.empty())
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal r = g.stoneRadius();
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(g.cell() * 0.42)));
    font.setBold(true);
    painter.setFont(font);
    // A later move on the same point (after a capture) hides the earlier.
    std::vector<int> shown(steps_.size(), 1);
    for (std::size_t i = 0; i < steps_.size(); ++i)
        for (std::size_t j = i + 1; j < steps_.size(); ++j)
            if (steps_[j].point == steps_[i].point)
                shown[i] = 0;
    for (std::size_t i = 0; i < steps_.size(); ++i) {
        const Step& s = steps_[i];
        if (!shown[i] || !snapshot.contains(s.point) || snapshot.at(s.point.x, s.point.y) != Empty)
            continue;
        const QPointF c = g.center(s.point);
        const bool black = s.color == Black;
        painter.setPen(QPen(QColor(0, 0, 0, 150), std::max(1.0, g.cell() * 0.03)));
        painter.setBrush(black ? QColor(20, 20, 20, 140) : QColor(250, 250, 250, 170));
        painter.drawEllipse(c, r, r);
        painter.setPen(black ? QColor(255, 255, 255) : QColor(0, 0, 0));
        painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(i + 1));
    }
}

void ScoringLayer::show(const Board& board, const std::vector<Point>& dead, const search::GameCount& count)
{
    const int n = board.size();
    size_ = n;
    territory_.assign(static_cast<std::size_t>(n * n), Empty);
    dead_.assign(static_cast<std::size_t>(n * n), false);
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const Point p = board.at(x, y);
            const std::size_t i = static_cast<std::size_t>(y * n + x);
            dead_[i] = std::find(dead.begin(), dead.end(), p) != dead.end();
            if (board.color(p) == Empty || dead_[i])
                territory_[i] = count.owner[static_cast<std::size_t>(p)];
        }
}

void ScoringLayer::clear()
{
    size_ = 0;
    territory_.clear();
    dead_.clear();
}

void ScoringLayer::paint(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    if (size_ != snapshot.size)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal h = g.cell() * 0.18;
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const std::size_t i = static_cast<std::size_t>(y * size_ + x);
            const QPointF c = g.center(x, y);
            if (dead_[i]) {
                // A dead stone (死石): a red cross over it.
                const qreal d = g.stoneRadius() * 0.55;
                painter.setPen(QPen(QColor(220, 30, 30), std::max(1.5, g.cell() * 0.08)));
                painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d));
                painter.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d));
            }
            const Color t = territory_[i];
            if (t == Empty || (snapshot.at(x, y) != Empty && !dead_[i]))
                continue;
            // Territory (地): a small square of the owner's colour.
            painter.setPen(QPen(t == Black ? QColor(255, 255, 255, 160) : QColor(0, 0, 0, 160), 1));
            painter.setBrush(t == Black ? QColor(0, 0, 0) : QColor(255, 255, 255));
            painter.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h));
        }
}

} // namespace irodori::ui
