#include "cache.h"

#include <algorithm>
#include <cstdlib>
#include <new>

namespace irodori::tactics::detail {

static_assert(sizeof(Cache::Entry) * Cache::kWays == 64, "a bucket is one cache line");

Cache::Cache(int bits)
    : mask_((std::uint64_t{1} << bits) - 1)
{
    const std::size_t bytes = sizeof(Entry) * kWays * (mask_ + 1);
    void* memory = std::aligned_alloc(64, bytes);
    if (!memory)
        throw std::bad_alloc();
    table_ = static_cast<Entry*>(memory);
    clear();
}

Cache::~Cache()
{
    std::free(table_);
}

void Cache::store(std::uint64_t key, int ply, int rank, Point move)
{
    Entry* bucket = &table_[(key & mask_) * kWays];
    Entry* slot = nullptr;
    for (int i = 0; i < kWays && !slot; ++i)
        if (bucket[i].key == key)
            slot = &bucket[i];
    for (int i = 0; i < kWays && !slot; ++i)
        if (bucket[i].key == 0)
            slot = &bucket[i];
    if (!slot) {
        // Replace the answer read deepest: the ones read nearer the root
        // cost more and prune more.
        slot = &bucket[0];
        for (int i = 1; i < kWays; ++i)
            if (bucket[i].ply > slot->ply)
                slot = &bucket[i];
    }
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
    std::fill(table_, table_ + (mask_ + 1) * kWays, Entry{});
    hits_ = 0;
    stores_ = 0;
}

} // namespace irodori::tactics::detail
