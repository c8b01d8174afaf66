// Playing a game: how long to think (levels 1-10, time settings and the
// clock), when to pass, when to resign (投了), and what the search chose.
//
// The player wraps a search engine; the GTP commands, the CLI and the GUI
// all ask it, so they play the same way.
#pragma once

#include "mcts.h"
#include "searcher.h"

#include "analysis/analysis.h"
#include "core/position.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace irodori::search {

// Time control of the side to move (持ち時間), as GTP's time_settings,
// kgs-time_settings and time_left describe it.
struct TimeControl {
    enum class Kind { None, Absolute, Byoyomi, Canadian };
    Kind kind = Kind::None;
    double mainTime = 0;   // seconds
    double periodTime = 0; // byo-yomi period, or Canadian block
    int periods = 0;       // byo-yomi periods (Japanese)
    int stones = 0;        // Canadian: moves per block
    // The clock now, when known: seconds left and, in byo-yomi, the stones
    // still to play in the block (0 while in main time).
    bool leftKnown = false;
    double left = 0;
    int stonesLeft = 0;
};

// What a level (1 = fastest, 10 = strongest) allows per move.
struct LevelSettings {
    int level = 5;
    double seconds = 0;      // thinking time per move
    std::uint64_t nodes = 0; // the same budget in nodes, for reproducible play
    int maxDepth = 0;
    std::vector<int> widths; // candidates per ply
};
constexpr int kMinLevel = 1;
constexpr int kMaxLevel = 10;
LevelSettings levelSettings(int level);

// Seconds to spend on the next move: the level's time, cut down so that
// the clock lasts (main time spread over the moves still to come, then the
// byo-yomi share of one move, with a safety margin).
double moveSeconds(const TimeControl& tc, const Position& pos, double levelSeconds);

enum class Engine {
    Classic,    // alpha-beta over the evaluation (the seed's design)
    MonteCarlo, // playouts and a tree, the evaluation's candidates as prior
};
const char* engineName(Engine e); // "classic", "mcts"

struct PlayerConfig {
    Engine engine = Engine::MonteCarlo;
    int level = 7;
    bool resign = true;
    // Resign when behind by more than this many points for three moves in a
    // row (after the opening); 0 means a quarter of the board's points.
    int resignPoints = 0;
    std::uint64_t seed = 1;
    // Budget by nodes instead of wall-clock time: the same game every run.
    bool fixedNodes = false;
    // Random spread of the root moves' provisional values (hundredths of a point).
    int jitter = 20;
};

enum class Decision { Play, Pass, Resign };

struct MoveChoice {
    Decision decision = Decision::Pass;
    Point point = kPass; // the move when decision is Play
    // What the search found. For the Monte-Carlo engine: nodes are
    // playouts, score is the playouts' mean count (hundredths of a point,
    // the mover's view) and mcts holds the rest.
    SearchResult search;
    MctsResult mcts;
    double budgetSeconds = 0; // what the clock allowed
};

class Player {
public:
    explicit Player(PlayerConfig config = {});

    // Chooses a move for color in pos (color need not be pos's side to
    // move). stop may end the thinking early; progress reports the search.
    MoveChoice chooseMove(const Position& pos, Color color, const TimeControl& tc = {},
                          const std::atomic<bool>* stop = nullptr, const ProgressCallback& progress = {});

    // The evaluation of pos with the player's reader (for scoring).
    analysis::Analysis analyse(const Position& pos);
    // Grows the Monte-Carlo tree of pos for its side to move by seconds
    // more, the tree of the last call kept when pos is the same position
    // (or follows from it): analysis that reports as it goes (GTP
    // lz-analyze). stop may end it early.
    MctsResult ponder(const Position& pos, double seconds, const std::atomic<bool>* stop = nullptr);

    // A new game: forgets the resignation count and the caches.
    void newGame();
    const PlayerConfig& config() const { return config_; }
    void setConfig(const PlayerConfig& config);
    Searcher& searcher() { return searcher_; }

private:
    MoveChoice chooseClassic(const Position& pos, const TimeControl& tc, const std::atomic<bool>* stop,
                             const ProgressCallback& progress);
    MoveChoice chooseMonteCarlo(const Position& pos, const TimeControl& tc, const std::atomic<bool>* stop,
                                const ProgressCallback& progress);

    PlayerConfig config_;
    Searcher searcher_;
    MonteCarlo mcts_;
    int losingMoves_ = 0;
    std::uint64_t ponderRounds_ = 0; // a seed of their own for each ponder()
};

} // namespace irodori::search
