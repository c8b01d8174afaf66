#include "properties.h"

#include <algorithm>
#include <array>
#include <charconv>

namespace irodori::record {

namespace {

using K = PropertyKind;
using T = ValueType;

// The FF[4] properties for Go (and the general ones), with English names.
constexpr PropertyInfo kProperties[] = {
    {"B", K::Move, T::Move, false, "Black move"},
    {"W", K::Move, T::Move, false, "White move"},
    {"KO", K::Move, T::None, false, "Execute illegal move"},
    {"MN", K::Move, T::Number, false, "Move number"},
    {"BM", K::Move, T::Double, false, "Bad move"},
    {"TE", K::Move, T::Double, false, "Tesuji"},
    {"DO", K::Move, T::None, false, "Doubtful move"},
    {"IT", K::Move, T::None, false, "Interesting move"},
    {"BL", K::Move, T::Real, false, "Black time left"},
    {"WL", K::Move, T::Real, false, "White time left"},
    {"OB", K::Move, T::Number, false, "Black moves left"},
    {"OW", K::Move, T::Number, false, "White moves left"},
    {"AB", K::Setup, T::PointList, true, "Add black stones"},
    {"AW", K::Setup, T::PointList, true, "Add white stones"},
    {"AE", K::Setup, T::PointList, true, "Remove stones"},
    {"PL", K::Setup, T::Color, false, "Player to move"},
    {"AP", K::Root, T::AppName, false, "Application"},
    {"CA", K::Root, T::SimpleText, false, "Character set"},
    {"FF", K::Root, T::Number, false, "File format"},
    {"GM", K::Root, T::Number, false, "Game"},
    {"ST", K::Root, T::Number, false, "Variation style"},
    {"SZ", K::Root, T::Size, false, "Board size"},
    {"AN", K::GameInfo, T::SimpleText, false, "Annotator"},
    {"BR", K::GameInfo, T::SimpleText, false, "Black rank"},
    {"BT", K::GameInfo, T::SimpleText, false, "Black team"},
    {"CP", K::GameInfo, T::SimpleText, false, "Copyright"},
    {"DT", K::GameInfo, T::SimpleText, false, "Date"},
    {"EV", K::GameInfo, T::SimpleText, false, "Event"},
    {"GN", K::GameInfo, T::SimpleText, false, "Game name"},
    {"GC", K::GameInfo, T::Text, false, "Game comment"},
    {"ON", K::GameInfo, T::SimpleText, false, "Opening"},
    {"OT", K::GameInfo, T::SimpleText, false, "Overtime"},
    {"PB", K::GameInfo, T::SimpleText, false, "Black player"},
    {"PC", K::GameInfo, T::SimpleText, false, "Place"},
    {"PW", K::GameInfo, T::SimpleText, false, "White player"},
    {"RE", K::GameInfo, T::SimpleText, false, "Result"},
    {"RO", K::GameInfo, T::SimpleText, false, "Round"},
    {"RU", K::GameInfo, T::SimpleText, false, "Rules"},
    {"SO", K::GameInfo, T::SimpleText, false, "Source"},
    {"TM", K::GameInfo, T::Real, false, "Time limit"},
    {"US", K::GameInfo, T::SimpleText, false, "User"},
    {"WR", K::GameInfo, T::SimpleText, false, "White rank"},
    {"WT", K::GameInfo, T::SimpleText, false, "White team"},
    {"HA", K::GameInfo, T::Number, false, "Handicap"},
    {"KM", K::GameInfo, T::Real, false, "Komi"},
    {"DD", K::Inherit, T::ElistPoint, true, "Dim points"},
    {"PM", K::Inherit, T::Number, false, "Print move mode"},
    {"VW", K::Inherit, T::ElistPoint, true, "View"},
    {"CR", K::Markup, T::PointList, true, "Circle"},
    {"MA", K::Markup, T::PointList, true, "Mark"},
    {"SQ", K::Markup, T::PointList, true, "Square"},
    {"TR", K::Markup, T::PointList, true, "Triangle"},
    {"SL", K::Markup, T::PointList, true, "Selected"},
    {"LB", K::Markup, T::PointText, true, "Label"},
    {"AR", K::Markup, T::PointPoint, true, "Arrow"},
    {"LN", K::Markup, T::PointPoint, true, "Line"},
    {"C", K::NodeAnnotation, T::Text, false, "Comment"},
    {"N", K::NodeAnnotation, T::SimpleText, false, "Node name"},
    {"GB", K::NodeAnnotation, T::Double, false, "Good for black"},
    {"GW", K::NodeAnnotation, T::Double, false, "Good for white"},
    {"DM", K::NodeAnnotation, T::Double, false, "Even position"},
    {"UC", K::NodeAnnotation, T::Double, false, "Unclear position"},
    {"HO", K::NodeAnnotation, T::Double, false, "Hotspot"},
    {"V", K::NodeAnnotation, T::Real, false, "Value"},
    {"TB", K::Territory, T::ElistPoint, true, "Black territory"},
    {"TW", K::Territory, T::ElistPoint, true, "White territory"},
    {"FG", K::Figure, T::FigureValue, false, "Figure"},
};

// Every FF[4] identifier has one or two capital letters: a 26 x 27 table
// indexed by them answers a lookup without hashing or comparing strings.
constexpr int kTableSize = 26 * 27;

int tableIndex(std::string_view id)
{
    if (id.empty() || id.size() > 2 || id[0] < 'A' || id[0] > 'Z')
        return -1;
    int second = 0;
    if (id.size() == 2) {
        if (id[1] < 'A' || id[1] > 'Z')
            return -1;
        second = id[1] - 'A' + 1;
    }
    return (id[0] - 'A') * 27 + second;
}

const std::array<const PropertyInfo*, kTableSize>& table()
{
    static const auto t = [] {
        std::array<const PropertyInfo*, kTableSize> a{};
        for (const PropertyInfo& p : kProperties)
            a[static_cast<std::size_t>(tableIndex(p.id))] = &p;
        return a;
    }();
    return t;
}

bool isOtherSpace(char c) { return c == '\t' || c == '\v' || c == '\f'; }

std::string unescape(std::string_view raw, bool simple)
{
    std::string out;
    out.reserve(raw.size());
    const std::size_t n = raw.size();
    for (std::size_t i = 0; i < n; ++i) {
        char c = raw[i];
        if (c == '\\') {
            if (i + 1 >= n)
                break; // a lone trailing backslash escapes nothing
            const char next = raw[++i];
            if (next == '\n' || next == '\r') {
                // Soft line break: the break (one of LF, CR, CRLF, LFCR) vanishes.
                if (i + 1 < n && (raw[i + 1] == '\n' || raw[i + 1] == '\r') && raw[i + 1] != next)
                    ++i;
                continue;
            }
            out += isOtherSpace(next) ? ' ' : next;
            continue;
        }
        if (c == '\n' || c == '\r') {
            const char other = c == '\n' ? '\r' : '\n';
            if (i + 1 < n && raw[i + 1] == other)
                ++i;
            out += simple ? ' ' : '\n';
            continue;
        }
        out += isOtherSpace(c) ? ' ' : c;
    }
    return out;
}

int coordinate(char ch)
{
    if (ch >= 'a' && ch <= 'z')
        return ch - 'a';
    if (ch >= 'A' && ch <= 'Z')
        return ch - 'A' + 26;
    return -1;
}

char letter(int v) { return static_cast<char>(v < 26 ? 'a' + v : 'A' + v - 26); }

} // namespace

std::string_view trimSpace(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

const PropertyInfo* propertyInfo(std::string_view id)
{
    const int i = tableIndex(id);
    return i < 0 ? nullptr : table()[static_cast<std::size_t>(i)];
}

std::string unescapeText(std::string_view raw) { return unescape(raw, false); }
std::string unescapeSimpleText(std::string_view raw) { return unescape(raw, true); }

std::string escapeText(std::string_view text, bool composeFirstHalf)
{
    std::string out;
    out.reserve(text.size() + 8);
    for (char c : text) {
        if (c == '\\' || c == ']' || (composeFirstHalf && c == ':'))
            out += '\\';
        out += c;
    }
    return out;
}

std::size_t composeSeparator(std::string_view raw)
{
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\')
            ++i;
        else if (raw[i] == ':')
            return i;
    }
    return std::string_view::npos;
}

std::optional<std::pair<std::string_view, std::string_view>> splitCompose(std::string_view raw)
{
    const std::size_t i = composeSeparator(raw);
    if (i == std::string_view::npos)
        return std::nullopt;
    return std::make_pair(raw.substr(0, i), raw.substr(i + 1));
}

std::optional<Coord> parseCoord(std::string_view value, int size)
{
    if (value.size() != 2)
        return std::nullopt;
    const int x = coordinate(value[0]);
    const int y = coordinate(value[1]);
    if (x < 0 || y < 0 || x >= size || y >= size)
        return std::nullopt;
    return Coord{x, y};
}

std::optional<Point> parseMovePoint(std::string_view value, int size)
{
    if (value.empty() || (value == "tt" && size <= 19))
        return kPass;
    const auto c = parseCoord(value, size);
    if (!c)
        return std::nullopt;
    return pointAt(size, c->x, c->y);
}

std::string coordToSgf(int x, int y) { return {letter(x), letter(y)}; }

std::string pointToSgf(int size, Point p)
{
    if (p == kPass)
        return {};
    return coordToSgf(pointColumn(size, p), pointRow(size, p));
}

bool expandPointValue(std::string_view value, int size, std::vector<Point>& out)
{
    const std::size_t colon = value.find(':');
    if (colon == std::string_view::npos) {
        const auto c = parseCoord(value, size);
        if (!c)
            return false;
        out.push_back(pointAt(size, c->x, c->y));
        return true;
    }
    const auto a = parseCoord(value.substr(0, colon), size);
    const auto b = parseCoord(value.substr(colon + 1), size);
    if (!a || !b)
        return false;
    // A rectangle given by two corners; swapped corners describe the same one.
    const int x0 = std::min(a->x, b->x), x1 = std::max(a->x, b->x);
    const int y0 = std::min(a->y, b->y), y1 = std::max(a->y, b->y);
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            out.push_back(pointAt(size, x, y));
    return true;
}

std::optional<int> parseNumber(std::string_view value)
{
    std::string_view s = trimSpace(value);
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    int v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || r.ec != std::errc() || r.ptr != s.data() + s.size())
        return std::nullopt;
    return v;
}

std::optional<double> parseReal(std::string_view value)
{
    std::string s(trimSpace(value));
    if (!s.empty() && s.front() == '+')
        s.erase(0, 1);
    if (const auto comma = s.find(','); comma != std::string::npos && s.find('.') == std::string::npos)
        s[comma] = '.';
    double v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v, std::chars_format::fixed);
    if (s.empty() || r.ec != std::errc() || r.ptr != s.data() + s.size())
        return std::nullopt;
    return v;
}

std::string formatReal(double v)
{
    if (v == 0)
        v = 0; // no "-0"
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed);
    return std::string(buf, r.ptr);
}

} // namespace irodori::record
