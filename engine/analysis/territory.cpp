// Step 3 (and 25): sure territory (確定地) from Aya's potential, with the two
// vetoes; step 26: the open centre is territory only when enclosed.
#include "context.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>

namespace irodori::analysis::detail {
namespace {

// A point is one colour's sure territory when that colour's potential
// exceeds the opponent's by this much. 20 is more than one lone stone gives
// its neighbours (16), so a single stone claims nothing for sure, while the
// point between two stones one space apart (16 + 16), and the first line
// under a third-line wall (8 + 4 + 4 + 2 + 2), are sure.
constexpr int kSureMargin = 20;
// Below that, a margin of one lone stone's reach at distance 2 makes the
// point potential territory: the colour would get it by playing first.
constexpr int kPotentialMargin = 8;

// Enclosures up to this many points count as sure territory at any time.
constexpr int kEnclosureMin = 20;

// The points an opponent stone makes unsafe: orthogonally next to it (it
// can simply extend there), or a knight's move away (it reaches the point
// by one move through an open keima).
constexpr int kVeto[12][2] = {{1, 0},  {-1, 0}, {0, 1},   {0, -1},  {1, 2},  {2, 1},
                              {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

// Row bit masks (bit x of row y + kMargin is the point (x, y)) with two
// empty rows above and below the board, as far as a knight's move reaches.
constexpr int kMargin = 2;
using Masks = std::array<std::uint32_t, kMaxBoardSize + 2 * kMargin>;

// Bit x of row y + kMargin: a live stone of the colour of stones stands
// next to (x, y) or a knight's move from it.
Masks vetoMasks(const Masks& stones, int n)
{
    Masks v{};
    const std::uint32_t board = (std::uint32_t{1} << n) - 1;
    for (int y = 0; y < n; ++y) {
        std::uint32_t m = 0;
        for (const auto& k : kVeto) {
            const std::uint32_t row = stones[static_cast<std::size_t>(y + k[1] + kMargin)];
            m |= k[0] >= 0 ? row >> k[0] : row << -k[0];
        }
        v[static_cast<std::size_t>(y + kMargin)] = m & board;
    }
    return v;
}

} // namespace

void computeSureTerritory(Context& ctx)
{
    Analysis& a = ctx.out;
    const int area = ctx.stride * ctx.stride;
    a.owner.assign(area, Empty);
    a.territoryKind.assign(area, TerritoryKind::None);
    // The live stones of each colour, and where they veto sure territory.
    const int n = ctx.size;
    Masks stones[3]{};
    for (int y = 0; y < n; ++y)
        for (Color c : {Black, White})
            stones[c][static_cast<std::size_t>(y + kMargin)] = ctx.liveRows[c][y];
    const Masks veto[3] = {Masks{}, vetoMasks(stones[Black], n), vetoMasks(stones[White], n)};
    const std::uint32_t board = (std::uint32_t{1} << n) - 1;
    for (int y = 0; y < n; ++y) {
        // The points without a live stone: empty, or a stone left out.
        const std::size_t row = static_cast<std::size_t>(y + kMargin);
        for (std::uint32_t open = board & ~(stones[Black][row] | stones[White][row]); open != 0; open &= open - 1) {
            const int x = std::countr_zero(open);
            const Point p = ctx.board.at(x, y);
            const int bl = a.potential.ayaBlack[p], wh = a.potential.ayaWhite[p];
            const Color c = bl > wh ? Black : (wh > bl ? White : Empty);
            if (c == Empty)
                continue;
            const int own = c == Black ? bl : wh;
            const int net = own - (c == Black ? wh : bl);
            if (net >= kSureMargin && !((veto[opponent(c)][static_cast<std::size_t>(y + kMargin)] >> x) & 1)) {
                a.owner[p] = c;
                a.territoryKind[p] = TerritoryKind::Sure;
            } else if (net >= kPotentialMargin) {
                a.owner[p] = c;
                a.territoryKind[p] = TerritoryKind::Potential;
            }
        }
    }
    // An area of empty points (dead stones included) closed off by one
    // colour's stones and the edge is that colour's, whatever the potential
    // says: the opponent can enter it only to be captured or to capture.
    // Large enclosures before the endgame are a framework (模様), not yet
    // territory, and are left to the potential.
    const int cap = a.phase == GamePhase::Endgame ? ctx.size * ctx.size
                                                  : std::max(kEnclosureMin, ctx.size * ctx.size / 8);
    // The empty points and the stones of each colour as row bit masks (bit
    // x of row y is the point (x, y)); each area of empty points grows from
    // its first point one step at a time within the rows it has reached.
    std::array<std::uint32_t, kMaxBoardSize> empty{};
    for (int y = 0; y < n; ++y) {
        const std::size_t i = static_cast<std::size_t>(y + kMargin);
        empty[static_cast<std::size_t>(y)] = board & ~(stones[Black][i] | stones[White][i]);
    }
    std::array<std::uint32_t, kMaxBoardSize> cells{};
    for (int y0 = 0; y0 < n; ++y0)
        while (empty[static_cast<std::size_t>(y0)] != 0) {
            const std::uint32_t rest = empty[static_cast<std::size_t>(y0)];
            const std::uint32_t first = rest & (~rest + 1); // its lowest bit
            cells[static_cast<std::size_t>(y0)] = first;
            int top = y0, bottom = y0; // rows the area has reached
            fillRows(cells.data(), empty.data(), n, top, bottom);
            // Its size and the colours of the stones next to it (bit c set
            // when a stone of colour c borders the area).
            int size = 0, borders = 0;
            for (int y = top; y <= bottom; ++y) {
                const std::size_t i = static_cast<std::size_t>(y);
                size += countBits(cells[i]);
                std::uint32_t m = (cells[i] << 1) | (cells[i] >> 1);
                if (y > 0)
                    m |= cells[i - 1];
                if (y + 1 < n)
                    m |= cells[i + 1];
                for (Color c : {Black, White})
                    if (m & stones[c][i + kMargin])
                        borders |= c;
            }
            // Stones above the top row and below the bottom row.
            // (The margin rows above and below the board hold no stone.)
            for (Color c : {Black, White}) {
                const std::size_t t = static_cast<std::size_t>(top), b = static_cast<std::size_t>(bottom);
                if ((cells[t] & stones[c][t - 1 + kMargin]) || (cells[b] & stones[c][b + 1 + kMargin]))
                    borders |= c;
            }
            const bool owned = (borders == Black || borders == White) && size <= cap;
            for (int y = top; y <= bottom; ++y) {
                const std::size_t i = static_cast<std::size_t>(y);
                empty[i] &= ~cells[i];
                for (std::uint32_t bits = owned ? cells[i] : 0; bits != 0; bits &= bits - 1) {
                    const Point p = ctx.board.at(std::countr_zero(bits), y);
                    a.owner[p] = static_cast<Color>(borders);
                    a.territoryKind[p] = TerritoryKind::Sure;
                }
                cells[i] = 0;
            }
        }
}

void cutOpenCentre(Context& ctx)
{
    // A central point is sure only when it is enclosed: an open side facing
    // undecided space erodes it, one layer per pass, two passes.
    constexpr int kCentreLine = 5;
    constexpr int kPasses = 2;
    Analysis& a = ctx.out;
    static thread_local std::vector<Point> cut; // keeps its room
    for (int pass = 0; pass < kPasses; ++pass) {
        cut.clear();
        // Only points on the fifth line and above (kCentreLine - 1 points
        // from every edge).
        for (int y = kCentreLine - 1; y < ctx.size - kCentreLine + 1; ++y)
            for (int x = kCentreLine - 1; x < ctx.size - kCentreLine + 1; ++x) {
                const Point p = ctx.board.at(x, y);
                if (a.territoryKind[p] != TerritoryKind::Sure)
                    continue;
                bool touchesStone = false, open = false;
                for (int i = 0; i < 4; ++i) {
                    const Point q = p + ctx.off(i);
                    const Color k = ctx.live(q);
                    if (isStone(k))
                        touchesStone = true;
                    else if (k == Empty &&
                             !(a.owner[q] == a.owner[p] && a.territoryKind[q] == TerritoryKind::Sure))
                        open = true;
                }
                if (!touchesStone && open)
                    cut.push_back(p);
            }
        for (Point p : cut)
            a.territoryKind[p] = TerritoryKind::Potential;
    }
}

} // namespace irodori::analysis::detail
