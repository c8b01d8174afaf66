// Shared helpers of the analysis suites: diagrams in, maps out.
#pragma once

#include "corner_positions.h"

#include "analysis/analysis.h"
#include "analysis/report.h"
#include "analysis/tactics_port.h"
#include "core/position.h"

#include <QString>

#include <map>
#include <string>

namespace irodori::testing {

// A position from an ASCII diagram, toMove to play. Aborts on a bad diagram.
Position position(const char* diagram, Color toMove = Black);
Point pt(const Position& pos, const char* gtp);

// Keeps the maps comparable: trims each line and drops blank lines.
QString normalized(const std::string& text);

// One golden case of tests/data/analysis: "; title" comments, then
// sections "board:", "strings:", "links:", "territory:", "safety:",
// "status:", "eyes:", each followed by its map; "to-move: white" and
// "komi: 0" lines set the position.
struct GoldenCase {
    std::string file;
    std::string title;
    Color toMove = Black;
    double komi = 6.5;
    std::map<std::string, std::string> sections;
    std::vector<std::string> facts; // the "expect ..." lines, without "expect"
};
std::vector<GoldenCase> loadGolden(const std::string& dir);

// The map of a layer by its section name.
std::string layer(const analysis::Analysis& a, const Board& b, const std::string& name);

} // namespace irodori::testing
