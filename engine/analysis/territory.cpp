// Step 3 (and 25): sure territory (確定地) from Aya's potential, with the two
// vetoes; step 26: the open centre is territory only when enclosed.
#include "context.h"

#include <algorithm>
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

constexpr int kKeima[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

// True if an opponent stone (of colour e) makes p unsafe: orthogonally next
// to p (it can simply extend into it), or a knight's move away (it reaches
// p by one move through an open keima).
bool vetoed(const Context& ctx, Point p, int x, int y, Color e)
{
    for (int i = 0; i < 4; ++i)
        if (ctx.live(p + ctx.off(i)) == e)
            return true;
    // Away from the edge every knight's move stays on the board.
    const bool inside = x >= 2 && y >= 2 && x < ctx.size - 2 && y < ctx.size - 2;
    for (const auto& k : kKeima) {
        if (!inside) {
            const int kx = x + k[0], ky = y + k[1];
            if (kx < 0 || ky < 0 || kx >= ctx.size || ky >= ctx.size)
                continue;
        }
        if (ctx.live(p + k[1] * ctx.stride + k[0]) == e)
            return true;
    }
    return false;
}

} // namespace

void computeSureTerritory(Context& ctx)
{
    Analysis& a = ctx.out;
    const int area = ctx.stride * ctx.stride;
    a.owner.assign(area, Empty);
    a.territoryKind.assign(area, TerritoryKind::None);
    for (int y = 0; y < ctx.size; ++y)
        for (int x = 0; x < ctx.size; ++x) {
            const Point p = ctx.board.at(x, y);
            if (ctx.live(p) != Empty)
                continue;
            const int bl = a.potential.ayaBlack[p], wh = a.potential.ayaWhite[p];
            const Color c = bl > wh ? Black : (wh > bl ? White : Empty);
            if (c == Empty)
                continue;
            const int own = c == Black ? bl : wh;
            const int net = own - (c == Black ? wh : bl);
            if (net >= kSureMargin && !vetoed(ctx, p, x, y, opponent(c))) {
                a.owner[p] = c;
                a.territoryKind[p] = TerritoryKind::Sure;
            } else if (net >= kPotentialMargin) {
                a.owner[p] = c;
                a.territoryKind[p] = TerritoryKind::Potential;
            }
        }
    // An area of empty points (dead stones included) closed off by one
    // colour's stones and the edge is that colour's, whatever the potential
    // says: the opponent can enter it only to be captured or to capture.
    // Large enclosures before the endgame are a framework (模様), not yet
    // territory, and are left to the potential.
    const int cap = a.phase == GamePhase::Endgame ? ctx.size * ctx.size
                                                  : std::max(kEnclosureMin, ctx.size * ctx.size / 8);
    std::vector<std::uint8_t> seen(area, 0);
    std::vector<Point> cells;
    for (Point start : ctx.points) {
        if (ctx.live(start) != Empty || seen[start])
            continue;
        cells.assign(1, start);
        seen[start] = 1;
        int borders = 0; // bit c set when a stone of colour c borders the area
        for (std::size_t i = 0; i < cells.size(); ++i)
            for (int d = 0; d < 4; ++d) {
                const Point q = cells[i] + ctx.off(d);
                const Color k = ctx.live(q);
                if (k == Empty && !seen[q]) {
                    seen[q] = 1;
                    cells.push_back(q);
                } else if (isStone(k)) {
                    borders |= k;
                }
            }
        if ((borders == Black || borders == White) && static_cast<int>(cells.size()) <= cap)
            for (Point p : cells) {
                a.owner[p] = static_cast<Color>(borders);
                a.territoryKind[p] = TerritoryKind::Sure;
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
    std::vector<Point> cut;
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
