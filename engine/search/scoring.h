// The end of the game: which stones are dead (死石) or in seki (セキ), and
// the final count by the position's rules. Both come from the evaluation,
// so that final_score, final_status_list and the scoring view of the GUI
// say what the search believed.
#pragma once

#include "analysis/analysis.h"
#include "core/position.h"

#include <string>
#include <vector>

namespace irodori::search {

enum class StoneStatus { Alive, Dead, Seki };

// The status of the stone at p as the evaluation counts it: dead when its
// group is dead or its string was left out as tactically dead (and not
// revived by the death of its killers), seki when its group is in seki,
// alive otherwise (unsettled groups count as alive, as in the score).
StoneStatus stoneStatus(const analysis::Analysis& a, Point p);

// Stones of the given status, sorted from the top-left.
std::vector<Point> stonesWithStatus(const Board& board, const analysis::Analysis& a, StoneStatus s);

// The final result from Black's point of view, komi included, counted by
// the position's rules (Japanese territory or Chinese area).
double finalScore(const Position& pos, const analysis::Analysis& a);

// The count of a finished game once the players agreed on the dead
// stones (死石): dead stones come off (prisoners for the other side under
// Japanese counting), and every empty region that touches stones of one
// colour only is that colour's territory.
struct GameCount {
    std::vector<Color> owner; // per point: territory or living stone owner, Empty for dame
    int blackTerritory = 0, whiteTerritory = 0;
    int blackStones = 0, whiteStones = 0; // living stones
    int blackDead = 0, whiteDead = 0;     // dead stones of each colour
    double score = 0;                     // Black's point of view, komi included, by the rules
};
GameCount countGame(const Position& pos, const std::vector<Point>& dead);

// The scoring view's click: the string at p (a stone) goes into dead, or
// out of it when it was there, all its stones together.
void toggleDeadString(const Board& board, Point p, std::vector<Point>& dead);

// "B+3.5", "W+0.5" or "0" (jigo), as GTP final_score and SGF RE write it.
std::string scoreText(double blackMinusWhite);

} // namespace irodori::search
