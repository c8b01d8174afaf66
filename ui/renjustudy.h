// RenjuStudy: View → Renju Threats, the study view of a Renju or gomoku
// position. On every empty point a small disc says what a stone there would
// make for Black (upper left, dark) and for White (lower right, light):
// 5 a five, 4 a four, 43 a four-three, 44 a double four, 33 a double three,
// 3 a three; a red ring marks the ones that win by themselves (a five, an
// open four, a four-three, a double four). A win by continuous fours
// (VCF, 四追い) is looked for on a thread of its own, first for the side to
// move, then for the other side as its threat; the line found is drawn as
// numbered translucent stones and told in the status bar with the position's
// summary (a five to take, a four to block). Without one, a win for the
// side to move by continuous threats (VCT, 三追い: threes and fours) is
// looked for too, and its first move shown.
#pragma once

#include "boardpainter.h"

#include "renju/rules.h"
#include "renju/threats.h"

#include <QObject>
#include <QString>

#include <vector>

class QAction;
class QThread;

namespace irodori::ui {

class BoardView;
class GameDocument;
class RenjuGame;

class ThreatLayer : public BoardLayer {
public:
    struct Mark {
        GridPoint point;
        Color color = Empty;
        renju::ThreatKind kind = renju::ThreatKind::Three;
    };
    struct Step {
        GridPoint point;
        Color color = Empty;
    };
    Stage stage() const override { return Stage::AboveStones; }
    void paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;
    void set(int size, std::vector<Mark> marks, std::vector<Step> line)
    {
        size_ = size;
        marks_ = std::move(marks);
        line_ = std::move(line);
    }
    const std::vector<Mark>& marks() const { return marks_; }
    const std::vector<Step>& line() const { return line_; }

private:
    int size_ = 0;
    std::vector<Mark> marks_;
    std::vector<Step> line_;
};

class RenjuStudy : public QObject {
    Q_OBJECT

public:
    RenjuStudy(GameDocument* document, BoardView* board, RenjuGame* game, QObject* parent);
    ~RenjuStudy() override;

    QAction* action() const { return action_; }
    bool isOn() const;
    const ThreatLayer& layer() const { return layer_; }
    // What the view found in the position shown ("" while it looks).
    QString summary() const { return summary_; }

signals:
    void message(const QString& text);
    // The search of the position shown has ended and the summary is there.
    void analysed();

private:
    struct Found {
        Color winner = Empty;         // who has the win found
        std::vector<Point> line;      // its moves, the attacker's first (a VCT: its first move only)
        bool threats = false;         // a win by continuous threats (VCT), not by fours
    };
    void refresh();
    void finish(quint64 generation, const Found& found);
    QString describe(const renju::Board& b, Color toMove, const Found& found) const;

    GameDocument* document_;
    BoardView* board_;
    RenjuGame* game_;
    QAction* action_ = nullptr;
    ThreatLayer layer_;
    QString summary_;
    QThread* thread_ = nullptr;
    quint64 generation_ = 0;
    bool pending_ = false; // another position came while the thread ran
};

} // namespace irodori::ui
