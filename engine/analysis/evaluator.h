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
struct AyaState;
struct LinkMemory;
struct ReadingRecord;
class ReusingTactics;
}

// The parts of one evaluation, in pipeline order, for timing.
enum class Phase : int {
    Strings,      // numbering, liberties
    Reading,      // step 2: capture questions about weak strings
    Potential,    // step 1, Aya's model
    Charge,       // step 1, seed 004's model
    Territory,    // steps 3, 4
    Connections,  // step 5 (asks about cutting stones)
    Regions,      // steps 6, 7
    Links,        // step 8
    Groups,       // step 9
    Eyes,         // steps 10-16
    Races,        // steps 17-21
    Score,        // phase 4
};
constexpr int kPhaseCount = 12;
const char* name(Phase p);

// Seconds spent in each phase, summed over the evaluations that were given
// this record (bench eval shows where the time goes).
struct PhaseTimes {
    double seconds[kPhaseCount] = {};
    std::uint64_t evaluations = 0;
};

// Options of one evaluation.
struct EvalOptions {
    // Seed 004's charge model is for the eye (the UI draws it; no later
    // step uses it). A search may leave it out; its maps are then empty.
    bool chargeModel = true;
    // When set, the time of every phase is added here.
    PhaseTimes* times = nullptr;
    // The Evaluator carries a capture answer from the previous position
    // when nothing changed within this distance of the string (or the
    // cutting point). -1: only as far as the Tactics promises its answers
    // reach (Tactics::locality()), which keeps every result exactly the
    // from-scratch one; the real reader promises nothing (ladders), so it
    // reads every string again. A value >= 0 is an approximation: an answer
    // is then also read again when a change lies on a ladder's diagonal
    // from the string's liberties (or a line along the edge), but a chase
    // that turns goes unnoticed. bench eval measures how often that changes
    // the analysis.
    int readingRadius = -1;
};

// evaluate() with the options.
Analysis evaluate(const Position& pos, Tactics& tactics, const EvalOptions& options);

// Evaluates a stream of positions (a game being replayed, the nodes of a
// search) and gives exactly what evaluate() gives for each, but cheaper:
//  - positions seen recently (a transposition, a take-back) come from a
//    cache keyed by the position's hash, prisoners and komi;
//  - the charge model and Aya's model, linear in the stones, are updated
//    by removing and adding only the stones that changed (and, for the
//    charge model, their neighbours' shadows);
//  - on boards of 13x13 and more, a relation between two strings (step 8)
//    is carried over from the position given last when nothing it reads
//    changed (see LinkMemory in links.h); the others are judged again;
//  - a capture answer about a string (or a cutting point) is carried over
//    from the previous position when no point it can depend on changed
//    (see EvalOptions::readingRadius); the others go to the caller's
//    Tactics;
//  - the analysis and reading record the cache drops lend their memory to
//    the next position, so that a search allocates next to nothing per
//    evaluation.
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
        std::uint64_t ayaFull = 0;         // Aya's maps built from scratch
        std::uint64_t ayaDifferential = 0; // Aya's maps updated stone by stone
        std::uint64_t linksPartial = 0;    // step 8 judged only near the changes
        std::uint64_t linksCarried = 0;    // relations carried over unjudged
        std::uint64_t answersCarried = 0; // capture answers taken from the previous position
        std::uint64_t answersRead = 0;    // capture questions asked of the Tactics
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

    struct Entry {
        Key key;
        Analysis analysis;
        std::unique_ptr<detail::ReadingRecord> reading; // the answers it was built from
        std::unique_ptr<detail::LinkMemory> links;      // its links, to carry over to the next
    };

    Tactics& tactics_;
    EvalOptions options_;
    std::size_t capacity_;
    std::unique_ptr<detail::ChargeState> charge_;
    std::unique_ptr<detail::AyaState> aya_;
    std::unique_ptr<detail::ReusingTactics> reuse_;
    std::list<Entry> lru_; // most recent first
    // The entry last dropped from the cache, its memory kept for the next
    // position (empty, or one entry whose key is in no index)
    std::list<Entry> spare_;
    std::unordered_map<Key, std::list<Entry>::iterator, KeyHash> index_;
    // The answers of the position given last (its Entry), carried into the next.
    const detail::ReadingRecord* last_ = nullptr;
    // The links of that position (its Entry), carried into the next.
    const detail::LinkMemory* lastLinks_ = nullptr;
    Stats stats_;
};

} // namespace irodori::analysis
