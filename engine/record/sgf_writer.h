// Writing SGF FF[4]: UTF-8 with CA[UTF-8], canonical and deterministic, so
// that save -> load -> save gives the same bytes.
#pragma once

#include "gametree.h"

#include <string>

namespace irodori::record {

// The application that writes: AP[Irodori:<version>].
std::string applicationValue();

// One game tree, or a whole collection, as SGF text (UTF-8, no byte order
// mark). The root starts with FF[4], GM, CA[UTF-8] and AP, then its other
// properties in their order; every node keeps its properties in order,
// unknown ones exactly as read. Empty texts, HA[0] and empty point lists
// are left out. One node per line; variations in parentheses.
std::string writeSgf(const GameTree& game);
std::string writeSgf(const Collection& games);

} // namespace irodori::record
