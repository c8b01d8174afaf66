// Turning a whole record: mirrored, rotated or with the colours exchanged
// (Edit → Transform Board). Every point a property names — moves, set-up
// stones, marks, labels, arrows and lines, territory — is moved with the
// board, so the game reads the same from another corner or from the other
// side of the board.
#pragma once

#include "gametree.h"

#include <vector>

namespace irodori::record {

enum class BoardTransform {
    FlipHorizontally,   // left and right exchanged (a mirror on the vertical axis)
    FlipVertically,     // top and bottom exchanged
    RotateClockwise,    // a quarter turn; the top-left corner goes to the top right
    RotateAnticlockwise,
    SwapColors,         // Black's moves, stones, marks of territory and names become White's
};

// Applies t to every node of tree. Compressed point lists ([aa:cc]) are
// written point by point; passes and values that name no point of the
// board stay as they are. SwapColors exchanges the colour properties (B and
// W, AB and AW, TB and TW, BL and WL, OB and OW, PB and PW, BR and WR, BT and
// WT, GB and GW), the side to move (PL) and the winner in RE.
void transform(GameTree& tree, BoardTransform t);

} // namespace irodori::record
