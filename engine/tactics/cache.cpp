#include "cache.h"

#include <algorithm>

namespace irodori::tactics::detail {

Cache::Cache(int bits)
    : table_(new Entry[std::size_t{2} << bits]), mask_((std::uint64_t{1} << bits) - 1)
{
}

void Cache::store(std::uint64_t key, int ply, int rank, Point move)
{
    Entry* bucket = &table_[(key & mask_) * 2];
    Entry* slot = nullptr;
    if (bucket[0].key == key)
        slot = &bucket[0];
    else if (bucket[1].key == key)
        slot = &bucket[1];
    else if (bucket[0].key == 0)
        slot = &bucket[0];
    else if (bucket[1].key == 0)
        slot = &bucket[1];
    else // keep the answer read nearer the root: it cost more and prunes less
        slot = bucket[0].ply >= bucket[1].ply ? &bucket[0] : &bucket[1];
    if (slot->key == key && slot->ply < ply)
        return; // a better answer is already there
    slot->key = key;
    slot->move = static_cast<std::int16_t>(move);
    slot->rank = static_cast<std::uint8_t>(rank);
    slot->ply = static_cast<std::uint8_t>(std::min(ply, 255));
    ++stores_;
}

void Cache::clear()
{
    std::fill(table_.get(), table_.get() + (mask_ + 1) * 2, Entry{});
    hits_ = 0;
    stores_ = 0;
}

} // namespace irodori::tactics::detail
