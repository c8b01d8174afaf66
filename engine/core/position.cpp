#include "position.h"

#include "zobrist.h"

#include <algorithm>
#include <cassert>

namespace irodori {

Position::Position(int size, Rules rules)
    : board_(size), rules_(rules)
{
    seen_.push_back(board_.hash());
}

Position::Position(const Board& board, Color toMove, Rules rules)
    : board_(board.size()), rules_(rules), toMove_(toMove)
{
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const Point p = board.at(x, y);
            if (board.color(p) != Empty)
                board_.setStone(p, board.color(p));
        }
    seen_.push_back(board_.hash());
}

void Position::setToMove(Color c)
{
    assert(isStone(c));
    toMove_ = c;
}

const std::vector<Move> Position::moves() const
{
    std::vector<Move> out;
    out.reserve(history_.size());
    for (const Entry& e : history_)
        out.push_back(e.move);
    return out;
}

std::uint64_t Position::hash() const
{
    const auto& keys = zobrist::keys();
    std::uint64_t h = board_.hash();
    if (toMove_ == White)
        h ^= keys.whiteToMove;
    if (ko_ != kNoPoint)
        h ^= keys.ko[ko_];
    return h;
}

MoveError Position::check(const Move& m) const
{
    if (m.isPass())
        return MoveError::None;
    if (!board_.onBoard(m.point))
        return MoveError::NotOnBoard;
    if (board_.color(m.point) != Empty)
        return MoveError::Occupied;
    if (!rules_.captures)
        return MoveError::None;
    // The ko point only binds the player whose turn it is.
    if (m.point == ko_ && m.color == toMove_)
        return MoveError::Ko;
    if (board_.isSuicide(m.point, m.color)) {
        if (!rules_.suicideAllowed)
            return MoveError::Suicide;
        // A legal suicide must still change the position to something new.
    }
    if (rules_.positionalSuperko) {
        std::uint64_t after;
        if (board_.isSuicide(m.point, m.color)) {
            // The own string disappears: hash without its stones.
            Board copy = board_;
            copy.play(m.point, m.color);
            after = copy.hash();
        } else {
            after = board_.hashAfter(m.point, m.color);
        }
        if (std::find(seen_.begin(), seen_.end(), after) != seen_.end())
            return MoveError::Superko;
    }
    return MoveError::None;
}

MoveError Position::play(const Move& m)
{
    const MoveError e = check(m);
    if (e != MoveError::None)
        return e;
    Entry entry{m, ko_, toMove_, passes_, 0, false};
    if (m.isPass()) {
        ko_ = kNoPoint;
        ++passes_;
    } else if (!rules_.captures) {
        // The stone is set down as it is, whatever its liberties: the board
        // is rebuilt, so only this move can be undone.
        board_.setStone(m.point, m.color);
        history_.clear();
        seen_.clear();
        passes_ = 0;
    } else {
        entry.captured = board_.play(m.point, m.color);
        entry.onBoard = true;
        prisoners_[m.color] += entry.captured;
        if (board_.lastWasSuicide())
            prisoners_[opponent(m.color)] += board_.lastCaptureCount();
        // Simple ko: one stone captured by a lone stone left in atari.
        const Point single = board_.lastSingleCapture();
        ko_ = (single != kNoPoint && board_.stringSize(m.point) == 1 && board_.liberties(m.point) == 1)
                  ? single
                  : kNoPoint;
        passes_ = 0;
    }
    history_.push_back(entry);
    seen_.push_back(board_.hash());
    toMove_ = opponent(m.color);
    ++moveNumber_;
    return MoveError::None;
}

MoveError Position::playForced(const Move& m)
{
    MoveError e = check(m);
    if (e == MoveError::None)
        return play(m);
    if (e == MoveError::NotOnBoard)
        return e;
    if (e == MoveError::Occupied) {
        // SGF: the stone simply replaces what was there. The board is rebuilt,
        // so the history before this point can no longer be undone.
        board_.setStone(m.point, Empty);
        history_.clear();
    }
    const Rules saved = rules_;
    rules_.suicideAllowed = true;
    rules_.positionalSuperko = false;
    const Point savedKo = ko_;
    ko_ = kNoPoint;
    MoveError again = play(m);
    rules_ = saved;
    if (again != MoveError::None) { // cannot happen; keep the position intact
        ko_ = savedKo;
        return again;
    }
    if (!history_.empty())
        history_.back().prevKo = savedKo;
    return e;
}

void Position::undo()
{
    assert(!history_.empty());
    const Entry entry = history_.back();
    history_.pop_back();
    seen_.pop_back();
    if (!entry.onBoard && !entry.move.isPass()) {
        board_.setStone(entry.move.point, Empty); // a stone set down without captures
    } else if (entry.onBoard) {
        if (board_.lastWasSuicide())
            prisoners_[opponent(entry.move.color)] -= board_.lastCaptureCount();
        board_.undo();
        prisoners_[entry.move.color] -= entry.captured;
    }
    ko_ = entry.prevKo;
    toMove_ = entry.prevToMove;
    passes_ = entry.prevPasses;
    --moveNumber_;
}

void Position::setup(Point p, Color c)
{
    board_.setStone(p, c);
    ko_ = kNoPoint;
    history_.clear();
    seen_.assign(1, board_.hash());
    passes_ = 0;
}

} // namespace irodori
