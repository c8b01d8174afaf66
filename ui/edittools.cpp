#include "edittools.h"

#include "boardview.h"
#include "gamedocument.h"

#include "core/coords.h"
#include "record/semantics.h"

#include <QAction>
#include <QActionGroup>
#include <QFont>
#include <QIcon>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QToolBar>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace irodori::ui {

namespace {

using Tool = EditTools::Tool;

constexpr std::array<Tool, EditTools::kToolCount> kTools = {
    Tool::Play,   Tool::BlackStone, Tool::WhiteStone, Tool::Erase, Tool::Triangle, Tool::Square,
    Tool::Circle, Tool::Cross,      Tool::Label,      Tool::Arrow, Tool::Line,
};

std::optional<record::MarkKind> markOf(Tool tool)
{
    switch (tool) {
    case Tool::Triangle:
        return record::MarkKind::Triangle;
    case Tool::Square:
        return record::MarkKind::Square;
    case Tool::Circle:
        return record::MarkKind::Circle;
    case Tool::Cross:
        return record::MarkKind::Cross;
    case Tool::Label:
        return record::MarkKind::Label;
    case Tool::Arrow:
        return record::MarkKind::Arrow;
    case Tool::Line:
        return record::MarkKind::Line;
    default:
        return std::nullopt;
    }
}

// The tools' icons, drawn here so that they match the board's own marks.
void drawStone(QPainter& p, const QRectF& r, Color c)
{
    p.setPen(QPen(QColor(40, 40, 40), 1.5));
    p.setBrush(c == Black ? QColor(25, 25, 25) : QColor(245, 245, 240));
    p.drawEllipse(r);
}

QIcon toolIcon(Tool tool)
{
    constexpr int kSize = 32;
    QPixmap pixmap(kSize, kSize);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF full(4, 4, 24, 24);
    const QPen mark(QColor(30, 30, 30), 2.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    switch (tool) {
    case Tool::Play:
        drawStone(p, QRectF(3, 3, 18, 18), Black);
        drawStone(p, QRectF(11, 11, 18, 18), White);
        break;
    case Tool::BlackStone:
        drawStone(p, full, Black);
        break;
    case Tool::WhiteStone:
        drawStone(p, full, White);
        break;
    case Tool::Erase: {
        // An empty intersection (空点), crossed out in red.
        p.setPen(QPen(QColor(60, 60, 60), 2));
        p.drawLine(QPointF(16, 4), QPointF(16, 28));
        p.drawLine(QPointF(4, 16), QPointF(28, 16));
        p.setPen(QPen(QColor(200, 40, 40), 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(7, 7), QPointF(25, 25));
        break;
    }
    case Tool::Triangle: {
        QPainterPath path;
        path.moveTo(16, 5);
        path.lineTo(27, 26);
        path.lineTo(5, 26);
        path.closeSubpath();
        p.setPen(mark);
        p.drawPath(path);
        break;
    }
    case Tool::Square:
        p.setPen(mark);
        p.drawRect(QRectF(7, 7, 18, 18));
        break;
    case Tool::Circle:
        p.setPen(mark);
        p.drawEllipse(QRectF(6, 6, 20, 20));
        break;
    case Tool::Cross:
        p.setPen(mark);
        p.drawLine(QPointF(8, 8), QPointF(24, 24));
        p.drawLine(QPointF(24, 8), QPointF(8, 24));
        break;
    case Tool::Arrow: {
        p.setPen(mark);
        p.drawLine(QPointF(6, 26), QPointF(25, 7));
        QPainterPath head;
        head.moveTo(26, 6);
        head.lineTo(16, 9);
        head.lineTo(23, 16);
        head.closeSubpath();
        p.setBrush(QColor(30, 30, 30));
        p.drawPath(head);
        break;
    }
    case Tool::Line:
        p.setPen(mark);
        p.drawLine(QPointF(6, 26), QPointF(26, 6));
        break;
    case Tool::Label: {
        QFont font;
        font.setBold(true);
        font.setPixelSize(24);
        p.setFont(font);
        p.setPen(QColor(30, 30, 30));
        p.drawText(QRectF(0, 0, kSize, kSize), Qt::AlignCenter, QStringLiteral("A"));
        break;
    }
    }
    return QIcon(pixmap);
}

QIcon sideToMoveIcon()
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r(4, 4, 24, 24);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(25, 25, 25));
    p.drawPie(r, 90 * 16, 180 * 16);
    p.setBrush(QColor(245, 245, 240));
    p.drawPie(r, -90 * 16, 180 * 16);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(40, 40, 40), 1.5));
    p.drawEllipse(r);
    return QIcon(pixmap);
}

// Whether the string through p, or a neighbouring string, has no liberty
// left in pos.
bool leavesStringWithoutLiberty(const Position& pos, Point p)
{
    const Board& b = pos.board();
    if (isStone(b.color(p)) && b.liberties(p) == 0)
        return true;
    for (int k = 0; k < 4; ++k) {
        const Point q = p + b.offsets()[static_cast<std::size_t>(k)];
        if (isStone(b.color(q)) && b.liberties(q) == 0)
            return true;
    }
    return false;
}

} // namespace

EditTools::EditTools(GameDocument* document, BoardView* board, QObject* parent)
    : QObject(parent), document_(document), board_(board)
{
    group_ = new QActionGroup(this);
    group_->setExclusive(true);
    const QString texts[kToolCount] = {
        tr("&Play Moves"),         tr("Add &Black Stones"),   tr("Add &White Stones"),
        tr("&Remove Stones"),      tr("Mark with &Triangles"), tr("Mark with &Squares"),
        tr("Mark with &Circles"),  tr("Mark with Cr&osses"),  tr("Mark with &Letters"),
        tr("Draw &Arrows"),        tr("Draw Li&nes"),
    };
    for (Tool tool : kTools) {
        const auto i = static_cast<std::size_t>(tool);
        QAction* a = new QAction(toolIcon(tool), texts[i], this);
        a->setCheckable(true);
        a->setStatusTip(toolHint(tool));
        a->setToolTip(a->text().remove(QLatin1Char('&')));
        group_->addAction(a);
        connect(a, &QAction::triggered, this, [this, tool] { setTool(tool); });
        actions_[i] = a;
    }
    action(Tool::Play)->setChecked(true);
    action(Tool::Play)->setShortcut(QKeySequence(Qt::Key_Escape));
    action(Tool::Play)->setToolTip(tr("Play Moves (Esc)"));

    sideToMove_ = new QAction(sideToMoveIcon(), tr("S&witch Side to Move"), this);
    sideToMove_->setStatusTip(tr("The other player plays next (the record says so with PL)"));
    sideToMove_->setToolTip(sideToMove_->text().remove(QLatin1Char('&')));
    connect(sideToMove_, &QAction::triggered, this, [this] {
        if (!allowed_)
            return;
        const Color next = opponent(document_->position().toMove());
        document_->setSideToMove(next);
        emit message(next == Black ? tr("Black plays next.") : tr("White plays next."));
    });

    board_->installEventFilter(this);
}

QString EditTools::toolHint(Tool tool) const
{
    switch (tool) {
    case Tool::Play:
        return tr("Clicks on the board play moves");
    case Tool::BlackStone:
        return tr("Click a point to place a black stone there, or to take it away; drag to place many");
    case Tool::WhiteStone:
        return tr("Click a point to place a white stone there, or to take it away; drag to place many");
    case Tool::Erase:
        return tr("Click a stone to take it off the board; drag to take many");
    case Tool::Triangle:
        return tr("Click a point to mark it with a triangle, or to remove the mark");
    case Tool::Square:
        return tr("Click a point to mark it with a square, or to remove the mark");
    case Tool::Circle:
        return tr("Click a point to mark it with a circle, or to remove the mark");
    case Tool::Cross:
        return tr("Click a point to mark it with a cross, or to remove the mark");
    case Tool::Label:
        return tr("Click a point to label it with the next free letter, or to remove the label");
    case Tool::Arrow:
        return tr("Click where an arrow starts, then where it points; the same two clicks remove it");
    case Tool::Line:
        return tr("Click the two ends of a line; the same two clicks remove it");
    }
    return {};
}

void EditTools::setTool(Tool tool)
{
    if (!allowed_)
        tool = Tool::Play;
    action(tool)->setChecked(true);
    if (tool == tool_)
        return;
    endDrag();
    tool_ = tool;
    pressed_ = {};
    anchor_ = kNoPoint;
    emit toolChanged(tool);
    if (tool == Tool::Play)
        emit message(tr("Clicks play moves again."));
    else
        emit message(tr("%1. Esc returns to playing moves.").arg(toolHint(tool)));
}

void EditTools::fillEditMenu(QMenu* menu) const
{
    QMenu* tools = menu->addMenu(tr("Position &Tools"));
    for (Tool tool : kTools) {
        tools->addAction(action(tool));
        if (tool == Tool::Play || tool == Tool::Erase)
            tools->addSeparator();
    }
    menu->addAction(sideToMove_);
}

void EditTools::fillToolBar(QToolBar* bar) const
{
    for (Tool tool : kTools) {
        bar->addAction(action(tool));
        if (tool == Tool::Play || tool == Tool::Erase)
            bar->addSeparator();
    }
    bar->addSeparator();
    bar->addAction(sideToMove_);
}

void EditTools::setEditingAllowed(bool allowed)
{
    if (!allowed)
        setTool(Tool::Play);
    allowed_ = allowed;
    for (QAction* a : actions_)
        a->setEnabled(allowed || a == action(Tool::Play));
    sideToMove_->setEnabled(allowed);
}

bool EditTools::apply(int x, int y)
{
    const Position& pos = document_->position();
    if (tool_ == Tool::Play || !allowed_ || x < 0 || y < 0 || x >= pos.size() || y >= pos.size())
        return false;
    const Point p = pos.board().at(x, y);
    const Color here = pos.board().color(p);
    switch (tool_) {
    case Tool::Play:
        return false;
    case Tool::BlackStone:
        return placeStone(x, y, here == Black ? Empty : Black);
    case Tool::WhiteStone:
        return placeStone(x, y, here == White ? Empty : White);
    case Tool::Erase:
        if (!isStone(here)) {
            emit message(tr("There is no stone at %1 to take away.")
                             .arg(QString::fromStdString(toGtp(pos.board(), p))));
            return false;
        }
        return placeStone(x, y, Empty);
    case Tool::Arrow:
    case Tool::Line: {
        const QString vertex = QString::fromStdString(toGtp(pos.board(), p));
        if (anchor_ == kNoPoint) {
            anchor_ = p;
            emit message(tool_ == Tool::Arrow ? tr("Arrow from %1: click the point it shows.").arg(vertex)
                                              : tr("Line from %1: click its other end.").arg(vertex));
            return false;
        }
        const Point from = anchor_;
        anchor_ = kNoPoint;
        if (from == p) {
            emit message(tr("The same point twice: nothing drawn."));
            return false;
        }
        document_->toggleLineMark(*markOf(tool_), from, p);
        return true;
    }
    default:
        break;
    }
    document_->toggleMark(*markOf(tool_), p);
    return true;
}

bool EditTools::placeStone(int x, int y, Color c)
{
    const Position& pos = document_->position();
    const Point p = pos.board().at(x, y);
    const QString vertex = QString::fromStdString(toGtp(pos.board(), p));
    if (isStone(c)) {
        Position after = pos;
        after.setup(p, c);
        if (leavesStringWithoutLiberty(after, p)) {
            emit message(tr("A stone at %1 would leave stones without a liberty; a set-up position "
                            "must give every string at least one.")
                             .arg(vertex));
            return false;
        }
    }
    if (!document_->setStone(p, c))
        return false;
    if (c == Black)
        emit message(tr("Black stone placed at %1.").arg(vertex));
    else if (c == White)
        emit message(tr("White stone placed at %1.").arg(vertex));
    else
        emit message(tr("The stone at %1 was taken away.").arg(vertex));
    return true;
}

Color EditTools::previewAt(int x, int y) const
{
    const Position& pos = document_->position();
    if (!allowed_ || x < 0 || y < 0 || x >= pos.size() || y >= pos.size())
        return Empty;
    const Color here = pos.board().color(pos.board().at(x, y));
    if (tool_ == Tool::BlackStone && here == Empty)
        return Black;
    if (tool_ == Tool::WhiteStone && here == Empty)
        return White;
    return Empty;
}

void EditTools::dragTo(const QPointF& pos)
{
    if (tool_ != Tool::BlackStone && tool_ != Tool::WhiteStone && tool_ != Tool::Erase)
        return;
    const GridPoint at = board_->pointAt(pos);
    if (!pressed_.isValid() || !at.isValid() || at == (dragging_ ? dragLast_ : pressed_))
        return;
    if (!dragging_) {
        const Position& pos0 = document_->position();
        const Color start = pos0.board().color(pos0.board().at(pressed_.x, pressed_.y));
        const Color tool = tool_ == Tool::BlackStone ? Black : tool_ == Tool::WhiteStone ? White : Empty;
        // Begun on a stone of the tool's colour, the drag takes such stones
        // away, as a click there would.
        dragColor_ = start == tool ? Empty : tool;
        dragging_ = true;
        dragChanged_ = 0;
        dragRefused_ = 0;
        document_->beginEditGroup();
        dragLast_ = pressed_;
        dragOver(pressed_);
    }
    // A quick mouse skips points: the drag covers the straight way between.
    const int dx = at.x - dragLast_.x;
    const int dy = at.y - dragLast_.y;
    const int steps = std::max(std::abs(dx), std::abs(dy));
    const GridPoint from = dragLast_;
    for (int i = 1; i <= steps; ++i) {
        const int x = from.x + static_cast<int>(std::lround(static_cast<double>(dx) * i / steps));
        const int y = from.y + static_cast<int>(std::lround(static_cast<double>(dy) * i / steps));
        dragOver({x, y});
    }
    dragLast_ = at;
}

void EditTools::dragOver(GridPoint g)
{
    const Position& pos = document_->position();
    if (g.x < 0 || g.y < 0 || g.x >= pos.size() || g.y >= pos.size())
        return;
    const Point p = pos.board().at(g.x, g.y);
    const Color here = pos.board().color(p);
    if (here == dragColor_)
        return;
    if (dragColor_ == Empty) {
        // A stone tool takes away only its own colour; Remove Stones any.
        if (tool_ == Tool::BlackStone && here != Black)
            return;
        if (tool_ == Tool::WhiteStone && here != White)
            return;
    } else {
        Position after = pos;
        after.setup(p, dragColor_);
        if (leavesStringWithoutLiberty(after, p)) {
            ++dragRefused_;
            return;
        }
    }
    if (document_->setStone(p, dragColor_))
        ++dragChanged_;
}

void EditTools::endDrag()
{
    if (!dragging_)
        return;
    dragging_ = false;
    document_->endEditGroup();
    QString text;
    if (dragColor_ == Black)
        text = tr("%n black stone(s) placed.", nullptr, dragChanged_);
    else if (dragColor_ == White)
        text = tr("%n white stone(s) placed.", nullptr, dragChanged_);
    else
        text = tr("%n stone(s) taken away.", nullptr, dragChanged_);
    if (dragRefused_ > 0)
        text += QLatin1Char(' ')
                + tr("%n point(s) left empty: a stone there would leave stones without a liberty.", nullptr,
                     dragRefused_);
    emit message(text);
}

bool EditTools::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != board_ || tool_ == Tool::Play)
        return QObject::eventFilter(watched, event);
    if (event->type() == QEvent::MouseMove) {
        const auto* mouse = static_cast<const QMouseEvent*>(event);
        if (mouse->buttons() & Qt::LeftButton)
            dragTo(mouse->position());
        return QObject::eventFilter(watched, event); // the board still shows the hover
    }
    // The tool takes the click: it neither plays a move nor asks Why?.
    GridPoint clicked;
    if (!takeBoardClick(*board_, event, pressed_, &clicked))
        return QObject::eventFilter(watched, event);
    if (event->type() == QEvent::MouseButtonRelease && dragging_) {
        endDrag(); // the drag did its work: the release is no click
        return true;
    }
    if (clicked.isValid())
        apply(clicked.x, clicked.y);
    return true;
}

} // namespace irodori::ui
