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
// From the living blocks follows unconditional territory: an area the
// pass-alive blocks enclose in which the opponent could not make two eyes
// even if it played every move. Opponent stones there are dead, the empty
// points belong to the encloser, and the encloser's own stones there are
// alive even when Benson's test alone cannot show it (whatever the opponent
// captures inside, it cannot keep). This is what GNU Go's
// `unconditional_status` reports, and the GTP command answers the same.
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
