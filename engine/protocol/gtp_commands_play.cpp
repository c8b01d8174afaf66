// Playing over GTP: genmove and reg_genmove ask the search (and
// kgs-genmove_cleanup, for the clean-up phase of a KGS game), the time
// commands of the core set its budget, final_score and final_status_list
// count the game as the evaluation sees it. Engine settings (level,
// resignation, seed, counting rule) have irodori- commands of their own.
#include "gtp_args.h"
#include "gtp_engine.h"

#ifdef IRODORI_HAVE_SEARCH

#include "core/coords.h"
#include "search/player.h"
#include "search/scoring.h"

#ifdef IRODORI_HAVE_ANALYSIS
#include "analysis/analysis.h"
#endif

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>

namespace irodori::gtp {

namespace {

struct PlayState {
    search::Player player;
    search::SearchResult last;
    search::MctsResult lastMcts;
    search::Engine lastEngine = search::Engine::Classic;
    double lastBudget = 0;
    bool haveLast = false;
    int lastMoveNumber = 0;
    int lastSize = 0;
    // Our own clock, for controllers that never send time_left: seconds
    // spent per colour since the time settings last changed.
    TimeSettings settings;
    double used[3] = {0, 0, 0};
};

bool sameSettings(const TimeSettings& a, const TimeSettings& b)
{
    return a.kind == b.kind && a.mainTime == b.mainTime && a.periodTime == b.periodTime && a.periods == b.periods &&
           a.stones == b.stones;
}

search::TimeControl timeControlFor(GtpEngine& engine, PlayState& st, Color color)
{
    const TimeSettings& t = engine.timeSettings();
    if (!sameSettings(t, st.settings)) {
        st.settings = t;
        st.used[Black] = st.used[White] = 0;
    }
    search::TimeControl tc;
    switch (t.kind) {
    case TimeSettings::Kind::None: tc.kind = search::TimeControl::Kind::None; break;
    case TimeSettings::Kind::Absolute: tc.kind = search::TimeControl::Kind::Absolute; break;
    case TimeSettings::Kind::Byoyomi: tc.kind = search::TimeControl::Kind::Byoyomi; break;
    case TimeSettings::Kind::Canadian: tc.kind = search::TimeControl::Kind::Canadian; break;
    }
    tc.mainTime = t.mainTime;
    tc.periodTime = t.periodTime;
    tc.periods = t.periods;
    tc.stones = t.stones;
    const TimeLeft& left = engine.timeLeft(color);
    if (left.known) {
        tc.leftKnown = true;
        tc.left = left.seconds;
        tc.stonesLeft = left.stones;
    } else if (t.mainTime > st.used[color]) {
        tc.leftKnown = true;
        tc.left = t.mainTime - st.used[color];
    } else {
        tc.mainTime = 0; // main time used up by our own count: byo-yomi
    }
    return tc;
}

// A new game (clear_board, boardsize, loadsgf) shows as a shorter history
// or another size: the resignation count and the caches start again.
void noticeNewGame(GtpEngine& engine, PlayState& st)
{
    const Position& pos = engine.position();
    if (pos.moveNumber() < st.lastMoveNumber || pos.size() != st.lastSize)
        st.player.newGame();
    st.lastMoveNumber = pos.moveNumber();
    st.lastSize = pos.size();
}

// The clean-up move of c (kgs-genmove_cleanup): a stone on a liberty of
// an opponent's string the evaluation counts dead, so that the game is
// not over while the opponent disputes their death. A capture first (the
// more stones the better), then the move that leaves the dead strings
// the fewest liberties, then the one that leaves our stone the most; a
// move that puts our stone in atari (当たり) without capturing is never
// chosen. kNoPoint if no such move is left.
Point cleanupMove(const Position& pos, const analysis::Analysis& a, Color c)
{
    const Board& b = pos.board();
    const Color o = opponent(c);
    Point best = kNoPoint;
    long bestScore = 0;
    for (Point dead : search::stonesWithStatus(b, a, search::StoneStatus::Dead)) {
        if (b.color(dead) != o)
            continue;
        for (int dir = 0; dir < 4; ++dir) {
            const Point q = dead + b.offsets()[dir];
            if (b.color(q) != Empty)
                continue;
            Position after = pos;
            if (after.play({c, q}) != MoveError::None)
                continue;
            const Board& ab = after.board();
            const int taken = b.stoneCount(o) - ab.stoneCount(o);
            const int ours = ab.liberties(q);
            if (taken == 0 && ours < 2)
                continue;
            const int left = ab.color(dead) == o ? ab.liberties(dead) : 0;
            const long score = 1 + 10000L * taken + 100L * (8 - std::min(left, 8)) + std::min(ours, 8);
            if (score > bestScore) {
                bestScore = score;
                best = q;
            }
        }
    }
    return best;
}

// lz-analyze's and kata-analyze's arguments: [COLOR] [[interval]
// CENTISECONDS], then KataGo's key-value pairs. The colour to move (the
// position's by default), the report interval, and (kata-analyze)
// whether the ownership of every point is asked for; the other pairs
// (minmoves, maxmoves, …) are read and have no effect here.
struct AnalyzeArgs {
    Color color = Empty;
    int centiseconds = 100;
    bool ownership = false;
};

std::optional<AnalyzeArgs> parseAnalyzeArgs(const Args& args, std::string* error, const char* name = "lz-analyze")
{
    AnalyzeArgs a;
    bool interval = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string ignored;
        if (const auto c = parseColorArg(args[i], &ignored); c && i == 0) {
            a.color = *c;
            continue;
        }
        std::string_view word = args[i];
        if (word == "ownership" || word == "ownershipStdev" || word == "minmoves" || word == "maxmoves"
            || word == "rootInfo" || word == "pvVisits" || word == "pvEdgeVisits" || word == "movesOwnership") {
            if (i + 1 >= args.size()) {
                *error = std::string("usage: ") + name + ": '" + args[i] + "' wants a value";
                return std::nullopt;
            }
            if (word == "ownership")
                a.ownership = args[i + 1] == "true";
            ++i;
            continue;
        }
        if (word == "interval" && i + 1 < args.size())
            word = args[++i];
        const auto n = parseInt(word);
        if (interval || !n || *n < 1 || *n > 10000) {
            *error = std::string("usage: ") + name + " [COLOR] [interval] CENTISECONDS (1 to 10000)"
                + (std::string_view(name) == "kata-analyze" ? " [ownership true]" : "") + ", not '" + args[i] + "'";
            return std::nullopt;
        }
        a.centiseconds = *n;
        interval = true;
    }
    return a;
}

// One report of lz-analyze: the root moves the search visited, most
// visited first, each with its visits, its win rate for the side to move
// in hundredths of a per cent, its order, and its line (the principal
// variation for the first, the move alone for the others).
// kata: KataGo's form, the win rate as a fraction.
std::string analyzeReport(const Board& b, const search::MctsResult& r, bool kata = false)
{
    auto move = [&](Point p) { return p == kPass ? std::string("pass") : toGtp(b, p); };
    std::string out;
    int order = 0;
    for (const search::MctsChild& c : r.children) {
        if (c.visits <= 0 || order >= 20)
            continue;
        char buf[112];
        if (kata)
            std::snprintf(buf, sizeof buf, "info move %s visits %d winrate %.6f order %d pv", move(c.move).c_str(),
                          c.visits, c.winRate, order);
        else
            std::snprintf(buf, sizeof buf, "info move %s visits %d winrate %ld order %d pv", move(c.move).c_str(),
                          c.visits, std::lround(10000 * c.winRate), order);
        appendWord(out, buf);
        if (order == 0 && !r.pv.empty() && r.pv.front() == c.move) {
            for (Point p : r.pv)
                appendWord(out, move(p));
        } else {
            appendWord(out, move(c.move));
        }
        ++order;
    }
    return out;
}

// kata-analyze's ownership: for every point, from the top left row by
// row, who the evaluation expects to own it in the end, from -1 (the
// opponent of the side to move) to 1 (the side to move): territory
// counts fully, a stone by its group's safety (a dead group's stones are
// the opponent's). Without the evaluation in this build, nothing.
std::string ownershipReport(const Position& pos, Color toMove)
{
#ifdef IRODORI_HAVE_ANALYSIS
    const analysis::Analysis a = analysis::evaluate(pos);
    const Board& b = pos.board();
    std::string out = "ownership";
    for (int y = 0; y < b.size(); ++y) {
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.at(x, y);
            double v = 0;
            if (a.owner[p] != Empty) {
                v = a.owner[p] == Black ? 1.0 : -1.0;
            } else if (isStone(b.color(p))) {
                const analysis::Group* g = a.groupAt(p);
                const double sure = g ? 2.0 * g->safety / 100.0 - 1.0 : 0.0;
                v = b.color(p) == Black ? sure : -sure;
            }
            if (toMove == White)
                v = -v;
            if (v == 0)
                v = 0; // not "-0.00"
            char buf[16];
            std::snprintf(buf, sizeof buf, " %.2f", v);
            out += buf;
        }
    }
    return out;
#else
    (void)pos;
    (void)toMove;
    return {};
#endif
}

// genmove (play), reg_genmove (not play) and kgs-genmove_cleanup (cleanup):
// in the clean-up phase the engine neither resigns nor passes while an
// opponent's string it counts dead is still on the board and a
// clean-up move (cleanupMove()) is left.
Reply generate(GtpEngine& engine, PlayState& st, const Args& args, bool play, const char* usage,
               bool cleanup = false)
{
    std::string error;
    if (!checkArgCount(args, 1, 1, usage, &error))
        return Reply::failure(error);
    const auto color = parseColorArg(args[0], &error);
    if (!color)
        return Reply::failure(error);
    noticeNewGame(engine, st);
    const auto start = std::chrono::steady_clock::now();
    const search::TimeControl tc = timeControlFor(engine, st, *color);
    const search::MoveChoice choice = st.player.chooseMove(engine.position(), *color, tc);
    st.used[*color] += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    st.last = choice.search;
    st.lastMcts = choice.mcts;
    st.lastEngine = st.player.config().engine;
    st.lastBudget = choice.budgetSeconds;
    st.haveLast = true;
    Point p = choice.decision == search::Decision::Play ? choice.point : kPass;
    if (cleanup && p == kPass) {
        const Point q = cleanupMove(engine.position(), st.player.analyse(engine.position()), *color);
        if (q != kNoPoint)
            p = q;
    } else if (choice.decision == search::Decision::Resign) {
        return Reply::success("resign");
    }
    if (play) {
        if (engine.position().play({*color, p}) != MoveError::None) {
            // Cannot happen with a legal candidate list; pass rather than fail the game.
            p = kPass;
            engine.position().play({*color, kPass});
        }
        st.lastMoveNumber = engine.position().moveNumber();
    }
    return Reply::success(p == kPass ? "PASS" : toGtp(engine.position().board(), p));
}

Reply finalStatusList(GtpEngine& engine, PlayState& st, const Args& args)
{
    std::string error;
    if (!checkArgCount(args, 1, 1, "final_status_list alive|dead|seki", &error))
        return Reply::failure(error);
    search::StoneStatus status;
    if (args[0] == "alive")
        status = search::StoneStatus::Alive;
    else if (args[0] == "dead")
        status = search::StoneStatus::Dead;
    else if (args[0] == "seki")
        status = search::StoneStatus::Seki;
    else
        return Reply::failure("unknown status '" + args[0] + "', expected alive, dead or seki");
    const Position& pos = engine.position();
    const Board& b = pos.board();
    const analysis::Analysis a = st.player.analyse(pos);
    // One line per string, its stones from the top-left.
    std::string out;
    std::vector<char> done(static_cast<std::size_t>(b.stride() * b.stride()), 0);
    for (Point p : search::stonesWithStatus(b, a, status)) {
        if (done[b.head(p)])
            continue;
        done[b.head(p)] = 1;
        appendWord(out, stringStonesText(b, p), '\n');
    }
    return Reply::success(out);
}

std::string pvText(const Board& b, const std::vector<Point>& pv)
{
    std::string out;
    for (Point p : pv)
        appendWord(out, p == kPass ? "PASS" : toGtp(b, p));
    return out;
}

} // namespace

void registerPlayCommands(GtpEngine& engine)
{
    GtpEngine* e = &engine;
    auto st = std::make_shared<PlayState>();
    engine.addCommand("genmove", [e, st](const Args& args) {
        return generate(*e, *st, args, true, "genmove COLOR");
    });
    engine.addCommand("reg_genmove", [e, st](const Args& args) {
        return generate(*e, *st, args, false, "reg_genmove COLOR");
    });
    // The clean-up phase of a game on KGS (kgsGtp asks it once the players
    // disagree about the dead stones): genmove that captures the stones
    // it counts dead before it passes.
    engine.addCommand("kgs-genmove_cleanup", [e, st](const Args& args) {
        return generate(*e, *st, args, true, "kgs-genmove_cleanup COLOR", true);
    });
    engine.addCommand("final_score", [e, st](const Args& args) {
        if (!args.empty())
            return Reply::failure("usage: final_score");
        const analysis::Analysis a = st->player.analyse(e->position());
        return Reply::success(search::scoreText(search::finalScore(e->position(), a)));
    });
    engine.addCommand("final_status_list", [e, st](const Args& args) { return finalStatusList(*e, *st, args); });

    // irodori-level [N]: the playing strength 1 (fastest) .. 10 (strongest).
    engine.addCommand("irodori-level", [st](const Args& args) {
        search::PlayerConfig c = st->player.config();
        if (args.empty())
            return Reply::success(std::to_string(c.level));
        const auto n = parseInt(args[0]);
        if (args.size() != 1 || !n || *n < search::kMinLevel || *n > search::kMaxLevel)
            return Reply::failure("usage: irodori-level [1..10]");
        c.level = *n;
        st->player.setConfig(c);
        return Reply::success();
    });
    // irodori-engine [classic|mcts]: alpha-beta over the evaluation, or
    // Monte-Carlo tree search with the evaluation as prior.
    engine.addCommand("irodori-engine", [st](const Args& args) {
        search::PlayerConfig c = st->player.config();
        if (args.empty())
            return Reply::success(search::engineName(c.engine));
        if (args.size() != 1 || (args[0] != "classic" && args[0] != "mcts"))
            return Reply::failure("usage: irodori-engine [classic|mcts]");
        c.engine = args[0] == "classic" ? search::Engine::Classic : search::Engine::MonteCarlo;
        st->player.setConfig(c);
        return Reply::success();
    });
    // irodori-resign on|off|POINTS: whether and when to resign.
    engine.addCommand("irodori-resign", [st](const Args& args) {
        search::PlayerConfig c = st->player.config();
        if (args.size() != 1)
            return Reply::failure("usage: irodori-resign on|off|POINTS");
        if (args[0] == "on") {
            c.resign = true;
        } else if (args[0] == "off") {
            c.resign = false;
        } else {
            const auto n = parseInt(args[0]);
            if (!n || *n <= 0)
                return Reply::failure("irodori-resign needs on, off or a positive number of points");
            c.resign = true;
            c.resignPoints = *n;
        }
        st->player.setConfig(c);
        return Reply::success();
    });
    // irodori-seed N: the random seed of the move choice.
    engine.addCommand("irodori-seed", [st](const Args& args) {
        const auto n = args.size() == 1 ? parseInt(args[0]) : std::nullopt;
        if (!n || *n < 0)
            return Reply::failure("usage: irodori-seed NON_NEGATIVE_INTEGER");
        search::PlayerConfig c = st->player.config();
        c.seed = static_cast<std::uint64_t>(*n);
        st->player.setConfig(c);
        return Reply::success();
    });
    // irodori-fixed_nodes on|off: budget by nodes (the same game every run).
    engine.addCommand("irodori-fixed_nodes", [st](const Args& args) {
        if (args.size() != 1 || (args[0] != "on" && args[0] != "off"))
            return Reply::failure("usage: irodori-fixed_nodes on|off");
        search::PlayerConfig c = st->player.config();
        c.fixedNodes = args[0] == "on";
        st->player.setConfig(c);
        return Reply::success();
    });
    // irodori-rules japanese|chinese: territory or area counting.
    engine.addCommand("irodori-rules", [e](const Args& args) {
        Rules r = e->position().rules();
        if (args.empty())
            return Reply::success(r.scoring == Scoring::Area ? "chinese" : "japanese");
        if (args.size() != 1 || (args[0] != "japanese" && args[0] != "chinese"))
            return Reply::failure("usage: irodori-rules [japanese|chinese]");
        r.scoring = args[0] == "chinese" ? Scoring::Area : Scoring::Territory;
        e->position().setRules(r);
        return Reply::success();
    });
    // lz-analyze [COLOR] [interval] CENTISECONDS: Leela Zero's analysis,
    // which Sabaki and Lizzie ask for: the Monte-Carlo search of the
    // position grows while the controller waits, and every interval one
    // line reports the root moves (analyzeReport()), until the controller
    // sends anything else. The search's tree is kept from one report to
    // the next, and from one lz-analyze of the same position to the next.
    engine.addStreamCommand("lz-analyze", {
        [](const Args& args) {
            std::string error;
            return parseAnalyzeArgs(args, &error) ? std::string() : error;
        },
        [e, st](const Args& args, Stream& stream) {
            std::string error;
            const AnalyzeArgs a = *parseAnalyzeArgs(args, &error);
            Position pos = e->position();
            if (a.color != Empty && a.color != pos.toMove())
                pos.setToMove(a.color);
            noticeNewGame(*e, *st);
            // Through execute() it reports once, after its whole interval;
            // through run() the controller's next line ends even the first.
            do {
                const search::MctsResult r = st->player.ponder(pos, a.centiseconds / 100.0, stream.stop);
                // An empty line would end the answer: a round without a
                // visited move says nothing.
                if (const std::string report = analyzeReport(pos.board(), r); !report.empty())
                    stream.write(report);
            } while (!stream.stopped());
        }});
    // kata-analyze [COLOR] [interval] CENTISECONDS [ownership true]:
    // KataGo's form of the same analysis (win rates as fractions), which
    // KaTrain, Lizzie and Irodori's window ask for; with ownership true
    // each report ends with the evaluation's ownership of every point
    // (ownershipReport()), read once for the position.
    engine.addStreamCommand("kata-analyze", {
        [](const Args& args) {
            std::string error;
            return parseAnalyzeArgs(args, &error, "kata-analyze") ? std::string() : error;
        },
        [e, st](const Args& args, Stream& stream) {
            std::string error;
            const AnalyzeArgs a = *parseAnalyzeArgs(args, &error, "kata-analyze");
            Position pos = e->position();
            if (a.color != Empty && a.color != pos.toMove())
                pos.setToMove(a.color);
            noticeNewGame(*e, *st);
            const std::string owned = a.ownership ? ownershipReport(pos, pos.toMove()) : std::string();
            do {
                const search::MctsResult r = st->player.ponder(pos, a.centiseconds / 100.0, stream.stop);
                std::string report = analyzeReport(pos.board(), r, true);
                if (!report.empty() && !owned.empty())
                    report += " " + owned;
                if (!report.empty())
                    stream.write(report);
            } while (!stream.stopped());
        }});
    // kgs-rules japanese|chinese|aga|new_zealand: the rules of the game on
    // KGS (kgsGtp sends them before the game to an engine that lists the
    // command). Japanese rules count territory; the others count area and
    // forbid any earlier board position (superko, taken as positional);
    // New Zealand rules also allow suicide.
    engine.addCommand("kgs-rules", [e](const Args& args) {
        if (args.size() != 1)
            return Reply::failure("usage: kgs-rules japanese|chinese|aga|new_zealand");
        std::string name = args[0];
        for (char& ch : name)
            ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        Rules r = e->position().rules();
        if (name == "japanese") {
            r.scoring = Scoring::Territory;
            r.positionalSuperko = false;
            r.suicideAllowed = false;
        } else if (name == "chinese" || name == "aga" || name == "new_zealand") {
            r.scoring = Scoring::Area;
            r.positionalSuperko = true;
            r.suicideAllowed = name == "new_zealand";
        } else {
            return Reply::failure("unknown rules '" + args[0] + "': japanese, chinese, aga or new_zealand");
        }
        e->position().setRules(r);
        return Reply::success();
    });
    // kgs-game_over: kgsGtp says the game has ended; nothing to do until
    // the next one starts.
    engine.addCommand("kgs-game_over", [](const Args&) { return Reply::success(); });
    // irodori-candidates [COLOR]: the move generator's list, best first,
    // with provisional values (points) and reasons.
    engine.addCommand("irodori-candidates", [e, st](const Args& args) {
        std::string error;
        Position pos = e->position();
        if (!args.empty()) {
            const auto color = parseColorArg(args[0], &error);
            if (!color)
                return Reply::failure(error);
            pos.setToMove(*color);
        }
        const analysis::Analysis a = st->player.analyse(pos);
        std::string out;
        for (const search::Candidate& c : search::generateCandidates(pos, a)) {
            char buf[96];
            std::snprintf(buf, sizeof buf, "%s %.2f %s", toGtp(pos.board(), c.point).c_str(), c.value / 100.0,
                          search::reasonText(c.reasons).c_str());
            appendWord(out, buf, '\n');
        }
        return Reply::success(out);
    });
    // irodori-search_info: what the last genmove found.
    engine.addCommand("irodori-search_info", [e, st](const Args&) {
        if (!st->haveLast)
            return Reply::success("no search yet");
        const search::SearchResult& r = st->last;
        if (st->lastEngine == search::Engine::MonteCarlo) {
            const search::MctsResult& m = st->lastMcts;
            char buf[256];
            std::snprintf(buf, sizeof buf,
                          "mcts playouts %llu seconds %.3f budget %.3f winrate %.3f mean-score %.2f (Black)",
                          static_cast<unsigned long long>(m.playouts), m.seconds, st->lastBudget, m.winRate,
                          m.meanScore);
            std::string out = std::string(buf) + "\npv " + pvText(e->position().board(), m.pv);
            for (std::size_t i = 0; i < m.children.size() && i < 12; ++i) {
                const search::MctsChild& c = m.children[i];
                char line[96];
                std::snprintf(line, sizeof line, "\n%s %d visits %.3f", 
                              c.move == kPass ? "PASS" : toGtp(e->position().board(), c.move).c_str(), c.visits,
                              c.winRate);
                out += line;
            }
            return Reply::success(out);
        }
        char buf[256];
        std::snprintf(buf, sizeof buf,
                      "depth %d nodes %llu evaluations %llu seconds %.3f budget %.3f score %.2f static %.2f", r.depth,
                      static_cast<unsigned long long>(r.nodes), static_cast<unsigned long long>(r.evaluations),
                      r.seconds, st->lastBudget, r.score / 100.0, r.staticScore / 100.0);
        std::string out = std::string(buf) + "\npv " + pvText(e->position().board(), r.pv);
        if (r.passConsidered)
            out += "\npass " + std::to_string(r.passScore / 100.0);
        for (const search::RootMove& m : r.root) {
            char line[96];
            std::snprintf(line, sizeof line, "\n%s %s%.2f (provisional %.2f)", toGtp(e->position().board(), m.point).c_str(),
                          m.exact ? "" : "<=", m.score / 100.0, m.provisional / 100.0);
            out += line;
        }
        return Reply::success(out);
    });
}

} // namespace irodori::gtp

#else // the search module is not part of this build

namespace irodori::gtp {
void registerPlayCommands(GtpEngine&) {}
} // namespace irodori::gtp

#endif
