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
    std::fill(table_, table_ + (mask_ + 1) * kWays, Entry{});
}

Cache::~Cache()
{
    std::free(table_);
}

void Cache::clear()
{
    if (++generation_ == 0) {
        std::fill(table_, table_ + (mask_ + 1) * kWays, Entry{});
        generation_ = 1;
    }
    hits_ = 0;
    stores_ = 0;
}

} // namespace irodori::tactics::detail
