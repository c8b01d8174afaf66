// IG1: reading the header, INT and MOV; writing it back byte for byte;
// SGF -> IG1 -> SGF; and the warnings for what IG1 cannot hold.
#include "record_helpers.h"

#include "record/charset.h"
#include "record/ig1.h"
#include "record/ig1_detail.h"
#include "record/semantics.h"

using namespace irodori;
using namespace irodori::record;
using namespace irodori::record::test;

class TestIg1 : public QObject {
    Q_OBJECT

private:
    static std::vector<std::string> moves(const GameTree& g)
    {
        std::vector<std::string> out;
        for (const Node* n : g.mainLine())
            if (const auto m = nodeMove(*n, g.boardSize()))
            {
                std::string move(1, m->color == Black ? 'B' : 'W');
                move += pointToSgf(g.boardSize(), m->point);
                out.push_back(move);
            }
        return out;
    }
    static bool warned(const SaveResult& s, std::string_view part)
    {
        for (const Diagnostic& d : s.warnings)
            if (d.message.find(part) != std::string::npos)
                return true;
        return false;
    }

private slots:
    void readSample()
    {
        const LoadResult r = readIg1(fixture("sample.ig1"));
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.encoding, std::string("Shift_JIS"));
        QVERIFY2(r.warnings.empty(), allWarnings(r.warnings).c_str());
        const GameTree& g = r.games.at(0);
        const Node& root = g.root();
        QCOMPARE(g.boardSize(), 19);
        QCOMPARE(textValue(root, "DT"), std::string("1998-05-03"));
        QCOMPARE(textValue(root, "PB"), std::string("山田太郎"));
        QCOMPARE(textValue(root, "BR"), std::string("三段"));
        QCOMPARE(textValue(root, "PW"), std::string("鈴木花子"));
        QCOMPARE(textValue(root, "WR"), std::string("四段"));
        QCOMPARE(textValue(root, "RE"), std::string("B+R"));
        QCOMPARE(textValue(root, "GN"), std::string("練習碁"));
        QCOMPARE(komi(root).value(), 6.5);
        // Rows count from the top (the known converter): Q16 is "pp".
        QCOMPARE(moves(g), (std::vector<std::string>{"Bpp", "Wdd", "Bqd", "Wdp", "Bcc"}));
    }

    void readHandicap()
    {
        const LoadResult r = readIg1(fixture("handicap4.ig1"));
        QVERIFY(r.ok());
        const GameTree& g = r.games.at(0);
        QCOMPARE(handicap(g.root()), 4);
        std::vector<std::string> stones;
        for (const SetupStone& s : setupStones(g.root(), 19))
            stones.push_back(pointToSgf(19, s.point));
        QCOMPARE(stones, (std::vector<std::string>{"dp", "pd", "pp", "dd"}));
        QCOMPARE(textValue(g.root(), "PB"), std::string("ソゾ"));
        QCOMPARE(textValue(g.root(), "RE"), std::string("W+3.5"));
        QCOMPARE(moves(g), (std::vector<std::string>{"Wjj", "Bpj", "Wcj"})); // White starts after handicap
    }

    void readFreeText()
    {
        const LoadResult r = readIg1(fixture("free_text.ig1"));
        QVERIFY(r.ok());
        const GameTree& g = r.games.at(0);
        QCOMPARE(g.boardSize(), 9);
        QCOMPARE(textValue(g.root(), "GC"), std::string("練習の棋譜です。\nソとゾ"));
        QVERIFY(!g.root().has("PB"));
        QCOMPARE(moves(g), (std::vector<std::string>{"Bee", "Wcc", "Bgg"})); // END is a terminator
        QVERIFY(r.warnings.empty());
    }

    void standardHandicapPoints()
    {
        const auto sgf = [](int n) {
            std::string out;
            for (Point p : detail::ig1HandicapPoints(19, n))
                out += pointToSgf(19, p) + " ";
            return out;
        };
        QCOMPARE(sgf(2), std::string("dp pd "));
        QCOMPARE(sgf(3), std::string("dp pd pp "));
        QCOMPARE(sgf(4), std::string("dp pd pp dd "));
        QCOMPARE(sgf(5), std::string("dp pd pp dd jj "));
        QCOMPARE(sgf(6), std::string("dp pd pp dd dj pj "));
        QCOMPARE(sgf(7), std::string("dp pd pp dd jj dj pj "));
        QCOMPARE(sgf(8), std::string("dp pd pp dd dj pj jd jp "));
        QCOMPARE(sgf(9), std::string("dp pd pp dd jj dj pj jd jp "));
        QVERIFY(detail::ig1HandicapPoints(10, 5).empty());
    }

    void writesTheSameBytes()
    {
        // Read and written again, the sample is unchanged except for the
        // terminator token after the last move, which is not a move.
        const std::string original = fixture("sample.ig1");
        const LoadResult r = readIg1(original);
        const SaveResult s = writeIg1(r.games.at(0));
        QVERIFY(s.ok());
        QVERIFY(s.warnings.empty());
        std::string expected = original;
        expected.replace(expected.find(" \x83\x5C\r\n"), 5, "\r\n");
        QCOMPARE(s.bytes, expected);
        const std::string handicap = fixture("handicap4.ig1");
        QCOMPARE(writeIg1(readIg1(handicap).games.at(0)).bytes, handicap);
        // IG1 -> IG1 -> IG1 is stable.
        const std::string again = writeIg1(readIg1(s.bytes).games.at(0)).bytes;
        QCOMPARE(again, s.bytes);
    }

    void sgfToIg1ToSgf()
    {
        const LoadResult sgf = load("(;FF[4]GM[1]SZ[19]HA[3]AB[dp][pd][pp]KM[0.5]PB[黒川]BR[5d]PW[白石]WR[6d]"
                                    "RE[W+12.5]DT[2024-01-02]GN[Test]EV[Cup]RO[2]PC[Tokyo]SO[book]US[me]TM[5400]"
                                    "GC[line one\nline two];W[dd];B[qj];W[jj];B[cc])");
        const GameTree& original = sgf.games.at(0);
        const SaveResult ig1 = writeIg1(original);
        QVERIFY2(ig1.warnings.empty(), allWarnings(ig1.warnings).c_str());
        const LoadResult back = readIg1(ig1.bytes);
        QVERIFY2(back.warnings.empty(), allWarnings(back.warnings).c_str());
        const GameTree& g = back.games.at(0);
        QCOMPARE(moves(g), moves(original));
        for (const char* id : {"PB", "BR", "PW", "WR", "RE", "DT", "GN", "EV", "RO", "PC", "SO", "US", "GC", "KM",
                               "HA", "TM"})
            QCOMPARE(textValue(g.root(), id), textValue(original.root(), id));
        QCOMPARE(setupStones(g.root(), 19).size(), std::size_t(3));
        // And the SGF written from it reads back with the same main line.
        const LoadResult sgfAgain = load(writeSgf(g));
        QCOMPARE(moves(sgfAgain.games.at(0)), moves(original));
    }

    void lossesAreReported()
    {
        const LoadResult sgf = load("(;SZ[19]PB[이창호]AW[aa]ZZ[private];B[pd]C[note]TR[dd];W[](;B[dd];B[pp])(;B[qq]))");
        const SaveResult s = writeIg1(sgf.games.at(0));
        QVERIFY(s.ok());
        QVERIFY(warned(s, "1 variation is lost"));
        QVERIFY(warned(s, "1 comment is lost"));
        QVERIFY(warned(s, "Marks and labels on 1 node are lost"));
        QVERIFY(warned(s, "Setup stones other than a standard handicap are lost"));
        QVERIFY(warned(s, "1 pass was inserted"));
        QVERIFY(warned(s, "2 passes are written as \"PASS\""));
        QVERIFY(warned(s, "ZZ"));
        QVERIFY(warned(s, "이창호"));
        // Passes come back as passes.
        const LoadResult back = readIg1(s.bytes);
        QCOMPARE(moves(back.games.at(0)), (std::vector<std::string>{"Bpd", "W", "Bdd", "W", "Bpp"})); // "" = pass
        // A Renju or gomoku game would come back as Go: refused, nothing written.
        const SaveResult renju = writeIg1(load("(;GM[4]SZ[15]RU[Renju];B[hh];W[hg])").games.at(0));
        QVERIFY(!renju.ok());
        QVERIFY(renju.bytes.empty());
        QVERIFY(renju.error.find("Renju") != std::string::npos);
    }

    void japaneseText_data()
    {
        QTest::addColumn<QString>("japanese");
        QTest::addColumn<QString>("sgf");
        QTest::newRow("resign") << "黒中押し勝ち" << "B+R";
        QTest::newRow("points") << "白3目半勝ち" << "W+3.5";
        QTest::newRow("half") << "黒半目勝ち" << "B+0.5";
        QTest::newRow("time") << "白時間切れ勝ち" << "W+T";
        QTest::newRow("forfeit") << "黒反則勝ち" << "B+F";
        QTest::newRow("jigo") << "持碁" << "0";
        QTest::newRow("void") << "無勝負" << "Void";
        QTest::newRow("plain win") << "白勝ち" << "W+";
    }

    void japaneseText()
    {
        QFETCH(QString, japanese);
        QFETCH(QString, sgf);
        QCOMPARE(QString::fromStdString(detail::resultFromJapanese(japanese.toStdString())), sgf);
        QCOMPARE(QString::fromStdString(detail::resultToJapanese(sgf.toStdString())), japanese);
    }

    void komiTimeDate()
    {
        QCOMPARE(detail::komiFromJapanese("6目半").value(), 6.5);
        QCOMPARE(detail::komiFromJapanese("５目半").value(), 5.5);
        QCOMPARE(detail::komiFromJapanese("逆コミ5目半").value(), -5.5);
        QCOMPARE(detail::komiFromJapanese("なし").value(), 0.0);
        QCOMPARE(detail::komiFromJapanese("7.5").value(), 7.5);
        QVERIFY(!detail::komiFromJapanese("たくさん"));
        QCOMPARE(detail::komiToJapanese(6.5), std::string("6目半"));
        QCOMPARE(detail::komiToJapanese(0.5), std::string("半目"));
        QCOMPARE(detail::komiToJapanese(-5.5), std::string("逆コミ5目半"));
        QCOMPARE(detail::secondsFromJapanese("各3時間").value(), 10800.0);
        QCOMPARE(detail::secondsFromJapanese("1時間30分").value(), 5400.0);
        QCOMPARE(detail::secondsToJapanese(5400), std::string("各1時間30分"));
        QCOMPARE(detail::dateFromIg1("1998/05/03"), std::string("1998-05-03"));
        QCOMPARE(detail::dateFromIg1("1998年5月3日"), std::string("1998-05-03"));
        QCOMPARE(detail::dateFromIg1("昭和五十年"), std::string("昭和五十年"));
        QCOMPARE(detail::dateToIg1("1998-05-03"), std::string("1998/05/03"));
    }

    void tolerantReading()
    {
        // LF line endings, UTF-8 text, lower-case #comment, no INT line.
        const LoadResult r = readIg1("#comment\n2001/1/2\n黒番 A\n白番 B\nMOV D4 Q16 X99 C3\n");
        QVERIFY(r.ok());
        QCOMPARE(r.encoding, std::string("UTF-8"));
        QCOMPARE(textValue(r.games[0].root(), "PB"), std::string("A"));
        QCOMPARE(textValue(r.games[0].root(), "DT"), std::string("2001-01-02"));
        QVERIFY(hasWarning(r, "no INT line"));
        QVERIFY(hasWarning(r, "\"X99\" is not a move"));
        QCOMPARE(moves(r.games[0]), (std::vector<std::string>{"Bdd", "Wpp", "B", "Wcc"}));
        const LoadResult extra = readIg1("junk\r\n#COMMENT\r\nx\r\n#OTHER\r\nstuff\r\nINT 9 0 7\r\nMOV E5\r\n");
        QVERIFY(extra.ok());
        std::vector<int> ignored;
        for (const Diagnostic& d : extra.warnings)
            if (d.message.find("not part of the IG1") != std::string::npos)
                ignored.push_back(d.line);
        QCOMPARE(ignored, (std::vector<int>{1, 4, 5}));
        QVERIFY(hasWarning(extra, "more fields"));
        QVERIFY(!readIg1("hello").ok());
        QVERIFY(!readIg1("INT 30 0\nMOV A1\n").ok());
    }
};

QTEST_GUILESS_MAIN(TestIg1)
#include "test_ig1.moc"
