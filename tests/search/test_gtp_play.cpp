// Playing over GTP through the engine API: genmove plays a legal move and
// records it, reg_genmove only answers, kgs-genmove_cleanup takes the dead
// stones off before it passes, the time commands set the budget,
// final_score and final_status_list agree with the evaluation, the engine
// settings commands check their arguments.
#include "search_helpers.h"

#include "protocol/gtp_engine.h"

#include <QtTest>

using namespace irodori;
using namespace irodori::testing;

namespace {

// The text of a successful answer ("= text\n\n" -> "text"); fails the test
// on an error answer.
std::string ok(gtp::GtpEngine& e, const std::string& command)
{
    const std::string r = e.execute(command);
    if (r.size() < 2 || r[0] != '=') {
        QTest::qFail(("'" + command + "' answered '" + r + "'").c_str(), __FILE__, __LINE__);
        return {};
    }
    std::string text = r.substr(1);
    while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
        text.pop_back();
    while (!text.empty() && text.front() == ' ')
        text.erase(text.begin());
    return text;
}

bool refused(gtp::GtpEngine& e, const std::string& command)
{
    const std::string r = e.execute(command);
    return !r.empty() && r[0] == '?';
}

void load(gtp::GtpEngine& e, const char* file, Color toMove)
{
    e.setPosition(diagramPosition(dataDiagram(file).c_str(), toMove, e.komi()));
}

// The finished 9x9 game of tests/data/search (komi 6.5, Black to move) at
// a low level with a fixed node budget: the same answers every run.
void loadFinishedGame(gtp::GtpEngine& e)
{
    ok(e, "boardsize 9");
    ok(e, "komi 6.5");
    ok(e, "irodori-level 2");
    ok(e, "irodori-fixed_nodes on");
    load(e, "finished.txt", Black);
}

} // namespace

class TestGtpPlay : public QObject {
    Q_OBJECT

private slots:
    void commandsAreListed()
    {
        gtp::GtpEngine e;
        for (const char* c : {"genmove", "reg_genmove", "kgs-genmove_cleanup", "final_score", "final_status_list", "irodori-level",
                              "irodori-resign", "irodori-rules", "irodori-candidates", "irodori-search_info"})
            QVERIFY2(e.knownCommand(c), c);
    }

    void genmovePlaysALegalMove()
    {
        gtp::GtpEngine e;
        ok(e, "boardsize 9");
        ok(e, "clear_board");
        ok(e, "irodori-level 1");
        ok(e, "irodori-fixed_nodes on");
        const std::string v = ok(e, "genmove black");
        QVERIFY(v != "PASS" && v != "resign");
        QCOMPARE(e.position().moveNumber(), 1);
        QCOMPARE(e.position().toMove(), White);
        QCOMPARE(ok(e, "last_move"), "black " + v);
        // White answers, on another point.
        const std::string w = ok(e, "genmove w");
        QVERIFY(w != v && w != "PASS");
        QCOMPARE(e.position().moveNumber(), 2);
        const std::string info = ok(e, "irodori-search_info");
        QVERIFY2(info.rfind("mcts playouts ", 0) == 0 || info.rfind("depth ", 0) == 0, info.c_str());
    }

    void regGenmoveDoesNotPlay()
    {
        gtp::GtpEngine e;
        ok(e, "boardsize 9");
        ok(e, "irodori-level 1");
        ok(e, "irodori-fixed_nodes on");
        const std::string v = ok(e, "reg_genmove b");
        QVERIFY(!v.empty());
        QCOMPARE(e.position().moveNumber(), 0);
        // With a fixed node budget and seed the answer repeats.
        QCOMPARE(ok(e, "reg_genmove b"), v);
    }

    void badArgumentsAreRefused()
    {
        gtp::GtpEngine e;
        QVERIFY(refused(e, "genmove"));
        QVERIFY(refused(e, "genmove purple"));
        QVERIFY(refused(e, "final_status_list"));
        QVERIFY(refused(e, "final_status_list undead"));
        QVERIFY(refused(e, "irodori-level 0"));
        QVERIFY(refused(e, "irodori-level 11"));
        QVERIFY(refused(e, "irodori-level x"));
        QVERIFY(refused(e, "irodori-resign maybe"));
        QVERIFY(refused(e, "irodori-rules ing"));
        QVERIFY(refused(e, "final_score now"));
        QCOMPARE(ok(e, "irodori-level"), std::string("7"));
        ok(e, "irodori-level 3");
        QCOMPARE(ok(e, "irodori-level"), std::string("3"));
    }

    void timeSettingsLimitTheBudget()
    {
        gtp::GtpEngine e;
        ok(e, "boardsize 9");
        ok(e, "irodori-level 10");
        ok(e, "time_settings 0 1 1"); // one stone per second
        ok(e, "reg_genmove b");
        const std::string info = ok(e, "irodori-search_info");
        const auto at = info.find("budget ");
        QVERIFY(at != std::string::npos);
        const double budget = std::stod(info.substr(at + 7));
        QVERIFY2(budget > 0.3 && budget < 1.0, info.c_str());
        // time_left of two seconds in the main time, no byo-yomi: a share of it.
        ok(e, "time_settings 60 0 0");
        ok(e, "time_left b 2 0");
        ok(e, "reg_genmove b");
        const std::string info2 = ok(e, "irodori-search_info");
        QVERIFY2(std::stod(info2.substr(info2.find("budget ") + 7)) <= 1.0, info2.c_str());
    }

    void passesAndCountsAFinishedGame()
    {
        gtp::GtpEngine e;
        loadFinishedGame(e);
        QCOMPARE(ok(e, "genmove b"), std::string("PASS"));
        QCOMPARE(ok(e, "genmove w"), std::string("PASS"));
        QCOMPARE(ok(e, "final_score"), std::string("B+0.5"));
        // One string per line, from the top-left.
        QCOMPARE(ok(e, "final_status_list dead"), std::string("B7\nA6\nC6 C5 C4 D4"));
        QCOMPARE(ok(e, "final_status_list seki"), std::string());
        const std::string alive = ok(e, "final_status_list alive");
        QVERIFY(alive.find("E9") != std::string::npos && alive.find("F9") != std::string::npos);
        QVERIFY(alive.find("B7") == std::string::npos);
        // Chinese counting: 45 points of Black's against 36 of White's.
        ok(e, "irodori-rules chinese");
        QCOMPARE(ok(e, "irodori-rules"), std::string("chinese"));
        QCOMPARE(ok(e, "final_score"), std::string("B+0.5"));
    }

    // lz-analyze through execute(): one report of the Monte-Carlo search,
    // the most visited move first with its line.
    void lzAnalyzeReportsOnce()
    {
        gtp::GtpEngine e;
        QVERIFY(e.knownCommand("lz-analyze"));
        ok(e, "boardsize 9");
        ok(e, "play b e5");
        const std::string report = ok(e, "lz-analyze 5");
        QVERIFY2(report.rfind("info move ", 0) == 0, report.c_str());
        QVERIFY(report.find('\n') == std::string::npos); // one line
        QVERIFY(report.find(" visits ") != std::string::npos && report.find(" winrate ") != std::string::npos);
        QVERIFY(report.find(" order 0 pv ") != std::string::npos);
        QVERIFY(report.find("info move E5 ") == std::string::npos); // occupied
        QVERIFY(!ok(e, "lz-analyze b interval 5").empty());
        QVERIFY(refused(e, "lz-analyze 0"));
        QVERIFY(refused(e, "lz-analyze purple"));
        QVERIFY(refused(e, "lz-analyze b w 10"));
        // The board is as it was: analysis plays nothing.
        QCOMPARE(e.position().moveNumber(), 1);
    }

    // kgs-rules: Japanese rules count territory; Chinese, AGA and New
    // Zealand rules count area and forbid an earlier position again; New
    // Zealand rules allow suicide. kgs-game_over is acknowledged.
    void kgsRules()
    {
        gtp::GtpEngine e;
        QVERIFY(refused(e, "kgs-rules"));
        QVERIFY(refused(e, "kgs-rules ing"));
        QVERIFY(refused(e, "kgs-rules japanese chinese"));
        ok(e, "kgs-rules chinese");
        QCOMPARE(ok(e, "irodori-rules"), std::string("chinese"));
        QVERIFY(e.position().rules().positionalSuperko);
        ok(e, "kgs-rules Japanese");
        QCOMPARE(ok(e, "irodori-rules"), std::string("japanese"));
        QVERIFY(!e.position().rules().positionalSuperko);
        // X A1 beside X B1, O A2 B2 C1 around them: a suicide of two
        // stones, allowed only under New Zealand rules, where it takes them
        // off at once. (One stone's suicide would bring back the position
        // before it, which superko forbids.)
        ok(e, "boardsize 5");
        ok(e, "clear_board");
        for (const char* m : {"play w a2", "play w b2", "play w c1", "play b b1"})
            ok(e, m);
        QVERIFY(refused(e, "play b a1"));
        ok(e, "kgs-rules new_zealand");
        QCOMPARE(ok(e, "irodori-rules"), std::string("chinese"));
        ok(e, "play w e5");
        ok(e, "play b a1");
        const Board& b = e.position().board();
        QCOMPARE(b.color(b.at(0, 4)), Empty);
        QCOMPARE(b.color(b.at(1, 4)), Empty);
        ok(e, "kgs-rules aga");
        QVERIFY(!e.position().rules().suicideAllowed);
        // The rules stay for the next game.
        ok(e, "clear_board");
        QCOMPARE(ok(e, "irodori-rules"), std::string("chinese"));
        QCOMPARE(ok(e, "kgs-game_over"), std::string());
    }

    void cleanupCapturesTheDeadStonesBeforePassing()
    {
        gtp::GtpEngine e;
        loadFinishedGame(e);
        ok(e, "irodori-rules chinese"); // KGS cleans up under area counting
        QVERIFY(e.knownCommand("kgs-genmove_cleanup"));
        QVERIFY(refused(e, "kgs-genmove_cleanup"));
        QVERIFY(refused(e, "kgs-genmove_cleanup purple"));
        // genmove passes here; in the clean-up phase Black takes White's
        // six dead stones off the board first, each move on a liberty of
        // one of them, and White (nothing of Black's is dead) passes.
        QCOMPARE(ok(e, "reg_genmove b"), std::string("PASS"));
        int blackMoves = 0;
        bool passed[3] = {false, false, false};
        for (int turn = 0; turn < 40 && !(passed[Black] && passed[White]); ++turn) {
            const Color c = turn % 2 == 0 ? Black : White;
            const std::string dead = ok(e, "final_status_list dead");
            const std::string v = ok(e, c == Black ? "kgs-genmove_cleanup b" : "kgs-genmove_cleanup w");
            passed[c] = v == "PASS";
            if (c == White) {
                QCOMPARE(v, std::string("PASS"));
                continue;
            }
            if (passed[Black]) {
                QCOMPARE(dead, std::string());
                continue;
            }
            ++blackMoves;
            QVERIFY2(!dead.empty(), v.c_str());
            QCOMPARE(ok(e, "last_move"), "black " + v);
        }
        QVERIFY(passed[Black] && passed[White]);
        QCOMPARE(ok(e, "captures black"), std::string("6"));
        QVERIFY2(blackMoves >= 4 && blackMoves <= 8, std::to_string(blackMoves).c_str());
        QCOMPARE(ok(e, "final_status_list dead"), std::string());
        // Counted by area, filling one's own area costs nothing: the score
        // is the one before the clean-up.
        QCOMPARE(ok(e, "final_score"), std::string("B+0.5"));
    }

    void newGameAfterClearBoard()
    {
        gtp::GtpEngine e;
        ok(e, "boardsize 9");
        ok(e, "irodori-level 1");
        ok(e, "irodori-fixed_nodes on");
        const std::string first = ok(e, "genmove b");
        ok(e, "genmove w");
        ok(e, "clear_board");
        QCOMPARE(e.position().moveNumber(), 0);
        QCOMPARE(ok(e, "genmove b"), first);
        QVERIFY(refused(e, "irodori-engine fast"));
        ok(e, "irodori-engine classic");
        QCOMPARE(ok(e, "irodori-engine"), std::string("classic"));
        QVERIFY(!ok(e, "genmove w").empty());
    }
};

QTEST_GUILESS_MAIN(TestGtpPlay)
#include "test_gtp_play.moc"
