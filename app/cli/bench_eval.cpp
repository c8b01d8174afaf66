// bench eval: full evaluations (all four phases) per second on fixed 9x9 and
// 19x19 middle-game positions: each position evaluated once (the capture
// search starts cold on every one of them), and a small set evaluated over
// and over (the reader's cache answers, so this is the evaluation's own cost,
// as in a search that revisits positions).
#include "command.h"

#include "analysis/analysis.h"
#include "analysis/evaluator.h"
#include "analysis/tactics_port.h"
#include "core/position.h"
#include "tactics/reader.h"

#include <chrono>
#include <cstdint>
#include <random>
#include <unordered_map>
#include <vector>

namespace irodori::cli {
namespace {

bool ownEye(const Board& b, Point p, Color c)
{
    for (int d = 0; d < 4; ++d) {
        const Color n = b.color(p + b.offsets()[d]);
        if (n != c && n != Edge)
            return false;
    }
    return true;
}

// Fixed positions: random legal games (no eye filling) from a fixed seed,
// stopped once the given share of the board is occupied (a middle game).
std::vector<Position> positions(int size, double fill, int count)
{
    std::mt19937_64 rng(0x1d0d0 + size);
    std::vector<Position> out;
    while (static_cast<int>(out.size()) < count) {
        Position pos(size);
        int guard = 0;
        while (pos.board().stoneCount(Black) + pos.board().stoneCount(White) < fill * size * size &&
               guard++ < 4 * size * size) {
            std::vector<Point> empties;
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x)
                    if (pos.board().color(pos.board().at(x, y)) == Empty)
                        empties.push_back(pos.board().at(x, y));
            Point chosen = kPass;
            while (!empties.empty()) {
                const std::size_t i = rng() % empties.size();
                const Move m{pos.toMove(), empties[i]};
                if (!ownEye(pos.board(), m.point, m.color) && pos.isLegal(m)) {
                    chosen = m.point;
                    break;
                }
                empties[i] = empties.back();
                empties.pop_back();
            }
            pos.play({pos.toMove(), chosen});
        }
        out.push_back(pos);
    }
    return out;
}

// Remembers every answer of an inner Tactics by (position, question), so
// that evaluating the same positions again costs the evaluation alone: the
// figure that shows what the analysis itself takes, apart from reading.
class MemoTactics : public analysis::Tactics {
public:
    explicit MemoTactics(analysis::Tactics& inner) : inner_(inner) {}
    tactics::ReadResult attack(const Position& pos, Point str) override { return ask(pos, str, 1, Empty); }
    tactics::ReadResult defend(const Position& pos, Point str) override { return ask(pos, str, 2, Empty); }
    tactics::ReadResult captureCuttingStone(const Position& pos, Point cut, Color cutter) override
    {
        return ask(pos, cut, 3, cutter);
    }
    int safeLiberties() const override { return inner_.safeLiberties(); }

private:
    tactics::ReadResult ask(const Position& pos, Point p, int kind, Color c)
    {
        const std::uint64_t key = pos.hash() ^ (static_cast<std::uint64_t>(p) << 40) ^
                                  (static_cast<std::uint64_t>(kind) << 56) ^ (static_cast<std::uint64_t>(c) << 60);
        auto it = memo_.find(key);
        if (it != memo_.end())
            return it->second;
        tactics::ReadResult r = kind == 1   ? inner_.attack(pos, p)
                                : kind == 2 ? inner_.defend(pos, p)
                                            : inner_.captureCuttingStone(pos, p, c);
        memo_.emplace(key, r);
        return r;
    }
    analysis::Tactics& inner_;
    std::unordered_map<std::uint64_t, tactics::ReadResult> memo_;
};

BenchResult benchSize(int size, double fill)
{
    const std::vector<Position> fresh = positions(size, fill, size == 19 ? 120 : 400);
    const std::vector<Position> repeated(fresh.begin(), fresh.begin() + 16);
    long long stones = 0, groups = 0;
    for (const Position& p : fresh)
        stones += p.board().stoneCount(Black) + p.board().stoneCount(White);

    // Each position once, one reader for all (as a game in progress would).
    tactics::Reader reader;
    auto start = std::chrono::steady_clock::now();
    for (const Position& p : fresh) {
        analysis::ReaderTactics t(reader);
        groups += static_cast<long long>(analysis::evaluate(p, t).groups.size());
    }
    const double once = fresh.size() / std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::uint64_t evals = 0;
    start = std::chrono::steady_clock::now();
    double seconds = 0;
    do {
        for (const Position& p : repeated) {
            analysis::ReaderTactics t(reader);
            groups += static_cast<long long>(analysis::evaluate(p, t).groups.size());
            ++evals;
        }
        seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    } while (seconds < 1.5);
    const double repeatedRate = static_cast<double>(evals) / seconds;

    // The same, with every reading answer remembered: the analysis alone.
    analysis::ReaderTactics forMemo(reader);
    MemoTactics memo(forMemo);
    for (const Position& p : repeated)
        analysis::evaluate(p, memo);
    evals = 0;
    start = std::chrono::steady_clock::now();
    do {
        for (const Position& p : repeated) {
            groups += static_cast<long long>(analysis::evaluate(p, memo).groups.size());
            ++evals;
        }
        seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    } while (seconds < 1.5);
    const double analysisOnly = static_cast<double>(evals) / seconds;

    // As inside a search: from each position, every legal child in turn is
    // played, evaluated and taken back (differential evaluator, charge
    // model kept; then without the charge model, which search does not
    // need, and with the lighter reading a search would ask for: strings of
    // three liberties count as safe, 3,000 nodes per question).
    tactics::Reader light(tactics::ReadBudget{60, 3000, 3});
    auto searchLike = [&](bool charge, tactics::Reader& rd) {
        analysis::ReaderTactics t(rd);
        analysis::EvalOptions o;
        o.chargeModel = charge;
        analysis::Evaluator ev(t, o);
        std::uint64_t n = 0;
        const auto t0 = std::chrono::steady_clock::now();
        double secs = 0;
        for (std::size_t i = 0; secs < 2.0; i = (i + 1) % repeated.size()) {
            Position pos = repeated[i];
            ev.evaluate(pos);
            for (int y = 0; y < size && secs < 2.0; ++y)
                for (int x = 0; x < size; ++x) {
                    const Move m{pos.toMove(), pos.board().at(x, y)};
                    if (!pos.isLegal(m))
                        continue;
                    pos.play(m);
                    groups += static_cast<long long>(ev.evaluate(pos).groups.size());
                    pos.undo();
                    ++n;
                }
            secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        }
        return static_cast<double>(n) / secs;
    };
    const double searchCharge = searchLike(true, reader);
    const double searchPlain = searchLike(false, reader);
    const double searchLight = searchLike(false, light);
    volatile long long sink = groups;
    (void)sink;
    return {std::to_string(size) + "x" + std::to_string(size),
            {{"evaluations_per_second_new_positions", once, "evals/s"},
             {"evaluations_per_second_repeated", repeatedRate, "evals/s"},
             {"evaluations_per_second_reading_remembered", analysisOnly, "evals/s"},
             {"differential_children_per_second", searchCharge, "evals/s"},
             {"differential_children_per_second_no_charge_model", searchPlain, "evals/s"},
             {"differential_children_per_second_light_reading", searchLight, "evals/s"},
             {"average_stones", static_cast<double>(stones) / fresh.size(), "stones"}}};
}

const BenchRegistrar registrar({"eval", "full evaluation (Analysis) per second, 9x9 and 19x19 middle games", [] {
                                    return std::vector<BenchResult>{benchSize(9, 0.35), benchSize(19, 0.30)};
                                }});

} // namespace
} // namespace irodori::cli
