// A game against the engine in the main window: the dialog's settings, the
// engine moving first (Black, or White after handicap stones), clicks
// refused while it thinks, the event loop answering within 50 ms while it
// thinks (measured with a timer), the principal variation shown, and the
// scoring view with dead stones toggled before the result is recorded, and
// a game with a clock lost on time.
#include "boardview.h"
#include "enginegame.h"
#include "enginegamedialog.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "recordfiles.h"
#include "stonesound.h"

#include "core/coords.h"
#include "record/semantics.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <algorithm>

using namespace irodori;
using namespace irodori::ui;

namespace {

int stones(const Position& pos, Color c)
{
    return pos.board().stoneCount(c);
}

// The leftmost empty point of the top row: somewhere for our move that the
// engine's opening move has not taken.
int firstEmptyInTopRow(const Board& b)
{
    int x = 0;
    while (b.color(b.at(x, 0)) != Empty)
        ++x;
    return x;
}

// The finished 9x9 game of tests/data/search/finished.txt as a record:
// setup stones, then both players pass.
record::GameTree finishedGame()
{
    static const char* rows[] = {
        "..X.XO...", ".X..XO...", ".OXXOOO..", "O.OXXO...", "..OXXOO..",
        "X.OOXO...", ".X.XXOO..", ".XX.XO...", "....XO...",
    };
    record::GameTree tree(9);
    record::Node& root = tree.root();
    Board b(9);
    for (int y = 0; y < 9; ++y)
        for (int x = 0; x < 9; ++x) {
            const char c = rows[y][x];
            if (c == 'X')
                record::setSetupStone(root, b.at(x, y), Black, 9);
            else if (c == 'O')
                record::setSetupStone(root, b.at(x, y), White, 9);
        }
    record::Node* pass1 = root.addChild();
    pass1->setRaw("B", std::string());
    record::Node* pass2 = pass1->addChild();
    pass2->setRaw("W", std::string());
    return tree;
}

// Black for the user on 9x9, the engine at its quickest level.
EngineGameSettings quickGame()
{
    EngineGameSettings s;
    s.human = Black;
    s.size = 9;
    s.level = 1;
    return s;
}

} // namespace

class TestEngineGame : public QObject {
    Q_OBJECT

private slots:
    void dialogKeepsSettings()
    {
        EngineGameSettings s;
        s.human = White;
        s.size = 13;
        s.handicap = 3;
        s.komi = 0.5;
        s.level = 8;
        s.chinese = true;
        s.clock = {600, 30, 5};
        s.ponder = true;
        EngineGameDialog d(s);
        const EngineGameSettings t = d.settings();
        QCOMPARE(t.human, White);
        QCOMPARE(t.size, 13);
        QCOMPARE(t.handicap, 3);
        QCOMPARE(t.komi, 0.5);
        QCOMPARE(t.level, 8);
        QVERIFY(t.chinese);
        QCOMPARE(t.clock.mainSeconds, 600);
        QCOMPARE(t.clock.periodSeconds, 30);
        QCOMPARE(t.clock.periods, 5);
        QVERIFY(t.ponder);
        // No byo-yomi periods: no period length either.
        s.clock = {300, 0, 0};
        d.setSettings(s);
        QCOMPARE(d.settings().clock.mainSeconds, 300);
        QCOMPARE(d.settings().clock.periodSeconds, 0);
        QVERIFY(!d.settings().clock.hasByoyomi());
    }

    void menuOffersTheGame()
    {
        MainWindow w;
        QVERIFY(w.engineGame());
        QVERIFY(w.engineGame()->newGameAction());
        QVERIFY(!w.engineGame()->resignAction()->isEnabled());
        QVERIFY(!w.engineGame()->acceptScoreAction()->isEnabled());
    }

    void engineOpensAndAnswers()
    {
        MainWindow w;
        w.show();
        EngineGame* g = w.engineGame();
        QSignalSpy moved(g, &EngineGame::engineMoved);
        EngineGameSettings s;
        s.human = White;
        s.size = 9;
        s.level = 1;
        g->start(s);
        QVERIFY(g->isActive());
        QVERIFY(moved.wait(20000));
        QCOMPARE(stones(w.position(), Black), 1);
        QCOMPARE(w.position().toMove(), White);
        QVERIFY(g->resignAction()->isEnabled());
        // Our move as White; the engine answers as Black.
        QVERIFY(w.playAt(firstEmptyInTopRow(w.position().board()), 0));
        QVERIFY(moved.wait(20000));
        QCOMPARE(stones(w.position(), Black), 2);
        QCOMPARE(stones(w.position(), White), 1);
        QCOMPARE(QString::fromStdString(record::textValue(w.document()->tree().root(), "PW")), tr("You"));
        // Resigning ends the game and records it.
        QSignalSpy finished(g, &EngineGame::finished);
        g->resign();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toString(), QStringLiteral("B+R"));
        QCOMPARE(w.document()->gameInfo("RE"), QStringLiteral("B+R"));
        QVERIFY(!g->isActive());
    }

    // Saving the game in progress is not another record: the game goes on.
    void savingKeepsTheGame()
    {
        MainWindow w;
        w.show();
        EngineGame* g = w.engineGame();
        QSignalSpy moved(g, &EngineGame::engineMoved);
        EngineGameSettings s = quickGame();
        s.human = White;
        g->start(s);
        QVERIFY(moved.wait(20000));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(w.files()->saveAs(dir.filePath(QStringLiteral("game.sgf"))));
        QVERIFY(!w.document()->isModified());
        QVERIFY(g->isActive());
        QVERIFY(w.playAt(firstEmptyInTopRow(w.position().board()), 0));
        QVERIFY(moved.wait(20000));
        QCOMPARE(stones(w.position(), Black), 2);
        // Opening another record does end it.
        w.newGame(9);
        QVERIFY(!g->isActive());
    }

    void handicapLetsWhiteStart()
    {
        MainWindow w;
        EngineGame* g = w.engineGame();
        QSignalSpy moved(g, &EngineGame::engineMoved);
        EngineGameSettings s;
        s.human = Black;
        s.size = 9;
        s.handicap = 2;
        s.komi = 0.5;
        s.level = 1;
        g->start(s);
        QVERIFY(moved.wait(20000));
        QCOMPARE(stones(w.position(), Black), 2);
        QCOMPARE(stones(w.position(), White), 1);
        QCOMPARE(w.position().toMove(), Black);
        QCOMPARE(w.document()->gameInfo("HA"), QStringLiteral("2"));
        g->end();
    }

    void boardAnswersWhileEngineThinks()
    {
        MainWindow w;
        w.show();
        EngineGame* g = w.engineGame();
        QSignalSpy moved(g, &EngineGame::engineMoved);
        QSignalSpy progressed(g, &EngineGame::progressed);
        bool sawVariation = false;
        connect(g, &EngineGame::progressed, this, [&] { sawVariation |= !g->variationLayer().steps().empty(); });
        // Level 8 thinks about two seconds.
        EngineGameSettings s;
        s.human = White;
        s.size = 19;
        s.level = 8;
        g->start(s);
        QVERIFY(g->isThinking());
        // A click on the board while the engine thinks places nothing.
        QTest::mouseClick(w.boardView(), Qt::LeftButton, {}, w.boardView()->pixelOf(3, 3));
        QCOMPARE(stones(w.position(), White), 0);
        // A 10 ms timer on the GUI thread: the gaps between its ticks show
        // how long the event loop was busy.
        QElapsedTimer clock;
        clock.start();
        qint64 last = 0;
        std::vector<qint64> gaps;
        QTimer tick;
        tick.setInterval(10);
        connect(&tick, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            gaps.push_back(now - last);
            last = now;
        });
        tick.start();
        QVERIFY(moved.wait(30000));
        tick.stop();
        QVERIFY(gaps.size() > 20);
        std::sort(gaps.begin(), gaps.end());
        const qint64 p90 = gaps[gaps.size() * 9 / 10];
        qInfo("event loop gaps while thinking: %zu ticks, median %lld ms, 90th percentile %lld ms, longest %lld ms",
              gaps.size(), static_cast<long long>(gaps[gaps.size() / 2]), static_cast<long long>(p90),
              static_cast<long long>(gaps.back()));
        // On a shared machine the scheduler may hold the whole process now
        // and then; nine ticks in ten must still come within 50 ms.
        QVERIFY2(p90 <= 50, qPrintable(QString("90th percentile gap %1 ms").arg(p90)));
        QVERIFY(progressed.count() >= 1);
        QVERIFY(sawVariation);
        QVERIFY(!g->isThinking());
        QVERIFY(g->variationLayer().steps().empty());
        g->end();
    }

    void takeBackWhileThinkingRestarts()
    {
        MainWindow w;
        EngineGame* g = w.engineGame();
        QSignalSpy moved(g, &EngineGame::engineMoved);
        EngineGameSettings s;
        s.human = White;
        s.size = 9;
        s.level = 1;
        g->start(s);
        QVERIFY(moved.wait(20000));
        // We play, then take our move back while the engine thinks about
        // its answer: the engine waits for our move again, no stale answer
        // lands on the board.
        QVERIFY(w.playAt(firstEmptyInTopRow(w.position().board()), 0));
        QVERIFY(g->isThinking());
        w.document()->back();
        QVERIFY(!g->isThinking());
        QTest::qWait(300);
        QCOMPARE(stones(w.position(), Black), 1);
        QCOMPARE(stones(w.position(), White), 0);
        g->end();
    }

    // Pondering: on the user's turn the engine reads on; the user's move
    // stops it at once and the engine answers as usual; the game's end
    // stops it too. Without the setting it never ponders.
    void pondersOnTheUsersTime()
    {
        MainWindow w;
        w.show();
        EngineGame* g = w.engineGame();
        EngineGameSettings s = quickGame();
        s.ponder = true;
        g->start(s);
        QVERIFY(g->isPondering());
        QVERIFY(!g->isThinking());
        QVERIFY(g->indicator()->text().contains(QStringLiteral("thinks on your time")));
        QTest::qWait(300);
        QSignalSpy moved(g, &EngineGame::engineMoved);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(w.playAt(4, 4));
        QVERIFY(!g->isPondering());
        QVERIFY(clock.elapsed() < 30000); // stopped when asked, not after its 60 s
        QVERIFY(moved.wait(20000));
        QCOMPARE(stones(w.position(), White), 1);
        QVERIFY(g->isPondering()); // our turn again
        g->end();
        QVERIFY(!g->isPondering());

        s.ponder = false;
        g->start(s);
        QVERIFY(!g->isPondering());
        g->end();
    }

    // A game with a clock: byo-yomi only, one period of three seconds. Our
    // move and the engine's carry the time left (BL, WL/OW); the engine
    // answers within its period; then we wait and lose on time.
    void clockRunsOutOnTime()
    {
        MainWindow w;
        w.show();
        EngineGame* g = w.engineGame();
        EngineGameSettings s = quickGame();
        s.clock = {0, 3, 1};
        g->start(s);
        QVERIFY(g->clockLabel()->isVisible());
        const record::Node& root = w.document()->tree().root();
        QCOMPARE(std::string(root.rawValue("TM")), std::string("0"));
        QCOMPARE(record::textValue(root, "OT"), std::string("1x3 byo-yomi"));
        QCOMPARE(g->clock().running(), Black);
        QVERIFY(g->clockLabel()->text().contains(QStringLiteral("<b>Black 0:03 (1 period(s))</b>")));
        QSignalSpy moved(g, &EngineGame::engineMoved);
        QVERIFY(w.playAt(4, 4));
        const record::Node* ours = w.document()->current();
        QVERIFY(ours->has("BL"));
        QVERIFY(std::stod(std::string(ours->rawValue("BL"))) <= 3.0);
        QCOMPARE(std::string(ours->rawValue("OB")), std::string("1"));
        QCOMPARE(g->clock().running(), White);
        QVERIFY(moved.wait(20000));
        const record::Node* its = w.document()->current();
        QVERIFY(its->has("WL"));
        QCOMPARE(std::string(its->rawValue("OW")), std::string("1"));
        QVERIFY(g->isActive()); // the engine kept within its period
        QCOMPARE(g->clock().running(), Black);

        // Our last seconds are ticked aloud (with the sounds on).
        int ticks = 0;
        w.stoneSound()->setOutput([&ticks](StoneSound::Kind k) { ticks += k == StoneSound::Kind::Tick; });
        w.stoneSound()->action()->setChecked(true);
        QSignalSpy finished(g, &EngineGame::finished);
        QVERIFY(finished.wait(10000));
        QVERIFY(ticks >= 2 && ticks <= 3);
        QCOMPARE(finished.at(0).at(0).toString(), QStringLiteral("W+T"));
        QCOMPARE(w.document()->gameInfo("RE"), QStringLiteral("W+T"));
        QVERIFY(!g->isActive());
        QVERIFY(g->clockState(Black).flagged);
        QVERIFY(!g->clockLabel()->isVisible());
        QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Your time is up: Irodori wins on time."));

        // A game without a clock shows none.
        g->start(EngineGameSettings{});
        QVERIFY(!g->clockLabel()->isVisible());
        QVERIFY(!w.document()->tree().root().has("TM"));
        g->end();
    }

    void scoringViewTogglesDeadStones()
    {
        MainWindow w;
        EngineGame* g = w.engineGame();
        QSignalSpy scoring(g, &EngineGame::scoringStarted);
        EngineGameSettings s;
        s.human = Black;
        s.komi = 6.5;
        s.level = 1;
        g->startFrom(s, finishedGame());
        QVERIFY(scoring.count() == 1 || scoring.wait(20000));
        QVERIFY(g->isScoring());
        QVERIFY(g->acceptScoreAction()->isEnabled());
        // The evaluation's dead stones: White's six inside Black's area.
        QCOMPARE(static_cast<int>(g->deadStones().size()), 6);
        QCOMPARE(g->score(), 0.5);
        QVERIFY(g->scoringLayer().isActive());
        // White's C6-C5-C4-D4 brought back to life: Black's area breaks up.
        const Board& b = w.position().board();
        g->toggleDead(2, 4); // C5
        QCOMPARE(static_cast<int>(g->deadStones().size()), 2);
        QVERIFY(g->score() < 0);
        // A click on the board does the same (back to dead).
        QTest::mouseClick(w.boardView(), Qt::LeftButton, {}, w.boardView()->pixelOf(3, 5)); // D4
        QCOMPARE(static_cast<int>(g->deadStones().size()), 6);
        QVERIFY(std::find(g->deadStones().begin(), g->deadStones().end(), b.at(3, 5)) != g->deadStones().end());
        QSignalSpy finished(g, &EngineGame::finished);
        g->acceptScore();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(w.document()->gameInfo("RE"), QStringLiteral("B+0.5"));
        QVERIFY(!g->isActive());
        QVERIFY(!g->scoringLayer().isActive());
    }
};

QTEST_MAIN(TestEngineGame)
#include "test_enginegame.moc"
