// Phase 4 (steps 22-33): the number. Dead groups come off, strings they had
// killed come back, territory is counted again, and the uncertain groups
// and strings cost their owner what they are likely to lose.
#include "context.h"

#include <algorithm>

namespace irodori::analysis::detail {
namespace {

// Aya's units: one point is 100.
constexpr int kPoint = 100;
// Step 33: a dead stone left on the board is worth a little less than a
// captured one, so actually taking it is slightly better.
constexpr int kLeftOnBoard = 10;
// Step 29: a group alive by one big eye only can still be reduced to one eye.
constexpr int kBigEyePenaltyPerStone = 20;
constexpr std::size_t kBigEyeMaxPoints = 9;

} // namespace

void computeScore(Context& ctx)
{
    Analysis& a = ctx.out;
    Score& sc = a.score;
    sc = Score{};
    // Step 22: the territory before dead groups are removed (move
    // generation wants the boundary as the groups stand).
    a.ownerBeforeDeadGroups = a.owner;
    a.kindBeforeDeadGroups = a.territoryKind;
    // Step 23: dead groups lose their potential.
    std::uint32_t phaseOne[3][kMaxBoardSize];
    std::copy(&ctx.liveRows[0][0], &ctx.liveRows[0][0] + 3 * kMaxBoardSize, &phaseOne[0][0]);
    for (const Group& g : a.groups)
        if (g.status == GroupStatus::Dead)
            for (int s : g.strings)
                for (Point p : a.strings[s].stones)
                    ctx.setIgnored(p, true);
    // Step 24: a string the capture search gave up on comes back when every
    // enemy string touching it belongs to a dead group: its killers die first.
    for (StringInfo& s : a.strings) {
        if (!s.removed)
            continue;
        bool killersDead = true, anyKiller = false;
        for (Point p : s.stones)
            for (int i = 0; i < 4; ++i) {
                const Point q = p + ctx.off(i);
                if (ctx.board.color(q) != opponent(s.color))
                    continue;
                anyKiller = true;
                if (a.groups[a.strings[ctx.stringOf(q)].group].status != GroupStatus::Dead)
                    killersDead = false;
            }
        if (anyKiller && killersDead) {
            s.revived = true;
            for (Point p : s.stones)
                ctx.setIgnored(p, false);
        }
    }
    // Step 25 and 26: territory again, the open centre cut. When no stone
    // left or came back, the potential and the territory of phase 1 are
    // what a second count would give (nothing has changed them since).
    if (!std::equal(&phaseOne[0][0], &phaseOne[0][0] + 3 * kMaxBoardSize, &ctx.liveRows[0][0])) {
        adjustAyaPotential(ctx, phaseOne);
        computeSureTerritory(ctx);
    }
    cutOpenCentre(ctx);
    // Points inside a seki are nobody's (Japanese counting), whatever the
    // potential says: the liberties of groups in seki stay empty.
    for (const Group& g : a.groups)
        if (g.status == GroupStatus::Seki)
            for (int s : g.strings)
                for (Point lib : a.strings[s].liberties) {
                    a.owner[lib] = Empty;
                    a.territoryKind[lib] = TerritoryKind::None;
                }

    for (Point p : ctx.points) {
        const Color k = ctx.board.color(p);
        if (isStone(k)) {
            if (ctx.ignored[p])
                (k == Black ? sc.blackDeadOnBoard : sc.whiteDeadOnBoard)++;
            else
                (k == Black ? sc.blackStones : sc.whiteStones)++;
        }
        if (a.territoryKind[p] == TerritoryKind::Sure)
            (a.owner[p] == Black ? sc.blackTerritory : sc.whiteTerritory)++;
    }
    // Step 30: captured stones.
    sc.blackPrisoners = ctx.pos.prisoners(Black);
    sc.whitePrisoners = ctx.pos.prisoners(White);
    sc.komi = ctx.pos.rules().komi;
    const int black = sc.blackTerritory + sc.whiteDeadOnBoard + sc.blackPrisoners;
    const int white = sc.whiteTerritory + sc.blackDeadOnBoard + sc.whitePrisoners;
    sc.territoryScore = black - white - sc.komi;
    sc.areaScore = (sc.blackStones + sc.blackTerritory) - (sc.whiteStones + sc.whiteTerritory) - sc.komi;

    int eval = kPoint * (sc.blackTerritory - sc.whiteTerritory) + kPoint * (sc.blackPrisoners - sc.whitePrisoners) +
               (kPoint - kLeftOnBoard) * (sc.whiteDeadOnBoard - sc.blackDeadOnBoard);
    for (const Group& g : a.groups) {
        const int sign = g.color == Black ? 1 : -1;
        int terr = 0;
        for (int r : g.regions)
            terr += static_cast<int>(a.regions[r].points.size());
        // Step 27: an unsettled group costs what it stands to lose: its
        // stones and territory change hands with the chance it dies.
        if (g.status == GroupStatus::Unsettled)
            eval -= sign * 2 * (g.stones + terr) * (100 - g.safety);
        // Step 28: a string that dies if attacked first and lives if
        // defended first costs half its swing, unless it is the whole group
        // (then step 27 already counted it).
        if (g.strings.size() > 1 && g.status != GroupStatus::Dead)
            for (int s : g.strings)
                if (a.strings[s].status == TacticalStatus::Unsettled)
                    eval -= sign * kPoint * static_cast<int>(a.strings[s].stones.size());
        // Step 29: alive only through one big eye — one enclosed space of
        // a few points that the opponent can still try to reduce to one eye.
        if (g.status == GroupStatus::Alive && g.regions.size() == 1 && g.eyeHalves >= 4 &&
            a.regions[g.regions[0]].eyeHalves >= 4 && a.regions[g.regions[0]].enclosed &&
            a.regions[g.regions[0]].points.size() <= kBigEyeMaxPoints && g.connectionPoints.empty())
            eval -= sign * kBigEyePenaltyPerStone * g.stones;
    }
    sc.evaluation = eval;
    // Steps 31-32 restore the board; this evaluation never changed it.
}

} // namespace irodori::analysis::detail
