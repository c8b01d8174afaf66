// Steps 6 and 7: regions (地) — connected blocks of one colour's sure
// territory — and the strings that touch them.
//
// Sure territory alone splits an eye space whenever an enemy stone sits
// inside it (no point next to an enemy stone is territory). So a small
// space fully enclosed by one colour's stones (a cavity) is taken whole as
// one region, enemy stones and all: that is the eye space eyes.md judges.
#include "eyes.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <span>

namespace irodori::analysis::detail {
namespace {

// Cavities up to this size are eye spaces; a larger enclosed area is
// territory and is judged through its sure regions.
constexpr int kCavityMax = 20;

// Calls visit(first, cells, size) for every connected area of points
// without a live stone of colour c (empty or the opponent's, 4-connected)
// that touches a stone of c: first is its first point next to such a
// stone, cells its points in reading order when it has at most kCavityMax
// of them (it is then a cavity), else empty. The areas are grown on row
// bit masks, each within the rows it reached.
template <class Visit>
void cavities(const Context& ctx, Color c, std::vector<Point>& cells, Visit visit)
{
    const int n = ctx.size;
    Rows free, ours;
    const std::uint32_t board = (std::uint32_t{1} << n) - 1;
    for (int y = 0; y < n; ++y) {
        ours.at(y) = ctx.liveRows[c][y];
        free.at(y) = board & ~ours.at(y);
    }
    Rows area;
    for (int y0 = 0; y0 < n; ++y0)
        while (free.at(y0) != 0) {
            area.at(y0) = free.at(y0) & (~free.at(y0) + 1);
            int top = y0, bottom = y0;
            fillRows(&area.at(0), &free.at(0), n, top, bottom);
            // Its size, and its first point (in reading order) next to a
            // stone of c.
            int size = 0;
            Point first = kNoPoint;
            for (int y = top; y <= bottom; ++y) {
                size += countBits(area.at(y));
                const std::uint32_t touching =
                    area.at(y) & ((ours.at(y) << 1) | (ours.at(y) >> 1) | ours.at(y - 1) | ours.at(y + 1));
                if (first == kNoPoint && touching != 0)
                    first = ctx.board.at(std::countr_zero(touching), y);
            }
            const bool touches = first != kNoPoint;
            cells.clear();
            for (int y = top; y <= bottom; ++y) {
                if (touches && size <= kCavityMax)
                    for (std::uint32_t bits = area.at(y); bits != 0; bits &= bits - 1)
                        cells.push_back(ctx.board.at(std::countr_zero(bits), y));
                free.at(y) &= ~area.at(y);
                area.at(y) = 0;
            }
            if (touches)
                visit(first, cells, size);
        }
}

} // namespace

void buildRegions(Context& ctx)
{
    Analysis& a = ctx.out;
    const int area = ctx.stride * ctx.stride;
    // Scratch kept on this thread between evaluations.
    struct Found {
        Point first;
        int begin, count; // the cavity's points: pool[begin, begin + count)
    };
    struct Scratch {
        std::vector<Region> regions, cavityRegions;
        std::vector<int> at;
        std::vector<Point> stack, cells, pool, enemy;
        std::vector<int> strings;
        std::vector<std::uint8_t> dropped;
        std::vector<Found> found;
        std::vector<std::uint64_t> cavityOrder;
    };
    static thread_local Scratch scratch;
    std::vector<Region>& regions = scratch.regions;
    regions.clear();
    std::vector<int>& at = scratch.at;
    at.assign(static_cast<std::size_t>(area), -1);
    std::vector<Point>& stack = scratch.stack;
    std::vector<Point>& cells = scratch.cells;
    for (Point start : ctx.points) {
        if (a.territoryKind[start] != TerritoryKind::Sure || at[start] >= 0)
            continue;
        const Color c = a.owner[start];
        const int id = static_cast<int>(regions.size());
        cells.clear();
        stack.assign(1, start);
        at[start] = id;
        while (!stack.empty()) {
            const Point p = stack.back();
            stack.pop_back();
            cells.push_back(p);
            for (int i = 0; i < 4; ++i) {
                const Point q = p + ctx.off(i);
                if (at[q] < 0 && a.territoryKind[q] == TerritoryKind::Sure && a.owner[q] == c) {
                    at[q] = id;
                    stack.push_back(q);
                }
            }
        }
        Region& r = regions.emplace_back();
        r.color = c;
        r.points = spareList(cells.size());
        r.points.assign(cells.begin(), cells.end());
    }

    // Cavities replace the regions of their colour inside them.
    std::vector<std::uint8_t>& dropped = scratch.dropped;
    dropped.assign(regions.size(), 0);
    std::vector<Region>& cavityRegions = scratch.cavityRegions;
    cavityRegions.clear();
    std::vector<Found>& found = scratch.found;
    std::vector<Point>& pool = scratch.pool;
    for (Color c : {Black, White}) {
        // The cavities in the order of their first point next to a stone of
        // c: the order in which a walk from each such point meets them.
        found.clear();
        pool.clear();
        cavities(ctx, c, cells, [&](Point first, const std::vector<Point>& space, int size) {
            if (size <= kCavityMax) {
                found.push_back({first, static_cast<int>(pool.size()), static_cast<int>(space.size())});
                pool.insert(pool.end(), space.begin(), space.end());
            }
        });
        std::sort(found.begin(), found.end(), [](const Found& x, const Found& y) { return x.first < y.first; });
        for (const Found& f : found) {
            const Point* const spaceBegin = pool.data() + f.begin;
            const Point* const spaceEnd = spaceBegin + f.count;
            const auto space = std::span<const Point>(spaceBegin, spaceEnd);
            // An enemy string that stands safely inside is a group of its
            // own (a race, not an eye); a few weak stones are not.
            int enemy = 0;
            bool inhabited = false;
            for (Point q : space) {
                if (at[q] >= 0 && regions[at[q]].color != c)
                    inhabited = true; // the opponent's own territory is in there
                if (ctx.live(q) == opponent(c)) {
                    ++enemy;
                    const StringInfo& s = a.strings[ctx.stringOf(q)];
                    if (s.status == TacticalStatus::Stable && s.stones.size() >= 3)
                        inhabited = true;
                }
            }
            if (inhabited || enemy * 3 > static_cast<int>(space.size()))
                continue;
            Region& r = cavityRegions.emplace_back();
            r.color = c;
            r.points = spareList(static_cast<std::size_t>(spaceEnd - spaceBegin));
            r.points.assign(spaceBegin, spaceEnd);
            for (Point q : space)
                if (at[q] >= 0 && regions[at[q]].color == c)
                    dropped[at[q]] = 1;
        }
    }
    // The regions in the order of their first points (all distinct: the
    // regions kept do not overlap). Those of sure territory come in that
    // order already (each grew from its first point, met in reading
    // order); the cavities are put in order by index and merged in.
    for (Region& r : regions)
        std::sort(r.points.begin(), r.points.end());
    for (Region& r : cavityRegions)
        std::sort(r.points.begin(), r.points.end());
    std::vector<std::uint64_t>& cavityOrder = scratch.cavityOrder;
    cavityOrder.clear();
    for (std::size_t i = 0; i < cavityRegions.size(); ++i)
        cavityOrder.push_back((static_cast<std::uint64_t>(cavityRegions[i].points.front()) << 32) | i);
    std::sort(cavityOrder.begin(), cavityOrder.end());
    a.regions.clear();
    a.regions.reserve(regions.size() + cavityRegions.size());
    std::size_t next = 0;
    for (std::size_t i = 0; i <= regions.size(); ++i) {
        const Point front = i < regions.size() ? regions[i].points.front() : kMaxStride * kMaxStride;
        for (; next < cavityOrder.size() && static_cast<Point>(cavityOrder[next] >> 32) < front; ++next)
            a.regions.push_back(std::move(cavityRegions[cavityOrder[next] & 0xffffffffu]));
        if (i < regions.size() && !dropped[i])
            a.regions.push_back(std::move(regions[i]));
    }

    // Step 7, and the facts of each region: dead enemy stones inside (中石),
    // whether it is closed, and the strings of ours that touch it.
    a.regionAt.assign(area, -1);
    for (std::size_t id = 0; id < a.regions.size(); ++id)
        for (Point p : a.regions[id].points)
            a.regionAt[p] = static_cast<int>(id);
    std::vector<Point>& enemy = scratch.enemy;
    std::vector<int>& strings = scratch.strings;
    for (std::size_t id = 0; id < a.regions.size(); ++id) {
        Region& r = a.regions[id];
        const Color c = r.color;
        r.enclosed = true;
        enemy.clear();
        strings.clear();
        for (Point p : r.points) {
            if (ctx.board.color(p) == opponent(c))
                enemy.push_back(p);
            for (int i = 0; i < 4; ++i) {
                const Point q = p + ctx.off(i);
                if (a.regionAt[q] == static_cast<int>(id) || ctx.board.color(q) == Edge)
                    continue;
                if (ctx.live(q) == c) {
                    const int s = ctx.stringOf(q);
                    if (std::find(strings.begin(), strings.end(), s) == strings.end())
                        strings.push_back(s);
                } else {
                    r.enclosed = false; // open to undecided space or to the opponent
                }
            }
        }
        std::sort(strings.begin(), strings.end());
        if (!enemy.empty())
            r.enemyStones = spareList(enemy.size());
        r.enemyStones.assign(enemy.begin(), enemy.end());
        r.strings = spareList(strings.size());
        r.strings.assign(strings.begin(), strings.end());
    }
}

} // namespace irodori::analysis::detail
