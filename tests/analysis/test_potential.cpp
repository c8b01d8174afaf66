// Step 1: both potential models, their linearity, mirror images, shadows,
// the game phase and the charge-model groups.
#include "helpers.h"

#include "core/coords.h"

#include <QtTest>

using namespace irodori;
using namespace irodori::testing;

namespace {

analysis::Analysis eval(const Position& pos)
{
    analysis::ShallowTactics t;
    return analysis::evaluate(pos, t);
}

Position withStones(int size, std::initializer_list<std::pair<const char*, Color>> stones)
{
    Position pos(size);
    for (const auto& [v, c] : stones)
        pos.setup(*parseGtp(pos.board(), v), c);
    return pos;
}

} // namespace

class TestPotential : public QObject {
    Q_OBJECT
private slots:
    void ayaFallsWithDistance()
    {
        // A third-line stone reaches distance 4 with 32, 16, 8, 4, 2.
        const Position pos = withStones(19, {{"D4", Black}});
        const auto a = eval(pos);
        const auto& m = a.potential.ayaBlack;
        QCOMPARE(m[pt(pos, "D4")], 32);
        QCOMPARE(m[pt(pos, "D5")], 16);
        QCOMPARE(m[pt(pos, "E5")], 8);
        QCOMPARE(m[pt(pos, "D7")], 4);
        QCOMPARE(m[pt(pos, "F6")], 2);
        QCOMPARE(m[pt(pos, "D9")], 0);
        QCOMPARE(m[pt(pos, "A3")], 2); // 3 + 1
        QCOMPARE(m[pt(pos, "A1")], 0); // 3 + 3: out of reach
        for (int v : a.potential.ayaWhite)
            QCOMPARE(v, 0);
    }

    void centreStoneReachesTwoBeforeTheEndgame()
    {
        Position pos = withStones(19, {{"K10", White}});
        auto a = eval(pos);
        QCOMPARE(a.phase, analysis::GamePhase::Opening);
        QCOMPARE(a.potential.ayaWhite[pt(pos, "K12")], 8);
        QCOMPARE(a.potential.ayaWhite[pt(pos, "K13")], 0);
        // Fill the first two lines (more than a quarter of the board is
        // occupied): endgame, and the centre stone reaches distance 4.
        for (int x = 0; x < 19; ++x)
            for (int y : {0, 1, 17, 18}) {
                pos.setup(pos.board().at(x, y), (x + y) % 2 ? Black : White);
            }
        for (int y = 2; y < 17; ++y)
            for (int x : {0, 1, 17, 18})
                pos.setup(pos.board().at(x, y), (x + y) % 2 ? Black : White);
        a = eval(pos);
        QCOMPARE(a.phase, analysis::GamePhase::Endgame);
        QCOMPARE(a.potential.ayaWhite[pt(pos, "K13")], 4);
        QCOMPARE(a.potential.ayaWhite[pt(pos, "L13")], 2);
    }

    void gamePhaseBoundaries()
    {
        // 9x9 = 81 points: 8 stones is under 10 %, 9 stones is not; 20
        // stones is under 25 %... 21 is above.
        Position pos(9);
        int placed = 0;
        auto place = [&](int n) {
            while (placed < n) {
                pos.setup(pos.board().at(placed % 9, placed / 9 * 2), placed % 2 ? White : Black);
                ++placed;
            }
        };
        place(8);
        QCOMPARE(eval(pos).phase, analysis::GamePhase::Opening);
        place(9);
        QCOMPARE(eval(pos).phase, analysis::GamePhase::Middle);
        place(20);
        QCOMPARE(eval(pos).phase, analysis::GamePhase::Middle);
        place(21);
        QCOMPARE(eval(pos).phase, analysis::GamePhase::Endgame);
    }

    void chargeIsInverseDistanceInTheCentre()
    {
        const Position pos = withStones(19, {{"K10", Black}});
        const auto a = eval(pos);
        const auto& m = a.potential.chargeBlack;
        QCOMPARE(m[pt(pos, "K10")], 0.0f); // a stone gives nothing to its own point
        QVERIFY(qFuzzyCompare(m[pt(pos, "K11")], 1.0f));
        QVERIFY(qFuzzyCompare(m[pt(pos, "K12")], 0.5f));
        QVERIFY(qFuzzyCompare(m[pt(pos, "M11")], 1.0f / 3));
    }

    void cornerStoneHasThreeMirrorImages()
    {
        // A1: images at (-1, 0), (0, -1) and (-1, -1) outside the corner.
        const Position pos = withStones(19, {{"A19", Black}});
        const auto a = eval(pos);
        const float b19 = a.potential.chargeBlack[pt(pos, "B19")];
        QVERIFY(qFuzzyCompare(b19, 1.0f + 0.5f + 0.5f + 1.0f / 3));
        // The same stone on line 5 has no image.
        const Position centre = withStones(19, {{"E15", Black}});
        const auto c = eval(centre);
        QVERIFY(qFuzzyCompare(c.potential.chargeBlack[pt(centre, "F15")], 1.0f));
    }

    void mirrorStopsAfterTheFourthLine()
    {
        const Position four = withStones(19, {{"D10", Black}});  // line 4: mirrored
        const Position five = withStones(19, {{"E10", Black}});  // line 5: not
        const float d = eval(four).potential.chargeBlack[pt(four, "E10")];
        const float e = eval(five).potential.chargeBlack[pt(five, "F10")];
        // D10 is column 3; its image stands at column -4, 8 columns from E10.
        QVERIFY(qFuzzyCompare(d, 1.0f + 1.0f / 8));
        QVERIFY(qFuzzyCompare(e, 1.0f));
    }

    void shadowBehindAFriendlyStone()
    {
        // J10 and K10 side by side in the centre. Seen from J10, M10 hides
        // behind K10 (distance 3 + 2); L11 is on the shadow's border (3 + 1).
        const Position pos = withStones(19, {{"J10", Black}, {"K10", Black}});
        const auto a = eval(pos);
        QVERIFY(qFuzzyCompare(a.potential.chargeBlack[pt(pos, "M10")], 1.0f / 5 + 1.0f / 2));
        QVERIFY(qFuzzyCompare(a.potential.chargeBlack[pt(pos, "L11")], 1.0f / 4 + 1.0f / 2));
        // Off the shadow: K12 is seen from J10 at distance 3, from K10 at 2.
        QVERIFY(qFuzzyCompare(a.potential.chargeBlack[pt(pos, "J13")], 1.0f / 3 + 1.0f / 4));
    }

    void bothModelsAreLinear()
    {
        // Far-apart stones (no shadows between them): the map of both is the
        // sum of the maps of each.
        const Position one = withStones(19, {{"D16", Black}});
        const Position two = withStones(19, {{"Q4", Black}});
        const Position both = withStones(19, {{"D16", Black}, {"Q4", Black}});
        const auto a = eval(one), b = eval(two), c = eval(both);
        for (int p = 0; p < static_cast<int>(c.potential.ayaBlack.size()); ++p) {
            if (both.board().color(p) == Edge)
                continue;
            QCOMPARE(c.potential.ayaBlack[p], a.potential.ayaBlack[p] + b.potential.ayaBlack[p]);
            QVERIFY(std::abs(c.potential.chargeBlack[p] - a.potential.chargeBlack[p] - b.potential.chargeBlack[p]) <
                    1e-4f);
        }
    }

    void chargeGroupsMergeAcrossKosumi()
    {
        // Seed 004: candidate blocks; a kosumi joins two blocks into one group.
        const Position pos = withStones(19, {{"K10", Black}, {"L11", Black}, {"D4", White}, {"Q16", Black}});
        const auto a = eval(pos);
        const auto& g = a.potential.chargeGroup;
        QVERIFY(g[pt(pos, "K10")] != 0);
        QCOMPARE(g[pt(pos, "K10")], g[pt(pos, "L11")]);
        QVERIFY(g[pt(pos, "Q16")] != g[pt(pos, "K10")]);
        QVERIFY(g[pt(pos, "D4")] != 0);
        QVERIFY(g[pt(pos, "D4")] != g[pt(pos, "K10")]);
        // Ids in reading order: Q16 (row 16) comes before K10 and D4.
        QCOMPARE(g[pt(pos, "Q16")], 1);
    }
};

QTEST_GUILESS_MAIN(TestPotential)
#include "test_potential.moc"
