// Monte-Carlo tree search (モンテカルロ木探索), the engine beside the classic
// alpha-beta: playouts to the end of the game decide which moves win, a
// tree grows where the playouts say the game is decided, and RAVE (all
// moves as first) shares what a move did anywhere in a playout with its
// siblings, which makes the first few hundred playouts count.
//
// Where alpha-beta needs the evaluation to judge life and death, the
// playouts simply play it out; the evaluation still helps as a prior: its
// candidate moves (with their provisional values) start with extra virtual
// wins at the root, as do captures, escapes and moves near the last one
// everywhere in the tree.
#pragma once

#include "evaluator.h"
#include "movegen.h"
#include "playout.h"
#include "searcher.h"

#include "core/position.h"

#include <cstdint>
#include <vector>

namespace irodori::search {

struct MctsConfig {
    // A leaf gets children once it has been visited this often; 0 means
    // by board size (2 on 9x9, 8 on 19x19: a 19x19 node has 362 children,
    // and the tree must not outgrow its memory in a long think).
    int expandVisits = 0;
    // RAVE weight: at this many real visits RAVE and the real win rate
    // weigh equally.
    double raveEquivalence = 3000;
    // Virtual visits every move starts with, half of them wins.
    int evenPrior = 10;
    // Give the evaluation's candidates extra virtual wins: at the root,
    // and for the replies to a root move once it has this many visits.
    bool evaluationPrior = true;
    int replyPriorVisits = 48;
    // The tree stops growing at this many nodes (memory stays bounded).
    std::size_t maxTreeNodes = 2'000'000;
    // Keep the part of the last tree that the game reached: its playouts
    // count again. Off for reproducible searches.
    bool reuseTree = false;
    // Points the side to move at the root must win by, on top of komi,
    // for a playout to count as its win.
    double safetyMargin = 0;
};

struct MctsChild {
    Point move = kPass;
    int visits = 0;     // real visits (without the prior)
    double winRate = 0; // for the side to move at the root
};

struct MctsResult {
    Point best = kPass;
    double winRate = 0.5; // of best, for the side to move
    std::uint64_t playouts = 0;
    std::vector<Point> pv;
    std::vector<MctsChild> children; // most visited first
    // Per point, the average final owner over the playouts: +1 Black,
    // -1 White. Indexed by Point.
    std::vector<float> ownership;
    // Average area count of the playouts, Black's view, komi included.
    double meanScore = 0;
    bool stopped = false;
    double seconds = 0;
};

class MonteCarlo {
public:
    explicit MonteCarlo(MctsConfig config = {});

    // Searches pos for its side to move. limits.maxNodes counts playouts.
    // evaluator, when given, supplies the candidates used as priors.
    MctsResult search(const Position& pos, const SearchLimits& limits, const ProgressCallback& progress = {},
                      Evaluator* evaluator = nullptr);

    const MctsConfig& config() const { return config_; }
    void setConfig(const MctsConfig& config) { config_ = config; }
    // Forgets the kept tree.
    void clear()
    {
        haveTree_ = false;
        nodes_.clear();
    }

private:
    struct Node {
        Point move = kPass;
        Color color = Empty; // who played move
        int firstChild = -1;
        int childCount = 0;
        float n = 0, w = 0;   // visits and wins of color, priors included
        float rn = 0, rw = 0; // RAVE visits and wins
        float prior = 0;      // virtual visits in n
        float priorWins = 0;  // virtual wins in w
        bool evaluated = false; // the evaluation's prior was applied to the children
    };

    void expand(int node, const SimBoard& sim);
    // Makes the node the game reached since the last search the root,
    // keeping its subtree; false when there is none to keep.
    bool reuseTree(const Position& pos);
    // Adds the evaluation's candidates of the node's position to its
    // children as virtual wins.
    void applyEvaluation(int node, const Position& pos);
    int select(int node) const;
    void simulate(FastRandom& rng);
    std::vector<Point> principalVariation() const;

    MctsConfig config_;
    std::vector<Node> nodes_;
    const Position* root_ = nullptr;
    Evaluator* evaluator_ = nullptr;
    std::vector<float> ownerSum_;
    double scoreSum_ = 0;
    std::uint64_t playouts_ = 0;
    double komi_ = 0;
    int expandAt_ = 2;
    // Japanese counting: territory and prisoners differ from the area count
    // by the difference in stones the two sides put on the board — the
    // setup (handicap) stones, and one move when Black played the last
    // stone, half the time. Subtracted from every playout's area count.
    double territoryCorrection_ = 0;
    // All-moves-as-first bookkeeping, reused by every simulation.
    std::vector<std::uint32_t> amafStamp_;
    std::vector<int> amafIndex_;
    std::vector<std::uint8_t> amafColor_;
    std::uint32_t stamp_ = 0;
    std::vector<int> path_;
    SimBoard* start_ = nullptr;
    // The game of the last search's root, to find it again.
    std::vector<Move> treeMoves_;
    // Its position's hash (stones, side to move, ko): the same moves from
    // another start (other setup or handicap stones) are another game.
    std::uint64_t treeHash_ = 0;
    int treeSize_ = 0;
    double treeKomi_ = 0;
    double treeCorrection_ = 0;
    bool haveTree_ = false;
};

} // namespace irodori::search
