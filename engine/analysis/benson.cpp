// Benson's algorithm for unconditional life, and the territory it proves.
#include "benson.h"

#include <algorithm>

namespace irodori::analysis {

namespace {

// A region of colour c: a maximal connected set of points that are not c
// (empty points and opponent stones), the area c's blocks enclose.
struct Region {
    std::vector<Point> points;
    std::vector<Point> empties;
    std::vector<Point> border; // heads of the c blocks that touch it
    bool live = true;          // still in Benson's set
};

struct Enclosure {
    std::vector<Region> regions;
    std::vector<Point> blocks;       // heads of all c blocks
    std::vector<int> regionAt;       // region index per point, -1 on c stones
};

Enclosure enclosure(const Board& board, Color c)
{
    const int n = board.stride() * board.stride();
    const int s = board.stride();
    const int dirs[4] = {1, -1, s, -s};
    Enclosure e;
    e.regionAt.assign(static_cast<std::size_t>(n), -1);
    std::vector<char> seenBlock(static_cast<std::size_t>(n), 0);
    std::vector<Point> stack;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            const Point p = board.at(x, y);
            const Color pc = board.color(p);
            if (pc == c) {
                if (!seenBlock[board.head(p)]) {
                    seenBlock[board.head(p)] = 1;
                    e.blocks.push_back(board.head(p));
                }
                continue;
            }
            if (e.regionAt[p] >= 0)
                continue;
            const int index = static_cast<int>(e.regions.size());
            Region r;
            e.regionAt[p] = index;
            stack.assign(1, p);
            while (!stack.empty()) {
                const Point q = stack.back();
                stack.pop_back();
                r.points.push_back(q);
                if (board.color(q) == Empty)
                    r.empties.push_back(q);
                for (int d : dirs) {
                    const Point m = q + d;
                    const Color mc = board.color(m);
                    if (mc == Edge)
                        continue;
                    if (mc == c) {
                        if (std::find(r.border.begin(), r.border.end(), board.head(m)) == r.border.end())
                            r.border.push_back(board.head(m));
                    } else if (e.regionAt[m] < 0) {
                        e.regionAt[m] = index;
                        stack.push_back(m);
                    }
                }
            }
            e.regions.push_back(std::move(r));
        }
    }
    return e;
}

// A region is vital (生きた眼) to a block when every empty point of it is a
// liberty of that block: the opponent can then never fill the region
// without capturing the block first, which it cannot do while the block
// keeps a second such region. A region of opponent stones only (possible
// in a set-up position) gives no liberty and is not vital.
bool vital(const Board& board, const Region& r, Point head)
{
    if (r.empties.empty())
        return false;
    for (Point p : r.empties)
        if (!board.isLibertyOf(p, head))
            return false;
    return true;
}

// Benson's fixed point: drop blocks with fewer than two vital regions,
// then regions that touch a dropped block, until nothing changes.
// Returns the heads of the blocks that remain.
std::vector<Point> aliveBlocks(const Board& board, Enclosure& e)
{
    std::vector<Point> alive = e.blocks;
    // Vitality does not change during the iteration; compute it once.
    std::vector<std::vector<int>> vitalRegions(alive.size());
    for (std::size_t b = 0; b < alive.size(); ++b)
        for (std::size_t r = 0; r < e.regions.size(); ++r) {
            const Region& region = e.regions[r];
            if (std::find(region.border.begin(), region.border.end(), alive[b]) != region.border.end()
                && vital(board, region, alive[b]))
                vitalRegions[b].push_back(static_cast<int>(r));
        }
    std::vector<char> inSet(alive.size(), 1);
    bool changed = true;
    while (changed) {
        changed = false;
        for (std::size_t b = 0; b < alive.size(); ++b) {
            if (!inSet[b])
                continue;
            int count = 0;
            for (int r : vitalRegions[b])
                count += e.regions[static_cast<std::size_t>(r)].live ? 1 : 0;
            if (count < 2) {
                inSet[b] = 0;
                changed = true;
            }
        }
        for (Region& r : e.regions) {
            if (!r.live)
                continue;
            for (Point h : r.border) {
                const auto it = std::find(alive.begin(), alive.end(), h);
                if (!inSet[static_cast<std::size_t>(it - alive.begin())]) {
                    r.live = false;
                    changed = true;
                    break;
                }
            }
        }
    }
    std::vector<Point> out;
    for (std::size_t b = 0; b < alive.size(); ++b)
        if (inSet[b])
            out.push_back(alive[b]);
    return out;
}

// The opponent's move in the procedure: on an empty point, never a
// suicide. (Ko does not matter: one side moves alone.)
bool place(Board& b, Point p, Color c)
{
    if (b.color(p) != Empty || b.isSuicide(p, c))
        return false;
    b.play(p, c);
    return true;
}

// Calls f(p) for every point of the board, in reading order.
template <class F> void eachPoint(const Board& b, F f)
{
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x)
            f(b.at(x, y));
}

// c's strings of two stones with no other stone of c, nor the edge, on the
// eight points around either stone: the inner strings that may hold a
// seki (see above).
std::vector<char> lonePairs(const Board& b, Color c)
{
    std::vector<char> out(static_cast<std::size_t>(b.stride() * b.stride()), 0);
    const auto& off = b.offsets();
    eachPoint(b, [&](Point p) {
        if (b.color(p) != c || b.head(p) != p || b.stringSize(p) != 2)
            return;
        Point stones[2];
        b.stoneList(p, stones);
        bool lone = true;
        for (Point s : stones)
            for (int d : off) {
                const Color qc = b.color(s + d);
                lone = lone && qc != Edge && !(qc == c && !b.sameString(s + d, p));
            }
        if (lone)
            out[stones[0]] = out[stones[1]] = 1;
    });
    return out;
}

// Calls f(p) once for each string of colour c (at its first stone in
// reading order), in that order, as the board stands when the walk
// reaches it.
template <class F> void eachString(const Board& b, Color c, F f)
{
    std::vector<char> seen(static_cast<std::size_t>(b.stride() * b.stride()), 0);
    eachPoint(b, [&](Point p) {
        if (b.color(p) != c || seen[b.head(p)])
            return;
        seen[b.head(p)] = 1;
        f(p);
    });
}

// Step 1: o takes every string of c it can take by filling its
// liberties, the strings marked in spare left alone. Returns false if no
// other string of c is left (none is pass-alive).
bool takeWhatFalls(Board& b, Color c, const std::vector<char>& spare)
{
    const Color o = opponent(c);
    bool taken = true;
    bool left = false;
    while (taken) {
        taken = false;
        left = false;
        eachString(b, c, [&](Point s) {
            if (spare[s] || b.color(s) != c)
                return;
            left = true;
            Point libs[kMaxArea];
            const int n = b.libertyList(s, libs, kMaxArea);
            int played = 0;
            for (int i = 0; i < n; ++i)
                played += place(b, libs[i], o);
            if (b.color(s) != c) {
                taken = true;
            } else if (b.liberties(s) == 1) {
                // Its last liberty takes it (no suicide then).
                Point last = kNoPoint;
                b.libertyList(s, &last, 1);
                b.play(last, o);
                taken = true;
            } else {
                for (; played > 0; --played)
                    b.undo();
            }
        });
    }
    return left;
}

// o fills every liberty of the string at s it may.
void fillLiberties(Board& b, Point s, Color o)
{
    Point libs[kMaxArea];
    const int n = b.libertyList(s, libs, kMaxArea);
    for (int i = 0; i < n; ++i)
        place(b, libs[i], o);
}

// o extends its strings in atari (当たり) until none can be.
void extendAtaris(Board& b, Color o)
{
    bool extended = true;
    while (extended) {
        extended = false;
        eachPoint(b, [&](Point p) {
            if (b.color(p) != o || b.liberties(p) != 1)
                return;
            Point lib = kNoPoint;
            b.libertyList(p, &lib, 1);
            extended = place(b, lib, o) || extended;
        });
    }
}

// Liberties a stone of colour c at the empty p would have, its captures
// not counted, up to cap.
int libertiesIgnoringCaptures(const Board& b, Point p, Color c, int cap)
{
    std::vector<Point> seen;
    auto add = [&](Point q) {
        if (q != p && std::find(seen.begin(), seen.end(), q) == seen.end())
            seen.push_back(q);
    };
    const auto& off = b.offsets();
    for (int d = 0; d < 4; ++d) {
        const Point q = p + off[d];
        if (b.color(q) == Empty) {
            add(q);
        } else if (b.color(q) == c) {
            Point libs[kMaxArea];
            const int n = b.libertyList(q, libs, kMaxArea);
            for (int i = 0; i < n; ++i)
                add(libs[i]);
        }
    }
    return std::min(static_cast<int>(seen.size()), cap);
}

// The seki (セキ) that o's stones could hold around c's lone pair at s
// (the stone a, and b beside it): with a step up from a to b and a step
// right across, the points left and right of the pair, diagonally apart
// (a - right and b + right), empty or o's, joined into one string of o's
// when o takes them, the other two sides (a + right, b - right) empty, and
// the points beyond both ends of the pair empty. In that shape o's string
// inside c's eye space has room that c cannot take under alternating
// play; with the two points in separate strings of o it has not. c's
// third stone, beyond a's end, breaks the shape: the pair is then taken
// with the rest. Returns whether the pair was extended so.
bool breakSeki(Board& b, Point s, Color c)
{
    const Color o = opponent(c);
    const int w = b.stride();
    // South, west, north, east: the steps up, each with the step right
    // a quarter turn further.
    const int steps[4] = {w, -1, -w, 1};
    for (int r = 0; r < 4; ++r) {
        const int up = steps[r];
        if (b.color(s + up) != c || b.color(s + 2 * up) != Empty || b.color(s - up) != Empty)
            continue;
        for (int k = 0; k < 2; ++k) {
            const int right = k == 0 ? steps[(r + 1) % 4] : -steps[(r + 1) % 4];
            if (b.color(s + right) != Empty || b.color(s + up - right) != Empty)
                continue;
            int played = 0;
            if (b.color(s - right) == Empty)
                played += place(b, s - right, o);
            if (b.color(s + up + right) == Empty)
                played += place(b, s + up + right, o);
            const bool seki = b.color(s - right) == o && b.color(s + up + right) == o
                && b.sameString(s - right, s + up + right);
            for (; played > 0; --played)
                b.undo();
            if (seki && place(b, s - up, c))
                return true;
        }
        if (b.stringSize(s) > 2)
            return true;
    }
    return false;
}

// The unconditional territory of c, found by playing the opponent's
// moves on a copy of the board (the procedure GNU Go documents for its
// unconditional_status):
//
//  1. The opponent o fills the liberties of c's strings, one string at a
//     time, keeping the stones of every string it captures so, until no
//     more can be captured. c's strings left then are those o cannot take
//     even with every move: pass-alive.
//  2. o fills every liberty of those strings it may (not a suicide), and
//     extends its strings in atari while it may. A string of o's left
//     with two liberties side by side (an eye of two points, one eye)
//     fills one of them.
//  3. Whatever o keeps on the board is either in atari (it dies there) or
//     has room of its own. The points where o dies, and the liberties of
//     c's pass-alive strings, are c's unconditional territory: o could
//     not live there even moving alone.
//
// Moving alone misses one kind of seki (セキ): an inner string of two
// stones of c, alone in an eye space of o's, that o takes easily moving
// alone, but cannot take under alternating play because the space is too
// big. Such strings are set aside in step 1, and only taken (step 2)
// after the one shape where o's stones around them could hold a seki is
// broken by c's third stone (see breakSeki()).
// Returns per point 1 for c's pass-alive stones, 2 for its territory (the
// opponent's dead stones included), 0 elsewhere.
std::vector<char> territoryOf(const Board& board, Color c)
{
    const Color o = opponent(c);
    const std::vector<char> pairs = lonePairs(board, c);
    std::vector<char> out(static_cast<std::size_t>(board.stride() * board.stride()), 0);
    Board b = board;
    if (!takeWhatFalls(b, c, pairs))
        return out;
    // Step 2 around the pass-alive strings.
    eachString(b, c, [&](Point s) {
        if (!pairs[s])
            fillLiberties(b, s, o);
    });
    extendAtaris(b, o);
    // The lone pairs: the seki shape broken, then taken.
    eachPoint(b, [&](Point p) {
        if (pairs[p] && b.color(p) == c && b.head(p) == p)
            breakSeki(b, p, c);
    });
    eachPoint(b, [&](Point p) {
        if (pairs[p] && b.color(p) != Empty)
            fillLiberties(b, p, o);
    });
    // An eye of two points in a string of o's is one eye: o fills the
    // point that leaves the other the most open, then its own liberties.
    eachPoint(b, [&](Point p) {
        if (b.color(p) != o || b.liberties(p) != 2)
            return;
        Point libs[2];
        b.libertyList(p, libs, 2);
        const int dx = std::abs(b.column(libs[0]) - b.column(libs[1]));
        const int dy = std::abs(b.row(libs[0]) - b.row(libs[1]));
        if (dx + dy != 1)
            return;
        const int open0 = libertiesIgnoringCaptures(b, libs[0], c, 4);
        const int open1 = libertiesIgnoringCaptures(b, libs[1], c, 4);
        const int own0 = libertiesIgnoringCaptures(b, libs[0], o, 4);
        const int own1 = libertiesIgnoringCaptures(b, libs[1], o, 4);
        place(b, open0 > open1 || (open0 == open1 && own0 >= own1) ? libs[0] : libs[1], o);
    });
    // Step 3.
    eachPoint(b, [&](Point p) {
        if (b.color(p) == c && !pairs[p]) {
            out[p] = std::max<char>(out[p], 1);
            Point libs[kMaxArea];
            const int n = b.libertyList(p, libs, kMaxArea);
            for (int i = 0; i < n; ++i)
                out[libs[i]] = 2;
        } else if (b.color(p) == o && b.liberties(p) == 1) {
            out[p] = 2;
            Point lib = kNoPoint;
            b.libertyList(p, &lib, 1);
            out[lib] = 2;
        }
    });
    return out;
}

} // namespace

const char* name(Unconditional u)
{
    switch (u) {
    case Unconditional::Undecided: return "undecided";
    case Unconditional::Alive: return "alive";
    case Unconditional::Dead: return "dead";
    case Unconditional::BlackTerritory: return "black_territory";
    case Unconditional::WhiteTerritory: return "white_territory";
    }
    return "undecided";
}

std::vector<char> passAliveStones(const Board& board, Color c)
{
    Enclosure e = enclosure(board, c);
    const std::vector<Point> alive = aliveBlocks(board, e);
    std::vector<char> out(static_cast<std::size_t>(board.stride() * board.stride()), 0);
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const Point p = board.at(x, y);
            if (board.color(p) == c
                && std::find(alive.begin(), alive.end(), board.head(p)) != alive.end())
                out[p] = 1;
        }
    return out;
}

std::vector<Unconditional> unconditionalStatus(const Board& board)
{
    std::vector<Unconditional> status(static_cast<std::size_t>(board.stride() * board.stride()),
                                      Unconditional::Undecided);
    // White first, then Black over it, as GNU Go reports them.
    for (Color c : {White, Black}) {
        const std::vector<char> mine = territoryOf(board, c);
        const Unconditional territory = c == Black ? Unconditional::BlackTerritory : Unconditional::WhiteTerritory;
        for (int y = 0; y < board.size(); ++y)
            for (int x = 0; x < board.size(); ++x) {
                const Point p = board.at(x, y);
                if (!mine[p])
                    continue;
                const Color pc = board.color(p);
                status[p] = pc == c ? Unconditional::Alive : pc == Empty ? territory : Unconditional::Dead;
            }
    }
    return status;
}

} // namespace irodori::analysis
