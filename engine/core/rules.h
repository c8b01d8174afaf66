// Rule switches and handicap placement.
#pragma once

#include "color.h"

#include <vector>

namespace irodori {

class Board;

// How the final score is counted.
enum class Scoring {
    Territory, // Japanese: territory + prisoners
    Area,      // Chinese: stones + territory
};

// The rule set a Position enforces.
struct Rules {
    bool suicideAllowed = false;   // 自殺手: illegal by default (Japanese, Chinese)
    bool positionalSuperko = false; // no earlier board position may repeat
    double komi = 6.5;
    Scoring scoring = Scoring::Territory;
    // False for Renju and gomoku (SGF GM[4]): a stone is never taken, so
    // there is no suicide and no ko either; a move only puts a stone down.
    bool captures = true;
};

// Why a move is refused.
enum class MoveError {
    None,
    NotOnBoard,
    Occupied,
    Suicide,
    Ko,
    Superko,
};

// A player-readable explanation in English ("The point is occupied."). The
// GUI translates MoveError itself; this text is for the CLI and logs.
const char* describe(MoveError e);

// The fixed handicap points for n stones (2..9) on a board of this size, in
// the order GNU Go and most servers place them. Empty if the size does not
// allow n fixed stones (boards under 7x7, or 8/9 stones on even sizes).
std::vector<Point> fixedHandicapPoints(const Board& board, int n);

} // namespace irodori
