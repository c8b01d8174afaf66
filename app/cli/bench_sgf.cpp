// bench sgf: reading speed of the SGF reader (decode + tokenise + build the
// tree) on a generated collection of many megabytes with comments and
// variations, in UTF-8 and in Shift_JIS; writing speed; and the time to
// open a 3,600-move record with comments (parse and replay to the end).
#include "command.h"

#include "record/charset.h"
#include "record/replay.h"
#include "record/sgf_reader.h"
#include "record/sgf_writer.h"

#include "core/position.h"

#include <ctime>
#include <random>
#include <stdexcept>
#include <string>

namespace irodori::cli {
namespace {

constexpr const char* kWords[] = {
    "黒", "白", "の", "手", "が", "良い", "悪手", "本手", "厚み", "地", "に", "を", "打つ", "べき",
    "でした", "ソ", "ゾ", "ツケ", "ハネ", "ノビ", "切り", "コウ", "死活", "定石", "中央", "です。",
    "a", "good", "move", "here", "white", "should", "tenuki", "ko", "threat", "the", "shape",
    "is", "thin", "(", ")", ";", ":", "\\]", "\\\\", "\n",
};

std::string point(std::mt19937_64& rng)
{
    return {static_cast<char>('a' + rng() % 19), static_cast<char>('a' + rng() % 19)};
}

std::string comment(std::mt19937_64& rng)
{
    std::string c = "C[";
    const int words = 5 + static_cast<int>(rng() % 60);
    for (int i = 0; i < words; ++i) {
        c += kWords[rng() % std::size(kWords)];
        if (rng() % 3 == 0)
            c += ' ';
    }
    return c + "]";
}

void node(std::string& out, std::mt19937_64& rng, bool black)
{
    out += black ? ";B[" : ";W[";
    out += point(rng);
    out += ']';
    if (rng() % 2 == 0)
        out += comment(rng);
    out += '\n';
}

// A collection of random games of about targetBytes.
std::string collection(std::size_t targetBytes)
{
    std::mt19937_64 rng(20260311);
    std::string out;
    out.reserve(targetBytes + 100000);
    int game = 0;
    while (out.size() < targetBytes) {
        out += "(;FF[4]GM[1]CA[UTF-8]SZ[19]KM[6.5]PB[黒 " + std::to_string(game) + "]PW[White " +
               std::to_string(game) + "]RE[B+R]" + comment(rng) + "\n";
        int open = 1;
        for (int i = 0; i < 300; ++i) {
            if (i > 0 && i % 20 == 0) {
                out += '(';
                for (int k = 0; k < 8; ++k)
                    node(out, rng, (i + k) % 2 == 0);
                out += ")\n(";
                ++open;
            }
            node(out, rng, i % 2 == 0);
        }
        out += std::string(static_cast<std::size_t>(open), ')') + "\n";
        ++game;
    }
    return out;
}

// A 3,600-move game of random legal moves (passes when none is found),
// every move commented.
std::string longGame()
{
    std::mt19937_64 rng(3600);
    Position pos(19);
    std::string out = "(;FF[4]GM[1]CA[UTF-8]SZ[19]KM[6.5]PB[Black]PW[White]\n";
    for (int i = 0; i < 3600; ++i) {
        const Color c = i % 2 == 0 ? Black : White;
        Point p = kPass;
        for (int tries = 0; tries < 60; ++tries) {
            const Point q = pos.board().at(static_cast<int>(rng() % 19), static_cast<int>(rng() % 19));
            if (pos.isLegal({c, q})) {
                p = q;
                break;
            }
        }
        pos.play({c, p});
        out += c == Black ? ";B[" : ";W[";
        if (p != kPass)
            out += {static_cast<char>('a' + pos.board().column(p)), static_cast<char>('a' + pos.board().row(p))};
        out += ']' + comment(rng) + "\n";
    }
    return out + ")\n";
}

// Processor time of this process: other programs sharing the machine do
// not slow the figures down (the reader is single-threaded, so on an idle
// machine this equals the elapsed time).
struct CpuClock {
    using time_point = std::clock_t;
    static time_point now() { return std::clock(); }
};

double secondsSince(CpuClock::time_point t)
{
    return static_cast<double>(CpuClock::now() - t) / CLOCKS_PER_SEC;
}

// Average time of f over at least minRuns runs and minSeconds.
template <class F>
double timeIt(F&& f, int minRuns, double minSeconds)
{
    int runs = 0;
    const auto start = CpuClock::now();
    double total = 0;
    while (runs < minRuns || total < minSeconds) {
        f();
        ++runs;
        total = secondsSince(start);
    }
    return total / runs;
}

// Reading only: each result is freed after the clock has stopped.
BenchResult readCase(const std::string& name, const std::string& bytes)
{
    std::size_t nodes = 0;
    double total = 0;
    int runs = 0;
    while (runs < 3 || total < 1.0) {
        const auto start = CpuClock::now();
        record::LoadResult r = record::readSgf(bytes);
        total += secondsSince(start);
        ++runs;
        if (!r.ok() || !r.warnings.empty())
            throw std::runtime_error("the generated record did not read cleanly: " +
                                     (r.ok() ? r.warnings.front().text() : r.error));
        nodes = 0;
        for (const auto& g : r.games)
            nodes += g.nodeCount();
    }
    const double seconds = total / runs;
    const double mb = static_cast<double>(bytes.size()) / 1e6;
    return {name,
            {{"size_mb", mb, "MB (10^6 bytes)"},
             {"nodes", static_cast<double>(nodes), "nodes"},
             {"read_mb_per_second", mb / seconds, "MB/s of processor time (decode + parse + tree)"},
             {"read_seconds", seconds, "s"}}};
}

std::vector<BenchResult> run()
{
    std::vector<BenchResult> results;
    const std::string utf8 = collection(24'000'000);
    results.push_back(readCase("collection, UTF-8", utf8));

    std::string lost;
    const std::string sjis = record::encodeText(utf8, "Shift_JIS", &lost);
    if (!sjis.empty() && lost.empty()) {
        // The same text without CA: the encoding is detected, then decoded by ICU.
        std::string undeclared = sjis;
        for (std::size_t at = undeclared.find("CA[UTF-8]"); at != std::string::npos;
             at = undeclared.find("CA[UTF-8]", at))
            undeclared.replace(at, 9, "");
        results.push_back(readCase("collection, Shift_JIS (detected)", undeclared));
    }

    const record::LoadResult loaded = record::readSgf(utf8);
    std::string written;
    const double writeSeconds = timeIt([&] { written = record::writeSgf(loaded.games); }, 2, 1.0);
    results.push_back({"write collection",
                       {{"write_mb_per_second", static_cast<double>(written.size()) / 1e6 / writeSeconds, "MB/s of processor time"}}});

    const std::string game = longGame();
    const double openSeconds = timeIt(
        [&] {
            const record::LoadResult r = record::readSgf(game);
            const record::GameTree& tree = r.games.at(0);
            const auto line = tree.mainLine();
            volatile int moves = record::positionAt(tree, line.back()).moveNumber();
            (void)moves;
        },
        5, 1.0);
    results.push_back({"3,600-move game with comments",
                       {{"size_kb", static_cast<double>(game.size()) / 1e3, "kB"},
                        {"open_milliseconds", openSeconds * 1e3, "ms of processor time (read + replay to the last move)"}}});
    return results;
}

const BenchRegistrar registrar({"sgf", "SGF read/write speed: large collection, Shift_JIS, 3,600-move game", run});

} // namespace
} // namespace irodori::cli
