// The group reading's moves: the group a question is about (the
// evaluation's group, or a light group of the strings around the stone),
// the candidate moves at a node (vital points, eye-space points,
// liberties, escape points, captures and rescues of strings in atari next
// to the group, cutting points between its strings), ordered by one trial
// move each and the static judgement after it.
#include "owl.h"

#include "analysis.h"
#include "owl_internal.h"

#include <algorithm>
#include <cstdlib>

namespace irodori::analysis::owl {

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
    for (Point h : heads) {
        const std::size_t first = stones.size();
        stones.resize(first + static_cast<std::size_t>(b.stringSize(h)));
        b.stoneList(h, stones.data() + first);
    }
    return stones;
}

// (The first step of a move is the point next to the stone on its way.)
std::vector<Point> sideExtensions(const Board& b, Point h)
{
    // Extensions reach points on this line or lower (the third line).
    constexpr int kExtensionLine = 3;
    // dx, dy of the move, then of its first step.
    static constexpr int kMoves[12][4] = {{0, 2, 0, 1},   {0, -2, 0, -1}, {2, 0, 1, 0},   {-2, 0, -1, 0},
                                          {1, 2, 0, 1},   {-1, 2, 0, 1},  {1, -2, 0, -1}, {-1, -2, 0, -1},
                                          {2, 1, 1, 0},   {2, -1, 1, 0},  {-2, 1, -1, 0}, {-2, -1, -1, 0}};
    const int side = b.size();
    const Color enemy = opponent(b.color(h));
    std::vector<Point> out;
    Point q = h;
    do {
        const int x = b.column(q), y = b.row(q);
        for (const auto& m : kMoves) {
            const int tx = x + m[0], ty = y + m[1];
            if (tx < 0 || ty < 0 || tx >= side || ty >= side)
                continue;
            if (b.line(tx, ty) > kExtensionLine)
                continue;
            const Point t = b.at(tx, ty);
            if (b.color(t) != Empty || b.color(b.at(x + m[2], y + m[3])) != Empty)
                continue;
            bool touched = false;
            for (int k = 0; k < 4; ++k)
                touched = touched || b.color(t + b.offsets()[k]) == enemy;
            if (!touched)
                out.push_back(t);
        }
        q = b.nextInString(q);
    } while (q != h);
    return out;
}

} // namespace irodori::analysis::owl

namespace irodori::analysis {

using owl::Candidate;

namespace {

using Verdict = OwlView::Verdict;

// How far from the group's original stones (city-block) moves are read.
constexpr int kNearDistance = 8;
// Ordering bonus of a point between two of the group's strings.
constexpr int kCutBonus = 10;
// Ordering priority of an extension along the side (sideExtensions).
constexpr int kExtensionPriority = 6;

std::uint64_t mix(std::uint64_t h)
{
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

} // namespace

bool Owl::Impl::setUp(const Position& p, Point target, const Analysis* analysis)
{
    const Board& b = p.board();
    if (target <= 0 || target >= b.stride() * b.stride() || !isStone(b.color(target)))
        return false;
    if (p.size() != pos.size())
        cache.clear();
    pos = p;
    Rules r = pos.rules();
    r.positionalSuperko = false; // the reading follows the simple ko rule
    r.suicideAllowed = false;
    pos.setRules(r);
    goal.color = b.color(target);
    goal.target = target;
    goal.stones.clear();
    const int gi = analysis ? analysis->groupIndexAt(target) : -1;
    if (gi >= 0) {
        for (int si : analysis->groups[gi].strings)
            for (Point q : analysis->strings[si].stones)
                goal.stones.push_back(q);
        if (std::find(goal.stones.begin(), goal.stones.end(), target) == goal.stones.end())
            goal.stones.push_back(target);
    } else {
        goal.stones = owl::lightGroup(b, target);
    }
    goal.strong.clear();
    if (gi >= 0) {
        goal.strong.assign(static_cast<std::size_t>(b.stride() * b.stride()), 0);
        for (std::size_t g = 0; g < analysis->groups.size(); ++g) {
            const Group& fg = analysis->groups[g];
            if (static_cast<int>(g) == gi || fg.color != goal.color || fg.status == GroupStatus::Dead)
                continue;
            for (int si : fg.strings)
                for (Point q : analysis->strings[si].stones)
                    goal.strong[q] = 1;
        }
    }
    regionVitals.clear();
    if (gi >= 0) {
        const Group& g = analysis->groups[gi];
        for (int ri : g.regions) {
            const Region& reg = analysis->regions[ri];
            if (reg.vital != kNoPoint)
                regionVitals.push_back(reg.vital);
            regionVitals.insert(regionVitals.end(), reg.halfEyes.begin(), reg.halfEyes.end());
        }
        // The capture search's points of the group's strings and of the
        // enemy strings touching it (or its liberties) that can be taken
        // or saved.
        std::vector<int> near(g.strings.begin(), g.strings.end());
        auto enemyAround = [&](Point q) {
            for (int i = 0; i < 4; ++i) {
                const int t = analysis->stringAt[q + b.offsets()[i]];
                if (t >= 0 && analysis->strings[t].color != goal.color)
                    near.push_back(t);
            }
        };
        for (int si : g.strings)
            for (Point q : analysis->strings[si].liberties)
                enemyAround(q);
        for (Point q : goal.stones)
            enemyAround(q);
        std::sort(near.begin(), near.end());
        near.erase(std::unique(near.begin(), near.end()), near.end());
        for (int si : near) {
            const StringInfo& str = analysis->strings[si];
            if (str.status != TacticalStatus::Unsettled && str.status != TacticalStatus::Ko)
                continue;
            for (Point m : {str.attack.move, str.defence.move})
                if (m > kNoPoint)
                    regionVitals.push_back(m);
        }
    }
    std::sort(goal.stones.begin(), goal.stones.end());
    // The reading stays near the group as it stood: joined to a far
    // string, it would otherwise read that string's liberties too.
    nearGoal.assign(static_cast<std::size_t>(b.stride() * b.stride()), 0);
    for (Point q : goal.stones) {
        const int x = b.column(q), y = b.row(q);
        for (int dy = -kNearDistance; dy <= kNearDistance; ++dy)
            for (int dx = -kNearDistance; dx <= kNearDistance; ++dx) {
                if (std::abs(dx) + std::abs(dy) > kNearDistance)
                    continue;
                if (x + dx < 0 || y + dy < 0 || x + dx >= b.size() || y + dy >= b.size())
                    continue;
                nearGoal[static_cast<std::size_t>(b.at(x + dx, y + dy))] = 1;
            }
    }
    goalKey = 0;
    for (Point q : goal.stones)
        goalKey = mix(goalKey ^ static_cast<std::uint64_t>(q));
    goalKey = mix(goalKey ^ static_cast<std::uint64_t>(goal.color));
    // The question is whether the string at the target falls: two strings
    // of one group are two questions (a cutting stone in atari may be
    // taken while the rest lives), so their answers are kept apart.
    goalKey = mix(goalKey ^ (static_cast<std::uint64_t>(b.head(target)) << 20));
    // The views stay for another question about the same group in the
    // same position (goal.strong, from the analysis, included).
    const std::uint64_t question = mix(p.hash() ^ goalKey ^ (gi >= 0 ? 1 : 0));
    if (question != viewsQuestion) {
        views.clear();
        viewAt.clear();
        viewsQuestion = question;
    }
    questionNodes = 0;
    exhausted = false;
    stopped = false;
    koThreats = 0;
    readAliveTo = 1;
    scratch.resize(b.stride() * b.stride());
    return true;
}

bool Owl::Impl::play(Point p, Color mover, bool ko)
{
    if (ko) {
        // A ko threat answered: both sides play elsewhere, the ko is open.
        pos.play(Move{mover, kPass});
        pos.play(Move{opponent(mover), kPass});
    }
    if (pos.play(Move{mover, p}) != MoveError::None) {
        if (ko) {
            pos.undo();
            pos.undo();
        }
        return false;
    }
    ++nodes;
    ++questionNodes;
    if (mover == goal.color)
        goal.stones.push_back(p);
    return true;
}

void Owl::Impl::undo(Point, Color mover, bool ko)
{
    if (mover == goal.color)
        goal.stones.pop_back();
    pos.undo();
    if (ko) {
        pos.undo();
        pos.undo();
    }
}

std::vector<owl::Candidate> Owl::Impl::candidates(const OwlView& view, Color mover)
{
    const Board& b = pos.board();
    const Color own = goal.color;
    const Color enemy = opponent(own);
    std::vector<Candidate> out;
    std::vector<int> at(b.stride() * b.stride(), -1);
    auto add = [&](Point p, int priority) {
        if (b.color(p) != Empty || !nearGoal[static_cast<std::size_t>(p)])
            return;
        if (at[p] >= 0) {
            out[at[p]].priority = std::max(out[at[p]].priority, priority);
            return;
        }
        at[p] = static_cast<int>(out.size());
        out.push_back({p, priority});
    };
    for (Point p : view.vital)
        add(p, 60);
    for (Point p : regionVitals)
        add(p, 45);
    for (Point p : view.spaces)
        add(p, 30);
    // The group's liberties and the empty points one step further out:
    // where eye space is made or taken and where the group runs.
    const std::vector<Point> heads = owl::goalStrings(b, goal, scratch);
    for (Point h : heads) {
        Point libs[256];
        const int nl = b.libertyList(h, libs, 256);
        const int l = b.liberties(h);
        for (int i = 0; i < nl; ++i) {
            add(libs[i], l <= 2 ? 40 : 20);
            for (int j = 0; j < 4; ++j)
                add(libs[i] + b.offsets()[j], 8);
        }
        // Enemy strings next to the group that are short of liberties:
        // capture them or save them.
        Point q = h;
        do {
            for (int j = 0; j < 4; ++j) {
                const Point n = q + b.offsets()[j];
                if (b.color(n) != enemy || b.liberties(n) > 2)
                    continue;
                Point el[2];
                const int ne = b.libertyList(n, el, 2);
                for (int k = 0; k < ne; ++k)
                    add(el[k], b.liberties(n) == 1 ? 50 : 35);
            }
            q = b.nextInString(q);
        } while (q != h);
    }
    for (Point p : view.room)
        add(p, 5);
    // Extensions along the side (一間 and ケイマ from the group's stones to
    // points on the lowest three lines): where the group widens its eye space
    // along the edge, or where the attacker stops it, often a point two
    // steps from the group that the liberties above leave out.
    for (Point h : heads)
        for (Point t : owl::sideExtensions(b, h))
            add(t, kExtensionPriority);
    // Points next to two of the group's strings (diagonals included) are
    // where it is cut apart (切断) or joined up: both sides look there first.
    if (heads.size() >= 2) {
        const std::uint32_t gm = scratch.newPass();
        for (Point h : heads) {
            Point q = h;
            do {
                scratch.mark[q] = gm;
                q = b.nextInString(q);
            } while (q != h);
        }
        for (Candidate& c : out) {
            Point seen = kNoPoint;
            bool two = false;
            for (int j = 0; j < 8 && !two; ++j) {
                const Point n = c.point + b.offsets()[j];
                if (b.color(n) != own || scratch.mark[n] != gm)
                    continue;
                const Point h = b.head(n);
                if (seen == kNoPoint)
                    seen = h;
                else if (h != seen)
                    two = true;
            }
            if (two)
                c.priority += kCutBonus;
        }
    }

    // Order by one trial move each: how the static judgement moves.
    for (Candidate& c : out) {
        const MoveError e = pos.check(Move{mover, c.point});
        if (e == MoveError::Ko) {
            if (koThreats > 0) {
                c.key = -100000;
                continue;
            }
            c.ko = true;
        } else if (e != MoveError::None) {
            c.key = -100000;
            continue;
        }
        if (!budgetLeft()) {
            c.key = c.priority / 4; // no nodes left to try it
            continue;
        }
        if (!play(c.point, mover, c.ko)) {
            c.key = -100000;
            continue;
        }
        goal.koPoint = heldKo();
        OwlView judged;
        const int vi = viewHere(judged);
        const OwlView& v = vi >= 0 ? views[static_cast<std::size_t>(vi)] : judged;
        // (Taking one stone back in a ko leaves the taker in atari too,
        // but is no self-atari.)
        const bool selfAtari = pos.board().color(c.point) == mover && pos.board().liberties(c.point) == 1 &&
                               pos.board().stringSize(c.point) >= (mover == own ? 1 : 3) &&
                               !(c.ko || pos.koPoint() != kNoPoint) &&
                               !(mover == own && throwsInToAtari(c.point, view));
        undo(c.point, mover, c.ko);
        int key = c.priority / 4 + (mover == own ? v.score() : -v.score());
        if ((mover == own && v.verdict == Verdict::Alive) || (mover != own && v.verdict == Verdict::Dead))
            key += 1000;
        if (selfAtari)
            key -= 30;
        if (c.ko)
            key -= 5;
        c.key = key;
        // Handed to the search, which meets the same position when it
        // plays the move (not after a ko capture: the search counts the
        // threat first, and the held ko changes the view).
        if (!c.ko)
            c.view = vi;
    }
    out.erase(std::remove_if(out.begin(), out.end(), [](const Candidate& c) { return c.key <= -100000; }),
              out.end());
    std::stable_sort(out.begin(), out.end(), [](const Candidate& x, const Candidate& y) { return x.key > y.key; });
    return out;
}

bool Owl::Impl::throwsInToAtari(Point p, const OwlView& before) const
{
    // The owner's stone played at p (on the board now) inside its own eye
    // space: it is in atari itself, but when it puts the enemy stones in
    // that space in atari too (the answer at the 1-1 point to a placement
    // in a rectangular six, say) the enemy must take it or lose them, and
    // the shortage of liberties is theirs.
    if (std::find(before.spaces.begin(), before.spaces.end(), p) == before.spaces.end())
        return false;
    const Board& b = pos.board();
    for (int j = 0; j < 4; ++j) {
        const Point n = p + b.offsets()[j];
        if (b.color(n) == opponent(goal.color) && b.liberties(n) == 1)
            return true;
    }
    return false;
}

void Owl::Impl::putFirst(std::vector<owl::Candidate>& moves, Point p, Color mover)
{
    const auto it = std::find_if(moves.begin(), moves.end(), [&](const Candidate& c) { return c.point == p; });
    if (it != moves.end()) {
        std::rotate(moves.begin(), it, it + 1);
        return;
    }
    const MoveError e = pos.check(Move{mover, p});
    if (e == MoveError::None)
        moves.insert(moves.begin(), Candidate{p, 0, false, 0});
    else if (e == MoveError::Ko && koThreats == 0)
        moves.insert(moves.begin(), Candidate{p, 0, true, 0});
}

} // namespace irodori::analysis
