#include "boardsnapshot.h"

#include "core/position.h"

#include <algorithm>

namespace irodori::ui {

BoardSnapshot BoardSnapshot::empty(int size)
{
    BoardSnapshot s;
    s.size = std::clamp(size, kMinBoardSize, kMaxBoardSize);
    s.stones.assign(static_cast<std::size_t>(s.size * s.size), Empty);
    return s;
}

BoardSnapshot BoardSnapshot::fromPosition(const Position& position)
{
    const Board& board = position.board();
    BoardSnapshot s = empty(board.size());
    for (int y = 0; y < s.size; ++y)
        for (int x = 0; x < s.size; ++x)
            s.set(x, y, board.color(board.at(x, y)));
    if (const Move* last = position.lastMove(); last && !last->isPass()) {
        const GridPoint p{board.column(last->point), board.row(last->point)};
        // A suicide (when the rules allow it) leaves no stone to mark.
        if (s.at(p.x, p.y) != Empty)
            s.lastMove = p;
    }
    if (position.koPoint() != kNoPoint)
        s.koPoint = {board.column(position.koPoint()), board.row(position.koPoint())};
    return s;
}

} // namespace irodori::ui
