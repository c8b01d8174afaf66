// Candidate moves: shapes around stones, the evaluation's key points and the
// opening, each with a provisional value; then legality and the filters that
// keep the search away from moves no player would read (own eyes, hopeless
// self-atari, shape moves inside settled territory).
#include "movegen.h"

#include "opening.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace irodori::search {

using analysis::Analysis;
using analysis::Group;
using analysis::GroupStatus;
using analysis::LinkState;
using analysis::TacticalStatus;
using analysis::TerritoryKind;

namespace {

constexpr int kPoint = 100;

// Values gathered per point before the filters.
struct Accumulator {
    explicit Accumulator(int area) : value(area, 0), reasons(area, 0) {}
    std::vector<int> value;
    std::vector<std::uint32_t> reasons;
};

void add(Accumulator& acc, const Board& b, Point p, int v, std::uint32_t why)
{
    if (p <= 0 || !b.onBoard(p) || b.color(p) != Empty)
        return;
    acc.value[p] += v;
    acc.reasons[p] |= why;
}

// Territory of a group: the points of its regions.
int groupTerritory(const Analysis& a, const Group& g)
{
    int t = 0;
    for (int r : g.regions)
        t += static_cast<int>(a.regions[r].points.size());
    return t;
}

// How much a move that changes the fate of g is worth, before reading: big
// and weak groups first (弱くて大きい石). Settled groups (alive or dead) are
// worth little, a group at 50 % the most.
int urgency(const Analysis& a, const Group& g)
{
    if (g.status == GroupStatus::Seki)
        return 0;
    const int size = g.stones + groupTerritory(a, g);
    const int doubt = std::min(g.safety, 100 - g.safety); // 0 .. 50
    const int base = g.status == GroupStatus::Unsettled ? 10 : 0;
    return size * kPoint * (doubt + base) / 50;
}

bool isSure(const Analysis& a, Point p)
{
    return a.territoryKind[p] == TerritoryKind::Sure;
}

// Reasons whose points are the key points of a group's life: eye-making
// points, the killing point, connections.
bool isKeyReason(const std::string& key)
{
    return key == "eye-if-played" || key == "dies-if-attacked-first" || key == "capture-to-connect" ||
           key == "capturable-neighbour" || key == "half-eyes-share-vital-point" || key == "connect-living" ||
           key == "connect-one-eye-group" || key == "dies-in-sente";
}

void stringPoints(const Position& pos, const Analysis& a, Accumulator& acc)
{
    const Board& b = pos.board();
    const Color me = pos.toMove();
    for (const auto& s : a.strings) {
        const int stones = static_cast<int>(s.stones.size());
        const Group* g = s.group >= 0 ? &a.groups[s.group] : nullptr;
        const int groupValue = g ? urgency(a, *g) : 0;
        const int libs = static_cast<int>(s.liberties.size());
        if (s.color == me) {
            if (s.status == TacticalStatus::Unsettled || s.status == TacticalStatus::Ko) {
                const int v = 2 * kPoint * stones + groupValue + 2 * kPoint;
                add(acc, b, s.defence.move, s.status == TacticalStatus::Ko ? v / 2 : v, kReasonSave);
            }
            if (libs == 1 && s.status != TacticalStatus::Dead)
                add(acc, b, s.liberties[0], kPoint * stones + kPoint, kReasonSave);
        } else {
            if (s.status == TacticalStatus::Unsettled || s.status == TacticalStatus::Ko) {
                const int v = 2 * kPoint * stones + groupValue + 2 * kPoint;
                add(acc, b, s.attack.move, s.status == TacticalStatus::Ko ? v / 2 : v, kReasonCapture);
            }
            if (libs == 1) {
                // Taking stones in atari: they become prisoners and their
                // points territory, more when the capture gives liberties
                // to a weak friendly neighbour.
                int v = 2 * kPoint * stones + kPoint;
                for (Point st : s.stones)
                    for (int i = 0; i < 4; ++i) {
                        const Point q = st + b.offsets()[i];
                        if (b.color(q) == me && b.liberties(q) <= 2)
                            v += kPoint * b.stringSize(q);
                    }
                add(acc, b, s.liberties[0], v, kReasonCapture);
            } else if (libs == 2 && s.status != TacticalStatus::Dead) {
                for (Point lib : s.liberties)
                    if (libertiesAfter(b, lib, me) >= 2)
                        add(acc, b, lib, kPoint / 2 + 10 * stones, kReasonAtari);
            }
        }
    }
}

void groupPoints(const Position& pos, const Analysis& a, Accumulator& acc)
{
    const Board& b = pos.board();
    const Color me = pos.toMove();
    for (const Group& g : a.groups) {
        const int u = urgency(a, g);
        if (u <= 0)
            continue;
        const bool mine = g.color == me;
        // Eye vital points (急所) of its regions: make the eye or destroy it.
        for (int r : g.regions) {
            const auto& reg = a.regions[r];
            add(acc, b, reg.vital, u, kReasonEyeVital);
            for (Point h : reg.halfEyes)
                add(acc, b, h, u / 2, kReasonEyeVital);
        }
        // Connections to living groups: join, or block the join.
        for (Point p : g.connectionPoints)
            add(acc, b, p, u, mine ? kReasonConnect : kReasonCut);
        for (const auto& reason : g.reasons)
            if (isKeyReason(reason.key))
                for (Point p : reason.points)
                    add(acc, b, p, u / 2, kReasonEyeVital);
        // Escape (逃げ出し) along the liberties that lead into the open; the
        // attacker blocks on the same points.
        for (int s : g.strings)
            for (Point lib : a.strings[s].liberties) {
                if (isSure(a, lib) && a.owner[lib] == opponent(g.color))
                    continue;
                if (libertiesAfter(b, lib, g.color) < 3)
                    continue;
                int open = 0;
                for (int i = 0; i < 4; ++i)
                    open += b.color(lib + b.offsets()[i]) == Empty;
                add(acc, b, lib, u * open / 8, kReasonEscape);
            }
    }
}

// Cuttable links (黄色): the owner connects, the opponent cuts.
void linkPoints(const Position& pos, const Analysis& a, Accumulator& acc)
{
    const Board& b = pos.board();
    const Color me = pos.toMove();
    for (const auto& l : a.links) {
        if (l.state == LinkState::Connected)
            continue;
        const auto& sa = a.strings[l.a];
        const auto& sb = a.strings[l.b];
        const int small = static_cast<int>(std::min(sa.stones.size(), sb.stones.size()));
        int u = 0;
        if (sa.group >= 0)
            u = std::max(u, urgency(a, a.groups[sa.group]));
        if (sb.group >= 0)
            u = std::max(u, urgency(a, a.groups[sb.group]));
        int v = l.state == LinkState::Cuttable ? kPoint * small + kPoint / 2 + u / 2 : u / 3;
        if (v <= 0)
            continue;
        for (Point p : l.evidence)
            add(acc, b, p, v, sa.color == me ? kReasonConnect : kReasonCut);
    }
}

// Shape moves around every stone that is not dead.
void shapePoints(const Position& pos, const Analysis& a, Accumulator& acc)
{
    const Board& b = pos.board();
    const int n = b.size();
    const bool opening = a.phase == analysis::GamePhase::Opening;
    struct Shape {
        int dx, dy, base;
        bool hane;
    };
    // nobi, hane, ikken, keima, niken, ogeima
    static const Shape shapes[] = {
        {1, 0, 60, false}, {1, 1, 70, true}, {2, 0, 70, false}, {2, 1, 65, false},
        {3, 0, 50, false}, {3, 1, 45, false},
    };
    struct Offset {
        int dx, dy, base;
        bool hane;
    };
    static const std::vector<Offset> offsets = [] {
        std::vector<Offset> v;
        for (const Shape& sh : shapes)
            for (int sx = -1; sx <= 1; sx += 2)
                for (int sy = -1; sy <= 1; sy += 2)
                    for (int swap = 0; swap < 2; ++swap) {
                        const int dx = (swap ? sh.dy : sh.dx) * sx, dy = (swap ? sh.dx : sh.dy) * sy;
                        const bool dup = std::any_of(v.begin(), v.end(),
                                                     [&](const Offset& o) { return o.dx == dx && o.dy == dy; });
                        if (!dup)
                            v.push_back({dx, dy, sh.base, sh.hane});
                    }
        return v;
    }();
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const Point s = b.at(x, y);
            const Color c = b.color(s);
            if (!isStone(c))
                continue;
            const Group* g = a.groupAt(s);
            if (g && g->status == GroupStatus::Dead)
                continue;
            for (const Offset& sh : offsets) {
                const int tx = x + sh.dx, ty = y + sh.dy;
                if (tx < 0 || ty < 0 || tx >= n || ty >= n)
                    continue;
                const Point p = b.at(tx, ty);
                if (b.color(p) != Empty || isSure(a, p))
                    continue;
                bool touchesEnemy = false;
                for (int i = 0; i < 4; ++i)
                    touchesEnemy |= b.color(p + b.offsets()[i]) == opponent(c);
                if (sh.hane && !touchesEnemy)
                    continue;
                // Contested points nearby: what the move fights for.
                int contested = 0;
                for (int ey = -2; ey <= 2; ++ey)
                    for (int ex = -2; ex <= 2; ++ex) {
                        if (std::abs(ex) + std::abs(ey) > 2)
                            continue;
                        const int qx = tx + ex, qy = ty + ey;
                        if (qx < 0 || qy < 0 || qx >= n || qy >= n)
                            continue;
                        const Point q = b.at(qx, qy);
                        if (b.color(q) == Empty && !isSure(a, q))
                            ++contested;
                    }
                int v = sh.base + 12 * contested;
                const int line = b.line(p);
                if (line == 1)
                    v /= 3;
                else if (line == 2 && opening && n >= 13)
                    v = v * 2 / 3;
                add(acc, b, p, v, kReasonShape);
            }
        }
}

// The boundary between the territories (寄せ): empty points next to stones
// or sure territory that nobody owns yet.
void boundaryPoints(const Position& pos, const Analysis& a, Accumulator& acc)
{
    const Board& b = pos.board();
    const int n = b.size();
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const Point p = b.at(x, y);
            if (b.color(p) != Empty || isSure(a, p))
                continue;
            int stones = 0, sure = 0;
            for (int i = 0; i < 4; ++i) {
                const Point q = p + b.offsets()[i];
                if (isStone(b.color(q)))
                    ++stones;
                else if (b.color(q) == Empty && isSure(a, q))
                    ++sure;
            }
            if (stones + sure == 0)
                continue;
            add(acc, b, p, 20 + 25 * sure + 5 * stones, kReasonBoundary);
        }
}

} // namespace

std::string reasonText(std::uint32_t reasons)
{
    static const char* names[] = {"shape", "opening", "escape", "connect", "cut",
                                  "eye-vital", "capture", "save", "boundary", "atari"};
    std::string out;
    for (int i = 0; i < 10; ++i)
        if (reasons & (1u << i)) {
            if (!out.empty())
                out += ',';
            out += names[i];
        }
    return out;
}

int widthAtPly(int ply)
{
    if (ply <= 1)
        return 50;
    if (ply == 2)
        return 20;
    return 10;
}

int libertiesAfter(const Board& b, Point p, Color c, int cap)
{
    // Distinct liberties of the merged string: the empty neighbours of p,
    // the liberties of joined strings, and points freed by captures. Most
    // points asked about have enough of them without listing any string:
    // cap empty neighbours, or a joined string with cap liberties besides p
    // (all of them stay liberties of the merged string).
    {
        int empties = 0;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + b.offsets()[i];
            const Color k = b.color(q);
            if (k == Empty)
                ++empties;
            else if (k == c && b.liberties(q) - 1 >= cap)
                return cap;
        }
        if (empties >= cap)
            return cap;
    }
    Point libs[64];
    int count = 0;
    auto addLib = [&](Point q) {
        if (q == p)
            return;
        for (int i = 0; i < count; ++i)
            if (libs[i] == q)
                return;
        if (count < 64)
            libs[count++] = q;
    };
    Point seenHeads[4];
    int heads = 0;
    for (int i = 0; i < 4; ++i) {
        const Point q = p + b.offsets()[i];
        const Color k = b.color(q);
        if (k == Empty) {
            addLib(q);
        } else if (k == c) {
            const Point h = b.head(q);
            bool dup = false;
            for (int j = 0; j < heads; ++j)
                dup |= seenHeads[j] == h;
            if (dup)
                continue;
            seenHeads[heads++] = h;
            Point buf[64];
            const int nl = b.libertyList(q, buf, 64);
            for (int j = 0; j < nl; ++j)
                addLib(buf[j]);
        } else if (k == opponent(c) && b.liberties(q) == 1) {
            // The capture frees p's neighbour q itself (and more, ignored).
            addLib(q);
        }
        if (count >= cap)
            return count;
    }
    return count;
}

bool isSelfAtari(const Board& b, Point p, Color c, int* stones)
{
    if (b.wouldCapture(p, c) > 0) {
        if (stones)
            *stones = 1;
        return false;
    }
    if (libertiesAfter(b, p, c, 2) >= 2)
        return false;
    if (stones) {
        int total = 1;
        Point heads[4];
        int nh = 0;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + b.offsets()[i];
            if (b.color(q) != c)
                continue;
            const Point h = b.head(q);
            bool dup = false;
            for (int j = 0; j < nh; ++j)
                dup |= heads[j] == h;
            if (!dup) {
                heads[nh++] = h;
                total += b.stringSize(q);
            }
        }
        *stones = total;
    }
    return true;
}

bool isOwnTrueEye(const Board& b, Point p, Color c)
{
    if (b.color(p) != Empty)
        return false;
    for (int i = 0; i < 4; ++i) {
        const Color k = b.color(p + b.offsets()[i]);
        if (k != c && k != Edge)
            return false;
    }
    int enemy = 0, edge = 0;
    for (int i = 4; i < 8; ++i) {
        const Color k = b.color(p + b.offsets()[i]);
        if (k == opponent(c))
            ++enemy;
        else if (k == Edge)
            ++edge;
    }
    return edge > 0 ? enemy == 0 : enemy < 2;
}

std::vector<Candidate> generateCandidates(const Position& pos, const Analysis& a)
{
    const Board& b = pos.board();
    const Color me = pos.toMove();
    Accumulator acc(b.stride() * b.stride());
    stringPoints(pos, a, acc);
    groupPoints(pos, a, acc);
    linkPoints(pos, a, acc);
    shapePoints(pos, a, acc);
    if (a.phase != analysis::GamePhase::Opening)
        boundaryPoints(pos, a, acc);
    for (const auto& o : openingMoves(pos))
        add(acc, b, o.point, o.value, kReasonOpening);

    constexpr std::uint32_t kFighting =
        kReasonEscape | kReasonConnect | kReasonCut | kReasonEyeVital | kReasonCapture | kReasonSave;
    std::vector<Candidate> out;
    const int n = b.size();
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const Point p = b.at(x, y);
            const std::uint32_t why = acc.reasons[p];
            if (why == 0 || b.color(p) != Empty)
                continue;
            if (isOwnTrueEye(b, p, me))
                continue;
            // Settled territory of either side: only fighting moves go there.
            if (isSure(a, p) && (why & kFighting) == 0)
                continue;
            int stones = 0;
            if (isSelfAtari(b, p, me, &stones)) {
                // A throw-in (放り込み) that kills or breaks an eye is the only
                // self-atari worth reading, and only with one stone.
                if (stones > 1 || (why & (kReasonCapture | kReasonEyeVital)) == 0)
                    continue;
            }
            if (!pos.isLegal({me, p}))
                continue;
            out.push_back({p, acc.value[p], why});
        }
    std::stable_sort(out.begin(), out.end(),
                     [](const Candidate& l, const Candidate& r) { return l.value > r.value; });
    return out;
}

std::vector<Candidate> selectCandidates(const std::vector<Candidate>& all, const Board& b,
                                        const SelectOptions& o)
{
    std::vector<Candidate> out;
    out.reserve(std::min<std::size_t>(all.size(), static_cast<std::size_t>(std::max(0, o.width))));
    for (const Candidate& c : all) {
        if (static_cast<int>(out.size()) >= o.width)
            break;
        if (o.focus && !o.focus->empty()) {
            bool near = false;
            const int cx = b.column(c.point), cy = b.row(c.point);
            for (Point f : *o.focus) {
                if (f <= 0)
                    continue;
                if (std::abs(b.column(f) - cx) <= o.focusRadius && std::abs(b.row(f) - cy) <= o.focusRadius) {
                    near = true;
                    break;
                }
            }
            if (!near)
                continue;
        }
        out.push_back(c);
    }
    return out;
}

} // namespace irodori::search
