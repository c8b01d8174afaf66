#include "player.h"

#include <algorithm>
#include <array>
#include <ctime>

namespace irodori::renju {

namespace {

// What k stones of one colour in a window of five empty of the other are
// worth (the seed: five 1000, four 20, three 10 — here in steps of ten, so
// that more windows cannot outweigh a longer row).
constexpr std::array<int, 6> kWindow = {0, 1, 12, 150, 2000, 100000};

double cpuSeconds()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

// The empty points within two points of a stone.
std::vector<Point> nearStones(const Board& b)
{
    std::vector<Point> out;
    const int n = b.size();
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const Point p = b.at(x, y);
            if (b.color(p) != Empty)
                continue;
            bool near = false;
            for (int dy = -2; dy <= 2 && !near; ++dy)
                for (int dx = -2; dx <= 2 && !near; ++dx) {
                    const int xx = x + dx;
                    const int yy = y + dy;
                    near = xx >= 0 && yy >= 0 && xx < n && yy < n && isStone(b.color(b.at(xx, yy)));
                }
            if (near)
                out.push_back(p);
        }
    return out;
}

// Windows of five along d: the sum of kWindow over the windows holding only
// stones of c (and empty points), minus the same for the opponent.
int evaluate(const Board& b, Color c)
{
    const int n = b.size();
    int score[3] = {0, 0, 0};
    static constexpr int dx[4] = {1, 0, 1, -1};
    static constexpr int dy[4] = {0, 1, 1, 1};
    for (int d = 0; d < 4; ++d) {
        const int step = b.directions()[d];
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x) {
                const int ex = x + 4 * dx[d];
                const int ey = y + 4 * dy[d];
                if (ex < 0 || ex >= n || ey >= n)
                    continue;
                int count[3] = {0, 0, 0};
                Point p = b.at(x, y);
                for (int k = 0; k < 5; ++k, p += step)
                    ++count[b.color(p)];
                if (count[Black] && count[White])
                    continue;
                if (count[Black])
                    score[Black] += kWindow[static_cast<std::size_t>(count[Black])];
                else if (count[White])
                    score[White] += kWindow[static_cast<std::size_t>(count[White])];
            }
    }
    // The side to move plays next: its threats count a little more.
    return score[c] + score[c] / 8 - score[opponent(c)];
}

// How much a stone of c at the empty point p adds along the four lines: for
// each line the best window of five through p.
int pointValue(const Board& b, Point p, Color c)
{
    int total = 0;
    for (int d = 0; d < 4; ++d) {
        const int step = b.directions()[d];
        int best = 0;
        for (int start = -4; start <= 0; ++start) {
            int mine = 0;
            bool blocked = false;
            for (int k = 0; k < 5 && !blocked; ++k) {
                // A window of five in a row through p cannot reach another
                // row of the flat array without crossing the border.
                const Point q = p + (start + k) * step;
                if (!b.onBoard(q) || b.color(q) == opponent(c))
                    blocked = true;
                else if (b.color(q) == c)
                    ++mine;
            }
            if (!blocked)
                best = std::max(best, kWindow[static_cast<std::size_t>(mine + 1)]);
        }
        total += best;
    }
    return total;
}

struct Searcher {
    Board& b;
    RuleSet rules;
    PlayerLimits limits;
    double deadline = 0;
    std::uint64_t nodes = 0;
    bool aborted = false;
    std::vector<std::vector<Point>> pv;

    bool timeUp()
    {
        if ((nodes & 255) == 0 && (cpuSeconds() > deadline || (limits.stop && limits.stop->load())))
            aborted = true;
        return aborted;
    }

    // The moves of c worth reading here, best first: the blocks when the
    // opponent has a four, else the candidates by value for both sides.
    // near: the empty points within two points of a stone (nearStones()).
    std::vector<Point> moves(Color c, int width, bool* lost, const std::vector<Point>& near)
    {
        *lost = false;
        const Color o = opponent(c);
        std::vector<Point> blocks;
        for (Point p : near)
            if (makesFive(b, p, o, rules))
                blocks.push_back(p);
        if (!blocks.empty()) {
            std::vector<Point> legal;
            for (Point p : blocks)
                if (!isForbidden(b, p, c, rules))
                    legal.push_back(p);
            *lost = legal.empty() || blocks.size() > 1;
            return legal;
        }
        std::vector<std::pair<int, Point>> scored;
        scored.reserve(near.size());
        for (Point p : near)
            scored.push_back({pointValue(b, p, c) + pointValue(b, p, o) * 9 / 10, p});
        std::sort(scored.begin(), scored.end(), [](const auto& a, const auto& z) { return a.first > z.first; });
        std::vector<Point> out;
        for (const auto& [value, p] : scored) {
            if (static_cast<int>(out.size()) >= width)
                break;
            if (!isForbidden(b, p, c, rules))
                out.push_back(p);
        }
        return out;
    }

    int negamax(Color c, int depth, int ply, int alpha, int beta)
    {
        ++nodes;
        if (timeUp())
            return 0;
        pv[static_cast<std::size_t>(ply)].clear();
        const Color o = opponent(c);
        const std::vector<Point> near = nearStones(b);
        for (Point p : near)
            if (makesFive(b, p, c, rules)) {
                pv[static_cast<std::size_t>(ply)] = {p};
                return kWin - ply;
            }
        if (depth == 0)
            return evaluate(b, c);
        bool lost = false;
        const std::vector<Point> list = moves(c, limits.width, &lost, near);
        if (list.empty())
            return lost ? -(kWin - ply - 1) : 0;
        int best = -kWin;
        for (Point p : list) {
            b.place(p, c);
            const int score = -negamax(o, depth - 1, ply + 1, -beta, -alpha);
            b.remove(p);
            if (aborted)
                return 0;
            if (score > best) {
                best = score;
                auto& line = pv[static_cast<std::size_t>(ply)];
                line.assign(1, p);
                const auto& below = pv[static_cast<std::size_t>(ply) + 1];
                line.insert(line.end(), below.begin(), below.end());
            }
            alpha = std::max(alpha, score);
            if (alpha >= beta)
                break;
        }
        return best;
    }
};

struct Vcf {
    Board& b;
    RuleSet rules;
    std::uint64_t budget = 200000;
    std::vector<Point> line;

    // The five points of c through p (on the board).
    int fivesThrough(Point p, Color c, Point out[8])
    {
        int n = 0;
        for (int d = 0; d < 4; ++d) {
            const int step = b.directions()[d];
            for (int sign : {-1, 1}) {
                Point q = p + sign * step;
                int k = 1;
                while (k <= 4 && b.color(q) == c) {
                    q += sign * step;
                    ++k;
                }
                if (k <= 4 && b.color(q) == Empty && makesFive(b, q, c, rules)
                    && std::find(out, out + n, q) == out + n)
                    out[n++] = q;
            }
        }
        return n;
    }

    bool win(Color c, int depth)
    {
        if (depth <= 0 || budget == 0)
            return false;
        const Color o = opponent(c);
        const std::vector<Point> near = nearStones(b);
        // The opponent's four must be answered first, which no four of ours does.
        for (Point p : near)
            if (makesFive(b, p, o, rules))
                return false;
        for (Point p : near) {
            if (budget == 0)
                return false;
            --budget;
            if (makesFive(b, p, c, rules))
                continue; // a five is found by the caller before the search
            b.place(p, c);
            Point fives[8];
            const int n = fivesThrough(p, c, fives);
            b.remove(p);
            if (n == 0 || isForbidden(b, p, c, rules))
                continue;
            b.place(p, c);
            bool won = false;
            if (n >= 2) {
                won = true; // two ways to five: no single block stops both
                line.push_back(p);
            } else {
                const Point block = fives[0];
                // Black may be unable to block: the point is forbidden to it.
                if (isForbidden(b, block, o, rules)) {
                    won = true;
                    line.push_back(p);
                } else if (!makesFive(b, block, o, rules)) {
                    b.place(block, o);
                    line.push_back(p);
                    line.push_back(block);
                    won = win(c, depth - 1);
                    if (!won) {
                        line.pop_back();
                        line.pop_back();
                    }
                    b.remove(block);
                }
            }
            b.remove(p);
            if (won)
                return true;
        }
        return false;
    }

    // Five points of c anywhere near the stones (at most two are needed).
    int fivePointsNear(Color c, const std::vector<Point>& near)
    {
        int n = 0;
        for (Point q : near)
            if (b.color(q) == Empty && makesFive(b, q, c, rules) && ++n >= 2)
                break;
        return n;
    }

    // A win by continuous threats for c (VCT, 三追い): each move a four or
    // a three; a four is answered at its five point, a three by any point
    // on its lines within four of the move or by a four of the defender's
    // own. True when every answer loses to the next threat. Each threat
    // uses a ply of depth; threes need depth left, fours may go on below
    // it, kVctFours more at most.
    static constexpr int kVctFours = 4;
    bool vct(Color c, int depth)
    {
        if (budget == 0)
            return false;
        const Color o = opponent(c);
        const std::vector<Point> near = nearStones(b);
        if (fivePointsNear(o, near) > 0)
            return false; // the defender's four comes first
        // The threats, the strongest first (two at once before one); with
        // no depth left only fours, which leave a single answer.
        std::vector<std::pair<int, Point>> threats;
        for (Point p : near) {
            if (budget == 0)
                return false;
            --budget;
            if (makesFive(b, p, c, rules))
                return true;
            const Shape shape = shapeAt(b, p, c, rules);
            // A straight four (two five points) wins at once: first of all.
            const int weight = (depth > -kVctFours ? 8 * shape.straightFours + 3 * shape.fours : 0)
                               + (depth > 0 ? 2 * shape.threes : 0);
            if (weight > 0 && !isForbidden(b, p, c, rules))
                threats.push_back({weight, p});
        }
        std::stable_sort(threats.begin(), threats.end(),
                         [](const auto& x, const auto& y) { return x.first > y.first; });
        for (const auto& [weight, p] : threats) {
            if (budget == 0)
                return false;
            b.place(p, c);
            const bool won = defend(c, p, depth);
            b.remove(p);
            if (won) {
                line.insert(line.begin(), p);
                return true;
            }
        }
        return false;
    }

    // The defender o to move after c's threat at p: true if c still wins.
    bool defend(Color c, Point p, int depth)
    {
        const Color o = opponent(c);
        const std::vector<Point> near = nearStones(b);
        if (fivePointsNear(o, near) > 0)
            return false; // o makes five
        const int fives = fivePointsNear(c, near);
        if (fives >= 2)
            return true;
        if (fives == 1) {
            Point block = kNoPoint;
            for (Point q : near)
                if (b.color(q) == Empty && makesFive(b, q, c, rules))
                    block = q;
            if (isForbidden(b, block, o, rules))
                return true;
            b.place(block, o);
            const bool won = vct(c, depth - 1);
            b.remove(block);
            return won;
        }
        // A three: the points on its lines near p, and o's fours.
        std::vector<Point> answers;
        for (int d = 0; d < 4; ++d)
            for (int sign : {-1, 1})
                for (int k = 1; k <= 4; ++k) {
                    const Point q = p + sign * k * b.directions()[d];
                    if (!b.onBoard(q))
                        break;
                    if (b.color(q) == Empty)
                        answers.push_back(q);
                }
        for (Point q : near)
            if (b.color(q) == Empty && std::find(answers.begin(), answers.end(), q) == answers.end()) {
                b.place(q, o);
                Point f[8];
                const bool four = fivesThrough(q, o, f) > 0;
                b.remove(q);
                if (four)
                    answers.push_back(q);
            }
        for (Point q : answers) {
            if (budget == 0)
                return false;
            --budget;
            if (isForbidden(b, q, o, rules))
                continue;
            b.place(q, o);
            const bool won = vct(c, depth - 1);
            b.remove(q);
            if (!won)
                return false; // this answer holds
        }
        return true;
    }
};

} // namespace

std::vector<Point> candidates(Board& b, Color c, RuleSet rules)
{
    if (b.stones() == 0)
        return {b.at(b.size() / 2, b.size() / 2)};
    std::vector<Point> out;
    for (Point p : nearStones(b))
        if (!isForbidden(b, p, c, rules))
            out.push_back(p);
    return out;
}

Point findVct(Board& b, Color c, RuleSet rules, int depth, std::uint64_t budget)
{
    // The fewest threes first: a short win is found before a long search
    // spends the budget elsewhere.
    Vcf search{b, rules, budget, {}};
    for (int d = 1; d <= depth; ++d) {
        search.line.clear();
        if (search.vct(c, d) && !search.line.empty())
            return search.line.front();
        if (search.budget == 0)
            break;
    }
    return kNoPoint;
}

Point findVcf(Board& b, Color c, RuleSet rules, int depth, std::vector<Point>* line)
{
    Vcf vcf{b, rules, 200000, {}};
    if (!vcf.win(c, depth))
        return kNoPoint;
    if (line)
        *line = vcf.line;
    return vcf.line.front();
}

MoveChoice chooseMove(Board& b, Color c, RuleSet rules, const PlayerLimits& limits)
{
    MoveChoice choice;
    if (b.full())
        return choice;
    if (b.stones() == 0) {
        choice.move = b.at(b.size() / 2, b.size() / 2);
        choice.line = {choice.move};
        return choice;
    }
    const Color o = opponent(c);
    const std::vector<Point> near = nearStones(b);
    // A five wins at once.
    for (Point p : near)
        if (makesFive(b, p, c, rules)) {
            choice.move = p;
            choice.score = kWin;
            choice.line = {p};
            return choice;
        }
    // The opponent's four must be blocked (where the rules allow).
    for (Point p : near)
        if (makesFive(b, p, o, rules) && !isForbidden(b, p, c, rules)) {
            choice.move = p;
            choice.line = {p};
            break;
        }
    if (choice.move == kNoPoint) {
        std::vector<Point> line;
        if (const Point p = findVcf(b, c, rules, limits.vcfDepth, &line); p != kNoPoint) {
            choice.move = p;
            choice.score = kWin;
            choice.vcf = true;
            choice.line = line;
            return choice;
        }
    }
    if (choice.move == kNoPoint && limits.vctDepth > 0) {
        if (const Point p = findVct(b, c, rules, limits.vctDepth, limits.vctBudget); p != kNoPoint) {
            choice.move = p;
            choice.score = kWin;
            choice.vct = true;
            choice.line = {p};
            return choice;
        }
    }
    const bool forced = choice.move != kNoPoint;
    Searcher s{b, rules, limits, 0, 0, false, {}};
    s.deadline = cpuSeconds() + limits.seconds;
    s.pv.resize(static_cast<std::size_t>(limits.maxDepth) + 2);
    for (int depth = 1; depth <= limits.maxDepth && !forced; ++depth) {
        const int score = s.negamax(c, depth, 0, -kWin - 1, kWin + 1);
        if (s.aborted)
            break;
        if (!s.pv[0].empty()) {
            choice.move = s.pv[0].front();
            choice.line = s.pv[0];
            choice.score = score;
            choice.depth = depth;
        }
        if (score >= kWin - 64 || score <= -kWin + 64)
            break; // decided
    }
    if (choice.move == kNoPoint) {
        // Nothing read (no time, or every move loses): the best-looking legal move.
        bool lost = false;
        const std::vector<Point> list = s.moves(c, 1, &lost, near);
        if (!list.empty())
            choice.move = list.front();
        else if (const std::vector<Point> all = candidates(b, c, rules); !all.empty())
            choice.move = all.front();
        else
            for (int y = 0; y < b.size() && choice.move == kNoPoint; ++y)
                for (int x = 0; x < b.size() && choice.move == kNoPoint; ++x)
                    if (b.color(b.at(x, y)) == Empty && !isForbidden(b, b.at(x, y), c, rules))
                        choice.move = b.at(x, y);
        choice.line = {choice.move};
    }
    choice.nodes = s.nodes;
    return choice;
}

} // namespace irodori::renju
