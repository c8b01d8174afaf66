#include "cache.h"

#include <algorithm>

namespace irodori::tactics::detail {

namespace {

std::uint64_t mix(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace

Cache::Cache(int bits)
    : table_(new Entry[std::size_t{2} << bits]), mask_((std::uint64_t{1} << bits) - 1)
{
}

std::uint64_t Cache::key(std::uint64_t positionHash, Question q, Point a, Point b)
{
    const std::uint64_t question = (static_cast<std::uint64_t>(q) << 32)
        | (static_cast<std::uint64_t>(static_cast<std::uint16_t>(a)) << 16)
        | static_cast<std::uint16_t>(b);
    // Key 0 marks an empty slot; a real key of 0 is merely never found.
    return positionHash ^ mix(question + 0x9E3779B97F4A7C15ULL);
}

const Cache::Entry* Cache::find(std::uint64_t key, int ply) const
{
    const Entry* bucket = &table_[(key & mask_) * 2];
    for (int i = 0; i < 2; ++i) {
        if (bucket[i].key == key && bucket[i].ply <= ply) {
            ++hits_;
            return &bucket[i];
        }
    }
    return nullptr;
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
