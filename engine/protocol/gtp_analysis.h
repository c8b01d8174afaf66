// The evaluation behind the GTP analysis commands (dragon_status, the
// irodori- overlays): one Analysis per position, kept until the position
// changes, so that a GUI asking for five layers of the same position pays
// for one evaluation.
#pragma once

#include "gtp_engine.h"

#include "analysis/analysis.h"
#include "analysis/owl.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace irodori::gtp {

class AnalysisCache {
public:
    AnalysisCache();
    ~AnalysisCache();
    // The analysis of the engine's current position.
    const analysis::Analysis& of(const Position& pos);
    // The group reading (owl) of group g of that analysis, read the first
    // time it is asked for in this position.
    const analysis::GroupReading& reading(const Position& pos, int g);

private:
    bool valid_ = false;
    int size_ = 0;
    std::uint64_t hash_ = 0;
    int prisoners_[2] = {0, 0};
    double komi_ = 0;
    int scoring_ = 0;
    analysis::Analysis analysis_;
    std::vector<char> read_; // per group: reading asked for in this position
    std::unique_ptr<analysis::Owl> owl_;
};

// The points of a critical group (GNU Go's "critical ATTACK DEFENCE"):
// where the opponent kills it by moving first and where its owner saves it,
// as group reading finds them. std::nullopt when the group is not critical.
std::optional<std::pair<Point, Point>> dragonCritical(AnalysisCache& cache, const Position& pos, int group);

// The overlays for GoGui (gtp_commands_layers.cpp), sharing the cache.
void registerLayerCommands(GtpEngine& engine, std::shared_ptr<AnalysisCache> cache);
// owl_attack, owl_defend and the owl counters (gtp_commands_owl.cpp): the
// group read is the cached analysis's group.
void registerOwlCommands(GtpEngine& engine, std::shared_ptr<AnalysisCache> cache);

} // namespace irodori::gtp
