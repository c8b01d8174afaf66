// Candidate moves of the capture search, with ordering scores. The order
// matters as much as the choice: a ladder is read with one move per node
// when the right atari comes first.
#include "search.h"

#include <algorithm>


namespace irodori::tactics::detail {

namespace {

// A string rarely has more liberties than this while it is being read.
constexpr int kMaxListed = 16;

} // namespace

int Search::libertiesAfter(Point p, Color c, int cap) const
{
    cap = std::min(cap, 7);
    Point seen[kMaxListed];
    int n = 0;
    auto add = [&](Point q) {
        if (q == p || n >= cap)
            return;
        for (int i = 0; i < n; ++i)
            if (seen[i] == q)
                return;
        seen[n++] = q;
    };
    const auto& off = b_.offsets();
    const Color o = opponent(c);
    for (int dir = 0; dir < 4 && n < cap; ++dir) {
        const Point q = p + off[dir];
        const Color qc = b_.color(q);
        if (qc == Empty) {
            add(q);
        } else if (qc == c) {
            Point buf[8];
            const int m = b_.libertyList(q, buf, cap + 1);
            for (int j = 0; j < m; ++j)
                add(buf[j]);
        } else if (qc == o && b_.liberties(q) == 1) {
            add(q); // the capture frees at least this point
        }
    }
    return n;
}

int Search::adjacentStrings(Point str, Color c, int maxLibs, Point* out, int max) const
{
    const auto& off = b_.offsets();
    int n = 0;
    Point s = str;
    do {
        for (int dir = 0; dir < 4; ++dir) {
            const Point q = s + off[dir];
            if (b_.color(q) != c)
                continue;
            const Point h = b_.head(q);
            if (b_.liberties(h) > maxLibs || std::find(out, out + n, h) != out + n)
                continue;
            out[n++] = h;
            if (n == max)
                return n;
        }
        s = b_.nextInString(s);
    } while (s != str);
    return n;
}

void Search::attackMoves(Point str, Color d, int libs, bool narrow, Candidates& out) const
{
    const Color a = opponent(d);
    const auto& off = b_.offsets();
    Point lib[kMaxListed];
    const int nl = b_.libertyList(str, lib, kMaxListed);

    // 1. Fill a liberty. With two liberties this is the atari of a ladder:
    //    take the side that leaves the escaping stone the fewest liberties.
    for (int i = 0; i < nl; ++i) {
        const Point x = lib[i];
        const int own = libertiesAfter(x, a, 3);
        int score;
        if (libs == 2) {
            const Point y = lib[1 - i];
            // Liberties at y if the defender extends there: our stone at x
            // takes away x, which libertiesAfter counted through str.
            const int escape = libertiesAfter(y, d, 6) - 1;
            // Beyond the branching depth only the ladder is read: an atari
            // the defender answers with three liberties is no ladder step.
            if (narrow && escape >= 3)
                continue;
            score = 60 - 12 * escape + 3 * std::min(own, 2);
        } else {
            score = 20 + 3 * std::min(own, 3);
        }
        if (own <= 1)
            score -= 15; // a throw-in (ほうりこみ): sometimes right, rarely first
        out.add(x, score);
    }
    // A ladder is read with one atari per step: the one leaving the
    // fewest liberties. Two would let a long string be chased at both ends.
    if (narrow && out.n > 1) {
        out.sort();
        out.n = 1;
    }

    // 2. Our own stones next to the string in atari: the defender would
    //    capture them to escape (a ladder breaker by capture), so save them.
    Point weak[kMaxListed];
    const int nw = adjacentStrings(str, a, 1, weak, kMaxListed);
    for (int i = 0; i < nw; ++i) {
        Point z;
        b_.libertyList(weak[i], &z, 1);
        if (libertiesAfter(z, a, 2) >= 2)
            out.add(z, 45);
        // ...or by capturing a stone of the defender that holds them in atari.
        Point holders[kMaxListed];
        const int nh = adjacentStrings(weak[i], d, 1, holders, kMaxListed);
        for (int j = 0; j < nh; ++j) {
            if (b_.sameString(holders[j], str))
                continue;
            b_.libertyList(holders[j], &z, 1);
            out.add(z, 40);
        }
    }
    if (narrow) {
        out.sort();
        return;
    }

    // 3. Nets (ゲタ) and loose ladders: a stone one step beyond the
    //    liberties, blocking the escape without touching the string.
    if ((libs == 2 && ply_ <= netDepth2_) || (libs == 3 && ply_ <= netDepth3_)) {
        int added = 0;
        for (int i = 0; i < nl && added < 6; ++i) {
            for (int dir = 0; dir < 4; ++dir) {
                const Point q = lib[i] + off[dir];
                if (b_.color(q) != Empty || b_.isLibertyOf(q, b_.head(str)))
                    continue;
                int touching = 0;
                for (int j = 0; j < nl; ++j)
                    for (int e = 0; e < 4; ++e)
                        touching += q + off[e] == lib[j];
                if (libertiesAfter(q, a, 2) < 2)
                    continue;
                out.add(q, 5 + 8 * touching);
                ++added;
            }
        }
    }
    out.sort();
}

void Search::defenceMoves(Point str, Color d, int libs, bool narrow, Candidates& out) const
{
    const Color a = opponent(d);
    const auto& off = b_.offsets();

    // 1. Capture an attacking string in atari (取って逃げる): the escape
    //    that also gains liberties.
    Point weak[kMaxListed];
    int nw = adjacentStrings(str, a, 1, weak, kMaxListed);
    for (int i = 0; i < nw; ++i) {
        Point z;
        b_.libertyList(weak[i], &z, 1);
        out.add(z, 1000 + 10 * std::min(b_.stringSize(weak[i]), 20));
    }

    // 2. Extend (伸び) at a liberty, the one giving most liberties first.
    Point lib[kMaxListed];
    const int nl = b_.libertyList(str, lib, kMaxListed);
    for (int i = 0; i < nl; ++i)
        out.add(lib[i], 100 + 20 * libertiesAfter(lib[i], d, 5));
    if (narrow) {
        out.sort();
        return;
    }

    // 3. Break the chain (攻め合い / 当たり): atari an attacking string next
    //    to ours, gaining a tempo or winning a liberty race.
    if ((libs <= 2 && ply_ <= chainDepth2_) || (libs == 3 && ply_ <= chainDepth3_)) {
        nw = adjacentStrings(str, a, 2, weak, kMaxListed);
        for (int i = 0; i < nw; ++i) {
            if (b_.liberties(weak[i]) != 2)
                continue;
            // Even a self-atari may be right here: taking it back can be a
            // snapback (uttegaeshi) for us.
            Point z[2];
            b_.libertyList(weak[i], z, 2);
            for (Point q : z)
                out.add(q, libertiesAfter(q, d, 2) >= 2 ? 60 : 25);
        }
    }

    // 4. A weak friendly string we could connect to through a liberty: give
    //    it liberties first, so that connecting later saves both.
    if (libs <= 2 && ply_ <= weakFriendDepth_) {
        const Point h = b_.head(str);
        for (int i = 0; i < nl; ++i) {
            for (int dir = 0; dir < 4; ++dir) {
                const Point q = lib[i] + off[dir];
                if (b_.color(q) != d || b_.head(q) == h || b_.liberties(q) > 2)
                    continue;
                Point z[2];
                const int nz = b_.libertyList(q, z, 2);
                for (int k = 0; k < nz; ++k)
                    if (z[k] != lib[i] && libertiesAfter(z[k], d, 3) >= 3)
                        out.add(z[k], 30);
            }
        }
    }

    // 5. Second-order liberties: a hanging connection or a jump that makes
    //    the attacker's next atari a self-atari.
    if (libs == 2 && ply_ <= secondOrderDepth_) {
        int added = 0;
        for (int i = 0; i < nl && added < 6; ++i) {
            for (int dir = 0; dir < 4; ++dir) {
                const Point q = lib[i] + off[dir];
                if (b_.color(q) != Empty || b_.isLibertyOf(q, b_.head(str)))
                    continue;
                if (libertiesAfter(q, d, 2) < 2)
                    continue;
                out.add(q, 10);
                ++added;
            }
        }
    }
    out.sort();
}

} // namespace irodori::tactics::detail
