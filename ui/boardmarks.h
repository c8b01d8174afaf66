// BoardMarks: the View menu switches for what the board itself marks —
// the coordinates around it, the ring on the last move, the square on the
// ko point (劫) and the record's next move as a faint stone — and the
// board itself, wood or plain paper (as a printed diagram) — each
// checkable, with a shortcut, and, once remember() is called, kept in the
// settings for the next start.
#pragma once

#include <QObject>

class QAction;
class QMenu;

namespace irodori::ui {

class BoardView;

class BoardMarks : public QObject {
    Q_OBJECT

public:
    explicit BoardMarks(BoardView* board, QObject* parent = nullptr);

    QAction* coordinatesAction() const { return coordinates_; }
    QAction* lastMoveAction() const { return lastMove_; }
    QAction* koAction() const { return ko_; }
    // The record's next move along the line, as a faint stone, where no
    // variation letters show it already (the window draws it).
    QAction* nextMoveAction() const { return nextMove_; }
    // A plain paper board (white, no stone shadows) instead of the wood.
    QAction* paperAction() const { return paper_; }

    void fillViewMenu(QMenu* menu) const;

    // Takes the switches from the settings and saves every later change
    // there. Not called for --screenshot: a picture for the documentation
    // must not depend on what a user last chose, nor change it.
    void remember();

private:
    void apply();
    void save() const;

    BoardView* board_;
    bool remembering_ = false;
    QAction* coordinates_ = nullptr;
    QAction* lastMove_ = nullptr;
    QAction* ko_ = nullptr;
    QAction* nextMove_ = nullptr;
    QAction* paper_ = nullptr;
};

} // namespace irodori::ui
