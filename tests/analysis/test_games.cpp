// Finished games scored as GNU Go scores them: self-play games of GNU Go
// with its final_score and its list of dead stones (tests/data/analysis/
// games/expected.txt), against this evaluation's phase 4 on the last
// position: the same result, the same dead stones.
#include "helpers.h"

#include "core/coords.h"
#include "record/record_io.h"
#include "record/replay.h"

#include <QFile>
#include <QtTest>

#include <algorithm>
#include <set>

using namespace irodori;

namespace {

std::string gamesDir() { return std::string(IRODORI_TEST_DATA) + "/analysis/games"; }

struct Expected {
    std::string file, result;
    std::set<std::string> dead;
};

std::vector<Expected> expectations()
{
    std::vector<Expected> v;
    QFile f(QString::fromStdString(gamesDir() + "/expected.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return v;
    for (const QString& line : QString::fromUtf8(f.readAll()).split('\n')) {
        const QStringList parts = line.simplified().split(' ', Qt::SkipEmptyParts);
        if (parts.size() < 2 || parts[0].startsWith('#'))
            continue;
        Expected e{parts[0].toStdString(), parts[1].toStdString(), {}};
        for (int i = 2; i < parts.size(); ++i)
            e.dead.insert(parts[i].toStdString());
        v.push_back(e);
    }
    return v;
}

std::string result(double score)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%c+%.1f", score > 0 ? 'B' : 'W', score > 0 ? score : -score);
    return buf;
}

} // namespace

class TestGames : public QObject {
    Q_OBJECT
private slots:
    void finalScore_data()
    {
        QTest::addColumn<int>("index");
        const auto all = expectations();
        QVERIFY(all.size() >= 15);
        for (std::size_t i = 0; i < all.size(); ++i)
            QTest::newRow(all[i].file.c_str()) << static_cast<int>(i);
    }

    void finalScore()
    {
        QFETCH(int, index);
        const Expected e = expectations()[index];
        const record::LoadResult r = record::loadRecordFile(gamesDir() + "/" + e.file);
        QVERIFY2(r.ok(), r.error.c_str());
        const record::GameTree& tree = r.games.front();
        const Position pos = record::positionAt(tree, tree.mainLine().back());
        const analysis::Analysis a = analysis::evaluate(pos);
        std::set<std::string> dead;
        for (const auto& s : a.strings) {
            const bool isDead = !s.revived && (s.removed || a.groups[s.group].status == analysis::GroupStatus::Dead);
            if (isDead)
                for (Point p : s.stones)
                    dead.insert(toGtp(pos.board(), p));
        }
        if (dead != e.dead || result(a.score.territoryScore) != e.result)
            qWarning("%s", analysis::toText(a, pos.board()).c_str());
        QCOMPARE(dead, e.dead);
        QCOMPARE(result(a.score.territoryScore), e.result);
    }
};

QTEST_GUILESS_MAIN(TestGames)
#include "test_games.moc"
