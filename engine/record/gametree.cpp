#include "gametree.h"

#include <algorithm>
#include <charconv>
#include <utility>

namespace irodori::record {

namespace {

int leadingNumber(std::string_view s, int fallback)
{
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    int v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    return r.ec == std::errc() ? v : fallback;
}

} // namespace

Node::~Node()
{
    // Unlink the subtree into a work list first: destroying a chain of
    // thousands of nodes recursively would overflow the stack.
    std::vector<std::unique_ptr<Node>> pending = std::move(children_);
    while (!pending.empty()) {
        std::unique_ptr<Node> n = std::move(pending.back());
        pending.pop_back();
        for (auto& c : n->children_)
            pending.push_back(std::move(c));
        n->children_.clear();
    }
}

const Property* Node::find(std::string_view id) const
{
    for (const Property& p : props_)
        if (p.id == id)
            return &p;
    return nullptr;
}

Property* Node::find(std::string_view id)
{
    for (Property& p : props_)
        if (p.id == id)
            return &p;
    return nullptr;
}

std::string_view Node::rawValue(std::string_view id) const
{
    const Property* p = find(id);
    return p && !p->values.empty() ? std::string_view(p->values.front()) : std::string_view();
}

void Node::setRaw(std::string_view id, std::vector<std::string> values)
{
    if (Property* p = find(id)) {
        p->values = std::move(values);
        return;
    }
    props_.push_back({std::string(id), std::move(values)});
}

void Node::setRaw(std::string_view id, std::string value)
{
    std::vector<std::string> v;
    v.push_back(std::move(value));
    setRaw(id, std::move(v));
}

bool Node::remove(std::string_view id)
{
    const auto it = std::find_if(props_.begin(), props_.end(), [&](const Property& p) { return p.id == id; });
    if (it == props_.end())
        return false;
    props_.erase(it);
    return true;
}

Node* Node::addChild()
{
    return addChild(std::make_unique<Node>());
}

Node* Node::addChild(std::unique_ptr<Node> node)
{
    node->parent_ = this;
    children_.push_back(std::move(node));
    return children_.back().get();
}

Node* Node::insertChild(int index, std::unique_ptr<Node> node)
{
    index = std::clamp(index, 0, childCount());
    node->parent_ = this;
    Node* raw = node.get();
    children_.insert(children_.begin() + index, std::move(node));
    if (selected_ >= index && childCount() > 1)
        ++selected_;
    return raw;
}

std::unique_ptr<Node> Node::takeChild(int i)
{
    std::unique_ptr<Node> n = std::move(children_[static_cast<std::size_t>(i)]);
    children_.erase(children_.begin() + i);
    n->parent_ = nullptr;
    if (selected_ > i || selected_ >= childCount())
        selected_ = std::max(0, selected_ - 1);
    return n;
}

int Node::indexInParent() const
{
    if (!parent_)
        return -1;
    for (int i = 0; i < parent_->childCount(); ++i)
        if (parent_->child(i) == this)
            return i;
    return -1;
}

void Node::setSelectedChild(int i)
{
    if (i >= 0 && i < childCount())
        selected_ = i;
}

std::unique_ptr<Node> Node::clone() const
{
    auto copy = std::make_unique<Node>();
    // Iterative copy, for the same reason as the destructor.
    std::vector<std::pair<const Node*, Node*>> work{{this, copy.get()}};
    while (!work.empty()) {
        auto [from, to] = work.back();
        work.pop_back();
        to->props_ = from->props_;
        to->selected_ = from->selected_;
        for (const auto& c : from->children_)
            work.emplace_back(c.get(), to->addChild());
    }
    return copy;
}

GameTree::GameTree()
    : root_(std::make_unique<Node>()), current_(root_.get())
{
}

GameTree::GameTree(int boardSize, int gameType)
    : GameTree()
{
    root_->setRaw("GM", std::to_string(gameType));
    root_->setRaw("SZ", std::to_string(boardSize));
}

GameTree::GameTree(std::unique_ptr<Node> root)
    : root_(root ? std::move(root) : std::make_unique<Node>()), current_(root_.get())
{
}

GameTree GameTree::clone() const
{
    GameTree copy(root_->clone());
    // Find the copy of current_ by its path of child indices.
    std::vector<int> indices;
    for (const Node* n = current_; n && n->parent(); n = n->parent())
        indices.push_back(n->indexInParent());
    Node* c = copy.root_.get();
    for (auto it = indices.rbegin(); it != indices.rend(); ++it)
        c = c->child(*it);
    copy.current_ = c;
    return copy;
}

int GameTree::boardSize() const
{
    // Without SZ: 19x19 for Go, 15x15 for Gomoku and Renju (GM[4]).
    const int fallback = gameType() == 4 ? 15 : 19;
    const std::string_view sz = root_->rawValue("SZ");
    return sz.empty() ? fallback : leadingNumber(sz, fallback);
}

int GameTree::gameType() const
{
    const std::string_view gm = root_->rawValue("GM");
    return gm.empty() ? 1 : leadingNumber(gm, 1);
}

void GameTree::setCurrent(Node* n)
{
    if (!n)
        return;
    current_ = n;
    for (Node* c = n; c->parent(); c = c->parent())
        c->parent()->setSelectedChild(c->indexInParent());
}

bool GameTree::forward()
{
    if (current_->childCount() == 0)
        return false;
    current_ = current_->child(current_->selectedChild());
    return true;
}

bool GameTree::back()
{
    if (!current_->parent())
        return false;
    current_ = current_->parent();
    return true;
}

void GameTree::toEnd()
{
    while (forward()) {
    }
}

bool GameTree::nextVariation()
{
    Node* p = current_->parent();
    if (!p)
        return false;
    const int i = current_->indexInParent();
    if (i + 1 >= p->childCount())
        return false;
    setCurrent(p->child(i + 1));
    return true;
}

bool GameTree::previousVariation()
{
    Node* p = current_->parent();
    if (!p)
        return false;
    const int i = current_->indexInParent();
    if (i <= 0)
        return false;
    setCurrent(p->child(i - 1));
    return true;
}

std::vector<Node*> GameTree::currentPath() const
{
    std::vector<Node*> path;
    for (Node* n = current_; n; n = n->parent())
        path.push_back(n);
    std::reverse(path.begin(), path.end());
    return path;
}

std::vector<const Node*> GameTree::pathTo(const Node* n)
{
    std::vector<const Node*> path;
    for (; n; n = n->parent())
        path.push_back(n);
    std::reverse(path.begin(), path.end());
    return path;
}

std::vector<const Node*> GameTree::mainLine() const
{
    std::vector<const Node*> line;
    for (const Node* n = root_.get(); n; n = n->childCount() ? n->child(0) : nullptr)
        line.push_back(n);
    return line;
}

namespace {

template <class N>
std::vector<N*> inOrder(N& top)
{
    // Depth first, the first child first: children go on the stack last to first.
    std::vector<N*> out;
    std::vector<N*> stack{&top};
    while (!stack.empty()) {
        N* n = stack.back();
        stack.pop_back();
        out.push_back(n);
        for (int i = n->childCount() - 1; i >= 0; --i)
            stack.push_back(n->child(i));
    }
    return out;
}

} // namespace

std::vector<const Node*> subtreeInOrder(const Node& top)
{
    return inOrder<const Node>(top);
}

std::vector<Node*> subtreeInOrder(Node& top)
{
    return inOrder<Node>(top);
}

std::size_t GameTree::nodeCount() const
{
    std::size_t count = 0;
    std::vector<const Node*> work{root_.get()};
    while (!work.empty()) {
        const Node* n = work.back();
        work.pop_back();
        ++count;
        for (const auto& c : n->children())
            work.push_back(c.get());
    }
    return count;
}

std::size_t GameTree::variationCount() const
{
    std::size_t leaves = 0;
    std::vector<const Node*> work{root_.get()};
    while (!work.empty()) {
        const Node* n = work.back();
        work.pop_back();
        if (n->childCount() == 0)
            ++leaves;
        for (const auto& c : n->children())
            work.push_back(c.get());
    }
    return leaves - 1;
}

} // namespace irodori::record
