// The classic search (先読み): alpha-beta over the evaluation with iterative
// deepening, a transposition table and move ordering (hash move, killer
// moves, history), narrowing with depth as the seed does — 50, 20, 10, 10
// moves; the whole board at plies 1 and 2, only the neighbourhood of the
// stones played in the line and of the stones the last move weakened deeper.
//
// The search is deterministic: the same position, configuration, seed and
// node budget give the same move. A time limit or the cancellation token
// stop it at any node; it then answers with the deepest completed result.
#pragma once

#include "evaluator.h"
#include "ttable.h"

#include "core/position.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace irodori::search {

struct SearchConfig {
    // Candidates per ply; the last entry repeats for deeper plies.
    std::vector<int> widths = {50, 20, 10, 10};
    // Plies read over the whole board; deeper plies read locally.
    int wholeBoardPlies = 2;
    int focusRadius = 2;
    // Random amount (0 .. jitter, hundredths of a point) added to the root
    // moves' provisional values, from the seed: the engine does not play
    // the same game every time, yet a fixed seed repeats it exactly.
    int jitter = 0;
    // A move must beat passing by this much (hundredths of a point) to be
    // played once passing is considered (endgame, or after a pass).
    int passMargin = 60;
};

struct SearchLimits {
    int maxDepth = 64;
    std::uint64_t maxNodes = 0; // 0: no node limit
    double maxSeconds = 0;      // 0: no time limit (wall clock)
    std::uint64_t seed = 1;
    // Set from another thread to stop the search; checked at every node.
    const std::atomic<bool>* stop = nullptr;
};

// A report after each completed root move that changed the best move and
// after each completed iteration.
struct SearchProgress {
    int depth = 0;
    std::uint64_t nodes = 0;
    Point best = kPass;
    int score = 0; // side to move's view, hundredths of a point
    std::vector<Point> pv;
    double seconds = 0;
};
using ProgressCallback = std::function<void(const SearchProgress&)>;

struct RootMove {
    Point point = kPass;
    int provisional = 0;
    std::uint32_t reasons = 0;
    int score = 0;       // last completed iteration (a bound for moves that failed low)
    bool exact = false;  // score is exact, not just an upper bound
};

struct SearchResult {
    Point best = kPass;
    int score = 0;       // side to move's view, hundredths of a point, komi included
    int staticScore = 0; // the evaluation of the position itself, same view
    int depth = 0;       // deepest completed iteration
    std::uint64_t nodes = 0;
    std::uint64_t evaluations = 0;
    std::vector<Point> pv;
    std::vector<RootMove> root;
    bool passConsidered = false;
    int passScore = 0;   // valid when passConsidered
    bool stopped = false; // a limit or the token ended the search early
    double seconds = 0;
};

class Searcher {
public:
    explicit Searcher(SearchConfig config = {}, EvaluatorConfig evalConfig = {});

    SearchResult search(const Position& pos, const SearchLimits& limits, const ProgressCallback& progress = {});

    Evaluator& evaluator() { return eval_; }
    const SearchConfig& config() const { return config_; }
    void setConfig(const SearchConfig& config) { config_ = config; }
    // Forgets every cached evaluation and the transposition table.
    void clear();

private:
    int alphaBeta(Position& pos, int depth, int ply, int alpha, int beta, std::vector<Point>& pv);
    bool shouldStop();
    int widthAt(int ply) const;
    std::vector<Point> focusPoints(const Position& pos) const;

    SearchConfig config_;
    Evaluator eval_;
    TranspositionTable tt_;
    SearchLimits limits_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    double startTime_ = 0;
    std::vector<Point> path_;
    std::vector<std::array<Point, 2>> killers_;
    std::vector<int> history_; // [colour * kMaxArea + point]
};

// The side to move's value of a node as the search sees it.
inline int sideValue(const NodeInfo& n, Color toMove)
{
    return (toMove == Black ? n.blackValue : -n.blackValue) + n.tempo;
}

} // namespace irodori::search
