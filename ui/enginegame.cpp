#include "enginegame.h"

#include "boardview.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "recordfiles.h"

#include "core/coords.h"
#include "record/semantics.h"
#include "search/player.h"
#include "search/scoring.h"

#include <QAction>
#include <QDate>
#include <QLabel>
#include <QMetaObject>
#include <QMouseEvent>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QThread>

#include <algorithm>

namespace irodori::ui {

EngineGame::EngineGame(MainWindow* window)
    : QObject(window), window_(window), document_(window->document()), board_(window->boardView())
{
    newGame_ = new QAction(tr("New Game Against &Irodori…"), this);
    newGame_->setStatusTip(tr("Play a game against the engine: colour, board size, handicap, komi and level"));
    connect(newGame_, &QAction::triggered, this, &EngineGame::choose);
    resign_ = new QAction(tr("&Resign"), this);
    resign_->setStatusTip(tr("Give up the game against Irodori"));
    connect(resign_, &QAction::triggered, this, &EngineGame::resign);
    accept_ = new QAction(tr("&Accept Score"), this);
    accept_->setStatusTip(tr("Agree on the dead stones as marked and record the result"));
    connect(accept_, &QAction::triggered, this, &EngineGame::acceptScore);

    indicator_ = new QLabel(window);
    indicator_->setObjectName(QStringLiteral("engineIndicator"));
    indicator_->hide();
    window->statusBar()->addPermanentWidget(indicator_);
    clock_ = new RunningClock(window->statusBar(), this);
    connect(clock_, &RunningClock::flagged, this, &EngineGame::onFlagged);

    board_->painter().addLayer(&scoringLayer_);
    board_->painter().addLayer(&variation_);
    board_->installEventFilter(this);
    connect(document_, &GameDocument::currentChanged, this, &EngineGame::onPositionChanged);
    // Another record (opened, new) ends the game against the engine; saving
    // it does not.
    connect(document_, &GameDocument::recordReplaced, this, [this] {
        if (!starting_)
            end();
    });
    updateActions();
}

EngineGame::~EngineGame()
{
    stop_ = true;
    joinThread();
}

Position EngineGame::gamePosition() const
{
    Position pos = document_->position();
    Rules r = pos.rules();
    r.komi = settings_.komi;
    r.scoring = settings_.chinese ? Scoring::Area : Scoring::Territory;
    pos.setRules(r);
    return pos;
}

void EngineGame::updateActions()
{
    resign_->setEnabled(active_ && !scoring_);
    accept_->setEnabled(active_ && scoring_ && !thinking_);
    indicator_->setVisible(active_);
}

void EngineGame::choose()
{
    if (!window_->files() || !window_->files()->maybeSave())
        return;
    EngineGameDialog dialog(settings_, window_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    start(dialog.settings());
}

void EngineGame::start(const EngineGameSettings& s)
{
    const int size = std::clamp(s.size, kMinBoardSize, kMaxBoardSize);
    record::GameTree tree(size);
    record::Node& root = tree.root();
    record::setTextValue(root, "DT", QDate::currentDate().toString(Qt::ISODate).toStdString());
    if (s.handicap >= 2) {
        const std::vector<Point> stones = fixedHandicapPoints(Board(size), s.handicap);
        if (!stones.empty()) {
            root.setRaw("HA", std::to_string(stones.size()));
            for (Point p : stones)
                record::setSetupStone(root, p, Black, size);
        }
    }
    EngineGameSettings settings = s;
    settings.size = size;
    startFrom(settings, std::move(tree));
}

void EngineGame::startFrom(const EngineGameSettings& s, record::GameTree tree)
{
    end();
    settings_ = s;
    settings_.size = tree.boardSize();
    settings_.level = std::clamp(s.level, search::kMinLevel, search::kMaxLevel);
    search::PlayerConfig config;
    config.level = settings_.level;
    config.seed = QRandomGenerator::global()->generate64();
    player_ = std::make_unique<search::Player>(config);

    record::Node& root = tree.root();
    record::setKomi(root, settings_.komi);
    record::setTextValue(root, "RU", settings_.chinese ? "Chinese" : "Japanese");
    const std::string engineName = tr("Irodori (level %1)").arg(settings_.level).toStdString();
    const std::string human = tr("You").toStdString();
    record::setTextValue(root, "PB", settings_.human == Black ? human : engineName);
    record::setTextValue(root, "PW", settings_.human == White ? human : engineName);
    record::setTextValue(root, "RE", "");
    clock_->reset(settings_.clock);
    recordClockSettings(root, settings_.clock);
    active_ = true;
    starting_ = true;
    document_->adoptGame(std::move(tree));
    document_->toEnd();
    starting_ = false;
    indicator_->setText(tr("Your move"));
    updateActions();
    emit activeChanged(true);
    // The position the game starts from: the engine may be to move, or
    // the game may already be over (then the scoring view opens).
    onPositionChanged();
}

void EngineGame::end()
{
    ++generation_;
    stop_ = true;
    joinThread();
    stop_ = false;
    pondering_ = false;
    thinking_ = false;
    const bool wasActive = active_;
    active_ = false;
    scoring_ = false;
    dead_.clear();
    variation_.clear();
    scoringLayer_.clear();
    clock_->finish();
    board_->update();
    updateActions();
    if (wasActive)
        emit activeChanged(false);
}

void EngineGame::joinThread()
{
    if (!thread_)
        return;
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
}

void EngineGame::stopThinking()
{
    ++generation_;
    stop_ = true;
    joinThread();
    stop_ = false;
    pondering_ = false;
    if (thinking_) {
        thinking_ = false;
        emit thinkingChanged(false);
    }
    variation_.clear();
}

void EngineGame::onPositionChanged()
{
    if (!active_ || starting_)
        return;
    stopThinking();
    if (scoring_) {
        // The user went back into the game (undo): play on.
        scoring_ = false;
        dead_.clear();
        scoringLayer_.clear();
    }
    updateClock();
    const Position pos = gamePosition();
    if (pos.consecutivePasses() >= 2)
        startScoring();
    else if (pos.toMove() == engineColor())
        startThinking();
    else
        startPondering();
    board_->update();
    updateActions();
}

void EngineGame::startPondering()
{
    indicator_->setText(tr("Your move"));
    if (!settings_.ponder || !player_ || thread_)
        return;
    // On the user's time the Monte-Carlo tree grows for the position the
    // user is to play in; the engine's next search keeps what follows the
    // user's move. Bounded, so that a long think does not fill the memory.
    constexpr double kPonderSeconds = 60;
    const Position pos = gamePosition();
    search::Player* player = player_.get();
    pondering_ = true;
    indicator_->setText(tr("Your move (Irodori thinks on your time)"));
    thread_ = QThread::create([this, player, pos] { player->ponder(pos, kPonderSeconds, &stop_); });
    thread_->start();
}

void EngineGame::startThinking()
{
    if (!player_)
        return;
    thinking_ = true;
    const int generation = ++generation_;
    const Position pos = gamePosition();
    const Color color = engineColor();
    const search::TimeControl tc = clock_->timeControl(color);
    indicator_->setText(tr("Irodori is thinking…"));
    emit thinkingChanged(true);
    search::Player* player = player_.get();
    // The search runs on its own thread. Its reports and its answer come
    // back as queued calls; an answer for an older generation (the user
    // took a move back meanwhile) is dropped.
    thread_ = QThread::create([this, player, pos, color, tc, generation] {
        auto report = [this, generation](const search::SearchProgress& p) {
            QMetaObject::invokeMethod(
                this, [this, generation, p] { onProgress(generation, p); }, Qt::QueuedConnection);
        };
        const search::MoveChoice choice = player->chooseMove(pos, color, tc, &stop_, report);
        QMetaObject::invokeMethod(
            this, [this, generation, choice] { onEngineMove(generation, choice); }, Qt::QueuedConnection);
    });
    thread_->start();
    updateActions();
}

void EngineGame::onProgress(int generation, const search::SearchProgress& p)
{
    if (generation != generation_ || !thinking_)
        return;
    const Position pos = gamePosition();
    const Board& b = pos.board();
    const QString best = p.best == kPass ? tr("pass") : QString::fromStdString(toGtp(b, p.best));
    const QString text = tr("Irodori is thinking… depth %1, best %2").arg(p.depth).arg(best);
    indicator_->setText(text);
    // The principal variation as numbered ghost stones, the engine's move first.
    std::vector<VariationLayer::Step> steps;
    Color c = engineColor();
    for (Point m : p.pv) {
        if (m > 0)
            steps.push_back({{b.column(m), b.row(m)}, c});
        c = opponent(c);
        if (steps.size() >= 12)
            break;
    }
    variation_.setSteps(std::move(steps));
    board_->update();
    emit progressed(text);
}

void EngineGame::onEngineMove(int generation, const search::MoveChoice& choice)
{
    if (generation != generation_)
        return; // an older question; joinThread() of the newer one handles its thread
    joinThread();
    thinking_ = false;
    variation_.clear();
    emit thinkingChanged(false);
    const Position pos = gamePosition();
    if (!active_ || pos.toMove() != engineColor())
        return;
    const Color c = engineColor();
    if (choice.decision == search::Decision::Resign) {
        const QString result = QStringLiteral("%1+R").arg(settings_.human == Black ? 'B' : 'W');
        finish(result, tr("Irodori resigns. You win."));
        return;
    }
    Move move{c, kPass};
    if (choice.decision == search::Decision::Play && pos.isLegal({c, choice.point}))
        move.point = choice.point;
    const QString where = move.isPass() ? tr("passes") : tr("plays %1").arg(QString::fromStdString(toGtp(pos.board(), move.point)));
    window_->statusBar()->showMessage(tr("Irodori %1.").arg(where));
    document_->play(move); // onPositionChanged follows
    emit engineMoved(move);
}

void EngineGame::startScoring()
{
    scoring_ = true;
    thinking_ = true; // the evaluation runs on the engine thread
    const int generation = ++generation_;
    const Position pos = gamePosition();
    indicator_->setText(tr("Counting…"));
    search::Player* player = player_.get();
    thread_ = QThread::create([this, player, pos, generation] {
        const analysis::Analysis a = player->analyse(pos);
        std::vector<Point> dead = search::stonesWithStatus(pos.board(), a, search::StoneStatus::Dead);
        QMetaObject::invokeMethod(
            this, [this, generation, dead] { onScoringReady(generation, dead); }, Qt::QueuedConnection);
    });
    thread_->start();
    updateActions();
}

void EngineGame::onScoringReady(int generation, std::vector<Point> dead)
{
    if (generation != generation_)
        return;
    joinThread();
    thinking_ = false;
    dead_ = std::move(dead);
    refreshScoring();
    window_->statusBar()->showMessage(
        tr("The game is over. Click a string to mark it dead or alive, then choose Game → Accept Score."));
    updateActions();
    emit scoringStarted();
}

double EngineGame::score() const
{
    return search::countGame(gamePosition(), dead_).score;
}

void EngineGame::refreshScoring()
{
    const Position pos = gamePosition();
    const search::GameCount count = search::countGame(pos, dead_);
    scoringLayer_.show(pos.board(), dead_, count);
    indicator_->setText(tr("Score: %1").arg(QString::fromStdString(search::scoreText(count.score))));
    board_->update();
}

void EngineGame::toggleDead(int x, int y)
{
    if (!scoring_ || thinking_)
        return;
    const Position pos = gamePosition();
    const Board& b = pos.board();
    if (x < 0 || y < 0 || x >= b.size() || y >= b.size())
        return;
    search::toggleDeadString(b, b.at(x, y), dead_);
    refreshScoring();
}

void EngineGame::acceptScore()
{
    if (!scoring_ || thinking_)
        return;
    const QString result = QString::fromStdString(search::scoreText(score()));
    const double s = score();
    const bool humanWins = (s > 0) == (settings_.human == Black) && s != 0;
    finish(result, s == 0 ? tr("Jigo: the game is a draw.")
                          : (humanWins ? tr("You win: %1.").arg(result) : tr("Irodori wins: %1.").arg(result)));
}

void EngineGame::resign()
{
    if (!active_ || scoring_)
        return;
    stopThinking();
    const QString result = QStringLiteral("%1+R").arg(engineColor() == Black ? 'B' : 'W');
    finish(result, tr("You resigned. Irodori wins."));
}

void EngineGame::finish(const QString& result, const QString& message)
{
    document_->setGameInfo("RE", result);
    end();
    indicator_->hide();
    window_->statusBar()->showMessage(message);
    emit finished(result);
}

void EngineGame::updateClock()
{
    if (!clock_->enabled())
        return;
    const Position pos = gamePosition();
    clock_->turnAfter(*document_->tree().current(), document_->boardSize(),
                      active_ && pos.consecutivePasses() < 2 ? pos.toMove() : Empty);
}

void EngineGame::onFlagged(Color c)
{
    if (!active_)
        return;
    // Out of time (時間切れ): the other side wins.
    stopThinking();
    const QString result = QStringLiteral("%1+T").arg(c == White ? 'B' : 'W');
    finish(result, c == settings_.human ? tr("Your time is up: Irodori wins on time.")
                                        : tr("Irodori's time is up: you win on time."));
}

bool EngineGame::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != board_ || !active_)
        return QObject::eventFilter(watched, event);
    const QEvent::Type t = event->type();
    if (t != QEvent::MouseButtonPress && t != QEvent::MouseButtonRelease && t != QEvent::MouseButtonDblClick)
        return QObject::eventFilter(watched, event);
    auto* mouse = static_cast<QMouseEvent*>(event);
    if (mouse->button() != Qt::LeftButton)
        return QObject::eventFilter(watched, event);
    if (scoring_) {
        // In the scoring view a click marks a string dead or alive.
        if (t == QEvent::MouseButtonRelease) {
            const GridPoint p = board_->pointAt(mouse->position());
            if (p.isValid())
                toggleDead(p.x, p.y);
        }
        return true;
    }
    if (thinking_ || gamePosition().toMove() != settings_.human) {
        if (t == QEvent::MouseButtonRelease)
            window_->statusBar()->showMessage(tr("Irodori is thinking; your move comes next."));
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace irodori::ui
