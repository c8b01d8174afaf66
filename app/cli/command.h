// The subcommands of irodori-cli and the benchmarks of "irodori-cli bench".
//
// Each subcommand lives in its own file and registers itself with a static
// registrar, so adding one never touches main.cpp.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace irodori::cli {

struct Command {
    std::string name;    // "gtp", "bench", ...
    std::string usage;   // "bench [board|reading|...] [--json]"
    std::string summary; // one line for --help
    // Runs with the arguments after the subcommand name; returns the exit code.
    std::function<int(const std::vector<std::string>&)> run;
};

struct Registrar {
    explicit Registrar(Command command);
};
const std::vector<Command>& commands();

// One measured figure of a benchmark.
struct Metric {
    std::string key;  // JSON key, e.g. "play_undo_per_second"
    double value = 0;
    std::string unit; // "ops/s", "MiB", ...
};

// One benchmark case (e.g. "board 19x19").
struct BenchResult {
    std::string name;
    std::vector<Metric> metrics;
};

struct Benchmark {
    std::string name;    // "board", "reading", ...
    std::string summary;
    std::function<std::vector<BenchResult>()> run;
};

struct BenchRegistrar {
    explicit BenchRegistrar(Benchmark bench);
};
const std::vector<Benchmark>& benchmarks();

// Peak resident memory of this process in bytes (0 if unknown here).
long long peakMemoryBytes();

// Standard input and output for a line protocol (GTP, Gomocup): binary on
// Windows (LF line ends, no CRLF pairs), C++ streams not tied to C's, and
// input not flushing output: each answer is flushed by the caller.
void prepareProtocolStreams();

} // namespace irodori::cli
