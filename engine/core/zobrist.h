// Zobrist hashing keys shared by every board.
#pragma once

#include "color.h"

#include <array>
#include <cstdint>

namespace irodori::zobrist {

// One random 64-bit key per (colour, point) for stones, per point for the ko
// point, and one for "white to move". Generated from a fixed seed, so hashes
// are identical across runs and machines (tests and caches rely on it).
struct Keys {
    std::array<std::array<std::uint64_t, kMaxArea>, 3> stone{};
    std::array<std::uint64_t, kMaxArea> ko{};
    std::uint64_t whiteToMove = 0;
};

namespace detail {

// splitmix64: a small, well-mixed generator; good enough for hash keys and
// reproducible everywhere.
constexpr std::uint64_t splitmix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

constexpr Keys makeKeys()
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

} // namespace detail

// Computed by the compiler: play and undo reach the keys as a constant
// address, without a call or a first-use check on every move.
inline constexpr Keys kKeys = detail::makeKeys();

inline const Keys& keys()
{
    return kKeys;
}

} // namespace irodori::zobrist
