#include "zobrist.h"

namespace irodori::zobrist {

namespace {

// splitmix64: a small, well-mixed generator; good enough for hash keys and
// reproducible everywhere.
std::uint64_t splitmix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

Keys makeKeys()
{
    Keys k;
    std::uint64_t state = 0x1A0D0C0DEULL; // fixed seed: hashes are reproducible
    for (auto& perColor : k.stone)
        for (auto& key : perColor)
            key = splitmix64(state);
    for (auto& key : k.ko)
        key = splitmix64(state);
    k.whiteToMove = splitmix64(state);
    return k;
}

} // namespace

const Keys& keys()
{
    static const Keys instance = makeKeys();
    return instance;
}

} // namespace irodori::zobrist
