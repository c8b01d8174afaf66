// Tactical problem files: a position as an ASCII diagram and questions with
// their known answers, e.g.
//
//     title: A ladder that works
//     . . . . .
//     . . X . .
//     . X O X .
//     . . . . .
//     . . . . .
//     attack C3 => 1 C2
//
// One file may hold many problems; each starts with "title:". After the
// diagram, optional lines "to-move: black|white" and "play: black D4" (moves
// played from the diagram, e.g. to create a ko) set up the position. A
// question is one of
//     attack V | defend V | connect V W | disconnect V W | cut V COLOUR
// ("cut": if COLOUR cuts at the empty V, can the cutting stone be captured?)
// followed by "=>", the expected code (alternatives as "1|2") and the moves
// accepted: a list of vertices, "*" for any move, "-" for no move. With a
// code of 0 no move is given. '#' starts a comment line.
#pragma once

#include "reader.h"

#include "core/position.h"

#include <string>
#include <string_view>
#include <vector>

namespace irodori::tactics {

struct ProblemQuestion {
    enum Kind { Attack, Defend, Connect, Disconnect, Cut };
    Kind kind = Attack;
    Point a = kNoPoint;
    Point b = kNoPoint;       // second string of connect/disconnect
    Color cutter = Empty;     // the cutting colour of "cut"
    std::vector<int> codes;   // accepted codes
    std::vector<Point> moves; // accepted moves (empty with anyMove/noMove)
    bool anyMove = false;
    bool noMove = false;
    int line = 0;             // line number in the file
    std::string text;         // the question as written
};

struct Problem {
    std::string title;
    int line = 0;
    Position position;
    std::vector<Move> moves; // played after the diagram
    std::vector<ProblemQuestion> questions;
};

// Parses a problem file. On malformed text returns what was read before and
// sets *error to a sentence naming the line.
std::vector<Problem> parseProblems(std::string_view text, std::string* error = nullptr);

// Asks the reader the question about the problem's position.
ReadResult ask(Reader& reader, const Problem& problem, const ProblemQuestion& q);

// True if the result is one of the accepted answers. A code of 0 needs no
// move; a non-zero code needs an accepted move.
bool accepts(const ProblemQuestion& q, const ReadResult& r);

// One stone of every string of the board, in reading order (top-left
// first): the targets of the reading benchmark.
std::vector<Point> stringPoints(const Board& board);

// GTP text: the answer as GNU Go prints it ("1 D4", "0", "1 PASS"), the
// commands that set up the position from an empty board, and the question
// as a GTP command (attack, defend, connect, disconnect; "cut" has no GTP
// command and gives an empty string).
std::string formatAnswer(const Board& board, const ReadResult& r);
std::string gtpSetup(const Problem& problem);
std::string gtpQuestion(const Problem& problem, const ProblemQuestion& q);
// The reading benchmark of one problem as GTP: the set-up, then attack and
// defend of every string (stringPoints order). bench.gtp is these for
// every problem file, in file order.
std::string gtpBench(const Problem& problem);

} // namespace irodori::tactics
