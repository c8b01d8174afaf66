// ReplayCache: the position at any node of a game tree without replaying
// the whole record each time the viewer moves.
//
// A 3,600-move record replayed from the first move on every key press would
// make stepping through a long game sluggish. The cache remembers the line
// it last replayed (root .. node) with a position every kStride nodes, so:
// one move forward applies one node, one move back restarts from the
// nearest remembered position (at most kStride nodes to apply), and a jump
// to another variation restarts from the last remembered position the two
// lines share.
#pragma once

#include "record/diagnostic.h"
#include "record/gametree.h"

#include "core/position.h"

#include <cstddef>
#include <vector>

namespace irodori::ui {

class ReplayCache {
public:
    // Nodes between two remembered positions. Copying a position costs
    // about as much as applying a few dozen nodes; this keeps both the
    // memory (a 3,600-move line holds ~56 copies) and a step back small.
    static constexpr std::size_t kStride = 64;

    // The position after node (a node of tree), with the SGF execution
    // semantics of record::applyNode. The reference stays valid until the
    // next call or invalidation.
    const Position& positionAt(const record::GameTree& tree, const record::Node* node);
    // The position last returned by positionAt.
    const Position& current() const { return current_; }

    // The replay warnings of the node last asked for (an illegal move the
    // record plays anyway), empty for a sound move.
    const std::vector<record::Diagnostic>& warnings() const;

    // Forgets everything: the game, its komi or a node's move or setup changed.
    void clear();
    // Forgets the nodes at depth >= depth of the remembered line (the root
    // has depth 0): call before a node on the line is deleted or edited, so a
    // freed node's address can never be mistaken for a new node.
    void forgetFrom(std::size_t depth);

    // For tests and measurements: how many nodes were applied in total.
    std::size_t appliedNodes() const { return applied_; }

private:
    void extendTo(const record::GameTree& tree, const std::vector<const record::Node*>& path);
    // Applies node (a child of the last node of the line) and remembers it.
    void apply(int size, const record::Node* node);

    const record::Node* root_ = nullptr;
    // root .. the node last asked for
    std::vector<const record::Node*> line_;
    // warnings_[i]: the replay warnings of line_[i]
    std::vector<std::vector<record::Diagnostic>> warnings_;
    // checkpoints_[k]: the position after line_[k * kStride]
    std::vector<Position> checkpoints_;
    Position current_;
    std::size_t applied_ = 0;
};

} // namespace irodori::ui
