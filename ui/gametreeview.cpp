#include "gametreeview.h"

#include "gamedocument.h"
#include "moveannotation.h"

#include "core/board.h"
#include "core/coords.h"
#include "record/semantics.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPolygonF>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>

namespace irodori::ui {

namespace {

constexpr int kMargin = GameTreeView::kCell / 2;
constexpr qreal kStone = GameTreeView::kCell * 0.32; // radius

QPointF centerOf(GameTreeView::Cell c)
{
    return {kMargin + c.column * GameTreeView::kCell + GameTreeView::kCell / 2.0,
            kMargin + c.row * GameTreeView::kCell + GameTreeView::kCell / 2.0};
}

} // namespace

GameTreeView::GameTreeView(GameDocument* document, QWidget* parent)
    : QAbstractScrollArea(parent), document_(document)
{
    setObjectName(QStringLiteral("gameTreeView"));
    // The keys stay with the board: arrows step through the record there.
    setFocusPolicy(Qt::NoFocus);
    viewport()->setMouseTracking(true);
    horizontalScrollBar()->setSingleStep(kCell);
    verticalScrollBar()->setSingleStep(kCell);
    // New games come with treeChanged too.
    connect(document_, &GameDocument::treeChanged, this, [this] {
        relayout();
        followCurrent();
    });
    connect(document_, &GameDocument::currentChanged, this, &GameTreeView::followCurrent);
    relayout();
    followCurrent();
}

QSize GameTreeView::sizeHint() const
{
    return {8 * kCell, 5 * kCell};
}

QSize GameTreeView::minimumSizeHint() const
{
    // Small, so that the column of docks beside the board does not make the
    // window taller.
    return {4 * kCell, kCell};
}

void GameTreeView::relayout()
{
    items_.clear();
    index_.clear();
    byColumn_.clear();
    columns_ = rows_ = 0;
    const record::GameTree& tree = document_->tree();
    const int size = tree.boardSize();
    // Depth-first, first children first: a node takes the row of its
    // parent, a later variation the first row below the rows of the
    // variations before it, and neither a row its column has used
    // already. A variation's joint runs down its parent's column, so that
    // column stays free down to the variation's row.
    std::vector<int> freeRow;
    struct Pending {
        const record::Node* node;
        int parent;
        int ordinal; // among its parent's children
    };
    std::vector<Pending> stack{{&tree.root(), -1, 0}};
    while (!stack.empty()) {
        const Pending next = stack.back();
        stack.pop_back();
        Item item;
        item.node = next.node;
        item.parent = next.parent;
        const Item* parent = next.parent >= 0 ? &items_[static_cast<std::size_t>(next.parent)] : nullptr;
        const int column = parent ? parent->cell.column + 1 : 0;
        if (static_cast<int>(freeRow.size()) <= column)
            freeRow.resize(static_cast<std::size_t>(column) + 1, 0);
        int row = std::max(parent ? parent->cell.row : 0, freeRow[static_cast<std::size_t>(column)]);
        if (next.ordinal > 0) {
            const record::Node* before = next.node->parent()->child(next.ordinal - 1);
            row = std::max(row, items_[static_cast<std::size_t>(index_.at(before))].subtreeRows);
        }
        item.cell = {column, row};
        item.subtreeRows = row + 1;
        freeRow[static_cast<std::size_t>(column)] = row + 1;
        if (parent && row > parent->cell.row) {
            int& parentFree = freeRow[static_cast<std::size_t>(parent->cell.column)];
            parentFree = std::max(parentFree, row);
        }
        // The rows the ancestors' subtrees reach.
        for (int a = next.parent; a >= 0 && items_[static_cast<std::size_t>(a)].subtreeRows < row + 1;
             a = items_[static_cast<std::size_t>(a)].parent)
            items_[static_cast<std::size_t>(a)].subtreeRows = row + 1;
        if (const auto move = record::nodeMove(*next.node, size)) {
            item.color = move->color;
            item.pass = move->point == kPass;
        }
        item.moveNumber = (parent ? parent->moveNumber : 0) + (item.color != Empty ? 1 : 0);
        item.comment = next.node->has("C");
        item.annotation = record::moveAnnotation(*next.node);
        const int self = static_cast<int>(items_.size());
        index_[next.node] = self;
        items_.push_back(item);
        if (static_cast<int>(byColumn_.size()) <= column)
            byColumn_.resize(static_cast<std::size_t>(column) + 1);
        byColumn_[static_cast<std::size_t>(column)].push_back(self);
        columns_ = std::max(columns_, column + 1);
        rows_ = std::max(rows_, row + 1);
        for (int i = next.node->childCount() - 1; i >= 0; --i)
            stack.push_back({next.node->child(i), self, i});
    }
    updateScrollBars();
}

void GameTreeView::followCurrent()
{
    line_.clear();
    const record::Node* current = document_->current();
    for (const record::Node* n = current; n; n = n->parent())
        line_.insert(n);
    for (const record::Node* n = current; n->childCount() > 0;) {
        n = n->child(std::clamp(n->selectedChild(), 0, n->childCount() - 1));
        line_.insert(n);
    }
    // Keep the current node in view, with a cell to spare on each side; a
    // node out of view comes to the middle.
    if (const auto cell = cellOf(current)) {
        const QPointF c = centerOf(*cell);
        QScrollBar* h = horizontalScrollBar();
        QScrollBar* v = verticalScrollBar();
        const int w = viewport()->width();
        const int hgt = viewport()->height();
        if (c.x() - kCell * 1.5 < h->value() || c.x() + kCell * 1.5 > h->value() + w)
            h->setValue(static_cast<int>(c.x() - w / 2.0));
        if (c.y() - kCell < v->value() || c.y() + kCell > v->value() + hgt)
            v->setValue(static_cast<int>(c.y() - hgt / 2.0));
    }
    viewport()->update();
}

void GameTreeView::updateScrollBars()
{
    const int width = 2 * kMargin + columns_ * kCell;
    const int height = 2 * kMargin + rows_ * kCell;
    horizontalScrollBar()->setPageStep(viewport()->width());
    verticalScrollBar()->setPageStep(viewport()->height());
    horizontalScrollBar()->setRange(0, std::max(0, width - viewport()->width()));
    verticalScrollBar()->setRange(0, std::max(0, height - viewport()->height()));
}

void GameTreeView::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
    followCurrent();
}

void GameTreeView::wheelEvent(QWheelEvent* event)
{
    // A tree is mostly wide: without rows to scroll, the wheel scrolls along the moves.
    if (verticalScrollBar()->maximum() == 0 && event->angleDelta().x() == 0) {
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - event->angleDelta().y() / 120 * 3 * kCell);
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

QPoint GameTreeView::origin() const
{
    return {-horizontalScrollBar()->value(), -verticalScrollBar()->value()};
}

std::optional<GameTreeView::Cell> GameTreeView::cellOf(const record::Node* node) const
{
    const auto it = index_.find(node);
    if (it == index_.end())
        return std::nullopt;
    return items_[static_cast<std::size_t>(it->second)].cell;
}

QPoint GameTreeView::pixelOf(const record::Node* node) const
{
    const auto cell = cellOf(node);
    if (!cell)
        return {-1, -1};
    return (centerOf(*cell) + QPointF(origin())).toPoint();
}

const record::Node* GameTreeView::nodeAt(const QPoint& pos) const
{
    const QPoint p = pos - origin() - QPoint(kMargin, kMargin);
    if (p.x() < 0 || p.y() < 0)
        return nullptr;
    const int column = p.x() / kCell;
    const int row = p.y() / kCell;
    if (column >= static_cast<int>(byColumn_.size()))
        return nullptr;
    for (int i : byColumn_[static_cast<std::size_t>(column)]) {
        const Item& item = items_[static_cast<std::size_t>(i)];
        if (item.cell.row == row)
            return item.node;
    }
    return nullptr;
}

void GameTreeView::paintEvent(QPaintEvent*)
{
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), palette().base());
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(origin());
    const int first = std::max(0, (horizontalScrollBar()->value() - kMargin) / kCell - 1);
    const int last = std::min(columns_ - 1, (horizontalScrollBar()->value() + viewport()->width()) / kCell + 1);
    const int top = verticalScrollBar()->value();
    const int bottom = top + viewport()->height();
    const QPen joint(palette().mid().color(), 1.5);
    const QPen lineJoint(palette().text().color(), 2.5);

    // Joints first, under the stones: each node to its parent.
    for (int column = std::max(1, first); column <= last; ++column) {
        for (int i : byColumn_[static_cast<std::size_t>(column)]) {
            const Item& item = items_[static_cast<std::size_t>(i)];
            const Item& parent = items_[static_cast<std::size_t>(item.parent)];
            const QPointF from = centerOf(parent.cell);
            const QPointF to = centerOf(item.cell);
            if (std::max(from.y(), to.y()) < top - kCell || std::min(from.y(), to.y()) > bottom + kCell)
                continue;
            p.setPen(isOnCurrentLine(item.node) ? lineJoint : joint);
            if (item.cell.row == parent.cell.row) {
                p.drawLine(from, to);
            } else {
                // Down the parent's column, then one step across.
                const QPointF bend(from.x(), to.y() - kCell);
                p.drawLine(from, bend);
                p.drawLine(bend, to);
            }
        }
    }

    const record::Node* current = document_->current();
    QFont small = font();
    small.setPixelSize(static_cast<int>(kCell * 0.42));
    small.setBold(true);
    p.setFont(small);
    for (int column = first; column <= last; ++column) {
        for (int i : byColumn_[static_cast<std::size_t>(column)]) {
            const Item& item = items_[static_cast<std::size_t>(i)];
            const QPointF c = centerOf(item.cell);
            if (c.y() < top - kCell || c.y() > bottom + kCell)
                continue;
            if (item.node == current) {
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(255, 150, 30));
                p.drawEllipse(c, kStone + 4, kStone + 4);
            }
            const QRectF r(c.x() - kStone, c.y() - kStone, 2 * kStone, 2 * kStone);
            if (item.color == Empty) {
                // The root, or a node of setup or comments only.
                p.setPen(QPen(QColor(90, 90, 90), 1.2));
                p.setBrush(QColor(170, 170, 170));
                p.drawRect(r.adjusted(1, 1, -1, -1));
            } else {
                p.setPen(QPen(QColor(30, 30, 30), 1.2));
                p.setBrush(item.color == Black ? QColor(25, 25, 25) : QColor(250, 250, 245));
                p.drawEllipse(r);
                if (item.pass) {
                    p.setPen(item.color == Black ? QColor(250, 250, 245) : QColor(25, 25, 25));
                    p.drawText(r, Qt::AlignCenter, QStringLiteral("P"));
                }
            }
            if (item.comment) {
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(40, 110, 230));
                p.drawEllipse(QPointF(c.x() + kStone * 0.9, c.y() - kStone * 0.9), 3.0, 3.0);
            }
            if (record::isHotspot(*item.node)) {
                // A hotspot: a small red diamond on the stone's upper left.
                const QPointF h(c.x() - kStone * 0.9, c.y() - kStone * 0.9);
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(220, 40, 40));
                p.drawPolygon(QPolygonF({h + QPointF(0, -4), h + QPointF(4, 0), h + QPointF(0, 4), h + QPointF(-4, 0)}));
            }
            if (item.annotation != record::MoveAnnotation::None) {
                // The annotator's glyph under the stone, in its colour.
                p.setPen(annotationColor(item.annotation));
                p.drawText(QRectF(c.x() - kCell / 2, c.y() + kStone - 2, kCell, kCell * 0.45), Qt::AlignCenter,
                           annotationGlyph(item.annotation));
            }
        }
    }
}

void GameTreeView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    if (const record::Node* node = nodeAt(event->position().toPoint()))
        document_->goTo(node);
    event->accept();
}

QString GameTreeView::toolTipFor(const Item& item) const
{
    QString text;
    if (item.color == Empty) {
        text = item.parent < 0 ? tr("Start of the game") : tr("No move: setup, marks or a comment");
    } else {
        const QString who = item.color == Black ? tr("Black") : tr("White");
        QString where;
        if (item.pass) {
            where = tr("pass");
        } else {
            const int size = document_->boardSize();
            const Board board(size);
            where = QString::fromStdString(toGtp(board, record::nodeMove(*item.node, size)->point));
        }
        text = tr("Move %1: %2 %3").arg(item.moveNumber).arg(who, where);
    }
    text += annotationSuffix(*item.node);
    QString comment = QString::fromStdString(record::comment(*item.node)).simplified();
    if (!comment.isEmpty()) {
        if (comment.size() > 120)
            comment = comment.left(119) + QChar(0x2026);
        text += QStringLiteral("\n") + comment;
    }
    return text;
}

void GameTreeView::contextMenuEvent(QContextMenuEvent* event)
{
    const record::Node* node = nodeAt(event->pos());
    if (!node || contextActions_.isEmpty())
        return;
    document_->goTo(node);
    QMenu menu(this);
    menu.addActions(contextActions_);
    menu.exec(event->globalPos());
}

QString GameTreeView::toolTipOf(const record::Node* node) const
{
    const auto it = index_.find(node);
    return it == index_.end() ? QString() : toolTipFor(items_[static_cast<std::size_t>(it->second)]);
}

bool GameTreeView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const record::Node* node = nodeAt(help->pos());
        if (node)
            QToolTip::showText(help->globalPos(), toolTipOf(node), viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

} // namespace irodori::ui
