// RecordMarkupLayer: what a record adds to the stones of one node — the SGF
// markup (circles, triangles, squares, crosses, labels, selected points,
// arrows, lines) and the letters A, B, C... at the moves of the variations
// (変化) that follow, so the reader sees where the record branches.
#pragma once

#include "boardpainter.h"

#include "record/gametree.h"

#include <QColor>
#include <QString>

#include <vector>

namespace irodori::ui {

class RecordMarkupLayer : public BoardLayer {
public:
    struct Item {
        enum class Kind { Circle, Cross, Square, Triangle, Selected, Label, Arrow, Line, Variation, Badge };
        Kind kind = Kind::Circle;
        GridPoint at;
        GridPoint to;        // Arrow and Line: the other end
        QString text;        // Label and Variation
        Color color = Empty; // Variation: the colour of the move
        QColor tint;         // Badge: its colour (text: its glyph)
    };

    Stage stage() const override { return Stage::AboveStones; }
    void paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;

    const std::vector<Item>& items() const { return items_; }
    void setItems(std::vector<Item> items) { items_ = std::move(items); }
    void clear() { items_.clear(); }

    // The markup of node and, when it has two or more children, a letter at
    // each child's move (passes have no point and get none).
    static std::vector<Item> itemsOf(const record::Node& node, int size);

private:
    std::vector<Item> items_;
};

} // namespace irodori::ui
