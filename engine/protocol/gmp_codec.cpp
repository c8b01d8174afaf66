#include "gmp_codec.h"

namespace irodori::gmp {

const char* commandName(Command c)
{
    switch (c) {
    case Command::Ok: return "OK";
    case Command::Deny: return "DENY";
    case Command::NewGame: return "NEWGAME";
    case Command::Query: return "QUERY";
    case Command::Answer: return "ANSWER";
    case Command::Move: return "MOVE";
    case Command::Undo: return "UNDO";
    case Command::Extended: return "EXTENDED";
    }
    return "?";
}

std::array<std::uint8_t, 4> encode(const Packet& p)
{
    std::array<std::uint8_t, 4> b{};
    b[0] = static_cast<std::uint8_t>((p.seq ? 1 : 0) | (p.ack ? 2 : 0));
    b[2] = static_cast<std::uint8_t>(0x80 | (static_cast<int>(p.command) << 4) | ((p.value >> 7) & 7));
    b[3] = static_cast<std::uint8_t>(0x80 | (p.value & 0x7F));
    b[1] = static_cast<std::uint8_t>(0x80 | ((b[0] + b[2] + b[3]) & 0x7F));
    return b;
}

int encodeMove(int boardSize, int x, int yFromTop, Color c)
{
    const int yFromBottom = boardSize - 1 - yFromTop;
    const int point = 1 + x + boardSize * yFromBottom;
    return (c == White ? 0x200 : 0) | (point & 0x1FF);
}

int encodePass(Color c) { return c == White ? 0x200 : 0; }

DecodedMove decodeMove(int boardSize, int value)
{
    DecodedMove m;
    m.color = (value & 0x200) ? White : Black;
    const int point = value & 0x1FF;
    if (point == 0)
        return m;
    m.pass = false;
    const int index = point - 1;
    m.x = index % boardSize;
    const int yFromBottom = index / boardSize;
    m.yFromTop = boardSize - 1 - yFromBottom;
    m.valid = boardSize > 0 && yFromBottom < boardSize;
    return m;
}

void Decoder::feed(const std::uint8_t* data, std::size_t n, Output& out)
{
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint8_t b = data[i];
        if ((b & 0xFC) == 0) { // start of a packet (a half-read one is abandoned)
            if (filled_ > 0)
                ++out.dropped;
            buf_[0] = b;
            filled_ = 1;
            continue;
        }
        if (filled_ == 0) {
            // Between packets: printable chat text; other bytes are noise.
            if (b >= 0x04 && b < 0x80)
                out.chat += static_cast<char>(b);
            continue;
        }
        if (!(b & 0x80)) { // a packet byte must have the high bit set
            ++out.dropped;
            filled_ = 0;
            if (b >= 0x04)
                out.chat += static_cast<char>(b);
            continue;
        }
        buf_[filled_++] = b;
        if (filled_ < 4)
            continue;
        filled_ = 0;
        const int checksum = 0x80 | ((buf_[0] + buf_[2] + buf_[3]) & 0x7F);
        if (checksum != buf_[1] || (buf_[2] & 0x08)) {
            ++out.dropped;
            continue;
        }
        Packet p;
        p.seq = buf_[0] & 1;
        p.ack = (buf_[0] >> 1) & 1;
        p.command = static_cast<Command>((buf_[2] >> 4) & 7);
        p.value = ((buf_[2] & 7) << 7) | (buf_[3] & 0x7F);
        out.packets.push_back(p);
    }
}

} // namespace irodori::gmp
