// What a game against the engine draws on the board: the engine's
// principal variation while it thinks (numbered ghost stones, 読み筋), and
// the scoring view at the end (dead stones crossed, territory marked).
#pragma once

#include "boardpainter.h"

#include "core/color.h"

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

    // Per board point (row-major, row 0 at the top): the territory owner or
    // Empty; and whether the stone there is dead.
    void set(int size, std::vector<Color> territory, std::vector<bool> dead);
    void clear();
    bool isActive() const { return size_ > 0; }

private:
    int size_ = 0;
    std::vector<Color> territory_;
    std::vector<bool> dead_;
};

} // namespace irodori::ui
