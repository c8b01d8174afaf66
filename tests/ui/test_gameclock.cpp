// The game clock driven by plain numbers: main time, byo-yomi periods kept
// by a move in time and lost when spent, the last period losing on time,
// sudden death without byo-yomi, the clock text, and the time control the
// engine is given.
#include "gameclock.h"

#include <QSignalSpy>
#include <QTest>

using namespace irodori;
using namespace irodori::ui;

class TestGameClock : public QObject {
    Q_OBJECT

private slots:
    void mainTimeThenByoyomi()
    {
        GameClock clock({60, 30, 3}); // one minute, then 3 × 30 s
        QVERIFY(clock.enabled());
        QCOMPARE(clock.running(), Empty);
        clock.start(Black, 1000);
        QCOMPARE(clock.running(), Black);
        QCOMPARE(clock.state(Black, 11000).mainLeft, 50.0);
        QCOMPARE(clock.state(White, 11000).mainLeft, 60.0); // White's stands still
        clock.start(White, 21000);                           // Black moved after 20 s
        QCOMPARE(clock.state(Black, 99000).mainLeft, 40.0);
        clock.start(Black, 31000);                           // White moved after 10 s
        // Black thinks 50 s: 40 s of main time, then 10 s of the first period.
        GameClock::State s = clock.state(Black, 81000);
        QVERIFY(s.byoyomi);
        QCOMPARE(s.mainLeft, 0.0);
        QCOMPARE(s.periodsLeft, 3);
        QCOMPARE(s.periodLeft, 20.0);
        QVERIFY(!s.flagged);
        // 40 s over: the first period is lost, 10 s used of the second.
        s = clock.state(Black, 111000);
        QCOMPARE(s.periodsLeft, 2);
        QCOMPARE(s.periodLeft, 20.0);
        // The move comes then: the period is whole again for the next.
        clock.start(White, 111000);
        s = clock.state(Black, 111000);
        QCOMPARE(s.periodsLeft, 2);
        QCOMPARE(s.periodLeft, 30.0);
        clock.start(Black, 112000);
        // 29.9 s keeps the period; 60 s more loses both that are left.
        QVERIFY(!clock.flagged(Black, 112000 + 29900));
        QCOMPARE(clock.state(Black, 112000 + 29900).periodsLeft, 2);
        QVERIFY(!clock.flagged(Black, 112000 + 59900));
        QCOMPARE(clock.state(Black, 112000 + 59900).periodsLeft, 1);
        QVERIFY(clock.flagged(Black, 112000 + 60000));
        clock.stop(112000 + 61000);
        QCOMPARE(clock.running(), Empty);
        QVERIFY(clock.flagged(Black, 0));
        QCOMPARE(clock.state(Black, 0).periodLeft, 0.0);
    }

    void suddenDeath()
    {
        GameClock clock({10, 0, 0});
        QVERIFY(clock.enabled());
        clock.start(White, 0);
        QVERIFY(!clock.flagged(White, 9999));
        QVERIFY(!clock.state(White, 9999).byoyomi);
        QVERIFY(clock.flagged(White, 10000));
        QVERIFY(!clock.flagged(Black, 10000));
    }

    void byoyomiOnlyAndNoClock()
    {
        GameClock clock({0, 5, 1});
        QVERIFY(clock.enabled());
        QVERIFY(clock.state(Black, 0).byoyomi);
        clock.start(Black, 0);
        QCOMPARE(clock.state(Black, 2000).periodLeft, 3.0);
        QVERIFY(clock.flagged(Black, 5000));

        GameClock none({0, 30, 0}); // periods without a count: no clock
        QVERIFY(!none.enabled());
        none.start(Black, 0);
        QCOMPARE(none.running(), Empty);
        QCOMPARE(none.timeControl(Black, 0).kind, search::TimeControl::Kind::None);
    }

    void text()
    {
        QCOMPARE(GameClock::time(598), QStringLiteral("9:58"));
        QCOMPARE(GameClock::time(597.2), QStringLiteral("9:58")); // rounded up
        QCOMPARE(GameClock::time(7), QStringLiteral("0:07"));
        QCOMPARE(GameClock::time(3723), QStringLiteral("1:02:03"));
        QCOMPARE(GameClock::time(0), QStringLiteral("0:00"));
        QCOMPARE(GameClock::time(-3), QStringLiteral("0:00"));
    }

    void engineTimeControl()
    {
        GameClock clock({60, 30, 3});
        clock.start(White, 0);
        search::TimeControl tc = clock.timeControl(White, 15000);
        QCOMPARE(tc.kind, search::TimeControl::Kind::Byoyomi);
        QCOMPARE(tc.mainTime, 60.0);
        QCOMPARE(tc.periodTime, 30.0);
        QCOMPARE(tc.periods, 3);
        QVERIFY(tc.leftKnown);
        QCOMPARE(tc.left, 45.0);
        QCOMPARE(tc.stonesLeft, 0);
        tc = clock.timeControl(White, 70000); // 10 s into byo-yomi
        QCOMPARE(tc.left, 20.0);
        QCOMPARE(tc.stonesLeft, 3);
        QCOMPARE(GameClock({60, 0, 0}).timeControl(Black, 0).kind, search::TimeControl::Kind::Absolute);
    }

    // The seconds counted aloud: the last ten of a byo-yomi period, or of
    // the main time when no byo-yomi follows; none otherwise.
    void countdown()
    {
        GameClock::State s;
        s.byoyomi = true;
        s.periodLeft = 9.3;
        QCOMPARE(RunningClock::countdownSecond(s, {0, 30, 3}), 10);
        s.periodLeft = 0.2;
        QCOMPARE(RunningClock::countdownSecond(s, {0, 30, 3}), 1);
        s.periodLeft = 12;
        QCOMPARE(RunningClock::countdownSecond(s, {0, 30, 3}), 0);
        s = {};
        s.mainLeft = 5.5;
        QCOMPARE(RunningClock::countdownSecond(s, {300, 0, 0}), 6);  // sudden death
        QCOMPARE(RunningClock::countdownSecond(s, {300, 30, 3}), 0); // byo-yomi follows
        s.flagged = true;
        QCOMPARE(RunningClock::countdownSecond(s, {300, 0, 0}), 0);
        QCOMPARE(RunningClock::countdownSecond(GameClock::State{}, {}), 0); // no clock

        // A running clock says each second once: 2, then 1.
        RunningClock clock(nullptr);
        clock.reset({0, 2, 1});
        QSignalSpy counted(&clock, &RunningClock::countdown);
        clock.turn(White);
        QTRY_COMPARE_WITH_TIMEOUT(counted.size(), 2, 5000);
        QCOMPARE(counted.at(0).at(0).value<Color>(), White);
        QCOMPARE(counted.at(0).at(1).toInt(), 2);
        QCOMPARE(counted.at(1).at(1).toInt(), 1);
    }
};

QTEST_MAIN(TestGameClock)
#include "test_gameclock.moc"
