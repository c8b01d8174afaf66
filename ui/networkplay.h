// NetworkPlay: the Network menu's game against another program over
// GMP/SGMP — hosting, connecting, our moves and take-backs, the status
// line — recorded move by move into the document, so the game can be
// saved like any other record.
#pragma once

#include "core/position.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>

class QAction;
class QLabel;
class QWidget;

namespace irodori::gmp {
class Connection;
struct GameSettings;
struct GameUpdate;
} // namespace irodori::gmp

namespace irodori::search {
class Player;
struct MoveChoice;
} // namespace irodori::search

namespace irodori::ui {

class GameDocument;

class NetworkPlay : public QObject {
    Q_OBJECT

public:
    NetworkPlay(GameDocument* document, QWidget* window);
    ~NetworkPlay() override;

    QAction* hostAction() const { return host_; }
    QAction* connectAction() const { return connect_; }
    QAction* disconnectAction() const { return disconnect_; }
    // For the status bar: the state of the connection.
    QLabel* statusLabel() const { return status_; }

    // Asked before a new network game replaces the record (unsaved changes).
    std::function<bool()> mayReplaceRecord = [] { return true; };

    // The game in progress (or finished, with its record), if any.
    gmp::Connection* connection() const { return connection_.get(); }
    // True while a connected network game decides who may move.
    bool controlsMoves() const;
    bool ourTurn() const;

    // Hosts a game on port (0 = any free port) / connects to one. The
    // record becomes a new one for this game.
    bool host(const gmp::GameSettings& settings, quint16 port);
    void connectTo(const gmp::GameSettings& settings, const QString& host, quint16 port);
    void disconnect();
    // Disconnects and forgets the game (the record is replaced).
    void drop();

    // Who plays our side: 0 = the user, 1..10 = the engine at that level,
    // thinking on its own thread whenever it is our turn.
    void setEngineLevel(int level);
    int engineLevel() const { return engineLevel_; }
    bool engineThinking() const { return thinking_; }

    // Our move or pass; an empty string, or why it was refused.
    QString play(const Move& move);
    // Takes back our own last move and tells the peer.
    QString undo();
    // The position of the network game (who is to move, legality).
    const Position& gamePosition() const;

    void chooseHost(QWidget* parent);
    void chooseConnect(QWidget* parent);

signals:
    // A message for the status bar.
    void message(const QString& text);
    // The peer played move (already in the record).
    void peerMoved(const Move& move);
    // Connected, disconnected, started or ended: actions may change.
    void stateChanged();

private:
    void start(const gmp::GameSettings& settings);
    void onUpdate(const gmp::GameUpdate& update);
    void refreshStatus();
    // Makes the record follow the game's moves.
    void syncRecord();
    QString colorText(Color c) const;
    void startThinking();
    void stopThinking();
    void onEngineMove(int generation, const search::MoveChoice& choice);
    QString send(const Move& move);

    GameDocument* document_;
    std::unique_ptr<gmp::Connection> connection_;
    QAction* host_ = nullptr;
    QAction* connect_ = nullptr;
    QAction* disconnect_ = nullptr;
    QLabel* status_ = nullptr;

    int engineLevel_ = 0;
    std::unique_ptr<search::Player> player_;
    std::thread thinker_;
    std::atomic<bool> stop_{false};
    bool thinking_ = false;
    int generation_ = 0; // a result for an older generation is dropped
};

} // namespace irodori::ui
