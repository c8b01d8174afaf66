// A game position: the board plus side to move, ko, prisoners and history.
#pragma once

#include "board.h"
#include "rules.h"

#include <cstdint>
#include <vector>

namespace irodori {

// Position adds to Board what the rules need: whose turn it is, the simple
// ko point (劫), captured-stone counts (アゲハマ), the move number, the
// positional-superko history and undo of whole moves (passes included).
class Position {
public:
    explicit Position(int size = 19, Rules rules = {});
    // A position with the stones of board (treated as setup) and c to move.
    Position(const Board& board, Color toMove, Rules rules = {});

    const Board& board() const { return board_; }
    int size() const { return board_.size(); }
    const Rules& rules() const { return rules_; }
    void setRules(const Rules& rules) { rules_ = rules; }

    Color toMove() const { return toMove_; }
    void setToMove(Color c);
    // The point where the side to move may not recapture now, or kNoPoint.
    Point koPoint() const { return ko_; }
    // Stones captured by player c so far.
    int prisoners(Color c) const { return prisoners_[c]; }
    // Moves played since the start (passes count; setup does not).
    int moveNumber() const { return moveNumber_; }
    int consecutivePasses() const { return passes_; }
    // The last move played, or nullptr if none (after setup or at the start).
    const Move* lastMove() const { return history_.empty() ? nullptr : &history_.back().move; }
    const std::vector<Move> moves() const;

    // Hash of the whole position: stones, side to move and ko point.
    std::uint64_t hash() const;

    // Whether m (of any colour) is legal now, and if not, why.
    MoveError check(const Move& m) const;
    bool isLegal(const Move& m) const { return check(m) == MoveError::None; }
    // Plays m if legal and passes the turn to the opponent of m.color.
    // Returns the reason otherwise and changes nothing.
    MoveError play(const Move& m);
    // Plays m whatever the rules say (SGF execution semantics: a stone on an
    // occupied point replaces it, ko and suicide are executed). Returns what
    // was wrong with the move, for a warning. Cannot be undone when the point
    // was occupied (the board is rebuilt).
    MoveError playForced(const Move& m);
    bool canUndo() const { return !history_.empty(); }
    // Takes back the last move. Precondition: canUndo().
    void undo();

    // Setup (SGF AB/AW/AE, handicap stones): changes one point, clears ko
    // and the undo history (setup is not a move).
    void setup(Point p, Color c);

private:
    struct Entry {
        Move move;
        Point prevKo;
        Color prevToMove;
        int prevPasses;
        int captured; // stones the move captured
        bool onBoard; // the move went through board_.play (not a pass)
    };

    Board board_;
    Rules rules_;
    Color toMove_ = Black;
    Point ko_ = kNoPoint;
    int prisoners_[3] = {0, 0, 0};
    int moveNumber_ = 0;
    int passes_ = 0;
    std::vector<Entry> history_;
    // Stone hashes of every position since the last setup, for superko.
    std::vector<std::uint64_t> seen_;
};

} // namespace irodori
