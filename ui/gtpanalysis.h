// GtpAnalysis: another Go program's view of the position shown, as Lizzie
// and Sabaki show it (View → Analyse with a GTP Program…). The program
// (KataGo, Leela Zero, irodori-cli gtp, …) runs as a child process; it is
// given the line to the position shown and asked kata-analyze or
// lz-analyze, whichever it offers. Its reports are drawn on the board as it
// sends them: each candidate move with its win rate for the side to move
// and its visits, the most visited in blue; hovering over a candidate shows
// the program's continuation as numbered ghost stones. Another position
// sends the program that position; the reading starts again there.
#pragma once

#include "boardpainter.h"
#include "boardsnapshot.h"
#include "goguilayer.h"
#include "gtpclient.h"

#include "core/color.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

class QAction;
class QTimer;
class QWidget;

namespace irodori::record {
class Node;
}

namespace irodori::ui {

class BoardView;
class GameDocument;

// One candidate move of an analysis report.
struct GtpCandidate {
    GridPoint point;     // invalid: a pass
    int visits = 0;
    double winrate = 0;  // for the side to move, 0 to 1
    std::optional<double> scoreLead; // KataGo: points ahead for the side to move
    int order = 0;
    std::vector<GridPoint> pv; // the continuation, this move first; invalid points are passes
};

// The candidates of one report line ("info move D4 visits 120 winrate 5231
// … pv D4 Q16 info move …"): Leela Zero's win rates in hundredths of a per
// cent and KataGo's as fractions are both read. Unknown keys are passed
// over; a candidate without a move on a board of this size is left out.
std::vector<GtpCandidate> parseAnalysisReport(const QString& line, int boardSize);
// KataGo's predicted ownership in a kata-analyze report ("… ownership v v
// …"): boardSize² values from -1 to 1 for the side to move, row by row from
// the top left. nullopt when the line holds none or too few.
std::optional<std::vector<double>> parseOwnership(const QString& line, int boardSize);

class GtpAnalysisLayer : public BoardLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    void paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;

    void set(std::vector<GtpCandidate> candidates, Color toMove);
    void clear();
    // The candidate whose continuation is drawn; invalid: none.
    void setShown(GridPoint point) { shown_ = point; }
    const std::vector<GtpCandidate>& candidates() const { return candidates_; }

private:
    std::vector<GtpCandidate> candidates_;
    Color toMove_ = Black;
    GridPoint shown_;
};

class GtpAnalysis : public QObject {
    Q_OBJECT

public:
    GtpAnalysis(GameDocument* document, BoardView* board, QWidget* window);

    QAction* startAction() const { return start_; }
    QAction* stopAction() const { return stop_; }
    // Adds the program's best line to the record as a variation from the
    // position shown (its first move carrying the win rate and visits as a
    // comment); one undo step; the board stays where it is.
    QAction* addLineAction() const { return addLine_; }
    bool addBestLine();
    // Every position of the main line in turn, each read for milliseconds
    // (and until a report came), the program's best move, win rate and
    // visits appended to the comment of its move (one undo step for the
    // whole game). Any other step through the record, or Stop, ends it.
    QAction* analyseGameAction() const { return analyseGame_; }
    // View → Show the Program's Territory: KataGo's predicted ownership
    // (kata-analyze … ownership true) drawn on the board, dark squares for
    // Black's, light ones for White's, as large as the program is sure.
    QAction* ownershipAction() const { return showOwnership_; }
    // The latest ownership for Black (-1 White's … 1 Black's), row by row;
    // empty when the program gave none for the position shown.
    const std::vector<double>& ownership() const { return ownership_; }
    const BoardLayer* ownershipLayer() const { return &ownershipLayer_; }
    bool analyseGame(int milliseconds);
    bool isAnalysingGame() const { return !batch_.empty(); }

    // Starts the program and its analysis of the position shown; false,
    // with a message, when the command is empty or the record is Renju.
    // interval: between reports, in centiseconds.
    bool start(const QString& command, int interval = 50);
    // Asks for the program, then starts.
    void choose();
    void stop(const QString& why = {});
    bool isActive() const { return active_; }

    // A command typed for the program (View → GTP Shell); false when no
    // analysis is on. It ends the report stream; the position (board size
    // included) is sent again after it.
    bool sendRaw(const QString& command, GtpClient::Reply reply);

    // The latest report, most visited first, and the side it is for.
    const std::vector<GtpCandidate>& candidates() const { return layer_.candidates(); }
    Color sideToMove() const { return toMove_; }
    // The command in use: "kata-analyze" or "lz-analyze" ("" until known).
    const QString& analyzeCommand() const { return analyze_; }
    const QString& programName() const { return name_; }
    // Reports taken for the position shown since it was sent.
    int reports() const { return reports_; }
    // The program's win rate for Black (0 to 1) with its best move, in the
    // last report on a position (by its hash) while it ran; kept when the
    // analysis stops, forgotten for another record.
    std::optional<double> blackWinrate(std::uint64_t positionHash) const;
    bool hasWinrates() const { return !winrates_.empty(); }

    // Where the analysis program is looked for first: irodori-cli next to
    // this program.
    static QString defaultCommand();

signals:
    void message(const QString& text);
    void stateChanged();
    // A new report (or the candidates were cleared for another position).
    void updated();
    // blackWinrate() knows more (or was forgotten).
    void winratesChanged();

private:
    void positionChanged();
    void sendPosition();
    void onReport(int generation, const QString& line);
    // The whole-game analysis: the note on the position read, then the next.
    void batchStep();
    void endBatch(const QString& why);
    // After the whole game: a move after which its player's win rate fell
    // by 10 points or more is marked doubtful (?!), by 20 or more bad (?),
    // the fall appended to its comment. Returns how many were marked.
    int markMistakes();

    GameDocument* document_;
    BoardView* board_;
    QWidget* window_;
    QAction* start_ = nullptr;
    QAction* stop_ = nullptr;
    QAction* addLine_ = nullptr;
    QAction* analyseGame_ = nullptr;
    GtpClient* client_ = nullptr;
    QTimer* resend_ = nullptr; // gathers quick steps through the record into one
    GtpAnalysisLayer layer_;
    QAction* showOwnership_ = nullptr;
    std::vector<double> ownership_;
    GoGuiLayer ownershipLayer_{BoardLayer::Stage::BelowStones};
    void setOwnership(std::vector<double> ownership);
    QString command_;
    QString name_;
    QString analyze_;
    int interval_ = 50;
    int size_ = 0;        // the board size the program was given
    int generation_ = 0;  // which position a report is for
    int reports_ = 0;
    Color toMove_ = Black;
    GridPoint lastBest_;
    bool active_ = false;
    std::unordered_map<std::uint64_t, double> winrates_; // Black's, by position hash
    std::uint64_t sentHash_ = 0; // the position the reports are about
    std::vector<const record::Node*> batch_; // the main line being analysed
    std::size_t batchIndex_ = 0;
    std::vector<double> batchBlack_; // the win rate for Black read at each position of batch_
    int batchMs_ = 0;
    QTimer* batchTimer_ = nullptr; // the time for one position of the game is up
    QElapsedTimer sent_;           // since the position was sent
    bool moving_ = false; // the analysis itself steps through the record
};

} // namespace irodori::ui
