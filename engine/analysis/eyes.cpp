// Step 10: how many eyes each region of territory is worth, from its shape
// only (no search): false eyes (欠け目) and half eyes first, then the
// eye-space table of eyes.md with its vital points (急所).
#include "eyes.h"

#include <algorithm>

namespace irodori::analysis::detail {
namespace {

// Sizes from which an open region (one not closed off by our stones) is
// worth one eye and two eyes.
constexpr int kOpenOneEye = 3;
constexpr int kOpenTwoEyes = 7;
// Enclosed spaces up to this size lose their second eye to an attack on a
// string around them played inside (see countRegionEyes()); a bigger one
// has room for another eye.
constexpr int kSmallSpace = 10;

// A pocket with a mouth: at most this many empty points.
constexpr int kPocketMax = 6;

int neighboursIn(const Context& ctx, Point p, const std::vector<Point>& space)
{
    int n = 0;
    for (int i = 0; i < 4; ++i)
        if (std::binary_search(space.begin(), space.end(), p + ctx.off(i)))
            ++n;
    return n;
}

} // namespace

DiagonalScore scoreDiagonals(const Context& ctx, Point p, Color c, std::span<const Point> space)
{
    // GNU Go's refinement of seed 000's rule: a diagonal held by an
    // uncapturable enemy stone counts 2, one the enemy can still play safely
    // 1, and a diagonal that is ours (or a capturable enemy stone) 0.
    DiagonalScore d;
    const Color e = opponent(c);
    const Analysis& a = ctx.out;
    for (int i = 4; i < 8; ++i) {
        const Point q = p + ctx.off(i);
        const Color k = ctx.live(q);
        if (k == Edge) {
            d.onEdge = true;
            continue;
        }
        if (k == e) {
            const StringInfo& s = a.strings[ctx.stringOf(q)];
            if (s.status == TacticalStatus::Stable) {
                d.sum += 2;
            } else {
                // Both sides play at the capturing point: one takes the
                // stone, the other saves it.
                d.sum += 1;
                d.weak = s.attack.move != kNoPoint ? s.attack.move : q;
            }
        } else if (k == Empty) {
            const bool ours = std::binary_search(space.begin(), space.end(), q) ||
                              (a.owner[q] == c && a.territoryKind[q] == TerritoryKind::Sure);
            if (!ours && !(ctx.board.color(q) == Empty && a.isConnectionPoint(q, c))) {
                d.sum += 1;
                d.weak = q;
            }
        }
    }
    return d;
}

EyeShape classifySpace(const Context& ctx, const std::vector<Point>& space)
{
    // Eye-space table (eyes.md): values in half eyes; a critical shape is
    // worth 1.5 eyes, two eyes if the owner takes the vital point, one if
    // the attacker does.
    EyeShape r;
    const int n = static_cast<int>(space.size());
    if (n == 0)
        return r;
    if (n >= 7) {
        r.halves = 4;
        return r;
    }
    if (n <= 2) {
        r.halves = 2;
        return r;
    }
    int maxDeg = -1;
    Point hub = kNoPoint;
    bool square = false;
    for (Point p : space) {
        const int d = neighboursIn(ctx, p, space);
        if (d > maxDeg) {
            maxDeg = d;
            hub = p;
        }
        // A 2x2 block with p at its top-left corner.
        const Point e = p + 1, s = p + ctx.stride, se = p + ctx.stride + 1;
        if (std::binary_search(space.begin(), space.end(), e) && std::binary_search(space.begin(), space.end(), s) &&
            std::binary_search(space.begin(), space.end(), se))
            square = true;
    }
    switch (n) {
    case 3: // straight or bent three: the middle point decides
        r.halves = 3;
        r.vital = hub;
        break;
    case 4:
        if (square) {
            r.halves = 2; // square four: one eye whoever plays
        } else if (maxDeg == 3) {
            r.halves = 3; // pyramid four
            r.vital = hub;
        } else {
            r.halves = 4; // straight, bent, twisted four
        }
        break;
    case 5:
        if (square || maxDeg == 4) {
            r.halves = 3; // bulky five or crossed five
            r.vital = hub;
        } else {
            r.halves = 4;
        }
        break;
    case 6:
        if (maxDeg == 4 && square) {
            r.halves = 3; // rabbity six: the centre of the cross
            r.vital = hub;
        } else {
            r.halves = 4;
        }
        break;
    default:
        break;
    }
    return r;
}

namespace {

// The bent four whose bend is the corner point (隅の曲がり四目の形), owned by
// strings without a liberty outside it: the attacker plays next to the
// corner on the long arm, and after the exchanges the owner is left with
// a two-point eye that a throw-in puts in atari. Critical, not alive.
// Returns that vital point, or kNoPoint.
Point cornerBentFour(const Context& ctx, const Region& reg, const std::vector<Point>& space)
{
    if (space.size() != 4)
        return kNoPoint;
    const Board& b = ctx.board;
    const int last = ctx.size - 1;
    Point corner = kNoPoint;
    for (Point p : space) {
        const int x = b.column(p), y = b.row(p);
        if ((x == 0 || x == last) && (y == 0 || y == last) && neighboursIn(ctx, p, space) == 2)
            corner = p;
    }
    if (corner == kNoPoint)
        return kNoPoint;
    for (int s : reg.strings)
        for (Point lib : ctx.out.strings[s].liberties)
            if (!std::binary_search(space.begin(), space.end(), lib))
                return kNoPoint;
    for (int i = 0; i < 4; ++i) {
        const Point q = corner + ctx.off(i);
        if (std::binary_search(space.begin(), space.end(), q) && neighboursIn(ctx, q, space) == 2)
            return q;
    }
    return kNoPoint;
}

// An open region too small to be an eye by its size may be the inside of
// a pocket: the empty points reached from it without passing a stone of
// ours, the points next to an enemy stone not passed, make a space of a
// few points whose only way in is one point beside the enemy's stones
// (its mouth), and one point of the pocket inside that. The enemy may
// enter at the mouth; we answer at the point inside and keep the rest,
// which is then enclosed: worth what its shape is, one eye at most (a
// larger pocket is judged as territory). The stones around it must be
// safe, or the entry threatens them. Returns the eye value in halves
// and sets mouth and block; 0 if the region is no such pocket.
int pocketValue(const Context& ctx, const Region& reg, Point& mouth, Point& block)
{
    static thread_local std::vector<Point> pocket, inner;
    const Color c = reg.color;
    const Color enemy = opponent(c);
    const Board& b = ctx.board;
    pocket.clear();
    for (Point p : reg.points) {
        if (b.color(p) != Empty)
            return 0;
        pocket.push_back(p);
    }
    mouth = kNoPoint;
    auto touchesEnemy = [&](Point p) {
        for (int i = 0; i < 4; ++i)
            if (ctx.live(p + ctx.off(i)) == enemy)
                return true;
        return false;
    };
    for (std::size_t k = 0; k < pocket.size(); ++k) {
        const Point p = pocket[k];
        if (touchesEnemy(p)) {
            if (mouth != kNoPoint && mouth != p)
                return 0;
            mouth = p;
            continue;
        }
        for (int i = 0; i < 4; ++i) {
            const Point q = p + ctx.off(i);
            const Color qc = b.color(q);
            if (qc == Edge || ctx.live(q) == c)
                continue;
            if (qc != Empty)
                return 0; // a stone inside: not a plain pocket
            if (std::find(pocket.begin(), pocket.end(), q) == pocket.end()) {
                if (static_cast<int>(pocket.size()) >= kPocketMax)
                    return 0;
                pocket.push_back(q);
            }
        }
    }
    if (mouth == kNoPoint || std::binary_search(reg.points.begin(), reg.points.end(), mouth))
        return 0;
    // The mouth leads nowhere else, and one point of the pocket lies
    // behind it.
    block = kNoPoint;
    for (int i = 0; i < 4; ++i) {
        const Point q = mouth + ctx.off(i);
        const Color qc = b.color(q);
        if (qc == Edge || ctx.live(q) == c || ctx.live(q) == enemy)
            continue;
        if (qc != Empty || std::find(pocket.begin(), pocket.end(), q) == pocket.end() || block != kNoPoint)
            return 0;
        block = q;
    }
    if (block == kNoPoint)
        return 0;
    // Our stones around it are safe.
    for (Point p : pocket)
        for (int i = 0; i < 4; ++i) {
            const Point q = p + ctx.off(i);
            if (ctx.live(q) == c
                && ctx.out.strings[static_cast<std::size_t>(ctx.stringOf(q))].status != TacticalStatus::Stable)
                return 0;
        }
    inner.clear();
    for (Point p : pocket)
        if (p != mouth && p != block)
            inner.push_back(p);
    if (inner.empty())
        return 0;
    std::sort(inner.begin(), inner.end());
    // Once we have answered at block the rest is enclosed (only block
    // touches the mouth); it must also hang together, each point beside
    // another.
    for (Point p : inner)
        if (neighboursIn(ctx, p, inner) == 0 && inner.size() > 1)
            return 0;
    return std::min(spaceValue(ctx, reg, inner, nullptr), 2);
}

} // namespace

int spaceValue(const Context& ctx, const Region& reg, const std::vector<Point>& space, Point* vital)
{
    EyeShape shape = classifySpace(ctx, space);
    if (shape.halves == 4) {
        const Point v = cornerBentFour(ctx, reg, space);
        if (v != kNoPoint) {
            shape.halves = 3;
            shape.vital = v;
        }
    }
    int v = shape.halves;
    if (vital)
        *vital = shape.vital;
    if (v == 3 && shape.vital != kNoPoint && ctx.board.color(shape.vital) == opponent(reg.color)) {
        // The attacker already holds the vital point with a dead stone
        // (中手): the space is one eye.
        v = 2;
    } else if (v == 3 && shape.vital != kNoPoint && ctx.board.color(shape.vital) == Empty
               && ctx.board.isSuicide(shape.vital, opponent(reg.color))) {
        // The attacker cannot play the vital point: its stones there (in
        // atari at that point, as the owner's stones around are not) would
        // have no liberty. The owner takes it whenever the attacker makes
        // it playable by filling the outside liberties, and its stone there
        // takes them: two eyes (two stones in atari at one point, taken
        // together, leave two eyes where the shape alone is one).
        v = 4;
    }
    return v;
}

void countRegionEyes(Context& ctx)
{
    // The space being judged and the space without its half eyes, kept on
    // this thread between regions and evaluations.
    static thread_local std::vector<Point> space, without;
    for (Region& reg : ctx.out.regions) {
        const Color c = reg.color;
        space.assign(reg.points.begin(), reg.points.end());
        Point halfVital = kNoPoint;
        // False eyes are judged at the ends of the space (points with at most
        // one neighbour inside it); removing one can expose another end.
        // Only a closed space has eye points to lose; open territory is
        // judged by its size alone.
        bool changed = reg.enclosed;
        while (changed) {
            changed = false;
            for (std::size_t i = 0; i < space.size(); ++i) {
                const Point p = space[i];
                if (neighboursIn(ctx, p, space) > 1)
                    continue;
                if (std::binary_search(reg.halfEyes.begin(), reg.halfEyes.end(), p))
                    continue;
                const DiagonalScore d = scoreDiagonals(ctx, p, c, space);
                const int falseAt = d.onEdge ? 2 : 4;
                if (d.sum >= falseAt) {
                    reg.falseEyes.push_back(p);
                    space.erase(space.begin() + static_cast<long>(i));
                    changed = true;
                    break;
                }
                if (d.sum == falseAt - 1) {
                    reg.halfEyes.push_back(p);
                    std::sort(reg.halfEyes.begin(), reg.halfEyes.end());
                    if (halfVital == kNoPoint)
                        halfVital = d.weak;
                }
            }
        }
        std::sort(reg.falseEyes.begin(), reg.falseEyes.end());
        Point vital = kNoPoint;
        int value = spaceValue(ctx, reg, space, &vital);
        if (!reg.halfEyes.empty()) {
            // A half eye turns false if the attacker plays first: the space
            // is worth the mean of both outcomes.
            without.clear();
            std::set_difference(space.begin(), space.end(), reg.halfEyes.begin(), reg.halfEyes.end(),
                                std::back_inserter(without));
            const int worse = spaceValue(ctx, reg, without, nullptr);
            if (worse < value) {
                value = (value + worse) / 2;
                if (vital == kNoPoint)
                    vital = halfVital;
            }
        }
        if (value == 4 && reg.enclosed && static_cast<int>(space.size()) <= kSmallSpace) {
            // A string of ours around a small space that the opponent
            // takes by playing inside it first: that move is played in the
            // space whatever its shape, and takes the string with its
            // share of the wall. Two eyes only if we answer there:
            // critical.
            for (int si : reg.strings) {
                const StringInfo& str = ctx.out.strings[static_cast<std::size_t>(si)];
                if (str.color == c && str.status == TacticalStatus::Unsettled
                    && std::binary_search(space.begin(), space.end(), str.attack.move)) {
                    value = 3;
                    vital = str.attack.move;
                    break;
                }
            }
        }
        if (!reg.enclosed) {
            // Open territory is an eye only when it is large: the opponent
            // can still approach a small open space from its open side.
            const int n = static_cast<int>(space.size());
            value = n < kOpenOneEye ? 0 : (n < kOpenTwoEyes ? std::min(value, 2) : 4);
            vital = kNoPoint;
            if (value == 0) {
                Point mouth, block;
                value = pocketValue(ctx, reg, mouth, block);
                if (value > 0) {
                    reg.mouth = mouth;
                    reg.block = block;
                }
            }
        }
        reg.eyeHalves = value;
        reg.vital = vital;
    }
}

} // namespace irodori::analysis::detail
