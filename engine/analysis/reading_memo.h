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
    // Index of the answer's footprint in ReadingRecord::footprints (in
    // words), or -1 when it has none (it is then never carried by scope).
    int footprint = -1;
};

// The answers of one evaluated position, with what they were read in.
struct ReadingRecord {
    std::vector<Color> colors; // the board, per point
    Point koPoint = kNoPoint;
    std::vector<ReadingAnswer> answers;
    // Footprints of the answers, one bit per point of the bordered board,
    // `words` 64-bit words each: the points whose change could change the
    // answer (see ReusingTactics).
    int words = 0;
    std::vector<std::uint64_t> footprints;
};

// A Tactics in front of another that answers a question from the previous
// position's record when nothing the answer can depend on changed. Two
// ways to know what that is:
//  - by scope (exact), when the inner Tactics reports where each reading
//    went (Tactics::lastScope): the answer's footprint is every point
//    within one point (a 3x3 square) of a point the reading marked (a
//    move tried, a move judged from its neighbours, a candidate move
//    ordered, or another point whose neighbours it looked at), of the
//    questioned string or of the cutting point, with every string that
//    has a stone there and every string touching the stones or liberties
//    of those, all with their stones and liberties. The answer is carried
//    when no point of the footprint changed colour or lies next to a
//    stone that went (a stone that came fills a point that was a liberty
//    or a marked point's neighbour wherever the reading could have seen
//    it), and no ko point there changed (a ladder (シチョウ) is read to its
//    end, so a ladder breaker beside its path lies inside the footprint);
//  - by distance (approximate, or exact for a Tactics with a promised
//    locality): no point within `radius` of the string (its stones and
//    liberties) or of the cutting point changed colour or belongs to a
//    string that gained or lost stones or liberties, no ko point lies
//    there, and no change lies next to the lines a chase from the string's
//    liberties would run along (ladder diagonals, lines along the edge).
// Every answer given (read or carried) is recorded for the next position.
class ReusingTactics : public Tactics {
public:
    explicit ReusingTactics(Tactics& inner) : inner_(inner) {}

    // Prepares for questions about pos: by scope when `scoped`, else by
    // distance; radius < 0 without scope (or no previous record, or another
    // board size) reads everything.
    void begin(const Position& pos, const ReadingRecord* previous, int radius, bool scoped = false);
    // The record of the position given to begin().
    ReadingRecord take();
    // A record no longer needed, whose room the next begin() fills (it
    // overwrites every field).
    void reuse(ReadingRecord&& spare) { current_ = std::move(spare); }

    tactics::ReadResult attack(const Position& pos, Point str) override;
    tactics::ReadResult defend(const Position& pos, Point str) override;
    tactics::ReadResult captureCuttingStone(const Position& pos, Point cut, Color cutter) override;
    int safeLiberties() const override { return inner_.safeLiberties(); }
    int locality() const override { return inner_.locality(); }

    std::uint64_t carried() const { return carried_; }
    std::uint64_t read() const { return read_; }

private:
    // The previous answer to the question if it may be carried, else nullptr.
    const ReadingAnswer* previous(const Board& b, int kind, Point at, Color cutter) const;
    void beginScoped(const Board& b, const ReadingRecord& previous);
    // Index + 1 of every previous answer by kind and point.
    void indexAnswers(int area);
    tactics::ReadResult remember(int kind, Point at, Color cutter, const tactics::ReadResult& r, int footprint);
    // Records the footprint of the answer just read (the inner Tactics'
    // last scope) and returns its index, or -1 when it has none.
    int recordFootprint(const Board& b, int kind, Point at);
    // Scope mode: the footprint's parts that depend on the position alone,
    // built once per position (many answers share the strings they meet).
    void prepareMasks(const Board& b);
    // The stones and liberties of the string with head h, and of every
    // string touching them (the level-2 strings of recordFootprint).
    const std::uint64_t* closure(const Board& b, Point h);
    // The stones and liberties of the string with head h.
    const std::uint64_t* stonesAndLiberties(const Board& b, Point h);
    // Copies a footprint of the previous record into the current one.
    int copyFootprint(int previousIndex);
    // The question answered: carried over when previous() allows, else
    // read by calling read(); recorded either way.
    template <class Read>
    tactics::ReadResult answer(const Board& b, int kind, Point at, Color cutter, Read read);

    Tactics& inner_;
    const ReadingRecord* previous_ = nullptr;
    int radius_ = -1;
    bool scoped_ = false;
    // Scope mode: the points that changed or lie next to a change.
    std::vector<std::uint64_t> changed_;
    // Per position (scope mode): the points on the board and the stones,
    // a bit each, and by string head the index (in words) of its
    // stonesAndLiberties() and closure() masks in masks_, or -1 while not
    // built.
    std::vector<std::uint64_t> onBoard_, stones_;
    int onBoardSize_ = 0; // the board size onBoard_ was built for
    std::vector<int> ownMask_, closureMask_;
    std::vector<std::uint64_t> masks_;
    // String stamps: seen_ while a closure is built, met_ while a
    // footprint gathers the closures of the strings near the reading.
    std::vector<int> seen_, met_;
    int stamp_ = 0, metStamp_ = 0;
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
