// The evaluation over GTP with GNU Go's command names and answers, so that
// GNU Go's tools and test suites can ask us about groups: a dragon (GNU Go's
// word) is a group of the evaluation (群), a worm is a string (連).
//   dragon_status [V]      alive | dead | critical ATTACK DEFENCE | unknown
//   same_dragon V1 V2      1 | 0
//   dragon_stones [V]      the stones of the group (all groups, a line each)
//   worm_stones [V]        the stones of the string (all strings, a line each)
//   unconditional_status V Benson's unconditional life
//   eval_eye V             "min max" eyes of the eye space at V, -1 if none
//   estimate_score         "W+3.5 (upper bound: 6.0, lower: -1.0)"
#include "gtp_args.h"
#include "gtp_engine.h"

#ifdef IRODORI_HAVE_ANALYSIS

#include "gtp_analysis.h"

#include "analysis/benson.h"
#include "analysis/group_reading.h"
#include "analysis/owl.h"
#include "core/coords.h"

#include <algorithm>
#include <cstdio>

namespace irodori::gtp {

using analysis::Analysis;
using analysis::Group;
using analysis::GroupStatus;

AnalysisCache::AnalysisCache() : owl_(std::make_unique<analysis::Owl>()) {}
AnalysisCache::~AnalysisCache() = default;

const Analysis& AnalysisCache::of(const Position& pos)
{
    const int scoring = static_cast<int>(pos.rules().scoring);
    if (valid_ && size_ == pos.size() && hash_ == pos.hash() && prisoners_[0] == pos.prisoners(Black)
        && prisoners_[1] == pos.prisoners(White) && komi_ == pos.rules().komi && scoring_ == scoring)
        return analysis_;
    if (size_ != pos.size())
        owl_->clearCache(); // the same stones hash alike on every size
    analysis_ = analysis::evaluate(pos);
    read_.assign(analysis_.groups.size(), 0);
    valid_ = true;
    size_ = pos.size();
    hash_ = pos.hash();
    prisoners_[0] = pos.prisoners(Black);
    prisoners_[1] = pos.prisoners(White);
    komi_ = pos.rules().komi;
    scoring_ = scoring;
    return analysis_;
}

const analysis::GroupReading& AnalysisCache::reading(const Position& pos, int g)
{
    of(pos);
    analysis::Group& group = analysis_.groups[static_cast<std::size_t>(g)];
    if (!read_[static_cast<std::size_t>(g)]) {
        group.reading = analysis::readGroup(pos, analysis_, g, *owl_);
        read_[static_cast<std::size_t>(g)] = 1;
        // As readGroups(): killed, but its killers die first.
        if (analysis::killersDie(analysis_, g, [&](int e) { return reading(pos, e).verdict; }))
            group.reading.verdict = analysis::GroupReading::Verdict::KillersDie;
    }
    return group.reading;
}

std::optional<std::pair<Point, Point>> dragonCritical(AnalysisCache& cache, const Position& pos, int group)
{
    if (group < 0 || group >= static_cast<int>(cache.of(pos).groups.size()))
        return std::nullopt;
    const analysis::GroupReading& r = cache.reading(pos, group);
    if (r.verdict != analysis::GroupReading::Verdict::Critical)
        return std::nullopt;
    return std::make_pair(r.kill.move, r.save.move);
}

namespace {

// The stones of a group in reading order (the first names the dragon).
std::vector<Point> groupStones(const Analysis& a, int group)
{
    std::vector<Point> stones;
    for (int s : a.groups[static_cast<std::size_t>(group)].strings)
        for (Point p : a.strings[static_cast<std::size_t>(s)].stones)
            stones.push_back(p);
    std::sort(stones.begin(), stones.end());
    return stones;
}

// Groups in the order GNU Go lists dragons: by their first stone, from the
// top-left. Strings outside every group (none are expected) are left out.
std::vector<int> groupsInOrder(const Analysis& a)
{
    std::vector<std::pair<Point, int>> order;
    for (int g = 0; g < static_cast<int>(a.groups.size()); ++g) {
        const std::vector<Point> stones = groupStones(a, g);
        if (!stones.empty())
            order.emplace_back(stones.front(), g);
    }
    std::sort(order.begin(), order.end());
    std::vector<int> out;
    for (const auto& [first, g] : order)
        out.push_back(g);
    return out;
}

std::string pointsText(const Board& b, const std::vector<Point>& points)
{
    std::string out;
    for (Point p : points)
        appendWord(out, toGtp(b, p));
    return out;
}

// GNU Go's word for the group: the group reading's verdict (the static
// judgement for the groups it leaves to it), with the two points of a
// critical group.
std::string statusText(AnalysisCache& cache, const Position& pos, int group)
{
    if (group < 0)
        return "unknown";
    if (const auto critical = dragonCritical(cache, pos, group))
        return "critical " + vertexText(pos.board(), critical->first) + " " + vertexText(pos.board(), critical->second);
    return analysis::dragonWord(cache.of(pos).groups[static_cast<std::size_t>(group)]);
}

// The optional single vertex of dragon_status, dragon_stones, worm_stones.
// Returns false (and fills error) on bad input; p stays kNoPoint when the
// argument is absent.
bool optionalStone(const Board& b, const Args& args, const char* usage, Point* p, std::string* error)
{
    if (!checkArgCount(args, 0, 1, usage, error))
        return false;
    if (args.empty())
        return true;
    const auto v = parseStoneVertex(b, args[0], error);
    if (!v)
        return false;
    *p = *v;
    return true;
}

Reply dragonStatus(GtpEngine& e, AnalysisCache& cache, const Args& args)
{
    const Board& b = e.position().board();
    Point p = kNoPoint;
    std::string error;
    if (!optionalStone(b, args, "dragon_status [VERTEX]", &p, &error))
        return Reply::failure(error);
    const Analysis& a = cache.of(e.position());
    if (p != kNoPoint)
        return Reply::success(statusText(cache, e.position(), a.groupIndexAt(p)));
    std::string out;
    for (int g : groupsInOrder(a))
        appendWord(out, toGtp(b, groupStones(a, g).front()) + ": " + statusText(cache, e.position(), g), '\n');
    return Reply::success(out);
}

Reply sameDragon(GtpEngine& e, AnalysisCache& cache, const Args& args)
{
    std::string error;
    if (!checkArgCount(args, 2, 2, "same_dragon VERTEX VERTEX", &error))
        return Reply::failure(error);
    const Board& b = e.position().board();
    const auto p = parseStoneVertex(b, args[0], &error);
    if (!p)
        return Reply::failure(error);
    const auto q = parseStoneVertex(b, args[1], &error);
    if (!q)
        return Reply::failure(error);
    const Analysis& a = cache.of(e.position());
    const int gp = a.groupIndexAt(*p), gq = a.groupIndexAt(*q);
    const bool same = b.sameString(*p, *q) || (gp >= 0 && gp == gq);
    return Reply::success(same ? "1" : "0");
}

Reply dragonStones(GtpEngine& e, AnalysisCache& cache, const Args& args)
{
    const Board& b = e.position().board();
    Point p = kNoPoint;
    std::string error;
    if (!optionalStone(b, args, "dragon_stones [VERTEX]", &p, &error))
        return Reply::failure(error);
    const Analysis& a = cache.of(e.position());
    if (p != kNoPoint) {
        const int g = a.groupIndexAt(p);
        return Reply::success(g >= 0 ? pointsText(b, groupStones(a, g)) : stringStonesText(b, p));
    }
    std::string out;
    for (int g : groupsInOrder(a))
        appendWord(out, pointsText(b, groupStones(a, g)), '\n');
    return Reply::success(out);
}

Reply wormStones(GtpEngine& e, const Args& args)
{
    const Board& b = e.position().board();
    Point p = kNoPoint;
    std::string error;
    if (!optionalStone(b, args, "worm_stones [VERTEX]", &p, &error))
        return Reply::failure(error);
    if (p != kNoPoint)
        return Reply::success(stringStonesText(b, p));
    // Every string once, by its first stone from the top-left.
    std::string out;
    std::vector<char> done(static_cast<std::size_t>(b.stride() * b.stride()), 0);
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point q = b.at(x, y);
            if (b.color(q) == Empty || done[b.head(q)])
                continue;
            done[b.head(q)] = 1;
            appendWord(out, stringStonesText(b, q), '\n');
        }
    return Reply::success(out);
}

Reply unconditionalStatus(GtpEngine& e, const Args& args)
{
    std::string error;
    if (!checkArgCount(args, 1, 1, "unconditional_status VERTEX", &error))
        return Reply::failure(error);
    const Board& b = e.position().board();
    const auto p = parseVertex(b, args[0], false, &error);
    if (!p)
        return Reply::failure(error);
    return Reply::success(analysis::name(analysis::unconditionalStatus(b)[*p]));
}

// GNU Go's eye value: the fewest and the most eyes the space gives, with
// the point that decides between them (for the attacker, the defender)
// when they differ. Ours counts in halves: 3 halves is "1 2".
Reply evalEye(GtpEngine& e, AnalysisCache& cache, const Args& args)
{
    std::string error;
    if (!checkArgCount(args, 1, 1, "eval_eye VERTEX", &error))
        return Reply::failure(error);
    const Board& b = e.position().board();
    const auto p = parseVertex(b, args[0], false, &error);
    if (!p)
        return Reply::failure(error);
    const Analysis& a = cache.of(e.position());
    const int r = a.regionAt[*p];
    if (r < 0)
        return Reply::success("-1");
    const analysis::Region& region = a.regions[static_cast<std::size_t>(r)];
    const int halves = std::max(0, region.eyeHalves);
    const int least = halves / 2, most = (halves + 1) / 2;
    std::string out = std::to_string(least) + " " + std::to_string(most);
    Point decisive = region.vital;
    if (decisive <= kNoPoint && !region.halfEyes.empty())
        decisive = region.halfEyes.front();
    if (least != most && decisive > kNoPoint) {
        const std::string v = vertexText(b, decisive);
        out.append(1, ' ').append(v).append(1, ' ').append(v);
    }
    return Reply::success(out);
}

// The evaluation's count, from White's side as GNU Go prints it. The count
// takes sure territory only; the estimate adds the open (potential)
// territory to the side that dominates it. The bounds are what each side
// could still lose: its open territory, and the stones and eye spaces of
// its unsettled groups (counted twice: they change hands).
Reply estimateScore(GtpEngine& e, AnalysisCache& cache, const Args& args)
{
    if (!args.empty())
        return Reply::failure("too many arguments, usage: estimate_score");
    const Position& pos = e.position();
    const Analysis& a = cache.of(pos);
    const double blackLead =
        pos.rules().scoring == Scoring::Area ? a.score.areaScore : a.score.territoryScore;
    int openBlack = 0, openWhite = 0;
    for (std::size_t p = 0; p < a.owner.size(); ++p)
        if (a.territoryKind[p] == analysis::TerritoryKind::Potential) {
            openBlack += a.owner[p] == Black ? 1 : 0;
            openWhite += a.owner[p] == White ? 1 : 0;
        }
    const double white = -blackLead + openWhite - openBlack;
    double upper = white + openBlack, lower = white - openWhite;
    for (const Group& g : a.groups) {
        if (g.status != GroupStatus::Unsettled)
            continue;
        int swing = g.stones;
        for (int r : g.regions)
            swing += static_cast<int>(a.regions[static_cast<std::size_t>(r)].points.size());
        if (g.color == Black)
            upper += 2 * swing;
        else
            lower -= 2 * swing;
    }
    char text[128];
    std::snprintf(text, sizeof text, "%c+%.1f (upper bound: %.1f, lower: %.1f)", white >= 0 ? 'W' : 'B',
                  white >= 0 ? white : -white, upper, lower);
    return Reply::success(text);
}

} // namespace

void registerDragonCommands(GtpEngine& engine)
{
    GtpEngine* e = &engine;
    auto cache = std::make_shared<AnalysisCache>();
    engine.addCommand("dragon_status", [e, cache](const Args& args) { return dragonStatus(*e, *cache, args); });
    engine.addCommand("same_dragon", [e, cache](const Args& args) { return sameDragon(*e, *cache, args); });
    engine.addCommand("dragon_stones", [e, cache](const Args& args) { return dragonStones(*e, *cache, args); });
    engine.addCommand("worm_stones", [e](const Args& args) { return wormStones(*e, args); });
    engine.addCommand("unconditional_status", [e](const Args& args) { return unconditionalStatus(*e, args); });
    engine.addCommand("eval_eye", [e, cache](const Args& args) { return evalEye(*e, *cache, args); });
    engine.addCommand("estimate_score", [e, cache](const Args& args) { return estimateScore(*e, *cache, args); });
    registerLayerCommands(engine, cache);
    registerOwlCommands(engine, cache);
}

} // namespace irodori::gtp

#else // the analysis module is not part of this build

namespace irodori::gtp {
void registerDragonCommands(GtpEngine&) {}
} // namespace irodori::gtp

#endif
