// The main window: the board showing the current node of a game record,
// the status column and the comment pane beside it, and the File, Edit,
// Game, Go, Network and Help menus.
#pragma once

#include "recordmarkuplayer.h"

#include "core/position.h"

#include <QMainWindow>
#include <QString>
#include <QStringList>

#include <optional>

class QAction;
class QDockWidget;
class QLabel;
class QToolButton;

namespace irodori::gmp {
class Connection;
struct GameSettings;
} // namespace irodori::gmp

namespace irodori::ui {

class AnalysisController;
class BoardMarks;
class BoardView;
class CommentPane;
class EditTools;
class GameDocument;
class GameStatusPanel;
class GameTreeView;
class EngineGame;
class ExportActions;
class NetworkPlay;
class RecordActions;
class RecordFiles;
class RenjuGame;
class RenjuStudy;
class LanguageMenu;
class GtpAnalysis;
class GtpOpponent;
class GtpShell;
class ProblemMode;
class GuessMode;
class StoneSound;
class RecordRecovery;
class RecordScoring;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The position of the record's current node.
    const Position& position() const;
    BoardView* boardView() const { return board_; }
    GameDocument* document() const { return document_; }
    RecordFiles* files() const { return files_; }
    RecordActions* recordActions() const { return recordActions_; }
    // Edit → Position Tools: setup stones, marks, the side to move.
    EditTools* editTools() const { return editTools_; }
    CommentPane* commentPane() const { return commentPane_; }
    // The study layers, the Why? panel and the game review.
    AnalysisController* analysisController() const { return study_; }
    // File → Export Board as PNG/SVG/PDF… and Print Board….
    ExportActions* exportActions() const { return export_; }
    // View → Coordinates, Last Move, Ko Point.
    BoardMarks* boardMarks() const { return marks_; }
    QDockWidget* commentDock() const { return commentDock_; }
    // View → Game Tree: every move and variation of the record.
    GameTreeView* gameTree() const { return gameTree_; }
    QDockWidget* gameTreeDock() const { return gameTreeDock_; }
    QDockWidget* gtpShellDock() const { return gtpShellDock_; }
    GtpShell* gtpShell() const { return gtpShell_; }
    const RecordMarkupLayer& markupLayer() const { return markup_; }

    QAction* newGameAction() const { return newGame_; }
    QAction* passAction() const { return pass_; }
    QAction* undoAction() const { return undo_; }
    QAction* gameInfoAction() const { return gameInfo_; }
    QAction* quitAction() const { return quit_; }
    QAction* aboutAction() const { return about_; }
    QAction* hostAction() const;
    QAction* connectAction() const;
    QAction* disconnectAction() const;

    // Opens a record file without asking about unsaved changes (the command
    // line). game picks a game of a collection; without it the user chooses.
    bool openRecord(const QString& path, std::optional<int> game = std::nullopt);

    // Restores the View choices (board marks, study layers) and the
    // window's size, place and panels from the settings and keeps them
    // there from now on (the window's when it closes). The interactive
    // program calls it; screenshots and tests start from the defaults.
    void rememberViewSettings();

    // The network game in progress (or finished, with its record), if any.
    gmp::Connection* network() const;
    NetworkPlay* networkPlay() const { return network_; }
    // The game against the engine (Game → New Game Against Irodori…).
    EngineGame* engineGame() const { return engineGame_; }
    // Renju and gomoku (Game → New Renju Game…, and any GM[4] record).
    RenjuGame* renjuGame() const { return renjuGame_; }
    RenjuStudy* renjuStudy() const { return renjuStudy_; }
    LanguageMenu* languageMenu() const { return languageMenu_; }
    // Game → Play Against a GTP Program….
    GtpOpponent* gtpOpponent() const { return gtpOpponent_; }
    GtpAnalysis* gtpAnalysis() const { return gtpAnalysis_; }
    ProblemMode* problemMode() const { return problemMode_; }
    GuessMode* guessMode() const { return guessMode_; }
    StoneSound* stoneSound() const { return stoneSound_; }
    RecordRecovery* recovery() const { return recovery_; }
    // Help → Keyboard Shortcuts and View → Full Screen.
    QAction* shortcutsAction() const { return shortcuts_; }
    QAction* fullScreenAction() const { return fullScreen_; }
    // Asks about each record the recovery found left unsaved (see
    // RecordRecovery::offer()); true when one was opened.
    bool offerRecovery();
    // Game → Count Score for the position shown.
    RecordScoring* recordScoring() const { return recordScoring_; }
    // Hosts a GMP game on port (0 = any free port) / connects to one. The
    // record becomes the network game's; clicks send our moves.
    bool hostNetworkGame(const gmp::GameSettings& settings, quint16 port);
    void connectNetworkGame(const gmp::GameSettings& settings, const QString& host, quint16 port);
    void disconnectNetwork();

    // Two passes in a row end the game (終局); moves are refused until an undo
    // or a new game.
    bool isGameOver() const { return position().consecutivePasses() >= 2; }

    // Goes to the move of the current line that played the stone at (x, y)
    // (a double click on it); false, with a message, for an empty point or
    // a set-up stone, and during a game.
    bool goToStoneMove(int x, int y);
    // Plays the side to move at (x, y), row 0 at the top: follows the
    // record's move there or adds a variation. An illegal move changes
    // nothing; its reason is shown in the status bar. Returns whether the
    // move was played.
    bool playAt(int x, int y);
    // Plays GTP vertices ("D4", "Q16", "pass") alternately for the side to
    // move. Stops at the first bad or illegal one and returns a sentence
    // saying which and why; returns an empty string when all were played.
    QString playVertices(const QStringList& vertices);

    // A player-readable, translated reason for a refused move.
    static QString moveErrorText(MoveError error);

public slots:
    // Starts a new record on a size x size board (clamped to 2..25), without
    // asking about unsaved changes.
    void newGame(int size);
    void pass();
    // Back to the previous move; the move stays in the record as a line to
    // return to. In a network game, takes back our own last move.
    void undo();
    void chooseNewGame();
    void showGameInfo();
    void showAbout();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createStatusWidgets();
    // Brings the board, the side panel, the title and the actions up to
    // date with the document's current node.
    void refresh();
    void soundOfMove();
    void refreshFileStatus();
    // The position tools are for the record, not for a game in progress.
    void updateEditing();
    void onHover(int x, int y);
    void announceMove(const Move& move);
    QString colorText(Color c) const;

    GameDocument* document_ = nullptr;
    RecordFiles* files_ = nullptr;
    RecordActions* recordActions_ = nullptr;
    EditTools* editTools_ = nullptr;
    RenjuGame* renjuGame_ = nullptr;
    RenjuStudy* renjuStudy_ = nullptr;
    LanguageMenu* languageMenu_ = nullptr;
    GtpOpponent* gtpOpponent_ = nullptr;
    GtpAnalysis* gtpAnalysis_ = nullptr;
    bool remembersLayout_ = false; // rememberViewSettings() was called
    ProblemMode* problemMode_ = nullptr;
    GuessMode* guessMode_ = nullptr;
    StoneSound* stoneSound_ = nullptr;
    RecordRecovery* recovery_ = nullptr;
    // The node and stone counts the last sound was judged at: one move on
    // from there clicks (or rattles, when it took stones).
    const void* soundNode_ = nullptr;
    int soundStones_[3] = {0, 0, 0};
    RecordScoring* recordScoring_ = nullptr;
    GameTreeView* gameTree_ = nullptr;
    QDockWidget* gameTreeDock_ = nullptr;
    GtpShell* gtpShell_ = nullptr;
    QDockWidget* gtpShellDock_ = nullptr;
    BoardView* board_ = nullptr;
    GameStatusPanel* panel_ = nullptr;
    CommentPane* commentPane_ = nullptr;
    QDockWidget* commentDock_ = nullptr;
    RecordMarkupLayer markup_;
    AnalysisController* study_ = nullptr;
    ExportActions* export_ = nullptr;
    BoardMarks* marks_ = nullptr;
    int hoverX_ = -1;
    int hoverY_ = -1;

    QAction* newGame_ = nullptr;
    QAction* pass_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* gameInfo_ = nullptr;
    QAction* quit_ = nullptr;
    QAction* about_ = nullptr;
    QAction* shortcuts_ = nullptr;
    QAction* fullScreen_ = nullptr;
    bool wasMaximized_ = false; // before full screen
    QAction* aboutQt_ = nullptr;

    NetworkPlay* network_ = nullptr;
    EngineGame* engineGame_ = nullptr;
    QLabel* encodingStatus_ = nullptr;
    QToolButton* warningsButton_ = nullptr;
};

} // namespace irodori::ui
