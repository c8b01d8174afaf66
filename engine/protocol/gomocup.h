// The Gomocup ("Piskvork") brain protocol: how gomoku and renju managers
// talk to an engine, one command per line on standard input, one answer
// per line on standard output.
//
//   START n          a new game on an n x n board      -> OK / ERROR
//   RECTSTART w,h    rectangular boards                -> ERROR (not supported)
//   INFO key value   timeout_turn, timeout_match, time_left (ms),
//                    max_memory, rule (1 exact five, 4 renju; else freestyle)
//   BEGIN            we play first                     -> x,y
//   TURN x,y         the opponent played x,y           -> our x,y
//   BOARD            then lines x,y,who (1 ours, 2 theirs, 3 a winning line's),
//                    then DONE                         -> our x,y
//                    (a command instead of a line drops the list)
//   SWAP2BOARD       Swap2's opening (Gomocup's extension): then the stones
//                    so far as lines x,y, Black first, then DONE:
//                      none  -> the first three stones "x,y x,y x,y"
//                      three -> SWAP (we take Black), x,y (we keep White
//                               and play the fourth), or "x,y x,y" (a white
//                               and a black stone more; the other chooses)
//                      five  -> SWAP (we take Black) or x,y (we take White
//                               and play the sixth)
//   PLAY x,y         the manager makes our move        -> x,y
//   TAKEBACK x,y     take that stone back              -> OK
//   RESTART          the same board, empty             -> OK
//   ABOUT            name="Irodori", version=..., ...
//   END              the brain ends (no answer)
// x and y count from 0 at the top-left corner. Anything else gets UNKNOWN,
// a malformed command ERROR with the reason; nothing ends the brain but END
// or the end of the input.
#pragma once

#include "renju/opening.h"
#include "renju/player.h"
#include "renju/rules.h"

#include <string>
#include <vector>

namespace irodori::gomocup {

class Brain {
public:
    Brain();

    // Handles one input line; returns the lines to write, without newlines.
    std::vector<std::string> handle(const std::string& line);
    // END was received.
    bool finished() const { return finished_; }

    // For tests: the board, the rules and the colour we play.
    const renju::Board& board() const { return board_; }
    renju::RuleSet rules() const { return rules_; }
    Color ownColor() const { return own_; }
    // The processor time the next move may take, in seconds.
    double moveSeconds() const;

private:
    std::vector<std::string> think();
    std::vector<std::string> swap2();
    std::string place(int x, int y, Color c);
    bool parsePoint(const std::string& text, int* x, int* y) const;

    renju::Board board_;
    bool started_ = false;
    bool finished_ = false;
    bool inBoard_ = false;
    std::vector<std::pair<Point, int>> boardLines_; // BOARD: point and who
    bool inSwap2_ = false;
    std::vector<Point> swap2Stones_; // SWAP2BOARD: the stones, Black first
    renju::RuleSet rules_ = renju::RuleSet::Freestyle;
    Color own_ = Black; // Black moves first
    long long timeoutTurnMs_ = 5000;
    long long timeLeftMs_ = -1;
};

} // namespace irodori::gomocup
