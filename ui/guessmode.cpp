#include "guessmode.h"

#include "boardview.h"
#include "gamedocument.h"

#include "core/coords.h"
#include "record/semantics.h"

#include <QAction>
#include <QEvent>

#include <algorithm>
#include <cstdlib>

namespace irodori::ui {

GuessMode::GuessMode(GameDocument* document, BoardView* board, QObject* parent)
    : QObject(parent), document_(document), board_(board)
{
    guess_ = new QAction(tr("G&uess the Next Move"), this);
    guess_->setCheckable(true);
    guess_->setShortcut(QKeySequence(tr("Ctrl+Shift+G")));
    guess_->setStatusTip(tr("Click where you think the record plays next; the score counts the moves found at the first try"));
    connect(guess_, &QAction::toggled, this, [this](bool on) {
        if (on && !active_)
            start();
        else if (!on && active_)
            stop();
    });
    connect(document_, &GameDocument::recordReplaced, this, [this] {
        if (active_)
            stop();
    });
    // Stepping through the record by hand: the guessing goes on from there.
    connect(document_, &GameDocument::currentChanged, this, [this] {
        if (active_ && !moving_)
            wrongHere_ = 0;
    });
    board_->installEventFilter(this);
}

void GuessMode::setAllowed(bool allowed)
{
    allowed_ = allowed;
    guess_->setEnabled(allowed);
    if (!allowed && active_)
        stop();
}

QString GuessMode::scoreText() const
{
    if (asked_ == 0)
        return tr("no move guessed yet");
    return tr("%1 of %n at the first try (%2 %)", nullptr, asked_)
        .arg(firstTry_)
        .arg(100 * firstTry_ / asked_);
}

void GuessMode::start()
{
    if (!allowed_ || document_->isRenju()) {
        guess_->setChecked(false);
        return;
    }
    active_ = true;
    asked_ = 0;
    firstTry_ = 0;
    wrongHere_ = 0;
    guess_->setChecked(true);
    emit activeChanged();
    const record::Node* next = nextToGuess();
    if (!next) {
        emit message(tr("The record has no move after this one to guess; step back to where the guessing should start."));
        return;
    }
    const auto m = record::nodeMove(*next, document_->boardSize());
    emit message(tr("Guess the next move: click where %1 plays. Go → Guess the Next Move again ends it.")
                     .arg(m->color == Black ? tr("Black") : tr("White")));
}

void GuessMode::stop()
{
    if (!active_)
        return;
    active_ = false;
    guess_->setChecked(false);
    emit activeChanged();
    emit message(asked_ > 0 ? tr("Guessing ended: %1. Clicks play moves again.").arg(scoreText())
                            : tr("Clicks play moves again."));
}

void GuessMode::moveTo(const record::Node* node)
{
    moving_ = true;
    document_->goTo(node);
    moving_ = false;
}

const record::Node* GuessMode::nextToGuess()
{
    const int size = document_->boardSize();
    for (;;) {
        const record::Node* here = document_->current();
        if (here->childCount() == 0)
            return nullptr;
        const record::Node* next = here->child(here->selectedChild());
        const auto m = record::nodeMove(*next, size);
        if (m && !m->isPass())
            return next;
        // A pass, or a node that only sets up or comments: nothing to guess.
        moveTo(next);
    }
}

void GuessMode::guess(int x, int y)
{
    if (!active_)
        return;
    const Position& pos = document_->position();
    if (x < 0 || y < 0 || x >= pos.size() || y >= pos.size())
        return;
    const record::Node* next = nextToGuess();
    if (!next) {
        emit message(tr("The line ends here: %1.").arg(scoreText()));
        return;
    }
    const Board& board = document_->position().board();
    const Point p = board.at(x, y);
    const QString vertex = QString::fromStdString(toGtp(board, p));
    if (board.color(p) != Empty) {
        emit message(tr("%1 is taken; guess an empty point.").arg(vertex));
        return;
    }
    const int size = document_->boardSize();
    const Move answer = *record::nodeMove(*next, size);
    const QString who = answer.color == Black ? tr("Black") : tr("White");
    if (wrongHere_ == 0)
        ++asked_;
    if (answer.point == p) {
        const bool first = wrongHere_ == 0;
        if (first)
            ++firstTry_;
        wrongHere_ = 0;
        moveTo(next);
        const QString right = first ? tr("Right: %1 %2 at the first try.").arg(who, vertex)
                                    : tr("Right: %1 %2.").arg(who, vertex);
        if (!nextToGuess())
            emit message(tr("%1 The line ends here: %2.").arg(right, scoreText()));
        else
            emit message(tr("%1 Score: %2.").arg(right, scoreText()));
        return;
    }
    ++wrongHere_;
    if (wrongHere_ >= kTries) {
        const QString played = QString::fromStdString(toGtp(board, answer.point));
        wrongHere_ = 0;
        moveTo(next);
        const QString shown = tr("Not %1. %2 played %3.").arg(vertex, who, played);
        if (!nextToGuess())
            emit message(tr("%1 The line ends here: %2.").arg(shown, scoreText()));
        else
            emit message(tr("%1 Score: %2.").arg(shown, scoreText()));
        return;
    }
    // How near the guess was, as a teacher would say it.
    QString hint;
    const record::Node* here = document_->current();
    bool variation = false;
    for (int i = 0; i < here->childCount(); ++i) {
        const auto m = record::nodeMove(*here->child(i), size);
        variation = variation || (here->child(i) != next && m && m->point == p);
    }
    const int distance = std::max(std::abs(board.column(answer.point) - x), std::abs(board.row(answer.point) - y));
    if (variation)
        hint = tr("the record has it as a variation, not as the move played");
    else if (distance <= 2)
        hint = tr("close: the move is within two lines of it");
    else if (distance <= 5)
        hint = tr("not far: within five lines");
    else
        hint = tr("the move is elsewhere on the board");
    emit message(tr("Not %1 — %2. %n more guess(es) before the move is shown.", nullptr, kTries - wrongHere_)
                     .arg(vertex, hint));
}

bool GuessMode::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != board_ || !active_)
        return QObject::eventFilter(watched, event);
    GridPoint clicked;
    if (!takeBoardClick(*board_, event, pressed_, &clicked))
        return QObject::eventFilter(watched, event);
    if (clicked.isValid())
        guess(clicked.x, clicked.y);
    return true;
}

} // namespace irodori::ui
