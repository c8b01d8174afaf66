// The capture search (連の死活) behind Reader: attack and defence of one
// string, read with play/undo on a private board.
#pragma once

#include "cache.h"
#include "reader.h"

#include "core/board.h"
#include "core/position.h"
#include "core/zobrist.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace irodori::tactics::detail {

// Internal result ranks, ordered so that the side to move takes the maximum.
// A ko the opponent must start (KoA) is better than one we must start (KoB).
enum Rank : int {
    RFail = 0,
    RKoB = 1,
    RKoA = 2,
    RWin = 3,
};

// The opponent's result seen from our side: their unconditional success is
// our failure, and their good ko (they take first) is our bad ko.
constexpr int invert(int rank) { return RWin - rank; }
int toCode(int rank);

// Hard limits of the fixed arrays: no search line is longer than kMaxPly
// (a ladder across a 25x25 board needs about 100) and no node has more
// than kMaxCandidates moves.
constexpr int kMaxPly = 400;
constexpr int kMaxCandidates = 48;

// How a move was played, for the ko bookkeeping.
enum MoveKind : int {
    kPlain = 0,
    kKoCapture = 1,    // took a ko: the opponent may retake after a threat
    kThreatRetake = 2, // retook a ko at once, as if after a ko threat (コウ立て)
    kNoRetake = 4,     // took a ko the opponent can no longer retake in this line
};

// A string rarely has more liberties or weak neighbours than this while it
// is being read; beyond it lists are cut (the string is safe anyway).
constexpr int kMaxListed = 16;

// What move generation needs about the string being read, gathered in one
// walk over its stones: its liberties and the opponent strings touching it
// that have at most three liberties.
struct StringInfo {
    Point head = kNoPoint;
    Color color = Empty;
    int stones = 0;
    int nl = 0;
    Point lib[kMaxListed];
    int nadj = 0;
    Point adj[kMaxListed];     // heads
    int adjLibs[kMaxListed];
};

// Membership in the short point lists of the search (liberties, heads,
// moves tried): a plain loop, cheaper than std::find at these lengths.
inline bool contains(const Point* list, int n, Point v)
{
    for (int i = 0; i < n; ++i)
        if (list[i] == v)
            return true;
    return false;
}

// Candidate moves of one node with ordering scores, on the stack.
struct Candidates {
    Point point[kMaxCandidates];
    int score[kMaxCandidates];
    int n = 0;

    // Adds p, or raises its score if it is listed already. Defined here so
    // that the move generators inline it: a node adds several moves.
    void add(Point p, int s)
    {
        for (int i = 0; i < n; ++i) {
            if (point[i] == p) {
                if (score[i] < s)
                    score[i] = s;
                return;
            }
        }
        if (n < kMaxCandidates) [[likely]] {
            point[n] = p;
            score[n] = s;
            ++n;
        }
    }

    // Highest score first, equal scores in the order added (an insertion
    // sort: a dozen moves at most, usually fewer).
    void sort()
    {
        for (int i = 1; i < n; ++i) {
            const Point p = point[i];
            const int s = score[i];
            int j = i - 1;
            while (j >= 0 && score[j] < s) {
                point[j + 1] = point[j];
                score[j + 1] = score[j];
                --j;
            }
            point[j + 1] = p;
            score[j + 1] = s;
        }
    }
};

class Search {
public:
    explicit Search(const ReadBudget& budget);

    const ReadBudget& budget() const { return budget_; }
    void setBudget(const ReadBudget& budget);
    void clearCache() { cache_.clear(); }
    std::uint64_t nodes() const { return nodes_; }
    void resetNodes() { nodes_ = 0; }

    // Loads the question's position. firstMover is the side that moves first
    // in the question: the position's ko point binds it only if it is also
    // the side to move of pos (otherwise the other side has just passed).
    void setRoot(const Position& pos, Color firstMover);
    const Board& board() const { return b_; }
    // False if the position has a string without liberties (bad set-up):
    // the reader then answers every question with Fail.
    bool rootValid() const { return rootValid_; }
    Point koPoint() const { return ko_; }
    int ply() const { return ply_; }

    // The attacker (opponent of d) moves first against the string at str of
    // colour d; returns the attacker's rank and its move.
    int attack(Point str, Color d, Point* move);
    // The owner d moves first; returns the owner's rank and its move. A
    // string already captured can only come back by retaking a ko.
    int defend(Point str, Color d, Point* move);
    // For the string at str in atari (当たり) whose capture is a ko (コウ)
    // the attacker wins all the same: a move that captures it without a
    // ko, read from the root, or kNoPoint. Taking the ko would give the
    // owner a ko threat's worth of play for nothing.
    Point captureAvoidingKo(Point str, Color d);
    // A plain ladder (シチョウ) against the string at str, which has two
    // liberties: ataris only, the defender extending or capturing. True if
    // it catches the string; *move is the first atari.
    bool ladder(Point str, Point* move);
    // After a capture by the string at taker, left in atari and bigger than
    // what it took: whether the owner's retake (a snapback, 打って返し)
    // stands, the retaking stone not in atari itself.
    bool retakeHolds(Point taker, Color d) const;

    // The first move the last attack() from the root played (kNoPoint if
    // it played none); false if that attack read no moves at all (its
    // answer came from the cache, or needed no reading).
    bool firstRootMove(Point* move) const
    {
        *move = firstRootMove_;
        return rootRead_;
    }
    // The owner's answer to that move (kNoPoint if none).
    Point firstRootReply() const { return firstRootReply_; }
    // The moves the last attack() from the root played whose lines
    // stopped at the four-liberty horizon: somewhere below them a string
    // with safeLiberties liberties counted as safe only because the ply
    // was beyond the extra-liberty plies (see horizonHit()). Up to
    // kMaxHorizonMoves, in the order played; returns how many.
    static constexpr int kMaxHorizonMoves = 4;
    int horizonRootMoves(const Point** out) const
    {
        *out = horizonRootMoves_;
        return nHorizon_;
    }
    // How many of the moves the last attack() from the root played were
    // answered by a defence at p (the owner's vital point, 急所).
    int rootRepliesAt(Point p) const
    {
        int n = 0;
        for (int i = 0; i < nRootReplies_; ++i)
            n += rootReplies_[i] == p;
        return n;
    }
    // The next attack() or connect() at the root reads its moves again,
    // not the cache (the positions below it stay cached): then
    // firstRootMove() or rootJoins() list them.
    void readRootAfresh() { rootAfresh_ = true; }
    // The capture answers disconnect() takes at the root for the strings
    // at a and b (as read by the caller, each answer checked), instead of
    // reading them itself, until clearRootCaptures().
    void setRootCaptures(Point a, int rankA, Point moveA, Point b, int rankB, Point moveB)
    {
        rootCapture_[0] = {a, rankA, moveA};
        rootCapture_[1] = {b, rankB, moveB};
    }
    void clearRootCaptures() { rootCapture_[0] = rootCapture_[1] = RootCapture{}; }
    // True if the last disconnect() from the root answered by capturing
    // one of the strings.
    bool cutByRootCapture() const { return cutByRootCapture_; }
    // The node budget of each question from now on, the cache kept (an
    // answer cut short by the budget is never stored, so a smaller budget
    // leaves no wrong entry behind).
    void setNodeBudget(std::uint64_t n) { budget_.maxNodes = n; }
    // Root moves that attack() and defend() leave out at ply 0 (and the
    // root answer is then neither looked up nor stored): moves the caller
    // found refuted when it read them again as a question of their own.
    void excludeAtRoot(const Point* moves, int n)
    {
        nRootExcluded_ = std::min(n, kMaxRootExcluded);
        for (int i = 0; i < nRootExcluded_; ++i)
            rootExcluded_[i] = moves[i];
    }

    // Connection reading (connection.cpp): the owner c of a and b moves
    // first (connect) or the opponent does (disconnect); ranks for the mover.
    int connect(Point a, Point b, Color c, int depth, Point* move);
    int disconnect(Point a, Point b, Color c, int depth, Point* move);
    // The joins the last connect() from the root played there, in the
    // order read (up to kMaxRootJoins); returns how many. None if its
    // answer needed no reading or came from the cache (see
    // readRootAfresh()).
    static constexpr int kMaxRootJoins = 4;
    int rootJoins(const Point** out) const
    {
        *out = rootJoins_;
        return nRootJoins_;
    }

    // Plays c at p inside the search, honouring the ko point. Returns false
    // (and plays nothing) for an occupied point, a suicide or a ko recapture
    // that is not allowed; otherwise sets *kind (MoveKind bits).
    bool play(Point p, Color c, int* kind);
    void undo();
    // The mover's rank after its move of the given kind led to rank.
    static int capped(int rank, int kind);

    // True once the question has used its node budget: from then on strings
    // with three or more liberties count as safe.
    bool overBudget() const { return nodes_ - rootNodes_ > budget_.maxNodes; }
    // Whether a question read since clearBudgetHit(), from this root or an
    // earlier one, used its whole node budget: the connection answers
    // are then read again less deep (see Reader::connect() and
    // disconnect()).
    void clearBudgetHit()
    {
        budgetHit_ = false;
        rootNodes_ = nodes_;
    }
    bool budgetHit() const { return budgetHit_ || overBudget(); }

    // The scope of a question (see Reader::Scope): from here on, every
    // point played is marked, and salt is mixed into the cache keys (a new
    // salt: no answer read before is used, so what is read is all the
    // question depends on).
    void beginScope(std::uint64_t salt)
    {
        salt_ = salt;
        scoped_ = salt != 0;
        played_.fill(0);
        scopeNodes_ = nodes_;
    }
    // One bit per point of the bordered board: played since beginScope(),
    // judged without playing it by looking at its neighbours, ordered as a
    // candidate, or another point whose neighbours were looked at. Every
    // point the reading read lies within one point of a marked point, or
    // of the string, or on a string next to those (see ReusingTactics).
    const std::uint64_t* played() const { return played_.data(); }
    std::uint64_t nodesSinceScope() const { return nodes_ - scopeNodes_; }

private:
    // In scope mode, marks p as if played: a point whose neighbours the
    // reading looks at (a move tried or judged, a point whose liberties are
    // counted) makes the answer depend on them.
    void markJudged(Point p) const
    {
        if (scoped_)
            played_[p >> 6] |= std::uint64_t{1} << (p & 63);
    }
    // True if a stone of colour c stands next to p (p counts as judged).
    bool stoneNextTo(Point p, Color c) const
    {
        markJudged(p);
        const int w = b_.stride();
        return b_.color(p - w) == c || b_.color(p - 1) == c || b_.color(p + 1) == c
            || b_.color(p + w) == c;
    }
    // True if an attacking string with two liberties next to s has y as
    // one of them (and p as the other, unless p is kNoPoint). With s in
    // atari at y, the owner's move at the other puts that string in atari
    // at y too: taking s there may be a snapback (打って返し) for the
    // attacker, so such a move is read although it leaves s in atari.
    bool holderShares(const StringInfo& s, Point y, Point p = kNoPoint) const
    {
        markJudged(y);
        if (p != kNoPoint)
            markJudged(p);
        for (int k = 0; k < s.nadj; ++k)
            if (s.adjLibs[k] == 2 && b_.isLibertyOf(y, s.adj[k]) && (p == kNoPoint || b_.isLibertyOf(p, s.adj[k])))
                return true;
        return false;
    }
    // The empty point next to p if there is exactly one, except left out,
    // else kNoPoint (p counts as judged).
    Point loneLiberty(Point p, Point except = kNoPoint) const
    {
        markJudged(p);
        const int w = b_.stride();
        Point found = kNoPoint;
        for (Point q : {p - w, p - 1, p + 1, p + w}) {
            if (b_.color(q) != Empty || q == except)
                continue;
            if (found != kNoPoint)
                return kNoPoint;
            found = q;
        }
        return found;
    }
    // In scope mode, marks every candidate of a node as judged: ordering
    // them read the points next to them.
    void markCandidates(const Candidates& moves)
    {
        for (int i = 0; scoped_ && i < moves.n; ++i)
            markJudged(moves.point[i]);
    }
    // Connection reading: true if m, the capture search's move taking the
    // opponent's string cutter, takes it for good for the owner c of a and
    // b (切られても殺せる): m is no ko, and after it the opponent can
    // neither save cutter nor capture a or b. A cut that dies so joins the
    // two, however long the ladder that takes it: no connection ply is
    // spent on it.
    bool capturesCut(Point a, Point b, Color c, Point cutter, Point m);
    // Attack when the string is in atari (当たり): take it, or fail on a ko ban.
    int captureNow(Point str, Color d, Point* move);
    // When taking the string in atari is only a ko: moves that prepare an
    // unconditional capture. best is what taking the ko gives.
    int captureWithoutKo(Point str, Color d, int best, Point* move);
    // Candidate generation (moves.cpp).
    void gather(Point str, StringInfo& info) const;
    // Calls see(q) for the four neighbours of every stone of the string at
    // str, in offsets() order, stone after stone along the string.
    template <class F>
    void forEachNeighbour(Point str, F&& see) const
    {
        const int w = b_.stride();
        Point s = str;
        do {
            see(s - w);
            see(s - 1);
            see(s + 1);
            see(s + w);
            s = b_.nextInString(s);
        } while (s != str);
    }
    // Calls see(h) once for the head h of every string of the other colour
    // touching the string weak, str apart (the strings holding weak in),
    // in forEachNeighbour() order.
    template <class F>
    void forEachHolder(Point weak, Point str, F&& see) const
    {
        const std::uint32_t m = newMark();
        const Color d = opponent(b_.color(weak));
        forEachNeighbour(weak, [&](Point q) {
            if (b_.color(q) != d)
                return;
            const Point h = b_.head(q);
            if (mark_[h] == m)
                return;
            mark_[h] = m;
            if (h != str)
                see(h);
        });
    }
    // Calls see(i, q) for every stone q of another string of ours, with
    // maxLibs liberties at most, beside the liberty s.lib[i] (the friends
    // we could join there), liberty after liberty in offsets() order; a
    // friend beside two of our liberties is seen twice.
    template <class F>
    void forEachFriendAtLiberty(const StringInfo& s, int maxLibs, F&& see) const
    {
        const auto& off = b_.offsets();
        for (int i = 0; i < s.nl; ++i)
            for (int dir = 0; dir < 4; ++dir) {
                const Point q = s.lib[i] + off[dir];
                if (b_.color(q) == s.color && b_.head(q) != s.head && b_.liberties(q) <= maxLibs)
                    see(i, q);
            }
    }
    // A fresh stamp for mark_: points marked before it read as unmarked.
    std::uint32_t newMark() const
    {
        if (++markStamp_ == 0) {
            mark_.fill(0);
            markStamp_ = 1;
        }
        return markStamp_;
    }
    // The same after one move, from the parent node's gathering; false
    // when the move captured or joined strings of ours (then gather).
    bool derive(const StringInfo& parent, Point move, StringInfo& info) const;
    // True if the attacker's capture of str (colour d) at its last
    // liberty x, were it made after a move at ply p, would be a ko the
    // owner may retake after a threat: no threat used by the attacker yet,
    // within the ko depth, a ko shape.
    bool retakableKo(Point x, Point str, Color d, int p) const
    {
        return !threatUsed_[opponent(d)] && p + 1 < koDepth_ && koShape(x, str);
    }
    // True if the attacker's stone at x, the last liberty of the single
    // stone str, would take that stone alone and be left in atari itself:
    // a ko (コウ) the owner may retake, not a plain capture.
    bool koShape(Point x, Point str) const
    {
        markJudged(x); // its neighbours are read
        const Color d = b_.color(str);
        if (b_.stringSize(str) != 1)
            return false;
        const int w = b_.stride();
        for (Point q : {x - w, x - 1, x + 1, x + w}) {
            const Color qc = b_.color(q);
            if (qc == Edge || q == str)
                continue;
            if (qc != d || b_.liberties(q) == 1)
                return false;
        }
        return true;
    }
    // True if the string with head h has a stone next to the string with
    // head strHead.
    bool touches(Point h, Point strHead) const;
    // What the move generators counted while ordering the moves: the
    // liberties of the string after its owner extends (伸び) at lib[i],
    // libertiesAfter() up to cap (0: not counted). attackMoves() counts
    // them against two liberties, defenceMoves() against two or more.
    struct Extensions {
        int cap = 0;
        int libs[kMaxListed];
    };
    void attackMoves(const StringInfo& s, bool narrow, Candidates& out,
                     Extensions* extensions = nullptr) const;
    // Stage 1 gives the plain defences (captures, extensions, chain
    // breaking); stage 2, read only when those fail, the rest (liberty
    // races, friends and shape moves).
    void defenceMoves(const StringInfo& s, bool narrow, int stage, Candidates& out,
                      Extensions* extensions = nullptr) const;
    // Adds the net moves to out, unsorted (attackMoves sorts).
    void netMoves(const StringInfo& s, Candidates& out) const;
    // A crawl (這い) along the first line under the attacker's wall: a
    // liberty x (of the n in libs, of the string with head head and
    // colour d) on the first line beside a stone t of the string on the
    // same edge, with the attacker's stone on top of t. Calls
    // see(x, inward) for each (inward: the step from x away from the
    // edge) until it returns true; returns whether it did.
    template <class F>
    bool forEachCrawl(const Point* libs, int n, Color d, Point head, F&& see) const
    {
        const Color a = opponent(d);
        const auto& off = b_.offsets();
        for (int i = 0; i < n; ++i) {
            const Point x = libs[i];
            if (b_.line(x) != 1)
                continue;
            markJudged(x); // its neighbours are read
            for (int dir = 0; dir < 4; ++dir) {
                const Point t = x + off[dir];
                if (b_.color(t) != d || b_.head(t) != head)
                    continue;
                // The edge both x and t lie on, across the step to t.
                for (int e = 0; e < 4; ++e)
                    if (off[e] != off[dir] && off[e] != -off[dir] && b_.color(x + off[e]) == Edge
                        && b_.color(t + off[e]) == Edge && b_.color(t - off[e]) == a && see(x, -off[e]))
                        return true;
            }
        }
        return false;
    }
    // Against three liberties: the block diagonally ahead of the owner's
    // crawl (unsorted).
    void crawlBlock(const StringInfo& s, Candidates& out) const;
    // True if the string at str crawls under the attacker's wall (see
    // forEachCrawl()), with the GTP budget and within the node budget:
    // then, with three liberties, it is read beyond the branching depth,
    // as a ladder (シチョウ) is, to the end of the crawl.
    bool crawlsUnderWall(Point str) const;
    // The defender's strings in atari next to our string weak, str apart:
    // capturing one of them saves weak (their liberties, 40 each).
    void holdersInAtari(Point weak, Point str, Candidates& out) const;
    // Attacks for our strings with two liberties next to the string s that
    // the owner's last move (a stone not of s) threatens in the liberty
    // race (攻め合い): where it took a liberty of one, the capture of a
    // stone of the owner's in atari holding it in (40); where it stands
    // next to a liberty of one, at which the owner would now put ours in
    // atari with two liberties of its own, our extension there (30).
    void threatenedFriends(const StringInfo& s, Candidates& out) const;
    // Empty points within two steps of y (its empty neighbours and theirs),
    // x left out: the room a string escaping at y would find.
    int escapeRoom(Point y, Point x) const;
    // Outside liberties of the owner's strings with two or three liberties
    // that hold our string weak (two liberties), str apart (4 each), and
    // the liberty of those in atari (30). only limits the holders: to
    // the string at only, or (kSingleStone) to single stones.
    static constexpr Point kAnyHolder = kNoPoint;
    static constexpr Point kSingleStone = kPass;
    void holderLiberties(Point weak, Point str, Candidates& out, Point only = kAnyHolder) const;
    // Defences of a string with two or three liberties in a liberty race:
    // saving our strings that hold the attacker's neighbour in (with
    // inAtari, only those in atari).
    void raceHolders(const StringInfo& s, Candidates& out, bool inAtari = false) const;
    // Attacker's moves that make filling the liberty x of the string at
    // str possible (x itself would be a self-atari).
    void backfillMoves(Point x, Color a, Point str, Candidates& out) const;
    void shapeDefences(const StringInfo& s, Candidates& out) const;
    // Defences in a liberty race (攻め合い) with an attacking string of two
    // liberties, one of which we cannot fill: an atari on another
    // attacking string beside that liberty, or the empty point beside it
    // that gives our stone there a second liberty (approach.cpp). Against
    // an attacking string of three liberties, only the latter.
    void approachAtaris(const StringInfo& s, Candidates& out) const;
    // Attacks on a string with two liberties: the liberties of the owner's
    // strings with three at most that it would connect to at one of its
    // own (approach.cpp); below the root only the string of the owner's
    // last move.
    void friendLiberties(const StringInfo& s, Candidates& out) const;
    // Liberties of the attacker's strings with two or three liberties next
    // to the owner's string at q (a friend the string read could join),
    // where the owner's stone keeps two liberties (8 each).
    void friendChainBreaks(Point q, Candidates& out) const;
    // True if the owner d's stone at z, the outside liberty of a friend
    // with two liberties (the other, join, where our string joins it),
    // leaves the friend a new liberty that the attacker cannot fill.
    bool guardedLiberty(Point z, Point join, Color d) const;
    // Liberties of the opponent's strings with four liberties next to s:
    // outside liberties in a liberty race.
    void roomyNeighbourLiberties(const StringInfo& s, Candidates& out) const;
    // Liberties a stone of c at the empty p would have (merges and
    // single-step captures counted), stopping at cap. known, if given, is a
    // string whose liberties are already listed. Always inline: the test
    // of the empty neighbours answers most calls (about one per node), and
    // the compiler kept it out of line, where the call cost as much.
    [[gnu::always_inline]] int libertiesAfter(Point p, Color c, int cap, const StringInfo* known = nullptr) const
    {
        markJudged(p); // its neighbours are read
        // Most points asked "two liberties at least?" have them in their
        // empty neighbours alone (distinct points): no need to walk strings.
        if (cap <= 3) {
            const int w = b_.stride();
            const int empties = (b_.color(p - w) == Empty) + (b_.color(p - 1) == Empty)
                + (b_.color(p + 1) == Empty) + (b_.color(p + w) == Empty);
            if (empties >= cap)
                return cap;
        }
        return countLibertiesAfter(p, c, cap, known);
    }
    int countLibertiesAfter(Point p, Color c, int cap, const StringInfo* known) const;
    // libertiesAfter(y, s.color, cap, &s) for a liberty y of s: the owner
    // extends (伸び). When no other string of the owner touches y (most
    // often) the count is s's other liberties, y's empty neighbours that
    // are not among them and the stones captured next to y: no walk.
    int extensionAfter(const StringInfo& s, Point y, int cap) const
    {
        markJudged(y); // its neighbours are read
        if (s.nl < kMaxListed) {
            const Color d = s.color;
            const Color o = opponent(d);
            int n = s.nl - 1;
            bool alone = true;
            auto see = [&](Point q) {
                const Color qc = b_.color(q);
                if (qc == Empty)
                    n += !contains(s.lib, s.nl, q);
                else if (qc == d)
                    alone = alone && b_.head(q) == s.head;
                else if (qc == o)
                    n += b_.liberties(q) == 1;
            };
            const int w = b_.stride();
            see(y - w);
            see(y - 1);
            see(y + 1);
            see(y + w);
            if (alone)
                return std::min(n, std::min(cap, 7));
        }
        return libertiesAfter(y, s.color, cap, &s);
    }
    // Liberties of the string s extended at its liberty y, without those
    // that captures would give and without the point filled (kNoPoint:
    // none), stopping at cap. With out (room for cap points), the
    // liberties counted are written there too when fewer than cap are
    // found: then they are all of them.
    int extensionLiberties(const StringInfo& s, Point y, int cap, Point filled = kNoPoint,
                           Point* out = nullptr) const;
    // True if a string of colour c in atari (当たり) touches p: a stone at p
    // would capture it.
    bool nextToAtari(Point p, Color c) const
    {
        markJudged(p); // its neighbours are read
        const int w = b_.stride();
        // Without branches: the four answers are loaded and combined.
        auto inAtari = [&](Point q) { return (b_.color(q) == c) & (b_.liberties(q) == 1); };
        return inAtari(p - w) | inAtari(p - 1) | inAtari(p + 1) | inAtari(p + w);
    }
    // Liberties of the string s after the owner's move p away from it that
    // captures: its own, and the captured stones next to it (0 if p
    // captures nothing).
    int libertiesByCapture(const StringInfo& s, Point p) const;
    // A quick estimate of the same, for ordering moves. Inline, as
    // libertiesAfter(): asked for every liberty of every string attacked.
    [[gnu::always_inline]] int roughLiberties(Point p, Color c) const
    {
        markJudged(p); // its neighbours are read
        // For move ordering only: empty neighbours, plus what joining friendly
        // strings adds (counted from their liberty counts, never listed), plus
        // one per capture. Never walks a string.
        const Color o = opponent(c);
        int n = 0;
        auto see = [&](Point q) {
            const Color qc = b_.color(q);
            if (qc == Empty)
                ++n;
            else if (qc == c)
                n += std::min(b_.liberties(q) - 1, 2);
            else if (qc == o && b_.liberties(q) == 1)
                ++n;
        };
        const int w = b_.stride();
        see(p - w);
        see(p - 1);
        see(p + 1);
        see(p + w);
        return n;
    }
    // Heads of the strings of colour c touching the string at str that have
    // at most maxLibs liberties.
    int adjacentStrings(Point str, Color c, int maxLibs, Point* out, int max) const;
    std::uint64_t cacheKey(Question q, Point a, Point b = kNoPoint) const;
    // Cache::mix(q, a) from a table: every node asks it two or three times.
    std::uint64_t questionMix(Question q, Point a) const
    {
        return questionMix_[static_cast<std::size_t>(q)][static_cast<std::size_t>(a)];
    }
    void prefetchChildren(const Candidates& moves, Color c, Question q, Point str) const;
    // The key of question q about str after a move that captures nothing
    // (so leaves no ko), less the moved stone's hash: xor it in to get the
    // child's key without playing the move.
    std::uint64_t quietChildKey(Question q, Point str) const;
    // The point of the last move played on the board, if it put a stone
    // there (the root of a set-up position has none), else kNoPoint.
    Point lastStone() const
    {
        const Point last = b_.canUndo() ? b_.lastMove() : kNoPoint;
        return last == kPass ? kNoPoint : last;
    }
    // True if p and q are neighbours on the board.
    bool adjacent(Point p, Point q) const
    {
        const int step = p - q;
        const int w = b_.stride();
        return step == 1 || step == -1 || step == w || step == -w;
    }
    // Counts a string taken as safe with safeLiberties liberties at ply p
    // only because p is beyond the plies where the GTP budget reads such
    // strings (see horizonRootMoves()).
    void horizonHit(int safe, int p)
    {
        if (safe == budget_.safeLiberties && p > extraLibDepth_ && extraLibDepth_ >= 0)
            ++horizonHits_;
    }
    // The liberties at which attack() at ply p gives up on a string at once
    // (it counts as safe there).
    int safeLibertiesAt(int p) const
    {
        int n = budget_.safeLiberties + 1;
        if (p > extraLibDepth_ || overBudget())
            n = budget_.safeLiberties;
        if (p > fourLibDepth_)
            n = std::min(n, 4);
        if (p > threeLibDepth_ || overBudget())
            n = std::min(n, 3);
        return n;
    }
    // True if the string at str is shut in (閉じ込められた): all its
    // liberties lie in one room of empty points, and that room holds at
    // most two points more than the liberties. It cannot run, and two
    // separate rooms (two eyes, perhaps) it has not; what is left is an
    // eye space of a few points, which placement (置き) and filling from
    // outside may still destroy though the string has safeLiberties
    // liberties.
    bool shutIn(Point str) const;
    // For a string whose owner has just crawled (這い) along the second
    // line under the attacker's wall, its liberty on the second line (the
    // point ahead, where the attacker blocks), else kNoPoint. The crawl:
    // the owner's last stone, on the second line, joined the string, and
    // the attacker's stone on top of it (on the third line) belongs to a
    // string with three liberties at least (a wall, not a stone the
    // string could fight); every liberty of the string lies on the first
    // line but the one ahead. First-line liberties are no room to live in
    // (no eye is made there against the wall): once the attacker blocks
    // ahead, the string has nothing but them, however many it had.
    Point secondLineCrawl(Point str) const;
    // True if the string at str is hemmed in: shut in, or crawling along
    // the second line under the wall.
    bool hemmedIn(Point str) const { return shutIn(str) || secondLineCrawl(str) != kNoPoint; }
    // Whether a string with libs liberties at this ply, counted safe
    // otherwise, may still be read on: with the GTP budget
    // (extraLibertyPlies), one with safeLiberties up to fourLibDepth_
    // (GNU Go reads four liberties to ply 7), within the node budget.
    // Those read on are the strings shut in (readShutIn()) and those
    // crawling along the second line (see attack()).
    bool mayReadOnSafe(int libs, int ply) const
    {
        return extraLibDepth_ >= 0 && libs == budget_.safeLiberties && ply <= fourLibDepth_ && !overBudget();
    }
    bool readShutIn(Point str, int libs, int ply) const { return mayReadOnSafe(libs, ply) && shutIn(str); }
    // Whether the string at str, with libs liberties, is a string of three
    // crawling under the attacker's wall (crawlsUnderWall()): asked once
    // per node, when first needed (attack() and defend() ask it for the
    // safety of the string now and after the next moves).
    struct CrawlMemo {
        const Search& search;
        Point str;
        int libs;
        int known = -1;
        bool operator()()
        {
            if (known < 0)
                known = libs == 3 && search.crawlsUnderWall(str);
            return known == 1;
        }
    };
    // True if the string of crawling, with its liberties, counts as safe
    // at this ply against safe liberties (safeLibertiesAt()): neither a
    // crawl under the attacker's wall nor (GTP budget) a string shut in,
    // which are read on.
    bool countedSafe(int safe, CrawlMemo& crawling) const
    {
        const int libs = crawling.libs;
        return libs >= safe && !crawling() && !(libs == safe && readShutIn(crawling.str, libs, ply_));
    }
    bool overHardBudget() const { return nodes_ - rootNodes_ > 4 * budget_.maxNodes; }

    struct Saved {
        Point ko;
        bool threatUsed[3];
    };
    // The ko state of the current ply, kept before a move (or pass) and
    // put back when it is taken back.
    void saveState()
    {
        Saved& s = saved_[ply_];
        s.ko = ko_;
        s.threatUsed[Black] = threatUsed_[Black];
        s.threatUsed[White] = threatUsed_[White];
    }
    void restoreState()
    {
        const Saved& s = saved_[ply_];
        ko_ = s.ko;
        threatUsed_[Black] = s.threatUsed[Black];
        threatUsed_[White] = s.threatUsed[White];
    }
    // A pass inside the search (the owner's in a seki): a ply with the
    // board unchanged and no ko pending. undoPass() takes it back.
    void pass();
    void undoPass();

    // True for a move left out at the root (see excludeAtRoot()).
    bool excludedHere(Point p) const
    {
        return ply_ == 0 && nRootExcluded_ > 0 && contains(rootExcluded_, nRootExcluded_, p);
    }
    // The root answer is read afresh while moves are left out.
    bool rootCached() const { return ply_ > 0 || (nRootExcluded_ == 0 && !rootAfresh_); }
    bool rootAfresh_ = false;
    // See setRootCaptures() and cutByRootCapture().
    struct RootCapture {
        Point str = kNoPoint; // kNoPoint: none set
        int rank = RFail;
        Point move = kNoPoint;
    };
    RootCapture rootCapture_[2];
    bool cutByRootCapture_ = false;
    // See firstRootMove() and firstRootReply().
    Point firstRootMove_ = kNoPoint;
    Point firstRootReply_ = kNoPoint;
    // See horizonRootMoves() and horizonHit().
    Point horizonRootMoves_[kMaxHorizonMoves] = {};
    int nHorizon_ = 0;
    std::uint64_t horizonHits_ = 0;
    // See rootJoins().
    Point rootJoins_[kMaxRootJoins] = {};
    int nRootJoins_ = 0;
    // See rootRepliesAt().
    static constexpr int kMaxRootReplies = 16;
    Point rootReplies_[kMaxRootReplies] = {};
    int nRootReplies_ = 0;
    bool rootRead_ = false;

    static constexpr int kMaxRootExcluded = 8;
    Point rootExcluded_[kMaxRootExcluded] = {};
    int nRootExcluded_ = 0;
    ReadBudget budget_;
    const zobrist::Keys& keys_ = zobrist::keys();
    Board b_{19};
    // The node above and its move, offered to the child node so that it
    // can derive its StringInfo instead of gathering it. Taken (and cleared)
    // on entry of attack() and defend() only.
    const StringInfo* parent_ = nullptr;
    Point parentMove_ = kNoPoint;
    // Marks for one walk at a time (gather).
    mutable std::array<std::uint32_t, kMaxArea> mark_{};
    mutable std::uint32_t markStamp_ = 0;
    Point ko_ = kNoPoint;
    // Which side has retaken a ko at once on this line (after a threat):
    // it wins the ko fights of the line, and only it may do so again.
    bool threatUsed_[3] = {false, false, false};
    int ply_ = 0;
    std::array<Saved, kMaxPly + 1> saved_{};
    // Stone hashes of the positions on the line being read, by ply.
    std::array<std::uint64_t, kMaxPly + 2> lineHash_{};
    // Stones captured on that line from the root up to each ply: a board can
    // only come back after as many captures as moves since (each move adds
    // one stone), which bounds the search for a repetition.
    std::array<int, kMaxPly + 2> lineCaptures_{};
    // Whether the move that led to each ply was a ladder atari (シチョウ)
    // against an attacking string next to the string defended: a chase
    // that defend() follows to its end.
    std::array<bool, kMaxPly + 2> chase_{};
    std::uint64_t nodes_ = 0;
    std::uint64_t rootNodes_ = 0;
    bool budgetHit_ = false;
    std::uint64_t salt_ = 0;
    bool scoped_ = false; // marking the points played (scope mode only)
    std::uint64_t scopeNodes_ = 0;
    mutable std::array<std::uint64_t, (kMaxArea + 63) / 64> played_{};
    std::uint64_t rootHash_ = 0;
    bool rootValid_ = true;
    Cache cache_;
    // Cache::mix(q, p) for every question q (Ladder is the last) and point
    // p (see questionMix()), made once for all searches.
    using QuestionMixes =
        std::array<std::array<std::uint64_t, kMaxArea>, static_cast<std::size_t>(Question::Ladder) + 1>;
    static const QuestionMixes& questionMixes();
    const QuestionMixes& questionMix_ = questionMixes();

    // Plies up to which each kind of reading is done (from the budget).
    int koDepth_ = 8;        // ko recaptures after a threat are considered
    int backfillDepth_ = 12; // nets, hanging connections, chain breaking
    int threeLibDepth_ = 16; // strings with three liberties are attacked
    int fourLibDepth_ = 7;   // strings with four or more (below safeLiberties)
    int ladderPlyLimit_ = 100; // ladders end here at the latest (set per board)
    int netDepth2_ = 12;       // nets against strings with two liberties
    int netDepth3_ = 4;        // ... and with three
    int chainDepth2_ = 16;     // chain breaking for strings with one or two liberties
    int chainDepth3_ = 6;      // ... and with three
    int weakFriendDepth_ = 12; // strengthening a friend we can connect to
    int secondOrderDepth_ = 12; // second-order liberties of the defender
    int counterLadderDepth_ = 4; // capturing an attacker in a ladder to escape
    int throwInRaceDepth_ = 2; // a throw-in at a neighbour's outside liberty in a liberty race
    int approachDepth_ = 6;    // an atari that makes an attacker's liberty fillable in a liberty race
    int semeaiRootDepth_ = 1;  // filling the outside liberties of a roomy neighbour (the first answers only)
    int extraLibDepth_ = -1;   // strings with safeLiberties liberties are read up to this ply
};

} // namespace irodori::tactics::detail
