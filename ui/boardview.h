// BoardView: the board widget. It draws what it is given through
// BoardPainter and reports clicks and hovering as board points; it knows
// nothing of the rules of Go.
#pragma once

#include "boardgeometry.h"
#include "boardpainter.h"
#include "boardsnapshot.h"

#include <QWidget>

class QEvent;

namespace irodori::ui {

// For an event filter that takes over the board's clicks (a position tool, a
// Renju game): a left-button press, release or double click is the
// filter's (true); the release over the point pressed completes a click,
// given in *clicked. pressed keeps the point between the two events.
class BoardView;
bool takeBoardClick(const BoardView& view, QEvent* event, GridPoint& pressed, GridPoint* clicked);

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    const BoardSnapshot& snapshot() const { return snapshot_; }
    void setSnapshot(const BoardSnapshot& snapshot);

    BoardPainter& painter() { return painter_; }
    const BoardPainter& painter() const { return painter_; }

    // Where the board lies in the widget now: the same geometry paintEvent
    // uses, so callers (and tests) can find the pixel of any point.
    BoardGeometry boardGeometry() const;
    // The widget pixel at the centre of point (x, y).
    QPoint pixelOf(int x, int y) const;
    // The point under a widget position, or an invalid GridPoint.
    GridPoint pointAt(const QPointF& pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // A left click (press and release on the same point). x, y are 0-based,
    // row 0 at the top.
    void pointClicked(int x, int y);
    // The mouse moved onto another point; (-1, -1) when it left the board.
    void pointHovered(int x, int y);
    // A left double click on the point (after its click).
    void pointDoubleClicked(int x, int y);
    // The wheel turned by this many notches over the board: negative away
    // from the user (back through the record), positive towards.
    void wheelStepped(int steps);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    void setHover(GridPoint p);

    BoardSnapshot snapshot_;
    BoardPainter painter_;
    GridPoint pressed_;
    GridPoint hover_;
    int wheelAngle_ = 0; // eighths of a degree not yet a whole notch (touchpads send less)
};

} // namespace irodori::ui
