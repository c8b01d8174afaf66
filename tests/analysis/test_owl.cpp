// The group reading (群の死活探索): eye shapes with their vital points
// (急所), groups that live already, groups that live by widening their eye
// space, groups that run away, kos (劫); the static judgement behind it; the
// node budget, the cache, the cancellation flag and the GTP commands.
// Every problem's answers were checked against GNU Go's owl_attack and
// owl_defend when it was written (where GNU Go names another move than
// ours, only the code is checked); this test does not need GNU Go.
#include "helpers.h"

#include "analysis/owl.h"
#include "analysis/owl_internal.h"
#include "core/coords.h"
#include "protocol/gtp_engine.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <string>

using namespace irodori;
using namespace irodori::testing;

namespace {

// One problem (a square board whose empty top rows the diagram leaves
// out): the group at target, the answers of
// owl_attack and owl_defend as GNU Go writes them: "0", "1" (any move),
// "1 B1", "1 (B1|C1)" (one of these moves), "1 PASS", "3" (ko) ...
struct Problem {
    const char* name;
    const char* diagram;
    const char* target;
    const char* attack;
    const char* defend;
};

const Problem kProblems[] = {
    {"straight three on the edge: the middle point decides",
     R"(
         X X X X X . . . .
         O O O O X . . . .
         . . . O X . . . .
     )",
     "A2", "1 B1", "1 B1"},
    {"bent three in the corner: the corner point decides",
     R"(
         X X X . . . . . .
         O O X X . . . . .
         . O O X . . . . .
         . . O X . . . . .
     )",
     "B2", "1 A1", "1 A1"},
    {"pyramid four on the edge: the centre of the T decides",
     R"(
         X X X X X X . . .
         X O O O O X . . .
         X O . O O X . . .
         O . . . O X . . .
     )",
     "B2", "1 C1", "1 C1"},
    {"bulky five in the corner",
     R"(
         X X X X . . . . .
         X X X X X . . . .
         O O O X . . . . .
         . . O O X . . . .
         . . . O X . . . .
     )",
     "C3", "1 B1", "1 B1"},
    {"square four is one eye whoever plays",
     R"(
         X X X X . . . . .
         O O O X . . . . .
         . . O X . . . . .
         . . O X . . . . .
     )",
     "C2", "1", "0"},
    {"straight four on the edge lives",
     R"(
         X X X X X X . . .
         O O O O O X . . .
         . . . . O X . . .
     )",
     "A2", "0", "1 PASS"},
    {"bent four away from the corner lives",
     R"(
         . X X X X X X . .
         X X O O O O X . .
         X O O . . O X . .
         X O . . O O X . .
     )",
     "C2", "0", "1 PASS"},
    {"two separate eyes live",
     R"(
         X X X X X X . . .
         O O O O O X . . .
         . O . O O X . . .
     )",
     "B2", "0", "1 PASS"},
    {"one eye and a false eye die",
     R"(
         X X X X X . . . .
         O O O O X . . . .
         . O . O X . . . .
         O X O O X . . . .
         . X X X X . . . .
     )",
     "B3", "1", "0"},
    {"rabbity six: the centre of the cross decides",
     R"(
         X X X X X X . . .
         O O O O X X . . .
         O O . O O X . . .
         O . . . O X . . .
         O . . O O X . . .
     )",
     "A2", "1 C2", "1 C2"},
    {"seven points in a row live",
     R"(
         X X X X X X X X X
         O O O O O O O O X
         . . . . . . . O X
     )",
     "A2", "0", "1"},
    {"five stones on the second line die whoever plays first",
     R"(
         . X X X X X X X .
         . X O O O O O X .
         . . . . . . . . .
     )",
     "C2", "1", "0"},
    {"six stones on the second line between two Black stones die too",
     R"(
         X X X X X X X X .
         X O O O O O O X .
         . . . . . . . . .
     )",
     "C2", "1", "0"},
    {"four stones on the second line die",
     R"(
         . . X X X X X X .
         . . X O O O O X .
         . . . . . . . . .
     )",
     "D2", "1", "0"},
    {"a lone stone in the open runs away",
     R"(
         . . . X . . . . .
         . . . X O . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
     )",
     "E5", "0", "1 PASS"},
    {"nakade: Black already holds the vital point of a straight three",
     R"(
         X X X X X . . . .
         O O O O X . . . .
         . X . O X . . . .
     )",
     "A2", "1", "0"},
    {"pyramid four with a Black stone on its vital point",
     R"(
         X X X X X X . . .
         X O O O O X . . .
         X O . O O X . . .
         O . X . O X . . .
     )",
     "B2", "1", "0"},
    {"a Black stone in atari inside the second eye does not spoil it",
     R"(
         X X X X X X . . .
         O O O O O X . . .
         . O . . O X . . .
         O O O X O X . . .
     )",
     "B3", "0", "1 PASS"},
    {"an eye holding a capturable Black stone still counts",
     R"(
         X X X X X . . . .
         O O O O X . . . .
         . O X O X . . . .
         O O . O X . . . .
     )",
     "B3", "0", "1 PASS"},
    {"crossed five in the centre: the middle point decides",
     R"(
         . . X X X X X . .
         . X X O O O X X .
         X X O O . O O X X
         X O O . . . O O X
         X O O O . O O O X
         X X O O O O O X X
         . X X O O O X X .
         . . X X X X X . .
         . . . . . . . . .
     )",
     "D5", "1 E6", "1 E6"},
    {"a second-line group lives by the hane that widens its eye space",
     R"(
         . . . X X X X X .
         . . . O O O O X .
         . . . . . . . . .
     )",
     "D2", "1", "1"},
    {"alive already: two eyes in the corner with outside stones",
     R"(
         X X X X . . . . .
         O O O X . . . . .
         . O O X . . . . .
         O . O X . . . . .
     )",
     "B2", "0", "1 PASS"},
    {"a two-point eye and a one-point eye live",
     R"(
         X X X X X X X . .
         O O O O O O X . .
         . . O . O O X . .
     )",
     "B2", "0", "1 PASS"},
    {"two stones in atari: taking them kills",
     R"(
         . . . . X X . . .
         . . . X O O X . .
         . . . . X . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
     )",
     "E6", "1 F5", "0"},
    {"one eye and no room: dead",
     R"(
         X X X X X X . . .
         O O O O O X . . .
         O O . . O X . . .
         O O O O O X . . .
     )",
     "B2", "1", "0"},
    // Two strings of one eye each, joined only through E2 (Black holds
    // E1 and E3): the cut there kills both, White's capture there joins
    // them with three eyes.
    {"two one-eyed halves: the cut between them decides",
     R"(
         X X X X X X X X X
         X O O O X O O O X
         X O . O . O . O X
         X O O O X O O O X
     )",
     "B2", "1 E2", "1 E2"},
    // The corner stone A1 has two liberties, the eye B1 and A2: Black A2
    // ataris it but is taken at once by A3, so both eyes hold.
    {"a wall stone with two liberties: the atari from the next space is captured",
     R"(
         X X X X X . . . .
         O O O O X . . . .
         . O O O X . . . .
         . O O O X . . . .
         O . O O X . . . .
     )",
     "B2", "0", "1"},
    // Black kills by the ko at C1 or, reading further, outright at B2 or F2:
    // after F2 E1 B2 C1 A2 White's two liberties lose the race to the
    // three stones inside (after B2 C1, F2 takes the edge eye as well).
    {"a ko in the eye space: Black kills, White must find the first ko threat",
     R"(
         X X X X X X X . .
         O O O O O O X . .
         . . . O O . X . .
         . X . . . O X . .
     )",
     "A3", "2;1 (B2|F2)", "1 C1"},
    {"a ko in the eye space: Black kills only by winning a ko it starts",
     R"(
         X X X X X X X . .
         O O O O O O X . .
         X O . . O O X . .
         . . . X . O X . .
     )",
     "A3", "3 B1", "1"},
    // White takes B3 at B2 and Black may take back only after a threat:
    // the ko is next to the eye, not at the question's stone.
    {"a ko beside the group's eye: White kills if Black finds no threat",
     R"(
         O O O O O O O . .
         O X O . . O O . .
         X . X X X . O . .
         . X X . X . O . .
     )",
     "B1", "2 B2", "1 B2"},
    // E1 touches the Black wall F1: Black plays there connected to it
    // and White is left with A1-D1 to block in (one eye), while White
    // E1 closes a straight four.
    {"five points on the edge beside a wall: the point next to the wall decides",
     R"(
         X X X X X X . . .
         O O O O O X . . .
         . . . . . X . . .
     )",
     "A2", "1 E1", "1 E1"},
    {"seven stones on the second line: whoever plays first",
     R"(
         . X X X X X X X X X .
         . X O O O O O O O X .
         . . . . . . . . . . .
     )",
     "C2", "1 C1", "1 C1"},
    {"eight stones on the second line live",
     R"(
         . X X X X X X X X X X .
         . X O O O O O O O O X .
         . . . . . . . . . . . .
     )",
     "C2", "0", "1"},
    {"a stone poking in between two pockets is no eye: it joins up through them",
     R"(
         X X X X X X X X X
         X O X X . O O O X
         X O X . X O O O X
         X O O O . O O O X
         X O . O O O O O X
     )",
     "B4", "1 (D3|E2|E4)", "0"},
    {"two one-point eyes sharing a diagonal beside a stone that pokes in: one move decides both",
     R"(
         X X X X X X X X X
         X O X X . O O O X
         X O X . X O O O X
         X O O O . O O O X
         X O O . O . O O X
     )",
     "B4", "1 E2", "1 (E2|D3|E4)"},
    {"third-line group closing its space on the second line: blocked, the space under it is two eyes",
     R"(
         X X X X X X . . .
         O O O O O X . . .
         . . . . . X . . .
         . . . . . . . . .
     )",
     "A3", "1", "1 E2"},
    {"fourth-line group with three empty lines under it: a lone stone played inside is no wall",
     R"(
         X X X X X X . . . . . . .
         O O O O O X . X . . . . .
         . . . . O X . . . . . . .
         . . . . . . . . . . . . .
         . . . . . . . . . . . . .
     )",
     "A4", "0", "1 (E2|F2)"},
    {"eye space closed by a friendly stone in atari outside the group",
     // E1 closes the space A1-D1 and holds Black's D1 in it, but is in
     // atari itself: Black takes it at F1 (or plays C1) and the space is
     // one eye; White moving first cannot save both.
     R"(
         X X X X X X . . .
         O O O O X X . . .
         . . . X O . . . .
     )",
     "B2", "1 (C1|F1)", "0"},
    {"shortage of liberties: a string of three liberties, two outside, closes the eye",
     // Black's straight four J3-J6 is closed at J7 by the string G8-J7,
     // which has only H9 and J9 outside and J6 inside: as it stands the
     // four points are not two sure eyes. White takes the point J6 and
     // kills. Black moving first joins the strings at J6, or ataris G9 at
     // H9 (GNU Go: owl_attack 1 J6, owl_defend 1 H9, and J6 holds too).
     R"(
         . . . . . . O . .
         . . . . . O X X X
         . . . . . O O O X
         . . . . . . O X .
         . . . . . . O X .
         . . . . . . O X .
         . . . . . . O X .
         . . . . . . O X X
         . . . . . . O O O
     )",
     "H5", "1 J6", "1 (H9|J6)"},
};

// The position of a problem: diagrams leave out the empty rows at the
// top, so rows of empty points are added until the board is square.
Position problemPosition(const char* diagram)
{
    const std::string text = diagram;
    std::size_t rows = 0, columns = 0, start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        std::size_t points = 0;
        for (std::size_t i = start; i < end; ++i)
            if (!std::isspace(static_cast<unsigned char>(text[i])))
                ++points;
        if (points > 0) {
            ++rows;
            columns = std::max(columns, points);
        }
        start = end + 1;
    }
    std::string padding;
    for (std::size_t r = rows; r < columns; ++r)
        padding += std::string(columns, '.') + "\n";
    return position((padding + text).c_str());
}

// White's group on the bottom edge, eyes at A2 and C2, with the stone G2
// joined to it across Black's cutting stone F2; G2 and F2 are both in atari.
const char* const kCutStoneInAtari = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X X . .
    O O O O O O X X .
    . O . O O X O X .
    O O O O O . . X .
)";

// Whether a result matches "code [move|(a|b|...)]", or one of several
// such answers separated by ";" (a clean kill and a ko kill may both be right).
bool matches(const Board& b, const tactics::ReadResult& r, const std::string& want, std::string* got)
{
    if (const std::size_t semi = want.find(';'); semi != std::string::npos)
        return matches(b, r, want.substr(0, semi), got) || matches(b, r, want.substr(semi + 1), got);
    *got = std::to_string(r.code);
    if (r.code != tactics::Fail)
        got->append(1, ' ').append(r.move == kPass || r.move == kNoPoint ? std::string("PASS") : toGtp(b, r.move));
    const int code = want[0] - '0';
    if (r.code != code)
        return false;
    if (want.size() <= 2)
        return true;
    std::string moves = want.substr(2);
    if (moves.front() == '(')
        moves = moves.substr(1, moves.size() - 2);
    const std::string move = got->substr(2);
    std::size_t start = 0;
    while (start <= moves.size()) {
        const std::size_t bar = moves.find('|', start);
        const std::string one = moves.substr(start, bar == std::string::npos ? std::string::npos : bar - start);
        if (one == move)
            return true;
        if (bar == std::string::npos)
            break;
        start = bar + 1;
    }
    return false;
}

} // namespace

class TestOwl : public QObject {
    Q_OBJECT
private slots:
    void problems_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < static_cast<int>(std::size(kProblems)); ++i)
            QTest::newRow(kProblems[i].name) << i;
    }

    void problems()
    {
        QFETCH(int, index);
        const Problem& p = kProblems[index];
        const Position pos = problemPosition(p.diagram);
        const Point target = pt(pos, p.target);
        // The group is the evaluation's group, as over GTP.
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl owl;
        std::string got;
        const tactics::ReadResult attack = owl.attack(pos, target, &a);
        QVERIFY2(matches(pos.board(), attack, p.attack, &got),
                 qPrintable(QString("owl_attack %1: expected %2, got %3").arg(p.target, p.attack, got.c_str())));
        const tactics::ReadResult defend = owl.defend(pos, target, &a);
        QVERIFY2(matches(pos.board(), defend, p.defend, &got),
                 qPrintable(QString("owl_defend %1: expected %2, got %3").arg(p.target, p.defend, got.c_str())));
        QVERIFY(!owl.cancelled());
    }

    void staticViewOfEyeShapes()
    {
        analysis::Owl owl;
        // Straight three: one sure eye, a second one if White takes B1.
        const Position three = problemPosition(kProblems[0].diagram);
        const analysis::OwlView v = owl.view(three, pt(three, "A2"));
        QCOMPARE(v.verdict, analysis::OwlView::Verdict::Open);
        QCOMPARE(v.eyesMin, 2);
        QCOMPARE(v.bestGain, 2);
        QCOMPARE(v.vital.size(), std::size_t(1));
        QCOMPARE(toGtp(three.board(), v.vital[0]), std::string("B1"));
        // Two separate eyes: alive as it stands.
        const Position two = position(R"(
            . . . . .
            . . . . .
            X X X X X
            O O O O X
            . O . O X
        )");
        QCOMPARE(owl.view(two, pt(two, "A2")).verdict, analysis::OwlView::Verdict::Alive);
        // Square four: one eye whoever plays, nowhere to go.
        const Position square = position(R"(
            . . . . .
            X X X X .
            O O O X .
            . . O X .
            . . O X .
        )");
        const analysis::OwlView s = owl.view(square, pt(square, "C2"));
        QCOMPARE(s.verdict, analysis::OwlView::Verdict::Dead);
        QCOMPARE(s.eyesMin, 2);
        QCOMPARE(s.bestGain, 0);
        // A space bounded by an enemy wall too: the point beside the wall
        // is no eye; White closing it there keeps a straight four, so it
        // is the space's vital point and the space is worth nothing sure.
        const Position edge = problemPosition(R"(
            X X X X X X . . .
            O O O O O X . . .
            . . . . . X . . .
        )");
        const analysis::OwlView e = owl.view(edge, pt(edge, "A2"));
        QCOMPARE(e.verdict, analysis::OwlView::Verdict::Open);
        QCOMPARE(e.eyesMin, 0);
        QCOMPARE(e.bestGain, 4);
        QCOMPARE(e.vital.size(), std::size_t(1));
        QCOMPARE(toGtp(edge.board(), e.vital[0]), std::string("E1"));
        QVERIFY(e.room.empty()); // the pocket is no open room
        // F2 lies between White's stones and Black's G-column wall: a
        // shared liberty, neither an eye nor room to grow in.
        const Position ko = problemPosition(R"(
            X X X X X X X . .
            O O O O O O X . .
            . . . O O . X . .
            . X . . . O X . .
        )");
        const analysis::OwlView k = owl.view(ko, pt(ko, "A3"));
        const Point f2 = pt(ko, "F2");
        QVERIFY(std::find(k.room.begin(), k.room.end(), f2) == k.room.end());
        QCOMPARE(k.eyesMin, 2); // only the space around B1
        // E1 (in atari) cuts two one-eyed halves and Black's wall E3
        // bounds the pocket E2: the stone races the group, which is open.
        const Position halves = problemPosition(R"(
            X X X X X X X X X
            X O O O X O O O X
            X O . O . O . O X
            X O O O X O O O X
        )");
        const analysis::OwlView h = owl.view(halves, pt(halves, "B2"));
        QCOMPARE(h.verdict, analysis::OwlView::Verdict::Open);
        QCOMPARE(h.weakNeighbour, 1);
        // A lone stone in the open is not closed in.
        const Position lone = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . O . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
        )");
        QCOMPARE(owl.view(lone, pt(lone, "E5")).verdict, analysis::OwlView::Verdict::Alive);
    }

    void sideExtensionsAreCandidates()
    {
        // From a stone on the third line the reading also tries the
        // one-space jumps (一間) and knight's moves (ケイマ) that stay on the
        // lowest three lines: D1, B3, the keima C1, E1, B2, B4 and C5 (on
        // the third line from the left). Not F3, which Black's F2 touches,
        // nor F2 itself, nor points higher up.
        const Position pos = problemPosition(R"(
            . . . O . . . . .
            . . . . . X . . .
            . . . . . . . . .
        )");
        std::vector<std::string> got;
        for (Point p : analysis::owl::sideExtensions(pos.board(), pt(pos, "D3")))
            got.push_back(toGtp(pos.board(), p));
        std::sort(got.begin(), got.end());
        const std::vector<std::string> want{"B2", "B3", "B4", "C1", "C5", "D1", "E1"};
        QCOMPARE(got, want);
        // The first step on the way must be empty: with C3 taken, no B2,
        // B3 or B4.
        const Position blocked = problemPosition(R"(
            . . X O . . . . .
            . . . . . X . . .
            . . . . . . . . .
        )");
        got.clear();
        for (Point p : analysis::owl::sideExtensions(blocked.board(), pt(blocked, "D3")))
            got.push_back(toGtp(blocked.board(), p));
        std::sort(got.begin(), got.end());
        const std::vector<std::string> wantBlocked{"C1", "C5", "D1", "E1"};
        QCOMPARE(got, wantBlocked);
    }

    void leafTakesAStringInAtari()
    {
        // G2 and Black's cutting stone F2 are both in atari. Where the
        // reading stops with Black to move (no plies at all here), Black
        // takes G2 at G1 first: the eyes of the rest of the group (A2, C2)
        // do not save the question's string.
        const Position pos = position(kCutStoneInAtari);
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::OwlBudget budget;
        budget.maxDepth = 0;
        analysis::Owl still(budget);
        QCOMPARE(still.attack(pos, pt(pos, "G2"), &a).code, int(tactics::Win));
        // Read, it is the capture at G1 (or White saves it at F1).
        analysis::Owl owl;
        std::string got;
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "G2"), &a), "1 G1", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "G2"), &a), "1 F1", &got), got.c_str());
    }

    void openRoomIsNoEyeWithTheAttackerToMove()
    {
        // Two White stones with the corner to themselves inside Black's
        // wall: room for eyes, but not one eye yet. Where the reading
        // stops (no plies at all here) with Black to move, the room is
        // worth one eye at most and the stones are dead; read, Black kills
        // (at C1 or B2, say) and White cannot live even moving first.
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            X X X X X X . . .
            . . . . . X . . .
            . O O . . X . . .
            . . . . . X . . .
            . . . . . X . . .
        )");
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::OwlBudget budget;
        budget.maxDepth = 0;
        analysis::Owl still(budget);
        QCOMPARE(still.attack(pos, pt(pos, "C3"), &a).code, int(tactics::Win));
        analysis::Owl owl;
        QCOMPARE(owl.attack(pos, pt(pos, "C3"), &a).code, int(tactics::Win));
        QCOMPARE(owl.defend(pos, pt(pos, "C3"), &a).code, int(tactics::Fail));
    }

    void smallRoomIsHalfAnEyeWithTheAttackerToMove()
    {
        // White's group on the bottom edge has one eye (A1) and three
        // open points above it (A3-C3) before Black's wall. Where the
        // reading stops with Black to move (no plies at all here), Black
        // plays into those three points first and what is left of them
        // is half an eye at most: the group is not alive there. Read,
        // Black kills (B3 or C4) and White cannot live moving first
        // (GNU Go: owl_attack 1 C4, and B3 kills too; owl_defend 0).
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            X X X X X X . . .
            . . . . . X . . .
            . . . . X X . . .
            O O O O X . . . .
            . O O O X . . . .
        )");
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl viewer;
        const analysis::OwlView v = viewer.view(pos, pt(pos, "B2"), &a);
        QCOMPARE(v.verdict, analysis::OwlView::Verdict::Open);
        QCOMPARE(v.eyesMin, 2);
        QCOMPARE(v.bestGain, 0);
        QCOMPARE(static_cast<int>(v.room.size()), 3);
        analysis::OwlBudget budget;
        budget.maxDepth = 0;
        analysis::Owl still(budget);
        QCOMPARE(still.attack(pos, pt(pos, "B2"), &a).code, int(tactics::Win));
        analysis::Owl owl;
        std::string got;
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "B2"), &a), "1 (B3|C4)", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "B2"), &a), "0", &got), got.c_str());
    }

    void groupThatLooksAliveIsStillRead()
    {
        // A rectangular six in the corner with every outside liberty of
        // White's group filled: by its shape it is two eyes, and the
        // static judgement calls the group alive. Black's placement at B2
        // kills it all the same, and White must answer the threat first,
        // at B2 or B1 (GNU Go: owl_attack 1 B2, owl_defend 1 B1, and B2
        // defends too). Only reading the first moves finds either.
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            X X X X X X . . .
            X X X X X X . . .
            O O O O X X . . .
            . . . O X . . . .
            . . . O X . . . .
        )");
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl owl;
        QCOMPARE(owl.view(pos, pt(pos, "A3"), &a).verdict, analysis::OwlView::Verdict::Alive);
        std::string got;
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "A3"), &a), "1 B2", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "A3"), &a), "1 (B2|B1)", &got), got.c_str());
        // Two eyes apart need no move: nothing kills them.
        const Position two = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            X X X X X X . . .
            X X X X X X . . .
            O O O O X X . . .
            . O . O X . . . .
            . O . O X . . . .
        )");
        const analysis::Analysis a2 = analysis::evaluate(two);
        QVERIFY2(matches(two.board(), owl.attack(two, pt(two, "A3"), &a2), "0", &got), got.c_str());
        QVERIFY2(matches(two.board(), owl.defend(two, pt(two, "A3"), &a2), "1 PASS", &got), got.c_str());
    }

    void rectangularSixWithTwoOutsideLibertiesLives()
    {
        // The rectangular six in the corner of groupThatLooksAliveIsStillRead
        // with two outside liberties (E3, E2) lives: after Black's
        // placement at B1 and White's B2, Black's C1 is answered by the
        // throw-in at the 1-1 point, A1, which puts B1-C1 in atari (GNU Go:
        // owl_attack 0, and A1 after B1 B2 C1). The throw-in, in atari
        // itself, used to rank below the four moves read there, and a
        // reading that guessed at its depth limit was kept as settled
        // by the next, deeper one: the attack reported a kill at B1.
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            X X X X X X . . .
            X X X X X X . . .
            O O O O . X . . .
            . . . O . X . . .
            . . . O X X . . .
        )");
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl owl;
        std::string got;
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "A3"), &a), "0", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "A3"), &a), "1", &got), got.c_str());
        Position placed = pos;
        for (const auto& [c, m] : {std::pair{Black, "B1"}, std::pair{White, "B2"}, std::pair{Black, "C1"}})
            QVERIFY(placed.play(Move{c, pt(placed, m)}) == MoveError::None);
        const analysis::Analysis pa = analysis::evaluate(placed);
        QVERIFY2(matches(placed.board(), owl.defend(placed, pt(placed, "A3"), &pa), "1 A1", &got), got.c_str());
    }

    void firstKillIsReadOn()
    {
        // Black's corner group has room for two eyes inside. White's
        // approach at E2 leaves it looking dead to the static judgement
        // (the space is open on the second line and counts for little),
        // but the group still has three liberties and Black answers
        // inside (at D2, say) and lives: nothing kills it (GNU Go:
        // owl_attack 0). Taken as a kill without reading the owner's
        // answers, E2 was reported as killing it.
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . O . . . . . . .
            O O . . . . . . .
            X . X X O O . . .
            X . . X O O . . .
            X . . . . O . . .
            . . X X O . . . .
        )");
        const analysis::Analysis a = analysis::evaluate(pos);
        Position after = pos;
        QVERIFY(after.play(Move{White, pt(pos, "E2")}) == MoveError::None);
        const analysis::Analysis aa = analysis::evaluate(after);
        analysis::Owl viewer;
        const analysis::OwlView v = viewer.view(after, pt(after, "D4"), &aa);
        QCOMPARE(v.verdict, analysis::OwlView::Verdict::Dead);
        QVERIFY(v.liberties >= 3);
        analysis::Owl owl;
        std::string got;
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "D4"), &a), "0", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "D4"), &a), "1", &got), got.c_str());
    }

    void ownersSecondMoveIsRead()
    {
        // Black's corner stones live only by the point B2 that makes the
        // corner eye space; White's answers to it leave a shape the static
        // judgement calls dead while Black still has two liberties and the
        // move that completes the second eye (GNU Go: owl_defend 1 B2,
        // owl_attack 1). Judged dead after White's first answer, B2 was
        // given up and the group reported as beyond saving.
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            O O O O O . . . .
            X X X O . O . . .
            X . . . O . . . .
            . . . . . . . . .
            X . X . O . . . .
        )");
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl owl;
        std::string got;
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "A4"), &a), "1 B2", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "A4"), &a), "1", &got), got.c_str());
    }

    void lifeShortOfLibertiesIsReadOn()
    {
        // Black's group at the top left (A6 ... D9) has room for eyes
        // along the top edge, but its strings next to White's stones at
        // A5 and C6 are down to two liberties. After White's placement at
        // A8, Black's answer at B9 leaves a shape the static judgement
        // calls alive (two eyes counted, two liberties); read on, White's
        // B7 inside the eye space kills it (GNU Go: owl_attack 1 A8, the
        // group is critical). Taken as alive after
        // B9, the placement was given up and the group reported safe.
        const Position pos = position(R"(
            . . . X . O . . .
            . X X X O . . O .
            . . X O . O . . O
            X X O O . . O O X
            O X O . . O X X X
            O O O O O O X . .
            . . O X X X . . .
            O X X X . . X . .
            . X . . O . . . .
        )");
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl owl;
        std::string got;
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "A6"), &a), "1 A8", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "A6"), &a), "1", &got), got.c_str());
    }

    void attackerWithoutMovesPasses()
    {
        // A bent four away from the corner: Black's placement at D2 is
        // answered at D1, after which every point Black could play inside
        // is suicide. Black has no move left to read there; it passes and
        // the group lives (GNU Go: owl_attack 0). Read from the root, as
        // a group that looks alive is, that line must not count as a kill.
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . X X X X X X . .
            X X O O O O X . .
            X O O . . O X . .
            X O . . O O X . .
        )");
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl owl;
        std::string got;
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "C2"), &a), "0", &got), got.c_str());
        Position after = pos;
        QCOMPARE(after.play(Move{Black, pt(after, "D2")}), MoveError::None);
        QCOMPARE(after.play(Move{White, pt(after, "D1")}), MoveError::None);
        const analysis::Analysis aa = analysis::evaluate(after);
        QVERIFY2(matches(after.board(), owl.attack(after, pt(after, "C2"), &aa), "0", &got), got.c_str());
    }

    void ownerWaitsWhenOnlyALostStringIsInAtari()
    {
        // White to move lives at B3 (read out move by move; GNU Go 3.8:
        // owl_defend 1 B3). Down one line (Black D3, White C2, Black E2,
        // White D2, Black A3, White D1, Black E1) White has two eyes, at
        // A1 and B2, and its stone E3, cut off from the rest and in atari,
        // is lost by itself; every move White has left fills an eye. The
        // reading counted the group as a whole short of liberties there
        // and gave up; White now waits (passes) and Black has no way in.
        const Position pos = position(kOpenCornerThreeStrings);
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl owl;
        std::string got;
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "C3"), &a), "1 B3", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "C3"), &a), "1", &got), got.c_str());
    }

    void ownerReadsOnWhenAStringOfItIsInAtari()
    {
        // A group with one eye that the static judgement calls dead only
        // because a string of it is in atari is read on with its owner to
        // move: the string may be saved, or be lost by itself. In White's
        // open corner of three strings Black's D3 cuts off E3, and White
        // lives at B3 after it (down the line, after Black E2, by C2, D1
        // or D2): Black's only kill is B3.
        const Position open = position(kOpenCornerThreeStrings);
        const analysis::Analysis a = analysis::evaluate(open);
        std::string got;
        analysis::Owl owl;
        QVERIFY2(matches(open.board(), owl.attack(open, pt(open, "C3"), &a), "1 B3", &got), got.c_str());
        // Here White's A2-A3-B3 is in atari at C3; White's C3 joins it to
        // the rest and lives, also after Black's B1. Black kills only at C3.
        const Position pos = position(kCornerStringInAtari);
        const analysis::Analysis b = analysis::evaluate(pos);
        analysis::Owl other;
        QVERIFY2(matches(pos.board(), other.attack(pos, pt(pos, "D3"), &b), "1 C3", &got), got.c_str());
        Position after = pos;
        QCOMPARE(after.play(Move{Black, pt(pos, "B1")}), MoveError::None);
        const analysis::Analysis c = analysis::evaluate(after);
        analysis::Owl fresh;
        QVERIFY2(matches(after.board(), fresh.defend(after, pt(pos, "D3"), &c), "1 C3", &got), got.c_str());
    }

    void attackReadFirstLeavesTheDefenceAsItIs()
    {
        // The reading's rules depend on who moves first at the root (the
        // owner's answer to a kill is read on, so is an attacker's answer
        // to a rescue), so an answer stored while reading the attack is not
        // one the defence may take: asked after the attack, the defence
        // is what it is when asked alone.
        const Position pos = position(kOpenCornerThreeStrings);
        const analysis::Analysis a = analysis::evaluate(pos);
        std::string got;
        analysis::Owl owl;
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "C3"), &a), "1 B3", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "C3"), &a), "1 B3", &got), got.c_str());
    }

    void innerStringSharingEveryLibertyWaits()
    {
        // White's corner and the black pair E2-F2 inside it share all five
        // liberties, and neither has another: whoever fills them first
        // gives the other the capture, so the owner of either waits
        // (passes) and lets the other fill. Read out move by move: the pair
        // lives whoever moves first, and White dies whoever moves first
        // (Black fills and throws in until White's capture leaves a space
        // that Black's placement kills). Before waiting was read, every
        // move of the pair's owner filled a liberty of its own, and the
        // pair was "killed" at E3.
        const Position pos = position(kRabbitySixCorner);
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl owl;
        QVERIFY(owl.view(pos, pt(pos, "E2"), &a).mutual);
        QVERIFY(owl.view(pos, pt(pos, "D4"), &a).mutual);
        std::string got;
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "E2"), &a), "0", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "E2"), &a), "1 PASS", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "D4"), &a), "1", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "D4"), &a), "0", &got), got.c_str());
        // The view decides the standoff by the sacrifices: Black's pair,
        // sacrificed with four of the liberties, leaves White a rabbity
        // six that Black's placement kills; White's fourteen stones
        // sacrificed would leave the pair a space far too big to kill.
        QCOMPARE(owl.view(pos, pt(pos, "D4"), &a).verdict, analysis::OwlView::Verdict::Dead);
        QCOMPARE(owl.view(pos, pt(pos, "E2"), &a).verdict, analysis::OwlView::Verdict::Alive);
        // A ring around a pair it shares four liberties with: sacrificed,
        // the pair leaves five points that live (no bulky or crossed
        // five), so both live: seki.
        const Position seki = position(kSekiRing);
        const analysis::Analysis c = analysis::evaluate(seki);
        for (const char* p : {"C7", "D6"}) {
            QCOMPARE(owl.view(seki, pt(seki, p), &c).verdict, analysis::OwlView::Verdict::Alive);
            QVERIFY2(matches(seki.board(), owl.attack(seki, pt(seki, p), &c), "0", &got), got.c_str());
        }
        // Before White's D2 the pair has a liberty White lacks (D2 is not
        // White's, E1 is not the big string's): no standoff.
        const Position before = position(kRabbitySixCornerBeforeD2);
        const analysis::Analysis b = analysis::evaluate(before);
        QVERIFY(!owl.view(before, pt(before, "E2"), &b).mutual);
    }

    void mouthOfTwoPointsIsClosedByTheOwner()
    {
        // Black's group inside White's box has one eye (D6) and a space
        // F5-F4 whose mouth, G4 and G3, lies beside White's wall. Only G4
        // opens onto the rest of the space: Black closes the mouth there
        // (a White stone at G3 then opens nothing) and F5-F4 is a second
        // eye. The static judgement sees it as one move's gain with G4
        // its vital point; read, Black lives at G4 (or F4, GNU Go's
        // owl_defend answer; it finds G4 good too) and White cannot kill
        // (GNU Go: owl_attack 0).
        const Position pos = position(R"(
            . . . . . . . . .
            . O O O O O O O .
            . O X X X X X O .
            . O X . X X X O .
            . O X X X . X O .
            . O O O X . . O .
            . . . O X X . O .
            . . . O O X O O .
            . . . . . . . . .
        )");
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl owl;
        const analysis::OwlView v = owl.view(pos, pt(pos, "C7"), &a);
        QCOMPARE(v.eyesMin, 2);
        QCOMPARE(v.bestGain, 2);
        QVERIFY(std::find(v.vital.begin(), v.vital.end(), pt(pos, "G4")) != v.vital.end());
        std::string got;
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "C7"), &a), "1 (G4|F4)", &got), got.c_str());
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "C7"), &a), "0", &got), got.c_str());
    }

    void openRoomIsOneEyeAtMostWithTheOwnerToMove()
    {
        // Two White stones in a corner of four by five points that Black
        // walls in: the space is too big to be closed, so it is open room,
        // and White has no eye yet. Where the reading stops with White to
        // move, one White move makes one eye at most, not two: the group
        // is not alive there. Read, White cannot live moving first and
        // Black kills moving first (GNU Go agrees: 0 and 1).
        const Position pos = position(R"(
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            X X X X X . . . .
            . . . . X . . . .
            . . . . X . . . .
            . . O . X . . . .
            . . O . X . . . .
            . . . . X . . . .
        )");
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl viewer;
        const analysis::OwlView v = viewer.view(pos, pt(pos, "C3"), &a);
        QCOMPARE(v.verdict, analysis::OwlView::Verdict::Open);
        QCOMPARE(v.eyesMin, 0);
        QVERIFY(v.openRoom >= 4);
        analysis::OwlBudget budget;
        budget.maxDepth = 0;
        analysis::Owl still(budget);
        QCOMPARE(still.defend(pos, pt(pos, "C3"), &a).code, int(tactics::Fail));
        analysis::Owl owl;
        QCOMPARE(owl.defend(pos, pt(pos, "C3"), &a).code, int(tactics::Fail));
        QCOMPARE(owl.attack(pos, pt(pos, "C3"), &a).code, int(tactics::Win));
    }

    void manyLibertiesAreReadForTheOwner()
    {
        // Black's three stones on the second line have no eye, little
        // room and nowhere to run: the static judgement calls them dead.
        // With five liberties, though, the owner's moves are still read
        // (the attacker needs five moves to fill them, and the owner's
        // moves on the way are more than a static guess can weigh). Read,
        // they are dead all the same: White kills at C2 and Black cannot
        // live moving first (GNU Go: owl_attack 1 C2, owl_defend 0).
        const Position pos = problemPosition(R"(
            . . O O O O O O .
            . . . O O O . O .
            . O . X X X . O .
            . . . . . . O O .
        )");
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl owl;
        const analysis::OwlView v = owl.view(pos, pt(pos, "E2"), &a);
        QCOMPARE(v.verdict, analysis::OwlView::Verdict::Dead);
        QCOMPARE(v.liberties, 5);
        std::string got;
        owl.resetNodes();
        QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, "E2"), &a), "0", &got), got.c_str());
        QVERIFY(owl.nodes() > 0);
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "E2"), &a), "1 C2", &got), got.c_str());
        // Four liberties: dead as it stands, nothing read for the owner.
        const Position four = problemPosition(R"(
            . . O O O O O O .
            . . . O O O . O .
            . O O X X X . O .
            . . . . . . O O .
        )");
        const analysis::Analysis a4 = analysis::evaluate(four);
        QCOMPARE(owl.view(four, pt(four, "E2"), &a4).verdict, analysis::OwlView::Verdict::Dead);
        owl.resetNodes();
        QCOMPARE(owl.defend(four, pt(four, "E2"), &a4).code, int(tactics::Fail));
        QCOMPARE(owl.nodes(), std::uint64_t(0));
    }

    void rootReadsEveryCandidate()
    {
        // One move deeper down, but every candidate at the root: the kill
        // at F2 (or B2) is not the move the one-move trial ranks first,
        // and a root as narrow as the rest of the tree missed it.
        analysis::OwlBudget budget;
        budget.width = 1;
        const Position pos = problemPosition(R"(
            X X X X X X X . .
            O O O O O O X . .
            . . . O O . X . .
            . X . . . O X . .
        )");
        const analysis::Analysis a = analysis::evaluate(pos);
        analysis::Owl owl(budget);
        std::string got;
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "A3"), &a), "1 (B2|F2)", &got), got.c_str());
    }

    void nodeBudgetIsKept()
    {
        // With a small budget every question stops at it (one trial move
        // may pass it), and the open ones say that they were cut short.
        analysis::OwlBudget budget;
        budget.maxNodes = 40;
        analysis::Owl owl(budget);
        int exhausted = 0;
        for (const Problem& p : kProblems) {
            const Position pos = problemPosition(p.diagram);
            for (int defend = 0; defend < 2; ++defend) {
                owl.clearCache();
                owl.resetNodes();
                if (defend)
                    owl.defend(pos, pt(pos, p.target));
                else
                    owl.attack(pos, pt(pos, p.target));
                QVERIFY2(owl.nodes() <= budget.maxNodes + 1, qPrintable(QString::number(owl.nodes())));
                if (owl.budgetExhausted())
                    ++exhausted;
            }
        }
        QVERIFY(exhausted > 0);
        // A settled shape needs no nodes at all.
        owl.resetNodes();
        const Position alive = problemPosition(kProblems[7].diagram);
        QCOMPARE(owl.defend(alive, pt(alive, "B2")).code, int(tactics::Win));
        QCOMPARE(owl.nodes(), std::uint64_t(0));
    }

    // The reading deepens two plies at a time and keeps the last reading
    // that finished: a far deeper limit reads every problem the same way
    // (a deep limit once let long narrow lines eat the budget meant for
    // the root's other moves).
    void deeperLimitKeepsTheAnswers()
    {
        analysis::OwlBudget budget;
        budget.maxDepth = 40;
        for (const Problem& p : kProblems) {
            const Position pos = problemPosition(p.diagram);
            const analysis::Analysis a = analysis::evaluate(pos);
            analysis::Owl owl(budget);
            std::string got;
            QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, p.target), &a), p.attack, &got),
                     qPrintable(QString("%1: owl_attack got %2").arg(p.name, got.c_str())));
            QVERIFY2(matches(pos.board(), owl.defend(pos, pt(pos, p.target), &a), p.defend, &got),
                     qPrintable(QString("%1: owl_defend got %2").arg(p.name, got.c_str())));
        }
    }

    // A reading two plies deeper costs about as many nodes as the last
    // one: when fewer are left it is not started, and the answer is the
    // last reading's (the one a cut-short reading would give way to).
    void readingThatCannotFinishIsNotStarted()
    {
        int checked = 0;
        for (const Problem& p : kProblems) {
            const Position pos = problemPosition(p.diagram);
            const Point target = pt(pos, p.target);
            const analysis::Analysis a = analysis::evaluate(pos);
            analysis::OwlBudget six;
            six.maxDepth = 6;
            analysis::Owl shallow(six);
            const tactics::ReadResult first = shallow.attack(pos, target, &a);
            const std::uint64_t spent = shallow.nodes();
            // Only the readings that went as deep as they could and would
            // read on with a deeper limit.
            if (!shallow.budgetExhausted() || spent < 2)
                continue;
            analysis::OwlBudget tight;
            tight.maxNodes = 2 * spent - 1;
            analysis::Owl owl(tight);
            QCOMPARE(owl.attack(pos, target, &a), first);
            QCOMPARE(owl.nodes(), spent);
            QVERIFY(owl.budgetExhausted());
            ++checked;
        }
        QVERIFY(checked >= 3);
    }

    void cacheGivesTheSameAnswer()
    {
        const Position pos = problemPosition(kProblems[3].diagram); // bulky five
        analysis::Owl owl;
        const tactics::ReadResult first = owl.attack(pos, pt(pos, "C3"));
        const std::uint64_t nodes = owl.nodes();
        const tactics::ReadResult again = owl.attack(pos, pt(pos, "C3"));
        QCOMPARE(again, first);
        QVERIFY(owl.nodes() - nodes < nodes); // answered mostly from the cache
        owl.clearCache();
        QCOMPARE(owl.attack(pos, pt(pos, "C3")), first);
    }

    // The static views a question judged are kept for the next question
    // about the same group in the same position (the defence after the
    // attack): they are the views a fresh reader would judge, so the
    // defence reads as it does on its own.
    void storedViewsChangeNoAnswer()
    {
        for (const Problem& p : kProblems) {
            const Position pos = problemPosition(p.diagram);
            const Point target = pt(pos, p.target);
            const analysis::Analysis a = analysis::evaluate(pos);
            analysis::Owl first;
            first.attack(pos, target, &a);
            const tactics::ReadResult defendAfter = first.defend(pos, target, &a);
            analysis::Owl fresh;
            const tactics::ReadResult defendAlone = fresh.defend(pos, target, &a);
            QVERIFY2(defendAfter == defendAlone, p.name);
        }
    }

    void cacheKeepsQuestionsApart()
    {
        // One group of two strings (the analysis joins G2 to the rest
        // across the cutting stone F2 in atari): the big string lives on
        // its eyes A2 and C2, the stone G2 is taken at G1. Asked in turn
        // of one reader, the second question must not get the first one's
        // answer from the cache.
        const Position pos = position(kCutStoneInAtari);
        const analysis::Analysis a = analysis::evaluate(pos);
        QCOMPARE(a.groupIndexAt(pt(pos, "A1")), a.groupIndexAt(pt(pos, "G2")));
        analysis::Owl owl;
        QCOMPARE(owl.attack(pos, pt(pos, "A1"), &a).code, int(tactics::Fail));
        std::string got;
        QVERIFY2(matches(pos.board(), owl.attack(pos, pt(pos, "G2"), &a), "1 G1", &got), got.c_str());
        QCOMPARE(owl.attack(pos, pt(pos, "A1"), &a).code, int(tactics::Fail));
    }

    void cancelledReadingAnswersNothing()
    {
        const Position pos = problemPosition(kProblems[0].diagram);
        std::atomic<bool> stop{true};
        analysis::Owl owl;
        owl.setCancelFlag(&stop);
        QCOMPARE(owl.attack(pos, pt(pos, "A2")).code, int(tactics::Fail));
        QVERIFY(owl.cancelled());
        stop = false;
        QCOMPARE(owl.attack(pos, pt(pos, "A2")).code, int(tactics::Win));
        QVERIFY(!owl.cancelled());
    }

    void badPointsAnswerZero()
    {
        const Position pos = problemPosition(kProblems[0].diagram);
        analysis::Owl owl;
        QCOMPARE(owl.attack(pos, pt(pos, "H8")).code, int(tactics::Fail)); // empty point
        QCOMPARE(owl.defend(pos, kNoPoint).code, int(tactics::Fail));
        QCOMPARE(owl.attack(pos, -5).code, int(tactics::Fail));
        QCOMPARE(owl.defend(pos, 100000).code, int(tactics::Fail));
    }

    void gtpCommands()
    {
        gtp::GtpEngine e;
        for (const char* line : {"boardsize 9", "clear_board", "play b A3", "play b B3", "play b C3", "play b D3",
                                 "play b E3", "play b E2", "play b E1", "play w A2", "play w B2", "play w C2",
                                 "play w D2", "play w D1"})
            QCOMPARE(QString::fromStdString(e.execute(line)), QString("= \n\n"));
        QCOMPARE(QString::fromStdString(e.execute("reset_owl_node_counter")), QString("= \n\n"));
        QCOMPARE(QString::fromStdString(e.execute("owl_attack A2")), QString("= 1 B1\n\n"));
        QCOMPARE(QString::fromStdString(e.execute("owl_defend D1")), QString("= 1 B1\n\n"));
        QCOMPARE(QString::fromStdString(e.execute("owl_attack E3")), QString("= 0\n\n"));
        QCOMPARE(QString::fromStdString(e.execute("owl_defend E3")), QString("= 1 PASS\n\n"));
        const std::string nodes = e.execute("get_owl_node_counter");
        QVERIFY2(nodes.rfind("= ", 0) == 0 && std::stoi(nodes.substr(2)) > 0, nodes.c_str());
        QVERIFY(e.execute("owl_attack H8").rfind("? ", 0) == 0); // no stone there
        QVERIFY(e.execute("owl_attack").rfind("? ", 0) == 0);
        QVERIFY(e.execute("owl_defend Z99").rfind("? ", 0) == 0);
        QCOMPARE(QString::fromStdString(e.execute("owl_node_limit 500")), QString("= \n\n"));
        QCOMPARE(QString::fromStdString(e.execute("owl_node_limit")), QString("= 500\n\n"));
        QVERIFY(e.execute("owl_node_limit -3").rfind("? ", 0) == 0);
    }
};

QTEST_GUILESS_MAIN(TestOwl)
#include "test_owl.moc"
