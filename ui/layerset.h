// LayerSet: every study layer of the board, owned in one place, painted in
// an order that keeps each readable (heat map under territory under stones;
// dimmed dead stones under numbers, links, eyes and badges; the Why?
// highlight on top), and looked up by the names --layers uses.
#pragma once

#include "candidateslayer.h"
#include "highlightlayer.h"
#include "linkslayer.h"
#include "maplayers.h"
#include "stonelayers.h"

#include <QStringList>

#include <vector>

namespace irodori::ui {

class LayerSet {
public:
    LayerSet();
    LayerSet(const LayerSet&) = delete;
    LayerSet& operator=(const LayerSet&) = delete;

    // Adds every layer to painter, in painting order. The set must outlive
    // the painter's use of them.
    void install(BoardPainter& painter) const;

    // The layers in the order the Layers dock and the View menu list them.
    const std::vector<AnalysisLayer*>& layers() const { return layers_; }
    AnalysisLayer* find(const QString& id) const;
    // The names of all layers, in list order ("strings", "links", ...).
    QStringList ids() const;
    QStringList enabledIds() const;
    // Enables exactly the named layers (others off). Returns the names that
    // are not layers; nothing changes then.
    QStringList enableOnly(const QStringList& ids);

    // The analysis every analysis layer shows.
    void setAnalysis(const AnalysisPtr& analysis);
    const AnalysisPtr& analysis() const { return strings_.analysis(); }
    // The move numbers of the position on the board.
    void setPosition(const Position& position) { moves_.setPosition(position); }

    StringNumbersLayer& strings() { return strings_; }
    LinksLayer& links() { return links_; }
    TerritoryLayer& territory() { return territory_; }
    PotentialLayer& potential() { return potential_; }
    SafetyLayer& safety() { return safety_; }
    EyesLayer& eyes() { return eyes_; }
    StatusLayer& status() { return status_; }
    MoveNumbersLayer& moves() { return moves_; }
    CandidatesLayer& candidates() { return candidates_; }
    HighlightLayer& highlight() { return highlight_; }

private:
    StringNumbersLayer strings_;
    LinksLayer links_;
    TerritoryLayer territory_;
    PotentialLayer potential_;
    SafetyLayer safety_;
    EyesLayer eyes_;
    StatusLayer status_;
    MoveNumbersLayer moves_;
    CandidatesLayer candidates_;
    HighlightLayer highlight_;
    std::vector<AnalysisLayer*> layers_;
};

} // namespace irodori::ui
