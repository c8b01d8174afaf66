// Renju threats (脅威): what a stone on each empty point would make for
// either side — a five, a four (a straight four 達四), a four-three (四三),
// a double four or double three where the rules allow them, a three — the
// study view of a Renju position, with the wins by continuous fours.
#pragma once

#include "rules.h"

#include <vector>

namespace irodori::renju {

enum class ThreatKind {
    Five,         // five in a row: the game is won
    FourFour,     // two fours (White, or gomoku): a win
    StraightFour, // an open four (達四): two five points, a win
    FourThree,    // a four and a three (四三): a win
    Four,         // one five point: the opponent must block it
    ThreeThree,   // two threes (White, or gomoku)
    Three,        // one three: a straight four next
};

struct Threat {
    Point point = kNoPoint;
    Color color = Empty;
    ThreatKind kind = ThreatKind::Three;
};

// Whether the threat wins by itself (when the opponent has no four).
bool isWinning(ThreatKind kind);
// A short label: "5", "44", "4", "43", "4", "33", "3" (the straight four
// "4" too; isWinning() tells it from a plain four).
const char* threatLabel(ThreatKind kind);

// The threats of both colours on every empty point, the strongest of each
// colour at each point, Black's first. Points forbidden to Black make no
// Black threat (unless they make five).
std::vector<Threat> threats(Board& b, RuleSet rules);

} // namespace irodori::renju
