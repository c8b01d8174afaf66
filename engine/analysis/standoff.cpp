#include "standoff.h"

#include "owl_internal.h"

#include <algorithm>

namespace irodori::analysis {

bool findStandoff(const Board& b, const std::vector<Point>& heads, Standoff& out)
{
    constexpr int kMaxShared = 12;
    out = Standoff{};
    std::vector<Point>& libs = out.liberties;
    for (Point h : heads) {
        if (b.liberties(h) > kMaxShared)
            return false;
        Point own[kMaxShared];
        const int k = b.libertyList(h, own, kMaxShared);
        for (int i = 0; i < k; ++i)
            if (std::find(libs.begin(), libs.end(), own[i]) == libs.end())
                libs.push_back(own[i]);
    }
    const int n = static_cast<int>(libs.size());
    if (n < 2 || n > kMaxShared)
        return false;
    // Each string has them all: one short of them would be taken first.
    for (Point h : heads)
        if (b.liberties(h) != n)
            return false;
    const Color own = b.color(heads.front());
    const Color enemy = opponent(own);
    // The enemy string must touch the first liberty to share it.
    for (int d = 0; d < 4 && out.inner == kNoPoint; ++d) {
        const Point q = libs[0] + b.offsets()[d];
        if (b.color(q) != enemy || b.liberties(q) != n)
            continue;
        bool all = true;
        for (int i = 1; i < n && all; ++i)
            all = b.isLibertyOf(libs[static_cast<std::size_t>(i)], b.head(q));
        if (all)
            out.inner = b.head(q);
    }
    if (out.inner == kNoPoint)
        return false;
    out.alone = true;
    for (Point h : heads) {
        Point s = h;
        do {
            for (int d = 0; d < 4; ++d) {
                const Point q = s + b.offsets()[d];
                if (b.color(q) == enemy && b.head(q) != out.inner && b.liberties(q) <= n)
                    out.alone = false;
            }
            s = b.nextInString(s);
        } while (s != h);
    }
    return true;
}

bool killingSacrifice(const Board& b, const std::vector<Point>& heads, const std::vector<Point>& libs, Point* left)
{
    int stones = 0;
    for (Point h : heads)
        stones += b.stringSize(h);
    if (stones + static_cast<int>(libs.size()) - 1 >= 7)
        return false;
    std::vector<Point> space;
    for (Point h : heads) {
        Point s = h;
        do {
            space.push_back(s);
            s = b.nextInString(s);
        } while (s != h);
    }
    const std::size_t base = space.size();
    for (Point keep : libs) {
        space.resize(base);
        for (Point p : libs)
            if (p != keep)
                space.push_back(p);
        // The eye table's value with the sacrificer moving first.
        if (space.size() < 3 || owl::shapeValue(b, space).min < 4) {
            if (left)
                *left = keep;
            return true;
        }
    }
    return false;
}

} // namespace irodori::analysis
