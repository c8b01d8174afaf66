#include "gmp_connection.h"

#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>

namespace irodori::gmp {

Connection::Connection(GameSettings settings, QObject* parent)
    : QObject(parent), game_(settings)
{
    qRegisterMetaType<irodori::gmp::GameUpdate>();
    clock_.start();
    tick_.setInterval(100);
    connect(&tick_, &QTimer::timeout, this, &Connection::onTick);
}

Connection::~Connection() = default;

bool Connection::listen(quint16 port, bool loopbackOnly)
{
    server_ = new QTcpServer(this);
    if (!server_->listen(loopbackOnly ? QHostAddress::LocalHost : QHostAddress::Any, port)) {
        error_ = tr("Cannot listen on port %1: %2").arg(port).arg(server_->errorString());
        return false;
    }
    connect(server_, &QTcpServer::newConnection, this, [this] {
        QTcpSocket* s = server_->nextPendingConnection();
        if (!s)
            return;
        if (socket_) { // one game at a time
            s->disconnectFromHost();
            s->deleteLater();
            return;
        }
        server_->close();
        attach(s);
        // The host starts when it is Black (or has no colour yet).
        if (game_.settings().ourColor != White) {
            game_.start(now());
            flush();
        }
    });
    emit stateChanged();
    return true;
}

quint16 Connection::port() const { return server_ ? server_->serverPort() : 0; }

void Connection::connectTo(const QString& host, quint16 port)
{
    auto* s = new QTcpSocket(this);
    connect(s, &QTcpSocket::connected, this, [this] {
        if (game_.settings().ourColor == Black || game_.settings().ourColor == Empty) {
            game_.start(now());
            flush();
        }
    });
    attach(s);
    s->connectToHost(host, port);
}

void Connection::attach(QTcpSocket* socket)
{
    socket_ = socket;
    socket->setParent(this);
    connect(socket, &QTcpSocket::readyRead, this, &Connection::onReadyRead);
    connect(socket, &QTcpSocket::connected, this, [this] {
        tick_.start();
        emit connected();
        emit stateChanged();
    });
    connect(socket, &QTcpSocket::disconnected, this, [this] {
        tick_.stop();
        const QString reason = game_.ended() ? tr("The game is over; the other program closed the connection.")
                                             : tr("The other program closed the connection.");
        if (error_.isEmpty())
            error_ = reason;
        emit disconnected(reason);
        emit stateChanged();
    });
    connect(socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError e) {
        if (e == QAbstractSocket::RemoteHostClosedError)
            return; // reported by disconnected()
        tick_.stop();
        error_ = tr("Network error: %1").arg(socket_ ? socket_->errorString() : QString());
        emit disconnected(error_);
        emit stateChanged();
    });
    if (socket->state() == QAbstractSocket::ConnectedState) {
        tick_.start();
        emit connected();
        emit stateChanged();
    }
}

void Connection::close()
{
    tick_.stop();
    if (socket_)
        socket_->disconnectFromHost();
    if (server_)
        server_->close();
}

bool Connection::isConnected() const
{
    return socket_ && socket_->state() == QAbstractSocket::ConnectedState;
}

QString Connection::stateText() const
{
    if (game_.failed())
        return tr("Stopped: %1").arg(error_);
    if (server_ && server_->isListening() && !socket_)
        return tr("Waiting for a connection on port %1").arg(server_->serverPort());
    if (!socket_)
        return error_.isEmpty() ? tr("Not connected") : error_;
    if (socket_->state() == QAbstractSocket::ConnectingState || socket_->state() == QAbstractSocket::HostLookupState)
        return tr("Connecting…");
    if (!isConnected())
        return error_.isEmpty() ? tr("Disconnected") : error_;
    const int retries = game_.session().retransmissions();
    QString text = game_.ended() ? tr("Connected; the game is over")
                   : game_.ourTurn() ? tr("Connected; our move")
                   : game_.started() ? tr("Connected; waiting for the other program's move")
                                     : tr("Connected; setting up the game");
    if (retries > 0)
        text += tr(" (%n retransmission(s))", nullptr, retries);
    return text;
}

QString Connection::play(const Move& m)
{
    const auto problem = game_.play(m, now());
    flush();
    deliverUpdates();
    return problem ? QString::fromStdString(*problem) : QString();
}

QString Connection::undo(int count)
{
    const auto problem = game_.undo(count, now());
    flush();
    deliverUpdates();
    return problem ? QString::fromStdString(*problem) : QString();
}

bool Connection::isListening() const
{
    return server_ && server_->isListening() && !socket_;
}

void Connection::onReadyRead()
{
    if (!socket_)
        return;
    const QByteArray data = socket_->readAll();
    game_.receive(reinterpret_cast<const std::uint8_t*>(data.constData()), static_cast<std::size_t>(data.size()),
                  now());
    flush();
    deliverUpdates();
}

void Connection::onTick()
{
    game_.tick(now());
    flush();
    deliverUpdates();
}

void Connection::flush()
{
    const auto out = game_.takeOutput();
    if (!out.empty() && socket_ && socket_->state() == QAbstractSocket::ConnectedState)
        socket_->write(reinterpret_cast<const char*>(out.data()), static_cast<qint64>(out.size()));
}

void Connection::deliverUpdates()
{
    const auto updates = game_.takeUpdates();
    for (const GameUpdate& u : updates) {
        if (u.kind == GameUpdate::Kind::Failed) {
            error_ = QString::fromStdString(u.text);
            tick_.stop();
        }
        emit updated(u);
    }
    if (!updates.empty())
        emit stateChanged();
}

} // namespace irodori::gmp
