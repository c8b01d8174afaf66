// The differential evaluator: an LRU cache of whole analyses and the charge
// maps carried from one position to the next.
#include "evaluator.h"

#include "context.h"

namespace irodori::analysis {

namespace detail {
Analysis evaluateWith(const Position& pos, Tactics& tactics, const EvalOptions& options, ChargeState* charge);
}

Analysis evaluate(const Position& pos, Tactics& tactics, const EvalOptions& options)
{
    return detail::evaluateWith(pos, tactics, options, nullptr);
}

Evaluator::Evaluator(Tactics& tactics, EvalOptions options, std::size_t cacheSize)
    : tactics_(tactics), options_(options), capacity_(cacheSize == 0 ? 1 : cacheSize),
      charge_(std::make_unique<detail::ChargeState>())
{
}

Evaluator::~Evaluator() = default;

const Analysis& Evaluator::evaluate(const Position& pos)
{
    ++stats_.evaluations;
    const Key key{pos.hash(), pos.prisoners(Black), pos.prisoners(White), pos.rules().komi};
    auto it = index_.find(key);
    if (it != index_.end()) {
        ++stats_.cacheHits;
        lru_.splice(lru_.begin(), lru_, it->second);
        return lru_.front().second;
    }
    const std::uint64_t full = charge_->full, diff = charge_->differential;
    Analysis a = detail::evaluateWith(pos, tactics_, options_, options_.chargeModel ? charge_.get() : nullptr);
    stats_.chargeFull += charge_->full - full;
    stats_.chargeDifferential += charge_->differential - diff;
    if (lru_.size() >= capacity_) {
        index_.erase(lru_.back().first);
        lru_.pop_back();
    }
    lru_.emplace_front(key, std::move(a));
    index_[key] = lru_.begin();
    return lru_.front().second;
}

void Evaluator::clear()
{
    lru_.clear();
    index_.clear();
    *charge_ = detail::ChargeState{};
}

Evaluator::Stats Evaluator::stats() const { return stats_; }

} // namespace irodori::analysis
