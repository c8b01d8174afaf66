// The differential evaluation's reading: answers carried over from the
// previous position where the move cannot have changed them.
#include "reading_memo.h"

#include "core/board.h"

#include <algorithm>
#include <cstring>
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
    if (scoped)
        prepareMasks(b);
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
    // The changes. A stone that came fills a point that was empty: every
    // string it touches had that point as a liberty, and the reader marks
    // every point whose neighbours it looked at, so the point itself is
    // enough. A stone that went (captured) frees a liberty for the strings
    // next to it, which need not be marked: its neighbours count too. The
    // ko points with their neighbours, whoever may retake (the side to move
    // differs from one position to the next).
    changed_.assign(current_.words, 0);
    auto mark = [&](Point p, bool neighbours) {
        for (int d = -1; d < (neighbours ? 4 : 0); ++d) {
            const Point q = d < 0 ? p : p + b.offsets()[d];
            changed_[q >> 6] |= std::uint64_t{1} << (q & 63);
        }
    };
    // Eight points at a time: most are unchanged.
    const std::uint8_t* now = reinterpret_cast<const std::uint8_t*>(current_.colors.data());
    const std::uint8_t* before = reinterpret_cast<const std::uint8_t*>(previous.colors.data());
    for (Point p = 0; p < area; p += 8) {
        if (p + 8 <= area) {
            std::uint64_t x, y;
            std::memcpy(&x, now + p, 8);
            std::memcpy(&y, before + p, 8);
            if (x == y)
                continue;
        }
        for (Point q = p; q < p + 8 && q < area; ++q)
            if (current_.colors[q] != previous.colors[q])
                mark(q, previous.colors[q] != Empty);
    }
    if (current_.koPoint != kNoPoint)
        mark(current_.koPoint, true);
    if (previous.koPoint != kNoPoint)
        mark(previous.koPoint, true);
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

namespace {

constexpr int kMaxWords = (kMaxArea + 63) / 64;

// dst |= src shifted by k bits towards higher points (k > 0) or lower
// points (k < 0), 0 < |k| < 64, over n words.
void orShifted(std::uint64_t* dst, const std::uint64_t* src, int n, int k)
{
    if (k > 0) {
        for (int i = n - 1; i > 0; --i)
            dst[i] |= (src[i] << k) | (src[i - 1] >> (64 - k));
        dst[0] |= src[0] << k;
    } else {
        k = -k;
        for (int i = 0; i + 1 < n; ++i)
            dst[i] |= (src[i] >> k) | (src[i + 1] << (64 - k));
        dst[n - 1] |= src[n - 1] >> k;
    }
}

// The points within one column and one row of a point of `seed` (a 3x3
// square around each), on the board. On the bordered board a step of one
// column from a point on the board lands on the board or on a border point
// (the border column of its row), never on a point of another row, so the
// squares are made by shifting the bits along the rows, then across them,
// and dropping the border.
void squares(const std::uint64_t* seed, const std::uint64_t* onBoard, int n, int stride, std::uint64_t* out)
{
    std::uint64_t a[kMaxWords] = {};
    std::copy(seed, seed + n, a);
    orShifted(a, seed, n, 1);
    orShifted(a, seed, n, -1);
    std::copy(a, a + n, out);
    orShifted(out, a, n, stride);
    orShifted(out, a, n, -stride);
    for (int i = 0; i < n; ++i)
        out[i] &= onBoard[i];
}

} // namespace

void ReusingTactics::prepareMasks(const Board& b)
{
    const int area = b.stride() * b.stride();
    const int words = current_.words;
    // The points of the board depend on its size only.
    if (onBoardSize_ != b.size() || static_cast<int>(onBoard_.size()) != words) {
        onBoard_.assign(words, 0);
        for (int y = 0; y < b.size(); ++y)
            for (int x = 0; x < b.size(); ++x) {
                const Point p = b.at(x, y);
                onBoard_[p >> 6] |= std::uint64_t{1} << (p & 63);
            }
        onBoardSize_ = b.size();
    }
    stones_.assign(words, 0);
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.at(x, y);
            stones_[p >> 6] |= std::uint64_t{isStone(b.color(p))} << (p & 63);
        }
    ownMask_.assign(area, -1);
    closureMask_.assign(area, -1);
    masks_.clear();
    if (static_cast<int>(seen_.size()) != area) {
        seen_.assign(area, 0);
        stamp_ = 0;
        met_.assign(area, 0);
        metStamp_ = 0;
    }
}

const std::uint64_t* ReusingTactics::stonesAndLiberties(const Board& b, Point h)
{
    if (ownMask_[h] < 0) {
        const int index = static_cast<int>(masks_.size());
        masks_.resize(masks_.size() + current_.words, 0);
        std::uint64_t* bits = masks_.data() + index;
        Point buf[kMaxArea];
        const int n = b.stoneList(h, buf);
        const int m = b.libertyList(h, buf + n, kMaxArea - n);
        for (int j = 0; j < n + m; ++j)
            bits[buf[j] >> 6] |= std::uint64_t{1} << (buf[j] & 63);
        ownMask_[h] = index;
    }
    return masks_.data() + ownMask_[h];
}

const std::uint64_t* ReusingTactics::closure(const Board& b, Point h)
{
    if (closureMask_[h] < 0) {
        const int words = current_.words;
        std::uint64_t bits[kMaxWords] = {};
        const std::uint64_t* own = stonesAndLiberties(b, h);
        std::copy(own, own + words, bits);
        // Every string with a stone next to one of those points.
        if (++stamp_ == 0) {
            std::fill(seen_.begin(), seen_.end(), 0);
            stamp_ = 1;
        }
        seen_[h] = stamp_;
        Point heads[kMaxArea];
        int count = 0;
        for (int w = 0; w < words; ++w)
            for (std::uint64_t m = own[w]; m; m &= m - 1) {
                const Point p = w * 64 + std::countr_zero(m);
                for (int d = 0; d < 4; ++d) {
                    const Point q = p + b.offsets()[d];
                    if (!isStone(b.color(q)))
                        continue;
                    const Point qh = b.head(q);
                    if (seen_[qh] != stamp_) {
                        seen_[qh] = stamp_;
                        heads[count++] = qh;
                    }
                }
            }
        for (int i = 0; i < count; ++i) {
            const std::uint64_t* other = stonesAndLiberties(b, heads[i]);
            for (int w = 0; w < words; ++w)
                bits[w] |= other[w];
        }
        const int index = static_cast<int>(masks_.size());
        masks_.insert(masks_.end(), bits, bits + words);
        closureMask_[h] = index;
    }
    return masks_.data() + closureMask_[h];
}

int ReusingTactics::recordFootprint(const Board& b, int kind, Point at)
{
    const ReadScope scope = inner_.lastScope();
    if (!scope.played || scope.truncated)
        return -1; // unknown, or cut short: another reading may end elsewhere
    const int words = current_.words;
    // Near the reading: within one point (a 3x3 square) of every point the
    // reader marked, of the cutting point, or of the string's stones. Every
    // point the reading looked at lies there or next to a point there, or
    // belongs to a string met below (with its stones and liberties).
    std::uint64_t seed[kMaxWords] = {}, near[kMaxWords] = {};
    for (int w = 0; w < words; ++w)
        seed[w] = scope.played[w] & onBoard_[w];
    seed[at >> 6] |= std::uint64_t{1} << (at & 63);
    if (kind != 3)
        for (Point s = b.nextInString(at); s != at; s = b.nextInString(s))
            seed[s >> 6] |= std::uint64_t{1} << (s & 63);
    squares(seed, onBoard_.data(), words, b.stride(), near);
    // Then every string with a stone near it, and every string touching
    // the stones or liberties of those, all with their stones and
    // liberties (the strings whose liberties the reading may count).
    const int index = static_cast<int>(current_.footprints.size());
    current_.footprints.insert(current_.footprints.end(), near, near + words);
    std::uint64_t* bits = current_.footprints.data() + index;
    if (++metStamp_ == 0) {
        std::fill(met_.begin(), met_.end(), 0);
        metStamp_ = 1;
    }
    for (int w = 0; w < words; ++w)
        for (std::uint64_t m = near[w] & stones_[w]; m; m &= m - 1) {
            const Point h = b.head(w * 64 + std::countr_zero(m));
            if (met_[h] == metStamp_)
                continue;
            met_[h] = metStamp_;
            const std::uint64_t* c = closure(b, h);
            for (int v = 0; v < words; ++v)
                bits[v] |= c[v];
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
