// Unit tests of single steps: string numbers, step 2 removal, the
// territory vetoes, connection points, eye-space values, the order of the
// reasons, and the JSON. Most run against the one-move ShallowTactics
// oracle so that they test this module's logic, not the reader's.
#include "helpers.h"

#include "core/coords.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace irodori;
using namespace irodori::testing;
using analysis::Analysis;

namespace {

Analysis shallow(const Position& pos)
{
    analysis::ShallowTactics t;
    return analysis::evaluate(pos, t);
}

const analysis::Region* regionAt(const Analysis& a, Point p)
{
    return a.regionAt[p] < 0 ? nullptr : &a.regions[a.regionAt[p]];
}

} // namespace

class TestLayers : public QObject {
    Q_OBJECT
private slots:
    void stringNumbersFollowReadingOrder()
    {
        const Position pos = position(R"(
            . O . X .
            X O . X .
            X . . . O
            . . X . O
            O . X . .)");
        const Analysis a = shallow(pos);
        QCOMPARE(normalized(analysis::stringMap(a, pos.board())), normalized(R"(
            . 1 . 2 .
            3 1 . 2 .
            3 . . . 4
            . . 5 . 4
            6 . 5 . .)"));
        QCOMPARE(a.strings[0].color, White);
        QCOMPARE(static_cast<int>(a.strings[2].stones.size()), 2);
        QCOMPARE(static_cast<int>(a.strings[5].liberties.size()), 2);
        // Stones of a string are listed in reading order.
        QCOMPARE(a.strings[4].stones[0], pt(pos, "C2"));
        QCOMPARE(a.strings[4].stones[1], pt(pos, "C1"));
    }

    void deadStringLeavesPhaseOne()
    {
        // The white stone in the corner is in atari, and extending to A2
        // leaves it no liberty at all: dead whoever moves first. It is
        // removed in step 2, its point becomes Black's territory, and it
        // shows as a dead stone in the map.
        const Position pos = position(R"(
            . . . . .
            . . . . .
            X . . . .
            . X . . .
            O X . . .)");
        const Analysis a = shallow(pos);
        const auto& s = a.strings[a.stringAt[pt(pos, "A1")]];
        QCOMPARE(s.status, analysis::TacticalStatus::Dead);
        QVERIFY(s.removed);
        QCOMPARE(s.attack.move, pt(pos, "A2"));
        QCOMPARE(a.owner[pt(pos, "A1")], Black);
        QCOMPARE(a.owner[pt(pos, "A2")], Black);
        QCOMPARE(a.score.whiteDeadOnBoard, 1);
        const std::string map = analysis::territoryMap(a, pos.board());
        QCOMPARE(map.substr(map.size() - 20, 3), std::string("B X"));
        QCOMPARE(map.substr(map.size() - 10, 3), std::string("o X"));
        QCOMPARE(a.groupAt(pt(pos, "A1"))->status, analysis::GroupStatus::Dead);
        QCOMPARE(a.groupAt(pt(pos, "A1"))->reasons.front().step, 2);
    }

    void unsettledStringStays()
    {
        // A white stone in atari that can extend: captured if Black moves
        // first, saved if White does.
        const Position pos = position(R"(
            . . . . .
            . X . . .
            X O . . .
            . X . . .
            . . . . .)");
        const Analysis a = shallow(pos);
        const auto& s = a.strings[a.stringAt[pt(pos, "B3")]];
        QCOMPARE(s.status, analysis::TacticalStatus::Unsettled);
        QVERIFY(!s.removed);
        QCOMPARE(s.attack.move, pt(pos, "C3"));
        QCOMPARE(s.defence.move, pt(pos, "C3"));
    }

    void territoryVetoes()
    {
        // Black's corner wall makes A1..B2 black territory, except where a
        // white stone touches (no point next to an enemy stone) or sees it
        // by a knight's move.
        const Position pos = position(R"(
            . . . . . . .
            . . . . . . .
            . . . . . . .
            X X X X . . .
            . . . X . . .
            . . . X . O .
            . . . X . . .)");
        const Analysis a = shallow(pos);
        // Phase 1's territory (before dead groups leave the board).
        auto kind = [&](const char* v) { return a.kindBeforeDeadGroups[pt(pos, v)]; };
        auto owner = [&](const char* v) { return a.ownerBeforeDeadGroups[pt(pos, v)]; };
        using analysis::TerritoryKind;
        QCOMPARE(kind("A1"), TerritoryKind::Sure); // enclosed corner
        QCOMPARE(owner("A1"), Black);
        QCOMPARE(kind("B2"), TerritoryKind::Sure);
        // E3 lies outside the wall in Black's potential, but F2's
        // neighbours (E2, F3, G2, F1) and its knight's-move points (E4,
        // G4, D3 is a stone, D1 too) are never Black's sure territory.
        for (const char* v : {"E2", "F3", "F1", "G2", "E4", "G4"})
            QVERIFY2(!(kind(v) == TerritoryKind::Sure && owner(v) == Black), v);
        QCOMPARE(owner("E3"), Black);
        QCOMPARE(kind("E3"), TerritoryKind::Sure);
    }

    void openCentreIsCut()
    {
        // Step 26: K10 gets 8 from each of three centre stones two points
        // away (24, sure in phase 1), but touches no stone and has open
        // neighbours: the centre is territory only when enclosed.
        Position pos(19);
        for (const char* v : {"K8", "H10", "M10"})
            pos.setup(pt(pos, v), Black);
        const Analysis a = shallow(pos);
        const Point k10 = pt(pos, "K10");
        QCOMPARE(a.potential.ayaBlack[k10], 24);
        QCOMPARE(a.kindBeforeDeadGroups[k10], analysis::TerritoryKind::Sure);
        QCOMPARE(a.territoryKind[k10], analysis::TerritoryKind::Potential);
        QCOMPARE(a.owner[k10], Black);
    }

    void enclosedPointIsTerritoryDespiteVetoes()
    {
        // B2 is surrounded by black stones; a white stone a knight's move
        // away does not stop it being Black's.
        const Position pos = position(R"(
            . . . . .
            . X . . .
            X . X . .
            . X . O .
            . . . . .)");
        const Analysis a = shallow(pos);
        QCOMPARE(a.owner[pt(pos, "B3")], Black);
        QCOMPARE(a.territoryKind[pt(pos, "B3")], analysis::TerritoryKind::Sure);
    }

    void connectionPointWhereTheCutterDies()
    {
        // Tiger's mouth (虎の口): a white stone at C4 would stand in atari.
        // B4 and C5: a cut at C4 is a connection point of Black.
        const Position pos = position(R"(
            . . . . .
            . X . X .
            . . . . .
            . . X . .
            . . . . .)");
        const Analysis a = shallow(pos);
        QVERIFY(!a.isConnectionPoint(pt(pos, "C4"), Black)); // the cut keeps two liberties
        const Position tiger = position(R"(
            . . . . .
            . X . X .
            . . X . .
            . . . . .
            . . . . .)");
        const Analysis t = shallow(tiger);
        QVERIFY(t.isConnectionPoint(pt(tiger, "C4"), Black));
        QVERIFY(!t.isConnectionPoint(pt(tiger, "C4"), White));
    }

    void eyeSpaceTable_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("halves");
        QTest::addColumn<QString>("vital");
        // Each space sits in a black wall on a 7x7 board's lower left.
        QTest::newRow("one") << "X X . . . . .\n. X . . . . ." << 2 << "";
        QTest::newRow("straight three") << "X X X X . . .\n. . . X . . ." << 3 << "B1";
        QTest::newRow("bent three") << "X X X . . . .\n. . X . . . .\n. X X . . . ." << 3 << "A2";
        QTest::newRow("straight four") << "X X X X X . .\n. . . . X . ." << 4 << "";
        QTest::newRow("square four") << "X X X . . . .\n. . X . . . .\n. . X . . . ." << 2 << "";
        QTest::newRow("pyramid four") << "X X X X . . .\nX . X X . . .\n. . . X . . ." << 3 << "B1";
        QTest::newRow("bulky five") << "X X X X . . .\n. . X X . . .\n. . . X . . ." << 3 << "B1";
        QTest::newRow("straight five") << "X X X X X X .\n. . . . . X ." << 4 << "";
        QTest::newRow("rectangular six") << "X X X X . . .\n. . . X . . .\n. . . X . . ." << 4 << "";
        QTest::newRow("seven") << "X X X X X X X\n. . . . . . ." << 4 << "";
    }

    void eyeSpaceTable()
    {
        QFETCH(QString, board);
        QFETCH(int, halves);
        QFETCH(QString, vital);
        // Put the rows at the bottom of a 7x7 board under an empty top.
        QStringList rows = board.split('\n');
        while (rows.size() < 7)
            rows.prepend(". . . . . . .");
        const std::string text = rows.join('\n').toStdString();
        const Position pos = position(text.c_str());
        const Analysis a = shallow(pos);
        const analysis::Region* r = regionAt(a, pt(pos, "A1"));
        QVERIFY2(r, qPrintable(QString::fromStdString(analysis::eyeMap(a, pos.board()))));
        QCOMPARE(r->eyeHalves, halves);
        QCOMPARE(r->vital, vital.isEmpty() ? kNoPoint : pt(pos, vital.toLatin1().constData()));
    }

    void stonesTakenTogetherMakeTwoEyes()
    {
        // White's space C1-D1-D2 is a bent three, one eye if Black plays
        // the vital point D1, but Black's stones at C1 and D2 are both in
        // atari there: Black cannot play D1 (no liberty), and White's D1,
        // whenever Black fills the outside liberties, takes both stones and
        // leaves two eyes. Read out move by move, White lives whoever moves
        // first (GNU Go 3.8: alive); the shape alone gave one eye and the
        // group dead.
        const Position pos = position(kStonesTakenTogether);
        const Analysis a = analysis::evaluate(pos);
        const analysis::Region* space = regionAt(a, pt(pos, "D1"));
        QVERIFY2(space, qPrintable(QString::fromStdString(analysis::eyeMap(a, pos.board()))));
        QCOMPARE(space->eyeHalves, 4);
        const auto* white = a.groupAt(pt(pos, "C3"));
        QVERIFY(white);
        QCOMPARE(white->status, analysis::GroupStatus::Alive);
        QCOMPARE(a.groupAt(pt(pos, "C1"))->status, analysis::GroupStatus::Dead);
        // The Why? panel says how the space makes two eyes.
        const auto eyeSpace = std::find_if(white->reasons.begin(), white->reasons.end(),
                                           [](const analysis::Reason& r) { return r.key == "eye-space"; });
        QVERIFY(eyeSpace != white->reasons.end());
        QCOMPARE(eyeSpace->detail, std::string("3 point(s), vital point D1 takes the stones in atari around it"));
        QCOMPARE(eyeSpace->after - eyeSpace->before, 4);

        // With an empty point at C1 instead, Black can play the vital point:
        // the bent three stays critical.
        Position open = pos;
        open.setup(pt(open, "C1"), Empty);
        const Analysis b = analysis::evaluate(open);
        const analysis::Region* bent = regionAt(b, pt(open, "D1"));
        QVERIFY(bent);
        QCOMPARE(bent->eyeHalves, 3);
        QCOMPARE(bent->vital, pt(open, "D1"));
    }

    void pocketWithOneMouthIsAnEye()
    {
        // White's C1 is an open region of one point, no eye by its size,
        // but the empty points behind it (C2, C3) make a pocket whose one
        // way in is C3, beside Black's wall: White answers Black's C3 at
        // C2 and C1 is an eye. With A1, White has two eyes and lives
        // (whoever moves first, read out; GNU Go 3.8: alive); it was
        // called dead, safety 0 %.
        const Position pos = position(kPocketCorner);
        const Analysis a = analysis::evaluate(pos);
        const analysis::Region* pocket = regionAt(a, pt(pos, "C1"));
        QVERIFY2(pocket, qPrintable(QString::fromStdString(analysis::eyeMap(a, pos.board()))));
        QCOMPARE(pocket->eyeHalves, 2);
        QCOMPARE(pocket->mouth, pt(pos, "C3"));
        QCOMPARE(pocket->block, pt(pos, "C2"));
        const auto* white = a.groupAt(pt(pos, "A3"));
        QVERIFY(white);
        QCOMPARE(white->status, analysis::GroupStatus::Alive);
        const auto eyeSpace = std::find_if(white->reasons.begin(), white->reasons.end(), [&](const analysis::Reason& r) {
            return r.key == "eye-pocket" && r.points == std::vector<Point>{pt(pos, "C1")};
        });
        QVERIFY(eyeSpace != white->reasons.end());
        QCOMPARE(eyeSpace->detail, std::string("1 point(s), open at C3, kept by an answer at C2"));

        // Opened at B3 too, the pocket has two ways in, and the count
        // leaves it alone: whether one eye is kept there when Black enters
        // at one and then the other is for the reading. (White still lives
        // here, read out move by move; the group reading says so.)
        Position open = pos;
        open.setup(pt(open, "B3"), Empty);
        const Analysis b = analysis::evaluate(open);
        const analysis::Region* wide = regionAt(b, pt(open, "C1"));
        QVERIFY(!wide || (wide->eyeHalves == 0 && wide->mouth == kNoPoint));
    }

    void stringTakenInsideTheSpaceMakesItCritical()
    {
        // White's corner around Black's pair before White's D2: eight
        // points, two eyes by their number, but White's string C2-C1-D1
        // on the space's edge is taken by Black's D2, played inside the
        // space (it also joins Black's pair): one move decides, so the
        // space is critical with D2 its vital point, and the group
        // unsettled, no longer alive. (Read out, White dies whoever moves
        // first; the group reading says so.)
        const Position pos = position(kRabbitySixCornerBeforeD2);
        const Analysis a = analysis::evaluate(pos);
        const analysis::Region* space = regionAt(a, pt(pos, "E3"));
        QVERIFY2(space, qPrintable(QString::fromStdString(analysis::eyeMap(a, pos.board()))));
        QCOMPARE(space->eyeHalves, 3);
        QCOMPARE(space->vital, pt(pos, "D2"));
        QCOMPARE(a.groupAt(pt(pos, "D4"))->status, analysis::GroupStatus::Unsettled);

        // The same corner with White's D2 and no black stone beside it
        // but one at F1: no string of White's to take, two eyes.
        const Position living = position(irodori::testing::kSevenPointCorner);
        const Analysis b = analysis::evaluate(living);
        const analysis::Region* seven = regionAt(b, pt(living, "E3"));
        QVERIFY(seven);
        QCOMPARE(seven->eyeHalves, 4);
        QCOMPARE(b.groupAt(pt(living, "D4"))->status, analysis::GroupStatus::Alive);
    }

    void raceTableOfSeed001()
    {
        // ours - theirs: -5 .. +5 -> 0 0 5 20 30 50 70 80 87 95 100, clamped beyond.
        const int expected[] = {0, 0, 5, 20, 30, 50, 70, 80, 87, 95, 100};
        for (int d = -5; d <= 5; ++d)
            QCOMPARE(analysis::raceSafety(d), expected[d + 5]);
        QCOMPARE(analysis::raceSafety(-40), 0);
        QCOMPARE(analysis::raceSafety(99), 100);
    }

    void sekiWithoutEyes()
    {
        // Step 20's seki rule: Black's five stones and White's two inner
        // stones share B9 and A8, have no other liberty and no eye. The
        // one-move oracle sees only that whoever fills a shared liberty
        // stands in atari, so the rule must call both seki. (In fact White
        // kills: B9 throws in three stones, and after Black takes them the
        // bent three's vital point B9 is White's again; the real reader
        // finds that in step 2 and the rule never gets to run.)
        const Position pos = position(R"(
            O . X O . . . . .
            . O X O . . . . .
            X X X O . . . . .
            O O O O . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .)");
        const Analysis a = shallow(pos);
        const auto* black = a.groupAt(pt(pos, "C9"));
        const auto* inner = a.groupAt(pt(pos, "A9"));
        QVERIFY(black && inner);
        QCOMPARE(a.groupAt(pt(pos, "B8")), inner); // the kosumi A9-B8 holds: both points free
        QCOMPARE(black->status, analysis::GroupStatus::Seki);
        QCOMPARE(inner->status, analysis::GroupStatus::Seki);
        QCOMPARE(black->reasons.back().key, std::string("seki"));
        QCOMPARE(a.groupAt(pt(pos, "D9"))->status, analysis::GroupStatus::Alive);
    }

    void standoffInsideAnEyeSpace()
    {
        // Black's ring and White's pair inside it share all four liberties
        // and have no other: the eye count gave the ring two eyes and the
        // pair up for dead. A sacrifice by either side (filling three of
        // the four and letting the other take) leaves the taker a space of
        // five points, or of more, that lives: seki (GNU Go agrees).
        const Position seki = position(kSekiRing);
        const Analysis a = analysis::evaluate(seki);
        const auto* ring = a.groupAt(pt(seki, "C7"));
        const auto* pair = a.groupAt(pt(seki, "D6"));
        QVERIFY(ring && pair && ring != pair);
        QCOMPARE(ring->status, analysis::GroupStatus::Seki);
        QCOMPARE(pair->status, analysis::GroupStatus::Seki);
        QCOMPARE(pair->reasons.back().key, std::string("seki"));
        QVERIFY(a.groupAt(pt(seki, "C9")));
        QCOMPARE(a.groupAt(pt(seki, "C9"))->status, analysis::GroupStatus::Alive);

        // White's corner and Black's pair share five liberties. Black fills
        // four of them and lets White take the six stones at E1 (or E3):
        // that space is a rabbity six, and Black's placement at F2 kills (read
        // out move by move: White dies whoever moves first, the pair
        // lives). The eye count had White alive and the pair dead.
        const Position corner = position(kRabbitySixCorner);
        const Analysis b = analysis::evaluate(corner);
        const auto* white = b.groupAt(pt(corner, "D4"));
        const auto* inner = b.groupAt(pt(corner, "E2"));
        QVERIFY(white && inner);
        QCOMPARE(white->status, analysis::GroupStatus::Dead);
        QCOMPARE(inner->status, analysis::GroupStatus::Alive);
        QCOMPARE(white->reasons.back().key, std::string("standoff-sacrifice-kills"));
        // Where White takes: E3 or E1 leaves a rabbity six.
        QCOMPARE(white->reasons.back().points.size(), std::size_t{1});
        const Point taken = white->reasons.back().points.front();
        QVERIFY(taken == pt(corner, "E3") || taken == pt(corner, "E1"));
        QVERIFY(b.score.territoryScore > 0); // Black's corner
    }

    void oneEyeAgainstNoEyeWins()
    {
        // Black's corner has an eye at A1 and shares C2 and C1 with White's
        // eyeless string: the shared liberties count for the side with the
        // eye (eyes.md), so Black wins the race.
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            X X X X X . . . .
            O O O O X . . . .
            X X . O X . . . .
            . X . O X . . . .)");
        const Analysis a = shallow(pos);
        const auto* black = a.groupAt(pt(pos, "A2"));
        const auto* white = a.groupAt(pt(pos, "A3"));
        QVERIFY(black && white);
        const QByteArray text = QByteArray::fromStdString(analysis::toText(a, pos.board()));
        QVERIFY2(black->safety == 100 && white->safety < 20, text.constData());
        // Step 17 for White: its two liberties are shared with a group that
        // has an eye, so they count for Black only: 0 against 3 (-3, 5 %).
        QCOMPARE(white->reasons.front().step, 17);
        QCOMPARE(white->reasons.front().detail, std::string("against group 3: 0 vs 3 liberties"));
        QCOMPARE(white->reasons.front().after, 5);
        bool captured = false;
        for (const auto& r : black->reasons)
            captured = captured || r.key == "captures-dead-neighbour";
        QVERIFY2(captured, text.constData());
    }

    void capturableNeighbourIsHalfAnEye()
    {
        // Step 12: White's A3-B3 stand in atari next to Black's corner
        // group (which has one eye at A1); White can still run out through
        // A4, but Black taking them would leave room: +0.5 eye.
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            O . . . . . . . .
            . X . . . . . . .
            O O X . . . . . .
            X X X . . . . . .
            . X . . . . . . .)");
        const Analysis a = shallow(pos);
        QCOMPARE(a.strings[a.stringAt[pt(pos, "A3")]].status, analysis::TacticalStatus::Unsettled);
        const auto* black = a.groupAt(pt(pos, "A2"));
        QVERIFY(black);
        bool found = false;
        for (const auto& r : black->reasons)
            if (r.step == 12 && r.key == "capturable-neighbour") {
                found = true;
                QCOMPARE(r.after - r.before, 1);
                QVERIFY(std::find(r.points.begin(), r.points.end(), pt(pos, "A4")) != r.points.end());
            }
        QVERIFY2(found, analysis::toText(a, pos.board()).c_str());
    }

    void eyeIfPlayed()
    {
        // Step 13: B1 has Black on two sides and the edge below; Black
        // playing C1 makes it an eye. Black's only other eye is A3.
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            O O O O . . . . .
            X X X O . . . . .
            . X X O . . . . .
            X X X O . . . . .
            X . . O . . . . .)");
        const Analysis a = shallow(pos);
        const auto* black = a.groupAt(pt(pos, "A2"));
        QVERIFY(black);
        bool found = false;
        for (const auto& r : black->reasons)
            if (r.step == 13 && r.key == "eye-if-played")
                found = true;
        QVERIFY2(found, analysis::toText(a, pos.board()).c_str());
    }

    void thrownInStoneMakesDeathUnknown()
    {
        // Step 21: Black's only eye space is the corner square (one eye),
        // with a white stone thrown in at A1. The seed leaves such a group
        // unsettled rather than dead.
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            O O O O . . . . .
            X X X O . . . . .
            . . X O . . . . .
            O . X O . . . . .)");
        const Analysis a = shallow(pos);
        const auto* black = a.groupAt(pt(pos, "A3"));
        QVERIFY(black);
        QVERIFY2(black->eyeHalves == 2, analysis::toText(a, pos.board()).c_str());
        QCOMPARE(black->reasons.back().step, 21);
        QCOMPARE(black->reasons.back().key, std::string("thrown-in-unknown"));
        QCOMPARE(black->status, analysis::GroupStatus::Unsettled);
    }

    void reasonsAreOrderedBySteps()
    {
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . O O O O . . .
            . O X X X . O . .
            . O X . X X O . .
            . O X X . X O . .
            . . O X X X O . .
            . . . O O O . . .
            . . . . . . . . .)");
        const Analysis a = shallow(pos);
        for (const auto& g : a.groups) {
            QVERIFY(!g.reasons.empty());
            for (std::size_t i = 1; i < g.reasons.size(); ++i)
                QVERIFY(g.reasons[i - 1].step <= g.reasons[i].step);
            // The last safety reason leaves the group at its safety.
            int last = -1;
            for (const auto& r : g.reasons)
                if (r.value == analysis::ReasonValue::Safety)
                    last = r.after;
            QCOMPARE(last, g.safety);
        }
    }

    void jsonHoldsEverything()
    {
        const Position pos = position(R"(
            . . . . . . . . .
            . . X . . . O . .
            . . . . . . . . .
            . X . X . O . O .
            . . . . . . . . .
            . . X . . . O . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .)");
        const Analysis a = analysis::evaluate(pos);
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(analysis::toJson(a, pos.board())), &err);
        QCOMPARE(err.error, QJsonParseError::NoError);
        const QJsonObject o = doc.object();
        QCOMPARE(o["size"].toInt(), 9);
        QCOMPARE(o["strings"].toArray().size(), static_cast<int>(a.strings.size()));
        QCOMPARE(o["links"].toArray().size(), static_cast<int>(a.links.size()));
        QCOMPARE(o["groups"].toArray().size(), static_cast<int>(a.groups.size()));
        QCOMPARE(o["potential"].toObject()["charge_black"].toArray().size(), 9);
        QCOMPARE(o["maps"].toObject()["territory"].toArray().size(), 9);
        const QJsonObject g = o["groups"].toArray()[0].toObject();
        QVERIFY(g.contains("safety"));
        QVERIFY(g["reasons"].isArray());
        QCOMPARE(o["strings"].toArray()[0].toObject()["stones"].toArray()[0].toString(), QString("C8"));
    }
};

QTEST_GUILESS_MAIN(TestLayers)
#include "test_layers.moc"
