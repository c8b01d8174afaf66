// Opening candidates: corners first, then approaches and enclosures, then
// extensions along the sides.
#include "opening.h"

#include <algorithm>
#include <cstdlib>

namespace irodori::search {

namespace {

struct Box {
    int x0, y0, x1, y1; // inclusive
};

int stonesIn(const Board& b, const Box& box, Color c, Point* last = nullptr)
{
    int count = 0;
    for (int y = std::max(0, box.y0); y <= std::min(b.size() - 1, box.y1); ++y)
        for (int x = std::max(0, box.x0); x <= std::min(b.size() - 1, box.x1); ++x)
            if (b.color(b.at(x, y)) == c) {
                ++count;
                if (last)
                    *last = b.at(x, y);
            }
    return count;
}

bool emptyAround(const Board& b, int x, int y, int radius)
{
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx) {
            const int qx = x + dx, qy = y + dy;
            if (qx < 0 || qy < 0 || qx >= b.size() || qy >= b.size())
                continue;
            if (b.color(b.at(qx, qy)) != Empty)
                return false;
        }
    return true;
}

} // namespace

std::vector<OpeningMove> openingMoves(const Position& pos)
{
    std::vector<OpeningMove> out;
    const Board& b = pos.board();
    const int n = b.size();
    if (n < 7)
        return out;
    const int stones = b.stoneCount(Black) + b.stoneCount(White);
    if (stones * 100 > n * n * 12)
        return out;
    const Color me = pos.toMove();
    const bool big = n >= 13;
    const int k = n >= 15 ? 6 : (n >= 11 ? 5 : 4); // corner box: lines 1..k
    auto push = [&](int x, int y, int v) {
        if (x < 0 || y < 0 || x >= n || y >= n)
            return;
        const Point p = b.at(x, y);
        if (b.color(p) == Empty)
            out.push_back({p, v});
    };

    // Corner points as (line from the vertical edge, line from the
    // horizontal edge), 1-based, with their value.
    struct CornerPoint {
        int a, b, value;
    };
    static const CornerPoint bigCorner[] = {
        {4, 4, 1500}, {3, 4, 1450}, {4, 3, 1450}, {3, 3, 1250}, {5, 3, 1050}, {3, 5, 1050},
    };
    static const CornerPoint smallCorner[] = {
        {3, 3, 1300}, {3, 4, 1350}, {4, 3, 1350}, {4, 4, 1150},
    };
    for (int corner = 0; corner < 4; ++corner) {
        const bool right = corner & 1, bottom = corner & 2;
        auto cx = [&](int line) { return right ? n - line : line - 1; };
        auto cy = [&](int line) { return bottom ? n - line : line - 1; };
        const Box box{std::min(cx(1), cx(k)), std::min(cy(1), cy(k)), std::max(cx(1), cx(k)),
                      std::max(cy(1), cy(k))};
        Point lone = kNoPoint;
        const int mine = stonesIn(b, box, me, &lone);
        Point enemyLone = kNoPoint;
        const int theirs = stonesIn(b, box, opponent(me), &enemyLone);
        if (mine + theirs == 0) {
            if (big)
                for (const CornerPoint& c : bigCorner)
                    push(cx(c.a), cy(c.b), c.value);
            else
                for (const CornerPoint& c : smallCorner)
                    push(cx(c.a), cy(c.b), c.value);
            continue;
        }
        if (mine + theirs != 1)
            continue;
        // One lone stone: approach it (掛かり) or enclose it (締まり) with a
        // knight's move, one-space or large knight's move towards the sides.
        const Point s = mine == 1 ? lone : enemyLone;
        const int sx = b.column(s), sy = b.row(s);
        if (b.line(sx, sy) < 3)
            continue;
        const int value = mine == 1 ? (big ? 900 : 650) : (big ? 1000 : 750);
        static const int shapes[][2] = {{1, 2}, {2, 1}, {1, 3}, {3, 1}, {0, 2}, {2, 0}};
        for (const auto& d : shapes)
            for (int fx = -1; fx <= 1; fx += 2)
                for (int fy = -1; fy <= 1; fy += 2) {
                    const int tx = sx + d[0] * fx, ty = sy + d[1] * fy;
                    if (tx < 0 || ty < 0 || tx >= n || ty >= n)
                        continue;
                    const int line = b.line(tx, ty);
                    if (line < 3 || line > 4)
                        continue;
                    // Towards the sides, away from the corner: the point must
                    // not be nearer the corner in both directions.
                    const int cornerX = right ? n - 1 : 0, cornerY = bottom ? n - 1 : 0;
                    if (std::abs(tx - cornerX) <= std::abs(sx - cornerX) &&
                        std::abs(ty - cornerY) <= std::abs(sy - cornerY))
                        continue;
                    int v = value;
                    if (std::abs(d[0]) + std::abs(d[1]) == 3)
                        v += 50; // the knight's move is the standard approach
                    push(tx, ty, v);
                }
        if (mine == 0 && big && b.line(sx, sy) == 4)
            push(cx(3), cy(3), 850); // 三々入り under a 4-4 stone
    }

    // Extensions (開き) on the third and fourth lines along open sides.
    if (big) {
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x) {
                const int line = b.line(x, y);
                if (line < 3 || line > 4)
                    continue;
                // Not in a corner box.
                const bool cornerX = x < k || x >= n - k, cornerY = y < k || y >= n - k;
                if (cornerX && cornerY)
                    continue;
                if (!emptyAround(b, x, y, 2))
                    continue;
                int v = line == 3 ? 750 : 700;
                // An own stone two to six points away along the same side
                // makes it an extension, an enemy stone a pincer (挟み).
                const bool vertical = std::min(x, n - 1 - x) < std::min(y, n - 1 - y);
                for (int dist = 3; dist <= 6; ++dist)
                    for (int sgn = -1; sgn <= 1; sgn += 2)
                        for (int l = -1; l <= 1; ++l) {
                            const int qx = vertical ? x + l : x + sgn * dist;
                            const int qy = vertical ? y + sgn * dist : y + l;
                            if (qx < 0 || qy < 0 || qx >= n || qy >= n)
                                continue;
                            const Color c = b.color(b.at(qx, qy));
                            if (c == me)
                                v += 60;
                            else if (c == opponent(me))
                                v += 40;
                        }
                push(x, y, std::min(v, 1000));
            }
    } else {
        // Small boards: the centre point (天元) while it is open.
        const int c = n / 2;
        if (n % 2 == 1 && emptyAround(b, c, c, 1))
            push(c, c, 1400);
    }
    return out;
}

} // namespace irodori::search
