// 3x3 shape patterns for the playouts: the local answers a player makes
// without reading — hane (ハネ), cuts (切り), blocks and descents on the edge
// (サガリ) — after the patterns the MoGo authors published for Monte-Carlo
// Go (Gelly, Wang, Munos, Teytaud 2006), here in their own table.
//
// A pattern is centred on the empty point to play; it is matched in all
// eight orientations and with either colour as "X", so the table holds
// every neighbourhood of the eight surrounding points that answers it.
#pragma once

#include "core/board.h"

#include <cstdint>

namespace irodori::search {

// The 16-bit code of the eight neighbours of p (2 bits each: empty,
// black, white, edge), in the fixed order of the table.
std::uint16_t neighbourhoodCode(const Board& board, Point p);

// True if a move at the empty point p matches one of the shapes.
bool matchesShape(const Board& board, Point p);

} // namespace irodori::search
