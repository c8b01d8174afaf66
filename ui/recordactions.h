// RecordActions: the Go menu (moving through the moves and variations of
// the record) and the tree commands of the Edit menu (undo and redo an
// edit, delete a node or a variation, make a variation the main line, turn
// the board, annotate a move), kept enabled only when they can act.
#pragma once

#include "record/semantics.h"

#include <QObject>

#include <array>

class QAction;
class QMenu;
class QTimer;
class QToolBar;
class QWidget;

namespace irodori::ui {

class GameDocument;

class RecordActions : public QObject {
    Q_OBJECT

public:
    // Moves PgUp/PgDn jump.
    static constexpr int kJump = 10;

    RecordActions(GameDocument* document, QWidget* window);

    QAction* backAction() const { return back_; }
    QAction* forwardAction() const { return forward_; }
    QAction* back10Action() const { return back10_; }
    QAction* forward10Action() const { return forward10_; }
    QAction* startAction() const { return start_; }
    QAction* endAction() const { return end_; }
    QAction* previousVariationAction() const { return previousVariation_; }
    QAction* nextVariationAction() const { return nextVariation_; }
    QAction* goToMoveAction() const { return goToMove_; }
    QAction* nextCommentAction() const { return nextComment_; }
    // Go → Find in Comments… (Ctrl+F) and Find Next (F3).
    QAction* findAction() const { return find_; }
    QAction* findNextAction() const { return findNext_; }
    // Finds text as Find Next does; the status message says when nothing does.
    bool find(const QString& text);
    QAction* previousCommentAction() const { return previousComment_; }
    QAction* nextForkAction() const { return nextFork_; }
    QAction* previousForkAction() const { return previousFork_; }
    QAction* deleteNodeAction() const { return deleteNode_; }
    QAction* deleteVariationAction() const { return deleteVariation_; }
    QAction* mainLineAction() const { return mainLine_; }
    // Edit → Move Variation Up / Down: the order of the variations (their
    // letters) at the fork above.
    QAction* variationUpAction() const { return variationUp_; }
    QAction* variationDownAction() const { return variationDown_; }
    QAction* undoEditAction() const { return undoEdit_; }
    // Go → Auto Replay: the record steps forward by itself, one move every
    // interval, until its end or until the user moves elsewhere.
    QAction* autoReplayAction() const { return autoReplay_; }
    QMenu* replaySpeedMenu() const { return speedMenu_; }
    int replayIntervalMs() const { return intervalMs_; }
    void setReplayIntervalMs(int ms);
    QAction* redoEditAction() const { return redoEdit_; }
    // Edit → Transform Board: flip, rotate, exchange colours (in the order
    // of record::BoardTransform).
    QMenu* transformMenu() const { return transformMenu_; }
    // Edit → Annotation: the move (none, good TE, bad BM, interesting IT,
    // doubtful DO; one checked, on a move), the position (GB, GW, DM, UC;
    // any node) and the hotspot mark (HO).
    QMenu* annotationMenu() const { return annotationMenu_; }
    QAction* annotationAction(record::MoveAnnotation a) const { return annotation_[static_cast<std::size_t>(a)]; }
    QAction* positionAction(record::PositionAnnotation a) const { return position_[static_cast<std::size_t>(a)]; }
    QAction* hotspotAction() const { return hotspot_; }
    QAction* transformAction(int i) const { return transform_[static_cast<std::size_t>(i)]; }

    void fillGoMenu(QMenu* menu) const;
    void fillEditMenu(QMenu* menu) const;
    void fillToolBar(QToolBar* bar) const;

    // Enables what can act on the current node. While a network game
    // records into the document, the tree must not be edited.
    void update();
    void setEditingAllowed(bool allowed);
    // Undo and redo replace the game's nodes, Transform Board rewrites them:
    // not while a game against the engine or over the network plays into
    // the record.
    void setUndoAllowed(bool allowed);

signals:
    // A sentence for the status bar.
    void message(const QString& text);

private:
    void askMoveNumber();
    void replayStep();

    GameDocument* document_;
    QWidget* window_;
    bool editingAllowed_ = true;
    bool undoAllowed_ = true;

    QAction* back_ = nullptr;
    QAction* forward_ = nullptr;
    QAction* back10_ = nullptr;
    QAction* forward10_ = nullptr;
    QAction* start_ = nullptr;
    QAction* end_ = nullptr;
    QAction* previousVariation_ = nullptr;
    QAction* nextVariation_ = nullptr;
    QAction* goToMove_ = nullptr;
    QAction* deleteNode_ = nullptr;
    QAction* deleteVariation_ = nullptr;
    QAction* mainLine_ = nullptr;
    QAction* variationUp_ = nullptr;
    QAction* variationDown_ = nullptr;
    QAction* undoEdit_ = nullptr;
    QAction* autoReplay_ = nullptr;
    QMenu* speedMenu_ = nullptr;
    QAction* nextComment_ = nullptr;
    QAction* find_ = nullptr;
    QAction* findNext_ = nullptr;
    QString lastFind_;
    QAction* previousComment_ = nullptr;
    QAction* nextFork_ = nullptr;
    QAction* previousFork_ = nullptr;
    QMenu* transformMenu_ = nullptr;
    QMenu* annotationMenu_ = nullptr;
    std::array<QAction*, 5> annotation_{};
    std::array<QAction*, 5> position_{};
    QAction* hotspot_ = nullptr;
    std::array<QAction*, 5> transform_{};
    QTimer* replayTimer_ = nullptr;
    int intervalMs_ = 2000;
    bool replaying_ = false; // the timer's own step is moving the record
    QAction* redoEdit_ = nullptr;
};

} // namespace irodori::ui
