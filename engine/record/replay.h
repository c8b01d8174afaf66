// Replaying a line of a game tree into a Position.
#pragma once

#include "diagnostic.h"
#include "gametree.h"

#include "core/position.h"

#include <vector>

namespace irodori::record {

// The rules a record implies: komi from KM (0 if absent or unreadable),
// everything else the defaults of Rules.
Rules rulesOf(const Node& root);

// Applies one node to pos the way SGF executes it: setup first (AE, AB,
// AW, then PL), then the move. A move the rules forbid (a ko recapture, a
// suicide, a stone on an occupied point) is still executed, because the
// record says it was played; a warning says what was wrong unless the node
// carries KO (the record marks the move as deliberately illegal).
void applyNode(Position& pos, const Node& node, int size, std::vector<Diagnostic>* warnings = nullptr);

// The position after node, replaying the path from the root of tree.
// Precondition: node belongs to tree.
Position positionAt(const GameTree& tree, const Node* node, std::vector<Diagnostic>* warnings = nullptr);

} // namespace irodori::record
