// Move generation (候補手生成) for the search: which points are worth
// reading at all, and in which order.
//
// Candidates come from two sources (seed 000): simple shapes around the
// stones on the board — nobi (伸び), hane (ハネ), ikken (一間), keima (桂馬),
// niken (二間), ogeima (大桂馬) — and the points the evaluation found: escape
// points of weak groups, connection and cutting points, eye vital points
// (急所), and the points that kill or save strings. Each candidate carries a
// provisional value (仮評価) that grows with the size and weakness of the
// groups it touches, so that a narrow search still looks at the moves that
// decide the fate of big groups. The opening adds empty corners, approaches
// and extensions (布石).
#pragma once

#include "analysis/analysis.h"
#include "core/position.h"

#include <cstdint>
#include <string>
#include <vector>

namespace irodori::search {

// Why a point was generated; a candidate may have several reasons.
enum CandidateReason : std::uint32_t {
    kReasonShape = 1u << 0,     // a shape move around a stone
    kReasonOpening = 1u << 1,   // empty corner, approach, extension
    kReasonEscape = 1u << 2,    // 逃げ出し: a weak group runs out
    kReasonConnect = 1u << 3,   // joins two of our strings or a weak group to a living one
    kReasonCut = 1u << 4,       // 切り: separates enemy strings
    kReasonEyeVital = 1u << 5,  // 眼型の急所 of either colour
    kReasonCapture = 1u << 6,   // kills or captures an enemy string
    kReasonSave = 1u << 7,      // saves one of our strings
    kReasonBoundary = 1u << 8,  // on the boundary between the territories (寄せ)
    kReasonAtari = 1u << 9,     // puts an enemy string in atari
};

// A move the search may read, with its provisional value in the
// evaluation's units (100 = one point).
struct Candidate {
    Point point = kPass;
    int value = 0;
    std::uint32_t reasons = 0;
};

// Limits of one selection.
struct SelectOptions {
    int width = 50;
    // Plies 3 and deeper read locally: when focus is given, only candidates
    // within focusRadius (king's-move distance) of one of its points count.
    const std::vector<Point>* focus = nullptr;
    int focusRadius = 2;
};

// Width per depth of the seed: 50, 20, 10, 10, ... (ply 1 is the root).
int widthAtPly(int ply);

// The reasons as words: "shape,escape".
std::string reasonText(std::uint32_t reasons);

// Every candidate for the side to move of pos, legal, best value first.
// a must be the evaluation of pos. Own true eyes (本物の眼) are never
// filled and hopeless self-atari is left out.
std::vector<Candidate> generateCandidates(const Position& pos, const analysis::Analysis& a);

// The first `width` candidates of a sorted list that lie near the focus.
std::vector<Candidate> selectCandidates(const std::vector<Candidate>& all, const Board& board,
                                        const SelectOptions& options);

// True if p is an eye of c that c must not fill: every orthogonal
// neighbour is c (or the edge) and the point is not a false eye (欠け目:
// two enemy diagonals in the centre, one on the edge).
bool isOwnTrueEye(const Board& board, Point p, Color c);

// Liberties the string of a c stone played on the empty point p would have,
// captures included, counted up to cap (cap when there are at least cap).
int libertiesAfter(const Board& board, Point p, Color c, int cap = 3);

// True if playing c at p leaves the new string in atari without capturing
// anything (自ら当たり). *stones receives the size of that string.
bool isSelfAtari(const Board& board, Point p, Color c, int* stones = nullptr);

} // namespace irodori::search
