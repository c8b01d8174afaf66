// Differential evaluation: after every move of random games (and after
// take-backs, as a search does), the Evaluator's answer is exactly the
// from-scratch evaluation — compared through the complete JSON. The
// capture answers it carries from one position to the next are covered by
// moves that capture, ko captures and take-backs.
#include "helpers.h"

#include "analysis/evaluator.h"
#include "core/coords.h"
#include "tactics/reader.h"

#include <QtTest>

#include <random>

using namespace irodori;

namespace {

bool ownEye(const Board& b, Point p, Color c)
{
    for (int d = 0; d < 4; ++d) {
        const Color n = b.color(p + b.offsets()[d]);
        if (n != c && n != Edge)
            return false;
    }
    return true;
}

Point randomMove(const Position& pos, std::mt19937_64& rng)
{
    std::vector<Point> empties;
    const int size = pos.size();
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            if (pos.board().color(pos.board().at(x, y)) == Empty)
                empties.push_back(pos.board().at(x, y));
    while (!empties.empty()) {
        const std::size_t k = rng() % empties.size();
        const Move m{pos.toMove(), empties[k]};
        if (!ownEye(pos.board(), m.point, m.color) && pos.isLegal(m))
            return m.point;
        empties[k] = empties.back();
        empties.pop_back();
    }
    return kPass;
}

// Shallow answers, but the move of every successful attack depends on the
// number of stones on the whole board: an oracle whose answers reach
// everywhere, as the real reader's do through ladders.
class GlobalTactics : public analysis::ShallowTactics {
public:
    tactics::ReadResult attack(const Position& pos, Point str) override
    {
        tactics::ReadResult r = ShallowTactics::attack(pos, str);
        if (r.code != tactics::Fail && pos.board().stoneCount(Black) % 2 == 1)
            r.move = kNoPoint;
        return r;
    }
    int locality() const override { return -1; }
};

std::string json(const analysis::Analysis& a, const Position& pos) { return analysis::toJson(a, pos.board()); }

// A black stone on 19x19 caught in a ladder (シチョウ) that runs from the
// lower right to the upper left; Black to move.
Position ladderPosition()
{
    Board b(19);
    b.setStone(b.at(15, 15), Black);
    b.setStone(b.at(15, 16), White);
    b.setStone(b.at(16, 15), White);
    b.setStone(b.at(14, 16), White);
    return Position(b, Black);
}

} // namespace

class TestDifferential : public QObject {
    Q_OBJECT
private slots:
    void equalsFromScratch_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("moves");
        QTest::addColumn<bool>("reader");
        QTest::newRow("9x9 whole game") << 9 << 160 << false;
        QTest::newRow("13x13") << 13 << 200 << false;
        QTest::newRow("19x19") << 19 << 160 << false;
        QTest::newRow("9x9 with the reader") << 9 << 80 << true;
        QTest::newRow("13x13 with the reader") << 13 << 90 << true;
        QTest::newRow("19x19 with the reader") << 19 << 90 << true;
    }

    void equalsFromScratch()
    {
        QFETCH(int, size);
        QFETCH(int, moves);
        QFETCH(bool, reader);
        std::mt19937_64 rng(static_cast<std::uint64_t>(size) * 31 + moves);
        analysis::ShallowTactics shallow;
        tactics::Reader r;
        analysis::ReaderTactics real(r, true);
        analysis::Tactics& t = reader ? static_cast<analysis::Tactics&>(real) : shallow;
        analysis::Evaluator ev(t);
        Position pos(size);
        for (int i = 0; i < moves; ++i) {
            pos.play({pos.toMove(), randomMove(pos, rng)});
            const std::string fast = analysis::toJson(ev.evaluate(pos), pos.board());
            const std::string scratch = analysis::toJson(analysis::evaluate(pos, t), pos.board());
            QVERIFY2(fast == scratch, qPrintable(QString("differs after move %1").arg(i + 1)));
        }
        const auto st = ev.stats();
        QCOMPARE(st.chargeFull, std::uint64_t(1)); // built once, then updated stone by stone
        QVERIFY(st.chargeDifferential > 0);
        // Aya's maps again from scratch only when the game phase changes
        // (the reach of the centre stones), and else stone by stone.
        QVERIFY(st.ayaFull >= 1 && st.ayaFull <= 3);
        QVERIFY(st.ayaDifferential > st.ayaFull);
        if (reader) {
            // The real reader's answers are carried by their scope.
            qInfo("answers carried %llu, read %llu", static_cast<unsigned long long>(st.answersCarried),
                  static_cast<unsigned long long>(st.answersRead));
            QVERIFY(st.answersCarried > 0);
        }
    }

    void takeBacksComeFromTheCache()
    {
        // A search plays, evaluates, takes back and evaluates again: the
        // second visit of a position is a cache hit and still exact.
        std::mt19937_64 rng(4);
        analysis::ShallowTactics t;
        analysis::Evaluator ev(t);
        Position pos(9);
        for (int i = 0; i < 30; ++i)
            pos.play({pos.toMove(), randomMove(pos, rng)});
        const std::string root = analysis::toJson(ev.evaluate(pos), pos.board());
        for (int i = 0; i < 20; ++i) {
            pos.play({pos.toMove(), randomMove(pos, rng)});
            const std::string child = analysis::toJson(ev.evaluate(pos), pos.board());
            QCOMPARE(child, analysis::toJson(analysis::evaluate(pos, t), pos.board()));
            pos.undo();
            QCOMPARE(analysis::toJson(ev.evaluate(pos), pos.board()), root);
        }
        QVERIFY(ev.stats().cacheHits >= 20); // every take-back, and any child seen twice
    }

    void searchLikeChildren_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("every");
        QTest::addColumn<bool>("reader");
        QTest::newRow("9x9 opening") << 9 << 12 << 1 << false;
        QTest::newRow("9x9 middle game") << 9 << 40 << 1 << false;
        QTest::newRow("9x9 crowded") << 9 << 70 << 1 << false;
        QTest::newRow("13x13") << 13 << 100 << 2 << false;
        QTest::newRow("19x19") << 19 << 110 << 5 << false;
        // The real reader, whose answers are carried by the points it marks
        // while reading (every move tried, every candidate ordered, every
        // point looked around): a mark missing from a new kind of move
        // shows here as a child that differs.
        QTest::newRow("9x9 middle game with the reader") << 9 << 40 << 1 << true;
        QTest::newRow("9x9 crowded with the reader") << 9 << 70 << 1 << true;
        QTest::newRow("13x13 with the reader") << 13 << 100 << 3 << true;
        QTest::newRow("19x19 with the reader") << 19 << 110 << 7 << true;
    }

    void searchLikeChildren()
    {
        // From a parent, each child is played, evaluated and taken back,
        // and the parent evaluated again, as a search does: the answers of
        // strings away from the move come from the previous position.
        QFETCH(int, size);
        QFETCH(int, depth);
        QFETCH(int, every);
        QFETCH(bool, reader);
        std::mt19937_64 rng(static_cast<std::uint64_t>(size) * 7 + depth);
        analysis::ShallowTactics shallow;
        tactics::Reader r;
        analysis::ReaderTactics real(r, true);
        analysis::Tactics& t = reader ? static_cast<analysis::Tactics&>(real) : shallow;
        analysis::EvalOptions o;
        o.chargeModel = false;
        analysis::Evaluator ev(t, o);
        Position pos(size);
        for (int i = 0; i < depth; ++i)
            pos.play({pos.toMove(), randomMove(pos, rng)});
        const std::string parent = json(ev.evaluate(pos), pos);
        QCOMPARE(parent, json(analysis::evaluate(pos, t, o), pos));
        int children = 0, captures = 0, k = 0;
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const Move m{pos.toMove(), pos.board().at(x, y)};
                if (!pos.isLegal(m))
                    continue;
                // A sample of the children, and every capture.
                if (k++ % every != 0 && pos.board().wouldCapture(m.point, m.color) == 0)
                    continue;
                const int before = pos.prisoners(m.color);
                pos.play(m);
                captures += pos.prisoners(m.color) > before;
                const std::string child = json(ev.evaluate(pos), pos);
                QVERIFY2(child == json(analysis::evaluate(pos, t, o), pos),
                         qPrintable(QString("child %1 differs").arg(QString::fromStdString(toGtp(pos.board(), m.point)))));
                pos.undo();
                QCOMPARE(json(ev.evaluate(pos), pos), parent);
                ++children;
            }
        QVERIFY(children > 0);
        if (depth >= 70)
            QVERIFY(captures > 0); // crowded positions: some children capture
        QVERIFY(ev.stats().answersCarried > 0); // strings away from the move are not asked again
        if (size >= 13) {
            // Relations away from the move are carried over from the parent.
            QVERIFY(ev.stats().linksPartial > 0);
            QVERIFY(ev.stats().linksCarried > 0);
        }
    }

    void gamesWithCapturesAndTakeBacks()
    {
        // A random game where every few moves the last two are taken back
        // and replayed differently: the evaluator sees captures undone,
        // strings rejoined and positions reached again.
        std::mt19937_64 rng(11);
        analysis::ShallowTactics t;
        analysis::Evaluator ev(t);
        Position pos(9);
        int captures = 0, takeBacks = 0;
        for (int i = 0; i < 150; ++i) {
            const int before = pos.prisoners(Black) + pos.prisoners(White);
            pos.play({pos.toMove(), randomMove(pos, rng)});
            captures += pos.prisoners(Black) + pos.prisoners(White) > before;
            QVERIFY2(json(ev.evaluate(pos), pos) == json(analysis::evaluate(pos, t), pos),
                     qPrintable(QString("differs after move %1").arg(i + 1)));
            if (i % 5 == 4) {
                pos.undo();
                pos.undo();
                ++takeBacks;
                QVERIFY2(json(ev.evaluate(pos), pos) == json(analysis::evaluate(pos, t), pos),
                         qPrintable(QString("differs after the take-back at move %1").arg(i + 1)));
            }
        }
        QVERIFY(captures > 3);
        QVERIFY(takeBacks > 20);
        QVERIFY(ev.stats().answersCarried > 0);
    }

    void koCaptureAndRetake()
    {
        // A ko (劫): the capture, a threat and its answer elsewhere, the
        // retake. The ko point binds the reading next to it, so answers
        // there are read again; a string in atari beside the ko is asked
        // about in every position.
        Position pos = testing::position(".XO....\n"
                                         "XO.O...\n"
                                         ".XO..X.\n"
                                         "....XOX\n"
                                         ".O.....\n"
                                         "..X....\n"
                                         ".......\n",
                                         Black);
        analysis::ShallowTactics t;
        analysis::Evaluator ev(t);
        // Black takes the ko, White saves F4, Black plays elsewhere, White
        // retakes, Black elsewhere, White connects.
        const char* moves[] = {"C6", "F3", "F2", "B6", "G7", "C6", "A1"};
        QCOMPARE(json(ev.evaluate(pos), pos), json(analysis::evaluate(pos, t), pos));
        for (const char* mv : moves) {
            const Move m{pos.toMove(), testing::pt(pos, mv)};
            QVERIFY2(pos.isLegal(m), mv);
            pos.play(m);
            QVERIFY2(json(ev.evaluate(pos), pos) == json(analysis::evaluate(pos, t), pos), mv);
        }
        QVERIFY(pos.prisoners(Black) + pos.prisoners(White) >= 2); // the ko was taken and retaken
        while (pos.moveNumber() > 0) { // every take-back back to the start
            pos.undo();
            QCOMPARE(json(ev.evaluate(pos), pos), json(analysis::evaluate(pos, t), pos));
        }
    }

    void answersWithoutBoundAreReadAgain()
    {
        // Tactics that promise no locality (the real reader) get every
        // question again, so the result stays exact; carrying answers with
        // an assumed radius is an approximation that can be wrong.
        GlobalTactics t;
        analysis::Evaluator exact(t);
        analysis::EvalOptions approx;
        approx.readingRadius = 2;
        analysis::Evaluator guessing(t, approx);
        std::mt19937_64 rng(5);
        Position pos(9);
        int wrong = 0;
        for (int i = 0; i < 60; ++i) {
            pos.play({pos.toMove(), randomMove(pos, rng)});
            const std::string scratch = json(analysis::evaluate(pos, t), pos);
            QVERIFY2(json(exact.evaluate(pos), pos) == scratch, qPrintable(QString("move %1").arg(i + 1)));
            wrong += json(guessing.evaluate(pos), pos) != scratch;
        }
        QCOMPARE(exact.stats().answersCarried, std::uint64_t(0));
        QVERIFY(guessing.stats().answersCarried > 0);
        QVERIFY(wrong > 0);
    }

    void ladderBreakerFarAwayIsNoticed_data()
    {
        QTest::addColumn<bool>("scoped");
        QTest::newRow("carried within 3 points") << false;
        QTest::newRow("carried by scope") << true;
    }

    void ladderBreakerFarAwayIsNoticed()
    {
        // The ladder of ladderPosition(). A ladder breaker far up the
        // diagonal saves the stone. Carried within 3 points, the string is
        // read again because the change lies on a ladder diagonal from its
        // liberties; carried by scope, because the reading played the
        // ladder to its end, so the breaker lies inside the answer's
        // footprint. Either way the analysis stays exact.
        QFETCH(bool, scoped);
        Position pos = ladderPosition();
        const Board& b = pos.board();
        tactics::Reader r;
        analysis::ReaderTactics t(r, scoped);
        analysis::EvalOptions o;
        o.readingRadius = scoped ? -1 : 3;
        analysis::Evaluator ev(t, o);
        const Point stone = b.at(15, 15);
        const analysis::Analysis& before = ev.evaluate(pos);
        QCOMPARE(int(before.strings[before.stringAt[stone]].attack.code), int(tactics::Win));
        pos.play({Black, b.at(3, 3)});
        const analysis::Analysis& after = ev.evaluate(pos);
        QCOMPARE(int(after.strings[after.stringAt[stone]].attack.code), int(tactics::Fail));
        QCOMPARE(json(after, pos), json(analysis::evaluate(pos, t, o), pos));
        // A move off the ladder's path, far from the string, carries it.
        pos.undo();
        ev.evaluate(pos);
        const std::uint64_t carried = ev.stats().answersCarried;
        pos.play({Black, b.at(16, 2)});
        QCOMPARE(json(ev.evaluate(pos), pos), json(analysis::evaluate(pos, t, o), pos));
        QVERIFY(ev.stats().answersCarried > carried);
    }

    void realReaderCarriesByScope()
    {
        // The real reader reports where each reading went: answers whose
        // footprint holds no change are carried, the others read again,
        // and every child is exact.
        std::mt19937_64 rng(8);
        tactics::Reader r;
        analysis::ReaderTactics t(r, true);
        analysis::Evaluator ev(t);
        Position pos(19);
        for (int i = 0; i < 80; ++i)
            pos.play({pos.toMove(), randomMove(pos, rng)});
        ev.evaluate(pos);
        for (int i = 0; i < 16; ++i) {
            pos.play({pos.toMove(), randomMove(pos, rng)});
            QCOMPARE(json(ev.evaluate(pos), pos), json(analysis::evaluate(pos, t), pos));
            pos.undo();
        }
        QVERIFY(ev.stats().answersCarried > 0);
        QVERIFY(ev.stats().answersRead > 0);
    }

    void recycledAnalysesAreExact()
    {
        // With a cache of one or two, nearly every evaluation fills the
        // memory of one the cache dropped (its strings' lists, its links),
        // from a game on another board size as well: every result is still
        // the from-scratch one.
        for (std::size_t cache : {std::size_t(1), std::size_t(2)}) {
            std::mt19937_64 rng(11 + cache);
            analysis::ShallowTactics t;
            analysis::Evaluator ev(t, {}, cache);
            Position games[3] = {Position(19), Position(9), Position(13)};
            for (int i = 0; i < 90; ++i) {
                Position& pos = games[i % 3];
                pos.play({pos.toMove(), randomMove(pos, rng)});
                const std::string fast = json(ev.evaluate(pos), pos);
                QVERIFY2(fast == json(analysis::evaluate(pos, t), pos),
                         qPrintable(QString("cache %1, move %2").arg(cache).arg(i + 1)));
                if (i % 4 == 0) {
                    // A take-back and the child again: from the cache when it still holds them.
                    pos.undo();
                    QCOMPARE(json(ev.evaluate(pos), pos), json(analysis::evaluate(pos, t), pos));
                    pos.play({pos.toMove(), randomMove(pos, rng)});
                    QCOMPARE(json(ev.evaluate(pos), pos), json(analysis::evaluate(pos, t), pos));
                }
            }
        }
    }

    void chargeModelCanBeLeftOut()
    {
        analysis::ShallowTactics t;
        analysis::EvalOptions o;
        o.chargeModel = false;
        Position pos(9);
        pos.play({Black, pos.board().at(4, 4)});
        const analysis::Analysis a = analysis::evaluate(pos, t, o);
        QVERIFY(a.potential.chargeBlack.empty());
        QVERIFY(!a.potential.ayaBlack.empty());
        QVERIFY(analysis::toJson(a, pos.board()).find("\"charge_black\":null") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestDifferential)
#include "test_differential.moc"
