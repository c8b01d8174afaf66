// The evaluation behind the GTP analysis commands (dragon_status, the
// irodori- overlays): one Analysis per position, kept until the position
// changes, so that a GUI asking for five layers of the same position pays
// for one evaluation.
#pragma once

#include "gtp_engine.h"

#include "analysis/analysis.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>

namespace irodori::gtp {

class AnalysisCache {
public:
    // The analysis of the engine's current position.
    const analysis::Analysis& of(const Position& pos);

private:
    bool valid_ = false;
    int size_ = 0;
    std::uint64_t hash_ = 0;
    int prisoners_[2] = {0, 0};
    double komi_ = 0;
    int scoring_ = 0;
    analysis::Analysis analysis_;
};

// The points of a critical group (GNU Go's "critical ATTACK DEFENCE"):
// where the opponent kills it by moving first and where its owner saves it.
// std::nullopt when the group is not critical or the evaluation has no
// point to offer. One function so that group reading can replace it: given
// the position, the group reading (owl) decides and names the points.
std::optional<std::pair<Point, Point>> dragonCritical(const analysis::Analysis& a, int group,
                                                      const Position* pos = nullptr);

// The overlays for GoGui (gtp_commands_layers.cpp), sharing the cache.
void registerLayerCommands(GtpEngine& engine, std::shared_ptr<AnalysisCache> cache);
// owl_attack, owl_defend and the owl counters (gtp_commands_owl.cpp): the
// group read is the cached analysis's group.
void registerOwlCommands(GtpEngine& engine, std::shared_ptr<AnalysisCache> cache);

} // namespace irodori::gtp
