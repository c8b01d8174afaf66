#include "opening.h"

#include "core/coords.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string>

namespace irodori::renju {
namespace {

// The cell (x, y) under the k-th symmetry of an n x n board: the square's
// symmetry about its centre, in doubled coordinates so that even sizes
// (whose centre lies between points) work too.
std::pair<int, int> transformed(int k, int x, int y, int n)
{
    const auto [tx, ty] = dihedral(k, 2 * x - (n - 1), 2 * y - (n - 1));
    return {(tx + n - 1) / 2, (ty + n - 1) / 2};
}

// The empty points of b that pass keep, row by row.
template <class Keep>
std::vector<Point> emptyPoints(const Board& b, Keep keep)
{
    std::vector<Point> out;
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x)
            if (const Point p = b.at(x, y); b.color(p) == Empty && keep(p))
                out.push_back(p);
    return out;
}

// The symmetries of the board that keep every stone where it is.
std::vector<int> stoneSymmetries(const Board& b)
{
    const int n = b.size();
    std::vector<int> out;
    for (int k = 0; k < 8; ++k) {
        bool keeps = true;
        for (int y = 0; y < n && keeps; ++y)
            for (int x = 0; x < n && keeps; ++x) {
                const Color c = b.color(b.at(x, y));
                if (c == Empty)
                    continue;
                const auto [tx, ty] = transformed(k, x, y, n);
                keeps = b.color(b.at(tx, ty)) == c;
            }
        if (keeps)
            out.push_back(k);
    }
    return out;
}

// A short reading of the position for the side to move: its score. The
// player's search gives no score when it must block a four, so the block is
// played here and the position after it read instead.
int judge(Board& b, Color toMove, RuleSet rules, const PlayerLimits& limits, int blocks = 4)
{
    if (!fivePoints(b, toMove, rules).empty())
        return kWin;
    const std::vector<Point> fours = fivePoints(b, opponent(toMove), rules);
    if (fours.size() >= 2 || (fours.size() == 1 && isForbidden(b, fours.front(), toMove, rules)))
        return -kWin;
    if (fours.size() == 1 && blocks > 0) {
        b.place(fours.front(), toMove);
        const int v = -judge(b, opponent(toMove), rules, limits, blocks - 1);
        b.remove(fours.front());
        return v;
    }
    return chooseMove(b, toMove, rules, limits).score;
}

// Limits for one of many short readings within a decision's time.
PlayerLimits shortLimits(const PlayerLimits& limits, int readings)
{
    PlayerLimits l = limits;
    l.maxDepth = std::min(limits.maxDepth, 2);
    l.vctDepth = 0;
    l.seconds = limits.seconds / std::max(1, readings);
    return l;
}

// Black's value after its fifth move at p, White to move.
int blackAfter(Board& b, Point p, RuleSet rules, const PlayerLimits& limits)
{
    b.place(p, Black);
    const int v = -judge(b, White, rules, limits);
    b.remove(p);
    return v;
}

} // namespace

std::string openingLabel(const OpeningName& name)
{
    return std::string(name.kanji) + " " + name.romaji + " (" + name.code + ")";
}

std::optional<OpeningName> openingName(int boardSize, Point first, Point second, Point third)
{
    // The third stone from the centre (x to the right, y upwards), White's
    // second stone turned to just above the centre (direct, D) or to its
    // upper right (indirect, I); the usual numbering, 1 to 13 each.
    struct Entry {
        int dx, dy;
        OpeningName name;
    };
    static const Entry kDirect[13] = {
        {0, 2, {"1D", "寒星", "Kansei"}},     {1, 2, {"2D", "渓月", "Keigetsu"}},
        {2, 2, {"3D", "疎星", "Sosei"}},      {1, 1, {"4D", "花月", "Kagetsu"}},
        {2, 1, {"5D", "残月", "Zangetsu"}},   {1, 0, {"6D", "雨月", "Ugetsu"}},
        {2, 0, {"7D", "金星", "Kinsei"}},     {0, -1, {"8D", "松月", "Shogetsu"}},
        {1, -1, {"9D", "丘月", "Kyugetsu"}},  {2, -1, {"10D", "新月", "Shingetsu"}},
        {0, -2, {"11D", "瑞星", "Zuisei"}},   {1, -2, {"12D", "山月", "Sangetsu"}},
        {2, -2, {"13D", "遊星", "Yusei"}},
    };
    static const Entry kIndirect[13] = {
        {2, 2, {"1I", "長星", "Chosei"}},     {2, 1, {"2I", "峡月", "Kyogetsu"}},
        {2, 0, {"3I", "恒星", "Kosei"}},      {2, -1, {"4I", "水月", "Suigetsu"}},
        {2, -2, {"5I", "流星", "Ryusei"}},    {1, 0, {"6I", "雲月", "Ungetsu"}},
        {1, -1, {"7I", "浦月", "Hogetsu"}},   {1, -2, {"8I", "嵐月", "Rangetsu"}},
        {0, -1, {"9I", "銀月", "Gingetsu"}},  {0, -2, {"10I", "明星", "Myojo"}},
        {-1, -1, {"11I", "斜月", "Shagetsu"}}, {-1, -2, {"12I", "名月", "Meigetsu"}},
        {-2, -2, {"13I", "彗星", "Suisei"}},
    };
    const Board b(boardSize);
    if (!b.onBoard(first) || !b.onBoard(second) || !b.onBoard(third) || first == second || first == third
        || second == third)
        return std::nullopt;
    const int c = b.size() / 2;
    const auto relative = [&](Point p) { return std::pair{b.column(p) - c, c - b.row(p)}; };
    const auto [fx, fy] = relative(first);
    auto [wx, wy] = relative(second);
    auto [tx, ty] = relative(third);
    if (fx != 0 || fy != 0 || std::max(std::abs(wx), std::abs(wy)) != 1 || std::max(std::abs(tx), std::abs(ty)) > 2)
        return std::nullopt;
    // Turn and reflect until White stands above (or to the upper right),
    // then, for the mirror images, to the side the table lists.
    for (int k = 0; k < 8; ++k) {
        const auto [px, py] = dihedral(k, wx, wy);
        const bool direct = px == 0 && py == 1;
        if (!direct && !(px == 1 && py == 1))
            continue;
        const auto [qx, qy] = dihedral(k, tx, ty);
        for (const Entry& e : direct ? kDirect : kIndirect)
            if (e.dx == qx && e.dy == qy)
                return e.name;
    }
    return std::nullopt;
}

int openingValue(Board& b, Color toMove, int offers, RuleSet rules, const PlayerLimits& limits)
{
    if (offers <= 0 || b.stones() > 4) {
        const int v = judge(b, toMove, rules, limits);
        return toMove == Black ? v : -v;
    }
    if (toMove == White) {
        // White's fourth stone first, where the player would put it.
        const Point four = chooseMove(b, White, rules, shortLimits(limits, 2)).move;
        if (four == kNoPoint)
            return 0;
        b.place(four, White);
        const int v = openingValue(b, Black, offers, rules, shortLimits(limits, 2));
        b.remove(four);
        return v;
    }
    // Black offers its best fifth moves; White takes the one worst for Black.
    const std::vector<Point> chosen = chooseOffers(b, offers, rules, shortLimits(limits, 2));
    if (chosen.empty())
        return 0;
    const PlayerLimits l = shortLimits(limits, 2 * static_cast<int>(chosen.size()));
    int worst = kWin;
    for (Point p : chosen)
        worst = std::min(worst, blackAfter(b, p, rules, l));
    return worst;
}

const char* openingRuleName(OpeningRule rule)
{
    switch (rule) {
    case OpeningRule::Free:
        return "free";
    case OpeningRule::Rif:
        return "RIF";
    case OpeningRule::Yamaguchi:
        return "Yamaguchi";
    case OpeningRule::Soosorv8:
        return "Soosorv-8";
    case OpeningRule::Swap2:
        return "Swap2";
    case OpeningRule::Taraguchi10:
        return "Taraguchi-10";
    }
    return "free";
}

bool isRenjuOpening(OpeningRule rule)
{
    return rule == OpeningRule::Rif || rule == OpeningRule::Yamaguchi || rule == OpeningRule::Soosorv8
           || rule == OpeningRule::Taraguchi10;
}

OpeningRule openingRuleFromText(const char* text)
{
    std::string t;
    for (const char* c = text; c && *c; ++c)
        t.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(*c))));
    if (t.find("swap2") != std::string::npos || t.find("swap 2") != std::string::npos)
        return OpeningRule::Swap2;
    if (t.find("taraguchi") != std::string::npos)
        return OpeningRule::Taraguchi10;
    if (t.find("soos") != std::string::npos)
        return OpeningRule::Soosorv8;
    if (t.find("yamaguchi") != std::string::npos)
        return OpeningRule::Yamaguchi;
    if (t.find("rif") != std::string::npos)
        return OpeningRule::Rif;
    return OpeningRule::Free;
}

std::vector<OpeningStep> openingSteps(OpeningRule rule)
{
    using S = OpeningStep;
    if (rule == OpeningRule::Free)
        return {};
    if (rule == OpeningRule::Swap2) {
        // Three stones anywhere by the first player; the second chooses; after
        // two stones more (its own choice) the first player chooses the colour.
        return {{.kind = S::Place, .actor = Black, .stone = Black, .stones = 0},
                {.kind = S::Place, .actor = Black, .stone = White, .stones = 1},
                {.kind = S::Place, .actor = Black, .stone = Black, .stones = 2},
                {.kind = S::Choose, .actor = White, .stones = 3},
                {.kind = S::Place, .actor = White, .stone = White, .stones = 3, .onlyAfter = 3},
                {.kind = S::Place, .actor = White, .stone = Black, .stones = 4, .onlyAfter = 3},
                {.kind = S::Swap, .actor = Black, .stones = 5, .onlyAfter = 3}};
    }
    if (rule == OpeningRule::Taraguchi10) {
        // Each stone in its square, the other player's swap after it; then
        // Black's player keeps or swaps (and Black puts the fifth within
        // 9x9, White's player may swap), or offers ten fifth moves.
        std::vector<S> steps;
        for (int k = 0; k < 4; ++k) {
            const Color c = k % 2 == 0 ? Black : White;
            steps.push_back({.kind = S::Place, .actor = c, .stone = c, .stones = k, .square = k});
            if (k < 3)
                steps.push_back({.kind = S::Swap, .actor = opponent(c), .stones = k + 1});
        }
        const int choice = static_cast<int>(steps.size());
        steps.push_back({.kind = S::Choose, .actor = Black, .stones = 4});
        steps.push_back({.kind = S::Place, .actor = Black, .stone = Black, .stones = 4, .square = 4,
                         .onlyAfter = choice, .onlyChoices = 0b011});
        steps.push_back({.kind = S::Swap, .actor = White, .stones = 5, .onlyAfter = choice, .onlyChoices = 0b011});
        steps.push_back({.kind = S::Offer, .actor = Black, .stones = 4, .maxOffers = 10, .onlyAfter = choice,
                         .onlyChoices = 0b100});
        return steps;
    }
    // One of the 26 openings, all three stones put by the first player.
    std::vector<S> steps = {{.kind = S::Place, .actor = Black, .stone = Black, .stones = 0, .square = 0},
                            {.kind = S::Place, .actor = Black, .stone = White, .stones = 1, .square = 1},
                            {.kind = S::Place, .actor = Black, .stone = Black, .stones = 2, .square = 2}};
    const S swapByWhite{.kind = S::Swap, .actor = White, .stones = 3};
    const S fourth{.kind = S::Place, .actor = White, .stone = White, .stones = 3, .square = -1};
    switch (rule) {
    case OpeningRule::Rif:
        steps.push_back(swapByWhite);
        steps.push_back(fourth);
        steps.push_back({.kind = S::Offer, .actor = Black, .stones = 4, .maxOffers = 2});
        break;
    case OpeningRule::Yamaguchi:
        steps.push_back({.kind = S::Declare, .actor = Black, .stones = 3, .maxOffers = 10});
        steps.push_back(swapByWhite);
        steps.push_back(fourth);
        steps.push_back({.kind = S::Offer, .actor = Black, .stones = 4});
        break;
    case OpeningRule::Soosorv8:
        steps.push_back(swapByWhite);
        steps.push_back(fourth);
        steps.push_back({.kind = S::Declare, .actor = White, .stones = 4, .maxOffers = 8});
        steps.push_back({.kind = S::Swap, .actor = Black, .stones = 4});
        steps.push_back({.kind = S::Offer, .actor = Black, .stones = 4});
        break;
    case OpeningRule::Free:
    case OpeningRule::Swap2:
    case OpeningRule::Taraguchi10:
        break;
    }
    return steps;
}

int dueStep(const std::vector<OpeningStep>& steps, const std::vector<int>& decisions, int stones)
{
    auto decision = [&](int i) { return i < static_cast<int>(decisions.size()) ? decisions[static_cast<std::size_t>(i)] : -1; };
    for (int i = 0; i < static_cast<int>(steps.size()); ++i) {
        const OpeningStep& s = steps[static_cast<std::size_t>(i)];
        if (s.onlyAfter >= 0) {
            // Only after one of the choices (Swap2's two stones more,
            // Taraguchi's ways to the fifth stone).
            const int chosen = decision(s.onlyAfter);
            if (chosen < 0 || !(s.onlyChoices & (1 << chosen)))
                continue;
        }
        if (stones < s.stones)
            return -1; // a position the opening does not know (set up by hand)
        if (stones != s.stones)
            continue;
        if (s.kind == OpeningStep::Place || s.kind == OpeningStep::Offer || decision(i) < 0)
            return i;
    }
    return -1;
}

namespace {

constexpr std::pair<OpeningStep::Kind, const char*> kDecisionNames[] = {
    {OpeningStep::Swap, "swap"},
    {OpeningStep::Choose, "choose"},
    {OpeningStep::Declare, "declare"},
};

} // namespace

std::string decisionText(OpeningStep::Kind kind, int value)
{
    for (const auto& [k, name] : kDecisionNames)
        if (k == kind)
            return std::string(name) + ":" + std::to_string(value);
    return {};
}

std::optional<std::pair<OpeningStep::Kind, int>> parseDecision(std::string_view text)
{
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos)
        return std::nullopt;
    const std::string_view name = text.substr(0, colon);
    const std::string_view number = text.substr(colon + 1);
    if (number.empty() || number.size() > 2
        || !std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    const int value = std::atoi(std::string(number).c_str());
    for (const auto& [kind, known] : kDecisionNames) {
        if (name != known)
            continue;
        const int max = kind == OpeningStep::Swap ? 1 : kind == OpeningStep::Choose ? 2 : 10;
        const int min = kind == OpeningStep::Declare ? 1 : 0;
        if (value < min || value > max)
            return std::nullopt;
        return std::pair{kind, value};
    }
    return std::nullopt;
}

bool inCentralSquare(const Board& b, Point p, int square)
{
    if (!b.onBoard(p))
        return false;
    if (square < 0)
        return true;
    const int c = b.size() / 2;
    return std::abs(b.column(p) - c) <= square && std::abs(b.row(p) - c) <= square;
}

bool symmetricMoves(const Board& b, Point p, Point q)
{
    if (p == q)
        return true;
    const int n = b.size();
    for (int k : stoneSymmetries(b)) {
        const auto [tx, ty] = transformed(k, b.column(p), b.row(p), n);
        if (b.at(tx, ty) == q)
            return true;
    }
    return false;
}

Point chooseOpeningStone(const Board& b, int square, std::uint32_t random)
{
    const std::vector<Point> empty = emptyPoints(b, [&](Point p) { return inCentralSquare(b, p, square); });
    if (empty.empty())
        return kNoPoint;
    return empty[random % empty.size()];
}

bool chooseSwap(Board& b, Color actor, Color toMove, int offers, RuleSet rules, const PlayerLimits& limits)
{
    // Offers not declared yet: two, as under the RIF rule.
    const int v = openingValue(b, toMove, offers > 0 ? offers : 2, rules, limits);
    return actor == Black ? v < 0 : v > 0;
}

int chooseOfferCount(Board& b, int maxOffers, RuleSet rules, const PlayerLimits& limits)
{
    const Color toMove = b.stones() % 2 == 0 ? Black : White;
    const int v = openingValue(b, toMove, 1, rules, limits);
    // About a three's worth of advantage for each offer beyond the first.
    return std::clamp(1 + v / 150, 1, std::max(1, maxOffers));
}

std::vector<Point> chooseOffers(Board& b, int n, RuleSet rules, const PlayerLimits& limits)
{
    const std::vector<Point> all = emptyPoints(b, [&](Point p) { return !isForbidden(b, p, Black, rules); });
    // Read the points near the stones; the rest only fill up the offers.
    std::vector<Point> near = candidates(b, Black, rules);
    const PlayerLimits l = shortLimits(limits, static_cast<int>(near.size()));
    std::vector<std::pair<int, Point>> scored;
    for (Point p : near)
        scored.push_back({blackAfter(b, p, rules, l), p});
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& c) { return a.first > c.first; });
    for (Point p : all)
        if (std::find(near.begin(), near.end(), p) == near.end())
            scored.push_back({-kWin, p});
    std::vector<Point> out;
    for (const auto& entry : scored) {
        if (static_cast<int>(out.size()) >= n)
            break;
        const Point p = entry.second;
        if (std::none_of(out.begin(), out.end(), [&](Point q) { return symmetricMoves(b, p, q); }))
            out.push_back(p);
    }
    return out;
}

int chooseSwap2(Board& b, Color actor, RuleSet rules, const PlayerLimits& limits)
{
    const Color toMove = b.stones() % 2 == 0 ? Black : White;
    const int v = openingValue(b, toMove, 0, rules, limits);
    const int mine = actor == Black ? v : -v;
    // About half a three's worth either way counts as close.
    constexpr int kClose = 75;
    if (mine >= kClose)
        return 0;
    if (mine <= -kClose)
        return 1;
    return 2;
}

int chooseTaraguchi(Board& b, RuleSet rules, const PlayerLimits& limits)
{
    if (openingValue(b, Black, 10, rules, limits) > 0)
        return 2;
    return openingValue(b, Black, 0, rules, limits) < 0 ? 1 : 0;
}

Point chooseBalancedStone(Board& b, Color c, int square, RuleSet rules, const PlayerLimits& limits)
{
    std::vector<Point> points;
    for (Point p : candidates(b, c, rules))
        if (inCentralSquare(b, p, square))
            points.push_back(p);
    if (points.empty())
        points = emptyPoints(b, [&](Point p) { return inCentralSquare(b, p, square) && !isForbidden(b, p, c, rules); });
    const PlayerLimits l = shortLimits(limits, static_cast<int>(points.size()));
    Point best = kNoPoint;
    int bestDistance = 0;
    for (Point p : points) {
        b.place(p, c);
        const int v = judge(b, opponent(c), rules, l);
        b.remove(p);
        if (best == kNoPoint || std::abs(v) < bestDistance) {
            best = p;
            bestDistance = std::abs(v);
        }
    }
    return best;
}

Point chooseAmongOffers(Board& b, const std::vector<Point>& offers, RuleSet rules, const PlayerLimits& limits)
{
    const PlayerLimits l = shortLimits(limits, static_cast<int>(offers.size()));
    Point best = kNoPoint;
    int bestValue = kWin + 1;
    for (Point p : offers) {
        if (!b.onBoard(p) || b.color(p) != Empty)
            continue;
        const int v = blackAfter(b, p, rules, l);
        if (v < bestValue) {
            bestValue = v;
            best = p;
        }
    }
    return best;
}

} // namespace irodori::renju
