#include "rules.h"

#include "board.h"

namespace irodori {

const char* describe(MoveError e)
{
    switch (e) {
    case MoveError::None: return "The move is legal.";
    case MoveError::NotOnBoard: return "The point is not on the board.";
    case MoveError::Occupied: return "The point is occupied.";
    case MoveError::Suicide: return "Suicide: the stone would have no liberties.";
    case MoveError::Ko: return "Ko: the stone cannot be retaken immediately; play elsewhere first.";
    case MoveError::Superko: return "Superko: the move would repeat an earlier position.";
    }
    return "Unknown error.";
}

std::vector<Point> fixedHandicapPoints(const Board& board, int n)
{
    const int size = board.size();
    if (n < 2 || n > 9 || size < 7)
        return {};
    const bool odd = size % 2 == 1;
    if (!odd && n > 4)
        return {};
    if (size == 7 && n > 4)
        return {};
    // Corner star points sit on the 3rd line below 13x13, on the 4th from there.
    const int edge = size < 13 ? 2 : 3;
    const int lo = edge;
    const int hi = size - 1 - edge;
    const int mid = size / 2;
    auto pt = [&](int x, int gtpRow) { return board.at(x, gtpRow); };
    // Rows here are array rows (0 = top): "hi" row is near the bottom.
    const Point lowerLeft = pt(lo, hi), upperRight = pt(hi, lo);
    const Point lowerRight = pt(hi, hi), upperLeft = pt(lo, lo);
    const Point left = pt(lo, mid), right = pt(hi, mid);
    const Point top = pt(mid, lo), bottom = pt(mid, hi);
    const Point centre = pt(mid, mid);

    // GTP 2 and GNU Go: the third stone goes to the upper left (D16), the
    // fourth to the lower right.
    std::vector<Point> points = {lowerLeft, upperRight};
    if (n >= 3)
        points.push_back(upperLeft);
    if (n >= 4)
        points.push_back(lowerRight);
    if (n == 5 || n == 7 || n == 9)
        points.push_back(centre);
    if (n >= 6) {
        points.push_back(left);
        points.push_back(right);
    }
    if (n >= 8) {
        points.push_back(top);
        points.push_back(bottom);
    }
    return points;
}

} // namespace irodori
