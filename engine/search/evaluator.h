// The evaluation as the search sees it: one number per position plus the
// candidate moves of that position, both cached by hash.
//
// The full evaluation (形勢判断, analysis::evaluate) is expensive — most of
// its time goes into the capture search of every string — and the search
// asks for it at every node, so each result is kept: a transposition reached
// by another move order, or the same position in the next move's search,
// costs nothing. The tactical reader's own cache is kept between positions
// as well, so a string whose surroundings did not change is read once.
#pragma once

#include "analysis/analysis.h"
#include "analysis/evaluator.h"
#include "analysis/tactics_port.h"
#include "movegen.h"

#include "core/position.h"
#include "tactics/reader.h"

#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

namespace irodori::search {

// What the search keeps of one evaluated position.
struct NodeInfo {
    // The value from Black's point of view in hundredths of a point, komi
    // included, counted by the position's rules (Japanese territory or
    // Chinese area).
    int blackValue = 0;
    // What the side to move can still gain by moving first (先手の利): half
    // the largest swing among unsettled groups and strings — saving its
    // own or killing the opponent's. Without it a leaf looks better for
    // whoever moved last, since that side always gets its threat in.
    int tempo = 0;
    analysis::GamePhase phase = analysis::GamePhase::Opening;
    // Candidates for the side to move, best provisional value first.
    std::vector<Candidate> candidates;
};

struct EvaluatorConfig {
    // Weight of points the evaluation calls likely (not sure) territory, in
    // hundredths of a point per point. The evaluation counts only sure
    // territory (確定地); without this, every opening move would look alike.
    int potentialWeight = 35;
    // Cached positions before the cache is emptied.
    std::size_t capacity = 20000;
    // The capture reading of the positions below the alpha-beta search's
    // root (node() with Reading::Tree). The root (its candidates and
    // static value), the Monte-Carlo search's few evaluations and
    // analyse() read with the full budget, as the board's analysis does;
    // the tree reads lighter:
    // strings of three liberties count as safe and a question stops after
    // 3,000 nodes. A search compares its leaves with one another, all read
    // alike, and a leaf costs about an eighth of a fully read one on 9x9 (a
    // third on 19x19), so the search sees more positions in its time.
    tactics::ReadBudget treeReading{60, 3000, 3};
};

class Evaluator {
public:
    explicit Evaluator(EvaluatorConfig config = {});

    // The evaluation and candidates of pos (cached). The reference stays
    // valid until the next call.
    // Which reading an evaluation gets: the tree's lighter one, or the
    // full one of the board's analysis (the position a search starts from,
    // and positions a search evaluates rarely enough to afford it). The
    // two are cached apart.
    enum class Reading { Tree, Full };
    const NodeInfo& node(const Position& pos, Reading reading = Reading::Tree);
    // The value of an analysis of pos from Black's point of view, as node()
    // computes it.
    int blackValue(const Position& pos, const analysis::Analysis& a) const;
    // The tempo of NodeInfo for the side to move of pos.
    static int tempoValue(const Position& pos, const analysis::Analysis& a);
    // A full evaluation with this evaluator's reader (not cached here),
    // without the charge model's maps (the search does not use them).
    analysis::Analysis analyse(const Position& pos);

    // Positions evaluated (cache misses) and served from the cache.
    std::uint64_t evaluations() const { return evaluations_; }
    std::uint64_t hits() const { return hits_; }
    void clear();
    const EvaluatorConfig& config() const { return config_; }
    void setConfig(const EvaluatorConfig& config);
    // The cache key of pos: its hash with prisoners, komi, rule and size.
    static std::uint64_t key(const Position& pos);

private:
    // A reader with its differential evaluation (in scope mode): a
    // search's positions differ by a few moves, and capture answers whose
    // reading no change touched are carried from one to the next.
    struct Lane {
        explicit Lane(const tactics::ReadBudget& budget);
        std::unique_ptr<tactics::Reader> reader;
        std::unique_ptr<analysis::ReaderTactics> tactics;
        std::unique_ptr<analysis::Evaluator> incremental;
        void clear();
    };
    // The analysis of pos by the full (root) or the tree's reading; the
    // reference stays valid until the next call.
    const analysis::Analysis& evaluate(const Position& pos, bool full);

    EvaluatorConfig config_;
    Lane full_;
    std::unique_ptr<Lane> tree_;
    int readerSize_ = 0;
    std::unordered_map<std::uint64_t, NodeInfo> cache_;
    std::uint64_t evaluations_ = 0;
    std::uint64_t hits_ = 0;
};

} // namespace irodori::search
