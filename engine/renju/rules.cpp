#include "rules.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

namespace irodori::renju {

namespace {

// Deeper than any real position needs: a three whose straight-four point is
// judged by another three whose point is judged again, and so on.
constexpr int kMaxForbiddenDepth = 6;

bool exactFiveFor(Color c, RuleSet rules)
{
    return rules == RuleSet::ExactFive || (rules == RuleSet::Renju && c == Black);
}

bool winningLength(int length, Color c, RuleSet rules)
{
    return exactFiveFor(c, rules) ? length == 5 : length >= 5;
}

// With c at p (on the board), the empty points along d within four of p
// whose stone would give c a winning five through p. At most two.
int lineFivePoints(const Board& b, Point p, Color c, int d, RuleSet rules, Point out[2])
{
    int n = 0;
    for (int sign : {-1, 1}) {
        // The stones of c next to p on this side, then the first empty point.
        Point q = p + sign * d;
        int k = 1;
        while (k <= 4 && b.color(q) == c) {
            q += sign * d;
            ++k;
        }
        if (k > 4 || b.color(q) != Empty)
            continue;
        if (winningLength(rowLength(b, q, c, d) , c, rules) && n < 2)
            out[n++] = q;
    }
    return n;
}

// Fours along d with c at p: a straight four (達四), two five points five
// apart, counts once; two fives on one line elsewhere count twice.
int lineFours(const Board& b, Point p, Color c, int d, RuleSet rules, bool* straight)
{
    Point q[2];
    const int n = lineFivePoints(b, p, c, d, rules, q);
    *straight = n == 2 && std::abs(q[1] - q[0]) == 5 * d;
    return *straight ? 1 : n;
}

Forbidden forbiddenAt(Board& b, Point p, RuleSet rules, int depth);

// Whether c at p (on the board) makes a three along d: one more stone there
// gives a straight four without a five, and for Black under Renju rules
// that stone is not itself forbidden.
bool lineThree(Board& b, Point p, Color c, int d, RuleSet rules, int depth)
{
    bool straight = false;
    if (lineFours(b, p, c, d, rules, &straight) > 0)
        return false; // a four already
    for (int k = -3; k <= 3; ++k) {
        const Point q = p + k * d;
        if (k == 0 || !b.onBoard(q) || b.color(q) != Empty)
            continue;
        b.place(q, c);
        bool makes = false;
        if (!winningLength(rowLength(b, q, c, d), c, rules) && rowLength(b, q, c, d) < 6) {
            lineFours(b, p, c, d, rules, &makes);
            makes = makes && lineFours(b, q, c, d, rules, &straight) > 0 && straight;
        }
        b.remove(q);
        if (!makes)
            continue;
        if (c == Black && rules == RuleSet::Renju
            && (depth >= kMaxForbiddenDepth || forbiddenAt(b, q, rules, depth + 1) != Forbidden::None))
            continue;
        return true;
    }
    return false;
}

Forbidden forbiddenAt(Board& b, Point p, RuleSet rules, int depth)
{
    b.place(p, Black);
    const int* dirs = b.directions();
    Forbidden result = Forbidden::None;
    bool five = false;
    for (int i = 0; i < 4; ++i)
        five |= rowLength(b, p, Black, dirs[i]) == 5;
    if (!five) {
        for (int i = 0; i < 4; ++i)
            if (rowLength(b, p, Black, dirs[i]) >= 6)
                result = Forbidden::Overline;
        if (result == Forbidden::None) {
            int fours = 0;
            bool straight = false;
            for (int i = 0; i < 4; ++i)
                fours += lineFours(b, p, Black, dirs[i], rules, &straight);
            if (fours >= 2)
                result = Forbidden::DoubleFour;
        }
        if (result == Forbidden::None) {
            int threes = 0;
            for (int i = 0; i < 4 && threes < 2; ++i)
                threes += lineThree(b, p, Black, dirs[i], rules, depth) ? 1 : 0;
            if (threes >= 2)
                result = Forbidden::DoubleThree;
        }
    }
    b.remove(p);
    return result;
}

} // namespace

const char* ruleSetName(RuleSet rules)
{
    switch (rules) {
    case RuleSet::Freestyle:
        return "freestyle";
    case RuleSet::ExactFive:
        return "exact five";
    case RuleSet::Renju:
        return "renju";
    }
    return "";
}

const char* forbiddenName(Forbidden f)
{
    switch (f) {
    case Forbidden::None:
        return "allowed";
    case Forbidden::DoubleThree:
        return "double three";
    case Forbidden::DoubleFour:
        return "double four";
    case Forbidden::Overline:
        return "overline";
    }
    return "";
}

Board::Board(int size)
    : size_(std::clamp(size, 5, kMaxBoardSize)), stride_(size_ + 2),
      color_(static_cast<std::size_t>(stride_ * stride_), Edge)
{
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x)
            color_[static_cast<std::size_t>(at(x, y))] = Empty;
    directions_[0] = 1;
    directions_[1] = stride_;
    directions_[2] = stride_ + 1;
    directions_[3] = stride_ - 1;
}

void Board::place(Point p, Color c)
{
    if (!onBoard(p) || color(p) != Empty || !isStone(c))
        return;
    color_[static_cast<std::size_t>(p)] = c;
    ++stones_;
}

void Board::remove(Point p)
{
    if (!onBoard(p) || !isStone(color(p)))
        return;
    color_[static_cast<std::size_t>(p)] = Empty;
    --stones_;
}

int rowLength(const Board& b, Point p, Color c, int d)
{
    int n = 1;
    for (Point q = p + d; b.color(q) == c; q += d)
        ++n;
    for (Point q = p - d; b.color(q) == c; q -= d)
        ++n;
    return n;
}

bool makesFive(const Board& b, Point p, Color c, RuleSet rules)
{
    const int* dirs = b.directions();
    for (int i = 0; i < 4; ++i)
        if (winningLength(rowLength(b, p, c, dirs[i]), c, rules))
            return true;
    return false;
}

bool isWinningFive(const Board& b, Point p, RuleSet rules)
{
    const Color c = b.color(p);
    return isStone(c) && makesFive(b, p, c, rules);
}

Forbidden forbidden(Board& b, Point p, RuleSet rules)
{
    if (rules != RuleSet::Renju || !b.onBoard(p) || b.color(p) != Empty)
        return Forbidden::None;
    return forbiddenAt(b, p, rules, 0);
}

std::vector<LineSegment> forbiddenLines(Board& b, Point p, RuleSet rules)
{
    const Forbidden why = forbidden(b, p, rules);
    if (why == Forbidden::None)
        return {};
    std::vector<LineSegment> out;
    b.place(p, Black);
    const int* dirs = b.directions();
    for (int i = 0; i < 4; ++i) {
        const int d = dirs[i];
        bool counts = false;
        bool straight = false;
        if (why == Forbidden::Overline)
            counts = rowLength(b, p, Black, d) >= 6;
        else if (why == Forbidden::DoubleFour)
            counts = lineFours(b, p, Black, d, rules, &straight) > 0;
        else
            counts = lineThree(b, p, Black, d, rules, 0);
        if (!counts)
            continue;
        // The outermost Black stone each way, within four points.
        LineSegment line{p, p};
        for (int sign : {-1, 1}) {
            Point end = p;
            for (int k = 1; k <= 4; ++k) {
                const Point q = p + sign * k * d;
                if (!b.onBoard(q) || b.color(q) == White)
                    break;
                if (b.color(q) == Black)
                    end = q;
            }
            (sign < 0 ? line.from : line.to) = end;
        }
        out.push_back(line);
    }
    b.remove(p);
    return out;
}

std::vector<Point> fivePoints(const Board& b, Color c, RuleSet rules)
{
    std::vector<Point> out;
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.at(x, y);
            if (b.color(p) == Empty && makesFive(b, p, c, rules))
                out.push_back(p);
        }
    return out;
}

Shape shapeAt(Board& b, Point p, Color c, RuleSet rules)
{
    Shape s;
    if (!b.onBoard(p) || b.color(p) != Empty)
        return s;
    b.place(p, c);
    const int* dirs = b.directions();
    for (int i = 0; i < 4; ++i) {
        const int length = rowLength(b, p, c, dirs[i]);
        s.five |= winningLength(length, c, rules);
        s.overline |= length >= 6;
        bool straight = false;
        s.fours += lineFours(b, p, c, dirs[i], rules, &straight);
        s.straightFours += straight ? 1 : 0;
        s.threes += lineThree(b, p, c, dirs[i], rules, 0) ? 1 : 0;
    }
    b.remove(p);
    return s;
}

bool parseDiagram(const std::string& text, Board* out, std::string* error)
{
    std::vector<std::string> rows;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        std::string row;
        for (char ch : line)
            if (ch == 'X' || ch == 'O' || ch == '.')
                row += ch;
            else if (ch != ' ' && ch != '\t' && ch != '\r') {
                *error = std::string("unexpected character '") + ch + "' in the diagram";
                return false;
            }
        if (!row.empty())
            rows.push_back(row);
    }
    const int size = static_cast<int>(rows.size());
    if (size < 5 || size > kMaxBoardSize) {
        *error = "a diagram has 5 to 25 rows";
        return false;
    }
    Board b(size);
    for (int y = 0; y < size; ++y) {
        if (static_cast<int>(rows[static_cast<std::size_t>(y)].size()) != size) {
            *error = "row " + std::to_string(y + 1) + " does not have " + std::to_string(size) + " points";
            return false;
        }
        for (int x = 0; x < size; ++x) {
            const char ch = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            if (ch != '.')
                b.place(b.at(x, y), ch == 'X' ? Black : White);
        }
    }
    *out = b;
    return true;
}

} // namespace irodori::renju
