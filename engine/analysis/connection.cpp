// Step 5: connection points (接続ポイント). An empty point where an opponent
// stone would be captured (found by search) is not territory, but the
// opponent cannot use it to cut: it keeps our strings together.
#include "context.h"

namespace irodori::analysis::detail {
namespace {

// Only points that could separate two of our strings are worth a search:
// next to one of our stones, with stones of two different strings of ours
// among its eight neighbours.
bool worthChecking(const Context& ctx, Point p, Color c)
{
    bool touches = false;
    int first = -1;
    bool second = false;
    for (int i = 0; i < 8; ++i) {
        const Point q = p + ctx.off(i);
        if (ctx.live(q) != c)
            continue;
        if (i < 4)
            touches = true;
        const int s = ctx.stringOf(q);
        if (first < 0)
            first = s;
        else if (s != first)
            second = true;
    }
    return touches && second;
}

} // namespace

void findConnectionPoints(Context& ctx)
{
    Analysis& a = ctx.out;
    a.connectionPoint.assign(ctx.stride * ctx.stride, 0);
    for (Point p : ctx.points) {
        if (ctx.board.color(p) != Empty)
            continue;
        for (Color c : {Black, White}) {
            if (!worthChecking(ctx, p, c))
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
                a.connectionPoint[p] |= c;
        }
    }
}

} // namespace irodori::analysis::detail
