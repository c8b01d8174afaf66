#include "search.h"

#include "core/zobrist.h"

#include <algorithm>




namespace irodori::tactics::detail {

namespace {

// Hash keys of "this side has used its ko threat on this line".
constexpr std::uint64_t kThreatKeyBlack = 0x5851F42D4C957F2DULL;
constexpr std::uint64_t kThreatKeyWhite = 0x14057B7EF767814FULL;

} // namespace

int toCode(int rank)
{
    switch (rank) {
    case RWin: return Win;
    case RKoA: return KoA;
    case RKoB: return KoB;
    default: return Fail;
    }
}

const Search::QuestionMixes& Search::questionMixes()
{
    static const QuestionMixes table = [] {
        QuestionMixes t{};
        for (std::size_t q = 0; q < t.size(); ++q)
            for (Point p = 0; p < kMaxArea; ++p)
                t[q][static_cast<std::size_t>(p)] = Cache::mix(static_cast<Question>(q), p);
        return t;
    }();
    return table;
}

Search::Search(const ReadBudget& budget)
{
    setBudget(budget);
}

void Search::setBudget(const ReadBudget& budget)
{
    budget_ = budget;
    budget_.maxDepth = std::clamp(budget_.maxDepth, 1, kMaxPly - 4);
    budget_.safeLiberties = std::max(budget_.safeLiberties, 2);
    // The depths at which GNU Go-style readers stop each kind of reading,
    // never beyond the caller's depth. Ladders are not limited by these.
    koDepth_ = std::min(8, budget_.maxDepth);
    counterLadderDepth_ = std::min(4, budget_.maxDepth);
    backfillDepth_ = std::min(12, budget_.maxDepth);
    threeLibDepth_ = std::min(16, budget_.maxDepth);
    fourLibDepth_ = std::min(7, budget_.maxDepth);
    netDepth2_ = backfillDepth_;
    netDepth3_ = std::min(4, budget_.maxDepth);
    chainDepth2_ = threeLibDepth_;
    chainDepth3_ = std::min(6, budget_.maxDepth);
    approachDepth_ = chainDepth3_;
    weakFriendDepth_ = backfillDepth_;
    secondOrderDepth_ = backfillDepth_;
    // A string with safeLiberties liberties is still attacked in the first
    // plies if the budget asks for it: after the attacker's move and the
    // owner's answer it is back to the usual depth of reading.
    budget_.extraLibertyPlies = std::clamp(budget_.extraLibertyPlies, 0, 8);
    extraLibDepth_ = std::min(budget_.extraLibertyPlies, budget_.maxDepth) - 1;
    cache_.clear();
}

void Search::setRoot(const Position& pos, Color firstMover)
{
    const Board& src = pos.board();
    // Questions about the same position (every string of a board, say)
    // keep the private board instead of copying it again.
    if (b_.size() != src.size() || b_.hash() != src.hash()
        || b_.stoneCount(Black) != src.stoneCount(Black) || b_.stoneCount(White) != src.stoneCount(White)) {
        b_ = src;
        // A set-up position (SGF AB/AW) may hold a string without
        // liberties; nothing can be read there.
        rootValid_ = true;
        for (int y = 0; y < b_.size() && rootValid_; ++y)
            for (int x = 0; x < b_.size(); ++x) {
                const Point p = b_.at(x, y);
                if (isStone(b_.color(p)) && b_.liberties(p) == 0) {
                    rootValid_ = false;
                    break;
                }
            }
    }
    ply_ = 0;
    firstRootMove_ = kNoPoint;
    firstRootReply_ = kNoPoint;
    nHorizon_ = 0;
    nRootJoins_ = 0;
    nRootReplies_ = 0;
    rootRead_ = false;
    rootAfresh_ = false;
    ko_ = firstMover == pos.toMove() ? pos.koPoint() : kNoPoint;
    threatUsed_[Black] = threatUsed_[White] = false;
    budgetHit_ = budgetHit_ || overBudget();
    rootNodes_ = nodes_;
    lineHash_[ply_] = b_.hash();
    lineCaptures_[ply_] = 0;
    // A ladder runs at most diagonally across the board, two plies per row
    // and per column, and it may start as late as the branching reading
    // ends. Longer lines are ladders bouncing around the board, not reading.
    ladderPlyLimit_ = std::min(kMaxPly - 4, threeLibDepth_ + 4 * b_.size() + 4);
}

void Search::prefetchChildren(const Candidates& moves, Color c, Question q, Point str) const
{
    // The position after a move that captures nothing (so leaves no ko):
    // its key is known before playing, and loading its bucket now overlaps
    // the wait with the work before the child looks it up.
    const std::uint64_t h = quietChildKey(q, str);
    const auto& stone = keys_.stone[c];
    for (int i = 0; i < moves.n && i < 3; ++i)
        cache_.prefetch(h ^ stone[moves.point[i]]);
}

std::uint64_t Search::quietChildKey(Question q, Point str) const
{
    std::uint64_t h = b_.hash() ^ salt_;
    if (threatUsed_[Black])
        h ^= kThreatKeyBlack;
    if (threatUsed_[White])
        h ^= kThreatKeyWhite;
    return h ^ questionMix(q, str);
}

std::uint64_t Search::cacheKey(Question q, Point a, Point b) const
{
    std::uint64_t h = b_.hash() ^ salt_;
    if (ko_ != kNoPoint)
        h ^= keys_.ko[ko_];
    if (threatUsed_[Black])
        h ^= kThreatKeyBlack;
    if (threatUsed_[White])
        h ^= kThreatKeyWhite;
    return h ^ (b == kNoPoint ? questionMix(q, a) : Cache::mix(q, a, b));
}

bool Search::play(Point p, Color c, int* kind)
{
    // In scope mode every move tried counts, played or not: its neighbours
    // are read to know whether it may be played.
    markJudged(p);
    if (b_.color(p) != Empty || ply_ >= kMaxPly)
        return false;
    int k = kPlain;
    if (p == ko_) {
        // An immediate recapture is illegal; reading it as "after a ko
        // threat" (near the root) tells a ko from a loss. Its success is
        // then only a ko the mover must win. The first side to retake so
        // is the one with the threats (the komaster, コウ材のある側) for
        // the rest of the line: it may retake again whenever the other
        // side takes a ko back, the other side never after a threat.
        if (threatUsed_[opponent(c)] || ply_ >= koDepth_)
            return false;
        k |= kThreatRetake;
    }
    // A suicide (自殺手) is found from the neighbours alone: no empty
    // point, no friend with a second liberty, no enemy in atari. About one
    // move in fifteen tried is one, and playing it to find out would cost
    // a play, a capture of our own string and an undo.
    {
        const Color o = opponent(c);
        auto breathes = [&](Point q) {
            const Color qc = b_.color(q);
            return qc == Empty || (qc == c && b_.liberties(q) > 1) || (qc == o && b_.liberties(q) == 1);
        };
        const int w = b_.stride();
        if (!(breathes(p - w) || breathes(p - 1) || breathes(p + 1) || breathes(p + w)))
            return false;
    }
    saveState();
    const int removed = b_.play(p, c);
    ++nodes_;
    // Only a question read in scope mode reports the points it played.
    if (scoped_)
        played_[p >> 6] |= std::uint64_t{1} << (p & 63);
    // Without captures the position is new on this line; with them it may
    // repeat an earlier one (a cycle other than a simple ko, e.g. a triple
    // ko): such a line is not read further. A ko retaken after a threat
    // repeats the position only on the board we read.
    const int captures = lineCaptures_[ply_] + removed;
    lineCaptures_[ply_ + 1] = captures;
    if (removed > 0 && !(k & kThreatRetake)) {
        const std::uint64_t h = b_.hash();
        // The board at ply i equals the new one only if the moves since
        // (ply_ + 1 - i) equal the stones captured since: no earlier ply.
        for (int i = ply_ - 1, first = std::max(0, ply_ + 1 - captures); i >= first; --i) {
            if (lineHash_[i] == h) {
                b_.undo();
                return false;
            }
        }
    }
    lineHash_[ply_ + 1] = b_.hash();
    ++ply_;
    chase_[ply_] = false;
    if (k & kThreatRetake)
        threatUsed_[c] = true;
    // A ko (コウ) capture takes a single stone.
    const Point captured = removed == 1 ? b_.lastSingleCapture() : kNoPoint;
    if (captured != kNoPoint && b_.stringSize(p) == 1 && b_.liberties(p) == 1) {
        ko_ = captured;
        k |= kKoCapture;
        // The opponent cannot retake after a threat: the side with the
        // threats took it, or the line is too deep for more ko fighting.
        if (threatUsed_[c] || ply_ >= koDepth_)
            k |= kNoRetake;
    } else {
        ko_ = kNoPoint;
    }
    *kind = k;
    return true;
}

void Search::undo()
{
    b_.undo();
    --ply_;
    restoreState();
}

void Search::pass()
{
    saveState();
    lineCaptures_[ply_ + 1] = lineCaptures_[ply_];
    lineHash_[ply_ + 1] = b_.hash();
    ++ply_;
    chase_[ply_] = false;
    ko_ = kNoPoint;
}

void Search::undoPass()
{
    --ply_;
    restoreState();
}

int Search::capped(int rank, int kind)
{
    if (kind & kThreatRetake)
        rank = std::min(rank, static_cast<int>(RKoB));
    // The reading did not let the opponent retake this ko, so a success
    // through it is at best a ko the opponent must fight.
    if (kind & kNoRetake)
        rank = std::min(rank, static_cast<int>(RKoA));
    return rank;
}

int Search::captureNow(Point str, Color d, Point* move)
{
    Point lib;
    b_.libertyList(str, &lib, 1);
    int kind;
    if (!play(lib, opponent(d), &kind))
        return RFail; // a ko the attacker may not retake yet
    int rank = RWin;
    if (kind & kKoCapture) {
        Point reply;
        rank = invert(defend(str, d, &reply));
    } else if (b_.liberties(lib) == 1 && b_.stringSize(lib) > b_.lastCaptureCount() && retakeHolds(lib, d)) {
        // The capturing string is left in atari and is bigger than what it
        // took: the owner takes it back at once (a snapback, 打って返し).
        rank = RFail;
    }
    rank = capped(rank, kind);
    undo();
    *move = lib;
    return rank;
}

bool Search::retakeHolds(Point taker, Color d) const
{
    // The owner retakes at the last liberty of the capturing string. The
    // stone there has the points of the stones it takes and its empty
    // neighbours; with one of them only it is in atari, and the attacker
    // takes it at once (no ko: the retake took more than one stone).
    Point r;
    b_.libertyList(taker, &r, 1);
    markJudged(r);
    const Color a = opponent(d);
    int libs = 0;
    for (Point q : {r - b_.stride(), r - 1, r + 1, r + b_.stride()}) {
        const Color c = b_.color(q);
        if (c == d || (c == a && !b_.sameString(q, taker) && b_.liberties(q) == 1))
            return true; // joins a string of its own, or takes more: not judged here
        if (c == Empty || (c == a && b_.sameString(q, taker)))
            ++libs;
    }
    return libs >= 2;
}

bool Search::ladder(Point str, Point* move)
{
    *move = kNoPoint;
    const Color d = b_.color(str);
    if (!isStone(d) || b_.liberties(str) != 2 || ply_ >= ladderPlyLimit_ || overHardBudget())
        return false;
    const std::uint64_t key = cacheKey(Question::Ladder, str);
    if (const Cache::Entry* e = cache_.find(key, 0)) {
        *move = e->move;
        return e->rank == RWin;
    }
    const Color a = opponent(d);
    // An atari fails at once when extending at the other liberty gives
    // three liberties (captures aside): it is not played.
    StringInfo here;
    here.head = b_.head(str);
    here.color = d;
    here.nl = b_.libertyList(str, here.lib, 2);
    Point* lib = here.lib;
    bool caught = false;
    for (int i = 0; i < 2 && !caught; ++i) {
        const Point x = lib[i];
        if (!nextToAtari(x, d) && extensionLiberties(here, lib[1 - i], 3, x) >= 3)
            continue;
        int kind;
        if (!play(lib[i], a, &kind))
            continue;
        // The defender's replies: extend, or capture an atari-ing stone.
        caught = true;
        {
            StringInfo s;
            gather(str, s);
            Point replies[kMaxListed + 1];
            int n = 0;
            replies[n++] = s.lib[0];
            for (int j = 0; j < s.nadj; ++j)
                if (s.adjLibs[j] == 1)
                    b_.libertyList(s.adj[j], &replies[n++], 1);
            for (int j = 0; j < n && caught; ++j) {
                // A reply that takes nothing and stays in atari changes
                // nothing: the string is caught there.
                const Point r = replies[j];
                if (!nextToAtari(r, a) && libertiesAfter(r, d, 2, &s) < 2)
                    continue;
                int k2;
                if (!play(r, d, &k2))
                    continue;
                const int libs = b_.liberties(str);
                Point next;
                if (libs >= 3 || (libs == 2 && !ladder(str, &next)))
                    caught = false;
                undo();
            }
        }
        undo();
        if (caught)
            *move = lib[i];
    }
    // Stored as read from the root (ply 0): a ladder's answer does not
    // depend on how deep it starts.
    if (!overBudget())
        cache_.store(key, 0, caught ? RWin : RFail, *move);
    return caught;
}

int Search::captureWithoutKo(Point str, Color d, int best, Point* move)
{
    // Taking the string is only a ko (or not allowed yet). First making the
    // capture safe may win outright: atari or capture the stones around the
    // capturing point, so the capturing stone is not left in atari, or take
    // a liberty of them when they have three (after the owner's retake they
    // are then too short of liberties to hold the ko).
    Point lib;
    b_.libertyList(str, &lib, 1);
    Candidates moves;
    const auto& off = b_.offsets();
    for (int dir = 0; dir < 4; ++dir) {
        const Point q = lib + off[dir];
        if (b_.color(q) != d || b_.sameString(q, str) || b_.liberties(q) > 3)
            continue;
        Point z[3];
        const int n = b_.libertyList(q, z, 3);
        for (int i = 0; i < n; ++i)
            if (z[i] != lib)
                moves.add(z[i], 0);
    }
    const Color a = opponent(d);
    // A capture answered by a snapback (打って返し): our strings beside the
    // capturing point are in atari, or will be once it is filled. Taking
    // the owner's stones that hold one of them in atari gives it room, and
    // the capture then holds. (captureNow() tried the capturing point, so
    // in scope mode it is marked: the strings read here are in the
    // question's footprint.)
    for (int dir = 0; dir < 4; ++dir) {
        const Point q = lib + off[dir];
        if (b_.color(q) == a && b_.liberties(q) <= 2)
            holdersInAtari(q, str, moves);
    }
    for (int i = 0; i < moves.n && best < RWin; ++i) {
        const Point p = moves.point[i];
        int kind;
        // The capture itself was read by captureNow().
        if (p == lib || excludedHere(p) || !play(p, a, &kind))
            continue;
        Point reply;
        const int rank = capped(invert(defend(str, d, &reply)), kind);
        undo();
        if (rank > best) {
            best = rank;
            *move = p;
        }
    }
    return best;
}

Point Search::captureAvoidingKo(Point str, Color d)
{
    Point lib;
    b_.libertyList(str, &lib, 1);
    Point clean = kNoPoint;
    if (koShape(lib, str) && captureWithoutKo(str, d, RKoA, &clean) == RWin)
        return clean;
    return kNoPoint;
}

bool Search::shutIn(Point str) const
{
    // The empty points reachable from the string's liberties through
    // empty points, counted up to the liberties and two more: the
    // string's whole room (and the points counted are judged).
    Point lib[kMaxListed];
    const int nl = b_.libertyList(str, lib, kMaxListed);
    const int limit = nl + 2;
    const std::uint32_t m = newMark();
    const int w = b_.stride();
    Point stack[kMaxListed + 4];
    int ns = 0;
    int count = 1;
    mark_[lib[0]] = m;
    stack[ns++] = lib[0];
    while (ns > 0) {
        const Point p = stack[--ns];
        markJudged(p);
        for (Point q : {p - w, p - 1, p + 1, p + w}) {
            if (b_.color(q) != Empty || mark_[q] == m)
                continue;
            mark_[q] = m;
            if (++count > limit)
                return false;
            stack[ns++] = q;
        }
    }
    // One room: every liberty is in it.
    for (int i = 1; i < nl; ++i)
        if (mark_[lib[i]] != m)
            return false;
    return true;
}

Point Search::secondLineCrawl(Point str) const
{
    const Point last = lastStone();
    if (last == kNoPoint || b_.color(last) != b_.color(str) || !b_.sameString(last, str) || b_.line(last) != 2)
        return kNoPoint;
    const Color a = opponent(b_.color(str));
    const auto& off = b_.offsets();
    bool wall = false;
    for (int dir = 0; dir < 4 && !wall; ++dir) {
        const Point top = last + off[dir];
        wall = b_.color(top) == a && b_.line(top) == 3 && b_.line(last - off[dir]) == 1 && b_.liberties(top) >= 3;
    }
    if (!wall)
        return kNoPoint;
    Point lib[kMaxListed];
    const int n = b_.libertyList(str, lib, kMaxListed);
    Point ahead = kNoPoint;
    for (int i = 0; i < n; ++i) {
        markJudged(lib[i]);
        const int line = b_.line(lib[i]);
        if (line > 2 || (line == 2 && ahead != kNoPoint))
            return kNoPoint;
        if (line == 2)
            ahead = lib[i];
    }
    return ahead;
}

int Search::attack(Point str, Color d, Point* move)
{
    // What the node above gathered about the string, if it offered it.
    const StringInfo* parent = parent_;
    const Point parentMove = parentMove_;
    parent_ = nullptr;
    *move = kNoPoint;
    if (b_.color(str) != d)
        return RWin;
    const int libs = b_.liberties(str);
    if (libs == 1) {
        const int rank = captureNow(str, d, move);
        if (rank == RWin || ply_ > koDepth_)
            return rank;
        return captureWithoutKo(str, d, rank, move);
    }
    // Enough liberties for this ply: safe. Beyond the branching depth (or
    // the node budget) only ladders (シチョウ) are read, and a string with
    // three liberties counts as safe there, unless it crawls along the
    // first line under our wall (GTP budget): that is read to its end.
    // With the GTP budget a string shut in with safeLiberties liberties
    // is read on too (see shutIn()), and so is one that has just crawled
    // along the second line under our wall: there the only attack read is
    // the block ahead (see secondLineCrawl()), which leaves the string its
    // first-line liberties alone. Filling those from below, nets and
    // chain breaking are not read there: the crawl ends at the block or
    // goes on, and the string has three liberties again after either.
    const int safeHere = safeLibertiesAt(ply_);
    CrawlMemo crawling{*this, str, libs};
    Point block = kNoPoint;
    if (countedSafe(safeHere, crawling)) {
        if (libs == safeHere && mayReadOnSafe(libs, ply_))
            block = secondLineCrawl(str);
        if (block == kNoPoint) {
            if (libs == safeHere)
                horizonHit(safeHere, ply_);
            return RFail;
        }
    }
    const bool narrow = ply_ > threeLibDepth_ || overBudget();
    if (overHardBudget() || ply_ >= ladderPlyLimit_)
        return RFail;

    // A cached answer needs no moves, nor the string gathered: look it up
    // first. In scope mode the entry was read in this scope (its salt is
    // in the key), so the points that reading judged are marked already.
    const std::uint64_t key = cacheKey(Question::Attack, str);
    const bool root = ply_ == 0;
    if (const Cache::Entry* e = rootCached() ? cache_.find(key, ply_) : nullptr) {
        *move = e->move;
        return e->rank;
    }
    if (root) {
        rootRead_ = true;
        rootAfresh_ = false;
    }

    StringInfo info;
    if (!(parent && derive(*parent, parentMove, info)))
        gather(str, info);
    const Color a = opponent(d);
    int best = RFail;
    Point bestMove = kNoPoint;
    // Against three or more liberties the reading narrows with depth: every
    // move near the root, then the best two, then the best one. Without
    // this a lone stone in open space costs a full-width tree 16 plies deep.
    const int width = libs < 3 ? kMaxCandidates : ply_ <= 4 ? kMaxCandidates : ply_ <= 9 ? 2 : 1;
    Candidates moves;
    Extensions extensions;
    if (block != kNoPoint)
        moves.add(block, 0);
    else
        attackMoves(info, narrow, moves, &extensions);
    markCandidates(moves);
    moves.n = std::min(moves.n, width);
    // Up to the ko depth, whatever the width: the answers to an owner's
    // move that threatens one of our strings in the race (see
    // threatenedFriends()). Without them the tree can see the owner win
    // the race, or a ko, where we capture outright.
    if (!narrow && block == kNoPoint && ply_ <= koDepth_)
        threatenedFriends(info, moves);
    prefetchChildren(moves, a, Question::Defend, str);
    // Refutations known without reading: after a move that captures
    // nothing, if the owner can extend (伸び) at a liberty to as many
    // liberties as make the string safe two plies down, that extension
    // ends the line and the move fails. Such moves (most nets, saving moves
    // and liberty fills against a roomy string) are not played: about half
    // the nodes of an evaluation's questions were spent on them.
    int safeAfter = safeLibertiesAt(ply_ + 2);
    // With the GTP budget an extension to just safeLiberties liberties may
    // leave the string shut in, which is read on (see shutIn()): there only
    // an extension to more refutes.
    const int shutAfter = mayReadOnSafe(safeAfter, ply_ + 2);
    if (safeAfter == 3 && crawling())
        safeAfter = 4; // crawling on keeps three liberties: not safe
    // Whether extensionLiberties(info, lib[i], cap, x) >= cap, from the
    // extensions attackMoves() counted when ordering the ataris against two
    // liberties: 1 yes, 0 no, -1 when the count does not tell. Those counts
    // include the attacker's stones in atari next to lib[i] (the extension
    // captures them), which extensionLiberties() leaves out, and the other
    // liberty, which an atari there fills.
    int inAtariAt[2] = {-1, -1};
    auto reaches = [&](int i, Point x, int cap) {
        if (extensions.cap == 0)
            return -1;
        const int counted = extensions.libs[i];
        const bool exact = counted < extensions.cap;
        // Short of cap even with the captures: no need to look for them.
        if (counted <= cap) {
            if (!exact)
                return -1;
            if (x == info.lib[1 - i] || counted < cap)
                return 0;
        }
        if (inAtariAt[i] < 0) {
            const Point y = info.lib[i];
            const int w = b_.stride();
            auto taken = [&](Point q) { return b_.color(q) == a && b_.liberties(q) == 1; };
            inAtariAt[i] = taken(y - w) + taken(y - 1) + taken(y + 1) + taken(y + w);
        }
        // The extension's liberties, or a lower bound of them.
        const int n = counted - inAtariAt[i];
        if (n - 1 >= cap)
            return 1;
        if (!exact)
            return -1;
        if (x == info.lib[1 - i] || n < cap)
            return 0;
        return -1; // cap exactly, and x might be one of them
    };
    // extensionLiberties(info, lib[i], cap, x) >= cap for the moves x
    // tried and cap <= safeAfter + shutAfter, from one count per liberty:
    // the extension's liberties counted once up to one more than that, x
    // filled or not. With that many filling one leaves enough; with fewer
    // they are all listed, and x takes one away if it is among them.
    constexpr int kMemoLibs = 4;
    constexpr int kMemoCap = 8;
    const int memoCap = safeAfter + shutAfter + 1;
    int extCount[kMemoLibs] = {-1, -1, -1, -1};
    Point extLibs[kMemoLibs][kMemoCap];
    auto extends = [&](int i, Point x, int cap) {
        const Point y = info.lib[i];
        if (i >= kMemoLibs || memoCap > kMemoCap)
            return extensionLiberties(info, y, cap, x) >= cap;
        if (extCount[i] < 0)
            extCount[i] = extensionLiberties(info, y, memoCap, kNoPoint, extLibs[i]);
        const int n = extCount[i];
        if (n >= memoCap)
            return true;
        return n - contains(extLibs[i], n, x) >= cap;
    };
    auto refuted = [&](Point x) {
        if (nextToAtari(x, d))
            return false;
        for (int i = 0; i < info.nl; ++i) {
            const Point y = info.lib[i];
            if (y == x)
                continue;
            int r = info.nl == 2 ? reaches(i, x, safeAfter + shutAfter) : -1;
            if (r < 0)
                r = extends(i, x, safeAfter + shutAfter);
            if (r)
                return true;
        }
        return false;
    };
    // The answer to a move may be cached from a shallower ply, where the
    // string was not safe yet: then the cache knows better.
    const std::uint64_t childKey = quietChildKey(Question::Defend, str);
    const auto& stone = keys_.stone[a];
    // An atari (当たり) after which the owner has no way out captures
    // without reading: it takes nothing and cannot be taken itself, the
    // string has no neighbour in atari to take, and extending at its last
    // liberty (which takes nothing either) leaves it in atari. Every move
    // of the owner would be left out as staying in atari, so the atari is
    // not played (the end of most ladders, and of the chases after a cut).
    bool noneInAtari = info.nl == 2 && info.nadj < kMaxListed;
    for (int i = 0; i < info.nadj && noneInAtari; ++i)
        noneInAtari = info.adjLibs[i] != 1;
    auto hopeless = [&](Point x) {
        if (info.nl != 2 || !noneInAtari || (info.lib[0] != x && info.lib[1] != x))
            return false;
        const int iy = info.lib[0] == x ? 1 : 0;
        const Point y = info.lib[iy];
        if (nextToAtari(x, d) || libertiesAfter(x, a, 2) < 2 || nextToAtari(y, a))
            return false;
        // The owner may instead put an attacking string with two liberties,
        // one of them y, in atari too: taking at y can be a snapback.
        if (holderShares(info, y))
            return false;
        int r = reaches(iy, x, 2);
        if (r < 0)
            r = extends(iy, x, 2);
        return r == 0;
    };
    for (int i = 0; i < moves.n && best < RWin; ++i) {
        const Point p = moves.point[i];
        if (excludedHere(p))
            continue;
        if (hopeless(p)) {
            best = RWin;
            bestMove = p;
            break;
        }
        if (refuted(p) && !cache_.find(childKey ^ stone[p], ply_ + 1)) {
            horizonHit(safeAfter, ply_ + 2);
            continue;
        }
        int kind;
        if (!play(p, a, &kind))
            continue;
        Point reply;
        parent_ = &info;
        parentMove_ = p;
        const std::uint64_t hitsBefore = horizonHits_;
        const int rank = capped(invert(defend(str, d, &reply)), kind);
        if (root && firstRootMove_ == kNoPoint) {
            firstRootMove_ = p;
            firstRootReply_ = reply;
        }
        if (root && nHorizon_ < kMaxHorizonMoves && horizonHits_ != hitsBefore)
            horizonRootMoves_[nHorizon_++] = p;
        if (root && nRootReplies_ < kMaxRootReplies && reply != kNoPoint)
            rootReplies_[nRootReplies_++] = reply;
        parent_ = nullptr;
        undo();
        if (rank > best) {
            best = rank;
            bestMove = p;
        }
    }
    // An answer cut short by the node budget depends on what was read
    // before, so it is not kept.
    if (!overBudget() && rootCached())
        cache_.store(key, ply_, best, bestMove);
    *move = bestMove;
    return best;
}

int Search::defend(Point str, Color d, Point* move)
{
    // What the node above gathered about the string, if it offered it.
    const StringInfo* parent = parent_;
    const Point parentMove = parentMove_;
    parent_ = nullptr;
    *move = kNoPoint;
    if (b_.color(str) != d) {
        // Captured. Only retaking a ko at once brings the string back.
        if (str != ko_ || b_.color(str) != Empty)
            return RFail;
        int kind;
        if (!play(str, d, &kind))
            return RFail;
        Point reply;
        const int rank = capped(invert(attack(str, d, &reply)), kind);
        undo();
        if (rank > RFail)
            *move = str;
        return rank;
    }
    const int libs = b_.liberties(str);
    // The attack would not be read here (see attack()), so the string is
    // safe; a crawl under the attacker's wall, or a string shut in (GTP
    // budget), is read on.
    const int safeHere = safeLibertiesAt(ply_);
    CrawlMemo crawling{*this, str, libs};
    if (countedSafe(safeHere, crawling)) {
        if (libs == safeHere)
            horizonHit(safeHere, ply_);
        return RWin;
    }
    const bool narrow = ply_ > threeLibDepth_ || overBudget();
    if (libs >= 2 && (overHardBudget() || ply_ >= ladderPlyLimit_))
        return RWin;

    // As in attack(): look the answer up, then gather.
    const std::uint64_t key = cacheKey(Question::Defend, str);
    if (const Cache::Entry* e = rootCached() ? cache_.find(key, ply_) : nullptr) {
        *move = e->move;
        return e->rank;
    }

    StringInfo info;
    if (!(parent && derive(*parent, parentMove, info)))
        gather(str, info);
    Candidates moves;
    Extensions extensions;
    defenceMoves(info, narrow, 1, moves, &extensions);
    markCandidates(moves);
    int best = RFail;
    Point bestMove = kNoPoint;
    Point tried[kMaxCandidates];
    int nTried = 0;
    int safeNext = safeLibertiesAt(ply_ + 1);
    if (safeNext == 3 && crawling())
        safeNext = 4; // crawling on keeps three liberties: not safe
    // At the root, where the budget reads more, the attacker's answers
    // that refuted our defences are defences too (a third stage): the
    // point the attacker needs is often the one we need (敵の急所は我が急所),
    // though no rule of the move generators lists it.
    const bool replyStage = ply_ == 0 && extraLibDepth_ >= 0;
    // Whether taking the string in atari (当たり) is a ko (コウ) we may
    // retake after a threat (as the check after each move asks, below):
    // then a move away from the string need not lose it outright.
    int koTakes = -1;
    auto koTaking = [&] {
        if (koTakes < 0)
            koTakes = info.nl == 1 && retakableKo(info.lib[0], str, d, ply_ + 1);
        return koTakes == 1;
    };
    Candidates replies;
    bool playedAny = false;
    for (int stage = 1; stage <= (replyStage ? 3 : 2) && best < RWin; ++stage) {
        if (stage == 2) {
            moves.n = 0;
            defenceMoves(info, narrow, stage, moves);
            markCandidates(moves);
        } else if (stage == 3) {
            moves = replies;
            moves.sort();
            markCandidates(moves);
        }
        prefetchChildren(moves, d, Question::Attack, str);
        // Counter-attack (攻め合い): near the root, an attacking string with
        // two liberties that we can capture in a ladder is a defence, its
        // capture giving us room. The ladder is read on its own, to its end.
        // Once such a ladder has started, it goes on wherever the attacker
        // has just extended that string out of our atari: else the chase
        // would end at the depth limits of chain breaking, in the middle of
        // a long ladder, and the attacker's string would count as escaped.
        bool chased = false;
        if (stage == 1 && libs == 2 && ply_ >= 2 && chase_[ply_ - 1] && parent
            && b_.color(parentMove) == opponent(d))
            for (int k = 0; k < parent->nadj && !chased; ++k)
                chased = parent->adjLibs[k] == 1 && b_.sameString(parent->adj[k], parentMove);
        Point chaseMove = kNoPoint;
        if (stage == 1 && libs <= 2 && (chased || (!narrow && ply_ <= counterLadderDepth_))) {
            for (int k = 0; k < info.nadj; ++k) {
                if (info.adjLibs[k] != 2)
                    continue;
                const bool chasedHere = chased && b_.sameString(info.adj[k], parentMove);
                if ((narrow || ply_ > counterLadderDepth_) && !chasedHere)
                    continue;
                Point m;
                if (ladder(info.adj[k], &m)) {
                    moves.add(m, 900);
                    if (libs == 2)
                        chaseMove = m;
                }
            }
            moves.sort();
        }
        for (int k = 0; k < moves.n && best < RWin; ++k) {
            const Point p = moves.point[k];
            // A stage lists each move once, and a later stage leaves out
            // the moves tried before (the second those of the first, the
            // third those of both).
            if (stage == 1 || (stage == 2 && replyStage)) {
                if (stage == 2 && contains(tried, nTried, p))
                    continue;
                if (nTried < kMaxCandidates)
                    tried[nTried++] = p;
            } else if (contains(tried, nTried, p)) {
                continue;
            }
            if (excludedHere(p))
                continue;
            // A move that captures nothing and leaves the string in atari
            // (当たり) fails: the attacker takes it next (no ko is left to
            // stop it), so the move need not be played to see it. At the
            // root such a move is read all the same: an atari elsewhere can
            // turn the capture into a ko or a snapback (打って返し). Below
            // the root it is read when the capture is a ko already, if it
            // makes that ko worth fighting (see forKo below). A move
            // away from the string leaves its liberties as they are. A move
            // that gives the string as many liberties as make it safe on the
            // next ply (extending, or capturing stones next to it) wins
            // without playing it: the attack there gives up at once.
            const bool takes = nextToAtari(p, opponent(d));
            int li = 0;
            while (li < info.nl && info.lib[li] != p)
                ++li;
            int after;
            bool forKo = false;
            if (li == info.nl) {
                if (!takes && info.nl == 1 && ply_ > 0 && !holderShares(info, info.lib[0], p)) {
                    if (!koTaking())
                        continue;
                    forKo = true;
                }
                after = libertiesByCapture(info, p);
            } else {
                // One count answers both questions: up to safeNext, and
                // whether the extension keeps two liberties.
                const int cap = std::max(safeNext, 2);
                int counted;
                if (extensions.cap > 0 && (extensions.libs[li] < extensions.cap || extensions.cap >= cap))
                    counted = std::min(extensions.libs[li], cap);
                else
                    counted = extensionAfter(info, p, cap);
                if (!takes && counted < 2)
                    continue;
                after = std::min(counted, safeNext);
            }
            // With the GTP budget a move to just safeLiberties liberties
            // is played first: if it leaves the string shut in, the attack
            // is read on (see shutIn()).
            const bool maybeShut = after >= safeNext && p != ko_ && mayReadOnSafe(safeNext, ply_ + 1);
            if (after >= safeNext && p != ko_ && !maybeShut) {
                horizonHit(safeNext, ply_ + 1);
                best = RWin;
                bestMove = p;
                break;
            }
            int kind;
            const bool played = play(p, d, &kind);
            // Not shut in, nor crawling along the second line under the
            // wall (or not played, a repetition): it wins, as it would
            // without the budget.
            if (maybeShut && !(played && b_.liberties(str) == safeNext && hemmedIn(str))) {
                horizonHit(safeNext, ply_ + 1);
                if (played)
                    undo();
                best = RWin;
                bestMove = p;
                break;
            }
            if (!played)
                continue;
            // A move away from a string whose capture is a ko: the ko is
            // worth fighting only if, once we have won it, connecting at
            // the ko point (コウを継ぐ) leaves the string safe. Else the
            // retake would keep a string that dies as soon as it connects
            // (the reading never makes the winner of a ko connect, as the
            // loser may not take it back): a false ko, not a defence.
            if (forKo) {
                Point lib = kNoPoint;
                b_.libertyList(str, &lib, 1);
                if (libertiesAfter(lib, d, budget_.safeLiberties) < budget_.safeLiberties) {
                    undo();
                    continue;
                }
            }
            playedAny = true;
            chase_[ply_] = p == chaseMove;
            // Still in atari after the move: the attacker simply takes it,
            // unless taking is a ko recapture it may not make now (read
            // out after a root move, as above), or a ko capture we may
            // retake after a threat.
            if (b_.liberties(str) == 1 && ply_ > 1) {
                Point lib = kNoPoint;
                b_.libertyList(str, &lib, 1);
                if (lib != ko_ && !retakableKo(lib, str, d, ply_) && !nextToAtari(lib, opponent(d))) {
                    undo();
                    continue;
                }
            }
            Point reply;
            parent_ = &info;
            parentMove_ = p;
            const int rank = capped(invert(attack(str, d, &reply)), kind);
            parent_ = nullptr;
            undo();
            if (replyStage && stage < 3 && rank < RWin && reply != kNoPoint && b_.color(reply) == Empty)
                replies.add(reply, 1);
            if (rank > best) {
                best = rank;
                bestMove = p;
            }
        }
    }
    // A string with two liberties or more whose owner has no move to play
    // (every one a suicide or a self-atari) may still stand: in a seki
    // (セキ) the attacker cannot fill a liberty either (each is a suicide or
    // a self-atari for it too). Below the root, at any depth (GTP budget
    // only), the owner then passes and the attacker moves again; no ko is
    // pending, so the pass is no ko threat. A string that is down to its
    // eyes (two liberties inside its own stones) comes to this at the end
    // of a liberty race that may be long: cut short, the race would count
    // as lost for want of a move.
    bool mutual = best == RFail && !playedAny && libs >= 2 && ko_ == kNoPoint && ply_ > 0
        && extraLibDepth_ >= 0 && ply_ + 1 < kMaxPly && info.nl == libs;
    for (int i = 0; i < info.nl && mutual; ++i)
        mutual = libertiesAfter(info.lib[i], opponent(d), 2) < 2;
    if (mutual) {
        pass();
        Point reply;
        parent_ = nullptr;
        best = invert(attack(str, d, &reply));
        undoPass();
        bestMove = kNoPoint;
    }
    if (!overBudget() && rootCached())
        cache_.store(key, ply_, best, bestMove);
    *move = bestMove;
    return best;
}

} // namespace irodori::tactics::detail
