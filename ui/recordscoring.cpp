#include "recordscoring.h"

#include "boardview.h"
#include "gamedocument.h"

#include "search/player.h"
#include "search/scoring.h"

#include <QAction>
#include <QThread>

#include <algorithm>

namespace irodori::ui {

RecordScoring::RecordScoring(GameDocument* document, BoardView* board, QObject* parent)
    : QObject(parent), document_(document), board_(board)
{
    count_ = new QAction(tr("&Count Score"), this);
    count_->setStatusTip(tr("Count the position shown: the dead stones marked, territory and the result"));
    connect(count_, &QAction::triggered, this, &RecordScoring::start);
    accept_ = new QAction(tr("Accept Co&unt"), this);
    accept_->setStatusTip(tr("Write the count into the record as its result"));
    connect(accept_, &QAction::triggered, this, &RecordScoring::accept);
    board_->painter().addLayer(&layer_);
    board_->installEventFilter(this);
    // Another position, or another record: the count was of this one.
    connect(document_, &GameDocument::currentChanged, this, [this] {
        if (active_ && !accepting_)
            end();
    });
    connect(document_, &GameDocument::fileChanged, this, [this] {
        if (active_)
            end();
        updateActions(); // a Renju record has no count
    });
    updateActions();
}

RecordScoring::~RecordScoring()
{
    if (thread_) {
        thread_->wait();
        delete thread_;
    }
}

void RecordScoring::setAllowed(bool allowed)
{
    allowed_ = allowed;
    if (!allowed && active_)
        end();
    updateActions();
}

void RecordScoring::updateActions()
{
    count_->setEnabled(allowed_ && !active_ && !document_->isRenju());
    accept_->setEnabled(active_ && !thread_);
}

void RecordScoring::start()
{
    if (!allowed_ || active_ || thread_ || document_->isRenju())
        return;
    active_ = true;
    position_ = document_->position();
    dead_.clear();
    const int generation = ++generation_;
    const Position pos = position_;
    thread_ = QThread::create([this, pos, generation] {
        search::Player player;
        const analysis::Analysis a = player.analyse(pos);
        std::vector<Point> dead = search::stonesWithStatus(pos.board(), a, search::StoneStatus::Dead);
        QMetaObject::invokeMethod(
            this, [this, generation, dead] { onRead(generation, dead); }, Qt::QueuedConnection);
    });
    thread_->start();
    emit message(tr("Counting…"));
    updateActions();
}

void RecordScoring::onRead(int generation, std::vector<Point> dead)
{
    if (thread_) {
        thread_->wait();
        delete thread_;
        thread_ = nullptr;
    }
    if (generation != generation_ || !active_) {
        updateActions();
        return;
    }
    dead_ = std::move(dead);
    refresh();
    updateActions();
    emit ready();
}

double RecordScoring::score() const
{
    return search::countGame(position_, dead_).score;
}

void RecordScoring::refresh()
{
    const search::GameCount count = search::countGame(position_, dead_);
    layer_.show(position_.board(), dead_, count);
    board_->update();
    emit message(tr("Count: %1. Click a string to mark it dead or alive; Game → Accept Count writes the result.")
                     .arg(QString::fromStdString(search::scoreText(count.score))));
}

void RecordScoring::toggleDead(int x, int y)
{
    if (!active_ || thread_)
        return;
    const Board& b = position_.board();
    if (x < 0 || y < 0 || x >= b.size() || y >= b.size())
        return;
    search::toggleDeadString(b, b.at(x, y), dead_);
    refresh();
}

void RecordScoring::accept()
{
    if (!active_ || thread_)
        return;
    const QString result = QString::fromStdString(search::scoreText(score()));
    accepting_ = true;
    document_->setGameInfo("RE", result);
    accepting_ = false;
    end();
    emit message(tr("The result %1 is in the record.").arg(result));
}

void RecordScoring::end()
{
    ++generation_; // a reading still under way is of no use now
    active_ = false;
    dead_.clear();
    layer_.clear();
    board_->update();
    updateActions();
}

bool RecordScoring::eventFilter(QObject* watched, QEvent* event)
{
    GridPoint clicked;
    if (watched != board_ || !takeBoardClick(*board_, event, pressed_, &clicked) || !active_)
        return QObject::eventFilter(watched, event);
    if (clicked.isValid())
        toggleDead(clicked.x, clicked.y);
    return true;
}

} // namespace irodori::ui
