#include "searcher.h"

#include <algorithm>
#include <chrono>
#include <random>

namespace irodori::search {

namespace {

constexpr int kInf = 1 << 29;
constexpr int kMaxPly = 128;

double now()
{
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

struct Ordered {
    Point point;
    long long key;
};

} // namespace

Searcher::Searcher(SearchConfig config, EvaluatorConfig evalConfig)
    : config_(std::move(config)), eval_(evalConfig), tt_(16), killers_(kMaxPly), history_(3 * kMaxArea, 0)
{
}

void Searcher::clear()
{
    eval_.clear();
    tt_.clear();
}

int Searcher::widthAt(int ply) const
{
    if (config_.widths.empty())
        return widthAtPly(ply);
    const std::size_t i = static_cast<std::size_t>(std::max(1, ply) - 1);
    return config_.widths[std::min(i, config_.widths.size() - 1)];
}

bool Searcher::shouldStop()
{
    if (aborted_)
        return true;
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed))
        aborted_ = true;
    else if (limits_.maxNodes > 0 && nodes_ >= limits_.maxNodes)
        aborted_ = true;
    else if (limits_.maxSeconds > 0 && now() - startTime_ >= limits_.maxSeconds)
        aborted_ = true;
    return aborted_;
}

// Deeper plies read locally (seed 000): near the stones played in this
// line, and near the strings the last move weakened.
std::vector<Point> Searcher::focusPoints(const Position& pos) const
{
    std::vector<Point> focus;
    for (Point p : path_)
        if (p > 0)
            focus.push_back(p);
    const Move* last = pos.lastMove();
    if (!last || last->isPass())
        return focus;
    const Board& b = pos.board();
    const Point p = last->point;
    if (!isStone(b.color(p)))
        return focus;
    for (int i = 0; i < 4; ++i) {
        const Point q = p + b.offsets()[i];
        if (!isStone(b.color(q)) || b.liberties(q) > 3)
            continue;
        Point stones[kMaxArea];
        const int n = b.stoneList(q, stones);
        for (int j = 0; j < n && j < 24; ++j)
            focus.push_back(stones[j]);
    }
    return focus;
}

int Searcher::alphaBeta(Position& pos, int depth, int ply, int alpha, int beta, std::vector<Point>& pv)
{
    pv.clear();
    ++nodes_;
    if (shouldStop())
        return 0;
    const NodeInfo& info = eval_.node(pos);
    const Color me = pos.toMove();
    const int stand = sideValue(info, me);
    if (depth <= 0 || pos.consecutivePasses() >= 2 || ply >= kMaxPly - 1)
        return stand;
    const bool passAllowed = info.phase == analysis::GamePhase::Endgame || pos.consecutivePasses() > 0;
    const bool local = ply >= config_.wholeBoardPlies;
    std::vector<Point> focus;
    if (local)
        focus = focusPoints(pos);
    SelectOptions so;
    so.width = widthAt(ply + 1);
    so.focus = local ? &focus : nullptr;
    so.focusRadius = config_.focusRadius;
    const std::vector<Candidate> cands = selectCandidates(info.candidates, pos.board(), so);
    // info may move once the children are evaluated: nothing below reads it.

    const std::uint64_t key = Evaluator::key(pos);
    Point hashMove = kNoPoint;
    if (const TTEntry* e = tt_.probe(key)) {
        hashMove = e->move;
        if (e->depth >= depth) {
            if (e->bound == Bound::Exact || (e->bound == Bound::Lower && e->score >= beta) ||
                (e->bound == Bound::Upper && e->score <= alpha)) {
                if (e->move != kNoPoint)
                    pv.push_back(e->move);
                return e->score;
            }
        }
    }

    std::vector<Ordered> moves;
    moves.reserve(cands.size() + 2);
    const auto& killers = killers_[ply];
    constexpr long long kTop = 1LL << 40;
    for (const Candidate& c : cands) {
        long long k = c.value + 4LL * history_[me * kMaxArea + c.point];
        if (c.point == hashMove)
            k = kTop;
        else if (c.point == killers[0])
            k = kTop - 1;
        else if (c.point == killers[1])
            k = kTop - 2;
        moves.push_back({c.point, k});
    }
    if (hashMove > 0 && std::none_of(moves.begin(), moves.end(), [&](const Ordered& o) { return o.point == hashMove; }) &&
        pos.isLegal({me, hashMove}))
        moves.push_back({hashMove, kTop});
    if (passAllowed || moves.empty())
        moves.push_back({kPass, hashMove == kPass ? kTop : -kTop});
    std::stable_sort(moves.begin(), moves.end(), [](const Ordered& l, const Ordered& r) { return l.key > r.key; });

    const int alphaOrig = alpha;
    int best = -kInf;
    Point bestMove = kNoPoint;
    // In the local plies a player may also answer elsewhere (手抜き): the
    // static value is a floor, since no local move is forced.
    if (local) {
        best = stand;
        if (best > alpha)
            alpha = best;
        if (alpha >= beta)
            return best;
    }
    std::vector<Point> childPv;
    for (const Ordered& m : moves) {
        if (pos.play({me, m.point}) != MoveError::None)
            continue;
        path_.push_back(m.point);
        const int score = -alphaBeta(pos, depth - 1, ply + 1, -beta, -alpha, childPv);
        path_.pop_back();
        pos.undo();
        if (aborted_)
            return 0;
        if (score > best) {
            best = score;
            bestMove = m.point;
            pv.clear();
            pv.push_back(m.point);
            pv.insert(pv.end(), childPv.begin(), childPv.end());
        }
        if (score > alpha)
            alpha = score;
        if (alpha >= beta) {
            if (m.point > 0) {
                auto& k = killers_[ply];
                if (k[0] != m.point) {
                    k[1] = k[0];
                    k[0] = m.point;
                }
                history_[me * kMaxArea + m.point] += depth * depth;
            }
            break;
        }
    }
    if (best == -kInf)
        return stand;
    const Bound bound = best <= alphaOrig ? Bound::Upper : (best >= beta ? Bound::Lower : Bound::Exact);
    tt_.store(key, depth, best, bound, bestMove);
    return best;
}

SearchResult Searcher::search(const Position& start, const SearchLimits& limits, const ProgressCallback& progress)
{
    limits_ = limits;
    nodes_ = 0;
    aborted_ = false;
    startTime_ = now();
    path_.clear();
    for (auto& k : killers_)
        k = {kNoPoint, kNoPoint};
    std::fill(history_.begin(), history_.end(), 0);
    const std::uint64_t evalsBefore = eval_.evaluations();

    SearchResult result;
    Position pos = start;
    const Color me = pos.toMove();
    ++nodes_;
    const NodeInfo& info = eval_.node(pos, Evaluator::Reading::Full);
    result.staticScore = sideValue(info, me);
    result.score = result.staticScore;
    result.passConsidered = info.phase == analysis::GamePhase::Endgame || pos.consecutivePasses() > 0;
    SelectOptions so;
    so.width = widthAt(1);
    std::mt19937_64 rng(limits.seed);
    for (const Candidate& c : selectCandidates(info.candidates, pos.board(), so)) {
        RootMove rm;
        rm.point = c.point;
        rm.reasons = c.reasons;
        rm.provisional = c.value + (config_.jitter > 0 ? static_cast<int>(rng() % (config_.jitter + 1)) : 0);
        result.root.push_back(rm);
    }
    std::stable_sort(result.root.begin(), result.root.end(),
                     [](const RootMove& l, const RootMove& r) { return l.provisional > r.provisional; });
    if (result.root.empty())
        result.passConsidered = true;
    result.best = result.root.empty() ? kPass : result.root.front().point;
    if (!result.root.empty())
        result.pv = {result.best};

    auto report = [&](int depth, Point best, int score, const std::vector<Point>& pv) {
        if (!progress)
            return;
        SearchProgress p;
        p.depth = depth;
        p.nodes = nodes_;
        p.best = best;
        p.score = score;
        p.pv = pv;
        p.seconds = now() - startTime_;
        progress(p);
    };

    std::vector<Point> childPv;
    for (int depth = 1; depth <= std::max(1, limits.maxDepth); ++depth) {
        int alpha = -kInf;
        Point iterBest = kNoPoint;
        int iterScore = -kInf;
        std::vector<Point> iterPv;
        int completedMoves = 0;
        if (result.passConsidered) {
            pos.play({me, kPass});
            path_.push_back(kPass);
            const int s = -alphaBeta(pos, depth - 1, 1, -kInf, kInf, childPv);
            path_.pop_back();
            pos.undo();
            if (aborted_)
                break;
            result.passScore = s;
            iterBest = kPass;
            iterScore = s;
            iterPv = {kPass};
            iterPv.insert(iterPv.end(), childPv.begin(), childPv.end());
            alpha = s + config_.passMargin - 1;
        }
        for (RootMove& rm : result.root) {
            if (pos.play({me, rm.point}) != MoveError::None)
                continue;
            path_.push_back(rm.point);
            const int s = -alphaBeta(pos, depth - 1, 1, -kInf, -alpha, childPv);
            path_.pop_back();
            pos.undo();
            if (aborted_)
                break;
            ++completedMoves;
            rm.score = s;
            rm.exact = s > alpha;
            if (s > alpha) {
                alpha = s;
                iterBest = rm.point;
                iterScore = s;
                iterPv = {rm.point};
                iterPv.insert(iterPv.end(), childPv.begin(), childPv.end());
                report(depth, iterBest, iterScore, iterPv);
            }
        }
        // An interrupted iteration counts once the previous best move (the
        // first in the order) has been read again: any move that beat it is
        // better than what the last full iteration knew.
        const bool complete = !aborted_;
        const bool usable = complete || completedMoves > 0;
        if (usable && iterBest != kNoPoint) {
            result.best = iterBest;
            result.score = iterScore;
            result.pv = iterPv;
        }
        if (!complete)
            break;
        result.depth = depth;
        // The next iteration starts with the best move, then the others by score.
        std::stable_sort(result.root.begin(), result.root.end(), [&](const RootMove& l, const RootMove& r) {
            const bool lb = l.point == result.best, rb = r.point == result.best;
            if (lb != rb)
                return lb;
            return l.score > r.score;
        });
        report(depth, result.best, result.score, result.pv);
        if (result.root.size() <= 1 && !result.passConsidered)
            break;
    }
    result.nodes = nodes_;
    result.evaluations = eval_.evaluations() - evalsBefore;
    result.stopped = aborted_;
    result.seconds = now() - startTime_;
    return result;
}

} // namespace irodori::search
