// Positions shared by the suites that judge life and death (the
// evaluation's, the group reading's, GTP dragon_status): shared liberties
// inside an eye space, and corners inside Black's wall. Black's ring around White's pair, in seki; White's
// corner around Black's pair that kills it by a rabbity six, after White's
// D2 and before it (White dies whoever moves first there).
#pragma once

namespace irodori::testing {

inline constexpr const char* kSekiRing =
    ". . O O O O . O .\n"
    "O O O X X O . O O\n"
    "O X X . X O O O .\n"
    "O X . O X X O O O\n"
    "O X X O . X O . O\n"
    "O O X . X X O O O\n"
    ". O X X X O O . O\n"
    ". O O O O O . O .\n"
    "O O O O O O O O O\n";

inline constexpr const char* kRabbitySixCorner =
    ". X . X . X . X .\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "X . X . X . X . X\n"
    "X X X X X X X X X\n"
    "X . X O O O O X X\n"
    "X X X O . . O O X\n"
    "X X O O X X . O X\n"
    ". X O O . . O O X\n";

inline constexpr const char* kRabbitySixCornerBeforeD2 =
    ". X . X . X . X .\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "X . X . X . X . X\n"
    "X X X X X X X X X\n"
    "X . X O O O O X X\n"
    "X X X O . . O O X\n"
    "X X O . X X . O X\n"
    ". X O O . . O O X\n";

// Black's living wall around an empty corner of eighteen points (A1-F3):
// the frame of the closed corners read out move by move.
inline constexpr const char* kClosedCornerFrame =
    ". X . X . X . X .\n"
    "X X X X X X X X X\n"
    "X . X . X . X . X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    ". . . . . . X X .\n"
    ". . . . . . X . X\n"
    ". . . . . . X X X\n";

// In that frame, White's bent three C1-D1-D2 with Black's stones at C1
// and D2, both in atari at the vital point D1: White lives whoever moves.
inline constexpr const char* kStonesTakenTogether =
    ". X . X . X . X .\n"
    "X X X X X X X X X\n"
    "X . X . X . X . X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "X . O O O O X X .\n"
    ". O O X O X X . X\n"
    "O O X . O . X X X\n";

// In that frame, White's three strings in an open corner of eleven empty
// points: critical, B3 kills and B3 saves.
inline constexpr const char* kOpenCornerThreeStrings =
    ". X . X . X . X .\n"
    "X X X X X X X X X\n"
    "X . X . X . X . X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    ". . O . O . X X .\n"
    "O . . . . X X . X\n"
    ". O O . . X X X X\n";

// White's corner of four strings with Black's A1 and B2 inside: Black
// kills only at C3, where White's A2-A3-B3 stands in atari (read out move
// by move; GNU Go 3.8: owl_attack 1 C3). After Black's B1 White lives
// only at C3, joining that string to the rest.
inline constexpr const char* kCornerStringInAtari =
    ". X . X . X . X .\n"
    "X X X X X X X X X\n"
    "X . X . X . X . X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "O O . O O . X X .\n"
    "O X . O . O X . X\n"
    "X . . O . O X X X\n";

// White's corner with an eye at A1 and a pocket C1-C2-C3 whose only way in
// is C3, beside Black's wall: White answers Black's C3 at C2 and keeps C1,
// a second eye. Alive whoever moves first (read out move by move; GNU Go
// 3.8: alive).
inline constexpr const char* kPocketCorner =
    ". X . X . X . X .\n"
    "X X X X X X X X X\n"
    "X . X . X . X . X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "O O . O . O X X .\n"
    "O O . O . . X . X\n"
    ". O . O . . X X X\n";

// White's corner of seven points with a black stone at F1 inside: alive
// whoever moves first.
inline constexpr const char* kSevenPointCorner =
    ". X . X . X . X .\n"
    "X X X X X X X X X\n"
    "X X X X X X X X X\n"
    "X . X . X . X . X\n"
    "X X X X X X X X X\n"
    "X . X O O O O X X\n"
    "X X X O . . O O X\n"
    "X X O O . . . O X\n"
    ". X O O . X O O X\n";

} // namespace irodori::testing
