#include "networkplay.h"

#include "gamedocument.h"
#include "networkdialog.h"

#include "protocol/gmp_connection.h"
#include "record/semantics.h"
#include "search/player.h"

#include <QAction>
#include <QDate>
#include <QLabel>
#include <QMetaObject>
#include <QWidget>

#include <algorithm>

namespace irodori::ui {

namespace {

// The record a network game starts from: the board, komi, rules, date and
// the handicap stones (置石) the game placed.
record::GameTree networkRecord(const gmp::Game& game)
{
    const int size = game.position().size();
    record::GameTree tree(size);
    record::Node& root = tree.root();
    record::setKomi(root, game.settings().komi);
    record::setTextValue(root, "RU", game.settings().chineseRules ? "Chinese" : "Japanese");
    record::setTextValue(root, "DT", QDate::currentDate().toString(Qt::ISODate).toStdString());
    const auto& stones = game.handicapStones();
    if (!stones.empty()) {
        root.setRaw("HA", std::to_string(stones.size()));
        for (Point p : stones)
            record::setSetupStone(root, p, Black, size);
    }
    return tree;
}

std::vector<Point> recordHandicap(const record::GameTree& tree)
{
    std::vector<Point> out;
    for (const record::SetupStone& s : record::setupStones(tree.root(), tree.boardSize()))
        if (s.color == Black)
            out.push_back(s.point);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

NetworkPlay::NetworkPlay(GameDocument* document, QWidget* window)
    : QObject(window), document_(document)
{
    host_ = new QAction(tr("&Host Game…"), this);
    host_->setStatusTip(tr("Wait for another Go program to connect and play over the Go Modem Protocol"));
    connect(host_, &QAction::triggered, this, [this, window] { chooseHost(window); });

    connect_ = new QAction(tr("&Connect…"), this);
    connect_->setStatusTip(tr("Connect to a Go program that hosts a game over the Go Modem Protocol"));
    connect(connect_, &QAction::triggered, this, [this, window] { chooseConnect(window); });

    disconnect_ = new QAction(tr("&Disconnect"), this);
    disconnect_->setStatusTip(tr("Leave the network game; its moves stay on the board"));
    disconnect_->setEnabled(false);
    connect(disconnect_, &QAction::triggered, this, &NetworkPlay::disconnect);

    status_ = new QLabel(window);
    status_->setObjectName(QStringLiteral("networkStatus"));
    status_->hide();
}

NetworkPlay::~NetworkPlay()
{
    stopThinking();
}

void NetworkPlay::setEngineLevel(int level)
{
    engineLevel_ = std::clamp(level, 0, search::kMaxLevel);
    if (engineLevel_ > 0) {
        search::PlayerConfig config;
        config.level = engineLevel_;
        // GMP cannot carry a resignation; the engine plays on.
        config.resign = false;
        player_ = std::make_unique<search::Player>(config);
    } else {
        stopThinking();
        player_.reset();
    }
}

void NetworkPlay::stopThinking()
{
    ++generation_;
    stop_ = true;
    if (thinker_.joinable())
        thinker_.join();
    stop_ = false;
    thinking_ = false;
}

void NetworkPlay::startThinking()
{
    if (thinking_ || !player_ || !connection_ || !connection_->game().ourTurn())
        return;
    if (thinker_.joinable())
        thinker_.join();
    thinking_ = true;
    const int generation = ++generation_;
    const Position position = connection_->game().position();
    const Color color = connection_->game().ourColor();
    emit message(tr("Irodori is thinking…"));
    // The search runs off the GUI thread; its answer comes back as a queued
    // call and is dropped if the game moved on meanwhile.
    thinker_ = std::thread([this, generation, position, color] {
        const search::MoveChoice choice = player_->chooseMove(position, color, {}, &stop_);
        QMetaObject::invokeMethod(
            this, [this, generation, choice] { onEngineMove(generation, choice); }, Qt::QueuedConnection);
    });
}

void NetworkPlay::onEngineMove(int generation, const search::MoveChoice& choice)
{
    if (thinker_.joinable())
        thinker_.join();
    thinking_ = false;
    if (generation != generation_ || !connection_ || !connection_->game().ourTurn()) {
        // The game moved on (an undo): think again about the position now.
        startThinking();
        return;
    }
    const Color color = connection_->game().ourColor();
    const Move move{color, choice.decision == search::Decision::Play ? choice.point : kPass};
    if (const QString problem = send(move); !problem.isEmpty())
        emit message(tr("The engine's move was refused: %1").arg(problem));
    else
        emit peerMoved(move);
}

bool NetworkPlay::controlsMoves() const
{
    return connection_ && connection_->isConnected() && connection_->game().started()
           && !connection_->game().failed();
}

bool NetworkPlay::ourTurn() const
{
    return connection_ && connection_->game().ourTurn();
}

const Position& NetworkPlay::gamePosition() const
{
    return connection_->game().position();
}

void NetworkPlay::syncRecord()
{
    const gmp::Game& game = connection_->game();
    std::vector<Point> stones = game.handicapStones();
    std::sort(stones.begin(), stones.end());
    // The peer may have set up another board or handicap than we asked for.
    if (document_->boardSize() != game.position().size() || stones != recordHandicap(document_->tree()))
        document_->adoptGame(networkRecord(game));
    // Moves the game took back leave the record too: the record is the game.
    document_->followMoves(game.moves(), true);
}

QString NetworkPlay::play(const Move& move)
{
    if (engineLevel_ > 0)
        return tr("Irodori's engine plays this side of the network game.");
    return send(move);
}

QString NetworkPlay::send(const Move& move)
{
    if (!connection_->game().ourTurn())
        return tr("Please wait for the other program's move.");
    if (const QString problem = connection_->play(move); !problem.isEmpty())
        return problem;
    syncRecord();
    return {};
}

QString NetworkPlay::undo()
{
    if (engineLevel_ > 0)
        return tr("Irodori's engine plays this side of the network game.");
    // Only our own last move may be taken back, and the peer is told.
    const Move* last = gamePosition().lastMove();
    if (!last || last->color != connection_->game().ourColor())
        return tr("Only your own last move can be taken back.");
    if (const QString problem = connection_->undo(1); !problem.isEmpty())
        return problem;
    syncRecord();
    return {};
}

void NetworkPlay::start(const gmp::GameSettings& settings)
{
    disconnect();
    stopThinking();
    connection_ = std::make_unique<gmp::Connection>(settings);
    document_->adoptGame(networkRecord(connection_->game()));
    QObject::connect(connection_.get(), &gmp::Connection::updated, this, &NetworkPlay::onUpdate);
    QObject::connect(connection_.get(), &gmp::Connection::stateChanged, this, &NetworkPlay::refreshStatus);
    QObject::connect(connection_.get(), &gmp::Connection::disconnected, this, [this](const QString& reason) {
        // The record stays: the moves played so far remain on the board.
        emit message(tr("Network game ended: %1").arg(reason));
        refreshStatus();
    });
}

bool NetworkPlay::host(const gmp::GameSettings& settings, quint16 port)
{
    start(settings);
    if (!connection_->listen(port)) {
        const QString error = connection_->errorString();
        connection_.reset();
        refreshStatus();
        emit message(error);
        return false;
    }
    refreshStatus();
    return true;
}

void NetworkPlay::connectTo(const gmp::GameSettings& settings, const QString& host, quint16 port)
{
    start(settings);
    connection_->connectTo(host, port);
    refreshStatus();
}

void NetworkPlay::disconnect()
{
    if (connection_)
        connection_->close();
    refreshStatus();
}

void NetworkPlay::drop()
{
    stopThinking();
    disconnect();
    connection_.reset();
    refreshStatus();
}

void NetworkPlay::chooseHost(QWidget* parent)
{
    if (!mayReplaceRecord())
        return;
    NetworkDialog dialog(NetworkDialog::Mode::Host, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    setEngineLevel(dialog.engineLevel());
    host(dialog.settings(), dialog.port());
}

void NetworkPlay::chooseConnect(QWidget* parent)
{
    if (!mayReplaceRecord())
        return;
    NetworkDialog dialog(NetworkDialog::Mode::Connect, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.host().isEmpty()) {
        emit message(tr("Please enter the host to connect to."));
        return;
    }
    setEngineLevel(dialog.engineLevel());
    connectTo(dialog.settings(), dialog.host(), dialog.port());
}

void NetworkPlay::onUpdate(const gmp::GameUpdate& update)
{
    using Kind = gmp::GameUpdate::Kind;
    syncRecord();
    switch (update.kind) {
    case Kind::Started:
        emit message(tr("Network game started. You play %1.").arg(colorText(connection_->game().ourColor())));
        break;
    case Kind::PeerMoved:
        emit peerMoved(update.move);
        break;
    case Kind::PeerUndid:
        ++generation_; // a search of the old position is no longer wanted
        emit message(tr("The other program took back %n move(s).", nullptr, update.count));
        break;
    case Kind::OurTurn:
        if (engineLevel_ > 0)
            startThinking();
        break;
    case Kind::Ended:
        emit message(tr("Game over — both players passed."));
        break;
    case Kind::Message:
        emit message(tr("Message from the other program: %1").arg(QString::fromStdString(update.text)));
        break;
    case Kind::Failed:
        emit message(tr("Network game stopped: %1").arg(QString::fromStdString(update.text)));
        break;
    }
    refreshStatus();
}

void NetworkPlay::refreshStatus()
{
    disconnect_->setEnabled(connection_ && (connection_->isConnected() || connection_->isListening()));
    if (connection_) {
        status_->setText(tr("Network: %1").arg(connection_->stateText()));
        status_->show();
    } else {
        status_->hide();
    }
    emit stateChanged();
}

QString NetworkPlay::colorText(Color c) const
{
    return c == Black ? tr("Black") : tr("White");
}

} // namespace irodori::ui
