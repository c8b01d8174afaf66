#include "ttable.h"

namespace irodori::search {

TranspositionTable::TranspositionTable(int bits)
    : table_(std::size_t{1} << bits), mask_((std::uint64_t{1} << bits) - 1)
{
}

const TTEntry* TranspositionTable::probe(std::uint64_t key) const
{
    const TTEntry& e = table_[key & mask_];
    return e.key == key && e.bound != Bound::None ? &e : nullptr;
}

void TranspositionTable::store(std::uint64_t key, int depth, int score, Bound bound, Point move)
{
    TTEntry& e = table_[key & mask_];
    if (e.key != key && e.bound != Bound::None && e.depth > depth)
        return;
    if (e.key == key && e.depth > depth && bound != Bound::Exact)
        return;
    e.key = key;
    e.score = score;
    e.move = static_cast<std::int16_t>(move);
    e.depth = static_cast<std::int8_t>(depth);
    e.bound = bound;
}

void TranspositionTable::clear()
{
    for (TTEntry& e : table_)
        e = TTEntry{};
}

} // namespace irodori::search
