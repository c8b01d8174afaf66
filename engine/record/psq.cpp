#include "psq.h"

#include "properties.h"
#include "semantics.h"

#include "core/board.h"

#include <set>
#include <string>

namespace irodori::record {
namespace {

// The root comment that keeps what a Piskvork file holds after its moves
// begins so.
constexpr std::string_view kKeptPrefix = "Piskvork: ";

// The lines of text, each without the spaces at its ends (empty ones kept).
std::vector<std::string> trimmedLines(std::string_view text)
{
    std::vector<std::string> lines;
    for (std::size_t begin = 0; begin <= text.size();) {
        const auto end = text.find('\n', begin);
        lines.emplace_back(trimSpace(text.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin)));
        if (end == std::string_view::npos)
            break;
        begin = end + 1;
    }
    return lines;
}

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
    const std::vector<std::string> lines = trimmedLines(bytes);
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
        setComment(tree.root(), std::string(kKeptPrefix) + rest);
    tree.setCurrent(&tree.root());
    result.games.push_back(std::move(tree));
    return result;
}

SaveResult writePsq(const GameTree& game)
{
    SaveResult result;
    if (game.gameType() != 4) {
        result.error = std::string("A Piskvork game is gomoku: this record is ") +
                       (game.gameType() == 1 ? "a game of Go." : "not a gomoku or Renju game.");
        return result;
    }
    const int size = game.boardSize();
    const Board board(size);
    std::string text = "Piskvorky " + std::to_string(size) + "x" + std::to_string(size) + ", 0:0, 0\r\n";
    std::set<std::string> lost;
    std::size_t comments = 0;
    std::string kept;
    Color expected = Black;
    int number = 0;
    for (const Node* n = &game.root(); n; n = n->childCount() > 0 ? n->child(0) : nullptr) {
        for (const Property& p : n->properties()) {
            const std::string& id = p.id;
            if (id == "AB" || id == "AW" || id == "AE") {
                result.error = "A Piskvork game holds moves only: this record sets stones up (" + id + ").";
                return result;
            }
            if (id == "C") {
                const std::string c = comment(*n);
                if (n == &game.root() && c.starts_with(kKeptPrefix))
                    kept = c.substr(kKeptPrefix.size());
                else
                    ++comments;
            } else if (id == "RU") {
                // Freestyle is what a Piskvork game is read as.
                if (trimSpace(textValue(*n, "RU")) != "Freestyle")
                    lost.insert(id);
            } else if (id != "B" && id != "W" && id != "GM" && id != "FF" && id != "SZ" && id != "CA" && id != "AP") {
                lost.insert(id);
            }
        }
        const std::optional<Move> m = nodeMove(*n, size);
        if (!m)
            continue;
        ++number;
        if (m->isPass()) {
            result.error = "Move " + std::to_string(number) + " is a pass, which a Piskvork game cannot hold.";
            return result;
        }
        if (m->color != expected) {
            result.error = "Move " + std::to_string(number) + " is " + (m->color == Black ? "Black's" : "White's") +
                           " again: in a Piskvork game the colours alternate, Black first.";
            return result;
        }
        expected = opponent(expected);
        text += std::to_string(board.column(m->point) + 1) + "," + std::to_string(board.row(m->point) + 1) + ",0\r\n";
    }
    // The lines of the file read: its programs, its code. Lines right
    // after the moves that read as moves (the rest of a game cut short by a
    // bad move) would be taken for moves of this one: left out.
    std::size_t dropped = 0;
    bool afterMoves = true;
    for (const std::string& line : trimmedLines(kept)) {
        int x = 0, y = 0;
        if (line.empty())
            continue;
        if (afterMoves && moveLine(line, &x, &y)) {
            ++dropped;
        } else {
            afterMoves = false;
            text += line + "\r\n";
        }
    }
    std::vector<Diagnostic>& w = result.warnings;
    if (const std::size_t v = game.variationCount(); v > 0)
        w.push_back({0, 0, counted(v, "variation is", "variations are") + " lost: a Piskvork game holds only the main line."});
    if (comments > 0)
        w.push_back({0, 0, counted(comments, "comment is", "comments are") + " lost: a Piskvork game has no comments."});
    if (dropped > 0)
        w.push_back({0, 0, counted(dropped, "line", "lines") + " kept from the Piskvork file read would be taken for "
                           "moves and " + (dropped == 1 ? "is" : "are") + " left out."});
    if (!lost.empty())
        w.push_back(lostProperties("a Piskvork game", lost));
    result.bytes = std::move(text);
    return result;
}

} // namespace irodori::record
