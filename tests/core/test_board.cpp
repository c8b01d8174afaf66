// Board mechanics: strings, liberties, captures, suicide, undo, hashing.
#include "core/board.h"
#include "core/coords.h"
#include "core/diagram.h"

#include <QtTest>

#include <random>

using namespace irodori;

namespace {

Board board(const char* text)
{
    std::string error;
    auto b = parseDiagram(text, &error);
    if (!b)
        qFatal("bad diagram: %s", error.c_str());
    return *b;
}

// Liberties of the string on each stone, '.' on empty points; a failing
// comparison then shows the whole picture.
QString libertyMap(const Board& b)
{
    QString out;
    for (int y = 0; y < b.size(); ++y) {
        for (int x = 0; x < b.size(); ++x) {
            if (x > 0)
                out += ' ';
            const Point p = b.at(x, y);
            out += isStone(b.color(p)) ? QString::number(std::min(b.liberties(p), 9)) : QStringLiteral(".");
        }
        out += '\n';
    }
    return out;
}

// The empty points of the board, row by row.
std::vector<Point> emptyPoints(const Board& b)
{
    std::vector<Point> out;
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x)
            if (b.color(b.at(x, y)) == Empty)
                out.push_back(b.at(x, y));
    return out;
}

QString normalized(const char* text)
{
    QString out;
    for (const QString& line : QString::fromLatin1(text).split('\n')) {
        const QString t = line.trimmed();
        if (!t.isEmpty())
            out += t + '\n';
    }
    return out;
}

Point pt(const Board& b, const char* gtp) { return *parseGtp(b, gtp); }

} // namespace

class TestBoard : public QObject {
    Q_OBJECT
private slots:
    void emptyBoardBorder()
    {
        Board b(9);
        QCOMPARE(b.size(), 9);
        QCOMPARE(b.emptyCount(), 81);
        QCOMPARE(b.color(b.at(0, 0) - 1), Edge);
        QCOMPARE(b.color(b.at(0, 0) - b.stride()), Edge);
        QCOMPARE(b.color(b.at(8, 8) + 1), Edge);
        QCOMPARE(b.color(b.at(8, 8) + b.stride()), Edge);
        QVERIFY(!b.onBoard(b.at(8, 8) + 1));
        QVERIFY(b.onBoard(b.at(4, 4)));
        QCOMPARE(int(opponent(Black)), int(White));
        QCOMPARE(int(opponent(White)), int(Black));
    }

    void rejectsBadSizes()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Board(1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Board(26));
        Board smallest(2), largest(25);
        QCOMPARE(largest.emptyCount(), 625);
        QCOMPARE(smallest.emptyCount(), 4);
    }

    void edgeAndCornerLiberties()
    {
        const Board b = board(R"(
            X . . . X
            . . . . .
            . . O . .
            . . . . .
            X X . . O
        )");
        QCOMPARE(libertyMap(b), normalized(R"(
            2 . . . 2
            . . . . .
            . . 4 . .
            . . . . .
            3 3 . . 2
        )"));
    }

    void sharedLibertiesCountOnce()
    {
        // A bamboo-like shape whose strings share liberties, and a ring.
        const Board b = board(R"(
            . . . . . .
            . X X X . .
            . X . X . .
            . X X X . .
            . . . . . .
            . . . . . .
        )");
        // The ring's inside point is one liberty, counted once.
        QCOMPARE(b.liberties(b.at(1, 1)), 13);
        QCOMPARE(b.stringSize(b.at(1, 1)), 8);
    }

    void singleCapture()
    {
        Board b = board(R"(
            . X . .
            X O . .
            . X . .
            . . . .
        )");
        QCOMPARE(b.liberties(b.at(1, 1)), 1);
        const int captured = b.play(b.at(2, 1), Black);
        QCOMPARE(captured, 1);
        QCOMPARE(b.color(b.at(1, 1)), Empty);
        QCOMPARE(b.stoneCount(White), 0);
        QCOMPARE(b.lastSingleCapture(), b.at(1, 1));
        QCOMPARE(libertyMap(b), normalized(R"(
            . 3 . .
            3 . 4 .
            . 4 . .
            . . . .
        )"));
        QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
    }

    void multiStringCapture()
    {
        // Black in the centre captures four white strings at once.
        Board b = board(R"(
            . X O X .
            X O . O X
            . X O X .
            . . X . .
            . . . . .
        )");
        QCOMPARE(b.play(b.at(2, 1), Black), 4);
        QCOMPARE(b.stoneCount(White), 0);
        QCOMPARE(b.lastSingleCapture(), kNoPoint);
        QCOMPARE(libertyMap(b), normalized(R"(
            . 3 . 3 .
            3 . 4 . 3
            . 4 . 4 .
            . . 4 . .
            . . . . .
        )"));
        QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
        b.undo();
        QCOMPARE(b.stoneCount(White), 4);
        QCOMPARE(libertyMap(b), normalized(R"(
            . 1 1 1 .
            2 1 . 1 2
            . 2 1 2 .
            . . 3 . .
            . . . . .
        )"));
    }

    void captureOfLargeString()
    {
        // Setup never captures: a string drawn without liberties keeps 0.
        const Board dead = board(R"(
            O O O X .
            X X X X .
            . . . . .
            . . . . .
            . . . . .
        )");
        QCOMPARE(dead.liberties(dead.at(0, 0)), 0);
        Board c = board(R"(
            O O O . .
            X X X X .
            . . . . .
            . . . . .
            . . . . .
        )");
        QCOMPARE(c.liberties(c.at(0, 0)), 1);
        QCOMPARE(c.play(c.at(3, 0), Black), 3);
        QCOMPARE(c.stoneCount(White), 0);
        QCOMPARE(c.liberties(c.at(3, 0)), 9);
        QCOMPARE(QString::fromStdString(c.checkConsistency()), QString());
        c.undo();
        QCOMPARE(c.stoneCount(White), 3);
        QCOMPARE(c.liberties(c.at(0, 0)), 1);
        QCOMPARE(QString::fromStdString(c.checkConsistency()), QString());
    }

    void suicideDetection()
    {
        const Board b = board(R"(
            . X . . .
            X . . . .
            . . . O O
            . . . O .
            . . . O X
        )");
        QVERIFY(b.isSuicide(b.at(0, 0), White));
        QVERIFY(!b.isSuicide(b.at(0, 0), Black));
        // White at E2 joins a string that keeps liberties.
        QVERIFY(!b.isSuicide(b.at(4, 3), White));
        // Black at E2 joins the cornered stone: the pair has no liberty.
        QVERIFY(b.isSuicide(b.at(4, 3), Black));
        // A move that captures is never suicide, even with no empty neighbour.
        const Board k = board(R"(
            . X O .
            X O . .
            . . . .
            . . . .
        )");
        QVERIFY(!k.isSuicide(k.at(0, 0), White));
    }

    void suicideExecutedWhenPlayed()
    {
        Board b = board(R"(
            . X . .
            X X . .
            . . O .
            . . . .
        )");
        // White into the black eye: the board executes it as suicide.
        const std::uint64_t before = b.hash();
        QCOMPARE(b.play(b.at(0, 0), White), 0);
        QVERIFY(b.lastWasSuicide());
        QCOMPARE(b.lastCaptureCount(), 1);
        QCOMPARE(b.color(b.at(0, 0)), Empty);
        QCOMPARE(b.hash(), before);
        QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
        b.undo();
        QCOMPARE(b.hash(), before);
        QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
    }

    void multiStoneSuicide()
    {
        Board b = board(R"(
            O . X . .
            O O X . .
            X X . . .
            . . . . .
            . . . . .
        )");
        QVERIFY(b.isSuicide(b.at(1, 0), White));
        b.play(b.at(1, 0), White);
        QVERIFY(b.lastWasSuicide());
        QCOMPARE(b.lastCaptureCount(), 4);
        QCOMPARE(b.stoneCount(White), 0);
        QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
        b.undo();
        QCOMPARE(b.stoneCount(White), 3);
        QCOMPARE(b.liberties(b.at(0, 0)), 1);
        QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
    }

    void snapback()
    {
        // White's two-point eye: Black throws in, White captures one stone
        // and is left in atari, Black takes back all eight stones (uttegaeshi).
        Board b = board(R"(
            . . . . .
            X X X X X
            X O O O X
            X O . O X
            X O . O X
        )");
        const Point throwIn = b.at(2, 3);
        const Point capture = b.at(2, 4);
        QVERIFY(!b.isSuicide(throwIn, Black));
        QCOMPARE(b.play(throwIn, Black), 0);
        QCOMPARE(b.liberties(throwIn), 1);
        QCOMPARE(b.liberties(b.at(1, 2)), 1);
        QCOMPARE(b.play(capture, White), 1);
        QCOMPARE(b.lastSingleCapture(), throwIn);
        QCOMPARE(b.liberties(capture), 1);
        QCOMPARE(b.stringSize(capture), 8);
        QCOMPARE(b.play(throwIn, Black), 8);
        QCOMPARE(b.stoneCount(White), 0);
        QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
        b.undo();
        b.undo();
        b.undo();
        QCOMPARE(b.stoneCount(White), 7);
        QCOMPARE(b.liberties(b.at(1, 2)), 2);
        QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
    }

    void undoRestoresEverything()
    {
        Board b = board(R"(
            . X O . . .
            X O . O . .
            . X O . . .
            . . . . X .
            . O . X . X
            . . . . X .
        )");
        const std::string before = toDiagram(b);
        const std::uint64_t hash = b.hash();
        const QString libs = libertyMap(b);
        // A capture (ko shape), a merge of three strings and a plain move.
        b.play(b.at(2, 1), Black);
        b.play(b.at(4, 4), White);
        b.play(b.at(2, 3), Black);
        b.play(b.at(3, 3), White);
        QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
        for (int i = 0; i < 4; ++i)
            b.undo();
        QCOMPARE(toDiagram(b), before);
        QCOMPARE(b.hash(), hash);
        QCOMPARE(libertyMap(b), libs);
        QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
        QVERIFY(!b.canUndo());
    }

    void hashIsOrderIndependent()
    {
        Board a(9), b(9);
        a.play(a.at(2, 2), Black);
        a.play(a.at(6, 6), White);
        b.play(b.at(6, 6), White);
        b.play(b.at(2, 2), Black);
        QCOMPARE(a.hash(), b.hash());
        Board c(9);
        c.play(c.at(2, 2), White);
        c.play(c.at(6, 6), Black);
        QVERIFY(a.hash() != c.hash());
        QCOMPARE(Board(9).hash(), std::uint64_t(0));
    }

    void hashAfterPredictsPlay()
    {
        Board b = board(R"(
            . X O . .
            X O . . .
            . X . . .
            . . . . .
            . . . . .
        )");
        const Point p = b.at(2, 1);
        const std::uint64_t predicted = b.hashAfter(p, Black);
        b.play(p, Black);
        QCOMPARE(b.hash(), predicted);
    }

    void wouldCaptureCounts()
    {
        const Board b = board(R"(
            O O X . .
            X X . . .
            . . . . .
            . . . . .
            . . . . .
        )");
        QCOMPARE(b.wouldCapture(b.at(2, 1), Black), 0);
        const Board c = board(R"(
            O O . . .
            X X . . .
            . . . . .
            . . . . .
            . . . . .
        )");
        QCOMPARE(c.wouldCapture(c.at(2, 0), Black), 2);
        QCOMPARE(c.wouldCapture(c.at(2, 0), White), 0);
    }

    void libertyAndStoneLists()
    {
        const Board b = board(R"(
            . . . .
            . X X .
            . . X .
            . . . .
        )");
        Point libs[16];
        QCOMPARE(b.libertyList(b.at(1, 1), libs, 16), 7);
        QCOMPARE(b.libertyList(b.at(1, 1), libs, 2), 2);
        Point stones[16];
        QCOMPARE(b.stoneList(b.at(2, 2), stones), 3);
        QVERIFY(b.isLibertyOf(b.at(1, 2), b.head(b.at(1, 1))));
        QVERIFY(!b.isLibertyOf(b.at(0, 0), b.head(b.at(1, 1))));
    }

    void setupRebuildsStrings()
    {
        Board b(5);
        b.setStone(b.at(1, 1), Black);
        b.setStone(b.at(2, 1), Black);
        QVERIFY(b.sameString(b.at(1, 1), b.at(2, 1)));
        QCOMPARE(b.liberties(b.at(1, 1)), 6);
        b.setStone(b.at(2, 1), Empty);
        QCOMPARE(b.liberties(b.at(1, 1)), 4);
        QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
    }

    void coordinates()
    {
        Board b(19);
        QCOMPARE(QString::fromStdString(toGtp(b, b.at(0, 18))), QStringLiteral("A1"));
        QCOMPARE(QString::fromStdString(toGtp(b, b.at(8, 0))), QStringLiteral("J19"));
        QCOMPARE(QString::fromStdString(toGtp(b, kPass)), QStringLiteral("pass"));
        QCOMPARE(*parseGtp(b, "q16"), b.at(15, 3));
        QCOMPARE(*parseGtp(b, "PASS"), kPass);
        QVERIFY(!parseGtp(b, "I5"));
        QVERIFY(!parseGtp(b, "A0"));
        QVERIFY(!parseGtp(b, "A20"));
        QVERIFY(!parseGtp(b, "U1"));
        QVERIFY(!parseGtp(b, "A01"));
        QVERIFY(!parseGtp(b, ""));
        QCOMPARE(pt(b, "D4"), b.at(3, 15));
        QCOMPARE(QString::fromStdString(toSgf(b, b.at(3, 15))), QStringLiteral("dp"));
        QCOMPARE(*parseSgf(b, "dp"), b.at(3, 15));
        QCOMPARE(*parseSgf(b, "tt"), kPass);
        QCOMPARE(*parseSgf(b, ""), kPass);
        QVERIFY(!parseSgf(b, "zz"));
        QVERIFY(!parseSgf(b, "a"));
        Board big(25);
        QCOMPARE(QString::fromStdString(toGtp(big, big.at(24, 0))), QStringLiteral("Z25"));
        QCOMPARE(*parseSgf(big, "tt"), big.at(19, 19));
        QCOMPARE(*parseColor("W"), White);
        QCOMPARE(*parseColor("black"), Black);
        QVERIFY(!parseColor("red"));
    }

    void diagramErrors()
    {
        std::string error;
        QVERIFY(!parseDiagram(". . .\n. . .\n", &error));
        QVERIFY(error.find("has 3 points, expected 2") != std::string::npos);
        QVERIFY(!parseDiagram(". z\n. .\n", &error));
        QVERIFY(error.find("'z'") != std::string::npos);
        QVERIFY(!parseDiagram(".\n", &error));
    }

    // Random games: after every move and every undo the incremental strings
    // must equal a from-scratch recount.
    void randomGamesStayConsistent_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("games");
        QTest::newRow("5x5") << 5 << 40;
        QTest::newRow("9x9") << 9 << 20;
        QTest::newRow("19x19") << 19 << 4;
    }

    void randomGamesStayConsistent()
    {
        QFETCH(int, size);
        QFETCH(int, games);
        std::mt19937 rng(1234 + size);
        for (int g = 0; g < games; ++g) {
            Board b(size);
            std::vector<std::uint64_t> hashes{b.hash()};
            std::vector<std::string> diagrams{toDiagram(b)};
            Color c = Black;
            const bool allowSuicide = g % 2 == 1;
            for (int move = 0; move < 3 * size * size; ++move) {
                std::vector<Point> candidates;
                for (int y = 0; y < size; ++y)
                    for (int x = 0; x < size; ++x) {
                        const Point p = b.at(x, y);
                        if (b.color(p) == Empty && (allowSuicide || !b.isSuicide(p, c)))
                            candidates.push_back(p);
                    }
                if (candidates.empty())
                    break;
                b.play(candidates[rng() % candidates.size()], c);
                const std::string problem = b.checkConsistency();
                if (!problem.empty())
                    QFAIL(qPrintable(QString("game %1 move %2: %3\n%4")
                                         .arg(g).arg(move).arg(QString::fromStdString(problem))
                                         .arg(QString::fromStdString(toDiagram(b)))));
                hashes.push_back(b.hash());
                diagrams.push_back(toDiagram(b));
                c = opponent(c);
            }
            // Undo back to the empty board, checking each earlier position.
            for (int i = static_cast<int>(hashes.size()) - 2; i >= 0; --i) {
                b.undo();
                QCOMPARE(b.hash(), hashes[i]);
                QCOMPARE(toDiagram(b), diagrams[i]);
                if (i % 7 == 0)
                    QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
            }
            QVERIFY(!b.canUndo());
        }
    }

    // Plays and undos interleaved at random, as the reader does: stones go
    // on points of strings captured earlier whose capture is later undone.
    // After every undo the position must equal the one before that move,
    // and after every move the removed-stone reports must match the board.
    void randomPlayAndUndoInterleaved()
    {
        std::mt19937 rng(99);
        for (int size : {5, 7, 9}) {
            Board b(size);
            std::vector<std::string> diagrams{toDiagram(b)};
            std::vector<std::uint64_t> hashes{b.hash()};
            for (int step = 0; step < 6000; ++step) {
                const Color c = (b.undoDepth() % 2 == 0) ? Black : White;
                const std::vector<Point> candidates = emptyPoints(b);
                if (b.canUndo() && (candidates.empty() || rng() % 3 == 0)) {
                    b.undo();
                    diagrams.pop_back();
                    hashes.pop_back();
                    QCOMPARE(toDiagram(b), diagrams.back());
                    QCOMPARE(b.hash(), hashes.back());
                    QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
                    continue;
                }
                if (candidates.empty())
                    break;
                const Point p = candidates[rng() % candidates.size()];
                const int own = b.stoneCount(c);
                const int other = b.stoneCount(opponent(c));
                const int expected = b.wouldCapture(p, c);
                const bool suicide = b.isSuicide(p, c);
                const int captured = b.play(p, c);
                QCOMPARE(captured, expected);
                QCOMPARE(b.lastWasSuicide(), suicide);
                QCOMPARE(b.lastCaptureCount(),
                         suicide ? own + 1 - b.stoneCount(c) : other - b.stoneCount(opponent(c)));
                if (!suicide && captured == 1)
                    QCOMPARE(b.color(b.lastSingleCapture()), Empty);
                else
                    QCOMPARE(b.lastSingleCapture(), kNoPoint);
                QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
                diagrams.push_back(toDiagram(b));
                hashes.push_back(b.hash());
            }
        }
    }

    // The order of the stones in each string's list is part of the state:
    // the reader walks strings in it, and the order of the liberties it
    // lists (so of the moves it tries) follows. A move that extends one
    // string puts the stone right after the head; undo() gives back every
    // list in its order, whichever path play() and undo() took.
    void stoneOrderKeptByPlayAndUndo()
    {
        auto lists = [](const Board& b) {
            std::vector<std::vector<Point>> all;
            Point buf[kMaxArea];
            for (int y = 0; y < b.size(); ++y)
                for (int x = 0; x < b.size(); ++x) {
                    const Point p = b.at(x, y);
                    if (isStone(b.color(p)) && b.head(p) == p)
                        all.emplace_back(buf, buf + b.stoneList(p, buf));
                }
            return all;
        };
        std::mt19937 rng(7);
        for (int size : {5, 9}) {
            Board b(size);
            std::vector<std::vector<std::vector<Point>>> history{lists(b)};
            int extensions = 0;
            for (int step = 0; step < 4000; ++step) {
                const Color c = (b.undoDepth() % 2 == 0) ? Black : White;
                const std::vector<Point> candidates = emptyPoints(b);
                if (b.canUndo() && (candidates.empty() || rng() % 3 == 0)) {
                    b.undo();
                    history.pop_back();
                    QVERIFY(lists(b) == history.back());
                    continue;
                }
                if (candidates.empty())
                    break;
                const Point p = candidates[rng() % candidates.size()];
                // The one string of ours next to p, if only one.
                Point single = kNoPoint;
                bool several = false;
                for (int d = 0; d < 4; ++d) {
                    const Point q = p + b.offsets()[d];
                    if (b.color(q) != c)
                        continue;
                    several = several || (single != kNoPoint && !b.sameString(q, single));
                    single = b.head(q);
                }
                Point before[kMaxArea];
                const int n = single != kNoPoint ? b.stoneList(single, before) : 0;
                b.play(p, c);
                if (single != kNoPoint && !several && b.lastCaptureCount() == 0) {
                    Point after[kMaxArea];
                    QCOMPARE(b.stoneList(single, after), n + 1);
                    QCOMPARE(after[0], before[0]);
                    QCOMPARE(after[1], p);
                    for (int i = 1; i < n; ++i)
                        QCOMPARE(after[i + 1], before[i]);
                    ++extensions;
                }
                QCOMPARE(QString::fromStdString(b.checkConsistency()), QString());
                history.push_back(lists(b));
            }
            QVERIFY(extensions > 100);
        }
    }
};

QTEST_APPLESS_MAIN(TestBoard)
#include "test_board.moc"
