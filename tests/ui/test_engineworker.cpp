// EngineWorker: the evaluation runs on the engine thread, a newer request
// supersedes an older one, a result that arrives for a position the user has
// left is dropped, a running task stops when told, and the GUI thread's
// event loop keeps running while the engine works.
#include "engineworker.h"

#include "core/coords.h"
#include "core/position.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <atomic>

using namespace irodori;
using namespace irodori::ui;

Q_DECLARE_METATYPE(std::any)

namespace {

Position positionWith(int size, const std::vector<const char*>& moves)
{
    Position p(size);
    for (const char* m : moves) {
        const auto pt = parseGtp(p.board(), m);
        p.play({p.toMove(), *pt});
    }
    return p;
}

int stonesIn(const analysis::Analysis& a)
{
    int n = 0;
    for (const analysis::StringInfo& s : a.strings)
        n += static_cast<int>(s.stones.size());
    return n;
}

// Spins (without running the event loop) until flag is set; the bound only
// keeps a broken engine from hanging the test.
bool waitFor(const std::atomic<bool>& flag)
{
    for (int i = 0; i < 20000 && !flag.load(); ++i)
        QThread::msleep(1);
    return flag.load();
}

// A task that reports when it starts, then holds the engine thread until it
// is released or told to stop; returns its name.
EngineTask gate(std::atomic<bool>* started, std::atomic<bool>* release, int name)
{
    return [=](const TaskControl& control) -> std::any {
        started->store(true);
        while (!release->load() && !control.stopRequested())
            QThread::msleep(1);
        return name;
    };
}

class TestEngineWorker : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<std::any>(); }

    void analysesOnTheEngineThread()
    {
        EngineWorker worker;
        QSignalSpy ready(&worker, &EngineWorker::analysisReady);
        const Position pos = positionWith(9, {"E5", "C3", "G7"});
        const quint64 gen = worker.analyse(pos);
        QVERIFY(worker.isBusy());
        QVERIFY(ready.wait(20000));
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready.at(0).at(0).value<quint64>(), gen);
        const auto a = ready.at(0).at(1).value<AnalysisPtr>();
        QVERIFY(a);
        QCOMPARE(a->size, 9);
        QCOMPARE(stonesIn(*a), 3);
        QVERIFY(!worker.isBusy());

        std::atomic<const QThread*> where{nullptr};
        QSignalSpy done(&worker, &EngineWorker::taskFinished);
        worker.run([&](const TaskControl&) -> std::any {
            where = QThread::currentThread();
            return 0;
        });
        QVERIFY(done.wait(20000));
        QCOMPARE(where.load(), worker.thread());
        QVERIFY(where.load() != QThread::currentThread());
    }

    // A request made while an older one waits replaces it: only the newest
    // position is evaluated and answered.
    void newerRequestSupersedesAWaitingOne()
    {
        EngineWorker worker;
        QSignalSpy ready(&worker, &EngineWorker::analysisReady);
        QSignalSpy busy(&worker, &EngineWorker::busyChanged);
        // Hold the engine thread so both requests wait.
        std::atomic<bool> started{false}, release{false};
        worker.run(gate(&started, &release, 1));
        QVERIFY(waitFor(started));
        worker.analyse(positionWith(9, {"E5"}));
        const quint64 newest = worker.analyse(positionWith(9, {"E5", "C3", "G7", "C7"}));
        release = true;
        QTRY_VERIFY_WITH_TIMEOUT(!worker.isBusy(), 20000);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready.at(0).at(0).value<quint64>(), newest);
        QCOMPARE(stonesIn(*ready.at(0).at(1).value<AnalysisPtr>()), 4);
        QCOMPARE(worker.droppedResults(), 0); // the older one was never computed
        QVERIFY(busy.count() >= 2);
        QCOMPARE(busy.last().at(0).toBool(), false);
    }

    // A result computed for a position the user has left arrives after the
    // new request was made: it is dropped, never shown.
    void staleResultIsDropped()
    {
        EngineWorker worker;
        QSignalSpy ready(&worker, &EngineWorker::analysisReady);
        std::atomic<bool> started{false}, release{false};
        const quint64 old = worker.analyse(positionWith(9, {"E5"}));
        // Tasks come after analyses: once the gate runs, the old analysis is
        // finished and its result is waiting in this thread's event queue.
        worker.run(gate(&started, &release, 1));
        QVERIFY(waitFor(started));
        const quint64 fresh = worker.analyse(positionWith(9, {"E5", "D4"}));
        QVERIFY(fresh > old);
        release = true;
        QTRY_VERIFY_WITH_TIMEOUT(!worker.isBusy(), 20000);
        QCOMPARE(worker.droppedResults(), 1);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready.at(0).at(0).value<quint64>(), fresh);
        QCOMPARE(stonesIn(*ready.at(0).at(1).value<AnalysisPtr>()), 2);
    }

    // A new task tells the running one to stop; the stopped task's answer is
    // dropped and only the new task's result is delivered.
    void runningTaskIsStoppedAndItsResultDropped()
    {
        EngineWorker worker;
        QSignalSpy done(&worker, &EngineWorker::taskFinished);
        std::atomic<bool> started1{false}, release1{false}, started2{false}, release2{true};
        worker.run(gate(&started1, &release1, 1)); // never released: must be stopped
        QVERIFY(waitFor(started1));
        const quint64 second = worker.run(gate(&started2, &release2, 2));
        QTRY_VERIFY_WITH_TIMEOUT(!worker.isBusy(), 20000);
        QCOMPARE(done.count(), 1);
        QCOMPARE(done.at(0).at(0).value<quint64>(), second);
        QCOMPARE(std::any_cast<int>(done.at(0).at(1).value<std::any>()), 2);
        QCOMPARE(worker.droppedResults(), 1);
    }

    void cancelStopsEverything()
    {
        EngineWorker worker;
        QSignalSpy done(&worker, &EngineWorker::taskFinished);
        QSignalSpy ready(&worker, &EngineWorker::analysisReady);
        std::atomic<bool> started{false}, release{false};
        worker.run(gate(&started, &release, 1));
        QVERIFY(waitFor(started));
        worker.analyse(positionWith(9, {"E5"}));
        worker.cancel();
        QVERIFY(!worker.isBusy());
        // Let the engine thread finish the stopped task; nothing may arrive.
        std::atomic<bool> s2{false}, r2{true};
        QSignalSpy after(&worker, &EngineWorker::taskFinished);
        const quint64 probe = worker.run(gate(&s2, &r2, 7));
        QVERIFY(after.wait(20000));
        QCOMPARE(after.last().at(0).value<quint64>(), probe);
        QCOMPARE(ready.count(), 0);
        QCOMPARE(done.count(), 1); // the probe only
    }

    void lineIsAnalysedInOrderAndSuperseded()
    {
        EngineWorker worker;
        QSignalSpy line(&worker, &EngineWorker::lineAnalysed);
        QSignalSpy finished(&worker, &EngineWorker::lineFinished);
        // Hold the thread so the first line cannot start before it is replaced.
        std::atomic<bool> started{false}, release{false};
        worker.run(gate(&started, &release, 1));
        QVERIFY(waitFor(started));
        worker.analyseLine({positionWith(9, {"E5"}), positionWith(9, {"E5", "C3"})});
        std::vector<Position> game;
        for (int n = 0; n <= 3; ++n) {
            static const std::vector<const char*> moves{"E5", "C3", "G7", "C7"};
            game.push_back(positionWith(9, std::vector<const char*>(moves.begin(), moves.begin() + n)));
        }
        const quint64 gen = worker.analyseLine(game);
        release = true;
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<quint64>(), gen);
        QCOMPARE(line.count(), 4);
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(line.at(i).at(0).value<quint64>(), gen);
            QCOMPARE(line.at(i).at(1).toInt(), i);
            QCOMPARE(line.at(i).at(2).toInt(), 4);
            QCOMPARE(stonesIn(*line.at(i).at(3).value<AnalysisPtr>()), i);
        }
        QVERIFY(!worker.isBusy());
    }

    // While the engine works (a task that runs until stopped, then a line
    // of 19x19 positions), this thread's timers keep firing: the GUI never
    // waits for the engine. Navigating (a new analysis) stops the task.
    void eventLoopStaysResponsive()
    {
        EngineWorker worker;
        std::atomic<bool> started{false}, release{false};
        QSignalSpy done(&worker, &EngineWorker::taskFinished);
        QSignalSpy ready(&worker, &EngineWorker::analysisReady);
        std::vector<Position> game;
        Position p(19);
        for (const char* m : {"Q16", "D4", "Q4", "D16", "R10", "C10", "K17", "K3", "O17", "F17"}) {
            p.play({p.toMove(), *parseGtp(p.board(), m)});
            game.push_back(p);
        }
        worker.analyseLine(game);
        worker.run(gate(&started, &release, 1));

        int ticks = 0;
        QTimer timer;
        timer.setInterval(2);
        connect(&timer, &QTimer::timeout, this, [&] { ++ticks; });
        timer.start();
        QTRY_VERIFY_WITH_TIMEOUT(started.load(), 20000);
        const int before = ticks;
        // The engine thread is held by the task; 25 ticks of this loop pass.
        QTRY_VERIFY_WITH_TIMEOUT(ticks >= before + 25, 20000);
        QVERIFY(worker.isBusy());
        QCOMPARE(done.count(), 0);

        // The user steps to another position: the task is cancelled, the
        // new position evaluated, and the loop still runs meanwhile.
        worker.cancelTask();
        const quint64 gen = worker.analyse(game.back());
        QVERIFY(ready.wait(20000));
        QCOMPARE(ready.last().at(0).value<quint64>(), gen);
        QCOMPARE(done.count(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!worker.isBusy(), 60000);
        QVERIFY(ticks > before + 25);
        QCOMPARE(worker.droppedResults(), 1); // the cancelled task's answer
    }
};

} // namespace

QTEST_GUILESS_MAIN(TestEngineWorker)
#include "test_engineworker.moc"
