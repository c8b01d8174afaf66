// EngineGame: a game against Irodori in the main window (Game → New Game
// Against Irodori…). The user's moves are the main window's clicks and
// passes; the engine thinks on a worker QThread of its own, so the board
// keeps answering while it does, and shows how far it has read (depth,
// best move, the principal variation as numbered ghost stones). After two
// passes the scoring view marks the stones the evaluation calls dead; a
// click toggles a string dead or alive, and Accept Score writes the result
// into the record.
#pragma once

#include "enginegamedialog.h"
#include "enginegamelayers.h"

#include "core/position.h"
#include "record/gametree.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <vector>

class QAction;
class QLabel;
class QThread;

namespace irodori::search {
class Player;
struct MoveChoice;
struct SearchProgress;
} // namespace irodori::search

namespace irodori::ui {

class BoardView;
class GameDocument;
class MainWindow;

class EngineGame : public QObject {
    Q_OBJECT

public:
    explicit EngineGame(MainWindow* window);
    ~EngineGame() override;

    QAction* newGameAction() const { return newGame_; }
    QAction* resignAction() const { return resign_; }
    QAction* acceptScoreAction() const { return accept_; }
    QLabel* indicator() const { return indicator_; }
    // Both clocks, "Black 9:58  White 0:25 (3)", shown while a game with a
    // clock is on.
    QLabel* clockLabel() const { return clock_->label(); }
    const GameClock& clock() const { return clock_->clock(); }
    const RunningClock* runningClock() const { return clock_; }
    // The clock's state of c now.
    GameClock::State clockState(Color c) const { return clock_->state(c); }

    // A game is in progress (including its scoring).
    bool isActive() const { return active_; }
    bool isThinking() const { return thinking_; }
    // The engine thinks on the user's time (settings().ponder).
    bool isPondering() const { return pondering_; }
    bool isScoring() const { return scoring_; }
    const EngineGameSettings& settings() const { return settings_; }
    Color engineColor() const { return opponent(settings_.human); }
    // The game's position with the game's komi and counting rules.
    Position gamePosition() const;

    // Starts a new game with these settings; the record is replaced without
    // asking (the caller asks about unsaved changes).
    void start(const EngineGameSettings& settings);
    // Continues the game of tree (its last position, along the selected
    // line) against the engine, with these settings for colour, komi,
    // rules and level; the tree's own handicap stones stay.
    void startFrom(const EngineGameSettings& settings, record::GameTree tree);
    // Asks for the settings, then starts.
    void choose();
    // Stops the engine; the record stays as it is.
    void end();
    void resign();

    // The scoring view.
    const std::vector<Point>& deadStones() const { return dead_; }
    void toggleDead(int x, int y);
    // The count with the stones now marked dead, Black's view, komi included.
    double score() const;
    void acceptScore();

    const VariationLayer& variationLayer() const { return variation_; }
    const ScoringLayer& scoringLayer() const { return scoringLayer_; }

signals:
    // A game began (true) or ended (false).
    void activeChanged(bool active);
    void thinkingChanged(bool thinking);
    // What the engine is reading now, as shown in the indicator.
    void progressed(const QString& text);
    void engineMoved(const irodori::Move& move);
    void scoringStarted();
    void finished(const QString& result);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onPositionChanged();
    void startThinking();
    void startPondering();
    void stopThinking();
    void onProgress(int generation, const search::SearchProgress& progress);
    void onEngineMove(int generation, const search::MoveChoice& choice);
    void startScoring();
    void onScoringReady(int generation, std::vector<Point> dead);
    void refreshScoring();
    void finish(const QString& result, const QString& message);
    void joinThread();
    void updateActions();
    // Runs the clock of the side to move (stops both in the scoring view)
    // and writes the time the mover has left into its move (BL/WL, OB/OW).
    void updateClock();
    void onFlagged(Color c);

    MainWindow* window_;
    GameDocument* document_;
    BoardView* board_;
    QAction* newGame_ = nullptr;
    QAction* resign_ = nullptr;
    QAction* accept_ = nullptr;
    QLabel* indicator_ = nullptr;
    RunningClock* clock_ = nullptr;

    EngineGameSettings settings_;
    std::unique_ptr<search::Player> player_;
    QThread* thread_ = nullptr;
    std::atomic<bool> stop_{false};
    int generation_ = 0;
    bool active_ = false;
    bool thinking_ = false;
    bool pondering_ = false;
    bool scoring_ = false;
    bool starting_ = false;
    std::vector<Point> dead_;
    VariationLayer variation_;
    ScoringLayer scoringLayer_;
};

} // namespace irodori::ui
