// Coordinates: GTP vertices ("D4", letters without I, row 1 at the bottom)
// and SGF points ("dd", column then row, "aa" at the top-left).
#pragma once

#include "color.h"

#include <optional>
#include <string>
#include <string_view>

namespace irodori {

class Board;

// The GTP column letter of column x (0-based): A..H, J..Z (I is skipped).
char gtpColumnLetter(int x);

// "D4", or "pass" for kPass. Precondition: p is on the board or kPass.
std::string toGtp(const Board& board, Point p);
// Parses a GTP vertex, case-insensitive ("d4", "Q16", "pass"). Returns
// std::nullopt for malformed or off-board vertices.
std::optional<Point> parseGtp(const Board& board, std::string_view text);

// "dd" for a point, "" for kPass. Precondition: p on the board or kPass.
std::string toSgf(const Board& board, Point p);
// Parses a two-letter SGF point (a-z = 1-26, A-Z = 27-52). An empty value,
// and "tt" on boards up to 19x19, is a pass. Returns std::nullopt for
// malformed or off-board points.
std::optional<Point> parseSgf(const Board& board, std::string_view text);

// A colour from GTP text: "b", "black", "w", "white" (any case).
std::optional<Color> parseColor(std::string_view text);
const char* colorName(Color c); // "black", "white", "empty"

} // namespace irodori
