// CandidatesLayer: what the search thinks — the candidate moves (候補手)
// with their provisional values, and the principal variation (読み筋) as
// numbered ghost stones. The layer is fed with plain lists, so it shows
// whatever the search reports, as soon as it reports it.
#pragma once

#include "analysislayer.h"

namespace irodori::ui {

class CandidatesLayer : public AnalysisLayer {
public:
    struct Candidate {
        GridPoint point;
        QString label; // the provisional value, e.g. "+2.5"
    };

    Stage stage() const override { return Stage::AboveStones; }
    QString id() const override { return QStringLiteral("candidates"); }
    QString title() const override;
    std::vector<LegendEntry> legend() const override;

    // Best first.
    void setCandidates(std::vector<Candidate> candidates) { candidates_ = std::move(candidates); }
    const std::vector<Candidate>& candidates() const { return candidates_; }
    // The variation's moves from the side first to play; an invalid point is a pass.
    void setVariation(Color first, std::vector<GridPoint> moves);
    const std::vector<GridPoint>& variation() const { return variation_; }
    Color variationFirst() const { return first_; }
    void clearSearch();

protected:
    bool needsAnalysis() const override { return false; }
    void draw(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const override;

private:
    std::vector<Candidate> candidates_;
    std::vector<GridPoint> variation_;
    Color first_ = Black;
};

} // namespace irodori::ui
