// Unconditional life (Benson's algorithm): golden diagrams of every kind of
// shape, every claim on random small boards checked by reading all the
// moves one side can make alone, and GNU Go's unconditional_status as the
// referee on random finished games when gnugo is installed.
//
// Maps: A = pass-alive stone, D = dead stone (inside the opponent's
// unconditional territory), b / w = Black's / White's unconditional
// territory, - = undecided.
#include "helpers.h"

#include "analysis/benson.h"
#include "core/coords.h"
#include "core/diagram.h"
#include "protocol/gtp_child.h"

#include <QFileInfo>
#include <QtTest>

#include <random>
#include <string>
#include <unordered_set>

using namespace irodori;
using analysis::Unconditional;

namespace {

const char* kGnuGo = "/usr/games/gnugo";

char code(Unconditional u)
{
    switch (u) {
    case Unconditional::Alive: return 'A';
    case Unconditional::Dead: return 'D';
    case Unconditional::BlackTerritory: return 'b';
    case Unconditional::WhiteTerritory: return 'w';
    case Unconditional::Undecided: break;
    }
    return '-';
}

std::string statusMap(const Board& board)
{
    const std::vector<Unconditional> status = analysis::unconditionalStatus(board);
    std::string out;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            out += code(status[board.at(x, y)]);
            out += x + 1 < board.size() ? ' ' : '\n';
        }
    }
    return out;
}

struct Case {
    const char* title;
    const char* board;
    const char* expected;
};

// Every expected map was checked against GNU Go 3.8's unconditional_status.
const Case kCases[] = {
    {"two eyes in the corner, and a third on the edge",
     ". X . X .\n"
     "X X X X X\n"
     ". . . . .\n"
     ". . . . .\n"
     ". . . . .\n",
     "b A b A b\n"
     "A A A A A\n"
     "- - - - -\n"
     "- - - - -\n"
     "- - - - -\n"},
    {"one eye is not enough",
     ". X . . .\n"
     "X X . . .\n"
     ". . . . .\n"
     ". . . . .\n"
     ". . . . .\n",
     "- - - - -\n"
     "- - - - -\n"
     "- - - - -\n"
     "- - - - -\n"
     "- - - - -\n"},
    {"five blocks sharing five eyes live together",
     "X . X . X\n"
     ". X . X .\n"
     "X X X X X\n"
     ". . . . .\n"
     ". . . . .\n",
     "A b A b A\n"
     "b A b A b\n"
     "A A A A A\n"
     "- - - - -\n"
     "- - - - -\n"},
    {"white lives with two eyes; the black wall outside is not proven",
     ". . . . . . .\n"
     ". . . . . . .\n"
     "X X X X X . .\n"
     "O O O O X . .\n"
     ". O . O X X X\n"
     "O O O O O O X\n"
     ". O . . O . X\n",
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"
     "A A A A - - -\n"
     "w A w A - - -\n"
     "A A A A A A -\n"
     "w A w w A - -\n"},
    {"a big eye whose only eye-shaped points touch: white stones inside are dead",
     ". . . . . . .\n"
     ". . . . . . .\n"
     "X X X X X X X\n"
     "X . . . . . X\n"
     "X . O O O . X\n"
     "X X . . . X X\n"
     ". X . . . X .\n",
     "- - - - - - -\n"
     "- - - - - - -\n"
     "A A A A A A A\n"
     "A b b b b b A\n"
     "A b D D D b A\n"
     "A A b b b A A\n"
     "b A b b b A b\n"},
    {"an empty 3x3 eye: white cannot make two eyes in it",
     ". . . . . . .\n"
     "X X X X X . .\n"
     "X . . . X . .\n"
     "X . . . X . .\n"
     "X . . . X X X\n"
     "X X X X X . X\n"
     ". . . . X X X\n",
     "- - - - - - -\n"
     "A A A A A - -\n"
     "A b b b A - -\n"
     "A b b b A - -\n"
     "A b b b A A A\n"
     "A A A A A b A\n"
     "b b b b A A A\n"},
    {"a 3x3 eye with a white stone on the vital point",
     ". . . . . . .\n"
     "X X X X X . .\n"
     "X . . . X . .\n"
     "X . O . X . .\n"
     "X . . . X X X\n"
     "X X X X X . X\n"
     ". . . . X X X\n",
     "- - - - - - -\n"
     "A A A A A - -\n"
     "A b b b A - -\n"
     "A b D b A - -\n"
     "A b b b A A A\n"
     "A A A A A b A\n"
     "b b b b A A A\n"},
    {"a 3x3 eye with two white stones on its edge",
     ". . . . . . .\n"
     "X X X X X . .\n"
     "X . . O X . .\n"
     "X . . . X . .\n"
     "X O . . X X X\n"
     "X X X X X . X\n"
     ". . . . X X X\n",
     "- - - - - - -\n"
     "A A A A A - -\n"
     "A b b D A - -\n"
     "A b b b A - -\n"
     "A D b b A A A\n"
     "A A A A A b A\n"
     "b b b b A A A\n"},
    {"seki in the corner: nobody is pass-alive",
     ". . . . . . .\n"
     ". . . . . . .\n"
     ". . . . . . .\n"
     "X X X X X . .\n"
     "O O O O X . .\n"
     ". X . O X . .\n"
     "X . X O X . .\n",
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"},
    {"a thrown-in stone in a two-point eye is dead",
     ". . . . . . .\n"
     ". . . . . . .\n"
     "X X X X . . .\n"
     "X . O X . . .\n"
     "X X X X . . .\n"
     "X . . X . . .\n"
     "X X X X . . .\n",
     "- - - - - - -\n"
     "- - - - - - -\n"
     "A A A A - - -\n"
     "A b D A - - -\n"
     "A A A A - - -\n"
     "A b b A - - -\n"
     "A A A A - - -\n"},
    {"the whole board: one black group with two eyes",
     "X X X X X\n"
     "X . X . X\n"
     "X X X X X\n"
     "X X X X X\n"
     "X X X X X\n",
     "A A A A A\n"
     "A b A b A\n"
     "A A A A A\n"
     "A A A A A\n"
     "A A A A A\n"},
    {"a line across a 3x3 board cuts it into two eyes",
     ". . .\n"
     "X X X\n"
     ". . .\n",
     "b b b\n"
     "A A A\n"
     "b b b\n"},
    {"a lone stone in the centre of 3x3",
     ". . .\n"
     ". X .\n"
     ". . .\n",
     "- - -\n"
     "- - -\n"
     "- - -\n"},
    {"the empty board",
     ". . . .\n"
     ". . . .\n"
     ". . . .\n"
     ". . . .\n",
     "- - - -\n"
     "- - - -\n"
     "- - - -\n"
     "- - - -\n"},
    {"eyes along the edge; the white wall beside them is not proven",
     ". X O . . . .\n"
     "X X O . . . .\n"
     ". X O . . . .\n"
     "X X O . . . .\n"
     ". . O . . . .\n"
     "O O O . . . .\n"
     ". . . . . . .\n",
     "b A - - - - -\n"
     "A A - - - - -\n"
     "b A - - - - -\n"
     "A A - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"},
    {"white lives in the top right corner with two eyes and a big eye",
     ". . . . O . . . .\n"
     ". . . . O O O O O\n"
     "X X X X O . O . O\n"
     "X . . X O O O O O\n"
     "X X X X . . . . .\n"
     ". . . . . . . . .\n"
     ". . . . . . . . .\n"
     ". . . . . . . . .\n"
     ". . . . . . . . .\n",
     "- - - - A w w w w\n"
     "- - - - A A A A A\n"
     "- - - - A w A w A\n"
     "- - - - A A A A A\n"
     "- - - - - - - - -\n"
     "- - - - - - - - -\n"
     "- - - - - - - - -\n"
     "- - - - - - - - -\n"
     "- - - - - - - - -\n"},
    {"blocks that live only through each other, with stones thrown in",
     ". . . . . . .\n"
     ". . . . . . .\n"
     "X X X X . . .\n"
     "X . O X X X X\n"
     "X X X . X . X\n"
     ". . O X X . X\n"
     ". . . X . X X\n",
     "- - - - - - -\n"
     "- - - - - - -\n"
     "A A A A - - -\n"
     "A b D A A A A\n"
     "A A A b A b A\n"
     "b b D A A b A\n"
     "b b b A b A A\n"},
    {"a false eye (欠け目) and a seki: nothing is certain",
     ". . . . . . .\n"
     ". . . . . . .\n"
     "X X X X X . .\n"
     "O O O O X . .\n"
     "X . X O X . .\n"
     ". X O O X . .\n"
     "X O . O X . .\n",
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"},
    {"a white ring with one eye inside a black big eye is dead",
     ". . . . . . .\n"
     "X X X X X X X\n"
     "X . . . . . X\n"
     "X . O O O . X\n"
     "X . O . O . X\n"
     "X . O O O X X\n"
     "X X X X X . X\n",
     "b b b b b b b\n"
     "A A A A A A A\n"
     "A b b b b b A\n"
     "A b D D D b A\n"
     "A b D b D b A\n"
     "A b D D D A A\n"
     "A A A A A b A\n"},
    {"both colours pass-alive, whole board",
     "X X X X X X X\n"
     "X . X . X . X\n"
     "X X X X X X X\n"
     "O O O O O O O\n"
     "O . O . O . O\n"
     "O O O O O O O\n"
     ". . . . . . .\n",
     "A A A A A A A\n"
     "A b A b A b A\n"
     "A A A A A A A\n"
     "A A A A A A A\n"
     "A w A w A w A\n"
     "A A A A A A A\n"
     "w w w w w w w\n"},
    {"eyes shared by two corner blocks",
     ". X . X . . .\n"
     "X . X X . . .\n"
     "X X . . . . .\n"
     ". . . . . . .\n"
     ". . . . . . .\n"
     ". . . . . . .\n"
     ". . . . . . .\n",
     "b A b A - - -\n"
     "A b A A - - -\n"
     "A A - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"
     "- - - - - - -\n"},
    {"19x19: a 2x6 enclosure is too narrow for two eyes; a white corner on the edge",
     ". X X X X X X X X X . . . . . . . . .\n"
     "X X . . . . . . X . . . . . . . . . .\n"
     ". X . . . . . . X . . . . . . . . . .\n"
     "X X X X X X X X X . . . . . . . . . .\n"
     ". . . . . . . . . . . . . . . . . . .\n"
     ". . . . . . . . . . . . . . . . . . .\n"
     ". . . . . . . . . . . . . . . . . . .\n"
     ". . . . . . . . . . . . . . . . . . .\n"
     ". . . . . . . . . . . . . . . . . . .\n"
     ". . . . . . . . . . . . . . . . . . .\n"
     ". . . . . . . . . . . . . . . . . . .\n"
     ". . . . . . . . . . . . . . . . . . .\n"
     ". . . . . . . . . . . . . . . . . . .\n"
     ". . . . . . . . . . . . . . . . . . .\n"
     ". . . . . . . . . . . . . . . . . . .\n"
     ". . . . . . . . . . . . . . O O O O O\n"
     ". . . . . . . . . . . . . . O . O . O\n"
     ". . . . . . . . . . . . . . O O O O O\n"
     ". . . . . . . . . . . . . . O . . . .\n",
     "b A A A A A A A A A - - - - - - - - -\n"
     "A A b b b b b b A - - - - - - - - - -\n"
     "b A b b b b b b A - - - - - - - - - -\n"
     "A A A A A A A A A - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - - - - - -\n"
     "- - - - - - - - - - - - - - A A A A A\n"
     "- - - - - - - - - - - - - - A w A w A\n"
     "- - - - - - - - - - - - - - A A A A A\n"
     "- - - - - - - - - - - - - - A w w w w\n"},
    {"a white ring around a black stone can take it and make two eyes",
     ". . . . . . . . .\n"
     ". . . . . . . . .\n"
     "X X X X X X X X X\n"
     "X O O O O O X . X\n"
     "X O . . . O X X X\n"
     "X O . X . O X . X\n"
     "X O . . . O X X X\n"
     "X O O O O O X . .\n"
     "X X X X X X X . .\n",
     "- - - - - - - - -\n"
     "- - - - - - - - -\n"
     "A A A A A A A A A\n"
     "A - - - - - A b A\n"
     "A - - - - - A A A\n"
     "A - - - - - A b A\n"
     "A - - - - - A A A\n"
     "A - - - - - A b b\n"
     "A A A A A A A b b\n"},
    {"a black stone inside a white group without eyes: taking it gives one eye only",
     ". . . . . . . . .\n"
     ". . . . . . . . .\n"
     "X X X X X X X X X\n"
     "X O O O O O X . X\n"
     "X O O . O O X X X\n"
     "X O . X . O X . X\n"
     "X O O . O O X X X\n"
     "X O O O O O X . .\n"
     "X X X X X X X . .\n",
     "- - - - - - - - -\n"
     "- - - - - - - - -\n"
     "A A A A A A A A A\n"
     "A D D D D D A b A\n"
     "A D D b D D A A A\n"
     "A D b A b D A b A\n"
     "A D D b D D A A A\n"
     "A D D D D D A b b\n"
     "A A A A A A A b b\n"},
    {"a white group in the corner with room for two eyes",
     ". . . . . . . . .\n"
     "X X X X X X X . .\n"
     "X O O O O O X . .\n"
     "X O . . . O X . .\n"
     "X O . X X O X X X\n"
     "X O . . . O X . X\n"
     "X O O O O O X X X\n"
     "X X X X X X X . X\n"
     ". . . . . . X X X\n",
     "- - - - - - - - -\n"
     "A A A A A A A - -\n"
     "A - - - - - A - -\n"
     "A - - - - - A - -\n"
     "A - - - - - A A A\n"
     "A - - - - - A b A\n"
     "A - - - - - A A A\n"
     "A A A A A A A b A\n"
     "b b b b b b A A A\n"},
    // The procedure claims nothing in this corner, as GNU Go: it cannot
    // take the lone pair E2-F2 (White might hold the shape of a seki
    // around it) nor show that White cannot live. Read out move by move,
    // White dies here whoever moves first, but no unconditional claim
    // says so.
    {"a lone black pair inside White's eye space: nothing claimed",
     irodori::testing::kRabbitySixCornerBeforeD2,
     "b A b A b A b A b\n"
     "A A A A A A A A A\n"
     "A A A A A A A A A\n"
     "A b A b A b A b A\n"
     "A A A A A A A A A\n"
     "A b A - - - - A A\n"
     "A A A - - - - - A\n"
     "A A - - - - - - A\n"
     "b A - - - - - - A\n"},
};

// Random games played to the end: each side plays random legal moves but
// never fills a point all of whose neighbours are its own stones, and the
// game ends after two passes. The finished boards are full of two-eyed
// groups, the shapes Benson's test is about; a position taken halfway adds
// groups that are not yet settled.
std::vector<Board> randomPositions(int size, int games, std::uint32_t seed, bool halfway)
{
    std::mt19937 rng(seed);
    std::vector<Board> out;
    for (int g = 0; g < games; ++g) {
        Position pos(size);
        int passes = 0;
        const int limit = size * size * 4;
        const int stopAt = halfway ? size * size / 2 + static_cast<int>(rng() % (size * size / 2 + 1)) : limit;
        for (int moveNo = 0; moveNo < limit && passes < 2 && moveNo < stopAt; ++moveNo) {
            const Board& b = pos.board();
            const Color c = pos.toMove();
            std::vector<Point> candidates;
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x) {
                    const Point p = b.at(x, y);
                    if (b.color(p) != Empty)
                        continue;
                    bool ownEye = true;
                    for (int d : {1, -1, b.stride(), -b.stride()})
                        ownEye = ownEye && (b.color(p + d) == c || b.color(p + d) == Edge);
                    if (!ownEye && pos.isLegal(Move{c, p}))
                        candidates.push_back(p);
                }
            if (candidates.empty()) {
                pos.play(Move{c, kPass});
                ++passes;
            } else {
                pos.play(Move{c, candidates[rng() % candidates.size()]});
                passes = 0;
            }
        }
        out.push_back(pos.board());
    }
    return out;
}


// Exhaustive checks of the claims on small boards. A claim of colour c
// holds when, with c passing every turn,
//  - no sequence of the opponent's moves captures a pass-alive stone of c,
//    or gives the opponent a pass-alive stone on a point of c's
//    unconditional territory (its empty points, the dead stones, c's
//    stones inside it): the opponent cannot live there whatever it plays;
//  - and c, playing alone, can take every dead stone.
// Benson's test, exact for pass-alive blocks, judges the opponent's
// stones in each position reached. The search gives up on a position
// after `cap` positions reached (reported as too large).
struct ClaimCheck {
    int positions = 0; // positions reached, over all searches
    bool tooLarge = false;
    std::string failure;
};

// Plays each move of c on b that is not a suicide, calls f() and takes
// the move back, until f() returns true.
template <class F> void eachMove(Board& b, Color c, F f)
{
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.at(x, y);
            if (b.color(p) != Empty || b.isSuicide(p, c))
                continue;
            b.play(p, c);
            const bool stop = f();
            b.undo();
            if (stop)
                return;
        }
}

// Every position the opponent o can reach by moving alone from b (no
// suicide); returns false when one breaks a claim of c.
bool opponentAlone(Board& b, Color o, const std::vector<Point>& aliveOfC, const std::vector<Point>& areaOfC,
                   std::unordered_set<std::uint64_t>& seen, ClaimCheck& check, int cap)
{
    if (!seen.insert(b.hash()).second)
        return true;
    if (++check.positions > cap) {
        check.tooLarge = true;
        return true;
    }
    for (Point p : aliveOfC)
        if (b.color(p) != opponent(o)) {
            check.failure = "the opponent captured the pass-alive stone at " + toGtp(b, p) + "\n" + toDiagram(b);
            return false;
        }
    const std::vector<char> oAlive = analysis::passAliveStones(b, o);
    for (Point p : areaOfC)
        if (oAlive[p]) {
            check.failure = "the opponent lives at " + toGtp(b, p) + " in the territory\n" + toDiagram(b);
            return false;
        }
    bool ok = true;
    eachMove(b, o, [&] {
        ok = opponentAlone(b, o, aliveOfC, areaOfC, seen, check, cap);
        return !ok || check.tooLarge;
    });
    return ok;
}

// Whether c, moving alone from b, can reach a position with none of the
// points `dead` holding a stone of the opponent.
bool ownerTakes(Board& b, Color c, const std::vector<Point>& dead, std::unordered_set<std::uint64_t>& seen,
                ClaimCheck& check, int cap)
{
    bool cleared = true;
    for (Point p : dead)
        cleared = cleared && b.color(p) != opponent(c);
    if (cleared)
        return true;
    if (!seen.insert(b.hash()).second)
        return false;
    if (++check.positions > cap) {
        check.tooLarge = true;
        return false;
    }
    bool done = false;
    eachMove(b, c, [&] {
        done = ownerTakes(b, c, dead, seen, check, cap);
        return done || check.tooLarge;
    });
    return done;
}

ClaimCheck checkClaims(const Board& board, int cap)
{
    ClaimCheck check;
    const std::vector<Unconditional> status = analysis::unconditionalStatus(board);
    for (Color c : {Black, White}) {
        const Color o = opponent(c);
        const Unconditional territory = c == Black ? Unconditional::BlackTerritory : Unconditional::WhiteTerritory;
        const std::vector<char> passAlive = analysis::passAliveStones(board, c);
        std::vector<Point> alive, area, dead;
        for (int y = 0; y < board.size(); ++y)
            for (int x = 0; x < board.size(); ++x) {
                const Point p = board.at(x, y);
                const Color pc = board.color(p);
                if (pc == c && passAlive[p])
                    alive.push_back(p);
                else if (status[p] == territory || (pc == c && status[p] == Unconditional::Alive))
                    area.push_back(p);
                else if (pc == o && status[p] == Unconditional::Dead)
                    dead.push_back(p), area.push_back(p);
            }
        if (alive.empty() && area.empty())
            continue;
        Board b = board;
        std::unordered_set<std::uint64_t> seen;
        if (!opponentAlone(b, o, alive, area, seen, check, cap))
            return check;
        if (check.tooLarge)
            return check;
        if (dead.empty())
            continue;
        seen.clear();
        if (!ownerTakes(b, c, dead, seen, check, cap) && !check.tooLarge) {
            check.failure = std::string(c == Black ? "Black" : "White") + " cannot take the dead stone at " +
                            toGtp(board, dead.front());
            return check;
        }
        if (check.tooLarge)
            return check;
    }
    return check;
}
// Random games of one board size (see randomPositions()).
struct Batch {
    int size, games;
    std::uint32_t seed;
    bool halfway;
};

} // namespace

class TestBenson : public QObject {
    Q_OBJECT

private slots:
    void diagrams_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("expected");
        for (const Case& c : kCases)
            QTest::newRow(c.title) << QString(c.board) << QString(c.expected);
    }

    void diagrams()
    {
        QFETCH(QString, board);
        QFETCH(QString, expected);
        std::string error;
        const auto b = parseDiagram(board.toStdString(), &error);
        QVERIFY2(b.has_value(), error.c_str());
        QCOMPARE(QString::fromStdString(statusMap(*b)), expected);
    }

    void enough()
    {
        QVERIFY(std::size(kCases) >= 24);
    }

    void claimsHoldByExhaustiveSearch()
    {
        // Random finished and half-played games on 5x5 and 6x6 boards;
        // every claim is checked by reading every sequence of moves by one
        // side (see checkClaims).
        const Batch batches[] = {{5, 300, 21, false}, {5, 300, 22, true}, {6, 150, 23, false},
                                 {6, 150, 24, true},  {7, 60, 25, false},  {7, 60, 26, true}};
        constexpr int kCap = 200000;
        int checked = 0, tooLarge = 0, withClaims = 0;
        long long reached = 0;
        for (const Batch& batch : batches)
            for (const Board& board : randomPositions(batch.size, batch.games, batch.seed, batch.halfway)) {
                const std::vector<Unconditional> status = analysis::unconditionalStatus(board);
                bool claims = false;
                for (Unconditional u : status)
                    claims = claims || u != Unconditional::Undecided;
                const ClaimCheck check = checkClaims(board, kCap);
                reached += check.positions;
                QVERIFY2(check.failure.empty(),
                         (check.failure + "\non\n" + toDiagram(board) + statusMap(board)).c_str());
                if (check.tooLarge) {
                    ++tooLarge;
                    continue;
                }
                ++checked;
                withClaims += claims;
            }
        qInfo("unconditional_status: the claims of %d positions hold (%d of them claim something; %d too "
              "large to read; %lld positions reached)",
              checked, withClaims, tooLarge, reached);
        QVERIFY(withClaims >= 100);
    }

    void gnugoAgrees()
    {
        if (!QFileInfo::exists(kGnuGo))
            QSKIP("gnugo is not installed");
        const Batch batches[] = {{7, 30, 11, false}, {9, 40, 12, false}, {9, 20, 13, true},
                                 {13, 8, 14, false}, {13, 6, 15, true}, {19, 3, 16, false}};
        int points = 0, agreed = 0, positions = 0;
        for (const Batch& batch : batches) {
            for (const Board& board : randomPositions(batch.size, batch.games, batch.seed, batch.halfway)) {
                GtpChild gnugo;
                QVERIFY(gnugo.start(kGnuGo, {"--mode", "gtp"}));
                QVERIFY(gnugo.answer("boardsize " + QByteArray::number(board.size())).isNull() == false);
                QByteArray setup;
                int commands = 0;
                for (int y = 0; y < board.size(); ++y)
                    for (int x = 0; x < board.size(); ++x) {
                        const Point p = board.at(x, y);
                        if (board.color(p) == Empty)
                            continue;
                        setup += QByteArray("play ") + (board.color(p) == Black ? "b " : "w ")
                                 + QByteArray::fromStdString(toGtp(board, p)) + "\n";
                        ++commands;
                    }
                for (int y = 0; y < board.size(); ++y)
                    for (int x = 0; x < board.size(); ++x) {
                        setup += "unconditional_status " + QByteArray::fromStdString(toGtp(board, board.at(x, y)))
                                 + "\n";
                    }
                gnugo.process().write(setup);
                for (int i = 0; i < commands; ++i)
                    QVERIFY(gnugo.readResponse().startsWith('='));
                const std::vector<Unconditional> ours = analysis::unconditionalStatus(board);
                int wrong = 0;
                for (int y = 0; y < board.size(); ++y)
                    for (int x = 0; x < board.size(); ++x) {
                        const QByteArray theirs = gnugo.readResponse().mid(1).trimmed();
                        const Point p = board.at(x, y);
                        ++points;
                        if (theirs == analysis::name(ours[p])) {
                            ++agreed;
                        } else {
                            ++wrong;
                            if (wrong == 1)
                                qWarning("%s: ours %s, GNU Go %s\n%s", toGtp(board, p).c_str(),
                                         analysis::name(ours[p]), theirs.constData(),
                                         statusMap(board).c_str());
                        }
                    }
                if (wrong > 0)
                    qWarning("%d points differ on\n%s", wrong, toDiagram(board).c_str());
                ++positions;
            }
        }
        qInfo("unconditional_status: %d of %d points agree with GNU Go on %d positions", agreed, points,
              positions);
        QCOMPARE(agreed, points);
    }
};

QTEST_GUILESS_MAIN(TestBenson)
#include "test_benson.moc"
