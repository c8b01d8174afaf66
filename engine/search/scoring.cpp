#include "scoring.h"

#include <algorithm>

#include <cmath>
#include <cstdio>

namespace irodori::search {

StoneStatus stoneStatus(const analysis::Analysis& a, Point p)
{
    if (p < 0 || p >= static_cast<int>(a.stringAt.size()) || a.stringAt[p] < 0)
        return StoneStatus::Alive;
    const analysis::StringInfo& s = a.strings[a.stringAt[p]];
    const analysis::Group* g = s.group >= 0 ? &a.groups[s.group] : nullptr;
    if (g && g->status == analysis::GroupStatus::Seki)
        return StoneStatus::Seki;
    const bool groupDead = g && g->status == analysis::GroupStatus::Dead;
    if ((groupDead || s.removed) && !s.revived)
        return StoneStatus::Dead;
    return StoneStatus::Alive;
}

std::vector<Point> stonesWithStatus(const Board& board, const analysis::Analysis& a, StoneStatus status)
{
    std::vector<Point> out;
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const Point p = board.at(x, y);
            if (isStone(board.color(p)) && stoneStatus(a, p) == status)
                out.push_back(p);
        }
    return out;
}

double finalScore(const Position& pos, const analysis::Analysis& a)
{
    return pos.rules().scoring == Scoring::Area ? a.score.areaScore : a.score.territoryScore;
}

GameCount countGame(const Position& pos, const std::vector<Point>& dead)
{
    const Board& b = pos.board();
    const int area = b.stride() * b.stride();
    GameCount c;
    c.owner.assign(static_cast<std::size_t>(area), Empty);
    std::vector<char> isDead(static_cast<std::size_t>(area), 0);
    for (Point p : dead)
        if (p > 0 && p < area && isStone(b.color(p)))
            isDead[p] = 1;
    // What stands on the board after the dead stones are taken off.
    auto alive = [&](Point p) { return isStone(b.color(p)) && !isDead[p] ? b.color(p) : Empty; };
    std::vector<char> seen(static_cast<std::size_t>(area), 0);
    std::vector<Point> region, stack;
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.at(x, y);
            const Color k = alive(p);
            if (k != Empty) {
                c.owner[p] = k;
                (k == Black ? c.blackStones : c.whiteStones)++;
                continue;
            }
            if (isDead[p])
                (b.color(p) == Black ? c.blackDead : c.whiteDead)++;
            if (seen[p])
                continue;
            // Flood the region of empty and dead points; note the colours
            // of the living stones around it.
            region.clear();
            stack.assign(1, p);
            seen[p] = 1;
            bool black = false, white = false;
            while (!stack.empty()) {
                const Point q = stack.back();
                stack.pop_back();
                region.push_back(q);
                for (int i = 0; i < 4; ++i) {
                    const Point n = q + b.offsets()[i];
                    if (b.color(n) == Edge || seen[n])
                        continue;
                    const Color a = alive(n);
                    if (a == Black)
                        black = true;
                    else if (a == White)
                        white = true;
                    else {
                        seen[n] = 1;
                        stack.push_back(n);
                    }
                }
            }
            if (black == white)
                continue; // dame, or a region nobody borders
            const Color o = black ? Black : White;
            for (Point q : region)
                c.owner[q] = o;
            (o == Black ? c.blackTerritory : c.whiteTerritory) += static_cast<int>(region.size());
        }
    const double komi = pos.rules().komi;
    if (pos.rules().scoring == Scoring::Area)
        c.score = (c.blackStones + c.blackTerritory) - (c.whiteStones + c.whiteTerritory) - komi;
    else
        c.score = (c.blackTerritory + pos.prisoners(Black) + c.whiteDead) -
                  (c.whiteTerritory + pos.prisoners(White) + c.blackDead) - komi;
    return c;
}

std::string scoreText(double v)
{
    if (std::fabs(v) < 1e-9)
        return "0";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%c+%g", v > 0 ? 'B' : 'W', std::fabs(v));
    return buf;
}

void toggleDeadString(const Board& board, Point p, std::vector<Point>& dead)
{
    if (!board.onBoard(p) || !isStone(board.color(p)))
        return;
    std::vector<Point> stones(static_cast<std::size_t>(board.stringSize(p)));
    board.stoneList(p, stones.data());
    const bool wasDead = std::find(dead.begin(), dead.end(), p) != dead.end();
    for (Point s : stones) {
        const auto it = std::find(dead.begin(), dead.end(), s);
        if (wasDead && it != dead.end())
            dead.erase(it);
        else if (!wasDead && it == dead.end())
            dead.push_back(s);
    }
}

} // namespace irodori::search
