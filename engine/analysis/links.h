// Step 8 internals: the link finder and the connection shapes.
#pragma once

#include "context.h"

#include <cstdint>
#include <vector>

namespace irodori::analysis::detail {

// A relation between two strings: the fields of a Link but its evidence,
// with its text a literal.
struct LinkFields {
    int a = -1, b = -1;
    LinkKind kind = LinkKind::Solid;
    LinkState state = LinkState::Broken;
    Point stoneA = kNoPoint, stoneB = kNoPoint;
    const char* why = "";
};

// A relation offered to the link finder, its evidence borrowed for the call.
struct LinkOffer : LinkFields {
    const Point* evidence;
    int count;
};

// Where the connection shapes send what they find.
class ShapeSink {
public:
    // A link between two strings that a shape proves.
    virtual void offer(const LinkOffer& o) = 0;
    // Strings a and b stand in a shape that asks the reader (its answer can
    // depend on stones anywhere: a ladder).
    virtual void reads(int a, int b) = 0;
    // True if the relation of strings a and b is final (carried over from
    // the position before): an offer for them changes nothing.
    virtual bool settled(int a, int b) const = 0;

protected:
    ~ShapeSink() = default;
};

// The 3x3 / 3x4 connection shapes (seed 001, step 8): offers every link
// between two strings that a shape proves. With `where`, only the shapes
// around the empty points p with where[p] != 0 are tried.
void shapes(Context& ctx, ShapeSink& sink, const std::uint8_t* where = nullptr);

// A box of points: columns x0..x1, rows y0..y1.
struct LinkBox {
    int x0 = 1 << 20, y0 = 1 << 20, x1 = -1, y1 = -1; // empty at first
    void add(int ax0, int ay0, int ax1, int ay1)
    {
        x0 = ax0 < x0 ? ax0 : x0;
        y0 = ay0 < y0 ? ay0 : y0;
        x1 = ax1 > x1 ? ax1 : x1;
        y1 = ay1 > y1 ? ay1 : y1;
    }
    bool empty() const { return x1 < x0; }
};

// A relation kept so far between two strings while step 8 runs. Its text
// is a literal and its evidence lies in a shared pool, so replacing it by a
// closer relation costs no allocation; the Links are made once, at the end.
struct LinkEntry : LinkFields {
    int first = 0, count = 0; // evidence: pool[first, first + count)
    // The box of every stone pair and shape that related the two strings,
    // and of those that could form a shape (pairs at most two lines apart,
    // the shapes themselves); whether a shape asked the reader about them;
    // whether the relation came unchanged from the previous position.
    LinkBox all, shapes;
    bool reads = false, carried = false;
};

// What findLinks() keeps of one position so that the next one (a move
// later, in a search) judges again only the relations near what changed:
// what judging reads at every point (its signature: the board among
// others), and every relation kept between two strings (before seed 000's
// shared-miai exception), drawn between stones rather than string numbers,
// with the boxes of the stone pairs and shapes that related them.
struct LinkMemory {
    int stride = 0; // 0: nothing kept
    std::vector<std::uint16_t> facts; // the signature of every point (see links.cpp)
    std::vector<LinkEntry> kept;      // evidence in pool
    std::vector<Point> pool;
    std::uint64_t full = 0, partial = 0, reused = 0; // runs of each kind, relations kept over
    // Step 5 of the same position (see connection.cpp): what stood on every
    // point as row masks (bit x of row y; [0] empty, [Black] and [White]
    // live stones, [3] and [4] black and white stones left out), and per
    // point the outcome of its local checks for Black (bits 0-1) and White
    // (bits 2-3). checkStride 0: nothing kept.
    int checkStride = 0;
    std::uint32_t checkRows[5][kMaxBoardSize] = {};
    std::vector<std::uint8_t> checks;
};

// Row bit masks of step 8: bit x + kLinkPad of a row is column x.
constexpr int kLinkPad = 4;

// What judging a relation reads at every point, one number per point
// (see link_memory.cpp); facts is the link finder's byte per point.
void linkSignatures(const Context& ctx, const std::vector<std::uint8_t>& facts, std::vector<std::uint16_t>& out);

// What is judged again when relations are carried over: the strings, their
// live stones as row masks (size + kLinkPad rows), and the points where a
// shape could join them.
struct LinkCarry {
    std::vector<std::uint8_t> judged;      // per string
    std::vector<std::uint64_t> judgedRows; // bit x + kLinkPad of row y
    std::vector<std::uint8_t> near;        // per point
};

// Appends to entries (their evidence to pool) the relations of memory that
// nothing they read can have changed since, with this position's string
// numbers, and says in carry what to judge again. False when too much
// changed to be worth it (entries and pool are then as they were).
bool carryLinks(const Context& ctx, const LinkMemory& memory, const std::vector<std::uint16_t>& signatures,
                std::vector<LinkEntry>& entries, std::vector<Point>& pool, LinkCarry& carry);

// Keeps the relations of this position (before the shared-miai exception)
// in memory for the next one; partial says whether some were carried over.
void keepLinks(LinkMemory& memory, int stride, const std::vector<std::uint16_t>& signatures,
               const std::vector<LinkEntry>& entries, const std::vector<Point>& pool, bool partial);

} // namespace irodori::analysis::detail
