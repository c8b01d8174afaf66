// Step 5: connection points (接続ポイント). An empty point where an opponent
// stone would be captured (found by search) is not territory, but the
// opponent cannot use it to cut: it keeps our strings together.
#include "context.h"

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

} // namespace

void findConnectionPoints(Context& ctx)
{
    Analysis& a = ctx.out;
    a.connectionPoint.assign(ctx.stride * ctx.stride, 0);
    for (Point p : ctx.points) {
        if (ctx.board.color(p) != Empty)
            continue;
        const int worth = worthChecking(ctx, p);
        if (worth == 0)
            continue;
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
                a.connectionPoint[p] |= c;
        }
    }
}

} // namespace irodori::analysis::detail
