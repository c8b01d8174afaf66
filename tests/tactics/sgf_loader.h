// A minimal SGF position loader for the tactics test tools only: the main
// line of a game with SZ, AB, AW, AE, B and W, as GNU Go's regression suites
// need it (their "loadsgf FILE [N|vertex]"). The project's SGF reader lives
// in engine/record; this one only has to set up test positions.
#pragma once

#include "core/position.h"

#include <optional>
#include <string>

namespace irodori::testing {

struct LoadedGame {
    Position position;
    std::string error; // empty when loaded
};

// Loads the SGF file and plays its main line until move number untilMove
// (exclusive: "the position before move N", 0 = the whole game), or until
// the first move at untilVertex if that is set. Moves that are illegal are
// played anyway (SGF semantics). The side to move is the colour of the next
// move of the record if there is one.
LoadedGame loadSgfPosition(const std::string& path, int untilMove = 0,
                           const std::string& untilVertex = {});

} // namespace irodori::testing
