// irodori-cli analyze FILE [--move N] [--json] [--no-group-reading]: the
// whole evaluation of a position — strings, links, groups with safety and
// reasons, the group reading's verdict on each group, the line of play
// behind each capture, territory, score — as readable text or as JSON for
// scripts. FILE is a game record (.sgf, .ig1: the position after move N of
// the main line, the end by default) or a board diagram (.txt). Group
// reading (the owl) takes up to a second on a 19x19 middle game;
// --no-group-reading leaves it out, and the capture lines with it.
#include "command.h"

#include "analysis/analysis.h"
#include "analysis/group_reading.h"
#include "analysis/report.h"
#include "core/coords.h"
#include "core/diagram.h"
#include "record/record_io.h"
#include "record/replay.h"
#include "record/semantics.h"

#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace irodori::cli {
namespace {

// A diagram file: the board as X / O / . rows (see core/diagram.h). Lines
// starting with ';' are comments, except the directives
//   ; to-move white      (default black)
//   ; komi 6.5
std::optional<Position> loadDiagram(const std::string& text, std::string* error)
{
    std::string board;
    Color toMove = Black;
    Rules rules;
    std::istringstream in(text);
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        const std::size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos)
            continue;
        if (line[first] != ';') {
            board += line + "\n";
            continue;
        }
        std::istringstream d(line.substr(first + 1));
        std::string key;
        d >> key;
        if (key == "to-move") {
            std::string c;
            d >> c;
            const auto col = parseColor(c);
            if (!col) {
                *error = "line " + std::to_string(lineNo) + ": '" + c + "' is not a colour (black or white)";
                return std::nullopt;
            }
            toMove = *col;
        } else if (key == "komi") {
            if (!(d >> rules.komi)) {
                *error = "line " + std::to_string(lineNo) + ": komi needs a number";
                return std::nullopt;
            }
        }
    }
    std::string why;
    const auto b = parseDiagram(board, &why);
    if (!b) {
        *error = "not a board diagram: " + why;
        return std::nullopt;
    }
    return Position(*b, toMove, rules);
}

// The position after move n (all moves if n is absent) of the main line of
// the first game of a record file.
std::optional<Position> loadRecordPosition(const std::string& path, std::optional<int> n, std::string* error)
{
    const record::LoadResult r = record::loadRecordFile(path);
    if (!r.ok()) {
        *error = r.error;
        return std::nullopt;
    }
    if (r.games.empty()) {
        *error = "the file holds no game";
        return std::nullopt;
    }
    const record::GameTree& tree = r.games.front();
    if (tree.gameType() != 1) {
        *error = "the record is not a game of Go";
        return std::nullopt;
    }
    const std::vector<const record::Node*> line = tree.mainLine();
    const record::Node* at = line.back();
    int moves = 0;
    for (const record::Node* node : line) {
        const bool isMove = record::nodeMove(*node, tree.boardSize()).has_value();
        if (n && isMove && moves == *n)
            break;
        at = node;
        if (isMove)
            ++moves;
    }
    if (n && moves < *n) {
        *error = "the main line has only " + std::to_string(moves) + " moves";
        return std::nullopt;
    }
    // Stop on the last node before the next move: setup and comments that
    // follow move n still belong to its position.
    return record::positionAt(tree, at);
}

std::optional<std::string> readFile(const std::string& path)
{
    std::ifstream f(path, std::ios::binary);
    if (!f)
        return std::nullopt;
    std::ostringstream s;
    s << f.rdbuf();
    return s.str();
}

int run(const std::vector<std::string>& args)
{
    std::string file;
    bool json = false;
    bool groupReading = true;
    std::optional<int> move;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            json = true;
        } else if (a == "--no-group-reading") {
            groupReading = false;
        } else if (a == "--move") {
            if (i + 1 >= args.size()) {
                std::fprintf(stderr, "irodori-cli analyze: --move needs a move number\n");
                return 2;
            }
            try {
                move = std::stoi(args[++i]);
            } catch (...) {
                move = -1;
            }
            if (*move < 0) {
                std::fprintf(stderr, "irodori-cli analyze: --move needs a number of 0 or more\n");
                return 2;
            }
        } else if (!a.empty() && a[0] == '-') {
            std::fprintf(stderr, "irodori-cli analyze: unknown option '%s'\n", a.c_str());
            return 2;
        } else if (file.empty()) {
            file = a;
        } else {
            std::fprintf(stderr, "irodori-cli analyze: only one file can be analysed at a time\n");
            return 2;
        }
    }
    if (file.empty()) {
        std::fprintf(stderr, "usage: irodori-cli analyze FILE [--move N] [--json] [--no-group-reading]\n");
        return 2;
    }
    const auto text = readFile(file);
    if (!text) {
        std::fprintf(stderr, "irodori-cli analyze: cannot read '%s'\n", file.c_str());
        return 1;
    }
    std::string error;
    std::optional<Position> pos;
    if (record::formatFromPath(file)) {
        pos = loadRecordPosition(file, move, &error);
    } else {
        if (move && *move != 0) {
            std::fprintf(stderr,
                         "irodori-cli analyze: a diagram holds one position; --move applies to game records\n");
            return 2;
        }
        pos = loadDiagram(*text, &error);
    }
    if (!pos) {
        std::fprintf(stderr, "irodori-cli analyze: %s: %s\n", file.c_str(), error.c_str());
        return 1;
    }
    analysis::Analysis a = analysis::evaluate(*pos);
    if (groupReading) {
        analysis::Owl owl;
        analysis::readGroups(*pos, a, owl);
        tactics::Reader reader;
        analysis::readCaptureLines(*pos, a, reader);
    }
    const std::string out = json ? analysis::toJson(a, pos->board()) : analysis::toText(a, pos->board());
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}

const Registrar registrar({"analyze", "analyze FILE [--move N] [--json] [--no-group-reading]",
                           "the evaluation of a position: strings, links, groups, safety, reasons, group "
                           "reading, score",
                           run});

} // namespace
} // namespace irodori::cli
