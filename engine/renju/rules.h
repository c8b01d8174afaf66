// Renju (連珠) and gomoku (五目並べ) rules: the board, fives, fours and
// threes, and Black's forbidden moves (禁手) under the RIF rules.
//
// Black moves first. Under Renju rules Black wins only with exactly five in
// a row; an overline (長連, six or more), a double four (四四, also on one
// line) and a double three (三三) are forbidden to Black, unless the move
// makes five. A three counts only when the point that turns it into a
// straight four (達四) is not itself forbidden, which is checked again on
// that point. White has no forbidden moves, and a white overline wins.
// Gomocup's other two rule sets: freestyle (five or more wins, nothing
// forbidden) and exact five (only exactly five wins, for both colours).
#pragma once

#include "core/color.h"

#include <string>
#include <vector>

namespace irodori::renju {

enum class RuleSet {
    Freestyle, // five or more in a row wins (Gomocup rule 0)
    ExactFive, // exactly five wins, for both (Gomocup rule 1)
    Renju,     // RIF: Black exactly five and forbidden moves (Gomocup rule 4)
};

const char* ruleSetName(RuleSet rules); // "freestyle", "exact five", "renju"

// The board: stones only, nothing is ever captured. Points are indices of
// a flat array with a one-point border (Edge), as in Go's board; (0, 0) is
// the top-left point.
class Board {
public:
    static constexpr int kDefaultSize = 15;

    explicit Board(int size = kDefaultSize);

    int size() const { return size_; }
    int stride() const { return stride_; }
    Point at(int x, int y) const { return (y + 1) * stride_ + (x + 1); }
    int column(Point p) const { return p % stride_ - 1; }
    int row(Point p) const { return p / stride_ - 1; }
    bool onBoard(Point p) const
    {
        return p > 0 && p < static_cast<int>(color_.size()) && color_[static_cast<std::size_t>(p)] != Edge;
    }
    Color color(Point p) const { return color_[static_cast<std::size_t>(p)]; }
    int stones() const { return stones_; }
    bool full() const { return stones_ == size_ * size_; }

    // Puts a stone of colour c on the empty point p / takes the stone away.
    void place(Point p, Color c);
    void remove(Point p);

    // The four lines through a point: across, down, and the two diagonals.
    const int* directions() const { return directions_; }

private:
    int size_;
    int stride_;
    int stones_ = 0;
    int directions_[4];
    std::vector<Color> color_;
};

// Why a move is forbidden to Black.
enum class Forbidden { None, DoubleThree, DoubleFour, Overline };
const char* forbiddenName(Forbidden f); // "double three", ...

// The stones of colour c in a row through p along direction d (p counted as
// one of them whether or not it holds a stone).
int rowLength(const Board& b, Point p, Color c, int d);

// Whether c at the empty point p makes a winning five under rules.
bool makesFive(const Board& b, Point p, Color c, RuleSet rules);
// Whether the stone at p is part of a winning five (the game is over).
bool isWinningFive(const Board& b, Point p, RuleSet rules);

// Why Black may not play at the empty point p under rules (None when the
// move is allowed, always None for White and outside Renju rules).
Forbidden forbidden(Board& b, Point p, RuleSet rules);
inline bool isForbidden(Board& b, Point p, Color c, RuleSet rules)
{
    return c == Black && forbidden(b, p, rules) != Forbidden::None;
}

// The lines that make the empty point p forbidden to Black: for each line
// through p that counts (the overline, each four, each real three), its
// two ends — Black's outermost stones within four points of p, not past a
// White stone or the edge. Empty when p is allowed.
struct LineSegment {
    Point from = kNoPoint;
    Point to = kNoPoint;
};
std::vector<LineSegment> forbiddenLines(Board& b, Point p, RuleSet rules);

// The empty points where c would make a winning five: with one of them the
// opponent must block (a four, 四), with two or more c wins.
std::vector<Point> fivePoints(const Board& b, Color c, RuleSet rules);

// What a stone of c at the empty point p makes, counted over the four lines:
// fours (a straight four counts once), straight fours, and threes (under
// Renju rules for Black only real threes).
struct Shape {
    bool five = false;
    bool overline = false;
    int fours = 0;
    int straightFours = 0;
    int threes = 0;
};
Shape shapeAt(Board& b, Point p, Color c, RuleSet rules);

// A board from a text diagram: rows of 'X' (Black), 'O' (White) and '.',
// separated by spaces or not; the first row is the top. Empty on error, with
// the reason in *error.
bool parseDiagram(const std::string& text, Board* out, std::string* error);

} // namespace irodori::renju
