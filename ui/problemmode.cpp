#include "problemmode.h"

#include "boardview.h"
#include "gamedocument.h"

#include "core/coords.h"
#include "record/semantics.h"

#include <QAction>
#include <QEvent>
#include <QTimer>

namespace irodori::ui {

ProblemMode::ProblemMode(GameDocument* document, BoardView* board, QObject* parent)
    : QObject(parent), document_(document), board_(board)
{
    solve_ = new QAction(tr("Solve as a &Problem"), this);
    solve_->setCheckable(true);
    solve_->setStatusTip(tr("The position shown is a problem: find the answer the record's variations hold"));
    connect(solve_, &QAction::toggled, this, [this](bool on) {
        if (on && !isActive())
            start();
        else if (!on && isActive())
            stop();
    });
    retry_ = new QAction(tr("&Try the Problem Again"), this);
    retry_->setEnabled(false);
    connect(retry_, &QAction::triggered, this, &ProblemMode::retry);
    replyTimer_ = new QTimer(this);
    replyTimer_->setSingleShot(true);
    replyTimer_->setInterval(400);
    connect(replyTimer_, &QTimer::timeout, this, &ProblemMode::reply);
    connect(document_, &GameDocument::fileChanged, this, [this] {
        if (isActive())
            stop();
    });
    // Stepping back through the record by hand: solving goes on from there.
    connect(document_, &GameDocument::currentChanged, this, [this] {
        if (isActive() && !moving_) {
            replyTimer_->stop();
            if (state_ != State::Solving)
                setState(State::Solving);
        }
    });
    // The tree is rebuilt by an undo or a transform: the start node is gone.
    connect(document_, &GameDocument::positionsEdited, this, [this](const record::Node* node) {
        if (isActive() && node == nullptr)
            stop();
    });
    board_->installEventFilter(this);
}

bool ProblemMode::saysRight(const record::Node& node)
{
    const QString c = QString::fromStdString(record::comment(node));
    return c.contains(QLatin1String("RIGHT"), Qt::CaseInsensitive)
           || c.contains(QLatin1String("CORRECT"), Qt::CaseInsensitive) || c.contains(QStringLiteral("正解"));
}

void ProblemMode::setAllowed(bool allowed)
{
    allowed_ = allowed;
    solve_->setEnabled(allowed);
    if (!allowed && isActive())
        stop();
}

void ProblemMode::setState(State s)
{
    state_ = s;
    retry_->setEnabled(s != State::Off);
    emit stateChanged();
}

void ProblemMode::start()
{
    if (!allowed_ || document_->isRenju()) {
        solve_->setChecked(false);
        return;
    }
    start_ = document_->current();
    solver_ = document_->position().toMove();
    misses_ = 0;
    solve_->setChecked(true);
    setState(State::Solving);
    if (document_->current()->childCount() == 0)
        emit message(tr("This position has no answers in the record to check a try against."));
    else
        emit message(tr("%1 to play: find the answer. Go → Try the Problem Again starts over.")
                         .arg(solver_ == Black ? tr("Black") : tr("White")));
}

void ProblemMode::stop()
{
    replyTimer_->stop();
    start_ = nullptr;
    solve_->setChecked(false);
    if (state_ != State::Off) {
        setState(State::Off);
        emit message(tr("Clicks play moves again."));
    }
}

void ProblemMode::retry()
{
    if (!isActive() || !start_)
        return;
    replyTimer_->stop();
    moving_ = true;
    document_->goTo(start_);
    moving_ = false;
    setState(State::Solving);
    emit message(tr("Again: %1 to play.").arg(solver_ == Black ? tr("Black") : tr("White")));
}

void ProblemMode::tryMove(int x, int y)
{
    if (state_ != State::Solving) {
        if (isActive())
            emit message(tr("This try is over; Go → Try the Problem Again starts over."));
        return;
    }
    if (replyTimer_->isActive())
        return; // the reply is on its way
    const Position& pos = document_->position();
    if (x < 0 || y < 0 || x >= pos.size() || y >= pos.size())
        return;
    if (pos.toMove() != solver_) {
        emit message(tr("It is the other side's turn in this line; step back or try again."));
        return;
    }
    const Move move{solver_, pos.board().at(x, y)};
    if (pos.check(move) != MoveError::None) {
        emit message(tr("That move is not allowed."));
        return;
    }
    const int size = document_->boardSize();
    const record::Node* current = document_->current();
    for (int i = 0; i < current->childCount(); ++i) {
        const record::Node* child = current->child(i);
        if (record::nodeMove(*child, size) == move) {
            moving_ = true;
            document_->goTo(child);
            moving_ = false;
            if (child->childCount() == 0)
                judge();
            else
                replyTimer_->start();
            return;
        }
    }
    ++misses_;
    emit message(tr("%1 is not among the answers the record knows. Try another move.")
                     .arg(QString::fromStdString(toGtp(pos.board(), move.point))));
}

void ProblemMode::reply()
{
    if (state_ != State::Solving)
        return;
    const record::Node* current = document_->current();
    if (current->childCount() == 0) {
        judge();
        return;
    }
    // The record's first answer is the problem's reply.
    const record::Node* answer = current->child(0);
    moving_ = true;
    document_->goTo(answer);
    moving_ = false;
    const auto m = record::nodeMove(*answer, document_->boardSize());
    if (answer->childCount() == 0) {
        judge();
    } else if (m) {
        const QString where = m->isPass() ? tr("passes") : tr("answers %1").arg(QString::fromStdString(toGtp(
                                                                 document_->position().board(), m->point)));
        emit message(tr("%1 %2. Your move.").arg(m->color == Black ? tr("Black") : tr("White"), where));
    }
}

void ProblemMode::judge()
{
    const record::Node& end = *document_->current();
    if (saysRight(end)) {
        setState(State::Solved);
        emit message(misses_ == 0 ? tr("Correct! The problem is solved.")
                                  : tr("Correct! Solved after %n try(s) the record did not know.", nullptr, misses_));
    } else {
        setState(State::Failed);
        emit message(tr("Wrong: this line fails. Go → Try the Problem Again starts over."));
    }
}

bool ProblemMode::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != board_ || !isActive())
        return QObject::eventFilter(watched, event);
    GridPoint clicked;
    if (!takeBoardClick(*board_, event, pressed_, &clicked))
        return QObject::eventFilter(watched, event);
    if (clicked.isValid())
        tryMove(clicked.x, clicked.y);
    return true;
}

} // namespace irodori::ui
