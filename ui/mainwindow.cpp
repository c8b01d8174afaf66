#include "mainwindow.h"

#include "analysiscontroller.h"
#include "layersdock.h"
#include "boardmarks.h"
#include "boardview.h"
#include "commentpane.h"
#include "edittools.h"
#include "gamedocument.h"
#include "gameinfodialog.h"
#include "gamestatuspanel.h"
#include "gametreeview.h"
#include "gtpanalysis.h"
#include "gtpopponent.h"
#include "gtpshell.h"
#include "enginegame.h"
#include "exportactions.h"
#include "networkplay.h"
#include "newgamedialog.h"
#include "problemmode.h"
#include "guessmode.h"
#include "stonesound.h"
#include "recordrecovery.h"
#include "shortcutsdialog.h"
#include "moveannotation.h"
#include "recordactions.h"
#include "recordfiles.h"
#include "recordpropertiesdialog.h"
#include "recordscoring.h"
#include "reviewpanel.h"
#include "renjugame.h"
#include "renjustudy.h"
#include "languagemenu.h"
#include "resources.h"

#include "core/coords.h"
#include "record/semantics.h"
#include "protocol/gmp_connection.h"
#include "irodori/version.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include <cstdlib>

namespace irodori::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setWindowIcon(appIcon());
    setAcceptDrops(true);

    document_ = new GameDocument(this);
    files_ = new RecordFiles(document_, this);
    recordActions_ = new RecordActions(document_, this);
    network_ = new NetworkPlay(document_, this);
    network_->mayReplaceRecord = [this] { return files_->maybeSave(); };

    board_ = new BoardView(this);
    board_->painter().addLayer(&markup_);
    // The board takes the keyboard focus, so the arrow keys step through
    // the record until the user clicks into the comment.
    board_->setFocusPolicy(Qt::StrongFocus);
    connect(board_, &BoardView::pointClicked, this, [this](int x, int y) { playAt(x, y); });
    connect(board_, &BoardView::pointHovered, this, &MainWindow::onHover);
    connect(board_, &BoardView::pointDoubleClicked, this, &MainWindow::goToStoneMove);
    // The wheel over the board steps through the record as ← and → do
    // (and only where they may).
    connect(board_, &BoardView::wheelStepped, this, [this](int steps) {
        QAction* step = steps < 0 ? recordActions_->backAction() : recordActions_->forwardAction();
        for (int i = 0; i < std::abs(steps) && step->isEnabled(); ++i)
            step->trigger();
    });
    // Installed after the board's other listeners: a chosen tool takes the
    // click before them.
    editTools_ = new EditTools(document_, board_, this);

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(board_, 1);
    setCentralWidget(central);

    // One column beside the board: the game's state on top, the comment of
    // the current move below it (a dock, so it can be moved or closed).
    panel_ = new GameStatusPanel(this);
    auto* panelDock = new QDockWidget(this);
    panelDock->setObjectName(QStringLiteral("statusDock"));
    panelDock->setTitleBarWidget(new QWidget(panelDock));
    panelDock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    panelDock->setWidget(panel_);
    addDockWidget(Qt::RightDockWidgetArea, panelDock, Qt::Vertical);

    commentPane_ = new CommentPane(document_, this);
    commentDock_ = new QDockWidget(tr("Comment"), this);
    commentDock_->setObjectName(QStringLiteral("commentDock"));
    commentDock_->setWidget(commentPane_);
    commentDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::RightDockWidgetArea, commentDock_, Qt::Vertical);

    // The game tree: every move and variation. Trees are wide, so it shares
    // the strip under the board with the game review, as a tab of its own.
    gameTree_ = new GameTreeView(document_, this);
    gameTreeDock_ = new QDockWidget(tr("Game Tree"), this);
    gameTreeDock_->setObjectName(QStringLiteral("gameTreeDock"));
    gameTreeDock_->setWidget(gameTree_);
    gameTreeDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable
                               | QDockWidget::DockWidgetFloatable);

    study_ = new AnalysisController(this, board_, document_);
    addDockWidget(Qt::BottomDockWidgetArea, gameTreeDock_);
    tabifyDockWidget(study_->reviewDock(), gameTreeDock_);
    // The GTP shell: a third tab there, closed until asked for.
    gtpShell_ = new GtpShell(document_, this);
    gtpShell_->setBoardView(board_);
    board_->painter().addLayer(gtpShell_->layerBelowStones());
    board_->painter().addLayer(gtpShell_->layerAboveStones());
    connect(gtpShell_, &GtpShell::drawingChanged, board_, qOverload<>(&QWidget::update));
    gtpShellDock_ = new QDockWidget(tr("GTP Shell"), this);
    gtpShellDock_->setObjectName(QStringLiteral("gtpShellDock"));
    gtpShellDock_->setWidget(gtpShell_);
    gtpShellDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable
                               | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::BottomDockWidgetArea, gtpShellDock_);
    tabifyDockWidget(gameTreeDock_, gtpShellDock_);
    gtpShellDock_->hide();
    study_->reviewDock()->raise();
    export_ = new ExportActions(board_, document_, this);
    marks_ = new BoardMarks(board_, this);
    stoneSound_ = new StoneSound(this);
    connect(marks_->nextMoveAction(), &QAction::toggled, this, [this] { refresh(); });
    recovery_ = new RecordRecovery(document_, this);
    connect(recovery_, &RecordRecovery::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    // The state takes the height it needs; the comment gets the rest.
    resizeDocks({panelDock, commentDock_}, {panel_->sizeHint().height(), 4000}, Qt::Vertical);

    engineGame_ = new EngineGame(this);
    // Installed last: on a Renju record its rules take the clicks first.
    renjuGame_ = new RenjuGame(document_, board_, this);
    renjuGame_->mayReplaceRecord = [this] { return files_->maybeSave(); };
    connect(renjuGame_, &RenjuGame::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    connect(renjuGame_, &RenjuGame::stateChanged, this, &MainWindow::updateEditing);
    connect(renjuGame_, &RenjuGame::openingChanged, this, &MainWindow::refresh);
    renjuStudy_ = new RenjuStudy(document_, board_, renjuGame_, this);
    connect(renjuStudy_, &RenjuStudy::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    gtpOpponent_ = new GtpOpponent(document_, board_, this);
    // The last ten seconds of the user's clock, counted aloud.
    connect(engineGame_->runningClock(), &RunningClock::countdown, this, [this](Color c, int) {
        if (engineGame_->isActive() && c != engineGame_->engineColor())
            stoneSound_->play(StoneSound::Kind::Tick);
    });
    connect(gtpOpponent_->clock(), &RunningClock::countdown, this, [this](Color c, int) {
        if (gtpOpponent_->userPlays() && c != gtpOpponent_->programColor())
            stoneSound_->play(StoneSound::Kind::Tick);
    });
    gtpOpponent_->mayReplaceRecord = [this] { return files_->maybeSave(); };
    connect(gtpOpponent_, &GtpOpponent::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    connect(gtpOpponent_, &GtpOpponent::stateChanged, this, &MainWindow::updateEditing);
    gtpAnalysis_ = new GtpAnalysis(document_, board_, this);
    connect(gtpAnalysis_, &GtpAnalysis::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    // The program's win rates join the review graph, position by position.
    connect(gtpAnalysis_, &GtpAnalysis::winratesChanged, this, [this] {
        study_->reviewPanel()->setWinrates(
            [analysis = gtpAnalysis_](const Position& pos) { return analysis->blackWinrate(pos.hash()); },
            gtpAnalysis_->hasWinrates() ? tr("%1's win rate for Black").arg(gtpAnalysis_->programName()) : QString());
    });
    recordScoring_ = new RecordScoring(document_, board_, this);
    problemMode_ = new ProblemMode(document_, board_, this);
    connect(problemMode_, &ProblemMode::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    // While solving, the letters of the next moves would give the answer away.
    connect(problemMode_, &ProblemMode::stateChanged, this, [this] {
        if (problemMode_->isActive()) {
            editTools_->setTool(EditTools::Tool::Play);
            if (guessMode_)
                guessMode_->stop();
        }
        refresh();
    });
    // Guessing the record's moves: the same hints hidden, one mode at a time.
    guessMode_ = new GuessMode(document_, board_, this);
    connect(guessMode_, &GuessMode::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    connect(guessMode_, &GuessMode::activeChanged, this, [this] {
        if (guessMode_->isActive()) {
            editTools_->setTool(EditTools::Tool::Play);
            problemMode_->stop();
        }
        refresh();
    });
    connect(recordScoring_, &RecordScoring::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    connect(editTools_, &EditTools::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    connect(recordActions_, &RecordActions::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    connect(editTools_, &EditTools::toolChanged, this, [this] { onHover(hoverX_, hoverY_); });
    connect(engineGame_, &EngineGame::activeChanged, this, &MainWindow::updateEditing);
    createActions();
    createMenus();
    createStatusWidgets();

    connect(document_, &GameDocument::currentChanged, this, [this] {
        refresh();
        soundOfMove();
        const QString warning = document_->replayWarning();
        if (!warning.isEmpty())
            statusBar()->showMessage(tr("This move breaks the rules; the record plays it anyway. %1").arg(warning));
    });
    connect(document_, &GameDocument::treeChanged, this, &MainWindow::refresh);
    connect(document_, &GameDocument::fileChanged, this, [this] {
        refreshFileStatus();
        // A record just opened is read with the keys: give them to the board.
        board_->setFocus();
    });
    connect(document_, &GameDocument::modifiedChanged, this, &MainWindow::refreshFileStatus);
    connect(files_, &RecordFiles::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    connect(export_, &ExportActions::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    connect(files_, &RecordFiles::aboutToReplace, network_, &NetworkPlay::drop);
    connect(network_, &NetworkPlay::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    connect(network_, &NetworkPlay::peerMoved, this, &MainWindow::announceMove);
    connect(network_, &NetworkPlay::stateChanged, this, [this] {
        // While the network game records into the document, its line is the game.
        recordActions_->setEditingAllowed(!network_->controlsMoves());
        updateEditing();
        refresh();
    });

    refresh();
    refreshFileStatus();
    statusBar()->showMessage(tr("Black plays first. Click an intersection to place a stone."));
    resize(1100, 760);
    // The layer switches whole ("Candidate moves and reading" was cut).
    resizeDocks({study_->layersDock()}, {study_->layersDock()->neededWidth()}, Qt::Horizontal);
    board_->setFocus();
}

MainWindow::~MainWindow() = default;

const Position& MainWindow::position() const
{
    return document_->position();
}

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
    undo_->setStatusTip(tr("Go back one move; the move stays in the record as a variation"));
    connect(undo_, &QAction::triggered, this, &MainWindow::undo);

    gameInfo_ = new QAction(tr("Game &Information…"), this);
    gameInfo_->setShortcut(QKeySequence(tr("Ctrl+I")));
    gameInfo_->setStatusTip(tr("Players, event, date, komi, result and the other facts of the game"));
    connect(gameInfo_, &QAction::triggered, this, &MainWindow::showGameInfo);

    quit_ = new QAction(tr("&Quit"), this);
    quit_->setShortcut(QKeySequence::Quit);
    quit_->setMenuRole(QAction::QuitRole);
    connect(quit_, &QAction::triggered, this, &QWidget::close);

    about_ = new QAction(tr("&About Irodori"), this);
    about_->setMenuRole(QAction::AboutRole);
    connect(about_, &QAction::triggered, this, &MainWindow::showAbout);

    shortcuts_ = new QAction(tr("&Keyboard Shortcuts"), this);
    shortcuts_->setStatusTip(tr("Every command that has a key, with its menu and its keys"));
    connect(shortcuts_, &QAction::triggered, this, [this] {
        ShortcutsDialog dialog(menuBar(), this);
        dialog.exec();
    });
    fullScreen_ = new QAction(tr("&Full Screen"), this);
    fullScreen_->setCheckable(true);
    // The platform's key for it (F11 on most), F11 where it names none.
    const QList<QKeySequence> fullKeys = QKeySequence::keyBindings(QKeySequence::FullScreen);
    fullScreen_->setShortcuts(fullKeys.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::Key_F11)} : fullKeys);
    fullScreen_->setStatusTip(tr("The window fills the screen; the same key returns"));
    connect(fullScreen_, &QAction::toggled, this, [this](bool on) {
        if (on == isFullScreen())
            return;
        if (on) {
            wasMaximized_ = isMaximized();
            showFullScreen();
        } else if (wasMaximized_) {
            showMaximized();
        } else {
            showNormal();
        }
    });

    aboutQt_ = new QAction(tr("About &Qt"), this);
    aboutQt_->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt_, &QAction::triggered, qApp, &QApplication::aboutQt);

    // Tool tips name the shortcut, so the keyboard route is discoverable.
    for (QAction* a : {newGame_, pass_, undo_, files_->openAction(), files_->saveAction(),
                       recordActions_->backAction(), recordActions_->forwardAction(), recordActions_->startAction(),
                       recordActions_->endAction(), recordActions_->previousVariationAction(),
                       recordActions_->nextVariationAction()}) {
        const QString keys = a->shortcut().toString(QKeySequence::NativeText);
        a->setToolTip(tr("%1 (%2)").arg(a->text().remove(QLatin1Char('&')).remove(QStringLiteral("…")), keys));
    }
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(newGame_);
    file->addAction(files_->openAction());
    file->addMenu(files_->recentMenu());
    file->addSeparator();
    file->addAction(files_->saveAction());
    file->addAction(files_->saveAsAction());
    file->addSeparator();
    file->addAction(export_->pngAction());
    file->addAction(export_->svgAction());
    file->addAction(export_->pdfAction());
    file->addAction(export_->recordAction());
    file->addAction(export_->printAction());
    file->addSeparator();
    file->addMenu(files_->encodingMenu());
    file->addAction(files_->chooseGameAction());
    file->addAction(files_->propertiesAction());
    file->addSeparator();
    file->addAction(quit_);

    gameTree_->setContextActions({recordActions_->mainLineAction(), recordActions_->variationUpAction(),
                                  recordActions_->variationDownAction(), recordActions_->deleteNodeAction(),
                                  recordActions_->deleteVariationAction()});

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    recordActions_->fillEditMenu(edit);
    edit->addSeparator();
    edit->addAction(files_->copyAction());
    edit->addAction(files_->copyTextAction());
    edit->addAction(files_->pasteAction());
    edit->addSeparator();
    editTools_->fillEditMenu(edit);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(pass_);
    game->addAction(undo_);
    game->addSeparator();
    game->addAction(gameInfo_);
    game->addSeparator();
    game->addAction(engineGame_->newGameAction());
    game->addAction(engineGame_->resignAction());
    game->addAction(engineGame_->acceptScoreAction());
    game->addSeparator();
    game->addAction(recordScoring_->countAction());
    game->addAction(recordScoring_->acceptAction());
    game->addSeparator();
    game->addAction(gtpOpponent_->newGameAction());
    game->addAction(gtpOpponent_->endAction());
    game->addSeparator();
    game->addAction(renjuGame_->newGameAction());

    QMenu* go = menuBar()->addMenu(tr("G&o"));
    recordActions_->fillGoMenu(go);
    go->addSeparator();
    go->addAction(problemMode_->solveAction());
    go->addAction(problemMode_->retryAction());
    go->addAction(problemMode_->answerAction());
    go->addAction(problemMode_->nextAction());
    go->addAction(problemMode_->previousAction());
    go->addAction(guessMode_->guessAction());

    QMenu* network = menuBar()->addMenu(tr("&Network"));
    network->addAction(network_->hostAction());
    network->addAction(network_->connectAction());
    network->addSeparator();
    network->addAction(network_->disconnectAction());

    QToolBar* tools = addToolBar(tr("Game"));
    tools->setObjectName(QStringLiteral("gameToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->setMovable(false);
    tools->addAction(newGame_);
    tools->addAction(files_->openAction());
    tools->addAction(files_->saveAction());
    tools->addSeparator();
    tools->addAction(pass_);
    tools->addAction(undo_);

    QToolBar* moves = addToolBar(tr("Moves"));
    moves->setObjectName(QStringLiteral("moveToolBar"));
    moves->setMovable(false);
    recordActions_->fillToolBar(moves);

    // The position tools stand in a column at the left edge, as the tools of
    // a drawing program do; the row above is full. The column appears when a
    // tool is chosen (Edit → Position Tools), so that the study panels keep
    // their width the rest of the time; View switches it too.
    QToolBar* editing = new QToolBar(tr("Edit"), this);
    addToolBar(Qt::LeftToolBarArea, editing);
    editing->setObjectName(QStringLiteral("editToolBar"));
    editing->setMovable(false);
    editTools_->fillToolBar(editing);
    editing->hide();
    connect(editTools_, &EditTools::toolChanged, editing, [editing](EditTools::Tool tool) {
        if (tool != EditTools::Tool::Play)
            editing->show();
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* showComment = commentDock_->toggleViewAction();
    showComment->setText(tr("&Comment Pane"));
    view->addAction(showComment);
    QAction* showTree = gameTreeDock_->toggleViewAction();
    showTree->setText(tr("Game &Tree"));
    view->addAction(showTree);
    QAction* showShell = gtpShellDock_->toggleViewAction();
    showShell->setText(tr("GTP &Shell"));
    showShell->setStatusTip(tr("Ask Irodori's engine GTP commands about the position on the board"));
    connect(showShell, &QAction::toggled, this, [this](bool on) {
        if (on) // once shown: in front of the other tabs, ready for typing
            QTimer::singleShot(0, this, [this] {
                gtpShellDock_->raise();
                gtpShell_->input()->setFocus();
            });
    });
    view->addAction(showShell);
    // The shell may talk to the programs the window plays or analyses with.
    auto shellTargets = [this] {
        std::vector<GtpShell::Target> targets;
        if (gtpOpponent_->isActive())
            targets.push_back({tr("Opponent: %1").arg(gtpOpponent_->programName()),
                               [this](const QString& c, GtpClient::Reply r) { return gtpOpponent_->sendRaw(c, std::move(r)); }});
        if (gtpAnalysis_->isActive())
            targets.push_back({tr("Analysis: %1").arg(gtpAnalysis_->programName()),
                               [this](const QString& c, GtpClient::Reply r) { return gtpAnalysis_->sendRaw(c, std::move(r)); }});
        gtpShell_->setTargets(std::move(targets));
    };
    connect(gtpOpponent_, &GtpOpponent::stateChanged, this, shellTargets);
    connect(gtpOpponent_, &GtpOpponent::message, this, shellTargets);
    connect(gtpAnalysis_, &GtpAnalysis::stateChanged, this, shellTargets);
    connect(gtpAnalysis_, &GtpAnalysis::message, this, shellTargets);
    view->addAction(tools->toggleViewAction());
    view->addAction(moves->toggleViewAction());
    view->addAction(editing->toggleViewAction());
    marks_->fillViewMenu(view);
    view->addAction(stoneSound_->action());
    view->addAction(fullScreen_);
    languageMenu_ = new LanguageMenu(this);
    connect(languageMenu_, &LanguageMenu::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    view->addMenu(languageMenu_->menu());
    study_->fillViewMenu(view);
    view->addAction(renjuStudy_->action());
    view->addSeparator();
    view->addAction(gtpAnalysis_->startAction());
    view->addAction(gtpAnalysis_->stopAction());
    view->addAction(gtpAnalysis_->addLineAction());
    view->addAction(gtpAnalysis_->analyseGameAction());
    view->addAction(gtpAnalysis_->ownershipAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(shortcuts_);
    help->addSeparator();
    help->addAction(about_);
    help->addAction(aboutQt_);
}

void MainWindow::createStatusWidgets()
{
    statusBar()->addPermanentWidget(network_->statusLabel());

    // The reader's repairs stay one click away for as long as the file is open.
    warningsButton_ = new QToolButton(this);
    warningsButton_->setObjectName(QStringLiteral("warningsButton"));
    warningsButton_->setAutoRaise(true);
    warningsButton_->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    warningsButton_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(warningsButton_, &QToolButton::clicked, files_, &RecordFiles::showProperties);
    statusBar()->addPermanentWidget(warningsButton_);

    encodingStatus_ = new QLabel(this);
    encodingStatus_->setObjectName(QStringLiteral("encodingStatus"));
    statusBar()->addPermanentWidget(encodingStatus_);
}

void MainWindow::refreshFileStatus()
{
    const std::size_t warnings = document_->loadWarnings().size();
    warningsButton_->setText(tr("%n warning(s)", nullptr, static_cast<int>(warnings)));
    warningsButton_->setToolTip(tr("What the reader repaired in this file (details)"));
    warningsButton_->setVisible(warnings > 0);
    encodingStatus_->setText(document_->encoding());
    encodingStatus_->setToolTip(tr("Text encoding: %1").arg(RecordPropertiesDialog::describeEncoding(document_)));
    encodingStatus_->setVisible(!document_->encoding().isEmpty());
    setWindowTitle(tr("%1[*] — Irodori").arg(document_->displayName()));
    setWindowModified(document_->isModified());
}

bool MainWindow::openRecord(const QString& path, std::optional<int> game)
{
    return files_->openFile(path, {}, game);
}

namespace {
const char* const kGeometryKey = "window/geometry";
const char* const kStateKey = "window/state";
// Saved panel layouts of another version are not restored.
constexpr int kLayoutVersion = 1;
} // namespace

void MainWindow::rememberViewSettings()
{
    marks_->remember();
    study_->rememberLayers();
    stoneSound_->remember();
    remembersLayout_ = true;
    const QSettings settings;
    restoreGeometry(settings.value(QLatin1String(kGeometryKey)).toByteArray());
    restoreState(settings.value(QLatin1String(kStateKey)).toByteArray(), kLayoutVersion);
}

QAction* MainWindow::hostAction() const
{
    return network_->hostAction();
}

QAction* MainWindow::connectAction() const
{
    return network_->connectAction();
}

QAction* MainWindow::disconnectAction() const
{
    return network_->disconnectAction();
}

gmp::Connection* MainWindow::network() const
{
    return network_->connection();
}

bool MainWindow::hostNetworkGame(const gmp::GameSettings& settings, quint16 port)
{
    hoverX_ = hoverY_ = -1;
    return network_->host(settings, port);
}

void MainWindow::connectNetworkGame(const gmp::GameSettings& settings, const QString& host, quint16 port)
{
    hoverX_ = hoverY_ = -1;
    network_->connectTo(settings, host, port);
}

void MainWindow::disconnectNetwork()
{
    network_->disconnect();
}

void MainWindow::newGame(int size)
{
    network_->drop();
    hoverX_ = hoverY_ = -1;
    document_->newGame(size);
    statusBar()->showMessage(tr("New game on a %1×%1 board. Black plays first.").arg(position().size()));
}

void MainWindow::chooseNewGame()
{
    if (!files_->maybeSave())
        return;
    NewGameDialog dialog(position().size(), this);
    if (dialog.exec() == QDialog::Accepted)
        newGame(dialog.boardSize());
}

void MainWindow::showGameInfo()
{
    GameInfoDialog dialog(document_, this);
    dialog.exec();
}

bool MainWindow::goToStoneMove(int x, int y)
{
    const Position& pos = position();
    if (x < 0 || y < 0 || x >= pos.size() || y >= pos.size() || !editTools_->editingAllowed())
        return false;
    const Point p = pos.board().at(x, y);
    const Color c = pos.board().color(p);
    if (!isStone(c))
        return false;
    const int size = document_->boardSize();
    const auto path = record::GameTree::pathTo(document_->current());
    for (auto it = path.rbegin(); it != path.rend(); ++it)
        if (const auto m = record::nodeMove(**it, size); m && m->point == p && m->color == c) {
            document_->goTo(*it);
            statusBar()->showMessage(tr("Move %1: the stone at %2.")
                                         .arg(position().moveNumber())
                                         .arg(QString::fromStdString(toGtp(pos.board(), p))));
            return true;
        }
    statusBar()->showMessage(tr("The stone at %1 was set up, not played.").arg(QString::fromStdString(toGtp(pos.board(), p))));
    return false;
}

bool MainWindow::playAt(int x, int y)
{
    if (renjuGame_->isRenjuRecord())
        return renjuGame_->playAt(x, y).isEmpty();
    if (isGameOver()) {
        statusBar()->showMessage(tr("The game is over. Undo a pass or start a new game to play on."));
        return false;
    }
    const int size = position().size();
    if (x < 0 || y < 0 || x >= size || y >= size) {
        statusBar()->showMessage(moveErrorText(MoveError::NotOnBoard));
        return false;
    }
    if (network_->controlsMoves()) {
        if (!network_->ourTurn()) {
            statusBar()->showMessage(tr("Please wait for the other program's move."));
            return false;
        }
        const Position& game = network_->gamePosition();
        const Move move{game.toMove(), game.board().at(x, y)};
        if (const MoveError e = game.check(move); e != MoveError::None) {
            statusBar()->showMessage(moveErrorText(e));
            return false;
        }
        if (const QString problem = network_->play(move); !problem.isEmpty()) {
            statusBar()->showMessage(problem);
            return false;
        }
        announceMove(move);
        return true;
    }
    const Move move{position().toMove(), position().board().at(x, y)};
    if (const MoveError e = position().check(move); e != MoveError::None) {
        statusBar()->showMessage(moveErrorText(e));
        return false;
    }
    document_->play(move);
    announceMove(move);
    return true;
}

void MainWindow::pass()
{
    if (isGameOver())
        return;
    if (network_->controlsMoves()) {
        const Move move{network_->gamePosition().toMove(), kPass};
        if (const QString problem = network_->play(move); !problem.isEmpty()) {
            statusBar()->showMessage(problem);
            return;
        }
        announceMove(move);
        return;
    }
    if (renjuGame_->isRenjuRecord()) {
        if (const QString problem = renjuGame_->passProblem(); !problem.isEmpty()) {
            statusBar()->showMessage(problem);
            return;
        }
    }
    const Move move{position().toMove(), kPass};
    document_->play(move);
    announceMove(move);
}

void MainWindow::undo()
{
    if (network_->controlsMoves()) {
        const QString problem = network_->undo();
        statusBar()->showMessage(problem.isEmpty() ? tr("Move taken back; the other program was told.") : problem);
        return;
    }
    if (document_->back())
        statusBar()->showMessage(tr("Move taken back. %1 to play.").arg(colorText(position().toMove())));
}

QString MainWindow::playVertices(const QStringList& vertices)
{
    for (int i = 0; i < vertices.size(); ++i) {
        const QString text = vertices[i].trimmed();
        if (text.isEmpty())
            continue;
        const auto point = parseGtp(position().board(), text.toStdString());
        if (!point)
            return tr("Move %1: “%2” is not a point on a %3×%3 board.").arg(i + 1).arg(text).arg(position().size());
        if (isGameOver())
            return tr("Move %1 (%2): the game is already over.").arg(i + 1).arg(text);
        const Move move{position().toMove(), *point};
        const MoveError error = position().check(move);
        if (error != MoveError::None)
            return tr("Move %1 (%2) is illegal: %3").arg(i + 1).arg(text, moveErrorText(error));
        document_->play(move);
    }
    if (const Move* last = position().lastMove())
        announceMove(*last);
    return {};
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
           "<p>It plays against you or other programs, reviews and edits game records (SGF and "
           "IG1), shows why each group lives or dies layer by layer, solves problems, plays over "
           "the network (GMP) and plays Renju.</p>")
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
        statusBar()->showMessage(tr("%1 passed. %2 to play.").arg(colorText(move.color), colorText(position().toMove())));
    } else {
        const QString vertex = QString::fromStdString(toGtp(position().board(), move.point));
        statusBar()->showMessage(tr("%1 played %2.").arg(colorText(move.color), vertex));
    }
}

void MainWindow::onHover(int x, int y)
{
    hoverX_ = x;
    hoverY_ = y;
    const Position& pos = position();
    BoardSnapshot snapshot = BoardSnapshot::fromPosition(pos);
    // The preview stone only appears where a click would be accepted.
    if (renjuGame_->isRenjuRecord()) {
        // Renju: where a click would put a stone (or offer a fifth move).
        if (x >= 0 && y >= 0 && x < pos.size() && y < pos.size() && pos.board().color(pos.board().at(x, y)) == Empty
            && renjuGame_->problemAt(x, y).isEmpty()) {
            snapshot.ghost = {x, y};
            const renju::OpeningStep* step = renjuGame_->pendingStep();
            snapshot.ghostColor = step && step->kind == renju::OpeningStep::Offer ? Black : pos.toMove();
        }
    } else if (editTools_->tool() != EditTools::Tool::Play) {
        const Color c = editTools_->previewAt(x, y);
        if (c != Empty) {
            snapshot.ghost = {x, y};
            snapshot.ghostColor = c;
        }
    } else if (x >= 0 && y >= 0 && !isGameOver() && x < pos.size() && y < pos.size()
               && pos.isLegal({pos.toMove(), pos.board().at(x, y)})) {
        snapshot.ghost = {x, y};
        snapshot.ghostColor = pos.toMove();
    }
    board_->setSnapshot(snapshot);
}

void MainWindow::updateEditing()
{
    if (!gtpOpponent_ || !recordScoring_ || !problemMode_ || !guessMode_)
        return; // still being built
    const bool free = !network_->controlsMoves() && !engineGame_->isActive() && renjuGame_->engineColor() == Empty
                      && !gtpOpponent_->isActive();
    // The position tools keep Go's rules (a liberty for every string).
    editTools_->setEditingAllowed(free && !renjuGame_->isRenjuRecord());
    recordActions_->setUndoAllowed(free);
    recordScoring_->setAllowed(free && !renjuGame_->isRenjuRecord());
    problemMode_->setAllowed(free && !renjuGame_->isRenjuRecord());
    guessMode_->setAllowed(free && !renjuGame_->isRenjuRecord());
}

bool MainWindow::offerRecovery()
{
    if (!files_->maybeSave())
        return false;
    return recovery_->offer([this](const QString& text) {
        return QMessageBox::question(this, tr("Recover a Record"), text, QMessageBox::Yes | QMessageBox::No,
                                     QMessageBox::Yes)
               == QMessageBox::Yes;
    });
}

void MainWindow::soundOfMove()
{
    const record::Node* now = document_->current();
    const Board& b = document_->position().board();
    if (soundNode_ && now->parent() == soundNode_) {
        const auto m = record::nodeMove(*now, document_->boardSize());
        if (m && !m->isPass()) {
            const bool took = b.stoneCount(opponent(m->color)) < soundStones_[opponent(m->color)];
            stoneSound_->play(took ? StoneSound::Kind::Capture : StoneSound::Kind::Stone);
        }
    }
    soundNode_ = now;
    soundStones_[Black] = b.stoneCount(Black);
    soundStones_[White] = b.stoneCount(White);
}

void MainWindow::refresh()
{
    std::vector<RecordMarkupLayer::Item> items = RecordMarkupLayer::itemsOf(*document_->current(), document_->boardSize());
    if ((problemMode_ && problemMode_->isActive()) || (guessMode_ && guessMode_->isActive()))
        std::erase_if(items, [](const RecordMarkupLayer::Item& i) { return i.kind == RecordMarkupLayer::Item::Kind::Variation; });
    // The next move, when asked for and no letters show it: a faint stone.
    const record::Node* here = document_->current();
    const bool hiding = (problemMode_ && problemMode_->isActive()) || (guessMode_ && guessMode_->isActive());
    if (marks_->nextMoveAction()->isChecked() && here->childCount() == 1 && !hiding) {
        const auto next = record::nodeMove(*here->child(0), document_->boardSize());
        if (next && !next->isPass()) {
            const Board& b = document_->position().board();
            RecordMarkupLayer::Item item;
            item.kind = RecordMarkupLayer::Item::Kind::Variation;
            item.at = {b.column(next->point), b.row(next->point)};
            item.color = next->color;
            items.push_back(item);
        }
    }
    // The move shown, annotated: its glyph on its stone.
    const record::MoveAnnotation annotation = record::moveAnnotation(*document_->current());
    const auto annotated = record::nodeMove(*document_->current(), document_->boardSize());
    if (annotation != record::MoveAnnotation::None && annotated && !annotated->isPass()) {
        RecordMarkupLayer::Item badge;
        badge.kind = RecordMarkupLayer::Item::Kind::Badge;
        const Board& b = document_->position().board();
        badge.at = {b.column(annotated->point), b.row(annotated->point)};
        badge.text = annotationGlyph(annotation);
        badge.tint = annotationColor(annotation);
        items.push_back(badge);
    }
    markup_.setItems(std::move(items));
    onHover(hoverX_, hoverY_);
    const bool over = isGameOver();
    panel_->showState(position(), over, *document_);
    // A Renju opening's swap, choice or offers: who acts, and what.
    if (const QString turn = renjuGame_ ? renjuGame_->turnText() : QString(); !turn.isEmpty() && !over)
        panel_->showTurn(renjuGame_->turnColor(), turn);
    pass_->setEnabled(!over);
    undo_->setEnabled(document_->canGoBack());
}

void MainWindow::changeEvent(QEvent* event)
{
    // Full screen left by the window manager's own means: the menu follows.
    if (event->type() == QEvent::WindowStateChange && fullScreen_) {
        const QSignalBlocker quiet(fullScreen_);
        fullScreen_->setChecked(isFullScreen());
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!files_->maybeSave()) {
        event->ignore();
        return;
    }
    // Saved or given up on purpose: nothing to recover at the next start.
    recovery_->discard();
    if (remembersLayout_) {
        QSettings settings;
        settings.setValue(QLatin1String(kGeometryKey), saveGeometry());
        settings.setValue(QLatin1String(kStateKey), saveState(kLayoutVersion));
    }
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!RecordFiles::recordFileIn(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = RecordFiles::recordFileIn(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    files_->openFileWithPrompt(path);
}

} // namespace irodori::ui
