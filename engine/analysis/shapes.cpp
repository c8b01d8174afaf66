// Step 8: connection shapes (形による連絡) — local patterns in a 3x3 or 3x4
// window where two strings are connected although no single geometric
// relation proves it. Each shape states the condition under which it fails;
// a failed shape offers nothing, and the plain geometric link (one-space
// jump, kosumi, ...) stands.
#include "links.h"

#include "core/coords.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <tuple>

namespace irodori::analysis::detail {
namespace {

// What must hold for the shape to connect.
enum class Holds {
    // Our stone played at '*' (the cut after the wedge) has three or more
    // liberties: the hane-under of seed 001.
    CutterLiberties,
    // An opponent stone played at '*' cannot live: it would be suicide, or
    // stand in atari without capturing anything, and our capture of it
    // is no ko (the capturing stone keeps two liberties).
    WedgeCaptured,
    // Reading says an opponent stone at '*' is captured (step 5's
    // connection point, or the reader for a wedge with more liberties): the
    // wedge is driven to the edge or into a ladder.
    ConnectionPoint,
};

// A shape in one canonical orientation; all 8 symmetries are tried, and
// both colours (the colour is the one of the 'A' stone):
//   'A'..'D'  our stones; a link is offered between every two different
//             strings among them
//   'X'       any stone of ours
//   'o'       an opponent stone (dead stones count as empty)
//   '.'       an empty point
//   '*'       the empty point the condition is about
//   '#'       off the board (the edge)
//   '?'       anything, the edge included
struct ShapeDef {
    const char* key; // the link's why, shown by the UI
    int w, h;
    const char* rows; // h rows of w characters, concatenated
    Holds holds;
};

// More specific shapes come first: of two shapes proving the same pair of
// strings, the first one names the link.
constexpr ShapeDef kShapes[] = {
    // ハネの下 (seed 001): our two stones one space apart along the side,
    // each hane'd by an opponent stone on the same side. If the opponent
    // wedges at '.', we cut at '*' and the wedge stands in atari — which
    // works only while our cutting stone keeps enough liberties: it must
    // have three or more before the wedge (two after it). If our cut would
    // itself be atari, or the wedge is atari on one of our stones, the
    // shape fails; and since the wedge can still run out on the far side,
    // reading (step 5) must confirm that it is captured.
    {"hane-under", 3, 3,
     "?Ao"
     "?.*"
     "?Bo",
     Holds::CutterLiberties},
    // 隅のコスミ: a kosumi into the corner point after the opponent took the
    // other point. A stone in the corner would have no liberty at all. Fails
    // only when that stone captures one of ours (one of them in atari).
    {"corner-kosumi", 3, 3,
     "###"
     "#*A"
     "#Bo",
     Holds::WedgeCaptured},
    // 一線のコスミ: a second-line stone and a first-line stone diagonal to it,
    // the opponent on the second line beside them. The cut on the first line
    // has a single liberty: the edge closes it off. Fails when the cut
    // captures, or when our capture would be a ko.
    {"first-line-kosumi", 3, 3,
     "?Ao"
     ".*B"
     "###",
     Holds::WedgeCaptured},
    // 一線の一間: a one-space jump on the first line. The wedge has only the
    // point above it: atari at once. Fails when the point above is not empty
    // (an opponent stone gives the wedge liberties) or the wedge captures.
    {"first-line-jump", 3, 3,
     "?.?"
     "A*B"
     "###",
     Holds::WedgeCaptured},
    // 一線の渡り (bridge under): a one-space jump on the first line under an
    // opponent stone. The wedge joins that stone, but together they have at
    // most one liberty: we take both. Fails when the stone above has room
    // (the wedge then cuts) or when the wedge captures one of ours.
    {"bridge-under", 3, 3,
     "?o?"
     "A*B"
     "###",
     Holds::WedgeCaptured},
    // カケツギ: a kosumi the opponent has hane'd into, answered by a hanging
    // connection: the remaining cut point is a tiger's mouth (three of our
    // stones around it), so a stone played there is in atari.
    {"hanging-connection", 3, 3,
     "?Ao"
     ".*B"
     "?X?",
     Holds::WedgeCaptured},
    // ポン抜きの形: four of our stones around an empty point: the opponent
    // cannot play there (suicide) unless it captures one of them.
    {"ponnuki", 3, 3,
     "?B?"
     "A*C"
     "?D?",
     Holds::WedgeCaptured},
    // 虎の口: three of our stones around an empty point. A stone played into
    // the mouth is in atari and we take it; fails when it captures one of
    // ours or when our capture is a ko.
    {"tigers-mouth", 3, 3,
     "?B?"
     "A*C"
     "?.?",
     Holds::WedgeCaptured},
    // 二線の一間: a one-space jump on the second line. The wedge can only run
    // towards the first line, where the edge takes its liberties (a lone
    // opponent stone on the first line does not save it: the first-line
    // ladder). Reading (step 5) decides; it fails when the opponent peeps
    // from above or when our stones are short of liberties.
    {"second-line-jump", 3, 4,
     "?.?"
     "A*B"
     "???"
     "###",
     Holds::ConnectionPoint},
    // 一線のケイマ (the small slide, すべり): a second-line stone and a
    // first-line stone a knight's move apart along the edge. A wedge on the
    // first line is captured against the edge (reading decides); a push on
    // the second line is answered on the first line, leaving a first-line
    // kosumi, which holds by itself.
    {"first-line-keima", 3, 3,
     "?.B"
     "A*."
     "###",
     Holds::ConnectionPoint},
    // 覗きのワリコミ: a one-space jump peeped from one side. The wedge joins
    // the peeping stone, but reading shows that it is still captured (a
    // ladder or a net, ゲタ); fails when it escapes.
    {"peeped-jump-holds", 3, 3,
     "?o?"
     "A*B"
     "?.?",
     Holds::ConnectionPoint},
    // 二線のコスミ: a third-line stone and a second-line stone diagonal to it,
    // hane'd on the third line. The cut on the second line is driven to the
    // edge; reading (step 5) decides.
    {"second-line-kosumi", 3, 4,
     "?Ao"
     ".*B"
     "?.?"
     "###",
     Holds::ConnectionPoint},
};

bool isLetter(char ch) { return ch >= 'A' && ch <= 'D'; }

// The cell where the opponent intrudes: the '.' between the stones of the
// hane-under, the '*' of every other shape.
char wedgeCell(const ShapeDef& def) { return def.holds == Holds::CutterLiberties ? '.' : '*'; }

// True if an opponent stone at the empty point p could separate two of our
// strings: it touches one of them, and stones of two different strings of
// ours stand among its eight neighbours. Every shape's wedge is such a point,
// so only these few points are tried.
bool cutCandidate(const Context& ctx, Point p, Color c)
{
    bool touches = false;
    int first = -1;
    for (int i = 0; i < 8; ++i) {
        const Point q = p + ctx.off(i);
        if (ctx.live(q) != c)
            continue;
        touches = touches || i < 4;
        const int s = ctx.stringOf(q);
        if (first < 0)
            first = s;
        else if (s != first && touches)
            return true;
    }
    return false;
}

// One cell of a shape in one orientation, relative to the wedge.
struct Cell {
    int dx, dy;
    char ch;
};

// The distinct orientations of every shape (a symmetric shape such as
// the ponnuki has fewer than 8), computed once. Letter and stone cells
// come first: they reject most windows at once.
const std::vector<std::vector<std::vector<Cell>>>& orientations()
{
    static const auto table = [] {
        std::vector<std::vector<std::vector<Cell>>> all;
        for (const ShapeDef& def : kShapes) {
            // Anchored on the point the opponent intrudes at (see wedgeCell).
            int ax = 0, ay = 0;
            for (int y = 0; y < def.h; ++y)
                for (int x = 0; x < def.w; ++x)
                    if (def.rows[y * def.w + x] == wedgeCell(def))
                        ax = x, ay = y;
            std::vector<std::vector<Cell>> forms;
            for (int t = 0; t < 8; ++t) {
                std::vector<Cell> cells;
                for (int y = 0; y < def.h; ++y)
                    for (int x = 0; x < def.w; ++x) {
                        const char ch = def.rows[y * def.w + x];
                        if (ch == '?')
                            continue;
                        const auto [dx, dy] = dihedral(t, x - ax, y - ay);
                        cells.push_back({dx, dy, ch});
                    }
                auto rank = [](char ch) { return isLetter(ch) || ch == 'X' || ch == 'o' ? 0 : (ch == '#' ? 2 : 1); };
                std::stable_sort(cells.begin(), cells.end(),
                                 [&](const Cell& l, const Cell& r) { return rank(l.ch) < rank(r.ch); });
                auto key = cells;
                std::sort(key.begin(), key.end(), [](const Cell& l, const Cell& r) {
                    return std::tie(l.dx, l.dy, l.ch) < std::tie(r.dx, r.dy, r.ch);
                });
                bool seen = false;
                for (const auto& f : forms) {
                    auto k2 = f;
                    std::sort(k2.begin(), k2.end(), [](const Cell& l, const Cell& r) {
                        return std::tie(l.dx, l.dy, l.ch) < std::tie(r.dx, r.dy, r.ch);
                    });
                    seen = seen || std::equal(k2.begin(), k2.end(), key.begin(), key.end(), [](const Cell& l, const Cell& r) {
                               return l.dx == r.dx && l.dy == r.dy && l.ch == r.ch;
                           });
                }
                if (!seen)
                    forms.push_back(std::move(cells));
            }
            all.push_back(std::move(forms));
        }
        return all;
    }();
    return table;
}

// Every cell of a shape lies within this distance of its wedge, in both
// directions: a 7x7 window around a candidate point holds the whole shape.
constexpr int kReach = 3;
constexpr int kWindow = 2 * kReach + 1;

// The bit of the cell (dx, dy) in a window around the wedge.
constexpr int windowBit(int dx, int dy) { return (dy + kReach) * kWindow + (dx + kReach); }

// One orientation of a shape as four sets of window bits (one per kind of
// cell it requires) and the cells it names: a window matches when each set
// is covered by the window's points of that kind.
struct Form {
    std::uint64_t ours = 0, theirs = 0, empty = 0, off = 0;
    Cell letters[4] = {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}}; // ch 0: the letter is absent
    Cell star{0, 0, 0}, dot{0, 0, 0};
    std::vector<Cell> open; // the '.' and '*' cells, the shape's evidence
};

const std::vector<std::vector<Form>>& forms()
{
    static const auto table = [] {
        std::vector<std::vector<Form>> all;
        for (const auto& shapeForms : orientations()) {
            std::vector<Form> v;
            for (const std::vector<Cell>& cells : shapeForms) {
                Form f;
                for (const Cell& cell : cells) {
                    const std::uint64_t bit = std::uint64_t{1} << windowBit(cell.dx, cell.dy);
                    if (isLetter(cell.ch) || cell.ch == 'X') {
                        f.ours |= bit;
                        if (isLetter(cell.ch))
                            f.letters[cell.ch - 'A'] = cell;
                    } else if (cell.ch == 'o') {
                        f.theirs |= bit;
                    } else if (cell.ch == '#') {
                        f.off |= bit;
                    } else {
                        f.empty |= bit;
                        f.open.push_back(cell);
                        if (cell.ch == '*')
                            f.star = cell;
                        else if (f.dot.ch == 0)
                            f.dot = cell;
                    }
                }
                v.push_back(std::move(f));
            }
            all.push_back(std::move(v));
        }
        return all;
    }();
    return table;
}

// The 3x3 block around the wedge in a window: 9 bits, row by row.
inline int block3(std::uint64_t window)
{
    int v = 0;
    for (int dy = -1; dy <= 1; ++dy)
        v |= static_cast<int>((window >> windowBit(-1, dy)) & 7) << (3 * (dy + 1));
    return v;
}

// For every pattern of our stones in the 3x3 block around a candidate,
// the orientations of each shape whose stones there it holds (bit f: the
// f-th form). The other forms cannot match, and are not tried.
const std::vector<std::array<std::uint8_t, std::size(kShapes)>>& formsByBlock()
{
    static const auto table = [] {
        std::vector<std::array<std::uint8_t, std::size(kShapes)>> t(512);
        const auto& all = forms();
        for (int pattern = 0; pattern < 512; ++pattern)
            for (std::size_t si = 0; si < all.size(); ++si)
                for (std::size_t fi = 0; fi < all[si].size(); ++fi)
                    if ((block3(all[si][fi].ours) & ~pattern) == 0)
                        t[static_cast<std::size_t>(pattern)][si] |= static_cast<std::uint8_t>(1u << fi);
        return t;
    }();
    return table;
}

// For every pattern of our stones in the 3x3 block, the shapes with at
// least one orientation to try (bit si: kShapes[si]).
const std::array<std::uint16_t, 512>& shapesWithForms()
{
    static const auto table = [] {
        std::array<std::uint16_t, 512> t{};
        const auto& byBlock = formsByBlock();
        for (std::size_t pattern = 0; pattern < 512; ++pattern)
            for (std::size_t si = 0; si < std::size(kShapes); ++si)
                if (byBlock[pattern][si] != 0)
                    t[pattern] |= static_cast<std::uint16_t>(1u << si);
        return t;
    }();
    return table;
}

// The points of the board by kind, one bit mask per row with room for the
// window on every side: bit x + kReach stands for column x, and the rows
// and columns beyond the edge are off the board.
class RowMasks {
public:
    explicit RowMasks(const Context& ctx) : rows_(ctx.size + 2 * kReach)
    {
        const int n = ctx.size;
        const std::uint64_t all = (std::uint64_t{1} << (n + 2 * kReach)) - 1;
        const std::uint64_t inside = ((std::uint64_t{1} << n) - 1) << kReach;
        for (Row& r : rows_)
            r.off = all;
        for (int y = 0; y < n; ++y) {
            Row& r = rows_[y + kReach];
            r.off = all & ~inside;
            for (Color c : {Black, White})
                r.live[c] = std::uint64_t{ctx.liveRows[c][y]} << kReach;
            r.empty = std::uint64_t{ctx.liveRows[Empty][y]} << kReach;
        }
    }

    // The window of colour c around (x, y): stones of c, stones of the
    // opponent, empty points and points off the board.
    void window(int x, int y, Color c, std::uint64_t& ours, std::uint64_t& theirs, std::uint64_t& empty,
                std::uint64_t& off) const
    {
        ours = theirs = empty = off = 0;
        constexpr std::uint64_t kRow = (std::uint64_t{1} << kWindow) - 1;
        for (int dy = 0; dy < kWindow; ++dy) {
            const Row& r = rows_[y + dy];
            const int shift = dy * kWindow;
            ours |= ((r.live[c] >> x) & kRow) << shift;
            theirs |= ((r.live[opponent(c)] >> x) & kRow) << shift;
            empty |= ((r.empty >> x) & kRow) << shift;
            off |= ((r.off >> x) & kRow) << shift;
        }
    }

    // The empty points of row y with a live stone of colour c beside them
    // (bit x + kReach is column x).
    std::uint64_t beside(int y, Color c) const
    {
        const Row& r = rows_[y + kReach];
        const std::uint64_t near =
            rows_[y + kReach - 1].live[c] | rows_[y + kReach + 1].live[c] | (r.live[c] << 1) | (r.live[c] >> 1);
        return near & r.empty;
    }

    // Our stones among the eight neighbours of (x, y) and the point itself:
    // 9 bits, row by row (bit 4 is the point).
    int around(int x, int y, Color c) const
    {
        int v = 0;
        for (int dy = 0; dy < 3; ++dy)
            v |= static_cast<int>((rows_[y + kReach - 1 + dy].live[c] >> (x + kReach - 1)) & 7) << (3 * dy);
        return v;
    }

private:
    struct Row {
        std::uint64_t live[3] = {0, 0, 0};
        std::uint64_t empty = 0, off = 0;
    };
    std::vector<Row> rows_;
};

// An opponent stone at the empty point p cannot survive (see
// Holds::WedgeCaptured). c is our colour.
bool wedgeCaptured(const Board& b, Point p, Color c)
{
    const Color e = opponent(c);
    if (b.isSuicide(p, e))
        return true;
    if (b.wouldCapture(p, e) > 0 || libertiesAfterPlay(b, p, e, 2) >= 2)
        return false;
    // In atari: its last liberty is where we take it. A wedge that joins
    // opponent stones is no single stone, so taking it is no ko; a lone
    // wedge is, if our capturing stone would have no liberty but p.
    Point lib = kNoPoint;
    bool joins = false;
    for (int i = 0; i < 4; ++i) {
        const Point q = p + b.offsets()[i];
        if (b.color(q) == Empty)
            lib = q;
        else if (b.color(q) == e) {
            joins = true;
            Point l[2];
            const int n = b.libertyList(q, l, 2);
            for (int j = 0; j < n; ++j)
                if (l[j] != p)
                    lib = l[j];
        }
    }
    if (lib == kNoPoint || joins)
        return lib != kNoPoint;
    if (b.isSuicide(lib, c) && b.wouldCapture(lib, c) == 0)
        return false;
    int libs = 1; // p itself, empty again after the capture
    for (int i = 0; i < 4 && libs < 2; ++i) {
        const Point q = lib + b.offsets()[i];
        if (q == p)
            continue;
        if (b.color(q) == Empty)
            ++libs;
        else if (b.color(q) == c && b.liberties(q) >= 2)
            ++libs; // a friendly string with another liberty joins
    }
    return libs >= 2;
}

// Step 5's connection point, or — since step 5 reads only wedges with two
// liberties — the reader's answer for a wedge with three: on the second
// line a wedge that joins a first-line stone still dies on the edge.
bool wedgeRead(Context& ctx, Point p, Color c)
{
    if (ctx.out.isConnectionPoint(p, c))
        return true;
    const Color e = opponent(c);
    const Board& b = ctx.board;
    if (b.isSuicide(p, e) || b.wouldCapture(p, e) > 0 || libertiesAfterPlay(b, p, e, 4) != 3)
        return false;
    const tactics::ReadResult r = ctx.tactics.captureCuttingStone(ctx.pos, p, e);
    return r.code == tactics::Win || r.code == tactics::KoA;
}

} // namespace

void shapes(Context& ctx, ShapeSink& sink, const std::uint8_t* where)
{
    const Board& b = ctx.board;
    const auto& table = forms();
    const RowMasks masks(ctx);
    const auto& byBlock = formsByBlock();
    struct Candidate {
        Point p;
        Color c;
        int x, y;
        std::uint64_t ours, theirs, empty, off;
        int block; // our stones around the wedge, see block3()
    };
    static thread_local std::vector<Candidate> candidates;
    candidates.clear();
    const auto& shapesByBlock = shapesWithForms();
    // A cut candidate has a stone of ours beside it and at least two around
    // it; the few points with both are asked which strings they are. The
    // empty points with a live stone of a colour beside them come from the
    // row masks; candidates stay in reading order, Black before White.
    constexpr int kBeside = (1 << 1) | (1 << 3) | (1 << 5) | (1 << 7);
    for (int y = 0; y < ctx.size; ++y) {
        std::uint64_t beside[3] = {0, 0, 0};
        for (Color c : {Black, White})
            beside[c] = masks.beside(y, c);
        for (std::uint64_t bits = beside[Black] | beside[White]; bits != 0; bits &= bits - 1) {
            const int bit = std::countr_zero(bits);
            const int x = bit - kReach;
            const Point p = b.at(x, y);
            if (where && where[p] == 0)
                continue;
            for (Color c : {Black, White}) {
                if (!((beside[c] >> bit) & 1))
                    continue;
                // Our stones around the point are the block of its window
                // (block3()): a point no shape can match there is left out.
                const int near = masks.around(x, y, c);
                if ((near & kBeside) == 0 || countBits(static_cast<std::uint32_t>(near)) < 2 ||
                    shapesByBlock[static_cast<std::size_t>(near)] == 0 || !cutCandidate(ctx, p, c))
                    continue;
                Candidate k{p, c, x, y, 0, 0, 0, 0, near};
                masks.window(k.x, k.y, c, k.ours, k.theirs, k.empty, k.off);
                candidates.push_back(k);
            }
        }
    }
    // The windows that match a form, found candidate by candidate (few
    // shapes fit the stones around any one point), then taken shape by
    // shape, each shape's in the order of the candidates and forms: the
    // order in which the shapes offer their links.
    struct Match {
        std::uint16_t shape, form;
        std::uint32_t candidate;
    };
    static thread_local std::vector<Match> matches;
    matches.clear();
    for (std::size_t ci = 0; ci < candidates.size(); ++ci) {
        const Candidate& cand = candidates[ci];
        const auto& tryByShape = byBlock[static_cast<std::size_t>(cand.block)];
        for (unsigned tryShapes = shapesByBlock[static_cast<std::size_t>(cand.block)]; tryShapes != 0;
             tryShapes &= tryShapes - 1) {
            const std::size_t si = static_cast<std::size_t>(std::countr_zero(tryShapes));
            for (unsigned tryForms = tryByShape[si]; tryForms != 0; tryForms &= tryForms - 1) {
                const unsigned fi = static_cast<unsigned>(std::countr_zero(tryForms));
                const Form& form = table[si][fi];
                if ((cand.ours & form.ours) == form.ours && (cand.theirs & form.theirs) == form.theirs &&
                    (cand.empty & form.empty) == form.empty && (cand.off & form.off) == form.off)
                    matches.push_back({static_cast<std::uint16_t>(si), static_cast<std::uint16_t>(fi),
                                       static_cast<std::uint32_t>(ci)});
            }
        }
    }
    std::stable_sort(matches.begin(), matches.end(),
                     [](const Match& l, const Match& r) { return l.shape < r.shape; });
    for (const Match& m : matches) {
        const std::size_t si = m.shape;
        const ShapeDef& def = kShapes[si];
        const Candidate& cand = candidates[m.candidate];
        const Color c = cand.c;
        const int ax = cand.x, ay = cand.y;
        const Form& form = table[si][m.form];
        auto cellPoint = [&](const Cell& cell) { return b.at(ax + cell.dx, ay + cell.dy); };
        Point letters[4] = {kNoPoint, kNoPoint, kNoPoint, kNoPoint};
        for (int i = 0; i < 4; ++i)
            if (form.letters[i].ch != 0)
                letters[i] = cellPoint(form.letters[i]);
        const Point star = form.star.ch != 0 ? cellPoint(form.star) : kNoPoint;
        // At least two different strings, or there is nothing to link.
        bool two = false;
        for (int i = 0; i < 4; ++i)
            for (int j = i + 1; j < 4; ++j)
                if (letters[i] != kNoPoint && letters[j] != kNoPoint &&
                    ctx.stringOf(letters[i]) != ctx.stringOf(letters[j]))
                    two = true;
        if (!two)
            continue;
        if (def.holds == Holds::ConnectionPoint)
            for (int i = 0; i < 4; ++i)
                for (int j = i + 1; j < 4; ++j)
                    if (letters[i] != kNoPoint && letters[j] != kNoPoint &&
                        ctx.stringOf(letters[i]) != ctx.stringOf(letters[j]))
                        sink.reads(ctx.stringOf(letters[i]), ctx.stringOf(letters[j]));
        // Every pair it would link already has its final relation: the
        // offers would change nothing, so the shape is not judged.
        bool open = false;
        for (int i = 0; i < 4 && !open; ++i)
            for (int j = i + 1; j < 4 && !open; ++j)
                open = letters[i] != kNoPoint && letters[j] != kNoPoint &&
                       ctx.stringOf(letters[i]) != ctx.stringOf(letters[j]) &&
                       !sink.settled(ctx.stringOf(letters[i]), ctx.stringOf(letters[j]));
        if (!open)
            continue;
        Point wedge = star; // where the opponent intrudes
        bool ok = true;
        switch (def.holds) {
        case Holds::CutterLiberties:
            ok = libertiesAfterPlay(b, star, c, 3) >= 3;
            // The wedge is the one '.' cell of the shape.
            if (ok)
                wedge = cellPoint(form.dot);
            ok = ok && ctx.out.isConnectionPoint(wedge, c);
            break;
        case Holds::WedgeCaptured: ok = wedgeCaptured(b, star, c); break;
        case Holds::ConnectionPoint: ok = wedgeRead(ctx, star, c); break;
        }
        // Seed 001: if the wedge is atari on one of our strings, the
        // story is different — we have no time to capture it (a wedge
        // with one liberty is taken at once, so only read wedges count).
        if (ok && def.holds != Holds::WedgeCaptured)
            for (Point q : letters)
                if (q != kNoPoint && b.isLibertyOf(wedge, b.head(q)) && b.liberties(q) <= 2)
                    ok = false;
        if (!ok)
            continue;
        Point evidence[kWindow * kWindow];
        int count = 0;
        for (const Cell& cell : form.open)
            evidence[count++] = cellPoint(cell);
        std::sort(evidence, evidence + count);
        for (int i = 0; i < 4; ++i)
            for (int j = i + 1; j < 4; ++j) {
                if (letters[i] == kNoPoint || letters[j] == kNoPoint ||
                    ctx.stringOf(letters[i]) == ctx.stringOf(letters[j]))
                    continue;
                sink.offer(LinkOffer{{ctx.stringOf(letters[i]), ctx.stringOf(letters[j]), LinkKind::Shape,
                                 LinkState::Connected, letters[i], letters[j], def.key},
                                evidence, count});
            }
    }
}

} // namespace irodori::analysis::detail
