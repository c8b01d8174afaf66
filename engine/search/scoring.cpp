#include "scoring.h"

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

std::string scoreText(double v)
{
    if (std::fabs(v) < 1e-9)
        return "0";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%c+%g", v > 0 ? 'B' : 'W', std::fabs(v));
    return buf;
}

} // namespace irodori::search
