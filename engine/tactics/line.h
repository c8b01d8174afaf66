// The line of play (手順) behind a capture answer: the moves the reading
// expects when the opponent attacks a string (or its owner defends it) and
// both sides go on as the reader answers, a ladder (シチョウ) to its end, a
// net (ゲタ) until the stones are taken, an escape until the string is safe.
//
// Built from the reader's own answers, one question per move: the side
// trying to capture plays the reader's attack; the owner plays the
// reader's defence, or, when it has none, the move that resists longest
// as a player would try it (the extension or capture that leaves the
// string the most liberties). So each move of the line is what the
// reader says at that point, and the line shows why the answer holds.
#pragma once

#include "reader.h"

#include "core/position.h"

#include <cstdint>
#include <vector>

namespace irodori::tactics {

struct CaptureLine {
    enum class End : std::uint8_t {
        Captured, // the last move takes the string
        Safe,     // the attacker has no capture left: the string escapes
        Trapped,  // the owner has no move left to try: taken next
        Ko,       // the last move takes the string as a ko (コウ), or the
                  // next move the line needs is a ko retake, banned now
        Limit,    // the line ran over its length or node limit
    };
    std::vector<Move> moves; // alternating, from the side that moves first
    End end = End::Limit;

    // The points of the moves, in turn.
    std::vector<Point> points() const
    {
        std::vector<Point> out;
        out.reserve(moves.size());
        for (const Move& m : moves)
            out.push_back(m.point);
        return out;
    }
};

struct LineLimits {
    int maxMoves = 120;                  // a ladder across 19x19 is about 70
    std::uint64_t maxNodes = 2'000'000;  // reader nodes for the whole line
};

// The line from pos when first moves first against (or for) the string at
// str: first is the string's opponent for the attack's line, its owner
// for the defence's. The ko point and side to move of pos are honoured as
// the reader honours them. A string the attacker cannot capture moving
// first gives an empty line that ends Safe; so does a defence that needs
// no move. Precondition: str holds a stone.
CaptureLine readCaptureLine(Reader& reader, const Position& pos, Point str, Color first, LineLimits limits = {});

} // namespace irodori::tactics
