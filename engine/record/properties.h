// What each SGF FF[4] property is, and the codecs for its raw values
// (escapes, compose values, points, numbers).
#pragma once

#include "core/color.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace irodori::record {

// The property classes of FF[4]. Move and setup properties must not share a
// node; root properties belong in the root; game-info once per line of play.
enum class PropertyKind {
    Move,           // B W KO MN, move annotation BM TE DO IT, timing BL WL OB OW
    Setup,          // AB AW AE PL (置石・配置)
    Root,           // AP CA FF GM ST SZ
    GameInfo,       // PB PW KM HA RE DT ... (対局情報)
    Inherit,        // DD PM VW
    Markup,         // CR MA SQ TR SL LB AR LN
    NodeAnnotation, // C N GB GW DM UC HO V
    Territory,      // TB TW (地)
    Figure,         // FG
    Unknown,        // anything else: kept raw and written back unchanged
};

// The value type, which decides how a raw value is checked and unescaped.
enum class ValueType {
    None,         // KO[], IT[]
    Number,       // HA[2], MN[45]
    Real,         // KM[6.5], BL[300]
    Double,       // GB[1] or GB[2] (emphasis)
    Color,        // PL[B]
    SimpleText,   // PB, GN: line breaks become spaces
    Text,         // C, GC: line breaks are kept
    Move,         // B[dd], or a pass []
    PointList,    // AB[dd][pp], compressed [aa:cc] allowed
    ElistPoint,   // TB TW VW DD: like PointList, but [] (empty list) allowed
    PointText,    // LB[dd:text]
    PointPoint,   // AR[aa:cc], LN[aa:cc]
    Size,         // SZ[19] or SZ[19:13]
    AppName,      // AP[name:version]
    FigureValue,  // FG[] or FG[flags:name]
};

struct PropertyInfo {
    const char* id;
    PropertyKind kind;
    ValueType type;
    bool list;       // several values allowed
    const char* name; // English name, for messages and dialogs
};

// Information about an FF[4] identifier, or nullptr for unknown/private ones.
const PropertyInfo* propertyInfo(std::string_view id);

// --- text values (FF[4] section "Text" and "SimpleText")

// Raw -> text: '\' makes the next character literal, '\' + line break is a
// soft break and disappears, other line breaks (LF, CR, CRLF, LFCR) become
// "\n", other whitespace becomes a space.
std::string unescapeText(std::string_view raw);
// As unescapeText, but line breaks become spaces too.
std::string unescapeSimpleText(std::string_view raw);
// Text -> raw: escapes '\' and ']' (and ':' when the text is the first half
// of a compose value).
std::string escapeText(std::string_view text, bool composeFirstHalf = false);
// Index of the first unescaped ':' of a compose value, or npos.
std::size_t composeSeparator(std::string_view raw);
// Splits a raw compose value at its first unescaped ':' (before any
// unescaping, so LB[bb:p:q] is bb and "p:q"); nullopt without separator.
std::optional<std::pair<std::string_view, std::string_view>> splitCompose(std::string_view raw);

// --- points. Column then row, "aa" = top-left; a..z = 1..26, A..Z = 27..52.

// The board array index of column x, row y (0-based, row 0 at the top) on a
// board of this size: the same value as Board(size).at(x, y).
constexpr Point pointAt(int size, int x, int y) { return (y + 1) * (size + 2) + (x + 1); }
constexpr int pointColumn(int size, Point p) { return p % (size + 2) - 1; }
constexpr int pointRow(int size, Point p) { return p / (size + 2) - 1; }

struct Coord {
    int x = 0;
    int y = 0;
};
// Parses a two-letter point that lies on a board of this size (no pass).
std::optional<Coord> parseCoord(std::string_view value, int size);
// A move value: a point, or a pass ("" always, "tt" on boards up to 19x19).
// nullopt if the value is neither.
std::optional<Point> parseMovePoint(std::string_view value, int size);
// "dd" for a point, "" for kPass.
std::string pointToSgf(int size, Point p);
std::string coordToSgf(int x, int y);
// Expands one value of a point list: a point or a rectangle "ul:lr" (corners
// may be swapped). Appends to out; returns false if the value is malformed
// or off the board (nothing is appended then).
bool expandPointValue(std::string_view value, int size, std::vector<Point>& out);

// --- numbers, always in the C locale (never "6,5")

// s without the spaces, tabs and line ends at either end.
std::string_view trimSpace(std::string_view s);

std::optional<int> parseNumber(std::string_view value);
// Accepts "6.5", " 6.5 ", "+6.5" and "6,5" (the comma is a common repair).
std::optional<double> parseReal(std::string_view value);
// Shortest text that reads back as v: 6.5 -> "6.5", 7 -> "7", -0.5 -> "-0.5".
std::string formatReal(double v);

} // namespace irodori::record
