#include "player.h"

#include <algorithm>
#include <cmath>

namespace irodori::search {

LevelSettings levelSettings(int level)
{
    struct Row {
        double seconds;
        int depth;
        std::vector<int> widths;
    };
    // Level 1 looks one move ahead among a few candidates; from level 5 on
    // the seed's widths (50, 20, 10, 10) with more time and depth.
    static const Row rows[] = {
        {0.05, 1, {12}},
        {0.1, 2, {20, 8}},
        {0.2, 2, {30, 10}},
        {0.35, 3, {40, 15, 8}},
        {0.5, 3, {50, 20, 10}},
        {0.8, 4, {50, 20, 10, 10}},
        {1.2, 5, {50, 20, 10, 10}},
        {2.0, 6, {50, 20, 10, 10}},
        {3.5, 8, {50, 20, 10, 10}},
        {6.0, 12, {50, 20, 10, 10}},
    };
    const int l = std::clamp(level, kMinLevel, kMaxLevel);
    const Row& r = rows[l - 1];
    LevelSettings s;
    s.level = l;
    s.seconds = r.seconds;
    // About what this machine searches per second on 9x9 (bench search:
    // 12,000-25,000 nodes/s in the middle game, more in the opening).
    s.nodes = static_cast<std::uint64_t>(r.seconds * 15000) + 20;
    s.maxDepth = r.depth;
    s.widths = r.widths;
    return s;
}

double moveSeconds(const TimeControl& tc, const Position& pos, double levelSeconds)
{
    using Kind = TimeControl::Kind;
    if (tc.kind == Kind::None)
        return levelSeconds;
    constexpr double kMargin = 0.85; // network and process overhead
    constexpr double kFloor = 0.05;
    // Moves we still expect to play: about a third of the empty points,
    // never fewer than ten.
    const double movesLeft = std::max(10.0, pos.board().emptyCount() / 3.0);
    const bool knownInByoyomi = tc.leftKnown && tc.stonesLeft > 0;
    double mainLeft = tc.leftKnown ? tc.left : tc.mainTime;
    double budget = 0;
    if (knownInByoyomi || (mainLeft <= 0 && tc.kind != Kind::Absolute)) {
        // In byo-yomi: the period (Japanese) or the block shared by the
        // stones still to play (Canadian).
        if (tc.kind == Kind::Canadian) {
            const double left = tc.leftKnown ? tc.left : tc.periodTime;
            const int stones = tc.leftKnown && tc.stonesLeft > 0 ? tc.stonesLeft : std::max(1, tc.stones);
            budget = left / stones;
        } else {
            budget = tc.leftKnown ? std::min(tc.left, tc.periodTime > 0 ? tc.periodTime : tc.left) : tc.periodTime;
        }
        budget *= kMargin;
    } else {
        budget = mainLeft / movesLeft;
        if (tc.kind == Kind::Canadian && tc.stones > 0)
            budget += kMargin * tc.periodTime / tc.stones;
        else if (tc.kind == Kind::Byoyomi && tc.periods > 0)
            budget += kMargin * tc.periodTime;
        // Never risk more than half of the main time left on one move.
        if (tc.kind == Kind::Absolute)
            budget = std::min(budget, mainLeft * 0.5);
    }
    return std::max(kFloor, std::min(levelSeconds, budget));
}

Player::Player(PlayerConfig config) : config_(config) {}

void Player::setConfig(const PlayerConfig& config)
{
    config_ = config;
}

void Player::newGame()
{
    losingMoves_ = 0;
    searcher_.clear();
    mcts_.clear();
}

analysis::Analysis Player::analyse(const Position& pos)
{
    return searcher_.evaluator().analyse(pos);
}

const char* engineName(Engine e)
{
    return e == Engine::Classic ? "classic" : "mcts";
}

MoveChoice Player::chooseMove(const Position& given, Color color, const TimeControl& tc,
                              const std::atomic<bool>* stop, const ProgressCallback& progress)
{
    Position pos = given;
    if (pos.toMove() != color)
        pos.setToMove(color);
    return config_.engine == Engine::Classic ? chooseClassic(pos, tc, stop, progress)
                                             : chooseMonteCarlo(pos, tc, stop, progress);
}

MoveChoice Player::chooseClassic(const Position& pos, const TimeControl& tc, const std::atomic<bool>* stop,
                                 const ProgressCallback& progress)
{
    const LevelSettings level = levelSettings(config_.level);
    SearchConfig sc = searcher_.config();
    sc.widths = level.widths;
    sc.jitter = config_.jitter;
    searcher_.setConfig(sc);

    SearchLimits limits;
    limits.maxDepth = level.maxDepth;
    limits.stop = stop;
    limits.seed = config_.seed * 1000003u + static_cast<std::uint64_t>(pos.moveNumber());
    MoveChoice choice;
    choice.budgetSeconds = moveSeconds(tc, pos, level.seconds);
    if (config_.fixedNodes)
        limits.maxNodes = level.nodes;
    else
        limits.maxSeconds = choice.budgetSeconds;
    choice.search = searcher_.search(pos, limits, progress);
    const SearchResult& r = choice.search;

    // Resignation: clearly lost by the search and by the static count,
    // several moves in a row, once the opening is over.
    const int area = pos.size() * pos.size();
    const int limitPoints = config_.resignPoints > 0 ? config_.resignPoints : std::max(10, area / 4);
    const bool losing = r.score < -100 * limitPoints && r.staticScore < -100 * limitPoints;
    losingMoves_ = losing ? losingMoves_ + 1 : 0;
    if (config_.resign && losingMoves_ >= 3 && pos.moveNumber() >= area / 3) {
        choice.decision = Decision::Resign;
        choice.point = kPass;
        return choice;
    }
    if (r.best == kPass || r.best == kNoPoint) {
        choice.decision = Decision::Pass;
        choice.point = kPass;
    } else {
        choice.decision = Decision::Play;
        choice.point = r.best;
    }
    return choice;
}

MctsResult Player::ponder(const Position& pos, double seconds, const std::atomic<bool>* stop)
{
    SearchLimits limits;
    limits.stop = stop;
    limits.maxSeconds = seconds;
    limits.seed = config_.seed * 1000003u + static_cast<std::uint64_t>(pos.moveNumber()) + 7919 * ++ponderRounds_;
    MctsConfig mc = mcts_.config();
    mc.reuseTree = true;
    mcts_.setConfig(mc);
    return mcts_.search(pos, limits, {}, &searcher_.evaluator());
}

MoveChoice Player::chooseMonteCarlo(const Position& pos, const TimeControl& tc, const std::atomic<bool>* stop,
                                    const ProgressCallback& progress)
{
    const LevelSettings level = levelSettings(config_.level);
    MoveChoice choice;
    choice.budgetSeconds = moveSeconds(tc, pos, level.seconds);
    SearchLimits limits;
    limits.stop = stop;
    limits.seed = config_.seed * 1000003u + static_cast<std::uint64_t>(pos.moveNumber());
    if (config_.fixedNodes)
        limits.maxNodes = static_cast<std::uint64_t>(level.seconds * 8000) + 400;
    else
        limits.maxSeconds = choice.budgetSeconds;
    // Playing by time, the tree of the last move is kept; by nodes, every
    // search starts afresh so that it repeats exactly.
    MctsConfig mc = mcts_.config();
    mc.reuseTree = !config_.fixedNodes;
    mcts_.setConfig(mc);
    // The evaluation's candidates are the prior of the root moves and of
    // the replies to the main ones.
    choice.mcts = mcts_.search(pos, limits, progress, &searcher_.evaluator());
    const MctsResult& m = choice.mcts;
    const Color me = pos.toMove();
    const double sign = me == Black ? 1.0 : -1.0;

    SearchResult& r = choice.search;
    r.best = m.best;
    r.pv = m.pv;
    r.nodes = m.playouts;
    r.depth = static_cast<int>(m.pv.size());
    r.score = static_cast<int>(std::lround(100 * sign * m.meanScore));
    r.staticScore = r.score;
    r.stopped = m.stopped;
    r.seconds = m.seconds;
    for (const MctsChild& c : m.children) {
        RootMove rm;
        rm.point = c.move;
        rm.score = static_cast<int>(std::lround(10000 * c.winRate)); // win rate in hundredths of a per cent
        rm.exact = true;
        r.root.push_back(rm);
    }

    // Resignation: the playouts almost never win, several moves in a row.
    const int area = pos.size() * pos.size();
    const bool losing = m.playouts >= 500 && m.winRate < 0.08;
    losingMoves_ = losing ? losingMoves_ + 1 : 0;
    if (config_.resign && losingMoves_ >= 3 && pos.moveNumber() >= area / 3) {
        choice.decision = Decision::Resign;
        return choice;
    }

    // Passing. The playouts' final owners say what is settled: a point is
    // ours, theirs, or still open.
    const Board& b = pos.board();
    bool open = false;
    double estimate = -sign * pos.rules().komi; // our view
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.at(x, y);
            const double own = sign * m.ownership[p];
            if (own > 0.5)
                estimate += 1;
            else if (own < -0.5)
                estimate -= 1;
            // Open: an empty point the playouts do not give clearly to one
            // side (a pass while it is contested hands it over).
            if (b.color(p) == Empty && std::fabs(own) < 0.8)
                open = true;
        }
    const Move* last = pos.lastMove();
    const bool opponentPassed = last && last->isPass();
    // Passing first, before the opponent does, is for a finished game only:
    // nothing open, and the board well filled. In a middle game the
    // playouts can look settled when a group's life is merely misread (a
    // 9x9 game was lost after a pass at move 28).
    const int stones = b.stoneCount(Black) + b.stoneCount(White);
    const bool finished = !open && stones * 5 >= area * 2;
    Point best = m.best;
    // A pass the playouts prefer while the game goes on only hands over a
    // move (whether we are winning or losing, the playouts' margin is
    // thin): take the best real move.
    if (best == kPass && !opponentPassed && !finished)
        for (const MctsChild& c : m.children)
            if (c.move != kPass) {
                best = c.move;
                break;
            }
    bool pass = best == kPass;
    // After the opponent's pass, stop when the count is ours.
    if (opponentPassed && estimate > 0)
        pass = true;
    // A move inside our own settled area gains nothing once nothing else
    // is open (and costs a point under Japanese counting); neither does a
    // hopeless invasion of the opponent's.
    if (best > 0) {
        const double own = sign * m.ownership[best];
        if ((own >= 0.9 && (finished || (opponentPassed && !open))) || (own <= -0.9 && finished))
            pass = true;
    }
    if (pass) {
        choice.decision = Decision::Pass;
        choice.point = kPass;
    } else {
        choice.decision = Decision::Play;
        choice.point = best;
    }
    return choice;
}

} // namespace irodori::search
