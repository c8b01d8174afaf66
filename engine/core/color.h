// Colours and points of the flat board array.
#pragma once

#include <cstdint>

namespace irodori {

// The contents of one point of the board array. The values are fixed by the
// design: the opponent of a stone colour c is c ^ 3, and the border (Edge)
// answers every "is this on the board?" question without a bounds check.
enum Color : std::uint8_t {
    Empty = 0,
    Black = 1,
    White = 2,
    Edge = 3,
};

// The other player's colour (黒 <-> 白). Precondition: c is Black or White.
constexpr Color opponent(Color c) { return static_cast<Color>(c ^ 3); }

constexpr bool isStone(Color c) { return c == Black || c == White; }

// Index into the flat board array (row-major, one-point border on every side).
using Point = int;

// "No point": used for an absent ko point, a failed search, an unset vertex.
// Point 0 is the top-left border corner, never a playable point.
constexpr Point kNoPoint = 0;

// The pass move. Negative so that it never indexes the board array.
constexpr Point kPass = -1;

// Smallest and largest supported board sizes. SGF allows up to 52, but the
// board array, the coordinates (GTP letters A..Z without I) and the GUI stop at 25.
constexpr int kMinBoardSize = 2;
constexpr int kMaxBoardSize = 25;

// Stride of the largest board and the size of every board array: a 25x25 board
// plus a one-point border on each side.
constexpr int kMaxStride = kMaxBoardSize + 2;
constexpr int kMaxArea = kMaxStride * kMaxStride;

// A move: a colour and a point (or kPass).
struct Move {
    Color color = Empty;
    Point point = kPass;

    constexpr bool isPass() const { return point == kPass; }
    friend constexpr bool operator==(const Move&, const Move&) = default;
};

} // namespace irodori
