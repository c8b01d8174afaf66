// RenjuGame: the Renju mode (連珠) of the main window. A record of GM[4]
// (Renju or gomoku) is played with its own rules on the same board: a
// click puts a stone down (nothing is ever captured), a move forbidden to
// Black (三三, 四四, 長連) is refused with the reason and the forbidden
// points are marked while Black is to move, and five in a row ends the game.
// Game → New Renju Game… starts one on the 15x15 board, against Irodori
// (as Black or White, thinking on a thread of its own) or between two
// players; opening a GM[4] record reviews it the same way. The Go study
// layers stay off for these records.
//
// A Renju game may begin under an opening rule (RIF, Yamaguchi, Soosõrv-8),
// a gomoku game under Swap2 (three stones anywhere, then the second
// player keeps White, swaps, or puts two stones more and lets the first
// player choose):
// the first three stones go within their central squares (the square
// outlined), the player of one colour may swap colours (a question, or
// Irodori's decision), the number of fifth moves is declared, Black's
// player clicks that many fifth moves (no two symmetrical; shown as
// numbered translucent stones) and White's player clicks the one to play.
// The record keeps what happened: comments on the opening's nodes, the
// players' names swapped at a swap, the fifth moves not chosen crossed.
#pragma once

#include "boardpainter.h"

#include "renju/opening.h"
#include "renju/player.h"
#include "renju/rules.h"

#include "record/gametree.h"

#include <QObject>
#include <QString>
#include <QStringList>

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
    // Why the point clicked is forbidden: the lines that make it so, drawn
    // until the position changes.
    struct Segment {
        GridPoint from;
        GridPoint to;
    };
    void explain(GridPoint point, std::vector<Segment> lines)
    {
        explained_ = point;
        lines_ = std::move(lines);
    }
    const std::vector<Segment>& lines() const { return lines_; }

private:
    int size_ = 0;
    std::vector<GridPoint> points_;
    GridPoint explained_;
    std::vector<Segment> lines_;
};

// The opening: Black's offered fifth moves as translucent stones numbered
// 5, and the central square the next opening stone must go in.
class OpeningLayer : public BoardLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    void paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;
    void set(int size, std::vector<GridPoint> offers, int square)
    {
        size_ = size;
        offers_ = std::move(offers);
        square_ = square;
    }
    const std::vector<GridPoint>& offers() const { return offers_; }
    int square() const { return square_; }

private:
    int size_ = 0;
    std::vector<GridPoint> offers_;
    int square_ = -1; // half side of the square outlined, -1 for none
};

class RenjuGame : public QObject {
    Q_OBJECT

public:
    RenjuGame(GameDocument* document, BoardView* board, QWidget* window);
    ~RenjuGame() override;

    QAction* newGameAction() const { return newGame_; }
    // Asked before choose() replaces the record (unsaved changes).
    std::function<bool()> mayReplaceRecord;
    // Asked when a player at this board decides in the opening: whether to
    // swap colours, how many fifth moves Black offers (1..max). Message
    // boxes unless replaced.
    std::function<bool(const QString& question)> askSwap;
    std::function<int(const QString& question, int max)> askOfferCount;
    // A choice of the opening among options (0 keep the colour, 1 swap,
    // 2 Swap2's two stones more or Taraguchi's ten offers): the index of
    // the option taken. Buttons in a message box unless replaced.
    std::function<int(const QString& question, const QStringList& options)> askChoice;

    // The record shown is a Renju or gomoku game (SGF GM[4]).
    bool isRenjuRecord() const;
    // Its board has room for five in a row (5 lines or more): smaller
    // boards are shown, not played.
    bool playable() const;
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
    // (choose() asks). engine: the colour Irodori plays, or Empty; opening:
    // the opening rule (Renju's for Renju rules, Swap2 for gomoku).
    void start(renju::RuleSet rules, Color engine, double secondsPerMove,
               renju::OpeningRule opening = renju::OpeningRule::Free);
    // Asks for rules, opponent and time, then starts.
    void choose();
    // The side to move plays at (x, y), row 0 at the top. Returns "" when
    // the move was played, else why not (also shown in the status bar).
    QString playAt(int x, int y);
    // Stops the engine; the record stays as it is.
    void stop();
    // Whether a record opened whose opening is not over goes on (see
    // resumeOpening()); on unless a screenshot is being taken.
    void setResumesOpenings(bool on) { resumes_ = on; }

    // Why a click at (x, y) would not be played now, "" if it would.
    QString problemAt(int x, int y) const;
    // Why the side to move may not pass now ("" if it may): the game is
    // over, it is Irodori's turn, or the opening is not over (no pass there).
    QString passProblem() const;

    // The opening rule of the game in progress (Free when none).
    renju::OpeningRule openingRule() const { return opening_; }
    // The step of the opening due in the position shown, nullptr when the
    // opening is over (or the game has none).
    const renju::OpeningStep* pendingStep() const;
    // The player holding `actor` decides: swap colours or not; how many
    // fifth moves Black offers. "" when taken, else why not.
    QString decideSwap(bool swap);
    QString declareOffers(int count);
    // The choice of the opening (Swap2, Taraguchi-10): keep the colour (0),
    // swap (1), or the rule's other way (2).
    QString decideChoice(int choice);
    // Black's fifth moves offered so far, and how many are to be offered.
    const std::vector<Point>& offers() const { return offers_; }
    // Who acts in the opening step due, and what, for the window's turn
    // panel ("" when no step of an opening is due, or it is a stone).
    Color turnColor() const;
    QString turnText() const;
    int offerCount() const;
    const OpeningLayer& openingLayer() const { return openingLayer_; }

    static QString forbiddenText(renju::Forbidden f);
    static QString colourName(Color c); // "Black", "White"
    static QString rulesText(renju::RuleSet rules);
    static QString openingText(renju::OpeningRule rule);

signals:
    void message(const QString& text);
    // A game against Irodori began or ended, or the record became or
    // stopped being a Renju record.
    void stateChanged();
    void engineMoved();
    // A step of the opening was taken or is due (the turn panel follows).
    void openingChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // What Irodori's thread answers: a move, or its decision in the opening.
    struct Answer {
        int step = -1; // the opening step it is for, -1 for a move of the game
        Point move = kNoPoint;
        int value = 0; // a swap (1) or not (0), or the offers declared
        std::vector<Point> offers;
    };
    void onPositionChanged();
    // Goes on from the position shown: Irodori's turn, or the next step of
    // the opening explained (and asked, for decisions).
    void proceed(const QString& said = {});
    void think(const QString& said = {});
    void finishThinking(quint64 generation, const Answer& answer);
    int pendingIndex() const;
    // The colour whose player acts now in the opening step i.
    Color actorOf(int i) const;
    // Forgets the decisions of steps later than a position of `stones` stones.
    void forgetDecisionsAfter(int stones);
    void swapColours(bool swap);
    // Takes the decision of step i (a swap, Swap2's choice, a number of
    // offers) and writes it into the record.
    void applyDecision(int i, int value);
    // Adds the decision's comment to the node.
    void describeDecision(const renju::OpeningStep& step, int value, const QString& who);
    // Takes the decisions recorded on `line` (the root first; `stones` on
    // the board after its last node) that are due and not taken yet;
    // swapNames: swaps change the players' names, as when taken.
    void takeRecorded(const std::vector<const record::Node*>& line, int stones, bool swapNames);
    // A record just opened whose opening (RU) is not over at the end of its
    // line goes on there as a game of this window, unless the record was
    // stepped into since it was opened: true if it does.
    bool resumeOpening();
    // Plays m into the record; a third stone names the opening (ON).
    void playMove(const Move& m);
    void nameOpening();
    void offerAt(Point p);
    // Black's offers into the record (the fourth stone's node), and back
    // from it when the offers are due and none is made yet.
    void recordOffers();
    void recallOffers();
    // The current node's OD values: those `replaced` holds for go, values
    // come after the others.
    void rewriteRecorded(const std::function<bool(const std::string&)>& replaced, std::vector<std::string> values);
    // Forgets the opening of the game (the record is another, or reviewed).
    void clearOpening();
    void pickOffer(Point p);
    void prompt(int step);
    void appendComment(const QString& text);
    void updateOpeningLayer();
    QString stepText(int i) const;
    QString pointName(Point p) const;
    void announceEnd(Color five);
    // Who made five with the last move of the position shown, on its board b.
    Color fiveOf(const renju::Board& b) const;

    GameDocument* document_;
    BoardView* board_;
    QWidget* window_;
    QAction* newGame_ = nullptr;
    ForbiddenLayer forbidden_;
    OpeningLayer openingLayer_;
    renju::OpeningRule opening_ = renju::OpeningRule::Free;
    std::vector<renju::OpeningStep> steps_;
    std::vector<int> decisions_; // per step: -1 not taken, else the swap (0/1) or the count
    std::vector<Point> offers_;
    const void* openingRoot_ = nullptr; // the record the opening belongs to
    int prompted_ = -1;                  // the step a question is on its way for
    bool starting_ = false;              // start() is replacing the record
    quint64 replaced_ = 0;               // records replaced, for resumeOpening()
    bool resumes_ = true;
    QString note_;                       // said first by the next proceed()
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
