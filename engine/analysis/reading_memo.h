// Capture answers carried from one position to the next (the differential
// evaluation's reading): after a move, a string far from every change is
// not read again.
#pragma once

#include "tactics_port.h"

#include <cstdint>
#include <vector>

namespace irodori::analysis::detail {

// One capture question and its answer.
struct ReadingAnswer {
    std::uint8_t kind = 0; // 1 attack, 2 defend, 3 capture of a cutting stone
    Color cutter = Empty;  // for kind 3
    Point at = kNoPoint;   // the string's stone, or the cutting point
    tactics::ReadResult result;
};

// The answers of one evaluated position, with what they were read in.
struct ReadingRecord {
    std::vector<Color> colors; // the board, per point
    Point koPoint = kNoPoint;
    std::vector<ReadingAnswer> answers;
};

// A Tactics in front of another that answers a question from the previous
// position's record when nothing the answer can depend on changed: no
// point within `radius` of the string (its stones and liberties) or of the
// cutting point changed colour or belongs to a string that gained or lost
// stones or liberties, no ko point lies there, and no change lies next to
// the lines a chase from the string's liberties would run along (ladder
// diagonals, lines along the edge). Every answer given (read or carried)
// is recorded for the next position.
class ReusingTactics : public Tactics {
public:
    explicit ReusingTactics(Tactics& inner) : inner_(inner) {}

    // Prepares for questions about pos: radius < 0 (or no previous record,
    // or another board size) reads everything.
    void begin(const Position& pos, const ReadingRecord* previous, int radius);
    // The record of the position given to begin().
    ReadingRecord take();

    tactics::ReadResult attack(const Position& pos, Point str) override;
    tactics::ReadResult defend(const Position& pos, Point str) override;
    tactics::ReadResult captureCuttingStone(const Position& pos, Point cut, Color cutter) override;
    int safeLiberties() const override { return inner_.safeLiberties(); }
    int locality() const override { return inner_.locality(); }

    std::uint64_t carried() const { return carried_; }
    std::uint64_t read() const { return read_; }

private:
    // The previous answer to the question if it may be carried, else nullptr.
    const tactics::ReadResult* previous(const Board& b, int kind, Point at, Color cutter) const;
    tactics::ReadResult remember(int kind, Point at, Color cutter, const tactics::ReadResult& r);
    // The question answered: carried over when previous() allows, else
    // read by calling read(); recorded either way.
    template <class Read>
    tactics::ReadResult answer(const Board& b, int kind, Point at, Color cutter, Read read);

    Tactics& inner_;
    const ReadingRecord* previous_ = nullptr;
    int radius_ = -1;
    // Distance (4-neighbour steps) from each point to the nearest change;
    // large where nothing changed nearby.
    std::vector<int> distance_;
    std::vector<int> queue_;
    // Index + 1 into previous_->answers by kind and point (0: not asked).
    std::vector<int> index_[4];
    ReadingRecord current_;
    std::uint64_t carried_ = 0, read_ = 0;
};

} // namespace irodori::analysis::detail
