// GameReview: the evaluation of every position of a game line, for the
// review — the score estimate move by move, the safety (安全度) of the
// largest groups across the game, and the turning points: the moves after
// which a group's life changed (alive → dead, dead → alive), the moments a
// student wants to study.
#pragma once

#include "boardsnapshot.h"
#include "engineworker.h"

#include "core/position.h"

#include <optional>
#include <vector>

namespace irodori::ui {

class GameReview {
public:
    // A group followed through the game by one of its stones (the oldest
    // one of the final position): its safety after every move, -1 where the
    // stone is not on the board.
    struct TrackedGroup {
        Color color = Empty;
        GridPoint anchor;
        int stones = 0; // in the final position
        std::vector<int> safety;
    };

    // A move after which a group of at least kTurningStones stones changed
    // between dead and not dead.
    struct TurningPoint {
        int index = 0;   // position index along the line (the move that caused it)
        Color color = Empty;
        GridPoint at;    // a stone of the group
        int stones = 0;
        analysis::GroupStatus from = analysis::GroupStatus::Alive;
        analysis::GroupStatus to = analysis::GroupStatus::Dead;
    };
    static constexpr int kTurningStones = 3;
    static constexpr int kTrackedPerColor = 2;

    // A new line: its positions, index 0 the root. Forgets every analysis.
    void reset(std::vector<Position> positions);
    int size() const { return static_cast<int>(positions_.size()); }
    const std::vector<Position>& positions() const { return positions_; }
    const Position& position(int index) const { return positions_[static_cast<std::size_t>(index)]; }

    void setAnalysis(int index, AnalysisPtr analysis);
    AnalysisPtr analysis(int index) const;
    int analysedCount() const { return analysed_; }
    bool complete() const { return analysed_ == size() && size() > 0; }

    // Black's lead in points after each position (komi included), from
    // the evaluation; empty where the position is not analysed yet.
    std::vector<std::optional<double>> scores() const;
    static double scoreOf(const analysis::Analysis& a);
    // The largest groups of the final position (kTrackedPerColor per
    // colour), once the final position is analysed.
    const std::vector<TrackedGroup>& tracked() const { return tracked_; }
    // Needs consecutive analysed positions; recomputed on demand.
    std::vector<TurningPoint> turningPoints() const;

    // The order the engine should analyse the line in: the final position
    // first (it picks the groups to follow), then from the start.
    std::vector<int> analysisOrder() const;

private:
    void chooseTracked();
    void fillTracked(int index);

    std::vector<Position> positions_;
    std::vector<AnalysisPtr> analyses_;
    int analysed_ = 0;
    std::vector<TrackedGroup> tracked_;
};

} // namespace irodori::ui
