#include "replay.h"

#include "semantics.h"

#include "core/coords.h"

namespace irodori::record {

Rules rulesOf(const Node& root)
{
    Rules r;
    r.komi = komi(root).value_or(0.0);
    // Renju and gomoku (GM[4]): stones are never taken.
    const std::string_view gm = root.rawValue("GM");
    r.captures = gm != "4";
    return r;
}

void applyNode(Position& pos, const Node& node, int size, std::vector<Diagnostic>* warnings)
{
    bool blackSetup = false;
    for (const SetupStone& s : setupStones(node, size)) {
        if (s.color == Empty) {
            if (pos.board().color(s.point) != Empty)
                pos.setup(s.point, Empty);
        } else {
            pos.setup(s.point, s.color);
        }
        blackSetup = blackSetup || s.color == Black;
    }
    if (const auto pl = playerToMove(node))
        pos.setToMove(*pl);
    else if (blackSetup && handicap(node) >= 2)
        pos.setToMove(White); // handicap stones (置碁): White plays first
    const auto move = nodeMove(node, size);
    if (!move)
        return;
    const MoveError e = pos.playForced(*move);
    if (e != MoveError::None && warnings && !node.has("KO")) {
        const std::string where = toGtp(pos.board(), move->point);
        warnings->push_back({0, 0,
                             "Move " + std::to_string(pos.moveNumber()) + " (" + colorName(move->color) + " " +
                                 where + "): " + describe(e) + " It was played as the record says."});
    }
}

Position positionAt(const GameTree& tree, const Node* node, std::vector<Diagnostic>* warnings)
{
    const int size = tree.boardSize();
    Position pos(size, rulesOf(tree.root()));
    for (const Node* n : GameTree::pathTo(node))
        applyNode(pos, *n, size, warnings);
    return pos;
}

} // namespace irodori::record
