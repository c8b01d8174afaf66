#include "evaluator.h"

#include "analysis/tactics_port.h"

#include <algorithm>
#include <cmath>

namespace irodori::search {

namespace {

std::uint64_t mix(std::uint64_t x)
{
    // splitmix64 finaliser: spreads small numbers over all bits.
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

// What the search's evaluations compute: everything but seed 004's charge
// model, which only the board's potential layer draws (no step reads it);
// it costs about a third of a differential evaluation.
analysis::EvalOptions searchOptions()
{
    analysis::EvalOptions o;
    o.chargeModel = false;
    return o;
}

} // namespace

Evaluator::Lane::Lane(const tactics::ReadBudget& budget)
    : reader(std::make_unique<tactics::Reader>(budget)),
      tactics(std::make_unique<analysis::ReaderTactics>(*reader, true)),
      incremental(std::make_unique<analysis::Evaluator>(*tactics, searchOptions()))
{
}

void Evaluator::Lane::clear()
{
    reader->clearCache();
    incremental->clear();
}

Evaluator::Evaluator(EvaluatorConfig config)
    : config_(config), full_(tactics::ReadBudget{}), tree_(std::make_unique<Lane>(config.treeReading))
{
}

void Evaluator::setConfig(const EvaluatorConfig& config)
{
    const bool sameReading = config_.treeReading == config.treeReading;
    config_ = config;
    if (!sameReading)
        tree_ = std::make_unique<Lane>(config_.treeReading);
    cache_.clear();
}

void Evaluator::clear()
{
    cache_.clear();
    full_.clear();
    tree_->clear();
}

std::uint64_t Evaluator::key(const Position& pos)
{
    // The position hash covers stones, side to move and ko; the score also
    // depends on prisoners (Japanese counting), komi, the counting rule and
    // the board size (the same stone hash on another board is another
    // position).
    const Rules& r = pos.rules();
    std::uint64_t k = pos.hash();
    k ^= mix(static_cast<std::uint64_t>(pos.prisoners(Black)) * 1000003u + pos.prisoners(White));
    k ^= mix(0x51ull + static_cast<std::uint64_t>(std::llround(r.komi * 2) + 4096) * 64 + pos.size() * 2 +
             (r.scoring == Scoring::Area ? 1 : 0));
    return k;
}

const analysis::Analysis& Evaluator::evaluate(const Position& pos, bool full)
{
    // The readers' caches are keyed by stone hashes, which mean other
    // positions on another board size.
    if (pos.size() != readerSize_) {
        full_.clear();
        tree_->clear();
        readerSize_ = pos.size();
    }
    return (full ? full_ : *tree_).incremental->evaluate(pos);
}

analysis::Analysis Evaluator::analyse(const Position& pos)
{
    return evaluate(pos, true);
}

int Evaluator::blackValue(const Position& pos, const analysis::Analysis& a) const
{
    const analysis::Score& s = a.score;
    int v = s.evaluation;
    if (pos.rules().scoring == Scoring::Area) {
        // Chinese counting: stones instead of prisoners and dead stones
        // (their points count as territory either way).
        v += 100 * ((s.blackStones - s.whiteStones) - (s.blackPrisoners - s.whitePrisoners)) -
             90 * (s.whiteDeadOnBoard - s.blackDeadOnBoard);
    }
    if (config_.potentialWeight != 0) {
        int potential = 0;
        for (std::size_t p = 0; p < a.territoryKind.size(); ++p)
            if (a.territoryKind[p] == analysis::TerritoryKind::Potential)
                potential += a.owner[p] == Black ? 1 : (a.owner[p] == White ? -1 : 0);
        v += config_.potentialWeight * potential;
    }
    return v - static_cast<int>(std::lround(pos.rules().komi * 100));
}

int Evaluator::tempoValue(const Position& pos, const analysis::Analysis& a)
{
    const Color me = pos.toMove();
    int best = 0;
    for (const analysis::Group& g : a.groups) {
        if (g.status != analysis::GroupStatus::Unsettled)
            continue;
        int size = g.stones;
        for (int r : g.regions)
            size += static_cast<int>(a.regions[r].points.size());
        // The score charges an unsettled group 2 x size x (100 - safety):
        // saving it earns that back, killing it costs the owner the rest.
        const int gain = g.color == me ? 2 * size * (100 - g.safety) : 2 * size * g.safety;
        best = std::max(best, gain);
    }
    for (const analysis::StringInfo& s : a.strings) {
        if (s.status != analysis::TacticalStatus::Unsettled)
            continue;
        const int stones = static_cast<int>(s.stones.size());
        best = std::max(best, s.color == me ? 100 * stones : 200 * stones);
    }
    return best / 2;
}

const NodeInfo& Evaluator::node(const Position& pos, Reading reading)
{
    const bool full = reading == Reading::Full;
    const std::uint64_t k = full ? ~key(pos) : key(pos);
    auto it = cache_.find(k);
    if (it != cache_.end()) {
        ++hits_;
        return it->second;
    }
    if (cache_.size() >= config_.capacity)
        cache_.clear();
    ++evaluations_;
    const analysis::Analysis& a = evaluate(pos, full);
    NodeInfo info;
    info.blackValue = blackValue(pos, a);
    info.tempo = tempoValue(pos, a);
    info.phase = a.phase;
    info.candidates = generateCandidates(pos, a);
    return cache_.emplace(k, std::move(info)).first->second;
}

} // namespace irodori::search
