// Internals of the group reading shared by its static judgement and its
// search.
#pragma once

#include "owl.h"

#include <cstdint>
#include <vector>

namespace irodori::analysis::owl {

// Scratch space of one reader, sized to the board.
struct Scratch {
    std::vector<std::uint32_t> mark; // flood-fill marks, mark[p] == pass
    std::uint32_t pass = 0;
    std::vector<int> label;          // per point: 0 unseen, -1 open, >0 eye-space id
    std::vector<int> distOwn, distEnemy; // distances through empty points
    std::vector<Point> queue;

    void resize(int points);
    std::uint32_t newPass();
};

// The group being read: its original stones plus the owner's stones played
// during the reading (they join the group they are played for).
struct Goal {
    Color color = Empty;
    Point target = kNoPoint;        // the question's point
    std::vector<Point> stones;      // original stones, then stones played for it
    // Per point, when an analysis was given: 1 where a stone of a friendly
    // group judged alive stands (a group the goal escapes to by joining
    // it). Empty without an analysis: any friendly string with liberties
    // to spare then counts.
    std::vector<std::uint8_t> strong;
    // A ko point the side to move may not take back (劫): a string of the
    // group whose last liberty it is cannot be taken at once.
    Point koPoint = kNoPoint;
};

// The heads of the owner's strings that hold a stone of the goal.
std::vector<Point> goalStrings(const Board& b, const Goal& goal, Scratch& s);

// The static judgement (see OwlView).
OwlView judge(const Board& b, const Goal& goal, Scratch& s);

// The light group used without an analysis: the string at p and, around
// it, strings of its colour that share two liberties (miai) or touch it
// diagonally with both crossing points empty (kosumi).
std::vector<Point> lightGroup(const Board& b, Point p);

} // namespace irodori::analysis::owl
