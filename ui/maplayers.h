// The layers that colour the points of the board: territory (地), the
// potential (influence) map of either model, and the eyes (眼) of the
// enclosed regions with their false eyes (欠け目) and vital points (急所).
#pragma once

#include "analysislayer.h"

namespace irodori::ui {

// Sure territory (確定地) shaded strongly and marked with a small square,
// potential territory shaded lightly, each in its owner's colour.
class TerritoryLayer : public AnalysisLayer {
public:
    Stage stage() const override { return Stage::BelowStones; }
    QString id() const override { return QStringLiteral("territory"); }
    QString title() const override;
    std::vector<LegendEntry> legend() const override;

    static QColor shade(Color owner, analysis::TerritoryKind kind);

protected:
    void draw(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;
};

// The potential (ポテンシャル): who dominates each point and how strongly,
// blue for Black and red for White. Two models: Aya's integer influence
// falling with distance, and seed 004's electric charge (電位) with edge
// mirror images and shadows.
class PotentialLayer : public AnalysisLayer {
public:
    enum class Model { Aya, Charge };

    Stage stage() const override { return Stage::BelowStones; }
    QString id() const override { return QStringLiteral("potential"); }
    QString title() const override;
    std::vector<LegendEntry> legend() const override;

    Model model() const { return model_; }
    void setModel(Model m) { model_ = m; }
    static QString modelName(Model m);
    // Black's dominance at engine point p, -1 (White's) .. +1 (Black's).
    double dominance(Point p) const;
    static QColor colorFor(double dominance);

protected:
    void draw(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;

private:
    Model model_ = Model::Aya;
};

// Eye spaces: each small enclosed region ringed (green: worth an eye or
// more, orange: half an eye, grey: no eye) with its value in eyes, larger
// ones and open territory counted as eyes with the value alone; false eyes
// (欠け目) struck through in red, half eyes half filled, vital points (急所)
// as magenta diamonds.
class EyesLayer : public AnalysisLayer {
public:
    Stage stage() const override { return Stage::AboveStones; }
    QString id() const override { return QStringLiteral("eyes"); }
    QString title() const override;
    std::vector<LegendEntry> legend() const override;

    // "½", "1", "1½", ...: an eye value given in half eyes.
    static QString eyeText(int halves);

protected:
    void draw(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;
};

} // namespace irodori::ui
