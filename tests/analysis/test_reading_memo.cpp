// The footprint of a capture answer carried by scope (the differential
// evaluation's reading, reading_memo.h) is exactly the set its comment
// promises: the points within one row and one column of every point the
// reading marked, of the cutting point or of the string's stones; the
// strings with a stone there; the strings touching their stones or
// liberties; all with their stones and liberties. Checked against a plain
// construction on random positions of several sizes, with random points
// played, including points on the edges and corners of the board.
#include "analysis/reading_memo.h"

#include <QtTest>

#include <bit>
#include <random>
#include <set>
#include <tuple>

using namespace irodori;

namespace {

// Reports the points the test chose as the last reading's scope.
class ChosenScope : public analysis::Tactics {
public:
    tactics::ReadResult attack(const Position&, Point) override { return {tactics::Win, kNoPoint}; }
    tactics::ReadResult defend(const Position&, Point) override { return {tactics::Fail, kNoPoint}; }
    tactics::ReadResult captureCuttingStone(const Position&, Point, Color) override { return {}; }
    int safeLiberties() const override { return 4; }
    bool reportsScope() const override { return true; }
    analysis::ReadScope lastScope() const override { return {played.data(), false}; }
    std::vector<std::uint64_t> played;
};

// The footprint built point by point.
std::set<Point> plainFootprint(const Board& b, int kind, Point at, const std::set<Point>& played)
{
    std::set<Point> out;
    std::vector<Point> level1, level2;
    std::set<Point> heads;
    auto square = [&](Point p) {
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const int x = b.column(p) + dx, y = b.row(p) + dy;
                if (x < 0 || y < 0 || x >= b.size() || y >= b.size())
                    continue;
                const Point q = b.at(x, y);
                out.insert(q);
                if (isStone(b.color(q)) && heads.insert(b.head(q)).second)
                    level1.push_back(b.head(q));
            }
    };
    square(at);
    if (kind != 3)
        for (Point s = b.nextInString(at); s != at; s = b.nextInString(s))
            square(s);
    for (Point p : played)
        square(p);
    Point buf[kMaxArea];
    auto both = [&](Point h, std::vector<Point>* next) {
        const int n = b.stoneList(h, buf);
        const int m = b.libertyList(h, buf + n, kMaxArea - n);
        for (int j = 0; j < n + m; ++j) {
            out.insert(buf[j]);
            if (!next)
                continue;
            for (int d = 0; d < 4; ++d) {
                const Point q = buf[j] + b.offsets()[d];
                if (isStone(b.color(q)) && heads.insert(b.head(q)).second)
                    next->push_back(b.head(q));
            }
        }
    };
    for (std::size_t i = 0; i < level1.size(); ++i)
        both(level1[i], &level2);
    for (Point h : level2)
        both(h, nullptr);
    return out;
}

Position randomPosition(int size, int moves, std::mt19937_64& rng)
{
    Position pos(size);
    for (int i = 0; i < moves; ++i) {
        const Point p = pos.board().at(static_cast<int>(rng() % size), static_cast<int>(rng() % size));
        const Move m{pos.toMove(), p};
        pos.play(pos.isLegal(m) ? m : Move{pos.toMove(), kPass});
    }
    return pos;
}

} // namespace

class TestReadingMemo : public QObject {
    Q_OBJECT
private slots:
    void footprintIsThePromisedSet()
    {
        std::mt19937_64 rng(20261122);
        int answers = 0;
        for (int size : {5, 9, 13, 19}) {
            for (int game = 0; game < 6; ++game) {
                const Position pos = randomPosition(size, size * size / 2, rng);
                const Board& b = pos.board();
                const int words = (b.stride() * b.stride() + 63) / 64;
                ChosenScope scope;
                analysis::detail::ReusingTactics reuse(scope);
                reuse.begin(pos, nullptr, -1, true);
                std::vector<std::tuple<int, Point, std::set<Point>>> asked;
                for (int y = 0; y < size; ++y)
                    for (int x = 0; x < size; ++x) {
                        const Point p = b.at(x, y);
                        if (rng() % 3 != 0)
                            continue;
                        // A few points played, anywhere (edges and corners too).
                        std::set<Point> played;
                        scope.played.assign(words, 0);
                        for (int k = static_cast<int>(rng() % 6); k > 0; --k) {
                            const Point q = b.at(static_cast<int>(rng() % size), static_cast<int>(rng() % size));
                            played.insert(q);
                            scope.played[q >> 6] |= std::uint64_t{1} << (q & 63);
                        }
                        int kind = 3;
                        if (isStone(b.color(p)))
                            kind = rng() % 2 ? 1 : 2;
                        if (kind == 1)
                            reuse.attack(pos, p);
                        else if (kind == 2)
                            reuse.defend(pos, p);
                        else
                            reuse.captureCuttingStone(pos, p, rng() % 2 ? Black : White);
                        asked.emplace_back(kind, p, std::move(played));
                    }
                const analysis::detail::ReadingRecord record = reuse.take();
                QCOMPARE(record.answers.size(), asked.size());
                for (std::size_t i = 0; i < asked.size(); ++i) {
                    const auto& [kind, at, played] = asked[i];
                    const auto& a = record.answers[i];
                    QVERIFY(a.footprint >= 0);
                    std::set<Point> got;
                    for (int w = 0; w < words; ++w)
                        for (std::uint64_t m = record.footprints[a.footprint + w]; m; m &= m - 1)
                            got.insert(w * 64 + std::countr_zero(m));
                    const std::set<Point> want = plainFootprint(b, kind, at, played);
                    if (got != want)
                        QFAIL(qPrintable(QString("size %1, %2 at %3: %4 points, expected %5")
                                             .arg(size)
                                             .arg(kind)
                                             .arg(at)
                                             .arg(got.size())
                                             .arg(want.size())));
                    ++answers;
                }
            }
        }
        QVERIFY(answers > 500);
    }
};

QTEST_GUILESS_MAIN(TestReadingMemo)
#include "test_reading_memo.moc"
