// bench board: play+undo throughput of the incremental board on random games.
#include "command.h"

#include "core/board.h"

#include <ctime>
#include <cstdint>
#include <random>
#include <vector>

namespace irodori::cli {
namespace {

struct Game {
    std::vector<Move> moves;
};

// True if p is a one-point eye of c: every orthogonal neighbour is c or the
// edge. Random players that fill their own eyes never end a game.
bool isOwnEye(const Board& b, Point p, Color c)
{
    for (int d = 0; d < 4; ++d) {
        const Color n = b.color(p + b.offsets()[d]);
        if (n != c && n != Edge)
            return false;
    }
    return true;
}

// A random legal game (no suicide, simple ko respected, no own-eye fills),
// ending after two passes or 3 x area moves.
Game randomGame(int size, std::mt19937_64& rng)
{
    Board b(size);
    Game g;
    std::vector<Point> empties;
    Color c = Black;
    Point ko = kNoPoint;
    int passes = 0;
    const int limit = 3 * size * size;
    while (passes < 2 && static_cast<int>(g.moves.size()) < limit) {
        empties.clear();
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x)
                if (b.color(b.at(x, y)) == Empty)
                    empties.push_back(b.at(x, y));
        Point chosen = kPass;
        while (!empties.empty()) {
            const std::size_t i = rng() % empties.size();
            const Point p = empties[i];
            if (p != ko && !b.isSuicide(p, c) && !isOwnEye(b, p, c)) {
                chosen = p;
                break;
            }
            empties[i] = empties.back();
            empties.pop_back();
        }
        if (chosen == kPass) {
            ++passes;
            ko = kNoPoint;
        } else {
            passes = 0;
            b.play(chosen, c);
            const Point single = b.lastSingleCapture();
            ko = (single != kNoPoint && b.stringSize(chosen) == 1 && b.liberties(chosen) == 1) ? single
                                                                                              : kNoPoint;
            g.moves.push_back({c, chosen});
        }
        c = opponent(c);
    }
    return g;
}

BenchResult benchSize(int size)
{
    std::mt19937_64 rng(20261122 + size);
    std::vector<Game> games;
    std::size_t totalMoves = 0;
    for (int i = 0; i < 50; ++i) {
        games.push_back(randomGame(size, rng));
        totalMoves += games.back().moves.size();
    }
    // Replay the recorded games: each move is played, then the whole game is
    // taken back, so every play is paired with one undo.
    Board board(size);
    std::uint64_t pairs = 0;
    std::uint64_t checksum = 0;
    // Processor time, not wall-clock: other work on the machine does not
    // distort the figure (the benchmark is single-threaded).
    const std::clock_t start = std::clock();
    double seconds = 0;
    do {
        for (const Game& g : games) {
            for (const Move& m : g.moves)
                board.play(m.point, m.color);
            checksum ^= board.hash();
            for (std::size_t i = 0; i < g.moves.size(); ++i)
                board.undo();
            pairs += g.moves.size();
        }
        seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
    } while (seconds < 1.5);
    volatile std::uint64_t sink = checksum; // keep the work observable
    (void)sink;
    const double pairsPerSecond = static_cast<double>(pairs) / seconds;
    return {std::to_string(size) + "x" + std::to_string(size),
            {{"play_undo_pairs_per_second", pairsPerSecond, "pairs/s of processor time"},
             {"board_operations_per_second", 2 * pairsPerSecond, "ops/s (play or undo) of processor time"},
             {"average_game_length", static_cast<double>(totalMoves) / games.size(), "moves"}}};
}

const BenchRegistrar registrar({"board", "play+undo on random legal games (9x9, 19x19)", [] {
                                    return std::vector<BenchResult>{benchSize(9), benchSize(19)};
                                }});

} // namespace
} // namespace irodori::cli
