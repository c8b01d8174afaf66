// EditTools: setting up a position and marking up the record (Edit →
// Position Tools, and the Edit tool bar). With a tool other than "Play
// Moves" chosen, a click on the board places or takes away a setup stone
// (石の配置: AB, AW, AE), or puts or removes a mark (triangle, square, circle,
// cross, label; an arrow or a line from a first click to a second), instead
// of playing a move; "Switch Side to Move" sets who
// plays next (PL). The study layers follow the edited position as they
// follow a move. Players set up a life-and-death problem (詰碁) this way and
// ask the Why? panel about it.
#pragma once

#include "boardsnapshot.h"

#include "core/color.h"

#include <QObject>
#include <QString>

#include <array>

class QAction;
class QActionGroup;
class QMenu;
class QToolBar;

namespace irodori::ui {

class BoardView;
class GameDocument;

class EditTools : public QObject {
    Q_OBJECT

public:
    enum class Tool { Play, BlackStone, WhiteStone, Erase, Triangle, Square, Circle, Cross, Label, Arrow, Line };
    static constexpr int kToolCount = 11;

    EditTools(GameDocument* document, BoardView* board, QObject* parent = nullptr);

    Tool tool() const { return tool_; }
    // Chooses a tool (its action is checked); Play returns the clicks to
    // playing moves.
    void setTool(Tool tool);
    QAction* action(Tool tool) const { return actions_[static_cast<std::size_t>(tool)]; }
    QAction* sideToMoveAction() const { return sideToMove_; }

    void fillEditMenu(QMenu* menu) const;
    void fillToolBar(QToolBar* bar) const;

    // While a game against the engine or over the network is on, the
    // position is the game's: the tools are disabled and Play is chosen.
    void setEditingAllowed(bool allowed);
    bool editingAllowed() const { return allowed_; }

    // Uses the chosen tool at (x, y), row 0 at the top, as a click does.
    // Returns whether the record changed; the status message says what
    // happened or why nothing did.
    bool apply(int x, int y);
    // The colour of the stone a click at (x, y) would place, for the
    // hover preview; Empty when the tool places none there.
    Color previewAt(int x, int y) const;

signals:
    // A sentence for the status bar.
    void message(const QString& text);
    void toolChanged(irodori::ui::EditTools::Tool tool);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool placeStone(int x, int y, Color c);
    // Dragging with a stone tool or Remove Stones: every point the mouse
    // passes over gets the colour the drag started with, one undo step.
    void dragTo(const QPointF& pos);
    void dragOver(GridPoint p);
    void endDrag();
    QString toolHint(Tool tool) const;

    GameDocument* document_;
    BoardView* board_;
    Tool tool_ = Tool::Play;
    bool allowed_ = true;
    GridPoint pressed_;
    Point anchor_ = kNoPoint; // Arrow and Line: the first point clicked
    bool dragging_ = false;
    Color dragColor_ = Empty; // what the drag gives each point
    GridPoint dragLast_;      // the last point the drag reached
    int dragChanged_ = 0;     // points changed by the drag
    int dragRefused_ = 0;     // stones refused for want of a liberty
    QActionGroup* group_ = nullptr;
    std::array<QAction*, kToolCount> actions_{};
    QAction* sideToMove_ = nullptr;
};

} // namespace irodori::ui
