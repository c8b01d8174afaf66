// Step 10 internals, shared with steps 13 and 21.
#pragma once

#include "context.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace irodori::analysis::detail {

// The diagonal count of an eye point (欠け目 rule).
struct DiagonalScore {
    int sum = 0;          // 2 per safe enemy stone, 1 per point the enemy can still use
    bool onEdge = false;  // some diagonal is off the board
    Point weak = kNoPoint; // a diagonal scoring 1: where the attacker would play
    // False when sum reaches 4 (2 on the edge), half when one less.
    bool isFalse() const { return sum >= (onEdge ? 2 : 4); }
    bool isHalf() const { return sum == (onEdge ? 1 : 3); }
};

// Scores the diagonals of p as an eye of colour c; points of space count as ours.
// space must be sorted.
DiagonalScore scoreDiagonals(const Context& ctx, Point p, Color c, std::span<const Point> space);

struct EyeShape {
    int halves = 0;       // 2 = one eye, 3 = critical (1.5), 4 = two eyes
    Point vital = kNoPoint;
};

// The value of an eye space (sorted points) by the table of eyes.md.
EyeShape classifySpace(const Context& ctx, const std::vector<Point>& space);
// classifySpace plus the nakade rule: a critical space whose vital point
// already holds a dead enemy stone is one eye, one whose vital point the
// enemy cannot play (its stones around it in atari there) two eyes, its
// vital point kept (Region::vitalTakes()).
int spaceValue(const Context& ctx, const Region& reg, const std::vector<Point>& space, Point* vital);

// A set of points as one bit mask per row: bit x of at(y) is the point
// (x, y). Walks that grow a set step by step (room to run, the enclosure of
// a group) are dilations of these masks.
struct Rows {
    // One empty row above and below the board, so a row's neighbours can
    // always be read.
    std::array<std::uint32_t, kMaxBoardSize + 2> r{};
    std::uint32_t& at(int y) { return r[static_cast<std::size_t>(y + 1)]; }
    std::uint32_t at(int y) const { return r[static_cast<std::size_t>(y + 1)]; }
};

// The points a group of colour c can spread over: every point of the board
// without a live stone of the opponent.
Rows notEnemy(const Context& ctx, Color c);
// True if the group stands in a small area closed off by enemy stones (at
// most enclosedAreaLimit() points reachable through spread, its colour's
// notEnemy()): whatever room there is inside, it cannot run out of it.
bool enclosed(const Context& ctx, const Group& g, const Rows& spread);

} // namespace irodori::analysis::detail
