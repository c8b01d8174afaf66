#include "command.h"

#include <cstdio>
#include <iostream>

#if defined(_WIN32)
#include <fcntl.h>
#include <io.h>
#include <windows.h>
#include <psapi.h>
#else
#include <sys/resource.h>
#endif

namespace irodori::cli {

namespace {
// Function-local statics: registrars in other files may run first.
std::vector<Command>& commandList()
{
    static std::vector<Command> list;
    return list;
}
std::vector<Benchmark>& benchList()
{
    static std::vector<Benchmark> list;
    return list;
}
} // namespace

Registrar::Registrar(Command command) { commandList().push_back(std::move(command)); }
const std::vector<Command>& commands() { return commandList(); }

BenchRegistrar::BenchRegistrar(Benchmark bench) { benchList().push_back(std::move(bench)); }
const std::vector<Benchmark>& benchmarks() { return benchList(); }

long long peakMemoryBytes()
{
#if defined(_WIN32)
    PROCESS_MEMORY_COUNTERS pmc;
    if (GetProcessMemoryInfo(GetCurrentProcess(), &pmc, sizeof pmc))
        return static_cast<long long>(pmc.PeakWorkingSetSize);
    return 0;
#else
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0)
        return 0;
#if defined(__APPLE__)
    return usage.ru_maxrss; // bytes on macOS
#else
    return static_cast<long long>(usage.ru_maxrss) * 1024; // KiB on Linux
#endif
#endif
}

void prepareProtocolStreams()
{
#if defined(_WIN32)
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stdin), _O_BINARY);
#endif
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
}

} // namespace irodori::cli
