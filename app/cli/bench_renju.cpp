// bench renju: the Renju rules and player on 15x15 positions from seeded
// random games (stones near the others, no five on the board): Black's
// forbidden-move judgement on every empty point, and the player's move
// choice at a fixed depth (4 plies, 10 candidates).
#include "command.h"

#include "renju/player.h"
#include "renju/rules.h"

#include <ctime>
#include <random>
#include <vector>

namespace irodori::cli {
namespace {

double cpuSeconds()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

// Positions of 10 to 40 stones, Black to move.
std::vector<renju::Board> positions()
{
    std::vector<renju::Board> out;
    std::mt19937 rng(2004);
    while (out.size() < 24) {
        renju::Board b;
        const int stones = 10 + 2 * static_cast<int>(rng() % 16);
        Color c = Black;
        bool five = false;
        for (int i = 0; i < stones && !five; ++i) {
            const std::vector<Point> near = renju::candidates(b, c, renju::RuleSet::Renju);
            if (near.empty())
                break;
            const Point p = near[rng() % near.size()];
            b.place(p, c);
            five = renju::isWinningFive(b, p, renju::RuleSet::Renju);
            c = opponent(c);
        }
        if (!five && b.stones() == stones && renju::fivePoints(b, White, renju::RuleSet::Renju).empty())
            out.push_back(b);
    }
    return out;
}

std::vector<BenchResult> benchRenju()
{
    std::vector<renju::Board> boards = positions();
    std::vector<BenchResult> out;

    // Forbidden moves: every empty point of every position, until 1 s.
    {
        std::uint64_t checks = 0;
        std::uint64_t forbidden = 0;
        const double start = cpuSeconds();
        double seconds = 0;
        do {
            for (renju::Board& b : boards)
                for (int y = 0; y < b.size(); ++y)
                    for (int x = 0; x < b.size(); ++x) {
                        const Point p = b.at(x, y);
                        if (b.color(p) != Empty)
                            continue;
                        ++checks;
                        forbidden += renju::forbidden(b, p, renju::RuleSet::Renju) != renju::Forbidden::None;
                    }
            seconds = cpuSeconds() - start;
        } while (seconds < 1.0);
        out.push_back({"forbidden moves (Black, Renju rules)",
                       {{"checks_per_second", static_cast<double>(checks) / seconds, "checks/s"},
                        {"forbidden_share", 100.0 * static_cast<double>(forbidden) / static_cast<double>(checks), "%"},
                        {"positions", static_cast<double>(boards.size()), "positions"}}});
    }

    // The player: one move per position at depth 4.
    {
        renju::PlayerLimits limits;
        limits.maxDepth = 4;
        limits.width = 10;
        limits.seconds = 60;
        std::uint64_t nodes = 0;
        const double start = cpuSeconds();
        int moves = 0;
        for (renju::Board& b : boards) {
            nodes += renju::chooseMove(b, Black, renju::RuleSet::Renju, limits).nodes;
            ++moves;
        }
        const double seconds = cpuSeconds() - start;
        out.push_back({"player (4 plies, 10 candidates)",
                       {{"moves_per_second", moves / seconds, "moves/s"},
                        {"nodes_per_second", static_cast<double>(nodes) / seconds, "nodes/s"},
                        {"seconds_per_move", seconds / moves, "s"}}});
    }
    return out;
}

const BenchRegistrar registrar({"renju", "Renju rules and player on 15x15 positions from seeded random games",
                                benchRenju});

} // namespace
} // namespace irodori::cli
