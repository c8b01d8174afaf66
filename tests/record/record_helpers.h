// Shared helpers of the record tests: fixtures and short loaders.
#pragma once

#include "record/record_io.h"
#include "record/sgf_reader.h"
#include "record/sgf_writer.h"

#include <QtTest>

#include <fstream>
#include <sstream>
#include <string>

namespace irodori::record::test {

inline std::string fixturePath(const std::string& name)
{
    return std::string(IRODORI_TEST_DATA) + "/records/" + name;
}

inline std::string fixture(const std::string& name)
{
    std::ifstream in(fixturePath(name), std::ios::binary);
    if (!in)
        qFatal("missing fixture %s", name.c_str());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Reads SGF text that must load; fails the test otherwise.
inline LoadResult load(std::string_view text)
{
    LoadResult r = readSgf(text);
    if (!r.ok())
        qWarning("unexpected error: %s", r.error.c_str());
    return r;
}

inline bool hasWarning(const LoadResult& r, std::string_view part)
{
    for (const Diagnostic& d : r.warnings)
        if (d.message.find(part) != std::string::npos)
            return true;
    return false;
}

inline std::string allWarnings(const std::vector<Diagnostic>& warnings)
{
    std::string out;
    for (const Diagnostic& d : warnings)
        out += d.text() + "\n";
    return out;
}

} // namespace irodori::record::test
