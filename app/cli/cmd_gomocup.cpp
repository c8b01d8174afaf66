// irodori-cli gomocup: the Renju / gomoku player as a Gomocup ("Piskvork")
// brain on standard input and output, for gomoku managers such as
// Piskvork, Yixin-Board or gomocup's own tournament manager.
#include "command.h"

#include "protocol/gomocup.h"

#include <cstdio>
#include <iostream>
#include <string>

namespace irodori::cli {
namespace {

int runGomocup(const std::vector<std::string>& args)
{
    if (!args.empty()) {
        std::fprintf(stderr, "irodori-cli gomocup: unexpected argument '%s' (gomocup takes none)\n", args[0].c_str());
        return 2;
    }
    prepareProtocolStreams();
    gomocup::Brain brain;
    std::string line;
    while (!brain.finished() && std::getline(std::cin, line)) {
        for (const std::string& answer : brain.handle(line))
            std::cout << answer << '\n';
        // The manager waits for each answer: never leave one in a buffer.
        std::cout.flush();
    }
    return 0;
}

const Registrar registrar({"gomocup", "gomocup",
                           "run as a Gomocup (Piskvork) brain for gomoku and renju on standard input and output",
                           runGomocup});

} // namespace
} // namespace irodori::cli
