// ReviewPanel: the review of a whole game line under the board — the
// analysis graph, a legend of the groups it follows, and the list of
// turning points (a group's life changed). Clicking the graph or a turning
// point asks to go to that position.
#pragma once

#include "analysisgraph.h"
#include "gamereview.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace irodori::ui {

class ReviewPanel : public QWidget {
    Q_OBJECT

public:
    explicit ReviewPanel(QWidget* parent = nullptr);

    GameReview& review() { return review_; }
    const GameReview& review() const { return review_; }
    AnalysisGraph* graph() const { return graph_; }
    QListWidget* turningList() const { return list_; }

    // A new line to review (its analyses arrive later).
    void setLine(std::vector<Position> positions);
    // One position's analysis arrived.
    void setAnalysis(int index, AnalysisPtr analysis);
    // The position on the board now (-1: not on the line).
    void setCurrent(int index);
    // Recomputes the turning points (cheap enough after each batch).
    void refreshTurningPoints();
    const std::vector<GameReview::TurningPoint>& turningPoints() const { return turning_; }
    // Another program's win rates on the graph (see AnalysisGraph); the
    // legend names them while label is not empty.
    void setWinrates(AnalysisGraph::WinrateSource source, const QString& label);
    QString legendText() const;

signals:
    // Go to position index of the line; select the group at select (if valid).
    void jumpRequested(int index, irodori::ui::GridPoint select);

private:
    void refreshLegend();

    GameReview review_;
    std::vector<GameReview::TurningPoint> turning_;
    AnalysisGraph* graph_ = nullptr;
    QLabel* legend_ = nullptr;
    QListWidget* list_ = nullptr;
};

} // namespace irodori::ui
