// ProblemMode: a record read as a problem to solve (詰碁, Go → Solve as a
// Problem), as problem collections are written: the position shown is the
// problem, the side to move solves it, the record's variations are the
// answers it knows. A click is a try: a move the record has is played and
// answered with the record's first reply; a move it has not is refused as
// not among the answers. A line that ends on a comment saying RIGHT,
// CORRECT or 正解 is solved; any other end is a failure. The letters that
// show the next moves are hidden while solving. Try Again returns to the
// problem's position. In a file of many problems (a collection, each game
// a problem from its start), Next and Previous Problem go from one to the
// next, solving on, and the problems solved at the first try are counted.
#pragma once

#include "boardsnapshot.h"

#include "core/color.h"

#include <QObject>
#include <QString>

#include <set>

class QAction;
class QTimer;

namespace irodori::record {
class Node;
}

namespace irodori::ui {

class BoardView;
class GameDocument;

class ProblemMode : public QObject {
    Q_OBJECT

public:
    enum class State { Off, Solving, Solved, Failed };

    ProblemMode(GameDocument* document, BoardView* board, QObject* parent = nullptr);

    QAction* solveAction() const { return solve_; }
    QAction* retryAction() const { return retry_; }
    // Go → Show the Answer: the record's first right line from the
    // problem's position, played out on the board (the try counts as not
    // solved). False when the record marks no line right.
    QAction* answerAction() const { return answer_; }
    bool showAnswer();
    QAction* nextAction() const { return next_; }
    QAction* previousAction() const { return previous_; }
    State state() const { return state_; }
    bool isActive() const { return state_ != State::Off; }
    Color solver() const { return solver_; }
    // Tries that were not among the answers, since the problem was started.
    int misses() const { return misses_; }

    // The position shown becomes the problem; its side to move solves it.
    void start();
    void stop();
    void retry();
    // The next (delta 1) or previous (-1) game of the file, solved from its
    // start. False when there is none.
    bool toProblem(int delta);
    // Problems of this file solved with no miss, since it was opened.
    int solvedFirstTry() const { return static_cast<int>(solvedFirstTry_.size()); }
    // The solver's try at (x, y), as a click makes it.
    void tryMove(int x, int y);
    // Off during games and for Renju records.
    void setAllowed(bool allowed);

    // Whether the comment of a line's last move calls it solved.
    static bool saysRight(const record::Node& node);

signals:
    void message(const QString& text);
    void stateChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void reply();
    void judge();
    void setState(State s);
    void updateProblemActions();

    GameDocument* document_;
    BoardView* board_;
    QAction* solve_ = nullptr;
    QAction* retry_ = nullptr;
    QAction* next_ = nullptr;
    QAction* answer_ = nullptr;
    QAction* previous_ = nullptr;
    std::set<int> solvedFirstTry_; // game indices
    bool tried_ = false;           // a miss or a wrong line in this problem
    QTimer* replyTimer_ = nullptr;
    const record::Node* start_ = nullptr;
    State state_ = State::Off;
    Color solver_ = Black;
    int misses_ = 0;
    bool allowed_ = true;
    bool moving_ = false; // the mode itself is moving through the record
    GridPoint pressed_;
};

} // namespace irodori::ui
