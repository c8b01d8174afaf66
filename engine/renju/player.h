// The Renju / gomoku player, after the seed program (伊達五目): candidate
// moves near the stones ordered by what they make for either side (five,
// four, three, two), an alpha-beta search over the best few of them, and in
// front of it the sure wins: a five, the block of the opponent's four, and
// a win by continuous fours (VCF, 四追い) found by a search of its own.
#pragma once

#include "rules.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace irodori::renju {

struct PlayerLimits {
    int maxDepth = 6;        // alpha-beta plies, reached by iterative deepening
    int width = 10;          // candidates tried at each node (the seed's 10 at the root)
    double seconds = 1.0;    // processor time per move
    int vcfDepth = 16;       // own fours in a row the VCF search tries
    int vctDepth = 4;        // threes the VCT search may use (0: no VCT search)
    std::uint64_t vctBudget = 50000; // positions the VCT search may look at per move
    const std::atomic<bool>* stop = nullptr;
};

struct MoveChoice {
    Point move = kNoPoint; // kNoPoint: no legal move (the board is full)
    int score = 0;         // for the side to move; kWin for a sure win
    int depth = 0;         // the last depth completed
    std::uint64_t nodes = 0;
    bool vcf = false;      // the move starts a win by continuous fours
    bool vct = false;      // the move starts a win by continuous threats (threes and fours)
    std::vector<Point> line; // the expected continuation, from move
};

inline constexpr int kWin = 1000000;

// The move for c on b under rules. b is restored before it returns.
MoveChoice chooseMove(Board& b, Color c, RuleSet rules, const PlayerLimits& limits = {});

// A win by continuous fours for c: each move a four (Black's never a
// forbidden one), the opponent's reply forced, until a five or an open four.
// Returns the first move and fills line with the sequence, or kNoPoint.
Point findVcf(Board& b, Color c, RuleSet rules, int depth, std::vector<Point>* line = nullptr);

// A win by continuous threats for c (VCT, 三追い): fours and threes, each
// threat answered in every way that could stop it (a three at the points of
// its lines near it, or by a four of the defender's), up to depth threes;
// the first move, or kNoPoint when none is read within budget positions.
Point findVct(Board& b, Color c, RuleSet rules, int depth, std::uint64_t budget = 20000);

// The legal moves of c near the stones (within two points), or the centre
// on an empty board.
std::vector<Point> candidates(Board& b, Color c, RuleSet rules);

} // namespace irodori::renju
