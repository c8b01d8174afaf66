// The GTP 2 engine front end (Go Text Protocol): text in, text out.
//
// GtpEngine knows nothing of sockets, pipes or threads. A front end hands it
// one line at a time (execute) or a whole stream (run) and writes back the
// text it returns. Commands live in a table (name -> handler) so that
// list_commands and known_command always tell the truth, and later modules
// (the move search's genmove) add their commands with addCommand().
#pragma once

#include "core/position.h"
#include "core/rules.h"

#include <atomic>
#include <functional>
#include <iosfwd>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace irodori::gtp {

// What a handler answers: success ("= text") or failure ("? text").
struct Reply {
    bool ok = true;
    std::string text;

    static Reply success(std::string text = {}) { return {true, std::move(text)}; }
    static Reply failure(std::string text) { return {false, std::move(text)}; }
};

// The arguments of one command, already split on whitespace.
using Args = std::vector<std::string>;
using Handler = std::function<Reply(const Args&)>;

// A command that answers over time, as Leela Zero's lz-analyze does: the
// answer starts at once ("=" and a line break), lines follow as the command
// works, and it ends with an empty line when the controller sends anything
// else (run()). Through execute() it reports once and ends.
struct Stream {
    std::function<void(const std::string&)> write; // one line of the answer, written at once
    const std::atomic<bool>* stop = nullptr;      // set when the command must end
    bool once = false; // through execute(): one report, done in full, then the end
    bool stopped() const { return once || (stop && stop->load()); }
};
struct StreamCommand {
    // The arguments' error, or an empty text when the command can run.
    std::function<std::string(const Args&)> check;
    // Works and writes its lines until stopped(); a stop that comes at once
    // may leave it nothing to say.
    std::function<void(const Args&, Stream&)> run;
};

// Time control as set by time_settings or kgs-time_settings (持ち時間).
struct TimeSettings {
    enum class Kind {
        None,     // no time limit (kgs "none"; time_settings with byo-yomi time but 0 stones)
        Absolute, // main time only (sudden death)
        Byoyomi,  // main time, then periods of periodTime each (秒読み, Japanese)
        Canadian, // main time, then stones moves within periodTime
    };
    Kind kind = Kind::None;
    double mainTime = 0;   // seconds
    double periodTime = 0; // seconds per period (byo-yomi) or per block (Canadian)
    int periods = 0;       // byo-yomi periods
    int stones = 0;        // Canadian: moves per block
};

// What time_left last said for one colour.
struct TimeLeft {
    bool known = false;
    double seconds = 0;
    int stones = 0; // 0 in main time; moves still to play in the byo-yomi block
};

class GtpEngine {
public:
    GtpEngine();

    // Executes one input line and returns the complete response ("=id
    // text\n\n" or "?id text\n\n"), or an empty string when the line is a
    // comment or blank (GTP gives those no answer).
    std::string execute(std::string_view line);
    // Reads commands from in until quit or end of input, writing each
    // response to out and flushing it at once (a controller waits for it).
    void run(std::istream& in, std::ostream& out);
    // True once quit was executed; run() stops reading then.
    bool quitRequested() const { return quit_; }
    void requestQuit() { quit_ = true; }

    // The command table. addCommand replaces a handler of the same name.
    void addCommand(const std::string& name, Handler handler);
    // A command that answers over time (see Stream).
    void addStreamCommand(const std::string& name, StreamCommand command);
    bool knownCommand(std::string_view name) const;
    std::vector<std::string> commandNames() const; // sorted

    // The game being discussed with the controller.
    Position& position() { return position_; }
    const Position& position() const { return position_; }
    // Starts an empty board of this size (2..25), keeping komi and rules.
    void newGame(int size);
    // Replaces the position (loadsgf); the rules (komi) come with it.
    void setPosition(const Position& position) { position_ = position; }

    double komi() const { return position_.rules().komi; }
    void setKomi(double komi);

    const TimeSettings& timeSettings() const { return time_; }
    void setTimeSettings(const TimeSettings& t) { time_ = t; }
    const TimeLeft& timeLeft(Color c) const { return timeLeft_[c == White ? 1 : 0]; }
    void setTimeLeft(Color c, const TimeLeft& t) { timeLeft_[c == White ? 1 : 0] = t; }

private:
    // The command table; std::less<> allows lookups by string_view.
    std::map<std::string, Handler, std::less<>> commands_;
    std::map<std::string, StreamCommand, std::less<>> streams_;
    Position position_;
    TimeSettings time_;
    TimeLeft timeLeft_[2];
    bool quit_ = false;
};

// Normalises one raw line as GTP 2 asks before parsing: control characters
// other than tab and line feed removed, tabs turned into spaces, everything
// from '#' on dropped. Exposed for tests.
std::string preprocessLine(std::string_view raw);

// The built-in command groups. GtpEngine's constructor registers them all;
// each lives in its own file.
void registerCoreCommands(GtpEngine& engine);     // protocol, board setup, play, undo, time
void registerHandicapCommands(GtpEngine& engine); // fixed/place_free/set_free_handicap
void registerBoardCommands(GtpEngine& engine);    // showboard and position queries
void registerAnalyzeCommands(GtpEngine& engine);  // gogui-analyze_commands and overlays
void registerReadingCommands(GtpEngine& engine);  // attack, defend, connect, ... (tactics)
void registerRecordCommands(GtpEngine& engine);   // loadsgf, printsgf (records)
void registerPlayCommands(GtpEngine& engine);     // genmove, final_score, ... (search)
void registerDragonCommands(GtpEngine& engine);   // dragon_status, ..., irodori- layers, owl_* (analysis)

} // namespace irodori::gtp
