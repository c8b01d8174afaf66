// A standoff over shared liberties (セキ or a sacrifice): a group whose
// every liberty is also a liberty of one enemy string with exactly those
// liberties, neither having another. Neither side can fill the last two
// without giving the other the capture; what is left to either is a
// sacrifice (fill all the liberties but one and let the other take), and
// the taker then has the sacrificed stones' points as its eye space. Shared
// by the evaluation (step 20) and the group reading's static view.
#pragma once

#include "core/board.h"

#include <vector>

namespace irodori::analysis {

struct Standoff {
    Point inner = kNoPoint;        // the enemy string's head
    std::vector<Point> liberties;  // the shared liberties
    // False when another enemy string touching the group has no more
    // liberties than the shared ones: the group may take it instead, and
    // the standoff decides nothing.
    bool alone = false;
};

// The standoff of the group made of the strings at heads (every one with
// the same liberties, two or more, those of one enemy string touching
// them), or false.
bool findStandoff(const Board& b, const std::vector<Point>& heads, Standoff& out);

// Whether the owner of the strings at heads can sacrifice them over the
// liberties libs so that the space the taker gets (the stones and the
// points filled, all but one liberty) is one the sacrificer's placement
// kills: straight or bent three, square or pyramid four, bulky or crossed
// five, rabbity six, or smaller. *left, if given, gets the liberty left
// for the taker. A space of seven points or more lives.
bool killingSacrifice(const Board& b, const std::vector<Point>& heads, const std::vector<Point>& libs,
                      Point* left = nullptr);

} // namespace irodori::analysis
