// Zobrist hashing keys shared by every board.
#pragma once

#include "color.h"

#include <array>
#include <cstdint>

namespace irodori::zobrist {

// One random 64-bit key per (colour, point) for stones, per point for the ko
// point, and one for "white to move". Generated once from a fixed seed, so
// hashes are identical across runs and machines (tests and caches rely on it).
struct Keys {
    std::array<std::array<std::uint64_t, kMaxArea>, 3> stone{};
    std::array<std::uint64_t, kMaxArea> ko{};
    std::uint64_t whiteToMove = 0;
};

const Keys& keys();

} // namespace irodori::zobrist
