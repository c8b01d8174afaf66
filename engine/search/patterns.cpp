#include "patterns.h"

#include <array>
#include <bitset>
#include <memory>

namespace irodori::search {

namespace {

// The eight neighbours in table order, as (dx, dy) with dy = -1 the row above.
constexpr int kDx[8] = {-1, 0, 1, -1, 1, -1, 0, 1};
constexpr int kDy[8] = {-1, -1, -1, 0, 0, 1, 1, 1};

// Cell values in a code: the board's colours.
constexpr int kEmpty = 0, kBlack = 1, kWhite = 2, kEdge = 3;

// The shapes, three rows of three cells around the centre (always '.'):
//   X, O  a stone of one colour and of the other
//   x, o  not X (an O stone or empty), not O (an X stone or empty)
//   .     empty      #  off the board      ?  anything
const char* const kShapes[][3] = {
    // Hane (ハネ) at the head or side of a contact.
    {"XOX", "...", "???"}, // enclosing hane
    {"XO.", "...", "?.?"}, // hane that leaves no cut
    {"XO?", "X..", "x.?"}, // turning hane (曲がり)
    {".O.", "X..", "..."}, // diagonal attachment against a lone stone
    // Cuts (切り) and the answers to them.
    {"XO?", "O.o", "?o?"}, // a cut the opponent left open
    {"XO?", "O.X", "???"}, // a cut after a peep
    {"?X?", "O.O", "ooo"}, // wedge between two stones (出)
    {"OX?", "o.O", "???"}, // cutting a knight's move (桂馬の切り)
    // On the edge (the bottom row off the board).
    {"X.?", "O.?", "###"}, // chase along the edge
    {"OX?", "X.O", "###"}, // block the cut on the edge
    {"?X?", "x.O", "###"}, // block the connection under the stones
    {"?XO", "x.x", "###"}, // descent (下がり)
    {"?OX", "X.O", "###"}, // cut on the edge
};

// Values a pattern cell allows, as a bit set over kEmpty..kEdge, with X
// standing for colour x.
int allowed(char c, int x)
{
    const int o = x == kBlack ? kWhite : kBlack;
    switch (c) {
    case 'X': return 1 << x;
    case 'O': return 1 << o;
    case 'x': return (1 << o) | (1 << kEmpty);
    case 'o': return (1 << x) | (1 << kEmpty);
    case '.': return 1 << kEmpty;
    case '#': return 1 << kEdge;
    default: return 0xf; // '?'
    }
}

class Table {
public:
    Table()
    {
        for (const auto& shape : kShapes)
            for (int sym = 0; sym < 8; ++sym)
                for (int x : {kBlack, kWhite}) {
                    std::array<int, 8> cells{};
                    for (int i = 0; i < 8; ++i) {
                        // Where neighbour i of the board lies in the pattern.
                        int dx = kDx[i], dy = kDy[i];
                        if (sym & 1)
                            dx = -dx;
                        if (sym & 2)
                            dy = -dy;
                        if (sym & 4)
                            std::swap(dx, dy);
                        cells[i] = allowed(shape[dy + 1][dx + 1], x);
                    }
                    add(cells, 0, 0);
                }
    }
    bool test(std::uint16_t code) const { return bits_.test(code); }

private:
    void add(const std::array<int, 8>& cells, int i, std::uint32_t code)
    {
        if (i == 8) {
            bits_.set(code);
            return;
        }
        for (int v = 0; v < 4; ++v)
            if (cells[i] & (1 << v))
                add(cells, i + 1, code | (static_cast<std::uint32_t>(v) << (2 * i)));
    }
    std::bitset<65536> bits_;
};

const Table& table()
{
    static const Table t;
    return t;
}

} // namespace

std::uint16_t neighbourhoodCode(const Board& b, Point p)
{
    const int s = b.stride();
    const int off[8] = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
    std::uint32_t code = 0;
    for (int i = 0; i < 8; ++i)
        code |= static_cast<std::uint32_t>(b.color(p + off[i])) << (2 * i);
    return static_cast<std::uint16_t>(code);
}

bool matchesShape(const Board& b, Point p)
{
    return table().test(neighbourhoodCode(b, p));
}

} // namespace irodori::search
