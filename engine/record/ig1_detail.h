// The Japanese header text of IG1 files <-> SGF game information.
// Internal to the record module.
#pragma once

#include "core/color.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace irodori::record::detail {

// The header keyword (黒番, コミ, ...) for an SGF game-info identifier and
// back; nullptr / "" when IG1 has none.
const char* ig1KeywordFor(std::string_view sgfId);
std::string sgfIdForIg1Keyword(std::string_view keyword);

// The full-width space (U+3000) between a keyword and its value.
inline constexpr std::string_view kIdeographicSpace = "\xE3\x80\x80";

// Result: 黒中押し勝ち <-> B+R, 白3目半勝ち <-> W+3.5, 持碁 <-> 0, ...
// Text that is not understood is kept as it is.
std::string resultFromJapanese(std::string_view text);
std::string resultToJapanese(std::string_view sgfResult);

// Komi: 6目半 <-> 6.5, 逆コミ5目半 -> -5.5, なし -> 0.
std::optional<double> komiFromJapanese(std::string_view text);
std::string komiToJapanese(double komi);

// Time: 各3時間 <-> 10800 (seconds), 1時間30分, 90分, 45秒.
std::optional<double> secondsFromJapanese(std::string_view text);
std::string secondsToJapanese(double seconds);

// Date: 1998/05/03, 1998.5.3, 1998年5月3日 -> 1998-05-03; anything else
// is kept as it is. And back: 1998-05-03 -> 1998/05/03.
std::string dateFromIg1(std::string_view text);
std::string dateToIg1(std::string_view sgfDate);

// The handicap stones IG1 leaves implicit, in the known converter's order:
// 2: lower-left and upper-right star points; 3: + lower-right; 4: +
// upper-left; 5, 7, 9: + centre; 6+: + left and right sides; 8+: + top and
// bottom sides. Empty if the board has no such placement.
std::vector<Point> ig1HandicapPoints(int size, int n);

// Full-width digits (０-９) and the full-width period as ASCII.
std::string asciiDigits(std::string_view text);

} // namespace irodori::record::detail
