#include "coords.h"

#include "board.h"

#include <cctype>

namespace irodori {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& ch : out)
        ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return out;
}

int sgfCoordinate(char ch)
{
    if (ch >= 'a' && ch <= 'z')
        return ch - 'a';
    if (ch >= 'A' && ch <= 'Z')
        return ch - 'A' + 26;
    return -1;
}

} // namespace

char gtpColumnLetter(int x)
{
    return static_cast<char>('A' + x + (x >= 8 ? 1 : 0));
}

std::string toGtp(const Board& board, Point p)
{
    if (p == kPass)
        return "pass";
    const int x = board.column(p);
    const int y = board.row(p);
    std::string text(1, gtpColumnLetter(x));
    text += std::to_string(board.size() - y);
    return text;
}

std::optional<Point> parseGtp(const Board& board, std::string_view text)
{
    const std::string s = lower(text);
    if (s == "pass")
        return kPass;
    if (s.size() < 2 || s.size() > 3)
        return std::nullopt;
    const char letter = s[0];
    if (letter < 'a' || letter > 'z' || letter == 'i')
        return std::nullopt;
    const int x = letter - 'a' - (letter > 'i' ? 1 : 0);
    int number = 0;
    for (std::size_t i = 1; i < s.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(s[i])))
            return std::nullopt;
        number = number * 10 + (s[i] - '0');
    }
    if (s[1] == '0' || x >= board.size() || number < 1 || number > board.size())
        return std::nullopt;
    return board.at(x, board.size() - number);
}

std::string toSgf(const Board& board, Point p)
{
    if (p == kPass)
        return {};
    auto letter = [](int v) { return static_cast<char>(v < 26 ? 'a' + v : 'A' + v - 26); };
    return {letter(board.column(p)), letter(board.row(p))};
}

std::optional<Point> parseSgf(const Board& board, std::string_view text)
{
    if (text.empty())
        return kPass;
    if (text.size() != 2)
        return std::nullopt;
    if (text == "tt" && board.size() <= 19)
        return kPass;
    const int x = sgfCoordinate(text[0]);
    const int y = sgfCoordinate(text[1]);
    if (x < 0 || y < 0 || x >= board.size() || y >= board.size())
        return std::nullopt;
    return board.at(x, y);
}

std::optional<Color> parseColor(std::string_view text)
{
    const std::string s = lower(text);
    if (s == "b" || s == "black")
        return Black;
    if (s == "w" || s == "white")
        return White;
    return std::nullopt;
}

const char* colorName(Color c)
{
    switch (c) {
    case Black: return "black";
    case White: return "white";
    case Empty: return "empty";
    default: return "edge";
    }
}

} // namespace irodori
