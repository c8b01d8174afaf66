// Playouts (プレイアウト) for the Monte-Carlo search: a game played to its end
// by a fast policy — capture and escape near the last move, otherwise a
// random legal move that neither fills an own eye nor throws in a big
// self-atari — and counted by area.
#pragma once

#include "core/board.h"
#include "core/position.h"

#include <cstdint>
#include <vector>

namespace irodori::search {

// xorshift64*: a small, fast generator; the same seed gives the same games.
class FastRandom {
public:
    explicit FastRandom(std::uint64_t seed = 1) : s_(seed ? seed : 0x2545f4914f6cdd1dull) {}
    std::uint64_t next()
    {
        s_ ^= s_ >> 12;
        s_ ^= s_ << 25;
        s_ ^= s_ >> 27;
        return s_ * 0x2545f4914f6cdd1dull;
    }
    // 0 .. n-1 (n > 0).
    std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>(((next() >> 32) * n) >> 32); }

private:
    std::uint64_t s_;
};

// A board in a simulation: stones, the side to move, the simple ko point
// and the list of empty points, all kept up to date by play().
class SimBoard {
public:
    explicit SimBoard(const Position& pos);

    const Board& board() const { return board_; }
    Color toMove() const { return toMove_; }
    Point ko() const { return ko_; }
    Point lastMove() const { return last_; }
    int passes() const { return passes_; }
    int moves() const { return moves_; }
    const std::vector<Point>& empties() const { return empties_; }

    // Legal under the simple ko rule, suicide forbidden.
    bool isLegal(Point p) const;
    // Plays a legal move (or kPass) for the side to move.
    void play(Point p);
    // Forgets passes: a game the tree ended by two passes is played out
    // further, so that dead stones are taken off before the count.
    void clearPasses() { passes_ = 0; }

    // Area count (Tromp-Taylor): stones plus empty points that touch only
    // one colour, from Black's point of view, without komi.
    int areaScore() const;
    // Owner per point after areaScore's rule: Black, White or Empty.
    Color ownerAt(Point p) const;

    // The policy's move for the side to move, or kPass when none is left.
    Point policyMove(FastRandom& rng);

    // シチョウ: is the string at s, with two liberties and its opponent to
    // move, captured by ataris from alternating sides? The playouts run out
    // of atari only when it is not (a bounded read, taken back at once).
    bool isLadderCaptured(Point s);

private:
    void removeEmpty(Point p);
    void addEmpty(Point p);
    // A move worth trying in a playout: legal, not an own eye, not a
    // self-atari of more than one stone.
    bool acceptable(Point p) const;
    Point urgentMove(FastRandom& rng);
    Point shapeMove(FastRandom& rng);
    Point atariMove(FastRandom& rng);
    bool ladderCaptured(Point s, int depth);
    bool ladderEscapes(Point s, int depth);
    int ladderBudget_ = 0; // plays left for the current ladder question

    Board board_;
    Color toMove_ = Black;
    Point ko_ = kNoPoint;
    Point last_ = kPass;
    int passes_ = 0;
    int moves_ = 0;
    std::vector<Point> empties_;
    std::vector<int> emptyIndex_; // per point, -1 when occupied
    std::vector<Point> atari_;    // a stone of each string left in atari (may be stale)
};

} // namespace irodori::search
