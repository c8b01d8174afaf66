// Connection reading (連絡): can two strings of one colour be joined, or
// cut apart? Built on the capture search: a cut that can be captured is no
// cut, and capturing one of the strings separates them. Strings that share
// two liberties are joined already (miai, 見合い), so each side of the
// question is a string with the friends it is joined to that way.
#include "search.h"

#include <algorithm>
#include <array>

namespace irodori::tactics::detail {

namespace {

// A string and the friendly strings joined to it by two shared liberties,
// transitively (a few at most: beyond that the side is strong anyway).
constexpr int kMaxLinked = 8;

struct Side {
    Point head[kMaxLinked];
    int n = 0;
    // The two points of each link that joined a string to the side.
    Point link[kMaxLinked][2];
    int nLinks = 0;
    bool has(Point h) const { return std::find(head, head + n, h) != head + n; }
    bool linksThrough(Point p) const
    {
        for (int i = 0; i < nLinks; ++i)
            if (link[i][0] == p || link[i][1] == p)
                return true;
        return false;
    }
};

int sharedLiberties(const Board& b, Point x, Point y, Point* out, int max)
{
    Point lx[kMaxListed];
    const int nx = b.libertyList(x, lx, kMaxListed);
    const Point hy = b.head(y);
    int n = 0;
    for (int i = 0; i < nx && n < max; ++i)
        if (b.isLibertyOf(lx[i], hy))
            out[n++] = lx[i];
    return n;
}

// Connection answers hold for the depth they were read to: a deeper
// reading of the same question (Reader's confirmation of a cut) must not
// take a shallower answer from the cache.
std::uint64_t depthKey(int depth)
{
    return static_cast<std::uint64_t>(depth) * 0xD6E8FEB86659FD93ULL;
}

// stands(p): whether a stone of the other colour played at p would have
// two liberties or more, captures counted (the capture search's count).
template <class Stands>
void linkedSide(const Board& b, Point s, Side& side, Stands stands)
{
    const Color c = b.color(s);
    const auto& off = b.offsets();
    side.n = 0;
    side.nLinks = 0;
    side.head[side.n++] = b.head(s);
    for (int i = 0; i < side.n && side.n < kMaxLinked; ++i) {
        Point libs[kMaxListed];
        const int nl = b.libertyList(side.head[i], libs, kMaxListed);
        for (int j = 0; j < nl && side.n < kMaxLinked; ++j) {
            for (int dir = 0; dir < 4 && side.n < kMaxLinked; ++dir) {
                const Point q = libs[j] + off[dir];
                if (b.color(q) != c || side.has(b.head(q)))
                    continue;
                Point common[3];
                const int shared = sharedLiberties(b, side.head[i], q, common, 3);
                if (shared < 2)
                    continue;
                // Two links of exactly two points each that share one are
                // not both miai: a stone there threatens both cuts at once
                // (two diagonal links, コスミ, around one point), and the
                // owner can mend only one. Unless that stone would be in
                // atari at once: then both links hold.
                auto cutsBoth = [&](Point p) { return side.linksThrough(p) && stands(p); };
                if (shared == 2 && (cutsBoth(common[0]) || cutsBoth(common[1])))
                    continue;
                if (shared == 2 && side.nLinks < kMaxLinked) {
                    side.link[side.nLinks][0] = common[0];
                    side.link[side.nLinks][1] = common[1];
                    ++side.nLinks;
                }
                side.head[side.n++] = b.head(q);
            }
        }
    }
}

// True if the string at str has a stone next to a string of the side.
bool touchesSide(const Board& b, Point str, const Side& side)
{
    const auto& off = b.offsets();
    Point stones[kMaxArea];
    const int n = b.stoneList(str, stones);
    for (int i = 0; i < n; ++i)
        for (int dir = 0; dir < 4; ++dir) {
            const Point q = stones[i] + off[dir];
            if (isStone(b.color(q)) && side.has(b.head(q)))
                return true;
        }
    return false;
}

// The strings of colour o with exactly four liberties next to side a and
// side b both (cutting strings too roomy for gather() to list).
int roomyCutters(const Board& b, const Side& sa, const Side& sb, Color o, Point* out, int max)
{
    const auto& off = b.offsets();
    int n = 0;
    Point stones[kMaxArea];
    for (int i = 0; i < sa.n; ++i) {
        const int ns = b.stoneList(sa.head[i], stones);
        for (int k = 0; k < ns; ++k)
            for (int dir = 0; dir < 4; ++dir) {
                const Point q = stones[k] + off[dir];
                if (b.color(q) != o || b.liberties(q) != 4)
                    continue;
                const Point h = b.head(q);
                if (std::find(out, out + n, h) == out + n && n < max && touchesSide(b, h, sb))
                    out[n++] = h;
            }
    }
    return n;
}

// Liberties shared between the two sides.
int sharedBetween(const Board& b, const Side& x, const Side& y, int max)
{
    int n = 0;
    for (int i = 0; i < x.n; ++i)
        for (int j = 0; j < y.n; ++j) {
            Point common[2];
            n += sharedLiberties(b, x.head[i], y.head[j], common, 2);
            if (n >= max)
                return n;
        }
    return n;
}

// Points where the two sides can be joined or cut: shared liberties, pairs
// of liberties next to each other (the points between the stones of a
// knight's move, ケイマ, or a two-point jump), and points next to a
// liberty of each side (the shape that joins a wider gap).
void linkPoints(const Board& b, const Side& x, const Side& y, bool secondOrder, Candidates& out)
{
    const auto& off = b.offsets();
    for (int i = 0; i < x.n; ++i) {
        Point lx[kMaxListed];
        const int nx = b.libertyList(x.head[i], lx, kMaxListed);
        for (int j = 0; j < y.n; ++j) {
            Point ly[kMaxListed];
            const int ny = b.libertyList(y.head[j], ly, kMaxListed);
            for (int p = 0; p < nx; ++p) {
                for (int q = 0; q < ny; ++q) {
                    if (lx[p] == ly[q]) {
                        out.add(lx[p], 100);
                        continue;
                    }
                    for (int dir = 0; dir < 4; ++dir) {
                        const Point n = lx[p] + off[dir];
                        if (n == ly[q]) {
                            out.add(lx[p], 50);
                            out.add(ly[q], 50);
                        } else if (secondOrder && b.color(n) == Empty) {
                            for (int e = 0; e < 4; ++e)
                                if (n + off[e] == ly[q])
                                    out.add(n, 20);
                        }
                    }
                }
            }
        }
    }
}

// Connection distance (連絡の距離): how many empty points a side needs to
// reach each point, going through empty points (one each) and friendly
// stones (free: a friendly string on the way joins the side, so a
// connection through a third string is found), and through the opponent's
// strings only when they are in atari. Points beyond kFar are left at kFar.
constexpr int kFar = 4;

void distances(const Board& b, const Side& side, Color c, std::array<std::int8_t, kMaxArea>& dist)
{
    dist.fill(kFar);
    const auto& off = b.offsets();
    // A bucket queue over the costs 0..kFar-1.
    std::array<Point, kMaxArea> queue[kFar];
    int count[kFar] = {};
    for (int i = 0; i < side.n; ++i) {
        Point stones[kMaxArea];
        const int n = b.stoneList(side.head[i], stones);
        for (int j = 0; j < n; ++j) {
            dist[stones[j]] = 0;
            queue[0][count[0]++] = stones[j];
        }
    }
    for (int d = 0; d < kFar; ++d) {
        for (int k = 0; k < count[d]; ++k) {
            const Point p = queue[d][k];
            if (dist[p] != d)
                continue;
            for (int dir = 0; dir < 4; ++dir) {
                const Point q = p + off[dir];
                const Color qc = b.color(q);
                // An enemy string in atari (当たり) is a way too: taking
                // it costs one move, as an empty point does.
                const int nd = qc == c       ? d
                    : qc == Empty            ? d + 1
                    : isStone(qc) && b.liberties(q) == 1 ? d + 1
                                                        : kFar;
                if (nd < dist[q] && nd < kFar) {
                    dist[q] = static_cast<std::int8_t>(nd);
                    queue[nd][count[nd]++] = q;
                }
            }
        }
    }
}

// Empty points on the shortest ways between the two sides, and on ways one
// point longer: where a connection is made or cut, also through a third
// string. False if no way of fewer than kFar + kFar - 1 empty points joins
// them (the sides are apart).
bool pathPoints(const Board& b, const Side& x, const Side& y, Color c, int slack, Candidates& out)
{
    std::array<std::int8_t, kMaxArea> dx, dy;
    distances(b, x, c, dx);
    distances(b, y, c, dy);
    const int n = b.size();
    int best = 2 * kFar;
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
            const Point p = b.at(col, row);
            if (b.color(p) == Empty && dx[p] < kFar && dy[p] < kFar)
                best = std::min(best, dx[p] + dy[p] - 1);
        }
    if (best >= 2 * kFar)
        return false;
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
            const Point p = b.at(col, row);
            if (b.color(p) != Empty || dx[p] >= kFar || dy[p] >= kFar)
                continue;
            const int gap = dx[p] + dy[p] - 1;
            if (gap <= best + slack)
                out.add(p, 60 - 10 * gap - (gap > best ? 5 : 0));
        }
    return true;
}

} // namespace

bool Search::capturesCut(Point a, Point b, Color c, Point cutter, Point m)
{
    if (m == kNoPoint)
        return false;
    int kind;
    if (!play(m, c, &kind))
        return false;
    const Color o = opponent(c);
    Point reply;
    bool holds = kind == kPlain && (b_.color(cutter) != o || defend(cutter, o, &reply) == RFail);
    for (Point s : {a, b})
        holds = holds && b_.color(s) == c && attack(s, c, &reply) == RFail;
    undo();
    return holds;
}

int Search::connect(Point a, Point b, Color c, int depth, Point* move)
{
    *move = kNoPoint;
    // As attack(): the root answer may be read afresh (readRootAfresh()).
    const bool cached = rootCached();
    if (ply_ == 0) {
        rootAfresh_ = false;
        nRootJoins_ = 0;
    }
    if (b_.color(a) != c || b_.color(b) != c)
        return RFail; // one of them was captured
    // A stone of the cutting side there would not be in atari at once.
    auto stands = [&](Point p) { return libertiesAfter(p, opponent(c), 2) >= 2; };
    Side sa, sb;
    linkedSide(b_, a, sa, stands);
    if (sa.has(b_.head(b))) {
        if (b_.sameString(a, b) && b_.liberties(a) < 2)
            return defend(a, c, move);
        // Joined by miai: either shared point makes it solid.
        Point common[2];
        if (!b_.sameString(a, b) && sharedLiberties(b_, a, b, common, 2) >= 1)
            *move = common[0];
        return RWin;
    }
    linkedSide(b_, b, sb, stands);
    if (depth <= 0 || overBudget())
        return sharedBetween(b_, sa, sb, 1) >= 1 ? RWin : RFail; // we join there

    const std::uint64_t key = cacheKey(Question::Connect, a, b) ^ depthKey(depth);
    if (const Cache::Entry* e = cached ? cache_.find(key, ply_) : nullptr) {
        *move = e->move;
        return e->rank;
    }

    Candidates moves;
    linkPoints(b_, sa, sb, true, moves);
    pathPoints(b_, sa, sb, c, 1, moves);
    // Capturing a stone that separates the two joins them (a cutting
    // stone that has just been played, say); an atari on it may too.
    const Color o = opponent(c);
    Point weak[kMaxListed];
    // Next to either side (any string joined to it).
    Point heads[2 * kMaxLinked];
    int nh = 0;
    for (const Side* side : {&sa, &sb})
        for (int i = 0; i < side->n; ++i)
            heads[nh++] = side->head[i];
    // Joined by capturing a cutting string at m: the answer, kept.
    auto joinedAt = [&](Point m) {
        if (!overBudget())
            cache_.store(key, ply_, RWin, m);
        *move = m;
        return RWin;
    };
    // Near the root, a cutting string with four liberties that is shut
    // in: the capture search may still take it (see shutIn()).
    if (ply_ <= 1) {
        const int nw = roomyCutters(b_, sa, sb, o, weak, kMaxListed);
        for (int i = 0; i < nw; ++i) {
            Point m;
            if (attack(weak[i], o, &m) == RWin && capturesCut(a, b, c, weak[i], m))
                return joinedAt(m);
        }
    }
    for (int h = 0; h < nh; ++h) {
        const Side& other = h < sa.n ? sb : sa;
        const int nw = adjacentStrings(heads[h], o, 3, weak, kMaxListed);
        for (int i = 0; i < nw; ++i) {
            const int libs = b_.liberties(weak[i]);
            // A string touching one side only is no cut itself: taking
            // it may open a way, but the plain joins come first.
            const bool cutting = touchesSide(b_, weak[i], other);
            Point m;
            if (libs == 3) {
                // A cutting string of three liberties that has just
                // extended often still dies in a loose ladder (ゆるいシチョウ):
                // press it, but after the plain ways of joining.
                if (cutting && attack(weak[i], o, &m) == RWin)
                    moves.add(m, 90);
                continue;
            }
            const int taken = libs == 2 || cutting ? attack(weak[i], o, &m) : RFail;
            if (cutting && taken == RWin && capturesCut(a, b, c, weak[i], m))
                return joinedAt(m);
            if (libs == 1) {
                Point z;
                b_.libertyList(weak[i], &z, 1);
                moves.add(z, cutting ? 200 : 70);
            } else if (taken == RWin) {
                moves.add(m, cutting ? 150 : 45);
            } else {
                Point z[2];
                b_.libertyList(weak[i], z, 2);
                moves.add(z[0], 15);
                moves.add(z[1], 15);
            }
        }
    }
    // A string in atari must be saved first.
    for (Point s : {a, b}) {
        if (b_.liberties(s) == 1) {
            Point m;
            if (defend(s, c, &m) > RFail && m != kNoPoint)
                moves.add(m, 300);
        }
    }
    moves.sort();

    int best = RFail;
    Point bestMove = kNoPoint;
    for (int i = 0; i < moves.n && i < 10 && best < RWin; ++i) {
        const Point p = moves.point[i];
        int kind;
        if (!play(p, c, &kind))
            continue;
        if (ply_ == 1 && nRootJoins_ < kMaxRootJoins)
            rootJoins_[nRootJoins_++] = p;
        Point reply;
        const int rank = capped(invert(disconnect(a, b, c, depth - 1, &reply)), kind);
        undo();
        // A line cut short by the node budget was judged by the shared
        // liberties alone where the budget ran out: it proves nothing.
        if (overBudget())
            break;
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
    // Capturing either string separates them. At the root the caller may
    // have read that already (see setRootCaptures()).
    int best = RFail;
    Point bestMove = kNoPoint;
    for (Point s : {a, b}) {
        Point m;
        int rank;
        if (ply_ == 0 && rootCapture_[0].str == a && rootCapture_[1].str == b) {
            const RootCapture& known = rootCapture_[s == a ? 0 : 1];
            rank = known.rank;
            m = known.move;
        } else {
            rank = attack(s, c, &m);
        }
        if (rank > best) {
            best = rank;
            bestMove = m;
        }
        if (b_.sameString(a, b))
            break;
    }
    if (ply_ == 0)
        cutByRootCapture_ = best == RWin;
    // A stone of the cutting side there would not be in atari at once.
    auto stands = [&](Point p) { return libertiesAfter(p, opponent(c), 2) >= 2; };
    Side sa, sb;
    linkedSide(b_, a, sa, stands);
    if (best == RWin || sa.has(b_.head(b))) {
        *move = bestMove;
        return best;
    }
    linkedSide(b_, b, sb, stands);
    if (depth <= 0 || overBudget()) {
        // Two shared liberties are miai; otherwise count it cut.
        if (sharedBetween(b_, sa, sb, 2) < 2)
            return RWin;
        *move = bestMove;
        return best;
    }

    const std::uint64_t key = cacheKey(Question::Disconnect, a, b) ^ depthKey(depth);
    if (const Cache::Entry* e = cache_.find(key, ply_)) {
        if (e->rank >= best) {
            *move = e->move;
            return e->rank;
        }
    }

    Candidates moves;
    linkPoints(b_, sa, sb, false, moves);
    // At the root also on ways one point longer, as connect() reads.
    const bool near = pathPoints(b_, sa, sb, c, ply_ == 0 ? 1 : 0, moves);
    // Our own cutting stones in atari next to either string: save them.
    const Color o = opponent(c);
    Point weak[kMaxListed];
    // The capture search's way to save a cutting string, when it has one
    // (taking a stone that holds it may be the way, not extending).
    auto addSave = [&](Point cutter) {
        Point save;
        if (defend(cutter, o, &save) > RFail && save != kNoPoint)
            moves.add(save, 85);
    };
    // A cutting string in atari: extend at its liberty, or save it so.
    auto saveInAtari = [&](Point cutter) {
        Point z;
        b_.libertyList(cutter, &z, 1);
        moves.add(z, 80);
        addSave(cutter);
    };
    for (Point s : {a, b}) {
        const int nw = adjacentStrings(s, o, 2, weak, kMaxListed);
        for (int i = 0; i < nw; ++i) {
            if (b_.liberties(weak[i]) == 2) {
                // A cutting string of two liberties the owner can take
                // (the owner joins through its capture, see connect()):
                // save it before it is taken.
                Point m;
                if (touchesSide(b_, weak[i], s == a ? sb : sa) && attack(weak[i], o, &m) == RWin)
                    addSave(weak[i]);
                continue;
            }
            saveInAtari(weak[i]);
        }
    }
    // The same for those next to the other strings of either side (joined
    // to a or b by two shared liberties): the owner may join through
    // their capture too.
    for (const Side* side : {&sa, &sb})
        for (int h = 0; h < side->n; ++h) {
            const Point head = side->head[h];
            if (b_.sameString(head, a) || b_.sameString(head, b))
                continue;
            const int nw = adjacentStrings(head, o, 1, weak, kMaxListed);
            for (int i = 0; i < nw; ++i)
                saveInAtari(weak[i]);
        }
    // No empty way joins them, but the connecting side may capture one of
    // our cutting strings of two or three liberties that touches both
    // sides and join through it: then that string must be saved first (or
    // the point where it would be captured taken). A cutting string that
    // dies even when we move first leaves no move, and no cut.
    if (!near && moves.n == 0) {
        for (int h = 0; h < sa.n; ++h) {
            const int nw = adjacentStrings(sa.head[h], o, 3, weak, kMaxListed);
            for (int i = 0; i < nw; ++i) {
                Point m;
                if (b_.liberties(weak[i]) < 2 || !touchesSide(b_, weak[i], sb) || attack(weak[i], o, &m) != RWin)
                    continue;
                moves.add(m, 70);
                addSave(weak[i]);
            }
        }
        // Near the root, a cutting string of four liberties too, which
        // connect() then reads (the capture search may take one that is
        // shut in).
        if (ply_ <= 1) {
            const int nw = roomyCutters(b_, sa, sb, o, weak, kMaxListed);
            for (int i = 0; i < nw; ++i) {
                Point m;
                if (attack(weak[i], o, &m) != RWin)
                    continue;
                moves.add(m, 70);
                addSave(weak[i]);
            }
        }
    }
    // No way joins them within reach: they are apart already.
    if (!near && moves.n == 0) {
        *move = kNoPoint;
        return RWin;
    }
    moves.sort();
    for (int i = 0; i < moves.n && i < 10 && best < RWin; ++i) {
        const Point p = moves.point[i];
        int kind;
        if (!play(p, o, &kind))
            continue;
        Point reply;
        const int rank = capped(invert(connect(a, b, c, depth - 1, &reply)), kind);
        undo();
        // A line cut short by the node budget was judged by the shared
        // liberties alone where the budget ran out: it proves nothing.
        if (overBudget())
            break;
        if (rank > best) {
            best = rank;
            bestMove = p;
        }
    }
    // No move of ours cuts (the ones listed may all be self-ataris), but
    // the strings may be apart already: if the owner cannot join them
    // even moving first, nothing needs to be played. Read only with room
    // left for the owner's join to be read (at the last ply it would be
    // judged by shared liberties alone), and within the node budget (over
    // it, the join would be judged so too).
    if (best < RWin && depth >= 2 && ply_ + 1 < kMaxPly && ko_ == kNoPoint && !overBudget()) {
        pass();
        Point reply;
        const int rank = invert(connect(a, b, c, depth - 1, &reply));
        undoPass();
        if (rank > best && !overBudget()) {
            best = rank;
            bestMove = kNoPoint;
        }
    }
    if (!overBudget())
        cache_.store(key, ply_, best, bestMove);
    *move = bestMove;
    return best;
}

} // namespace irodori::tactics::detail
