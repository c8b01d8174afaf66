// What a game against the engine draws on the board: the engine's
// principal variation while it thinks (numbered ghost stones, 読み筋), and
// the scoring view at the end (dead stones crossed, territory marked).
#pragma once

#include "boardpainter.h"

#include "core/color.h"
#include "search/scoring.h"

#include <vector>

namespace irodori::ui {

class VariationLayer : public BoardLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    void paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;

    struct Step {
        GridPoint point;
        Color color = Empty;
    };
    // The moves in order; the first is numbered 1. Passes are left out by
    // the caller.
    void setSteps(std::vector<Step> steps) { steps_ = std::move(steps); }
    const std::vector<Step>& steps() const { return steps_; }
    void clear() { steps_.clear(); }

private:
    std::vector<Step> steps_;
};

class ScoringLayer : public BoardLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    void paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;

    // The count on board: the stones in dead crossed, the territory of
    // count (empty points and dead stones) marked.
    void show(const Board& board, const std::vector<Point>& dead, const search::GameCount& count);
    void clear();
    bool isActive() const { return size_ > 0; }

private:
    int size_ = 0;
    std::vector<Color> territory_;
    std::vector<bool> dead_;
};

} // namespace irodori::ui
