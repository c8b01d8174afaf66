// Moves of the capture search that approach from outside, away from the
// string read: a defence that makes an attacker's liberty fillable in a
// liberty race (攻め合い), and an attack on the string the owner's string
// would join. Both are read on rare paths (the defence's second stage,
// the root), so they are kept out of moves.cpp.
#include "search.h"

namespace irodori::tactics::detail {

void Search::approachAtaris(const StringInfo& s, Candidates& out) const
{
    // An attacking string with two liberties next to ours is in a liberty
    // race with it. When one of its liberties q is a point we cannot play
    // (our stone there would be captured at once, or be a suicide), the
    // race is lost unless q is prepared: an atari (当たり) on another
    // attacking string beside q, at its other liberty, makes our stone at
    // q a capture. Taking there is then often a ko (コウ), which is better
    // than losing the race outright.
    const Color d = s.color;
    const Color a = opponent(d);
    const int w = b_.stride();
    for (int i = 0; i < s.nadj; ++i) {
        const int libs = s.adjLibs[i];
        if (libs < 2 || libs > 3)
            continue;
        Point z[3];
        const int nz = b_.libertyList(s.adj[i], z, 3);
        for (int k = 0; k < nz; ++k) {
            const Point q = z[k];
            // libertiesAfter() marks q: the strings beside it and their
            // liberties are in the question's footprint in scope mode.
            if (libertiesAfter(q, d, 2, &s) >= 2)
                continue; // the plain chain-breaking atari is listed
            // The atari, against two liberties only.
            if (libs == 2) {
                for (Point r : {q - w, q - 1, q + 1, q + w}) {
                    if (b_.color(r) != a || b_.sameString(r, s.adj[i]) || b_.liberties(r) != 2)
                        continue;
                    Point y[2];
                    b_.libertyList(r, y, 2);
                    for (Point p : y)
                        if (p != q && libertiesAfter(p, d, 2) >= 2)
                            out.add(p, 15);
                }
            }
            // Or q has a single empty neighbour e, away from our string:
            // our stone at e, joined to a string of ours with room, gives
            // our stone at q a second liberty, so that q can be filled
            // next (a backfill, 後から詰める, as the attacker's in
            // backfillMoves()). Filling q at once is taken at e, or is a
            // ko at best. Against a neighbour with three liberties too:
            // when another of them is a point we can never fill before the
            // last (a suicide), the race is lost unless q is made fillable.
            const Point e = loneLiberty(q);
            if (e != kNoPoint && !contains(s.lib, s.nl, e) && libertiesAfter(e, d, 3) >= 3)
                out.add(e, 10);
        }
    }
}

void Search::friendLiberties(const StringInfo& s, Candidates& out) const
{
    // A string with two liberties escapes by connecting, at one of them,
    // to another string of its owner. When that string is short of
    // liberties itself, taking one of them first (an approach from
    // outside, 外から詰める) leaves the joined string too few to escape.
    // Read at the root, and in the plies where the budget reads more
    // (extraLibertyPlies) against the string the owner's last move made or
    // joined: a hanging connection (虎口) or a move next to the liberty
    // answering the root move is approached so in turn.
    const Color d = s.color;
    const Color a = opponent(d);
    const int w = b_.stride();
    for (int i = 0; i < s.nl; ++i) {
        const Point y = s.lib[i];
        markJudged(y); // its neighbours are read
        for (Point q : {y - w, y - 1, y + 1, y + w}) {
            if (b_.color(q) != d || b_.head(q) == s.head || b_.liberties(q) > 3)
                continue;
            // Below the root only the string of the owner's last move.
            if (ply_ > 0 && !b_.sameString(q, b_.lastMove()))
                continue;
            // All of its liberties (three at most).
            Point z[3];
            const int n = b_.libertyList(q, z, 3);
            // Against three liberties, a string that would join at two of
            // them: one stone bridging the string's liberties (with the
            // budget that reads more, extraLibertyPlies, only). And at the
            // root, with any budget, a friend with two liberties, one of
            // them ours: our atari at its other one makes the owner join
            // it, and the joined string has no liberty more than before,
            // one of them filled. The atari works even as a throw-in
            // (ほうりこみ), our stone left in atari: taking it costs the
            // owner the move that saves the string (shapeDefences() lists
            // the capture).
            bool throwIn = false;
            if (s.nl == 3) {
                int shared = 0;
                for (int k = 0; k < n; ++k)
                    shared += contains(s.lib, s.nl, z[k]);
                throwIn = shared == 1 && n == 2 && ply_ == 0;
                if (!throwIn && (shared < 2 || extraLibDepth_ < 0))
                    continue;
            }
            for (int k = 0; k < n; ++k)
                if (!contains(s.lib, s.nl, z[k]) && libertiesAfter(z[k], a, 2) >= 2 - throwIn)
                    out.add(z[k], 6);
        }
    }
}

} // namespace irodori::tactics::detail
