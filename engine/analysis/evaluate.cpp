// evaluate(): the four phases in order, and the names of the enums.
#include "context.h"
#include "evaluator.h"

#include "tactics/reader.h"

namespace irodori::analysis {

namespace detail {

Analysis evaluateWith(const Position& pos, Tactics& tactics, const EvalOptions& options, ChargeState* charge)
{
    Analysis a;
    a.size = pos.size();
    a.stride = pos.board().stride();
    Context ctx(pos, tactics, a);
    ctx.charge = charge;
    const Board& b = pos.board();
    const int occupied = b.stoneCount(Black) + b.stoneCount(White);
    const int area = a.size * a.size;
    // Game phase by the share of occupied points: 0-10 %, 10-25 %, above.
    a.phase = occupied * 10 < area ? GamePhase::Opening
                                   : (occupied * 4 <= area ? GamePhase::Middle : GamePhase::Endgame);

    // Phase 1: territory.
    buildStrings(ctx);
    readStrings(ctx);            // step 2 (dead strings leave the board)
    computeAyaPotential(ctx);    // step 1, without the dead strings
    if (options.chargeModel)
        computeChargePotential(ctx); // step 1, seed 004's model
    computeSureTerritory(ctx);   // step 3; step 4 puts the dead strings back:
                                 // later steps see them through the board, and
                                 // through Context::live() as empty points
    // Phase 2: groups.
    findConnectionPoints(ctx);   // step 5
    buildRegions(ctx);           // steps 6, 7
    findLinks(ctx);              // step 8
    buildGroups(ctx);            // step 9
    // Phase 3: safety.
    countRegionEyes(ctx);        // step 10
    judgeGroups(ctx);            // steps 10-16
    runLibertyRaces(ctx);        // steps 17-21
    // Phase 4: the number.
    computeScore(ctx);           // steps 22-33
    return a;
}

} // namespace detail

Analysis evaluate(const Position& pos, Tactics& tactics)
{
    return detail::evaluateWith(pos, tactics, EvalOptions{}, nullptr);
}

Analysis evaluate(const Position& pos)
{
#ifdef IRODORI_HAVE_TACTICS
    thread_local tactics::Reader reader;
    ReaderTactics t(reader);
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
