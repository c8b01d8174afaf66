#include "ig1_detail.h"

#include "properties.h"

#include <cmath>
#include <cstdio>
#include <utility>

namespace irodori::record::detail {

namespace {

constexpr std::pair<const char*, const char*> kKeywords[] = {
    {"PB", "黒番"},       {"BR", "黒番ランク"}, {"PW", "白番"},         {"WR", "白番ランク"},
    {"GN", "対局名"},     {"EV", "大会名"},     {"RO", "ラウンド"},     {"PC", "対局場所"},
    {"KM", "コミ"},       {"TM", "持時間"},     {"GC", "ゲームコメント"}, {"SO", "出典"},
    {"US", "ユーザー名"}, {"DT", "日付"},       {"RE", "結果"},
};

std::string_view trim(std::string_view s)
{
    const auto isSpace = [](std::string_view t) {
        if (!t.empty() && (t.front() == ' ' || t.front() == '\t'))
            return std::size_t(1);
        if (t.substr(0, 3) == kIdeographicSpace)
            return std::size_t(3);
        return std::size_t(0);
    };
    for (std::size_t n; (n = isSpace(s)) > 0;)
        s.remove_prefix(n);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    while (s.size() >= 3 && s.substr(s.size() - 3) == kIdeographicSpace)
        s.remove_suffix(3);
    return s;
}

bool contains(std::string_view s, std::string_view part) { return s.find(part) != std::string_view::npos; }

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

// Reads ASCII digits (and one '.') at s[i]; nullopt if there are none.
std::optional<double> readNumber(std::string_view s, std::size_t& i)
{
    const std::size_t start = i;
    while (i < s.size() && ((s[i] >= '0' && s[i] <= '9') || s[i] == '.'))
        ++i;
    if (i == start)
        return std::nullopt;
    return parseReal(s.substr(start, i - start));
}

// "3目半", "半目", "6目": a score in points; whole text must be used.
std::optional<double> pointsFrom(std::string_view t)
{
    if (t == "半目")
        return 0.5;
    std::size_t i = 0;
    const auto n = readNumber(t, i);
    if (!n)
        return std::nullopt;
    std::string_view rest = t.substr(i);
    if (startsWith(rest, "目"))
        rest.remove_prefix(std::string_view("目").size());
    else if (!rest.empty())
        return std::nullopt;
    if (rest == "半")
        return *n + 0.5;
    if (rest.empty())
        return *n;
    return std::nullopt;
}

std::string pointsText(double v)
{
    const double whole = std::floor(v);
    const double frac = v - whole;
    if (frac == 0)
        return formatReal(whole) + "目";
    if (frac == 0.5)
        return whole == 0 ? std::string("半目") : formatReal(whole) + "目半";
    return formatReal(v) + "目";
}

} // namespace

const char* ig1KeywordFor(std::string_view sgfId)
{
    for (const auto& [id, keyword] : kKeywords)
        if (sgfId == id && sgfId != "DT" && sgfId != "RE")
            return keyword;
    return nullptr;
}

std::string sgfIdForIg1Keyword(std::string_view keyword)
{
    for (const auto& [id, k] : kKeywords)
        if (keyword == k)
            return id;
    return {};
}

std::vector<Point> ig1HandicapPoints(int size, int n)
{
    if (n < 2 || n > 9 || size < 7 || (size % 2 == 0 && n > 4) || (size == 7 && n > 4))
        return {};
    // Star points on the 3rd line below 13x13, on the 4th from there.
    const int lo = size < 13 ? 2 : 3;
    const int hi = size - 1 - lo;
    const int mid = size / 2;
    const auto at = [&](int x, int y) { return pointAt(size, x, y); }; // y = 0 is the top row
    std::vector<Point> points = {at(lo, hi), at(hi, lo)};
    if (n >= 3)
        points.push_back(at(hi, hi));
    if (n >= 4)
        points.push_back(at(lo, lo));
    if (n == 5 || n == 7 || n == 9)
        points.push_back(at(mid, mid));
    if (n >= 6) {
        points.push_back(at(lo, mid));
        points.push_back(at(hi, mid));
    }
    if (n >= 8) {
        points.push_back(at(mid, lo));
        points.push_back(at(mid, hi));
    }
    return points;
}

std::string asciiDigits(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        // U+FF10..U+FF19 are EF BC 90..99; U+FF0E '．' is EF BC 8E, U+FF0D '－' EF BC 8D.
        if (i + 2 < text.size() && static_cast<unsigned char>(text[i]) == 0xEF &&
            static_cast<unsigned char>(text[i + 1]) == 0xBC) {
            const auto c = static_cast<unsigned char>(text[i + 2]);
            if (c >= 0x90 && c <= 0x99) {
                out += static_cast<char>('0' + (c - 0x90));
                i += 2;
                continue;
            }
            if (c == 0x8E || c == 0x8D) {
                out += c == 0x8E ? '.' : '-';
                i += 2;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

std::string resultFromJapanese(std::string_view text)
{
    const std::string t = asciiDigits(trim(text));
    if (contains(t, "持碁") || contains(t, "ジゴ") || contains(t, "引き分け") || contains(t, "引分"))
        return "0";
    if (contains(t, "無勝負"))
        return "Void";
    std::string colour;
    std::string_view rest = t;
    if (startsWith(rest, "黒"))
        colour = "B";
    else if (startsWith(rest, "白"))
        colour = "W";
    if (colour.empty())
        return std::string(trim(text));
    rest.remove_prefix(std::string_view("黒").size());
    if (contains(rest, "中押"))
        return colour + "+R";
    if (contains(rest, "時間切"))
        return colour + "+T";
    if (contains(rest, "反則"))
        return colour + "+F";
    for (std::string_view win : {"勝ち", "勝"}) {
        const std::size_t at = rest.find(win);
        if (at == std::string_view::npos)
            continue;
        const std::string_view score = trim(rest.substr(0, at));
        if (score.empty())
            return colour + "+";
        if (const auto points = pointsFrom(score))
            return colour + "+" + formatReal(*points);
        break;
    }
    return std::string(trim(text));
}

std::string resultToJapanese(std::string_view re)
{
    if (re == "0" || re == "Draw" || re == "Jigo")
        return "持碁";
    if (re == "Void")
        return "無勝負";
    if (re == "?" || re.empty())
        return {};
    if (re.size() >= 2 && (re[0] == 'B' || re[0] == 'W') && re[1] == '+') {
        const std::string colour = re[0] == 'B' ? "黒" : "白";
        const std::string_view how = re.substr(2);
        if (how == "R" || how == "Resign")
            return colour + "中押し勝ち";
        if (how == "T" || how == "Time")
            return colour + "時間切れ勝ち";
        if (how == "F" || how == "Forfeit")
            return colour + "反則勝ち";
        if (how.empty())
            return colour + "勝ち";
        if (const auto v = parseReal(how); v && *v > 0)
            return colour + pointsText(*v) + "勝ち";
    }
    return std::string(re);
}

std::optional<double> komiFromJapanese(std::string_view text)
{
    std::string t = asciiDigits(trim(text));
    if (t == "なし" || t == "無し" || t == "ナシ")
        return 0.0;
    double sign = 1;
    if (startsWith(t, "逆コミ")) {
        sign = -1;
        t.erase(0, std::string_view("逆コミ").size());
    } else if (startsWith(t, "-")) {
        sign = -1;
        t.erase(0, 1);
    }
    if (const auto plain = parseReal(t))
        return sign * *plain;
    if (const auto points = pointsFrom(t))
        return sign * *points;
    return std::nullopt;
}

std::string komiToJapanese(double komi)
{
    if (komi < 0)
        return "逆コミ" + pointsText(-komi);
    return pointsText(komi);
}

std::optional<double> secondsFromJapanese(std::string_view text)
{
    std::string t = asciiDigits(trim(text));
    if (startsWith(t, "各"))
        t.erase(0, std::string_view("各").size());
    if (t.size() >= std::string_view("ずつ").size() && t.substr(t.size() - std::string_view("ずつ").size()) == "ずつ")
        t.erase(t.size() - std::string_view("ずつ").size());
    std::string_view s = trim(t);
    if (s.empty())
        return std::nullopt;
    double total = 0;
    std::size_t i = 0;
    while (i < s.size()) {
        const auto n = readNumber(s, i);
        if (!n)
            return std::nullopt;
        const std::string_view rest = s.substr(i);
        double unit;
        std::size_t len;
        if (startsWith(rest, "時間")) {
            unit = 3600;
            len = std::string_view("時間").size();
        } else if (startsWith(rest, "分")) {
            unit = 60;
            len = std::string_view("分").size();
        } else if (startsWith(rest, "秒")) {
            unit = 1;
            len = std::string_view("秒").size();
        } else {
            return std::nullopt;
        }
        total += *n * unit;
        i += len;
    }
    return total;
}

std::string secondsToJapanese(double seconds)
{
    if (seconds < 0 || seconds != std::floor(seconds))
        return formatReal(seconds) + "秒";
    long long s = static_cast<long long>(seconds);
    std::string out = "各";
    if (s >= 3600) {
        out += std::to_string(s / 3600) + "時間";
        s %= 3600;
    }
    if (s >= 60) {
        out += std::to_string(s / 60) + "分";
        s %= 60;
    }
    if (s > 0 || out == "各")
        out += std::to_string(s) + (out == "各" && s == 0 ? "分" : "秒");
    return out;
}

std::string dateFromIg1(std::string_view text)
{
    const std::string t = asciiDigits(trim(text));
    int parts[3] = {0, 0, 0};
    std::size_t i = 0;
    for (int k = 0; k < 3; ++k) {
        const std::size_t start = i;
        while (i < t.size() && t[i] >= '0' && t[i] <= '9' && i - start < 4)
            parts[k] = parts[k] * 10 + (t[i++] - '0');
        if (i == start)
            return std::string(trim(text));
        const std::string_view rest = std::string_view(t).substr(i);
        std::size_t sep = 0;
        if (k < 2) {
            if (!rest.empty() && (rest[0] == '/' || rest[0] == '.' || rest[0] == '-'))
                sep = 1;
            else if (startsWith(rest, k == 0 ? "年" : "月"))
                sep = std::string_view("年").size();
            else
                return std::string(trim(text));
        } else if (startsWith(rest, "日")) {
            sep = std::string_view("日").size();
        }
        i += sep;
    }
    if (i != t.size() || parts[0] < 100 || parts[1] < 1 || parts[1] > 12 || parts[2] < 1 || parts[2] > 31)
        return std::string(trim(text));
    char buf[48];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", parts[0], parts[1], parts[2]);
    return buf;
}

std::string dateToIg1(std::string_view date)
{
    const bool iso = date.size() == 10 && date[4] == '-' && date[7] == '-';
    if (!iso)
        return std::string(date);
    std::string out(date);
    out[4] = out[7] = '/';
    return out;
}

} // namespace irodori::record::detail
