// SGF reading and writing: the vectors of the reference, each repair, old
// formats, collections, unknown properties and the writer's canonical form.
#include "record_helpers.h"

#include "record/replay.h"
#include "record/semantics.h"

#include "irodori/version.h"

#include <QTemporaryDir>

#include <clocale>
#include <set>

using namespace irodori;
using namespace irodori::record;
using namespace irodori::record::test;

class TestSgf : public QObject {
    Q_OBJECT

private:
    static const Node& nth(const GameTree& g, int n)
    {
        const Node* node = &g.root();
        for (int i = 0; i < n; ++i)
            node = node->child(0);
        return *node;
    }
    static std::set<std::string> points(const std::vector<SetupStone>& stones, int size)
    {
        std::set<std::string> out;
        for (const SetupStone& s : stones)
            out.insert(pointToSgf(size, s.point));
        return out;
    }

private slots:
    // --- the vectors of records.md
    void escapes()
    {
        const LoadResult r = load("(;C[a\\]b\\\\c])");
        QCOMPARE(comment(r.games.at(0).root()), std::string("a]b\\c"));
    }

    void softLineBreaks()
    {
        for (const char* text : {"(;C[ab\\\ncd])", "(;C[ab\\\r\ncd])", "(;C[ab\\\rcd])", "(;C[ab\\\n\rcd])"}) {
            const LoadResult r = load(text);
            QCOMPARE(comment(r.games.at(0).root()), std::string("abcd"));
            QVERIFY(r.warnings.empty());
        }
    }

    void hardLineBreaksAndWhitespace()
    {
        const LoadResult r = load("(;C[a\nb\r\nc\rd\n\re\tf]GN[x\ny\tz])");
        QCOMPARE(comment(r.games.at(0).root()), std::string("a\nb\nc\nd\ne f"));
        QCOMPARE(textValue(r.games.at(0).root(), "GN"), std::string("x y z"));
    }

    void composeLabels()
    {
        const LoadResult r = load("(;LB[aa:x\\:y][bb:p:q])");
        const auto m = marks(r.games.at(0).root(), 19);
        QCOMPARE(m.size(), std::size_t(2));
        QCOMPARE(pointToSgf(19, m[0].point), std::string("aa"));
        QCOMPARE(m[0].label, std::string("x:y"));
        QCOMPARE(pointToSgf(19, m[1].point), std::string("bb"));
        QCOMPARE(m[1].label, std::string("p:q"));
    }

    void compressedPointLists()
    {
        const LoadResult r = load("(;SZ[5];AB[aa:cc][dd])");
        const auto stones = setupStones(nth(r.games.at(0), 1), 5);
        QCOMPARE(stones.size(), std::size_t(10));
        QCOMPARE(points(stones, 5), (std::set<std::string>{"aa", "ba", "ca", "ab", "bb", "cb", "ac", "bc", "cc",
                                                            "dd"}));
        const LoadResult swapped = load("(;SZ[5];AB[cc:aa])");
        const auto nine = setupStones(nth(swapped.games.at(0), 1), 5);
        QCOMPARE(nine.size(), std::size_t(9));
        QCOMPARE(points(nine, 5), (std::set<std::string>{"aa", "ba", "ca", "ab", "bb", "cb", "ac", "bc", "cc"}));
        QVERIFY(hasWarning(swapped, "swapped"));
    }

    void passes()
    {
        const LoadResult r = load("(;SZ[19];B[];W[tt])");
        const GameTree& g = r.games.at(0);
        QCOMPARE(nodeMove(nth(g, 1), 19)->point, kPass);
        QCOMPARE(nodeMove(nth(g, 2), 19)->point, kPass);
        QCOMPARE(nodeMove(nth(g, 2), 19)->color, White);
        QVERIFY(writeSgf(g).find(";W[]") != std::string::npos); // passes are written []
        const LoadResult big = load("(;SZ[21];B[tt])");
        const auto m = nodeMove(nth(big.games.at(0), 1), 21);
        QVERIFY(m && m->point != kPass);
        QCOMPARE(pointColumn(21, m->point), 19);
        QCOMPARE(pointRow(21, m->point), 19);
    }

    void oldLongIdentifiers()
    {
        const LoadResult r = load("(;GaMe[1]SiZe[9];Black[ee];White[cc]Comment[x])");
        const GameTree& g = r.games.at(0);
        QCOMPARE(g.gameType(), 1);
        QCOMPARE(g.boardSize(), 9);
        QCOMPARE(pointToSgf(9, nodeMove(nth(g, 1), 9)->point), std::string("ee"));
        QCOMPARE(nodeMove(nth(g, 2), 9)->color, White);
        QCOMPARE(pointToSgf(9, nodeMove(nth(g, 2), 9)->point), std::string("cc"));
        QCOMPARE(comment(nth(g, 2)), std::string("x"));
        QVERIFY2(r.warnings.empty(), allWarnings(r.warnings).c_str()); // legal in FF[1]-FF[3]
    }

    void sizeColonForm()
    {
        const LoadResult r = load("(;FF[4]SZ[19:19])");
        QCOMPARE(r.games.at(0).boardSize(), 19);
        QVERIFY(writeSgf(r.games.at(0)).find("SZ[19]") != std::string::npos);
    }

    // --- more of the rules
    void sizeAfterPoints()
    {
        // SZ after AB: the whole root is read before points are checked.
        const LoadResult r = load("(;AB[uu]SZ[21])");
        QCOMPARE(setupStones(r.games.at(0).root(), 21).size(), std::size_t(1));
        QVERIFY(r.warnings.empty());
    }

    void whitespaceBetweenTokens()
    {
        const LoadResult r = load(" ( ; FF [4] SZ\n[9] ; B [ee] [ff] ( ;W[cc] ) ( ;W[dd] ) ) ");
        const GameTree& g = r.games.at(0);
        QCOMPARE(g.boardSize(), 9);
        QCOMPARE(g.nodeCount(), std::size_t(4));
        QCOMPARE(g.variationCount(), std::size_t(1));
        QVERIFY(hasWarning(r, "several values")); // B[ee][ff]: one move per node
    }

    void emptyLists()
    {
        const LoadResult r = load("(;SZ[9]TB[]VW[]DD[]AB[])");
        const Node& root = r.games.at(0).root();
        QVERIFY(root.has("TB") && root.has("VW") && root.has("DD"));
        QVERIFY(!root.has("AB"));
        QVERIFY(hasWarning(r, "empty value in AB"));
        QVERIFY(writeSgf(r.games.at(0)).find("VW[]DD[]") != std::string::npos);
    }

    void oldFormatFile()
    {
        const LoadResult r = readSgf(fixture("ff3_long_identifiers.sgf"));
        QVERIFY(r.ok());
        const GameTree& g = r.games.at(0);
        QCOMPARE(textValue(g.root(), "PB"), std::string("Honinbo Shusaku"));
        QCOMPARE(komi(g.root()).value(), 5.5); // KI[11] is twice the komi
        QVERIFY(!g.root().has("KI"));
        QCOMPARE(points(setupStones(g.root(), 19), 19), (std::set<std::string>{"dd", "pp"}));
        QCOMPARE(nodeMove(nth(g, 2), 19)->point, kPass); // B[tt]
        const auto m = marks(nth(g, 2), 19);
        QCOMPARE(m.size(), std::size_t(3));
        QCOMPARE(m[0].kind, MarkKind::Label);
        QCOMPARE(m[0].label, std::string("a"));
        QCOMPARE(m[1].label, std::string("b"));
        QCOMPARE(m[2].kind, MarkKind::Cross);
        QVERIFY(hasWarning(r, "KI[11] was converted to KM[5.5]"));
    }

    void collection()
    {
        const LoadResult r = readSgf(fixture("collection.sgf"));
        QCOMPARE(r.games.size(), std::size_t(3));
        QCOMPARE(r.games[0].boardSize(), 19);
        QCOMPARE(r.games[1].boardSize(), 13);
        QCOMPARE(r.games[2].boardSize(), 9);
        QCOMPARE(textValue(r.games[1].root(), "GN"), std::string("two"));
        QCOMPARE(r.games[1].variationCount(), std::size_t(1));
        QVERIFY(r.warnings.empty());
        QCOMPARE(readSgf(writeSgf(r.games)).games.size(), std::size_t(3));
    }

    // --- repairs: each fixture, what it becomes and the warning it gets
    void repairs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("warning");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("junk before") << "junk_before" << 1 << 2 << "before the first game tree" << 1 << 1;
        QTest::newRow("missing )") << "missing_close" << 1 << 3 << "missing ')'" << 1 << 26;
        QTest::newRow("extra )") << "extra_close" << 1 << 3 << "extra ')'" << 1 << 20;
        QTest::newRow("extra ) continues") << "extra_close" << 1 << 3 << "continues after its closing" << 1 << 21;
        QTest::newRow("empty ()") << "empty_tree" << 1 << 3 << "empty game tree" << 1 << 13;
        QTest::newRow("B and W in one node") << "merged_nodes" << 1 << 4 << "two moves" << 1 << 19;
        QTest::newRow("move in root") << "root_move" << 1 << 3 << "root node holds a move" << 1 << 13;
        QTest::newRow("repeated property") << "repeated_property" << 1 << 2 << "values were merged" << 1 << 25;
        QTest::newRow("repeated comment") << "repeated_property" << 1 << 2 << "texts were joined" << 1 << 37;
        QTest::newRow("value without identifier")
            << "value_without_identifier" << 1 << 2 << "without a property identifier" << 1 << 14;
        QTest::newRow("NUL bytes") << "nul_bytes" << 1 << 2 << "NUL" << 1 << 13;
        QTest::newRow("unterminated value") << "unterminated_value" << 1 << 2 << "not closed" << 1 << 20;
        QTest::newRow("node after variation") << "node_after_variation" << 1 << 5 << "follows a variation" << 1 << 35;
        QTest::newRow("missing ;") << "missing_semicolon" << 1 << 3 << "without a ';'" << 1 << 2;
        QTest::newRow("lower case in FF[4]") << "lowercase_ff4" << 1 << 2 << "Black was read as B" << 1 << 14;
        QTest::newRow("swapped rectangle") << "swapped_rectangle" << 1 << 1 << "swapped" << 1 << 15;
        QTest::newRow("off-board move") << "off_board_move" << 1 << 3 << "not a point of the 9x9 board" << 1 << 15;
        QTest::newRow("decimal comma") << "decimal_comma" << 1 << 1 << "decimal comma" << 1 << 16;
        QTest::newRow("setup and move") << "setup_and_move" << 1 << 3 << "setup stones and a move" << 1 << 20;
        QTest::newRow("tree without node") << "nodeless_tree" << 2 << 2 << "no node of its own" << 1 << 1;
        QTest::newRow("no (") << "no_open_paren" << 1 << 2 << "does not start with '('" << 1 << 1;
        QTest::newRow("trailing junk") << "trailing_junk" << 1 << 2 << "outside the game trees" << 2 << 1;
    }

    void repairs()
    {
        QFETCH(QString, file);
        QFETCH(int, games);
        QFETCH(int, nodes);
        QFETCH(QString, warning);
        QFETCH(int, line);
        QFETCH(int, column);
        const LoadResult r = readSgf(fixture("repair_" + file.toStdString() + ".sgf"));
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(static_cast<int>(r.games.size()), games);
        QCOMPARE(static_cast<int>(r.games.front().nodeCount()), nodes);
        bool found = false;
        for (const Diagnostic& d : r.warnings)
            if (!found && d.message.find(warning.toStdString()) != std::string::npos) {
                found = true;
                QCOMPARE(d.line, line);
                QCOMPARE(d.column, column);
            }
        QVERIFY2(found, allWarnings(r.warnings).c_str());
    }

    void repairedStructure()
    {
        // B and W in one node: three moves in order.
        const LoadResult merged = readSgf(fixture("repair_merged_nodes.sgf"));
        const GameTree& g = merged.games.at(0);
        QCOMPARE(nodeMove(nth(g, 1), 9)->color, Black);
        QCOMPARE(nodeMove(nth(g, 2), 9)->color, White);
        QCOMPARE(pointToSgf(9, nodeMove(nth(g, 3), 9)->point), std::string("gg"));
        // A move in the root: the game info stays in the root.
        const LoadResult root = readSgf(fixture("repair_root_move.sgf"));
        QCOMPARE(textValue(root.games[0].root(), "PB"), std::string("x"));
        QVERIFY(!root.games[0].root().has("B"));
        QCOMPARE(pointToSgf(9, nodeMove(nth(root.games[0], 1), 9)->point), std::string("ee"));
        // Repeated properties merged; texts joined by a line break.
        const LoadResult rep = readSgf(fixture("repair_repeated_property.sgf"));
        QCOMPARE(marks(nth(rep.games[0], 1), 9).size(), std::size_t(2));
        QCOMPARE(comment(nth(rep.games[0], 1)), std::string("one\ntwo"));
        // NUL bytes are spaces, inside values too.
        const LoadResult nul = readSgf(fixture("repair_nul_bytes.sgf"));
        QCOMPARE(comment(nth(nul.games[0], 1)), std::string("a b"));
        // The off-board move is dropped, the next one kept.
        const LoadResult off = readSgf(fixture("repair_off_board_move.sgf"));
        QVERIFY(!nodeMove(nth(off.games[0], 1), 9));
        QCOMPARE(nodeMove(nth(off.games[0], 2), 9)->color, White);
        // An unterminated value keeps its text.
        const LoadResult open = readSgf(fixture("repair_unterminated_value.sgf"));
        QCOMPARE(comment(nth(open.games[0], 1)), std::string("never closed"));
    }

    void unusableFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("37x37") << "error_board_37.sgf" << "board size 37 is larger than 25, which Irodori supports";
        QTest::newRow("19x13") << "error_non_square.sgf"
                               << "The board is not square (19 columns by 13 rows); Irodori only supports square boards.";
        QTest::newRow("chess") << "error_chess.sgf"
                               << "The record is for chess (GM[3]); Irodori reads Go (GM[1]) and Renju (GM[4]) records.";
        QTest::newRow("letter") << "error_not_sgf.sgf"
                                << "This is not an SGF record: it contains no game tree \"(;...)\".";
    }

    void unusableFiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, message);
        const LoadResult r = readSgf(fixture(file.toStdString()));
        QVERIFY(!r.ok());
        QVERIFY(r.games.empty());
        QCOMPARE(QString::fromStdString(r.error), message);
    }

    void unusableGameInCollection()
    {
        const LoadResult r = load("(;SZ[9];B[ee])(;SZ[40];B[aa])");
        QCOMPARE(r.games.size(), std::size_t(1));
        QVERIFY(hasWarning(r, "Game 2 was skipped: board size 40 is larger than 25"));
        QVERIFY(!readSgf("").ok());
        QVERIFY(!readSgf("   \n").ok());
        QVERIFY(!readSgf("(;SZ[1])").ok());
    }

    // --- keeping what is not understood
    void unknownPropertiesSurvive()
    {
        const LoadResult r = readSgf(fixture("unknown_properties.sgf"));
        QVERIFY2(r.warnings.empty(), allWarnings(r.warnings).c_str());
        const std::string out = writeSgf(r.games);
        QVERIFY(out.find("SZ[19]MULTIGOGM[1]\n") != std::string::npos);
        QVERIFY(out.find(";B[pd]SBKV[54.1]XX[a\\]b][c]C[kept]\n") != std::string::npos);
        QVERIFY(out.find(";W[dd]TW[]ZZ[odd\\\\value])") != std::string::npos);
        // The application that wrote the file is now Irodori.
        QVERIFY(out.find("MultiGo") == std::string::npos);
    }

    // --- writing
    void writerHeaderAndEscaping()
    {
        GameTree g(19);
        setTextValue(g.root(), "PB", "a]b\\c");
        setKomi(g.root(), 6.5);
        g.root().setRaw("HA", "0");
        setComment(g.root(), "");
        Node* n = g.root().addChild();
        setNodeMove(*n, {Black, pointAt(19, 15, 3)}, 19);
        setComment(*n, "line one\nline two ]");
        const std::string out = writeSgf(g);
        const std::string expected = std::string("(;FF[4]GM[1]CA[UTF-8]AP[Irodori:") + kVersion +
                                     "]SZ[19]PB[a\\]b\\\\c]KM[6.5]\n;B[pd]C[line one\nline two \\]])\n";
        QCOMPARE(out, expected);
    }

    void writerNumbersInCLocale()
    {
        // Whatever the locale, numbers use a point.
        const char* old = std::setlocale(LC_ALL, nullptr);
        const std::string saved = old ? old : "C";
        std::setlocale(LC_ALL, "de_DE.UTF-8");
        GameTree g(9);
        setKomi(g.root(), 0.5);
        g.root().setRaw("KM", formatReal(7.25));
        const std::string out = writeSgf(g);
        std::setlocale(LC_ALL, saved.c_str());
        QVERIFY(out.find("KM[7.25]") != std::string::npos);
        QCOMPARE(formatReal(6.5), std::string("6.5"));
        QCOMPARE(formatReal(-3), std::string("-3"));
        QCOMPARE(parseReal("6,5").value(), 6.5);
    }

    void writerSanitisesApiValues()
    {
        // A value set through the API with a bare ']' cannot break the file.
        GameTree g(9);
        g.root().setRaw("XX", "a]b\\");
        const LoadResult again = load(writeSgf(g));
        QCOMPARE(std::string(again.games.at(0).root().rawValue("XX")), std::string("a\\]b\\\\"));
    }

    void saveLoadSaveIsIdentical_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* f :
             {"collection.sgf", "ff3_long_identifiers.sgf", "unknown_properties.sgf", "ja_shift_jis.sgf",
              "ja_euc_jp.sgf", "zh_gb18030.sgf", "zh_big5.sgf", "ko_euc_kr.sgf", "ru_windows_1251.sgf",
              "fr_latin1.sgf", "utf16le_bom.sgf", "utf16be_bom.sgf", "utf8_bom.sgf", "long_3600_moves.sgf",
              "repair_merged_nodes.sgf", "repair_node_after_variation.sgf", "repair_nul_bytes.sgf",
              "repair_repeated_property.sgf", "repair_extra_close.sgf", "repair_missing_semicolon.sgf"})
            QTest::newRow(f) << f;
    }

    void saveLoadSaveIsIdentical()
    {
        QFETCH(QString, file);
        const LoadResult first = readSgf(fixture(file.toStdString()));
        QVERIFY(first.ok());
        const std::string saved = writeSgf(first.games);
        const LoadResult second = readSgf(saved);
        QVERIFY2(second.warnings.empty(), allWarnings(second.warnings).c_str());
        QCOMPARE(second.encoding, std::string("UTF-8"));
        const std::string again = writeSgf(second.games);
        QCOMPARE(again, saved);
        QCOMPARE(writeSgf(first.games), saved); // deterministic
    }

    void files()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const LoadResult r = readSgf(fixture("collection.sgf"));
        const std::string path = dir.filePath(QStringLiteral("ソゾ.sgf")).toStdString(); // a Japanese file name
        const SaveResult s = saveRecordFile(path, r.games);
        QVERIFY(s.ok());
        QCOMPARE(loadRecordFile(path).games.size(), std::size_t(3));
        const std::string ig1 = dir.filePath(QStringLiteral("one.ig1")).toStdString();
        const SaveResult i = saveRecordFile(ig1, r.games);
        QVERIFY(i.ok());
        QVERIFY(i.warnings.at(0).message.find("only the first of the 3 games") != std::string::npos);
        QCOMPARE(loadRecordFile(ig1).games.size(), std::size_t(1));
        // Without a known extension the content decides.
        const std::string plain = dir.filePath(QStringLiteral("record")).toStdString();
        std::string error;
        QVERIFY(writeFileBytes(plain, i.bytes, &error));
        QCOMPARE(sniffFormat(i.bytes), RecordFormat::Ig1);
        QCOMPARE(loadRecordFile(plain).games.at(0).boardSize(), 19);
        QVERIFY(!writeFileBytes(dir.filePath(QStringLiteral("no/such/folder/x.sgf")).toStdString(), "x", &error));
        QVERIFY(!error.empty());
        const LoadResult missing = loadRecordFile(dir.filePath(QStringLiteral("missing.sgf")).toStdString());
        QVERIFY(!missing.ok());
        QVERIFY(missing.error.find("no such file") != std::string::npos);
        QCOMPARE(formatFromPath("A.SGF").value(), RecordFormat::Sgf);
        QCOMPARE(formatFromPath("b.Ig1").value(), RecordFormat::Ig1);
        QVERIFY(!formatFromPath("c.txt"));
    }

    void longGame()
    {
        const LoadResult r = readSgf(fixture("long_3600_moves.sgf"));
        QVERIFY(r.ok());
        const GameTree& g = r.games.at(0);
        QCOMPARE(g.nodeCount(), std::size_t(3601));
        std::string expected = fixture("long_3600_moves.expected");
        while (!expected.empty() && expected.back() == '\n')
            expected.pop_back();
        std::string moves;
        for (const Node* n : g.mainLine()) {
            if (const auto m = nodeMove(*n, 19))
                moves += std::string(moves.empty() ? "" : " ") + (m->color == Black ? "B" : "W") +
                         pointToSgf(19, m->point);
        }
        QCOMPARE(moves, expected);
        QCOMPARE(comment(nth(g, 1)), std::string("Move 1: ソとゾ, a comment with ] and \\ escaped."));
        // Every move is legal: replaying gives no warning.
        std::vector<Diagnostic> warnings;
        const Position end = positionAt(g, g.mainLine().back(), &warnings);
        QVERIFY2(warnings.empty(), allWarnings(warnings).c_str());
        QCOMPARE(end.moveNumber(), 3600);
    }
};

QTEST_GUILESS_MAIN(TestSgf)
#include "test_sgf.moc"
