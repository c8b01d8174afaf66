// GtpOpponent: a game in the main window against another Go program that
// speaks GTP (GNU Go, KataGo, Leela Zero, Pachi, or irodori-cli gtp itself),
// run as a child process (Game → Play Against a GTP Program…). The user's
// clicks are the user's moves; each is sent to the program with "play", and
// "genmove" asks for its answer, read without blocking the window. Going
// back a move or into another line sends the program the new line
// (clear_board and the moves). Two passes end the game with the program's
// final_score; its resignation ends it too. The game is the document's
// record, saved like any other.
#pragma once

#include "gameclock.h"
#include "gtpclient.h"

#include "core/position.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QThread;
class QWidget;

namespace irodori::search {
class Player;
struct MoveChoice;
} // namespace irodori::search

namespace irodori::ui {

class BoardView;
class GameDocument;

class GtpOpponent : public QObject {
    Q_OBJECT

public:
    struct Settings {
        QString command;    // the program and its arguments, e.g. "/usr/games/gnugo --mode gtp"
        Color human = Black;
        int size = 19;
        double komi = 6.5;
        int handicap = 0;   // fixed handicap stones (置石), 2 to 9; White then moves first
        int secondsPerMove = 0; // the program's clock (byo-yomi per move); 0 leaves it its own pace
        QStringList setup;  // GTP commands sent after the board is set up (e.g. "level 1")
        // Both players' clock; when on, the program is told it (time_settings,
        // time_left) in place of secondsPerMove.
        GameClock::Settings clock;
        // Irodori plays the human's colour (at this level) and the user
        // watches the two programs: GoGui's and Sabaki's engine-against-
        // engine game. 0: the user plays.
        int irodoriLevel = 0;
        // Or another GTP program plays the human's colour (GoGui's twogtp
        // in the window); "" : the user (or Irodori) plays.
        QString secondCommand;
        // Two programs may play a series: this many games, the colours
        // changing each game, every game saved in saveFolder as it ends
        // (NAME-N.sgf), the score told at the end.
        int games = 1;
        QString saveFolder;
    };
    // A series' score so far: games won by the first program (command),
    // by the second, and games without a result either side won.
    struct SeriesScore {
        int played = 0;
        int firstWins = 0;
        int secondWins = 0;
        int undecided = 0;
    };

    GtpOpponent(GameDocument* document, BoardView* board, QWidget* window);
    ~GtpOpponent() override;

    QAction* newGameAction() const { return newGame_; }
    QAction* endAction() const { return end_; }

    bool isActive() const { return active_; }
    bool isThinking() const { return thinking_; }
    // Irodori is choosing a move for the user's side.
    bool isIrodoriThinking() const { return irodoriThread_ != nullptr; }
    Color programColor() const { return opponent(settings_.human); }
    const RunningClock* clock() const { return clock_; }
    // Whether the user plays a side (not Irodori or a second program).
    bool userPlays() const { return active_ && settings_.irodoriLevel == 0 && settings_.secondCommand.isEmpty(); }
    // The name the program gives (GTP name and version).
    const QString& programName() const { return name_; }
    // The second program's, when two programs play.
    const QString& secondName() const { return secondName_; }
    bool isSecondThinking() const { return secondThinking_; }

    // Starts the program and a new game with these settings; the record is
    // replaced without asking (choose() asks). False, with a message, when
    // the command is empty. A series of games goes on by itself.
    bool start(const Settings& settings);
    const SeriesScore& seriesScore() const { return score_; }
    // The game of the series being played (1 for a single game).
    int gameNumber() const { return gameNumber_; }
    // Asks for the program and the game, then starts.
    void choose();
    // Ends the game: the program is told to quit; the record stays.
    void end(const QString& why = {});

    // A command typed for the program (View → GTP Shell); false when no game
    // is on. The program's board may change with it, so the next move sends
    // it the whole line again.
    bool sendRaw(const QString& command, GtpClient::Reply reply);

    // Asked before choose() replaces the record (unsaved changes).
    std::function<bool()> mayReplaceRecord;

    // The usual GNU Go command on this system, or "".
    static QString defaultCommand();

signals:
    void message(const QString& text);
    void stateChanged();
    void programMoved();
    void finished(const QString& result);
    // A game of a series was counted (seriesScore()).
    void seriesChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // To the program (to: nullptr), or to the second program.
    void send(const QString& command, GtpClient::Reply reply = {}, GtpClient* to = nullptr);
    // boardsize, komi, the clock and the handicap, to a program starting.
    void prepare(GtpClient* to);
    // The human's side's move: Irodori's or the second program's.
    void startUserSide();
    // Tells a program the line shown: the new move when the line only
    // extends what it has (synced), else (or with whole) the whole line;
    // synced becomes the line. who names a second program in a refusal.
    void tellLine(GtpClient* to, std::vector<Move>& synced, bool whole, const QString& who);
    // time_left for c's clock, when the game has one.
    void sendTimeLeft(Color c, GtpClient* to);
    void askSecond();
    void onSecondMove(int generation, bool ok, const QString& text);
    // A genmove answer of the program (who: "") or the second program, as a
    // legal move of c; nullopt, the game ended with a sentence, otherwise.
    std::optional<Move> readMove(Color c, const QString& text, const QString& who);
    void sync();
    void askForMove();
    void onProgramMove(int generation, bool ok, const QString& text);
    void gameOver();
    // One game of the series with settings_ (start() begins the series).
    bool startGame();
    // The game just over: kept in the series' folder, counted, and the
    // next one started (or the score told).
    void seriesGameOver(const QString& result, const QString& why);
    // A game over (by count, resignation or time): ended, and the series
    // goes on.
    void endGame(const QString& result, const QString& why);
    // The turn's clock (and the time left on the move just made).
    void updateClock();
    void onFlagged(Color c);
    // Irodori's move for the user's side, on a thread of its own.
    void startIrodori();
    void onIrodoriMove(int generation, const std::vector<Move>& line, const search::MoveChoice& choice);
    void stopIrodori();
    std::vector<Move> lineMoves() const;
    // clear_board, the handicap stones and the moves of the current line.
    void sendWholeLine(const std::vector<Move>& moves, GtpClient* to = nullptr);

    GameDocument* document_;
    BoardView* board_;
    QWidget* window_;
    QAction* newGame_ = nullptr;
    QAction* end_ = nullptr;
    GtpClient* client_ = nullptr;
    GtpClient* second_ = nullptr;
    QString secondName_;
    std::vector<Move> secondSynced_; // the moves the second program has been sent
    bool secondThinking_ = false;
    int secondGeneration_ = 0;
    RunningClock* clock_ = nullptr;
    std::unique_ptr<search::Player> irodori_;
    QThread* irodoriThread_ = nullptr;
    std::atomic<bool> irodoriStop_{false};
    int irodoriGeneration_ = 0; // which question an answer is for
    Settings settings_;
    SeriesScore score_;
    int gameNumber_ = 0;
    QString seriesName_; // the files' stem: the two programs' names
    QString name_;
    bool active_ = false;
    bool thinking_ = false;
    bool applying_ = false;  // the program's move is going into the record
    int generation_ = 0;     // which line a genmove was asked for
    std::vector<Move> synced_; // the moves the program has been sent
    bool resync_ = false;      // the program's board is not synced_: send it all again
};

} // namespace irodori::ui
