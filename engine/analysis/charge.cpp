// Step 1: the potential (ポテンシャル) of every stone, seed 004's
// electric-charge model: every stone a charge whose field falls off as 1/d,
// mirror images beyond the edge, and the shadows friendly stones cast.
// Linear like Aya's model (potential.cpp): a stone added or removed changes
// the map by its own field, which the differential evaluation relies on.
#include "context.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <utility>

namespace irodori::analysis::detail {
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

// The friendly stones that can cast a shadow on a source stone: the 12
// points within city-block distance kMaxCasterDistance. A set of them is a
// 12-bit mask.
struct Caster {
    int fx, fy;
};
constexpr std::array<Caster, 12> kCasters = {{{-2, 0}, {-1, -1}, {-1, 0}, {-1, 1}, {0, -2}, {0, -1},
                                               {0, 1}, {0, 2}, {1, -1}, {1, 0}, {1, 1}, {2, 0}}};
constexpr int kCasterSets = 1 << kCasters.size();

// The shadows of a set of casters, row by row: in row v (relative to the
// source stone) the columns u0 .. u1 change by delta[u - u0], the change
// 1/(d + inc) - 1/d of the deepest shadow any caster of the set throws
// there (0 where none does). Rows are short, so a stone's shadows are a few
// contiguous additions.
struct ShadowRow {
    int v, u0, u1;
    int first;  // index of the delta of u0
    int chunks; // the deltas from first in fours, padded with zeros
};

struct ShadowRows {
    std::vector<ShadowRow> rows;
    std::vector<std::int32_t> delta;
};

// The shadows of every set of casters, merged once when first needed.
const ShadowRows& shadowsOf(int set)
{
    static std::array<std::once_flag, kCasterSets> once;
    static std::array<ShadowRows, kCasterSets> lists;
    std::call_once(once[set], [set] {
        constexpr int kSide = 2 * kShadowReach + 1;
        std::array<std::uint8_t, kSide * kSide> inc{};
        for (std::size_t i = 0; i < kCasters.size(); ++i) {
            if (!(set & (1 << i)))
                continue;
            for (const ShadowCell& cell : shadowTable().cells[(kCasters[i].fx + 2) * 5 + (kCasters[i].fy + 2)]) {
                std::uint8_t& k = inc[(cell.v + kShadowReach) * kSide + (cell.u + kShadowReach)];
                k = std::max(k, cell.inc);
            }
        }
        const std::int32_t* inv = inverse().v.data();
        ShadowRows& list = lists[set];
        for (int v = -kShadowReach; v <= kShadowReach; ++v) {
            const std::uint8_t* row = inc.data() + (v + kShadowReach) * kSide;
            int u0 = kShadowReach + 1, u1 = -kShadowReach - 1;
            for (int u = -kShadowReach; u <= kShadowReach; ++u)
                if (row[u + kShadowReach] != 0) {
                    u0 = std::min(u0, u);
                    u1 = std::max(u1, u);
                }
            if (u0 > u1)
                continue;
            const int chunks = (u1 - u0 + 4) / 4;
            list.rows.push_back({v, u0, u1, static_cast<int>(list.delta.size()), chunks});
            for (int u = u0; u <= u1; ++u) {
                const int k = row[u + kShadowReach];
                const int d = std::abs(u) + std::abs(v);
                list.delta.push_back(k == 0 ? 0 : inv[d + k] - inv[d]);
            }
            list.delta.resize(list.delta.size() + static_cast<std::size_t>(4 * chunks - (u1 - u0 + 1)), 0);
        }
    });
    return lists[set];
}

// Seed 004: stones on lines 1-4 get a mirror image outside the edge, so the
// edge and the corner hold more of a stone's charge. Reflecting across the
// line just outside the board puts the image of a first-line stone at -1.
constexpr int kMirrorLines = 4;
constexpr int kNoImage = 1 << 20;

// The field of one stone row by row: row(sx, dy)[x] is the charge a stone
// on column sx gives the point of column x on a row dy lines away, its
// mirror image beyond the nearer side edge included. Rows are padded with
// zeros to a multiple of four columns, so adding one is a fixed number of
// vector additions. Built once per board size; the sums are the same
// integers as adding the stone and its image separately.
class FieldTable {
public:
    static constexpr int kRows = 2 * kMaxBoardSize + 8; // dy up to the far mirror image

    explicit FieldTable(int n) : n_(n), width_((n + 3) / 4 * 4)
    {
        const auto& inv = inverse().v;
        f_.assign(static_cast<std::size_t>(n) * kRows * width_, 0);
        for (int sx = 0; sx < n; ++sx) {
            const int ix = image(sx);
            for (int dy = 0; dy < kRows; ++dy) {
                std::int32_t* r = f_.data() + (static_cast<std::size_t>(sx) * kRows + dy) * width_;
                for (int x = 0; x < n; ++x) {
                    r[x] = inv[std::abs(x - sx) + dy];
                    if (ix != kNoImage)
                        r[x] += inv[std::abs(x - ix) + dy];
                }
            }
        }
    }

    const std::int32_t* row(int sx, int dy) const
    {
        return f_.data() + (static_cast<std::size_t>(sx) * kRows + dy) * width_;
    }
    int width() const { return width_; }
    // The column (or row) of the mirror image of a stone on column v.
    int image(int v) const
    {
        return v < kMirrorLines ? -1 - v : (v >= n_ - kMirrorLines ? 2 * n_ - 1 - v : kNoImage);
    }

private:
    int n_, width_;
    std::vector<std::int32_t> f_;
};

const FieldTable& fields(int n)
{
    static std::array<std::once_flag, kMaxBoardSize + 1> once;
    static std::array<std::unique_ptr<FieldTable>, kMaxBoardSize + 1> tables;
    std::call_once(once[n], [n] { tables[n] = std::make_unique<FieldTable>(n); });
    return *tables[n];
}

// row[x] += sign * field[x] over a padded row (the padding adds zeros, so
// it may run past the board's last column into the border), four columns
// at a time (a temporary lets the compiler use one vector addition).
inline void addFieldRow(std::int32_t* row, const std::int32_t* field, int width, int sign)
{
    for (int x = 0; x < width; x += 4) {
        std::int32_t t[4];
        if (sign > 0)
            for (int j = 0; j < 4; ++j)
                t[j] = row[x + j] + field[x + j];
        else
            for (int j = 0; j < 4; ++j)
                t[j] = row[x + j] - field[x + j];
        for (int j = 0; j < 4; ++j)
            row[x + j] = t[j];
    }
}

// The same for the sum of two field rows (a stone and its image beyond the
// top or bottom edge), in one pass over the map row.
inline void addFieldRows(std::int32_t* row, const std::int32_t* f1, const std::int32_t* f2, int width, int sign)
{
    for (int x = 0; x < width; x += 4) {
        std::int32_t t[4];
        if (sign > 0)
            for (int j = 0; j < 4; ++j)
                t[j] = row[x + j] + (f1[x + j] + f2[x + j]);
        else
            for (int j = 0; j < 4; ++j)
                t[j] = row[x + j] - (f1[x + j] + f2[x + j]);
        for (int j = 0; j < 4; ++j)
            row[x + j] = t[j];
    }
}

// The shadow casters around the stone at s (see kCasters): the set of
// friendly stones of colour c in live within kMaxCasterDistance. live has
// the bordered board's layout with Edge on the border, so every caster but
// the two two rows up or down lands on the board or its border.
int casterSet(const Board& b, const Color* live, Point s, Color c)
{
    const int n = b.size(), stride = b.stride();
    const int sy = b.row(s);
    int set = 0;
    for (std::size_t i = 0; i < kCasters.size(); ++i) {
        const int fy = kCasters[i].fy;
        if ((fy == -2 && sy < 2) || (fy == 2 && sy > n - 3))
            continue;
        set |= static_cast<int>(live[s + fy * stride + kCasters[i].fx] == c) << i;
    }
    return set;
}

// The shadows of the caster set `set` on the field of the stone at s.
void addShadows(const Board& b, Point s, int set, std::int32_t* m, int sign)
{
    const int n = b.size();
    const int stride = b.stride();
    const int sx = b.column(s), sy = b.row(s);
    const ShadowRows& shadows = shadowsOf(set);
    for (const ShadowRow& r : shadows.rows) {
        if (sy + r.v < 0 || sy + r.v >= n)
            continue;
        const int u0 = std::max(r.u0, -sx), u1 = std::min(r.u1, n - 1 - sx);
        std::int32_t* row = m + s + r.v * stride;
        const std::int32_t* delta = shadows.delta.data() + r.first - r.u0;
        if (sign > 0)
            for (int u = u0; u <= u1; ++u)
                row[u] += delta[u];
        else
            for (int u = u0; u <= u1; ++u)
                row[u] -= delta[u];
    }
}

// Adds (sign +1) or removes (sign -1) the charge of the stone of colour c at
// s, with the shadows cast by the stones of colour c in live.
void addStoneCharge(const Board& b, const Color* live, Point s, Color c, std::int32_t* m, int sign)
{
    const int n = b.size();
    const int stride = b.stride();
    const int sx = b.column(s), sy = b.row(s);
    // The stone's field row by row, then its mirror image beyond the
    // nearer top or bottom edge (not shadowed: the images stand for the
    // edge itself).
    const FieldTable& ft = fields(n);
    const int width = ft.width();
    const int iy = ft.image(sy);
    if (iy == kNoImage)
        for (int y = 0; y < n; ++y)
            addFieldRow(m + (y + 1) * stride + 1, ft.row(sx, std::abs(y - sy)), width, sign);
    else
        for (int y = 0; y < n; ++y)
            addFieldRows(m + (y + 1) * stride + 1, ft.row(sx, std::abs(y - sy)), ft.row(sx, std::abs(y - iy)), width,
                         sign);
    // Shadows cast by nearby friendly stones: points hidden from this stone
    // get 1/(d + 1) or 1/(d + 2) instead of 1/d.
    const int set = casterSet(b, live, s, c);
    if (set != 0)
        addShadows(b, s, set, m, sign);
}

// A stone's field for the whole-board pass: its rows in the FieldTable
// (row dy at field + dy * width), its row and its image's row (kNoImage
// when it has none).
struct FieldSource {
    const std::int32_t* field;
    int sy, iy;
};

// Four columns of a field row. With GCC and Clang a vector type, so that
// a whole map row of sums stays in registers while the stones' rows are
// added to it; elsewhere plain integers.
#if defined(__GNUC__) || defined(__clang__)
typedef std::int32_t Lanes __attribute__((vector_size(16)));
inline Lanes loadLanes(const std::int32_t* p)
{
    Lanes v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
inline void storeLanes(std::int32_t* p, Lanes v) { std::memcpy(p, &v, sizeof v); }
#else
struct Lanes {
    std::int32_t v[4] = {0, 0, 0, 0};
    Lanes& operator+=(const Lanes& o)
    {
        for (int j = 0; j < 4; ++j)
            v[j] += o.v[j];
        return *this;
    }
};
inline Lanes loadLanes(const std::int32_t* p)
{
    Lanes l;
    std::memcpy(l.v, p, sizeof l.v);
    return l;
}
inline void storeLanes(std::int32_t* p, Lanes l) { std::memcpy(p, l.v, sizeof l.v); }
#endif

// The fields of many stones added row by row: each map row is the sum of
// the rows of every stone's field (and image) that fall on it, summed in
// registers and stored once, instead of every stone loading and storing
// every map row. Chunks is the padded row width in fours.
template <int Chunks>
void addFieldsRowByRow(const FieldSource* sources, int count, int n, int stride, std::int32_t* m)
{
    constexpr int kWidth = 4 * Chunks;
    for (int y = 0; y < n; ++y) {
        Lanes acc[Chunks] = {};
        for (int i = 0; i < count; ++i) {
            const FieldSource& src = sources[i];
            const std::int32_t* f = src.field + std::abs(y - src.sy) * kWidth;
            for (int c = 0; c < Chunks; ++c)
                acc[c] += loadLanes(f + 4 * c);
            if (src.iy != kNoImage) {
                const std::int32_t* g = src.field + std::abs(y - src.iy) * kWidth;
                for (int c = 0; c < Chunks; ++c)
                    acc[c] += loadLanes(g + 4 * c);
            }
        }
        std::int32_t* row = m + (y + 1) * stride + 1;
        for (int c = 0; c < Chunks; ++c) {
            Lanes v = loadLanes(row + 4 * c);
            v += acc[c];
            storeLanes(row + 4 * c, v);
        }
    }
}

// Adds the charge of every stone of colour c in live (points: the board's
// points) to m: the same integers as addStoneCharge stone by stone, since
// integer sums do not depend on their order.
void addAllCharges(const Board& b, const Color* live, const std::vector<Point>& points, Color c, std::int32_t* m)
{
    const int n = b.size(), stride = b.stride();
    const FieldTable& ft = fields(n);
    FieldSource sources[kMaxBoardSize * kMaxBoardSize];
    int count = 0;
    for (Point s : points)
        if (live[s] == c)
            sources[count++] = {ft.row(b.column(s), 0), b.row(s), ft.image(b.row(s))};
    static_assert((kMaxBoardSize + 3) / 4 <= 7, "a padded row has at most seven chunks");
    switch (ft.width() / 4) {
    case 1: addFieldsRowByRow<1>(sources, count, n, stride, m); break;
    case 2: addFieldsRowByRow<2>(sources, count, n, stride, m); break;
    case 3: addFieldsRowByRow<3>(sources, count, n, stride, m); break;
    case 4: addFieldsRowByRow<4>(sources, count, n, stride, m); break;
    case 5: addFieldsRowByRow<5>(sources, count, n, stride, m); break;
    case 6: addFieldsRowByRow<6>(sources, count, n, stride, m); break;
    default: addFieldsRowByRow<7>(sources, count, n, stride, m); break; // up to 28 columns
    }
    // The shadows, four columns at a time, into a map with kShadowReach
    // more columns on the left and room for the padding of the last four
    // on the right: what falls off the sides lands there and is not copied
    // back; rows off the board are skipped.
    constexpr int kReach = kShadowReach;
    constexpr int kRight = kShadowReach + 4;
    static thread_local std::array<std::int32_t, kMaxBoardSize * (kMaxBoardSize + kReach + kRight)> shade;
    const int width = n + kReach + kRight;
    std::fill_n(shade.begin(), n * width, 0);
    bool any = false;
    for (Point s : points) {
        if (live[s] != c)
            continue;
        const int set = casterSet(b, live, s, c);
        if (set == 0)
            continue;
        any = true;
        const ShadowRows& shadows = shadowsOf(set);
        const int sy = b.row(s);
        std::int32_t* centre = shade.data() + sy * width + b.column(s) + kReach;
        for (const ShadowRow& r : shadows.rows) {
            if (sy + r.v < 0 || sy + r.v >= n)
                continue;
            std::int32_t* dst = centre + r.v * width + r.u0;
            const std::int32_t* delta = shadows.delta.data() + r.first;
            for (int k = 0; k < r.chunks; ++k) {
                Lanes v = loadLanes(dst + 4 * k);
                v += loadLanes(delta + 4 * k);
                storeLanes(dst + 4 * k, v);
            }
        }
    }
    if (!any)
        return;
    for (int y = 0; y < n; ++y) {
        std::int32_t* row = m + (y + 1) * stride + 1;
        const std::int32_t* from = shade.data() + y * width + kReach;
        for (int x = 0; x < n; ++x)
            row[x] += from[x];
    }
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
    if (st.size != ctx.size) {
        // From scratch: every stone's charge, shadows included. The sums
        // are integers, so the order of the stones does not matter.
        st.size = ctx.size;
        st.live.assign(area, Edge);
        for (Point p : ctx.points)
            st.live[p] = ctx.live(p);
        st.map[Black].assign(area, 0);
        st.map[White].assign(area, 0);
        for (Color c : {Black, White})
            addAllCharges(b, st.live.data(), ctx.points, c, st.map[c].data());
        ++st.full;
        return;
    }
    std::vector<Color> now(area, Edge);
    for (Point p : ctx.points)
        now[p] = ctx.live(p);
    ++st.differential;
    std::vector<Point> affected;
    std::vector<std::uint8_t> mark(area, 0);
    for (Point p : ctx.points) {
        if (now[p] == st.live[p])
            continue;
        const int px = b.column(p), py = b.row(p);
        for (int dx = -kMaxCasterDistance; dx <= kMaxCasterDistance; ++dx)
            for (int dy = -kMaxCasterDistance; dy <= kMaxCasterDistance; ++dy) {
                if (std::abs(dx) + std::abs(dy) > kMaxCasterDistance)
                    continue;
                const int x = px + dx, y = py + dy;
                if (x < 0 || y < 0 || x >= ctx.size || y >= ctx.size)
                    continue;
                const Point q = p + dy * ctx.stride + dx;
                if (!mark[q] && (isStone(now[q]) || isStone(st.live[q]))) {
                    mark[q] = 1;
                    affected.push_back(q);
                }
            }
    }
    for (Point q : affected)
        if (isStone(st.live[q]))
            addStoneCharge(b, st.live.data(), q, st.live[q], st.map[st.live[q]].data(), -1);
    for (Point q : affected)
        if (isStone(now[q]))
            addStoneCharge(b, now.data(), q, now[q], st.map[now[q]].data(), +1);
    st.live = std::move(now);
}

} // namespace

void computeChargePotential(Context& ctx)
{
    Analysis& a = ctx.out;
    const int area = ctx.stride * ctx.stride;
    // Without carried maps, a state of this thread's is computed from
    // scratch (its size cleared), only its buffers are reused.
    static thread_local ChargeState local;
    local.size = 0;
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
    static thread_local std::vector<Color> cand;
    cand.assign(area, Empty);
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
    // (a kosumi) are one group: union-find over the points, joining each
    // candidate to the same candidate left of and above it, and each stone
    // to its diagonal friends. The ids number the groups in reading order
    // of their first point, so they are stable.
    static thread_local std::vector<int> parent;
    parent.assign(area, -1);
    auto find = [&](int x) {
        while (parent[x] != x)
            x = parent[x] = parent[parent[x]];
        return x;
    };
    auto unite = [&](int x, int y) {
        const int ra = find(x), rb = find(y);
        if (ra != rb)
            parent[std::max(ra, rb)] = std::min(ra, rb);
    };
    for (Point p : ctx.points) {
        if (cand[p] == Empty)
            continue;
        parent[p] = p;
        if (cand[p - 1] == cand[p])
            unite(p, p - 1);
        if (cand[p - ctx.stride] == cand[p])
            unite(p, p - ctx.stride);
    }
    for (Point p : ctx.points) {
        const Color c = ctx.live(p);
        if (!isStone(c))
            continue;
        for (int i = 4; i < 8; ++i) {
            const Point q = p + ctx.off(i);
            if (ctx.live(q) == c)
                unite(p, q);
        }
    }
    std::vector<int>& id = a.potential.chargeGroup;
    id.assign(area, 0);
    static thread_local std::vector<int> renumber;
    renumber.assign(area, 0);
    int next = 0;
    for (Point p : ctx.points) {
        if (cand[p] == Empty)
            continue;
        const int r = find(p);
        if (renumber[r] == 0)
            renumber[r] = ++next;
        id[p] = renumber[r];
    }
}

} // namespace irodori::analysis::detail
