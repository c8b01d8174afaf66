// HighlightLayer: what the Why? panel points at — the selected group's
// stones ringed, the points of the chosen reason marked, the line of play
// of a capture as numbered translucent stones, and the liberties (呼吸点)
// of the string under the mouse. Always on; empty when nothing is selected
// or hovered.
#pragma once

#include "boardpainter.h"

#include <vector>

namespace irodori::ui {

class HighlightLayer : public BoardLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    void paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;

    void setSelection(std::vector<GridPoint> stones) { selection_ = std::move(stones); }
    void setFocus(std::vector<GridPoint> points) { focus_ = std::move(points); }
    void setLiberties(std::vector<GridPoint> points) { liberties_ = std::move(points); }
    // Moves in turn, first of colour first (a point already occupied, or
    // played again after a capture, is not drawn).
    void setLine(Color first, std::vector<GridPoint> moves)
    {
        lineFirst_ = isStone(first) ? first : Black;
        line_ = std::move(moves);
    }
    const std::vector<GridPoint>& line() const { return line_; }
    const std::vector<GridPoint>& selection() const { return selection_; }
    const std::vector<GridPoint>& focus() const { return focus_; }
    const std::vector<GridPoint>& liberties() const { return liberties_; }
    void clear();

    static QColor selectionColor();
    static QColor focusColor();
    static QColor libertyColor();

private:
    std::vector<GridPoint> selection_;
    std::vector<GridPoint> focus_;
    std::vector<GridPoint> liberties_;
    std::vector<GridPoint> line_;
    Color lineFirst_ = Black;
};

} // namespace irodori::ui
