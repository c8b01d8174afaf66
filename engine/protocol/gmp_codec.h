// The Go Modem Protocol (GMP) packet layer: 4-byte packets with a checksum,
// sequence bits and 10-bit values, interleaved with chat text.
#pragma once

#include "core/color.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace irodori::gmp {

enum class Command : std::uint8_t {
    Ok = 0,
    Deny = 1,
    NewGame = 2,
    Query = 3,
    Answer = 4,
    Move = 5,
    Undo = 6,
    Extended = 7,
};

const char* commandName(Command c);

// Query numbers (the value of a QUERY command).
enum Query : int {
    QueryGame = 0,
    QueryBufferSize = 1,
    QueryProtocolVersion = 2,
    QueryStones = 3,
    QueryBlackTime = 4,
    QueryWhiteTime = 5,
    QueryCharacterSet = 6,
    QueryRules = 7,
    QueryHandicap = 8,
    QueryBoardSize = 9,
    QueryTimeLimit = 10,
    QueryColor = 11,
    QueryWhoAreYou = 12,
};
constexpr int kExtendedQueryBit = 0x200;
// The value GNU Go puts in an OK packet (any value is accepted).
constexpr int kOkValue = 0x3FF;
// GMP points are 9 bits: boards up to 22x22.
constexpr int kMaxGmpBoardSize = 22;

struct Packet {
    bool seq = false; // the sender's own sequence bit (Y)
    bool ack = false; // the last sequence bit the sender received (H)
    Command command = Command::Ok;
    int value = 0;    // 10 bits
    friend bool operator==(const Packet&, const Packet&) = default;
};

std::array<std::uint8_t, 4> encode(const Packet& p);

// A move's 10-bit value: bit 9 the colour (0 black, 1 white), bits 0-8 the
// point (0 = pass, else 1 + x + size * rowFromBottom).
int encodeMove(int boardSize, int x, int yFromTop, Color c);
int encodePass(Color c);
struct DecodedMove {
    Color color = Black;
    bool pass = true;
    int x = 0;       // column from the left
    int yFromTop = 0; // row from the top (as Board::at uses)
    bool valid = true; // false if the point is off this board
};
DecodedMove decodeMove(int boardSize, int value);

// Splits a byte stream into packets and chat text. Resynchronises on
// corrupted input: any byte with (b & 0xFC) == 0 starts a packet, a byte
// with the high bit clear aborts a packet in progress, packets with a bad
// checksum or the reserved bit set are dropped (counted, not reported).
class Decoder {
public:
    struct Output {
        std::vector<Packet> packets;
        std::string chat;
        int dropped = 0;
    };
    void feed(const std::uint8_t* data, std::size_t n, Output& out);
    void reset() { filled_ = 0; }

private:
    std::array<std::uint8_t, 4> buf_{};
    int filled_ = 0;
};

} // namespace irodori::gmp
