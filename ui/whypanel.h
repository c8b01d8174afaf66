// WhyPanel: "Why?" — the judgement of one group (群) laid open. Click a
// stone and the panel lists the group's strings (連), its eye spaces,
// eyes, liberties, room to run, safety (安全度) and status, then the
// reasons of the evaluation in the order they were applied, each with what
// it changed (eyes or safety, before → after). Clicking a reason shows its
// points on the board.
#pragma once

#include "boardsnapshot.h"
#include "engineworker.h"

#include <QWidget>

#include <vector>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace irodori::ui {

class WhyPanel : public QWidget {
    Q_OBJECT

public:
    explicit WhyPanel(QWidget* parent = nullptr);

    // A new analysis. The selection follows the stone that was selected
    // (its group may have changed); it is cleared if that stone is gone.
    void setAnalysis(AnalysisPtr analysis);
    const AnalysisPtr& analysis() const { return analysis_; }

    // Selects the group of the stone at p, or of the eye space p lies in.
    // Returns whether a group was selected (an open point clears the panel).
    bool selectAt(GridPoint p);
    void selectGroup(int group);
    void clearSelection();
    // Chooses reason index (0 = the first row) of the selected group, as a
    // click on it does. False when there is no such reason.
    bool chooseReason(int index);
    int selectedGroup() const { return group_; }

    // The stones of the selected group, and the points of the reason
    // chosen in the list, for the board's highlight.
    std::vector<GridPoint> selectedStones() const;
    std::vector<GridPoint> focusPoints() const { return focus_; }
    // The line of play (手順) of the chosen reason, when it is a capture
    // the reader can show move by move (a ladder, a net): its moves in
    // turn, lineColor() first. Empty otherwise.
    std::vector<GridPoint> linePoints() const { return line_; }
    Color lineColor() const { return lineColor_; }

    // For tests and the controller: the reasons list (one row per reason:
    // step, what it means, what it changed) and the facts above it.
    QTreeWidget* reasonsView() const { return reasons_; }
    QString factsText() const;
    QString headline() const;

signals:
    // The selection or the chosen reason changed: repaint the highlight.
    void highlightChanged();

private:
    void refill();
    void onReasonChosen(QTreeWidgetItem* item);
    GridPoint gridOf(Point p) const;
    // The string whose capture line stands behind reason r of the selected
    // group: one whose attack is at one of r's points, the group's own
    // strings first, then those whose stones r points at (a weak
    // neighbour). -1 when there is none.
    int lineOf(const analysis::Reason& r) const;
    void showLine(const tactics::CaptureLine& line);

    AnalysisPtr analysis_;
    int group_ = -1;
    GridPoint anchor_; // the stone clicked, to follow the group into the next analysis
    std::vector<GridPoint> focus_;
    std::vector<GridPoint> line_;
    Color lineColor_ = Black;
    QLabel* headline_ = nullptr;
    QLabel* facts_ = nullptr;
    QTreeWidget* reasons_ = nullptr;
    QLabel* hint_ = nullptr;
};

} // namespace irodori::ui
