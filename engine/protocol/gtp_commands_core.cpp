// The GTP commands every engine must answer: protocol administration,
// board size and komi, play and undo, and time control.
#include "gtp_args.h"
#include "gtp_engine.h"

#include "core/coords.h"
#include "irodori/version.h"

#include <cstdio>
#include <ctime>
#include <memory>
#include <optional>
#include <vector>

namespace irodori::gtp {

namespace {

std::string formatNumber(double v)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.10g", v);
    return buf;
}

// time_settings main byo_yomi_time byo_yomi_stones (GTP 2, all integers):
// byo-yomi time 0 means sudden death, stones 0 with a byo-yomi time means no
// limit, anything else is Canadian byo-yomi.
Reply timeSettings(GtpEngine& engine, const Args& args)
{
    std::string error;
    if (!checkArgCount(args, 3, 3, "time_settings MAIN_TIME BYO_YOMI_TIME BYO_YOMI_STONES", &error))
        return Reply::failure(error);
    const auto main = parseInt(args[0]);
    const auto byo = parseInt(args[1]);
    const auto stones = parseInt(args[2]);
    if (!main || !byo || !stones || *main < 0 || *byo < 0 || *stones < 0)
        return Reply::failure("time_settings needs three non-negative integers (seconds, seconds, stones)");
    TimeSettings t;
    t.mainTime = *main;
    t.periodTime = *byo;
    t.stones = *stones;
    if (*byo == 0)
        t.kind = TimeSettings::Kind::Absolute;
    else if (*stones == 0)
        t.kind = TimeSettings::Kind::None;
    else
        t.kind = TimeSettings::Kind::Canadian;
    engine.setTimeSettings(t);
    return Reply::success();
}

// kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD PERIODS |
// canadian MAIN BLOCK_TIME STONES (the KGS extension, which adds Japanese byo-yomi).
Reply kgsTimeSettings(GtpEngine& engine, const Args& args)
{
    const char* usage = "kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD_TIME PERIODS"
                        " | canadian MAIN BLOCK_TIME STONES";
    if (args.empty())
        return Reply::failure(std::string("missing arguments, usage: ") + usage);
    const std::string& kind = args[0];
    std::size_t expected = 0;
    TimeSettings t;
    if (kind == "none") {
        expected = 1;
        t.kind = TimeSettings::Kind::None;
    } else if (kind == "absolute") {
        expected = 2;
        t.kind = TimeSettings::Kind::Absolute;
    } else if (kind == "byoyomi") {
        expected = 4;
        t.kind = TimeSettings::Kind::Byoyomi;
    } else if (kind == "canadian") {
        expected = 4;
        t.kind = TimeSettings::Kind::Canadian;
    } else {
        return Reply::failure("unknown time system '" + kind + "', usage: " + usage);
    }
    if (args.size() != expected)
        return Reply::failure(std::string("wrong number of arguments, usage: ") + usage);
    std::vector<int> v;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const auto n = parseInt(args[i]);
        if (!n || *n < 0)
            return Reply::failure("'" + args[i] + "' is not a non-negative integer, usage: " + usage);
        v.push_back(*n);
    }
    if (expected >= 2)
        t.mainTime = v[0];
    if (expected == 4) {
        t.periodTime = v[1];
        if (t.kind == TimeSettings::Kind::Byoyomi)
            t.periods = v[2];
        else
            t.stones = v[2];
    }
    engine.setTimeSettings(t);
    return Reply::success();
}

Reply timeLeft(GtpEngine& engine, const Args& args)
{
    std::string error;
    if (!checkArgCount(args, 3, 3, "time_left COLOR TIME STONES", &error))
        return Reply::failure(error);
    const auto color = parseColorArg(args[0], &error);
    if (!color)
        return Reply::failure(error);
    const auto seconds = parseNumber(args[1]);
    const auto stones = parseInt(args[2]);
    if (!seconds || *seconds < 0 || !stones || *stones < 0)
        return Reply::failure("time_left needs a non-negative time in seconds and a stone count");
    engine.setTimeLeft(*color, {true, *seconds, *stones});
    return Reply::success();
}

// The "COLOR VERTEX" arguments of play and the trial moves.
std::optional<Move> parseMoveArgs(const GtpEngine& engine, const Args& args, const char* usage, std::string* error)
{
    if (!checkArgCount(args, 2, 2, usage, error))
        return std::nullopt;
    const auto color = parseColorArg(args[0], error);
    if (!color)
        return std::nullopt;
    const auto point = parseVertex(engine.position().board(), args[1], true, error);
    if (!point)
        return std::nullopt;
    return Move{*color, *point};
}

Reply play(GtpEngine& engine, const Args& args)
{
    std::string error;
    const auto move = parseMoveArgs(engine, args, "play COLOR VERTEX", &error);
    if (!move)
        return Reply::failure(error);
    const MoveError e = engine.position().play(*move);
    if (e != MoveError::None)
        return Reply::failure(std::string("illegal move: ") + describe(e));
    return Reply::success();
}

// GNU Go's trial moves, which its regression suites use to set up a
// variation: trymove plays a move, tryko also retakes a ko (as after a ko
// threat and its answer), popgo takes the last trial move back. The hash
// after each trial move tells whether the position is still the one the
// trial stack was built on (another command may have changed it).
Reply tryMove(GtpEngine& engine, const Args& args, bool ko, std::vector<std::uint64_t>& trials)
{
    std::string error;
    const auto move = parseMoveArgs(engine, args, ko ? "tryko COLOR VERTEX" : "trymove COLOR VERTEX", &error);
    if (!move)
        return Reply::failure(error);
    Position& pos = engine.position();
    if (!trials.empty() && trials.back() != pos.hash())
        trials.clear();
    MoveError e = pos.play(*move);
    if (e == MoveError::Ko && ko)
        e = pos.playForced(*move); // the ko ban is the only fault: retake
    else if (e != MoveError::None)
        return Reply::failure(std::string("illegal move: ") + describe(e));
    trials.push_back(pos.hash());
    return Reply::success();
}

Reply popTrial(GtpEngine& engine, const Args& args, std::vector<std::uint64_t>& trials)
{
    if (!args.empty())
        return Reply::failure("usage: popgo");
    Position& pos = engine.position();
    if (trials.empty() || trials.back() != pos.hash() || !pos.canUndo()) {
        trials.clear();
        return Reply::failure("no trial move (trymove) to take back");
    }
    trials.pop_back();
    pos.undo();
    return Reply::success();
}

} // namespace

void registerCoreCommands(GtpEngine& engine)
{
    GtpEngine* e = &engine;
    engine.addCommand("protocol_version", [](const Args&) { return Reply::success("2"); });
    engine.addCommand("name", [](const Args&) { return Reply::success(kName); });
    engine.addCommand("version", [](const Args&) { return Reply::success(kVersion); });
    engine.addCommand("known_command", [e](const Args& args) {
        if (args.size() != 1)
            return Reply::failure("usage: known_command COMMAND");
        return Reply::success(e->knownCommand(args[0]) ? "true" : "false");
    });
    engine.addCommand("list_commands", [e](const Args&) {
        std::string out;
        for (const std::string& name : e->commandNames())
            appendWord(out, name, '\n');
        return Reply::success(out);
    });
    engine.addCommand("quit", [e](const Args&) {
        e->requestQuit();
        return Reply::success();
    });

    engine.addCommand("boardsize", [e](const Args& args) {
        if (args.size() != 1)
            return Reply::failure("usage: boardsize SIZE");
        const auto size = parseInt(args[0]);
        if (!size)
            return Reply::failure("boardsize not an integer: '" + args[0] + "'");
        if (*size < kMinBoardSize || *size > kMaxBoardSize)
            return Reply::failure("unacceptable size");
        e->newGame(*size);
        return Reply::success();
    });
    engine.addCommand("query_boardsize", [e](const Args&) {
        return Reply::success(std::to_string(e->position().size()));
    });
    engine.addCommand("clear_board", [e](const Args&) {
        e->newGame(e->position().size());
        return Reply::success();
    });
    engine.addCommand("komi", [e](const Args& args) {
        if (args.size() != 1)
            return Reply::failure("usage: komi VALUE");
        const auto komi = parseNumber(args[0]);
        if (!komi)
            return Reply::failure("komi not a number: '" + args[0] + "'");
        e->setKomi(*komi);
        return Reply::success();
    });
    engine.addCommand("get_komi", [e](const Args&) { return Reply::success(formatNumber(e->komi())); });

    engine.addCommand("play", [e](const Args& args) { return play(*e, args); });
    engine.addCommand("undo", [e](const Args& args) {
        if (!args.empty())
            return Reply::failure("usage: undo");
        if (!e->position().canUndo())
            return Reply::failure("cannot undo");
        e->position().undo();
        return Reply::success();
    });

    auto trials = std::make_shared<std::vector<std::uint64_t>>();
    engine.addCommand("trymove", [e, trials](const Args& args) { return tryMove(*e, args, false, *trials); });
    engine.addCommand("tryko", [e, trials](const Args& args) { return tryMove(*e, args, true, *trials); });
    engine.addCommand("popgo", [e, trials](const Args& args) { return popTrial(*e, args, *trials); });

    engine.addCommand("time_settings", [e](const Args& args) { return timeSettings(*e, args); });
    engine.addCommand("kgs-time_settings", [e](const Args& args) { return kgsTimeSettings(*e, args); });
    engine.addCommand("time_left", [e](const Args& args) { return timeLeft(*e, args); });
    // Processor time of the whole engine, which the reading benchmarks of
    // GNU Go's test suites divide node counts by.
    engine.addCommand("cputime", [](const Args&) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.3f", static_cast<double>(std::clock()) / CLOCKS_PER_SEC);
        return Reply::success(buf);
    });
}

} // namespace irodori::gtp
