// GameTreeView: the whole game tree (棋譜の変化図) at a glance. Every node
// is a small stone in the colour of its move, one column per move number,
// the main line in the top row and each variation in a row of its own
// below, joined to the move it branches from. The current node is ringed
// and the line the board follows is drawn darker; a blue dot marks a node
// with a comment. A click on a node goes there; the tool tip names the
// move and shows the start of its comment.
#pragma once

#include "core/color.h"
#include "record/gametree.h"
#include "record/semantics.h"

#include <QAbstractScrollArea>
#include <QList>

#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

class QAction;

namespace irodori::ui {

class GameDocument;

class GameTreeView : public QAbstractScrollArea {
    Q_OBJECT

public:
    // The side of one cell of the layout, in pixels.
    static constexpr int kCell = 24;

    explicit GameTreeView(GameDocument* document, QWidget* parent = nullptr);

    struct Cell {
        int column = 0; // the node's depth: the root is column 0
        int row = 0;    // 0 for the main line
        friend bool operator==(const Cell&, const Cell&) = default;
    };
    // Where node stands in the layout, if it belongs to the game shown.
    std::optional<Cell> cellOf(const record::Node* node) const;
    int columnCount() const { return columns_; }
    int rowCount() const { return rows_; }
    // The viewport pixel at the centre of node, as scrolled now.
    QPoint pixelOf(const record::Node* node) const;
    // The node drawn at a viewport pixel, or nullptr.
    const record::Node* nodeAt(const QPoint& pos) const;
    // Whether node is on the line the board follows (root to the current
    // node and on along the selected children).
    bool isOnCurrentLine(const record::Node* node) const { return line_.count(node) > 0; }

    // What a right click on a node offers, after going to that node (the
    // record's Edit commands: make main line, delete, ...).
    void setContextActions(QList<QAction*> actions) { contextActions_ = std::move(actions); }

    // The tool tip of node: its move and the start of its comment.
    QString toolTipOf(const record::Node* node) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    struct Item {
        const record::Node* node = nullptr;
        Cell cell;
        int parent = -1; // index of the parent's item
        Color color = Empty;
        bool pass = false;
        bool comment = false;
        record::MoveAnnotation annotation = record::MoveAnnotation::None;
        int moveNumber = 0;
        int subtreeRows = 0; // the rows down to the last one its subtree uses
    };

    void relayout();
    void followCurrent();
    void updateScrollBars();
    QPoint origin() const;
    QString toolTipFor(const Item& item) const;

    GameDocument* document_;
    std::vector<Item> items_;
    std::unordered_map<const record::Node*, int> index_;
    std::vector<std::vector<int>> byColumn_;
    std::unordered_set<const record::Node*> line_;
    int columns_ = 0;
    int rows_ = 0;
    QList<QAction*> contextActions_;
};

} // namespace irodori::ui
