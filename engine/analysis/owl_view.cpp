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

struct SpaceValue {
    int min = 0, max = 0; // halves: attacker first, owner first
    Point vital = kNoPoint;
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
    // open point is open.
    std::fill(s.label.begin(), s.label.end(), 0);
    std::vector<std::vector<Point>> spaces;
    std::vector<Point> fill;
    for (Point g : stones)
        for (int i = 0; i < 4; ++i) {
            const Point start = g + b.offsets()[i];
            const Color c = b.color(start);
            if ((c != Empty && c != enemy) || s.label[start] != 0)
                continue;
            fill.clear();
            fill.push_back(start);
            s.label[start] = -2; // in the current fill
            bool open = false;
            for (std::size_t k = 0; k < fill.size() && !open; ++k) {
                for (int j = 0; j < 4; ++j) {
                    const Point q = fill[k] + b.offsets()[j];
                    const Color qc = b.color(q);
                    if (qc != Empty && qc != enemy)
                        continue;
                    if (s.label[q] == -1) {
                        open = true;
                        break;
                    }
                    if (s.label[q] != 0)
                        continue;
                    s.label[q] = -2;
                    fill.push_back(q);
                    if (static_cast<int>(fill.size()) > kMaxSpace) {
                        open = true;
                        break;
                    }
                }
            }
            if (!open) {
                // A living enemy group closes off a space on a small board
                // or along the edge: a long enemy string with liberties to
                // spare inside it is no nakade (中手), the space is no eye.
                int enemyStones = 0;
                for (Point q : fill)
                    if (b.color(q) == enemy) {
                        ++enemyStones;
                        if (b.stringSize(q) >= 3 && b.liberties(q) >= 3)
                            open = true;
                    }
                if (enemyStones >= 7)
                    open = true;
            }
            if (open) {
                for (Point q : fill)
                    s.label[q] = -1;
            } else {
                spaces.push_back(fill);
                for (Point q : fill)
                    s.label[q] = static_cast<int>(spaces.size());
            }
        }

    int sumMin = 0;
    for (std::vector<Point>& space : spaces) {
        std::sort(space.begin(), space.end());
        int enemyStones = 0;
        for (Point q : space)
            if (b.color(q) == enemy)
                ++enemyStones;
        SpaceValue sv;
        const int n = static_cast<int>(space.size());
        if (n == 1) {
            sv = onePointEye(b, space[0], own, s);
            // A wall string with two liberties, its other one where the
            // enemy may legally play (a larger space or outside), is put in atari
            // there: the owner must fill this eye to connect, or lose the
            // string with it. The eye is not sure.
            for (int j = 0; j < 4 && sv.min > 0; ++j) {
                const Point w = space[0] + b.offsets()[j];
                if (b.color(w) != own || b.liberties(w) != 2)
                    continue;
                Point libs[2];
                b.libertyList(w, libs, 2);
                const Point other = libs[0] == space[0] ? libs[1] : libs[0];
                const int l = s.label[other];
                if ((l <= 0 || spaces[static_cast<std::size_t>(l - 1)].size() >= 2) &&
                    detail::libertiesAfterPlay(b, other, enemy, 1) >= 1)
                    sv.min = 0;
            }
        }
        else if (n == 2)
            sv = {2, 2, kNoPoint};
        else
            sv = shapeValue(b, space);
        if (enemyStones > 0 && n >= 3) {
            if (sv.vital != kNoPoint && b.color(sv.vital) == enemy) {
                sv = {2, 2, kNoPoint}; // 中手: the vital point is taken
            } else if (sv.min == 4 && n <= 8) {
                sv.min = 2; // stones inside may still grow into a nakade
            }
            // Capturing or saving the stones inside changes the shape.
            for (Point q : space)
                if (b.color(q) == enemy && b.head(q) == q && b.liberties(q) <= 2) {
                    Point libs[2];
                    const int nl = b.libertyList(q, libs, 2);
                    v.spaces.insert(v.spaces.end(), libs, libs + nl);
                }
        }
        if (sv.min == 4) {
            // Two eyes in one space need a wall that does not fall first: a
            // string around it with two liberties can be cut down from
            // inside.
            int wall = 1000;
            for (Point q : space)
                for (int j = 0; j < 4; ++j) {
                    const Point n = q + b.offsets()[j];
                    if (b.color(n) == own)
                        wall = std::min(wall, b.liberties(n));
                }
            if (wall <= 2)
                sv.min = 2;
        }
        sumMin += sv.min;
        v.bestGain = std::max(v.bestGain, sv.max - sv.min);
        if (sv.vital != kNoPoint && b.color(sv.vital) == Empty)
            v.vital.push_back(sv.vital);
        if (sv.max > sv.min)
            for (Point q : space)
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

    // The weakest enemy string touching the group from outside.
    const std::uint32_t em = s.newPass();
    for (Point g : stones)
        for (int i = 0; i < 4; ++i) {
            const Point q = g + b.offsets()[i];
            if (b.color(q) != enemy || s.label[q] > 0 || s.mark[b.head(q)] == em)
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
            Point lib;
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
        if (!race && !koHeld && !v.escape && v.reach < kReachClosed && v.eyesMin + v.bestGain + v.openRoom < 4)
            v.verdict = OwlView::Verdict::Dead;
    }
    return v;
}

std::vector<Point> lightGroup(const Board& b, Point p)
{
    std::vector<Point> heads{b.head(p)};
    const Color c = b.color(p);
    auto known = [&](Point h) { return std::find(heads.begin(), heads.end(), h) != heads.end(); };
    for (std::size_t k = 0; k < heads.size() && heads.size() < 64; ++k) {
        const Point h = heads[k];
        std::vector<std::pair<Point, int>> shared; // head, shared liberties
        Point q = h;
        do {
            for (int i = 0; i < 8; ++i) {
                const Point n = q + b.offsets()[i];
                if (i < 4 && b.color(n) == Empty) {
                    // Friendly strings around this liberty share it.
                    Point seen[4];
                    int ns = 0;
                    for (int j = 0; j < 4; ++j) {
                        const Point m = n + b.offsets()[j];
                        if (b.color(m) != c || b.head(m) == h)
                            continue;
                        const Point mh = b.head(m);
                        if (std::find(seen, seen + ns, mh) != seen + ns)
                            continue;
                        seen[ns++] = mh;
                        auto it = std::find_if(shared.begin(), shared.end(),
                                               [&](const auto& e) { return e.first == mh; });
                        if (it == shared.end())
                            shared.push_back({mh, 1});
                        else
                            ++it->second;
                    }
                } else if (i >= 4 && b.color(n) == c && b.head(n) != h) {
                    // Kosumi: both crossing points empty.
                    const int dx = b.column(n) - b.column(q);
                    const Point a = q + dx;
                    const Point d = n - dx;
                    if (b.color(a) == Empty && b.color(d) == Empty && !known(b.head(n)))
                        heads.push_back(b.head(n));
                }
            }
            q = b.nextInString(q);
        } while (q != h);
        for (const auto& [mh, count] : shared)
            if (count >= 2 && !known(mh))
                heads.push_back(mh);
    }
    std::vector<Point> stones;
    for (Point h : heads)
        appendStones(b, h, stones);
    return stones;
}

} // namespace irodori::analysis::owl

namespace irodori::analysis {

int OwlView::score() const
{
    return 4 * eyesMin + 2 * bestGain + 2 * openRoom + std::min(liberties, 6) + (escape ? 4 : 0) +
           (weakNeighbour == 1 ? 3 : 0) - (captured ? 100 : 0);
}

} // namespace irodori::analysis
