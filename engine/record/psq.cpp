#include "psq.h"

#include "properties.h"
#include "semantics.h"

#include "core/board.h"

#include <set>
#include <string>

namespace irodori::record {
namespace {

// A whole number of digits only (spaces around it allowed), or -1.
int number(std::string_view text)
{
    const std::string_view digits = trimSpace(text);
    if (digits.empty() || digits.front() < '0' || digits.front() > '9')
        return -1;
    const std::optional<int> n = parseNumber(digits);
    return n ? *n : -1;
}

// "x,y" or "x,y,ms": x and y, or false.
bool moveLine(const std::string& line, int* x, int* y)
{
    const auto first = line.find(',');
    if (first == std::string::npos)
        return false;
    const auto second = line.find(',', first + 1);
    const std::string_view text(line);
    *x = number(text.substr(0, first));
    *y = number(text.substr(first + 1, second == std::string::npos ? std::string::npos : second - first - 1));
    if (second != std::string::npos && number(text.substr(second + 1)) < 0)
        return false;
    return *x >= 0 && *y >= 0;
}

} // namespace

bool looksLikePsq(std::string_view bytes)
{
    const auto start = bytes.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    return start != std::string_view::npos && bytes.substr(start, 9) == "Piskvorky";
}

LoadResult readPsq(std::string_view bytes)
{
    LoadResult result;
    result.encoding = "UTF-8";
    std::vector<std::string> lines;
    for (std::size_t begin = 0; begin <= bytes.size();) {
        const auto end = bytes.find('\n', begin);
        lines.emplace_back(trimSpace(bytes.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin)));
        if (end == std::string_view::npos)
            break;
        begin = end + 1;
    }
    std::size_t i = 0;
    while (i < lines.size() && lines[i].empty())
        ++i;
    if (i == lines.size() || !looksLikePsq(lines[i])) {
        result.error = "This is not a Piskvork game: its first line does not begin with \"Piskvorky\".";
        return result;
    }
    // "Piskvorky 20x20, 11:11, 0"
    const std::string& header = lines[i];
    const auto by = header.find('x', 9);
    const auto comma = header.find(',', 9);
    const std::string_view head(header);
    const int width = by == std::string::npos ? -1 : number(head.substr(9, by - 9));
    const int height =
        by == std::string::npos ? -1 : number(head.substr(by + 1, comma == std::string::npos ? std::string::npos : comma - by - 1));
    if (width < 0 || height < 0) {
        result.error = "The first line names no board size (\"Piskvorky 20x20, …\"): \"" + header + "\".";
        return result;
    }
    if (width != height || width < 5 || width > kMaxBoardSize) {
        result.error = "A board of " + std::to_string(width) + "x" + std::to_string(height) +
                       " cannot be shown: boards are square, 5 to " + std::to_string(kMaxBoardSize) + " lines.";
        return result;
    }
    const int size = width;
    GameTree tree(size, 4);
    setTextValue(tree.root(), "RU", "Freestyle");
    const Board board(size);
    std::set<Point> taken;
    Color c = Black;
    ++i;
    for (; i < lines.size(); ++i) {
        int x = 0, y = 0;
        if (lines[i].empty() || !moveLine(lines[i], &x, &y))
            break;
        const int line = static_cast<int>(i) + 1;
        if (x < 1 || y < 1 || x > size || y > size) {
            result.warnings.push_back({line, 1, "the move " + lines[i] + " is off the " + std::to_string(size) + "x" +
                                                     std::to_string(size) + " board: the moves end before it"});
            break;
        }
        const Point p = board.at(x - 1, y - 1);
        if (!taken.insert(p).second) {
            result.warnings.push_back({line, 1, "the move " + lines[i] + " is on a point taken already: the moves "
                                                                         "end before it"});
            break;
        }
        addMove(tree, {c, p});
        c = opponent(c);
    }
    // The rest (the players' programs, or moves after a bad one) is kept.
    std::string rest;
    for (; i < lines.size(); ++i)
        if (!lines[i].empty())
            rest += (rest.empty() ? "" : "\n") + lines[i];
    if (!rest.empty())
        setComment(tree.root(), "Piskvork: " + rest);
    tree.setCurrent(&tree.root());
    result.games.push_back(std::move(tree));
    return result;
}

} // namespace irodori::record
