// Candidate moves of the capture search, with ordering scores. The order
// matters as much as the choice: a ladder is read with one move per node
// when the right atari comes first.
#include "search.h"

#include <algorithm>


namespace irodori::tactics::detail {

void Search::gather(Point str, StringInfo& info) const
{
    const std::uint32_t m = newMark();
    // Counters in locals (the stores into the marks and the lists could
    // alias members), the neighbours written out in offsets() order.
    const Color c = b_.color(str);
    const Color o = opponent(c);
    info.head = b_.head(str);
    info.color = c;
    info.stones = b_.stringSize(str);
    int nl = 0;
    int nadj = 0;
    auto see = [&](Point q) {
        const Color qc = b_.color(q);
        if (qc == Empty) {
            if (mark_[q] != m) {
                mark_[q] = m;
                if (nl < kMaxListed)
                    info.lib[nl++] = q;
            }
        } else if (qc == o) {
            const Point h = b_.head(q);
            if (mark_[h] != m) {
                mark_[h] = m;
                const int libs = b_.liberties(h);
                if (libs <= 3 && nadj < kMaxListed) {
                    info.adj[nadj] = h;
                    info.adjLibs[nadj] = libs;
                    ++nadj;
                }
            }
        }
    };
    forEachNeighbour(str, see);
    info.nl = nl;
    info.nadj = nadj;
}

bool Search::touches(Point h, Point strHead) const
{
    const Color c = b_.color(strHead);
    const int w = b_.stride();
    auto ours = [&](Point q) { return b_.color(q) == c && b_.head(q) == strHead; };
    Point s = h;
    do {
        if (ours(s - w) || ours(s - 1) || ours(s + 1) || ours(s + w))
            return true;
        s = b_.nextInString(s);
    } while (s != h);
    return false;
}

bool Search::derive(const StringInfo& parent, Point move, StringInfo& info) const
{
    // The string after one move, from what the node above gathered,
    // without walking the string again. Moves that capture, or join our
    // string to another, change too much: the caller gathers afresh.
    if (parent.nl >= kMaxListed || parent.nadj >= kMaxListed || b_.lastCaptureCount() != 0)
        return false;
    // Counters in locals: the lists are ints too, and stores into them
    // would otherwise make the compiler reload the counts every time.
    const int w = b_.stride();
    const Color c = parent.color;
    const Color o = opponent(c);
    const Color mover = b_.color(move);
    int nl = 0;
    for (int i = 0; i < parent.nl; ++i)
        if (parent.lib[i] != move)
            info.lib[nl++] = parent.lib[i];
    const bool wasLiberty = nl != parent.nl;
    if (mover == c && !wasLiberty)
        return false; // not next to the string: nothing to derive from
    info.color = c;
    info.stones = parent.stones;
    if (mover == c) {
        // We extended: the new stone's empty neighbours become liberties.
        info.stones = parent.stones + 1;
        if (b_.stringSize(move) != info.stones)
            return false; // joined another string of ours
        // True if the list overflows.
        auto extend = [&](Point q) {
            if (b_.color(q) != Empty || contains(info.lib, nl, q))
                return false;
            if (nl >= kMaxListed)
                return true;
            info.lib[nl++] = q;
            return false;
        };
        if (extend(move - w) || extend(move - 1) || extend(move + 1) || extend(move + w))
            return false;
    }
    info.nl = nl;
    const Point head = b_.head(parent.head);
    info.head = head;
    // Neighbours: the old ones (heads may have changed by joining), liberty
    // counts read afresh, and the opponent strings the move touched, when
    // they touch our string too.
    int nadj = 0;
    auto add = [&](Point h, bool known) {
        h = b_.head(h);
        if (contains(info.adj, nadj, h))
            return true;
        const int libs = b_.liberties(h);
        if (libs > 3 || (!known && !touches(h, head)))
            return true;
        if (nadj >= kMaxListed)
            return false;
        info.adj[nadj] = h;
        info.adjLibs[nadj] = libs;
        ++nadj;
        return true;
    };
    for (int i = 0; i < parent.nadj; ++i)
        if (!add(parent.adj[i], true))
            return false;
    if (mover == o) {
        // The opponent's stones next to the move are in the move's string:
        // nothing more to add.
        if (!add(move, wasLiberty))
            return false;
    } else {
        // Our stone joined the string, so the opponent's strings next to
        // it touch the string.
        auto touched = [&](Point q) { return b_.color(q) != o || add(q, true); };
        if (!(touched(move - w) && touched(move - 1) && touched(move + 1) && touched(move + w)))
            return false;
    }
    info.nadj = nadj;
    return true;
}

int Search::countLibertiesAfter(Point p, Color c, int cap, const StringInfo* known) const
{
    cap = std::min(cap, 7);
    const std::uint32_t m = newMark();
    mark_[p] = m; // p itself is filled by the move
    int n = 0;
    const Color o = opponent(c);
    // True once cap liberties are counted; the neighbours in offsets() order.
    auto see = [&](Point q) {
        const Color qc = b_.color(q);
        if (qc == Empty) {
            if (mark_[q] != m) {
                mark_[q] = m;
                if (++n >= cap)
                    return true;
            }
        } else if (qc == c) {
            const Point h = b_.head(q);
            const Point* libs;
            int k;
            Point buf[8];
            if (known && h == known->head && c == known->color) {
                libs = known->lib;
                k = known->nl;
            } else if (b_.liberties(h) > cap) {
                n = cap; // joining it gives at least cap liberties
                return true;
            } else if (b_.liberties(h) == 1) {
                return false; // its one liberty is p: nothing to add
            } else {
                libs = buf;
                k = b_.libertyList(h, buf, cap + 1);
            }
            for (int j = 0; j < k; ++j) {
                if (mark_[libs[j]] != m) {
                    mark_[libs[j]] = m;
                    if (++n >= cap)
                        return true;
                }
            }
        } else if (qc == o && b_.liberties(q) == 1 && mark_[q] != m) {
            mark_[q] = m; // the capture frees at least this point
            if (++n >= cap)
                return true;
        }
        return false;
    };
    const int w = b_.stride();
    if (see(p - w) || see(p - 1) || see(p + 1) || see(p + w))
        return cap;
    return n;
}

int Search::extensionLiberties(const StringInfo& s, Point y, int cap, Point filled, Point* out) const
{
    markJudged(y); // its neighbours are read
    // As countLibertiesAfter(), without the liberties captures would give:
    // an attacker's move next to a string in atari may save it.
    const Color d = s.color;
    const std::uint32_t m = newMark();
    mark_[y] = m;
    mark_[filled] = m;
    int n = 0;
    auto see = [&](Point q) {
        const Color qc = b_.color(q);
        if (qc == Empty) {
            if (mark_[q] != m) {
                mark_[q] = m;
                if (out)
                    out[n] = q;
                ++n;
            }
        } else if (qc == d) {
            const Point h = b_.head(q);
            const Point* libs;
            int k;
            Point buf[kMaxListed];
            if (h == s.head) {
                libs = s.lib;
                k = s.nl;
            } else if (b_.liberties(h) > cap + 1) {
                // Joining it leaves at least cap liberties: all of its own
                // but y and the point filled.
                n = cap;
                return true;
            } else if (b_.liberties(h) == 1) {
                return false; // its one liberty is y: nothing to add
            } else {
                libs = buf;
                k = b_.libertyList(h, buf, std::min(cap + 2, kMaxListed));
            }
            for (int j = 0; j < k; ++j) {
                if (mark_[libs[j]] != m) {
                    mark_[libs[j]] = m;
                    if (out && n < cap)
                        out[n] = libs[j];
                    ++n;
                }
            }
        }
        return n >= cap;
    };
    const int w = b_.stride();
    if (see(y - w) || see(y - 1) || see(y + 1) || see(y + w))
        return cap;
    return n;
}

int Search::libertiesByCapture(const StringInfo& s, Point p) const
{
    markJudged(p); // its neighbours are read
    const Color o = opponent(s.color);
    const int w = b_.stride();
    auto ours = [&](Point q) { return b_.color(q) == s.color && b_.head(q) == s.head; };
    int n = s.nl;
    Point taken[4];
    int nt = 0;
    for (Point q : {p - w, p - 1, p + 1, p + w}) {
        if (b_.color(q) != o || b_.liberties(q) != 1)
            continue;
        const Point h = b_.head(q);
        if (contains(taken, nt, h))
            continue;
        taken[nt++] = h;
        // Its stones next to the string become liberties of it.
        Point t = h;
        do {
            if (ours(t - w) || ours(t - 1) || ours(t + 1) || ours(t + w))
                ++n;
            t = b_.nextInString(t);
        } while (t != h);
    }
    // A move that takes nothing is not judged here (it may even be a
    // suicide): 0.
    return nt > 0 ? n : 0;
}

void Search::attackMoves(const StringInfo& s, bool narrow, Candidates& out, Extensions* extensions) const
{
    const Color d = s.color;
    const Color a = opponent(d);
    const int libs = s.nl;

    // 1. Fill a liberty. With two liberties this is the atari of a ladder:
    //    take the side that leaves the escaping stone the fewest liberties.
    int ataris[2] = {-1000, -1000}; // their scores, with two liberties
    for (int i = 0; i < s.nl; ++i) {
        const Point x = s.lib[i];
        const int own = std::min(roughLiberties(x, a), 3);
        int score;
        if (libs == 2) {
            const Point y = s.lib[1 - i];
            // Liberties at y if the defender extends there: our stone at x
            // takes away x, which libertiesAfter counted through the string.
            const int cap = narrow ? 4 : 6;
            const int after = extensionAfter(s, y, cap);
            if (extensions) {
                extensions->cap = cap;
                extensions->libs[1 - i] = after;
            }
            const int escape = after - 1;
            // Beyond the branching depth only the ladder is read: an atari
            // the defender answers with three liberties is no ladder step.
            // Both ataris that are steps are read: a ladder that started
            // deep in the reading may only work when chased from the other
            // side, and most wrong sides are answered at once.
            if (narrow && escape >= 3)
                continue;
            score = 60 - 12 * escape + 3 * std::min(own, 2);
            // Between ataris that leave as many liberties, the one that
            // drives the string towards the first or second line (the
            // escape below the atari stone) is the usual capture; the other
            // lets it out into the open, a large tree to refute.
            if (b_.line(y) <= 2 && b_.line(x) > b_.line(y))
                score += 2;
        } else {
            score = 20 + 3 * std::min(own, 3);
            // Below the plies where attack() reads every move against
            // three liberties (it reads the best two, then the best one),
            // block first where the owner's last stone opened a way out:
            // a liberty beside it at which the string would extend to
            // more than three liberties. GTP budget only: with the
            // evaluation's budget the blocks, read instead of cheaper
            // moves, cost a fifth more nodes. Also beyond the branching
            // depth, where a crawl along the first line is read on.
            if (libs == 3 && ply_ > 4 && extraLibDepth_ >= 0) {
                const Point last = b_.lastMove();
                if (b_.color(last) == s.color && b_.head(last) == s.head && adjacent(x, last))
                    score += 4 * std::max(extensionAfter(s, x, 5) - 3, 0);
            }
        }
        if (own <= 1)
            score -= 15; // a throw-in (ほうりこみ): sometimes right, rarely first
        if (libs == 2)
            ataris[i] = score;
        out.add(x, score);
        if (!narrow && ply_ <= backfillDepth_ && libertiesAfter(x, a, 2) < 2)
            backfillMoves(x, a, s.head, out);
    }

    // Two ataris still alike: the one whose escape has less room around it
    // (empty points within two steps) drives the string against stones.
    if (libs == 2 && ataris[0] == ataris[1] && ataris[0] > -1000) {
        const int r0 = escapeRoom(s.lib[1], s.lib[0]);
        const int r1 = escapeRoom(s.lib[0], s.lib[1]);
        if (r0 != r1)
            out.add(r0 < r1 ? s.lib[0] : s.lib[1], ataris[0] + 1);
    }

    // 2. Our own stones next to the string in atari: the defender would
    //    capture them to escape (a ladder breaker by capture), so save them,
    //    by extending or by capturing a stone that holds them in atari.
    for (int i = 0; i < s.nadj; ++i) {
        if (s.adjLibs[i] != 1)
            continue;
        Point z;
        b_.libertyList(s.adj[i], &z, 1);
        if (libertiesAfter(z, a, 2) >= 2)
            out.add(z, 45);
        holdersInAtari(s.adj[i], s.head, out);
    }
    if (!narrow)
        netMoves(s, out);
    // The nets list these blocks up to netDepth3_; a crawl goes on for as
    // many plies as it has room along the edge, beyond the branching
    // depth too (narrow).
    if (libs == 3 && (narrow || ply_ > netDepth3_))
        crawlBlock(s, out);
    // At the root, a liberty of the owner's string that the string would
    // join at one of its liberties (read deeper, these approaches found
    // false captures where the defence has no answer listed). In the plies
    // where the budget reads more, also against the string the owner's
    // last move made or joined: its answer to our first move.
    // Against three liberties with any budget at the root: an atari on a
    // friend with two liberties, one of them ours (see friendLiberties()).
    if (!narrow && (libs == 2 || (libs == 3 && (extraLibDepth_ >= 0 || ply_ == 0)))
        && ply_ <= std::max(extraLibDepth_, 0))
        friendLiberties(s, out);

    // 5. At the root, our own strings with two liberties next to a string
    //    with two: in the liberty race (攻め合い) they may lose first, as
    //    filling the string's own liberties is often a self-atari. Then
    //    the owner's other strings holding them in are taken, or lose
    //    their outside liberties first.
    //    The same with the GTP budget against three liberties, from
    //    holders that are single stones (an approach stone, easily put in
    //    atari). And with that budget on our second move (ply 2), from the
    //    owner's answer to our first when it is a lone stone that holds
    //    ours in: the owner shut a string of ours in, and an atari on that
    //    stone turns the race. (Read on every ply where the budget reads
    //    more, and from answers that join strings too, it cost more than
    //    twice the extra nodes for no more answers found.) An answer that
    //    joined stones into a string with two liberties is as short of
    //    room (most often a stone we had in atari, extended): its outside
    //    liberty is an atari. So too at the root, from the owner's last
    //    move on the board, which is such an answer when the question is
    //    asked again after it (recheckAnswers).
    auto lastJoined = [&] {
        const Point last = lastStone();
        return last != kNoPoint && b_.color(last) == d && b_.stringSize(last) > 1 && b_.liberties(last) == 2;
    };
    if (!narrow && (libs == 2 || (libs == 3 && extraLibDepth_ >= 0)) && ply_ == 0) {
        const bool joined = libs == 3 && lastJoined();
        for (int i = 0; i < s.nadj; ++i)
            if (s.adjLibs[i] == 2) {
                holderLiberties(s.adj[i], s.head, out, libs == 3 ? kSingleStone : kAnyHolder);
                if (joined)
                    holderLiberties(s.adj[i], s.head, out, b_.lastMove());
            }
    } else if (!narrow && libs <= 3 && ply_ == 2 && ply_ <= extraLibDepth_ && b_.color(b_.lastMove()) == d
               && (b_.stringSize(b_.lastMove()) == 1 || lastJoined())) {
        for (int i = 0; i < s.nadj; ++i)
            if (s.adjLibs[i] == 2)
                holderLiberties(s.adj[i], s.head, out, b_.lastMove());
    }
    out.sort();
}

int Search::escapeRoom(Point y, Point x) const
{
    // The empty points next to y and next to those, x and y left out. The
    // answer depends on the points within two steps of y: in scope mode
    // y counts as judged, which puts them in the question's footprint.
    markJudged(y);
    Point seen[12];
    int n = 0;
    auto add = [&](Point q) {
        if (q == x || q == y || b_.color(q) != Empty || contains(seen, n, q))
            return false;
        seen[n++] = q;
        return true;
    };
    const int w = b_.stride();
    const Point first[4] = {y - w, y - 1, y + 1, y + w};
    for (Point q : first) {
        if (!add(q))
            continue;
        markJudged(q); // its neighbours are read too
        add(q - w);
        add(q - 1);
        add(q + 1);
        add(q + w);
    }
    return n;
}

void Search::holderLiberties(Point weak, Point str, Candidates& out, Point only) const
{
    const Color a = b_.color(weak);
    Point own[2];
    const int nown = b_.libertyList(weak, own, 2);
    forEachHolder(weak, str, [&](Point h) {
        const int libs = b_.liberties(h);
        if (libs > 3)
            return;
        if (only == kSingleStone ? b_.stringSize(h) > 1 : only != kAnyHolder && !b_.sameString(h, only))
            return;
        Point z[3];
        const int nz = b_.libertyList(h, z, 3);
        // A holder in atari is simply taken.
        if (libs == 1) {
            out.add(z[0], 30);
            return;
        }
        for (int k = 0; k < nz; ++k) {
            if (contains(own, nown, z[k]))
                continue;
            if (libertiesAfter(z[k], a, 2) >= 2)
                out.add(z[k], 4);
        }
    });
}

void Search::backfillMoves(Point x, Color a, Point str, Candidates& out) const
{
    // The other liberties of the strings of colour owner beside x with two
    // liberties at most (exactly two for the owner of str), where our stone
    // would keep cap liberties.
    auto otherLiberties = [&](Color owner, int cap, int score) {
        const int w = b_.stride();
        for (Point q : {x - w, x - 1, x + 1, x + w}) {
            if (b_.color(q) != owner || b_.head(q) == str)
                continue;
            const int libs = b_.liberties(q);
            if (libs > 2 || (owner != a && libs != 2))
                continue;
            Point z[2];
            const int n = b_.libertyList(q, z, 2);
            for (int k = 0; k < n; ++k)
                if (z[k] != x && libertiesAfter(z[k], a, cap) >= cap)
                    out.add(z[k], score);
        }
    };
    // Filling x would put our own string next to it in atari (the
    // defender takes it and escapes): first give that string another
    // liberty, by filling its other liberty from behind (後から詰める),
    // when that move is not short of liberties itself. Against a string
    // with two liberties, in the first two plies (the attack at the root
    // and our answer to the defender's first move), also a backfill that
    // leaves our string two liberties, most often joining it to another
    // of ours: x is still a self-atari after it, but the string can be
    // lengthened again next, and the defender, short of liberties, has no
    // time to stop it (filling x himself costs him a liberty). Read
    // deeper too, these backfills cost 4 % more nodes and found false
    // captures.
    otherLiberties(a, b_.liberties(str) == 2 && ply_ <= 1 ? 2 : 3, 12);
    // Or x is a self-atari because the owner's other strings around it
    // hold it in: an atari on one of them (at its other liberty) makes x
    // a capture, which the owner must answer first. At the root only:
    // read deeper down too, these ataris cost half as many nodes again
    // and find false captures where the defence has no answer listed.
    if (ply_ == 0)
        otherLiberties(opponent(a), 2, 10);
    // At any ply, the atari on two of them at once (their other liberty
    // is the same point), which the owner cannot answer for both. When
    // our stone there would be a lone stone in atari itself, taken before
    // it takes anything, first fill its last liberty from behind (where
    // our stone is not short of liberties): then the double atari stands.
    const Color o = opponent(a);
    const int w = b_.stride();
    Point heads[4];
    Point others[4];
    int n = 0;
    for (Point q : {x - w, x - 1, x + 1, x + w}) {
        if (b_.color(q) != o || b_.head(q) == str || b_.liberties(q) != 2 || contains(heads, n, b_.head(q)))
            continue;
        Point z[2];
        b_.libertyList(q, z, 2);
        const Point other = z[0] == x ? z[1] : z[0];
        if (contains(others, n, other)) {
            const int libs = libertiesAfter(other, a, 2);
            if (libs >= 2) {
                out.add(other, 10);
            } else if (libs == 1) {
                const Point behind = loneLiberty(other);
                if (behind != kNoPoint && behind != x && libertiesAfter(behind, a, 2) >= 2)
                    out.add(behind, 6);
            }
        }
        heads[n] = b_.head(q);
        others[n] = other;
        ++n;
    }
}

void Search::holdersInAtari(Point weak, Point str, Candidates& out) const
{
    // Only the holders are wanted, not the whole of what gather() lists:
    // the same walk, in the same order, without the liberty list.
    forEachHolder(weak, str, [&](Point h) {
        if (b_.liberties(h) != 1)
            return;
        Point z = kNoPoint;
        b_.libertyList(h, &z, 1);
        out.add(z, 40);
    });
}

void Search::threatenedFriends(const StringInfo& s, Candidates& out) const
{
    const Point last = lastStone();
    const Color d = s.color;
    if (last == kNoPoint || b_.color(last) != d || b_.sameString(last, s.head))
        return;
    const Color a = opponent(d);
    const auto& off = b_.offsets();
    for (int i = 0; i < s.nadj; ++i) {
        if (s.adjLibs[i] != 2)
            continue;
        // The owner's last move took a liberty of ours: a stone of the
        // owner's in atari that holds ours in is taken, unless our stone
        // is left in atari there (a ko the owner may take back).
        bool touched = false;
        for (int dir = 0; dir < 4 && !touched; ++dir)
            touched = b_.color(last + off[dir]) == a && b_.sameString(last + off[dir], s.adj[i]);
        if (touched)
            forEachHolder(s.adj[i], s.head, [&](Point h) {
                Point z = kNoPoint;
                if (b_.liberties(h) != 1 || b_.libertyList(h, &z, 1) != 1)
                    return;
                markJudged(z);
                if (libertiesAfter(z, a, 2) >= 2)
                    out.add(z, 40);
            });
        // The owner's last move is next to a liberty y of ours: the owner
        // can now play there with two liberties, in atari of ours, and
        // extending at the other liberty would leave ours two at most (the
        // extension counts y). Extending at y first, to three or more.
        Point z[2];
        b_.libertyList(s.adj[i], z, 2);
        for (int j = 0; j < 2; ++j) {
            const Point y = z[j];
            if (!adjacent(y, last))
                continue;
            markJudged(y);
            markJudged(z[1 - j]);
            if (libertiesAfter(y, d, 2) >= 2 && libertiesAfter(y, a, 3) >= 3
                && libertiesAfter(z[1 - j], a, 4) <= 3)
                out.add(y, 30);
        }
    }
}

void Search::crawlBlock(const StringInfo& s, Candidates& out) const
{
    // The block diagonally ahead of the crawl (the second-line point on
    // top of the liberty ahead) keeps our wall over the string, which
    // gains no liberty by crawling on; a block at the liberty itself
    // could be cut off. The liberty may be the corner, where the crawl
    // ends.
    const Color a = opponent(s.color);
    forEachCrawl(s.lib, s.nl, s.color, s.head, [&](Point x, Point inward) {
        const Point y = x + inward;
        if (b_.color(y) == Empty && libertiesAfter(y, a, 2) >= 2)
            out.add(y, 36);
        return false;
    });
}

bool Search::crawlsUnderWall(Point str) const
{
    if (extraLibDepth_ < 0 || overBudget())
        return false;
    Point lib[3];
    const int n = b_.libertyList(str, lib, 3);
    return forEachCrawl(lib, n, b_.color(str), b_.head(str), [](Point, Point) { return true; });
}

void Search::netMoves(const StringInfo& s, Candidates& out) const
{
    const Color a = opponent(s.color);
    const int libs = s.nl;

    // 3. Nets (ゲタ) and loose ladders: a stone one step beyond the
    //    liberties, blocking the escape without touching the string.
    if ((libs == 2 && ply_ <= netDepth2_) || (libs == 3 && ply_ <= netDepth3_)) {
        int added = 0;
        const int w = b_.stride();
        auto net = [&](Point q) {
            if (b_.color(q) != Empty || contains(s.lib, s.nl, q))
                return;
            if (libertiesAfter(q, a, 2) < 2)
                return;
            const int touching = contains(s.lib, s.nl, q - w) + contains(s.lib, s.nl, q - 1)
                + contains(s.lib, s.nl, q + 1) + contains(s.lib, s.nl, q + w);
            out.add(q, 5 + 8 * touching);
            ++added;
        };
        for (int i = 0; i < s.nl && added < 6; ++i) {
            const Point x = s.lib[i];
            net(x - w);
            net(x - 1);
            net(x + 1);
            net(x + w);
        }
    }

    // 4. Against three liberties, our own neighbouring strings with two:
    //    the defender would win a liberty race against them, so lengthen
    //    them first.
    if (libs == 3 && ply_ <= netDepth3_) {
        for (int i = 0; i < s.nadj; ++i) {
            if (s.adjLibs[i] != 2)
                continue;
            Point z[2];
            b_.libertyList(s.adj[i], z, 2);
            for (Point q : z)
                if (libertiesAfter(q, a, 3) >= 3)
                    out.add(q, 3);
        }
    }
    // Not sorted here: attackMoves() sorts the whole list next.
}

void Search::defenceMoves(const StringInfo& s, bool narrow, int stage, Candidates& out,
                          Extensions* extensions) const
{
    if (stage == 2) {
        if (!narrow)
            shapeDefences(s, out);
        return;
    }
    const Color d = s.color;
    const int libs = s.nl;

    // 1. Capture an attacking string in atari (取って逃げる): the escape
    //    that also gains liberties.
    for (int i = 0; i < s.nadj; ++i) {
        if (s.adjLibs[i] != 1)
            continue;
        Point z;
        b_.libertyList(s.adj[i], &z, 1);
        out.add(z, 1000 + 10 * std::min(b_.stringSize(s.adj[i]), 20));
    }

    // 2. Extend (伸び) at a liberty, the one giving most liberties first.
    if (s.nl == 1) {
        out.add(s.lib[0], 100); // in atari: nothing to order
        // A single stone in atari beside another of our strings in atari
        // at the same point: taking there captures both, not a ko (コウ).
        // Taking what holds the other string in atari leaves the capture
        // a single stone, which can be retaken. So too beside one with two
        // liberties: the capture would put it in atari, and the ko could
        // not be fought (no time for a threat).
        if (s.stones == 1 && !narrow) {
            const Point x = s.lib[0];
            const int w = b_.stride();
            for (Point q : {x - w, x - 1, x + 1, x + w})
                if (b_.color(q) == d && b_.head(q) != s.head && b_.liberties(q) <= 2)
                    holdersInAtari(q, kNoPoint, out);
        }
    } else
        for (int i = 0; i < s.nl; ++i) {
            const int after = extensionAfter(s, s.lib[i], 5);
            if (extensions)
                extensions->libs[i] = after;
            out.add(s.lib[i], 100 + 20 * after);
        }
    if (extensions && s.nl > 1)
        extensions->cap = 5;
    if (narrow) {
        out.sort();
        return;
    }

    // 3. Break the chain (攻め合い / 当たり): atari an attacking string next
    //    to ours, gaining a tempo or winning a liberty race.
    if ((libs <= 2 && ply_ <= chainDepth2_) || (libs == 3 && ply_ <= chainDepth3_)) {
        for (int i = 0; i < s.nadj; ++i) {
            if (s.adjLibs[i] != 2)
                continue;
            // Even a self-atari may be right here: taking it back can be a
            // snapback (uttegaeshi) for us.
            Point z[2];
            b_.libertyList(s.adj[i], z, 2);
            for (Point q : z)
                out.add(q, libertiesAfter(q, d, 2, &s) >= 2 ? 60 : 25);
        }
    }
    out.sort();
}

void Search::raceHolders(const StringInfo& s, Candidates& out, bool inAtari) const
{
    // The attacker's strings with two or three liberties next to ours are
    // in a liberty race (攻め合い) with it; our other strings holding them
    // in may be short of liberties themselves. Saving such a string (taking
    // what holds it in atari, or extending) keeps the attacker's string
    // shut in, and the race is won.
    const Color d = s.color;
    for (int i = 0; i < s.nadj; ++i) {
        if (s.adjLibs[i] < 2)
            continue;
        Point heads[kMaxListed];
        int nh = 0;
        auto see = [&](Point q) {
            if (b_.color(q) != d || nh >= kMaxListed)
                return;
            const Point h = b_.head(q);
            if (h != s.head && !contains(heads, nh, h) && b_.liberties(h) <= 2 - inAtari)
                heads[nh++] = h;
        };
        forEachNeighbour(s.adj[i], see);
        for (int k = 0; k < nh; ++k) {
            // The strings holding ours in are read: their stones next to
            // ours count as judged in scope mode, which puts them in the
            // question's footprint.
            forEachNeighbour(heads[k], [&](Point q) {
                if (b_.color(q) == opponent(d))
                    markJudged(q);
            });
            holdersInAtari(heads[k], s.adj[i], out);
            Point z[2];
            const int nz = b_.libertyList(heads[k], z, 2);
            for (int j = 0; j < nz; ++j) {
                if (libertiesAfter(z[j], d, 3) >= 3)
                    out.add(z[j], 20);
            }
        }
    }
}

void Search::shapeDefences(const StringInfo& s, Candidates& out) const
{
    // Friends up to four liberties: a stone on the 1-1 point is saved by
    // making the diagonal stone beside it (2-2, four liberties) strong.
    constexpr int kWeakFriendLibs = 4;
    const Color d = s.color;
    const auto& off = b_.offsets();
    const int libs = s.nl;

    // Near the root also the neighbours with three liberties: a liberty
    // race (攻め合い) is won by the side that starts.
    if (libs >= 2 && libs <= 3 && ply_ <= chainDepth3_) {
        for (int i = 0; i < s.nadj; ++i) {
            if (s.adjLibs[i] != 3)
                continue;
            Point z[3];
            const int nz = b_.libertyList(s.adj[i], z, 3);
            for (Point q : z) {
                const int after = libertiesAfter(q, d, 2, &s);
                if (after >= 2)
                    out.add(q, 20);
                // A lone stone thrown in (ほうりこみ) at the neighbour's
                // outside liberty is in atari, but when its last liberty
                // is another liberty of the neighbour, taking it fills
                // that liberty: the neighbour spends a move and stays one
                // liberty shorter, and the race is won. Only a stone that
                // touches none of ours (no string of ours is put in atari),
                // and near the root, where such races are decided.
                else if (after == 1 && ply_ <= throwInRaceDepth_ && !contains(s.lib, s.nl, q)
                         && !stoneNextTo(q, d) && contains(z, nz, loneLiberty(q)))
                    out.add(q, 5);
            }
        }
    }

    // At the root, where the budget reads more, with three liberties or
    // more: an empty point next to three of them, the vital point of the
    // room the string has (its eye shape, 眼形). Taken by us it makes the
    // eyes; left to the attacker, it destroys them.
    if (libs >= 3 && ply_ == 0 && extraLibDepth_ >= 0) {
        for (int i = 0; i < s.nl; ++i) {
            for (int dir = 0; dir < 4; ++dir) {
                const Point q = s.lib[i] + off[dir];
                if (b_.color(q) != Empty || contains(s.lib, s.nl, q))
                    continue;
                markJudged(q);
                int around = 0;
                for (int e = 0; e < 4; ++e)
                    around += contains(s.lib, s.nl, q + off[e]);
                if (around >= 3 && libertiesAfter(q, d, 2, &s) >= 2)
                    out.add(q, 10);
            }
        }
    }

    // At the root, an attacking string that does not touch us but has
    // both our liberties among its own two or three (a stone placed on
    // our vital point, not against us): filling its outside liberty first
    // means it cannot fill ours without a self-atari, nor can we be
    // approached (the two sides share their liberties).
    if (libs == 2 && ply_ <= semeaiRootDepth_) {
        const Color o = opponent(d);
        for (int i = 0; i < s.nl; ++i) {
            for (int dir = 0; dir < 4; ++dir) {
                const Point q = s.lib[i] + off[dir];
                if (b_.color(q) != o)
                    continue;
                const Point h = b_.head(q);
                const int hl = b_.liberties(h);
                if (hl < 2 || hl > 3 || contains(s.adj, s.nadj, h))
                    continue;
                Point z[3];
                const int nz = b_.libertyList(h, z, 3);
                if (!contains(z, nz, s.lib[0]) || !contains(z, nz, s.lib[1]))
                    continue; // it does not take both our liberties
                for (int k = 0; k < nz; ++k) {
                    if (contains(s.lib, s.nl, z[k]))
                        continue;
                    if (libertiesAfter(z[k], d, 2, &s) >= 2)
                        out.add(z[k], 15);
                }
            }
        }
    }

    // Near the root, the neighbours with four liberties too: a string with
    // two or three liberties that shares liberties with a bigger neighbour
    // wins the liberty race (攻め合い) by filling the neighbour's outside
    // liberties first. gather() does not list such neighbours, so they are
    // found here, only on this rare path. (Neighbours with five or six
    // liberties were tried too: they matter with an eye, but answered some
    // questions on random positions worse than GNU Go.)
    if (libs >= 2 && libs <= 3 && ply_ <= semeaiRootDepth_)
        roomyNeighbourLiberties(s, out);
    // raceHolders() near the root. Deeper, in the plies where the budget
    // reads more and the one after, only those of our holding strings that
    // are in atari: the attacker has put the stone we played to shut its
    // string in into atari, and extending the stone (or taking what holds
    // it) keeps that string short of liberties. Without it the race was
    // lost to any move that blocks our string's way out.
    if (libs >= 2 && libs <= 3 && ply_ <= semeaiRootDepth_)
        raceHolders(s, out);
    else if (libs >= 2 && libs <= 3 && ply_ <= extraLibDepth_ + 1)
        raceHolders(s, out, true);
    if (libs >= 2 && libs <= 3 && ply_ <= approachDepth_)
        approachAtaris(s, out);

    // At the root and the ply below, an attacker's stone in atari next to
    // a friend with two liberties at most that we could join at one of our
    // liberties: most often a stone thrown in (ほうりこみ) to cut the
    // friend off, a self-atari that puts the friend in atari too. Taking
    // it undoes the cut, and the friend's liberties are ours again.
    if (libs >= 2 && libs <= 3 && ply_ <= 1) {
        forEachFriendAtLiberty(s, 2, [&](int, Point q) {
            markJudged(q); // the strings beside it are read
            holdersInAtari(q, kNoPoint, out);
        });
    }

    // 4. A friendly string we could connect to through a liberty, with four
    //    liberties at most: give it liberties first, so that connecting
    //    later saves both. In the plies where the budget reads more
    //    (extraLibertyPlies), also break the chain around it: a liberty of
    //    an attacking string with two or three liberties next to it, which
    //    wins the friend's liberty race (攻め合い) and so the connection.
    //    With that budget, a string with three liberties is defended so
    //    too at the root. A friend with two liberties is also extended at
    //    its other one when that keeps it at two but its new liberty is a
    //    point the attacker cannot fill (guardedLiberty()): the friend can
    //    no longer be put in atari, and the string joins it in time.
    if ((libs <= 2 && ply_ <= weakFriendDepth_) || (libs == 3 && ply_ == 0 && extraLibDepth_ >= 0)) {
        forEachFriendAtLiberty(s, kWeakFriendLibs, [&](int i, Point q) {
            Point z[kWeakFriendLibs];
            const int nz = b_.libertyList(q, z, kWeakFriendLibs);
            for (int k = 0; k < nz; ++k) {
                if (z[k] == s.lib[i])
                    continue;
                const int after = libertiesAfter(z[k], d, 3);
                if (after >= 3)
                    out.add(z[k], 30);
                else if (after == 2 && nz == 2 && guardedLiberty(z[k], s.lib[i], d))
                    out.add(z[k], 12);
            }
            if (ply_ <= extraLibDepth_)
                friendChainBreaks(q, out);
        });
    }

    // 5. Second-order liberties: a hanging connection or a jump that makes
    //    the attacker's next atari a self-atari.
    if (libs == 2 && ply_ <= secondOrderDepth_) {
        int added = 0;
        for (int i = 0; i < s.nl && added < 6; ++i) {
            for (int dir = 0; dir < 4; ++dir) {
                const Point q = s.lib[i] + off[dir];
                if (b_.color(q) != Empty || contains(s.lib, s.nl, q))
                    continue;
                if (libertiesAfter(q, d, 2, &s) < 2)
                    continue;
                out.add(q, 10);
                ++added;
            }
        }
    }
    out.sort();
}

bool Search::guardedLiberty(Point z, Point join, Color d) const
{
    // The one empty point beside z apart from join: with our stone at z,
    // the attacker's stone there takes nothing and keeps one liberty at
    // most (z, counted now, is ours then), a self-atari. Most often it is
    // a liberty the attacker's strings share with ours in a liberty race
    // (攻め合い), which it may fill only last.
    const Point e = loneLiberty(z, join);
    return e != kNoPoint && !nextToAtari(e, d) && libertiesAfter(e, opponent(d), 3) <= 2;
}

void Search::friendChainBreaks(Point q, Candidates& out) const
{
    // The friend's neighbours are read: in scope mode it counts as judged,
    // which puts the strings beside it in the question's footprint.
    markJudged(q);
    const Color d = b_.color(q);
    forEachHolder(q, kNoPoint, [&](Point h) {
        const int hl = b_.liberties(h);
        if (hl < 2 || hl > 3)
            return;
        Point y[3];
        const int ny = b_.libertyList(h, y, 3);
        for (int j = 0; j < ny; ++j)
            if (libertiesAfter(y[j], d, 2) >= 2)
                out.add(y[j], 8);
    });
}

void Search::roomyNeighbourLiberties(const StringInfo& s, Candidates& out) const
{
    constexpr int kRoom = 4;
    const Color d = s.color;
    const Color o = opponent(d);
    Point heads[kMaxListed];
    int nh = 0;
    auto see = [&](Point q) {
        if (b_.color(q) != o || nh >= kMaxListed)
            return;
        const Point h = b_.head(q);
        if (!contains(heads, nh, h) && b_.liberties(h) == kRoom)
            heads[nh++] = h;
    };
    forEachNeighbour(s.head, see);
    for (int i = 0; i < nh; ++i) {
        Point z[kRoom];
        const int nz = b_.libertyList(heads[i], z, kRoom);
        for (int k = 0; k < nz; ++k)
            if (!contains(s.lib, s.nl, z[k]) && libertiesAfter(z[k], d, 2, &s) >= 2)
                out.add(z[k], 15);
    }
}

int Search::adjacentStrings(Point str, Color c, int maxLibs, Point* out, int max) const
{
    StringInfo info;
    gather(str, info);
    int n = 0;
    if (info.color == opponent(c))
        for (int i = 0; i < info.nadj && n < max; ++i)
            if (info.adjLibs[i] <= maxLibs)
                out[n++] = info.adj[i];
    return n;
}

} // namespace irodori::tactics::detail
