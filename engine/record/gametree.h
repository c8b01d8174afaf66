// The game tree (棋譜の木): nodes with ordered properties, variations
// (変化) as children, and the current path a viewer walks along.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace irodori::record {

// One SGF property: an identifier and its values in file order.
//
// Values are kept *raw*: the text between '[' and ']' with its escapes, as
// UTF-8. Keeping them raw is what lets unknown and private properties
// (MULTIGOGM, SBKV, ...) be written back exactly as they came, and lets a
// compose value be split at its first unescaped ':' before unescaping. The
// helpers in properties.h and semantics.h convert to and from plain text.
struct Property {
    std::string id;
    std::vector<std::string> values;

    friend bool operator==(const Property&, const Property&) = default;
};

// One node (着手, 配置 or just a comment): properties plus children. The
// first child continues the line; further children are variations.
class Node {
public:
    Node() = default;
    // Deep trees (a long main line is a chain thousands of nodes deep) are
    // freed without recursion.
    ~Node();
    Node(const Node&) = delete;
    Node& operator=(const Node&) = delete;

    // --- properties, in file order
    const std::vector<Property>& properties() const { return props_; }
    std::vector<Property>& properties() { return props_; }
    const Property* find(std::string_view id) const;
    Property* find(std::string_view id);
    bool has(std::string_view id) const { return find(id) != nullptr; }
    // The first raw value of id, or "" if the property is absent.
    std::string_view rawValue(std::string_view id) const;
    // Replaces the values of id where the property stands (keeping its place
    // among the others), or appends the property at the end.
    void setRaw(std::string_view id, std::vector<std::string> values);
    void setRaw(std::string_view id, std::string value);
    // Removes id; returns whether it was there.
    bool remove(std::string_view id);

    // --- tree structure
    Node* parent() const { return parent_; }
    int childCount() const { return static_cast<int>(children_.size()); }
    Node* child(int i) const { return children_[static_cast<std::size_t>(i)].get(); }
    const std::vector<std::unique_ptr<Node>>& children() const { return children_; }
    // Appends an empty child (a new variation if there are children already).
    Node* addChild();
    Node* addChild(std::unique_ptr<Node> node);
    Node* insertChild(int index, std::unique_ptr<Node> node);
    // Detaches child i and hands it over (with its subtree).
    std::unique_ptr<Node> takeChild(int i);
    // Position among the parent's children, -1 for a root.
    int indexInParent() const;
    // The child that forward navigation follows: the last one visited, else 0.
    int selectedChild() const { return selected_; }
    void setSelectedChild(int i);

    // A deep copy of this node and its subtree (without a parent).
    std::unique_ptr<Node> clone() const;

private:
    std::vector<Property> props_;
    std::vector<std::unique_ptr<Node>> children_;
    Node* parent_ = nullptr;
    int selected_ = 0;
};

// The nodes of the subtree under top, top first, in the order a record is
// written (a node, then its first line, then its other variations). A
// stack, not recursion: a line may be tens of thousands of nodes deep.
std::vector<const Node*> subtreeInOrder(const Node& top);
std::vector<Node*> subtreeInOrder(Node& top);

// One game (局): a root node and its tree, plus the node a viewer stands on.
// The root holds the root and game-info properties (SZ, GM, PB, KM, ...).
class GameTree {
public:
    GameTree();
    // A new record: root with GM and SZ (and nothing else).
    explicit GameTree(int boardSize, int gameType = 1);
    // Takes over a tree built by a reader. Precondition: root has no parent.
    explicit GameTree(std::unique_ptr<Node> root);
    GameTree(GameTree&&) noexcept = default;
    GameTree& operator=(GameTree&&) noexcept = default;
    GameTree clone() const;

    Node& root() { return *root_; }
    const Node& root() const { return *root_; }

    // SZ of the root (19 if absent, 15 for GM[4]; SZ[n:n] counts as n). Readers refuse
    // non-square and oversized boards, so this is always 2..25 after loading.
    int boardSize() const;
    // GM of the root: 1 = Go, 4 = Gomoku/Renju (1 if absent).
    int gameType() const;

    // --- the current path
    Node* current() const { return current_; }
    // Moves to n (a node of this tree) and makes every ancestor remember the
    // branch that leads to it, so forward() later follows the same line.
    void setCurrent(Node* n);
    bool forward();            // to the selected child; false at the end of a line
    bool back();               // to the parent; false at the root
    void toStart() { current_ = root_.get(); }
    void toEnd();              // follows the selected children to a leaf
    bool nextVariation();      // to the next sibling of the current node
    bool previousVariation();  // to the previous sibling
    // Root .. current, inclusive.
    std::vector<Node*> currentPath() const;

    // Root .. n, inclusive. Precondition: n belongs to this tree.
    static std::vector<const Node*> pathTo(const Node* n);
    // Root and the first child of every node after it.
    std::vector<const Node*> mainLine() const;
    // Every node of the tree, root included.
    std::size_t nodeCount() const;
    // Lines besides the main line: leaves minus one.
    std::size_t variationCount() const;

private:
    std::unique_ptr<Node> root_;
    Node* current_ = nullptr;
};

// Several games in one file (SGF collection).
using Collection = std::vector<GameTree>;

} // namespace irodori::record
