#include "reader.h"

#include "search.h"

#include <algorithm>

namespace irodori::tactics {

using namespace detail;

namespace {

// Plies of connection reading (each may start a capture search).
constexpr int kConnectionDepth = 14;
// A cut found at the connection depth is read again this many plies
// deeper: a line that reached the depth limit was counted cut (the
// cutting stones were not yet taken, or the join not yet made), and the
// cut then stands only if the deeper reading finds it too within the
// node budget.
constexpr int kConfirmPlies = 4;
// A connection question left open because a reading used its node
// budget: the owner's join is read again from this depth up, two plies
// more each time, with this many node budgets in all (see
// Reader::Impl::shallower()).
constexpr int kShallowDepth = 4;
constexpr int kShallowBudgets = 4;
// A join read again as a cut question of its own (see
// Reader::Impl::standingJoin()) has this share of the node budget for
// each of its readings (one running over it shows no join).
constexpr std::uint64_t kJoinBudgetShare = 4;

// pos with c to move: if it is the other side's turn, that side passes
// (which also lifts the ko ban, as it bound only the other side).
Position withTurn(const Position& pos, Color c)
{
    Position out = pos;
    if (out.toMove() != c)
        out.play({out.toMove(), kPass});
    return out;
}

bool isStringAt(const Position& pos, Point p)
{
    return pos.board().onBoard(p) && isStone(pos.board().color(p));
}

// A string that cannot be captured still gets a move when it is short of
// liberties, as GNU Go answers "defend": the first defence the reading
// finds, else the liberty that leaves the string the most. A string with
// more liberties than the reader ever attacks needs none (kNoPoint).
Point safeMove(Search& s, const Position& pos, Point str, Color d)
{
    const Board& b = pos.board();
    if (b.liberties(str) > s.budget().safeLiberties)
        return kNoPoint;
    s.setRoot(pos, d);
    Point move = kNoPoint;
    if (s.defend(str, d, &move) > RFail && move != kNoPoint)
        return move;
    Point libs[8];
    const int n = b.libertyList(str, libs, 8);
    Point best = kNoPoint;
    int bestLibs = -1;
    for (int i = 0; i < n; ++i) {
        int kind;
        if (!s.play(libs[i], d, &kind))
            continue;
        const int after = s.board().liberties(str);
        s.undo();
        if (after > bestLibs) {
            bestLibs = after;
            best = libs[i];
        }
    }
    return best;
}

ReadResult result(int rank, Point move)
{
    return {toCode(rank), rank > RFail ? move : kNoPoint};
}

// How many unconditional answers a question reads again (see refutation()).
constexpr int kMaxRechecks = 3;

int checkedAnswer(Search& s, const Position& pos, Point str, Color d, Color mover, int rank, Point* move,
                  int levels, bool inAtari = false);

// What the opponent of the mover gets after the mover's unconditional
// answer at move, the position after it read as a question of its own,
// from its root: the reading below a root move is shallower by one ply
// (three-liberty attacks narrow, four liberties count as safe, the
// liberty-race moves are listed at the root only), so a refutation can lie
// just beyond it. With levels > 1 the refutation is itself checked so
// (levels - 1), a defence of the string left in atari too if inAtari.
// after is the position after the mover's answer.
int refutationAfter(Search& s, const Position& after, Point str, Color d, Color mover, int levels,
                    bool inAtari = false)
{
    const Color other = opponent(mover);
    s.setRoot(after, other);
    Point reply;
    int rank = other == d ? s.defend(str, d, &reply) : s.attack(str, d, &reply);
    if (levels > 1)
        rank = checkedAnswer(s, after, str, d, other, rank, &reply, levels - 1, inAtari);
    return rank;
}

// The same from the position before the answer at move; RFail if the move
// cannot be played there (it is then no answer to check).
int refutation(Search& s, const Position& pos, Point str, Color d, Color mover, Point move, int levels)
{
    Position after = pos;
    if (after.play({mover, move}) != MoveError::None)
        return RFail;
    return refutationAfter(s, after, str, d, mover, levels);
}

// The search's answer for mover (attack if it is the attacker), read again
// without the unconditional answers a question of their own refutes. An
// attack is checked with levels 2: the defence refuting it is checked too,
// as the reading of a defence alone still finds false ones (a defence
// refuted by a net just beyond its depth), and those would throw out good
// attacks. An answer the second reading turns into a ko (コウ) is worth
// that ko: another answer is looked for, and the ko is kept if none does
// better. An attack that gives a ko the attacker takes first (2) is read
// again too (its refutation unchecked): the tree below the root may miss
// the defence that avoids the ko. With inAtari, a defence of a string in
// atari is read again too (the extension out of atari may be refuted just
// beyond the tree below it).
int checkedAnswer(Search& s, const Position& pos, Point str, Color d, Color mover, int rank, Point* move,
                  int levels, bool inAtari)
{
    // A capture of a string in atari needs no second reading. A defence
    // of one is read again with inAtari, and refuted only by a capture
    // outright: the kos such readings found were false on the positions
    // tried (the tree below the defence read no attack, nor did GNU Go).
    const bool inAtariNow = pos.board().liberties(str) < 2;
    if (!s.budget().recheckAnswers || (inAtariNow && !(inAtari && mover == d)))
        return rank;
    Point refuted[kMaxRechecks];
    int n = 0;
    int koRank = RFail;
    Point koMove = kNoPoint;
    while ((rank == RWin || (rank == RKoA && mover != d)) && *move != kNoPoint && n < kMaxRechecks) {
        const int other = refutation(s, pos, str, d, mover, *move, rank == RWin ? levels : 1);
        if (other == RFail || (inAtariNow && other != RWin))
            break;
        if (invert(other) > koRank) {
            koRank = invert(other);
            koMove = *move;
        }
        refuted[n++] = *move;
        s.excludeAtRoot(refuted, n);
        s.setRoot(pos, mover);
        rank = mover == d ? s.defend(str, d, move) : s.attack(str, d, move);
        s.excludeAtRoot(nullptr, 0);
    }
    if (koRank > rank) {
        rank = koRank;
        *move = koMove;
    }
    return rank;
}

// A failed attack read again: root moves the reading played are read as
// questions of their own, the owner to move after each, as
// checkedAnswer() reads the answers found. Below a root move the defence
// is read one ply deeper than from its own root, where a string that
// gains a fourth liberty already counts as safe; a net or a liberty fill
// just beyond that horizon is then missed. Read so are the first move
// played, the owner's answer to it (the point both sides want, which the
// root may not have listed), and two of the moves whose lines stopped at
// that horizon (see Search::horizonRootMoves(); the first move may be
// one of them): first the owner's vital point, the one the owner answered
// most of the moves read with (Search::rootRepliesAt()), then in the
// order played. If the owner has no defence after one (the defences
// found checked in turn), it attacks, or gives a ko if the defence is
// only a ko. Each reading has a fiftieth of the node budget; one that
// runs over it (it narrows then, and may miss a defence) is not taken,
// and once the second look has taken a twenty-fifth in all no more moves
// are read.
int failedAttackReread(Search& s, const Position& pos, Point str, Color d, Point* move)
{
    if (!s.budget().recheckAnswers || pos.board().liberties(str) < 2)
        return RFail;
    Point first;
    if (!s.firstRootMove(&first)) {
        // The root answer came from the cache: read the root's moves again
        // (the positions below it are still cached).
        s.setRoot(pos, opponent(d));
        s.readRootAfresh();
        Point m;
        if (s.attack(str, d, &m) != RFail || !s.firstRootMove(&first))
            return RFail;
    }
    constexpr int kHorizonMoves = 2;
    Point moves[2 + kHorizonMoves];
    int n = 0;
    if (first != kNoPoint)
        moves[n++] = first;
    const Point vital = s.firstRootReply();
    if (vital != kNoPoint && pos.board().color(vital) == Empty && !contains(moves, n, vital))
        moves[n++] = vital;
    const Point* played;
    const int nh = s.horizonRootMoves(&played);
    Point horizon[Search::kMaxHorizonMoves];
    std::copy(played, played + nh, horizon);
    std::stable_sort(horizon, horizon + nh,
                     [&](Point x, Point y) { return s.rootRepliesAt(x) > s.rootRepliesAt(y); });
    for (int i = 0; i < nh && i < kHorizonMoves; ++i)
        if (!contains(moves, n, horizon[i]))
            moves[n++] = horizon[i];
    const std::uint64_t full = s.budget().maxNodes;
    const std::uint64_t before = s.nodes();
    int best = RFail;
    for (int i = 0; i < n && best < RWin && s.nodes() - before <= full / 25; ++i) {
        // The reading may have played a ko retake at the root as one made
        // after a threat; on the board it is illegal, and is no attack.
        Position after = pos;
        if (after.play({opponent(d), moves[i]}) != MoveError::None)
            continue;
        const std::uint64_t start = s.nodes();
        s.setNodeBudget(std::max<std::uint64_t>(full / 50, 1));
        const int other = refutationAfter(s, after, str, d, opponent(d), 2, true);
        s.setNodeBudget(full);
        // A reading cut short by its budget may have missed a defence.
        if (s.nodes() - start > full / 50)
            break;
        if (invert(other) > best) {
            best = invert(other);
            *move = moves[i];
        }
    }
    return best;
}

// The attack on str as Reader::attack() answers it (the root already set,
// the attacker to move): the answer checked, and a failed attack read
// again.
int checkedAttack(Search& s, const Position& pos, Point str, Point* move)
{
    const Color d = pos.board().color(str);
    int rank = s.attack(str, d, move);
    rank = checkedAnswer(s, pos, str, d, opponent(d), rank, move, 2);
    if (rank == RFail)
        rank = failedAttackReread(s, pos, str, d, move);
    return rank;
}

} // namespace

struct Reader::Impl {
    explicit Impl(const ReadBudget& budget)
        : search(budget)
    {
    }
    // In scope mode, a new scope for a question of the given kind (1
    // attack, 2 defend, 3 other) about p.
    void beginQuestion(int kind, const Position& pos, Point p)
    {
        if (!scoped)
            return;
        const bool continues = kind == 2 && lastKind == 1 && lastHash == pos.hash()
            && isStone(pos.board().color(lastPoint)) && pos.board().sameString(p, lastPoint);
        if (!continues)
            search.beginScope(++salts * 0x9E3779B97F4A7C15ULL);
        lastKind = kind;
        lastHash = pos.hash();
        lastPoint = p;
    }
    // Can the opponent of c cut a from b, moving first? A cut found is
    // confirmed deeper (kConfirmPlies more): the deeper answer counts if it
    // was read within the node budget, the first one otherwise, unless
    // (GTP budget) the owner joins after the cutting move read from its
    // own root.
    int readCut(const Position& pos, Point a, Point b, Color c, Point* move)
    {
        bool byCapture = false;
        const int rank = readCutOnce(pos, a, b, c, move, &byCapture);
        if (rank != RWin || scoped || !search.budget().recheckAnswers || !byCapture)
            return rank;
        // The cut captures one of the strings: with the GTP budget that
        // capture is checked as attack() checks it. If neither string can
        // be taken so, the cut is read again with those answers.
        Point m[2] = {kNoPoint, kNoPoint};
        int r[2] = {RFail, RFail};
        const Point str[2] = {a, b};
        const int n = pos.board().sameString(a, b) ? 1 : 2;
        for (int i = 0; i < n; ++i) {
            search.setRoot(pos, opponent(c));
            r[i] = checkedAttack(search, pos, str[i], &m[i]);
            if (r[i] == RWin)
                return rank;
        }
        search.setRoot(pos, opponent(c));
        search.setRootCaptures(a, r[0], m[0], b, r[1], m[1]);
        const int again = readCutOnce(pos, a, b, c, move);
        search.clearRootCaptures();
        return again;
    }
    // With byCapture, whether the cut found captures one of the strings
    // (Search::cutByRootCapture() after the last reading of the cut).
    int readCutOnce(const Position& pos, Point a, Point b, Color c, Point* move, bool* byCapture = nullptr)
    {
        const int rank = search.disconnect(a, b, c, depth, move);
        if (byCapture)
            *byCapture = search.cutByRootCapture();
        if (rank != RWin || search.overBudget())
            return rank;
        search.setRoot(pos, opponent(c));
        Point deeper;
        const int confirmed = search.disconnect(a, b, c, depth + kConfirmPlies, &deeper);
        if (byCapture)
            *byCapture = search.cutByRootCapture();
        int found = rank;
        if (!search.overBudget()) {
            *move = deeper;
            found = confirmed;
        }
        if (found == RWin && joinsAfterCut(pos, a, b, c, *move)) {
            *move = kNoPoint;
            return RFail;
        }
        return found;
    }
    // With the GTP budget a cut found is read again as a question of its
    // own, the position after the cutting move from its root (as the
    // checked answers of attack() and defend(), and at the depth a
    // question about it is read). Below the root move the capture
    // questions were read one ply shallower; a join the owner finds there
    // refutes the cut, and so does one of the joins read there that
    // leaves no cut when read again (standingJoin()).
    bool joinsAfterCut(const Position& pos, Point a, Point b, Color c, Point cut)
    {
        if (scoped || !search.budget().recheckAnswers || cut == kNoPoint)
            return false;
        Position after = withTurn(pos, opponent(c));
        if (after.play({opponent(c), cut}) != MoveError::None)
            return false;
        search.setRoot(after, c);
        Point join;
        if (search.connect(a, b, c, depth, &join) == RWin)
            return !search.overBudget();
        return standingJoin(after, a, b, c) != kNoPoint;
    }
    // When connect() from the root of pos (c to move) has just failed
    // within its budget (GTP budget, full depth): the first of the joins
    // it played there (Search::rootJoins()) after which no cut is found,
    // the position after it read as a cut question of its own (with the
    // deeper confirmation of readCutOnce()), else kNoPoint. Below a root
    // join the tree took the cutter's first cut found at one ply less,
    // unconfirmed; the question of its own may refute it. Not nested:
    // the cut questions read here check their cuts without it.
    Point standingJoin(const Position& pos, Point a, Point b, Color c)
    {
        if (rereadingJoins || scoped || !search.budget().recheckAnswers || depth != kConnectionDepth
            || search.overBudget())
            return kNoPoint;
        const Point* played;
        int n = search.rootJoins(&played);
        if (n == 0) {
            // The answer came from the cache: read the root's moves again.
            search.setRoot(pos, c);
            search.readRootAfresh();
            Point m;
            if (search.connect(a, b, c, depth, &m) != RFail || search.overBudget())
                return kNoPoint;
            n = search.rootJoins(&played);
        }
        Point joins[Search::kMaxRootJoins];
        std::copy(played, played + n, joins);
        rereadingJoins = true;
        const std::uint64_t full = search.budget().maxNodes;
        search.setNodeBudget(std::max<std::uint64_t>(full / kJoinBudgetShare, 1));
        Point standing = kNoPoint;
        for (int i = 0; i < n && standing == kNoPoint; ++i) {
            Position after = withTurn(pos, c);
            if (after.play({c, joins[i]}) != MoveError::None)
                continue;
            search.setRoot(after, opponent(c));
            Point cut;
            if (readCutOnce(after, a, b, c, &cut) == RFail && !search.overBudget())
                standing = joins[i];
        }
        search.setNodeBudget(full);
        rereadingJoins = false;
        return standing;
    }
    // Reader::connect() for two strings of one colour, read to depth.
    ReadResult connectAt(const Position& pos, Point a, Point b)
    {
        const Color c = pos.board().color(a);
        beginQuestion(3, pos, a);
        Point move;
        search.setRoot(pos, opponent(c));
        if (!search.rootValid())
            return {};
        const int cutRank = readCut(pos, a, b, c, &move);
        // A cut not found within the node budget is not shown impossible.
        const bool cutRead = !search.overBudget();
        search.setRoot(pos, c);
        int rank = search.connect(a, b, c, depth, &move);
        if (rank == RFail) {
            const Point join = standingJoin(pos, a, b, c);
            if (join != kNoPoint) {
                rank = RWin;
                move = join;
            }
        }
        // Already connected: name the move that joins them for good if the
        // reading found one (as GNU Go does), else none is needed.
        if (cutRank == RFail && cutRead)
            return {Win, rank == RWin ? move : kNoPoint};
        const int standing = cutRead ? invert(cutRank) : RFail;
        if (rank > RFail && rank >= standing)
            return {toCode(rank), move};
        return {toCode(standing), kNoPoint};
    }
    // connectAt() at the connection depth. In an open position the tree
    // (each of its plies starts capture searches) can outgrow the node
    // budget long before that depth, and a join not found then shows
    // nothing. So the question is read again from a shallow depth up,
    // while each reading ends within its budgets, and the deepest join
    // found counts. Lines cut off at the depth are judged by the
    // liberties the strings share: with the owner to move one is enough,
    // with the cutter to move it takes two, or the strings count as cut.
    // A join is proven against that judgement; a cut is not (the cutter
    // gets the benefit of the doubt, see readCut()), so no cut is read
    // shallower: disconnect() only asks whether the owner finds no join
    // shallower either (apartWithin()).
    ReadResult connectWithin(const Position& pos, Point a, Point b)
    {
        search.clearBudgetHit();
        const ReadResult full = connectAt(pos, a, b);
        if (full.code != Fail || scoped || !search.budgetHit())
            return full;
        ReadResult found = full;
        shallower(pos, a, b, [&](const ReadResult& r) {
            // A join counts when the reading that found it (the last
            // one) ended within its budget; no join only when none ran
            // out.
            if (r.code != Fail ? search.overBudget() : search.budgetHit())
                return false;
            found = r;
            return true;
        });
        return found;
    }
    // Whether the owner of a and b cannot join them even moving first:
    // read as connectWithin() reads a join, no join in a reading that
    // ended within its budgets, and none deeper.
    bool apartWithin(const Position& pos, Point a, Point b)
    {
        bool apart = false;
        shallower(pos, a, b, [&](const ReadResult& r) {
            if (r.code != Fail && !search.overBudget()) {
                apart = false;
                return false;
            }
            if (search.budgetHit())
                return false;
            apart = true;
            return true;
        });
        return apart;
    }
    // connectAt() from kShallowDepth up, two plies more each time, within
    // kShallowBudgets more node budgets: seen(answer) is told each answer
    // and returns false to stop there.
    template <class Seen>
    void shallower(const Position& pos, Point a, Point b, Seen seen)
    {
        const std::uint64_t start = search.nodes();
        for (depth = kShallowDepth; depth < kConnectionDepth; depth += 2) {
            search.clearBudgetHit();
            if (!seen(connectAt(pos, a, b)) || search.nodes() - start > kShallowBudgets * search.budget().maxNodes)
                break;
        }
        depth = kConnectionDepth;
    }
    Search search;
    // Plies of the connection reading now.
    int depth = kConnectionDepth;
    // Within standingJoin(): the cuts its questions find are checked
    // without it.
    bool rereadingJoins = false;
    bool scoped = false;
    std::uint64_t salts = 0;
    int lastKind = 0;
    std::uint64_t lastHash = 0;
    Point lastPoint = kNoPoint;
};

Reader::Reader(ReadBudget budget)
    : impl_(new Impl(budget))
{
}

Reader::~Reader()
{
    delete impl_;
}

ReadResult Reader::attack(const Position& pos, Point str)
{
    if (!isStringAt(pos, str))
        return {};
    const Color d = pos.board().color(str);
    Search& s = impl_->search;
    impl_->beginQuestion(1, pos, str);
    s.setRoot(pos, opponent(d));
    if (!s.rootValid())
        return {};
    Point move;
    // Not in scope mode: the rechecks read positions with the answer
    // played outside the search, which the footprint would not hold.
    int rank = impl_->scoped ? s.attack(str, d, &move) : checkedAttack(s, pos, str, &move);
    // A string in atari taken as a ko the owner cannot win: a capture
    // without the ko is the better answer, when reading the position
    // after it from its own root leaves the owner no defence at all.
    // A capture the owner still answers with a ko is left out, and
    // another looked for.
    if (!impl_->scoped && s.budget().recheckAnswers && rank == RWin && pos.board().liberties(str) == 1) {
        Point tried[kMaxRechecks];
        int n = 0;
        for (;;) {
            s.setRoot(pos, opponent(d));
            s.excludeAtRoot(tried, n);
            const Point clean = s.captureAvoidingKo(str, d);
            s.excludeAtRoot(nullptr, 0);
            Position after = pos;
            if (clean == kNoPoint || after.play({opponent(d), clean}) != MoveError::None)
                break;
            s.setRoot(after, d);
            Point reply;
            if (s.defend(str, d, &reply) == RFail) {
                move = clean;
                break;
            }
            if (n == kMaxRechecks)
                break;
            tried[n++] = clean;
        }
    }
    return result(rank, move);
}

ReadResult Reader::defend(const Position& pos, Point str)
{
    if (!isStringAt(pos, str))
        return {};
    const Color d = pos.board().color(str);
    Search& s = impl_->search;
    impl_->beginQuestion(2, pos, str);
    s.setRoot(pos, opponent(d));
    if (!s.rootValid())
        return {};
    Point move;
    const int attackRank = s.attack(str, d, &move);
    if (attackRank == RFail)
        return {Win, safeMove(s, pos, str, d)};
    s.setRoot(pos, d);
    int rank = s.defend(str, d, &move);
    if (!impl_->scoped)
        rank = checkedAnswer(s, pos, str, d, d, rank, &move, 1, true);
    // Without moving, the owner already has what the attacker's ko leaves.
    const int standing = invert(attackRank);
    if (rank > RFail && rank >= standing)
        return {toCode(rank), move};
    return {toCode(standing), kNoPoint};
}

ReadResult Reader::connect(const Position& pos, Point a, Point b)
{
    if (!isStringAt(pos, a) || !isStringAt(pos, b) || pos.board().color(a) != pos.board().color(b))
        return {};
    // Stones of one string are joined, whatever its liberties: whether
    // it can be captured is the capture search's question, not a cut.
    if (pos.board().sameString(a, b))
        return {Win, kNoPoint};
    return impl_->connectWithin(pos, a, b);
}

ReadResult Reader::disconnect(const Position& pos, Point a, Point b)
{
    if (!isStringAt(pos, a) || !isStringAt(pos, b) || pos.board().color(a) != pos.board().color(b))
        return {};
    if (pos.board().sameString(a, b))
        return {}; // one string: no cut (see connect())
    const Color c = pos.board().color(a);
    Search& s = impl_->search;
    impl_->beginQuestion(3, pos, a);
    s.clearBudgetHit();
    s.setRoot(pos, opponent(c));
    if (!s.rootValid())
        return {};
    Point move;
    const int rank = impl_->readCut(pos, a, b, c, &move);
    // No cut found, but only because the budget ran out: if the owner
    // cannot join them even moving first, they are apart already.
    if (rank == RFail && !impl_->scoped && s.budgetHit() && impl_->apartWithin(pos, a, b))
        return {Win, kNoPoint};
    return result(rank, move);
}

ReadResult Reader::ladder(const Position& pos, Point str)
{
    if (!isStringAt(pos, str) || pos.board().liberties(str) != 2)
        return {};
    const Color d = pos.board().color(str);
    Search& s = impl_->search;
    impl_->beginQuestion(3, pos, str);
    s.setRoot(pos, opponent(d));
    if (!s.rootValid())
        return {};
    Point move;
    if (!s.ladder(str, &move))
        return {};
    return {Win, move};
}

int Reader::doesAttack(const Position& pos, Point move, Point str)
{
    if (!isStringAt(pos, str))
        return Fail;
    const Color d = pos.board().color(str);
    Position after = withTurn(pos, opponent(d));
    if (after.play({opponent(d), move}) != MoveError::None)
        return Fail;
    if (after.board().color(str) != d) {
        // Taken at once; taken as a ko, the owner may retake it after a
        // threat, which the search reads from the position after.
        if (after.koPoint() != str)
            return Win;
        Search& s = impl_->search;
        impl_->beginQuestion(3, after, str);
        s.setRoot(after, d);
        Point retake;
        return otherSide(toCode(s.defend(str, d, &retake)));
    }
    return otherSide(defend(after, str).code);
}

int Reader::doesDefend(const Position& pos, Point move, Point str)
{
    if (!isStringAt(pos, str))
        return Fail;
    const Color d = pos.board().color(str);
    Position after = withTurn(pos, d);
    if (after.play({d, move}) != MoveError::None)
        return Fail;
    return otherSide(attack(after, str).code);
}

ReadResult Reader::captureCuttingStone(const Position& pos, Point cut, Color cutter)
{
    if (!pos.board().onBoard(cut) || pos.board().color(cut) != Empty || !isStone(cutter))
        return {};
    Search& s = impl_->search;
    impl_->beginQuestion(3, pos, cut);
    s.setRoot(pos, cutter);
    if (!s.rootValid())
        return {};
    int kind;
    // A cut that cannot be played (suicide, or a ko recapture the cutter may
    // not make yet) needs no answer: the connection holds.
    if (!s.play(cut, cutter, &kind))
        return {Win, kNoPoint};
    Point move;
    const int rank = s.attack(cut, cutter, &move);
    s.undo();
    return result(rank, move);
}

void Reader::setScopeMode(bool on)
{
    impl_->scoped = on;
    impl_->lastKind = 0;
    impl_->search.beginScope(on ? ++impl_->salts * 0x9E3779B97F4A7C15ULL : 0);
}

bool Reader::scopeMode() const
{
    return impl_->scoped;
}

Reader::Scope Reader::lastScope() const
{
    const Search& s = impl_->search;
    // Conservative: a defence reads from two roots, each with the budget.
    return {s.played(), s.nodesSinceScope() > s.budget().maxNodes};
}

std::uint64_t Reader::nodes() const
{
    return impl_->search.nodes();
}

void Reader::resetNodes()
{
    impl_->search.resetNodes();
}

void Reader::clearCache()
{
    impl_->search.clearCache();
}

const ReadBudget& Reader::budget() const
{
    return impl_->search.budget();
}

void Reader::setBudget(const ReadBudget& budget)
{
    impl_->search.setBudget(budget);
}

} // namespace irodori::tactics
