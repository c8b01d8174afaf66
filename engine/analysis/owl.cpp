// The group reading's search: alternate moves of the attacker and the
// owner over the points that matter for the group's life (owl_moves.cpp),
// each node judged statically first (owl_view.cpp), read deeper step by
// step, answers cached by position hash.
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
// Who moves first at the root is part of the key: the reading's rules
// depend on it (the owner's answer to a first kill is read on, and so is
// the attacker's answer to a first rescue), so an answer stored while the
// attack is read is not one the defence may take, nor the other way round.
constexpr std::uint64_t kOwnerFirstSalt = 0xc2b2ae3d27d4eb4fULL;
using owl::kKoSpentSalt;
constexpr std::size_t kCacheLimit = 1 << 20;
// Views kept at most (a few hundred bytes each).
constexpr std::size_t kViewLimit = 1 << 17;
// The depth of the first reading of iterative deepening.
constexpr int kFirstDepth = 6;
// The nodes the next, two plies deeper reading is expected to need, as a
// multiple of the last one's (see deepen()). Over owl.tst, 1 kept 39 of
// the 79 readings the budget cut short from starting and 4 that would have
// finished; 3/2 keeps 55 and 9, 2 keeps 60 and 18; no answer of owl.tst
// or owl1.tst changed with any of them.
constexpr struct {
    std::uint64_t num, den;
} kNextReading{2, 1};

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

} // namespace


ReadResult Owl::Impl::search(Color mover, int depth, const OwlView* known)
{
    if (stop())
        return {};
    goal.koPoint = heldKo();
    OwlView judged;
    if (!known) {
        const int vi = viewHere(judged);
        if (vi >= 0)
            known = &views[static_cast<std::size_t>(vi)];
    }
    const OwlView& view = known ? *known : judged;
    const bool owner = mover == goal.color;
    if (trace && view.verdict != Verdict::Open)
        std::fprintf(stderr, "%*s%s eyes %d+%d room %d libs %d\n", 2 * depth, "",
                     view.verdict == Verdict::Dead ? "DEAD" : "ALIVE", view.eyesMin, view.bestGain, view.openRoom,
                     view.liberties);
    // The attacker's first move that the static judgement calls a kill
    // is read on when the group still has liberties to spare: with three
    // or more, the attacker cannot take it at once, and the owner's
    // answers (a throw-in, a move that widens the eye space, a
    // counter-atari on the stones around) are more than one look at the
    // eye spaces can weigh. So is the attacker's answer to the owner's
    // first move, the group having two liberties or more: the owner's
    // second move (the follow-up its first was played for: the other
    // half of a miai, the connection after a cut is threatened) is read
    // before the group is given up. Deeper down, the judgement stands.
    const bool verifyKill =
        owner && !view.captured &&
        ((depth == 1 && rootMover != goal.color && view.liberties >= kLibertiesToVerifyKill) ||
         (depth == 2 && rootMover == goal.color && view.liberties >= kLibertiesToVerifyAnswer));
    const bool readRoot = depth == 0 && owner && readDeadRoot;
    const bool readOnInAtari = owner && view.verdict == Verdict::Dead && savesAtari(view) && depth < depthLimit;
    if (trace && readOnInAtari)
        std::fprintf(stderr, "%*s(read on: a string in atari)\n", 2 * depth, "");
    if (view.verdict == Verdict::Dead && !(owner && fightsOn(view)) && !verifyKill && !readRoot && !readOnInAtari) {
        // The stone at the question's point was just taken as a ko (劫):
        // the owner may take back there after a threat.
        if (owner && view.captured && pos.koPoint() == goal.target && koThreats == 0 && !stop())
            return retakeKo(depth);
        return {owner ? Fail : Win, kNoPoint};
    }
    // The owner's answer to the attacker's first move that the static
    // judgement calls alive is read on while the group is short of
    // liberties: the eyes it counts may rest on capturing enemy stones
    // that are themselves racing the group's strings (攻め合い), and one
    // more attacker's move there (filling a liberty from outside, a
    // throw-in) can turn the count around. Only the attacker's best few
    // tries are read, so the question stays within its nodes.
    const bool verifyLife = !owner && depth == 2 && rootMover != goal.color && view.verdict == Verdict::Alive &&
                            view.liberties <= kLibertiesToVerifyLife;
    // A group that looks alive is read all the same this near the root
    // (readAliveTo, see run()).
    if (view.verdict == Verdict::Alive && (depth >= readAliveTo || (owner && readAliveTo == 1)) && !verifyLife)
        return {owner ? Win : Fail, kNoPoint};
    const std::uint64_t key =
        pos.hash() ^ goalKey ^ (owner ? 0 : kAttackerSalt) ^ (koThreats > 0 ? kKoSpentSalt : 0)
        ^ (rootMover == goal.color ? kOwnerFirstSalt : 0);
    // A stored answer serves when nothing below it was guessed, or when it
    // was read from as near the root (as deep and as wide) as here. One
    // that rests on a guess at the depth limit passes the guess on: the
    // answer built on it is no more exact, and the next, deeper reading
    // must read it again rather than take it as settled. A root with moves
    // left out (excludeAtRoot()) is read afresh.
    const bool afresh = rootReadAfresh(depth, mover);
    if (const auto it = cache.find(key); !afresh && it != cache.end()
        && (it->second.exact || (it->second.depth <= depth && it->second.limit >= depthLimit))) {
        if (!it->second.exact)
            ++depthGuesses;
        return {it->second.code, it->second.move};
    }
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
    std::vector<owl::Candidate> moves = candidates(view, mover);
    if (depth == 0 && rootFirst > kNoPoint)
        putFirst(moves, rootFirst, mover);
    // Every candidate at the root: the move that kills or saves is often
    // a quiet one (a placement, an approach from outside, a move that
    // takes away the room to run) that the one-move trial ranks low.
    // Wide near the root, narrow deeper down where only forced lines matter.
    const int width = verifyLife  ? kVerifyLifeWidth
                      : depth == 0 ? static_cast<int>(moves.size())
                      : depth < 2 ? budget.width
                      : depth < 5 ? std::max(2, budget.width - 2)
                                  : std::max(2, budget.width / 2 - 1);
    ReadResult best;
    int tried = 0;
    // In a standoff over shared liberties (see OwlView::mutual) every
    // move of the owner's there takes a liberty of its own: it waits
    // (plays elsewhere) first, and the attacker must fill them itself.
    if (owner && view.mutual) {
        if (const auto waited = wait(mover, depth, "standoff")) {
            best = *waited;
            ++tried;
        } else if (stopped) {
            return {};
        }
    }
    if (trace && depth == 0) {
        std::fprintf(stderr, "candidates:");
        for (const owl::Candidate& c : moves)
            std::fprintf(stderr, " %s/%d", toGtp(pos.board(), c.point).c_str(), c.key);
        std::fprintf(stderr, "\n");
    }
    for (const owl::Candidate& c : moves) {
        if (tried >= width || best.code == Win)
            break;
        if (!budgetLeft()) {
            ++budgetGuesses; // the moves left unread might have changed it
            break;
        }
        if (excludedAt(c.point, depth, mover) || !play(c.point, mover, c.ko))
            continue;
        ++tried;
        if (c.ko)
            ++koThreats;
        if (trace)
            std::fprintf(stderr, "%*s%s %s%s key %d\n", 2 * depth, "", mover == Black ? "B" : "W",
                         toGtp(pos.board(), c.point).c_str(), c.ko ? " (ko)" : "", c.key);
        const ReadResult reply =
            search(opponent(mover), depth + 1, c.view >= 0 ? &views[static_cast<std::size_t>(c.view)] : nullptr);
        if (trace)
            std::fprintf(stderr, "%*s-> %d\n", 2 * depth, "", reply.code);
        if (c.ko)
            --koThreats;
        undo(c.point, mover, c.ko);
        if (stopped)
            return {};
        int mine = tactics::otherSide(reply.code);
        if (c.ko && mine != Fail)
            mine = KoB; // we had to find a ko threat first
        if (rank(mine) > rank(best.code)) {
            best = {mine, c.point};
            if (mine == Win)
                break;
        }
    }
    // The owner found nothing, yet two eyes are counted that the view
    // does not call alive only because a string of the group cut off from
    // the rest is in atari and lost: its moves may only have filled an
    // eye. It waits (plays elsewhere), and the attacker must show how it
    // kills.
    if (owner && tried > 0 && best.code == Fail && view.eyesMin >= 4 && !view.mutual && budgetLeft()
        && owl::onlyLostStringsInAtari(pos.board(), goal, scratch)) {
        if (const auto waited = wait(mover, depth, "two eyes")) {
            if (rank(waited->code) > rank(best.code))
                best = *waited;
        } else if (stopped) {
            return {};
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
            best = {tactics::otherSide(reply.code), kNoPoint};
        } else if (!owner && budgetLeft()) {
            // The attacker has no move left to try (every point that
            // matters is illegal for it, as in a bent four after the
            // owner's answer to a placement): it passes, and the group is
            // judged with the owner to move.
            best = {looksAlive(view, goal.color) ? Fail : Win, kNoPoint};
        } else {
            if (!budgetLeft())
                ++budgetGuesses;
            const bool alive = looksAlive(view, mover);
            best = {(alive == owner) ? Win : Fail, kNoPoint};
        }
    }
    // A group read on past a static "dead" for a string in atari lives
    // only if the reading shows it to the end: a life that rests on a
    // guess at the depth limit or the budget leaves the verdict as it was
    // (such guesses found lives that GNU Go's owl.tst and exact reading
    // of closed corners do not have).
    if (readOnInAtari && best.code != Fail
        && (depthGuesses != depthGuessesBefore || budgetGuesses != budgetGuessesBefore))
        best = {Fail, kNoPoint};
    // An answer that rests on the budget running out is not kept: a later
    // question with nodes to spare reads it again.
    if (budgetGuesses == budgetGuessesBefore && !afresh) {
        if (cache.size() >= kCacheLimit)
            cache.clear();
        cache[key] = {best.code, best.move, depth, depthLimit, depthGuesses == depthGuessesBefore};
    }
    return best;
}

std::optional<ReadResult> Owl::Impl::wait(Color mover, int depth, const char* why)
{
    if (depth + 1 >= depthLimit || pos.play(Move{mover, kPass}) != MoveError::None)
        return std::nullopt;
    if (trace)
        std::fprintf(stderr, "%*s%s pass (%s)\n", 2 * depth, "", mover == Black ? "B" : "W", why);
    const ReadResult reply = search(opponent(mover), depth + 1);
    pos.undo();
    if (stopped)
        return std::nullopt;
    return ReadResult{tactics::otherSide(reply.code), kPass};
}

int Owl::Impl::keepView(OwlView& v)
{
    if (views.size() >= kViewLimit)
        return -1;
    views.push_back(std::move(v));
    const int at = static_cast<int>(views.size()) - 1;
    viewAt[viewKey()] = at;
    return at;
}

int Owl::Impl::viewHere(OwlView& spare)
{
    const int vi = findView();
    if (vi >= 0)
        return vi;
    spare = owl::judge(pos.board(), goal, scratch);
    return keepView(spare);
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
    //
    // A reading that cannot finish is not started: the nodes it would
    // spend are thrown away with it. Two plies more cost about as many
    // nodes as the last reading did, often up to twice as many (the
    // answers it settled without a guess come back from the cache, the
    // rest is read again deeper), so the next one is begun only while
    // twice the last one's nodes are left (kNextReading).
    ReadResult r;
    bool have = false;
    rootFirst = kNoPoint;
    for (int limit = std::min(kFirstDepth, budget.maxDepth);; limit = std::min(limit + 2, budget.maxDepth)) {
        depthLimit = limit;
        const std::uint64_t depthBefore = depthGuesses;
        const std::uint64_t budgetBefore = budgetGuesses;
        const std::uint64_t nodesBefore = questionNodes;
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
        const std::uint64_t spent = questionNodes - nodesBefore;
        if (questionNodes + spent * kNextReading.num / kNextReading.den > budget.maxNodes) {
            exhausted = true;
            break;
        }
        // The best move of this reading is read first by the next.
        if (r.code != Fail && r.move > kNoPoint)
            rootFirst = r.move;
    }
    rootFirst = kNoPoint;
    depthLimit = budget.maxDepth;
    return r;
}

OwlView Owl::Impl::rootView(Color mover)
{
    // The ko point binds only the side to move: when the reading side is
    // not on turn, the other side's pass leaves the ko open for it.
    if (pos.toMove() != mover)
        pos.play(Move{pos.toMove(), kPass});
    return owl::judge(pos.board(), goal, scratch);
}

ReadResult Owl::Impl::run(Color mover)
{
    rootMover = mover;
    depthLimit = budget.maxDepth;
    const OwlView view = rootView(mover);
    const bool owner = mover == goal.color;
    if (trace)
        std::fprintf(stderr, "root: verdict %d eyes %d+%d room %d (%zu points) reach %d libs %d weak %d escape %d\n",
                     static_cast<int>(view.verdict), view.eyesMin, view.bestGain, view.openRoom, view.room.size(),
                     view.reach, view.liberties, view.weakNeighbour, view.escape ? 1 : 0);
    // A group that looks alive is read all the same: the static judgement
    // counts eye spaces by their shape, and a placement (置き) or a ko (劫)
    // that a shape with no liberties to spare allows (a rectangular six
    // in the corner with its outside liberties filled, say) is only seen
    // by playing it. Asked to defend it, the owner passes when the
    // attacker, moving first, cannot kill it; else the owner's move that
    // prevents the kill is read, the attacker's answer to it read as at
    // the root of an attack.
    if (view.verdict == Verdict::Alive && owner) {
        ReadResult kill;
        if (pos.play(Move{mover, kPass}) == MoveError::None) {
            kill = deepen(opponent(mover));
            pos.undo();
        }
        if (stopped)
            return {};
        if (kill.code == Fail)
            return ReadResult{Win, kPass};
        readAliveTo = 2;
        ReadResult r = deepen(mover);
        readAliveTo = 1;
        if (stopped)
            return {};
        if (r.code != Fail && r.move == kNoPoint)
            r.move = kPass;
        return r;
    }
    if (view.verdict == Verdict::Dead && owner && !fightsOn(view) && !savesAtari(view) && !readDeadRoot)
        return {};
    if (view.verdict == Verdict::Dead && !owner) {
        // Already dead: name a move that keeps it so (or, when the owner
        // can answer every one with a ko, the one that leaves it the ko).
        ReadResult best;
        for (const owl::Candidate& c : candidates(view, mover)) {
            if (excludedAt(c.point, 0, mover) || !play(c.point, mover, c.ko))
                continue;
            const ReadResult reply = search(opponent(mover), 1);
            undo(c.point, mover, c.ko);
            int mine = tactics::otherSide(reply.code);
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
    return impl_->ask(pos, p, analysis, true);
}

ReadResult Owl::defend(const Position& pos, Point p, const Analysis* analysis)
{
    return impl_->ask(pos, p, analysis, false);
}

ReadResult Owl::Impl::ask(const Position& p, Point target, const Analysis* analysis, bool attack)
{
    ReadResult r;
    if (setUp(p, target, analysis))
        r = run(attack ? opponent(goal.color) : goal.color);
    rootExcluded.clear();
    readDeadRoot = false;
    return r;
}

void Owl::excludeAtRoot(std::vector<Point> moves)
{
    impl_->rootExcluded = std::move(moves);
}

void Owl::readDeadLookingRoot()
{
    impl_->readDeadRoot = true;
}

std::vector<Point> Owl::rootMoves(const Position& pos, Point p, Color mover, int max, const Analysis* analysis)
{
    std::vector<Point> out;
    if (!impl_->setUp(pos, p, analysis))
        return out;
    for (const owl::Candidate& c : impl_->candidates(impl_->rootView(mover), mover)) {
        if (static_cast<int>(out.size()) >= max)
            break;
        if (!c.ko)
            out.push_back(c.point);
    }
    return out;
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
void Owl::clearCache()
{
    impl_->cache.clear();
    impl_->views.clear();
    impl_->viewAt.clear();
    impl_->viewsQuestion = 0;
}
const OwlBudget& Owl::budget() const { return impl_->budget; }
void Owl::setBudget(const OwlBudget& budget)
{
    impl_->budget = budget;
    clearCache();
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
