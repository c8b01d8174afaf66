#include "gamereview.h"

#include "stonelayers.h"

#include <algorithm>
#include <set>

namespace irodori::ui {

using analysis::Analysis;
using analysis::Group;
using analysis::GroupStatus;

namespace {

GridPoint gridOf(const Analysis& a, Point p)
{
    return {p % a.stride - 1, p / a.stride - 1};
}

Point pointOf(const Analysis& a, GridPoint g)
{
    return (g.y + 1) * a.stride + g.x + 1;
}

// The group now standing on any stone of a group of the position before
// (same colour), or -1 when all of them were captured.
int successor(const Analysis& before, const Group& g, const Analysis& after)
{
    for (int s : g.strings)
        for (Point p : before.strings[static_cast<std::size_t>(s)].stones) {
            const int gi = after.groupIndexAt(p);
            if (gi >= 0 && after.groups[static_cast<std::size_t>(gi)].color == g.color)
                return gi;
        }
    return -1;
}

} // namespace

void GameReview::reset(std::vector<Position> positions)
{
    positions_ = std::move(positions);
    analyses_.assign(positions_.size(), nullptr);
    analysed_ = 0;
    tracked_.clear();
}

void GameReview::setAnalysis(int index, AnalysisPtr analysis)
{
    if (index < 0 || index >= size() || !analysis)
        return;
    auto& slot = analyses_[static_cast<std::size_t>(index)];
    if (!slot)
        ++analysed_;
    slot = std::move(analysis);
    if (index == size() - 1)
        chooseTracked();
    else
        fillTracked(index);
}

AnalysisPtr GameReview::analysis(int index) const
{
    if (index < 0 || index >= size())
        return nullptr;
    return analyses_[static_cast<std::size_t>(index)];
}

double GameReview::scoreOf(const Analysis& a)
{
    // The evaluation counts sure territory, prisoners and dead stones with
    // the penalties for weak groups, in hundredths, without komi.
    return a.score.evaluation / 100.0 - a.score.komi;
}

std::vector<std::optional<double>> GameReview::scores() const
{
    std::vector<std::optional<double>> out(analyses_.size());
    for (std::size_t i = 0; i < analyses_.size(); ++i)
        if (analyses_[i])
            out[i] = scoreOf(*analyses_[i]);
    return out;
}

void GameReview::chooseTracked()
{
    tracked_.clear();
    const AnalysisPtr last = analyses_.empty() ? nullptr : analyses_.back();
    if (!last)
        return;
    const Position& lastPosition = positions_.back();
    const std::vector<int> numbers = MoveNumbersLayer::numbersOf(lastPosition);
    for (Color c : {Black, White}) {
        std::vector<int> order;
        for (std::size_t gi = 0; gi < last->groups.size(); ++gi)
            if (last->groups[gi].color == c)
                order.push_back(static_cast<int>(gi));
        std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
            return last->groups[static_cast<std::size_t>(x)].stones > last->groups[static_cast<std::size_t>(y)].stones;
        });
        for (int k = 0; k < kTrackedPerColor && k < static_cast<int>(order.size()); ++k) {
            const Group& g = last->groups[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])];
            // The oldest stone: the group as the game grew it, so the line
            // starts where the group was born.
            Point oldest = kNoPoint;
            int best = 1 << 30;
            for (int s : g.strings)
                for (Point p : last->strings[static_cast<std::size_t>(s)].stones) {
                    const GridPoint q = gridOf(*last, p);
                    const int n = numbers[static_cast<std::size_t>(q.y * last->size + q.x)];
                    const int key = n > 0 ? n : 0; // setup stones are the oldest of all
                    if (key < best) {
                        best = key;
                        oldest = p;
                    }
                }
            TrackedGroup t;
            t.color = c;
            t.anchor = gridOf(*last, oldest);
            t.stones = g.stones;
            t.safety.assign(positions_.size(), -1);
            tracked_.push_back(std::move(t));
        }
    }
    for (int i = 0; i < size(); ++i)
        fillTracked(i);
}

void GameReview::fillTracked(int index)
{
    const AnalysisPtr& a = analyses_[static_cast<std::size_t>(index)];
    if (!a)
        return;
    for (TrackedGroup& t : tracked_) {
        const Point p = pointOf(*a, t.anchor);
        const int gi = a->groupIndexAt(p);
        t.safety[static_cast<std::size_t>(index)] =
            gi >= 0 && a->groups[static_cast<std::size_t>(gi)].color == t.color ? a->groups[static_cast<std::size_t>(gi)].safety
                                                                               : -1;
    }
}

std::vector<GameReview::TurningPoint> GameReview::turningPoints() const
{
    std::vector<TurningPoint> out;
    for (int i = 1; i < size(); ++i) {
        const AnalysisPtr& before = analyses_[static_cast<std::size_t>(i - 1)];
        const AnalysisPtr& after = analyses_[static_cast<std::size_t>(i)];
        if (!before || !after || before->size != after->size)
            continue;
        std::set<int> reported;
        for (const Group& g : before->groups) {
            if (g.stones < kTurningStones || g.strings.empty())
                continue;
            const int next = successor(*before, g, *after);
            const GroupStatus from = g.status;
            const GroupStatus to = next >= 0 ? after->groups[static_cast<std::size_t>(next)].status : GroupStatus::Dead;
            if ((from == GroupStatus::Dead) == (to == GroupStatus::Dead))
                continue;
            // Captured outright from a dead group is no news; captured from
            // alive is (a lost capturing race).
            if (next >= 0 && !reported.insert(next).second)
                continue;
            TurningPoint t;
            t.index = i;
            t.color = g.color;
            t.at = gridOf(*before, before->strings[static_cast<std::size_t>(g.strings.front())].stones.front());
            t.stones = g.stones;
            t.from = from;
            t.to = to;
            out.push_back(t);
        }
    }
    return out;
}

std::vector<int> GameReview::analysisOrder() const
{
    std::vector<int> order;
    if (positions_.empty())
        return order;
    order.push_back(size() - 1);
    for (int i = 0; i + 1 < size(); ++i)
        order.push_back(i);
    return order;
}

} // namespace irodori::ui
