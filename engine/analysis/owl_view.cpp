// The static judgement of the group reading: the group's closed eye spaces
// valued by the eye table of eyes.md (false eyes, half eyes, the critical
// shapes and their vital points 急所, nakade 中手), and the open room around
// it that may still become eyes or a way out (逃げ道).
#include "context.h"
#include "owl_internal.h"
#include "standoff.h"

#include <algorithm>

namespace irodori::analysis::owl {
namespace {

// A space of empty points and enemy stones bounded only by the owner's
// stones and the edge is a closed eye space up to this size; larger ones
// count as open room (a space this big is two eyes when closed anyway).
constexpr int kMaxSpace = 16;
// How far (in empty points) the room around the group is looked for.
constexpr int kRoomDistance = 3;
constexpr int kFar = 1000;
// A group with three liberties is out (逃げ出し) when its room reaches a
// friendly string and holds this many points...
constexpr int kRoomToJoin = 6;
// ...or when this many empty points within kRoomDistance of it are not
// nearer to the enemy.
constexpr int kReachToRun = 24;
// Below this reach a group without eyes has nowhere to go.
constexpr int kReachClosed = 8;

// An enemy string with this many liberties or more is a wall where it
// bounds a space; weaker ones may be taken and the space goes on past them.
// A lone stone is never a wall: played into the group's space (on the
// first line, say), it is an intruder the group answers by blocking or
// capturing it, and its side of the space is still the group's.
constexpr int kWallLiberties = 3;
// A space the wall touches at more points than this is shared ground
// between the two sides (open room), not an eye space with a gap.
constexpr int kMaxMarginal = 2;

// The stones of the string at p appended to out, in the board's string order.
void appendStones(const Board& b, Point p, std::vector<Point>& out)
{
    const std::size_t first = out.size();
    out.resize(first + static_cast<std::size_t>(b.stringSize(p)));
    b.stoneList(p, out.data() + first);
}

// Flood fill from start through empty points and enemy strings. With
// strict set, only through enemy strings short of liberties (they may be
// taken); the others (a wall) bound it like the group does,
// and walled says whether one did. False when the fill grows past
// kMaxSpace or meets an open point; the points filled so far stay in fill,
// labelled kFilling.
bool fillSpace(const Board& b, Point start, Color enemy, bool strict, Scratch& s, std::vector<Point>& fill,
               bool& walled)
{
    fill.clear();
    walled = false;
    auto enters = [&](Point q) {
        const Color c = b.color(q);
        if (c == Empty)
            return true;
        if (c != enemy)
            return false;
        if (!strict || b.liberties(q) < kWallLiberties || b.stringSize(q) == 1)
            return true;
        walled = true;
        return false;
    };
    if (!enters(start))
        return false;
    fill.push_back(start);
    s.label[start] = kFilling;
    for (std::size_t k = 0; k < fill.size(); ++k)
        for (int j = 0; j < 4; ++j) {
            const Point q = fill[k] + b.offsets()[j];
            if (s.label[q] == kFilling || !enters(q))
                continue;
            if (s.label[q] == kOpen || s.label[q] == kMarginal)
                return false;
            if (s.label[q] != 0)
                continue;
            s.label[q] = kFilling;
            fill.push_back(q);
            if (static_cast<int>(fill.size()) > kMaxSpace)
                return false;
        }
    return true;
}

// The points of a fill beside enemy strings that are not in it (a wall).
int marginalPoints(const Board& b, const std::vector<Point>& fill, Color enemy, const Scratch& s)
{
    int n = 0;
    for (Point p : fill)
        for (int j = 0; j < 4; ++j) {
            const Point q = p + b.offsets()[j];
            if (b.color(q) == enemy && s.label[q] != kFilling) {
                ++n;
                break;
            }
        }
    return n;
}

} // namespace

void Scratch::resize(int points)
{
    if (static_cast<int>(mark.size()) == points)
        return;
    mark.assign(points, 0);
    pass = 0;
    label.assign(points, 0);
    distOwn.assign(points, kFar);
    distEnemy.assign(points, kFar);
    queue.reserve(points);
}

std::uint32_t Scratch::newPass()
{
    if (++pass == 0) {
        std::fill(mark.begin(), mark.end(), 0);
        pass = 1;
    }
    return pass;
}

std::vector<Point> goalStrings(const Board& b, const Goal& goal, Scratch& s)
{
    std::vector<Point> heads;
    const std::uint32_t m = s.newPass();
    for (Point p : goal.stones) {
        if (b.color(p) != goal.color)
            continue;
        const Point h = b.head(p);
        if (s.mark[h] == m)
            continue;
        s.mark[h] = m;
        heads.push_back(h);
    }
    return heads;
}

bool onlyLostStringsInAtari(const Board& b, const Goal& goal, Scratch& s)
{
    const std::vector<Point> heads = goalStrings(b, goal, s);
    const Color own = goal.color;
    const Color enemy = opponent(own);
    const Point targetHead = b.head(goal.target);
    bool any = false;
    for (Point h : heads) {
        Point lib = kNoPoint;
        if (b.liberties(h) != 1)
            continue;
        any = true;
        if (h == targetHead || b.libertyList(h, &lib, 1) != 1)
            return false;
        for (Point o : heads)
            if (o != h && b.isLibertyOf(lib, o))
                return false;
        Point q = h;
        do {
            for (int i = 0; i < 4; ++i) {
                const Point n = q + b.offsets()[i];
                if (b.color(n) == enemy && b.liberties(n) == 1)
                    return false;
            }
            q = b.nextInString(q);
        } while (q != h);
        int breathing = 0;
        for (int i = 0; i < 4; ++i) {
            const Point n = lib + b.offsets()[i];
            if (b.color(n) == Empty)
                ++breathing;
            else if (b.color(n) == own && b.head(n) != h)
                breathing += b.liberties(n) - 1;
        }
        if (breathing > 1)
            return false;
    }
    return any;
}

OwlView judge(const Board& b, const Goal& goal, Scratch& s)
{
    OwlView v;
    const Color own = goal.color;
    const Color enemy = opponent(own);
    s.resize(b.stride() * b.stride());
    if (b.color(goal.target) != own) {
        v.captured = true;
        v.verdict = OwlView::Verdict::Dead;
        return v;
    }
    const std::vector<Point> heads = goalStrings(b, goal, s);
    // The group's stones, marked in pass gm.
    std::vector<Point> stones;
    v.liberties = 1000;
    for (Point h : heads) {
        v.liberties = std::min(v.liberties, b.liberties(h));
        appendStones(b, h, stones);
    }
    const std::uint32_t gm = s.newPass();
    for (Point q : stones)
        s.mark[q] = gm;
    auto inGoal = [&](Point q) { return s.mark[q] == gm; };

    // Closed eye spaces: flood fills of empty points and enemy stones from
    // the group's neighbours; a fill that grows past kMaxSpace or meets an
    // open point is open. An open fill is made again through the enemy
    // strings short of liberties only: when the others (an enemy wall)
    // close it, touching it at few points and with no enemy string inside
    // that is not in atari, it is a pocket the wall bounds too (walled),
    // else it stays open.
    std::fill(s.label.begin(), s.label.end(), 0);
    std::vector<Space> spaces;
    std::vector<Point> fill;
    for (Point g : stones)
        for (int i = 0; i < 4; ++i) {
            const Point start = g + b.offsets()[i];
            const Color c = b.color(start);
            if ((c != Empty && c != enemy) || s.label[start] != 0)
                continue;
            bool walled = false;
            bool closed = fillSpace(b, start, enemy, false, s, fill, walled);
            if (closed) {
                // A living enemy group closes off a space on a small board
                // or along the edge: a long enemy string with liberties to
                // spare inside it is no nakade (中手); it is a wall.
                int enemyStones = 0;
                for (Point q : fill)
                    if (b.color(q) == enemy) {
                        ++enemyStones;
                        if (b.stringSize(q) >= 3 && b.liberties(q) >= 3)
                            closed = false;
                    }
                if (enemyStones >= 7)
                    closed = false;
            }
            if (!closed) {
                for (Point q : fill)
                    s.label[q] = 0;
                closed = fillSpace(b, start, enemy, true, s, fill, walled) && walled &&
                         marginalPoints(b, fill, enemy, s) <= kMaxMarginal &&
                         std::none_of(fill.begin(), fill.end(), [&](Point q) {
                             return b.color(q) == enemy && b.liberties(q) >= 2;
                         });
                if (!closed) {
                    for (Point q : fill)
                        s.label[q] = kOpen;
                    continue;
                }
            }
            std::sort(fill.begin(), fill.end());
            spaces.push_back({fill, walled});
            for (Point q : fill)
                s.label[q] = static_cast<int>(spaces.size());
        }
    // Points beside an enemy wall belong to no eye.
    for (const Space& space : spaces) {
        if (!space.walled)
            continue;
        for (Point p : space.points)
            for (int j = 0; j < 4; ++j) {
                const Point q = p + b.offsets()[j];
                if (b.color(q) == enemy && s.label[q] <= 0) {
                    s.label[p] = kMarginal;
                    break;
                }
            }
    }

    int sumMin = 0;
    // Stones inside a space that the group can take before they take it
    // (as few liberties as the group or fewer), where taking them leaves
    // more eye than they leave now even when the enemy plays back inside:
    // a liberty race or a ko, not a dead group yet.
    bool insideRace = false;
    std::vector<std::pair<Point, int>> vitalGains; // per space: its vital point, its gain
    for (const Space& space : spaces) {
        const SpaceValue sv = space.walled ? walledValue(b, space, own, s, spaces)
                                           : pieceValue(b, space.points, own, s, spaces);
        const int n = static_cast<int>(space.points.size());
        if (!space.walled && n >= 2) {
            int insideLibs = 1000;
            for (Point q : space.points)
                if (b.color(q) == enemy)
                    insideLibs = std::min(insideLibs, b.liberties(q));
            const int emptyMin = n == 2 ? 2 : shapeValue(b, space.points).min;
            if (insideLibs <= v.liberties && emptyMin > sv.min)
                insideRace = true;
        }
        // Capturing or saving the stones inside changes the shape.
        if (space.points.size() >= 3)
            for (Point q : space.points)
                if (b.color(q) == enemy && b.head(q) == q && b.liberties(q) <= 2) {
                    Point libs[2];
                    const int nl = b.libertyList(q, libs, 2);
                    v.spaces.insert(v.spaces.end(), libs, libs + nl);
                }
        sumMin += sv.min;
        v.bestGain = std::max(v.bestGain, sv.max - sv.min);
        if (sv.vital != kNoPoint && b.color(sv.vital) == Empty) {
            // One point may be the vital point of two spaces (the shared
            // diagonal of two one-point eyes): one move there settles both.
            int shared = sv.max - sv.min;
            for (std::size_t k = 0; k < vitalGains.size(); ++k)
                if (vitalGains[k].first == sv.vital)
                    shared += vitalGains[k].second;
            vitalGains.push_back({sv.vital, sv.max - sv.min});
            v.bestGain = std::max(v.bestGain, shared);
            v.vital.push_back(sv.vital);
        }
        if (sv.max > sv.min)
            for (Point q : space.points)
                if (b.color(q) == Empty)
                    v.spaces.push_back(q);
    }
    v.eyesMin = std::min(sumMin, 8);

    // Room: empty points outside closed spaces nearer to the group than to
    // any enemy stone (distances through empty points).
    s.queue.clear();
    std::fill(s.distOwn.begin(), s.distOwn.end(), kFar);
    std::fill(s.distEnemy.begin(), s.distEnemy.end(), kFar);
    auto spread = [&](std::vector<int>& dist) {
        for (std::size_t k = 0; k < s.queue.size(); ++k) {
            const Point p = s.queue[k];
            if (dist[p] >= kRoomDistance + 1)
                continue;
            for (int i = 0; i < 4; ++i) {
                const Point q = p + b.offsets()[i];
                if (b.color(q) != Empty || s.label[q] > 0 || dist[q] <= dist[p] + 1)
                    continue;
                dist[q] = dist[p] + 1;
                s.queue.push_back(q);
            }
        }
    };
    for (Point q : stones) {
        s.distOwn[q] = 0;
        s.queue.push_back(q);
    }
    spread(s.distOwn);
    const std::vector<Point> near(s.queue.begin() + static_cast<std::ptrdiff_t>(stones.size()), s.queue.end());
    s.queue.clear();
    // Only the enemy distances at points within kRoomDistance + 1 of the
    // group are read, so only enemy stones that many steps further out
    // can matter: the box around the group that far out holds them all.
    const int side = b.size();
    const int reachOut = 2 * (kRoomDistance + 1);
    int x0 = side, y0 = side, x1 = -1, y1 = -1;
    for (Point q : stones) {
        x0 = std::min(x0, b.column(q));
        x1 = std::max(x1, b.column(q));
        y0 = std::min(y0, b.row(q));
        y1 = std::max(y1, b.row(q));
    }
    x0 = std::max(0, x0 - reachOut);
    y0 = std::max(0, y0 - reachOut);
    x1 = std::min(side - 1, x1 + reachOut);
    y1 = std::min(side - 1, y1 + reachOut);
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const Point q = b.at(x, y);
            // Enemy stones in atari or inside our spaces claim nothing.
            if (b.color(q) == enemy && s.label[q] <= 0 && b.liberties(q) >= 2) {
                s.distEnemy[q] = 0;
                s.queue.push_back(q);
            }
        }
    spread(s.distEnemy);
    // Reach: the points near the group that the enemy is not nearer to.
    for (Point q : near)
        if (s.distOwn[q] <= s.distEnemy[q])
            ++v.reach;

    int room = 0;
    const std::uint32_t rm = s.newPass();
    for (Point g : stones)
        for (int i = 0; i < 4; ++i) {
            // Walk the room from the group's liberties.
            const Point start = g + b.offsets()[i];
            if (b.color(start) != Empty || s.label[start] > 0 || s.mark[start] == rm)
                continue;
            if (s.distOwn[start] >= s.distEnemy[start])
                continue;
            std::vector<Point>& r = v.room;
            const std::size_t first = r.size();
            s.mark[start] = rm;
            r.push_back(start);
            for (std::size_t k = first; k < r.size(); ++k)
                for (int j = 0; j < 4; ++j) {
                    const Point q = r[k] + b.offsets()[j];
                    const Color qc = b.color(q);
                    if (qc == own && !inGoal(q) && b.liberties(q) >= 3 && (goal.strong.empty() || goal.strong[q]))
                        v.escape = true;
                    if (qc != Empty || s.label[q] > 0 || s.mark[q] == rm)
                        continue;
                    if (s.distOwn[q] > kRoomDistance || s.distOwn[q] >= s.distEnemy[q])
                        continue;
                    s.mark[q] = rm;
                    r.push_back(q);
                }
        }
    room = static_cast<int>(v.room.size());
    // What the room may still give, hopefully (the attacker moves there
    // too): as much as a closed space of its size at best.
    v.openRoom = room == 0 ? 0 : room <= 2 ? 2 : room == 3 ? 3 : 4;
    if (v.escape)
        v.openRoom += 2;

    // The weakest enemy string touching the group from outside (a space
    // the enemy's wall bounds too is outside: its stones race the group).
    const std::uint32_t em = s.newPass();
    for (Point g : stones)
        for (int i = 0; i < 4; ++i) {
            const Point q = g + b.offsets()[i];
            if (b.color(q) != enemy || s.mark[b.head(q)] == em)
                continue;
            if (s.label[q] > 0 && !spaces[static_cast<std::size_t>(s.label[q] - 1)].walled)
                continue;
            s.mark[b.head(q)] = em;
            const int l = b.liberties(q);
            if (v.weakNeighbour == 0 || l < v.weakNeighbour)
                v.weakNeighbour = l;
        }

    // A string of the group short of liberties outside its eyes can be
    // taken with its eyes (欠け目 of the whole group): not alive yet. So
    // is a string with one or two liberties, one of them outside its eye
    // spaces, and one with three, two of them outside (ダメ詰まり,
    // shortage of liberties: the attacker fills the two from outside and
    // the string, in atari, must fill the eye point it has left).
    bool exposed = false;
    for (Point h : heads) {
        if (b.liberties(h) >= 4)
            continue;
        Point libs[3];
        const int nl = b.libertyList(h, libs, 3);
        int outside = 0;
        for (int i = 0; i < nl; ++i)
            if (s.label[libs[i]] <= 0)
                ++outside;
        if (outside >= (nl == 3 ? 2 : 1))
            exposed = true;
    }
    // So can a friendly string outside the group that closes one of its
    // eye spaces (part of the space's border, or the stone that keeps the
    // enemy stones inside it short of liberties): short of liberties
    // itself, with one of them outside the spaces, it is taken from
    // outside and the space opens, so the eyes are not settled yet.
    for (const Space& space : spaces)
        for (Point p : space.points)
            for (int j = 0; j < 4; ++j) {
                const Point q = p + b.offsets()[j];
                if (b.color(q) != own || inGoal(q) || b.liberties(q) >= 3)
                    continue;
                Point libs[2];
                const int nl = b.libertyList(q, libs, 2);
                for (int i = 0; i < nl; ++i)
                    if (s.label[libs[i]] <= 0)
                        exposed = true;
            }
    // Strings in atari whose last liberty is a ko point the enemy may not
    // take back now: the group holds the ko for a move.
    bool koHeld = false;
    if (goal.koPoint != kNoPoint && v.liberties == 1) {
        koHeld = true;
        for (Point h : heads) {
            if (b.liberties(h) != 1)
                continue;
            Point lib = kNoPoint;
            b.libertyList(h, &lib, 1);
            if (lib != goal.koPoint)
                koHeld = false;
        }
    }
    // A standoff over every liberty (OwlView::mutual), the enemy string
    // inside the eye space: it decides by the sacrifices either side could
    // make. The enemy's that leaves the group a space its placement kills
    // kills the group, whoever moves; without one the group lives (in
    // seki, or by taking the string). Only when the group has nothing
    // else to fight with: every other enemy string touching it has more
    // liberties than the shared ones.
    Standoff standoff;
    v.mutual = v.eyesMin < 4 && findStandoff(b, heads, standoff);
    if (v.mutual && standoff.alone) {
        v.verdict = killingSacrifice(b, {standoff.inner}, standoff.liberties) ? OwlView::Verdict::Dead
                                                                             : OwlView::Verdict::Alive;
        return v;
    }
    if (v.eyesMin >= 4 && v.liberties >= 2 && !exposed) {
        v.verdict = OwlView::Verdict::Alive;
    } else if (v.liberties >= 3 && (v.reach >= kReachToRun || (v.escape && room >= kRoomToJoin))) {
        // Out in the open (or about to join a friend): nobody closes in
        // on this much room before it makes eyes.
        v.verdict = OwlView::Verdict::Alive;
    } else {
        // A capture or a liberty race (攻め合い) the group may win keeps it
        // open; so do stones inside its spaces that it can take.
        const bool race = v.weakNeighbour > 0 &&
                          (v.weakNeighbour == 1 || (v.weakNeighbour <= 3 && v.weakNeighbour <= v.liberties));
        if (!race && !insideRace && !koHeld && !v.escape && !v.mutual && v.reach < kReachClosed &&
            v.eyesMin + v.bestGain + v.openRoom < 4)
            v.verdict = OwlView::Verdict::Dead;
    }
    return v;
}

} // namespace irodori::analysis::owl

namespace irodori::analysis {

int OwlView::score() const
{
    return 4 * eyesMin + 2 * bestGain + 2 * openRoom + std::min(liberties, 6) + (escape ? 4 : 0) +
           (weakNeighbour == 1 ? 3 : 0) - (captured ? 100 : 0);
}

} // namespace irodori::analysis
