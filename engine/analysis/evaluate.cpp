// evaluate(): the four phases in order, and the names of the enums.
#include "context.h"
#include "evaluator.h"

#include "tactics/reader.h"

#include <ctime>

namespace irodori::analysis {

namespace detail {

namespace {
// Processor time of the calling thread: phases timed on a machine busy with
// other work still add up to what this evaluation cost.
double threadSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}
} // namespace

void evaluateInto(Analysis& a, const Position& pos, Tactics& tactics, const EvalOptions& options,
                  ChargeState* charge, AyaState* aya, const LinkMemory* linksBefore, LinkMemory* linksAfter)
{
    a.size = pos.size();
    a.stride = pos.board().stride();
    Context ctx(pos, tactics, a);
    ctx.charge = charge;
    ctx.aya = aya;
    ctx.linksBefore = linksBefore;
    ctx.linksAfter = linksAfter;
    const Board& b = pos.board();
    const int occupied = b.stoneCount(Black) + b.stoneCount(White);
    const int area = a.size * a.size;
    // Game phase by the share of occupied points: 0-10 %, 10-25 %, above.
    a.phase = occupied * 10 < area ? GamePhase::Opening
                                   : (occupied * 4 <= area ? GamePhase::Middle : GamePhase::Endgame);

    // Phase 1: territory. With a timing record, each part is clocked.
    PhaseTimes* times = options.times;
    double last = times ? threadSeconds() : 0;
    auto lap = [&](Phase ph) {
        if (!times)
            return;
        const double now = threadSeconds();
        times->seconds[static_cast<int>(ph)] += now - last;
        last = now;
    };
    buildStrings(ctx);
    lap(Phase::Strings);
    readStrings(ctx);            // step 2 (dead strings leave the board)
    ctx.markLive();
    lap(Phase::Reading);
    computeAyaPotential(ctx);    // step 1, without the dead strings
    lap(Phase::Potential);
    if (options.chargeModel)
        computeChargePotential(ctx); // step 1, seed 004's model
    lap(Phase::Charge);
    computeSureTerritory(ctx);   // step 3; step 4 puts the dead strings back:
                                 // later steps see them through the board, and
                                 // through Context::live() as empty points
    lap(Phase::Territory);
    // Phase 2: groups.
    findConnectionPoints(ctx);   // step 5
    lap(Phase::Connections);
    buildRegions(ctx);           // steps 6, 7
    lap(Phase::Regions);
    findLinks(ctx);              // step 8
    lap(Phase::Links);
    buildGroups(ctx);            // step 9
    lap(Phase::Groups);
    // Phase 3: safety.
    countRegionEyes(ctx);        // step 10
    judgeGroups(ctx);            // steps 10-16
    lap(Phase::Eyes);
    runLibertyRaces(ctx);        // steps 17-21
    lap(Phase::Races);
    // Phase 4: the number.
    computeScore(ctx);           // steps 22-33
    lap(Phase::Score);
    if (times)
        ++times->evaluations;
}

} // namespace detail

Analysis evaluate(const Position& pos, Tactics& tactics)
{
    return evaluate(pos, tactics, EvalOptions{});
}

Analysis evaluate(const Position& pos)
{
#ifdef IRODORI_HAVE_TACTICS
    // In scope mode, as the differential evaluation reads: each question
    // apart from the others, so the answer depends on the position alone
    // (about the same cost: questions about one position share little).
    thread_local tactics::Reader reader;
    ReaderTactics t(reader, true);
#else
    ShallowTactics t;
#endif
    return evaluate(pos, t);
}

int Analysis::groupIndexAt(Point p) const
{
    if (p < 0 || p >= static_cast<int>(stringAt.size()) || stringAt[p] < 0)
        return -1;
    return strings[stringAt[p]].group;
}

const Group* Analysis::groupAt(Point p) const
{
    const int g = groupIndexAt(p);
    return g < 0 ? nullptr : &groups[g];
}

const char* name(GamePhase p)
{
    switch (p) {
    case GamePhase::Opening: return "opening";
    case GamePhase::Middle: return "middle";
    case GamePhase::Endgame: return "endgame";
    }
    return "?";
}

const char* name(TerritoryKind k)
{
    switch (k) {
    case TerritoryKind::None: return "none";
    case TerritoryKind::Potential: return "potential";
    case TerritoryKind::Sure: return "sure";
    }
    return "?";
}

const char* name(GroupReading::Verdict v)
{
    switch (v) {
    case GroupReading::Verdict::NotRead: return "not-read";
    case GroupReading::Verdict::Unconditional: return "unconditional";
    case GroupReading::Verdict::Alive: return "alive";
    case GroupReading::Verdict::Dead: return "dead";
    case GroupReading::Verdict::Critical: return "critical";
    case GroupReading::Verdict::Runs: return "runs";
    case GroupReading::Verdict::KillersDie: return "killers-die";
    case GroupReading::Verdict::Stopped: return "stopped";
    }
    return "?";
}

const char* name(TacticalStatus s)
{
    switch (s) {
    case TacticalStatus::Stable: return "stable";
    case TacticalStatus::Unsettled: return "unsettled";
    case TacticalStatus::Dead: return "dead";
    case TacticalStatus::Ko: return "ko";
    }
    return "?";
}

const char* name(LinkKind k)
{
    switch (k) {
    case LinkKind::Solid: return "solid";
    case LinkKind::Kosumi: return "kosumi";
    case LinkKind::Takefu: return "takefu";
    case LinkKind::Ikken: return "ikken";
    case LinkKind::Keima: return "keima";
    case LinkKind::Hazama: return "hazama";
    case LinkKind::Niken: return "niken";
    case LinkKind::Ogeima: return "ogeima";
    case LinkKind::Sanken: return "sanken";
    case LinkKind::Daidaikeima: return "daidaikeima";
    case LinkKind::Shape: return "shape";
    case LinkKind::MonkeyJump: return "monkey-jump";
    }
    return "?";
}

char letter(LinkKind k)
{
    static constexpr char kLetters[kLinkKindCount] = {'s', 'k', 't', 'i', 'e', 'h', 'n', 'o', 'a', 'd', 'p', 'm'};
    return kLetters[static_cast<int>(k)];
}

const char* name(LinkState s)
{
    switch (s) {
    case LinkState::Connected: return "connected";
    case LinkState::Cuttable: return "cuttable";
    case LinkState::Broken: return "broken";
    }
    return "?";
}

const char* name(Phase p)
{
    static constexpr const char* kNames[kPhaseCount] = {"strings", "reading", "potential", "charge",
                                                        "territory", "connections", "regions", "links",
                                                        "groups", "eyes", "races", "score"};
    const int i = static_cast<int>(p);
    return i >= 0 && i < kPhaseCount ? kNames[i] : "?";
}

const char* name(GroupStatus s)
{
    switch (s) {
    case GroupStatus::Alive: return "alive";
    case GroupStatus::Dead: return "dead";
    case GroupStatus::Unsettled: return "unsettled";
    case GroupStatus::Seki: return "seki";
    }
    return "?";
}

} // namespace irodori::analysis
