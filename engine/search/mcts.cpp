#include "mcts.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace irodori::search {

namespace {

// Share of a playout's result that is the margin, not the win.
constexpr double kMarginWeight = 0.1;

double now()
{
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

bool emptyAround(const Board& b, Point p, int radius)
{
    const int x0 = b.column(p), y0 = b.row(p);
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx) {
            const int x = x0 + dx, y = y0 + dy;
            if (x < 0 || y < 0 || x >= b.size() || y >= b.size())
                continue;
            if (b.color(b.at(x, y)) != Empty)
                return false;
        }
    return true;
}

} // namespace

MonteCarlo::MonteCarlo(MctsConfig config) : config_(config) {}

void MonteCarlo::expand(int node, const SimBoard& sim)
{
    const Board& b = sim.board();
    const Color c = sim.toMove();
    const Point last = sim.lastMove();
    const int first = static_cast<int>(nodes_.size());
    const float even = static_cast<float>(config_.evenPrior);
    const int n = b.size();
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const Point p = b.at(x, y);
            if (!sim.isLegal(p) || isOwnTrueEye(b, p, c))
                continue;
            float pn = even, pw = even / 2;
            auto bonus = [&](float visits, float wins) {
                pn += visits;
                pw += wins;
            };
            int stones = 0;
            const int captures = b.wouldCapture(p, c);
            if (isSelfAtari(b, p, c, &stones))
                bonus(stones > 1 ? 20.f : 8.f, 0.f);
            if (captures > 0)
                bonus(10.f + 2.f * std::min(captures, 10), 10.f + 2.f * std::min(captures, 10));
            // Saving an own string in atari: the move gives it three liberties.
            for (int i = 0; i < 4; ++i) {
                const Point q = p + b.offsets()[i];
                if (b.color(q) == c && b.liberties(q) == 1 && libertiesAfter(b, p, c, 3) >= 3) {
                    bonus(12.f, 12.f);
                    break;
                }
            }
            // Close to the last move (the local answer).
            if (last > 0) {
                const int dx = std::abs(b.column(p) - b.column(last)), dy = std::abs(b.row(p) - b.row(last));
                if (dx <= 1 && dy <= 1)
                    bonus(6.f, 5.f);
                else if (dx + dy <= 2)
                    bonus(4.f, 3.f);
            }
            // The first two lines of an empty area are poor moves.
            const int line = b.line(p);
            if (line <= 2 && emptyAround(b, p, 2))
                bonus(line == 1 ? 15.f : 6.f, 0.f);
            Node child;
            child.move = p;
            child.color = c;
            child.n = pn;
            child.w = pw;
            child.prior = pn;
            child.priorWins = pw;
            nodes_.push_back(child);
        }
    // Passing: worth reading once the opponent has passed, otherwise rarely.
    Node pass;
    pass.move = kPass;
    pass.color = c;
    pass.n = even;
    pass.w = last == kPass ? even / 2 : even / 10;
    pass.prior = even;
    pass.priorWins = pass.w;
    nodes_.push_back(pass);
    nodes_[node].firstChild = first;
    nodes_[node].childCount = static_cast<int>(nodes_.size()) - first;
}

void MonteCarlo::applyEvaluation(int node, const Position& pos)
{
    Node& nd = nodes_[node];
    nd.evaluated = true;
    if (!evaluator_ || nd.childCount == 0)
        return;
    // The root and the replies the playouts keep choosing: few positions
    // per search, each read fully (as the board's analysis reads).
    const std::vector<Candidate> cands = evaluator_->node(pos, Evaluator::Reading::Full).candidates;
    const int area = pos.board().stride() * pos.board().stride();
    std::vector<int> child(static_cast<std::size_t>(area), -1);
    for (int i = 0; i < nd.childCount; ++i) {
        const Point m = nodes_[nd.firstChild + i].move;
        if (m > 0)
            child[m] = nd.firstChild + i;
    }
    int rank = 0;
    for (const Candidate& c : cands) {
        if (c.point <= 0 || child[c.point] < 0)
            continue;
        Node& ch = nodes_[child[c.point]];
        float visits = 0, wins = 0;
        if ((c.reasons & (kReasonCapture | kReasonSave)) && c.value >= 300) {
            // Reading says this takes or saves stones: nearly sure wins.
            visits = std::min(40.f, 8.f + c.value / 40.f);
            wins = visits;
        } else if (rank < 20) {
            visits = 6.f + 14.f * (1.f - static_cast<float>(rank) / 20.f);
            wins = visits;
        }
        ++rank;
        ch.n += visits;
        ch.w += wins;
        ch.prior += visits;
        ch.priorWins += wins;
    }
}

int MonteCarlo::select(int node) const
{
    const Node& parent = nodes_[node];
    int best = parent.firstChild;
    double bestValue = -1e9;
    for (int i = 0; i < parent.childCount; ++i) {
        const Node& ch = nodes_[parent.firstChild + i];
        double v = ch.w / ch.n;
        if (ch.rn > 0) {
            const double beta = ch.rn / (ch.rn + ch.n + ch.rn * ch.n / config_.raveEquivalence);
            v = (1 - beta) * v + beta * (ch.rw / ch.rn);
        }
        if (v > bestValue) {
            bestValue = v;
            best = parent.firstChild + i;
        }
    }
    return best;
}

void MonteCarlo::simulate(FastRandom& rng)
{
    SimBoard sim = *start_;
    ++stamp_;
    if (stamp_ == 0) {
        std::fill(amafStamp_.begin(), amafStamp_.end(), 0);
        stamp_ = 1;
    }
    path_.clear();
    path_.push_back(0);
    int sequence = 0; // index of the next move in this simulation
    auto record = [&](Point p, Color c) {
        if (p > 0 && amafStamp_[p] != stamp_) {
            amafStamp_[p] = stamp_;
            amafIndex_[p] = sequence;
            amafColor_[p] = c;
        }
        ++sequence;
    };
    int node = 0;
    // Descend the tree.
    while (nodes_[node].childCount > 0) {
        // The replies to a root move that the playouts keep choosing get the
        // evaluation's reading too (captures, escapes, ladders).
        if (evaluator_ && path_.size() == 2 && !nodes_[node].evaluated &&
            nodes_[node].n - nodes_[node].prior >= config_.replyPriorVisits) {
            Rules rules = root_->rules();
            applyEvaluation(node, Position(sim.board(), sim.toMove(), rules));
        }
        const int child = select(node);
        // A tree move is legal where it was grown; should the board say
        // otherwise, the descent stops rather than play it.
        if (!sim.isLegal(nodes_[child].move))
            break;
        node = child;
        record(nodes_[node].move, sim.toMove());
        sim.play(nodes_[node].move);
        path_.push_back(node);
        if (sim.passes() >= 2)
            break;
    }
    // Grow it.
    if (sim.passes() < 2 && nodes_[node].childCount == 0 && nodes_[node].n - nodes_[node].prior >= expandAt_ - 1 &&
        nodes_.size() + 400 < config_.maxTreeNodes) {
        expand(node, sim);
        if (node == 0 && evaluator_ && !nodes_[0].evaluated)
            applyEvaluation(0, *root_);
        if (nodes_[node].childCount > 0) {
            node = select(node);
            record(nodes_[node].move, sim.toMove());
            sim.play(nodes_[node].move);
            path_.push_back(node);
        }
    }
    // Play out. Two passes in the tree still leave dead stones on the
    // board: the playout takes them off before counting.
    sim.clearPasses();
    const int limit = 3 * sim.board().size() * sim.board().size();
    while (sim.passes() < 2 && sim.moves() < limit) {
        const Point p = sim.policyMove(rng);
        record(p, sim.toMove());
        sim.play(p);
    }
    const double count = sim.areaScore() - territoryCorrection_;
    const double score = count - komi_;
    // Mostly who won, a little by how much: among moves that all win (or
    // all lose) the playouts then still prefer taking stones to slack
    // moves, and a lost game is kept close.
    const double scale = 0.1 * sim.board().size() * sim.board().size();
    const double win = score > 0 ? 1.0 : (score < 0 ? 0.0 : 0.5);
    const float blackResult =
        static_cast<float>((1 - kMarginWeight) * win + kMarginWeight * (0.5 + 0.5 * std::tanh(score / scale)));
    scoreSum_ += count - root_->rules().komi;
    ++playouts_;
    const Board& fb = sim.board();
    for (int y = 0; y < fb.size(); ++y)
        for (int x = 0; x < fb.size(); ++x) {
            const Point p = fb.at(x, y);
            const Color o = sim.ownerAt(p);
            ownerSum_[p] += o == Black ? 1.f : (o == White ? -1.f : 0.f);
        }
    // Back up: real results along the path, RAVE results to the siblings
    // of each step whose move the same colour played later in the game.
    for (std::size_t d = 0; d < path_.size(); ++d) {
        Node& nd = nodes_[path_[d]];
        nd.n += 1;
        nd.w += nd.color == Black ? blackResult : 1.f - blackResult;
        if (nd.childCount == 0)
            continue;
        for (int i = 0; i < nd.childCount; ++i) {
            Node& ch = nodes_[nd.firstChild + i];
            const Point m = ch.move;
            if (m <= 0 || amafStamp_[m] != stamp_ || amafIndex_[m] < static_cast<int>(d) ||
                amafColor_[m] != ch.color)
                continue;
            ch.rn += 1;
            ch.rw += ch.color == Black ? blackResult : 1.f - blackResult;
        }
    }
}

std::vector<Point> MonteCarlo::principalVariation() const
{
    std::vector<Point> pv;
    int node = 0;
    while (nodes_[node].childCount > 0 && pv.size() < 20) {
        const Node& parent = nodes_[node];
        int best = -1;
        float visits = 0;
        for (int i = 0; i < parent.childCount; ++i) {
            const Node& ch = nodes_[parent.firstChild + i];
            const float real = ch.n - ch.prior;
            if (real > visits) {
                visits = real;
                best = parent.firstChild + i;
            }
        }
        if (best < 0)
            break;
        pv.push_back(nodes_[best].move);
        node = best;
    }
    return pv;
}

bool MonteCarlo::reuseTree(const Position& pos)
{
    if (!config_.reuseTree || !haveTree_ || nodes_.empty() || pos.size() != treeSize_ || komi_ != treeKomi_ ||
        territoryCorrection_ != treeCorrection_)
        return false;
    const std::vector<Move> moves = pos.moves();
    if (moves.size() < treeMoves_.size() || !std::equal(treeMoves_.begin(), treeMoves_.end(), moves.begin()))
        return false;
    // The same moves must lead from the same start: taken back to the
    // tree's root, the position must be the one the tree was grown from.
    {
        Position back = pos;
        for (std::size_t i = treeMoves_.size(); i < moves.size(); ++i) {
            if (!back.canUndo())
                return false;
            back.undo();
        }
        if (back.hash() != treeHash_)
            return false;
    }
    // Walk down by the moves played since.
    int node = 0;
    for (std::size_t i = treeMoves_.size(); i < moves.size(); ++i) {
        const Node& nd = nodes_[node];
        int next = -1;
        for (int c = 0; c < nd.childCount; ++c)
            if (nodes_[nd.firstChild + c].move == moves[i].point && nodes_[nd.firstChild + c].color == moves[i].color) {
                next = nd.firstChild + c;
                break;
            }
        if (next < 0)
            return false;
        node = next;
    }
    if (nodes_[node].childCount == 0 || nodes_[node].color != opponent(pos.toMove()))
        return false;
    if (node == 0)
        return true;
    // Copy the subtree to a fresh arena, children kept together.
    std::vector<Node> fresh;
    fresh.reserve(nodes_.size() / 2 + 1);
    fresh.push_back(nodes_[node]);
    std::vector<std::pair<int, int>> queue{{node, 0}};
    for (std::size_t q = 0; q < queue.size(); ++q) {
        const auto [from, to] = queue[q];
        const Node& old = nodes_[from];
        if (old.childCount == 0)
            continue;
        const int first = static_cast<int>(fresh.size());
        for (int c = 0; c < old.childCount; ++c) {
            fresh.push_back(nodes_[old.firstChild + c]);
            queue.push_back({old.firstChild + c, first + c});
        }
        fresh[to].firstChild = first;
    }
    nodes_.swap(fresh);
    return true;
}

MctsResult MonteCarlo::search(const Position& pos, const SearchLimits& limits, const ProgressCallback& progress,
                              Evaluator* evaluator)
{
    const double start = now();
    SimBoard startBoard(pos);
    start_ = &startBoard;
    root_ = &pos;
    evaluator_ = config_.evaluationPrior ? evaluator : nullptr;
    komi_ = pos.rules().komi + (pos.toMove() == Black ? config_.safetyMargin : -config_.safetyMargin);
    expandAt_ = config_.expandVisits > 0 ? config_.expandVisits : std::max(2, pos.size() * pos.size() / 45);
    territoryCorrection_ = 0;
    if (pos.rules().scoring == Scoring::Territory) {
        // Stones each side placed (on the board now, or taken by the
        // other) that were not moves: setup stones. Black's alone are
        // handicap stones (置石); a position set up with both colours
        // stands for moves whose order is unknown, so only the half
        // point is taken then.
        int setup[3] = {0, pos.board().stoneCount(Black) + pos.prisoners(White),
                        pos.board().stoneCount(White) + pos.prisoners(Black)};
        for (const Move& m : pos.moves())
            if (!m.isPass())
                --setup[m.color];
        territoryCorrection_ = (setup[White] == 0 ? setup[Black] : 0) + 0.5;
    }
    const std::size_t area = static_cast<std::size_t>(pos.board().stride() * pos.board().stride());
    ownerSum_.assign(area, 0.f);
    amafStamp_.assign(area, 0);
    amafIndex_.assign(area, 0);
    amafColor_.assign(area, 0);
    stamp_ = 0;
    scoreSum_ = 0;
    playouts_ = 0;
    if (!reuseTree(pos)) {
        nodes_.clear();
        nodes_.reserve(std::min<std::size_t>(config_.maxTreeNodes, 1u << 18));
        Node root;
        root.move = kNoPoint;
        root.color = opponent(pos.toMove());
        nodes_.push_back(root);
    }
    // A kept root was a reply deep in the last tree: it gets the root's
    // prior now.
    if (nodes_[0].childCount > 0 && !nodes_[0].evaluated && evaluator_)
        applyEvaluation(0, pos);
    treeMoves_ = pos.moves();
    treeHash_ = pos.hash();
    treeSize_ = pos.size();
    treeKomi_ = komi_;
    treeCorrection_ = territoryCorrection_;
    haveTree_ = true;

    FastRandom rng(limits.seed * 0x9e3779b97f4a7c15ull + 1);
    MctsResult result;
    double lastReport = start;
    while (true) {
        if (limits.stop && limits.stop->load(std::memory_order_relaxed)) {
            result.stopped = true;
            break;
        }
        if (limits.maxNodes > 0 && playouts_ >= limits.maxNodes)
            break;
        if (limits.maxSeconds > 0 && now() - start >= limits.maxSeconds)
            break;
        simulate(rng);
        if (progress && (playouts_ % 500 == 0)) {
            const double t = now();
            if (t - lastReport >= 0.1) {
                lastReport = t;
                SearchProgress p;
                p.pv = principalVariation();
                p.depth = static_cast<int>(p.pv.size());
                p.nodes = playouts_;
                p.best = p.pv.empty() ? kPass : p.pv.front();
                const double mean = scoreSum_ / static_cast<double>(playouts_);
                p.score = static_cast<int>(std::lround(100 * (pos.toMove() == Black ? mean : -mean)));
                p.seconds = t - start;
                progress(p);
            }
        }
    }

    result.playouts = playouts_;
    result.seconds = now() - start;
    result.pv = principalVariation();
    const Node& r = nodes_[0];
    for (int i = 0; i < r.childCount; ++i) {
        const Node& ch = nodes_[r.firstChild + i];
        const int real = static_cast<int>(std::lround(ch.n - ch.prior));
        if (real <= 0)
            continue;
        // The win rate of the playouts alone, without the virtual wins.
        result.children.push_back({ch.move, real, (ch.w - ch.priorWins) / (ch.n - ch.prior)});
    }
    std::stable_sort(result.children.begin(), result.children.end(),
                     [](const MctsChild& a, const MctsChild& b) { return a.visits > b.visits; });
    if (!result.children.empty()) {
        result.best = result.children.front().move;
        result.winRate = result.children.front().winRate;
    } else {
        // No playout finished: the best prior, or a pass.
        result.best = kPass;
        if (evaluator_) {
            const auto& c = evaluator_->node(pos, Evaluator::Reading::Full).candidates;
            if (!c.empty())
                result.best = c.front().point;
        }
    }
    result.ownership.assign(area, 0.f);
    if (playouts_ > 0) {
        for (std::size_t p = 0; p < area; ++p)
            result.ownership[p] = ownerSum_[p] / static_cast<float>(playouts_);
        result.meanScore = scoreSum_ / static_cast<double>(playouts_);
    }
    if (progress) {
        SearchProgress p;
        p.pv = result.pv;
        p.depth = static_cast<int>(p.pv.size());
        p.nodes = playouts_;
        p.best = result.best;
        p.score = static_cast<int>(std::lround(100 * (pos.toMove() == Black ? result.meanScore : -result.meanScore)));
        p.seconds = result.seconds;
        progress(p);
    }
    start_ = nullptr;
    root_ = nullptr;
    evaluator_ = nullptr;
    return result;
}

} // namespace irodori::search
