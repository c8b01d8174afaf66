// Steps 6 and 7: regions (地) — connected blocks of one colour's sure
// territory — and the strings that touch them.
//
// Sure territory alone splits an eye space whenever an enemy stone sits
// inside it (no point next to an enemy stone is territory). So a small
// space fully enclosed by one colour's stones (a cavity) is taken whole as
// one region, enemy stones and all: that is the eye space eyes.md judges.
#include "context.h"

#include <algorithm>

namespace irodori::analysis::detail {
namespace {

// Cavities up to this size are eye spaces; a larger enclosed area is
// territory and is judged through its sure regions.
constexpr int kCavityMax = 20;

// Collects the connected set of points of colour-c-free cells (empty or
// enemy) containing start. Marks every point it visits in seen (with stamp)
// and returns true when the set is closed off by c's stones and the edge
// within kCavityMax points; the set is then in cells.
bool cavity(const Context& ctx, Point start, Color c, std::vector<int>& seen, int stamp, std::vector<Point>& cells,
            std::vector<Point>& stack)
{
    cells.clear();
    stack.assign(1, start);
    seen[start] = stamp;
    int count = 0;
    while (!stack.empty()) {
        const Point p = stack.back();
        stack.pop_back();
        // Past the limit the area is no cavity: keep marking the whole area
        // so it is never walked again, without keeping its points.
        if (++count <= kCavityMax)
            cells.push_back(p);
        for (int i = 0; i < 4; ++i) {
            const Point q = p + ctx.off(i);
            const Color k = ctx.live(q);
            if (k == Edge || k == c || seen[q] == stamp)
                continue;
            seen[q] = stamp;
            stack.push_back(q);
        }
    }
    return count <= kCavityMax;
}

} // namespace

void buildRegions(Context& ctx)
{
    Analysis& a = ctx.out;
    const int area = ctx.stride * ctx.stride;
    std::vector<Region> regions;
    std::vector<int> at(area, -1);
    std::vector<Point> stack, cells;
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
        r.points.assign(cells.begin(), cells.end());
    }

    // Cavities replace the regions of their colour inside them.
    std::vector<bool> dropped(regions.size(), false);
    std::vector<Region> cavities;
    std::vector<int> seen(area, 0);
    for (Color c : {Black, White}) {
        const int stamp = c;
        for (Point p : ctx.points) {
            if (ctx.live(p) == c || seen[p] == stamp)
                continue;
            bool touches = false;
            for (int i = 0; i < 4; ++i)
                touches = touches || ctx.live(p + ctx.off(i)) == c;
            if (!touches)
                continue;
            if (!cavity(ctx, p, c, seen, stamp, cells, stack))
                continue;
            // An enemy string that stands safely inside is a group of its
            // own (a race, not an eye); a few weak stones are not.
            int enemy = 0;
            bool inhabited = false;
            for (Point q : cells) {
                if (at[q] >= 0 && regions[at[q]].color != c)
                    inhabited = true; // the opponent's own territory is in there
                if (ctx.live(q) == opponent(c)) {
                    ++enemy;
                    const StringInfo& s = a.strings[ctx.stringOf(q)];
                    if (s.status == TacticalStatus::Stable && s.stones.size() >= 3)
                        inhabited = true;
                }
            }
            if (inhabited || enemy * 3 > static_cast<int>(cells.size()))
                continue;
            Region r;
            r.color = c;
            r.points = cells;
            for (Point q : cells)
                if (at[q] >= 0 && regions[at[q]].color == c)
                    dropped[at[q]] = true;
            cavities.push_back(std::move(r));
        }
    }
    a.regions.clear();
    a.regions.reserve(regions.size() + cavities.size());
    for (std::size_t i = 0; i < regions.size(); ++i)
        if (!dropped[i])
            a.regions.push_back(std::move(regions[i]));
    for (Region& r : cavities)
        a.regions.push_back(std::move(r));
    for (Region& r : a.regions)
        std::sort(r.points.begin(), r.points.end());
    std::sort(a.regions.begin(), a.regions.end(),
              [](const Region& x, const Region& y) { return x.points.front() < y.points.front(); });

    // Step 7, and the facts of each region: dead enemy stones inside (中石),
    // whether it is closed, and the strings of ours that touch it.
    a.regionAt.assign(area, -1);
    for (std::size_t id = 0; id < a.regions.size(); ++id)
        for (Point p : a.regions[id].points)
            a.regionAt[p] = static_cast<int>(id);
    std::vector<Point> enemy;
    std::vector<int> strings;
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
        r.enemyStones.assign(enemy.begin(), enemy.end());
        r.strings.assign(strings.begin(), strings.end());
    }
}

} // namespace irodori::analysis::detail
