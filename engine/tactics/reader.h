// Tactical reading (連の死活): can a string be captured, can it escape, can
// two strings be connected or cut.
#pragma once

#include "core/position.h"

#include <cstdint>

namespace irodori::tactics {

// Result codes, the same as GNU Go's so that GTP answers and test suites match.
enum Code : int {
    Fail = 0,  // the reading side does not succeed
    Win = 1,   // succeeds unconditionally
    KoA = 2,   // succeeds through a ko the opponent must start (good ko)
    KoB = 3,   // succeeds only by winning a ko it must start itself
};

// The other side's code for the same outcome: what one side wins the
// other loses, a ko one side must start is a ko the other must win.
constexpr int otherSide(int code)
{
    switch (code) {
    case Fail: return Win;
    case Win: return Fail;
    case KoA: return KoB;
    default: return KoA;
    }
}

struct ReadResult {
    int code = Fail;
    Point move = kNoPoint; // the attacking / defending / connecting move, if any
    friend bool operator==(const ReadResult&, const ReadResult&) = default;
};

// Limits of one question. Beyond them a string with at least
// safeLiberties liberties counts as safe (the attack fails).
struct ReadBudget {
    int maxDepth = 60;         // plies; ladders are read to their end within this
    std::uint64_t maxNodes = 200000; // per top-level question
    int safeLiberties = 4;     // at this many liberties a string is not attacked
    // Plies from the root within which a string with exactly safeLiberties
    // liberties is still read (0: never). 3 reads the attacker's first
    // move, the owner's answer and the next attack, which finds nets and
    // loose ladders around four-liberty strings (GNU Go's reading.tst) at
    // some cost; the GTP front end uses it, the evaluation does not.
    // Within those plies the defence also breaks the chain around a
    // string it could join (search.h, friendChainBreaks()), and the attack
    // approaches the string the owner's answer made (friendLiberties()).
    int extraLibertyPlies = 0;
    // Whether attack() and defend() read an unconditional answer again as
    // a question of its own (the position after the move, from its root)
    // and look for another answer when that reading refutes it: the tree
    // below a root move is one ply shallower, and a refutation may lie
    // just beyond its limits. The defence that refutes an attack is
    // checked so in turn. Costs about 5 % more nodes. A failed attack
    // reads its first root move so too, the owner's answer to it, and two
    // whose lines stopped at the four-liberty horizon, the owner's vital
    // point first (the owner may have no defence just beyond it): about
    // 19 % more over GNU Go's reading.tst. A
    // defence of a string in atari is checked as well (in defend() and in
    // those rereads), and refuted only by a capture outright: about 9 %
    // more again. For questions asked one at a time (the GTP front end),
    // not for the evaluation. Ignored in scope mode (the rechecks read
    // outside the question's footprint).
    bool recheckAnswers = false;

    bool operator==(const ReadBudget&) const = default;
};

// A reader owns its search state and its cache (keyed by position hash), so
// one reader must not be shared between threads.
class Reader {
public:
    explicit Reader(ReadBudget budget = {});
    ~Reader();
    Reader(const Reader&) = delete;
    Reader& operator=(const Reader&) = delete;

    // The opponent of the string at str moves first: can it capture it?
    // Precondition: str holds a stone. The ko point and side to move of pos
    // are honoured; the side to move is ignored for whose turn it is.
    ReadResult attack(const Position& pos, Point str);
    // The owner of the string at str moves first: can it make it safe?
    // When the string cannot be captured at all the answer is Win with a
    // move that keeps it safe if it has at most safeLiberties liberties
    // (as GNU Go names one), else Win with kNoPoint.
    ReadResult defend(const Position& pos, Point str);
    // Can the owner of a and b (same colour) connect them, moving first?
    ReadResult connect(const Position& pos, Point a, Point b);
    // Can the opponent cut a from b, moving first?
    ReadResult disconnect(const Position& pos, Point a, Point b);
    // 切られても殺せるか: if the opponent cuts at cut, can the owner of the
    // surrounding stones capture the cutting stone? (cut must be empty)
    ReadResult captureCuttingStone(const Position& pos, Point cut, Color cutter);
    // A ladder (シチョウ) against the string at str, which must have exactly
    // two liberties: the attacker plays ataris only, the owner extends or
    // captures an atari-ing stone. Win and the first atari if it catches
    // the string, else Fail. Read to the ladder's end, whatever its length.
    ReadResult ladder(const Position& pos, Point str);
    // Whether the opponent's move at move attacks the string at str: the
    // code of the attack after it (Win when it captures at once, Fail when
    // it cannot be played or the owner then saves the string).
    int doesAttack(const Position& pos, Point move, Point str);
    // Whether the owner's move at move defends the string at str: the code
    // of the defence after it (Fail when it cannot be played or the string
    // can still be taken).
    int doesDefend(const Position& pos, Point move, Point str);

    // Where the last question's reading went, for callers that carry
    // answers from one position to the next (the differential evaluation).
    // Only in scope mode: each question is then read without the answers of
    // earlier questions (a defence right after the attack on the same
    // string of the same position excepted: it reads that attack first
    // anyway), so what it played is everything its answer depends on.
    struct Scope {
        const std::uint64_t* played = nullptr; // a bit per point of the bordered board
        bool truncated = false;                // the node budget cut the reading short
    };
    void setScopeMode(bool on);
    bool scopeMode() const;
    Scope lastScope() const;

    // Nodes (positions visited) since the last reset, for GTP and the bench.
    std::uint64_t nodes() const;
    void resetNodes();
    void clearCache();
    const ReadBudget& budget() const;
    void setBudget(const ReadBudget& budget);

private:
    struct Impl;
    Impl* impl_;
};

} // namespace irodori::tactics
