// Group life-and-death reading (群の死活) over GTP with GNU Go's command
// names and answers: "owl_attack E5" -> "0" or "code move" (1 kills, 2 kills
// through a ko the owner must start, 3 kills only by winning a ko), likewise
// owl_defend ("1 PASS" when the group lives as it stands), whether a given
// move kills or saves a group (owl_does_attack, owl_does_defend: the code
// alone), and the node counter GNU Go's test tools read.
#include "gtp_args.h"
#include "gtp_engine.h"

#ifdef IRODORI_HAVE_ANALYSIS

#include "gtp_analysis.h"

#include "analysis/analysis.h"
#include "analysis/owl.h"

#include <memory>

namespace irodori::gtp {

namespace {

// One reader for the session: its cache survives between questions about
// the same position. A board of another size empties it (the same stones
// hash alike on every size).
struct OwlState {
    analysis::Owl owl;
    int size = 0;

    analysis::Owl& owlFor(const Position& pos)
    {
        if (pos.size() != size) {
            owl.clearCache();
            size = pos.size();
        }
        return owl;
    }
};

template <typename Read>
Reply oneGroup(GtpEngine& engine, AnalysisCache& cache, const Args& args, const char* usage, Read read)
{
    std::string error;
    const Position& pos = engine.position();
    const auto p = parseOneStoneArg(pos.board(), args, usage, &error);
    if (!p)
        return Reply::failure(error);
    // The group is the evaluation's group (群) of the stone, the same that
    // the dragon commands name, from the analysis they share.
    const analysis::Analysis& a = cache.of(pos);
    const tactics::ReadResult r = read(pos, *p, a);
    if (r.code == tactics::Fail)
        return Reply::success("0");
    return Reply::success(std::to_string(r.code) + " " + vertexText(pos.board(), r.move));
}

// "owl_does_attack MOVE VERTEX": after the attacker's MOVE, can the owner
// still make the group at VERTEX live? (owl_does_defend: after the owner's
// MOVE, can the attacker still kill it?) The answer is the mover's code.
Reply doesMove(GtpEngine& engine, OwlState& state, const Args& args, bool attack)
{
    const char* usage = attack ? "owl_does_attack MOVE VERTEX" : "owl_does_defend MOVE VERTEX";
    std::string error;
    const Position& pos = engine.position();
    const auto q = parseMoveOnStone(pos.board(), args, usage, &error);
    if (!q)
        return Reply::failure(error);
    const Point group = q->stone;
    const Color owner = pos.board().color(group);
    Position after = pos;
    const MoveError e = after.play({attack ? opponent(owner) : owner, q->move});
    if (e != MoveError::None)
        return Reply::failure(std::string("illegal move: ") + describe(e));
    if (after.board().color(group) != owner) // the move took it
        return Reply::success(attack ? "1" : "0");
    const analysis::Analysis a = analysis::evaluate(after);
    analysis::Owl& owl = state.owlFor(after);
    const tactics::ReadResult r = attack ? owl.defend(after, group, &a) : owl.attack(after, group, &a);
    return Reply::success(std::to_string(tactics::otherSide(r.code)));
}

} // namespace

void registerOwlCommands(GtpEngine& engine, std::shared_ptr<AnalysisCache> cache)
{
    GtpEngine* e = &engine;
    auto state = std::make_shared<OwlState>();
    engine.addCommand("owl_attack", [e, state, cache](const Args& args) {
        return oneGroup(*e, *cache, args, "owl_attack VERTEX", [&](const Position& pos, Point p, const analysis::Analysis& a) {
            return state->owlFor(pos).attack(pos, p, &a);
        });
    });
    engine.addCommand("owl_defend", [e, state, cache](const Args& args) {
        return oneGroup(*e, *cache, args, "owl_defend VERTEX", [&](const Position& pos, Point p, const analysis::Analysis& a) {
            return state->owlFor(pos).defend(pos, p, &a);
        });
    });
    engine.addCommand("owl_does_attack", [e, state](const Args& args) { return doesMove(*e, *state, args, true); });
    engine.addCommand("owl_does_defend", [e, state](const Args& args) { return doesMove(*e, *state, args, false); });
    engine.addCommand("reset_owl_node_counter", [state](const Args&) {
        state->owl.resetNodes();
        return Reply::success();
    });
    engine.addCommand("get_owl_node_counter", [state](const Args&) {
        return Reply::success(std::to_string(state->owl.nodes()));
    });
    // Not in GNU Go's command set: the positions one question may visit
    // (GNU Go's --owl-node-limit), without argument the current limit.
    engine.addCommand("owl_node_limit", [state](const Args& args) {
        std::string error;
        if (!checkArgCount(args, 0, 1, "owl_node_limit [NODES]", &error))
            return Reply::failure(error);
        analysis::OwlBudget b = state->owl.budget();
        if (args.empty())
            return Reply::success(std::to_string(b.maxNodes));
        const auto n = parseInt(args[0]);
        if (!n || *n < 1)
            return Reply::failure("the node limit must be a positive whole number");
        b.maxNodes = static_cast<std::uint64_t>(*n);
        state->owl.setBudget(b);
        return Reply::success();
    });
}

} // namespace irodori::gtp

#endif // IRODORI_HAVE_ANALYSIS
