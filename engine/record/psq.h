// Piskvork's game files (.psq), as the gomoku manager Piskvork and the
// Gomocup tournaments save them: a first line "Piskvorky WxH, L1:L2, s"
// (the players' program levels, 0 for a person, and which began), then one
// line "x,y,ms" per move (1-based, x from the left, y from the top; Black
// first), then the players' programs and a code. Irodori keeps what it
// reads as an SGF GM[4] record (freestyle gomoku, the file does not say),
// and writes the main line of a gomoku or Renju record back.
#pragma once

#include "record_result.h"

#include <string_view>

namespace irodori::record {

// Whether the bytes start like a Piskvork game.
bool looksLikePsq(std::string_view bytes);
// The game; a line that breaks off the moves (a point off the board or
// taken) ends them with a warning. Lines after the moves go into the
// root's comment, so nothing of the file is lost.
LoadResult readPsq(std::string_view bytes);
// The main line's moves as a Piskvork game, each with no time; what the
// root's comment keeps of a Piskvork file read ("Piskvork: " and its
// lines) goes back after them. Warnings name what the file cannot hold
// (variations, comments, game information and other properties); a Go
// record, stones set up, a pass or the same colour twice in a row cannot
// be written at all (error).
SaveResult writePsq(const GameTree& game);

} // namespace irodori::record
