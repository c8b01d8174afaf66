#include "engineworker.h"

#include "analysis/evaluator.h"
#include "analysis/group_reading.h"
#include "analysis/owl.h"
#include "analysis/tactics_port.h"
#include "tactics/reader.h"

#include <QMetaObject>

#include <mutex>
#include <optional>
#include <utility>

namespace irodori::ui {

// What the GUI thread hands to the engine thread. Only the newest request
// of each kind is kept: an older one that has not started is simply
// overwritten, which is how stepping quickly through a record skips the
// positions the user did not stop at.
struct EngineWorker::Shared {
    std::mutex mutex;
    std::optional<std::pair<quint64, Position>> analysis;
    std::optional<std::pair<quint64, EngineTask>> task;
    // The stop flag of the task running now (set to stop it).
    std::shared_ptr<std::atomic<bool>> runningStop;
    // Set when a newer analysis request arrives: the group reading of the
    // position being analysed stops, its result would be dropped anyway.
    std::atomic<bool> readingStop{false};
    quint64 lineGen = 0;
    std::vector<Position> line;
    std::size_t lineNext = 0;
};

// Lives on the engine thread; does one piece of work per event so that the
// thread stays responsive to quit() and to newer requests between them.
class EngineWorker::Runner : public QObject {
public:
    Runner(EngineWorker* owner, std::shared_ptr<Shared> shared) : owner_(owner), shared_(std::move(shared))
    {
        owl_.setCancelFlag(&shared_->readingStop);
    }

    void pump()
    {
        std::optional<std::pair<quint64, Position>> analysis;
        std::optional<std::pair<quint64, EngineTask>> task;
        std::shared_ptr<std::atomic<bool>> stop;
        std::optional<Position> linePosition;
        quint64 lineGen = 0;
        int lineIndex = 0, lineTotal = 0;
        {
            std::lock_guard lock(shared_->mutex);
            if (shared_->analysis) {
                analysis.swap(shared_->analysis);
                shared_->readingStop.store(false);
            } else if (shared_->task) {
                task.swap(shared_->task);
                stop = std::make_shared<std::atomic<bool>>(false);
                shared_->runningStop = stop;
            } else if (shared_->lineNext < shared_->line.size()) {
                lineIndex = static_cast<int>(shared_->lineNext++);
                lineTotal = static_cast<int>(shared_->line.size());
                linePosition = shared_->line[static_cast<std::size_t>(lineIndex)];
                lineGen = shared_->lineGen;
            } else {
                return;
            }
        }

        EngineWorker* owner = owner_;
        if (analysis) {
            const quint64 gen = analysis->first;
            AnalysisPtr result = evaluateAndRead(analysis->second);
            QMetaObject::invokeMethod(owner, [owner, gen, result] { owner->deliverAnalysis(gen, result); },
                                      Qt::QueuedConnection);
        } else if (task) {
            const quint64 gen = task->first;
            TaskControl control;
            control.stop = stop.get();
            control.progress = [owner, gen](int percent, const QString& text) {
                QMetaObject::invokeMethod(
                    owner,
                    [owner, gen, percent, text] {
                        if (gen == owner->taskGen_ && owner->taskPending_)
                            emit owner->taskProgress(gen, percent, text);
                    },
                    Qt::QueuedConnection);
            };
            control.report = [owner, gen](std::any report) {
                QMetaObject::invokeMethod(
                    owner,
                    [owner, gen, report] {
                        if (gen == owner->taskGen_ && owner->taskPending_)
                            emit owner->taskReport(gen, report);
                    },
                    Qt::QueuedConnection);
            };
            std::any result = task->second(control);
            {
                std::lock_guard lock(shared_->mutex);
                if (shared_->runningStop == stop)
                    shared_->runningStop.reset();
            }
            QMetaObject::invokeMethod(owner, [owner, gen, result] { owner->deliverTask(gen, result); },
                                      Qt::QueuedConnection);
        } else if (linePosition) {
            AnalysisPtr result = evaluate(*linePosition);
            QMetaObject::invokeMethod(
                owner, [owner, lineGen, lineIndex, lineTotal, result] {
                    owner->deliverLine(lineGen, lineIndex, lineTotal, result);
                },
                Qt::QueuedConnection);
        }
        // More to do: come back through the event loop, so quit() and the
        // newest requests are seen between two pieces of work.
        QMetaObject::invokeMethod(this, [this] { pump(); }, Qt::QueuedConnection);
    }

private:
    // The analysis of pos, exactly what analysis::evaluate() gives, through
    // one differential evaluation for the thread: the positions asked for
    // one after another (a record stepped through, the review of its main
    // line) differ by a few moves, and the capture answers no change
    // touched are carried from one to the next.
    AnalysisPtr evaluate(const Position& pos)
    {
        if (pos.size() != size_) {
            evaluator_.clear();
            size_ = pos.size();
        }
        return std::make_shared<const analysis::Analysis>(evaluator_.evaluate(pos));
    }

    // The position on the board: its analysis, and the group reading (owl)
    // of the groups that analysis calls unsettled or dead, which the Why? panel
    // shows. The review line is not read: the graph needs the numbers only.
    AnalysisPtr evaluateAndRead(const Position& pos)
    {
        if (pos.size() != size_) {
            // The same stones hash alike on every size.
            owl_.clearCache();
            lineReader_.clearCache();
        }
        AnalysisPtr base = evaluate(pos);
        if (!analysis::explanationMissing(*base))
            return base;
        auto a = std::make_shared<analysis::Analysis>(*base);
        analysis::readGroups(pos, *a, owl_);
        analysis::readCaptureLines(pos, *a, lineReader_);
        return a;
    }

    EngineWorker* owner_;
    std::shared_ptr<Shared> shared_;
    tactics::Reader reader_;
    analysis::ReaderTactics tactics_{reader_, true};
    analysis::Evaluator evaluator_{tactics_};
    analysis::Owl owl_;
    // The capture lines the Why? panel shows (the evaluation's budget, a
    // cache of its own).
    tactics::Reader lineReader_;
    int size_ = 0;
};

EngineWorker::EngineWorker(QObject* parent)
    : QObject(parent)
    , shared_(std::make_shared<Shared>())
{
    qRegisterMetaType<AnalysisPtr>();
    thread_.setObjectName(QStringLiteral("irodori-engine"));
    runner_ = new Runner(this, shared_);
    runner_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, runner_, &QObject::deleteLater);
    thread_.start(QThread::LowPriority);
}

EngineWorker::~EngineWorker()
{
    {
        std::lock_guard lock(shared_->mutex);
        shared_->analysis.reset();
        shared_->task.reset();
        shared_->line.clear();
        shared_->lineNext = 0;
        if (shared_->runningStop)
            shared_->runningStop->store(true);
        shared_->readingStop.store(true);
    }
    thread_.quit();
    thread_.wait();
}

void EngineWorker::post()
{
    QMetaObject::invokeMethod(runner_, [r = runner_] { r->pump(); }, Qt::QueuedConnection);
}

quint64 EngineWorker::analyse(const Position& pos)
{
    const quint64 gen = ++nextGen_;
    analysisGen_ = gen;
    {
        std::lock_guard lock(shared_->mutex);
        shared_->analysis.emplace(gen, pos);
        shared_->readingStop.store(true);
    }
    setBusy(true, taskPending_, linePending_);
    post();
    return gen;
}

quint64 EngineWorker::analyseLine(std::vector<Position> positions)
{
    const quint64 gen = ++nextGen_;
    lineGen_ = gen;
    const bool empty = positions.empty();
    {
        std::lock_guard lock(shared_->mutex);
        shared_->lineGen = gen;
        shared_->line = std::move(positions);
        shared_->lineNext = 0;
    }
    if (empty) {
        setBusy(analysisPending_, taskPending_, false);
        QMetaObject::invokeMethod(this, [this, gen] {
            if (gen == lineGen_)
                emit lineFinished(gen);
        }, Qt::QueuedConnection);
        return gen;
    }
    setBusy(analysisPending_, taskPending_, true);
    post();
    return gen;
}

quint64 EngineWorker::run(EngineTask task)
{
    const quint64 gen = ++nextGen_;
    taskGen_ = gen;
    {
        std::lock_guard lock(shared_->mutex);
        shared_->task.emplace(gen, std::move(task));
        if (shared_->runningStop)
            shared_->runningStop->store(true);
    }
    setBusy(analysisPending_, true, linePending_);
    post();
    return gen;
}

void EngineWorker::cancel()
{
    cancelTask();
    cancelLine();
    cancelAnalysis();
}

void EngineWorker::cancelAnalysis()
{
    analysisGen_ = ++nextGen_;
    {
        std::lock_guard lock(shared_->mutex);
        shared_->analysis.reset();
        shared_->readingStop.store(true);
    }
    setBusy(false, taskPending_, linePending_);
}

void EngineWorker::cancelLine()
{
    lineGen_ = ++nextGen_;
    {
        std::lock_guard lock(shared_->mutex);
        shared_->line.clear();
        shared_->lineNext = 0;
        shared_->lineGen = lineGen_;
    }
    setBusy(analysisPending_, taskPending_, false);
}

void EngineWorker::cancelTask()
{
    taskGen_ = ++nextGen_;
    {
        std::lock_guard lock(shared_->mutex);
        shared_->task.reset();
        if (shared_->runningStop)
            shared_->runningStop->store(true);
    }
    setBusy(analysisPending_, false, linePending_);
}

void EngineWorker::setBusy(bool analysisPending, bool taskPending, bool linePending)
{
    const bool was = isBusy();
    analysisPending_ = analysisPending;
    taskPending_ = taskPending;
    linePending_ = linePending;
    if (was != isBusy())
        emit busyChanged(isBusy());
}

void EngineWorker::deliverAnalysis(quint64 generation, AnalysisPtr analysis)
{
    if (generation != analysisGen_ || !analysisPending_) {
        ++dropped_;
        return;
    }
    setBusy(false, taskPending_, linePending_);
    emit analysisReady(generation, std::move(analysis));
}

void EngineWorker::deliverLine(quint64 generation, int index, int total, AnalysisPtr analysis)
{
    if (generation != lineGen_ || !linePending_) {
        ++dropped_;
        return;
    }
    const bool last = index + 1 >= total;
    if (last)
        setBusy(analysisPending_, taskPending_, false);
    emit lineAnalysed(generation, index, total, std::move(analysis));
    if (last)
        emit lineFinished(generation);
}

void EngineWorker::deliverTask(quint64 generation, std::any result)
{
    if (generation != taskGen_ || !taskPending_) {
        ++dropped_;
        return;
    }
    setBusy(analysisPending_, false, linePending_);
    emit taskFinished(generation, std::move(result));
}

} // namespace irodori::ui
