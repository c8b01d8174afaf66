// Step 8: connection shapes (形による連絡) — local patterns where two strings
// are connected although no single point proves it.
#include "links.h"

#include <algorithm>

namespace irodori::analysis::detail {
namespace {

// A shape in a small window, in one canonical orientation:
//   'A', 'B'  our stones of two different strings (the link's ends)
//   'o'       an opponent stone
//   '.'       empty (dead stones count as empty)
//   '?'       anything, the edge included
//   '*'       the point whose condition the shape states (must be empty)
struct ShapeDef {
    const char* key;
    int w, h;
    const char* rows; // h rows of w characters, concatenated
};

// The hane-under shape of seed 001: our two stones one space apart along
// the side, each hane'd by an opponent stone on the same side. If the
// opponent wedges between them, we cut at '*' and the wedge stands in atari
// — which works only while our cutting stone keeps enough liberties: it
// must have three or more before the wedge (two after it). If our cut would
// itself be atari the shape fails and the link stays a plain one-space jump.
constexpr ShapeDef kHaneUnder = {"hane-under", 3, 3,
                                 "?Ao"
                                 "?.*"
                                 "?Bo"};

// Applies the transform t (0..7: bit 0 mirror x, bit 1 mirror y, bit 2
// swap axes) to window coordinates.
void transform(int t, int x, int y, int& ox, int& oy)
{
    if (t & 4)
        std::swap(x, y);
    ox = (t & 1) ? -x : x;
    oy = (t & 2) ? -y : y;
}

} // namespace

void shapes(Context& ctx, const std::function<void(Link)>& offer)
{
    const Board& b = ctx.board;
    const ShapeDef& def = kHaneUnder;
    // Anchor every transform on a stone at the shape's 'A' cell, so only
    // windows around stones are tried.
    int ax = 0, ay = 0;
    for (int y = 0; y < def.h; ++y)
        for (int x = 0; x < def.w; ++x)
            if (def.rows[y * def.w + x] == 'A')
                ax = x, ay = y;
    for (Point anchor : ctx.points) {
        if (!isStone(ctx.live(anchor)))
            continue;
        for (int t = 0; t < 8; ++t) {
            int adx, ady;
            transform(t, ax, ay, adx, ady);
            const int x0 = b.column(anchor) - adx, y0 = b.row(anchor) - ady;
            Color c = Empty;
            Point pa = kNoPoint, pb = kNoPoint, star = kNoPoint;
            std::vector<Point> empties;
            bool ok = true;
            for (int y = 0; y < def.h && ok; ++y)
                for (int x = 0; x < def.w && ok; ++x) {
                    int dx, dy;
                    transform(t, x, y, dx, dy);
                    const int px = x0 + dx, py = y0 + dy;
                    const bool in = px >= 0 && py >= 0 && px < ctx.size && py < ctx.size;
                    const char ch = def.rows[y * def.w + x];
                    if (ch == '?')
                        continue;
                    if (!in) {
                        ok = false;
                        break;
                    }
                    const Point p = b.at(px, py);
                    const Color k = ctx.live(p);
                    switch (ch) {
                    case 'A': case 'B':
                        if (!isStone(k) || (c != Empty && k != c))
                            ok = false;
                        c = k;
                        (ch == 'A' ? pa : pb) = p;
                        break;
                    case '.': case '*':
                        if (b.color(p) != Empty)
                            ok = false;
                        if (ch == '*')
                            star = p;
                        else
                            empties.push_back(p);
                        break;
                    default: break;
                    }
                }
            if (!ok || c == Empty)
                continue;
            // Opponent stones, now that the colour is known.
            for (int y = 0; y < def.h && ok; ++y)
                for (int x = 0; x < def.w && ok; ++x) {
                    if (def.rows[y * def.w + x] != 'o')
                        continue;
                    int dx, dy;
                    transform(t, x, y, dx, dy);
                    ok = ctx.live(b.at(x0 + dx, y0 + dy)) == opponent(c);
                }
            if (!ok || ctx.stringOf(pa) == ctx.stringOf(pb))
                continue;
            if (libertiesAfterPlay(b, star, c, 3) < 3)
                continue;
            Link l;
            l.a = ctx.stringOf(pa);
            l.b = ctx.stringOf(pb);
            l.stoneA = pa;
            l.stoneB = pb;
            l.kind = LinkKind::Shape;
            l.state = LinkState::Connected;
            l.why = def.key;
            l.evidence = empties;
            l.evidence.push_back(star);
            std::sort(l.evidence.begin(), l.evidence.end());
            offer(std::move(l));
        }
    }
}

} // namespace irodori::analysis::detail
