// Group reading over a whole analysis (see group_reading.h).
#include "group_reading.h"

#include "benson.h"

#include <algorithm>
#include <vector>

namespace irodori::analysis {
namespace {

// The stone the owl is asked about: one of the group's largest string, so
// that the owl's group (the analysis's group of that stone) is the group.
Point questionStone(const Analysis& a, const Group& g)
{
    const StringInfo* best = nullptr;
    for (int s : g.strings) {
        const StringInfo& info = a.strings[static_cast<std::size_t>(s)];
        if (!info.stones.empty() && (!best || info.stones.size() > best->stones.size()))
            best = &info;
    }
    return best ? best->stones.front() : kNoPoint;
}

// True when the static judgement is trusted as it is: the group is alive
// or in seki. Unsettled and dead groups are read. Measured on game records
// against GNU Go 3.8's dragon_status, reading the living groups too made
// the verdicts worse: on large groups with room around them the owl's kills
// rest on leaves judged where its budget ran out, and were wrong far more
// often than the static judgement. Dead groups gain from it: a group on
// the second line with an open corner behind it has no eye space in the
// static view (the corner is not sure territory yet), the owl finds its
// eyes.
bool settledStatically(const Analysis& a, const Group& g)
{
    if (g.status == GroupStatus::Seki)
        return true;
    // A living group shut in without room to run is read all the same
    // when it is small, or when enemy stones stand inside its eye space:
    // its life rests on the eye count alone, which misses placements and
    // cuts in sparse shapes and the sacrifices of the stones inside, and
    // the owl reads such a closed fight well (test_exact_corners).
    constexpr int kShutInStones = 12;
    if (g.status != GroupStatus::Alive)
        return false;
    if (g.freedom > 0)
        return true;
    if (g.stones <= kShutInStones)
        return false;
    for (int r : g.regions)
        if (!a.regions[static_cast<std::size_t>(r)].enemyStones.empty())
            return false;
    return true;
}

// Every string of the group is captured whoever moves first (step 2): the
// capture search has already read it.
bool takenByCaptureSearch(const Analysis& a, const Group& g)
{
    for (int s : g.strings)
        if (!a.strings[static_cast<std::size_t>(s)].removed)
            return false;
    return true;
}

bool passAlive(const Analysis& a, const Group& g, const std::vector<char>& alive)
{
    for (int s : g.strings)
        for (Point p : a.strings[static_cast<std::size_t>(s)].stones)
            if (!alive[static_cast<std::size_t>(p)])
                return false;
    return !g.strings.empty();
}

// Room to run (step 16, open points within reach) from which a kill the
// owl found only where its node budget ran out is not trusted. The owl
// judges the leaves it cannot read further by their eye space, and a group
// in open space has none yet: such kills were wrong against GNU Go 3.8's
// dragon_status in every 13x13 and 19x19 game position measured (groups
// of 12 to 22 points of room), while the budget-cut kills it confirmed were
// all of groups with 3 points or fewer.
constexpr int kRoomToRun = 10;

// The owner's answers to a kill tried one by one when the owl finds no
// defence after it.
constexpr int kAnswersTried = 2;

// How many kills (or saves) one group's reading throws out at most. The
// answer the owl gives after that many is checked too: if it is answered
// as well, the group has no kill (or save) to show, rather than one that
// was never checked.
constexpr int kRechecks = 3;

// True unless the other side answers mover's move m: the position after m
// read by the owl as a question of its own, the owner's defence after a
// kill, the attacker's kill after a save. A kill that takes the stone
// asked about holds.
bool holds(const Position& pos, Point stone, Color mover, Point m, Owl& owl)
{
    const Color owner = pos.board().color(stone);
    Position after = pos;
    if (after.toMove() != mover && after.play(Move{after.toMove(), kPass}) != MoveError::None)
        return true;
    if (after.play(Move{mover, m}) != MoveError::None || after.board().color(stone) != owner)
        return true;
    // After a kill the static judgement often calls the group dead; the
    // owner's moves are read all the same, or the check could never
    // refute the kill it is there to check.
    if (mover != owner)
        owl.readDeadLookingRoot();
    // The position after m is judged afresh: the group of the stone there
    // is what the owl reads, and a move that cuts off part of it (a stone
    // left in atari and lost) must not make the rest look short of
    // liberties.
    const Analysis fresh = evaluate(after);
    const tactics::ReadResult answer =
        mover == owner ? owl.attack(after, stone, &fresh) : owl.defend(after, stone, &fresh);
    if (answer.code == tactics::Win || mover == owner)
        return answer.code != tactics::Win;
    // No defence found: the owner's likeliest answers are played and the
    // attacker's kill read from each as a question of its own, for the same
    // reason the kill itself is checked.
    for (Point r : owl.rootMoves(after, stone, owner, kAnswersTried, &fresh)) {
        Position answered = after;
        if (answered.play(Move{owner, r}) != MoveError::None || answered.board().color(stone) != owner)
            continue;
        if (owl.attack(answered, stone, &fresh).code == tactics::Fail)
            return false;
        if (owl.cancelled())
            break;
    }
    return true;
}

// The owl's kill (mover: the opponent) or save (mover: the owner) of the
// group of stone. The tree below a root move is shallower than the same
// position asked as a question of its own, and that is where kills and
// saves are found that are none: each answer is played and the other
// side's reply read from there; one that is answered is left out at the
// root and the question read again.
tactics::ReadResult checked(const Position& pos, const Analysis& a, Point stone, Color mover, Owl& owl,
                            bool& exhausted)
{
    const bool attack = mover != pos.board().color(stone);
    auto ask = [&] {
        const tactics::ReadResult r = attack ? owl.attack(pos, stone, &a) : owl.defend(pos, stone, &a);
        exhausted = exhausted || owl.budgetExhausted();
        return r;
    };
    tactics::ReadResult r = ask();
    std::vector<Point> refuted;
    while (!owl.cancelled() && r.code != tactics::Fail && r.move > kNoPoint && !holds(pos, stone, mover, r.move, owl)) {
        if (static_cast<int>(refuted.size()) >= kRechecks) {
            r = {};
            break;
        }
        refuted.push_back(r.move);
        if (owl.cancelled())
            break;
        owl.excludeAtRoot(refuted);
        r = ask();
    }
    return r;
}

GroupReading readOne(const Position& pos, const Analysis& a, int gi, Owl& owl, const std::vector<char>& alive)
{
    GroupReading r;
    const Group& g = a.groups[static_cast<std::size_t>(gi)];
    if (!wantsReading(a, gi))
        return r;
    const Point stone = questionStone(a, g);
    if (passAlive(a, g, alive)) {
        r.verdict = GroupReading::Verdict::Unconditional;
        return r;
    }
    const std::uint64_t before = owl.nodes();
    r.kill = checked(pos, a, stone, opponent(g.color), owl, r.exhausted);
    // Only the kill is read yet: exhausted speaks of it.
    const bool runs = r.exhausted && g.freedom >= kRoomToRun;
    if (!owl.cancelled() && r.kill.code != tactics::Fail && !runs)
        r.save = checked(pos, a, stone, g.color, owl, r.exhausted);
    r.nodes = owl.nodes() - before;
    if (owl.cancelled())
        r.verdict = GroupReading::Verdict::Stopped;
    else if (r.kill.code == tactics::Fail)
        r.verdict = GroupReading::Verdict::Alive;
    else if (runs)
        r.verdict = GroupReading::Verdict::Runs;
    else if (r.save.code == tactics::Fail)
        r.verdict = GroupReading::Verdict::Dead;
    else
        r.verdict = GroupReading::Verdict::Critical;
    return r;
}

} // namespace

bool wantsReading(const Analysis& a, int g)
{
    if (g < 0 || g >= static_cast<int>(a.groups.size()))
        return false;
    const Group& group = a.groups[static_cast<std::size_t>(g)];
    return questionStone(a, group) != kNoPoint && !settledStatically(a, group) && !takenByCaptureSearch(a, group);
}

bool readingMissing(const Analysis& a)
{
    for (int g = 0; g < static_cast<int>(a.groups.size()); ++g)
        if (a.groups[static_cast<std::size_t>(g)].reading.verdict == GroupReading::Verdict::NotRead &&
            wantsReading(a, g))
            return true;
    return false;
}

GroupReading readGroup(const Position& pos, const Analysis& a, int g, Owl& owl)
{
    if (g < 0 || g >= static_cast<int>(a.groups.size()))
        return {};
    return readOne(pos, a, g, owl, passAliveStones(pos.board(), a.groups[static_cast<std::size_t>(g)].color));
}

bool killersDie(const Analysis& a, int gi, const std::function<GroupReading::Verdict(int)>& verdictOf)
{
    if (gi < 0 || gi >= static_cast<int>(a.groups.size()))
        return false;
    const Group& g = a.groups[static_cast<std::size_t>(gi)];
    using V = GroupReading::Verdict;
    if (g.reading.verdict != V::Dead && g.reading.verdict != V::Critical)
        return false;
    std::vector<int> killers(g.neighbours.begin(), g.neighbours.end());
    // Stones inside an eye space need not touch its walls: the enemy
    // groups bounding the region they stand in count too.
    for (int si : g.strings)
        for (Point p : a.strings[static_cast<std::size_t>(si)].stones) {
            const int r = a.regionAt[p];
            if (r < 0)
                continue;
            for (int rs : a.regions[static_cast<std::size_t>(r)].strings) {
                const StringInfo& other = a.strings[static_cast<std::size_t>(rs)];
                if (other.color != g.color && other.group >= 0 &&
                    std::find(killers.begin(), killers.end(), other.group) == killers.end())
                    killers.push_back(other.group);
            }
        }
    return !killers.empty() &&
           std::all_of(killers.begin(), killers.end(), [&](int e) { return verdictOf(e) == V::Dead; });
}

bool readGroups(const Position& pos, Analysis& a, Owl& owl)
{
    const std::vector<char> alive[2] = {passAliveStones(pos.board(), Black), passAliveStones(pos.board(), White)};
    // owl.cancelled() speaks of the last question asked, which may belong
    // to an earlier position: only a question asked here tells.
    for (std::size_t g = 0; g < a.groups.size(); ++g) {
        const Color c = a.groups[g].color;
        a.groups[g].reading = readOne(pos, a, static_cast<int>(g), owl, alive[c == Black ? 0 : 1]);
        if (a.groups[g].reading.verdict == GroupReading::Verdict::Stopped)
            return false;
    }
    // Killed, but its killers die first.
    auto verdictOf = [&](int e) { return a.groups[static_cast<std::size_t>(e)].reading.verdict; };
    for (std::size_t g = 0; g < a.groups.size(); ++g)
        if (killersDie(a, static_cast<int>(g), verdictOf))
            a.groups[g].reading.verdict = GroupReading::Verdict::KillersDie;
    return true;
}

Dragon dragonStatus(const Group& g)
{
    switch (g.reading.verdict) {
    case GroupReading::Verdict::Unconditional:
    case GroupReading::Verdict::Alive:
    case GroupReading::Verdict::Runs:
    case GroupReading::Verdict::KillersDie: return Dragon::Alive;
    case GroupReading::Verdict::Dead: return Dragon::Dead;
    case GroupReading::Verdict::Critical: return Dragon::Critical;
    case GroupReading::Verdict::NotRead:
    case GroupReading::Verdict::Stopped: break;
    }
    switch (g.status) {
    case GroupStatus::Alive:
    case GroupStatus::Seki: return Dragon::Alive;
    case GroupStatus::Dead: return Dragon::Dead;
    case GroupStatus::Unsettled: break;
    }
    return Dragon::Unknown;
}

const char* dragonWord(const Group& g)
{
    switch (dragonStatus(g)) {
    case Dragon::Alive: return "alive";
    case Dragon::Dead: return "dead";
    case Dragon::Critical: return "critical";
    case Dragon::Unknown: break;
    }
    return "unknown";
}

void readCaptureLines(const Position& pos, Analysis& a, tactics::Reader& reader)
{
    // A line is a few questions, most of them answered from the cache; a
    // bound on each keeps a position with many weak strings quick.
    tactics::LineLimits limits;
    limits.maxNodes = 300'000;
    for (StringInfo& s : a.strings) {
        s.attackLine = {};
        s.defenceLine = {};
        if (s.status == TacticalStatus::Stable || s.stones.empty())
            continue;
        s.attackLine = tactics::readCaptureLine(reader, pos, s.stones.front(), opponent(s.color), limits);
        s.defenceLine = tactics::readCaptureLine(reader, pos, s.stones.front(), s.color, limits);
    }
    a.captureLinesRead = true;
}

bool captureLinesMissing(const Analysis& a)
{
    if (a.captureLinesRead)
        return false;
    for (const StringInfo& s : a.strings)
        if (s.status != TacticalStatus::Stable)
            return true;
    return false;
}

bool explanationMissing(const Analysis& a)
{
    return readingMissing(a) || captureLinesMissing(a);
}

} // namespace irodori::analysis
