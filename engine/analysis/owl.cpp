// The group reading's search: alternate moves of the attacker and the
// owner over the points that matter for the group's life, each node judged
// statically first (owl_view.cpp), answers cached by position hash.
#include "owl.h"

#include "analysis.h"
#include "owl_internal.h"

#include "core/coords.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <unordered_map>

namespace irodori::analysis {

using tactics::Fail;
using tactics::KoA;
using tactics::KoB;
using tactics::ReadResult;
using tactics::Win;

namespace {

using Verdict = OwlView::Verdict;

constexpr std::uint64_t kAttackerSalt = 0x9e3779b97f4a7c15ULL;
// Salt of positions read after the line's one ko capture (no more allowed).
constexpr std::uint64_t kKoSpentSalt = 0x7f4a7c159e3779b9ULL;
constexpr std::size_t kCacheLimit = 1 << 20;
// How far from the group's original stones (city-block) moves are read.
constexpr int kNearDistance = 8;
// Ordering bonus of a point between two of the group's strings.
constexpr int kCutBonus = 10;
// The depth of the first reading of iterative deepening.
constexpr int kFirstDepth = 6;

// Preference of result codes for the side that reads: a clean win, then a
// ko the other side must start, then a ko we must win, then nothing.
int rank(int code)
{
    switch (code) {
    case Win: return 3;
    case KoA: return 2;
    case KoB: return 1;
    default: return 0;
    }
}

// The mover's result when the reply's result for the other side is code.
int invert(int code)
{
    switch (code) {
    case Fail: return Win;
    case Win: return Fail;
    case KoA: return KoB; // they win unless we win a ko we must start
    default: return KoA;  // they need a ko they must start: we win unless they win it
    }
}

std::uint64_t mix(std::uint64_t h)
{
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

struct Candidate {
    Point point = kNoPoint;
    int priority = 0;
    bool ko = false; // a ko capture the mover may make only after a threat
    int key = 0;
};

} // namespace

struct Owl::Impl {
    OwlBudget budget;
    Position pos{9};
    owl::Goal goal;
    owl::Scratch scratch;
    std::uint64_t nodes = 0;
    std::uint64_t questionNodes = 0;
    bool exhausted = false;
    const std::atomic<bool>* cancel = nullptr;
    bool stopped = false;
    int koThreats = 0; // ko captures after a threat on the current line
    int depthLimit = 0; // plies, raised step by step up to budget.maxDepth
    // The best move of the last, shallower reading, tried first at the
    // root by the next one.
    Point rootFirst = kNoPoint;
    // IRODORI_OWL_TRACE=1 prints the tree to stderr (a debugging aid).
    const bool trace = std::getenv("IRODORI_OWL_TRACE") != nullptr;
    std::uint64_t goalKey = 0;
    // The evaluation's vital points (急所) and half eyes of the group's
    // regions, tried as candidates wherever they are still empty.
    std::vector<Point> regionVitals;
    // Points within kNearDistance of the group's original stones.
    std::vector<std::uint8_t> nearGoal;
    // Static guesses made where the reading stopped: at the depth limit
    // (what a shallower node would read further) and at the node budget
    // (what a fresh question would read further).
    std::uint64_t depthGuesses = 0;
    std::uint64_t budgetGuesses = 0;
    struct Entry {
        int code;
        Point move;
        int depth;  // the depth it was read at
        int limit;  // under this depth limit
        bool exact; // no static guess below it
    };
    std::unordered_map<std::uint64_t, Entry> cache;

    bool setUp(const Position& p, Point target, const Analysis* analysis);
    ReadResult run(Color mover);
    ReadResult deepen(Color mover);
    ReadResult search(Color mover, int depth);
    // The owner takes back a ko at the question's point after a threat.
    ReadResult retakeKo(int depth);
    // The ko point the side to move may not take back on this line (its
    // one ko capture after a threat is spent), else kNoPoint.
    Point heldKo() const { return koThreats > 0 ? pos.koPoint() : kNoPoint; }
    std::vector<Candidate> candidates(const OwlView& view, Color mover);
    void putFirst(std::vector<Candidate>& moves, Point p, Color mover);
    bool play(Point p, Color mover, bool ko);
    void undo(Point p, Color mover, bool ko);
    bool budgetLeft()
    {
        if (questionNodes < budget.maxNodes)
            return true;
        exhausted = true;
        return false;
    }
    bool stop()
    {
        if (!stopped && cancel && cancel->load(std::memory_order_relaxed))
            stopped = true;
        return stopped;
    }
    // The static judgement where reading stops: alive when the eyes and
    // the room around the group, counted for the side to move, reach two
    // eyes, or when it has liberties and can run to a friend or the open.
    // (A liberty race is left to the reading: counted here, the shorter
    // enemy string's liberties misjudged more groups than they saved.)
    bool looksAlive(const OwlView& v, Color mover) const
    {
        const bool owner = mover == goal.color;
        // In atari with the attacker to move it is taken, room or not.
        if (!owner && v.liberties == 1 && v.weakNeighbour != 1)
            return false;
        // Open room is worth less to a group short of liberties: the
        // attacker fills them from outside while it builds.
        const int room = v.liberties >= 3 ? v.openRoom : v.openRoom / 2;
        const int value = v.eyesMin + (owner ? v.bestGain : v.bestGain / 2) + room;
        return value >= 4 || (v.liberties >= 3 && (v.escape || v.reach >= 24));
    }
};

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
    questionNodes = 0;
    exhausted = false;
    stopped = false;
    koThreats = 0;
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

std::vector<Candidate> Owl::Impl::candidates(const OwlView& view, Color mover)
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
        const OwlView v = owl::judge(pos.board(), goal, scratch);
        // (Taking one stone back in a ko leaves the taker in atari too,
        // but is no self-atari.)
        const bool selfAtari = pos.board().color(c.point) == mover && pos.board().liberties(c.point) == 1 &&
                               pos.board().stringSize(c.point) >= (mover == own ? 1 : 3) &&
                               !(c.ko || pos.koPoint() != kNoPoint);
        undo(c.point, mover, c.ko);
        int key = c.priority / 4 + (mover == own ? v.score() : -v.score());
        if ((mover == own && v.verdict == Verdict::Alive) || (mover != own && v.verdict == Verdict::Dead))
            key += 1000;
        if (selfAtari)
            key -= 30;
        if (c.ko)
            key -= 5;
        c.key = key;
    }
    out.erase(std::remove_if(out.begin(), out.end(), [](const Candidate& c) { return c.key <= -100000; }),
              out.end());
    std::stable_sort(out.begin(), out.end(), [](const Candidate& x, const Candidate& y) { return x.key > y.key; });
    return out;
}

void Owl::Impl::putFirst(std::vector<Candidate>& moves, Point p, Color mover)
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

ReadResult Owl::Impl::search(Color mover, int depth)
{
    if (stop())
        return {};
    goal.koPoint = heldKo();
    const OwlView view = owl::judge(pos.board(), goal, scratch);
    const bool owner = mover == goal.color;
    if (trace && view.verdict != Verdict::Open)
        std::fprintf(stderr, "%*s%s eyes %d+%d room %d libs %d\n", 2 * depth, "",
                     view.verdict == Verdict::Dead ? "DEAD" : "ALIVE", view.eyesMin, view.bestGain, view.openRoom,
                     view.liberties);
    if (view.verdict == Verdict::Dead) {
        // The stone at the question's point was just taken as a ko (劫):
        // the owner may take back there after a threat.
        if (owner && view.captured && pos.koPoint() == goal.target && koThreats == 0 && !stop())
            return retakeKo(depth);
        return {owner ? Fail : Win, kNoPoint};
    }
    if (view.verdict == Verdict::Alive)
        return {owner ? Win : Fail, kNoPoint};
    const std::uint64_t key =
        pos.hash() ^ goalKey ^ (owner ? 0 : kAttackerSalt) ^ (koThreats > 0 ? kKoSpentSalt : 0);
    // A stored answer serves when nothing below it was guessed, or when it
    // was read from as near the root (as deep and as wide) as here.
    if (const auto it = cache.find(key);
        it != cache.end() && (it->second.exact || (it->second.depth <= depth && it->second.limit >= depthLimit)))
        return {it->second.code, it->second.move};
    const std::uint64_t depthGuessesBefore = depthGuesses;
    const std::uint64_t budgetGuessesBefore = budgetGuesses;
    if (depth >= depthLimit || !budgetLeft()) {
        exhausted = true;
        ++(depth >= depthLimit ? depthGuesses : budgetGuesses);
        const bool alive = looksAlive(view, mover);
        if (trace)
            std::fprintf(stderr, "%*sleaf eyes %d+%d room %d libs %d -> %s\n", 2 * depth, "", view.eyesMin,
                         view.bestGain, view.openRoom, view.liberties, alive ? "alive" : "dead");
        return {(alive == owner) ? Win : Fail, kNoPoint};
    }
    std::vector<Candidate> moves = candidates(view, mover);
    if (depth == 0 && rootFirst > kNoPoint)
        putFirst(moves, rootFirst, mover);
    // Wide near the root, narrow deeper down where only forced lines matter.
    const int width = depth < 2   ? budget.width
                      : depth < 5 ? std::max(2, budget.width - 2)
                                  : std::max(2, budget.width / 2 - 1);
    ReadResult best;
    int tried = 0;
    if (trace && depth == 0) {
        std::fprintf(stderr, "candidates:");
        for (const Candidate& c : moves)
            std::fprintf(stderr, " %s/%d", toGtp(pos.board(), c.point).c_str(), c.key);
        std::fprintf(stderr, "\n");
    }
    for (const Candidate& c : moves) {
        if (tried >= width)
            break;
        if (!budgetLeft()) {
            ++budgetGuesses; // the moves left unread might have changed it
            break;
        }
        if (!play(c.point, mover, c.ko))
            continue;
        ++tried;
        if (c.ko)
            ++koThreats;
        if (trace)
            std::fprintf(stderr, "%*s%s %s%s key %d\n", 2 * depth, "", mover == Black ? "B" : "W",
                         toGtp(pos.board(), c.point).c_str(), c.ko ? " (ko)" : "", c.key);
        const ReadResult reply = search(opponent(mover), depth + 1);
        if (trace)
            std::fprintf(stderr, "%*s-> %d\n", 2 * depth, "", reply.code);
        if (c.ko)
            --koThreats;
        undo(c.point, mover, c.ko);
        if (stopped)
            return {};
        int mine = invert(reply.code);
        if (c.ko && mine != Fail)
            mine = KoB; // we had to find a ko threat first
        if (rank(mine) > rank(best.code)) {
            best = {mine, c.point};
            if (mine == Win)
                break;
        }
    }
    if (tried == 0) {
        // The owner has nothing to play (its own eyes are all it has
        // left) while the question's string is in atari: it passes and
        // the attacker moves again, so the string is taken.
        if (owner && pos.board().liberties(goal.target) == 1 && depth + 1 < depthLimit &&
            pos.play(Move{mover, kPass}) == MoveError::None) {
            const ReadResult reply = search(opponent(mover), depth + 1);
            pos.undo();
            if (stopped)
                return {};
            best = {invert(reply.code), kNoPoint};
        } else {
            if (!budgetLeft())
                ++budgetGuesses;
            const bool alive = looksAlive(view, mover);
            best = {(alive == owner) ? Win : Fail, kNoPoint};
        }
    }
    // An answer that rests on the budget running out is not kept: a later
    // question with nodes to spare reads it again.
    if (budgetGuesses == budgetGuessesBefore) {
        if (cache.size() >= kCacheLimit)
            cache.clear();
        cache[key] = {best.code, best.move, depth, depthLimit, depthGuesses == depthGuessesBefore};
    }
    return best;
}

ReadResult Owl::Impl::retakeKo(int depth)
{
    if (depth >= depthLimit || !budgetLeft() || !play(goal.target, goal.color, true))
        return {};
    ++koThreats;
    if (trace)
        std::fprintf(stderr, "%*s%s %s (ko retake)\n", 2 * depth, "", goal.color == Black ? "B" : "W",
                     toGtp(pos.board(), goal.target).c_str());
    const ReadResult reply = search(opponent(goal.color), depth + 1);
    --koThreats;
    undo(goal.target, goal.color, true);
    if (stopped || reply.code == Win)
        return {};
    return {KoB, goal.target}; // we had to find a ko threat first
}

ReadResult Owl::Impl::deepen(Color mover)
{
    // Iterative deepening (反復深化): read a few plies, then two more at a
    // time while nodes are left. A reading the budget cut short gives way
    // to the last one that finished, which looked at every candidate.
    ReadResult r;
    bool have = false;
    rootFirst = kNoPoint;
    for (int limit = std::min(kFirstDepth, budget.maxDepth);; limit = std::min(limit + 2, budget.maxDepth)) {
        depthLimit = limit;
        const std::uint64_t depthBefore = depthGuesses;
        const std::uint64_t budgetBefore = budgetGuesses;
        const ReadResult ri = search(mover, 0);
        if (stopped)
            return {};
        const bool cut = budgetGuesses != budgetBefore;
        if (cut && have)
            break;
        r = ri;
        have = true;
        if (cut || depthGuesses == depthBefore || limit >= budget.maxDepth)
            break;
        // The best move of this reading is read first by the next.
        if (r.code != Fail && r.move > kNoPoint)
            rootFirst = r.move;
    }
    rootFirst = kNoPoint;
    depthLimit = budget.maxDepth;
    return r;
}

ReadResult Owl::Impl::run(Color mover)
{
    depthLimit = budget.maxDepth;
    // The ko point binds only the side to move: when the reading side is
    // not on turn, the other side's pass leaves the ko open for it.
    if (pos.toMove() != mover)
        pos.play(Move{pos.toMove(), kPass});
    const OwlView view = owl::judge(pos.board(), goal, scratch);
    const bool owner = mover == goal.color;
    if (trace)
        std::fprintf(stderr, "root: verdict %d eyes %d+%d room %d (%zu points) reach %d libs %d weak %d escape %d\n",
                     static_cast<int>(view.verdict), view.eyesMin, view.bestGain, view.openRoom, view.room.size(),
                     view.reach, view.liberties, view.weakNeighbour, view.escape ? 1 : 0);
    if (view.verdict == Verdict::Alive)
        return owner ? ReadResult{Win, kPass} : ReadResult{};
    if (view.verdict == Verdict::Dead && owner)
        return {};
    if (view.verdict == Verdict::Dead) {
        // Already dead: name a move that keeps it so (or, when the owner
        // can answer every one with a ko, the one that leaves it the ko).
        ReadResult best;
        for (const Candidate& c : candidates(view, mover)) {
            if (!play(c.point, mover, c.ko))
                continue;
            const ReadResult reply = search(opponent(mover), 1);
            undo(c.point, mover, c.ko);
            int mine = invert(reply.code);
            if (c.ko && mine != Fail)
                mine = KoB;
            if (rank(mine) > rank(best.code))
                best = {mine, c.point};
            if (mine == Win)
                return best;
        }
        return best.code == Fail ? ReadResult{Win, kPass} : best;
    }
    ReadResult r = deepen(mover);
    if (stopped)
        return {};
    if (r.code != Fail && r.move == kNoPoint)
        r.move = kPass;
    return r;
}

Owl::Owl(OwlBudget budget) : impl_(std::make_unique<Impl>())
{
    impl_->budget = budget;
}

Owl::~Owl() = default;

ReadResult Owl::attack(const Position& pos, Point p, const Analysis* analysis)
{
    if (!impl_->setUp(pos, p, analysis))
        return {};
    return impl_->run(opponent(impl_->goal.color));
}

ReadResult Owl::defend(const Position& pos, Point p, const Analysis* analysis)
{
    if (!impl_->setUp(pos, p, analysis))
        return {};
    return impl_->run(impl_->goal.color);
}

OwlView Owl::view(const Position& pos, Point p, const Analysis* analysis)
{
    if (!impl_->setUp(pos, p, analysis))
        return {};
    return owl::judge(impl_->pos.board(), impl_->goal, impl_->scratch);
}

std::uint64_t Owl::nodes() const { return impl_->nodes; }
void Owl::resetNodes() { impl_->nodes = 0; }
bool Owl::budgetExhausted() const { return impl_->exhausted; }
void Owl::setCancelFlag(const std::atomic<bool>* flag) { impl_->cancel = flag; }
bool Owl::cancelled() const { return impl_->stopped; }
void Owl::clearCache() { impl_->cache.clear(); }
const OwlBudget& Owl::budget() const { return impl_->budget; }
void Owl::setBudget(const OwlBudget& budget)
{
    impl_->budget = budget;
    impl_->cache.clear();
}

ReadResult owlAttack(const Position& pos, Point p, const OwlBudget& budget)
{
    Owl owl(budget);
    return owl.attack(pos, p);
}

ReadResult owlDefend(const Position& pos, Point p, const OwlBudget& budget)
{
    Owl owl(budget);
    return owl.defend(pos, p);
}

} // namespace irodori::analysis
