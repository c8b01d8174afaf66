#include "problem.h"

#include "core/coords.h"
#include "core/diagram.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <sstream>

namespace irodori::tactics {

namespace {

std::string trim(std::string_view s)
{
    std::size_t a = 0;
    std::size_t b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a])))
        ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1])))
        --b;
    return std::string(s.substr(a, b - a));
}

bool startsWith(const std::string& s, std::string_view prefix)
{
    return s.size() >= prefix.size() && std::string_view(s).substr(0, prefix.size()) == prefix;
}

bool isDiagramLine(const std::string& s)
{
    if (s.empty())
        return false;
    return std::all_of(s.begin(), s.end(), [](char ch) {
        return std::string_view(".+,-XxOo#@ ").find(ch) != std::string_view::npos;
    });
}

std::vector<std::string> words(const std::string& s)
{
    std::istringstream in(s);
    std::vector<std::string> out;
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

struct Parser {
    std::vector<Problem> problems;
    std::string error;
    std::string diagram;
    int diagramLine = 0;
    bool positionReady = false;
    Color toMove = Black;

    bool fail(int line, const std::string& what)
    {
        if (error.empty())
            error = "line " + std::to_string(line) + ": " + what;
        return false;
    }

    // Builds the position once the diagram is complete.
    bool finishDiagram(int line)
    {
        if (positionReady)
            return true;
        if (problems.empty())
            return fail(line, "a problem must start with \"title:\".");
        if (diagram.empty())
            return fail(line, "the problem has no diagram.");
        std::string why;
        const auto board = parseDiagram(diagram, &why);
        if (!board)
            return fail(diagramLine, "the diagram is not a board (" + why + ").");
        problems.back().position = Position(*board, toMove);
        positionReady = true;
        return true;
    }

    std::optional<Point> vertex(int line, const std::string& text)
    {
        const auto p = parseGtp(problems.back().position.board(), text);
        if (!p || *p == kPass) {
            fail(line, "\"" + text + "\" is not a point of this board.");
            return std::nullopt;
        }
        return p;
    }

    bool question(int line, const std::string& text)
    {
        const auto arrow = text.find("=>");
        if (arrow == std::string::npos)
            return fail(line, "a question needs \"=> answer\".");
        const auto ask = words(text.substr(0, arrow));
        const auto answer = words(text.substr(arrow + 2));
        ProblemQuestion q;
        q.line = line;
        q.text = text;
        const std::string& verb = ask[0];
        std::size_t need = 2;
        if (verb == "attack")
            q.kind = ProblemQuestion::Attack;
        else if (verb == "defend")
            q.kind = ProblemQuestion::Defend;
        else if (verb == "connect")
            q.kind = ProblemQuestion::Connect, need = 3;
        else if (verb == "disconnect")
            q.kind = ProblemQuestion::Disconnect, need = 3;
        else if (verb == "cut")
            q.kind = ProblemQuestion::Cut, need = 3;
        else
            return fail(line, "unknown question \"" + verb + "\".");
        if (ask.size() != need)
            return fail(line, "\"" + verb + "\" takes " + std::to_string(need - 1) + " argument(s).");
        const auto a = vertex(line, ask[1]);
        if (!a)
            return false;
        q.a = *a;
        if (q.kind == ProblemQuestion::Cut) {
            const auto c = parseColor(ask[2]);
            if (!c)
                return fail(line, "\"" + ask[2] + "\" is not a colour.");
            q.cutter = *c;
        } else if (need == 3) {
            const auto b = vertex(line, ask[2]);
            if (!b)
                return false;
            q.b = *b;
        }
        if (answer.empty())
            return fail(line, "the answer is missing after \"=>\".");
        std::istringstream codes(answer[0]);
        for (std::string c; std::getline(codes, c, '|');) {
            if (c.size() != 1 || c[0] < '0' || c[0] > '3')
                return fail(line, "\"" + c + "\" is not a result code (0-3).");
            q.codes.push_back(c[0] - '0');
        }
        for (std::size_t i = 1; i < answer.size(); ++i) {
            if (answer[i] == "*")
                q.anyMove = true;
            else if (answer[i] == "-")
                q.noMove = true;
            else {
                const auto m = vertex(line, answer[i]);
                if (!m)
                    return false;
                q.moves.push_back(*m);
            }
        }
        const bool onlyFail = q.codes.size() == 1 && q.codes[0] == 0;
        if (!onlyFail && q.moves.empty() && !q.anyMove && !q.noMove)
            return fail(line, "a successful answer needs its moves (or \"*\" or \"-\").");
        problems.back().questions.push_back(std::move(q));
        return true;
    }

    bool line(int number, const std::string& s)
    {
        if (s.empty() || s[0] == '#')
            return true;
        if (startsWith(s, "title:")) {
            if (!problems.empty() && !finishDiagram(number))
                return false;
            problems.emplace_back();
            problems.back().title = trim(s.substr(6));
            problems.back().line = number;
            diagram.clear();
            positionReady = false;
            toMove = Black;
            return true;
        }
        if (problems.empty())
            return fail(number, "a problem must start with \"title:\".");
        if (!positionReady && isDiagramLine(s)) {
            if (diagram.empty())
                diagramLine = number;
            diagram += s + "\n";
            return true;
        }
        if (startsWith(s, "to-move:")) {
            const auto c = parseColor(trim(s.substr(8)));
            if (!c)
                return fail(number, "\"to-move:\" needs black or white.");
            toMove = *c;
            if (positionReady)
                problems.back().position.setToMove(*c);
            return true;
        }
        if (!finishDiagram(number))
            return false;
        Problem& p = problems.back();
        if (startsWith(s, "play:")) {
            const auto w = words(s.substr(5));
            const auto c = w.size() == 2 ? parseColor(w[0]) : std::nullopt;
            if (!c)
                return fail(number, "\"play:\" needs a colour and a point.");
            const auto v = vertex(number, w[1]);
            if (!v)
                return false;
            const Move m{*c, *v};
            const MoveError e = p.position.play(m);
            if (e != MoveError::None)
                return fail(number, "the move " + w[1] + " is not legal: " + describe(e));
            p.moves.push_back(m);
            return true;
        }
        return question(number, s);
    }
};

std::string colorWord(Color c)
{
    return c == Black ? "black" : "white";
}

} // namespace

std::vector<Problem> parseProblems(std::string_view text, std::string* error)
{
    Parser parser;
    int number = 0;
    std::size_t start = 0;
    bool ok = true;
    while (ok && start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        ++number;
        ok = parser.line(number, trim(text.substr(start, end - start)));
        start = end + 1;
    }
    if (ok && !parser.problems.empty())
        ok = parser.finishDiagram(number);
    if (!ok) {
        // Keep only complete problems.
        if (!parser.problems.empty() && !parser.positionReady)
            parser.problems.pop_back();
    }
    if (error)
        *error = parser.error;
    return std::move(parser.problems);
}

ReadResult ask(Reader& reader, const Problem& problem, const ProblemQuestion& q)
{
    const Position& pos = problem.position;
    switch (q.kind) {
    case ProblemQuestion::Attack: return reader.attack(pos, q.a);
    case ProblemQuestion::Defend: return reader.defend(pos, q.a);
    case ProblemQuestion::Connect: return reader.connect(pos, q.a, q.b);
    case ProblemQuestion::Disconnect: return reader.disconnect(pos, q.a, q.b);
    case ProblemQuestion::Cut: return reader.captureCuttingStone(pos, q.a, q.cutter);
    }
    return {};
}

bool accepts(const ProblemQuestion& q, const ReadResult& r)
{
    if (std::find(q.codes.begin(), q.codes.end(), r.code) == q.codes.end())
        return false;
    if (r.code == Fail)
        return true;
    if (q.anyMove)
        return true;
    if (q.noMove && r.move == kNoPoint)
        return true;
    return std::find(q.moves.begin(), q.moves.end(), r.move) != q.moves.end();
}

std::vector<Point> stringPoints(const Board& board)
{
    std::vector<Point> out;
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const Point p = board.at(x, y);
            if (!isStone(board.color(p)))
                continue;
            const bool seen = std::any_of(out.begin(), out.end(), [&](Point q) {
                return board.color(q) == board.color(p) && board.sameString(p, q);
            });
            if (!seen)
                out.push_back(p);
        }
    return out;
}

std::string formatAnswer(const Board& board, const ReadResult& r)
{
    if (r.code == Fail)
        return "0";
    return std::to_string(r.code) + " " + (r.move == kNoPoint ? std::string("PASS") : toGtp(board, r.move));
}

std::string gtpSetup(const Problem& problem)
{
    const Board& b = problem.position.board();
    std::string out = "boardsize " + std::to_string(b.size()) + "\nclear_board\n";
    // The stones of the diagram, then the moves played from it. Placing the
    // stones of a legal diagram one by one never captures anything.
    Board start = b;
    while (start.canUndo())
        start.undo();
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = start.at(x, y);
            if (isStone(start.color(p)))
                out += "play " + colorWord(start.color(p)) + " " + toGtp(start, p) + "\n";
        }
    for (const Move& m : problem.moves)
        out += "play " + colorWord(m.color) + " " + toGtp(b, m.point) + "\n";
    return out;
}

std::string gtpBench(const Problem& problem)
{
    std::string out = gtpSetup(problem);
    const Board& b = problem.position.board();
    for (Point t : stringPoints(b))
        out += "attack " + toGtp(b, t) + "\ndefend " + toGtp(b, t) + "\n";
    return out;
}

std::string gtpQuestion(const Problem& problem, const ProblemQuestion& q)
{
    const Board& b = problem.position.board();
    switch (q.kind) {
    case ProblemQuestion::Attack: return "attack " + toGtp(b, q.a);
    case ProblemQuestion::Defend: return "defend " + toGtp(b, q.a);
    case ProblemQuestion::Connect: return "connect " + toGtp(b, q.a) + " " + toGtp(b, q.b);
    case ProblemQuestion::Disconnect: return "disconnect " + toGtp(b, q.a) + " " + toGtp(b, q.b);
    case ProblemQuestion::Cut: return "";
    }
    return "";
}

} // namespace irodori::tactics
