// The differential evaluator: an LRU cache of whole analyses and the charge
// maps carried from one position to the next.
#include "evaluator.h"

#include "context.h"
#include "reading_memo.h"

#include <algorithm>

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
      charge_(std::make_unique<detail::ChargeState>()),
      reuse_(std::make_unique<detail::ReusingTactics>(tactics))
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
        last_ = lru_.front().reading.get();
        return lru_.front().analysis;
    }
    // How far capture answers may be carried: what the tactics promise,
    // or the caller's (approximate) radius when that is wider.
    // Exactly by each answer's scope when the tactics report it and no
    // approximate radius was asked for.
    const int promised = tactics_.locality();
    const int radius = promised < 0 ? options_.readingRadius : std::max(promised, options_.readingRadius);
    const bool scoped = promised < 0 && options_.readingRadius < 0 && tactics_.reportsScope();
    reuse_->begin(pos, last_, radius, scoped);
    const std::uint64_t full = charge_->full, diff = charge_->differential;
    const std::uint64_t carried = reuse_->carried(), read = reuse_->read();
    Analysis a = detail::evaluateWith(pos, *reuse_, options_, options_.chargeModel ? charge_.get() : nullptr);
    stats_.chargeFull += charge_->full - full;
    stats_.chargeDifferential += charge_->differential - diff;
    stats_.answersCarried += reuse_->carried() - carried;
    stats_.answersRead += reuse_->read() - read;
    auto record = std::make_unique<detail::ReadingRecord>(reuse_->take());
    if (lru_.size() >= capacity_) {
        index_.erase(lru_.back().key);
        lru_.pop_back();
    }
    lru_.push_front(Entry{key, std::move(a), std::move(record)});
    index_[key] = lru_.begin();
    last_ = lru_.front().reading.get();
    return lru_.front().analysis;
}

void Evaluator::clear()
{
    lru_.clear();
    index_.clear();
    last_ = nullptr;
    *charge_ = detail::ChargeState{};
}

Evaluator::Stats Evaluator::stats() const { return stats_; }

} // namespace irodori::analysis
