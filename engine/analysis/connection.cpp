// Step 5: connection points (接続ポイント). An empty point where an opponent
// stone would be captured (found by search) is not territory, but the
// opponent cannot use it to cut: it keeps our strings together.
#include "context.h"
#include "links.h"

#include <algorithm>

#include <bit>
#include <cstdint>
#include <vector>

namespace irodori::analysis::detail {
namespace {

// Only points that could separate two of our strings are worth a search:
// next to one of our stones, with stones of two different strings of ours
// among its eight neighbours. Both colours in one look at the neighbours:
// the result's bit c is set when the point is worth checking for c.
int worthChecking(const Context& ctx, Point p)
{
    int touches = 0;       // bit c: a stone of c beside p
    int first[4] = {-1, -1, -1, -1};
    int second = 0;        // bit c: stones of two strings of c around p
    for (int i = 0; i < 8; ++i) {
        const Point q = p + ctx.off(i);
        const Color c = ctx.live(q);
        if (!isStone(c))
            continue;
        if (i < 4)
            touches |= c;
        const int s = ctx.stringOf(q);
        if (first[c] < 0)
            first[c] = s;
        else if (s != first[c])
            second |= c;
    }
    return touches & second;
}

// Step 5's checks at the empty point p that look only around it: for each
// colour (bits 0-1 Black, 2-3 White) kNotWorth, kHolds (the opponent
// cannot play there, or its stone stands in atari), kRead (its stone has
// two liberties: the capture search decides) or kOpen (it captures, or has
// three liberties or more).
constexpr int kNotWorth = 0, kHolds = 1, kRead = 2, kOpen = 3;

int shift(Color c) { return c == Black ? 0 : 2; }

int localChecks(const Context& ctx, Point p)
{
    const int worth = worthChecking(ctx, p);
    int out = 0;
    for (Color c : {Black, White}) {
        if (!(worth & c))
            continue;
        const Color cutter = opponent(c);
        int code = kOpen;
        if (ctx.board.isSuicide(p, cutter)) {
            code = kHolds; // the opponent cannot play there at all
        } else if (ctx.board.wouldCapture(p, cutter) == 0) {
            const int libs = libertiesAfterPlay(ctx.board, p, cutter, 3);
            if (libs <= 1)
                code = kHolds; // the cutting stone stands in atari
            else if (libs == 2)
                code = kRead;
        }
        out |= code << shift(c);
    }
    return out;
}

// Step 5 at the empty point p from its local checks: whether an opponent
// stone played there can be captured.
void check(Context& ctx, Point p, int local)
{
    for (Color c : {Black, White}) {
        const int code = (local >> shift(c)) & 3;
        bool holds = code == kHolds;
        if (code == kRead) {
            const tactics::ReadResult r = ctx.tactics.captureCuttingStone(ctx.pos, p, opponent(c));
            holds = r.code == tactics::Win || r.code == tactics::KoA;
        }
        if (holds)
            ctx.out.connectionPoint[p] |= c;
    }
}

// The points whose local checks may differ from the position before
// (row masks, bit x of row y): within a point of a point whose stone
// changed (placed, taken, left out or back) or of a stone of a string
// beside or on such a point (other stones, other liberties). Elsewhere
// the stones around a point, their strings and those strings' liberties
// are what they were, and so are the checks.
void staleChecks(const Context& ctx, const std::uint32_t (&now)[5][kMaxBoardSize], const LinkMemory& before,
                 std::uint32_t* stale)
{
    const int n = ctx.size;
    const Board& b = ctx.board;
    const Analysis& a = ctx.out;
    std::uint32_t changed[kMaxBoardSize + 2] = {}; // row y + 1
    static thread_local std::vector<std::uint8_t> seen;
    seen.assign(a.strings.size(), 0);
    for (int y = 0; y < n; ++y) {
        std::uint32_t diff = 0;
        for (int k = 0; k < 5; ++k)
            diff |= now[k][y] ^ before.checkRows[k][y];
        changed[y + 1] |= diff;
        for (; diff != 0; diff &= diff - 1) {
            const Point d = b.at(std::countr_zero(diff), y);
            for (int i = -1; i < 4; ++i) {
                const Point q = i < 0 ? d : d + ctx.off(i);
                const int s = ctx.stringOf(q);
                if (s < 0 || seen[static_cast<std::size_t>(s)])
                    continue;
                seen[static_cast<std::size_t>(s)] = 1;
                for (Point t : a.strings[static_cast<std::size_t>(s)].stones)
                    changed[b.row(t) + 1] |= std::uint32_t{1} << b.column(t);
            }
        }
    }
    for (int y = 0; y < n; ++y) {
        const std::uint32_t rows = changed[y] | changed[y + 1] | changed[y + 2];
        stale[y] = rows | (rows << 1) | (rows >> 1);
    }
}

} // namespace

void findConnectionPoints(Context& ctx)
{
    Analysis& a = ctx.out;
    a.connectionPoint.assign(ctx.stride * ctx.stride, 0);
    // worthChecking() asks for a stone of c beside the point and stones of
    // two strings of c around it. Row masks of the live stones (bit x of a
    // row is column x, with an empty row above and below the board) leave
    // out at once the many empty points without a stone of c beside them
    // and a second one around them; the others are checked in reading
    // order, as before.
    const int n = ctx.size;
    static thread_local std::vector<std::uint64_t> rows[3]; // [Empty]: empty points
    for (Color c : {Empty, Black, White})
        rows[c].assign(static_cast<std::size_t>(n + 2), 0);
    for (int y = 0; y < n; ++y)
        for (Color c : {Empty, Black, White})
            rows[c][static_cast<std::size_t>(y + 1)] = ctx.liveRows[c][y]; // a dead stone: neither
    // On a large board the local checks of the position before are taken
    // where nothing around a point changed (see LinkMemory).
    const LinkMemory* before = ctx.linksBefore;
    LinkMemory* after = ctx.linksAfter;
    const std::size_t area = static_cast<std::size_t>(ctx.stride * ctx.stride);
    std::uint32_t now[5][kMaxBoardSize] = {};
    std::uint32_t stale[kMaxBoardSize];
    const bool carry = before && before->checkStride == ctx.stride && before->checks.size() == area;
    if (before || after) {
        for (Color c : {Empty, Black, White})
            std::copy(ctx.liveRows[c], ctx.liveRows[c] + n, now[c]);
        for (const StringInfo& s : a.strings)
            if (s.removed)
                for (Point p : s.stones)
                    now[s.color == Black ? 3 : 4][ctx.board.row(p)] |= std::uint32_t{1} << ctx.board.column(p);
        if (carry)
            staleChecks(ctx, now, *before, stale);
    }
    if (after) {
        after->checkStride = ctx.stride;
        std::copy(&now[0][0], &now[0][0] + 5 * kMaxBoardSize, &after->checkRows[0][0]);
        after->checks.assign(area, 0);
    }
    for (int y = 0; y < n; ++y) {
        std::uint64_t candidates = 0;
        for (Color c : {Black, White}) {
            const std::uint64_t up = rows[c][static_cast<std::size_t>(y)];
            const std::uint64_t mid = rows[c][static_cast<std::size_t>(y + 1)];
            const std::uint64_t down = rows[c][static_cast<std::size_t>(y + 2)];
            const std::uint64_t beside = up | down | (mid << 1) | (mid >> 1);
            const std::uint64_t around[8] = {up, down, mid << 1, mid >> 1, up << 1, up >> 1, down << 1, down >> 1};
            std::uint64_t one = 0, two = 0; // points with one, two or more stones of c around
            for (std::uint64_t m : around) {
                two |= one & m;
                one |= m;
            }
            candidates |= beside & two;
        }
        candidates &= rows[Empty][static_cast<std::size_t>(y + 1)];
        for (; candidates != 0; candidates &= candidates - 1) {
            const int x = std::countr_zero(candidates);
            const Point p = ctx.board.at(x, y);
            const int local = carry && !((stale[y] >> x) & 1) ? before->checks[static_cast<std::size_t>(p)]
                                                              : localChecks(ctx, p);
            if (after)
                after->checks[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(local);
            check(ctx, p, local);
        }
    }
}

} // namespace irodori::analysis::detail
