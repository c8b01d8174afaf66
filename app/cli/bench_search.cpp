// bench search: the alpha-beta search on fixed positions (a 9x9 opening and
// middle game, a 19x19 opening and middle game) with 1 s and 2 s per move:
// nodes per second, evaluations per second and the depth completed; then
// the Monte-Carlo search on the same positions for 1 s: playouts per second.
#include "command.h"

#include "core/coords.h"
#include "core/position.h"
#include "search/mcts.h"
#include "search/searcher.h"

#include <sstream>
#include <string>
#include <vector>

namespace irodori::cli {
namespace {

struct Case {
    const char* name;
    int size;
    const char* moves; // alternating from Black, GTP vertices
};

const Case kCases[] = {
    {"9x9 opening", 9, "E5 G5 E3 C6 F6 G6"},
    {"9x9 middle game", 9, "E5 E3 F3 F4 E4 G4 D3 F2 G3 E2 D2 G2 C5 H3 F6 D1 C1 G5"},
    {"19x19 opening", 19, "Q16 D4 Q3 D16 R5 C10 O17 F3 K3 R14"},
    {"19x19 middle game", 19,
     "Q16 D4 Q3 D16 R5 C10 O17 F3 K3 R14 Q14 R13 R16 P13 Q12 Q13 R12 O14 P17 N12 D10 C12 C9 D11 "
     "E10 B9 B8 C8 D8 B10 C7 K16 F16 D14 J4 G4 H17 O4 P5 N3"},
};

Position positionOf(const Case& c)
{
    Position pos(c.size);
    std::istringstream in(c.moves);
    std::string word;
    while (in >> word) {
        const auto p = parseGtp(pos.board(), word);
        if (p)
            pos.play({pos.toMove(), *p}); // an illegal entry is skipped
    }
    return pos;
}

std::vector<BenchResult> run()
{
    std::vector<BenchResult> out;
    for (const Case& c : kCases) {
        for (double seconds : {1.0, 2.0}) {
            const Position pos = positionOf(c);
            search::Searcher searcher;
            search::SearchLimits limits;
            limits.maxSeconds = seconds;
            const search::SearchResult r = searcher.search(pos, limits);
            const double s = r.seconds > 0 ? r.seconds : 1e-9;
            char label[64];
            std::snprintf(label, sizeof label, "%s, %g s", c.name, seconds);
            out.push_back({label,
                           {{"depth", static_cast<double>(r.depth), "plies"},
                            {"nodes", static_cast<double>(r.nodes), "nodes"},
                            {"nodes_per_second", r.nodes / s, "nodes/s"},
                            {"evaluations_per_second", r.evaluations / s, "evals/s"},
                            {"root_candidates", static_cast<double>(r.root.size()), "moves"}}});
        }
    }
    for (const Case& c : kCases) {
        const Position pos = positionOf(c);
        search::MonteCarlo mcts;
        search::Evaluator evaluator;
        search::SearchLimits limits;
        limits.maxSeconds = 1.0;
        const search::MctsResult r = mcts.search(pos, limits, {}, &evaluator);
        const double s = r.seconds > 0 ? r.seconds : 1e-9;
        // The same without the evaluation's priors: the playouts alone.
        search::MonteCarlo bare;
        const search::MctsResult b = bare.search(pos, limits);
        const double bs = b.seconds > 0 ? b.seconds : 1e-9;
        out.push_back({std::string(c.name) + ", Monte-Carlo, 1 s",
                       {{"playouts", static_cast<double>(r.playouts), "playouts"},
                        {"playouts_per_second", r.playouts / s, "playouts/s"},
                        {"playouts_per_second_without_prior", b.playouts / bs, "playouts/s"},
                        {"evaluations_for_prior", static_cast<double>(evaluator.evaluations()), "evals"},
                        {"principal_variation", static_cast<double>(r.pv.size()), "moves"}}});
    }
    return out;
}

const BenchRegistrar registrar({"search", "alpha-beta (1 s, 2 s) and Monte-Carlo (1 s) search on fixed 9x9 and 19x19 positions",
                                run});

} // namespace
} // namespace irodori::cli
