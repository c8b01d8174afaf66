// Step 1: the potential (ポテンシャル) of every stone, Aya's model (the
// electric-charge model is in charge.cpp; the UI can show either).
//
// Both models are linear: the map is a sum of one contribution per stone, so
// adding or removing a stone changes the map by that stone's part only (the
// cheap differential update the seed relies on).
#include "context.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <utility>

namespace irodori::analysis::detail {
namespace {

// Aya's model: the value a stone gives at city-block distance 0..4.
constexpr std::array<int, 5> kAyaWeight = {32, 16, 8, 4, 2};
// Stones on lines 1-4 reach distance 4. A stone in the centre (line 5 and
// above) reaches only distance 2 before the endgame: in the open centre one
// stone claims little, while near the edge it already frames territory.
constexpr int kLongReach = 4;
constexpr int kCentreReach = 2;
constexpr int kCentreLine = 5;

// kAyaRow[reach][|dy|][dx + kLongReach]: the weight a stone of that reach
// gives at (dx, dy), one row per dy, zero beyond the reach; rows are padded
// to kAyaWidth columns so that adding one is a few vector additions.
constexpr int kAyaWidth = 12;
constexpr auto kAyaRow = [] {
    std::array<std::array<std::array<int, kAyaWidth>, kLongReach + 1>, kLongReach + 1> rows{};
    for (int reach = 0; reach <= kLongReach; ++reach)
        for (int dy = 0; dy <= reach; ++dy)
            for (int dx = -kLongReach; dx <= kLongReach; ++dx)
                if ((dx < 0 ? -dx : dx) + dy <= reach)
                    rows[reach][dy][dx + kLongReach] = kAyaWeight[(dx < 0 ? -dx : dx) + dy];
    return rows;
}();

// The potential of one colour on a board with kLongReach empty rows and
// columns on every side (and room for the padded rows), so a stone's
// diamond is added without clipping it at the edge.
class AyaMap {
public:
    explicit AyaMap(int n) : n_(n), width_(n + 2 * kLongReach)
    {
        std::fill_n(v_.begin(), width_ * width_ + kAyaWidth, 0);
    }

    void add(int sx, int sy, int reach)
    {
        for (int dy = -reach; dy <= reach; ++dy) {
            int* row = v_.data() + (sy + kLongReach + dy) * width_ + sx;
            const int* w = kAyaRow[static_cast<std::size_t>(reach)][static_cast<std::size_t>(dy < 0 ? -dy : dy)].data();
            for (int x = 0; x < kAyaWidth; x += 4) {
                int t[4];
                for (int j = 0; j < 4; ++j)
                    t[j] = row[x + j] + w[x + j];
                for (int j = 0; j < 4; ++j)
                    row[x + j] = t[j];
            }
        }
    }

    // The board part, into map (indexed by Point).
    void copyTo(const Board& b, std::vector<int>& map) const
    {
        for (int y = 0; y < n_; ++y) {
            const int* row = v_.data() + (y + kLongReach) * width_ + kLongReach;
            int* out = map.data() + b.at(0, y);
            for (int x = 0; x < n_; ++x)
                out[x] = row[x];
        }
    }

private:
    static constexpr int kMaxWidth = kMaxBoardSize + 2 * kLongReach;
    int n_, width_;
    std::array<int, kMaxWidth * kMaxWidth + kAyaWidth> v_; // the part in use is cleared
};

// How far a stone at column x, row y spreads its influence: shorter from
// the centre lines outside the endgame, longer from near the edge.
int ayaReach(const Context& ctx, int x, int y)
{
    const bool centre = ctx.board.line(x, y) >= kCentreLine && ctx.out.phase != GamePhase::Endgame;
    return centre ? kCentreReach : kLongReach;
}

} // namespace

namespace {

// Adds sign times the diamond of a stone at p (its reach by its place and
// the game phase) to map, clipped at the edge: what computeAyaPotential's
// padded map holds of it on the board.
void addAyaStone(const Context& ctx, std::vector<int>& map, Point p, int sign)
{
    const int n = ctx.size;
    const int x = ctx.board.column(p), y = ctx.board.row(p);
    const int reach = ayaReach(ctx, x, y);
    for (int dy = -reach; dy <= reach; ++dy) {
        if (y + dy < 0 || y + dy >= n)
            continue;
        const int ady = dy < 0 ? -dy : dy;
        for (int dx = ady - reach; dx <= reach - ady; ++dx)
            if (x + dx >= 0 && x + dx < n)
                map[static_cast<std::size_t>(p + dy * ctx.stride + dx)] +=
                    sign * kAyaWeight[static_cast<std::size_t>((dx < 0 ? -dx : dx) + ady)];
    }
}

// A stone changed costs two diamonds; beyond this many changed points the
// maps are built again from scratch.
constexpr int kAyaMaxChanges = 24;

// Brings the carried maps from the stones they hold to the live stones of
// this position; false (nothing changed) when the board size or the game
// phase differs, or too many stones changed.
bool updateAya(Context& ctx, AyaState& st)
{
    if (st.stride != ctx.stride || st.phase != ctx.out.phase)
        return false;
    // The points whose live stone changed, from the row masks.
    const int n = ctx.size;
    int changes = 0;
    for (int y = 0; y < n; ++y)
        changes += countBits((ctx.liveRows[Black][y] ^ st.live[Black][y]) | (ctx.liveRows[White][y] ^ st.live[White][y]));
    if (changes > kAyaMaxChanges)
        return false;
    for (int y = 0; y < n; ++y) {
        const std::uint32_t now[3] = {0, ctx.liveRows[Black][y], ctx.liveRows[White][y]};
        const std::uint32_t was[3] = {0, st.live[Black][y], st.live[White][y]};
        for (std::uint32_t diff = (now[Black] ^ was[Black]) | (now[White] ^ was[White]); diff != 0; diff &= diff - 1) {
            const int x = std::countr_zero(diff);
            const Point p = ctx.board.at(x, y);
            for (Color c : {Black, White})
                if ((was[c] >> x) & 1)
                    addAyaStone(ctx, st.map[c], p, -1);
            for (Color c : {Black, White})
                if ((now[c] >> x) & 1)
                    addAyaStone(ctx, st.map[c], p, 1);
        }
        st.live[Black][y] = now[Black];
        st.live[White][y] = now[White];
    }
    return true;
}

} // namespace

void computeAyaPotential(Context& ctx)
{
    Analysis& a = ctx.out;
    AyaState* st = ctx.aya;
    if (st && updateAya(ctx, *st)) {
        ++st->differential;
        a.potential.ayaBlack = st->map[Black];
        a.potential.ayaWhite = st->map[White];
        return;
    }
    const int area = ctx.stride * ctx.stride;
    a.potential.ayaBlack.assign(area, 0);
    a.potential.ayaWhite.assign(area, 0);
    AyaMap black(ctx.size), white(ctx.size);
    for (int y = 0; y < ctx.size; ++y)
        for (int x = 0; x < ctx.size; ++x) {
            const Color c = ctx.live(ctx.board.at(x, y));
            if (!isStone(c))
                continue;
            (c == Black ? black : white).add(x, y, ayaReach(ctx, x, y));
        }
    black.copyTo(ctx.board, a.potential.ayaBlack);
    white.copyTo(ctx.board, a.potential.ayaWhite);
    if (!st)
        return;
    ++st->full;
    st->stride = ctx.stride;
    st->phase = a.phase;
    for (Color c : {Black, White})
        std::copy(ctx.liveRows[c], ctx.liveRows[c] + ctx.size, st->live[c]);
    st->map[Black] = a.potential.ayaBlack;
    st->map[White] = a.potential.ayaWhite;
}

void adjustAyaPotential(Context& ctx, const std::uint32_t (&before)[3][kMaxBoardSize])
{
    Analysis& a = ctx.out;
    for (int y = 0; y < ctx.size; ++y)
        for (Color c : {Black, White}) {
            const std::uint32_t now = ctx.liveRows[c][y];
            std::vector<int>& map = c == Black ? a.potential.ayaBlack : a.potential.ayaWhite;
            for (std::uint32_t diff = now ^ before[c][y]; diff != 0; diff &= diff - 1) {
                const int x = std::countr_zero(diff);
                addAyaStone(ctx, map, ctx.board.at(x, y), (now >> x) & 1 ? 1 : -1);
            }
        }
}

} // namespace irodori::analysis::detail
