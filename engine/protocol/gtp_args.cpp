#include "gtp_args.h"

#include "core/coords.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <vector>

namespace irodori::gtp {

std::optional<int> parseInt(std::string_view text)
{
    int value = 0;
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

std::optional<double> parseNumber(std::string_view text)
{
    // from_chars also accepts "inf", "nan" and hexadecimal; none of them is
    // a komi or a time, so only digits, one point and a leading sign pass.
    if (text.empty() || text.size() > 32)
        return std::nullopt;
    std::size_t i = (text[0] == '-' || text[0] == '+') ? 1 : 0;
    bool digit = false;
    bool point = false;
    for (std::size_t k = i; k < text.size(); ++k) {
        const char c = text[k];
        if (c >= '0' && c <= '9')
            digit = true;
        else if (c == '.' && !point)
            point = true;
        else
            return std::nullopt;
    }
    if (!digit)
        return std::nullopt;
    if (text[0] == '+')
        text.remove_prefix(1);
    double value = 0;
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<Point> parseVertex(const Board& board, std::string_view text, bool allowPass,
                                 std::string* error)
{
    std::string quoted = "'";
    quoted += text.substr(0, 20);
    quoted += '\'';
    if (auto p = parseGtp(board, text)) {
        if (*p == kPass && !allowPass) {
            *error = "a point is needed here, not pass";
            return std::nullopt;
        }
        return p;
    }
    const char first = text.empty() ? '\0'
                                    : static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    if (first == 'i')
        *error = "invalid vertex " + quoted + ": the letter I is not used for columns";
    else if (first >= 'a' && first <= 'z' && text.size() >= 2 && text.size() <= 3
             && std::all_of(text.begin() + 1, text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        *error = "invalid vertex " + quoted + ": outside the " + std::to_string(board.size()) + "x"
                 + std::to_string(board.size()) + " board";
    else
        *error = "invalid vertex " + quoted + " (expected a letter and a number such as D4, or pass)";
    return std::nullopt;
}

std::optional<Point> parseStoneVertex(const Board& board, std::string_view text, std::string* error)
{
    auto p = parseVertex(board, text, false, error);
    if (p && board.color(*p) == Empty) {
        *error = "vertex must not be empty (" + toGtp(board, *p) + " holds no stone)";
        return std::nullopt;
    }
    return p;
}

std::optional<Color> parseColorArg(std::string_view text, std::string* error)
{
    if (auto c = parseColor(text))
        return c;
    *error = "invalid color '" + std::string(text.substr(0, 20)) + "' (expected black, white, b or w)";
    return std::nullopt;
}

bool checkArgCount(const Args& args, std::size_t min, std::size_t max, const char* usage,
                   std::string* error)
{
    if (args.size() >= min && args.size() <= max)
        return true;
    *error = std::string(args.size() < min ? "missing arguments" : "too many arguments")
             + ", usage: " + usage;
    return false;
}

std::optional<Point> parseOneStoneArg(const Board& board, const Args& args, const char* usage,
                                      std::string* error)
{
    if (!checkArgCount(args, 1, 1, usage, error))
        return std::nullopt;
    return parseStoneVertex(board, args[0], error);
}

std::optional<MoveOnStone> parseMoveOnStone(const Board& board, const Args& args, const char* usage,
                                            std::string* error)
{
    if (!checkArgCount(args, 2, 2, usage, error))
        return std::nullopt;
    const auto move = parseVertex(board, args[0], false, error);
    if (!move)
        return std::nullopt;
    const auto stone = parseStoneVertex(board, args[1], error);
    if (!stone)
        return std::nullopt;
    return MoveOnStone{*move, *stone};
}

void appendWord(std::string& out, std::string_view word, char sep)
{
    if (!out.empty())
        out += sep;
    out += word;
}

std::string vertexText(const Board& board, Point p)
{
    if (p == kPass || p == kNoPoint)
        return "PASS";
    return toGtp(board, p);
}

std::string stringStonesText(const Board& board, Point p)
{
    std::vector<Point> stones(static_cast<std::size_t>(kMaxArea));
    const int n = board.stoneList(p, stones.data());
    stones.resize(static_cast<std::size_t>(n));
    std::sort(stones.begin(), stones.end());
    std::string out;
    for (Point s : stones)
        appendWord(out, toGtp(board, s));
    return out;
}

} // namespace irodori::gtp
