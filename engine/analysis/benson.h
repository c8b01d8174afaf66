// Unconditional life (無条件の活き): Benson's algorithm.
//
// A block (連) is pass-alive when the opponent cannot capture it even if
// its owner passes every turn and the opponent plays as many moves in a row
// as it likes. Benson (1976) showed that this is decided by the shape of the
// board alone: a set of blocks lives unconditionally when each of them has
// two "vital" regions — enclosed areas all of whose empty points are its
// liberties — among the regions that only those blocks surround. No reading,
// no ko, no seki: a seki or a group that needs an answer to live is not
// pass-alive.
//
// Unconditional territory is found by the opponent's moves alone, on a
// copy of the board: it takes every string of the owner it can take by
// filling liberties (what is left is pass-alive), fills the liberties of
// what is left and extends its own strings in atari; where it is then in
// atari, or the points are liberties of the pass-alive strings, it could
// not live even playing every move. Opponent stones there are dead, the
// empty points belong to the owner, and the owner's stones there are alive
// (whatever the opponent takes it cannot keep). One shape is kept out: a
// lone pair of the owner's stones inside the opponent's eye space, where
// the opponent may hold a seki (セキ) under alternating play although it
// takes the pair when moving alone. This is the procedure GNU Go documents
// for its `unconditional_status`, and the GTP command answers the same.
#pragma once

#include "core/board.h"

#include <cstdint>
#include <vector>

namespace irodori::analysis {

enum class Unconditional : std::uint8_t {
    Undecided,      // nothing is certain here without reading
    Alive,          // a stone of a pass-alive block, or inside its territory
    Dead,           // a stone inside the opponent's unconditional territory
    BlackTerritory, // an empty point of Black's unconditional territory
    WhiteTerritory, // an empty point of White's unconditional territory
};

// GTP words: "undecided", "alive", "dead", "black_territory", "white_territory".
const char* name(Unconditional u);

// True per point (index = Point) for every stone of colour c that belongs
// to a pass-alive block.
std::vector<char> passAliveStones(const Board& board, Color c);

// The unconditional status of every point, both colours (index = Point;
// points off the board are Undecided).
std::vector<Unconditional> unconditionalStatus(const Board& board);

} // namespace irodori::analysis
