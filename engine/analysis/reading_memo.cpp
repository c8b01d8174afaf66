// The differential evaluation's reading: answers carried over from the
// previous position where the move cannot have changed them.
#include "reading_memo.h"

#include "core/board.h"

#include <algorithm>

namespace irodori::analysis::detail {
namespace {

constexpr int kFar = 1 << 20;

int slot(int kind, Color cutter) { return kind == 3 && cutter == White ? 0 : kind; }

// True if a change lies on, or next to, one of the lines from p to the edge
// that a chase starting at p runs along: the four diagonals of a ladder
// (シチョウ), where a stone far away decides it (a ladder breaker, 征子当たり),
// and, near the edge, the lines parallel to it along which a string on the
// first or second line is driven.
bool ladderPathTouched(const Board& b, const std::vector<int>& distance, Point p)
{
    static constexpr int kDirections[8][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    const int n = b.size();
    const int px = b.column(p), py = b.row(p);
    const bool nearSide = std::min(px, n - 1 - px) <= 1;   // along a left or right edge
    const bool nearTop = std::min(py, n - 1 - py) <= 1;    // along the top or bottom edge
    for (int k = 0; k < 8; ++k) {
        const int dx = kDirections[k][0], dy = kDirections[k][1];
        if (k >= 4 && !((dx == 0 && nearSide) || (dy == 0 && nearTop)))
            continue;
        int x = px, y = py;
        for (;;) {
            x += dx;
            y += dy;
            if (x < 0 || y < 0 || x >= n || y >= n)
                break;
            if (distance[b.at(x, y)] <= 1)
                return true;
        }
    }
    return false;
}

} // namespace

void ReusingTactics::begin(const Position& pos, const ReadingRecord* previous, int radius)
{
    const Board& b = pos.board();
    const int area = b.stride() * b.stride();
    current_.colors.assign(area, Edge);
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x)
            current_.colors[b.at(x, y)] = b.color(b.at(x, y));
    current_.koPoint = pos.koPoint();
    current_.answers.clear();
    previous_ = nullptr;
    radius_ = radius;
    if (radius < 0 || !previous || previous->colors.size() != current_.colors.size())
        return;
    previous_ = previous;

    // The changes: points of another colour now, and every stone of a
    // string that contains or touches one (its stones or liberties may
    // differ), and the ko points of both positions (a ko binds the reading
    // near it, and only one side may retake).
    distance_.assign(area, kFar);
    queue_.clear();
    auto source = [&](Point p) {
        if (p > 0 && p < area && current_.colors[p] != Edge && distance_[p] != 0) {
            distance_[p] = 0;
            queue_.push_back(p);
        }
    };
    for (Point p = 0; p < area; ++p) {
        if (current_.colors[p] == previous->colors[p])
            continue;
        source(p);
        for (int i = 0; i < 4; ++i) {
            const Point q = p + b.offsets()[i];
            if (!isStone(b.color(q)) || distance_[q] == 0)
                continue;
            for (Point s = q;;) { // the whole string touching the change
                source(s);
                s = b.nextInString(s);
                if (s == q)
                    break;
            }
        }
    }
    source(current_.koPoint);
    source(previous->koPoint);
    // Breadth-first: city-block distance to the nearest change.
    for (std::size_t i = 0; i < queue_.size(); ++i) {
        const Point p = queue_[i];
        if (distance_[p] >= radius_ + 1)
            continue; // far enough: nothing beyond needs a distance
        for (int d = 0; d < 4; ++d) {
            const Point q = p + b.offsets()[d];
            if (current_.colors[q] != Edge && distance_[q] > distance_[p] + 1) {
                distance_[q] = distance_[p] + 1;
                queue_.push_back(q);
            }
        }
    }
    for (auto& v : index_)
        v.assign(area, 0);
    for (std::size_t i = 0; i < previous->answers.size(); ++i) {
        const ReadingAnswer& a = previous->answers[i];
        index_[slot(a.kind, a.cutter)][a.at] = static_cast<int>(i) + 1;
    }
}

ReadingRecord ReusingTactics::take()
{
    previous_ = nullptr;
    return std::move(current_);
}

const tactics::ReadResult* ReusingTactics::previous(const Board& b, int kind, Point at, Color cutter) const
{
    if (!previous_)
        return nullptr;
    const int i = index_[slot(kind, cutter)][at];
    if (i == 0)
        return nullptr;
    if (distance_[at] <= radius_)
        return nullptr;
    if (kind != 3) {
        // The string's stones and liberties must all be far from every change.
        Point libs[kMaxArea];
        const int n = b.libertyList(at, libs, kMaxArea);
        for (int j = 0; j < n; ++j)
            if (distance_[libs[j]] <= radius_)
                return nullptr;
        for (Point s = b.nextInString(at); s != at; s = b.nextInString(s))
            if (distance_[s] <= radius_)
                return nullptr;
        // A string of up to three liberties may be chased in a ladder
        // from any of them.
        if (n <= 3)
            for (int j = 0; j < n; ++j)
                if (ladderPathTouched(b, distance_, libs[j]))
                    return nullptr;
    } else {
        // The cutting stone may be chased from where it stands, and from
        // each of its liberties.
        if (ladderPathTouched(b, distance_, at))
            return nullptr;
        for (int d = 0; d < 4; ++d) {
            const Point q = at + b.offsets()[d];
            if (b.color(q) == Empty && ladderPathTouched(b, distance_, q))
                return nullptr;
        }
    }
    return &previous_->answers[i - 1].result;
}

tactics::ReadResult ReusingTactics::remember(int kind, Point at, Color cutter, const tactics::ReadResult& r)
{
    current_.answers.push_back({static_cast<std::uint8_t>(kind), cutter, at, r});
    return r;
}

template <class Read>
tactics::ReadResult ReusingTactics::answer(const Board& b, int kind, Point at, Color cutter, Read read)
{
    if (const tactics::ReadResult* r = previous(b, kind, at, cutter)) {
        ++carried_;
        return remember(kind, at, cutter, *r);
    }
    ++read_;
    return remember(kind, at, cutter, read());
}

tactics::ReadResult ReusingTactics::attack(const Position& pos, Point str)
{
    return answer(pos.board(), 1, str, Empty, [&] { return inner_.attack(pos, str); });
}

tactics::ReadResult ReusingTactics::defend(const Position& pos, Point str)
{
    return answer(pos.board(), 2, str, Empty, [&] { return inner_.defend(pos, str); });
}

tactics::ReadResult ReusingTactics::captureCuttingStone(const Position& pos, Point cut, Color cutter)
{
    return answer(pos.board(), 3, cut, cutter, [&] { return inner_.captureCuttingStone(pos, cut, cutter); });
}

} // namespace irodori::analysis::detail
