// Step 1: the potential (ポテンシャル) of every stone, in two models.
//
// Both models are linear: the map is a sum of one contribution per stone, so
// adding or removing a stone changes the map by that stone's part only (the
// cheap differential update the seed relies on).
#include "context.h"

#include <array>
#include <cmath>
#include <cstdlib>

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

} // namespace

void computeAyaPotential(Context& ctx)
{
    Analysis& a = ctx.out;
    const int area = ctx.stride * ctx.stride;
    a.potential.ayaBlack.assign(area, 0);
    a.potential.ayaWhite.assign(area, 0);
    for (Point s : ctx.points) {
        const Color c = ctx.live(s);
        if (!isStone(c))
            continue;
        std::vector<int>& map = c == Black ? a.potential.ayaBlack : a.potential.ayaWhite;
        const int reach =
            (ctx.line(s) >= kCentreLine && a.phase != GamePhase::Endgame) ? kCentreReach : kLongReach;
        const int sx = ctx.board.column(s), sy = ctx.board.row(s);
        for (int dy = -reach; dy <= reach; ++dy) {
            const int y = sy + dy;
            if (y < 0 || y >= ctx.size)
                continue;
            const int rest = reach - std::abs(dy);
            for (int dx = -rest; dx <= rest; ++dx) {
                const int x = sx + dx;
                if (x < 0 || x >= ctx.size)
                    continue;
                map[ctx.board.at(x, y)] += kAyaWeight[std::abs(dx) + std::abs(dy)];
            }
        }
    }
}

namespace {

// Seed 004's shadow (影): seen from a source stone, a point hidden behind a
// friendly stone receives less of the source's charge, because the friendly
// stone already covers that direction. The stone is a disc of radius 1/2;
// a point is fully hidden when the ray from the source to it passes close to
// the caster's centre, and on the shadow's border when it only grazes it.
constexpr double kHiddenDistance = 0.3;
constexpr double kBorderDistance = 0.6;
constexpr int kMaxCasterDistance = 2; // only close friends cast a shadow worth counting
constexpr int kSpan = kMaxBoardSize - 1;
// The shadow reaches this far (city-block) from the source: a friend's
// shadow matters where its field is strong; beyond, the difference between
// 1/d and 1/(d + 2) is small and the cone would only cost time.
constexpr int kShadowReach = 10;

struct ShadowCell {
    std::int8_t u, v;
    std::uint8_t inc; // 2 fully hidden, 1 border
};

struct ShadowTable {
    // Per caster offset (fx, fy) with 1 <= |fx|+|fy| <= 2: the shadowed offsets.
    std::array<std::vector<ShadowCell>, 25> cells; // index (fx+2)*5 + (fy+2)

    ShadowTable()
    {
        for (int fx = -2; fx <= 2; ++fx)
            for (int fy = -2; fy <= 2; ++fy) {
                const int fd = std::abs(fx) + std::abs(fy);
                if (fd < 1 || fd > kMaxCasterDistance)
                    continue;
                auto& list = cells[(fx + 2) * 5 + (fy + 2)];
                const double ff = fx * fx + fy * fy;
                for (int u = -kSpan; u <= kSpan; ++u)
                    for (int v = -kSpan; v <= kSpan; ++v) {
                        if (std::abs(u) + std::abs(v) > kShadowReach)
                            continue;
                        const double qq = u * u + v * v;
                        const double t = (u * fx + v * fy) / ff; // projection of q on f
                        if (t <= 1.0 || qq <= ff)
                            continue; // not behind the caster
                        const double dist = std::abs(fx * v - fy * u) / std::sqrt(qq);
                        if (dist <= kHiddenDistance)
                            list.push_back({static_cast<std::int8_t>(u), static_cast<std::int8_t>(v), 2});
                        else if (dist <= kBorderDistance)
                            list.push_back({static_cast<std::int8_t>(u), static_cast<std::int8_t>(v), 1});
                    }
            }
    }
};

const ShadowTable& shadowTable()
{
    static const ShadowTable table;
    return table;
}

// 1/d for d = 0 .. 4 * kMaxStride (mirror images reach beyond the board),
// in fixed point: integer sums are exact whatever the order, so adding and
// removing single stones (the differential update) gives exactly the map a
// full computation gives.
struct InverseTable {
    static constexpr int kSize = 4 * kMaxStride;
    static constexpr int kLast = kSize - 1;
    std::array<std::int32_t, kSize> v{};   // v[d] = kChargeOne / d, v[0] = 0
    std::array<std::int32_t, kSize> rev{}; // rev[k] = v[kLast - k]
    InverseTable()
    {
        v[0] = 0;
        for (int d = 1; d < kSize; ++d)
            v[d] = static_cast<std::int32_t>((kChargeOne + d / 2) / d);
        for (int k = 0; k < kSize; ++k)
            rev[k] = v[kLast - k];
    }
};

const InverseTable& inverse()
{
    static const InverseTable table;
    return table;
}

// Seed 004: stones on lines 1-4 get a mirror image outside the edge, so the
// edge and the corner hold more of a stone's charge. Reflecting across the
// line just outside the board puts the image of a first-line stone at -1.
constexpr int kMirrorLines = 4;
constexpr int kNoImage = 1 << 20;

// kernel(dy)[x - cx + kSpan] = 1 / (|x - cx| + dy): one row of a stone's
// field, whatever column cx the stone (or its mirror image) stands on, so a
// row is added by one contiguous loop the compiler vectorises.
struct KernelTable {
    static constexpr int kSpan = 2 * kMaxBoardSize;
    static constexpr int kWidth = 2 * kSpan + 1;
    static constexpr int kRows = 2 * kMaxBoardSize + 8;
    std::vector<std::int32_t> k;
    KernelTable() : k(static_cast<std::size_t>(kRows) * kWidth)
    {
        const auto& inv = inverse().v;
        for (int dy = 0; dy < kRows; ++dy)
            for (int i = 0; i < kWidth; ++i)
                k[static_cast<std::size_t>(dy) * kWidth + i] = inv[std::abs(i - kSpan) + dy];
    }
    const std::int32_t* row(int dy) const { return k.data() + static_cast<std::size_t>(dy) * kWidth; }
};

const KernelTable& kernels()
{
    static const KernelTable table;
    return table;
}

// row[x] += sign / (|x - cx| + dy) for every column x of the board.
inline void addKernelRow(std::int32_t* row, int n, const std::int32_t* kernel, int cx, int sign)
{
    const std::int32_t* k = kernel + KernelTable::kSpan - cx;
    if (sign > 0)
        for (int x = 0; x < n; ++x)
            row[x] += k[x];
    else
        for (int x = 0; x < n; ++x)
            row[x] -= k[x];
}

// Adds (sign +1) or removes (sign -1) the charge of the stone of colour c at
// s, with the shadows cast by the stones of colour c in live.
void addStoneCharge(const Board& b, const Color* live, Point s, Color c, std::int32_t* m,
                    std::array<std::uint8_t, kMaxArea>& inc, std::vector<Point>& touched, int sign)
{
    const int n = b.size();
    const int stride = b.stride();
    const int sx = b.column(s), sy = b.row(s);
    // Shadows cast by nearby friendly stones.
    touched.clear();
    for (int fx = -kMaxCasterDistance; fx <= kMaxCasterDistance; ++fx)
        for (int fy = -kMaxCasterDistance; fy <= kMaxCasterDistance; ++fy) {
            const int fd = std::abs(fx) + std::abs(fy);
            if (fd < 1 || fd > kMaxCasterDistance)
                continue;
            const int cx = sx + fx, cy = sy + fy;
            if (cx < 0 || cy < 0 || cx >= n || cy >= n || live[b.at(cx, cy)] != c)
                continue;
            for (const ShadowCell& cell : shadowTable().cells[(fx + 2) * 5 + (fy + 2)]) {
                const int x = sx + cell.u, y = sy + cell.v;
                if (x < 0 || y < 0 || x >= n || y >= n)
                    continue;
                const Point p = b.at(x, y);
                if (inc[p] == 0)
                    touched.push_back(p);
                if (cell.inc > inc[p])
                    inc[p] = cell.inc;
            }
        }
    // The stone's field row by row, then its mirror images (not
    // shadowed: they stand for the edge itself).
    const KernelTable& kt = kernels();
    const int ix = sx < kMirrorLines ? -1 - sx : (sx >= n - kMirrorLines ? 2 * n - 1 - sx : kNoImage);
    const int iy = sy < kMirrorLines ? -1 - sy : (sy >= n - kMirrorLines ? 2 * n - 1 - sy : kNoImage);
    for (int y = 0; y < n; ++y) {
        std::int32_t* row = m + (y + 1) * stride + 1;
        const std::int32_t* k = kt.row(std::abs(y - sy));
        addKernelRow(row, n, k, sx, sign);
        if (ix != kNoImage)
            addKernelRow(row, n, k, ix, sign);
        if (iy != kNoImage) {
            const std::int32_t* ki = kt.row(std::abs(y - iy));
            addKernelRow(row, n, ki, sx, sign);
            if (ix != kNoImage)
                addKernelRow(row, n, ki, ix, sign);
        }
    }
    // Shadows: points hidden from this stone get 1/(d + 1) or 1/(d + 2)
    // instead of 1/d.
    const std::int32_t* inv = inverse().v.data();
    for (Point p : touched) {
        const int d = std::abs(b.column(p) - sx) + std::abs(b.row(p) - sy);
        m[p] += sign * (inv[d + inc[p]] - inv[d]);
    }
    for (Point p : touched)
        inc[p] = 0;
}

// Seed 004's thresholds for group candidate points.
constexpr float kCandidateLevel = 1.0f;  // v1
constexpr float kCandidateMargin = 0.4f; // v2

// Brings state up to the live stones of ctx: from scratch when it holds
// another board size (or nothing), otherwise by removing the charge of
// every stone whose own field changed — stones that came or went, and the
// friendly stones within shadow distance of them, whose shadows changed —
// and adding it back as it is now.
void updateCharge(Context& ctx, ChargeState& st)
{
    const Board& b = ctx.board;
    const int area = ctx.stride * ctx.stride;
    std::array<std::uint8_t, kMaxArea> inc{};
    std::vector<Point> touched;
    touched.reserve(kMaxArea);
    std::vector<Color> now(area, Edge);
    for (Point p : ctx.points)
        now[p] = ctx.live(p);
    if (st.size != ctx.size) {
        st.size = ctx.size;
        st.live.assign(area, Empty);
        for (Point p : ctx.points)
            st.live[p] = Empty;
        st.map[Black].assign(area, 0);
        st.map[White].assign(area, 0);
        ++st.full;
    } else {
        ++st.differential;
    }
    std::vector<Point> affected;
    std::vector<std::uint8_t> mark(area, 0);
    for (Point p : ctx.points) {
        if (now[p] == st.live[p])
            continue;
        for (int dx = -kMaxCasterDistance; dx <= kMaxCasterDistance; ++dx)
            for (int dy = -kMaxCasterDistance; dy <= kMaxCasterDistance; ++dy) {
                if (std::abs(dx) + std::abs(dy) > kMaxCasterDistance)
                    continue;
                const int x = b.column(p) + dx, y = b.row(p) + dy;
                if (x < 0 || y < 0 || x >= ctx.size || y >= ctx.size)
                    continue;
                const Point q = b.at(x, y);
                if (!mark[q] && (isStone(now[q]) || isStone(st.live[q]))) {
                    mark[q] = 1;
                    affected.push_back(q);
                }
            }
    }
    for (Point q : affected)
        if (isStone(st.live[q]))
            addStoneCharge(b, st.live.data(), q, st.live[q], st.map[st.live[q]].data(), inc, touched, -1);
    for (Point q : affected)
        if (isStone(now[q]))
            addStoneCharge(b, now.data(), q, now[q], st.map[now[q]].data(), inc, touched, +1);
    st.live = std::move(now);
}

} // namespace

void computeChargePotential(Context& ctx)
{
    Analysis& a = ctx.out;
    const int area = ctx.stride * ctx.stride;
    ChargeState local;
    ChargeState& st = ctx.charge ? *ctx.charge : local;
    updateCharge(ctx, st);
    a.potential.chargeBlack.assign(area, 0.0f);
    a.potential.chargeWhite.assign(area, 0.0f);
    for (Point p : ctx.points) {
        a.potential.chargeBlack[p] = static_cast<float>(st.map[Black][p]) / kChargeOne;
        a.potential.chargeWhite[p] = static_cast<float>(st.map[White][p]) / kChargeOne;
    }

    // Candidate points: a stone of the colour, or an empty point the colour
    // charges strongly and clearly more than the opponent.
    std::vector<Color> cand(area, Empty);
    for (Point p : ctx.points) {
        const Color c = ctx.live(p);
        if (isStone(c)) {
            cand[p] = c;
            continue;
        }
        const float bl = a.potential.chargeBlack[p], wh = a.potential.chargeWhite[p];
        if (bl >= kCandidateLevel && bl - wh >= kCandidateMargin)
            cand[p] = Black;
        else if (wh >= kCandidateLevel && wh - bl >= kCandidateMargin)
            cand[p] = White;
    }
    // Blocks of candidate points, then blocks whose stones touch diagonally
    // (a kosumi) are one group: union-find over block ids.
    std::vector<int>& id = a.potential.chargeGroup;
    id.assign(area, 0);
    std::vector<int> parent(1, 0);
    std::vector<Point> stack;
    for (Point p : ctx.points) {
        if (cand[p] == Empty || id[p] != 0)
            continue;
        const int g = static_cast<int>(parent.size());
        parent.push_back(g);
        id[p] = g;
        stack.assign(1, p);
        while (!stack.empty()) {
            const Point q = stack.back();
            stack.pop_back();
            for (int i = 0; i < 4; ++i) {
                const Point r = q + ctx.off(i);
                if (cand[r] == cand[p] && id[r] == 0) {
                    id[r] = g;
                    stack.push_back(r);
                }
            }
        }
    }
    auto find = [&](int x) {
        while (parent[x] != x)
            x = parent[x] = parent[parent[x]];
        return x;
    };
    for (Point p : ctx.points) {
        const Color c = ctx.live(p);
        if (!isStone(c))
            continue;
        for (int i = 4; i < 8; ++i) {
            const Point q = p + ctx.off(i);
            if (ctx.live(q) == c && id[q] != 0) {
                const int ra = find(id[p]), rb = find(id[q]);
                if (ra != rb)
                    parent[std::max(ra, rb)] = std::min(ra, rb);
            }
        }
    }
    // Renumber in reading order so the ids are stable.
    std::vector<int> renumber(parent.size(), 0);
    int next = 0;
    for (Point p : ctx.points) {
        if (id[p] == 0)
            continue;
        const int r = find(id[p]);
        if (renumber[r] == 0)
            renumber[r] = ++next;
        id[p] = renumber[r];
    }
}

} // namespace irodori::analysis::detail
