// Piskvork's game files (.psq), as the gomoku manager Piskvork and the
// Gomocup tournaments save them: a first line "Piskvorky WxH, …", then one
// line "x,y,ms" per move (1-based, x from the left, y from the top; Black
// first), then the players' programs. Read only: Irodori keeps what it
// reads as an SGF GM[4] record (freestyle gomoku, the file does not say).
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

} // namespace irodori::record
