// Working state shared by the steps of one evaluation. Internal to the
// analysis module: the public result is Analysis.
#pragma once

#include "analysis.h"
#include "tactics_port.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <string_view>
#include <vector>

namespace irodori::analysis {
struct EvalOptions;
}

namespace irodori::analysis::detail {

// The charge model's fixed-point unit: 1/d is stored as kChargeOne / d.
constexpr std::int32_t kChargeOne = 1 << 20;

// The charge maps of one set of stones, kept between evaluations so that
// the next position only adds and removes what changed (seed 004's
// differential update).
struct ChargeState {
    int size = 0;                  // 0: nothing yet
    std::vector<Color> live;       // the stones the maps hold, per point
    std::vector<std::int32_t> map[3]; // [Black], [White], fixed point
    std::uint64_t full = 0, differential = 0; // how often each path ran
};

// Aya's maps of the live stones of the previous evaluation, kept so that
// the next position adds and removes only the stones that changed (the
// model is linear, its sums exact).
struct AyaState {
    int stride = 0;                  // 0: nothing yet
    GamePhase phase = GamePhase::Opening; // the reach of a stone depends on it
    std::uint32_t live[3][kMaxBoardSize] = {}; // the stones the maps hold: [Black], [White] row masks
    std::vector<int> map[3];         // [Black], [White]
    std::uint64_t full = 0, differential = 0; // how often each path ran
};

struct LinkMemory;

struct Context {
    Context(const Position& p, Tactics& t, Analysis& a);
    // Gives the buffers back to this thread's pool (see strings.cpp).
    ~Context();
    Context(const Context&) = delete;
    Context& operator=(const Context&) = delete;

    const Position& pos;
    const Board& board;
    Tactics& tactics;
    Analysis& out;
    int size;
    int stride;
    // Every point of the board in reading order (top row first).
    std::vector<Point> points;
    // Stones left out of phase 1 (tactically dead strings, step 2) and, in
    // phase 4, stones of dead groups.
    std::vector<std::uint8_t> ignored;
    // Charge maps carried over from the previous evaluation, or nullptr.
    ChargeState* charge = nullptr;
    // Aya's maps carried over from the previous evaluation, or nullptr.
    AyaState* aya = nullptr;
    // The links of the position evaluated before (to carry relations over
    // from), and where to keep this position's for the next (see links.h);
    // nullptr when there is none.
    const LinkMemory* linksBefore = nullptr;
    LinkMemory* linksAfter = nullptr;
    // Per group, whether it stands in a small area closed off by the
    // opponent (step 16, reused by the races of step 17): 0 no, 1 yes,
    // 2 not asked yet.
    std::vector<std::uint8_t> groupEnclosed;
    // The live stones of each colour and the empty points of the board as
    // row bit masks: bit x of liveRows[c][y] is the point (x, y) when live()
    // there is c, of liveRows[Empty][y] when the board point is empty (a
    // stone left out is neither). Set by markLive() once ignored is known
    // (after step 2, and again when phase 4 changes it), so that the steps
    // need not each look at every point.
    std::uint32_t liveRows[3][kMaxBoardSize] = {};
    void markLive();
    // Leaves the stone at p out (or brings it back), liveRows in step.
    void setIgnored(Point p, bool out)
    {
        ignored[p] = out;
        std::uint32_t& row = liveRows[board.color(p)][board.row(p)];
        const std::uint32_t bit = std::uint32_t{1} << board.column(p);
        row = out ? row & ~bit : row | bit;
    }

    // Scratch marks for the many small flood fills: a point is marked in
    // the current pass when mark[p] == pass. newPass() starts a pass without
    // clearing the array.
    mutable std::vector<std::uint32_t> mark;
    mutable std::uint32_t pass = 0;
    std::uint32_t newPass() const
    {
        if (++pass == 0) {
            std::fill(mark.begin(), mark.end(), 0);
            pass = 1;
        }
        return pass;
    }

    // The colour at p with ignored stones seen as empty.
    Color live(Point p) const { return ignored[p] ? Empty : board.color(p); }
    // Line of the point counted from the nearest edge, 1-based (一線, 二線, ...).
    int line(Point p) const;
    bool onBoard(Point p) const { return board.color(p) != Edge; }
    // The string index of the stone at p (-1 for an empty point).
    int stringOf(Point p) const { return out.stringAt[p]; }
    // Orthogonal and diagonal neighbour offsets.
    int off(int i) const { return board.offsets()[i]; }

private:
    // Whether points, ignored, mark and pass came from this thread's pool
    // (an evaluation inside another one allocates its own).
    bool pooled_ = false;
};

// The number of bits set in v (the points of one row of a bit-mask set).
// Written out so that it stays a few inline instructions on processors
// without a population-count instruction.
inline int countBits(std::uint32_t v)
{
    v = v - ((v >> 1) & 0x55555555u);
    v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u);
    return static_cast<int>((((v + (v >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

// Grows area (row bit masks, rows 0 .. n-1) to the 4-connected part of
// allowed that it touches, widening [top, bottom] to the rows it reaches;
// area must lie within allowed. Sweeps down and up the rows, closing each
// row sideways at once, until nothing grows: far fewer passes than growing
// one step at a time, and the same area.
inline void fillRows(std::uint32_t* area, const std::uint32_t* allowed, int n, int& top, int& bottom)
{
    auto sideways = [](std::uint32_t row, std::uint32_t open) {
        for (;;) {
            const std::uint32_t next = (row | (row << 1) | (row >> 1)) & open;
            if (next == row)
                return row;
            row = next;
        }
    };
    for (bool grown = true; grown;) {
        grown = false;
        for (int y = top; y < n && y <= bottom + 1; ++y) {
            const std::uint32_t row = sideways(area[y] | (y > 0 ? area[y - 1] & allowed[y] : 0), allowed[y]);
            if (row != area[y]) {
                area[y] = row;
                grown = true;
                bottom = std::max(bottom, y);
            }
        }
        for (int y = bottom; y >= 0 && y >= top - 1; --y) {
            const std::uint32_t row = sideways(area[y] | (y + 1 < n ? area[y + 1] & allowed[y] : 0), allowed[y]);
            if (row != area[y]) {
                area[y] = row;
                grown = true;
                top = std::min(top, y);
            }
        }
    }
}

// The largest area (in points) that counts as closed off around a group: a
// group inside such an area bounded by enemy stones cannot run out of it.
// 40 points, or a third of a small board (on 7x7 most of the board is no
// enclosure).
inline int enclosedAreaLimit(int boardSize) { return std::min(40, boardSize * boardSize / 3); }

// Liberties a stone of colour c played at the empty point p would have,
// counting merged friendly strings and captured enemy strings, stopping
// at cap. Ignored stones count as they stand on the board (the real board).
int libertiesAfterPlay(const Board& b, Point p, Color c, int cap = 4);

// Step functions, in pipeline order.
void computeAyaPotential(Context& ctx);                  // step 1 (Aya), step 23/24
// Step 23/24 after step 1: Aya's maps brought from the live stones of
// `before` (row masks [Black], [White], as Context::liveRows) to those of
// liveRows now, stone by stone (the model is a sum of one diamond per
// stone, so this equals computing them again).
void adjustAyaPotential(Context& ctx, const std::uint32_t (&before)[3][kMaxBoardSize]);
void computeChargePotential(Context& ctx);               // step 1 (seed 004)
void buildStrings(Context& ctx);                         // numbering
void readStrings(Context& ctx);                          // step 2: tactical status
void computeSureTerritory(Context& ctx);                 // step 3 / 25
void cutOpenCentre(Context& ctx);                        // step 26
void findConnectionPoints(Context& ctx);                 // step 5
void buildRegions(Context& ctx);                         // steps 6, 7
void findLinks(Context& ctx);                            // step 8
void buildGroups(Context& ctx);                          // step 9
void countRegionEyes(Context& ctx);                      // step 10
void judgeGroups(Context& ctx);                          // steps 11-16
void runLibertyRaces(Context& ctx);                      // steps 17-21
void computeScore(Context& ctx);                         // phase 4

// The four phases in order, into a (evaluate.cpp). What the Evaluator
// carries over from the position before, when it has it (nullptr: none):
// the charge and Aya maps, that position's links, and where to keep this
// position's links for the next.
void evaluateInto(Analysis& a, const Position& pos, Tactics& tactics, const EvalOptions& options,
                  ChargeState* charge, AyaState* aya, const LinkMemory* linksBefore, LinkMemory* linksAfter);

// Memory of results the Evaluator no longer needs, used again by the next
// evaluation on this thread: a search evaluates thousands of positions of
// the same size, and each result holds a list per string, link, region and
// group. recycle() leaves a as a default Analysis whose point maps keep
// their room; its lists go to spareList(), its links to spareLinks().
void recycle(Analysis& a);
// The lists and links of recycled analyses, per thread.
struct SpareMemory {
    std::vector<std::vector<int>> lists;
    std::vector<Link> links;
    std::vector<Reason> reasons;                   // whole, their texts and points keep their room
    std::vector<std::vector<Reason>> reasonLists;  // empty, with room
};
inline SpareMemory& spareMemory()
{
    static thread_local SpareMemory s;
    return s;
}
// An empty list, with the room of a recycled one when there is one.
inline std::vector<int> spareList()
{
    std::vector<std::vector<int>>& lists = spareMemory().lists;
    if (lists.empty())
        return {};
    std::vector<int> v = std::move(lists.back());
    lists.pop_back();
    return v;
}
// A spare list with room for at least n points. One that must grow gets
// room to spare (a power of two, at least 16), so that it seldom has to
// grow again when a later position takes it for a larger string or group.
inline std::vector<int> spareList(std::size_t n)
{
    std::vector<int> v = spareList();
    if (v.capacity() < n)
        v.reserve(std::max<std::size_t>(16, std::bit_ceil(n)));
    return v;
}
// The links of recycled analyses (findLinks() takes them one by one and overwrites
// every field, keeping the room of their lists and texts).
inline std::vector<Link>& spareLinks() { return spareMemory().links; }

// Adds a reason to group g and applies the change.
// The reason comes from the spare ones of recycled analyses when there
// are any (its texts and list keep their room).
void addReason(Group& g, int step, const char* key, const std::vector<Point>& points, ReasonValue value,
               int before, int after, std::string_view detail = {});

} // namespace irodori::analysis::detail
