// Step 8 from one position to the next: the relations between strings that
// nothing they read can have changed are carried over, the others judged
// again (see LinkMemory in links.h). A search evaluates the children of a
// position one after another, each a move away from the parent: most
// relations are far from the move.
#include "links.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

namespace irodori::analysis::detail {

// A string with this many liberties or more answers every question
// judging asks about its liberties (a stone played beside it has at
// least three, it is not in atari, not short of liberties) whichever
// they are.
constexpr int kRoomy = 5;

// What judging a relation reads at p, as one number: the facts byte,
// the colour on the board (dead stones included), the connection point
// bits of step 5 and, on a stone, its string's liberties up to kRoomy.
// Whatever judge(), sharedLiberties() or a shape comes to read at a
// point must be part of it, or relations are carried over that should
// have been judged again (the differential tests compare every result
// with one from scratch).
void linkSignatures(const Context& ctx, const std::vector<std::uint8_t>& facts, std::vector<std::uint16_t>& out)
{
    const Analysis& a = ctx.out;
    out.resize(static_cast<std::size_t>(ctx.stride * ctx.stride));
    for (Point p : ctx.points) {
        const int s = ctx.stringOf(p);
        const int libs =
            s < 0 ? 0 : std::min(static_cast<int>(a.strings[static_cast<std::size_t>(s)].liberties.size()), kRoomy);
        out[static_cast<std::size_t>(p)] = static_cast<std::uint16_t>(
            facts[p] | (ctx.board.color(p) << 8) | (a.connectionPoint[p] << 10) | (libs << 12));
    }
}

// Takes the relations of the previous position (memory) that nothing
// they read can have changed. What judging reads at a point is its
// signature; a relation reads the points of its stone pairs' boxes and
// the points beside them, so a change there (widened by one point)
// stops it. A change of colour, of life, of a connection point or of a
// string's (few) liberties can also make or break a shape, whose points
// and what it reads lie within three points of two of its stones, a
// pair at most two lines apart: widened by three points for those.
// A string with a change of colour among its stones or beside them
// has other stones or liberties, and its few liberties may be other
// ones even when their number stays: all its stones and their
// neighbours count as changed. The strings of the relations not carried
// over, the strings that changed, dead or alive, are judged again
// (carry.judged); the rest of the board is not looked at. False when too
// much changed to be worth it.
bool carryLinks(const Context& ctx, const LinkMemory& memory, const std::vector<std::uint16_t>& signatures,
                std::vector<LinkEntry>& entries, std::vector<Point>& pool, LinkCarry& carry)
{
    const Analysis& a = ctx.out;
    const Board& b = ctx.board;
    const int n = ctx.size;
    const std::size_t area = static_cast<std::size_t>(ctx.stride * ctx.stride);
    if (memory.facts.size() != area)
        return false;
    // The points where what a relation reads changed, and among them
    // those where what a shape reads changed, as row masks (bit x + kLinkPad
    // of row y); widened below by one and by three points.
    static thread_local std::vector<std::uint64_t> stale;
    stale.assign(static_cast<std::size_t>(4 * n), 0);
    std::uint64_t* const any = stale.data();
    std::uint64_t* const shape = stale.data() + n;
    auto mark = [&](Point p, bool forShapes) {
        const int x = b.column(p), y = b.row(p);
        if (x < 0 || y < 0 || x >= n || y >= n)
            return;
        any[y] |= std::uint64_t{1} << (x + kLinkPad);
        if (forShapes)
            shape[y] |= std::uint64_t{1} << (x + kLinkPad);
    };
    carry.judged.assign(a.strings.size(), 0);
    constexpr std::uint16_t kShapeReads = 3 | 0x300 | 0xc00 | 0x7000; // live, board, connection, liberties
    int count = 0;
    // Four signatures at a time: most are the same.
    const std::uint16_t* const nowAt = signatures.data();
    const std::uint16_t* const beforeAt = memory.facts.data();
    for (std::size_t i = 0; i < area; ++i) {
        if ((i & 3) == 0 && i + 4 <= area) {
            std::uint64_t x, y;
            std::memcpy(&x, nowAt + i, sizeof x);
            std::memcpy(&y, beforeAt + i, sizeof y);
            if (x == y) {
                i += 3;
                continue;
            }
        }
        const Point p = static_cast<Point>(i);
        const std::uint16_t now = nowAt[i], before = beforeAt[i];
        if (before == now || b.color(p) == Edge)
            continue;
        mark(p, ((now ^ before) & kShapeReads) != 0);
        if (++count * 4 > n * n)
            return false;
        if (((now ^ before) & 0x300) != 0) {
            // The strings here and beside: other stones, other liberties.
            for (int i = -1; i < 4; ++i) {
                const int s = ctx.stringOf(i < 0 ? p : p + ctx.off(i));
                if (s >= 0)
                    carry.judged[static_cast<std::size_t>(s)] = 1;
            }
        } else if (((now ^ before) & 3) != 0) {
            carry.judged[static_cast<std::size_t>(ctx.stringOf(p))] = 1; // dead or alive now
        }
    }
    for (std::size_t s = 0; s < a.strings.size(); ++s) {
        if (!carry.judged[s])
            continue;
        const StringInfo& str = a.strings[s];
        bool few = static_cast<int>(str.liberties.size()) < kRoomy;
        for (std::size_t k = 0; k < str.stones.size() && !few; ++k) {
            const Point p = str.stones[k];
            few = ((memory.facts[p] >> 8) & 3) == str.color && (memory.facts[p] >> 12) < kRoomy;
        }
        if (few)
            for (Point p : str.stones)
                for (int i = -1; i < 4; ++i)
                    mark(i < 0 ? p : p + ctx.off(i), true);
    }
    std::uint64_t* const near = stale.data() + 2 * n;
    std::uint64_t* const far = stale.data() + 3 * n;
    for (int y = 0; y < n; ++y) {
        if (any[y] != 0) {
            const std::uint64_t row = any[y] | (any[y] << 1) | (any[y] >> 1);
            for (int dy = -1; dy <= 1; ++dy)
                if (y + dy >= 0 && y + dy < n)
                    near[y + dy] |= row;
        }
        if (shape[y] != 0) {
            std::uint64_t row = shape[y] | (shape[y] << 1) | (shape[y] >> 1);
            row |= (row << 2) | (row >> 2);
            for (int dy = -3; dy <= 3; ++dy)
                if (y + dy >= 0 && y + dy < n)
                    far[y + dy] |= row;
        }
    }
    auto clear = [&](const std::uint64_t* rows, const LinkBox& box) {
        if (box.empty())
            return true;
        const std::uint64_t bits = ((std::uint64_t{1} << (box.x1 - box.x0 + 1)) - 1) << (box.x0 + kLinkPad);
        for (int y = std::max(box.y0, 0); y <= std::min(box.y1, n - 1); ++y)
            if ((rows[y] & bits) != 0)
                return false;
        return true;
    };
    // The strings that changed themselves; carry.judged grows below by the
    // strings of relations that cannot be carried over.
    static thread_local std::vector<std::uint8_t> moved;
    moved.assign(carry.judged.begin(), carry.judged.end());
    // The evidence of the relations carried over is copied run by run: the
    // points of memory.pool from runFrom to runTo go to pool at runAt.
    std::size_t runFrom = 0, runTo = 0, runAt = pool.size();
    auto flush = [&] {
        pool.insert(pool.end(), memory.pool.begin() + static_cast<long>(runFrom),
                    memory.pool.begin() + static_cast<long>(runTo));
    };
    for (const LinkEntry& k : memory.kept) {
        const int sa = ctx.stringOf(k.stoneA), sb = ctx.stringOf(k.stoneB);
        const bool keep = !k.reads && !k.all.empty() && sa >= 0 && sb >= 0 && sa < sb &&
                          !moved[static_cast<std::size_t>(sa)] && !moved[static_cast<std::size_t>(sb)] &&
                          clear(near, k.all) && clear(far, k.shapes);
        if (!keep) {
            if (sa >= 0)
                carry.judged[static_cast<std::size_t>(sa)] = 1;
            if (sb >= 0)
                carry.judged[static_cast<std::size_t>(sb)] = 1;
            continue;
        }
        LinkEntry& e = entries.emplace_back(k);
        e.a = sa;
        e.b = sb;
        const std::size_t first = static_cast<std::size_t>(k.first);
        if (first != runTo) {
            flush();
            runFrom = runTo = first;
            runAt = pool.size();
        }
        e.first = static_cast<int>(runAt + (first - runFrom));
        runTo = first + static_cast<std::size_t>(k.count);
        e.carried = true;
    }
    flush();
    // The stones judged again (row masks, to find the stone pairs that
    // reach them) and the points where a shape could join them.
    carry.judgedRows.assign(static_cast<std::size_t>(n + kLinkPad), 0);
    carry.near.assign(area, 0);
    for (std::size_t s = 0; s < a.strings.size(); ++s) {
        if (!carry.judged[s] || a.strings[s].removed)
            continue;
        for (Point p : a.strings[s].stones) {
            if (ctx.live(p) == Empty)
                continue;
            carry.judgedRows[static_cast<std::size_t>(b.row(p))] |= std::uint64_t{1} << (b.column(p) + kLinkPad);
            for (int i = 0; i < 8; ++i)
                carry.near[static_cast<std::size_t>(p + ctx.off(i))] = 1;
        }
    }
    return true;
}

// Keeps this position's relations (before the shared-miai exception)
// for the next one.
void keepLinks(LinkMemory& memory, int stride, const std::vector<std::uint16_t>& signatures,
               const std::vector<LinkEntry>& entries, const std::vector<Point>& pool, bool partial)
{
    memory.stride = stride;
    memory.facts.assign(signatures.begin(), signatures.end());
    // The entries with the whole pool (also the evidence of relations
    // replaced since): their places in it stay as they are.
    memory.kept.assign(entries.begin(), entries.end());
    memory.pool.assign(pool.begin(), pool.end());
    std::uint64_t carried = 0;
    for (const LinkEntry& e : entries)
        carried += e.carried;
    ++(partial ? memory.partial : memory.full);
    memory.reused += carried;
}

} // namespace irodori::analysis::detail
