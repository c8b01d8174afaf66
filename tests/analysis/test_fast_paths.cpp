// The evaluation's shortcuts against the plain computations they replace:
// the row-mask area fill against a point-by-point flood fill, and Aya's
// potential adjusted stone by stone (step 23/24) against computing it again.
#include "analysis/context.h"

#include <QtTest>

#include <random>
#include <vector>

using namespace irodori;
using namespace irodori::analysis;

namespace {

// The 4-connected part of allowed that holds the seed bits, one point at
// a time.
std::vector<std::uint32_t> floodFill(const std::vector<std::uint32_t>& seed, const std::vector<std::uint32_t>& allowed,
                                     int n)
{
    std::vector<std::uint32_t> area(static_cast<std::size_t>(n), 0);
    std::vector<std::pair<int, int>> pending;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
            if ((seed[static_cast<std::size_t>(y)] >> x) & 1)
                pending.emplace_back(x, y);
    while (!pending.empty()) {
        const auto [x, y] = pending.back();
        pending.pop_back();
        if (x < 0 || y < 0 || x >= n || y >= n)
            continue;
        const std::uint32_t bit = std::uint32_t{1} << x;
        std::uint32_t& row = area[static_cast<std::size_t>(y)];
        if ((row & bit) || !(allowed[static_cast<std::size_t>(y)] & bit))
            continue;
        row |= bit;
        pending.emplace_back(x + 1, y);
        pending.emplace_back(x - 1, y);
        pending.emplace_back(x, y + 1);
        pending.emplace_back(x, y - 1);
    }
    return area;
}

} // namespace

class TestFastPaths : public QObject {
    Q_OBJECT
private slots:
    void fillRowsFindsTheConnectedArea()
    {
        // Random boards of every size and density, one seed point each; the
        // fill and the rows it reports must be exactly the flood fill's.
        std::mt19937 rng(20261122);
        for (int trial = 0; trial < 3000; ++trial) {
            const int n = 1 + static_cast<int>(rng() % kMaxBoardSize);
            const int density = 20 + static_cast<int>(rng() % 70); // percent open
            std::vector<std::uint32_t> allowed(static_cast<std::size_t>(n), 0);
            for (int y = 0; y < n; ++y)
                for (int x = 0; x < n; ++x)
                    if (static_cast<int>(rng() % 100) < density)
                        allowed[static_cast<std::size_t>(y)] |= std::uint32_t{1} << x;
            const int sx = static_cast<int>(rng() % static_cast<unsigned>(n));
            const int sy = static_cast<int>(rng() % static_cast<unsigned>(n));
            allowed[static_cast<std::size_t>(sy)] |= std::uint32_t{1} << sx;
            std::vector<std::uint32_t> seed(static_cast<std::size_t>(n), 0);
            seed[static_cast<std::size_t>(sy)] = std::uint32_t{1} << sx;

            const std::vector<std::uint32_t> expected = floodFill(seed, allowed, n);
            std::vector<std::uint32_t> area = seed;
            int top = sy, bottom = sy;
            detail::fillRows(area.data(), allowed.data(), n, top, bottom);
            QCOMPARE(area, expected);
            int firstRow = n, lastRow = -1;
            for (int y = 0; y < n; ++y)
                if (expected[static_cast<std::size_t>(y)] != 0) {
                    firstRow = std::min(firstRow, y);
                    lastRow = std::max(lastRow, y);
                }
            QCOMPARE(top, firstRow);
            QCOMPARE(bottom, lastRow);
        }
    }

    void ayaAdjustedEqualsAyaComputed()
    {
        // Stones of random positions left out and brought back at random:
        // adjusting the maps by the stones that changed gives the maps of a
        // full computation, in every game phase.
        std::mt19937 rng(7);
        for (int trial = 0; trial < 60; ++trial) {
            const int n = trial % 3 == 0 ? 9 : (trial % 3 == 1 ? 13 : 19);
            Position pos(n);
            const int stones = static_cast<int>(rng() % static_cast<unsigned>(n * n * 3 / 4));
            for (int i = 0; i < stones; ++i) {
                const Point p = pos.board().at(static_cast<int>(rng() % static_cast<unsigned>(n)),
                                               static_cast<int>(rng() % static_cast<unsigned>(n)));
                if (pos.board().color(p) == Empty)
                    pos.setup(p, rng() % 2 ? Black : White);
            }
            ShallowTactics tactics;
            Analysis a;
            a.size = n;
            a.stride = pos.board().stride();
            a.phase = static_cast<GamePhase>(trial % 3);
            detail::Context ctx(pos, tactics, a);
            auto shuffle = [&] {
                for (Point p : ctx.points)
                    if (isStone(pos.board().color(p)))
                        ctx.setIgnored(p, rng() % 4 == 0);
            };
            ctx.markLive();
            shuffle();
            detail::computeAyaPotential(ctx);
            std::uint32_t before[3][kMaxBoardSize];
            std::copy(&ctx.liveRows[0][0], &ctx.liveRows[0][0] + 3 * kMaxBoardSize, &before[0][0]);
            shuffle();
            detail::adjustAyaPotential(ctx, before);
            const std::vector<int> black = a.potential.ayaBlack, white = a.potential.ayaWhite;
            detail::computeAyaPotential(ctx);
            QCOMPARE(black, a.potential.ayaBlack);
            QCOMPARE(white, a.potential.ayaWhite);
        }
    }
};

QTEST_GUILESS_MAIN(TestFastPaths)
#include "test_fast_paths.moc"
