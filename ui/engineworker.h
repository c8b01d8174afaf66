// EngineWorker: the engine's thread. The evaluation (形勢判断) of a 19x19
// middle game takes tens of milliseconds and a search takes seconds; the
// board must keep answering clicks and key presses meanwhile, so every
// engine computation runs here, on a QThread of its own, and the GUI thread
// only posts requests and receives results. It never waits.
//
// Every request carries a generation number. A newer request of the same
// kind supersedes the older one: a running task is told to stop, a request
// not yet started is skipped, and a result that arrives for an old
// generation is dropped (counted, so the tests can see it), because it
// describes a position the user has already left.
//
// Three kinds of work, in priority order:
//  - analyse(): the position on the board now;
//  - run(): a task that can be stopped (a search for the principal
//    variation, later), told to stop when superseded or cancelled;
//  - analyseLine(): every position of a game, for the review graph, one at
//    a time in the background whenever nothing more urgent waits.
#pragma once

#include "analysis/analysis.h"
#include "core/position.h"

#include <QObject>
#include <QString>
#include <QThread>

#include <any>
#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace irodori::ui {

using AnalysisPtr = std::shared_ptr<const analysis::Analysis>;

// What a task may look at while it runs: whether it should stop, and a way
// to report progress (0..100 and a short text) to the GUI.
struct TaskControl {
    const std::atomic<bool>* stop = nullptr;
    std::function<void(int percent, const QString& text)> progress;
    // An intermediate result (the principal variation so far), delivered
    // to the GUI as taskReport while the task is still the newest.
    std::function<void(std::any report)> report;

    bool stopRequested() const { return stop && stop->load(std::memory_order_relaxed); }
};

// A task runs on the engine thread and returns its result; it must check
// stopRequested() often and return early when asked.
using EngineTask = std::function<std::any(const TaskControl&)>;

class EngineWorker : public QObject {
    Q_OBJECT

public:
    explicit EngineWorker(QObject* parent = nullptr);
    // Stops what runs (a task is told to stop; an evaluation in progress
    // finishes first) and joins the thread.
    ~EngineWorker() override;

    // Evaluates a copy of pos. Supersedes the previous analyse() request.
    // Returns the request's generation.
    quint64 analyse(const Position& pos);
    // Evaluates each position of a game in order, in the background.
    // Supersedes the previous line.
    quint64 analyseLine(std::vector<Position> positions);
    // Runs task; a running earlier task is told to stop and its result is dropped.
    quint64 run(EngineTask task);

    // Drops every request: the current analysis, the task and the line.
    void cancel();
    void cancelAnalysis();
    void cancelLine();
    void cancelTask();

    // Generations of the latest requests (0: none yet).
    quint64 analysisGeneration() const { return analysisGen_; }
    quint64 lineGeneration() const { return lineGen_; }
    quint64 taskGeneration() const { return taskGen_; }
    // Something was requested and its answer has not arrived yet.
    bool isBusy() const { return analysisPending_ || taskPending_ || linePending_; }
    bool isAnalysing() const { return analysisPending_; }
    // Results that arrived after a newer request had been made.
    int droppedResults() const { return dropped_; }
    // The engine thread (for tests: it is not the GUI thread).
    const QThread* thread() const { return &thread_; }

signals:
    void analysisReady(quint64 generation, irodori::ui::AnalysisPtr analysis);
    // Position index of the line was evaluated; total is the line's length.
    void lineAnalysed(quint64 generation, int index, int total, irodori::ui::AnalysisPtr analysis);
    void lineFinished(quint64 generation);
    void taskFinished(quint64 generation, std::any result);
    void taskProgress(quint64 generation, int percent, const QString& text);
    void taskReport(quint64 generation, std::any report);
    void busyChanged(bool busy);

private:
    struct Shared;
    class Runner;

    void post();
    void setBusy(bool analysisPending, bool taskPending, bool linePending);
    void deliverAnalysis(quint64 generation, AnalysisPtr analysis);
    void deliverLine(quint64 generation, int index, int total, AnalysisPtr analysis);
    void deliverTask(quint64 generation, std::any result);

    QThread thread_;
    std::shared_ptr<Shared> shared_;
    Runner* runner_ = nullptr; // lives in thread_
    quint64 analysisGen_ = 0;
    quint64 lineGen_ = 0;
    quint64 taskGen_ = 0;
    quint64 nextGen_ = 0;
    bool analysisPending_ = false;
    bool taskPending_ = false;
    bool linePending_ = false;
    int dropped_ = 0;
};

} // namespace irodori::ui

Q_DECLARE_METATYPE(irodori::ui::AnalysisPtr)
