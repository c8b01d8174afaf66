// The evaluation over GTP: GNU Go's analysis commands (dragon_status,
// same_dragon, dragon_stones, worm_stones, unconditional_status, eval_eye,
// estimate_score) on diagrams of our own, their errors, and the irodori-
// overlays that gogui-analyze_commands advertises, each reply checked
// against GoGui's syntax for its type.
#include "protocol/gtp_analysis.h"
#include "protocol/gtp_engine.h"

#include "core/coords.h"
#include "core/diagram.h"
#include "corner_positions.h"

#include <QRegularExpression>
#include <QtTest>

#include <random>
#include <set>
#include <sstream>

using namespace irodori;
using irodori::gtp::GtpEngine;

namespace {

std::string ok(GtpEngine& engine, const std::string& line)
{
    const std::string r = engine.execute(line);
    if (r.size() < 4 || r.compare(0, 2, "= ") != 0 || r.compare(r.size() - 2, 2, "\n\n") != 0
        || r.find("\n\n") != r.size() - 2) {
        qWarning("'%s' answered '%s'", line.c_str(), r.c_str());
        return "<failed>";
    }
    return r.substr(2, r.size() - 4);
}

std::string err(GtpEngine& engine, const std::string& line)
{
    const std::string r = engine.execute(line);
    if (r.size() < 4 || r.compare(0, 2, "? ") != 0 || r.compare(r.size() - 2, 2, "\n\n") != 0) {
        qWarning("'%s' answered '%s'", line.c_str(), r.c_str());
        return "<succeeded>";
    }
    return r.substr(2, r.size() - 4);
}

void setBoard(GtpEngine& e, const char* diagram, Color toMove = Black, double komi = 6.5)
{
    std::string error;
    const auto b = parseDiagram(diagram, &error);
    QVERIFY2(b.has_value(), error.c_str());
    Rules rules;
    rules.komi = komi;
    e.setPosition(Position(*b, toMove, rules));
}

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

std::vector<std::string> words(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

// A black group alive with two eyes, a dead white stone in its territory,
// a white wall, and two black stones a kosumi apart.
const char* kAliveAndDead =
    ". X . X O . . . .\n"
    "X X X X O . . . .\n"
    ". O . X O . . . .\n"
    "X X X X O . . . .\n"
    "O O O O O . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . X . .\n"
    ". . . . . X . . .\n"
    ". . . . . . . . .\n";

// A straight three in the corner: the vital point B1 decides (seed 001).
const char* kStraightThree =
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    "O O O O O . . . .\n"
    "X X X X O . . . .\n"
    ". . . X O . . . .\n";

// A middle game on 9x9 with groups of every kind for the overlays.
const char* kMiddleGame =
    ". . O X . X . . .\n"
    ". O O X X . X O .\n"
    ". . O O X X O . .\n"
    ". O X X O O O . .\n"
    ". O X . X O . X .\n"
    "O X . X . X X O .\n"
    ". O X . . . O O .\n"
    ". O X . X O . . .\n"
    ". . . X . . . . .\n";

bool isVertex(const Board& b, const std::string& w)
{
    const auto p = parseGtp(b, w);
    return p && *p != kPass;
}

} // namespace

class TestGtpDragon : public QObject {
    Q_OBJECT

private slots:
    void registered()
    {
        GtpEngine e;
        for (const char* name : {"dragon_status", "same_dragon", "dragon_stones", "worm_stones",
                                 "unconditional_status", "eval_eye", "estimate_score", "irodori-worms",
                                 "irodori-links", "irodori-territory", "irodori-potential_aya",
                                 "irodori-potential_charge", "irodori-safety", "irodori-safety_colors",
                                 "irodori-eyes", "irodori-unconditional", "irodori-why", "owl_does_attack",
                                 "owl_does_defend"})
            QVERIFY2(e.knownCommand(name), name);
    }

    void unconditionalStatus()
    {
        GtpEngine e;
        setBoard(e, kAliveAndDead);
        QCOMPARE(QString::fromStdString(ok(e, "unconditional_status A9")), QString("black_territory"));
        QCOMPARE(QString::fromStdString(ok(e, "unconditional_status B9")), QString("alive"));
        QCOMPARE(QString::fromStdString(ok(e, "unconditional_status B7")), QString("dead"));
        QCOMPARE(QString::fromStdString(ok(e, "unconditional_status C7")), QString("black_territory"));
        QCOMPARE(QString::fromStdString(ok(e, "unconditional_status E9")), QString("undecided"));
        QCOMPARE(QString::fromStdString(ok(e, "unconditional_status J1")), QString("undecided"));
        QCOMPARE(QString::fromStdString(ok(e, "unconditional_status g3")), QString("undecided"));
        // A white group with two eyes in the corner: its eyes are white_territory.
        setBoard(e, ". O . O X\n"
                    "O O O O X\n"
                    "X X X X X\n"
                    ". . . . .\n"
                    ". . . . .\n");
        QCOMPARE(QString::fromStdString(ok(e, "unconditional_status A5")), QString("white_territory"));
        QCOMPARE(QString::fromStdString(ok(e, "unconditional_status B4")), QString("alive"));
        QCOMPARE(QString::fromStdString(ok(e, "unconditional_status A3")), QString("undecided"));
    }

    void dragonStatus()
    {
        GtpEngine e;
        setBoard(e, kAliveAndDead);
        QCOMPARE(QString::fromStdString(ok(e, "dragon_status B9")), QString("alive"));
        QCOMPARE(QString::fromStdString(ok(e, "dragon_status D6")), QString("alive"));
        QCOMPARE(QString::fromStdString(ok(e, "dragon_status B7")), QString("dead"));
        // Without a vertex: one line per dragon, named by its first stone
        // from the top-left, in that order.
        const std::vector<std::string> all = lines(ok(e, "dragon_status"));
        QVERIFY(all.size() >= 4);
        std::set<std::string> names;
        for (const std::string& line : all) {
            QVERIFY2(QRegularExpression("^[A-HJ-T][0-9]+: (alive|dead|unknown|critical [A-HJ-T][0-9]+ [A-HJ-T][0-9]+)$")
                         .match(QString::fromStdString(line))
                         .hasMatch(),
                     line.c_str());
            names.insert(line.substr(0, line.find(':')));
        }
        QCOMPARE(names.size(), all.size());
        QCOMPARE(all.front().substr(0, 4), std::string("B9: "));
        QVERIFY(std::find(all.begin(), all.end(), "B7: dead") != all.end());
    }

    void critical()
    {
        GtpEngine e;
        setBoard(e, kStraightThree);
        QCOMPARE(QString::fromStdString(ok(e, "dragon_status A2")), QString("critical B1 B1"));
        QCOMPARE(QString::fromStdString(ok(e, "dragon_status E1")), QString("alive"));
        QCOMPARE(QString::fromStdString(ok(e, "eval_eye A1")), QString("1 2 B1 B1"));
        QCOMPARE(QString::fromStdString(ok(e, "eval_eye C1")), QString("1 2 B1 B1"));
    }

    // Black's pair inside White's corner: the eye count gives White two
    // eyes and the pair up, but Black's D2 kills White, who dies whoever
    // moves first; so the pair lives (exact reading of the corner). Asked
    // for the pair first, the group around it is read on the way.
    void pairLivesWhenTheCornerAroundItDies()
    {
        GtpEngine e;
        setBoard(e, irodori::testing::kRabbitySixCornerBeforeD2);
        QCOMPARE(QString::fromStdString(ok(e, "dragon_status E2")), QString("alive"));
        QCOMPARE(QString::fromStdString(ok(e, "dragon_status D4")), QString("dead"));
    }

    void owlDoesAttackAndDefend()
    {
        // The straight three (直三): its middle point kills or saves.
        GtpEngine e;
        setBoard(e, kStraightThree);
        QCOMPARE(QString::fromStdString(ok(e, "owl_does_attack B1 A2")), QString("1"));
        QCOMPARE(QString::fromStdString(ok(e, "owl_does_attack A1 A2")), QString("0"));
        QCOMPARE(QString::fromStdString(ok(e, "owl_does_defend B1 A2")), QString("1"));
        QCOMPARE(QString::fromStdString(ok(e, "owl_does_defend C1 A2")), QString("0"));
        QVERIFY(err(e, "owl_does_attack D1 A2").rfind("illegal move", 0) == 0);
        QVERIFY(err(e, "owl_does_attack B1").find("usage") != std::string::npos);
        QVERIFY(err(e, "owl_does_defend B1 F5").find("stone") != std::string::npos);
        QCOMPARE(e.position().board().stoneCount(Black), 5); // nothing was played
    }

    // dragonCritical asks group reading: the straight three (直三) is
    // critical at its middle point, the wall beside it is not critical.
    void criticalFunction()
    {
        GtpEngine e;
        setBoard(e, kStraightThree);
        gtp::AnalysisCache cache;
        const Position& pos = e.position();
        const analysis::Analysis& a = cache.of(pos);
        const int black = a.groupIndexAt(pos.board().at(0, 7));
        const int white = a.groupIndexAt(pos.board().at(4, 7));
        const auto c = gtp::dragonCritical(cache, pos, black);
        QVERIFY(c.has_value());
        QCOMPARE(c->first, pos.board().at(1, 8));
        QCOMPARE(c->second, pos.board().at(1, 8));
        QVERIFY(!gtp::dragonCritical(cache, pos, white).has_value());
        QVERIFY(!gtp::dragonCritical(cache, pos, 99).has_value());
        QVERIFY(!gtp::dragonCritical(cache, pos, -1).has_value());
        QCOMPARE(static_cast<int>(cache.reading(pos, black).verdict),
                 static_cast<int>(analysis::GroupReading::Verdict::Critical));
    }

    void sameDragonAndStones()
    {
        GtpEngine e;
        setBoard(e, kAliveAndDead);
        QCOMPARE(QString::fromStdString(ok(e, "same_dragon B9 D6")), QString("1"));
        QCOMPARE(QString::fromStdString(ok(e, "same_dragon B9 E9")), QString("0"));
        QCOMPARE(QString::fromStdString(ok(e, "same_dragon B9 B7")), QString("0"));
        QCOMPARE(QString::fromStdString(ok(e, "same_dragon G3 F2")), QString("1")); // kosumi
        QCOMPARE(QString::fromStdString(ok(e, "same_dragon G3 G3")), QString("1"));
        QCOMPARE(QString::fromStdString(ok(e, "worm_stones G3")), QString("G3"));
        QCOMPARE(QString::fromStdString(ok(e, "dragon_stones G3")), QString("G3 F2"));
        QCOMPARE(QString::fromStdString(ok(e, "worm_stones B7")), QString("B7"));
        QCOMPARE(QString::fromStdString(ok(e, "worm_stones A8")), QString("B9 D9 A8 B8 C8 D8 D7 A6 B6 C6 D6"));
        // dragon_stones B9 holds every stone of the living black group.
        const std::vector<std::string> group = words(ok(e, "dragon_stones B9"));
        for (const char* v : {"B9", "D9", "A8", "D6"})
            QVERIFY2(std::find(group.begin(), group.end(), v) != group.end(), v);
        // Without a vertex: every stone once.
        for (const char* command : {"dragon_stones", "worm_stones"}) {
            std::vector<std::string> all = words(ok(e, command));
            const std::size_t n = all.size();
            std::sort(all.begin(), all.end());
            all.erase(std::unique(all.begin(), all.end()), all.end());
            QCOMPARE(all.size(), n);
            const Board& b = e.position().board();
            QCOMPARE(static_cast<int>(n), b.stoneCount(Black) + b.stoneCount(White));
        }
        QCOMPARE(lines(ok(e, "worm_stones")).size(), std::size_t(5));
    }

    void evalEye()
    {
        GtpEngine e;
        setBoard(e, kAliveAndDead);
        QCOMPARE(QString::fromStdString(ok(e, "eval_eye A9")), QString("1 1"));
        QCOMPARE(QString::fromStdString(ok(e, "eval_eye B9")), QString("-1")); // a living stone
        QCOMPARE(QString::fromStdString(ok(e, "eval_eye E5")), QString("-1")); // open, nobody's
    }

    void estimateScore()
    {
        GtpEngine e;
        const QRegularExpression format("^([WB])\\+([0-9]+\\.[0-9]) \\(upper bound: (-?[0-9]+\\.[0-9]), lower: "
                                        "(-?[0-9]+\\.[0-9])\\)$");
        // The empty board: komi only.
        e.newGame(9);
        e.setKomi(6.5);
        QCOMPARE(QString::fromStdString(ok(e, "estimate_score")), QString("W+6.5 (upper bound: 6.5, lower: 6.5)"));
        // Both sides alive with two eyes and more, nothing open: the count
        // is exact (White 10 points, Black 3, komi 0.5).
        setBoard(e, "X X X X X X X\n"
                    "X . X . X . X\n"
                    "X X X X X X X\n"
                    "O O O O O O O\n"
                    "O . O . O . O\n"
                    "O O O O O O O\n"
                    ". . . . . . .\n",
                 Black, 0.5);
        QCOMPARE(QString::fromStdString(ok(e, "estimate_score")), QString("W+7.5 (upper bound: 7.5, lower: 7.5)"));
        setBoard(e, kMiddleGame);
        const auto m = format.match(QString::fromStdString(ok(e, "estimate_score")));
        QVERIFY(m.hasMatch());
        const double score = (m.captured(1) == "W" ? 1 : -1) * m.captured(2).toDouble();
        QVERIFY(m.captured(3).toDouble() >= score);
        QVERIFY(m.captured(4).toDouble() <= score);
    }

    void emptyBoard()
    {
        GtpEngine e;
        e.newGame(19);
        QCOMPARE(ok(e, "dragon_status"), std::string());
        QCOMPARE(ok(e, "dragon_stones"), std::string());
        QCOMPARE(ok(e, "worm_stones"), std::string());
        QCOMPARE(QString::fromStdString(ok(e, "unconditional_status K10")), QString("undecided"));
        QCOMPARE(QString::fromStdString(ok(e, "eval_eye K10")), QString("-1"));
        for (const char* command : {"dragon_status K10", "same_dragon K10 K11", "dragon_stones K10", "worm_stones K10",
                                    "irodori-why K10"})
            QVERIFY2(err(e, command).find("empty") != std::string::npos, command);
        const QRegularExpression format("^W\\+[0-9]+\\.[0-9] \\(upper bound: [0-9.-]+, lower: [0-9.-]+\\)$");
        QVERIFY(format.match(QString::fromStdString(ok(e, "estimate_score"))).hasMatch());
    }

    void malformed()
    {
        GtpEngine e;
        setBoard(e, kAliveAndDead);
        const char* bad[] = {
            "dragon_status pass", "dragon_status Z99", "dragon_status K5", "dragon_status I5", "dragon_status xyz",
            "dragon_status B9 D9", "same_dragon", "same_dragon B9", "same_dragon B9 pass", "same_dragon B9 Z1",
            "same_dragon B9 D9 A8", "dragon_stones pass", "dragon_stones T19", "dragon_stones B9 B9",
            "worm_stones pass", "worm_stones A10", "worm_stones 12", "unconditional_status",
            "unconditional_status pass", "unconditional_status J10", "unconditional_status A1 A2",
            "unconditional_status -", "eval_eye", "eval_eye pass", "eval_eye K1", "eval_eye A1 A2",
            "estimate_score now", "irodori-why", "irodori-why pass", "irodori-why Z9", "irodori-why B9 B9",
            "irodori-worms 1", "irodori-links x", "irodori-territory B9", "irodori-potential_aya 2",
            "irodori-potential_charge a", "irodori-safety B9", "irodori-safety_colors B9", "irodori-eyes B9",
            "irodori-unconditional B9"};
        for (const char* line : bad) {
            const std::string message = err(e, line);
            QVERIFY2(message != "<succeeded>" && !message.empty(), line);
        }
    }

    void why()
    {
        GtpEngine e;
        setBoard(e, kStraightThree);
        const std::vector<std::string> text = lines(ok(e, "irodori-why A2"));
        QVERIFY(text.size() >= 3);
        QVERIFY2(text[0].rfind("Black group at A2: unsettled, safety ", 0) == 0, text[0].c_str());
        bool step17 = false;
        for (const std::string& line : text)
            step17 = step17 || line.rfind("step 17", 0) == 0;
        QVERIFY(step17);
        // The group reading's word comes last, after the static steps.
        QVERIFY2(text.back().rfind("group reading: critical - White kills it at B1, Black saves it at B1 (", 0) == 0,
                 text.back().c_str());
        // A stone in a ladder: its line each way, before the group reading.
        ok(e, "clear_board");
        for (const char* m : {"play b c4", "play w d4", "play b d3", "play b e3"})
            ok(e, m);
        const std::vector<std::string> ladder = lines(ok(e, "irodori-why D4"));
        QVERIFY(std::find(ladder.begin(), ladder.end(),
                          "line of D4, Black first: D5 E4 F4 E5 E6 F5 G5 F6 F7 G6 H6 G7 G8 H7 H8 J7 J6 J8 J9 captured")
                != ladder.end());
        QVERIFY(std::find(ladder.begin(), ladder.end(), "line of D4, White first: D5 escapes") != ladder.end());
    }

    // Every advertised analyze command, run on a middle game (%p = a stone),
    // answers in the syntax of its GoGui type.
    void goguiSyntax()
    {
        GtpEngine e;
        setBoard(e, kMiddleGame);
        const Board& b = e.position().board();
        const std::vector<std::string> entries = lines(ok(e, "gogui-analyze_commands"));
        const std::set<std::string> types = {"none",   "string", "hstring", "hpstring", "sboard", "bwboard",
                                             "dboard", "cboard", "gfx",     "plist",    "pstring", "var",
                                             "varp",   "varpo"};
        const std::set<std::string> gfxCommands = {"BLACK", "WHITE",  "CIRCLE", "SQUARE", "TRIANGLE", "MARK",
                                                   "LABEL", "COLOR", "INFLUENCE", "VAR", "TEXT", "CLEAR"};
        int irodori = 0;
        for (const std::string& entry : entries) {
            const std::size_t a = entry.find('/'), c = entry.find('/', a + 1);
            QVERIFY2(a != std::string::npos && c != std::string::npos, entry.c_str());
            const std::string type = entry.substr(0, a), command = entry.substr(c + 1);
            QVERIFY2(types.count(type), entry.c_str());
            std::string line = command;
            if (const std::size_t at = line.find("%p"); at != std::string::npos)
                line.replace(at, 2, "C5");
            if (command.rfind("irodori-", 0) == 0 || command.find("dragon") != std::string::npos)
                ++irodori;
            const std::string reply = ok(e, line);
            QVERIFY2(reply != "<failed>", line.c_str());
            const std::vector<std::string> rows = lines(reply);
            if (type == "sboard" || type == "bwboard" || type == "dboard") {
                QCOMPARE(static_cast<int>(rows.size()), b.size());
                for (const std::string& row : rows) {
                    const std::vector<std::string> w = words(row);
                    QCOMPARE(static_cast<int>(w.size()), b.size());
                    for (const std::string& word : w) {
                        if (type == "bwboard")
                            QVERIFY2(word == "B" || word == "W" || word == "E", line.c_str());
                        if (type == "dboard") {
                            bool isNumber = false;
                            const double v = QString::fromStdString(word).toDouble(&isNumber);
                            QVERIFY2(isNumber && v >= -1 && v <= 1, line.c_str());
                        }
                    }
                }
            } else if (type == "plist" || type.rfind("var", 0) == 0) {
                for (const std::string& w : words(reply))
                    QVERIFY2(isVertex(b, w), line.c_str());
            } else if (type == "gfx") {
                QVERIFY2(!rows.empty(), line.c_str());
                for (const std::string& row : rows) {
                    const std::vector<std::string> w = words(row);
                    QVERIFY2(!w.empty() && gfxCommands.count(w[0]), row.c_str());
                    if (w[0] == "TEXT")
                        continue;
                    if (w[0] == "LABEL") {
                        QCOMPARE(w.size(), std::size_t(3));
                        QVERIFY2(isVertex(b, w[1]), row.c_str());
                    } else if (w[0] == "COLOR") {
                        QVERIFY2(w.size() >= 3, row.c_str());
                        QVERIFY2(QRegularExpression("^#[0-9a-f]{6}$").match(QString::fromStdString(w[1])).hasMatch(),
                                 row.c_str());
                        for (std::size_t i = 2; i < w.size(); ++i)
                            QVERIFY2(isVertex(b, w[i]), row.c_str());
                    } else {
                        QVERIFY2(w.size() >= 2, row.c_str());
                        for (std::size_t i = 1; i < w.size(); ++i)
                            QVERIFY2(isVertex(b, w[i]), row.c_str());
                    }
                }
            }
        }
        QVERIFY(irodori >= 12);
    }

    // The overlays show what the analysis holds.
    void layersContent()
    {
        GtpEngine e;
        setBoard(e, kAliveAndDead);
        const std::vector<std::string> territory = lines(ok(e, "irodori-territory"));
        QCOMPARE(words(territory[0])[0], std::string("B")); // A9, an eye
        QCOMPARE(words(territory[2])[1], std::string("B")); // B7, a dead white stone
        const std::vector<std::string> safety = lines(ok(e, "irodori-safety"));
        QCOMPARE(words(safety[0])[0], std::string("\"\""));
        QCOMPARE(words(safety[0])[1], std::string("100"));
        const std::vector<std::string> worms = lines(ok(e, "irodori-worms"));
        QCOMPARE(words(worms[0])[1], std::string("1"));
        const std::string unconditional = ok(e, "irodori-unconditional");
        QVERIFY(unconditional.find("MARK B7") != std::string::npos);
        QVERIFY(unconditional.find("BLACK A9 C9 A7 C7") != std::string::npos);
        const std::string eyes = ok(e, "irodori-eyes");
        QVERIFY2(eyes.find("LABEL A9 1") != std::string::npos, eyes.c_str());
        const std::string links = ok(e, "irodori-links");
        QVERIFY2(links.find("LABEL F3 K") != std::string::npos || links.find("LABEL G2 K") != std::string::npos,
                 links.c_str());
        setBoard(e, kStraightThree);
        const std::string eyes3 = ok(e, "irodori-eyes");
        QVERIFY2(eyes3.find("CIRCLE B1") != std::string::npos, eyes3.c_str());
        QVERIFY2(eyes3.find("LABEL A1 1.5") != std::string::npos, eyes3.c_str());
    }
};

QTEST_GUILESS_MAIN(TestGtpDragon)
#include "test_gtp_dragon.moc"
