// The read cache (置換表): results of tactical questions keyed by position.
#pragma once

#include "core/color.h"

#include <algorithm>
#include <cstdint>

namespace irodori::tactics::detail {

// What a cached question was. Part of the key, so that "can it be captured"
// and "can it escape" about the same string never share an entry.
enum class Question : std::uint8_t {
    Attack = 1,
    Defend = 2,
    Connect = 3,
    Disconnect = 4,
    Ladder = 5,
};

// A flat table of four-entry buckets, one cache line each, allocated once.
// The key is the position hash (stones, ko point, ko-threat state) mixed
// with the question and its points, so the same string read again in the
// same position, by any move order, is answered without reading. Nearly
// every node looks the table up once, so a lookup must cost one memory
// access: the whole bucket shares a line.
class Cache {
public:
    struct Entry {
        std::uint64_t key = 0;
        std::int16_t move = 0;
        std::uint8_t rank = 0;
        // Ply at which the answer was read: deeper reading prunes more, so an
        // answer read closer to the root is at least as good.
        std::uint8_t ply = 0;
        // The clear() it was stored after: older entries count as empty.
        std::uint32_t generation = 0;
    };

    // 2^bits buckets of kWays entries (64 bytes each). 256 KiB by default:
    // it stays in the processor's second-level cache, and a larger table
    // answered fewer questions per second on the reading bench (16 K
    // entries hold what one position's questions need).
    explicit Cache(int bits = 12);
    ~Cache();
    Cache(const Cache&) = delete;
    Cache& operator=(const Cache&) = delete;

    // Mixes a question into a position hash.
    static std::uint64_t key(std::uint64_t positionHash, Question q, Point a, Point b = kNoPoint)
    {
        return positionHash ^ mix(q, a, b);
    }
    // The question's part of a key, for several positions of one question.
    static std::uint64_t mix(Question q, Point a, Point b = kNoPoint)
    {
        std::uint64_t z = ((static_cast<std::uint64_t>(q) << 32)
                           | (static_cast<std::uint64_t>(static_cast<std::uint16_t>(a)) << 16)
                           | static_cast<std::uint16_t>(b))
            + 0x9E3779B97F4A7C15ULL;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    // Starts loading the bucket of key, so that a later find() need not
    // wait for memory.
    void prefetch(std::uint64_t key) const
    {
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(&table_[(key & mask_) * kWays]);
#else
        (void)key;
#endif
    }

    // The entry for key if one was stored at ply <= ply, else nullptr.
    const Entry* find(std::uint64_t key, int ply) const
    {
        const Entry* bucket = &table_[(key & mask_) * kWays];
        for (int i = 0; i < kWays; ++i) {
            if (bucket[i].key == key && bucket[i].ply <= ply && bucket[i].generation == generation_) {
                ++hits_;
                return &bucket[i];
            }
        }
        return nullptr;
    }
    // Inline: nearly every node stores its answer.
    void store(std::uint64_t key, int ply, int rank, Point move)
    {
        Entry* bucket = &table_[(key & mask_) * kWays];
        // The same key if stored, else the first empty entry (a bucket
        // fills from the front and is only emptied whole, so no entry
        // beyond an empty one is in use), else the answer read deepest:
        // the ones read nearer the root cost more and prune more. An
        // entry of an earlier generation is empty.
        Entry* slot = &bucket[0];
        bool empty = false;
        for (int i = 0; i < kWays; ++i) {
            empty = bucket[i].generation != generation_;
            if (empty || bucket[i].key == key) {
                slot = &bucket[i];
                break;
            }
            if (bucket[i].ply > slot->ply)
                slot = &bucket[i];
        }
        if (!empty && slot->key == key && slot->ply < ply)
            return; // a better answer is already there
        slot->generation = generation_;
        slot->key = key;
        slot->move = static_cast<std::int16_t>(move);
        slot->rank = static_cast<std::uint8_t>(rank);
        slot->ply = static_cast<std::uint8_t>(std::min(ply, 255));
        ++stores_;
    }
    void clear();

    std::uint64_t hits() const { return hits_; }
    std::uint64_t stores() const { return stores_; }

    static constexpr int kWays = 4;

private:
    Entry* table_ = nullptr; // 64-byte aligned, so that a bucket is one line
    std::uint64_t mask_ = 0; // bucket index mask
    // clear() only starts a new generation (a GTP session clears the
    // table at every change of board size, the bench at every pass); the
    // table is filled with empty entries once the counter wraps.
    std::uint32_t generation_ = 1;
    mutable std::uint64_t hits_ = 0;
    std::uint64_t stores_ = 0;
};

} // namespace irodori::tactics::detail
