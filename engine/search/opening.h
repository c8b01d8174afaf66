// Opening moves (布石): empty corners, approaches (掛かり) and enclosures
// (締まり) of lone corner stones, extensions (開き) along the sides.
//
// The evaluation counts sure territory only, so in an empty opening every
// move looks alike to it; these points give the search the moves a player
// would consider, with values that rank corners before sides before the
// centre (一隅二辺三中央).
#pragma once

#include "core/position.h"

#include <vector>

namespace irodori::search {

struct OpeningMove {
    Point point = kNoPoint;
    int value = 0; // the evaluation's units (100 = one point)
};

// The opening moves of pos for the side to move; empty once the board is
// no longer open (the share of stones passes the opening phase).
std::vector<OpeningMove> openingMoves(const Position& pos);

} // namespace irodori::search
