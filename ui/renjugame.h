// RenjuGame: the Renju mode (連珠) of the main window. A record of GM[4]
// (Renju or gomoku) is played with its own rules on the same board: a
// click puts a stone down (nothing is ever captured), a move forbidden to
// Black (三三, 四四, 長連) is refused with the reason and the forbidden
// points are marked while Black is to move, and five in a row ends the game.
// Game → New Renju Game… starts one on the 15x15 board, against Irodori
// (as Black or White, thinking on a thread of its own) or between two
// players; opening a GM[4] record reviews it the same way. The Go study
// layers stay off for these records.
#pragma once

#include "boardpainter.h"

#include "renju/player.h"
#include "renju/rules.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QAction;
class QThread;

namespace irodori::ui {

class BoardView;
class GameDocument;

// Small red crosses on the points forbidden to Black.
class ForbiddenLayer : public BoardLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    void paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;
    void set(int size, std::vector<GridPoint> points)
    {
        size_ = size;
        points_ = std::move(points);
    }
    const std::vector<GridPoint>& points() const { return points_; }

private:
    int size_ = 0;
    std::vector<GridPoint> points_;
};

class RenjuGame : public QObject {
    Q_OBJECT

public:
    RenjuGame(GameDocument* document, BoardView* board, QWidget* window);
    ~RenjuGame() override;

    QAction* newGameAction() const { return newGame_; }
    // Asked before choose() replaces the record (unsaved changes).
    std::function<bool()> mayReplaceRecord;

    // The record shown is a Renju or gomoku game (SGF GM[4]).
    bool isRenjuRecord() const;
    // Its rules, from RU (Renju unless it names freestyle or exact five).
    renju::RuleSet rules() const;
    // The colour Irodori plays in the game in progress, Empty for none.
    Color engineColor() const { return engine_; }
    bool isThinking() const { return thread_ != nullptr; }
    // The position shown, as a Renju board.
    renju::Board board() const;
    // Who made five in the position shown (Empty: nobody yet).
    Color winner() const { return winner_; }
    const ForbiddenLayer& forbiddenLayer() const { return forbidden_; }

    // A new game on the 15x15 board; the record is replaced without asking
    // (choose() asks). engine: the colour Irodori plays, or Empty.
    void start(renju::RuleSet rules, Color engine, double secondsPerMove);
    // Asks for rules, opponent and time, then starts.
    void choose();
    // The side to move plays at (x, y), row 0 at the top. Returns "" when
    // the move was played, else why not (also shown in the status bar).
    QString playAt(int x, int y);
    // Stops the engine; the record stays as it is.
    void stop();

    static QString forbiddenText(renju::Forbidden f);
    static QString rulesText(renju::RuleSet rules);

signals:
    void message(const QString& text);
    // A game against Irodori began or ended, or the record became or
    // stopped being a Renju record.
    void stateChanged();
    void engineMoved();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onPositionChanged();
    void think();
    void finishThinking(quint64 generation, Point move);
    void announceEnd(Color five);
    // Who made five with the last move of the position shown, on its board b.
    Color fiveOf(const renju::Board& b) const;

    GameDocument* document_;
    BoardView* board_;
    QWidget* window_;
    QAction* newGame_ = nullptr;
    ForbiddenLayer forbidden_;
    Color engine_ = Empty;
    Color winner_ = Empty; // of the position shown, kept by onPositionChanged()
    double seconds_ = 1.0;
    bool wasRenju_ = false;
    GridPoint pressed_;
    QThread* thread_ = nullptr;
    std::atomic<bool> stop_{false};
    quint64 generation_ = 0;
};

} // namespace irodori::ui
