// bench eval: full evaluations (all four phases) per second on fixed 9x9 and
// 19x19 middle-game positions:
//  - from scratch, cold: each position once, nothing known about it;
//  - from scratch, warm reading: every capture answer remembered, so the
//    figure is the evaluation's own cost;
//  - differential: as inside a search, a move from a parent position, its
//    evaluation, the take-back (and the parent again, from the cache);
//    capture answers are carried from the previous position by the scope
//    the reader reports for each (exact); with the full reading of the
//    board's analysis, and with the lighter reading the search uses below
//    its root ("in search": what the alpha-beta search evaluates).
// Each workload also shows the time of every phase and the share of reading,
// from one separate round in which every phase and question is timed: the
// clock costs enough to slow a fast evaluation by a tenth or more, so the
// rates come from rounds without it.
// Two sets of positions: random games (many short-of-liberty strings, the
// hard case for reading) and the middle games of real game records.
#include "command.h"

#include "analysis/analysis.h"
#include "analysis/evaluator.h"
#include "analysis/report.h"
#include "analysis/tactics_port.h"
#include "core/position.h"
#include "search/evaluator.h"
#include "tactics/reader.h"

#include <algorithm>
#include <ctime>
#include <cstdint>
#include <random>
#include <unordered_map>
#include <vector>

namespace irodori::cli {
namespace {

bool ownEye(const Board& b, Point p, Color c)
{
    for (int d = 0; d < 4; ++d) {
        const Color n = b.color(p + b.offsets()[d]);
        if (n != c && n != Edge)
            return false;
    }
    return true;
}

// Fixed positions: random legal games (no eye filling) from a fixed seed,
// stopped once the given share of the board is occupied (a middle game).
std::vector<Position> positions(int size, double fill, int count)
{
    std::mt19937_64 rng(0x1d0d0 + size);
    std::vector<Position> out;
    while (static_cast<int>(out.size()) < count) {
        Position pos(size);
        int guard = 0;
        while (pos.board().stoneCount(Black) + pos.board().stoneCount(White) < fill * size * size &&
               guard++ < 4 * size * size) {
            std::vector<Point> empties;
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x)
                    if (pos.board().color(pos.board().at(x, y)) == Empty)
                        empties.push_back(pos.board().at(x, y));
            Point chosen = kPass;
            while (!empties.empty()) {
                const std::size_t i = rng() % empties.size();
                const Move m{pos.toMove(), empties[i]};
                if (!ownEye(pos.board(), m.point, m.color) && pos.isLegal(m)) {
                    chosen = m.point;
                    break;
                }
                empties[i] = empties.back();
                empties.pop_back();
            }
            pos.play({pos.toMove(), chosen});
        }
        out.push_back(pos);
    }
    return out;
}

// Middle games of records: four 19x19 and four 9x9 games of GNU Go 3.8
// (level 1) against itself, the moves as SGF points, 140 and 26 moves each.
constexpr const char* kGames19[] = {
    "jjdppdedppncfqkciqcddjnppnpqqqoqqrcndrcqqjqfndchocmclqnngcrdebqcnfkogelfnhobcrfojddgkgoeldlcneodkdibnliokm"
    "rhmomrkrhncljmbjjloonoosllmnmpknmmkljnkklnlmfflolplnkprieifkqhnmfmhkhgifcbhibicidicjbhpibrbmbnanaoambphbcs"
    "irgrgqfrhrerjqjsjbjcickbiaihiijhkhdbcmfbgbecfhggofpedndoenelemflejpf",
    "qdcpddqokccffddjpjpqqmepgqocpeiqgolqndqbenfqgrbdccdhncnbmboarcrbmacmhnhgbcjgiplgjqngphicjdfrirhljnjllnnpel"
    "fkcldldmcndkcjblffaoljbqdqcrdohedrairnogsknhmhninfodsbbebipcpbajobjerjkrrhnsorbhmrdfdgceefdeosbocqbrchbgcg"
    "dncorfqcrdbfafbjakleifigimilkfjfkerglfmelllkkpbpaqapsfpdofklldnemlmk",
    "qdppdcdedqfdcecfcddffbcjcoocpflcpcodqijqpnnpqpqqqorqhcleclgqeksngnpdqcejfjeihjjnfqfrernnplidfpichhgrnllmbe"
    "bfpbhbmadkdlfcgbgcebofognfphmhkimjgkpeqeqfpgkgbkbjifhgrkckblggnjmbnalahaibjkjhrpspjioapaobihigmmmnmkniojia"
    "ljmillkmnmghgiakalajonklooopkkslskrlqlrmrnsoqmsmkhjgfifhnomogahogogp",
    "pddcppeqdedhfegcheiddknqeicfcqdobocenpmpnooqpqjqpnqlolqilnqfndkokcjckdrnrefmjminrorgrmpjnjjeghkglfjhjdiejb"
    "ibiafbgjrlqncjckdjejorprjkfldmglelekgmhficjamomndrbjbicrbkblajendndlemslsksmrjosnspsmrdsescsbncpanhlimilkj"
    "cmcoapallkjlhaddrfqeqcrdrcqdogofnfoeodkmniscsbsdrbnemepgohllmlljlmkl",
};
constexpr const char* kGames9[] = {
    "eedfcgcfdgefegfffggfhhccbfbebghgghgcaebdigifihadgghf",
    "eecgdgggdfgdbeecccehdhdbfhghegbbgifehhhgcbcaffgfbcih",
    "geeeceegecfdccdhgdfchbfbggddebedcdfhbgbhcghhhgffchgh",
    "fdcgdfcfdgdeeceefgccdhdbebchdccbcifegbgehdhebhghiegg",
};

// The positions of those games every `step` moves from move `first` on, as
// a review of the record would show them one after another.
template <std::size_t N>
std::vector<Position> recordPositions(int size, const char* const (&games)[N], int first, int step)
{
    std::vector<Position> out;
    for (const char* moves : games) {
        Position pos(size);
        for (int n = 1; moves[0] && moves[1]; moves += 2, ++n) {
            pos.play({pos.toMove(), pos.board().at(moves[0] - 'a', moves[1] - 'a')});
            if (n >= first && (n - first) % step == 0)
                out.push_back(pos);
        }
    }
    return out;
}

// Remembers every answer of an inner Tactics by (position, question), so
// that evaluating the same positions again costs the evaluation alone: the
// figure that shows what the analysis itself takes, apart from reading.
class MemoTactics : public analysis::Tactics {
public:
    explicit MemoTactics(analysis::Tactics& inner) : inner_(inner) {}
    tactics::ReadResult attack(const Position& pos, Point str) override { return ask(pos, str, 1, Empty); }
    tactics::ReadResult defend(const Position& pos, Point str) override { return ask(pos, str, 2, Empty); }
    tactics::ReadResult captureCuttingStone(const Position& pos, Point cut, Color cutter) override
    {
        return ask(pos, cut, 3, cutter);
    }
    int safeLiberties() const override { return inner_.safeLiberties(); }

private:
    tactics::ReadResult ask(const Position& pos, Point p, int kind, Color c)
    {
        const std::uint64_t key = pos.hash() ^ (static_cast<std::uint64_t>(p) << 40) ^
                                  (static_cast<std::uint64_t>(kind) << 56) ^ (static_cast<std::uint64_t>(c) << 60);
        auto it = memo_.find(key);
        if (it != memo_.end())
            return it->second;
        tactics::ReadResult r = kind == 1   ? inner_.attack(pos, p)
                                : kind == 2 ? inner_.defend(pos, p)
                                            : inner_.captureCuttingStone(pos, p, c);
        memo_.emplace(key, r);
        return r;
    }
    analysis::Tactics& inner_;
    std::unordered_map<std::uint64_t, tactics::ReadResult> memo_;
};

// Processor time of this thread: other work on the shared machine does not
// count against the figure.
double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + ts.tv_nsec * 1e-9;
}

// What the capture questions of a workload cost: processor time, and by
// kind (attack, defend, capture of a cutting stone) how many were asked of
// the reader and the nodes it read for them.
struct ReadingCounts {
    double seconds = 0;
    std::uint64_t questions[3] = {};
    std::uint64_t nodes[3] = {};
    std::uint64_t total() const { return questions[0] + questions[1] + questions[2]; }
};

// Times and counts every capture question, so the share of reading in each
// workload is visible apart from the evaluation's own work.
class TimedTactics : public analysis::Tactics {
public:
    TimedTactics(analysis::Tactics& inner, const tactics::Reader& reader) : inner_(inner), reader_(reader) {}
    tactics::ReadResult attack(const Position& pos, Point str) override
    {
        return timed(0, [&] { return inner_.attack(pos, str); });
    }
    tactics::ReadResult defend(const Position& pos, Point str) override
    {
        return timed(1, [&] { return inner_.defend(pos, str); });
    }
    tactics::ReadResult captureCuttingStone(const Position& pos, Point cut, Color cutter) override
    {
        return timed(2, [&] { return inner_.captureCuttingStone(pos, cut, cutter); });
    }
    int safeLiberties() const override { return inner_.safeLiberties(); }
    bool reportsScope() const override { return inner_.reportsScope(); }
    analysis::ReadScope lastScope() const override { return inner_.lastScope(); }
    ReadingCounts counts;

private:
    template <class F> tactics::ReadResult timed(int kind, F f)
    {
        const double t0 = cpuSeconds();
        const std::uint64_t n0 = reader_.nodes();
        const tactics::ReadResult r = f();
        counts.seconds += cpuSeconds() - t0;
        ++counts.questions[kind];
        counts.nodes[kind] += reader_.nodes() - n0;
        return r;
    }
    analysis::Tactics& inner_;
    const tactics::Reader& reader_;
};

constexpr double kMeasureSeconds = 1.5;

// The share of each phase in a timing record, as metrics "phase_<name>" in
// microseconds per evaluation.
void addPhases(std::vector<Metric>& out, const analysis::PhaseTimes& t, const ReadingCounts& reading)
{
    if (t.evaluations == 0)
        return;
    double total = 0;
    for (double s : t.seconds)
        total += s;
    const double per = 1e6 / static_cast<double>(t.evaluations);
    out.push_back({"time_per_evaluation", total * per, "us"});
    for (int i = 0; i < analysis::kPhaseCount; ++i)
        out.push_back({std::string("phase_") + analysis::name(static_cast<analysis::Phase>(i)),
                       t.seconds[i] * per, "us"});
    const double evals = static_cast<double>(t.evaluations);
    out.push_back({"reading_questions_per_evaluation", static_cast<double>(reading.total()) / evals, ""});
    static constexpr const char* kKinds[3] = {"attack", "defend", "cutting_stone"};
    for (int k = 0; k < 3; ++k) {
        out.push_back({std::string("questions_") + kKinds[k] + "_per_evaluation",
                       static_cast<double>(reading.questions[k]) / evals, ""});
        out.push_back({std::string("nodes_") + kKinds[k] + "_per_evaluation",
                       static_cast<double>(reading.nodes[k]) / evals, "nodes"});
    }
    out.push_back({"reading_share", total > 0 ? 100.0 * reading.seconds / total : 0, "%"});
}

// Every workload on one set of positions (all of one board size). With
// approximations false, the workloads that carry answers by distance are
// left out.
std::vector<BenchResult> benchSet(const std::string& label, const std::vector<Position>& fresh, bool approximations)
{
    const int size = fresh.front().size();
    // Sixteen parents for the differential workloads, spread over the set
    // (over every game of a set of records).
    std::vector<Position> parents;
    const std::size_t every = std::max<std::size_t>(1, fresh.size() / 16);
    for (std::size_t i = 0; i < fresh.size() && parents.size() < 16; i += every)
        parents.push_back(fresh[i]);
    long long stones = 0, groups = 0;
    for (const Position& p : fresh)
        stones += p.board().stoneCount(Black) + p.board().stoneCount(White);

    // From scratch, cold: each position once, one reader for all (as a game
    // in progress would); no reading answer about these positions is known.
    // The pass is repeated, each time with a fresh reader, until the time is
    // long enough to be measured (one pass over a set takes a tenth of a
    // second or less).
    analysis::PhaseTimes coldTimes;
    ReadingCounts coldReading;
    double cold = 0;
    // timed: one pass with every phase and question timed (the clock is
    // read a few dozen times per evaluation, which costs a tenth or more of
    // a fast evaluation); untimed: the rate, as a caller sees it.
    auto coldPass = [&](bool timed) {
        std::uint64_t evals = 0;
        double secs = 0;
        do {
            tactics::Reader reader;
            analysis::ReaderTactics rt(reader);
            TimedTactics t(rt, reader);
            analysis::EvalOptions o;
            if (timed)
                o.times = &coldTimes;
            analysis::Tactics& asked = timed ? static_cast<analysis::Tactics&>(t) : rt;
            const double t0 = cpuSeconds();
            for (const Position& p : fresh)
                groups += static_cast<long long>(analysis::evaluate(p, asked, o).groups.size());
            secs += cpuSeconds() - t0;
            evals += fresh.size();
            for (int k = 0; k < 3; ++k) {
                coldReading.questions[k] += t.counts.questions[k];
                coldReading.nodes[k] += t.counts.nodes[k];
            }
            coldReading.seconds += t.counts.seconds;
        } while (!timed && secs < kMeasureSeconds);
        return static_cast<double>(evals) / secs;
    };
    coldPass(true);
    cold = coldPass(false);

    // From scratch, warm reading: every reading answer about these
    // positions is remembered, so this is the evaluation's own cost.
    analysis::PhaseTimes warmTimes;
    double warm = 0;
    {
        tactics::Reader reader;
        analysis::ReaderTactics rt(reader);
        MemoTactics memo(rt);
        for (const Position& p : parents)
            analysis::evaluate(p, memo);
        analysis::EvalOptions timed;
        timed.times = &warmTimes;
        for (const Position& p : parents)
            groups += static_cast<long long>(analysis::evaluate(p, memo, timed).groups.size());
        const analysis::EvalOptions o;
        std::uint64_t evals = 0;
        const double t0 = cpuSeconds();
        double secs = 0;
        do {
            for (const Position& p : parents) {
                groups += static_cast<long long>(analysis::evaluate(p, memo, o).groups.size());
                ++evals;
            }
            secs = cpuSeconds() - t0;
        } while (secs < kMeasureSeconds);
        warm = static_cast<double>(evals) / secs;
    }

    // Differential, as inside a search: from each parent every legal child
    // in turn is played, evaluated and taken back, and the parent is
    // evaluated again (a cache hit). The evaluator carries what it can from
    // one position to the next.
    struct Differential {
        double rate = 0;
        analysis::PhaseTimes times;
        ReadingCounts reading;
        std::uint64_t children = 0;
        double carriedShare = 0; // of the capture answers, carried from the previous position
    };
    // The same children every run, whatever the speed: from each parent the
    // legal moves at every step-th point, up to perParent of them, so that
    // the counts per evaluation compare from one build to the next. The
    // whole round is repeated, with a fresh reader and evaluator (nothing
    // carried from the round before), until the time is long enough.
    const int perParent = size == 19 ? 40 : 30;
    const int step = size == 19 ? 7 : 2;
    // Timed (as in coldPass), one round: the time of each phase and the
    // reading counts; untimed: the rate.
    auto searchLikePass = [&](Differential& d, bool timed, bool charge, const tactics::ReadBudget& budget,
                              int radius) {
        std::uint64_t carriedAnswers = 0, readAnswers = 0;
        double secs = 0;
        do {
            tactics::Reader reader(budget);
            // Exact: the reader reports each reading's scope, answers are
            // carried by it. With a radius: carried by distance.
            analysis::ReaderTactics rt(reader, radius < 0);
            TimedTactics t(rt, reader);
            analysis::EvalOptions o;
            o.chargeModel = charge;
            if (timed)
                o.times = &d.times;
            o.readingRadius = radius;
            analysis::Evaluator ev(timed ? static_cast<analysis::Tactics&>(t) : rt, o);
            for (const Position& parent : parents) {
                Position pos = parent;
                // The parent from scratch, once: neither timed nor counted.
                const analysis::PhaseTimes timesBefore = d.times;
                const ReadingCounts countsBefore = t.counts;
                ev.evaluate(pos);
                d.times = timesBefore;
                t.counts = countsBefore;
                const double t0 = cpuSeconds();
                int k = 0;
                for (int i = 0; i < size * size && k < perParent; i += step) {
                    const Move m{pos.toMove(), pos.board().at(i % size, i / size)};
                    if (!pos.isLegal(m))
                        continue;
                    ++k;
                    pos.play(m);
                    groups += static_cast<long long>(ev.evaluate(pos).groups.size());
                    pos.undo();
                    groups += static_cast<long long>(ev.evaluate(pos).groups.size());
                    ++d.children;
                }
                secs += cpuSeconds() - t0;
            }
            for (int k = 0; k < 3; ++k) {
                d.reading.questions[k] += t.counts.questions[k];
                d.reading.nodes[k] += t.counts.nodes[k];
            }
            d.reading.seconds += t.counts.seconds;
            const auto st = ev.stats();
            carriedAnswers += st.answersCarried;
            readAnswers += st.answersRead;
        } while (!timed && secs < kMeasureSeconds);
        if (timed) {
            const double answers = static_cast<double>(carriedAnswers + readAnswers);
            d.carriedShare = answers > 0 ? 100.0 * carriedAnswers / answers : 0;
        } else {
            d.rate = static_cast<double>(d.children) / secs;
        }
    };
    auto searchLike = [&](bool charge, const tactics::ReadBudget& budget, int radius = -1) {
        Differential d;
        searchLikePass(d, true, charge, budget, radius);
        d.children = 0;
        searchLikePass(d, false, charge, budget, radius);
        return d;
    };
    const tactics::ReadBudget full{};
    // The lighter reading of the positions inside the search's tree
    // (search::EvaluatorConfig::treeReading): strings of three liberties
    // count as safe, 3,000 nodes per question. This is the differential
    // evaluation a search does below its root.
    const tactics::ReadBudget light = search::EvaluatorConfig{}.treeReading;
    const Differential plain = searchLike(false, full);
    const Differential withCharge = searchLike(true, full);
    const Differential lightReading = searchLike(false, light);
    // Capture answers carried over when nothing changed within three points
    // of the string (an approximation with the real reader, which follows
    // ladders across the board).
    constexpr int kRadius = 3;
    Differential carried, lightCarried;
    if (approximations) {
        carried = searchLike(false, full, kRadius);
        // Both approximations together: the most a search can have today.
        lightCarried = searchLike(false, light, kRadius);
    }

    // How often carrying answers changes the result: children of the
    // parents evaluated both ways with one reader, the whole analysis
    // compared (through its JSON) and the strings' tactical status.
    double childrenDiffering = 0, stringsDiffering = 0;
    if (approximations) {
        tactics::Reader reader;
        analysis::ReaderTactics t(reader);
        analysis::EvalOptions o;
        o.chargeModel = false;
        o.readingRadius = kRadius;
        analysis::Evaluator ev(t, o);
        long long children = 0, differ = 0, strings = 0, statusDiffers = 0;
        const int checked = size == 19 ? 10 : 20; // children per parent
        const int spread = size == 19 ? 7 : 3;    // spread over the board
        for (const Position& parent : parents) {
            Position pos = parent;
            ev.evaluate(pos);
            int k = 0;
            for (int i = 0; i < size * size && k < checked; i += spread) {
                const Move m{pos.toMove(), pos.board().at(i % size, i / size)};
                if (!pos.isLegal(m))
                    continue;
                ++k;
                pos.play(m);
                const analysis::Analysis& fast = ev.evaluate(pos);
                const analysis::Analysis scratch = analysis::evaluate(pos, t, o);
                ++children;
                differ += analysis::toJson(fast, pos.board()) != analysis::toJson(scratch, pos.board());
                for (std::size_t j = 0; j < scratch.strings.size() && j < fast.strings.size(); ++j) {
                    ++strings;
                    statusDiffers += scratch.strings[j].status != fast.strings[j].status;
                }
                pos.undo();
                ev.evaluate(pos);
            }
        }
        childrenDiffering = children ? 100.0 * differ / children : 0;
        stringsDiffering = strings ? 100.0 * statusDiffers / strings : 0;
    }

    volatile long long sink = groups;
    (void)sink;
    std::vector<BenchResult> out;
    BenchResult summary{label,
                        {{"from_scratch_cold_per_second", cold, "evals/s"},
                         {"from_scratch_warm_reading_per_second", warm, "evals/s"},
                         {"differential_per_second", plain.rate, "evals/s"},
                         {"differential_per_second_with_charge_model", withCharge.rate, "evals/s"},
                         {"differential_per_second_in_search", lightReading.rate, "evals/s"},
                         {"differential_answers_carried_by_scope", plain.carriedShare, "%"}}};
    if (approximations)
        summary.metrics.insert(summary.metrics.end(),
                               {{"differential_per_second_carried_reading_r3", carried.rate, "evals/s"},
                                {"differential_per_second_in_search_carried_r3", lightCarried.rate, "evals/s"},
                                {"carried_reading_r3_children_differing", childrenDiffering, "%"},
                                {"carried_reading_r3_string_status_differing", stringsDiffering, "%"}});
    summary.metrics.push_back({"positions", static_cast<double>(fresh.size()), ""});
    summary.metrics.push_back({"average_stones", static_cast<double>(stones) / fresh.size(), "stones"});
    out.push_back(std::move(summary));
    BenchResult coldPhases{label + " from scratch, cold: time per phase", {}};
    addPhases(coldPhases.metrics, coldTimes, coldReading);
    out.push_back(coldPhases);
    BenchResult warmPhases{label + " from scratch, warm reading: time per phase", {}};
    addPhases(warmPhases.metrics, warmTimes, ReadingCounts{});
    out.push_back(warmPhases);
    BenchResult diffPhases{label + " differential (move, evaluate, undo): time per phase", {}};
    addPhases(diffPhases.metrics, plain.times, plain.reading);
    out.push_back(diffPhases);
    BenchResult lightPhases{label + " differential in search (the tree's light reading): time per phase", {}};
    addPhases(lightPhases.metrics, lightReading.times, lightReading.reading);
    out.push_back(lightPhases);
    if (approximations) {
        BenchResult carriedPhases{label + " differential, reading carried within 3 points: time per phase", {}};
        addPhases(carriedPhases.metrics, carried.times, carried.reading);
        out.push_back(carriedPhases);
    }
    return out;
}

const BenchRegistrar registrar({"eval", "full evaluation (Analysis) per second, 9x9 and 19x19 middle games", [] {
                                    std::vector<BenchResult> all;
                                    auto add = [&](std::vector<BenchResult> part) {
                                        for (BenchResult& r : part)
                                            all.push_back(std::move(r));
                                    };
                                    // Random games: 35 % and 30 % of the board filled.
                                    add(benchSet("9x9", positions(9, 0.35, 400), true));
                                    add(benchSet("19x19", positions(19, 0.30, 120), true));
                                    // Records: 9x9 moves 14-26, 19x19 moves 60-140.
                                    add(benchSet("9x9 records", recordPositions(9, kGames9, 14, 2), false));
                                    add(benchSet("19x19 records", recordPositions(19, kGames19, 60, 4), false));
                                    return all;
                                }});

} // namespace
} // namespace irodori::cli
