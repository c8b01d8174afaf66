// irodori-cli gtp: the engine for GTP controllers (Sabaki, GoGui, twogtp,
// CGOS clients) on standard input and output.
#include "command.h"

#include "protocol/gtp_engine.h"

#include <cstdio>
#include <iostream>

namespace irodori::cli {
namespace {

int runGtp(const std::vector<std::string>& args)
{
    if (!args.empty()) {
        std::fprintf(stderr, "irodori-cli gtp: unexpected argument '%s' (gtp takes none)\n", args[0].c_str());
        return 2;
    }
    // The controller reads our answers through a pipe: each is flushed.
    prepareProtocolStreams();
    gtp::GtpEngine engine;
    engine.run(std::cin, std::cout);
    return 0;
}

const Registrar registrar({"gtp", "gtp", "run as a GTP engine on standard input and output", runGtp});

} // namespace
} // namespace irodori::cli
