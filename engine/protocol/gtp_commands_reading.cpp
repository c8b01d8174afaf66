// Tactical reading over GTP with GNU Go's command names and answers, so
// that GNU Go's test suites and tools can ask us the same questions:
// "attack D4" -> "0" or "code move" (1 win, 2 ko the opponent must start,
// 3 a ko we must win), likewise defend, connect and disconnect.
//
// does_attack MOVE STRING and does_defend MOVE STRING: whether the move
// (by the string's opponent, or by its owner) attacks or defends it, as a
// code alone; ladder_attack STRING: attack in a ladder (シチョウ) only, for
// a string of exactly two liberties.
//
// irodori-cut_capturable COLOR VERTEX (切られても殺せるか): if COLOR cuts
// at the empty VERTEX, can the other side capture the cutting stone? The
// answer reads like attack's: "0" when the cutting stone escapes, else the
// code and the capturing move; "1 PASS" when the cut cannot be played at
// all (a suicide or a ko recapture), so the connection holds as it is.
//
// irodori-attack_line VERTEX and irodori-defend_line VERTEX: the line of
// play (手順) behind attack's and defend's answers, the string's opponent
// or its owner moving first, each move the reader's answer at that point
// (see tactics/line.h): the moves in turn, as GoGui's variation types
// read them (varpo and varp: the opponent's colour or the string's first),
// nothing when there is no line (the attack fails, the defence needs no
// move).
#include "gtp_args.h"
#include "gtp_engine.h"

#ifdef IRODORI_HAVE_TACTICS

#include "tactics/line.h"
#include "tactics/reader.h"

#include <memory>

namespace irodori::gtp {

namespace {

// One reader for the whole session: its cache survives between questions
// about the same position. The cache is keyed by hash, and the hash of the
// same stones means another position on another board size, so a size
// change empties it.
// GTP questions come one at a time (GNU Go's test suites, a controller's
// analysis), so they may read a little deeper than the evaluation does:
// strings with four liberties are attacked near the root.
tactics::ReadBudget gtpBudget()
{
    tactics::ReadBudget budget;
    budget.extraLibertyPlies = 3;
    budget.recheckAnswers = true; // and their answers are read twice
    return budget;
}

struct ReadingState {
    tactics::Reader reader{gtpBudget()};
    int size = 0;

    tactics::Reader& readerFor(const Position& pos)
    {
        if (pos.size() != size) {
            reader.clearCache();
            size = pos.size();
        }
        return reader;
    }
};

std::string answer(const Board& board, const tactics::ReadResult& r)
{
    if (r.code == tactics::Fail)
        return "0";
    return std::to_string(r.code) + " " + vertexText(board, r.move);
}

template <typename Read>
Reply oneString(GtpEngine& engine, const Args& args, const char* usage, Read read)
{
    std::string error;
    const Position& pos = engine.position();
    const auto p = parseOneStoneArg(pos.board(), args, usage, &error);
    if (!p)
        return Reply::failure(error);
    return Reply::success(answer(pos.board(), read(pos, *p)));
}

template <typename Read>
Reply twoStrings(GtpEngine& engine, const Args& args, const char* usage, Read read)
{
    std::string error;
    if (!checkArgCount(args, 2, 2, usage, &error))
        return Reply::failure(error);
    const Position& pos = engine.position();
    const auto a = parseStoneVertex(pos.board(), args[0], &error);
    if (!a)
        return Reply::failure(error);
    const auto b = parseStoneVertex(pos.board(), args[1], &error);
    if (!b)
        return Reply::failure(error);
    if (pos.board().color(*a) != pos.board().color(*b))
        return Reply::failure("vertices must have same color");
    return Reply::success(answer(pos.board(), read(pos, *a, *b)));
}

// does_attack / does_defend MOVE STRING.
template <typename Read>
Reply moveOnString(GtpEngine& engine, const Args& args, const char* usage, Read read)
{
    std::string error;
    const Position& pos = engine.position();
    const auto q = parseMoveOnStone(pos.board(), args, usage, &error);
    if (!q)
        return Reply::failure(error);
    if (pos.board().color(q->move) != Empty)
        return Reply::failure("move vertex must be empty");
    return Reply::success(std::to_string(read(pos, q->move, q->stone)));
}

Reply cutCapturable(GtpEngine& engine, ReadingState& state, const Args& args)
{
    std::string error;
    if (!checkArgCount(args, 2, 2, "irodori-cut_capturable COLOR VERTEX", &error))
        return Reply::failure(error);
    const Position& pos = engine.position();
    const auto cutter = parseColorArg(args[0], &error);
    if (!cutter)
        return Reply::failure(error);
    const auto cut = parseVertex(pos.board(), args[1], false, &error);
    if (!cut)
        return Reply::failure(error);
    if (pos.board().color(*cut) != Empty)
        return Reply::failure("the cutting point must be empty");
    return Reply::success(answer(pos.board(), state.readerFor(pos).captureCuttingStone(pos, *cut, *cutter)));
}

// The moves of the line read from the position shown, in turn.
Reply captureLine(GtpEngine& engine, ReadingState& state, const Args& args, const char* usage, bool attack)
{
    std::string error;
    const Position& pos = engine.position();
    const auto p = parseOneStoneArg(pos.board(), args, usage, &error);
    if (!p)
        return Reply::failure(error);
    const Color owner = pos.board().color(*p);
    const tactics::CaptureLine line
        = tactics::readCaptureLine(state.readerFor(pos), pos, *p, attack ? opponent(owner) : owner);
    std::string out;
    for (Point m : line.points())
        appendWord(out, vertexText(pos.board(), m));
    return Reply::success(out);
}

} // namespace

void registerReadingCommands(GtpEngine& engine)
{
    GtpEngine* e = &engine;
    auto state = std::make_shared<ReadingState>();
    engine.addCommand("attack", [e, state](const Args& args) {
        return oneString(*e, args, "attack VERTEX", [&](const Position& pos, Point p) {
            return state->readerFor(pos).attack(pos, p);
        });
    });
    engine.addCommand("defend", [e, state](const Args& args) {
        return oneString(*e, args, "defend VERTEX", [&](const Position& pos, Point p) {
            return state->readerFor(pos).defend(pos, p);
        });
    });
    engine.addCommand("connect", [e, state](const Args& args) {
        return twoStrings(*e, args, "connect VERTEX VERTEX", [&](const Position& pos, Point a, Point b) {
            return state->readerFor(pos).connect(pos, a, b);
        });
    });
    engine.addCommand("disconnect", [e, state](const Args& args) {
        return twoStrings(*e, args, "disconnect VERTEX VERTEX", [&](const Position& pos, Point a, Point b) {
            return state->readerFor(pos).disconnect(pos, a, b);
        });
    });
    engine.addCommand("does_attack", [e, state](const Args& args) {
        return moveOnString(*e, args, "does_attack VERTEX VERTEX", [&](const Position& pos, Point m, Point p) {
            return state->readerFor(pos).doesAttack(pos, m, p);
        });
    });
    engine.addCommand("does_defend", [e, state](const Args& args) {
        return moveOnString(*e, args, "does_defend VERTEX VERTEX", [&](const Position& pos, Point m, Point p) {
            return state->readerFor(pos).doesDefend(pos, m, p);
        });
    });
    engine.addCommand("ladder_attack", [e, state](const Args& args) {
        std::string error;
        const Position& pos = e->position();
        const auto p = parseOneStoneArg(pos.board(), args, "ladder_attack VERTEX", &error);
        if (!p)
            return Reply::failure(error);
        if (pos.board().liberties(*p) != 2)
            return Reply::failure("string must have exactly 2 liberties");
        return Reply::success(answer(pos.board(), state->readerFor(pos).ladder(pos, *p)));
    });
    engine.addCommand("irodori-cut_capturable", [e, state](const Args& args) {
        return cutCapturable(*e, *state, args);
    });
    engine.addCommand("irodori-attack_line", [e, state](const Args& args) {
        return captureLine(*e, *state, args, "irodori-attack_line VERTEX", true);
    });
    engine.addCommand("irodori-defend_line", [e, state](const Args& args) {
        return captureLine(*e, *state, args, "irodori-defend_line VERTEX", false);
    });
    engine.addCommand("reset_reading_node_counter", [state](const Args&) {
        state->reader.resetNodes();
        return Reply::success();
    });
    engine.addCommand("get_reading_node_counter", [state](const Args&) {
        return Reply::success(std::to_string(state->reader.nodes()));
    });
}

} // namespace irodori::gtp

#else // the tactics module is not part of this build

namespace irodori::gtp {
void registerReadingCommands(GtpEngine&) {}
} // namespace irodori::gtp

#endif
