// bench reading: the capture search (連の死活) on the tactical problem
// positions of tests/data/tactics: attack and defend of every string, as the
// evaluation asks them. The same questions as GTP commands are in
// tests/data/tactics/bench.gtp for comparison with GNU Go
// (tools/compare-reading.sh).
#include "command.h"

#include "tactics/problem.h"
#include "tactics/reader.h"

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace irodori::cli {
namespace {

namespace fs = std::filesystem;

// The problem files: $IRODORI_TACTICS_DATA, else the source tree this
// binary was built from.
fs::path dataDirectory()
{
    if (const char* env = std::getenv("IRODORI_TACTICS_DATA"))
        return env;
    return fs::path(__FILE__).parent_path().parent_path().parent_path() / "tests" / "data" / "tactics";
}

std::vector<tactics::Problem> loadProblems()
{
    std::vector<tactics::Problem> all;
    const fs::path dir = dataDirectory();
    std::error_code ec;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir, ec))
        if (entry.path().extension() == ".txt")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
        std::ifstream in(f);
        std::stringstream text;
        text << in.rdbuf();
        std::string error;
        auto problems = tactics::parseProblems(text.str(), &error);
        if (!error.empty())
            std::fprintf(stderr, "bench reading: %s: %s\n", f.string().c_str(), error.c_str());
        for (auto& p : problems)
            all.push_back(std::move(p));
    }
    if (all.empty())
        std::fprintf(stderr,
                     "bench reading: no tactical positions found in %s (set IRODORI_TACTICS_DATA to the "
                     "tests/data/tactics folder)\n",
                     dir.string().c_str());
    return all;
}

struct Question {
    const Position* position;
    Point target;
};

// Processor time of this process in seconds: the machine may be busy with
// other work, and the figure that matters is the reader's speed on one core.
double cpuSeconds()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

// Reads every question once per pass, each pass with an empty cache, for at
// least 1.5 s of processor time.
BenchResult run(const std::string& name, const std::vector<Question>& questions, int positions)
{
    tactics::Reader reader;
    std::uint64_t nodes = 0;
    std::uint64_t answers = 0;
    std::uint64_t checksum = 0;
    int passes = 0;
    double seconds = 0;
    const double start = cpuSeconds();
    do {
        reader.clearCache();
        reader.resetNodes();
        for (const Question& q : questions) {
            const tactics::ReadResult a = reader.attack(*q.position, q.target);
            const tactics::ReadResult d = reader.defend(*q.position, q.target);
            checksum += static_cast<std::uint64_t>(a.code * 7 + a.move + d.code * 13 + d.move);
            answers += 2;
        }
        nodes += reader.nodes();
        ++passes;
        seconds = cpuSeconds() - start;
    } while (seconds < 1.5);
    volatile std::uint64_t sink = checksum;
    (void)sink;
    return {name,
            {{"nodes_per_second", static_cast<double>(nodes) / seconds, "nodes/s"},
             {"answers_per_second", static_cast<double>(answers) / seconds, "answers/s"},
             {"nodes_per_answer", static_cast<double>(nodes) / static_cast<double>(answers), "nodes"},
             {"positions", static_cast<double>(positions), "positions"},
             {"answers_per_pass", static_cast<double>(questions.size() * 2), "answers"},
             {"passes", static_cast<double>(passes), "passes"}}};
}

std::vector<BenchResult> benchReading()
{
    static const std::vector<tactics::Problem> problems = loadProblems();
    if (problems.empty())
        return {};
    std::vector<Question> small, large, all;
    int nSmall = 0, nLarge = 0;
    for (const auto& p : problems) {
        const bool isSmall = p.position.size() < 19;
        (isSmall ? nSmall : nLarge) += 1;
        for (Point t : tactics::stringPoints(p.position.board())) {
            const Question q{&p.position, t};
            (isSmall ? small : large).push_back(q);
            all.push_back(q);
        }
    }
    std::vector<BenchResult> out;
    if (!small.empty())
        out.push_back(run("small boards (9x9, 13x13)", small, nSmall));
    if (!large.empty())
        out.push_back(run("19x19", large, nLarge));
    out.push_back(run("all positions", all, nSmall + nLarge));
    return out;
}

const BenchRegistrar registrar({"reading",
                                "capture search: attack and defend of every string of the tactical "
                                "positions in tests/data/tactics",
                                benchReading});

} // namespace
} // namespace irodori::cli
