// Differential evaluation for search: positions evaluated one after another
// share what did not change.
#pragma once

#include "analysis.h"

#include <cstdint>
#include <list>
#include <memory>
#include <unordered_map>

namespace irodori::analysis {

namespace detail {
struct ChargeState;
}

// Options of one evaluation.
struct EvalOptions {
    // Seed 004's charge model is for the eye (the UI draws it; no later
    // step uses it). A search may leave it out; its maps are then empty.
    bool chargeModel = true;
};

// evaluate() with the options.
Analysis evaluate(const Position& pos, Tactics& tactics, const EvalOptions& options);

// Evaluates a stream of positions (a game being replayed, the nodes of a
// search) and gives exactly what evaluate() gives for each, but cheaper:
//  - positions seen recently (a transposition, a take-back) come from a
//    cache keyed by the position's hash, prisoners and komi;
//  - the charge model, linear in the stones, is updated by removing and
//    adding only the stones that changed (and their neighbours' shadows);
//  - capture questions go to the caller's Tactics, whose reader caches
//    its answers by hash, so strings away from the move are not re-read.
class Evaluator {
public:
    explicit Evaluator(Tactics& tactics, EvalOptions options = {}, std::size_t cacheSize = 64);
    ~Evaluator();
    Evaluator(const Evaluator&) = delete;
    Evaluator& operator=(const Evaluator&) = delete;

    // The analysis of pos. The reference stays valid until the next call.
    const Analysis& evaluate(const Position& pos);
    // Forgets the cache and the carried-over maps.
    void clear();

    struct Stats {
        std::uint64_t evaluations = 0; // calls
        std::uint64_t cacheHits = 0;   // answered from the cache
        std::uint64_t chargeFull = 0;  // charge maps built from scratch
        std::uint64_t chargeDifferential = 0; // charge maps updated stone by stone
    };
    Stats stats() const;

private:
    struct Key {
        std::uint64_t hash;
        int blackPrisoners, whitePrisoners;
        double komi;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const { return static_cast<std::size_t>(k.hash); }
    };

    Tactics& tactics_;
    EvalOptions options_;
    std::size_t capacity_;
    std::unique_ptr<detail::ChargeState> charge_;
    std::list<std::pair<Key, Analysis>> lru_; // most recent first
    std::unordered_map<Key, std::list<std::pair<Key, Analysis>>::iterator, KeyHash> index_;
    Stats stats_;
};

} // namespace irodori::analysis
