// Where the points of a board fall in a rectangle: the single source of truth
// for drawing (BoardPainter) and for hit testing (BoardView), so a click always
// lands on the intersection that was drawn under the cursor.
#pragma once

#include "boardsnapshot.h"

#include <QPointF>
#include <QRectF>

namespace irodori::ui {

class BoardGeometry {
public:
    BoardGeometry() = default;
    // Fits a square board of size x size points into area (centred, square).
    // deviceScale is the number of device pixels per logical unit (the
    // device-pixel ratio on screen): the grid is snapped to whole device
    // pixels so lines stay sharp at any ratio. coordinates reserves the
    // margin for the labels on all four sides.
    BoardGeometry(const QRectF& area, int size, qreal deviceScale = 1.0, bool coordinates = true);

    int size() const { return size_; }
    bool hasCoordinates() const { return coordinates_; }
    qreal deviceScale() const { return scale_; }
    // The wooden square, margins included.
    QRectF boardRect() const { return board_; }
    // The rectangle spanned by the outer grid lines (line centres).
    QRectF gridRect() const;
    // Distance between neighbouring lines, in logical units.
    qreal cell() const { return cell_; }
    // Width of a grid line, a whole number of device pixels.
    qreal lineWidth() const { return line_; }
    qreal stoneRadius() const { return cell_ * 0.48; }
    // Coordinate labels: distance of their centres from the outer lines,
    // and the font's pixel size. Zero without coordinates.
    qreal labelOffset() const;
    qreal labelPixelSize() const;

    // Centre of intersection (x, y), row 0 at the top.
    QPointF center(int x, int y) const { return {origin_.x() + x * cell_, origin_.y() + y * cell_}; }
    QPointF center(GridPoint p) const { return center(p.x, p.y); }
    // The intersection whose cell (half a line spacing around it) contains
    // pos, or an invalid GridPoint for positions off the grid.
    GridPoint pointAt(const QPointF& pos) const;
    // The square a stone at (x, y) may cover, shadow included.
    QRectF pointRect(int x, int y) const;

    // Rounds a logical coordinate to the nearest device-pixel boundary.
    qreal snap(qreal v) const;

private:
    int size_ = 0;
    bool coordinates_ = true;
    qreal scale_ = 1.0;
    qreal cell_ = 0.0;
    qreal line_ = 1.0;
    qreal band_ = 0.0;
    QPointF origin_;
    QRectF board_;
};

} // namespace irodori::ui
