#include "gtp_engine.h"

#include <algorithm>
#include <cctype>
#include <istream>
#include <ostream>
#include <mutex>
#include <thread>

namespace irodori::gtp {

namespace {

// Controllers wait for the empty line that ends a response, so a response
// body must never contain one: inner blank lines become a single space and
// trailing line breaks are dropped.
std::string frameBody(std::string text)
{
    while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
        text.pop_back();
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (c == '\n' && !out.empty() && out.back() == '\n')
            out += ' ';
        out += c;
    }
    return out;
}

std::vector<std::string> splitWords(std::string_view s)
{
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && s[i] == ' ')
            ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ')
            ++i;
        if (i > start)
            words.emplace_back(s.substr(start, i - start));
    }
    return words;
}

bool isId(const std::string& word)
{
    return !word.empty() && word.size() <= 18
           && std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// One input line taken apart: its id (empty when it has none), the
// command's name (empty after an id alone) and the arguments.
struct CommandLine {
    std::string id;
    std::string name;
    Args args;
};

// False for a line with no words (blank, or a comment).
bool parseCommandLine(std::string_view line, CommandLine* out)
{
    const std::vector<std::string> words = splitWords(preprocessLine(line));
    if (words.empty())
        return false;
    std::size_t first = 0;
    out->id.clear();
    if (isId(words[0])) {
        out->id = words[0];
        first = 1;
    }
    out->name = first < words.size() ? words[first] : std::string();
    out->args.assign(words.begin() + static_cast<std::ptrdiff_t>(std::min(first + 1, words.size())), words.end());
    return true;
}

} // namespace

std::string preprocessLine(std::string_view raw)
{
    std::string out;
    out.reserve(raw.size());
    for (char ch : raw) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '#')
            break;
        if (c == '\t')
            out += ' ';
        else if (c == '\n' || (c >= 32 && c != 127))
            out += ch;
        // Other control characters (CR of a CRLF line end, NUL, ...) are dropped.
    }
    return out;
}

GtpEngine::GtpEngine()
    : position_(19)
{
    registerCoreCommands(*this);
    registerHandicapCommands(*this);
    registerBoardCommands(*this);
    registerAnalyzeCommands(*this);
    registerReadingCommands(*this);
    registerRecordCommands(*this);
    registerPlayCommands(*this);
    registerDragonCommands(*this);
}

void GtpEngine::addCommand(const std::string& name, Handler handler)
{
    commands_[name] = std::move(handler);
}

bool GtpEngine::knownCommand(std::string_view name) const
{
    return commands_.find(name) != commands_.end();
}

std::vector<std::string> GtpEngine::commandNames() const
{
    std::vector<std::string> names;
    names.reserve(commands_.size());
    for (const auto& entry : commands_)
        names.push_back(entry.first);
    return names;
}

void GtpEngine::newGame(int size)
{
    Rules rules = position_.rules();
    position_ = Position(size, rules);
}

void GtpEngine::setKomi(double komi)
{
    Rules rules = position_.rules();
    rules.komi = komi;
    position_.setRules(rules);
}

std::string GtpEngine::execute(std::string_view line)
{
    CommandLine command;
    if (!parseCommandLine(line, &command))
        return {};
    const std::string& id = command.id;
    Reply reply;
    if (command.name.empty()) {
        reply = Reply::failure("missing command after the id " + id);
    } else {
        const std::string& name = command.name;
        const Args& args = command.args;
        const auto it = commands_.find(name);
        if (it == commands_.end()) {
            reply = Reply::failure("unknown command");
        } else {
            // A handler that throws (out of memory, a bug) must not take the
            // controller's connection down with it.
            try {
                reply = it->second(args);
            } catch (const std::exception& e) {
                reply = Reply::failure(std::string("internal error: ") + e.what());
            } catch (...) {
                reply = Reply::failure("internal error");
            }
        }
    }
    std::string out = reply.ok ? "=" : "?";
    out += id;
    const std::string body = frameBody(std::move(reply.text));
    // "= text", or "= " alone: a space after the marker as most engines
    // write it, so that "=5" and "= 5" can never be confused.
    out += ' ';
    out += body;
    out += "\n\n";
    return out;
}

void GtpEngine::addStreamCommand(const std::string& name, StreamCommand command)
{
    // Through execute() (and list_commands) it is a command like the others:
    // it reports once.
    addCommand(name, [command](const Args& args) {
        const std::string error = command.check(args);
        if (!error.empty())
            return Reply::failure(error);
        std::string text;
        Stream stream;
        stream.write = [&text](const std::string& line) {
            text += line;
            text += '\n';
        };
        stream.once = true;
        command.run(args, stream);
        return Reply::success(text);
    });
    streams_[name] = std::move(command);
}

void GtpEngine::run(std::istream& in, std::ostream& out)
{
    std::string line;
    bool pending = false; // line holds a command read while a stream ran
    while (!quit_ && (pending || std::getline(in, line))) {
        pending = false;
        // A stream command answers while the next line is awaited.
        CommandLine parsed;
        const auto stream = parseCommandLine(line, &parsed) ? streams_.find(parsed.name) : streams_.end();
        if (stream != streams_.end()) {
            const Args& args = parsed.args;
            if (stream->second.check(args).empty()) {
                out << '=' << parsed.id << '\n';
                out.flush();
                std::mutex writing;
                std::atomic<bool> stop{false};
                Stream s;
                s.write = [&](const std::string& text) {
                    const std::lock_guard<std::mutex> lock(writing);
                    out << text << '\n';
                    out.flush();
                };
                s.stop = &stop;
                const StreamCommand& command = stream->second;
                // Reading from a stream tied to out would flush out from
                // this thread while the command writes to it.
                std::ostream* const tied = in.tie(nullptr);
                std::thread worker([&] {
                    try {
                        command.run(args, s);
                    } catch (...) {
                        // Nothing more to say: the empty line ends the answer.
                    }
                });
                pending = static_cast<bool>(std::getline(in, line));
                stop = true;
                worker.join();
                in.tie(tied);
                out << '\n';
                out.flush();
                continue;
            }
        }
        const std::string response = execute(line);
        if (response.empty())
            continue;
        out << response;
        out.flush();
    }
}

} // namespace irodori::gtp
