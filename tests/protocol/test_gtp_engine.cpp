// GTP 2 conformance of the engine front end, in process: framing, ids,
// error replies, vertex parsing, board sizes, handicap, undo, time control.
#include "protocol/gtp_engine.h"

#include "core/coords.h"
#include "irodori/version.h"

#include <QDir>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QtTest>

#include <random>
#include <set>
#include <sstream>

using namespace irodori;
using irodori::gtp::GtpEngine;

namespace {

std::string exec(GtpEngine& engine, const std::string& line) { return engine.execute(line); }

// The body of a successful answer ("= body\n\n" -> "body"); fails the
// test (and returns a marker) for anything else.
std::string ok(GtpEngine& engine, const std::string& line)
{
    const std::string r = engine.execute(line);
    if (r.size() < 4 || r.compare(0, 2, "= ") != 0 || r.compare(r.size() - 2, 2, "\n\n") != 0) {
        qWarning("'%s' answered '%s'", line.c_str(), r.c_str());
        return "<failed>";
    }
    return r.substr(2, r.size() - 4);
}

// The message of a failure ("? message\n\n" -> "message"), or a marker.
std::string err(GtpEngine& engine, const std::string& line)
{
    const std::string r = engine.execute(line);
    if (r.size() < 4 || r.compare(0, 2, "? ") != 0 || r.compare(r.size() - 2, 2, "\n\n") != 0) {
        qWarning("'%s' answered '%s'", line.c_str(), r.c_str());
        return "<succeeded>";
    }
    return r.substr(2, r.size() - 4);
}

// A response is well framed when it starts with = or ?, ends with exactly
// one empty line and holds no other empty line.
bool framed(const std::string& r)
{
    if (r.size() < 3 || (r[0] != '=' && r[0] != '?'))
        return false;
    if (r.compare(r.size() - 2, 2, "\n\n") != 0)
        return false;
    return r.find("\n\n") == r.size() - 2;
}

std::set<std::string> words(const std::string& s)
{
    std::set<std::string> out;
    std::istringstream in(s);
    for (std::string w; in >> w;)
        out.insert(w);
    return out;
}

} // namespace

class TestGtpEngine : public QObject {
    Q_OBJECT
private slots:
    void identity()
    {
        GtpEngine e;
        QCOMPARE(ok(e, "protocol_version"), std::string("2"));
        QCOMPARE(ok(e, "name"), std::string("Irodori"));
        QCOMPARE(ok(e, "version"), std::string(kVersion));
    }

    void idsAreEchoed()
    {
        GtpEngine e;
        QCOMPARE(exec(e, "5 name"), std::string("=5 Irodori\n\n"));
        QCOMPARE(exec(e, "0 protocol_version"), std::string("=0 2\n\n"));
        QCOMPARE(exec(e, "17 boardsize 99"), std::string("?17 unacceptable size\n\n"));
        QCOMPARE(exec(e, "42 no_such_command"), std::string("?42 unknown command\n\n"));
        QCOMPARE(exec(e, "3 clear_board"), std::string("=3 \n\n"));
        // An id alone is not a command.
        QVERIFY(exec(e, "12").rfind("?12 ", 0) == 0);
        // Without an id the marker stands alone.
        QCOMPARE(exec(e, "clear_board"), std::string("= \n\n"));
    }

    void commentsBlankLinesAndControlCharacters()
    {
        GtpEngine e;
        QCOMPARE(exec(e, ""), std::string());
        QCOMPARE(exec(e, "    "), std::string());
        QCOMPARE(exec(e, "\t \t"), std::string());
        QCOMPARE(exec(e, "# a comment"), std::string());
        QCOMPARE(exec(e, "   # indented comment"), std::string());
        QCOMPARE(exec(e, "name # trailing comment"), std::string("= Irodori\n\n"));
        QCOMPARE(exec(e, "name\r"), std::string("= Irodori\n\n"));          // CRLF line end
        QCOMPARE(exec(e, "na\x01me"), std::string("= Irodori\n\n"));        // control char removed
        QCOMPARE(exec(e, std::string("na\0me", 6)), std::string("= Irodori\n\n"));
        QCOMPARE(exec(e, "7\tname"), std::string("=7 Irodori\n\n"));         // tab is a space
        QCOMPARE(ok(e, "boardsize\t 9"), std::string());
        QCOMPARE(ok(e, "  play\tb \t e5  "), std::string());
        QCOMPARE(ok(e, "color e5"), std::string("black"));
        QCOMPARE(gtp::preprocessLine("a\tb\x7f" "c#d"), std::string("a bc"));
    }

    void unknownAndMalformedCommands()
    {
        GtpEngine e;
        QCOMPARE(err(e, "gen_move b"), std::string("unknown command"));
        QCOMPARE(err(e, "NAME"), std::string("unknown command"));     // command names are case-sensitive
        QCOMPARE(err(e, "xyzzy 1 2 3"), std::string("unknown command"));
        QVERIFY(err(e, "play").find("usage") != std::string::npos);
        QVERIFY(err(e, "play b").find("usage") != std::string::npos);
        QVERIFY(err(e, "play b d4 d5").find("usage") != std::string::npos);
        QVERIFY(err(e, "boardsize").find("usage") != std::string::npos);
        QVERIFY(err(e, "komi").find("usage") != std::string::npos);
        QVERIFY(err(e, "known_command").find("usage") != std::string::npos);
        QVERIFY(err(e, "undo now").find("usage") != std::string::npos);
        QVERIFY(err(e, "time_settings 1 2").find("usage") != std::string::npos);
        QVERIFY(err(e, "fixed_handicap").find("usage") != std::string::npos);
        QVERIFY(err(e, "list_stones").find("usage") != std::string::npos);
        // Nothing of it changed the position.
        QCOMPARE(e.position().board().stoneCount(Black), 0);
    }

    void commandTable()
    {
        GtpEngine e;
        const std::set<std::string> listed = words(ok(e, "list_commands"));
        const char* required[] = {"protocol_version", "name", "version", "known_command", "list_commands",
                                  "quit", "boardsize", "clear_board", "komi", "play", "undo", "showboard",
                                  "fixed_handicap", "place_free_handicap", "set_free_handicap",
                                  "time_settings", "time_left", "kgs-time_settings", "cputime",
                                  "gogui-analyze_commands", "list_stones", "captures"};
        for (const char* name : required) {
            QVERIFY2(listed.count(name), name);
            QCOMPARE(ok(e, std::string("known_command ") + name), std::string("true"));
        }
        QVERIFY(listed.count("genmove")); // the search module registers it
        QCOMPARE(ok(e, "known_command genmove"), std::string("true"));
        QCOMPARE(ok(e, "known_command frobnicate"), std::string("false"));
        // Every listed command is dispatched (none answers "unknown command").
        for (const std::string& name : listed) {
            if (name == "quit")
                continue;
            GtpEngine fresh;
            QVERIFY2(exec(fresh, name).find("unknown command") == std::string::npos, name.c_str());
        }
        // A module can add a command; the table tells the truth at once.
        e.addCommand("irodori-test_echo", [](const gtp::Args& args) {
            return gtp::Reply::success(args.empty() ? "" : args[0]);
        });
        QCOMPARE(ok(e, "known_command irodori-test_echo"), std::string("true"));
        QCOMPARE(ok(e, "irodori-test_echo hello"), std::string("hello"));
        QVERIFY(words(ok(e, "list_commands")).count("irodori-test_echo"));
    }

    void boardSizes()
    {
        GtpEngine e;
        QCOMPARE(e.position().size(), 19);
        for (const char* bad : {"boardsize 1", "boardsize 0", "boardsize -9", "boardsize 26", "boardsize 100"})
            QCOMPARE(err(e, bad), std::string("unacceptable size"));
        for (const char* bad : {"boardsize x", "boardsize 9.0", "boardsize 9x9", "boardsize 99999999999999"})
            QVERIFY(err(e, bad).find("not an integer") != std::string::npos);
        QCOMPARE(e.position().size(), 19);
        for (int size : {2, 5, 9, 13, 19, 25}) {
            QCOMPARE(ok(e, "boardsize " + std::to_string(size)), std::string());
            QCOMPARE(e.position().size(), size);
            QCOMPARE(ok(e, "query_boardsize"), std::to_string(size));
        }
        // boardsize and clear_board empty the board; komi survives.
        ok(e, "komi 0.5");
        ok(e, "play b a1");
        ok(e, "boardsize 9");
        QCOMPARE(e.position().board().stoneCount(Black), 0);
        ok(e, "play b a1");
        ok(e, "clear_board");
        QCOMPARE(e.position().board().stoneCount(Black), 0);
        QCOMPARE(err(e, "undo"), std::string("cannot undo"));
        QCOMPARE(ok(e, "get_komi"), std::string("0.5"));
    }

    void vertices()
    {
        GtpEngine e;
        ok(e, "boardsize 9");
        QCOMPARE(ok(e, "play b d4"), std::string());
        QCOMPARE(ok(e, "play W D5"), std::string());
        QCOMPARE(ok(e, "play BLACK e4"), std::string());
        QCOMPARE(ok(e, "play white E5"), std::string());
        QCOMPARE(ok(e, "list_stones black"), std::string("D4 E4"));
        QCOMPARE(ok(e, "list_stones w"), std::string("D5 E5"));
        // J is the ninth column: there is no I.
        QCOMPARE(ok(e, "play b j9"), std::string());
        QCOMPARE(ok(e, "color J9"), std::string("black"));
        QVERIFY(err(e, "play b i5").find("letter I") != std::string::npos);
        QVERIFY(err(e, "play b I5").find("letter I") != std::string::npos);
        for (const char* off : {"play b k1", "play b a10", "play b a0", "play b z9", "play b t19"})
            QVERIFY2(err(e, off).find("outside the 9x9 board") != std::string::npos, off);
        for (const char* bad : {"play b d", "play b 44", "play b d-4", "play b dd", "play b d4x", "play b pas",
                                "play b @1", "play b d04"})
            QVERIFY2(err(e, bad).find("invalid vertex") != std::string::npos, bad);
        for (const char* bad : {"play x d4", "play blue d4", "play 1 d4", "play bl d4"})
            QVERIFY2(err(e, bad).find("invalid color") != std::string::npos, bad);
        // Passes in any case.
        QCOMPARE(ok(e, "play b pass"), std::string());
        QCOMPARE(ok(e, "play w PASS"), std::string());
        QCOMPARE(ok(e, "play b Pass"), std::string());
        QCOMPARE(e.position().moveNumber(), 8);
        QCOMPARE(ok(e, "last_move"), std::string("black PASS"));
        // The largest board reaches Z25.
        ok(e, "boardsize 25");
        QCOMPARE(ok(e, "play b z25"), std::string());
        QCOMPARE(ok(e, "play w A1"), std::string());
        QCOMPARE(ok(e, "list_stones black"), std::string("Z25"));
        QVERIFY(err(e, "play b a26").find("outside") != std::string::npos);
    }

    void illegalMoves()
    {
        GtpEngine e;
        ok(e, "boardsize 5");
        ok(e, "play b c3");
        QCOMPARE(err(e, "play w c3"), std::string("illegal move: The point is occupied."));
        // Suicide at A1 inside black's corner.
        ok(e, "play b a2");
        ok(e, "play b b1");
        QVERIFY(err(e, "play w a1").rfind("illegal move: Suicide", 0) == 0);
        QCOMPARE(ok(e, "is_legal w a1"), std::string("0"));
        QCOMPARE(ok(e, "is_legal b a1"), std::string("1"));
        // A ko: black takes at C4, white may not retake at once at B4... built as
        //   . X O . .      row 5
        //   X . X O .      row 4 (black captures by playing B4? set up below)
        ok(e, "clear_board");
        for (const char* m : {"play b b5", "play w c5", "play b a4", "play w d4", "play b b3", "play w c3",
                              "play b c4", "play w b4"})
            QCOMPARE(ok(e, m), std::string());
        // White's B4 captured C4: black may not retake at C4 at once.
        QCOMPARE(ok(e, "captures white"), std::string("1"));
        QVERIFY(err(e, "play b c4").rfind("illegal move: Ko", 0) == 0);
        QCOMPARE(ok(e, "is_legal b c4"), std::string("0"));
        QVERIFY(ok(e, "showboard").find("ko at C4") != std::string::npos);
        // After an exchange elsewhere the ko may be retaken.
        ok(e, "play b e1");
        ok(e, "play w e2");
        QCOMPARE(ok(e, "play b c4"), std::string());
        QCOMPARE(ok(e, "captures black"), std::string("1"));
        QCOMPARE(ok(e, "color b4"), std::string("empty"));
    }

    void undo()
    {
        GtpEngine e;
        ok(e, "boardsize 9");
        QCOMPARE(err(e, "undo"), std::string("cannot undo"));
        ok(e, "play b e5");
        ok(e, "play w pass");
        ok(e, "play b d5");
        QCOMPARE(ok(e, "undo"), std::string());
        QCOMPARE(ok(e, "color d5"), std::string("empty"));
        QCOMPARE(e.position().toMove(), Black);
        QCOMPARE(ok(e, "undo"), std::string()); // the pass
        QCOMPARE(e.position().toMove(), White);
        QCOMPARE(ok(e, "undo"), std::string());
        QCOMPARE(ok(e, "color e5"), std::string("empty"));
        QCOMPARE(err(e, "undo"), std::string("cannot undo"));
        // A capture taken back restores the stone and the prisoner count.
        for (const char* m : {"play w a1", "play b a2", "play w e5", "play b b1"})
            ok(e, m);
        QCOMPARE(ok(e, "captures black"), std::string("1"));
        QCOMPARE(ok(e, "undo"), std::string());
        QCOMPARE(ok(e, "color a1"), std::string("white"));
        QCOMPARE(ok(e, "captures black"), std::string("0"));
        // A rejected move leaves nothing to undo.
        QVERIFY(err(e, "play b e5").rfind("illegal move", 0) == 0);
        ok(e, "undo");
        ok(e, "undo");
        ok(e, "undo");
        QCOMPARE(err(e, "undo"), std::string("cannot undo"));
    }

    void trialMoves()
    {
        // GNU Go's trymove/tryko/popgo, as its regression suites use them.
        GtpEngine e;
        ok(e, "boardsize 9");
        QCOMPARE(err(e, "popgo"), std::string("no trial move (trymove) to take back"));
        ok(e, "trymove b e5");
        ok(e, "trymove w d5");
        QCOMPARE(ok(e, "color d5"), std::string("white"));
        QCOMPARE(ok(e, "popgo"), std::string());
        QCOMPARE(ok(e, "color d5"), std::string("empty"));
        QCOMPARE(ok(e, "popgo"), std::string());
        QCOMPARE(ok(e, "color e5"), std::string("empty"));
        QCOMPARE(err(e, "popgo"), std::string("no trial move (trymove) to take back"));
        QVERIFY(err(e, "trymove b").find("usage") != std::string::npos);
        QVERIFY(err(e, "trymove b z9").find("vertex") != std::string::npos);
        // A ko (コウ): Black takes the white stone at D4 from E4; White may
        // not retake at once with trymove, but may with tryko.
        for (const char* m : {"play b c4", "play b d5", "play b d3", "play w d4", "play w e5", "play w f4",
                              "play w e3", "play b e4"})
            ok(e, m);
        QCOMPARE(ok(e, "color d4"), std::string("empty"));
        QVERIFY(err(e, "trymove w d4").rfind("illegal move", 0) == 0);
        ok(e, "tryko w d4");
        QCOMPARE(ok(e, "color e4"), std::string("empty"));
        QCOMPARE(ok(e, "popgo"), std::string());
        QCOMPARE(ok(e, "color e4"), std::string("black"));
        QCOMPARE(ok(e, "color d4"), std::string("empty"));
        // Moves played since the last trial move end the trial stack: popgo
        // never takes back an ordinary move.
        ok(e, "trymove b j9");
        ok(e, "play w j1");
        QCOMPARE(err(e, "popgo"), std::string("no trial move (trymove) to take back"));
        QCOMPARE(ok(e, "color j1"), std::string("white"));
    }

    void fixedHandicap_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("stones");
        QTest::addColumn<QString>("expected");
        // The GTP 2 specification's placement.
        QTest::newRow("19x19 2") << 19 << 2 << "D4 Q16";
        QTest::newRow("19x19 3") << 19 << 3 << "D4 Q16 D16";
        QTest::newRow("19x19 4") << 19 << 4 << "D4 Q16 Q4 D16";
        QTest::newRow("19x19 5") << 19 << 5 << "D4 Q16 Q4 D16 K10";
        QTest::newRow("19x19 6") << 19 << 6 << "D4 Q16 Q4 D16 D10 Q10";
        QTest::newRow("19x19 7") << 19 << 7 << "D4 Q16 Q4 D16 D10 Q10 K10";
        QTest::newRow("19x19 8") << 19 << 8 << "D4 Q16 Q4 D16 D10 Q10 K16 K4";
        QTest::newRow("19x19 9") << 19 << 9 << "D4 Q16 Q4 D16 D10 Q10 K16 K4 K10";
        QTest::newRow("13x13 5") << 13 << 5 << "D4 K10 K4 D10 G7";
        QTest::newRow("9x9 4") << 9 << 4 << "C3 G7 G3 C7";
        QTest::newRow("9x9 9") << 9 << 9 << "C3 G7 G3 C7 C5 G5 E7 E3 E5";
        QTest::newRow("7x7 4") << 7 << 4 << "C3 E5 E3 C5";
        QTest::newRow("8x8 4") << 8 << 4 << "C3 F6 F3 C6";
        QTest::newRow("19x19 1") << 19 << 1 << "";
        QTest::newRow("19x19 10") << 19 << 10 << "";
        QTest::newRow("7x7 5") << 7 << 5 << "";
        QTest::newRow("8x8 5") << 8 << 5 << "";
        QTest::newRow("6x6 2") << 6 << 2 << "";
    }

    void fixedHandicap()
    {
        QFETCH(int, size);
        QFETCH(int, stones);
        QFETCH(QString, expected);
        GtpEngine e;
        ok(e, "boardsize " + std::to_string(size));
        const std::string cmd = "fixed_handicap " + std::to_string(stones);
        if (expected.isEmpty()) {
            QVERIFY(err(e, cmd).rfind("invalid handicap", 0) == 0);
            QCOMPARE(e.position().board().stoneCount(Black), 0);
            return;
        }
        const std::string answer = ok(e, cmd);
        QCOMPARE(words(answer), words(expected.toStdString()));
        QCOMPARE(e.position().board().stoneCount(Black), stones);
        QCOMPARE(e.position().toMove(), White); // White moves first in a handicap game
        QCOMPARE(err(e, "undo"), std::string("cannot undo")); // setup, not moves
        QCOMPARE(err(e, cmd), std::string("board not empty"));
    }

    void freeHandicap()
    {
        GtpEngine e;
        // place_free_handicap may place fewer stones than asked for.
        QCOMPARE(words(ok(e, "place_free_handicap 12")).size(), std::size_t(9));
        QCOMPARE(e.position().board().stoneCount(Black), 9);
        QCOMPARE(err(e, "place_free_handicap 2"), std::string("board not empty"));
        ok(e, "boardsize 8");
        QCOMPARE(words(ok(e, "place_free_handicap 6")).size(), std::size_t(4));
        ok(e, "boardsize 9");
        QCOMPARE(words(ok(e, "place_free_handicap 3")), words("C3 G7 C7"));
        QCOMPARE(e.position().toMove(), White);
        ok(e, "clear_board");
        QVERIFY(err(e, "place_free_handicap 1").rfind("invalid handicap", 0) == 0);
        QVERIFY(err(e, "place_free_handicap 81").rfind("invalid handicap", 0) == 0);
        QVERIFY(err(e, "place_free_handicap x").find("not an integer") != std::string::npos);
        ok(e, "boardsize 5");
        QVERIFY(err(e, "place_free_handicap 2").rfind("invalid handicap", 0) == 0);

        ok(e, "boardsize 9");
        QCOMPARE(err(e, "set_free_handicap e5"), std::string("invalid handicap: give between 2 and 80 vertices"));
        QCOMPARE(err(e, "set_free_handicap e5 E5"), std::string("repeated vertex E5"));
        QVERIFY(err(e, "set_free_handicap e5 pass").find("not pass") != std::string::npos);
        QVERIFY(err(e, "set_free_handicap e5 i1").find("letter I") != std::string::npos);
        QVERIFY(err(e, "set_free_handicap e5 k1").find("outside") != std::string::npos);
        QCOMPARE(e.position().board().stoneCount(Black), 0); // a failed command places nothing
        QCOMPARE(ok(e, "set_free_handicap e5 a1 J9"), std::string());
        QCOMPARE(ok(e, "list_stones black"), std::string("J9 E5 A1"));
        QCOMPARE(e.position().toMove(), White);
        QCOMPARE(err(e, "set_free_handicap c3 c4"), std::string("board not empty"));
    }

    void komi()
    {
        GtpEngine e;
        for (const char* value : {"6.5", "0", "-3.5", "7", "+0.5", "375.25"}) {
            QCOMPARE(ok(e, std::string("komi ") + value), std::string());
            QCOMPARE(e.komi(), std::stod(value[0] == '+' ? value + 1 : value));
        }
        for (const char* bad : {"komi x", "komi 6,5", "komi nan", "komi inf", "komi 1e3", "komi 0x10", "komi ."})
            QVERIFY2(err(e, bad).find("not a number") != std::string::npos, bad);
        QCOMPARE(ok(e, "get_komi"), std::string("375.25"));
    }

    void timeControl()
    {
        GtpEngine e;
        using Kind = gtp::TimeSettings::Kind;
        QCOMPARE(ok(e, "time_settings 600 30 10"), std::string());
        QCOMPARE(e.timeSettings().kind, Kind::Canadian);
        QCOMPARE(e.timeSettings().mainTime, 600.0);
        QCOMPARE(e.timeSettings().periodTime, 30.0);
        QCOMPARE(e.timeSettings().stones, 10);
        ok(e, "time_settings 300 0 0");
        QCOMPARE(e.timeSettings().kind, Kind::Absolute);
        ok(e, "time_settings 0 1 0");
        QCOMPARE(e.timeSettings().kind, Kind::None);
        QVERIFY(!err(e, "time_settings 1 2 x").empty());
        QVERIFY(!err(e, "time_settings -1 2 3").empty());

        QCOMPARE(ok(e, "kgs-time_settings byoyomi 1200 30 5"), std::string());
        QCOMPARE(e.timeSettings().kind, Kind::Byoyomi);
        QCOMPARE(e.timeSettings().mainTime, 1200.0);
        QCOMPARE(e.timeSettings().periodTime, 30.0);
        QCOMPARE(e.timeSettings().periods, 5);
        ok(e, "kgs-time_settings canadian 600 300 25");
        QCOMPARE(e.timeSettings().kind, Kind::Canadian);
        QCOMPARE(e.timeSettings().stones, 25);
        ok(e, "kgs-time_settings absolute 900");
        QCOMPARE(e.timeSettings().kind, Kind::Absolute);
        QCOMPARE(e.timeSettings().mainTime, 900.0);
        ok(e, "kgs-time_settings none");
        QCOMPARE(e.timeSettings().kind, Kind::None);
        QVERIFY(err(e, "kgs-time_settings fischer 1 2").find("unknown time system") != std::string::npos);
        QVERIFY(!err(e, "kgs-time_settings byoyomi 1 2").empty());
        QVERIFY(!err(e, "kgs-time_settings none 5").empty());
        QVERIFY(!err(e, "kgs-time_settings").empty());

        QVERIFY(!e.timeLeft(Black).known);
        QCOMPARE(ok(e, "time_left b 123 0"), std::string());
        QCOMPARE(ok(e, "time_left WHITE 29.5 4"), std::string());
        QVERIFY(e.timeLeft(Black).known);
        QCOMPARE(e.timeLeft(Black).seconds, 123.0);
        QCOMPARE(e.timeLeft(White).seconds, 29.5);
        QCOMPARE(e.timeLeft(White).stones, 4);
        QVERIFY(err(e, "time_left red 1 0").find("invalid color") != std::string::npos);
        QVERIFY(!err(e, "time_left b -1 0").empty());

        bool numeric = false;
        QString::fromStdString(ok(e, "cputime")).toDouble(&numeric);
        QVERIFY(numeric);
    }

    void showboard()
    {
        GtpEngine e;
        ok(e, "boardsize 5");
        for (const char* m : {"play b a2", "play w a1", "play b b1"})
            ok(e, m);
        const std::string board = ok(e, "showboard");
        // The board starts on its own line below the "= ".
        QCOMPARE(board.substr(0, 1), std::string("\n"));
        const std::string expected = "\n"
                                     "   A B C D E\n"
                                     " 5 . . . . . 5\n"
                                     " 4 . . . . . 4\n"
                                     " 3 . . . . . 3\n"
                                     " 2 X . . . . 2\n"
                                     " 1 .(X). . . 1\n"
                                     "   A B C D E\n"
                                     "Black (X) has captured 1 stones, White (O) has captured 0 stones\n"
                                     "White to move, 3 moves played";
        QCOMPARE(board, expected);
        ok(e, "boardsize 19");
        const std::string big = ok(e, "showboard");
        QVERIFY(big.find("19 . . .") != std::string::npos);
        QVERIFY(big.find(" 4 . . . + ") != std::string::npos);
        QVERIFY(big.find("A B C D E F G H J K L M N O P Q R S T") != std::string::npos);
    }

    void positionQueries()
    {
        GtpEngine e;
        ok(e, "boardsize 9");
        for (const char* m : {"play b e5", "play b e6", "play w d5", "play w f5"})
            ok(e, m);
        QCOMPARE(ok(e, "countlib e5"), std::string("4"));
        QCOMPARE(ok(e, "countlib d5"), std::string("3"));
        QCOMPARE(ok(e, "findlib E6"), std::string("E7 D6 F6 E4"));
        QCOMPARE(ok(e, "string_stones e6"), std::string("E6 E5"));
        QVERIFY(err(e, "countlib a1").find("must not be empty") != std::string::npos);
        QVERIFY(err(e, "findlib pass").find("not pass") != std::string::npos);
        QCOMPARE(ok(e, "move_history"), std::string("white F5\nwhite D5\nblack E6\nblack E5"));
        QVERIFY(err(e, "list_stones empty").find("invalid color") != std::string::npos);
    }

    void analyzeCommands()
    {
        GtpEngine e;
        const std::string list = ok(e, "gogui-analyze_commands");
        std::istringstream in(list);
        int entries = 0;
        for (std::string line; std::getline(in, line); ++entries) {
            // type/label/command, and the command exists.
            const auto a = line.find('/');
            const auto b = line.find('/', a + 1);
            QVERIFY2(a != std::string::npos && b != std::string::npos, line.c_str());
            const std::string command = line.substr(b + 1, line.find(' ', b) - b - 1);
            QCOMPARE(ok(e, "known_command " + command), std::string("true"));
        }
        QVERIFY(entries >= 4);
        ok(e, "boardsize 3");
        ok(e, "play b a3");
        ok(e, "play b b3");
        ok(e, "play w c1");
        QCOMPARE(ok(e, "irodori-string_liberties"), std::string("3 3 \"\"\n\"\" \"\" \"\"\n\"\" \"\" 2"));
        QCOMPARE(ok(e, "irodori-string_numbers"), std::string("1 1 \"\"\n\"\" \"\" \"\"\n\"\" \"\" 2"));
    }

    // attack/defend/connect/disconnect: GNU Go's answer format, and "?"
    // for questions that cannot be asked.
    void readingCommands()
    {
        GtpEngine e;
        if (!e.knownCommand("attack"))
            QSKIP("This build has no tactics module: the reading commands are not available.");
        ok(e, "boardsize 9");
        for (const char* m : {"play b a2", "play w a1", "play b e5", "play b e6", "play w d4"})
            ok(e, m);
        QCOMPARE(ok(e, "attack a1"), std::string("1 B1")); // in atari: the capture
        QCOMPARE(ok(e, "attack e5"), std::string("0"));    // four liberties in the open
        QCOMPARE(ok(e, "defend E6"), std::string("1 PASS")); // nothing to defend against
        const QRegularExpression answer(QStringLiteral("^(0|[123] ([A-HJ-Z][0-9]{1,2}|PASS))$"));
        for (const char* q : {"attack a2", "defend a1", "defend d4", "attack d4", "connect e5 a2",
                              "disconnect e5 a2", "connect e5 e6", "disconnect a2 e6"}) {
            const std::string a = ok(e, q);
            QVERIFY2(answer.match(QString::fromStdString(a)).hasMatch(), (std::string(q) + " -> " + a).c_str());
        }
        QCOMPARE(ok(e, "connect e5 e6"), std::string("1 PASS")); // one string already
        QCOMPARE(ok(e, "disconnect e5 e6"), std::string("0"));
        QVERIFY(err(e, "attack c3").find("must not be empty") != std::string::npos);
        QVERIFY(err(e, "defend").find("usage") != std::string::npos);
        QVERIFY(err(e, "attack i3").find("letter I") != std::string::npos);
        QVERIFY(err(e, "attack pass").find("not pass") != std::string::npos);
        QCOMPARE(err(e, "connect e5 d4"), std::string("vertices must have same color"));
        QVERIFY(err(e, "connect e5").find("usage") != std::string::npos);
        QVERIFY(err(e, "disconnect e5 c3").find("must not be empty") != std::string::npos);

        ok(e, "reset_reading_node_counter");
        QCOMPARE(ok(e, "get_reading_node_counter"), std::string("0"));
        ok(e, "play w h8"); // a new position: nothing cached for it yet
        ok(e, "attack a2");
        ok(e, "defend d4");
        bool numeric = false;
        const qulonglong nodes = QString::fromStdString(ok(e, "get_reading_node_counter")).toULongLong(&numeric);
        QVERIFY(numeric);
        QVERIFY(nodes > 0);
        ok(e, "reset_reading_node_counter");
        QCOMPARE(ok(e, "get_reading_node_counter"), std::string("0"));

        // A new board size must not reuse answers read on the old one.
        ok(e, "boardsize 19");
        ok(e, "play b a2");
        ok(e, "play w a1");
        QCOMPARE(ok(e, "attack a1"), std::string("1 B1"));
        const std::string list = ok(e, "gogui-analyze_commands");
        QVERIFY(list.find("string/Attack/attack %p") != std::string::npos);
        QVERIFY(list.find("string/Defend/defend %p") != std::string::npos);
    }

    // does_attack / does_defend MOVE STRING answer with a code alone: that
    // of the reading after the move. ladder_attack STRING reads ataris
    // only, for two liberties. GNU Go gives the same answers but four,
    // each of which its own attack or defend contradicts: 3 for
    // does_defend D5 D4, 1 for does_attack D5 D4 once the ladder is broken
    // (its attack D4 is 0), 0 for the capture at B1 and 1 for the ko
    // capture at C2 (its attack B2 is 2 C2).
    void moveQuestionsAndLadders()
    {
        GtpEngine e;
        if (!e.knownCommand("ladder_attack"))
            QSKIP("This build has no tactics module: the reading commands are not available.");
        ok(e, "boardsize 9");
        // The ladder of tests/data/tactics/ladders.txt: O D4 with two
        // liberties, X C4, D3 and E3 around it.
        for (const char* m : {"play b c4", "play w d4", "play b d3", "play b e3"})
            ok(e, m);
        QCOMPARE(ok(e, "ladder_attack d4"), std::string("1 D5"));
        QCOMPARE(ok(e, "does_attack d5 d4"), std::string("1")); // the ladder's first atari
        QCOMPARE(ok(e, "does_attack e4 d4"), std::string("0")); // O extends at D5 and gets out
        QCOMPARE(ok(e, "does_attack a1 d4"), std::string("0"));
        QCOMPARE(ok(e, "does_defend d5 d4"), std::string("1"));
        QCOMPARE(ok(e, "does_defend a1 d4"), std::string("0")); // the ladder still works
        QCOMPARE(err(e, "ladder_attack c4"), std::string("string must have exactly 2 liberties"));
        QCOMPARE(err(e, "does_attack c4 d4"), std::string("move vertex must be empty"));
        QVERIFY(err(e, "does_attack d5 a9").find("must not be empty") != std::string::npos);
        QVERIFY(err(e, "does_attack d5").find("usage") != std::string::npos);
        QVERIFY(err(e, "does_defend pass d4").find("not pass") != std::string::npos);
        QVERIFY(err(e, "ladder_attack").find("usage") != std::string::npos);
        // Whose turn it is does not matter: the same answers with O to move.
        ok(e, "play w pass");
        QCOMPARE(ok(e, "does_attack d5 d4"), std::string("1"));
        QCOMPARE(ok(e, "ladder_attack d4"), std::string("1 D5"));
        // A stone on the ladder's path breaks it.
        ok(e, "play w g7");
        QCOMPARE(ok(e, "ladder_attack d4"), std::string("0"));
        QCOMPARE(ok(e, "does_attack d5 d4"), std::string("0"));
        // A move that takes the string at once attacks it; a move that
        // cannot be played (a suicide) attacks nothing.
        ok(e, "clear_board");
        for (const char* m : {"play b a2", "play w a1", "play b c2", "play b b3", "play b c1"})
            ok(e, m);
        QCOMPARE(ok(e, "does_attack b1 a1"), std::string("1"));
        QCOMPARE(ok(e, "does_defend b1 a1"), std::string("0")); // a suicide for O
        QCOMPARE(ok(e, "does_attack b1 a2"), std::string("0")); // a suicide for O
        // Taking a stone as a ko is a ko the owner must start again, as
        // attack answers it (2), not a capture outright.
        ok(e, "boardsize 5");
        for (const char* m : {"play b b3", "play w c3", "play b a2", "play w b2", "play w d2", "play b b1", "play w c1"})
            ok(e, m);
        QCOMPARE(ok(e, "attack b2"), std::string("2 C2"));
        QCOMPARE(ok(e, "does_attack c2 b2"), std::string("2"));
        const std::string list = ok(e, "gogui-analyze_commands");
        QVERIFY(list.find("string/Ladder attack/ladder_attack %p") != std::string::npos);
        QVERIFY(list.find("varpo/Attack line/irodori-attack_line %p") != std::string::npos);
        QVERIFY(list.find("varp/Defence line/irodori-defend_line %p") != std::string::npos);
    }

    // irodori-attack_line / irodori-defend_line STRING: the line of play
    // behind attack's and defend's answers, the moves in turn from the
    // string's opponent (or its owner), nothing when there is none.
    void captureLines()
    {
        GtpEngine e;
        if (!e.knownCommand("irodori-attack_line"))
            QSKIP("This build has no tactics module: the reading commands are not available.");
        ok(e, "boardsize 9");
        for (const char* m : {"play b c4", "play w d4", "play b d3", "play b e3"})
            ok(e, m);
        // The ladder to the top edge: X's ataris, O's extensions, the
        // capture last.
        QCOMPARE(ok(e, "irodori-attack_line d4"),
                 std::string("D5 E4 F4 E5 E6 F5 G5 F6 F7 G6 H6 G7 G8 H7 H8 J7 J6 J8 J9"));
        QCOMPARE(ok(e, "irodori-defend_line d4"), std::string("D5"));
        // Broken by a stone on its path: no attack, no line.
        ok(e, "play w g7");
        QCOMPARE(ok(e, "irodori-attack_line d4"), std::string(""));
        QCOMPARE(ok(e, "attack d4"), std::string("0"));
        QVERIFY(err(e, "irodori-attack_line a9").find("must not be empty") != std::string::npos);
        QVERIFY(err(e, "irodori-defend_line").find("usage") != std::string::npos);
        QVERIFY(err(e, "irodori-attack_line d4 e4").find("usage") != std::string::npos);
    }

    // GTP questions read strings with four liberties near the root (the
    // evaluation does not): a stone inside four diagonal stones is caught
    // by a block on either side (GNU Go: "1 E4"; E6 is the mirror image).
    void fourLibertyStringOverGtp()
    {
        GtpEngine e;
        if (!e.knownCommand("attack"))
            QSKIP("This build has no tactics module: the reading commands are not available.");
        ok(e, "boardsize 9");
        for (const char* m : {"play b e5", "play w d6", "play w f6", "play w d4", "play w f4"})
            ok(e, m);
        const std::string a = ok(e, "attack e5");
        QVERIFY2(a == "1 E4" || a == "1 E6", a.c_str());
        const std::string d = ok(e, "defend e5");
        QVERIFY2(d == "1 E4" || d == "1 E6", d.c_str());
    }

    // irodori-cut_capturable COLOR VERTEX (切られても殺せるか): can the
    // cutting stone be captured? Answers as attack's.
    void cutCapturableCommand()
    {
        GtpEngine e;
        if (!e.knownCommand("irodori-cut_capturable"))
            QSKIP("This build has no tactics module: the reading commands are not available.");
        QVERIFY(ok(e, "list_commands").find("irodori-cut_capturable") != std::string::npos);
        ok(e, "boardsize 5");
        // Hanging connection (虎の口): the cut at B3 is a self-atari, taken at B4.
        for (const char* m : {"play w a3", "play w c3", "play w b2"})
            ok(e, m);
        QCOMPARE(ok(e, "irodori-cut_capturable black B3"), std::string("1 B4"));
        QCOMPARE(ok(e, "irodori-cut_capturable b b3"), std::string("1 B4"));
        QVERIFY(err(e, "irodori-cut_capturable black A3").find("must be empty") != std::string::npos);
        QVERIFY(err(e, "irodori-cut_capturable B3").find("usage") != std::string::npos);
        QVERIFY(!err(e, "irodori-cut_capturable purple B3").empty());
        QVERIFY(!err(e, "irodori-cut_capturable black Z9").empty());
        QVERIFY(!err(e, "irodori-cut_capturable black pass").empty());
        // A cut that would be suicide cannot be played: the connection holds.
        ok(e, "clear_board");
        for (const char* m : {"play w b5", "play w a4", "play w c4", "play w b3"})
            ok(e, m);
        QCOMPARE(ok(e, "irodori-cut_capturable black B4"), std::string("1 PASS"));
        // A cut in the open whose stone escapes (GNU Go: attack E5 is 0).
        ok(e, "boardsize 9");
        for (const char* m : {"play w d5", "play w e4"})
            ok(e, m);
        QCOMPARE(ok(e, "irodori-cut_capturable black E5"), std::string("0"));
    }

    // loadsgf FILE [N|V]: the position before move N, or before the first
    // move at V, with komi and the side to move from the record.
    void loadSgf()
    {
        GtpEngine e;
        if (!e.knownCommand("loadsgf"))
            QSKIP("This build has no record module: loadsgf is not available.");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto write = [&](const char* name, const QByteArray& text) {
            const QString path = dir.filePath(QString::fromLatin1(name));
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly))
                qFatal("cannot write %s", qPrintable(path));
            f.write(text);
            return path.toStdString();
        };
        const std::string game = write("game.sgf", "(;GM[1]FF[4]SZ[9]KM[5.5]AB[aa][bb]AW[cc];B[ee];W[dd];B[ef];W[ge])");

        QCOMPARE(ok(e, "loadsgf " + game), std::string("black"));
        QCOMPARE(ok(e, "query_boardsize"), std::string("9"));
        QCOMPARE(ok(e, "list_stones black"), std::string("A9 B8 E5 E4"));
        QCOMPARE(ok(e, "list_stones white"), std::string("C7 D6 G5"));
        QCOMPARE(ok(e, "get_komi"), std::string("5.5"));
        QCOMPARE(ok(e, "move_history"), std::string("white G5\nblack E4\nwhite D6\nblack E5"));
        QCOMPARE(ok(e, "undo"), std::string()); // the moves can be taken back, the setup not
        QCOMPARE(ok(e, "color g5"), std::string("empty"));

        QCOMPARE(ok(e, "loadsgf " + game + " 3"), std::string("black"));
        QCOMPARE(ok(e, "list_stones black"), std::string("A9 B8 E5"));
        QCOMPARE(ok(e, "list_stones white"), std::string("C7 D6"));
        QCOMPARE(ok(e, "loadsgf " + game + " 1"), std::string("black"));
        QCOMPARE(ok(e, "list_stones black"), std::string("A9 B8"));
        QCOMPARE(err(e, "undo"), std::string("cannot undo"));
        QCOMPARE(ok(e, "loadsgf " + game + " 2"), std::string("white"));
        QCOMPARE(ok(e, "loadsgf " + game + " d6"), std::string("white"));
        QCOMPARE(ok(e, "list_stones white"), std::string("C7"));
        QCOMPARE(ok(e, "loadsgf " + game + " G5"), std::string("white"));
        QCOMPARE(ok(e, "list_stones black"), std::string("A9 B8 E5 E4"));
        QCOMPARE(ok(e, "loadsgf " + game + " 99"), std::string("black")); // beyond the end: all of it
        QCOMPARE(ok(e, "list_stones white"), std::string("C7 D6 G5"));
        QCOMPARE(ok(e, "loadsgf " + game + " a1"), std::string("black")); // never played there: all of it

        QVERIFY(err(e, "loadsgf " + game + " 0").find("invalid move number") != std::string::npos);
        QVERIFY(err(e, "loadsgf " + game + " x").find("neither a move number nor a vertex") != std::string::npos);
        QVERIFY(err(e, "loadsgf " + game + " k1").find("outside the 9x9 board") != std::string::npos);
        QVERIFY(err(e, "loadsgf").find("usage") != std::string::npos);
        QVERIFY(err(e, "loadsgf " + game + " 1 2").find("usage") != std::string::npos);
        QVERIFY(err(e, "loadsgf " + dir.filePath("missing.sgf").toStdString()).find("missing.sgf") != std::string::npos);
        const std::string junk = write("junk.sgf", "this is not a game record at all");
        QVERIFY(!err(e, "loadsgf " + junk).empty());
        const std::string renju = write("renju.sgf", "(;GM[4]SZ[15];B[hh])");
        QVERIFY(err(e, "loadsgf " + renju).find("not a Go record") != std::string::npos);
        // A failed load leaves the position alone.
        QCOMPARE(ok(e, "list_stones white"), std::string("C7 D6 G5"));

        // A record without KM keeps the controller's komi; HA with AB: White moves.
        ok(e, "komi 0.5");
        const std::string handicap = write("handicap.sgf", "(;GM[1]FF[4]SZ[13]HA[2]AB[dj][jd])");
        QCOMPARE(ok(e, "loadsgf " + handicap), std::string("white"));
        QCOMPARE(ok(e, "query_boardsize"), std::string("13"));
        QCOMPARE(ok(e, "get_komi"), std::string("0.5"));
        QCOMPARE(ok(e, "list_stones black"), std::string("K10 D4"));
        // A collection: the first game is loaded.
        const std::string two = write("two.sgf", "(;GM[1]SZ[5];B[cc])(;GM[1]SZ[7];B[aa])");
        QCOMPARE(ok(e, "loadsgf " + two), std::string("white"));
        QCOMPARE(ok(e, "list_stones black"), std::string("C3"));
        // A capture in the record is executed.
        const std::string capture = write("capture.sgf", "(;GM[1]SZ[5];B[ba];W[aa];B[ab])");
        QCOMPARE(ok(e, "loadsgf " + capture), std::string("white"));
        QCOMPARE(ok(e, "captures black"), std::string("1"));
        QCOMPARE(ok(e, "color a5"), std::string("empty"));
    }

    // printsgf: setup stones, komi, whose turn and the moves; loadsgf of
    // the same text gives the same position back.
    void printSgf()
    {
        GtpEngine e;
        if (!e.knownCommand("printsgf"))
            QSKIP("This build has no record module: printsgf is not available.");
        ok(e, "boardsize 9");
        ok(e, "komi 0.5");
        ok(e, "fixed_handicap 2");
        std::string sgf = ok(e, "printsgf");
        QVERIFY2(sgf.find("SZ[9]") != std::string::npos, sgf.c_str());
        QVERIFY(sgf.find("KM[0.5]") != std::string::npos);
        QVERIFY(sgf.find("AB[cg][gc]") != std::string::npos || sgf.find("AB[gc][cg]") != std::string::npos);
        QVERIFY(sgf.find("PL[W]") != std::string::npos); // no move yet tells that White begins
        for (const char* m : {"play w e5", "play b pass", "play w d5"})
            ok(e, m);
        sgf = ok(e, "printsgf");
        QVERIFY2(sgf.find(";W[ee]") != std::string::npos && sgf.find(";B[]") != std::string::npos
                     && sgf.find(";W[de]") != std::string::npos,
                 sgf.c_str());
        QVERIFY(sgf.find("PL[") == std::string::npos);

        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("out.sgf")).toStdString();
        QCOMPARE(ok(e, "printsgf " + path), std::string());
        GtpEngine other;
        QCOMPARE(ok(other, "loadsgf " + path), std::string("black"));
        for (const char* q : {"list_stones black", "list_stones white", "get_komi", "query_boardsize", "move_history"})
            QCOMPARE(ok(other, q), ok(e, q));
        QVERIFY(!err(e, "printsgf " + dir.filePath(QStringLiteral("no/such/dir/x.sgf")).toStdString()).empty());
        QVERIFY(err(e, "printsgf a b").find("usage") != std::string::npos);
    }

    void quitStopsTheStream()
    {
        GtpEngine e;
        std::istringstream in("1 name\n\n# comment\n2 boardsize 9\n3 quit\n4 name\n");
        std::ostringstream out;
        e.run(in, out);
        QCOMPARE(out.str(), std::string("=1 Irodori\n\n=2 \n\n=3 \n\n"));
        QVERIFY(e.quitRequested());
    }

    void streamEndsWithoutQuit()
    {
        GtpEngine e;
        std::istringstream in("boardsize 9\r\nplay b e5\r\nlist_stones black"); // no final newline
        std::ostringstream out;
        e.run(in, out);
        QCOMPARE(out.str(), std::string("= \n\n= \n\n= E5\n\n"));
        QVERIFY(!e.quitRequested());
    }

    // Random words and bytes never crash the engine, and every answer is
    // framed: a controller never waits for an empty line that does not come.
    void garbageNeverBreaksFraming()
    {
        // "printsgf x" writes a file named x: keep those out of the source tree.
        QTemporaryDir scratch;
        QVERIFY(scratch.isValid());
        const QString previous = QDir::currentPath();
        QDir::setCurrent(scratch.path());
        auto restore = qScopeGuard([&] { QDir::setCurrent(previous); });
        GtpEngine e;
        std::mt19937 rng(20240607);
        std::vector<std::string> vocabulary = e.commandNames();
        // Not quit; nor the commands that set how long the engine thinks
        // (their arguments have tests of their own): each genmove of the
        // stream stays at the lowest level with a fixed node budget, not
        // a second or more of thinking. Nor lz-analyze and kata-analyze,
        // which think for the interval their number asks (tests of their own
        // too).
        for (const char* left : {"quit", "time_settings", "kgs-time_settings", "time_left", "irodori-level",
                                 "irodori-fixed_nodes", "lz-analyze", "kata-analyze"})
            vocabulary.erase(std::remove(vocabulary.begin(), vocabulary.end(), left), vocabulary.end());
        QCOMPARE(e.execute("irodori-level 1"), std::string("= \n\n"));
        QCOMPARE(e.execute("irodori-fixed_nodes on"), std::string("= \n\n"));
        const char* tokens[] = {"b",  "w",   "black", "white", "pass", "a1",  "t19", "z25", "i9",    "0",
                                "-1", "9",   "19",    "25",    "26",   "6.5", "x",   "",    "#",     "\t",
                                "2",  "e5",  "E5",    "J9",    "none", "byoyomi", "canadian", "absolute",
                                "\x01", "99999999999999999999", "d4", "c3", "aa"};
        const std::size_t ntok = sizeof tokens / sizeof tokens[0];
        int answered = 0;
        for (int i = 0; i < 20000; ++i) {
            std::string line;
            if (rng() % 4 == 0)
                line += std::to_string(rng() % 1000) + " ";
            line += vocabulary[rng() % vocabulary.size()];
            const int n = static_cast<int>(rng() % 5);
            for (int k = 0; k < n; ++k)
                line += std::string(" ") + tokens[rng() % ntok];
            if (rng() % 50 == 0)
                for (int k = 0; k < 8; ++k)
                    line += static_cast<char>(rng() % 256);
            const std::string r = e.execute(line);
            if (r.empty())
                continue;
            ++answered;
            QVERIFY2(framed(r), line.c_str());
            QVERIFY(e.position().board().checkConsistency().empty());
        }
        QVERIFY(answered > 15000);
    }
};

QTEST_APPLESS_MAIN(TestGtpEngine)
#include "test_gtp_engine.moc"
