// Positions shared by the suites that judge life and death (the
// evaluation's, the group reading's, GTP dragon_status): shared liberties
// inside an eye space. Black's ring around White's pair, in seki; White's
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

} // namespace irodori::testing
