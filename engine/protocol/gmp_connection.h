// GMP over TCP: drives a gmp::Game from a QTcpSocket's readyRead and a timer.
// No thread and no blocking call: everything happens in the event loop.
#pragma once

#include "gmp_game.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>

class QTcpServer;
class QTcpSocket;

namespace irodori::gmp {

class Connection : public QObject {
    Q_OBJECT
public:
    explicit Connection(GameSettings settings, QObject* parent = nullptr);
    ~Connection() override;

    // Waits for one peer on 127.0.0.1 / any address at port (0 = any free
    // port; see port()). Returns false with errorString() on failure.
    bool listen(quint16 port, bool loopbackOnly = true);
    quint16 port() const;
    // Connects to a host that listens.
    void connectTo(const QString& host, quint16 port);
    void close();

    Game& game() { return game_; }
    const Game& game() const { return game_; }
    bool isConnected() const;
    QString errorString() const { return error_; }
    QString stateText() const;

    // Our move; returns an empty string or the reason it was refused.
    QString play(const Move& m);
    // Takes back our last `count` moves and tells the peer; returns an empty
    // string or the reason it was refused.
    QString undo(int count);
    bool isListening() const;

signals:
    void connected();
    void updated(const irodori::gmp::GameUpdate& update);
    // The connection ended: by the peer, by an error, or by the session giving up.
    void disconnected(const QString& reason);
    void stateChanged();

private:
    void attach(QTcpSocket* socket);
    void onReadyRead();
    void onTick();
    void flush();
    void deliverUpdates();
    std::int64_t now() const { return clock_.elapsed(); }

    Game game_;
    QPointer<QTcpSocket> socket_;
    QTcpServer* server_ = nullptr;
    QTimer tick_;
    QElapsedTimer clock_;
    QString error_;
    bool startWhenConnected_ = false;
};

} // namespace irodori::gmp

Q_DECLARE_METATYPE(irodori::gmp::GameUpdate)
