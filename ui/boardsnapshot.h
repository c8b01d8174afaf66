// What the board painter draws: a plain copy of the stones and markers of one
// moment of a game, detached from the engine's Position.
#pragma once

#include "core/color.h"

#include <vector>

namespace irodori {
class Position;
}

namespace irodori::ui {

// A point of the board in painter terms: column x and row y, both 0-based,
// row 0 at the top (the same orientation as Board::at). x < 0 means "none".
struct GridPoint {
    int x = -1;
    int y = -1;

    constexpr bool isValid() const { return x >= 0 && y >= 0; }
    friend constexpr bool operator==(const GridPoint&, const GridPoint&) = default;
};

// One snapshot of the board (碁盤) for drawing. The painter is a pure function
// of this struct, so the screen, PNG, SVG and print output always agree, and
// later overlay layers can be added without touching the game model.
struct BoardSnapshot {
    int size = 19;
    // size * size colours, row-major, row 0 at the top. Empty, Black or White.
    std::vector<Color> stones = std::vector<Color>(19 * 19, Empty);
    // The stone played last (marked so the eye finds it), if any.
    GridPoint lastMove;
    // The simple ko point (劫): the point the side to move may not retake now.
    GridPoint koPoint;
    // A translucent preview stone (e.g. under the mouse), if any.
    GridPoint ghost;
    Color ghostColor = Empty;

    // An empty board of the given size (clamped to kMinBoardSize..kMaxBoardSize).
    static BoardSnapshot empty(int size);
    // The stones, last move and ko point of a game position.
    static BoardSnapshot fromPosition(const Position& position);

    bool contains(GridPoint p) const { return p.x >= 0 && p.y >= 0 && p.x < size && p.y < size; }
    Color at(int x, int y) const { return stones[static_cast<std::size_t>(y * size + x)]; }
    void set(int x, int y, Color c) { stones[static_cast<std::size_t>(y * size + x)] = c; }
};

} // namespace irodori::ui
