// Renju opening rules (開局規定): how the first five stones of a Renju game
// are chosen so that Black's advantage of the first move is balanced.
//
// Every rule here starts with one of the 26 openings (珠型): the first
// player puts Black's first stone on the centre, White's second in the 3x3
// square around it and Black's third in the 5x5 square. Then:
//   RIF (1996–2008): White's player may swap colours; White plays the 4th
//     stone anywhere; Black offers two fifth moves, White picks one.
//   Yamaguchi: as RIF, but the first player declares, before the swap, how
//     many fifth moves Black will offer.
//   Soosõrv-8 (the world championships' rule since 2017): White's player may
//     swap; White plays the 4th stone and declares 1 to 8 fifth moves;
//     Black's player may swap; Black offers that many, White picks one.
// Offered fifth moves must not be symmetrical: no symmetry of the board
// that keeps the stones in place may take one to another.
//   Taraguchi-10: the other player may swap after each of the first four
//     stones (put within the central 1, 3x3, 5x5 and 7x7 squares); then
//     Black's player keeps Black or swaps, and Black puts the fifth stone
//     within the 9x9 square, after which White's player may swap; or
//     Black's player offers ten fifth moves anywhere and White picks one.
// For gomoku, Swap2 (Gomocup's rule): the first player puts two black
// stones and a white one anywhere; the second player plays White, or swaps
// to Black, or puts a white and a black stone more and lets the first
// player choose the colour.
//
// The rule is a list of steps, each due when a number of stones is on the
// board and taken by the player of one colour (who may change at a swap).
#pragma once

#include "player.h"
#include "rules.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace irodori::renju {

enum class OpeningRule {
    Free,      // no opening rule: Black begins in the centre, then anything
    Rif,       // swap after three stones, two fifth moves offered
    Yamaguchi, // as Rif, the number of offers declared with the opening
    Soosorv8,  // two swaps, 1 to 8 offers declared with the fourth stone
    Swap2,     // gomoku: three stones anywhere, then keep, swap or two more stones
    Taraguchi10, // a swap after every stone; the fifth in the 9x9 square or ten offered
};

// Whether the rule is one of Renju's (the others are gomoku's).
bool isRenjuOpening(OpeningRule rule);

// "free", "RIF", "Yamaguchi", "Soosorv-8", "Taraguchi-10", "Swap2" (as
// written in a record's RU).
const char* openingRuleName(OpeningRule rule);
// The rule named in a record's RU text (any case), Free when none is.
OpeningRule openingRuleFromText(const char* text);

struct OpeningStep {
    enum Kind {
        Place,   // the player of `actor` puts a stone of colour `stone`
        Declare, // the player of `actor` declares how many fifth moves Black offers
        Swap,    // the player of `actor` may take the other colour
        Offer,   // Black's player offers fifth moves, White's picks one
        Choose,  // the player of `actor` keeps its colour (0), swaps (1) or takes the rule's other way (2):
                 // Swap2's two stones more, Taraguchi's ten offers
    };
    Kind kind = Place;
    Color actor = Black; // whose player acts (the first player puts all three opening stones)
    Color stone = Empty; // Place: the colour of the stone put
    int stones = 0;      // stones on the board when the step is due
    int square = -1;  // Place: half the side of the central square allowed (0: the centre), -1 anywhere
    int maxOffers = 0; // Declare: the most that may be declared; Offer: a fixed number (0: as declared)
    int onlyAfter = -1;      // the step is taken only if step onlyAfter (a Choose) chose
    int onlyChoices = 1 << 2; // one of these (bit v for choice v)
};

// The steps of a rule, in order (none for Free). Every step after the last
// Place is due with four stones on the board, the Offer last.
std::vector<OpeningStep> openingSteps(OpeningRule rule);

// The step of `steps` due with `stones` stones on the board, given the
// decisions taken so far (per step: -1 not yet, else the value: a swap 0/1,
// a choice 0..2, the offers declared); -1 when none is (the opening is
// over, or the position is one the rule does not know, set up by hand).
// A Place or Offer step is due while its number of stones is on the board,
// a decision until it is taken.
int dueStep(const std::vector<OpeningStep>& steps, const std::vector<int>& decisions, int stones);

// A decision as a record keeps it (a value of the node's OD property, see
// docs): "swap:1" (Swap), "choose:2" (Choose), "declare:3" (Declare).
std::string decisionText(OpeningStep::Kind kind, int value);
// The kind and value of a recorded decision; nullopt for a text that is not
// one (a Place or Offer kind, a value out of range).
std::optional<std::pair<OpeningStep::Kind, int>> parseDecision(std::string_view text);

// Whether p lies in the central square of half side `square` (-1: anywhere).
bool inCentralSquare(const Board& b, Point p, int square);

// Whether the empty points p and q are the same move: some symmetry of the
// board (its eight turns and reflections about the centre) keeps every stone
// where it is, with its colour, and takes p to q. p == q counts as the same.
bool symmetricMoves(const Board& b, Point p, Point q);

// How the opening stands for Black (the player's score, positive when
// Black is ahead) with toMove to play: with offers > 0 and at most four
// stones on the board, after White's fourth stone where the player would
// put it and White's pick of Black's `offers` best fifth moves.
int openingValue(Board& b, Color toMove, int offers, RuleSet rules, const PlayerLimits& limits);

// The 26 openings (珠型) by their usual names: the first three stones
// (Black on the centre, White next to it, Black within the 5x5 square)
// under any turn or reflection of the board.
struct OpeningName {
    const char* code = "";   // "4D" (direct: White beside the centre), "13I" (indirect: diagonal)
    const char* kanji = "";  // 花月
    const char* romaji = ""; // Kagetsu
};
// The opening of the first three stones of a game; nullopt unless they
// are one of the 26 (first, second and third moves given in order).
std::optional<OpeningName> openingName(int boardSize, Point first, Point second, Point third);

// "花月 Kagetsu (4D)": the name as a record keeps it (SGF ON).
std::string openingLabel(const OpeningName& name);

// The engine's side of the opening. Each reads briefly with the player's
// search (limits.seconds for the whole decision).
//
// A stone in the central square of half side `square` (the first three
// stones): any empty point there, chosen with `random` so that the openings
// vary.
Point chooseOpeningStone(const Board& b, int square, std::uint32_t random);
// Whether the player now holding `actor` takes the other colour: when the
// side it holds is judged behind. toMove: the colour that plays next;
// offers: how many fifth moves Black will offer (0: not declared yet).
bool chooseSwap(Board& b, Color actor, Color toMove, int offers, RuleSet rules, const PlayerLimits& limits);
// How many fifth moves (1..maxOffers) to declare: more the better Black's
// position looks, since White picks the one worst for Black.
int chooseOfferCount(Board& b, int maxOffers, RuleSet rules, const PlayerLimits& limits);
// Black's n offered fifth moves: the best-looking legal ones, no two of
// them symmetrical (fewer when the board has fewer such points).
std::vector<Point> chooseOffers(Board& b, int n, RuleSet rules, const PlayerLimits& limits);
// Swap2's choice for the player now holding `actor` (White, the second
// player) after three stones: keep the colour (0) when it stands better,
// swap (1) when the other does, put two stones more (2) when it is close.
int chooseSwap2(Board& b, Color actor, RuleSet rules, const PlayerLimits& limits);
// Taraguchi-10's choice for Black's player after four stones: offer ten
// fifth moves (2) when Black stays ahead after White's pick of them, swap
// (1) when Black stands worse, else keep Black and put the fifth (0).
int chooseTaraguchi(Board& b, RuleSet rules, const PlayerLimits& limits);
// A stone of colour c within the central square of half side `square`
// after which neither side stands far better (the other player may swap
// next): the point whose reading is nearest even.
Point chooseBalancedStone(Board& b, Color c, int square, RuleSet rules, const PlayerLimits& limits);
// White's pick among Black's offers: the one after which White stands best.
Point chooseAmongOffers(Board& b, const std::vector<Point>& offers, RuleSet rules, const PlayerLimits& limits);

} // namespace irodori::renju
