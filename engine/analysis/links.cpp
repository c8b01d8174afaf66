// Step 8: links (連絡) between strings of one colour, each with its kind
// (the geometry, seed 002), its state (connected / cuttable / broken) and
// the points that prove it.
#include "links.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <initializer_list>

namespace irodori::analysis::detail {
namespace {

// How close a kind is; of two relations between the same strings the
// closer one is kept.
int closeness(LinkKind k)
{
    switch (k) {
    case LinkKind::Solid: case LinkKind::Takefu: return 0;
    case LinkKind::Kosumi: case LinkKind::Shape: return 1;
    case LinkKind::Ikken: return 2;
    case LinkKind::Keima: return 3;
    case LinkKind::Hazama: return 4;
    case LinkKind::Niken: case LinkKind::MonkeyJump: return 5;
    case LinkKind::Ogeima: return 6;
    case LinkKind::Sanken: return 7;
    case LinkKind::Daidaikeima: return 8;
    }
    return 9;
}

using Entry = LinkEntry; // see links.h

bool better(LinkState xState, LinkKind xKind, const Entry& y)
{
    if (xState != y.state)
        return static_cast<int>(xState) < static_cast<int>(y.state);
    // A named shape says more than a bare connection point: it is the
    // reason the point holds (a tiger's mouth, the edge, ...).
    if (closeness(xKind) == closeness(y.kind) && xKind == LinkKind::Shape &&
        std::strcmp(y.why, "connection-point") == 0)
        return true;
    return closeness(xKind) < closeness(y.kind);
}

// A relation found by the geometry, before it becomes a Link: most are
// dropped for a closer relation between the same strings, so they carry no
// allocated text or list until they are kept.
struct Candidate : LinkFields {
    int count = 0;    // evidence points
    Point points[8];  // the largest box between two related stones holds 8

    void evidence(std::initializer_list<Point> v)
    {
        count = 0;
        for (Point p : v)
            points[count++] = p;
    }
};

struct Relation {
    int dx, dy; // canonical offset, dx >= dy >= 0
    LinkKind kind;
};

// The distinct offsets (dx, dy) that are rotations or reflections of (x, y).
std::vector<std::pair<int, int>> orientations(int x, int y)
{
    std::vector<std::pair<int, int>> v;
    for (int o = 0; o < 8; ++o) {
        int dx = (o & 4) ? y : x, dy = (o & 4) ? x : y;
        if (o & 1)
            dx = -dx;
        if (o & 2)
            dy = -dy;
        if (std::find(v.begin(), v.end(), std::pair{dx, dy}) == v.end())
            v.emplace_back(dx, dy);
    }
    return v;
}

constexpr Relation kRelations[] = {
    {1, 1, LinkKind::Kosumi}, {2, 0, LinkKind::Ikken},  {2, 1, LinkKind::Keima},
    {2, 2, LinkKind::Hazama}, {3, 0, LinkKind::Niken},  {3, 1, LinkKind::Ogeima},
    {4, 0, LinkKind::Sanken}, {4, 1, LinkKind::Daidaikeima},
};

// A liberty two strings share: the pair (a * 4096 + b) and the point.
struct Shared {
    std::uint32_t key;
    Point p;
};

// The link finder's buffers, kept on each thread between evaluations, so
// that finding links allocates only the links themselves.
struct LinkScratch {
    std::vector<std::uint32_t> keys;
    std::vector<int> at;
    std::vector<Entry> entries;
    std::vector<Point> pool;
    std::vector<std::uint64_t> rows[3];
    std::vector<std::uint64_t> emptyRows;
    std::vector<Shared> shared;
    std::vector<Point> libs;
    std::vector<std::size_t> tightLinks, hit;
    std::vector<std::uint64_t> order;
    std::vector<std::uint8_t> facts;
    // Carrying relations over from the previous position (see carryLinks()).
    LinkCarry carry;
    std::vector<std::uint32_t> reads;
    std::vector<std::uint16_t> signatures;
};

LinkScratch& scratch()
{
    static thread_local LinkScratch s;
    return s;
}

class LinkFinder final : public ShapeSink {
public:
    explicit LinkFinder(Context& ctx)
        : ctx_(ctx), a_(ctx.out), b_(ctx.board), keys_(scratch().keys), at_(scratch().at),
          entries_(scratch().entries), pool_(scratch().pool), rows_(scratch().rows), emptyRows_(scratch().emptyRows),
          facts_(scratch().facts), judged_(scratch().carry.judged),
          judgedRows_(scratch().carry.judgedRows), near_(scratch().carry.near), reads_(scratch().reads),
          signatures_(scratch().signatures)
    {
    }

    void run()
    {
        // Filled at the end from the spare links of recycled analyses.
        a_.links.clear();
        entries_.clear();
        pool_.clear();
        reads_.clear();
        // Room for every pair of strings that can be related, at most half full.
        std::size_t cap = 64;
        while (cap < 8 * a_.strings.size() + 64)
            cap *= 2;
        keys_.assign(cap, kFree);
        at_.assign(cap, -1);
        entries_.reserve(cap / 2);
        pool_.reserve(cap * 2);
        buildRows();
        buildFacts();
        const LinkMemory* before = ctx_.linksBefore;
        LinkMemory* memory = ctx_.linksAfter;
        tracking_ = memory != nullptr;
        if (before || memory)
            linkSignatures(ctx_, facts_, signatures_);
        partial_ = before && before->stride == ctx_.stride &&
                   carryLinks(ctx_, *before, signatures_, entries_, pool_, scratch().carry);
        if (partial_)
            for (std::size_t i = 0; i < entries_.size(); ++i) {
                const Entry& e = entries_[i];
                at_[slot(e.a, e.b)] = static_cast<int>(i);
            }
        // Every live stone in reading order, from the row masks; when
        // carrying over, only those with a stone judged again within the
        // window of geometric() (columns x - 4 .. x + 4, rows y .. y + 4):
        // for the others it finds nothing.
        const int n = ctx_.size;
        for (int y = 0; y < n; ++y) {
            std::uint64_t bits = rows_[Black][static_cast<std::size_t>(y)] | rows_[White][static_cast<std::size_t>(y)];
            if (partial_) {
                std::uint64_t below = 0;
                for (int dy = 0; dy <= kPad && y + dy < n; ++dy)
                    below |= judgedRows_[static_cast<std::size_t>(y + dy)];
                std::uint64_t reach = below;
                for (int dx = 1; dx <= kPad; ++dx)
                    reach |= (below << dx) | (below >> dx);
                bits &= reach;
            }
            for (; bits != 0; bits &= bits - 1) {
                const int x = std::countr_zero(bits) - kPad;
                const Point s = b_.at(x, y);
                geometric(s, ctx_.live(s), x, y);
            }
        }
        sharedLiberties();
        shapes(ctx_, *this, partial_ ? near_.data() : nullptr);
        if (memory) {
            for (std::uint32_t key : reads_) {
                const std::size_t i = find(key);
                if (keys_[i] == key && at_[i] >= 0)
                    entries_[static_cast<std::size_t>(at_[i])].reads = true;
            }
            keepLinks(*memory, ctx_.stride, signatures_, entries_, pool_, partial_);
        }
        splitSharedMiai();
        // The links in the order of their pairs (a, b): the pair keys with
        // the entries' indexes sorted, not the entries themselves (one pair
        // per entry, so no two keys are equal).
        std::vector<std::uint64_t>& order = scratch().order;
        order.resize(entries_.size());
        for (std::size_t i = 0; i < entries_.size(); ++i) {
            const Entry& e = entries_[i];
            order[i] = (static_cast<std::uint64_t>(e.a) << 44) | (static_cast<std::uint64_t>(e.b) << 32) | i;
        }
        std::sort(order.begin(), order.end());
        // The links of recycled analyses, their lists and texts with their
        // room (every field is overwritten below), while there are any.
        const std::size_t count = entries_.size();
        std::vector<Link>& spare = spareLinks();
        a_.links.reserve(count);
        while (a_.links.size() < count) {
            if (spare.empty()) {
                a_.links.emplace_back();
            } else {
                a_.links.push_back(std::move(spare.back()));
                spare.pop_back();
            }
        }
        for (std::size_t i = 0; i < count; ++i) {
            const Entry& e = entries_[static_cast<std::size_t>(order[i] & 0xffffffffu)];
            Link& l = a_.links[i];
            l.a = e.a;
            l.b = e.b;
            l.kind = e.kind;
            l.state = e.state;
            l.stoneA = e.stoneA;
            l.stoneB = e.stoneB;
            l.why = e.why;
            l.evidence.assign(pool_.begin() + e.first, pool_.begin() + e.first + e.count);
        }
    }

private:
    Point at(int x, int y) const
    {
        return (x < 0 || y < 0 || x >= ctx_.size || y >= ctx_.size) ? kNoPoint : b_.at(x, y);
    }

    // An enemy stone the capture search can take if we move first: it
    // does not cut for sure.
    bool weakEnemy(Point p) const
    {
        const int s = ctx_.stringOf(p);
        return s >= 0 && a_.strings[s].status != TacticalStatus::Stable;
    }

    // The slot of the pair (a, b), a < b, in the open-addressing index of
    // the links found so far; -1 marks a free slot.
    std::size_t slot(int a, int b)
    {
        const std::uint32_t key = static_cast<std::uint32_t>(a) * 4096u + static_cast<std::uint32_t>(b);
        std::size_t i = find(key);
        if (keys_[i] == kFree) {
            if (2 * (entries_.size() + 1) > keys_.size()) {
                grow();
                i = find(key);
            }
            keys_[i] = key;
        }
        return i;
    }

    std::size_t find(std::uint32_t key) const
    {
        std::size_t i = (key * 2654435761u) & (keys_.size() - 1);
        while (keys_[i] != kFree && keys_[i] != key)
            i = (i + 1) & (keys_.size() - 1);
        return i;
    }

    // Doubles the index, keeping every pair found so far.
    void grow()
    {
        std::vector<std::uint32_t> keys(keys_.size() * 2, kFree);
        std::vector<int> at(keys.size(), -1);
        keys.swap(keys_);
        at.swap(at_);
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keys[i] != kFree) {
                const std::size_t j = find(keys[i]);
                keys_[j] = keys[i];
                at_[j] = at[i];
            }
    }

    // Offers a relation: it is kept when it is the first between its two
    // strings, or better than the one kept (of two equal ones, the first
    // stays). A relation carried over from the previous position is final.
    void offer(const LinkOffer& o) override
    {
        LinkFields r = o;
        if (r.a > r.b) {
            std::swap(r.a, r.b);
            std::swap(r.stoneA, r.stoneB);
        }
        const std::size_t i = slot(r.a, r.b);
        if (at_[i] >= 0 && entries_[static_cast<std::size_t>(at_[i])].carried)
            return;
        accept(i, r, o.evidence, o.count);
        if (!tracking_)
            return;
        // What a shape reads lies within a point of its stones and open
        // points (its opponent stones); the edge never changes.
        LinkBox box;
        auto cover = [&](Point p) {
            const int x = b_.column(p), y = b_.row(p);
            box.add(x - 1, y - 1, x + 1, y + 1);
        };
        cover(r.stoneA);
        cover(r.stoneB);
        for (int k = 0; k < o.count; ++k)
            cover(o.evidence[k]);
        Entry& e = entries_[static_cast<std::size_t>(at_[i])];
        e.all.add(box.x0, box.y0, box.x1, box.y1);
        if (r.kind == LinkKind::Shape)
            e.shapes.add(box.x0, box.y0, box.x1, box.y1);
    }

    bool settled(int a, int b) const override
    {
        if (!partial_)
            return false;
        const std::uint32_t key = static_cast<std::uint32_t>(std::min(a, b)) * 4096u + static_cast<std::uint32_t>(std::max(a, b));
        const std::size_t i = find(key);
        return keys_[i] == key && at_[i] >= 0 && entries_[static_cast<std::size_t>(at_[i])].carried;
    }

    void reads(int a, int b) override
    {
        if (tracking_)
            reads_.push_back(static_cast<std::uint32_t>(std::min(a, b)) * 4096u + static_cast<std::uint32_t>(std::max(a, b)));
    }

    // Adds the box of a stone pair to the relation's boxes. Stones at most
    // two lines apart (kosumi, ikken, keima, hazama) can also stand in a
    // shape.
    static void widen(Entry& e, int x0, int y0, int x1, int y1)
    {
        e.all.add(x0, y0, x1, y1);
        if (x1 - x0 <= 2 && y1 - y0 <= 2)
            e.shapes.add(x0, y0, x1, y1);
    }

    // The rest of offer() once the pair's slot is known.
    void accept(std::size_t i, const LinkFields& r, const Point* evidence, int count)
    {
        if (at_[i] < 0) {
            at_[i] = static_cast<int>(entries_.size());
            entries_.emplace_back();
        } else if (!better(r.state, r.kind, entries_[static_cast<std::size_t>(at_[i])])) {
            return;
        }
        Entry& e = entries_[static_cast<std::size_t>(at_[i])];
        static_cast<LinkFields&>(e) = r;
        e.first = static_cast<int>(pool_.size());
        e.count = count;
        pool_.insert(pool_.end(), evidence, evidence + count);
    }

    // True if no relation of this kind can replace the one kept, whatever
    // its state turns out to be: then it need not be judged. Only kosumi,
    // ikken and keima can connect; the others are at best cuttable. An
    // ogeima may become a monkey jump, one step closer.
    static bool cannotImprove(const Entry& kept, LinkKind kind)
    {
        const bool canConnect = kind == LinkKind::Kosumi || kind == LinkKind::Ikken || kind == LinkKind::Keima;
        const LinkState best = canConnect ? LinkState::Connected : LinkState::Cuttable;
        if (best != kept.state)
            return static_cast<int>(best) > static_cast<int>(kept.state);
        const int closest = kind == LinkKind::Ogeima ? closeness(LinkKind::MonkeyJump) : closeness(kind);
        return closeness(kept.kind) <= closest;
    }

    // The live stones of each colour as row bit masks: bit x + kPad of
    // rows_[c][y] is the point (x, y); kPad empty columns on each side and
    // kPad empty rows below, so the window of any relation needs no bounds
    // check.
    static constexpr int kPad = kLinkPad;

    void buildRows()
    {
        for (Color c : {Black, White})
            rows_[c].assign(static_cast<std::size_t>(ctx_.size + kPad), 0);
        emptyRows_.assign(static_cast<std::size_t>(ctx_.size), 0);
        for (int y = 0; y < ctx_.size; ++y) {
            const std::size_t i = static_cast<std::size_t>(y);
            for (Color c : {Black, White})
                rows_[c][i] = std::uint64_t{ctx_.liveRows[c][y]} << kPad;
            emptyRows_[i] = std::uint64_t{ctx_.liveRows[Empty][y]} << kPad;
        }
    }

    // What judge() asks of a point, one byte per point (see facts_).
    static constexpr std::uint8_t kStrong = 4;                 // a stone of a stable string
    static constexpr std::uint8_t kNearStrong[3] = {0, 8, 16}; // a strong stone of the colour beside it
    static constexpr std::uint8_t kSure[3] = {0, 32, 64};      // sure territory of the colour

    void buildFacts()
    {
        facts_.assign(static_cast<std::size_t>(ctx_.stride * ctx_.stride), Edge);
        // The strong stones of each colour as row masks (bit x of row y + 1,
        // an empty row above and below the board): the points beside them
        // come from shifts.
        const int n = ctx_.size;
        std::uint32_t strong[3][kMaxBoardSize + 2] = {};
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x) {
                const Point p = b_.at(x, y);
                const Color k = ctx_.live(p);
                std::uint8_t f = k;
                if (isStone(k) && a_.strings[ctx_.stringOf(p)].status == TacticalStatus::Stable) {
                    f |= kStrong;
                    strong[k][y + 1] |= std::uint32_t{1} << x;
                }
                if (a_.territoryKind[p] == TerritoryKind::Sure && isStone(a_.owner[p]))
                    f |= kSure[a_.owner[p]];
                facts_[p] = f;
            }
        const std::uint32_t board = (std::uint32_t{1} << n) - 1;
        for (int y = 0; y < n; ++y)
            for (Color c : {Black, White}) {
                const std::uint32_t* rows = strong[c];
                const std::uint32_t beside =
                    (rows[y] | rows[y + 2] | (rows[y + 1] << 1) | (rows[y + 1] >> 1)) & board;
                for (std::uint32_t bits = beside; bits != 0; bits &= bits - 1)
                    facts_[b_.at(std::countr_zero(bits), y)] |= kNearStrong[c];
            }
    }

    void geometric(Point s, Color c, int sx, int sy)
    {
        const int ss = ctx_.stringOf(s);
        // Each pair once, from the earlier stone: only the offsets that lead
        // to a later point in reading order (a row below, or to the right on
        // the same row), in the order of kRelations.
        struct Offset {
            int dx, dy;
            LinkKind kind;
        };
        static const auto kOffsets = [] {
            std::vector<Offset> v;
            for (const Relation& r : kRelations)
                for (const auto& [dx, dy] : orientations(r.dx, r.dy))
                    if (dy > 0 || (dy == 0 && dx > 0))
                        v.push_back({dx, dy, r.kind});
            return v;
        }();
        // The window bit of each offset (dy * 9 + dx + 4, see below), the
        // offsets as a window mask, and the rank in kOffsets of each bit.
        struct Ranks {
            std::uint64_t mask = 0;
            std::int8_t rank[5 * 9];
        };
        static const Ranks kRanks = [] {
            Ranks r{};
            for (std::size_t i = 0; i < kOffsets.size(); ++i) {
                const int bit = kOffsets[i].dy * 9 + kOffsets[i].dx + kPad;
                r.mask |= std::uint64_t{1} << bit;
                r.rank[bit] = static_cast<std::int8_t>(i);
            }
            return r;
        }();
        // The stones of colour c in the window sx - 4 .. sx + 4 of the rows
        // sy .. sy + 4: bit dy * 9 + dx + 4.
        std::uint64_t window = 0;
        for (int dy = 0; dy <= kPad; ++dy)
            window |= ((rows_[c][static_cast<std::size_t>(sy + dy)] >> sx) & 0x1ff) << (9 * dy);
        window &= kRanks.mask;
        if (window == 0)
            return;
        // Carrying over: only pairs with a string judged again are looked at.
        const bool judgedHere = !partial_ || judged_[static_cast<std::size_t>(ss)];
        if (!judgedHere) {
            std::uint64_t reach = 0;
            for (int dy = 0; dy <= kPad; ++dy)
                reach |= ((judgedRows_[static_cast<std::size_t>(sy + dy)] >> sx) & 0x1ff) << (9 * dy);
            window &= reach;
            if (window == 0)
                return;
        }
        // The offsets with a stone, as bits in the order of kOffsets.
        std::uint32_t present = 0;
        for (; window != 0; window &= window - 1)
            present |= std::uint32_t{1} << kRanks.rank[std::countr_zero(window)];
        for (; present != 0; present &= present - 1) {
            const Offset& o = kOffsets[static_cast<std::size_t>(std::countr_zero(present))];
            const Point t = s + o.dy * ctx_.stride + o.dx;
            const int ts = ctx_.stringOf(t);
            if (ts == ss)
                continue;
            // Most pairs of strings are related by many pairs of stones;
            // a relation that cannot beat the one kept is not judged.
            const std::size_t i = ss < ts ? slot(ss, ts) : slot(ts, ss);
            const int bx0 = std::min(sx, sx + o.dx), bx1 = std::max(sx, sx + o.dx);
            if (at_[i] >= 0) {
                Entry& kept = entries_[static_cast<std::size_t>(at_[i])];
                if (kept.carried)
                    continue;
                if (tracking_)
                    widen(kept, bx0, sy, bx1, sy + o.dy);
                if (cannotImprove(kept, o.kind))
                    continue;
            }
            Candidate l;
            l.a = std::min(ss, ts);
            l.b = std::max(ss, ts);
            l.stoneA = ss < ts ? s : t;
            l.stoneB = ss < ts ? t : s;
            l.kind = o.kind;
            judge(l, sx, sy, o.dx, o.dy, c);
            accept(i, l, l.points, l.count);
            if (tracking_)
                widen(entries_[static_cast<std::size_t>(at_[i])], bx0, sy, bx1, sy + o.dy);
        }
    }

    void judge(Candidate& l, int sx, int sy, int dx, int dy, Color c)
    {
        const Color e = opponent(c);
        const std::uint8_t* facts = facts_.data();
        // A live stone of the opponent; one of a stable string (the
        // capture search cannot take it even if we move first).
        auto enemy = [&](Point p) { return (facts[p] & 3) == e; };
        auto strongEnemy = [&](Point p) { return (facts[p] & (3 | kStrong)) == (e | kStrong); };
        auto empty = [&](Point p) { return (facts[p] & 3) == Empty; };
        auto conn = [&](Point p) { return b_.color(p) == Empty && a_.isConnectionPoint(p, c); };
        const int sgx = dx > 0 ? 1 : (dx < 0 ? -1 : 0), sgy = dy > 0 ? 1 : (dy < 0 ? -1 : 0);
        switch (l.kind) {
        case LinkKind::Kosumi: {
            const Point p1 = at(sx + dx, sy), p2 = at(sx, sy + dy);
            l.evidence({std::min(p1, p2), std::max(p1, p2)});
            if (empty(p1) && empty(p2)) {
                l.state = LinkState::Connected; // two ways to connect (見合い)
                l.why = "miai";
            } else if (enemy(p1) && enemy(p2)) {
                const bool weak = !strongEnemy(p1) || !strongEnemy(p2);
                l.state = weak ? LinkState::Cuttable : LinkState::Broken;
                l.why = weak ? "crosscut-weak" : "crosscut";
            } else {
                const Point free = enemy(p1) ? p2 : p1;
                const Point cutter = enemy(p1) ? p1 : p2;
                if (conn(free)) {
                    l.state = LinkState::Connected;
                    l.why = "connection-point";
                    l.evidence({free});
                } else {
                    l.state = LinkState::Cuttable;
                    l.why = strongEnemy(cutter) ? "one-point" : "one-point-weak";
                    l.evidence({free});
                }
            }
            return;
        }
        case LinkKind::Ikken: {
            const Point m = at(sx + dx / 2, sy + dy / 2);
            const Point s1 = at(sx + dx / 2 + sgy, sy + dy / 2 + sgx);
            const Point s2 = at(sx + dx / 2 - sgy, sy + dy / 2 - sgx);
            l.evidence({m});
            int sides = (s1 != kNoPoint && strongEnemy(s1)) + (s2 != kNoPoint && strongEnemy(s2));
            // Weak stones on both sides become strong by the wedge that
            // joins them: with three or more liberties it is not captured.
            if (sides < 2 && s1 != kNoPoint && s2 != kNoPoint && enemy(s1) && enemy(s2) && empty(m) &&
                libertiesAfterPlay(b_, m, e, 3) >= 3)
                sides = 2;
            if (enemy(m)) {
                l.state = weakEnemy(m) ? LinkState::Cuttable : LinkState::Broken;
                l.why = weakEnemy(m) ? "wedge-weak" : "wedged";
            } else if (conn(m)) {
                l.state = LinkState::Connected;
                l.why = "connection-point";
            } else if (sides < 2) {
                l.state = LinkState::Cuttable;
                l.why = sides == 0 ? "jump" : "peeped";
            } else {
                l.state = LinkState::Broken;
                l.why = "wedge-works";
            }
            return;
        }
        case LinkKind::Keima: {
            // The two cut points: next to each stone on the long side.
            const bool wide = std::abs(dx) == 2;
            const Point c1 = wide ? at(sx + sgx, sy) : at(sx, sy + sgy);
            const Point c2 = wide ? at(sx + sgx, sy + dy) : at(sx + dx, sy + sgy);
            l.evidence({std::min(c1, c2), std::max(c1, c2)});
            const bool e1 = strongEnemy(c1), e2 = strongEnemy(c2);
            const bool f1 = empty(c1) || (enemy(c1) && !e1), f2 = empty(c2) || (enemy(c2) && !e2);
            if (f1 && f2) {
                if (conn(c1) && conn(c2)) {
                    l.state = LinkState::Connected;
                    l.why = "connection-points";
                } else {
                    l.state = LinkState::Cuttable;
                    l.why = "keima";
                }
            } else if ((e1 && conn(c2)) || (e2 && conn(c1))) {
                l.state = LinkState::Cuttable;
                l.why = "pushed-connection-point";
            } else {
                l.state = LinkState::Broken;
                l.why = "pushed";
            }
            return;
        }
        case LinkKind::Hazama: {
            const Point m = at(sx + sgx, sy + sgy);
            l.evidence({m});
            bool blocked = strongEnemy(m);
            for (int i = 0; i < 4; ++i)
                blocked = blocked || strongEnemy(m + ctx_.off(i));
            l.state = blocked ? LinkState::Broken : LinkState::Cuttable;
            l.why = blocked ? "blocked" : "hazama";
            return;
        }
        default:
            break;
        }
        // The long relations: niken, ogeima (or the monkey jump), sanken,
        // daidaikeima. They hold the group together only across open,
        // uncontested space.
        const Point t = at(sx + dx, sy + dy);
        if (l.kind == LinkKind::Ogeima) {
            const int ls = ctx_.line(at(sx, sy)), lt = ctx_.line(t);
            const bool alongEdge = (std::abs(dx) == 3 && (sy == 0 || sy == ctx_.size - 1 || sy + dy == 0 ||
                                                          sy + dy == ctx_.size - 1)) ||
                                   (std::abs(dy) == 3 && (sx == 0 || sx == ctx_.size - 1 || sx + dx == 0 ||
                                                          sx + dx == ctx_.size - 1));
            if (std::min(ls, lt) == 1 && std::max(ls, lt) == 2 && alongEdge)
                l.kind = LinkKind::MonkeyJump;
        }
        // The points strictly between the stones (the bounding box but the
        // two stones) are the evidence, and what stands on them decides.
        bool blocked = false, contested = false, allOurs = true;
        l.count = 0;
        const Point s = b_.at(sx, sy);
        const int x0 = std::min(sx, sx + dx), x1 = std::max(sx, sx + dx);
        const int y0 = std::min(sy, sy + dy), y1 = std::max(sy, sy + dy);
        for (int y = y0; y <= y1; ++y) {
            const Point first = b_.at(x0, y);
            for (Point p = first; p <= first + (x1 - x0); ++p) {
                if (p == s || p == t)
                    continue;
                l.points[l.count++] = p;
                const std::uint8_t f = facts[p];
                blocked = blocked || (f & (3 | kStrong)) == (e | kStrong);
                contested = contested || (f & kNearStrong[e]) != 0;
                allOurs = allOurs && (f & kSure[c]) != 0;
            }
        }
        const bool near = l.kind == LinkKind::Niken || l.kind == LinkKind::Ogeima || l.kind == LinkKind::MonkeyJump;
        if (blocked) {
            l.state = LinkState::Broken;
            l.why = "blocked";
        } else if (allOurs) {
            l.state = LinkState::Cuttable;
            l.why = "own-territory";
        } else if (near && !contested) {
            l.state = LinkState::Cuttable;
            l.why = "open";
        } else {
            l.state = LinkState::Broken;
            l.why = contested ? "contested" : "too-far";
        }
    }

    // Two strings that share two or more liberties are connected (見合い):
    // whichever the opponent fills, we connect at the other.
    void sharedLiberties()
    {
        // (pair of strings, liberty) for every liberty two strings share,
        // sorted by pair, then liberty.
        std::vector<Shared>& shared = scratch().shared;
        shared.clear();
        // Only empty points with two or more live stones of one colour
        // beside them can be shared liberties; the row masks find them.
        // (The pairs are sorted below, so the order found does not matter.)
        const int n = ctx_.size;
        for (Color c : {Black, White}) {
            const std::vector<std::uint64_t>& rows = rows_[c];
            for (int y = 0; y < n; ++y) {
                const std::uint64_t up = y > 0 ? rows[static_cast<std::size_t>(y - 1)] : 0;
                const std::uint64_t down = rows[static_cast<std::size_t>(y + 1)];
                const std::uint64_t left = rows[static_cast<std::size_t>(y)] << 1;
                const std::uint64_t right = rows[static_cast<std::size_t>(y)] >> 1;
                const std::uint64_t two =
                    (up & (down | left | right)) | (down & (left | right)) | (left & right);
                for (std::uint64_t bits = two & emptyRows_[static_cast<std::size_t>(y)]; bits != 0;
                     bits &= bits - 1) {
                    const Point p = b_.at(std::countr_zero(bits) - kPad, y);
                    // Carrying over: a pair with a string judged again has
                    // all its shared liberties beside that string's stones;
                    // a pair of strings not judged again is carried over
                    // (two strings sharing a liberty stand two lines apart
                    // at most, a relation kept in every position).
                    if (partial_ && near_[static_cast<std::size_t>(p)] == 0)
                        continue;
                    int near[4];
                    int k = 0;
                    for (int i = 0; i < 4; ++i) {
                        const Point q = p + ctx_.off(i);
                        if (ctx_.live(q) != c)
                            continue;
                        const int s = ctx_.stringOf(q);
                        if (std::find(near, near + k, s) == near + k)
                            near[k++] = s;
                    }
                    for (int i = 0; i < k; ++i)
                        for (int j = 0; j < k; ++j)
                            if (near[i] < near[j])
                                shared.push_back({static_cast<std::uint32_t>(near[i]) * 4096u +
                                                      static_cast<std::uint32_t>(near[j]),
                                                  p});
                }
            }
        }
        std::sort(shared.begin(), shared.end(),
                  [](const Shared& x, const Shared& y) { return x.key != y.key ? x.key < y.key : x.p < y.p; });
        std::vector<Point>& libs = scratch().libs;
        for (std::size_t i = 0; i < shared.size();) {
            std::size_t j = i;
            libs.clear();
            while (j < shared.size() && shared[j].key == shared[i].key)
                libs.push_back(shared[j++].p);
            const std::uint32_t key = shared[i].key;
            i = j;
            if (libs.size() < 2)
                continue;
            if (partial_) {
                const std::size_t at = find(key);
                if (keys_[at] == key && at_[at] >= 0 && entries_[static_cast<std::size_t>(at_[at])].carried)
                    continue;
            }
            LinkOffer l{{static_cast<int>(key / 4096), static_cast<int>(key % 4096), LinkKind::Solid,
                         LinkState::Connected, kNoPoint, kNoPoint, "shared-liberties"},
                        libs.data(), static_cast<int>(libs.size())};
            Point bamboo[2];
            findPair(l, bamboo);
            offer(l);
        }
    }

    // The two stones to draw a shared-liberty link between, and whether it
    // is a bamboo joint (two parallel one-space jumps) or a kosumi; the
    // evidence of a bamboo joint, its two gaps, goes to bamboo.
    void findPair(LinkOffer& l, Point* bamboo) const
    {
        const StringInfo& sa = a_.strings[l.a];
        int bestD = 1 << 30;
        for (Point p : sa.stones)
            for (Point q : a_.strings[l.b].stones) {
                const int d = std::abs(b_.column(p) - b_.column(q)) + std::abs(b_.row(p) - b_.row(q));
                if (d < bestD) {
                    bestD = d;
                    l.stoneA = p;
                    l.stoneB = q;
                }
                const int dx = b_.column(q) - b_.column(p), dy = b_.row(q) - b_.row(p);
                if ((std::abs(dx) == 2 && dy == 0) || (dx == 0 && std::abs(dy) == 2)) {
                    // Bamboo: a parallel pair one line over, both gaps empty.
                    const int px = dy != 0 ? 1 : 0, py = dx != 0 ? 1 : 0;
                    for (int sgn : {-1, 1}) {
                        const Point p2 = at(b_.column(p) + sgn * px, b_.row(p) + sgn * py);
                        const Point q2 = at(b_.column(q) + sgn * px, b_.row(q) + sgn * py);
                        if (p2 == kNoPoint || q2 == kNoPoint)
                            continue;
                        const Point m1 = (p + q) / 2, m2 = (p2 + q2) / 2;
                        if (ctx_.stringOf(p2) == l.a && ctx_.stringOf(q2) == l.b && ctx_.live(p2) != Empty &&
                            b_.color(m1) == Empty && b_.color(m2) == Empty) {
                            l.kind = LinkKind::Takefu;
                            bamboo[0] = std::min(m1, m2);
                            bamboo[1] = std::max(m1, m2);
                            l.evidence = bamboo;
                            l.count = 2;
                            l.why = "bamboo";
                        }
                    }
                }
            }
        if (l.kind == LinkKind::Solid && bestD == 2 && b_.column(l.stoneA) != b_.column(l.stoneB) &&
            b_.row(l.stoneA) != b_.row(l.stoneB))
            l.kind = LinkKind::Kosumi;
    }

    // Seed 000's exception: A-B linked and B-C linked through two points
    // each, one of them the same point, do not prove both links: a stone
    // there threatens both, and only one can be mended.
    void splitSharedMiai()
    {
        auto tight = [](const Entry& l) {
            return l.state == LinkState::Connected && l.count == 2 &&
                   (std::strcmp(l.why, "miai") == 0 || std::strcmp(l.why, "shared-liberties") == 0 ||
                    std::strcmp(l.why, "bamboo") == 0);
        };
        std::vector<std::size_t>& tightLinks = scratch().tightLinks;
        tightLinks.clear();
        for (std::size_t i = 0; i < entries_.size(); ++i)
            if (tight(entries_[i]))
                tightLinks.push_back(i);
        std::vector<std::size_t>& hit = scratch().hit;
        hit.clear();
        for (std::size_t ti = 0; ti < tightLinks.size(); ++ti) {
            const std::size_t i = tightLinks[ti];
            for (std::size_t tj = ti + 1; tj < tightLinks.size(); ++tj) {
                const std::size_t j = tightLinks[tj];
                const Entry &x = entries_[i], &y = entries_[j];
                const bool common = x.a == y.a || x.a == y.b || x.b == y.a || x.b == y.b;
                if (!common)
                    continue;
                const Color c = a_.strings[x.a].color;
                const Point* ye = pool_.data() + y.first;
                for (int k = 0; k < x.count; ++k) {
                    const Point p = pool_[static_cast<std::size_t>(x.first + k)];
                    if (std::find(ye, ye + y.count, p) != ye + y.count && !a_.isConnectionPoint(p, c)) {
                        hit.push_back(i);
                        hit.push_back(j);
                    }
                }
            }
        }
        for (std::size_t i : hit) {
            entries_[i].state = LinkState::Cuttable;
            entries_[i].why = "shared-miai";
        }
    }

    static constexpr std::uint32_t kFree = 0xffffffffu;

    Context& ctx_;
    Analysis& a_;
    const Board& b_;
    // Buffers from scratch():
    std::vector<std::uint32_t>& keys_;    // pair key a * 4096 + b per slot
    std::vector<int>& at_;                // index into entries_ per slot, -1 if none
    std::vector<Entry>& entries_;         // the relations kept, one per pair of strings
    std::vector<Point>& pool_;            // their evidence
    std::vector<std::uint64_t> (&rows_)[3]; // live stones per colour, see buildRows()
    std::vector<std::uint64_t>& emptyRows_; // empty points (dead stones are not), same bits
    // Per point: the live colour (bits 0-1, Edge off the board), kStrong,
    // kNearStrong and kSure bits.
    std::vector<std::uint8_t>& facts_;
    // Carrying over from the previous position (carryLinks()): whether this
    // run judges only near the changes, the strings judged again, their
    // stones as row masks (bit x + kPad of row y), the points where a
    // shape could join them, and the pairs a shape asked the reader about.
    bool partial_ = false;
    bool tracking_ = false; // the boxes and readers of the relations are kept for the next position
    std::vector<std::uint8_t>& judged_;
    std::vector<std::uint64_t>& judgedRows_;
    std::vector<std::uint8_t>& near_;
    std::vector<std::uint32_t>& reads_;
    std::vector<std::uint16_t>& signatures_; // linkSignatures()
};

} // namespace

void findLinks(Context& ctx)
{
    LinkFinder(ctx).run();
}

} // namespace irodori::analysis::detail
