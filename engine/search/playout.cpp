#include "playout.h"

#include "movegen.h"
#include "patterns.h"

#include <algorithm>

namespace irodori::search {

SimBoard::SimBoard(const Position& pos)
    : board_(pos.size()), toMove_(pos.toMove()), ko_(pos.koPoint()),
      passes_(pos.consecutivePasses() >= 2 ? 0 : pos.consecutivePasses())
{
    // A game that two passes ended but is asked for another move goes on.
    const Board& b = pos.board();
    emptyIndex_.assign(static_cast<std::size_t>(b.stride() * b.stride()), -1);
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.at(x, y);
            if (b.color(p) != Empty)
                board_.setStone(p, b.color(p));
            else
                addEmpty(p);
        }
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.at(x, y);
            if (isStone(b.color(p)) && b.head(p) == p && b.liberties(p) == 1)
                atari_.push_back(p);
        }
    if (const Move* m = pos.lastMove())
        last_ = m->point;
}

void SimBoard::addEmpty(Point p)
{
    emptyIndex_[p] = static_cast<int>(empties_.size());
    empties_.push_back(p);
}

void SimBoard::removeEmpty(Point p)
{
    const int i = emptyIndex_[p];
    const Point moved = empties_.back();
    empties_[i] = moved;
    emptyIndex_[moved] = i;
    empties_.pop_back();
    emptyIndex_[p] = -1;
}

bool SimBoard::isLegal(Point p) const
{
    if (p == kPass)
        return true;
    return board_.color(p) == Empty && p != ko_ && !board_.isSuicide(p, toMove_);
}

void SimBoard::play(Point p)
{
    ++moves_;
    last_ = p;
    if (p == kPass) {
        ++passes_;
        ko_ = kNoPoint;
        toMove_ = opponent(toMove_);
        return;
    }
    passes_ = 0;
    const Color c = toMove_;
    // The enemy strings this move captures: their points become empty.
    Point captured[kMaxArea];
    int nCaptured = 0;
    Point heads[4];
    int nHeads = 0;
    for (int i = 0; i < 4; ++i) {
        const Point q = p + board_.offsets()[i];
        if (board_.color(q) != opponent(c) || board_.liberties(q) != 1)
            continue;
        const Point h = board_.head(q);
        bool seen = false;
        for (int j = 0; j < nHeads; ++j)
            seen |= heads[j] == h;
        if (seen)
            continue;
        heads[nHeads++] = h;
        nCaptured += board_.stoneList(q, captured + nCaptured);
    }
    board_.play(p, c);
    removeEmpty(p);
    // A move can leave only its own string and the enemy strings next to it
    // in atari.
    if (board_.liberties(p) == 1)
        atari_.push_back(p);
    for (int i = 0; i < 4; ++i) {
        const Point q = p + board_.offsets()[i];
        if (board_.color(q) == opponent(c) && board_.liberties(q) == 1)
            atari_.push_back(q);
    }
    for (int i = 0; i < nCaptured; ++i)
        addEmpty(captured[i]);
    // Simple ko (劫): one stone captured by a lone stone left in atari.
    ko_ = (nCaptured == 1 && board_.stringSize(p) == 1 && board_.liberties(p) == 1) ? captured[0] : kNoPoint;
    toMove_ = opponent(c);
}

Color SimBoard::ownerAt(Point p) const
{
    const Color k = board_.color(p);
    if (isStone(k))
        return k;
    bool black = false, white = false;
    for (int i = 0; i < 4; ++i) {
        const Color n = board_.color(p + board_.offsets()[i]);
        black |= n == Black;
        white |= n == White;
    }
    return black == white ? Empty : (black ? Black : White);
}

int SimBoard::areaScore() const
{
    // At the end of a playout every empty point is a single eye or dame,
    // so looking at the four neighbours is enough.
    int score = board_.stoneCount(Black) - board_.stoneCount(White);
    for (Point p : empties_) {
        const Color o = ownerAt(p);
        score += o == Black ? 1 : (o == White ? -1 : 0);
    }
    return score;
}

bool SimBoard::acceptable(Point p) const
{
    if (p == ko_ || board_.color(p) != Empty)
        return false;
    if (isOwnTrueEye(board_, p, toMove_))
        return false;
    if (board_.isSuicide(p, toMove_))
        return false;
    int stones = 0;
    if (isSelfAtari(board_, p, toMove_, &stones) && stones > 1)
        return false;
    return true;
}

// Near the last move: take a string it left in atari, or save an own
// string it put in atari (by capturing a neighbour or by extending to two
// or more liberties).
Point SimBoard::urgentMove(FastRandom& rng)
{
    if (last_ <= 0 || !isStone(board_.color(last_)))
        return kNoPoint;
    const Color me = toMove_;
    Point moves[16];
    int n = 0;
    auto push = [&](Point q) {
        if (n < 16 && acceptable(q))
            moves[n++] = q;
    };
    // The last move's own string in atari: capture it.
    if (board_.liberties(last_) == 1) {
        Point lib = kNoPoint;
        board_.libertyList(last_, &lib, 1);
        push(lib);
    }
    for (int i = 0; i < 4; ++i) {
        const Point q = last_ + board_.offsets()[i];
        if (board_.color(q) != me || board_.liberties(q) != 1)
            continue;
        // Our string next to the last move is in atari.
        Point lib = kNoPoint;
        board_.libertyList(q, &lib, 1);
        const int after = libertiesAfter(board_, lib, me, 3);
        if (after >= 3) {
            push(lib);
        } else if (after == 2 && n < 16 && acceptable(lib)) {
            // Two liberties: run only if it is not a ladder.
            board_.play(lib, me);
            ladderBudget_ = 120;
            const bool caught = ladderCaptured(lib, 0);
            board_.undo();
            if (!caught)
                moves[n++] = lib;
        }
        // Or capture an enemy string in atari that touches it.
        Point stones[kMaxArea];
        const int ns = board_.stoneList(q, stones);
        for (int s = 0; s < ns && n < 16; ++s)
            for (int d = 0; d < 4; ++d) {
                const Point e = stones[s] + board_.offsets()[d];
                if (board_.color(e) == opponent(me) && board_.liberties(e) == 1) {
                    Point el = kNoPoint;
                    board_.libertyList(e, &el, 1);
                    push(el);
                }
            }
    }
    if (n == 0)
        return kNoPoint;
    return moves[rng.below(static_cast<std::uint32_t>(n))];
}

bool SimBoard::isLadderCaptured(Point s)
{
    if (!isStone(board_.color(s)) || board_.liberties(s) != 2)
        return false;
    ladderBudget_ = 120;
    return ladderCaptured(s, 0);
}

bool SimBoard::ladderCaptured(Point s, int depth)
{
    const Color def = board_.color(s);
    const Color att = opponent(def);
    Point libs[2];
    if (board_.libertyList(s, libs, 2) != 2 || board_.liberties(s) != 2)
        return false;
    for (Point a : libs) {
        if (board_.isSuicide(a, att))
            continue;
        if (--ladderBudget_ < 0)
            return false; // read enough: the stones count as escaped
        board_.play(a, att);
        bool captured = false;
        if (board_.liberties(s) == 1)
            captured = !ladderEscapes(s, depth + 1);
        board_.undo();
        if (captured)
            return true;
    }
    return false;
}

bool SimBoard::ladderEscapes(Point s, int depth)
{
    if (depth > 40 || ladderBudget_ <= 0)
        return true; // too long to read here: assume the stones get out
    const Color def = board_.color(s);
    const Color att = opponent(def);
    // Capture an attacking string in atari next to the stones.
    Point stones[kMaxArea];
    const int ns = board_.stoneList(s, stones);
    for (int i = 0; i < ns; ++i)
        for (int d = 0; d < 4; ++d) {
            const Point e = stones[i] + board_.offsets()[d];
            if (board_.color(e) != att || board_.liberties(e) != 1)
                continue;
            Point c = kNoPoint;
            board_.libertyList(e, &c, 1);
            --ladderBudget_;
            board_.play(c, def);
            const int libs = board_.liberties(s);
            const bool out = libs >= 3 || (libs == 2 && !ladderCaptured(s, depth + 1));
            board_.undo();
            if (out)
                return true;
        }
    // Or extend at the last liberty.
    Point lib;
    board_.libertyList(s, &lib, 1);
    if (board_.isSuicide(lib, def))
        return false;
    --ladderBudget_;
    board_.play(lib, def);
    const int libs = board_.liberties(s);
    const bool out = libs >= 3 || (libs == 2 && !ladderCaptured(s, depth + 1));
    board_.undo();
    return out;
}

// Anywhere on the board: take an enemy string in atari, or save an own
// one (extending to safety), the biggest first. Without this a playout
// lets a big string in atari live or die by chance whenever the last move
// was elsewhere.
Point SimBoard::atariMove(FastRandom& rng)
{
    const Color me = toMove_;
    // Strings still in atari (the list also holds ones that escaped, were
    // taken or merged since; they drop out here), each once.
    std::size_t keep = 0;
    for (std::size_t i = 0; i < atari_.size(); ++i) {
        const Point s = atari_[i];
        if (!isStone(board_.color(s)) || board_.liberties(s) != 1)
            continue;
        bool dup = false;
        for (std::size_t j = 0; j < keep && !dup; ++j)
            dup = board_.head(atari_[j]) == board_.head(s);
        if (!dup)
            atari_[keep++] = s;
    }
    atari_.resize(keep);
    Point best = kNoPoint;
    int bestStones = 0;
    int ties = 0;
    for (Point s : atari_) {
        Point e;
        board_.libertyList(s, &e, 1);
        const int stones = board_.stringSize(s);
        if (e == ko_ || stones < bestStones)
            continue;
        if (board_.color(s) == me) {
            // Running: only to three liberties, or two without a ladder.
            const int after = libertiesAfter(board_, e, me, 3);
            if (after < 2 || isOwnTrueEye(board_, e, me))
                continue;
            if (after == 2) {
                board_.play(e, me);
                const bool caught = isLadderCaptured(e);
                board_.undo();
                if (caught)
                    continue;
            }
        } else if (board_.isSuicide(e, me)) {
            continue;
        }
        if (stones > bestStones) {
            bestStones = stones;
            best = e;
            ties = 1;
        } else if (rng.below(static_cast<std::uint32_t>(++ties)) == 0) {
            best = e; // reservoir choice among equals
        }
    }
    return best;
}

// A shape answer (patterns.h) on one of the eight points around the last move.
Point SimBoard::shapeMove(FastRandom& rng)
{
    if (last_ <= 0)
        return kNoPoint;
    Point moves[8];
    int n = 0;
    const int s = board_.stride();
    const int off[8] = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
    for (int i = 0; i < 8; ++i) {
        const Point q = last_ + off[i];
        if (board_.color(q) == Empty && matchesShape(board_, q) && acceptable(q))
            moves[n++] = q;
    }
    return n == 0 ? kNoPoint : moves[rng.below(static_cast<std::uint32_t>(n))];
}

Point SimBoard::policyMove(FastRandom& rng)
{
    const Point urgent = urgentMove(rng);
    if (urgent != kNoPoint)
        return urgent;
    const Point atari = atariMove(rng);
    if (atari != kNoPoint)
        return atari;
    const Point shape = shapeMove(rng);
    if (shape != kNoPoint)
        return shape;
    // Uniform over the acceptable empty points: draw, and move rejected
    // points out of the window so that each is tried at most once.
    int window = static_cast<int>(empties_.size());
    while (window > 0) {
        const int i = static_cast<int>(rng.below(static_cast<std::uint32_t>(window)));
        const Point p = empties_[i];
        if (acceptable(p)) {
            // A lone stone in self-atari is mostly a wasted move; keep a few
            // for the throw-ins (放り込み) that kill eyes.
            int stones = 0;
            if (!isSelfAtari(board_, p, toMove_, &stones) || rng.below(4) == 0)
                return p;
        }
        --window;
        const Point other = empties_[window];
        empties_[i] = other;
        emptyIndex_[other] = i;
        empties_[window] = p;
        emptyIndex_[p] = window;
    }
    return kPass;
}

} // namespace irodori::search
