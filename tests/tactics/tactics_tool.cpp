// tactics-tool: a development aid for the tactical problem files.
//   tactics-tool check FILE...    read every question, show our answers
//   tactics-tool oracle FILE...   also ask GNU Go (gnugo --mode gtp) and
//                                 show where the expected answer, ours and
//                                 GNU Go's differ
//   tactics-tool gtp FILE...      print the GTP commands of every question
#include "tactics/problem.h"
#include "tactics/reader.h"

#include "core/coords.h"
#include "core/diagram.h"

#include "sgf_loader.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

using namespace irodori;
using namespace irodori::tactics;

namespace {

struct Loaded {
    std::string file;
    std::vector<Problem> problems;
};

std::vector<Loaded> load(const std::vector<std::string>& files)
{
    std::vector<Loaded> out;
    for (const auto& f : files) {
        std::ifstream in(f);
        std::stringstream ss;
        ss << in.rdbuf();
        std::string error;
        Loaded l{f, parseProblems(ss.str(), &error)};
        if (!error.empty()) {
            std::cerr << f << ": " << error << "\n";
            std::exit(2);
        }
        out.push_back(std::move(l));
    }
    return out;
}

// Runs GNU Go on a script and returns its answers, one per command.
std::vector<std::string> runGnugo(const std::string& script)
{
    const std::string path = "/tmp/tactics-tool-" + std::to_string(getpid()) + ".gtp";
    {
        std::ofstream out(path);
        out << script;
    }
    const std::string cmd = "/usr/games/gnugo --mode gtp < " + path;
    FILE* pipe = popen(cmd.c_str(), "r");
    std::vector<std::string> answers;
    std::string current;
    char buf[4096];
    bool inAnswer = false;
    while (fgets(buf, sizeof buf, pipe)) {
        std::string line(buf);
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r'))
            line.pop_back();
        if (line.empty()) {
            if (inAnswer)
                answers.push_back(current);
            inAnswer = false;
            current.clear();
            continue;
        }
        if (!inAnswer) {
            inAnswer = true;
            current = line.size() >= 2 ? line.substr(2) : "";
        } else {
            current += "\n" + line;
        }
    }
    pclose(pipe);
    std::remove(path.c_str());
    return answers;
}

} // namespace

// One test of a GNU Go regression file: the command, the expected answer
// as a regular expression, and whether GNU Go itself is known to fail it.
struct TstCase {
    int id = 0;
    std::string command;
    std::string pattern;
    bool knownFailure = false;
    std::string ours;
    std::string gnugo;
    std::uint64_t nodes = 0;
    double ms = 0;
};

// The board with GTP coordinates around it, for looking at a failure.
std::string labelled(const Board& b)
{
    std::string letters = "   ";
    for (int x = 0; x < b.size(); ++x)
        letters += std::string(1, gtpColumnLetter(x)) + " ";
    std::string out = letters + "\n";
    for (int y = 0; y < b.size(); ++y) {
        const int row = b.size() - y;
        if (row < 10)
            out += ' ';
        out += std::to_string(row);
        out += ' ';
        for (int x = 0; x < b.size(); ++x) {
            const Color c = b.color(b.at(x, y));
            out += c == Black ? "X " : c == White ? "O " : ". ";
        }
        out += std::to_string(row) + "\n";
    }
    return out + letters + "\n";
}

bool matches(const std::string& answer, const std::string& pattern)
{
    try {
        return std::regex_match(answer, std::regex(pattern));
    } catch (const std::regex_error&) {
        return false;
    }
}

// Runs a GNU Go regression file (e.g. reading.tst) with our reader; with
// gnugo also runs GNU Go on it. Prints every test and the pass rates.
int runTst(const std::string& file, bool gnugo, const ReadBudget& budget)
{
    const std::string dir = file.substr(0, file.find_last_of('/') + 1);
    std::ifstream in(file);
    std::vector<TstCase> cases;
    Position pos;
    std::vector<Position> stack;
    Reader reader(budget);
    std::string line;
    std::string error;
    while (std::getline(in, line)) {
        while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
            line.pop_back();
        if (line.rfind("#?", 0) == 0) {
            const auto open = line.find('[');
            const auto close = line.rfind(']');
            if (!cases.empty() && open != std::string::npos && close != std::string::npos && close > open) {
                cases.back().pattern = line.substr(open + 1, close - open - 1);
                cases.back().knownFailure = line.find('*', close) != std::string::npos;
            }
            continue;
        }
        if (line.empty() || line[0] == '#')
            continue;
        std::istringstream words(line);
        std::vector<std::string> w;
        for (std::string x; words >> x;)
            w.push_back(x);
        int id = 0;
        if (!w.empty() && std::isdigit(static_cast<unsigned char>(w[0][0]))) {
            id = std::stoi(w[0]);
            w.erase(w.begin());
        }
        if (w.empty())
            continue;
        if (w[0] == "loadsgf" && w.size() >= 2) {
            int n = 0;
            std::string vertex;
            if (w.size() >= 3) {
                if (std::isdigit(static_cast<unsigned char>(w[2][0])))
                    n = std::stoi(w[2]);
                else
                    vertex = w[2];
                for (char& ch : vertex)
                    ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
            }
            auto g = irodori::testing::loadSgfPosition(dir + w[1], n, vertex);
            if (!g.error.empty())
                std::cerr << file << ": " << g.error << "\n";
            pos = g.position;
            stack.clear();
        } else if (w[0] == "trymove" && w.size() == 3) {
            stack.push_back(pos);
            const auto c = parseColor(w[1]);
            const auto v = parseGtp(pos.board(), w[2]);
            if (c && v)
                pos.play({*c, *v});
        } else if (w[0] == "popgo") {
            if (!stack.empty()) {
                pos = stack.back();
                stack.pop_back();
            }
        } else if ((w[0] == "connect" || w[0] == "disconnect") && w.size() == 3 && id > 0) {
            if (const char* show = std::getenv("TST_SHOW"); show && std::atoi(show) == id)
                std::cerr << labelled(pos.board());
            TstCase c;
            c.id = id;
            c.command = w[0] + " " + w[1] + " " + w[2];
            const auto v1 = parseGtp(pos.board(), w[1]);
            const auto v2 = parseGtp(pos.board(), w[2]);
            reader.resetNodes();
            const auto t0 = std::chrono::steady_clock::now();
            ReadResult r;
            if (v1 && v2 && *v1 != kPass && *v2 != kPass)
                r = w[0] == "connect" ? reader.connect(pos, *v1, *v2) : reader.disconnect(pos, *v1, *v2);
            c.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
            c.nodes = reader.nodes();
            c.ours = formatAnswer(pos.board(), r);
            cases.push_back(c);
        } else if ((w[0] == "attack" || w[0] == "defend") && w.size() == 2 && id > 0
                   && (!std::getenv("TST_ONLY") || std::atoi(std::getenv("TST_ONLY")) == id)) {
            if (const char* show = std::getenv("TST_SHOW"); show && std::atoi(show) == id)
                std::cerr << labelled(pos.board()) << "to move: " << (pos.toMove() == Black ? "black" : "white")
                          << " ko: " << (pos.koPoint() ? toGtp(pos.board(), pos.koPoint()) : "-") << "\n";
            TstCase c;
            c.id = id;
            c.command = w[0] + " " + w[1];
            const auto v = parseGtp(pos.board(), w[1]);
            reader.resetNodes();
            const auto t0 = std::chrono::steady_clock::now();
            ReadResult r;
            if (v && *v != kPass)
                r = w[0] == "attack" ? reader.attack(pos, *v) : reader.defend(pos, *v);
            c.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
            c.nodes = reader.nodes();
            c.ours = formatAnswer(pos.board(), r);
            cases.push_back(c);
        }
    }
    if (gnugo) {
        // GNU Go reads the same file from its own folder (the sgf paths
        // are relative to it); answers come back as "=ID answer".
        const std::string cmd = "cd '" + dir + "' && /usr/games/gnugo --mode gtp < '" + file + "' 2>/dev/null";
        FILE* pipe = popen(cmd.c_str(), "r");
        std::map<int, std::string> answers;
        char buf[4096];
        while (pipe && fgets(buf, sizeof buf, pipe)) {
            std::string l(buf);
            while (!l.empty() && (l.back() == '\n' || l.back() == '\r'))
                l.pop_back();
            if (l.size() > 1 && l[0] == '=' && std::isdigit(static_cast<unsigned char>(l[1]))) {
                std::size_t k = 1;
                while (k < l.size() && std::isdigit(static_cast<unsigned char>(l[k])))
                    ++k;
                std::string a = l.substr(k);
                while (!a.empty() && a[0] == ' ')
                    a.erase(0, 1);
                answers[std::stoi(l.substr(1, k - 1))] = a;
            }
        }
        if (pipe)
            pclose(pipe);
        for (auto& c : cases)
            c.gnugo = answers.count(c.id) ? answers[c.id] : "?";
    }
    int pass = 0, gnugoPass = 0, expected = 0, expectedPass = 0;
    std::uint64_t nodes = 0;
    double ms = 0;
    for (const auto& c : cases) {
        const bool ok = matches(c.ours, c.pattern);
        const bool gok = gnugo && matches(c.gnugo, c.pattern);
        pass += ok;
        gnugoPass += gok;
        if (!c.knownFailure) {
            ++expected;
            expectedPass += ok;
        }
        nodes += c.nodes;
        ms += c.ms;
        std::cout << (ok ? "pass " : "FAIL ") << c.id << " " << c.command << "  ours: " << c.ours << "  expected: ["
                  << c.pattern << "]" << (c.knownFailure ? "*" : "");
        if (gnugo)
            std::cout << "  gnugo: " << c.gnugo << (gok ? "" : " (fails)");
        std::cout << "  " << c.nodes << " nodes " << c.ms << " ms\n";
    }
    const int n = static_cast<int>(cases.size());
    std::cout << "ours: " << pass << "/" << n << " passed (" << 100.0 * pass / std::max(n, 1) << " %)";
    std::cout << "; on the " << expected << " tests GNU Go is meant to pass: " << expectedPass << "\n";
    if (gnugo)
        std::cout << "GNU Go: " << gnugoPass << "/" << n << " passed (" << 100.0 * gnugoPass / std::max(n, 1) << " %)\n";
    std::cout << "nodes: " << nodes << ", time " << ms << " ms\n";
    return 0;
}

// tactics-tool sgf FILE N "b G9 w H9" VERTEX attack|defend: one question
// about a game record position after some extra moves (for debugging).
int runSgf(char** argv)
{
    auto g = irodori::testing::loadSgfPosition(argv[2], std::atoi(argv[3]));
    if (!g.error.empty()) {
        std::cerr << g.error << "\n";
        return 2;
    }
    Position pos = g.position;
    std::istringstream moves(argv[4]);
    for (std::string c, v; moves >> c >> v;) {
        const MoveError e = pos.play({*parseColor(c), *parseGtp(pos.board(), v)});
        if (e != MoveError::None) {
            std::cerr << v << ": " << describe(e) << "\n";
            return 2;
        }
    }
    std::cerr << labelled(pos.board());
    Reader reader;
    const Point t = *parseGtp(pos.board(), argv[5]);
    const ReadResult r = std::string(argv[6]) == "attack" ? reader.attack(pos, t) : reader.defend(pos, t);
    std::cout << formatAnswer(pos.board(), r) << " (" << reader.nodes() << " nodes)\n";
    return 0;
}

int main(int argc, char** argv)
{
    if (argc == 7 && std::string(argv[1]) == "sgf")
        return runSgf(argv);
    if (argc >= 3 && (std::string(argv[1]) == "tst" || std::string(argv[1]) == "tst-gnugo")) {
        ReadBudget budget;
        budget.extraLibertyPlies = 3; // as the GTP front end reads
        budget.recheckAnswers = true;
        if (const char* e = std::getenv("READ_EXTRA"))
            budget.extraLibertyPlies = std::atoi(e);
        if (const char* e = std::getenv("READ_NODES"))
            budget.maxNodes = std::strtoull(e, nullptr, 10);
        if (const char* e = std::getenv("READ_SAFE"))
            budget.safeLiberties = std::atoi(e);
        if (const char* e = std::getenv("READ_DEPTH"))
            budget.maxDepth = std::atoi(e);
        return runTst(argv[2], std::string(argv[1]) == "tst-gnugo", budget);
    }
    if (argc < 3) {
        std::cerr << "usage: tactics-tool check|oracle|gtp FILE...\n";
        return 2;
    }
    const std::string mode = argv[1];
    const auto all = load(std::vector<std::string>(argv + 2, argv + argc));
    Reader reader;
    if (mode == "bench-gtp" || mode == "bench-compare") {
        // The benchmark workload (attack and defend of every string) as
        // GTP, or compared question by question with GNU Go's answers.
        for (const Loaded& l : all)
            for (const Problem& p : l.problems) {
                std::string script = gtpSetup(p);
                std::vector<std::string> questions;
                for (Point t : stringPoints(p.position.board()))
                    for (const char* verb : {"attack ", "defend "})
                        questions.push_back(verb + toGtp(p.position.board(), t));
                if (mode == "bench-gtp") {
                    std::cout << "# " << p.title << "\n" << gtpBench(p);
                    continue;
                }
                for (const auto& q : questions)
                    script += "reset_reading_node_counter\n" + q + "\nget_reading_node_counter\n";
                const auto answers = runGnugo(script);
                const std::size_t first = answers.size() - 3 * questions.size();
                for (std::size_t i = 0; i < questions.size(); ++i) {
                    const Point t = *parseGtp(p.position.board(), questions[i].substr(7));
                    reader.clearCache();
                    reader.resetNodes();
                    const ReadResult r = questions[i][0] == 'a' ? reader.attack(p.position, t) : reader.defend(p.position, t);
                    const std::string ours = formatAnswer(p.position.board(), r);
                    const std::string& g = answers[first + 3 * i + 1];
                    const std::string& gNodes = answers[first + 3 * i + 2];
                    const bool sameCode = !ours.empty() && !g.empty() && ours[0] == g[0];
                    std::cout << (sameCode ? (ours == g ? "same " : "move ") : "CODE ") << l.file << ":" << p.line << " "
                              << questions[i] << "  ours: " << ours << " (" << reader.nodes() << " nodes)  gnugo: " << g << " (" << gNodes << " nodes)\n";
                }
            }
        return 0;
    }
    if (mode == "heavy") {
        // The costliest attack/defend questions of the benchmark workload.
        struct Row { std::uint64_t nodes; std::string text; };
        std::vector<Row> rows;
        for (const Loaded& l : all)
            for (const Problem& p : l.problems)
                for (Point t : stringPoints(p.position.board())) {
                    for (int k = 0; k < 2; ++k) {
                        reader.clearCache();
                        reader.resetNodes();
                        const ReadResult r = k == 0 ? reader.attack(p.position, t) : reader.defend(p.position, t);
                        rows.push_back({reader.nodes(), l.file + ":" + std::to_string(p.line) + " " + (k ? "defend " : "attack ")
                                            + toGtp(p.position.board(), t) + " -> " + formatAnswer(p.position.board(), r)});
                    }
                }
        std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.nodes > b.nodes; });
        std::uint64_t sum = 0;
        for (const Row& r : rows)
            sum += r.nodes;
        std::cout << rows.size() << " questions, " << sum << " nodes\n";
        for (std::size_t i = 0; i < rows.size() && i < 25; ++i)
            std::cout << rows[i].nodes << "  " << rows[i].text << "\n";
        return 0;
    }
    int total = 0;
    int ok = 0;
    int gnugoAgrees = 0;
    for (const Loaded& l : all) {
        for (const Problem& p : l.problems) {
            std::vector<std::string> gnugo;
            if (mode == "oracle" || mode == "gtp") {
                // One answer per command; remember which answers matter.
                std::string script = gtpSetup(p);
                int commands = 0;
                for (char ch : script)
                    commands += ch == '\n';
                std::vector<int> wanted;
                for (const auto& q : p.questions) {
                    if (q.kind == ProblemQuestion::Cut) {
                        // GNU Go has no such command: play the cut, ask
                        // whether the cutting stone can be captured, undo.
                        const std::string v = toGtp(p.position.board(), q.a);
                        script += std::string("play ") + (q.cutter == Black ? "black " : "white ") + v + "\n";
                        script += "attack " + v + "\nundo\n";
                        wanted.push_back(commands + 1);
                        commands += 3;
                    } else {
                        script += gtpQuestion(p, q) + "\n";
                        wanted.push_back(commands);
                        commands += 1;
                    }
                }
                if (mode == "gtp") {
                    std::cout << "# " << l.file << ":" << p.line << " " << p.title << "\n" << script;
                    continue;
                }
                const auto answers = runGnugo(script);
                for (int w : wanted)
                    gnugo.push_back(w < static_cast<int>(answers.size()) ? answers[w] : "?");
            }
            for (std::size_t i = 0; i < p.questions.size(); ++i) {
                const ProblemQuestion& q = p.questions[i];
                reader.clearCache();
                reader.resetNodes();
                const auto t0 = std::chrono::steady_clock::now();
                const ReadResult r = ask(reader, p, q);
                const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
                const bool good = accepts(q, r);
                ++total;
                ok += good;
                const std::string ours = formatAnswer(p.position.board(), r);
                std::string line = std::string(good ? "ok  " : "FAIL") + " " + l.file + ":" + std::to_string(q.line)
                    + " [" + p.title + "] " + q.text + "  ours: " + ours + "  (" + std::to_string(reader.nodes())
                    + " nodes, " + std::to_string(ms) + " ms)";
                if (!gnugo.empty()) {
                    const std::string& g = gnugo[i];
                    bool gGood = true;
                    {
                        ReadResult gr;
                        std::istringstream in(g);
                        std::string code, move;
                        in >> gr.code >> move;
                        if (!move.empty() && move != "PASS") {
                            auto v = parseGtp(p.position.board(), move);
                            gr.move = v ? *v : kNoPoint;
                        }
                        // GNU Go names a move even where none is needed.
                        gGood = accepts(q, gr)
                            || (q.noMove && std::find(q.codes.begin(), q.codes.end(), gr.code) != q.codes.end());
                        line += "  gnugo: " + g + (gGood ? "" : " (DIFFERS)");
                    }
                    gnugoAgrees += gGood;
                }
                std::cout << line << "\n";
            }
        }
    }
    if (mode != "gtp") {
        std::cout << ok << "/" << total << " answered as expected";
        if (mode == "oracle")
            std::cout << "; GNU Go agrees with " << gnugoAgrees << "/" << total;
        std::cout << "\n";
    }
    return ok == total ? 0 : 1;
}
