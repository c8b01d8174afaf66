// Coordinates: GTP vertices ("D4", letters without I, row 1 at the bottom)
// and SGF points ("dd", column then row, "aa" at the top-left).
#pragma once

#include "color.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>

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

// The eight symmetries of the square (turns and reflections) applied to a
// point (dx, dy) relative to the centre of symmetry: bit 2 of k swaps the
// axes, then bit 0 mirrors x and bit 1 mirrors y. k = 0 is the identity.
inline std::pair<int, int> dihedral(int k, int dx, int dy)
{
    if (k & 4)
        std::swap(dx, dy);
    if (k & 1)
        dx = -dx;
    if (k & 2)
        dy = -dy;
    return {dx, dy};
}

// A colour from GTP text: "b", "black", "w", "white" (any case).
std::optional<Color> parseColor(std::string_view text);
const char* colorName(Color c); // "black", "white", "empty"

} // namespace irodori
