// irodori-cli gtp: the engine for GTP controllers (Sabaki, GoGui, twogtp,
// CGOS clients) on standard input and output.
#include "command.h"

#include "protocol/gtp_engine.h"

#include <cstdio>
#include <iostream>

#if defined(_WIN32)
#include <fcntl.h>
#include <io.h>
#endif

namespace irodori::cli {
namespace {

int runGtp(const std::vector<std::string>& args)
{
    if (!args.empty()) {
        std::fprintf(stderr, "irodori-cli gtp: unexpected argument '%s' (gtp takes none)\n", args[0].c_str());
        return 2;
    }
#if defined(_WIN32)
    // GTP ends lines with LF; text mode would turn every "\n\n" into CRLF pairs.
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stdin), _O_BINARY);
#endif
    // The controller reads our answers through a pipe: never let them wait
    // in a buffer (run() flushes after each response).
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    gtp::GtpEngine engine;
    engine.run(std::cin, std::cout);
    return 0;
}

const Registrar registrar({"gtp", "gtp", "run as a GTP engine on standard input and output", runGtp});

} // namespace
} // namespace irodori::cli
