// Connection reading (連絡): can two strings of one colour be joined, or
// cut apart? Built on the capture search: a cut that can be captured is no
// cut, and capturing one of the strings separates them.
#include "search.h"

#include <algorithm>

namespace irodori::tactics::detail {

namespace {

// Liberties shared by the strings at a and b.
int commonLiberties(const Board& b, Point a, Point c, Point* out, int max)
{
    Point la[kMaxListed];
    const int na = b.libertyList(a, la, kMaxListed);
    const Point hc = b.head(c);
    int n = 0;
    for (int i = 0; i < na && n < max; ++i)
        if (b.isLibertyOf(la[i], hc))
            out[n++] = la[i];
    return n;
}

// Points where the two strings can be joined or cut: the shared liberties,
// and pairs of liberties next to each other (the two points between the
// stones of a knight's move, ケイマ, or a two-point jump).
void linkPoints(const Board& b, Point a, Point c, Candidates& out)
{
    Point la[kMaxListed];
    Point lc[kMaxListed];
    const int na = b.libertyList(a, la, kMaxListed);
    const int nc = b.libertyList(c, lc, kMaxListed);
    const auto& off = b.offsets();
    for (int i = 0; i < na; ++i) {
        for (int j = 0; j < nc; ++j) {
            if (la[i] == lc[j]) {
                out.add(la[i], 100);
                continue;
            }
            for (int dir = 0; dir < 4; ++dir) {
                if (la[i] + off[dir] == lc[j]) {
                    out.add(la[i], 50);
                    out.add(lc[j], 50);
                }
            }
        }
    }
}

} // namespace

int Search::connect(Point a, Point b, Color c, int depth, Point* move)
{
    *move = kNoPoint;
    if (b_.color(a) != c || b_.color(b) != c)
        return RFail; // one of them was captured
    if (b_.sameString(a, b)) {
        if (b_.liberties(a) >= 2)
            return RWin;
        return defend(a, c, move);
    }
    Point common[2];
    const int shared = commonLiberties(b_, a, b, common, 2);
    if (depth <= 0 || overBudget())
        return shared >= 1 ? RWin : RFail; // we are to move and can join there

    const std::uint64_t key = cacheKey(Question::Connect, a, b);
    if (const Cache::Entry* e = cache_.find(key, ply_)) {
        *move = e->move;
        return e->rank;
    }

    Candidates moves;
    linkPoints(b_, a, b, moves);
    // Capturing a stone that separates the two joins them (or a cutting
    // stone that has just been played).
    const Color o = opponent(c);
    Point weak[kMaxListed];
    for (Point s : {a, b}) {
        const int nw = adjacentStrings(s, o, 2, weak, kMaxListed);
        for (int i = 0; i < nw; ++i) {
            Point m;
            if (b_.liberties(weak[i]) == 1) {
                b_.libertyList(weak[i], &m, 1);
                moves.add(m, 200);
            } else if (attack(weak[i], o, &m) == RWin) {
                moves.add(m, 150);
            }
        }
        // A string in atari must be saved first.
        if (b_.liberties(s) == 1) {
            Point m;
            if (defend(s, c, &m) > RFail && m != kNoPoint)
                moves.add(m, 300);
        }
    }
    moves.sort();

    int best = RFail;
    Point bestMove = kNoPoint;
    for (int i = 0; i < moves.n && i < 8 && best < RWin; ++i) {
        const Point p = moves.point[i];
        int kind;
        if (!play(p, c, &kind))
            continue;
        Point reply;
        const int rank = capped(invert(disconnect(a, b, c, depth - 1, &reply)), kind);
        undo();
        if (rank > best) {
            best = rank;
            bestMove = p;
        }
    }
    if (!overBudget())
        cache_.store(key, ply_, best, bestMove);
    *move = bestMove;
    return best;
}

int Search::disconnect(Point a, Point b, Color c, int depth, Point* move)
{
    *move = kNoPoint;
    if (b_.color(a) != c || b_.color(b) != c)
        return RWin;
    // Capturing either string separates them.
    int best = RFail;
    Point bestMove = kNoPoint;
    for (Point s : {a, b}) {
        Point m;
        const int rank = attack(s, c, &m);
        if (rank > best) {
            best = rank;
            bestMove = m;
        }
        if (b_.sameString(a, b))
            break;
    }
    if (best == RWin || b_.sameString(a, b)) {
        *move = bestMove;
        return best;
    }
    Point common[2];
    const int shared = commonLiberties(b_, a, b, common, 2);
    if (depth <= 0 || overBudget()) {
        // Two shared liberties are miai (見合い); otherwise count it cut.
        if (shared < 2)
            return RWin;
        *move = bestMove;
        return best;
    }

    const std::uint64_t key = cacheKey(Question::Disconnect, a, b);
    if (const Cache::Entry* e = cache_.find(key, ply_)) {
        if (e->rank >= best) {
            *move = e->move;
            return e->rank;
        }
    }

    Candidates moves;
    linkPoints(b_, a, b, moves);
    // Our own cutting stones in atari next to either string: save them.
    const Color o = opponent(c);
    Point weak[kMaxListed];
    for (Point s : {a, b}) {
        const int nw = adjacentStrings(s, o, 1, weak, kMaxListed);
        for (int i = 0; i < nw; ++i) {
            Point z;
            b_.libertyList(weak[i], &z, 1);
            moves.add(z, 80);
        }
    }
    moves.sort();
    for (int i = 0; i < moves.n && i < 8 && best < RWin; ++i) {
        const Point p = moves.point[i];
        int kind;
        if (!play(p, o, &kind))
            continue;
        Point reply;
        const int rank = capped(invert(connect(a, b, c, depth - 1, &reply)), kind);
        undo();
        if (rank > best) {
            best = rank;
            bestMove = p;
        }
    }
    if (!overBudget())
        cache_.store(key, ply_, best, bestMove);
    *move = bestMove;
    return best;
}

} // namespace irodori::tactics::detail
