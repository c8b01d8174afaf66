// Piskvork's game files (.psq): the moves of a Gomocup game read as a GM[4]
// record, the lines after them kept in a comment, broken files refused or
// cut short with a warning, never a crash; loadRecordFile() reads them by
// name or by their first line and marks them imported.
#include "record_helpers.h"

#include "record/psq.h"
#include "record/semantics.h"

#include "core/board.h"

#include <QTemporaryDir>

#include <random>

using namespace irodori;
using namespace irodori::record;
using namespace irodori::record::test;

namespace {

const char* const kGame = "Piskvorky 20x20, 11:11, 0\r\n"
                          "10,10,0\r\n"
                          "11,11,16\r\n"
                          "9,11,31\r\n"
                          "1,20,15\r\n"
                          "pbrain-one.exe\r\n"
                          "pbrain-two.exe\r\n"
                          "-1\r\n";

std::vector<Move> mainMoves(const GameTree& g)
{
    std::vector<Move> out;
    for (const Node* n : g.mainLine())
        if (const auto m = nodeMove(*n, g.boardSize()))
            out.push_back(*m);
    return out;
}

} // namespace

class TestPsq : public QObject {
    Q_OBJECT

private slots:
    void readsAGame()
    {
        QVERIFY(looksLikePsq(kGame));
        QVERIFY(!looksLikePsq("(;GM[4]SZ[15])"));
        const LoadResult r = readPsq(kGame);
        QVERIFY2(r.ok(), r.error.c_str());
        QVERIFY2(r.warnings.empty(), allWarnings(r.warnings).c_str());
        QCOMPARE(r.games.size(), std::size_t(1));
        const GameTree& g = r.games.front();
        QCOMPARE(g.boardSize(), 20);
        QCOMPARE(g.gameType(), 4);
        QCOMPARE(textValue(g.root(), "RU"), std::string("Freestyle"));
        const Board b(20);
        const std::vector<Move> moves = mainMoves(g);
        QCOMPARE(moves.size(), std::size_t(4));
        // 1-based x from the left, y from the top; Black first.
        QCOMPARE(moves[0], (Move{Black, b.at(9, 9)}));
        QCOMPARE(moves[1], (Move{White, b.at(10, 10)}));
        QCOMPARE(moves[2], (Move{Black, b.at(8, 10)}));
        QCOMPARE(moves[3], (Move{White, b.at(0, 19)}));
        // The players' programs are kept.
        const std::string comment = textValue(g.root(), "C");
        QVERIFY(comment.find("pbrain-one.exe") != std::string::npos);
        QVERIFY(comment.find("pbrain-two.exe") != std::string::npos);
        // As SGF and back: the same game.
        const LoadResult again = load(writeSgf(r.games));
        QCOMPARE(mainMoves(again.games.front()), moves);
    }

    void brokenFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("no header") << QByteArray("10,10,0\n11,11,0\n") << QStringLiteral("not a Piskvork game");
        QTest::newRow("no size") << QByteArray("Piskvorky\n10,10,0\n") << QStringLiteral("no board size");
        QTest::newRow("not square") << QByteArray("Piskvorky 20x15, 11:11, 0\n") << QStringLiteral("square");
        QTest::newRow("too large") << QByteArray("Piskvorky 30x30, 11:11, 0\n") << QStringLiteral("5 to 25");
        QTest::newRow("empty") << QByteArray("") << QStringLiteral("not a Piskvork game");
    }
    void brokenFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        const LoadResult r = readPsq(bytes.toStdString());
        QVERIFY(!r.ok());
        QVERIFY(r.games.empty());
        QVERIFY2(QString::fromStdString(r.error).contains(error), r.error.c_str());
    }

    // A move off the board or on a taken point ends the moves, with a
    // warning naming its line; what follows is kept in the comment.
    void badMovesEndTheGame()
    {
        const LoadResult off = readPsq("Piskvorky 15x15, 11:11, 0\n8,8,0\n16,3,0\n9,9,0\n");
        QVERIFY(off.ok());
        QCOMPARE(mainMoves(off.games.front()).size(), std::size_t(1));
        QCOMPARE(off.warnings.size(), std::size_t(1));
        QCOMPARE(off.warnings.front().line, 3);
        QVERIFY(hasWarning(off, "off the 15x15 board"));
        QVERIFY(textValue(off.games.front().root(), "C").find("9,9,0") != std::string::npos);
        const LoadResult twice = readPsq("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n8,8,0\n");
        QCOMPARE(mainMoves(twice.games.front()).size(), std::size_t(2));
        QVERIFY(hasWarning(twice, "taken already"));
        const LoadResult none = readPsq("Piskvorky 15x15, 11:11, 0\n");
        QVERIFY(none.ok());
        QVERIFY(mainMoves(none.games.front()).empty());
    }

    // loadRecordFile() reads .psq files, and Piskvork games under another
    // name, as imported records.
    void loadedAsImported()
    {
        QTemporaryDir dir;
        const std::string psq = dir.filePath(QStringLiteral("game.psq")).toStdString();
        const std::string other = dir.filePath(QStringLiteral("game.txt")).toStdString();
        for (const std::string& path : {psq, other}) {
            std::string error;
            QVERIFY(writeFileBytes(path, kGame, &error));
            const LoadResult r = loadRecordFile(path);
            QVERIFY2(r.ok(), r.error.c_str());
            QVERIFY(r.imported);
            QCOMPARE(r.games.front().boardSize(), 20);
        }
        const std::string sgf = dir.filePath(QStringLiteral("game.sgf")).toStdString();
        std::string error;
        QVERIFY(writeFileBytes(sgf, "(;GM[4]SZ[15];B[hh])", &error));
        QVERIFY(!loadRecordFile(sgf).imported);
    }

    // The main line written back: each move with no time, the lines the
    // file had after its moves (programs, code) kept; read again, the same.
    void writesAGame()
    {
        const LoadResult r = readPsq(kGame);
        QVERIFY(r.ok());
        const SaveResult w = writePsq(r.games.front());
        QVERIFY2(w.ok(), w.error.c_str());
        QVERIFY2(w.warnings.empty(), allWarnings(w.warnings).c_str());
        QCOMPARE(w.bytes, std::string("Piskvorky 20x20, 0:0, 0\r\n10,10,0\r\n11,11,0\r\n9,11,0\r\n1,20,0\r\n"
                                      "pbrain-one.exe\r\npbrain-two.exe\r\n-1\r\n"));
        const LoadResult again = readPsq(w.bytes);
        QVERIFY(again.ok());
        QVERIFY(mainMoves(again.games.front()) == mainMoves(r.games.front()));
        QCOMPARE(comment(again.games.front().root()), comment(r.games.front().root()));
        // By name, and a collection: its first game, with a warning.
        QCOMPARE(formatFromPath("a/B.PSQ"), std::optional<RecordFormat>(RecordFormat::Psq));
        QCOMPARE(std::string(formatName(RecordFormat::Psq)), std::string("PSQ"));
        Collection two;
        two.push_back(r.games.front().clone());
        two.push_back(r.games.front().clone());
        const SaveResult first = saveRecord(two, RecordFormat::Psq);
        QVERIFY(first.ok());
        QCOMPARE(first.bytes, w.bytes);
        QCOMPARE(first.warnings.size(), std::size_t(1));
        QVERIFY(first.warnings.front().message.find("holds one game") != std::string::npos);
        QVERIFY(loadRecord(w.bytes, RecordFormat::Psq).ok());
    }

    // What a Piskvork game cannot hold: warned of, or refused.
    void writingLosesOrRefuses()
    {
        const LoadResult r = readSgf("(;GM[4]FF[4]SZ[15]RU[Renju]PB[Alice]PW[Bob];B[hh]C[centre];W[hg](;B[ig]MA[jj])(;B[gg]))");
        QVERIFY(r.ok());
        const SaveResult w = writePsq(r.games.front());
        QVERIFY2(w.ok(), w.error.c_str());
        QCOMPARE(w.bytes, std::string("Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n8,7,0\r\n9,7,0\r\n"));
        const std::string lost = allWarnings(w.warnings);
        QVERIFY2(lost.find("1 variation is lost") != std::string::npos, lost.c_str());
        QVERIFY2(lost.find("1 comment is lost") != std::string::npos, lost.c_str());
        QVERIFY2(lost.find("MA, PB, PW, RU") != std::string::npos, lost.c_str());
        // Refused: Go, stones set up, a pass, the same colour twice.
        for (const char* sgf : {"(;GM[1]SZ[19];B[dd])", "(;GM[4]SZ[15]AB[hh];W[hg])", "(;GM[4]SZ[15];B[hh];W[])",
                                "(;GM[4]SZ[15];B[hh];B[hg])", "(;GM[4]SZ[15];W[hh])"}) {
            const LoadResult bad = readSgf(sgf);
            QVERIFY(bad.ok());
            const SaveResult refused = writePsq(bad.games.front());
            QVERIFY2(!refused.ok(), sgf);
            QVERIFY(refused.bytes.empty());
        }
        QVERIFY(writePsq(readSgf("(;GM[1]SZ[19])").games.front()).error.find("Go") != std::string::npos);
        GameTree othello(8, 2);
        QVERIFY(writePsq(othello).error.find("not a gomoku") != std::string::npos);
    }

    // Mutations of a game never crash the reader; what loads is a game that
    // saves as SGF and loads again, and as a Piskvork game with the same moves.
    void mutationsNeverBreakIt()
    {
        std::mt19937_64 rng(7);
        const std::string base = kGame;
        int loaded = 0;
        for (int i = 0; i < 3000; ++i) {
            std::string s = base;
            for (int e = 0; e < 1 + static_cast<int>(rng() % 4); ++e) {
                const std::size_t at = rng() % (s.size() + 1);
                switch (rng() % 3) {
                case 0:
                    if (at < s.size())
                        s[at] = "0123456789,x\n -"[rng() % 16];
                    break;
                case 1:
                    s.insert(at, 1, static_cast<char>(rng()));
                    break;
                default:
                    s.erase(at, rng() % 8);
                    break;
                }
            }
            const LoadResult r = readPsq(s);
            if (!r.ok()) {
                QVERIFY(r.games.empty());
                continue;
            }
            ++loaded;
            const GameTree& g = r.games.front();
            QVERIFY(g.boardSize() >= 5 && g.boardSize() <= kMaxBoardSize);
            const LoadResult again = readSgf(writeSgf(r.games));
            QVERIFY(again.ok());
            const SaveResult psq = writePsq(g);
            QVERIFY2(psq.ok(), psq.error.c_str());
            const LoadResult back = readPsq(psq.bytes);
            QVERIFY(back.ok());
            QVERIFY(mainMoves(back.games.front()) == mainMoves(g));
        }
        QVERIFY(loaded > 100);
    }
};

QTEST_MAIN(TestPsq)
#include "test_psq.moc"
