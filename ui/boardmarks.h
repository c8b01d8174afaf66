// BoardMarks: the View menu switches for what the board itself marks —
// the coordinates around it, the ring on the last move and the square on
// the ko point (劫) — each checkable, with a shortcut, and, once
// remember() is called, kept in the settings for the next start.
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
};

} // namespace irodori::ui
