// irodori-cli convert IN OUT: converts a game record between SGF, IG1 and PSQ
// (formats chosen by extension). Warnings go to stderr.
#include "command.h"

#include "record/record_io.h"

#include <cstdio>
#include <string>

namespace irodori::cli {
namespace {

void printWarnings(const std::string& file, const std::vector<record::Diagnostic>& warnings)
{
    for (const record::Diagnostic& d : warnings) {
        if (d.line > 0)
            std::fprintf(stderr, "%s:%d:%d: warning: %s\n", file.c_str(), d.line, d.column, d.message.c_str());
        else
            std::fprintf(stderr, "%s: warning: %s\n", file.c_str(), d.message.c_str());
    }
}

int runConvert(const std::vector<std::string>& args)
{
    std::vector<std::string> files;
    record::LoadOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--encoding" && i + 1 < args.size()) {
            options.encoding = args[++i];
        } else if (!args[i].empty() && args[i][0] == '-') {
            std::fprintf(stderr, "irodori-cli convert: unknown option '%s'\n", args[i].c_str());
            return 2;
        } else {
            files.push_back(args[i]);
        }
    }
    if (files.size() != 2) {
        std::fprintf(stderr, "usage: irodori-cli convert IN OUT [--encoding NAME]\n"
                             "  IN and OUT are .sgf, .ig1 or .psq (Piskvork) files; the extension chooses the format.\n");
        return 2;
    }
    const std::string& in = files[0];
    const std::string& out = files[1];
    const auto outFormat = record::formatFromPath(out);
    if (!outFormat) {
        std::fprintf(stderr, "irodori-cli convert: cannot tell the format of '%s': name it .sgf, .ig1 or .psq\n",
                     out.c_str());
        return 2;
    }
    const record::LoadResult loaded = record::loadRecordFile(in, options);
    printWarnings(in, loaded.warnings);
    if (!loaded.ok()) {
        std::fprintf(stderr, "irodori-cli convert: %s: %s\n", in.c_str(), loaded.error.c_str());
        return 1;
    }
    const record::SaveResult saved = record::saveRecordFile(out, loaded.games, outFormat);
    printWarnings(out, saved.warnings);
    if (!saved.ok()) {
        std::fprintf(stderr, "irodori-cli convert: %s: %s\n", out.c_str(), saved.error.c_str());
        return 1;
    }
    return 0;
}

const Registrar registrar({"convert", "convert IN OUT [--encoding NAME]",
                           "convert a game record between SGF, IG1 and PSQ (by extension)", runConvert});

} // namespace
} // namespace irodori::cli
