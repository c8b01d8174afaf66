// irodori-cli bench [NAME...] [--json]: runs the registered benchmarks.
#include "command.h"

#include <algorithm>
#include <cstdio>
#include <string>

namespace irodori::cli {
namespace {

std::string jsonNumber(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

std::string jsonString(const std::string& s)
{
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "\"";
}

int runBench(const std::vector<std::string>& args)
{
    bool json = false;
    std::vector<std::string> names;
    for (const auto& a : args) {
        if (a == "--json")
            json = true;
        else if (!a.empty() && a[0] == '-') {
            std::fprintf(stderr, "irodori-cli bench: unknown option '%s'\n", a.c_str());
            return 2;
        } else
            names.push_back(a);
    }
    std::vector<const Benchmark*> selected;
    for (const auto& name : names) {
        auto it = std::find_if(benchmarks().begin(), benchmarks().end(),
                               [&](const Benchmark& b) { return b.name == name; });
        if (it == benchmarks().end()) {
            std::string known;
            for (const auto& b : benchmarks())
                known += (known.empty() ? "" : ", ") + b.name;
            std::fprintf(stderr, "irodori-cli bench: no benchmark '%s' (known: %s)\n", name.c_str(),
                         known.c_str());
            return 2;
        }
        selected.push_back(&*it);
    }
    if (selected.empty())
        for (const auto& b : benchmarks())
            selected.push_back(&b);
    std::sort(selected.begin(), selected.end(), [](auto a, auto b) { return a->name < b->name; });

    std::string out = json ? "{\n  \"benchmarks\": [\n" : "";
    bool first = true;
    for (const Benchmark* b : selected) {
        if (!json) {
            std::printf("== %s: %s\n", b->name.c_str(), b->summary.c_str());
            std::fflush(stdout);
        }
        for (const BenchResult& r : b->run()) {
            if (json) {
                out += first ? "" : ",\n";
                first = false;
                out += "    {\"benchmark\": " + jsonString(b->name) + ", \"case\": " + jsonString(r.name);
                for (const Metric& m : r.metrics)
                    out += ", " + jsonString(m.key) + ": " + jsonNumber(m.value);
                out += "}";
            } else {
                std::printf("  %s\n", r.name.c_str());
                for (const Metric& m : r.metrics)
                    std::printf("    %-34s %14.4g %s\n", m.key.c_str(), m.value, m.unit.c_str());
                std::fflush(stdout);
            }
        }
    }
    const double peakMiB = static_cast<double>(peakMemoryBytes()) / (1024.0 * 1024.0);
    if (json) {
        out += "\n  ],\n  \"peak_memory_mib\": " + jsonNumber(peakMiB) + "\n}\n";
        std::fputs(out.c_str(), stdout);
    } else {
        std::printf("peak memory: %.1f MiB\n", peakMiB);
    }
    return 0;
}

const Registrar registrar({"bench", "bench [board|reading|eval|search|sgf...] [--json]",
                           "measure speed and memory of the engine", runBench});

} // namespace
} // namespace irodori::cli
