// Renderings of an Analysis: ASCII maps (one character per point, for the
// tests and the CLI), a readable text report, and JSON with everything.
#pragma once

#include "analysis.h"

#include <string>

namespace irodori::analysis {

// String display numbers: 1-9, then a-z (10-35), A-Z (36-61), '*' beyond;
// '.' on empty points.
std::string stringMap(const Analysis& a, const Board& b);
// Territory: X / O stones, x / o stones judged dead, B / W sure territory,
// b / w potential territory, '.' nobody's.
std::string territoryMap(const Analysis& a, const Board& b);
// The same for phase 1's territory (steps 3-4: before dead groups leave
// the board); only strings dead whoever moves first (step 2) are x / o.
std::string phaseOneTerritoryMap(const Analysis& a, const Board& b);
// Group safety in deciles on every stone (0 = 0-9 %, 9 = 90-100 %), '.' elsewhere.
std::string safetyMap(const Analysis& a, const Board& b);
// Group status on every stone: A alive, D dead, U unsettled, S seki.
std::string statusMap(const Analysis& a, const Board& b);
// Eye spaces (enclosed regions): the half-eye value of the region on each
// of its points, 'f' on false eyes, 'h' on half eyes, '*' on vital points,
// X / O stones; open territory is left as '.'.
std::string eyeMap(const Analysis& a, const Board& b);
// Links: on each point between two linked stones, the kind's letter
// (analysis.h letter()), upper case when connected, lower case when
// cuttable, '-' when broken. X / O stones.
std::string linkMap(const Analysis& a, const Board& b);
// One line per link: "D4-F5 keima cuttable (keima)".
std::string linkList(const Analysis& a, const Board& b);

// The whole analysis for a person: strings, links, groups with safety %
// and the reasons, territory and score.
std::string toText(const Analysis& a, const Board& b);
// The whole analysis as one JSON object (points as GTP vertices).
std::string toJson(const Analysis& a, const Board& b);
// One reason as an English sentence: "step 13: D4 makes an eye at C5 (+0.5 eye)".
std::string describe(const Reason& r, const Board& b);
// A group's reading as an English sentence: "group reading: critical -
// White kills it at L7, Black saves it at L7 (812 nodes)".
std::string describe(const GroupReading& r, Color owner, const Board& b);
// A capture line (tactics/line.h): its moves and how it ends, "D5 E4 F4
// captured" ("escapes", "trapped", "ko", "unfinished").
std::string describe(const tactics::CaptureLine& line, const Board& b);

} // namespace irodori::analysis
