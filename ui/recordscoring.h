// RecordScoring: Game → Count Score for the position shown of any Go record
// (the end of a game from a file, say), not only after a game against
// Irodori. The evaluation marks the stones it believes dead (read on a
// thread of its own); a click on a string marks it dead or alive again, the
// count follows at once (the record's komi and counting), and Accept Count
// writes the result into the record. Moving elsewhere in the record ends
// the count.
#pragma once

#include "boardsnapshot.h"
#include "enginegamelayers.h"

#include "core/position.h"

#include <QObject>
#include <QString>

#include <vector>

class QAction;
class QThread;

namespace irodori::ui {

class BoardView;
class GameDocument;

class RecordScoring : public QObject {
    Q_OBJECT

public:
    RecordScoring(GameDocument* document, BoardView* board, QObject* parent = nullptr);
    ~RecordScoring() override;

    QAction* countAction() const { return count_; }
    QAction* acceptAction() const { return accept_; }

    // Counting is on (the dead stones may still be being read).
    bool isActive() const { return active_; }
    bool isReading() const { return thread_ != nullptr; }
    const std::vector<Point>& deadStones() const { return dead_; }
    // Black's lead, komi included, with the stones now marked dead.
    double score() const;
    // Whether Count Score may start (a Go record, no game in progress).
    void setAllowed(bool allowed);

    void start();
    void end();
    void accept();
    // Marks the string at (x, y), row 0 at the top, dead or alive again.
    void toggleDead(int x, int y);

signals:
    void message(const QString& text);
    // The dead stones are read: the count is on the board.
    void ready();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onRead(int generation, std::vector<Point> dead);
    void refresh();
    void updateActions();

    GameDocument* document_;
    BoardView* board_;
    QAction* count_ = nullptr;
    QAction* accept_ = nullptr;
    ScoringLayer layer_;
    Position position_;
    std::vector<Point> dead_;
    bool active_ = false;
    bool allowed_ = true;
    bool accepting_ = false;
    int generation_ = 0;
    QThread* thread_ = nullptr;
    GridPoint pressed_;
};

} // namespace irodori::ui
