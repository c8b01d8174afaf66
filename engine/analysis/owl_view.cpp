// The static judgement of the group reading: the group's closed eye spaces
// valued by the eye table of eyes.md (false eyes, half eyes, the critical
// shapes and their vital points 急所, nakade 中手), and the open room around
// it that may still become eyes or a way out (逃げ道).
#include "context.h"
#include "owl_internal.h"

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

// Scratch::label values besides the eye-space ids (> 0).
constexpr int kOpen = -1;    // open room, or part of a fill that was open
constexpr int kFilling = -2; // in the fill being made
// An empty point of a closed space beside an enemy wall string: the enemy
// plays there connected to its wall, so the point is no eye (and is open to
// the enemy like the points outside).
constexpr int kMarginal = -3;
// An enemy string with this many liberties or more is a wall where it
// bounds a space; weaker ones may be taken and the space goes on past them.
constexpr int kWallLiberties = 3;
// A space the wall touches at more points than this is shared ground
// between the two sides (open room), not an eye space with a gap.
constexpr int kMaxMarginal = 2;

struct SpaceValue {
    int min = 0, max = 0; // halves: attacker first, owner first
    Point vital = kNoPoint;
};

// A closed eye space: its points (empty points and the enemy stones inside
// it) and whether enemy strings too strong to be stones inside it bound it
// besides the group (a wall: the group's space borders a living enemy, as
// along the wall of a group it is racing or in seki with).
struct Space {
    std::vector<Point> points;
    bool walled = false;
};

// The stones of the string at p appended to out, in the board's string order.
void appendStones(const Board& b, Point p, std::vector<Point>& out)
{
    const std::size_t first = out.size();
    out.resize(first + static_cast<std::size_t>(b.stringSize(p)));
    b.stoneList(p, out.data() + first);
}

int neighboursIn(const Board& b, Point p, const std::vector<Point>& space)
{
    int n = 0;
    for (int i = 0; i < 4; ++i)
        if (std::find(space.begin(), space.end(), p + b.offsets()[i]) != space.end())
            ++n;
    return n;
}

// Diagonal rule for a one-point eye (欠け目): 2 per enemy stone that is not
// in atari, 1 per enemy stone in atari or empty point the enemy can use.
SpaceValue onePointEye(const Board& b, Point p, Color own, const Scratch& s)
{
    const Color enemy = opponent(own);
    int sum = 0;
    bool edge = false;
    Point weak = kNoPoint;
    for (int i = 4; i < 8; ++i) {
        const Point q = p + b.offsets()[i];
        const Color c = b.color(q);
        if (c == Edge) {
            edge = true;
        } else if (c == enemy) {
            if (s.label[q] > 0 || b.liberties(q) == 1) {
                sum += 1; // capturable, or a dead stone inside our space
                if (b.liberties(q) == 1) {
                    Point lib;
                    b.libertyList(q, &lib, 1);
                    weak = lib;
                }
            } else {
                sum += 2;
            }
        } else if (c == Empty && s.label[q] <= 0) {
            // The enemy can play there unless its stone would be captured
            // at once.
            if (detail::libertiesAfterPlay(b, q, enemy, 2) >= 2) {
                sum += 1;
                weak = q;
            }
        }
    }
    const int falseAt = edge ? 2 : 4;
    if (sum >= falseAt)
        return {0, 0, kNoPoint};
    if (sum == falseAt - 1)
        return {0, 2, weak};
    return {2, 2, kNoPoint};
}

// Eye table of eyes.md for a space of n >= 3 points: critical shapes give
// their vital point, the others one or two eyes.
SpaceValue shapeValue(const Board& b, const std::vector<Point>& space)
{
    const int n = static_cast<int>(space.size());
    if (n >= 7)
        return {4, 4, kNoPoint};
    int maxDeg = -1;
    Point hub = kNoPoint;
    bool square = false;
    const int stride = b.stride();
    auto has = [&](Point q) { return std::find(space.begin(), space.end(), q) != space.end(); };
    for (Point p : space) {
        const int d = neighboursIn(b, p, space);
        if (d > maxDeg) {
            maxDeg = d;
            hub = p;
        }
        if (has(p + 1) && has(p + stride) && has(p + stride + 1))
            square = true;
    }
    bool critical = false;
    switch (n) {
    case 3:
        critical = true; // straight and bent three
        break;
    case 4:
        if (square)
            return {2, 2, kNoPoint}; // square four
        critical = maxDeg == 3;      // pyramid four
        break;
    case 5:
        critical = square || maxDeg == 4; // bulky five, crossed five
        break;
    case 6:
        critical = square && maxDeg == 4; // rabbity six
        break;
    default:
        break;
    }
    if (critical)
        return {2, 4, hub};
    return {4, 4, kNoPoint};
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
        if (!strict || b.liberties(q) < kWallLiberties)
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

// The value of one connected set of points of a closed space (the eye
// table, the one-point eye's diagonals, stones inside).
SpaceValue pieceValue(const Board& b, const std::vector<Point>& piece, Color own, const Scratch& s,
                      const std::vector<Space>& spaces)
{
    const Color enemy = opponent(own);
    int enemyStones = 0;
    for (Point q : piece)
        if (b.color(q) == enemy)
            ++enemyStones;
    SpaceValue sv;
    const int n = static_cast<int>(piece.size());
    if (n == 1) {
        sv = onePointEye(b, piece[0], own, s);
        // A wall string with two liberties, its other one where the
        // enemy may legally play (a larger space or outside), is put in atari
        // there: the owner must fill this eye to connect, or lose the
        // string with it. The eye is not sure.
        for (int j = 0; j < 4 && sv.min > 0; ++j) {
            const Point w = piece[0] + b.offsets()[j];
            if (b.color(w) != own || b.liberties(w) != 2)
                continue;
            Point libs[2];
            b.libertyList(w, libs, 2);
            const Point other = libs[0] == piece[0] ? libs[1] : libs[0];
            const int l = s.label[other];
            if ((l <= 0 || spaces[static_cast<std::size_t>(l - 1)].points.size() >= 2) &&
                detail::libertiesAfterPlay(b, other, enemy, 1) >= 1)
                sv.min = 0;
        }
    } else if (n == 2) {
        sv = {2, 2, kNoPoint};
    } else {
        sv = shapeValue(b, piece);
    }
    if (enemyStones > 0 && n >= 3) {
        if (sv.vital != kNoPoint && b.color(sv.vital) == enemy)
            sv = {2, 2, kNoPoint}; // 中手: the vital point is taken
        else if (sv.min == 4 && n <= 8)
            sv.min = 2; // stones inside may still grow into a nakade
    }
    if (sv.min == 4) {
        // Two eyes in one space need a wall that does not fall first: a
        // string around it with two liberties can be cut down from
        // inside.
        int wall = 1000;
        for (Point q : piece)
            for (int j = 0; j < 4; ++j) {
                const Point w = q + b.offsets()[j];
                if (b.color(w) == own)
                    wall = std::min(wall, b.liberties(w));
            }
        if (wall <= 2)
            sv.min = 2;
    }
    return sv;
}

// The value of a set of points that may fall apart into pieces: the sure
// eyes of all pieces, and the owner's one move in the piece where it
// gains most.
SpaceValue piecesValue(const Board& b, const std::vector<Point>& points, Color own, Scratch& s,
                       const std::vector<Space>& spaces)
{
    SpaceValue total;
    int gain = 0;
    const std::uint32_t m = s.newPass();
    for (Point p : points)
        s.mark[p] = m;
    std::vector<Point> piece;
    for (Point p : points) {
        if (s.mark[p] != m)
            continue;
        piece.assign(1, p);
        s.mark[p] = 0;
        for (std::size_t k = 0; k < piece.size(); ++k)
            for (int j = 0; j < 4; ++j) {
                const Point q = piece[k] + b.offsets()[j];
                if (s.mark[q] == m) {
                    s.mark[q] = 0;
                    piece.push_back(q);
                }
            }
        std::sort(piece.begin(), piece.end());
        const SpaceValue pv = pieceValue(b, piece, own, s, spaces);
        total.min += pv.min;
        if (pv.max - pv.min > gain) {
            gain = pv.max - pv.min;
            total.vital = pv.vital;
        }
    }
    total.max = total.min + gain;
    return total;
}

// A space the enemy's wall bounds too. The points beside the wall
// (marginal) are no eye: the enemy plays there connected to its wall and
// pushes in from there, so with the attacker first nothing here is sure.
// With the owner first and one marginal point, it closes the space there
// and keeps what the rest is worth with the attacker to move.
SpaceValue walledValue(const Board& b, const Space& space, Color own, Scratch& s, const std::vector<Space>& spaces)
{
    std::vector<Point> core;
    Point marginal = kNoPoint;
    int marginals = 0;
    for (Point p : space.points) {
        if (s.label[p] == kMarginal) {
            marginal = p;
            ++marginals;
        } else {
            core.push_back(p);
        }
    }
    SpaceValue sv;
    if (marginals != 1 || core.empty() || b.color(marginal) != Empty)
        return sv;
    // Enemy stones inside that are not in atari make it shared ground.
    for (Point p : core)
        if (b.color(p) == opponent(own) && b.liberties(p) >= 2)
            return sv;
    const SpaceValue closed = piecesValue(b, core, own, s, spaces);
    if (closed.min > 0)
        sv = {0, closed.min, marginal};
    return sv;
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
        if (sv.vital != kNoPoint && b.color(sv.vital) == Empty)
            v.vital.push_back(sv.vital);
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
    const int side = b.size();
    for (int y = 0; y < side; ++y)
        for (int x = 0; x < side; ++x) {
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
    // taken with its eyes (欠け目 of the whole group): not alive yet.
    bool exposed = false;
    for (Point h : heads) {
        if (b.liberties(h) >= 3)
            continue;
        Point libs[2];
        const int nl = b.libertyList(h, libs, 2);
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
        if (!race && !insideRace && !koHeld && !v.escape && v.reach < kReachClosed && v.eyesMin + v.bestGain + v.openRoom < 4)
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
