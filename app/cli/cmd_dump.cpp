// irodori-cli dump FILE [--json]: what a record holds, as the reader sees
// it: root properties, the main line as SGF points, setup stones, counts,
// the encoding and the warnings.
#include "command.h"

#include "record/properties.h"
#include "record/record_io.h"
#include "record/semantics.h"

#include <cstdio>
#include <string>

namespace irodori::cli {
namespace {

std::string jsonString(std::string_view s)
{
    std::string out = "\"";
    for (char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c == '\t') {
            out += "\\t";
        } else if (u < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", u);
            out += buf;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

// A property value as a reader of the JSON wants it: text unescaped, the
// rest raw.
std::string plainValue(const std::string& id, const std::string& raw)
{
    const record::PropertyInfo* info = record::propertyInfo(id);
    if (info && info->type == record::ValueType::Text)
        return record::unescapeText(raw);
    if (info && info->type == record::ValueType::SimpleText)
        return record::unescapeSimpleText(raw);
    return raw;
}

std::string pointArray(const std::vector<std::string>& points)
{
    std::string out = "[";
    for (std::size_t i = 0; i < points.size(); ++i)
        out += (i ? ", " : "") + jsonString(points[i]);
    return out + "]";
}

std::string gameJson(const record::GameTree& game)
{
    const int size = game.boardSize();
    std::string out = "    {\n      \"board_size\": " + std::to_string(size) + ",\n";
    out += "      \"game_type\": " + std::to_string(game.gameType()) + ",\n      \"root\": {";
    bool first = true;
    for (const record::Property& p : game.root().properties()) {
        out += first ? "\n" : ",\n";
        first = false;
        out += "        " + jsonString(p.id) + ": [";
        for (std::size_t i = 0; i < p.values.size(); ++i)
            out += (i ? ", " : "") + jsonString(plainValue(p.id, p.values[i]));
        out += "]";
    }
    out += first ? "},\n" : "\n      },\n";
    const std::vector<const record::Node*> line = game.mainLine();
    out += "      \"nodes\": " + std::to_string(game.nodeCount()) + ",\n";
    out += "      \"variations\": " + std::to_string(game.variationCount()) + ",\n";
    out += "      \"main_line_nodes\": " + std::to_string(line.size()) + ",\n";
    out += "      \"setup\": [";
    first = true;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const auto stones = record::setupStones(*line[i], size);
        if (stones.empty())
            continue;
        std::vector<std::string> black, white, empty;
        for (const record::SetupStone& s : stones)
            (s.color == Black ? black : s.color == White ? white : empty)
                .push_back(record::pointToSgf(size, s.point));
        out += first ? "\n" : ",\n";
        first = false;
        out += "        {\"node\": " + std::to_string(i) + ", \"black\": " + pointArray(black) +
               ", \"white\": " + pointArray(white) + ", \"empty\": " + pointArray(empty) + "}";
    }
    out += first ? "],\n" : "\n      ],\n";
    out += "      \"moves\": [";
    first = true;
    for (std::size_t i = 1; i < line.size(); ++i) {
        const auto m = record::nodeMove(*line[i], size);
        if (!m)
            continue;
        out += first ? "\n" : ",\n";
        first = false;
        out += "        {\"node\": " + std::to_string(i) + ", \"color\": \"" + (m->color == Black ? "B" : "W") +
               "\", \"point\": " + jsonString(record::pointToSgf(size, m->point)) + "}";
    }
    out += first ? "]\n" : "\n      ]\n";
    return out + "    }";
}

int runDump(const std::vector<std::string>& args)
{
    bool json = false;
    std::string file;
    record::LoadOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--json") {
            json = true;
        } else if (args[i] == "--encoding" && i + 1 < args.size()) {
            options.encoding = args[++i];
        } else if (!args[i].empty() && args[i][0] == '-') {
            std::fprintf(stderr, "irodori-cli dump: unknown option '%s'\n", args[i].c_str());
            return 2;
        } else if (file.empty()) {
            file = args[i];
        } else {
            std::fprintf(stderr, "irodori-cli dump: one file at a time\n");
            return 2;
        }
    }
    if (file.empty()) {
        std::fprintf(stderr, "usage: irodori-cli dump FILE [--json] [--encoding NAME]\n");
        return 2;
    }
    std::string readError;
    const auto bytes = record::readFileBytes(file, &readError);
    if (!bytes) {
        std::fprintf(stderr, "irodori-cli dump: %s\n", readError.c_str());
        return 1;
    }
    const record::RecordFormat format = record::formatFromPath(file).value_or(record::sniffFormat(*bytes));
    const record::LoadResult r = record::loadRecord(*bytes, format, options);
    if (!r.ok()) {
        std::fprintf(stderr, "irodori-cli dump: %s: %s\n", file.c_str(), r.error.c_str());
        return 1;
    }
    if (!json) {
        std::printf("%s: %s, %zu game(s), encoding %s (%s)\n", file.c_str(), record::formatName(format),
                    r.games.size(), r.encoding.c_str(), record::describe(r.encodingSource));
        for (std::size_t g = 0; g < r.games.size(); ++g) {
            const record::GameTree& game = r.games[g];
            std::printf("game %zu: %dx%d, %s vs %s, %zu nodes, %zu variation(s), %zu moves on the main line\n",
                        g + 1, game.boardSize(), game.boardSize(),
                        record::textValue(game.root(), "PB").c_str(), record::textValue(game.root(), "PW").c_str(),
                        game.nodeCount(), game.variationCount(), game.mainLine().size() - 1);
        }
        for (const record::Diagnostic& d : r.warnings)
            std::printf("warning: %s\n", d.text().c_str());
        return 0;
    }
    std::string out = "{\n  \"file\": " + jsonString(file) + ",\n  \"format\": " +
                      jsonString(record::formatName(format)) + ",\n  \"encoding\": " + jsonString(r.encoding) +
                      ",\n  \"encoding_source\": " + jsonString(record::describe(r.encodingSource)) +
                      ",\n  \"games\": [\n";
    for (std::size_t g = 0; g < r.games.size(); ++g)
        out += (g ? ",\n" : "") + gameJson(r.games[g]);
    out += "\n  ],\n  \"warnings\": [";
    for (std::size_t i = 0; i < r.warnings.size(); ++i) {
        const record::Diagnostic& d = r.warnings[i];
        out += (i ? ",\n" : "\n") + std::string("    {\"line\": ") + std::to_string(d.line) +
               ", \"column\": " + std::to_string(d.column) + ", \"message\": " + jsonString(d.message) + "}";
    }
    out += r.warnings.empty() ? "]\n}\n" : "\n  ]\n}\n";
    std::fputs(out.c_str(), stdout);
    return 0;
}

const Registrar registrar({"dump", "dump FILE [--json] [--encoding NAME]",
                           "show what a game record holds (SGF or IG1), its encoding and the repairs", runDump});

} // namespace
} // namespace irodori::cli
