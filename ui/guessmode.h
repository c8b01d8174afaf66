// GuessMode: Go → Guess the Next Move, the way players study professional
// games (打ち碁並べ): the record is hidden one move ahead and each click is a
// guess at the move the record plays next along the line shown. A right
// guess plays it; a wrong one is counted and answered with how near it
// was; after three wrong guesses the record's move is shown and played.
// The status bar keeps the score: moves guessed at the first try out of
// the moves guessed at. Moves without a point to guess (passes) and nodes
// without a move are stepped over by themselves. The letters that show the
// next moves are hidden while guessing.
#pragma once

#include "boardsnapshot.h"

#include <QObject>
#include <QString>

class QAction;

namespace irodori::record {
class Node;
}

namespace irodori::ui {

class BoardView;
class GameDocument;

class GuessMode : public QObject {
    Q_OBJECT

public:
    // Wrong guesses at one move before the record's move is shown.
    static constexpr int kTries = 3;

    GuessMode(GameDocument* document, BoardView* board, QObject* parent = nullptr);

    QAction* guessAction() const { return guess_; }
    bool isActive() const { return active_; }
    // Moves guessed at since the mode started, and how many of them at the
    // first try; wrong guesses at the move now asked.
    int asked() const { return asked_; }
    int firstTry() const { return firstTry_; }
    int wrongHere() const { return wrongHere_; }

    void start();
    void stop();
    // A guess at (x, y), as a click makes it.
    void guess(int x, int y);
    // Off during games and for Renju records.
    void setAllowed(bool allowed);

    // "7 of 10 at the first try (70 %)".
    QString scoreText() const;

signals:
    void message(const QString& text);
    void activeChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The node the next guess is about, after stepping over nodes without a
    // point to guess; nullptr at the end of the line.
    const record::Node* nextToGuess();
    void moveTo(const record::Node* node);

    GameDocument* document_;
    BoardView* board_;
    QAction* guess_ = nullptr;
    bool active_ = false;
    bool allowed_ = true;
    bool moving_ = false; // the mode itself is moving through the record
    int asked_ = 0;
    int firstTry_ = 0;
    int wrongHere_ = 0;
    GridPoint pressed_;
};

} // namespace irodori::ui
