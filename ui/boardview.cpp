#include "boardview.h"

#include <QMouseEvent>
#include <QWheelEvent>
#include <QPainter>

namespace irodori::ui {

BoardView::BoardView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setCursor(Qt::PointingHandCursor);
    // The board paints every pixel it owns; the rest shows the window colour.
    setAutoFillBackground(true);
}

void BoardView::setSnapshot(const BoardSnapshot& snapshot)
{
    snapshot_ = snapshot;
    update();
}

BoardGeometry BoardView::boardGeometry() const
{
    return painter_.geometry(QRectF(rect()), snapshot_.size, devicePixelRatioF());
}

QPoint BoardView::pixelOf(int x, int y) const
{
    return boardGeometry().center(x, y).toPoint();
}

bool takeBoardClick(const BoardView& view, QEvent* event, GridPoint& pressed, GridPoint* clicked)
{
    *clicked = {};
    const QEvent::Type t = event->type();
    if (t != QEvent::MouseButtonPress && t != QEvent::MouseButtonRelease && t != QEvent::MouseButtonDblClick)
        return false;
    const auto* mouse = static_cast<const QMouseEvent*>(event);
    if (mouse->button() != Qt::LeftButton)
        return false;
    const GridPoint at = view.pointAt(mouse->position());
    if (t == QEvent::MouseButtonPress) {
        pressed = at;
    } else if (t == QEvent::MouseButtonRelease) {
        if (at.isValid() && at == pressed)
            *clicked = at;
        pressed = {};
    }
    return true;
}

GridPoint BoardView::pointAt(const QPointF& pos) const
{
    return boardGeometry().pointAt(pos);
}

void BoardView::wheelEvent(QWheelEvent* event)
{
    // One notch is 120 (15 degrees); a touchpad sends small amounts that
    // add up.
    wheelAngle_ += event->angleDelta().y();
    const int steps = wheelAngle_ / 120;
    wheelAngle_ -= steps * 120;
    if (steps != 0)
        emit wheelStepped(-steps);
    event->accept();
}

QSize BoardView::sizeHint() const
{
    return {640, 640};
}

QSize BoardView::minimumSizeHint() const
{
    return {160, 160};
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    painter_.paint(p, boardGeometry(), snapshot_);
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        pressed_ = pointAt(event->position());
    QWidget::mousePressEvent(event);
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        const GridPoint p = pointAt(event->position());
        // A press that slides to another point is a change of mind, not a move.
        if (p.isValid() && p == pressed_)
            emit pointClicked(p.x, p.y);
        pressed_ = {};
    }
    QWidget::mouseReleaseEvent(event);
}

void BoardView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        const GridPoint p = pointAt(event->position());
        if (p.isValid())
            emit pointDoubleClicked(p.x, p.y);
    }
    QWidget::mouseDoubleClickEvent(event);
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    setHover(pointAt(event->position()));
    QWidget::mouseMoveEvent(event);
}

void BoardView::leaveEvent(QEvent* event)
{
    setHover({});
    QWidget::leaveEvent(event);
}

void BoardView::setHover(GridPoint p)
{
    if (p == hover_)
        return;
    hover_ = p;
    emit pointHovered(p.x, p.y);
}

} // namespace irodori::ui
