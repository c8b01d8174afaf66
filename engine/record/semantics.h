// What the properties of a node mean for Go: the move, setup stones (置石),
// markup, comments and game information. Points are board array indices for
// a board of the given size (the same values as Board(size).at(x, y)).
#pragma once

#include "gametree.h"
#include "properties.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace irodori::record {

// --- moves and setup

// The move of the node (B or W; a pass has point kPass), or nullopt if the
// node has no move or its value is not a point of this board.
std::optional<Move> nodeMove(const Node& node, int size);
// Replaces the node's move (B or W) with m.
void setNodeMove(Node& node, const Move& m, int size);

// Plays m at the current node of tree the way a board view does: follows
// an existing child with the same move, or adds a new child (a new
// variation if the node has children already); the new node becomes current.
Node* addMove(GameTree& tree, const Move& m);

struct SetupStone {
    Point point = kNoPoint;
    Color color = Empty; // Empty: the point is cleared (AE)
};
// The AB, AW and AE points of the node, compressed lists expanded.
std::vector<SetupStone> setupStones(const Node& node, int size);
// Gives p the colour c (Empty = AE) in this node's setup, removing p from
// the other two lists.
void setSetupStone(Node& node, Point p, Color c, int size);
// Takes p out of the node's AB, AW and AE lists: the node leaves the point
// as the position before it had it. Returns whether p was in one of them.
bool clearSetupStone(Node& node, Point p, int size);
// PL: who plays next, if the node says so.
std::optional<Color> playerToMove(const Node& node);
void setPlayerToMove(Node& node, std::optional<Color> c);

// --- text

// The value of id as plain text: unescaped as Text or SimpleText for the
// properties of those types, raw for the others; "" if absent.
std::string textValue(const Node& node, std::string_view id);
// Sets id to text (escaped for SGF); an empty text removes the property.
void setTextValue(Node& node, std::string_view id, std::string_view text);
inline std::string comment(const Node& node) { return textValue(node, "C"); }
inline void setComment(Node& node, std::string_view text) { setTextValue(node, "C", text); }

// --- markup

enum class MarkKind { Circle, Cross, Square, Triangle, Selected, Label, Arrow, Line };
struct Mark {
    MarkKind kind = MarkKind::Circle;
    Point point = kNoPoint;
    Point to = kNoPoint; // Arrow and Line: the other end
    std::string label;   // Label: the text (unescaped)
};
std::vector<Mark> marks(const Node& node, int size);
// Adds m; a point mark (everything but arrows and lines) replaces any other
// point mark on the same point.
void addMark(Node& node, const Mark& m, int size);
// Removes every point mark on p (labels included), and the arrows and
// lines touching p.
void clearMarks(Node& node, Point p, int size);
// Removes the point marks on p alone: arrows and lines stay.
void removePointMarks(Node& node, Point p, int size);
// Removes the arrow from -> to (kind Arrow) or the line between the two
// points, either way round (kind Line); returns whether it was there.
bool removeLineMark(Node& node, MarkKind kind, Point from, Point to, int size);

// --- annotations

enum class MoveAnnotation { None, Bad, Doubtful, Interesting, Tesuji };
MoveAnnotation moveAnnotation(const Node& node);
// Replaces the node's move annotation (BM, DO, IT, TE; None removes it).
// BM and TE are written with the value 1 (not emphasised).
void setMoveAnnotation(Node& node, MoveAnnotation annotation);
// The judgement of the position after the node (GB, GW, DM, UC).
enum class PositionAnnotation { None, GoodForBlack, GoodForWhite, Even, Unclear };
PositionAnnotation positionAnnotation(const Node& node);
void setPositionAnnotation(Node& node, PositionAnnotation annotation);
// HO: a node worth a look (a turning point, a mistake).
bool isHotspot(const Node& node);
void setHotspot(Node& node, bool on);

// --- game information (root or game-info node)

// KM, or nullopt if absent or not a number.
std::optional<double> komi(const Node& node);
void setKomi(Node& node, std::optional<double> komi);
// HA (0 if absent).
int handicap(const Node& node);
// The game-info properties in the order a dialog shows them.
const std::vector<const PropertyInfo*>& gameInfoProperties();

} // namespace irodori::record
