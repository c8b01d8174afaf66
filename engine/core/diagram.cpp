#include "diagram.h"

#include <vector>

namespace irodori {

std::optional<Board> parseDiagram(std::string_view text, std::string* error)
{
    std::vector<std::vector<Color>> rows;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = text.substr(start, end - start);
        std::vector<Color> row;
        for (char ch : line) {
            switch (ch) {
            case 'X': case 'x': case '#': case '@': case 'B': row.push_back(Black); break;
            case 'O': case 'o': case 'W': row.push_back(White); break;
            case '.': case '+': case ',': case '-': row.push_back(Empty); break;
            case ' ': case '\t': case '\r': break;
            default:
                if (error)
                    *error = std::string("unexpected character '") + ch + "' in diagram";
                return std::nullopt;
            }
        }
        if (!row.empty())
            rows.push_back(std::move(row));
        start = end + 1;
    }
    const int size = static_cast<int>(rows.size());
    if (size < kMinBoardSize || size > kMaxBoardSize) {
        if (error)
            *error = "diagram has " + std::to_string(size) + " rows; a board has 2 to 25";
        return std::nullopt;
    }
    Board board(size);
    for (int y = 0; y < size; ++y) {
        if (static_cast<int>(rows[y].size()) != size) {
            if (error)
                *error = "row " + std::to_string(y + 1) + " has " + std::to_string(rows[y].size()) +
                         " points, expected " + std::to_string(size);
            return std::nullopt;
        }
    }
    // Place all stones at once, then let the board build its strings.
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            if (rows[y][x] != Empty)
                board.setStone(board.at(x, y), rows[y][x]);
    return board;
}

std::string toDiagram(const Board& board)
{
    std::string out;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            if (x > 0)
                out += ' ';
            switch (board.color(board.at(x, y))) {
            case Black: out += 'X'; break;
            case White: out += 'O'; break;
            default: out += '.'; break;
            }
        }
        out += '\n';
    }
    return out;
}

} // namespace irodori
