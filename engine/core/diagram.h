// ASCII board diagrams: the fixture format of the tests and a debugging aid.
#pragma once

#include "board.h"

#include <optional>
#include <string>
#include <string_view>

namespace irodori {

// Parses a diagram such as
//     . . X O .
//     . X O . .
// 'X', 'x', '#', '@' or 'B' = black; 'O', 'o' or 'W' = white; '.', '+', ','
// or '-' = empty. Spaces are ignored and blank lines skipped. The board must
// be square (2..25).
// Returns std::nullopt and sets *error when the text is not such a board.
std::optional<Board> parseDiagram(std::string_view text, std::string* error = nullptr);

// The board as rows of "X", "O" and "." separated by single spaces.
std::string toDiagram(const Board& board);

} // namespace irodori
