#include "problemmode.h"

#include "boardview.h"
#include "gamedocument.h"

#include "core/coords.h"
#include "record/semantics.h"

#include <QAction>
#include <QEvent>
#include <QStringList>
#include <QTimer>

#include <algorithm>
#include <vector>

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
    answer_ = new QAction(tr("Show the Ans&wer"), this);
    answer_->setEnabled(false);
    answer_->setStatusTip(tr("Play out the record's right line from the problem's position"));
    connect(answer_, &QAction::triggered, this, &ProblemMode::showAnswer);
    next_ = new QAction(tr("Next Prob&lem"), this);
    next_->setShortcut(QKeySequence(tr("Ctrl+Shift+N")));
    next_->setStatusTip(tr("The next game of the file, as a problem to solve from its start"));
    connect(next_, &QAction::triggered, this, [this] { toProblem(1); });
    previous_ = new QAction(tr("Pre&vious Problem"), this);
    previous_->setShortcut(QKeySequence(tr("Ctrl+Shift+B")));
    previous_->setStatusTip(tr("The previous game of the file, as a problem to solve from its start"));
    connect(previous_, &QAction::triggered, this, [this] { toProblem(-1); });
    replyTimer_ = new QTimer(this);
    replyTimer_->setSingleShot(true);
    replyTimer_->setInterval(400);
    connect(replyTimer_, &QTimer::timeout, this, &ProblemMode::reply);
    connect(document_, &GameDocument::recordReplaced, this, [this] {
        if (moving_)
            return; // another problem of the same file
        solvedFirstTry_.clear();
        if (isActive())
            stop();
        updateProblemActions();
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
    updateProblemActions();
}

bool ProblemMode::saysRight(const record::Node& node)
{
    const QString c = QString::fromStdString(record::comment(node));
    return c.contains(QLatin1String("RIGHT"), Qt::CaseInsensitive)
           || c.contains(QLatin1String("CORRECT"), Qt::CaseInsensitive) || c.contains(QStringLiteral("正解"));
}

void ProblemMode::updateProblemActions()
{
    const bool many = allowed_ && document_->gameCount() > 1 && !document_->isRenju();
    next_->setEnabled(many && document_->gameIndex() + 1 < document_->gameCount());
    previous_->setEnabled(many && document_->gameIndex() > 0);
}

bool ProblemMode::toProblem(int delta)
{
    const int index = document_->gameIndex() + delta;
    if (!allowed_ || document_->isRenju() || index < 0 || index >= document_->gameCount())
        return false;
    replyTimer_->stop();
    moving_ = true;
    document_->selectGame(index);
    moving_ = false;
    updateProblemActions();
    start();
    emit message(tr("Problem %1 of %2: %3 to play.")
                     .arg(index + 1)
                     .arg(document_->gameCount())
                     .arg(solver_ == Black ? tr("Black") : tr("White")));
    return true;
}

void ProblemMode::setAllowed(bool allowed)
{
    allowed_ = allowed;
    updateProblemActions();
    solve_->setEnabled(allowed);
    if (!allowed && isActive())
        stop();
}

void ProblemMode::setState(State s)
{
    state_ = s;
    retry_->setEnabled(s != State::Off);
    answer_->setEnabled(s != State::Off);
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
    tried_ = false;
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

bool ProblemMode::showAnswer()
{
    if (!isActive() || !start_)
        return false;
    // The first line, in the record's order, that ends on a right comment.
    const record::Node* right = nullptr;
    for (const record::Node* n : record::subtreeInOrder(*start_))
        if (n != start_ && n->childCount() == 0 && saysRight(*n)) {
            right = n;
            break;
        }
    if (!right) {
        emit message(tr("The record marks no line right from this problem's position."));
        return false;
    }
    replyTimer_->stop();
    QStringList moves;
    const int size = document_->boardSize();
    const Board board(size);
    const std::vector<const record::Node*> path = record::GameTree::pathTo(right);
    const auto from = std::find(path.begin(), path.end(), start_);
    for (auto it = from == path.end() ? path.begin() : from + 1; it != path.end(); ++it)
        if (const auto m = record::nodeMove(**it, size))
            moves << (m->isPass() ? tr("pass") : QString::fromStdString(toGtp(board, m->point)));
    moving_ = true;
    document_->goTo(right);
    moving_ = false;
    tried_ = true; // shown, not found
    setState(State::Failed);
    emit message(tr("The answer: %1. Go → Try the Problem Again to solve it yourself.").arg(moves.join(QStringLiteral(", "))));
    return true;
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
    tried_ = true;
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
        if (!tried_)
            solvedFirstTry_.insert(document_->gameIndex());
        QString text = misses_ == 0 ? tr("Correct! The problem is solved.")
                                    : tr("Correct! Solved after %n try(s) the record did not know.", nullptr, misses_);
        if (document_->gameCount() > 1)
            text += QLatin1Char(' ')
                    + tr("%1 of the file's %n problem(s) solved at the first try.", nullptr, document_->gameCount())
                          .arg(solvedFirstTry());
        emit message(text);
    } else {
        tried_ = true;
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
