#include "replaycache.h"

#include "record/replay.h"

#include <algorithm>

namespace irodori::ui {

const Position& ReplayCache::positionAt(const record::GameTree& tree, const record::Node* node)
{
    if (&tree.root() != root_) {
        clear();
        root_ = &tree.root();
    }
    // The usual steps of a viewer: the same node, or one move forward.
    if (!line_.empty() && node == line_.back())
        return current_;
    if (!line_.empty() && node->parent() == line_.back()) {
        apply(tree.boardSize(), node);
        return current_;
    }
    // Root .. node, gathered bottom-up (cheaper than GameTree::pathTo's copy).
    std::vector<const record::Node*> path;
    for (const record::Node* n = node; n; n = n->parent())
        path.push_back(n);
    std::reverse(path.begin(), path.end());

    std::size_t shared = 0;
    while (shared < path.size() && shared < line_.size() && path[shared] == line_[shared])
        ++shared;
    if (shared < line_.size()) {
        // Going back or sideways: restart from the last remembered position
        // at or before the fork.
        if (shared == 0) {
            line_.clear();
            warnings_.clear();
            checkpoints_.clear();
        } else {
            const std::size_t k = (shared - 1) / kStride;
            checkpoints_.resize(k + 1);
            current_ = checkpoints_[k];
            line_.resize(k * kStride + 1);
            warnings_.resize(line_.size());
        }
    }
    extendTo(tree, path);
    return current_;
}

void ReplayCache::extendTo(const record::GameTree& tree, const std::vector<const record::Node*>& path)
{
    const int size = tree.boardSize();
    if (line_.empty())
        current_ = Position(size, record::rulesOf(tree.root()));
    for (std::size_t i = line_.size(); i < path.size(); ++i)
        apply(size, path[i]);
}

void ReplayCache::apply(int size, const record::Node* node)
{
    std::vector<record::Diagnostic> w;
    record::applyNode(current_, *node, size, &w);
    ++applied_;
    if (line_.size() % kStride == 0)
        checkpoints_.push_back(current_);
    line_.push_back(node);
    warnings_.push_back(std::move(w));
}

const std::vector<record::Diagnostic>& ReplayCache::warnings() const
{
    static const std::vector<record::Diagnostic> none;
    return warnings_.empty() ? none : warnings_.back();
}

void ReplayCache::clear()
{
    root_ = nullptr;
    line_.clear();
    warnings_.clear();
    checkpoints_.clear();
    current_ = Position();
}

void ReplayCache::forgetFrom(std::size_t depth)
{
    if (depth >= line_.size())
        return;
    if (depth == 0) {
        clear();
        return;
    }
    // Keep the checkpoints of depths below `depth`; the position is rebuilt
    // from the last of them at the next call.
    const std::size_t k = (depth - 1) / kStride;
    checkpoints_.resize(std::min(checkpoints_.size(), k + 1));
    current_ = checkpoints_[k];
    line_.resize(k * kStride + 1);
    warnings_.resize(line_.size());
}

} // namespace irodori::ui
