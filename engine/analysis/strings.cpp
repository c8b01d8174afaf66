// Strings (連): display numbers, liberties, and step 2 — what the capture
// search says about each string, and which strings are left out of phase 1
// because they die whoever moves first.
#include "context.h"

#include <algorithm>

namespace irodori::analysis::detail {

namespace {

// The per-point buffers of the last evaluation on this thread, lent to the
// next one: the list of points depends on the board size alone, and the
// marks of a finished evaluation are all below its pass counter, so both
// are kept as they are for a board of the same size.
struct ContextPool {
    bool lent = false;
    int stride = 0;
    std::vector<Point> points;
    std::vector<std::uint8_t> ignored;
    std::vector<std::uint32_t> mark;
    std::uint32_t pass = 0;
};

ContextPool& contextPool()
{
    static thread_local ContextPool pool;
    return pool;
}

} // namespace

Context::Context(const Position& p, Tactics& t, Analysis& a)
    : pos(p), board(p.board()), tactics(t), out(a), size(p.size()), stride(p.board().stride())
{
    ContextPool& pool = contextPool();
    if (!pool.lent) {
        pool.lent = true;
        pooled_ = true;
        if (pool.stride == stride) {
            points.swap(pool.points);
            mark.swap(pool.mark);
            pass = pool.pass;
        }
        ignored.swap(pool.ignored);
    }
    if (points.empty()) {
        points.reserve(size * size);
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x)
                points.push_back(board.at(x, y));
    }
    ignored.assign(stride * stride, 0);
    if (mark.empty()) {
        mark.assign(stride * stride, 0);
        pass = 0;
    }
}

void Context::markLive()
{
    for (int y = 0; y < size; ++y) {
        // [Edge] collects the stones left out, and is dropped.
        std::uint32_t rows[4] = {0, 0, 0, 0};
        const Point first = board.at(0, y);
        for (int x = 0; x < size; ++x) {
            const Point p = first + x;
            rows[ignored[p] ? Edge : board.color(p)] |= std::uint32_t{1} << x;
        }
        for (Color c : {Empty, Black, White})
            liveRows[c][y] = rows[c];
    }
}

Context::~Context()
{
    if (!pooled_)
        return;
    ContextPool& pool = contextPool();
    pool.stride = stride;
    pool.points.swap(points);
    pool.mark.swap(mark);
    pool.pass = pass;
    pool.ignored.swap(ignored);
    pool.lent = false;
}

int Context::line(Point p) const
{
    return board.line(p);
}

int libertiesAfterPlay(const Board& b, Point p, Color c, int cap)
{
    // Collect distinct liberties: the empty neighbours of p, the liberties of
    // every friendly string it joins, and the stones of captured enemy
    // strings next to p (they become empty).
    Point libs[8];
    int n = 0;
    auto add = [&](Point q) {
        if (q == p)
            return;
        for (int i = 0; i < n; ++i)
            if (libs[i] == q)
                return;
        if (n < 8)
            libs[n++] = q;
    };
    const Color e = opponent(c);
    for (int i = 0; i < 4 && n < cap; ++i) {
        const Point q = p + b.offsets()[i];
        const Color k = b.color(q);
        if (k == Empty)
            add(q);
        else if (k == c) {
            // p is one of the string's liberties: with cap more, those
            // alone reach the cap (the list below holds 8 of them).
            if (cap < 8 && b.liberties(q) > cap)
                return cap;
            Point tmp[8];
            const int m = b.libertyList(q, tmp, 8);
            for (int j = 0; j < m && n < cap; ++j)
                add(tmp[j]);
        } else if (k == e && b.liberties(q) == 1) {
            add(q); // captured: at least the stone next to p is free again
        }
    }
    return std::min(n, cap);
}

void buildStrings(Context& ctx)
{
    Analysis& a = ctx.out;
    const Board& b = ctx.board;
    a.stringAt.assign(ctx.stride * ctx.stride, -1);
    a.strings.clear();
    // One string per head stone: room for all of them at once, so the
    // list never moves its strings while it grows.
    int heads = 0;
    for (Point p : ctx.points)
        heads += isStone(b.color(p)) && b.head(p) == p;
    a.strings.reserve(static_cast<std::size_t>(heads));
    // The stones in reading order, each to the string of its head: a
    // string is numbered at its first stone, and its stones come sorted
    // (flat index order = reading order).
    static thread_local std::vector<int> ofHead;
    ofHead.assign(static_cast<std::size_t>(ctx.stride * ctx.stride), -1);
    for (Point p : ctx.points) {
        const Color c = b.color(p);
        if (!isStone(c))
            continue;
        const Point h = b.head(p);
        int s = ofHead[static_cast<std::size_t>(h)];
        if (s < 0) {
            s = static_cast<int>(a.strings.size());
            ofHead[static_cast<std::size_t>(h)] = s;
            StringInfo& info = a.strings.emplace_back();
            info.number = s + 1;
            info.color = c;
            info.stones = spareList(static_cast<std::size_t>(b.stringSize(p)));
            info.liberties = spareList(static_cast<std::size_t>(b.liberties(p)));
        }
        a.strings[static_cast<std::size_t>(s)].stones.push_back(p);
        a.stringAt[p] = s;
    }
    // The liberties: each empty point, in reading order, to every string
    // beside it, once (they come sorted and distinct).
    for (Point p : ctx.points) {
        if (b.color(p) != Empty)
            continue;
        for (int i = 0; i < 4; ++i) {
            const int s = a.stringAt[p + ctx.off(i)];
            if (s < 0)
                continue;
            std::vector<Point>& libs = a.strings[static_cast<std::size_t>(s)].liberties;
            if (libs.empty() || libs.back() != p)
                libs.push_back(p);
        }
    }
}

void readStrings(Context& ctx)
{
    const int safe = ctx.tactics.safeLiberties();
    for (StringInfo& s : ctx.out.strings) {
        if (static_cast<int>(s.liberties.size()) >= safe)
            continue; // beyond the reader's horizon: stable
        const Point at = s.stones.front();
        s.attack = ctx.tactics.attack(ctx.pos, at);
        if (s.attack.code == tactics::Fail)
            continue;
        s.defence = ctx.tactics.defend(ctx.pos, at);
        if (s.attack.code == tactics::Win && s.defence.code == tactics::Fail)
            s.status = TacticalStatus::Dead;
        else if (s.attack.code == tactics::Win && s.defence.code == tactics::Win)
            s.status = TacticalStatus::Unsettled;
        else
            s.status = TacticalStatus::Ko;
        // Step 2: a string that dies even if its owner moves first is taken
        // off the board for phase 1; its points can then become the
        // capturer's territory.
        if (s.status == TacticalStatus::Dead) {
            s.removed = true;
            for (Point q : s.stones)
                ctx.ignored[q] = 1;
        }
    }
}

} // namespace irodori::analysis::detail

// ----- ShallowTactics ----------------------------------------------------

namespace irodori::analysis {

using detail::libertiesAfterPlay;

tactics::ReadResult ShallowTactics::attack(const Position& pos, Point str)
{
    const Board& b = pos.board();
    if (b.liberties(str) != 1)
        return {};
    Point lib = kNoPoint;
    b.libertyList(str, &lib, 1);
    const Color attacker = opponent(b.color(str));
    if (b.isSuicide(lib, attacker) && b.wouldCapture(lib, attacker) == 0)
        return {};
    if (lib == pos.koPoint() && pos.toMove() == attacker)
        return {tactics::KoB, lib};
    return {tactics::Win, lib};
}

tactics::ReadResult ShallowTactics::defend(const Position& pos, Point str)
{
    const Board& b = pos.board();
    const Color c = b.color(str);
    if (b.liberties(str) >= 2)
        return {tactics::Win, kNoPoint};
    // Extend, or capture a neighbour in atari, to reach two liberties.
    Point lib;
    b.libertyList(str, &lib, 1);
    if (libertiesAfterPlay(b, lib, c, 3) >= 2)
        return {tactics::Win, lib};
    Point stones[kMaxArea];
    const int n = b.stoneList(str, stones);
    for (int i = 0; i < n; ++i)
        for (int d = 0; d < 4; ++d) {
            const Point q = stones[i] + b.offsets()[d];
            if (b.color(q) == opponent(c) && b.liberties(q) == 1) {
                Point cap = kNoPoint;
                b.libertyList(q, &cap, 1);
                return {tactics::Win, cap};
            }
        }
    return {};
}

tactics::ReadResult ShallowTactics::captureCuttingStone(const Position& pos, Point cut, Color cutter)
{
    const Board& b = pos.board();
    if (b.color(cut) != Empty)
        return {};
    if (b.isSuicide(cut, cutter))
        return {tactics::Win, kNoPoint};
    if (b.wouldCapture(cut, cutter) > 0)
        return {};
    if (libertiesAfterPlay(b, cut, cutter, 2) <= 1) {
        // The cut stands in atari: take it at its last liberty.
        for (int d = 0; d < 4; ++d) {
            const Point q = cut + b.offsets()[d];
            if (b.color(q) == Empty)
                return {tactics::Win, q};
        }
        for (int d = 0; d < 4; ++d) {
            const Point q = cut + b.offsets()[d];
            if (b.color(q) == cutter) {
                Point libs[2];
                const int m = b.libertyList(q, libs, 2);
                for (int j = 0; j < m; ++j)
                    if (libs[j] != cut)
                        return {tactics::Win, libs[j]};
            }
        }
        return {tactics::Win, kNoPoint};
    }
    return {};
}

} // namespace irodori::analysis
