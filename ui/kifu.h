// The game record printed as players print it (棋譜): the line shown cut
// into figures of a number of moves each; each figure draws the stones on
// the board before its first move and the figure's moves as numbered
// stones; a move on a point the figure has numbered already (a ko retaken,
// a point filled after a capture) or that held a stone at its start is
// written under the figure ("52 at 48", "60 at D4"), and so is a pass.
// File → Export Game Record as PDF… writes the figures one to a page, with
// the players, the result and the other game information above the first.
#pragma once

#include "boardsnapshot.h"

#include "core/color.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace irodori::record {
class GameTree;
class Node;
} // namespace irodori::record

namespace irodori::ui::kifu {

struct NumberedStone {
    GridPoint at;
    Color color = Empty;
    int number = 0;
};

struct Figure {
    int first = 1; // the number of its first move
    int last = 0;  // and of its last
    BoardSnapshot start; // the stones before the first move
    std::vector<NumberedStone> numbered;
    QStringList notes;   // the moves that could not be numbered on the board
};

// The figures of the line from the root to end, movesPerFigure moves each
// (the last may have fewer). A line without moves gives no figure.
std::vector<Figure> figures(const record::GameTree& tree, const record::Node* end, int movesPerFigure);

// Writes the figures to a PDF file, one to a page, header lines above the
// first. Returns "" on success, else a sentence saying what went wrong.
QString writePdf(const std::vector<Figure>& figures, const QStringList& header, const QString& title,
                 const QString& path);

} // namespace irodori::ui::kifu
