// Steps 10-16: the eyes of each group and the facts the liberty race needs —
// two eyes, capturable neighbours, eyes one move away, connections to
// living groups, and room to run.
#include "eyes.h"

#include "core/coords.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>

namespace irodori::analysis::detail {

namespace {

// Appends the decimal digits of n (what std::to_string gives) to s.
void appendCount(std::string& s, std::size_t n)
{
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, n);
    s.append(buf, r.ptr);
}

// Appends the vertex of p ("C3") to s.
void appendVertex(std::string& s, const Board& board, Point p)
{
    s += gtpColumnLetter(board.column(p));
    appendCount(s, static_cast<std::size_t>(board.size() - board.row(p)));
}

} // namespace

void addReason(Group& g, int step, const char* key, const std::vector<Point>& points, ReasonValue value, int before,
               int after, std::string_view detail)
{
    SpareMemory& spare = spareMemory();
    if (g.reasons.capacity() == 0 && !spare.reasonLists.empty()) {
        g.reasons.swap(spare.reasonLists.back());
        spare.reasonLists.pop_back();
    }
    if (spare.reasons.empty()) {
        g.reasons.emplace_back();
    } else {
        g.reasons.push_back(std::move(spare.reasons.back()));
        spare.reasons.pop_back();
    }
    Reason& r = g.reasons.back();
    r.step = step;
    r.key.assign(key);
    r.points.assign(points.begin(), points.end());
    std::sort(r.points.begin(), r.points.end());
    r.points.erase(std::unique(r.points.begin(), r.points.end()), r.points.end());
    r.value = value;
    r.before = before;
    r.after = after;
    r.detail.assign(detail);
    if (value == ReasonValue::Eyes)
        g.eyeHalves = after;
    else
        g.safety = after;
}

namespace {

constexpr int kTwoEyes = 4; // in half eyes

bool isDeadGroup(const Analysis& a, const Group& g)
{
    for (int s : g.strings)
        if (!a.strings[s].removed)
            return false;
    return true;
}

// Step 13: an empty point q next to the group whose every other neighbour is
// the group's stone or the edge becomes an eye when we fill its one open
// neighbour p. Returns {p, q} or nothing.
std::vector<Point> eyeIfPlayed(const Context& ctx, int gi)
{
    const Analysis& a = ctx.out;
    const Group& g = a.groups[gi];
    for (int s : g.strings)
        for (Point q : a.strings[s].liberties) {
            if (a.regionAt[q] >= 0)
                continue;
            Point open = kNoPoint;
            bool ok = true;
            for (int i = 0; i < 4 && ok; ++i) {
                const Point r = q + ctx.off(i);
                const Color k = ctx.live(r);
                if (k == Edge || (isStone(k) && k == g.color && a.strings[ctx.stringOf(r)].group == gi))
                    continue;
                if (ctx.board.color(r) == Empty && open == kNoPoint)
                    open = r;
                else
                    ok = false;
            }
            if (!ok || open == kNoPoint)
                continue;
            if (libertiesAfterPlay(ctx.board, open, g.color, 2) < 2)
                continue;
            if (scoreDiagonals(ctx, q, g.color, std::span<const Point>(&q, 1)).isFalse())
                continue;
            return {open, q};
        }
    return {};
}

// Points where one move joins group gi to another group of its colour:
// empty, next to both, and not a self-atari. Returns (group, point) pairs.
void joinsOf(const Context& ctx, int gi, std::vector<std::pair<int, Point>>& v)
{
    const Analysis& a = ctx.out;
    const Group& g = a.groups[gi];
    v.clear();
    const std::uint32_t pass = ctx.newPass();
    for (int s : g.strings)
        for (Point p : a.strings[s].liberties) {
            if (ctx.mark[p] == pass)
                continue;
            ctx.mark[p] = pass;
            int others[4];
            int n = 0;
            for (int i = 0; i < 4; ++i) {
                const Point q = p + ctx.off(i);
                if (ctx.live(q) != g.color)
                    continue;
                const int h = a.strings[ctx.stringOf(q)].group;
                if (h != gi && std::find(others, others + n, h) == others + n)
                    others[n++] = h;
            }
            if (n == 0 || libertiesAfterPlay(ctx.board, p, g.color, 2) < 2)
                continue;
            for (int i = 0; i < n; ++i)
                v.emplace_back(others[i], p);
        }
}

std::vector<Point> joiningPoints(const std::vector<std::pair<int, Point>>& joins, int mi)
{
    std::vector<Point> v;
    for (const auto& [h, p] : joins)
        if (h == mi)
            v.push_back(p);
    return v;
}

// Step 15: attack points of enemy strings next to gi that also touch a
// living group of ours: capturing them in sente joins the two.
void killingPoints(const Context& ctx, int gi, const std::vector<bool>& living, std::vector<Point>& pts,
                   std::vector<int>& seen)
{
    const Analysis& a = ctx.out;
    const Group& g = a.groups[gi];
    pts.clear();
    seen.clear();
    for (int s : g.strings)
        for (Point p : a.strings[s].stones)
            for (int i = 0; i < 4; ++i) {
                const Point q = p + ctx.off(i);
                if (ctx.live(q) != opponent(g.color))
                    continue;
                const int es = ctx.stringOf(q);
                const StringInfo& e = a.strings[es];
                if (e.status == TacticalStatus::Stable || e.attack.move == kNoPoint ||
                    std::find(seen.begin(), seen.end(), es) != seen.end())
                    continue;
                seen.push_back(es);
                bool joins = false;
                for (Point st : e.stones)
                    for (int j = 0; j < 4 && !joins; ++j) {
                        const Point r = st + ctx.off(j);
                        if (ctx.live(r) == g.color) {
                            const int og = a.strings[ctx.stringOf(r)].group;
                            joins = og != gi && living[og];
                        }
                    }
                if (joins)
                    pts.push_back(e.attack.move);
            }
    std::sort(pts.begin(), pts.end());
    pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
}

// The bonus of step 14: one point to a living group is one eye, two
// points (miai) are two.
int livingBonus(std::size_t points) { return points == 0 ? 0 : (points == 1 ? 2 : 4); }

// The point sets steps 16-17 need, per colour c, from one pass over the
// board:
//  - run[c]: the points a group of c can run through: empty, not one of
//    its colour's closed eye spaces (running means leaving the enclosure,
//    not walking around inside it), not the opponent's sure territory;
//  - open[c]: no live stone of the opponent, and not the opponent's
//    territory (sure or potential), the room of roomyMap();
//  - spread[c]: no live stone of the opponent (notEnemy()).
struct SafetyMasks {
    Rows run[3], open[3], spread[3];

    explicit SafetyMasks(const Context& ctx)
    {
        const Analysis& a = ctx.out;
        const int n = ctx.size;
        const std::uint32_t board = (std::uint32_t{1} << n) - 1;
        for (int y = 0; y < n; ++y) {
            // Per colour: the points it owns, those it owns as sure
            // territory, and its closed eye spaces.
            std::uint32_t owned[4] = {}, sure[4] = {}, eyes[4] = {};
            for (int x = 0; x < n; ++x) {
                const Point p = ctx.board.at(x, y);
                const std::uint32_t bit = std::uint32_t{1} << x;
                const Color owner = a.owner[p];
                owned[owner] |= bit;
                if (a.territoryKind[p] == TerritoryKind::Sure)
                    sure[owner] |= bit;
                const int r = a.regionAt[p];
                if (r >= 0 && a.regions[r].enclosed)
                    eyes[a.regions[r].color] |= bit;
            }
            const std::uint32_t empty = board & ~(ctx.liveRows[Black][y] | ctx.liveRows[White][y]);
            for (Color c : {Black, White}) {
                const Color e = opponent(c);
                run[c].at(y) = empty & ~eyes[c] & ~sure[e];
                spread[c].at(y) = board & ~ctx.liveRows[e][y];
                open[c].at(y) = spread[c].at(y) & ~owned[e];
            }
        }
    }
};

// Step 16: room to run (逃げ道). Points within four moves of the group,
// reached through empty points that are not enemy territory, and lying in
// a 4x4 block that holds no enemy stone and no enemy territory.
int freedomOf(const Context& ctx, const Group& g, const Rows& roomy, const Rows& open)
{
    const Analysis& a = ctx.out;
    constexpr int kReach = 4;
    const int n = ctx.size;
    // The first layer: the liberties one can run through (a liberty is
    // empty, so it is one of the open points or none). Each step reaches at
    // most one row further up and down.
    Rows seen, layer;
    int top = n, bottom = -1;
    for (int s : g.strings)
        for (Point lib : a.strings[s].liberties) {
            const int x = ctx.board.column(lib), y = ctx.board.row(lib);
            layer.at(y) |= open.at(y) & (std::uint32_t{1} << x);
            top = std::min(top, y);
            bottom = std::max(bottom, y);
        }
    if (bottom < 0)
        return 0;
    seen = layer;
    for (int depth = 1; depth < kReach; ++depth) {
        top = std::max(0, top - 1);
        bottom = std::min(n - 1, bottom + 1);
        Rows next;
        for (int y = top; y <= bottom; ++y)
            next.at(y) = ((layer.at(y) << 1) | (layer.at(y) >> 1) | layer.at(y - 1) | layer.at(y + 1)) & open.at(y) &
                         ~seen.at(y);
        for (int y = top; y <= bottom; ++y)
            seen.at(y) |= next.at(y);
        layer = next;
    }
    int count = 0;
    for (int y = top; y <= bottom; ++y)
        count += countBits(seen.at(y) & roomy.at(y));
    return count;
}

// roomy[p] for colour c: p lies in some 4x4 block that holds no enemy
// stone and no enemy territory, sure or potential (seed 001: a 4x4 space
// that is not the enemy's; our own stones and points in it are room too,
// but the enemy's sphere of influence is not room to live in).
Rows roomyMap(const Context& ctx, const Rows& open)
{
    const int n = ctx.size;
    constexpr int k = 4;
    Rows roomy;
    for (int y = 0; y + k <= n; ++y) {
        // Bit x: the block with its top left corner at (x, y) is all open
        // (bits beyond the last column are never open).
        std::uint32_t rows = ~std::uint32_t{0};
        for (int dy = 0; dy < k; ++dy)
            rows &= open.at(y + dy);
        std::uint32_t corners = rows;
        for (int dx = 1; dx < k; ++dx)
            corners &= rows >> dx;
        std::uint32_t cover = 0;
        for (int dx = 0; dx < k; ++dx)
            cover |= corners << dx;
        for (int dy = 0; dy < k; ++dy)
            roomy.at(y + dy) |= cover;
    }
    return roomy;
}

} // namespace

Rows notEnemy(const Context& ctx, Color c)
{
    Rows m;
    const std::uint32_t board = (std::uint32_t{1} << ctx.size) - 1;
    for (int y = 0; y < ctx.size; ++y)
        m.at(y) = board & ~ctx.liveRows[opponent(c)][y];
    return m;
}

// The area grows from the group's stones one step at a time through
// spread, and the walk stops as soon as it is too large.
bool enclosed(const Context& ctx, const Group& g, const Rows& spread)
{
    const int limit = enclosedAreaLimit(ctx.size);
    const Analysis& a = ctx.out;
    const int n = ctx.size;
    Rows area;
    int count = 0, top = n, bottom = -1;
    for (int s : g.strings)
        for (Point p : a.strings[s].stones) {
            const int y = ctx.board.row(p);
            std::uint32_t& row = area.at(y);
            const std::uint32_t bit = std::uint32_t{1} << ctx.board.column(p);
            count += (row & bit) == 0;
            row |= bit;
            top = std::min(top, y);
            bottom = std::max(bottom, y);
        }
    if (count > limit)
        return false;
    // Each step reaches at most one row further up and down.
    for (;;) {
        top = std::max(0, top - 1);
        bottom = std::min(n - 1, bottom + 1);
        Rows next;
        int added = 0;
        for (int y = top; y <= bottom; ++y) {
            next.at(y) = ((area.at(y) << 1) | (area.at(y) >> 1) | area.at(y - 1) | area.at(y + 1)) & spread.at(y) &
                         ~area.at(y);
            added += countBits(next.at(y));
        }
        if (added == 0)
            return true;
        count += added;
        if (count > limit)
            return false;
        for (int y = top; y <= bottom; ++y)
            area.at(y) |= next.at(y);
    }
}

void judgeGroups(Context& ctx)
{
    Analysis& a = ctx.out;
    const int ng = static_cast<int>(a.groups.size());
    // Lists kept on this thread between evaluations.
    struct Scratch {
        std::vector<int> base, seen, seenStrings, partners;
        std::vector<bool> living, next;
        std::vector<std::vector<std::pair<int, Point>>> joins;
        std::vector<Point> vitals, d, k, kill, direct, killing;
    };
    static thread_local Scratch scratch;
    static thread_local std::string detail; // the text of a reason, keeping its room
    std::vector<int>& base = scratch.base;
    base.assign(static_cast<std::size_t>(ng), 0);
    for (int gi = 0; gi < ng; ++gi) {
        Group& g = a.groups[gi];
        g.eyeHalves = 0;
        g.safety = 0;
        if (isDeadGroup(a, g)) {
            const StringInfo& s = a.strings[g.strings.front()];
            addReason(g, 2, "captured-whoever-moves-first", {s.attack.move}, ReasonValue::Safety, 0, 0);
            g.status = GroupStatus::Dead;
            continue;
        }
        // Step 10: the eye value of each region.
        for (int r : g.regions) {
            const Region& reg = a.regions[r];
            if (!reg.falseEyes.empty()) {
                detail.clear();
                appendCount(detail, reg.falseEyes.size());
                detail += " point(s) of the region are false eyes";
                addReason(g, 10, "false-eye", reg.falseEyes, ReasonValue::Eyes, g.eyeHalves, g.eyeHalves, detail);
            }
            if (reg.eyeHalves > 0) {
                detail.clear();
                appendCount(detail, reg.points.size());
                detail += " point(s)";
                if (reg.vital != kNoPoint) {
                    detail += ", vital point ";
                    appendVertex(detail, ctx.board, reg.vital);
                    if (reg.vitalTakes())
                        detail += " takes the stones in atari around it";
                }
                if (reg.mouth != kNoPoint) {
                    detail += ", open at ";
                    appendVertex(detail, ctx.board, reg.mouth);
                    detail += ", kept by an answer at ";
                    appendVertex(detail, ctx.board, reg.block);
                }
                addReason(g, 10, reg.mouth != kNoPoint ? "eye-pocket" : "eye-space", reg.points, ReasonValue::Eyes, g.eyeHalves,
                          g.eyeHalves + reg.eyeHalves, detail);
            }
        }
        // Two half eyes that hang on the same point are more than one eye:
        // the owner playing there (or capturing the stone there) makes both
        // real at once, so the pair is worth one and a half.
        {
            std::vector<Point>& vitals = scratch.vitals;
            vitals.clear();
            for (int r : g.regions) {
                const Region& reg = a.regions[r];
                if (reg.eyeHalves == 1 && !reg.halfEyes.empty() && reg.vital != kNoPoint)
                    vitals.push_back(reg.vital);
            }
            std::sort(vitals.begin(), vitals.end());
            const auto dup = std::adjacent_find(vitals.begin(), vitals.end());
            if (dup != vitals.end())
                addReason(g, 10, "half-eyes-share-vital-point", {*dup}, ReasonValue::Eyes, g.eyeHalves,
                          g.eyeHalves + 1, "one move makes both half eyes real");
        }
        // Step 11: two eyes live.
        if (g.eyeHalves >= kTwoEyes) {
            addReason(g, 11, "two-eyes", {}, ReasonValue::Safety, 0, 100);
            continue;
        }
        // Step 12: a capturable enemy string of two or more stones next to
        // the group is half an eye (taking it leaves a space).
        int bonus12 = 0;
        std::vector<int>& seen = scratch.seen;
        seen.clear();
        for (int s : g.strings)
            for (Point p : a.strings[s].stones)
                for (int i = 0; i < 4 && bonus12 < 2; ++i) {
                    const Point q = p + ctx.off(i);
                    if (ctx.board.color(q) != opponent(g.color))
                        continue;
                    const int es = ctx.stringOf(q);
                    const StringInfo& e = a.strings[es];
                    if (e.stones.size() < 2 || e.status == TacticalStatus::Stable ||
                        std::find(seen.begin(), seen.end(), es) != seen.end())
                        continue;
                    seen.push_back(es);
                    const int inRegion = a.regionAt[e.stones.front()];
                    if (inRegion >= 0 && a.regions[inRegion].group == gi)
                        continue; // already counted as part of an eye space
                    std::vector<Point> pts = e.stones;
                    if (e.attack.move != kNoPoint)
                        pts.push_back(e.attack.move);
                    addReason(g, 12, "capturable-neighbour", pts, ReasonValue::Eyes, g.eyeHalves, g.eyeHalves + 1,
                              std::to_string(e.stones.size()) + " stones");
                    ++bonus12;
                }
        // Step 13: a point that makes an eye if we play there.
        const std::vector<Point> eye = eyeIfPlayed(ctx, gi);
        if (!eye.empty())
            addReason(g, 13, "eye-if-played", eye, ReasonValue::Eyes, g.eyeHalves, g.eyeHalves + 1,
                      toGtp(ctx.board, eye[0]) + " makes an eye at " + toGtp(ctx.board, eye[1]));
        base[gi] = g.eyeHalves;
    }

    // Steps 14 and 15: connections to living groups. Which groups live
    // depends on the connections themselves, so repeat until nothing new
    // lives (a chain of connections reaches its end).
    std::vector<bool>& living = scratch.living;
    living.assign(static_cast<std::size_t>(ng), false);
    for (int gi = 0; gi < ng; ++gi)
        living[gi] = a.groups[gi].safety == 100;
    // For every group, the (other group, point) pairs where one move joins them.
    std::vector<std::vector<std::pair<int, Point>>>& joins = scratch.joins;
    if (joins.size() < static_cast<std::size_t>(ng))
        joins.resize(static_cast<std::size_t>(ng));
    for (int gi = 0; gi < ng; ++gi) {
        if (!isDeadGroup(a, a.groups[gi]) && a.groups[gi].safety < 100)
            joinsOf(ctx, gi, joins[gi]);
        else
            joins[gi].clear();
    }
    auto joinCount = [&](int gi, int mi) {
        std::size_t n = 0;
        for (const auto& [h, p] : joins[gi])
            n += h == mi;
        return n;
    };
    // Scratch lists of eyesWith, kept between calls.
    std::vector<Point>& d = scratch.d;
    std::vector<Point>& k = scratch.k;
    std::vector<Point>& kill = scratch.kill;
    std::vector<int>& seenStrings = scratch.seenStrings;
    std::vector<int>& partners = scratch.partners;
    auto eyesWith = [&](int gi, const std::vector<bool>& alive, std::vector<Point>* direct,
                        std::vector<Point>* killing, int* oneEyeTo) {
        const Group& g = a.groups[gi];
        d.clear();
        for (const auto& [h, p] : joins[gi])
            if (alive[h])
                d.push_back(p);
        std::sort(d.begin(), d.end());
        d.erase(std::unique(d.begin(), d.end()), d.end());
        k.clear();
        killingPoints(ctx, gi, alive, kill, seenStrings);
        for (Point p : kill)
            if (!std::binary_search(d.begin(), d.end(), p))
                k.push_back(p);
        int eyes = base[gi] + livingBonus(d.size() + k.size());
        // A group short of two eyes that can join another group with one
        // eye: 1.5 + 1 eyes, or one eye each with four joining points.
        // Only the groups it has a joining point with can qualify; the
        // first of them in order is the one.
        *oneEyeTo = -1;
        partners.clear();
        for (const auto& [h, p] : joins[gi])
            partners.push_back(h);
        std::sort(partners.begin(), partners.end());
        partners.erase(std::unique(partners.begin(), partners.end()), partners.end());
        for (std::size_t pi = 0; pi < partners.size() && eyes < kTwoEyes; ++pi) {
            const int mi = partners[pi];
            if (mi == gi || alive[mi] || a.groups[mi].color != g.color || isDeadGroup(a, a.groups[mi]))
                continue;
            const int other = base[mi];
            if (other < 2)
                continue;
            const std::size_t pts = joinCount(gi, mi);
            if ((base[gi] >= 3 && pts >= 1) || (base[gi] >= 2 && pts >= 4)) {
                eyes = kTwoEyes;
                *oneEyeTo = mi;
            }
        }
        if (direct)
            *direct = d;
        if (killing)
            *killing = k;
        return eyes;
    };
    for (int round = 0; round < 4; ++round) {
        std::vector<bool>& next = scratch.next;
        next = living;
        for (int gi = 0; gi < ng; ++gi) {
            if (living[gi] || isDeadGroup(a, a.groups[gi]))
                continue;
            int dummy;
            if (eyesWith(gi, living, nullptr, nullptr, &dummy) >= kTwoEyes)
                next[gi] = true;
        }
        if (next == living)
            break;
        living = next;
    }
    ctx.groupEnclosed.assign(static_cast<std::size_t>(ng), 2);
    const SafetyMasks masks(ctx);
    const Rows* const open = masks.run;
    const Rows* const spread = masks.spread;
    Rows roomy[3];
    for (Color c : {Black, White})
        roomy[c] = roomyMap(ctx, masks.open[c]);
    for (int gi = 0; gi < ng; ++gi) {
        Group& g = a.groups[gi];
        if (isDeadGroup(a, g))
            continue;
        const bool closed = enclosed(ctx, g, spread[g.color]);
        ctx.groupEnclosed[static_cast<std::size_t>(gi)] = closed;
        g.freedom = closed ? 0 : freedomOf(ctx, g, roomy[g.color], open[g.color]);
        if (g.safety == 100)
            continue;
        // Whether gi itself lives is never asked here (its joins, killing
        // points and one-eye partners are other groups), so the living
        // groups are the others.
        std::vector<Point>& direct = scratch.direct;
        std::vector<Point>& killing = scratch.killing;
        int oneEyeTo = -1;
        eyesWith(gi, living, &direct, &killing, &oneEyeTo);
        if (!direct.empty())
            addReason(g, 14, "connect-living", direct, ReasonValue::Eyes, g.eyeHalves,
                      g.eyeHalves + livingBonus(direct.size()),
                      std::to_string(direct.size()) + " point(s) join a living group");
        if (oneEyeTo >= 0 && killing.empty() && g.eyeHalves < kTwoEyes)
            addReason(g, 14, "connect-one-eye-group", joiningPoints(joins[gi], oneEyeTo), ReasonValue::Eyes,
                      g.eyeHalves, kTwoEyes, "joins a group with one eye");
        if (!killing.empty()) {
            const int before = g.eyeHalves;
            const int after = base[gi] + livingBonus(direct.size() + killing.size());
            if (after > before)
                addReason(g, 15, "capture-to-connect", killing, ReasonValue::Eyes, before, after,
                          "capturing in sente joins a living group");
            if (oneEyeTo >= 0 && g.eyeHalves < kTwoEyes)
                addReason(g, 15, "connect-one-eye-group", joiningPoints(joins[gi], oneEyeTo), ReasonValue::Eyes,
                          g.eyeHalves, kTwoEyes, "joins a group with one eye");
        }
        g.connectionPoints = direct;
        g.connectionPoints.insert(g.connectionPoints.end(), killing.begin(), killing.end());
        std::sort(g.connectionPoints.begin(), g.connectionPoints.end());
        if (g.eyeHalves >= kTwoEyes)
            addReason(g, killing.empty() ? 14 : 15, "alive-by-connection", g.connectionPoints, ReasonValue::Safety,
                      g.safety, 100);
    }
}


} // namespace irodori::analysis::detail
