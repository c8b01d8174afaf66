// The transposition table (置換表) of the alpha-beta search: what an earlier
// visit of a position proved, so that other move orders and the next
// iteration of iterative deepening start from it.
#pragma once

#include "core/color.h"

#include <cstdint>
#include <vector>

namespace irodori::search {

enum class Bound : std::uint8_t { None, Exact, Lower, Upper };

struct TTEntry {
    std::uint64_t key = 0;
    std::int32_t score = 0;
    std::int16_t move = 0; // best or refuting move, kPass or kNoPoint
    std::int8_t depth = -1;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    explicit TranspositionTable(int bits = 16);
    // The entry for key, or nullptr.
    const TTEntry* probe(std::uint64_t key) const;
    // Keeps the deeper result when two positions share a slot.
    void store(std::uint64_t key, int depth, int score, Bound bound, Point move);
    void clear();

private:
    std::vector<TTEntry> table_;
    std::uint64_t mask_;
};

} // namespace irodori::search
