#include "boardgeometry.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace irodori::ui {

namespace {

// Beyond the outer lines there is room for half a stone and a little wood
// (in line spacings), and, with coordinates, a band for the labels that
// grows with the board rather than with the spacing, so that labels stay
// readable on 19x19 and do not shout on 9x9.
constexpr qreal kRim = 0.55;
constexpr qreal kRimBare = 0.75;
constexpr qreal kLabelBand = 0.045; // of the board's side

} // namespace

BoardGeometry::BoardGeometry(const QRectF& area, int size, qreal deviceScale, bool coordinates)
    : size_(std::max(1, size)), coordinates_(coordinates), scale_(deviceScale > 0 ? deviceScale : 1.0)
{
    const qreal side = std::max<qreal>(0.0, std::min(area.width(), area.height()));
    board_ = QRectF(area.center().x() - side / 2, area.center().y() - side / 2, side, side);
    board_ = QRectF(snap(board_.left()), snap(board_.top()), snap(board_.width()), snap(board_.height()));

    band_ = coordinates ? side * kLabelBand : 0.0;
    const qreal rim = coordinates ? kRim : kRimBare;
    const qreal spans = (size_ - 1) + 2 * rim;
    // A whole number of device pixels between lines keeps every line
    // equally sharp; the rounding error goes into the margins.
    qreal cellDevice = std::max<qreal>(0.0, side - 2 * band_) * scale_ / spans;
    if (cellDevice >= 4.0)
        cellDevice = std::floor(cellDevice);
    cell_ = cellDevice / scale_;

    // Thin lines, as on a real board: about 1/30 of the spacing, never
    // thinner than one device pixel.
    const int lineDevice = std::max(1, qRound(cellDevice / 30.0));
    line_ = lineDevice / scale_;

    // The first line's centre sits on a device pixel boundary for even widths
    // and in the middle of a device pixel for odd ones, so its edges are whole
    // pixels.
    const qreal span = (size_ - 1) * cell_;
    const qreal parity = (lineDevice % 2) ? 0.5 / scale_ : 0.0;
    origin_ = QPointF(snap(board_.center().x() - span / 2) + parity,
                      snap(board_.center().y() - span / 2) + parity);
}

qreal BoardGeometry::labelOffset() const
{
    return cell_ * kRim + band_ / 2;
}

qreal BoardGeometry::labelPixelSize() const
{
    // As large as the band allows for two digits, never larger than the
    // spacing allows for a label beside each line.
    return std::min(cell_ * 0.42, band_ * 0.6);
}

QRectF BoardGeometry::gridRect() const
{
    const qreal span = (size_ - 1) * cell_;
    return QRectF(origin_, QSizeF(span, span));
}

GridPoint BoardGeometry::pointAt(const QPointF& pos) const
{
    if (cell_ <= 0)
        return {};
    const int x = qFloor((pos.x() - origin_.x()) / cell_ + 0.5);
    const int y = qFloor((pos.y() - origin_.y()) / cell_ + 0.5);
    if (x < 0 || y < 0 || x >= size_ || y >= size_)
        return {};
    return {x, y};
}

QRectF BoardGeometry::pointRect(int x, int y) const
{
    const QPointF c = center(x, y);
    const qreal r = cell_ * 0.62; // stone plus its shadow
    return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r);
}

qreal BoardGeometry::snap(qreal v) const
{
    return std::round(v * scale_) / scale_;
}

} // namespace irodori::ui
