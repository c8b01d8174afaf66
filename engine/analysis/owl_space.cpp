// The value of the group's closed eye spaces for the group reading: the
// eye table of eyes.md (false eyes 欠け目, the critical shapes and their
// vital points 急所, nakade 中手) applied to each space, to the pieces it
// may fall into, and to spaces an enemy wall bounds.
#include "context.h"
#include "owl_internal.h"

#include <algorithm>

namespace irodori::analysis::owl {
namespace {

int neighboursIn(const Board& b, Point p, const std::vector<Point>& space)
{
    int n = 0;
    for (int i = 0; i < 4; ++i)
        if (std::find(space.begin(), space.end(), p + b.offsets()[i]) != space.end())
            ++n;
    return n;
}

// Whether a stone of colour c in the piece has a liberty outside it.
bool hasLibertyOutside(const Board& b, const std::vector<Point>& piece, Color c)
{
    for (Point q : piece) {
        if (b.color(q) != c)
            continue;
        for (int i = 0; i < 4; ++i) {
            const Point n = q + b.offsets()[i];
            if (b.color(n) == Empty && std::find(piece.begin(), piece.end(), n) == piece.end())
                return true;
        }
    }
    return false;
}

// Whether an enemy string with two liberties or more touches q: the enemy
// can play at q joined to it, even when q lies in another of the group's
// spaces (a stone poking into it that the group has not shut in).
bool besideLiveEnemy(const Board& b, Point q, Color enemy)
{
    for (int i = 0; i < 4; ++i)
        if (b.color(q + b.offsets()[i]) == enemy && b.liberties(q + b.offsets()[i]) >= 2)
            return true;
    return false;
}

// Diagonal rule for a one-point eye (欠け目): 2 per enemy stone that is not
// in atari, 1 per enemy stone in atari or empty point the enemy can use.
SpaceValue onePointEye(const Board& b, Point p, Color own, const Scratch& s)
{
    const Color enemy = opponent(own);
    int sum = 0;
    bool edge = false;
    Point weak = kNoPoint;
    for (int i = 4; i < 8; ++i) {
        const Point q = p + b.offsets()[i];
        const Color c = b.color(q);
        if (c == Edge) {
            edge = true;
        } else if (c == enemy) {
            if (s.label[q] > 0 || b.liberties(q) == 1) {
                sum += 1; // capturable, or a dead stone inside our space
                if (b.liberties(q) == 1) {
                    Point lib = kNoPoint;
                    b.libertyList(q, &lib, 1);
                    weak = lib;
                }
            } else {
                sum += 2;
            }
        } else if (c == Empty && (s.label[q] <= 0 || besideLiveEnemy(b, q, enemy))) {
            // (A diagonal point in another space of the group counts only
            // when a living enemy stone beside it lets the enemy play there.)
            // The enemy can play there unless its stone would be captured
            // at once.
            if (detail::libertiesAfterPlay(b, q, enemy, 2) >= 2) {
                sum += 1;
                weak = q;
            }
        }
    }
    const int falseAt = edge ? 2 : 4;
    if (sum >= falseAt)
        return {0, 0, kNoPoint};
    if (sum == falseAt - 1)
        return {0, 2, weak};
    return {2, 2, kNoPoint};
}

} // namespace

// Eye table of eyes.md for a space of n >= 3 points: critical shapes give
// their vital point, the others one or two eyes.
SpaceValue shapeValue(const Board& b, const std::vector<Point>& space)
{
    const int n = static_cast<int>(space.size());
    if (n >= 7)
        return {4, 4, kNoPoint};
    int maxDeg = -1;
    Point hub = kNoPoint;
    bool square = false;
    const int stride = b.stride();
    auto has = [&](Point q) { return std::find(space.begin(), space.end(), q) != space.end(); };
    for (Point p : space) {
        const int d = neighboursIn(b, p, space);
        if (d > maxDeg) {
            maxDeg = d;
            hub = p;
        }
        if (has(p + 1) && has(p + stride) && has(p + stride + 1))
            square = true;
    }
    bool critical = false;
    switch (n) {
    case 3:
        critical = true; // straight and bent three
        break;
    case 4:
        if (square)
            return {2, 2, kNoPoint}; // square four
        critical = maxDeg == 3;      // pyramid four
        break;
    case 5:
        critical = square || maxDeg == 4; // bulky five, crossed five
        break;
    case 6:
        critical = square && maxDeg == 4; // rabbity six
        break;
    default:
        break;
    }
    if (critical)
        return {2, 4, hub};
    return {4, 4, kNoPoint};
}

// The value of one connected set of points of a closed space (the eye
// table, the one-point eye's diagonals, stones inside).
SpaceValue pieceValue(const Board& b, const std::vector<Point>& piece, Color own, const Scratch& s,
                      const std::vector<Space>& spaces)
{
    const Color enemy = opponent(own);
    int enemyStones = 0;
    for (Point q : piece)
        if (b.color(q) == enemy)
            ++enemyStones;
    SpaceValue sv;
    const int n = static_cast<int>(piece.size());
    if (n == 1) {
        sv = onePointEye(b, piece[0], own, s);
        // A wall string with two liberties, its other one where the
        // enemy may legally play (a larger space or outside), is put in atari
        // there: the owner must fill this eye to connect, or lose the
        // string with it. The eye is not sure.
        for (int j = 0; j < 4 && sv.min > 0; ++j) {
            const Point w = piece[0] + b.offsets()[j];
            if (b.color(w) != own || b.liberties(w) != 2)
                continue;
            Point libs[2];
            b.libertyList(w, libs, 2);
            const Point other = libs[0] == piece[0] ? libs[1] : libs[0];
            const int l = s.label[other];
            if ((l <= 0 || spaces[static_cast<std::size_t>(l - 1)].points.size() >= 2) &&
                detail::libertiesAfterPlay(b, other, enemy, 1) >= 1)
                sv.min = 0;
        }
    } else if (n == 2) {
        sv = {2, 2, kNoPoint};
    } else {
        sv = shapeValue(b, piece);
    }
    // An enemy stone in the space with a liberty outside it (in a pocket
    // by its wall, or in another space) is not shut in: it can be joined
    // up or given room from there, and while it stands the space is no
    // sure eye (it may become one if the owner captures the stone).
    if (enemyStones > 0 && sv.min > 0 && hasLibertyOutside(b, piece, enemy))
        sv.min = 0;
    if (enemyStones > 0 && n >= 3) {
        if (sv.vital != kNoPoint && b.color(sv.vital) == enemy)
            sv = {2, 2, kNoPoint}; // 中手: the vital point is taken
        else if (sv.min == 4 && n <= 8)
            sv.min = 2; // stones inside may still grow into a nakade
    }
    if (sv.min == 4) {
        // Two eyes in one space need a wall that does not fall first: a
        // string around it with two liberties can be cut down from
        // inside.
        int wall = 1000;
        for (Point q : piece)
            for (int j = 0; j < 4; ++j) {
                const Point w = q + b.offsets()[j];
                if (b.color(w) == own)
                    wall = std::min(wall, b.liberties(w));
            }
        if (wall <= 2)
            sv.min = 2;
    }
    return sv;
}

namespace {

// The value of a set of points that may fall apart into pieces: the sure
// eyes of all pieces, and the owner's one move in the piece where it
// gains most.
SpaceValue piecesValue(const Board& b, const std::vector<Point>& points, Color own, Scratch& s,
                       const std::vector<Space>& spaces)
{
    SpaceValue total;
    int gain = 0;
    const std::uint32_t m = s.newPass();
    for (Point p : points)
        s.mark[p] = m;
    std::vector<Point> piece;
    for (Point p : points) {
        if (s.mark[p] != m)
            continue;
        piece.assign(1, p);
        s.mark[p] = 0;
        for (std::size_t k = 0; k < piece.size(); ++k)
            for (int j = 0; j < 4; ++j) {
                const Point q = piece[k] + b.offsets()[j];
                if (s.mark[q] == m) {
                    s.mark[q] = 0;
                    piece.push_back(q);
                }
            }
        std::sort(piece.begin(), piece.end());
        const SpaceValue pv = pieceValue(b, piece, own, s, spaces);
        total.min += pv.min;
        if (pv.max - pv.min > gain) {
            gain = pv.max - pv.min;
            total.vital = pv.vital;
        }
    }
    total.max = total.min + gain;
    return total;
}

} // namespace

// A space the enemy's wall bounds too. The points beside the wall
// (marginal) are no eye: the enemy plays there connected to its wall and
// pushes in from there, so with the attacker first nothing here is sure.
// With the owner first and one marginal point (or a mouth of two, see
// below), it closes the space there and keeps what the rest is worth with
// the attacker to move.
SpaceValue walledValue(const Board& b, const Space& space, Color own, Scratch& s, const std::vector<Space>& spaces)
{
    std::vector<Point> core;
    Point marginal = kNoPoint, other = kNoPoint;
    int marginals = 0;
    for (Point p : space.points) {
        if (s.label[p] == kMarginal) {
            other = marginal;
            marginal = p;
            ++marginals;
        } else {
            core.push_back(p);
        }
    }
    SpaceValue sv;
    if (marginals == 2 && !core.empty() && b.color(marginal) == Empty && b.color(other) == Empty) {
        // A mouth two points wide: two points beside the wall side by
        // side, only one of them next to the rest of the space. The owner,
        // moving first, closes it there (the enemy's stone on the other
        // point then opens nothing); the attacker first pushes in at it.
        auto coreNeighbours = [&](Point m) {
            int n = 0;
            for (int i = 0; i < 4; ++i)
                n += std::find(core.begin(), core.end(), m + b.offsets()[i]) != core.end() ? 1 : 0;
            return n;
        };
        bool side = false;
        for (int i = 0; i < 4; ++i)
            side = side || marginal + b.offsets()[i] == other;
        const int nm = coreNeighbours(marginal), no = coreNeighbours(other);
        if (!side || nm + no > 1)
            return sv;
        marginal = nm > 0 ? marginal : other;
    } else if (marginals != 1 || core.empty() || b.color(marginal) != Empty) {
        return sv;
    }
    // Enemy stones inside that are not in atari make it shared ground.
    for (Point p : core)
        if (b.color(p) == opponent(own) && b.liberties(p) >= 2)
            return sv;
    const SpaceValue closed = piecesValue(b, core, own, s, spaces);
    if (closed.min > 0)
        sv = {0, closed.min, marginal};
    return sv;
}

} // namespace irodori::analysis::owl
