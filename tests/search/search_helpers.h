// Diagram helpers shared by the search suites.
#pragma once

#include "core/coords.h"
#include "core/diagram.h"
#include "core/position.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace irodori::testing {

inline Position diagramPosition(const char* diagram, Color toMove, double komi = 6.5)
{
    std::string error;
    auto b = parseDiagram(diagram, &error);
    if (!b) {
        std::fprintf(stderr, "bad diagram: %s\n", error.c_str());
        std::abort();
    }
    Rules r;
    r.komi = komi;
    return Position(*b, toMove, r);
}

inline Point vertex(const Position& pos, const char* gtp)
{
    const auto p = parseGtp(pos.board(), gtp);
    if (!p) {
        std::fprintf(stderr, "bad vertex: %s\n", gtp);
        std::abort();
    }
    return *p;
}

inline std::string name(const Position& pos, Point p)
{
    return toGtp(pos.board(), p);
}

// A diagram file of tests/data/search: lines starting with ';' are comments.
inline std::string dataDiagram(const char* file)
{
    std::ifstream in(std::string(IRODORI_TEST_DATA) + "/search/" + file);
    std::string line, out;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != ';')
            out += line + '\n';
    return out;
}

} // namespace irodori::testing
