// Step 5: connection points (接続ポイント). An empty point where an opponent
// stone would be captured (found by search) is not territory, but the
// opponent cannot use it to cut: it keeps our strings together.
#include "context.h"

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

// Step 5 at the empty point p: for each colour it is worth checking for,
// whether an opponent stone played there can be captured.
void check(Context& ctx, Point p)
{
    const int worth = worthChecking(ctx, p);
    if (worth == 0)
        return;
    for (Color c : {Black, White}) {
        if (!(worth & c))
            continue;
        const Color cutter = opponent(c);
        bool holds = false;
        if (ctx.board.isSuicide(p, cutter)) {
            holds = true; // the opponent cannot play there at all
        } else if (ctx.board.wouldCapture(p, cutter) == 0) {
            const int libs = libertiesAfterPlay(ctx.board, p, cutter, 3);
            if (libs <= 1)
                holds = true; // the cutting stone stands in atari
            else if (libs == 2) {
                const tactics::ReadResult r = ctx.tactics.captureCuttingStone(ctx.pos, p, cutter);
                holds = r.code == tactics::Win || r.code == tactics::KoA;
            }
        }
        if (holds)
            ctx.out.connectionPoint[p] |= c;
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
        for (; candidates != 0; candidates &= candidates - 1)
            check(ctx, ctx.board.at(std::countr_zero(candidates), y));
    }
}

} // namespace irodori::analysis::detail
