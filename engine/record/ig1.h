// IG1, the record format of the NIFTY-Serve Go forum (.ig1):
//
//   #COMMENT
//   1998/05/03
//   黒番　山田太郎
//   黒番ランク　三段
//   白番　鈴木花子
//   黒中押し勝ち
//   コミ　6目半
//   INT 19 0
//   MOV Q16 D4 R4 D16
//
// Shift_JIS text with CRLF line endings. No specification survives; this
// follows the one public converter that reads the format. IG1 holds one
// game: a main line of alternating moves, handicap stones on the standard
// points, and the game information of the header.
//
// Passes have no known notation. Irodori writes them as the token PASS
// (and reads it back); other programs may not understand it, and saving
// says so.
#pragma once

#include "record_result.h"

#include <string_view>

namespace irodori::record {

// Row numbers of MOV tokens: the known converter counts row n from the TOP
// of the board (Q16 = SGF "pp" on 19x19), unlike GTP. This is the one
// switch to turn if a real file ever proves otherwise.
inline constexpr bool kIg1RowsFromTop = true;

// The token written for a pass.
inline constexpr std::string_view kIg1PassToken = "PASS";

// Reads an IG1 file's bytes (Shift_JIS unless they are valid UTF-8 or an
// encoding is forced). Header lines that are not understood are kept, one
// line each, in the game comment (GC).
LoadResult readIg1(std::string_view bytes, const LoadOptions& options = {});

// Writes the main line and game information of game as IG1 (Shift_JIS,
// CRLF). The warnings say exactly what IG1 cannot hold and is lost:
// variations, comments, setup other than standard handicap stones, markup,
// other properties, characters outside Shift_JIS; and that passes are
// written as PASS.
SaveResult writeIg1(const GameTree& game);

} // namespace irodori::record
