// Internals of the SGF reader shared by the parser (structure) and the
// node normaliser (properties). Not part of the module's interface.
#pragma once

#include "diagnostic.h"
#include "gametree.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace irodori::record::detail {

// Turns byte offsets into 1-based lines and columns (in characters) for
// warnings. The line index is built on the first warning only, so a clean
// file never pays for it.
class Reporter {
public:
    Reporter(std::string_view text, Diagnostics& out)
        : text_(text), out_(out)
    {
    }
    void warn(std::size_t offset, std::string message);
    // A short quotation of raw text for a message: at most 30 characters.
    static std::string quote(std::string_view raw);

private:
    std::string_view text_;
    Diagnostics& out_;
    std::vector<std::size_t> lineStarts_;
    int cacheLine_ = 0;
    std::size_t cacheOffset_ = 0;
    int cacheColumn_ = 1;
};

struct PendingValue {
    std::string_view raw;
    std::size_t offset = 0;
    bool oldLabel = false; // FF[3] L[]: a point that gets the next letter
};

struct PendingProperty {
    std::string id;
    std::size_t offset = 0;
    std::vector<PendingValue> values;
};

// What the root of a game says about reading the rest of it.
struct GameContext {
    int fileFormat = 1; // FF (1 when absent: the oldest files have none)
    int gameType = 1;   // GM
    int size = 19;      // SZ
    bool usable = true;
    std::string error;  // why the game cannot be used
};

// Normalises the pending properties of one node into node: FF[1]-FF[3]
// identifiers, repeated properties merged, B and W (or a move in the root,
// or setup and a move) split into consecutive nodes, values checked and
// written in their canonical form. For a root it first reads FF, GM and SZ
// into ctx. Returns the last node (node itself unless it was split).
Node* finishNode(Node* node, std::vector<PendingProperty>& props, std::size_t count, bool isRoot,
                 GameContext& ctx, Reporter& report);

} // namespace irodori::record::detail
