#include "mainwindow.h"

#include "boardpainter.h"
#include "boardview.h"
#include "networkdialog.h"
#include "newgamedialog.h"
#include "resources.h"

#include "core/coords.h"
#include "protocol/gmp_connection.h"
#include "irodori/version.h"

#include <QAction>
#include <QApplication>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace irodori::ui {

namespace {

QPixmap stonePixmap(Color c, int size, qreal dpr)
{
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    BoardPainter::paintStone(painter, QPointF(size / 2.0, size / 2.0), size * 0.45, c);
    return pixmap;
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), position_(19)
{
    setWindowIcon(appIcon());

    board_ = new BoardView(this);
    connect(board_, &BoardView::pointClicked, this, [this](int x, int y) { playAt(x, y); });
    connect(board_, &BoardView::pointHovered, this, &MainWindow::onHover);

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(board_, 1);
    layout->addWidget(createSidePanel());
    setCentralWidget(central);

    createActions();
    createMenus();
    refresh();
    statusBar()->showMessage(tr("Black plays first. Click an intersection to place a stone."));
    resize(960, 720);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    newGame_ = new QAction(style()->standardIcon(QStyle::SP_FileIcon), tr("&New Game…"), this);
    newGame_->setShortcut(QKeySequence::New);
    newGame_->setStatusTip(tr("Start a new game on a board size of your choice"));
    connect(newGame_, &QAction::triggered, this, &MainWindow::chooseNewGame);

    pass_ = new QAction(style()->standardIcon(QStyle::SP_MediaSkipForward), tr("&Pass"), this);
    pass_->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    pass_->setStatusTip(tr("Pass: play no stone this turn"));
    connect(pass_, &QAction::triggered, this, &MainWindow::pass);

    undo_ = new QAction(style()->standardIcon(QStyle::SP_ArrowBack), tr("&Undo Move"), this);
    undo_->setShortcut(QKeySequence::Undo);
    undo_->setStatusTip(tr("Take back the last move"));
    connect(undo_, &QAction::triggered, this, &MainWindow::undo);

    quit_ = new QAction(tr("&Quit"), this);
    quit_->setShortcut(QKeySequence::Quit);
    quit_->setMenuRole(QAction::QuitRole);
    connect(quit_, &QAction::triggered, this, &QWidget::close);

    about_ = new QAction(tr("&About Irodori"), this);
    about_->setMenuRole(QAction::AboutRole);
    connect(about_, &QAction::triggered, this, &MainWindow::showAbout);

    host_ = new QAction(tr("&Host Game…"), this);
    host_->setStatusTip(tr("Wait for another Go program to connect and play over the Go Modem Protocol"));
    connect(host_, &QAction::triggered, this, &MainWindow::chooseHostGame);

    connect_ = new QAction(tr("&Connect…"), this);
    connect_->setStatusTip(tr("Connect to a Go program that hosts a game over the Go Modem Protocol"));
    connect(connect_, &QAction::triggered, this, &MainWindow::chooseConnectGame);

    disconnect_ = new QAction(tr("&Disconnect"), this);
    disconnect_->setStatusTip(tr("Leave the network game; its moves stay on the board"));
    disconnect_->setEnabled(false);
    connect(disconnect_, &QAction::triggered, this, &MainWindow::disconnectNetwork);

    aboutQt_ = new QAction(tr("About &Qt"), this);
    aboutQt_->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt_, &QAction::triggered, qApp, &QApplication::aboutQt);

    // Tool tips name the shortcut, so the keyboard route is discoverable.
    for (QAction* a : {newGame_, pass_, undo_}) {
        const QString keys = a->shortcut().toString(QKeySequence::NativeText);
        a->setToolTip(tr("%1 (%2)").arg(a->text().remove(QLatin1Char('&')).remove(QStringLiteral("…")), keys));
    }
}

void MainWindow::createMenus()
{
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(newGame_);
    game->addSeparator();
    game->addAction(pass_);
    game->addAction(undo_);
    game->addSeparator();
    game->addAction(quit_);

    QMenu* network = menuBar()->addMenu(tr("&Network"));
    network->addAction(host_);
    network->addAction(connect_);
    network->addSeparator();
    network->addAction(disconnect_);

    networkStatus_ = new QLabel(this);
    networkStatus_->setObjectName(QStringLiteral("networkStatus"));
    statusBar()->addPermanentWidget(networkStatus_);
    networkStatus_->hide();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(about_);
    help->addAction(aboutQt_);

    QToolBar* tools = addToolBar(tr("Game"));
    tools->setObjectName(QStringLiteral("gameToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->setMovable(false);
    tools->addAction(newGame_);
    tools->addSeparator();
    tools->addAction(pass_);
    tools->addAction(undo_);
}

QWidget* MainWindow::createSidePanel()
{
    auto* panel = new QWidget(this);
    auto* column = new QVBoxLayout(panel);
    column->setContentsMargins(0, 0, 0, 0);

    auto* turnBox = new QGroupBox(tr("Turn"), panel);
    auto* turnRow = new QHBoxLayout(turnBox);
    turnStone_ = new QLabel(turnBox);
    turnLabel_ = new QLabel(turnBox);
    QFont big = turnLabel_->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    turnLabel_->setFont(big);
    turnRow->addWidget(turnStone_);
    turnRow->addWidget(turnLabel_, 1);
    column->addWidget(turnBox);

    auto* gameBox = new QGroupBox(tr("Game"), panel);
    auto* form = new QFormLayout(gameBox);
    moveLabel_ = new QLabel(gameBox);
    lastMoveLabel_ = new QLabel(gameBox);
    blackCaptures_ = new QLabel(gameBox);
    whiteCaptures_ = new QLabel(gameBox);
    // Named so that tests and accessibility tools can find them.
    turnLabel_->setObjectName(QStringLiteral("turnLabel"));
    moveLabel_->setObjectName(QStringLiteral("moveLabel"));
    lastMoveLabel_->setObjectName(QStringLiteral("lastMoveLabel"));
    blackCaptures_->setObjectName(QStringLiteral("blackCaptures"));
    whiteCaptures_->setObjectName(QStringLiteral("whiteCaptures"));
    form->addRow(tr("Moves played:"), moveLabel_);
    form->addRow(tr("Last move:"), lastMoveLabel_);
    form->addRow(tr("Captured by Black:"), blackCaptures_);
    form->addRow(tr("Captured by White:"), whiteCaptures_);
    column->addWidget(gameBox);

    column->addStretch(1);
    panel->setMinimumWidth(220);
    panel->setMaximumWidth(320);
    return panel;
}

void MainWindow::newGame(int size)
{
    disconnectNetwork();
    network_.reset();
    refreshNetworkStatus();
    position_ = Position(std::clamp(size, kMinBoardSize, kMaxBoardSize));
    hoverX_ = hoverY_ = -1;
    refresh();
    statusBar()->showMessage(tr("New game on a %1×%1 board. Black plays first.").arg(position_.size()));
}

void MainWindow::chooseNewGame()
{
    NewGameDialog dialog(position_.size(), this);
    if (dialog.exec() == QDialog::Accepted)
        newGame(dialog.boardSize());
}

bool MainWindow::playAt(int x, int y)
{
    if (isGameOver()) {
        statusBar()->showMessage(tr("The game is over. Undo a pass or start a new game to play on."));
        return false;
    }
    const Board& board = position_.board();
    MoveError error = MoveError::NotOnBoard;
    Move move{position_.toMove(), kPass};
    if (networkControlsMoves()) {
        if (!network_->game().ourTurn()) {
            statusBar()->showMessage(tr("Please wait for the other program's move."));
            return false;
        }
        if (x < 0 || y < 0 || x >= board.size() || y >= board.size()) {
            statusBar()->showMessage(moveErrorText(MoveError::NotOnBoard));
            return false;
        }
        move.point = board.at(x, y);
        if (const MoveError e = position_.check(move); e != MoveError::None) {
            statusBar()->showMessage(moveErrorText(e));
            return false;
        }
        const QString problem = network_->play(move);
        if (!problem.isEmpty()) {
            statusBar()->showMessage(problem);
            return false;
        }
        position_ = network_->game().position();
        refresh();
        announceMove(move);
        return true;
    }
    if (x >= 0 && y >= 0 && x < board.size() && y < board.size()) {
        move.point = board.at(x, y);
        error = position_.play(move);
    }
    if (error != MoveError::None) {
        statusBar()->showMessage(moveErrorText(error));
        return false;
    }
    refresh();
    announceMove(move);
    return true;
}

void MainWindow::pass()
{
    if (isGameOver())
        return;
    const Move move{position_.toMove(), kPass};
    if (networkControlsMoves()) {
        const QString problem = network_->game().ourTurn() ? network_->play(move)
                                                            : tr("Please wait for the other program's move.");
        if (!problem.isEmpty()) {
            statusBar()->showMessage(problem);
            return;
        }
        position_ = network_->game().position();
        refresh();
        announceMove(move);
        return;
    }
    position_.play(move);
    refresh();
    announceMove(move);
}

void MainWindow::undo()
{
    if (!position_.canUndo())
        return;
    if (networkControlsMoves()) {
        // Only our own last move may be taken back, and the peer is told.
        const Move* last = position_.lastMove();
        if (!last || last->color != network_->game().ourColor()) {
            statusBar()->showMessage(tr("Only your own last move can be taken back."));
            return;
        }
        if (const QString problem = network_->undo(1); !problem.isEmpty()) {
            statusBar()->showMessage(problem);
            return;
        }
        position_ = network_->game().position();
        refresh();
        statusBar()->showMessage(tr("Move taken back; the other program was told."));
        return;
    }
    position_.undo();
    refresh();
    statusBar()->showMessage(tr("Move taken back. %1 to play.").arg(colorText(position_.toMove())));
}

QString MainWindow::playVertices(const QStringList& vertices)
{
    for (int i = 0; i < vertices.size(); ++i) {
        const QString text = vertices[i].trimmed();
        if (text.isEmpty())
            continue;
        const auto point = parseGtp(position_.board(), text.toStdString());
        if (!point)
            return tr("Move %1: “%2” is not a point on a %3×%3 board.").arg(i + 1).arg(text).arg(position_.size());
        if (isGameOver())
            return tr("Move %1 (%2): the game is already over.").arg(i + 1).arg(text);
        const Move move{position_.toMove(), *point};
        const MoveError error = position_.play(move);
        if (error != MoveError::None) {
            refresh();
            return tr("Move %1 (%2) is illegal: %3").arg(i + 1).arg(text, moveErrorText(error));
        }
    }
    refresh();
    if (const Move* last = position_.lastMove())
        announceMove(*last);
    return {};
}

bool MainWindow::networkControlsMoves() const
{
    return network_ && network_->isConnected() && network_->game().started() && !network_->game().failed();
}

void MainWindow::startNetwork(const gmp::GameSettings& settings)
{
    disconnectNetwork();
    network_ = std::make_unique<gmp::Connection>(settings);
    position_ = network_->game().position();
    hoverX_ = hoverY_ = -1;
    connect(network_.get(), &gmp::Connection::updated, this, &MainWindow::onNetworkUpdate);
    connect(network_.get(), &gmp::Connection::stateChanged, this, &MainWindow::refreshNetworkStatus);
    connect(network_.get(), &gmp::Connection::disconnected, this, [this](const QString& reason) {
        // The record stays: the moves played so far remain on the board.
        statusBar()->showMessage(tr("Network game ended: %1").arg(reason));
        refreshNetworkStatus();
        refresh();
    });
    refresh();
}

bool MainWindow::hostNetworkGame(const gmp::GameSettings& settings, quint16 port)
{
    startNetwork(settings);
    if (!network_->listen(port)) {
        const QString error = network_->errorString();
        network_.reset();
        refreshNetworkStatus();
        statusBar()->showMessage(error);
        return false;
    }
    refreshNetworkStatus();
    return true;
}

void MainWindow::connectNetworkGame(const gmp::GameSettings& settings, const QString& host, quint16 port)
{
    startNetwork(settings);
    network_->connectTo(host, port);
    refreshNetworkStatus();
}

void MainWindow::disconnectNetwork()
{
    if (network_)
        network_->close();
    refreshNetworkStatus();
}

void MainWindow::chooseHostGame()
{
    NetworkDialog dialog(NetworkDialog::Mode::Host, this);
    if (dialog.exec() == QDialog::Accepted)
        hostNetworkGame(dialog.settings(), dialog.port());
}

void MainWindow::chooseConnectGame()
{
    NetworkDialog dialog(NetworkDialog::Mode::Connect, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.host().isEmpty()) {
        statusBar()->showMessage(tr("Please enter the host to connect to."));
        return;
    }
    connectNetworkGame(dialog.settings(), dialog.host(), dialog.port());
}

void MainWindow::onNetworkUpdate(const gmp::GameUpdate& update)
{
    using Kind = gmp::GameUpdate::Kind;
    position_ = network_->game().position();
    refresh();
    switch (update.kind) {
    case Kind::Started:
        statusBar()->showMessage(tr("Network game started. You play %1.").arg(colorText(network_->game().ourColor())));
        break;
    case Kind::PeerMoved:
        announceMove(update.move);
        break;
    case Kind::PeerUndid:
        statusBar()->showMessage(tr("The other program took back %n move(s).", nullptr, update.count));
        break;
    case Kind::OurTurn:
        break;
    case Kind::Ended:
        statusBar()->showMessage(tr("Game over — both players passed."));
        break;
    case Kind::Message:
        statusBar()->showMessage(tr("Message from the other program: %1").arg(QString::fromStdString(update.text)));
        break;
    case Kind::Failed:
        statusBar()->showMessage(tr("Network game stopped: %1").arg(QString::fromStdString(update.text)));
        break;
    }
    refreshNetworkStatus();
}

void MainWindow::refreshNetworkStatus()
{
    disconnect_->setEnabled(network_ && (network_->isConnected() || network_->isListening()));
    if (!network_) {
        networkStatus_->hide();
        return;
    }
    networkStatus_->setText(tr("Network: %1").arg(network_->stateText()));
    networkStatus_->show();
}

QString MainWindow::moveErrorText(MoveError error)
{
    switch (error) {
    case MoveError::None:
        return {};
    case MoveError::NotOnBoard:
        return tr("That point is not on the board.");
    case MoveError::Occupied:
        return tr("That point is already occupied.");
    case MoveError::Suicide:
        return tr("Suicide is not allowed: the stone would have no liberties.");
    case MoveError::Ko:
        return tr("Ko: the stone just captured cannot be retaken at once. Play elsewhere first.");
    case MoveError::Superko:
        return tr("Superko: this move would repeat an earlier position.");
    }
    return tr("That move is not allowed.");
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Irodori"),
        tr("<h3>Irodori %1</h3>"
           "<p>A Go study board that explains itself: which stones belong together, "
           "who owns what, and how safe every group is.</p>"
           "<p>This version lets you play both sides on boards from 2×2 to 25×25.</p>")
            .arg(QString::fromLatin1(kVersion)));
}

QString MainWindow::colorText(Color c) const
{
    return c == Black ? tr("Black") : tr("White");
}

void MainWindow::announceMove(const Move& move)
{
    if (isGameOver()) {
        statusBar()->showMessage(tr("Game over — both players passed."));
    } else if (move.isPass()) {
        statusBar()->showMessage(tr("%1 passed. %2 to play.").arg(colorText(move.color), colorText(position_.toMove())));
    } else {
        const QString vertex = QString::fromStdString(toGtp(position_.board(), move.point));
        statusBar()->showMessage(tr("%1 played %2.").arg(colorText(move.color), vertex));
    }
}

void MainWindow::onHover(int x, int y)
{
    hoverX_ = x;
    hoverY_ = y;
    BoardSnapshot snapshot = BoardSnapshot::fromPosition(position_);
    // The preview stone only appears where a click would be accepted.
    if (x >= 0 && y >= 0 && !isGameOver() && x < position_.size() && y < position_.size()
        && position_.isLegal({position_.toMove(), position_.board().at(x, y)})) {
        snapshot.ghost = {x, y};
        snapshot.ghostColor = position_.toMove();
    }
    board_->setSnapshot(snapshot);
}

void MainWindow::refresh()
{
    onHover(hoverX_, hoverY_);

    const bool over = isGameOver();
    const Color side = position_.toMove();
    turnLabel_->setText(over ? tr("Game over") : (side == Black ? tr("Black to play") : tr("White to play")));
    turnStone_->setPixmap(stonePixmap(side, 28, devicePixelRatioF()));
    turnStone_->setVisible(!over);
    moveLabel_->setText(QString::number(position_.moveNumber()));
    if (const Move* last = position_.lastMove()) {
        const QString where = last->isPass() ? tr("pass")
                                             : QString::fromStdString(toGtp(position_.board(), last->point));
        lastMoveLabel_->setText(tr("%1 %2").arg(colorText(last->color), where));
    } else {
        lastMoveLabel_->setText(tr("none"));
    }
    blackCaptures_->setText(tr("%n stone(s)", nullptr, position_.prisoners(Black)));
    whiteCaptures_->setText(tr("%n stone(s)", nullptr, position_.prisoners(White)));

    pass_->setEnabled(!over);
    undo_->setEnabled(position_.canUndo());
    setWindowTitle(tr("Irodori — %1×%1").arg(position_.size()));
}

} // namespace irodori::ui
