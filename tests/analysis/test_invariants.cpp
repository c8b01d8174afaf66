// Random games: after every move the evaluation must hold together — every
// stone in a string and a group, safety within 0..100 and explained by the
// last safety reason, statuses matching safety, regions owned by their
// colour, links between strings of one colour, reasons in step order, and
// a score that adds up. Bad input never crashes: boards of every size.
#include "helpers.h"

#include "core/diagram.h"

#include <QtTest>

#include <random>

using namespace irodori;
using analysis::Analysis;

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

// Returns an empty string when the analysis is consistent, else what is wrong.
std::string check(const Analysis& a, const Position& pos)
{
    const Board& b = pos.board();
    int stones = 0;
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.at(x, y);
            const Color c = b.color(p);
            if (!isStone(c)) {
                if (a.stringAt[p] != -1)
                    return "empty point with a string";
                continue;
            }
            ++stones;
            if (a.stringAt[p] < 0 || a.strings[a.stringAt[p]].color != c)
                return "stone without its string";
            const int g = a.strings[a.stringAt[p]].group;
            if (g < 0 || a.groups[g].color != c)
                return "string without a group of its colour";
            // Only a string left out as dead (step 2) can lie in its own
            // colour's territory.
            if (a.regionAt[p] >= 0 && a.regions[a.regionAt[p]].color == c && !a.strings[a.stringAt[p]].removed)
                return "own living stone inside own region";
        }
    int counted = 0;
    for (const auto& s : a.strings) {
        counted += static_cast<int>(s.stones.size());
        if (static_cast<int>(s.liberties.size()) != b.liberties(s.stones.front()))
            return "liberty count differs from the board";
    }
    if (counted != stones)
        return "strings do not cover the stones";
    for (const auto& l : a.links)
        if (l.a >= l.b || a.strings[l.a].color != a.strings[l.b].color)
            return "bad link";
    for (const auto& r : a.regions) {
        if (r.eyeHalves < 0 || r.eyeHalves > 4)
            return "eye value out of range";
        for (int s : r.strings)
            if (a.strings[s].color != r.color)
                return "region touches a string of the other colour";
    }
    for (const auto& g : a.groups) {
        if (g.safety < 0 || g.safety > 100)
            return "safety out of range";
        int last = -1, step = 0;
        for (const auto& r : g.reasons) {
            if (r.step < step)
                return "reasons out of step order";
            step = r.step;
            if (r.value == analysis::ReasonValue::Safety)
                last = r.after;
        }
        if (last != g.safety)
            return "the last safety reason does not give the safety";
        if (g.status == analysis::GroupStatus::Alive && g.safety < 80)
            return "alive below 80 %";
        if (g.status == analysis::GroupStatus::Dead && g.safety >= 20)
            return "dead at 20 % or more";
    }
    const analysis::Score& s = a.score;
    if (s.blackStones + s.whiteStones + s.blackDeadOnBoard + s.whiteDeadOnBoard != stones)
        return "score stones do not add up";
    if (s.blackTerritory + s.whiteTerritory + stones > b.size() * b.size() + s.blackDeadOnBoard + s.whiteDeadOnBoard)
        return "more territory than points";
    return {};
}

} // namespace

class TestInvariants : public QObject {
    Q_OBJECT
private slots:
    void randomGames_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("seed");
        QTest::addColumn<bool>("reader");
        for (int size : {5, 7, 9, 13})
            for (int seed = 1; seed <= 3; ++seed)
                QTest::newRow(qPrintable(QString("%1x%1 #%2").arg(size).arg(seed))) << size << seed << false;
        QTest::newRow("9x9 reader") << 9 << 7 << true;
        QTest::newRow("19x19 reader") << 19 << 8 << true;
    }

    void randomGames()
    {
        QFETCH(int, size);
        QFETCH(int, seed);
        QFETCH(bool, reader);
        std::mt19937_64 rng(static_cast<std::uint64_t>(seed) * 7919 + static_cast<std::uint64_t>(size));
        Position pos(size);
        analysis::ShallowTactics shallow;
        const int moves = reader ? (size == 19 ? 120 : 60) : size * size * 2;
        for (int i = 0; i < moves; ++i) {
            std::vector<Point> empties;
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x)
                    if (pos.board().color(pos.board().at(x, y)) == Empty)
                        empties.push_back(pos.board().at(x, y));
            Point chosen = kPass;
            while (!empties.empty()) {
                const std::size_t k = rng() % empties.size();
                const Move m{pos.toMove(), empties[k]};
                if (!ownEye(pos.board(), m.point, m.color) && pos.isLegal(m)) {
                    chosen = m.point;
                    break;
                }
                empties[k] = empties.back();
                empties.pop_back();
            }
            pos.play({pos.toMove(), chosen});
            if (reader && i % 10 != 9)
                continue;
            const Analysis a = reader ? analysis::evaluate(pos) : analysis::evaluate(pos, shallow);
            const std::string why = check(a, pos);
            if (!why.empty())
                qWarning("%s\n%s", toDiagram(pos.board()).c_str(), analysis::toText(a, pos.board()).c_str());
            QVERIFY2(why.empty(), why.c_str());
        }
    }

    void everyBoardSize()
    {
        for (int size = kMinBoardSize; size <= kMaxBoardSize; ++size) {
            Position pos(size);
            analysis::ShallowTactics t;
            QVERIFY(check(analysis::evaluate(pos, t), pos).empty());
            pos.play({Black, pos.board().at(0, 0)});
            QVERIFY(check(analysis::evaluate(pos, t), pos).empty());
            pos.play({White, pos.board().at(size - 1, size - 1)});
            QVERIFY(check(analysis::evaluate(pos, t), pos).empty());
        }
    }
};

QTEST_GUILESS_MAIN(TestInvariants)
#include "test_invariants.moc"
