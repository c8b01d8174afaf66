// The differential evaluation's reading: answers carried over from the
// previous position where the move cannot have changed them.
#include "reading_memo.h"

#include "core/board.h"

#include <algorithm>
#include <bit>

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

void ReusingTactics::begin(const Position& pos, const ReadingRecord* previous, int radius, bool scoped)
{
    const Board& b = pos.board();
    const int area = b.stride() * b.stride();
    current_.colors.assign(area, Edge);
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x)
            current_.colors[b.at(x, y)] = b.color(b.at(x, y));
    current_.koPoint = pos.koPoint();
    current_.answers.clear();
    current_.footprints.clear();
    current_.words = scoped ? (area + 63) / 64 : 0;
    previous_ = nullptr;
    radius_ = radius;
    scoped_ = scoped;
    if (!previous || previous->colors.size() != current_.colors.size())
        return;
    if (scoped) {
        if (previous->words != current_.words)
            return;
        beginScoped(b, *previous);
        return;
    }
    if (radius < 0)
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
    indexAnswers(area);
}

void ReusingTactics::beginScoped(const Board& b, const ReadingRecord& previous)
{
    previous_ = &previous;
    const int area = b.stride() * b.stride();
    // The changes and their neighbours: a stone that came or went changes
    // the liberties of the strings next to it. The ko points too, whoever
    // may retake (the side to move differs from one position to the next).
    changed_.assign(current_.words, 0);
    auto mark = [&](Point p) {
        for (int d = -1; d < 4; ++d) {
            const Point q = d < 0 ? p : p + b.offsets()[d];
            changed_[q >> 6] |= std::uint64_t{1} << (q & 63);
        }
    };
    for (Point p = 0; p < area; ++p)
        if (current_.colors[p] != previous.colors[p])
            mark(p);
    if (current_.koPoint != kNoPoint)
        mark(current_.koPoint);
    if (previous.koPoint != kNoPoint)
        mark(previous.koPoint);
    indexAnswers(area);
}

void ReusingTactics::indexAnswers(int area)
{
    for (auto& v : index_)
        v.assign(area, 0);
    for (std::size_t i = 0; i < previous_->answers.size(); ++i) {
        const ReadingAnswer& a = previous_->answers[i];
        index_[slot(a.kind, a.cutter)][a.at] = static_cast<int>(i) + 1;
    }
}

int ReusingTactics::recordFootprint(const Board& b, int kind, Point at)
{
    const ReadScope scope = inner_.lastScope();
    if (!scope.played || scope.truncated)
        return -1; // unknown, or cut short: another reading may end elsewhere
    const int index = static_cast<int>(current_.footprints.size());
    current_.footprints.resize(current_.footprints.size() + current_.words, 0);
    std::uint64_t* bits = current_.footprints.data() + index;
    auto set = [&](Point p) { bits[p >> 6] |= std::uint64_t{1} << (p & 63); };
    const int area = b.stride() * b.stride();
    if (static_cast<int>(seen_.size()) != area) {
        seen_.assign(area, 0);
        stamp_ = 0;
    }
    ++stamp_;
    // Strings met (by head) with their level: 1 for those with a stone
    // near the reading, 2 for those touching a level-1 string's stones or
    // liberties.
    strings_.clear();
    auto meet = [&](Point p, int level) {
        const Point h = b.head(p);
        if (seen_[h] == stamp_)
            return;
        seen_[h] = stamp_;
        strings_.push_back({h, level});
    };
    // Near the reading: within two points (a 5x5 square) of every point
    // played, of the cutting point, or of the string's stones.
    auto near = [&](Point p) {
        const int x = b.column(p), y = b.row(p);
        const int last = b.size() - 1;
        for (int j = std::max(0, y - 2); j <= std::min(last, y + 2); ++j)
            for (int i = std::max(0, x - 2); i <= std::min(last, x + 2); ++i) {
                const Point q = b.at(i, j);
                set(q);
                if (isStone(b.color(q)))
                    meet(q, 1);
            }
    };
    near(at);
    if (kind != 3)
        for (Point s = b.nextInString(at); s != at; s = b.nextInString(s))
            near(s);
    for (int w = 0; w < current_.words; ++w)
        for (std::uint64_t m = scope.played[w]; m; m &= m - 1) {
            const Point p = w * 64 + std::countr_zero(m);
            if (p < area && b.onBoard(p))
                near(p);
        }
    Point buf[kMaxArea];
    for (std::size_t i = 0; i < strings_.size(); ++i) {
        const auto [h, level] = strings_[i];
        const int n = b.stoneList(h, buf);
        const int m = b.libertyList(h, buf + n, kMaxArea - n);
        for (int j = 0; j < n + m; ++j) {
            set(buf[j]);
            if (level == 2)
                continue;
            for (int d = 0; d < 4; ++d) {
                const Point q = buf[j] + b.offsets()[d];
                if (isStone(b.color(q)))
                    meet(q, 2);
            }
        }
    }
    return index;
}

int ReusingTactics::copyFootprint(int previousIndex)
{
    const int index = static_cast<int>(current_.footprints.size());
    const auto from = previous_->footprints.begin() + previousIndex;
    current_.footprints.insert(current_.footprints.end(), from, from + current_.words);
    return index;
}

ReadingRecord ReusingTactics::take()
{
    previous_ = nullptr;
    return std::move(current_);
}

const ReadingAnswer* ReusingTactics::previous(const Board& b, int kind, Point at, Color cutter) const
{
    if (!previous_)
        return nullptr;
    const int i = index_[slot(kind, cutter)][at];
    if (i == 0)
        return nullptr;
    const ReadingAnswer& answer = previous_->answers[i - 1];
    if (scoped_) {
        if (answer.footprint < 0)
            return nullptr;
        const std::uint64_t* bits = previous_->footprints.data() + answer.footprint;
        for (int w = 0; w < current_.words; ++w)
            if (bits[w] & changed_[w])
                return nullptr;
        return &answer;
    }
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
    return &answer;
}

tactics::ReadResult ReusingTactics::remember(int kind, Point at, Color cutter, const tactics::ReadResult& r,
                                             int footprint)
{
    current_.answers.push_back({static_cast<std::uint8_t>(kind), cutter, at, r, footprint});
    return r;
}

template <class Read>
tactics::ReadResult ReusingTactics::answer(const Board& b, int kind, Point at, Color cutter, Read read)
{
    if (const ReadingAnswer* a = previous(b, kind, at, cutter)) {
        ++carried_;
        return remember(kind, at, cutter, a->result, scoped_ ? copyFootprint(a->footprint) : -1);
    }
    ++read_;
    const tactics::ReadResult r = read();
    return remember(kind, at, cutter, r, scoped_ ? recordFootprint(b, kind, at) : -1);
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
