// The main window: a board to play on, the game state beside it, and the
// Game and Help menus.
#pragma once

#include "core/position.h"

#include <QMainWindow>
#include <QString>
#include <QStringList>

#include <memory>

class QAction;
class QLabel;

namespace irodori::gmp {
class Connection;
struct GameSettings;
struct GameUpdate;
} // namespace irodori::gmp

namespace irodori::ui {

class BoardView;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    const Position& position() const { return position_; }
    BoardView* boardView() const { return board_; }

    QAction* newGameAction() const { return newGame_; }
    QAction* passAction() const { return pass_; }
    QAction* undoAction() const { return undo_; }
    QAction* quitAction() const { return quit_; }
    QAction* aboutAction() const { return about_; }
    QAction* hostAction() const { return host_; }
    QAction* connectAction() const { return connect_; }
    QAction* disconnectAction() const { return disconnect_; }

    // The network game in progress (or finished, with its record), if any.
    gmp::Connection* network() const { return network_.get(); }
    // Hosts a GMP game on port (0 = any free port) / connects to one. The
    // position becomes the network game's; clicks send our moves.
    bool hostNetworkGame(const gmp::GameSettings& settings, quint16 port);
    void connectNetworkGame(const gmp::GameSettings& settings, const QString& host, quint16 port);
    void disconnectNetwork();

    // Two passes in a row end the game (終局); moves are refused until an undo
    // or a new game.
    bool isGameOver() const { return position_.consecutivePasses() >= 2; }

    // Plays the side to move at (x, y), row 0 at the top. An illegal move
    // changes nothing; its reason is shown in the status bar. Returns whether
    // the move was played.
    bool playAt(int x, int y);
    // Plays GTP vertices ("D4", "Q16", "pass") alternately for the side to
    // move. Stops at the first bad or illegal one and returns a sentence
    // saying which and why; returns an empty string when all were played.
    QString playVertices(const QStringList& vertices);

    // A player-readable, translated reason for a refused move.
    static QString moveErrorText(MoveError error);

public slots:
    // Starts a new game on a size x size board (clamped to 2..25).
    void newGame(int size);
    void pass();
    void undo();
    void chooseNewGame();
    void showAbout();
    void chooseHostGame();
    void chooseConnectGame();

private:
    void createActions();
    void createMenus();
    QWidget* createSidePanel();
    // Brings the board, the side panel, the title and the actions up to
    // date with position_.
    void refresh();
    void onHover(int x, int y);
    void announceMove(const Move& move);
    QString colorText(Color c) const;
    void startNetwork(const gmp::GameSettings& settings);
    void onNetworkUpdate(const gmp::GameUpdate& update);
    void refreshNetworkStatus();
    // True while a connected network game decides who may move.
    bool networkControlsMoves() const;

    Position position_;
    BoardView* board_ = nullptr;
    int hoverX_ = -1;
    int hoverY_ = -1;

    QAction* newGame_ = nullptr;
    QAction* pass_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* quit_ = nullptr;
    QAction* about_ = nullptr;
    QAction* aboutQt_ = nullptr;
    QAction* host_ = nullptr;
    QAction* connect_ = nullptr;
    QAction* disconnect_ = nullptr;

    std::unique_ptr<gmp::Connection> network_;
    QLabel* networkStatus_ = nullptr;

    QLabel* turnStone_ = nullptr;
    QLabel* turnLabel_ = nullptr;
    QLabel* moveLabel_ = nullptr;
    QLabel* lastMoveLabel_ = nullptr;
    QLabel* blackCaptures_ = nullptr;
    QLabel* whiteCaptures_ = nullptr;
};

} // namespace irodori::ui
