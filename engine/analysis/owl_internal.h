// Internals of the group reading shared by its static judgement, its
// choice of moves and its search.
#pragma once

#include "owl.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <optional>
#include <unordered_map>
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
// True if some string of the group is in atari and every such string is
// lost by itself: not the target's, cut off from the rest (its liberty
// is no other string's of the group), with no enemy string beside it in
// atari to take, and its liberty no escape (a stone there would have one
// liberty at most). The rest lives or dies without them.
bool onlyLostStringsInAtari(const Board& b, const Goal& goal, Scratch& s);

// Scratch::label values besides the eye-space ids (> 0).
constexpr int kOpen = -1;    // open room, or part of a fill that was open
constexpr int kFilling = -2; // in the fill being made
// An empty point of a closed space beside an enemy wall string: the enemy
// plays there connected to its wall, so the point is no eye (and is open to
// the enemy like the points outside).
constexpr int kMarginal = -3;

// What an eye space is worth, in half eyes, and the point that decides it.
struct SpaceValue {
    int min = 0, max = 0; // halves: attacker first, owner first
    Point vital = kNoPoint;
};

// A closed eye space: its points (empty points and the enemy stones inside
// it) and whether enemy strings too strong to be stones inside it bound it
// besides the group (a wall: the group's space borders a living enemy, as
// along the wall of a group it is racing or in seki with).
struct Space {
    std::vector<Point> points;
    bool walled = false;
};

// The eye table's value of a closed space of n >= 3 points (owl_space.cpp).
SpaceValue shapeValue(const Board& b, const std::vector<Point>& space);
// The value of one connected piece of a closed space, spaces being all the
// closed spaces of the group (labelled in s.label).
SpaceValue pieceValue(const Board& b, const std::vector<Point>& piece, Color own, const Scratch& s,
                      const std::vector<Space>& spaces);
// The value of a space an enemy wall bounds too (see kMarginal).
SpaceValue walledValue(const Board& b, const Space& space, Color own, Scratch& s, const std::vector<Space>& spaces);

// The static judgement (see OwlView).
OwlView judge(const Board& b, const Goal& goal, Scratch& s);

// The light group used without an analysis: the string at p and, around
// it, strings of its colour that share two liberties (miai) or touch it
// diagonally with both crossing points empty (kosumi).
std::vector<Point> lightGroup(const Board& b, Point p);

// The one-space jumps (一間) and knight's moves (ケイマ) from the stones of
// the string at h to empty points on the lowest three lines, with the
// first step on the way empty and no enemy stone beside them: eye space
// along the edge beyond the group's liberties (owl_moves.cpp).
std::vector<Point> sideExtensions(const Board& b, Point h);

// Salt of positions read after the line's one ko capture (no more allowed):
// the ko held then changes the view too.
constexpr std::uint64_t kKoSpentSalt = 0x7f4a7c159e3779b9ULL;

// A move the search may read, with its place in the order.
struct Candidate {
    Point point = kNoPoint;
    int priority = 0;
    bool ko = false; // a ko capture the mover may make only after a threat
    int key = 0;
    int view = -1;   // the static view after the move, in Owl::Impl::views
};

} // namespace irodori::analysis::owl

namespace irodori::analysis {

// The reader's state: the question's position and group, the budget spent
// and the answers read so far. Its search is in owl.cpp, the group it is
// set up for and the moves it reads in owl_moves.cpp.
struct Owl::Impl {
    OwlBudget budget;
    Position pos{9};
    owl::Goal goal;
    owl::Scratch scratch;
    std::uint64_t nodes = 0;
    std::uint64_t questionNodes = 0;
    bool exhausted = false;
    const std::atomic<bool>* cancel = nullptr;
    bool stopped = false;
    int koThreats = 0; // ko captures after a threat on the current line
    int depthLimit = 0; // plies, raised step by step up to budget.maxDepth
    // Plies from the root where a group the static judgement calls alive
    // is read all the same (the attacker's moves at the root of an attack;
    // the owner's and the attacker's first moves when a group that looks
    // alive is to be defended); deeper down, and for the owner's moves
    // of an attack, the judgement stands.
    int readAliveTo = 1;
    // The side that moves first in this question (the attacker of
    // attack(), the owner of defend()).
    Color rootMover = Empty;
    // Liberties from which a kill the static judgement sees just after
    // the attacker's first move, or just after its answer to the owner's
    // first move, is read on (see search()).
    static constexpr int kLibertiesToVerifyKill = 3;
    static constexpr int kLibertiesToVerifyAnswer = 2;
    // Liberties up to which a life the static judgement sees just after
    // the owner's answer to the attacker's first move is read on, and the
    // attacker's moves read there (see search()).
    static constexpr int kLibertiesToVerifyLife = 2;
    static constexpr int kVerifyLifeWidth = 2;
    // The best move of the last, shallower reading, tried first at the
    // root by the next one.
    Point rootFirst = kNoPoint;
    // Root moves of rootMover left out for this question (see
    // Owl::excludeAtRoot()).
    std::vector<Point> rootExcluded;
    // Owl::readDeadLookingRoot(): the owner's root is read even if it looks dead.
    bool readDeadRoot = false;
    bool rootReadAfresh(int depth, Color mover) const
    {
        return depth == 0 && mover == rootMover && !rootExcluded.empty();
    }
    bool excludedAt(Point p, int depth, Color mover) const
    {
        return rootReadAfresh(depth, mover)
            && std::find(rootExcluded.begin(), rootExcluded.end(), p) != rootExcluded.end();
    }
    // IRODORI_OWL_TRACE=1 prints the tree to stderr (a debugging aid).
    const bool trace = std::getenv("IRODORI_OWL_TRACE") != nullptr;
    std::uint64_t goalKey = 0;
    // The evaluation's vital points (急所) and half eyes of the group's
    // regions, tried as candidates wherever they are still empty.
    std::vector<Point> regionVitals;
    // Points within kNearDistance of the group's original stones.
    std::vector<std::uint8_t> nearGoal;
    // Static guesses made where the reading stopped: at the depth limit
    // (what a shallower node would read further) and at the node budget
    // (what a fresh question would read further).
    std::uint64_t depthGuesses = 0;
    std::uint64_t budgetGuesses = 0;
    struct Entry {
        int code;
        Point move;
        int depth;  // the depth it was read at
        int limit;  // under this depth limit
        bool exact; // no static guess below it
    };
    std::unordered_map<std::uint64_t, Entry> cache;
    // The static views of the positions this question has judged (trial
    // moves and the search alike), by position: a position met again (the
    // same moves in another order, the next step of iterative deepening,
    // the search playing a move its ordering tried) is judged once. Every
    // move still counts as a node, as before: the budget, and with it where
    // a reading stops, stays as it was. A deque, so that a view stays where
    // it is while the search below it adds more. Kept for the next
    // question when it is about the same group in the same position (the
    // owner's defence after the attacker's attack).
    std::deque<OwlView> views;
    std::unordered_map<std::uint64_t, int> viewAt;
    std::uint64_t viewsQuestion = 0;
    std::uint64_t viewKey() const
    {
        return pos.hash() ^ goalKey ^ (koThreats > 0 ? owl::kKoSpentSalt : 0);
    }
    // The stored view of this position, or -1.
    int findView() const
    {
        const auto it = viewAt.find(viewKey());
        return it == viewAt.end() ? -1 : it->second;
    }
    // Stores v (moved) as the view of this position; -1 when the store is
    // full and v is left as it was.
    int keepView(OwlView& v);
    // The view of this position: the index of the stored one, or of the
    // one judged now and stored; -1 when the store is full, the view then
    // in spare.
    int viewHere(OwlView& spare);

    bool setUp(const Position& p, Point target, const Analysis* analysis);
    // One question: set up, read, and forget the root exclusions.
    tactics::ReadResult ask(const Position& p, Point target, const Analysis* analysis, bool attack);
    // The static view at the root of a question mover starts (after the
    // other side's pass when mover is not on turn).
    OwlView rootView(Color mover);
    tactics::ReadResult run(Color mover);
    tactics::ReadResult deepen(Color mover);
    // known: the static view of this position when the caller has it.
    tactics::ReadResult search(Color mover, int depth, const OwlView* known = nullptr);
    // The owner takes back a ko at the question's point after a threat.
    tactics::ReadResult retakeKo(int depth);
    // The owner waits (passes) and the attacker moves: the owner's result
    // with the pass as its move, or nothing when the pass cannot be read
    // (the depth limit, or the reading was stopped: see stopped). why is
    // for the trace.
    std::optional<tactics::ReadResult> wait(Color mover, int depth, const char* why);
    // The ko point the side to move may not take back on this line (its
    // one ko capture after a threat is spent), else kNoPoint.
    Point heldKo() const { return koThreats > 0 ? pos.koPoint() : kNoPoint; }
    std::vector<owl::Candidate> candidates(const OwlView& view, Color mover);
    void putFirst(std::vector<owl::Candidate>& moves, Point p, Color mover);
    // Whether the owner's stone just played at p, in atari itself, is a
    // throw-in into its own eye space (one of before.spaces) that puts
    // enemy stones next to it in atari (owl_moves.cpp).
    bool throwsInToAtari(Point p, const OwlView& before) const;
    bool play(Point p, Color mover, bool ko);
    void undo(Point p, Color mover, bool ko);
    bool budgetLeft()
    {
        if (questionNodes < budget.maxNodes)
            return true;
        exhausted = true;
        return false;
    }
    bool stop()
    {
        if (!stopped && cancel && cancel->load(std::memory_order_relaxed))
            stopped = true;
        return stopped;
    }
    // Whether mover can take the question's string at once: it is in
    // atari and the capture is legal now (no ko forbids it).
    bool targetTakenNow(Color mover) const
    {
        const Board& b = pos.board();
        if (b.color(goal.target) != goal.color || b.liberties(goal.target) != 1)
            return false;
        Point lib = kNoPoint;
        b.libertyList(goal.target, &lib, 1);
        return pos.check(Move{mover, lib}) == MoveError::None;
    }
    // A group the static judgement calls dead still has its moves read
    // when it is the owner's turn and it has this many liberties or more:
    // the attacker needs as many moves to fill them, and the owner's moves
    // on the way (extending along the edge, threatening the stones around
    // it) are more than a static guess can weigh.
    static constexpr int kLibertiesToFight = 5;
    bool fightsOn(const OwlView& v) const { return !v.captured && v.liberties >= kLibertiesToFight; }
    // So is a group with one sure eye that is called dead for a string of
    // it in atari: with the owner to move that string may be saved (its
    // liberty joins it to the rest), or be lost by itself and leave the
    // rest its eyes; the static count, short of a liberty, sees neither.
    // A life found so must be read to the end (see search()).
    static bool savesAtari(const OwlView& v) { return !v.captured && v.liberties == 1 && v.eyesMin >= 2; }
    // The static judgement where reading stops: alive when the eyes and
    // the room around the group, counted for the side to move, reach two
    // eyes, or when it has liberties and can run to a friend or the open.
    // (A liberty race is left to the reading: counted here, the shorter
    // enemy string's liberties misjudged more groups than they saved.)
    bool looksAlive(const OwlView& v, Color mover) const
    {
        const bool owner = mover == goal.color;
        // The question's string in atari with the attacker to move is
        // taken now, whatever eyes the rest has or what it could capture
        // next (unless the taking is a ko capture not allowed yet).
        if (!owner && targetTakenNow(mover))
            return false;
        // In atari with the attacker to move it is taken, room or not.
        if (!owner && v.liberties == 1 && v.weakNeighbour != 1)
            return false;
        // Open room is worth less to a group short of liberties: the
        // attacker fills them from outside while it builds.
        int room = v.liberties >= 3 ? v.openRoom : v.openRoom / 2;
        // Open room is no eye yet: with the attacker to move it plays
        // into the room first, and what is left can make one eye at most;
        // a room of three points or fewer (no way out) keeps half an eye
        // at most once the attacker stands in it.
        if (!owner)
            room = std::min(room, v.openRoom < 4 ? 1 : 2);
        // Without one sure eye, open room is one eye at best with
        // the owner to move too: its one move there makes one eye, and the
        // attacker answers in what is left of the room before a second
        // one forms.
        else if (v.eyesMin < 2)
            room = std::min(room, 2);
        const int value = v.eyesMin + (owner ? v.bestGain : v.bestGain / 2) + room;
        return value >= 4 || (v.liberties >= 3 && (v.escape || v.reach >= 24));
    }
};

} // namespace irodori::analysis
