// Differential evaluation: after every move of random games (and after
// take-backs, as a search does), the Evaluator's answer is exactly the
// from-scratch evaluation — compared through the complete JSON.
#include "helpers.h"

#include "analysis/evaluator.h"
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
    }

    void equalsFromScratch()
    {
        QFETCH(int, size);
        QFETCH(int, moves);
        QFETCH(bool, reader);
        std::mt19937_64 rng(static_cast<std::uint64_t>(size) * 31 + moves);
        analysis::ShallowTactics shallow;
        tactics::Reader r;
        analysis::ReaderTactics real(r);
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
