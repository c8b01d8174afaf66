// GNU Go as the referee: the same GTP commands go to our engine (in
// process) and to "gnugo --mode gtp" (a child process), and the answers
// that do not depend on playing strength must agree: stones on the board,
// prisoners, legality of every point, handicap placement, and the outcome
// of simple ladders (シチョウ) and nets (ゲタ).
#include "gtp_child.h"

#include "core/coords.h"
#include "protocol/gtp_engine.h"

#include <QtTest>

#include <QTemporaryDir>

#include <random>
#include <set>

using irodori::gtp::GtpEngine;

namespace {

const char* kGnuGo = "/usr/games/gnugo";

QByteArray ours(GtpEngine& e, const QByteArray& line)
{
    return QByteArray::fromStdString(e.execute(line.toStdString()));
}

std::set<QByteArray> wordSet(const QByteArray& answer)
{
    std::set<QByteArray> out;
    for (const QByteArray& w : answer.simplified().split(' '))
        if (!w.isEmpty())
            out.insert(w.toUpper());
    return out;
}

// Both engines' answers to one command, with "= " / "? " kept apart so
// that success and failure are compared too.
struct Pair {
    QByteArray ours;
    QByteArray gnugo;
};

} // namespace

class TestGtpGnuGo : public QObject {
    Q_OBJECT

    GtpChild gnugo_;
    GtpEngine engine_;

    Pair both(const QByteArray& line)
    {
        return {ours(engine_, line), gnugo_.send(line)};
    }

    // Sends many commands to GNU Go at once and reads the answers back:
    // a round trip per command would make the legality sweeps slow.
    QList<QByteArray> gnugoBatch(const QList<QByteArray>& lines)
    {
        QByteArray all;
        for (const QByteArray& l : lines)
            all += l + "\n";
        gnugo_.process().write(all);
        QList<QByteArray> answers;
        for (qsizetype i = 0; i < lines.size(); ++i)
            answers.append(gnugo_.readResponse());
        return answers;
    }

    void sameStones(const char* where)
    {
        for (const char* color : {"black", "white"}) {
            const QByteArray a = ours(engine_, QByteArray("list_stones ") + color);
            const QByteArray b = gnugo_.send(QByteArray("list_stones ") + color);
            QVERIFY2(wordSet(a) == wordSet(b), (QByteArray(where) + " " + color + ": ours " + a + " gnugo " + b).constData());
            const QByteArray ca = ours(engine_, QByteArray("captures ") + color).trimmed();
            const QByteArray cb = gnugo_.send(QByteArray("captures ") + color).trimmed();
            QVERIFY2(ca == cb, (QByteArray(where) + " captures " + color + ": ours " + ca + " gnugo " + cb).constData());
        }
    }

    // is_legal for both colours on every point, ours against GNU Go's.
    void sameLegality(int size, const char* where)
    {
        QList<QByteArray> lines;
        for (const char* color : {"black", "white"})
            for (int x = 0; x < size; ++x)
                for (int y = 1; y <= size; ++y)
                    lines.append(QByteArray("is_legal ") + color + " " + char('A' + x + (x >= 8 ? 1 : 0))
                                 + QByteArray::number(y));
        const QList<QByteArray> theirs = gnugoBatch(lines);
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QByteArray mine = ours(engine_, lines[i]);
            QVERIFY2(mine == theirs[i],
                     (QByteArray(where) + ": " + lines[i] + " ours " + mine + " gnugo " + theirs[i]).constData());
        }
    }

    void setUp(int size, const QList<QByteArray>& moves)
    {
        for (const QByteArray& line : QList<QByteArray>{"boardsize " + QByteArray::number(size), "clear_board"}
                                          + moves) {
            const Pair r = both(line);
            QVERIFY2(r.ours.startsWith('=') && r.gnugo.startsWith('='), (line + ": " + r.ours + r.gnugo).constData());
        }
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(QString::fromLatin1(kGnuGo)))
            QSKIP("GNU Go is not installed at /usr/games/gnugo; the comparison needs it as the referee.");
        QVERIFY(gnugo_.start(QString::fromLatin1(kGnuGo), {QStringLiteral("--mode"), QStringLiteral("gtp")}));
        QVERIFY(gnugo_.send("protocol_version").startsWith("= 2"));
    }

    // Random games (captures, ko, suicide attempts, passes): both engines
    // accept the same moves, and the board, prisoners and the legality of
    // every point agree all along.
    void randomGames_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("moves");
        QTest::newRow("9x9 a") << 9 << 1 << 220;
        QTest::newRow("9x9 b") << 9 << 2 << 220;
        QTest::newRow("9x9 c") << 9 << 3 << 220;
        QTest::newRow("5x5") << 5 << 4 << 120;
        QTest::newRow("13x13") << 13 << 5 << 300;
        QTest::newRow("19x19") << 19 << 6 << 400;
    }

    void randomGames()
    {
        QFETCH(int, size);
        QFETCH(int, seed);
        QFETCH(int, moves);
        setUp(size, {});
        std::mt19937 rng(static_cast<unsigned>(seed));
        const char* colors[] = {"black", "white"};
        int kos = 0;
        for (int n = 0; n < moves; ++n) {
            const char* color = colors[n % 2];
            // Our legal moves; GNU Go must accept whichever we pick.
            QList<QByteArray> legal;
            for (int x = 0; x < size; ++x)
                for (int y = 1; y <= size; ++y) {
                    const QByteArray v = char('a' + x + (x >= 8 ? 1 : 0)) + QByteArray::number(y);
                    if (ours(engine_, QByteArray("is_legal ") + color + " " + v) == "= 1\n\n")
                        legal.append(v);
                }
            const QByteArray vertex = legal.isEmpty() || rng() % 25 == 0 ? QByteArray("pass")
                                                                          : legal[int(rng() % legal.size())];
            const QByteArray line = QByteArray("play ") + color + " " + vertex;
            const Pair r = both(line);
            QVERIFY2(r.ours == "= \n\n", (line + ": ours " + r.ours).constData());
            QVERIFY2(r.gnugo == "= \n\n", (line + ": gnugo " + r.gnugo).constData());
            if (engine_.position().koPoint() != irodori::kNoPoint)
                ++kos;
            if (n % 20 == 19 || n == moves - 1) {
                const QByteArray where = "move " + QByteArray::number(n + 1);
                sameStones(where.constData());
                sameLegality(size, where.constData());
            }
        }
        qInfo("%d moves, %d ko positions, %d/%d prisoners", moves, kos,
              engine_.position().prisoners(irodori::Black), engine_.position().prisoners(irodori::White));
    }

    // A controller's game: GNU Go chooses every move (genmove for both
    // colours) and the controller forwards each to us with play. Our
    // engine must accept them all and see the same board throughout. GNU
    // Go's random seed is set for each game, so that the games are the
    // same from run to run (without it they differed every time).
    void replayGnuGoSelfPlay_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed : {1, 2, 3, 4})
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
    }

    void replayGnuGoSelfPlay()
    {
        QFETCH(int, seed);
        setUp(9, {});
        QVERIFY(gnugo_.send("set_random_seed " + QByteArray::number(seed)).startsWith('='));
        QVERIFY(gnugo_.send("komi 6.5").startsWith('='));
        ours(engine_, "komi 6.5");
        // The weakest level keeps the game quick; its moves are still real play.
        QVERIFY(gnugo_.send("level 0").startsWith('='));
        int passes = 0;
        int played = 0;
        for (int n = 0; n < 120 && passes < 2; ++n) {
            const QByteArray color = n % 2 == 0 ? "black" : "white";
            const QByteArray move = gnugo_.answer("genmove " + color);
            QVERIFY2(!move.isNull(), "GNU Go did not answer genmove");
            passes = move.toLower() == "pass" ? passes + 1 : 0;
            const QByteArray mine = ours(engine_, "play " + color + " " + move);
            QVERIFY2(mine == "= \n\n", ("play " + color + " " + move + ": " + mine).constData());
            ++played;
            if (n % 10 == 9)
                sameStones(("self-play move " + QByteArray::number(n + 1)).constData());
        }
        // Back to the default level: it also sets GNU Go's reading depth.
        QVERIFY(gnugo_.send("level 10").startsWith('='));
        sameStones("end of self-play");
        sameLegality(9, "end of self-play");
        qInfo("replayed %d moves of GNU Go self-play", played);
    }

    // loadsgf FILE N / FILE V: a random game with many captures, written
    // by our printsgf, loaded into both engines at many cut points.
    void loadSgfAgrees()
    {
        if (ours(engine_, "known_command loadsgf") != "= true\n\n")
            QSKIP("This build has no record module: loadsgf is not available.");
        const int size = 9;
        ours(engine_, "boardsize 9");
        ours(engine_, "clear_board");
        ours(engine_, "komi 7.5");
        std::mt19937 rng(77);
        QList<QByteArray> moves;
        for (int n = 0; n < 160; ++n) {
            const QByteArray color = n % 2 == 0 ? "black" : "white";
            QList<QByteArray> legal;
            for (int x = 0; x < size; ++x)
                for (int y = 1; y <= size; ++y) {
                    const QByteArray v = char('A' + x + (x >= 8 ? 1 : 0)) + QByteArray::number(y);
                    if (ours(engine_, "is_legal " + color + " " + v) == "= 1\n\n")
                        legal.append(v);
                }
            const QByteArray v = legal.isEmpty() || rng() % 30 == 0 ? QByteArray("PASS") : legal[int(rng() % legal.size())];
            QCOMPARE(ours(engine_, "play " + color + " " + v), QByteArray("= \n\n"));
            moves.append(v);
        }
        QTemporaryDir dir;
        const QByteArray path = dir.filePath(QStringLiteral("random.sgf")).toUtf8();
        QCOMPARE(ours(engine_, "printsgf " + path), QByteArray("= \n\n"));

        QList<QByteArray> cuts = {"", "1", "2", "3", "40", "81", "82", "159", "160", "161", "500"};
        for (const int n : {10, 50, 120})
            if (moves[n] != "PASS")
                cuts.append(moves[n]); // the first move at that vertex, which may come earlier
        for (const QByteArray& cut : cuts) {
            const QByteArray line = "loadsgf " + path + (cut.isEmpty() ? "" : " " + cut);
            const Pair r = both(line);
            QVERIFY2(r.ours == r.gnugo, (line + ": ours " + r.ours + " gnugo " + r.gnugo).constData());
            sameStones(line.constData());
            const Pair komi = both("get_komi");
            QCOMPARE(komi.ours.simplified(), komi.gnugo.simplified());
        }
    }

    // undo takes back the same moves in both engines.
    void undoAgrees()
    {
        setUp(9, {"play b e5", "play w e6", "play b d6", "play w f5", "play b f6", "play w d5",
                  "play b e7", "play w e4", "play b c5", "play w pass", "play b d4"});
        for (int i = 0; i < 6; ++i) {
            const Pair r = both("undo");
            QCOMPARE(r.ours, r.gnugo);
            sameStones("after undo");
        }
    }

    void fixedHandicapAgrees()
    {
        // GNU Go stops at 19x19. On 12x12 it puts the stones on the 4th
        // line, while the GTP specification keeps the 3rd line below 13x13
        // (as we do), so 12x12 is not compared.
        for (int size = 7; size <= 19; ++size)
            for (int n = 1; n <= 10; ++n) {
                if (size == 12)
                    continue;
                both("boardsize " + QByteArray::number(size));
                const Pair r = both("fixed_handicap " + QByteArray::number(n));
                const QByteArray what = QByteArray::number(size) + "x" + QByteArray::number(size) + " " + QByteArray::number(n);
                QVERIFY2(r.ours.startsWith('=') == r.gnugo.startsWith('='),
                         (what + ": ours " + r.ours + " gnugo " + r.gnugo).constData());
                if (r.ours.startsWith('='))
                    QVERIFY2(wordSet(r.ours.mid(1)) == wordSet(r.gnugo.mid(1)),
                             (what + ": ours " + r.ours + " gnugo " + r.gnugo).constData());
            }
    }

    // Reading: on simple ladders and nets the outcome (success or failure)
    // must match GNU Go's. The moves may differ where two moves work, so
    // ours is checked by playing it and asking GNU Go about the result.
    void readingAgrees_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("target");
        // A ladder that works: the white stone at D4 runs into the corner.
        QTest::newRow("ladder works") << 9 << "b c4 w d4 b d5 w pass b e3" << "d4";
        // The same ladder with a black-side breaker at G7: still works
        // (the breaker is black's own); with a white breaker it fails.
        QTest::newRow("ladder with own stone") << 9 << "b c4 w d4 b d5 w pass b e3 w pass b g7" << "d4";
        QTest::newRow("ladder broken") << 9 << "b c4 w d4 b d5 w g7 b e3" << "d4";
        // A net (geta): the stone at E5 cannot escape after F4-style cover.
        QTest::newRow("net") << 9 << "b d5 w e5 b e6 w pass b f4" << "e5";
        // Two liberties in the open: not capturable by a ladder.
        QTest::newRow("open stone") << 9 << "b e5 w d5" << "d5";
        // A string already in atari in the corner.
        QTest::newRow("atari corner") << 9 << "b a2 w a1" << "a1";
        QTest::newRow("19x19 short ladder") << 19 << "b c4 w d4 b d5 w pass b e3" << "d4";
        // Ladders that run across the board to the upper right: a white
        // stone on the diagonal breaks them, one off it does not, and a
        // black stone next to the breaker makes them work again.
        const char* ladders[] = {"b c4 w d4 b d3 w pass b e3", "b c4 w d4 b c5 w pass b d3"};
        const char* extras[] = {"", " w q16", " w p15", " w o14", " w n13", " w r14", " w o17", " w q16 b p15"};
        for (const char* ladder : ladders)
            for (const char* extra : extras)
                QTest::newRow((QByteArray("19x19 long ladder ") + ladder + extra).constData())
                    << 19 << QString::fromLatin1(ladder) + QString::fromLatin1(extra) << "d4";
    }

    void readingAgrees()
    {
        if (ours(engine_, "known_command attack") != "= true\n\n")
            QSKIP("This build has no tactics module: attack and defend are not available.");
        QFETCH(int, size);
        QFETCH(QString, moves);
        QFETCH(QString, target);
        QList<QByteArray> plays;
        const QStringList words = moves.split(' ');
        for (int i = 0; i + 1 < words.size(); i += 2)
            plays.append(("play " + words[i] + " " + words[i + 1]).toLatin1());
        setUp(size, plays);
        const QByteArray t = target.toLatin1();
        for (const char* question : {"attack ", "defend "}) {
            const Pair r = both(question + t);
            const QByteArray codeOurs = r.ours.mid(2, 1), codeGnu = r.gnugo.mid(2, 1);
            QVERIFY2(codeOurs == codeGnu, (question + t + ": ours " + r.ours + " gnugo " + r.gnugo).constData());
        }
        // Our attacking move must leave the string without a defence in
        // GNU Go's judgement, and our defending move without an attack.
        const irodori::Color owner = engine_.position().board().color(
            *irodori::parseGtp(engine_.position().board(), t.toStdString()));
        for (const char* question : {"attack ", "defend "}) {
            const bool attacking = question[0] == 'a';
            const QList<QByteArray> parts = ours(engine_, question + t).trimmed().mid(2).split(' ');
            if (parts.size() != 2 || parts[0] != "1" || parts[1] == "PASS")
                continue;
            const QByteArray mover = (owner == irodori::Black) != attacking ? "black" : "white";
            const QByteArray play = "play " + mover + " " + parts[1];
            QVERIFY(gnugo_.send(play).startsWith('='));
            const QByteArray verdict = gnugo_.send((attacking ? "defend " : "attack ") + t);
            QVERIFY(gnugo_.send("undo").startsWith('='));
            // Either the string is gone (captured at once) or the answer is 0.
            QVERIFY2(verdict.startsWith("= 0") || verdict.contains("must not be empty"),
                     (play + " then " + (attacking ? "defend " : "attack ") + t + ": gnugo " + verdict).constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestGtpGnuGo)
#include "test_gtp_gnugo.moc"
