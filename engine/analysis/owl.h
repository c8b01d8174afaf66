// Group life-and-death reading (群の死活探索): can the opponent kill the
// group (dragon) at a point if it moves first, and can the owner make it
// live if it moves first?
//
// Where the tactical reader (連の死活) asks whether one string can be
// captured, this asks whether a whole group can make two eyes or run away.
// It is a small alpha-beta search over the moves that matter for life: the
// vital points (急所) of the group's eye spaces, the points of those spaces,
// the group's liberties and the points just outside it (eye space made or
// taken away, escape), and the capture or rescue of strings in atari next to
// it. At every node a static judgement of the eye spaces and of the room
// around the group decides whether the group is already alive (two sure
// eyes), already dead (cannot make two eyes and has nowhere to go), or still
// open; when the node budget runs out an open group is judged by its eye
// potential. Results use GNU Go's codes, as the tactical reader does.
#pragma once

#include "core/position.h"
#include "tactics/reader.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace irodori::analysis {

struct Analysis;

// Limits of one question.
struct OwlBudget {
    // Positions visited (moves played, the trial moves that order the
    // candidates included) per question. Beyond it open groups are judged
    // statically.
    std::uint64_t maxNodes = 10000;
    int maxDepth = 14;   // plies
    int width = 6;       // candidate moves tried just below the root (the root
                         // tries them all), fewer deeper
};

// The static view of a group at one node (what the tests and the trace
// show). Eye values are in halves: 2 = one eye, 4 = two eyes.
struct OwlView {
    enum class Verdict : std::uint8_t { Open, Alive, Dead };
    Verdict verdict = Verdict::Open;
    bool captured = false;  // the string at the question's point is gone
    int eyesMin = 0;        // sure eyes (the attacker moves first everywhere)
    int bestGain = 0;       // what one owner's move adds in one eye space
    int openRoom = 0;       // halves the open room around the group may still give
    int reach = 0;          // empty points within three steps of the group
    int liberties = 0;      // fewest liberties of the group's strings
    int weakNeighbour = 0;  // fewest liberties of an enemy string touching the group (0: none)
    bool escape = false;    // the room reaches a friendly string with liberties to spare
    // Every liberty of the group is also one of a single enemy string
    // that has exactly those liberties, two or more, and the group has no
    // eye of its own: neither side can fill the last two without giving
    // the other the capture (a standoff, セキ, unless the capture leaves
    // the taker a shape the other kills). The owner may then pass.
    bool mutual = false;
    std::vector<Point> vital;  // 急所 of critical spaces, half-eye points
    std::vector<Point> spaces; // points of eye spaces whose value is not settled
    std::vector<Point> room;   // open points near the group it may still use
    // A number for move ordering: larger is better for the owner.
    int score() const;
};

class Owl {
public:
    explicit Owl(OwlBudget budget = {});
    ~Owl();
    Owl(const Owl&) = delete;
    Owl& operator=(const Owl&) = delete;

    // The opponent of the stone at p moves first: can it kill the group?
    // code 0 (no), 1 (yes), 2 (yes through a ko the owner must start),
    // 3 (only by winning a ko it must start); move = the killing move.
    // The group is the evaluation's group of p when an analysis is given,
    // else the string at p with the strings it shares two liberties with.
    tactics::ReadResult attack(const Position& pos, Point p, const Analysis* analysis = nullptr);
    // The owner moves first: can it make the group live? move = kPass when
    // the group lives without a move.
    tactics::ReadResult defend(const Position& pos, Point p, const Analysis* analysis = nullptr);

    // The next question (attack or defend) leaves these moves of the side
    // that moves first out at its root: moves the caller found refuted when
    // it read the position after them as a question of its own. The root
    // answer is then neither looked up nor stored.
    void excludeAtRoot(std::vector<Point> moves);
    // The next defend() reads the owner's moves even when the group looks
    // dead as it stands (by default such a root is given up unread).
    void readDeadLookingRoot();

    // The first max moves mover would try at the root of a question about
    // the group at p, best first (ko captures left out).
    std::vector<Point> rootMoves(const Position& pos, Point p, Color mover, int max,
                                 const Analysis* analysis = nullptr);

    // The static judgement of the group at p as it stands.
    OwlView view(const Position& pos, Point p, const Analysis* analysis = nullptr);

    // Positions visited since the last reset (GTP get_owl_node_counter).
    std::uint64_t nodes() const;
    void resetNodes();
    // True when the last question ran out of nodes somewhere (its answer
    // rests partly on the static judgement).
    bool budgetExhausted() const;
    // A flag another thread may set to stop the reading; a stopped question
    // answers 0.
    void setCancelFlag(const std::atomic<bool>* flag);
    bool cancelled() const;
    void clearCache();
    const OwlBudget& budget() const;
    void setBudget(const OwlBudget& budget);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// One-shot forms with a fresh reader.
tactics::ReadResult owlAttack(const Position& pos, Point p, const OwlBudget& budget = {});
tactics::ReadResult owlDefend(const Position& pos, Point p, const OwlBudget& budget = {});

} // namespace irodori::analysis
