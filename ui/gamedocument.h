// GameDocument: the record the main window shows — the games of one file
// (棋譜), the game on view, the node the viewer stands on, and what the
// file was (path, format, encoding, the reader's warnings, unsaved edits).
//
// Everything that changes the record or the current node goes through the
// document, so the board, the comment pane and the menus only listen to
// its signals.
#pragma once

#include "replaycache.h"

#include "record/gametree.h"
#include "record/record_io.h"
#include "record/record_result.h"
#include "record/semantics.h"
#include "record/transform.h"

#include "core/position.h"

#include <QObject>
#include <QString>

#include <optional>
#include <string_view>
#include <vector>

namespace irodori::ui {

class GameDocument : public QObject {
    Q_OBJECT

public:
    explicit GameDocument(QObject* parent = nullptr);
    ~GameDocument() override;

    // --- the file

    // A fresh, unnamed record: one game on a size x size board.
    void newGame(int size);
    // A fresh, unnamed record holding tree (a network game, a new game with
    // settings). The document is modified: the game is not saved yet.
    void adoptGame(record::GameTree tree);
    // Takes over the games of a successfully loaded file and shows game
    // gameIndex at its root. The document is unmodified.
    void load(record::LoadResult result, const QString& path, int gameIndex = 0);
    // After a successful save: the file is now path, in that format.
    void markSaved(const QString& path, record::RecordFormat format);

    // "" for a record that has never been saved.
    const QString& filePath() const { return path_; }
    // The file name without directory, or "Untitled".
    QString displayName() const;
    std::optional<record::RecordFormat> format() const { return format_; }
    // The encoding the reader decoded the file with ("" for a new record).
    const QString& encoding() const { return encoding_; }
    record::EncodingSource encodingSource() const { return encodingSource_; }
    // The reader's repairs and losses, kept for the warnings dialog.
    const std::vector<record::Diagnostic>& loadWarnings() const { return loadWarnings_; }

    bool isModified() const { return modified_; }
    void setModified(bool modified);

    // --- the games of the file

    const record::Collection& games() const { return games_; }
    int gameCount() const { return static_cast<int>(games_.size()); }
    int gameIndex() const { return gameIndex_; }
    // Shows another game of the collection, at its root.
    void selectGame(int index);
    record::GameTree& tree() { return games_[static_cast<std::size_t>(gameIndex_)]; }
    const record::GameTree& tree() const { return games_[static_cast<std::size_t>(gameIndex_)]; }
    int boardSize() const { return tree().boardSize(); }
    // The game shown is Renju or gomoku (SGF GM[4]), not Go: stones are
    // never captured and the Go study has nothing to say about it.
    bool isRenju() const { return tree().gameType() == 4; }

    // --- the current node

    const record::Node* current() const { return tree().current(); }
    // The position after the current node (SGF execution semantics).
    const Position& position() const { return cache_.current(); }
    // Why the current node's move is illegal, if it is (the record plays it anyway).
    QString replayWarning() const;
    // Nodes from the root to the current node, not counting the root.
    int depth() const;

    // Navigation. Each emits currentChanged once if the node changed and
    // returns whether it did.
    bool forward(int steps = 1);
    bool back(int steps = 1);
    bool toStart();
    bool toEnd();
    // ↑/↓: to the previous/next variation at the nearest fork above (or at)
    // the current node, as deep into that line as the current node is.
    bool previousVariation();
    bool nextVariation();
    bool goTo(const record::Node* node);
    // Along the line shown: to the next move with a comment (after the
    // current one), or back to the previous one. False when there is none.
    bool toNextComment();
    bool toPreviousComment();
    // To the next move of the line shown where the record branches (a move
    // with variations after it), or back to the previous one.
    bool toNextFork();
    bool toPreviousFork();
    // To the next move, in the order the record is written (each line, then
    // its variations; round to the start after the end), whose comment or
    // name holds text (case does not matter). False when none does.
    bool findText(const QString& text);
    // Along the current line (selected children) from the root, to the node
    // after which n moves have been played, or the end of the line if it
    // is shorter. Returns whether move n was reached.
    bool goToMove(int n);
    bool canGoBack() const { return current()->parent() != nullptr; }
    bool canGoForward() const { return current()->childCount() > 0; }
    // Whether ↑/↓ would move.
    bool hasVariations() const;

    // --- editing (each marks the document modified)

    // Plays m at the current node: follows a child with the same move, or
    // adds one (a new variation if there are children already).
    void play(const Move& m);
    // Deletes the current node and everything after it; the parent becomes
    // current. Not at the root.
    bool deleteCurrentNode();
    // Deletes the whole variation the current node is in, from the fork
    // where it branches off. Returns false on the main line (no fork above).
    bool deleteCurrentVariation();
    bool canDeleteVariation() const;
    // Makes the line through the current node the main line (first child at
    // every fork above it).
    bool makeMainLine();
    // Moves the variation the current node is in (from the fork where it
    // branches off) one place up (delta -1, towards the main line) or down
    // among its siblings; the letters on the board follow. False when
    // there is no fork above or no place to move to.
    bool moveVariation(int delta);
    bool canMoveVariation(int delta) const;
    bool isOnMainLine() const;

    // Makes the line from the root follow moves (reusing the nodes that
    // hold them, adding the missing ones) and stands on its last node. With
    // pruneAfter, what the record holds after that node is deleted: the
    // moves a network game took back.
    void followMoves(const std::vector<Move>& moves, bool pruneAfter);

    // --- editing the position: setup stones (置石), the side to move, markup
    // SGF keeps setup and moves in separate nodes: when the current node
    // holds a move, a setup edit adds a child node for it (selected, and
    // current from then on); otherwise the current node itself changes.
    // Gives p the colour c (Empty: no stone) in the position shown. Returns
    // false when p has that colour already (nothing changes).
    bool setStone(Point p, Color c);
    // Makes c the side to move in the position shown (PL). Returns false
    // when c is to move already.
    bool setSideToMove(Color c);
    // The mark of this kind at p on the current node: removed when it is
    // there, otherwise put there in place of any other mark on p. A label
    // gets the first letter (A–Z, then numbers) the node does not use yet.
    void toggleMark(record::MarkKind kind, Point p);
    // An arrow from -> to, or a line between the two points (kind Arrow or
    // Line) on the current node: removed when it is there, else added.
    void toggleLineMark(record::MarkKind kind, Point from, Point to);
    // Turns the whole record (every game line, every point property) or
    // exchanges its colours (Edit → Transform Board); one undo step.
    void transformBoard(record::BoardTransform t);

    QString comment() const;
    void setComment(const QString& text);
    // The current move's annotation (SGF TE good move, BM bad move, IT
    // interesting, DO doubtful). Setting it is one undo step; false when
    // the node holds no move or has that annotation already.
    record::MoveAnnotation moveAnnotation() const;
    bool setMoveAnnotation(record::MoveAnnotation annotation);
    // The same on any move of this game without going there, a note
    // appended to its comment ("" adds none); one undo step.
    bool annotateMove(const record::Node* node, record::MoveAnnotation annotation, const QString& note);
    // The position's judgement (GB, GW, DM, UC) and the hotspot mark (HO)
    // of the current node, any node; one undo step each.
    record::PositionAnnotation positionAnnotation() const;
    bool setPositionAnnotation(record::PositionAnnotation annotation);
    bool isHotspot() const;
    bool setHotspot(bool on);
    // N[]: the node's name.
    QString nodeName() const;
    void setNodeName(const QString& text);
    // The raw values of a property of the current node (a private one,
    // such as the Renju opening's decisions, OD); setting none removes it.
    std::vector<std::string> nodeValues(std::string_view id) const;
    void setNodeValues(std::string_view id, std::vector<std::string> values);
    // Game information of the root (PB, KM, ...), as plain text.
    QString gameInfo(std::string_view id) const;
    // Sets one game-info property of the root ("" removes it).
    void setGameInfo(std::string_view id, const QString& text);

    // --- undoing edits (Edit → Undo/Redo): every edit above can be taken
    // back, and redone, while the games of the file stay the same. Typing
    // in one comment, or changing the game information, is one step.
    bool canUndo() const { return !undo_.empty(); }
    bool canRedo() const { return !redo_.empty(); }
    // What the next undo or redo takes back or does again ("Delete Move").
    QString undoText() const;
    QString redoText() const;
    bool undo();
    bool redo();
    // Between these two calls every edit joins one undo step: a drag that
    // set up many stones is taken back at once. Calls do not nest.
    void beginEditGroup();
    void endEditGroup();

    // For tests and measurements.
    const ReplayCache& replayCache() const { return cache_; }

signals:
    // The current node (and so the position) changed.
    void currentChanged();
    // Nodes were added, deleted or reordered, or a node's text changed.
    void treeChanged();
    // The setup of node changed: the positions at node and after it are not
    // what they were (emitted before currentChanged and treeChanged). With
    // nullptr, every node was replaced (an undo or redo): positions kept by
    // node must all be forgotten.
    void positionsEdited(const irodori::record::Node* node);
    // The path, format, encoding or the games themselves were replaced.
    void fileChanged();
    // Another record took the place of the game on view (opened, pasted,
    // new, another game of the collection picked), unlike a save, which
    // only changes the file: sent before fileChanged(). A game in progress
    // ends here.
    void recordReplaced();
    void modifiedChanged(bool modified);
    // canUndo(), canRedo() or their texts changed.
    void undoChanged();

private:
    // Recomputes the position of the current node and emits currentChanged.
    void updateCurrent();
    // Resets the replay cache and the view for newly installed games.
    void resetGames(record::Collection games, int gameIndex);
    void edited();
    record::Node* mutableCurrent() { return tree().current(); }
    // The node a setup edit changes: the current one, or a new child of it
    // when it holds a move.
    record::Node* setupNode();
    // After node's setup changed: replays, then tells the listeners.
    void setupEdited(const record::Node* node);
    // The node at or above the current one whose parent has other children.
    const record::Node* nearestFork() const;

    // The kinds of edit, for the texts of Undo and Redo; typing into one
    // comment or name, and the game information, are merged into one step.
    enum class Edit {
        Move,
        DeleteMove,
        DeleteVariation,
        MainLine,
        Reorder,
        Setup,
        SideToMove,
        Mark,
        Comment,
        Name,
        Annotation,
        GameInfo,
        Transform,
        Opening
    };
    struct Snapshot {
        record::GameTree tree;
        bool modified = false;
        Edit edit = Edit::Move;
        const record::Node* node = nullptr; // where a Comment or Name edit was typed
        std::size_t nodes = 0;              // tree.nodeCount()
    };
    // Called before each edit: keeps the game as it is now for Undo.
    void remember(Edit edit, const record::Node* node = nullptr);
    void restore(std::vector<Snapshot>& from, std::vector<Snapshot>& to);
    void forgetEdits();
    static QString editText(Edit edit);

    record::Collection games_;
    int gameIndex_ = 0;
    std::vector<Snapshot> undo_;
    std::size_t undoNodes_ = 0; // the nodes of the trees in undo_
    std::vector<Snapshot> redo_;
    // Whether the next Comment, Name or GameInfo edit joins the last step
    // (the one on top of undo_), and for the first two at which node.
    bool typing_ = false;
    // Inside beginEditGroup()/endEditGroup(), and whether the group's step
    // is on undo_ already.
    bool grouping_ = false;
    bool groupRemembered_ = false;
    QString path_;
    std::optional<record::RecordFormat> format_;
    QString encoding_;
    record::EncodingSource encodingSource_ = record::EncodingSource::Utf8;
    std::vector<record::Diagnostic> loadWarnings_;
    bool modified_ = false;

    ReplayCache cache_;
};

} // namespace irodori::ui
