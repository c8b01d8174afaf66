// Warnings about a record: where in the file, and what was repaired or lost.
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace irodori::record {

// One warning. line and column are 1-based positions in the decoded text
// (columns count characters, not bytes); line 0 means "the whole record"
// (used by replay and by writers, which have no file position).
struct Diagnostic {
    int line = 0;
    int column = 0;
    std::string message;

    // "line 3, column 7: message" (or just the message when line is 0).
    std::string text() const;
    friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

// Collects warnings, keeping the first kLimit and counting the rest, so that
// a broken file of many megabytes cannot produce millions of messages.
class Diagnostics {
public:
    static constexpr std::size_t kLimit = 500;

    void add(int line, int column, std::string message);
    void add(Diagnostic d) { add(d.line, d.column, std::move(d.message)); }
    std::size_t count() const { return kept_.size() + dropped_; }
    // True once kLimit warnings are kept: further ones are only counted, so
    // callers may skip composing them.
    bool saturated() const { return kept_.size() >= kLimit; }
    bool empty() const { return count() == 0; }
    // The kept warnings, plus one closing line saying how many were not kept.
    std::vector<Diagnostic> take();

private:
    std::vector<Diagnostic> kept_;
    std::size_t dropped_ = 0;
};

// What a writer of a format that cannot hold everything warns of (line 0):
// "2 variations are": a count with its noun and verb;
std::string counted(std::size_t n, const char* one, const char* many);
// "These properties have no place in IG1 and are lost: PB, RU." (ids not
// empty).
Diagnostic lostProperties(std::string_view format, const std::set<std::string>& ids);

} // namespace irodori::record
