// Steps 17-21: the liberty race (攻め合い) against the weakest surrounding
// enemy group, its adjustments, the re-check after captures, and the caps.
#include "eyes.h"
#include "standoff.h"

#include "core/coords.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <string>

namespace irodori::analysis::detail {
namespace {

constexpr int kTwoEyes = 4;
constexpr int kFreedomLiberties = 3; // room to run is worth three extra moves
constexpr int kDeadBelow = 20;       // safety under this: the group is dead
constexpr int kAliveFrom = 80;       // safety from this: the group lives
constexpr int kNoRoomTheirs = 99;    // an enclosing living group cannot be out-counted
constexpr int kEnclosedArea = 40;
constexpr int kRunningFloor = 30;    // a group with room to run is at least unsettled    // an area this small closed off by the enemy encloses the group

// Seed 001's table: our liberties minus theirs, -5 .. +5, to safety %.
constexpr std::array<int, 11> kRaceTable = {0, 0, 5, 20, 30, 50, 70, 80, 87, 95, 100};

int raceTable(int diff) { return kRaceTable[std::clamp(diff, -5, 5) + 5]; }

// Liberties an eye space gives in a race (eyes.md): 3, 4, 5, 6 points give
// 3, 5, 8, 12; beyond that five more per point.
int bigEyeLiberties(int points)
{
    static constexpr int kSmall[] = {0, 1, 2, 3, 5, 8, 12};
    return points <= 6 ? kSmall[points] : 12 + 5 * (points - 6);
}

// Appends the decimal digits of v (what std::to_string gives) to s.
void appendNumber(std::string& s, int v)
{
    char buf[16];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    s.append(buf, r.ptr);
}

bool removedGroup(const Analysis& a, const Group& g)
{
    for (int s : g.strings)
        if (!a.strings[s].removed)
            return false;
    return true;
}

class Races {
public:
    explicit Races(Context& ctx)
        : ctx_(ctx), a_(ctx.out), outside_(scratch().outside), area_(scratch().area), walls_(scratch().walls),
          opponents_(scratch().opponents)
    {
    }

    void run()
    {
        const int ng = static_cast<int>(a_.groups.size());
        ctx_.groupEnclosed.resize(static_cast<std::size_t>(ng), 2);
        if (outside_.size() < static_cast<std::size_t>(ng))
            outside_.resize(static_cast<std::size_t>(ng));
        for (int gi = 0; gi < ng; ++gi)
            outsideLiberties(gi, outside_[gi]);
        std::vector<int> stable(ng);
        for (int gi = 0; gi < ng; ++gi)
            stable[gi] = a_.groups[gi].safety == 100;
        // Step 17.
        for (int gi = 0; gi < ng; ++gi)
            if (open(gi))
                judge(gi, stable, 17);
        // Step 18: groups whose race opponent is now dead capture it and
        // revive; a group whose opponent revived is judged again.
        std::vector<int> after17(ng);
        for (int gi = 0; gi < ng; ++gi)
            after17[gi] = a_.groups[gi].safety;
        std::vector<int> revived;
        for (int gi = 0; gi < ng; ++gi) {
            Group& g = a_.groups[gi];
            const int e = g.race.opponent;
            if (!open(gi) || e < 0 || after17[e] >= kDeadBelow || after17[e] >= after17[gi] ||
                removedGroup(a_, a_.groups[e]) || insideEyeSpace(e, gi) || a_.groups[e].freedom > 0 ||
                !a_.groups[e].connectionPoints.empty())
                continue; // a loser that can still run or connect out is not captured yet
            const Group& dead = a_.groups[e];
            const int gain = dead.stones >= 7 ? 4 : 2;
            std::vector<Point> pts;
            for (int s : dead.strings)
                pts.insert(pts.end(), a_.strings[s].stones.begin(), a_.strings[s].stones.end());
            addReason(g, 18, "captures-dead-neighbour", pts, ReasonValue::Eyes, g.eyeHalves, g.eyeHalves + gain,
                      std::to_string(dead.stones) + " stone(s) taken");
            const int s = g.eyeHalves >= kTwoEyes ? 100 : std::max(g.safety, raceTable(g.race.difference() + dead.stones));
            if (s != g.safety)
                addReason(g, 18, "revived", {}, ReasonValue::Safety, g.safety, s);
            if (g.safety == 100)
                revived.push_back(gi);
        }
        if (!revived.empty()) {
            std::vector<int> now(ng);
            for (int gi = 0; gi < ng; ++gi)
                now[gi] = a_.groups[gi].safety == 100;
            for (int gi = 0; gi < ng; ++gi) {
                if (!open(gi) || a_.groups[gi].race.opponent < 0)
                    continue;
                if (std::find(revived.begin(), revived.end(), a_.groups[gi].race.opponent) != revived.end())
                    judge(gi, now, 18);
            }
        }
        // Steps 19, 20, 21, each over all groups in turn (a seki found in
        // step 20 concerns two groups at once).
        for (int step = 19; step <= 21; ++step)
            for (int gi = 0; gi < ng; ++gi)
                if (open(gi))
                    caps(gi, step);
        for (int gi = 0; gi < ng; ++gi)
            standoff(gi);
        for (Group& g : a_.groups)
            if (g.status != GroupStatus::Seki)
                g.status = g.safety >= kAliveFrom ? GroupStatus::Alive
                                                  : (g.safety < kDeadBelow ? GroupStatus::Dead : GroupStatus::Unsettled);
    }

private:
    // Groups still to be judged: not alive by eyes, not tactically dead.
    bool open(int gi) const
    {
        const Group& g = a_.groups[gi];
        return g.safety < 100 && !removedGroup(a_, g) && g.status != GroupStatus::Seki;
    }

    void outsideLiberties(int gi, std::vector<Point>& v) const
    {
        v.clear();
        for (int s : a_.groups[gi].strings)
            for (Point lib : a_.strings[s].liberties) {
                const int r = a_.regionAt[lib];
                if (r >= 0 && a_.regions[r].group == gi)
                    continue;
                v.push_back(lib);
            }
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
    }

    int eyeLiberties(int gi) const
    {
        int n = 0;
        for (int r : a_.groups[gi].regions)
            n += bigEyeLiberties(static_cast<int>(a_.regions[r].points.size()));
        return n;
    }

    // The outside liberties gi and ei have in common (both lists sorted).
    int shared(int gi, int ei) const
    {
        const std::vector<Point>& x = outside_[gi];
        const std::vector<Point>& y = outside_[ei];
        int n = 0;
        for (std::size_t i = 0, j = 0; i < x.size() && j < y.size();) {
            if (x[i] < y[j]) {
                ++i;
            } else if (y[j] < x[i]) {
                ++j;
            } else {
                ++n;
                ++i;
                ++j;
            }
        }
        return n;
    }

    // Race liberties of gi against ei: outside liberties, the liberties of
    // its eye spaces, three more with room to run. Shared liberties count
    // only for the side with an eye when the other has none (eyes.md).
    int raceLiberties(int gi, int ei) const
    {
        const Group& g = a_.groups[gi];
        int n = static_cast<int>(outside_[gi].size()) + eyeLiberties(gi);
        if (g.freedom > 0)
            n += kFreedomLiberties;
        if (ei >= 0 && g.eyeHalves < 2 && a_.groups[ei].eyeHalves >= 2)
            n -= shared(gi, ei);
        return n;
    }

    void judge(int gi, const std::vector<int>& stable, int step)
    {
        Group& g = a_.groups[gi];
        // The opponent: the unstable enemy neighbour with the fewest
        // liberties; if every neighbour lives, the group must run.
        int best = -1, bestLibs = 0;
        bool anyAlive = false;
        for (int e : opponents(gi)) {
            if (removedGroup(a_, a_.groups[e]) || insideEyeSpace(e, gi))
                continue;
            if (stable[e]) {
                anyAlive = true;
                continue;
            }
            const int l = raceLiberties(e, gi);
            if (best < 0 || l < bestLibs) {
                best = e;
                bestLibs = l;
            }
        }
        // Not the seed's: a group shut in by a living group (in a small
        // closed area, without room to run) gains only
        // the captured stones' room by winning a race against one or two
        // weak stones beside it: one eye at most. If that does not make
        // two, the race that counts is against the living group, which it
        // cannot win.
        if (best >= 0 && anyAlive && ctx_.groupEnclosed[static_cast<std::size_t>(gi)] == 1 && g.freedom == 0 &&
            g.connectionPoints.empty() && a_.groups[best].stones <= 2 && g.eyeHalves + 2 < kTwoEyes)
            best = -1;
        g.race.opponent = best;
        g.race.ours = raceLiberties(gi, best);
        static thread_local std::string detail; // keeps its room
        detail.clear();
        if (best >= 0) {
            g.race.theirs = bestLibs;
            detail += "against group ";
            appendNumber(detail, best + 1);
        } else if (g.freedom > 0) {
            g.race.theirs = 4; // in the open: an enemy needs about four moves to enclose it
            detail += anyAlive ? "next to living groups, with room to run" : "in the open";
        } else {
            g.race.theirs = anyAlive ? kNoRoomTheirs : 4 + kFreedomLiberties;
            detail += anyAlive ? "enclosed by living groups" : "enclosed, no room to run";
        }
        detail += ": ";
        appendNumber(detail, g.race.ours);
        detail += " vs ";
        appendNumber(detail, g.race.theirs);
        detail += " liberties";
        if (g.freedom > 0)
            detail += " (room to run: +3)";
        const int diff = g.race.difference();
        addReason(g, step, "liberty-race", {}, ReasonValue::Safety, g.safety, raceTable(diff), detail);

        // Not the seed's: a liberty count between two groups that can both
        // still run is no capturing race yet, so a group with room to run
        // is not called dead by it.
        if (g.freedom > 0 && g.safety < kRunningFloor)
            addReason(g, step, "room-to-run", {}, ReasonValue::Safety, g.safety, kRunningFloor,
                      std::to_string(g.freedom) + " open points within reach");
        // The adjustments of step 17, in the seed's order.
        if (g.eyeHalves == 3)
            addReason(g, step, "one-and-a-half-eyes", {}, ReasonValue::Safety, g.safety, std::min(100, g.safety + 50));
        if (!g.connectionPoints.empty())
            addReason(g, step, "can-connect-to-living", g.connectionPoints, ReasonValue::Safety, g.safety,
                      g.safety + (100 - g.safety) / 2);
        if (g.stones == 1 && g.safety > 0)
            addReason(g, step, "lone-stone", {}, ReasonValue::Safety, g.safety, std::max(0, g.safety - 5));
        if (best >= 0 && g.eyeHalves > a_.groups[best].eyeHalves && g.safety < 100)
            addReason(g, step, "more-eyes", {}, ReasonValue::Safety, g.safety, std::min(100, g.safety + 10));
        // (A group with one and a half eyes is excluded: its string dies in
        // sente exactly when the vital point is taken, and the seed keeps
        // such a group from being called dead.)
        if (g.eyeHalves < 3 && g.strings.size() == 1 && a_.strings[g.strings[0]].status == TacticalStatus::Unsettled &&
            g.connectionPoints.empty() && g.freedom == 0 && !canKillNeighbour(gi) && diff <= -2 && g.safety > 0)
            addReason(g, step, "dies-in-sente", {a_.strings[g.strings[0]].attack.move}, ReasonValue::Safety, g.safety, 0);
        if (!g.connectionPoints.empty() && g.safety < 50)
            addReason(g, step, "connected-to-living", g.connectionPoints, ReasonValue::Safety, g.safety, 50);
        if (g.eyeHalves >= 3 && g.safety < kDeadBelow)
            addReason(g, step, "one-and-a-half-eyes-not-dead", {}, ReasonValue::Safety, g.safety, kDeadBelow);
    }

    // The enemy groups in a race with gi: those touching it, and those
    // closing off the small area it stands in (a group inside the
    // opponent's area need not touch the walls to be enclosed by them).
    // The list is kept on this thread (opponents_), good until the next call.
    const std::vector<int>& opponents(int gi)
    {
        const Group& g = a_.groups[gi];
        std::vector<int>& v = opponents_;
        v.assign(g.neighbours.begin(), g.neighbours.end());
        // The walk below finds the same area as enclosed(): when that is
        // too large, there are no walls to add.
        std::uint8_t& closed = ctx_.groupEnclosed[static_cast<std::size_t>(gi)];
        if (closed == 2) {
            if (!spreadReady_) {
                for (Color c : {Black, White})
                    spread_[c] = notEnemy(ctx_, c);
                spreadReady_ = true;
            }
            closed = enclosed(ctx_, g, spread_[g.color]);
        }
        if (!closed)
            return v;
        const Color e = opponent(g.color);
        const std::uint32_t pass = ctx_.newPass();
        auto& seen = ctx_.mark;
        // The area grows by at most four points per point walked, and the
        // walk stops once it is larger than the limit.
        const std::size_t limit = static_cast<std::size_t>(enclosedAreaLimit(ctx_.size));
        area_.resize(ctx_.points.size() + 4);
        Point* area = area_.data();
        std::size_t n = 0;
        for (int s : g.strings)
            for (Point p : a_.strings[s].stones) {
                seen[p] = pass;
                area[n++] = p;
            }
        walls_.clear();
        for (std::size_t i = 0; i < n; ++i) {
            if (n > limit)
                return v; // open: the walls are too far to count
            for (int d = 0; d < 4; ++d) {
                const Point q = area[i] + ctx_.off(d);
                const Color k = ctx_.live(q);
                if (k == Edge || seen[q] == pass)
                    continue;
                seen[q] = pass;
                if (k == e) {
                    const int w = a_.strings[ctx_.stringOf(q)].group;
                    if (std::find(walls_.begin(), walls_.end(), w) == walls_.end())
                        walls_.push_back(w);
                } else {
                    area[n++] = q;
                }
            }
        }
        for (int w : walls_)
            if (std::find(v.begin(), v.end(), w) == v.end())
                v.push_back(w);
        return v;
    }

    // True if every stone of group e lies in an eye space of group gi: a
    // stone thrown in (中石) is part of the space, not a race opponent, and
    // taking it adds nothing the space's value did not count.
    bool insideEyeSpace(int e, int gi) const
    {
        for (int s : a_.groups[e].strings)
            for (Point p : a_.strings[s].stones) {
                const int r = a_.regionAt[p];
                if (r < 0 || a_.regions[r].group != gi)
                    return false;
            }
        return true;
    }

    bool canKillNeighbour(int gi) const
    {
        const Group& g = a_.groups[gi];
        for (int s : g.strings)
            for (Point p : a_.strings[s].stones)
                for (int i = 0; i < 4; ++i) {
                    const Point q = p + ctx_.off(i);
                    if (ctx_.live(q) == opponent(g.color) &&
                        a_.strings[ctx_.stringOf(q)].status != TacticalStatus::Stable)
                        return true;
                }
        return false;
    }

    void caps(int gi, int step)
    {
        Group& g = a_.groups[gi];
        if (step == 19)
            capDiesIfAttacked(g);
        else if (step == 20)
            seki(gi);
        else
            thrownIn(g);
    }

    void capDiesIfAttacked(Group& g)
    {
        // Step 19: a group that dies if the opponent plays first is never
        // 50 % or more — a critical eye shape, a half eye, or a string of
        // it that the capture search can take.
        if (g.safety >= 50 && g.safety < 100) {
            std::vector<Point> where;
            if (g.eyeHalves % 2 == 1)
                for (int r : g.regions)
                    if (a_.regions[r].vital != kNoPoint)
                        where.push_back(a_.regions[r].vital);
            const StringInfo* weak = nullptr;
            for (int s : g.strings) {
                const StringInfo& st = a_.strings[s];
                if (st.status == TacticalStatus::Unsettled &&
                    (!weak || st.stones.size() > weak->stones.size()))
                    weak = &st;
            }
            const bool critical = g.eyeHalves % 2 == 1 && g.eyeHalves < kTwoEyes && g.connectionPoints.empty();
            if (weak && weak->attack.move != kNoPoint && (g.strings.size() == 1 || weak->stones.size() * 2 >= static_cast<std::size_t>(g.stones)))
                where.push_back(weak->attack.move);
            if (critical || (weak && !where.empty()))
                addReason(g, 19, "dies-if-attacked-first", where, ReasonValue::Safety, g.safety, 49);
        }
    }

    void seki(int gi)
    {
        Group& g = a_.groups[gi];
        // Step 20: one eye sharing liberties with a living group is not
        // seki: the living group fills the shared liberties in the end.
        if (g.eyeHalves >= 2 && g.eyeHalves < kTwoEyes && g.freedom == 0 && g.connectionPoints.empty() &&
            g.safety >= kDeadBelow) {
            for (int e : g.neighbours) {
                if (a_.groups[e].safety == 100 && !removedGroup(a_, a_.groups[e]) && shared(gi, e) > 0 &&
                    static_cast<int>(outside_[gi].size()) == shared(gi, e)) {
                    addReason(g, 20, "one-eye-seki-is-dead", {}, ReasonValue::Safety, g.safety, 5,
                              "only one eye, every outside liberty shared with living group " + std::to_string(e + 1));
                    break;
                }
            }
        }
        // Seki proper: neither side can approach. Both without eyes sharing
        // two or more liberties, or one eye each sharing one, and no
        // outside liberty left on either side.
        const int e = g.race.opponent;
        if (e >= 0 && g.status != GroupStatus::Seki && a_.groups[e].safety < 100) {
            const Group& o = a_.groups[e];
            const int sh = shared(gi, e);
            const bool noOutside = static_cast<int>(outside_[gi].size()) == sh &&
                                   static_cast<int>(outside_[e].size()) == sh;
            const bool bothNone = g.eyeHalves < 2 && o.eyeHalves < 2 && sh >= 2;
            const bool bothOne = g.eyeHalves >= 2 && g.eyeHalves < kTwoEyes && o.eyeHalves >= 2 &&
                                 o.eyeHalves < kTwoEyes && sh >= 1;
            if (noOutside && (bothNone || bothOne)) {
                for (int x : {gi, e}) {
                    Group& h = a_.groups[x];
                    addReason(h, 20, "seki", outside_[gi], ReasonValue::Safety, h.safety, 100,
                              "shares " + std::to_string(sh) + " liberties with group " + std::to_string((x == gi ? e : gi) + 1));
                    h.status = GroupStatus::Seki;
                }
                return;
            }
        }
    }

    // Step 20 again, for the stones inside a group's eye space: a group
    // whose every liberty is also a liberty of one enemy string with
    // exactly those liberties, neither having another (a standoff). Its
    // eye space holds that string, so the eye count took it for dead,
    // but neither side can fill the last two liberties without giving the
    // other the capture. What is left to either is a sacrifice: fill all
    // the liberties but one, and let the other take; the taker then has
    // the sacrificed stones' points as its eye space, and if that space
    // is one that the sacrificer's placement kills (straight or bent
    // three, square or pyramid four, bulky or crossed five, rabbity six),
    // the taker dies. So the group dies when the inner string can be
    // sacrificed so, the inner string when the group can, and when
    // neither can it is seki (セキ). Both at once: whoever moves first.
    void standoff(int gi)
    {
        Group& g = a_.groups[gi];
        constexpr int kMaxShared = 8;
        if (g.status == GroupStatus::Seki || g.strings.empty() || g.liberties > kMaxShared)
            return;
        // Every string with as many liberties as the group (then all the
        // same ones), none removed: checked on the analysis's counts before
        // the board is asked, as every group of every evaluation comes here.
        for (int si : g.strings)
            if (a_.strings[si].removed || static_cast<int>(a_.strings[si].liberties.size()) != g.liberties)
                return;
        std::vector<Point> heads;
        for (int si : g.strings)
            heads.push_back(ctx_.board.head(a_.strings[si].stones.front()));
        Standoff found;
        if (!findStandoff(ctx_.board, heads, found) || !found.alone)
            return;
        const int inner = ctx_.stringOf(found.inner);
        if (inner < 0 || a_.strings[inner].removed)
            return;
        const int hi = a_.strings[inner].group;
        if (hi < 0 || hi == gi || a_.groups[hi].strings.size() != 1 || a_.groups[hi].status == GroupStatus::Seki)
            return;
        const std::vector<Point>& set = found.liberties;
        Point innerLeft = kNoPoint, groupLeft = kNoPoint;
        const bool groupDies = killingSacrifice(ctx_.board, {found.inner}, set, &innerLeft);
        const bool innerDies = killingSacrifice(ctx_.board, heads, set, &groupLeft);
        std::string detail = "shares ";
        appendNumber(detail, static_cast<int>(set.size()));
        detail += " liberties with group ";
        if (!groupDies && !innerDies) {
            for (int x : {gi, hi}) {
                Group& k = a_.groups[x];
                std::string d = detail;
                appendNumber(d, (x == gi ? hi : gi) + 1);
                addReason(k, 20, "seki", set, ReasonValue::Safety, k.safety, 100, d);
                k.status = GroupStatus::Seki;
            }
            return;
        }
        Group& h = a_.groups[hi];
        if (groupDies == innerDies) {
            for (Group* k : {&g, &h})
                if (k->safety != 50)
                    addReason(*k, 20, "standoff-first-move", set, ReasonValue::Safety, k->safety, 50);
            return;
        }
        Group& dies = groupDies ? g : h;
        Group& lives = groupDies ? h : g;
        const Point left = groupDies ? innerLeft : groupLeft;
        std::string d = detail;
        appendNumber(d, (groupDies ? hi : gi) + 1);
        if (dies.safety != 0)
            addReason(dies, 20, "standoff-sacrifice-kills", {left}, ReasonValue::Safety, dies.safety, 0, d);
        if (lives.safety != 100)
            addReason(lives, 20, "standoff-sacrifice-kills", {left}, ReasonValue::Safety, lives.safety, 100, d);
    }

    void thrownIn(Group& g)
    {
        // Step 21: a big single eye (a space of four or more points worth
        // one eye) with one enemy stone thrown in, not on the vital point,
        // can go either way; do not call the group dead.
        if (g.safety < kDeadBelow)
            for (int r : g.regions) {
                const Region& reg = a_.regions[r];
                if (reg.enemyStones.size() == 1 && reg.points.size() >= 4 && reg.eyeHalves <= 2 &&
                    reg.vital != reg.enemyStones.front()) {
                    addReason(g, 21, "thrown-in-unknown", reg.enemyStones, ReasonValue::Safety, g.safety, 40,
                              "a big eye with one stone thrown in");
                    break;
                }
            }
    }

    // The lists below, kept on this thread between evaluations (only the
    // first ng of outside are this evaluation's).
    struct Scratch {
        std::vector<std::vector<Point>> outside;
        std::vector<Point> area;
        std::vector<int> walls;
        std::vector<int> opponents;
    };
    static Scratch& scratch()
    {
        static thread_local Scratch s;
        return s;
    }

    Context& ctx_;
    Analysis& a_;
    std::vector<std::vector<Point>>& outside_; // outside liberties per group
    Rows spread_[3];           // notEnemy() per colour, once needed
    bool spreadReady_ = false;
    std::vector<Point>& area_; // scratch of opponents()
    std::vector<int>& walls_;
    std::vector<int>& opponents_; // the answer of opponents()
};

} // namespace

void runLibertyRaces(Context& ctx)
{
    Races(ctx).run();
}

} // namespace irodori::analysis::detail

namespace irodori::analysis {

int raceSafety(int difference) { return detail::raceTable(difference); }

} // namespace irodori::analysis
