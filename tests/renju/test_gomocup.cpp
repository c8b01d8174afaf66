// The Gomocup brain protocol: every command in process (START, INFO, BEGIN,
// TURN, BOARD ... DONE, SWAP2BOARD ... DONE, PLAY, TAKEBACK, RESTART,
// ABOUT, END), the colours
// it takes from the board, its answers to bad input, and irodori-cli
// gomocup as a child process playing a whole game against itself.
#include "protocol/gomocup.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <random>

using namespace irodori;

namespace {

using Lines = std::vector<std::string>;

// The one answer line of a command that answers once.
std::string one(gomocup::Brain& brain, const std::string& line)
{
    const Lines out = brain.handle(line);
    if (out.empty())
        return "<none>";
    return out.back();
}

bool isMove(const std::string& text, int size)
{
    static const QRegularExpression move(QStringLiteral("^(\\d+),(\\d+)$"));
    const auto m = move.match(QString::fromStdString(text));
    return m.hasMatch() && m.captured(1).toInt() < size && m.captured(2).toInt() < size;
}

// One to three moves separated by spaces (SWAP2BOARD's answers).
bool areMoves(const std::string& text, int size)
{
    const QStringList parts = QString::fromStdString(text).split(QLatin1Char(' '));
    if (parts.size() > 3)
        return false;
    for (const QString& part : parts)
        if (!isMove(part.toStdString(), size))
            return false;
    return true;
}

// Reads lines from a child process until one that is not MESSAGE/DEBUG, by the clock.
QByteArray readAnswer(QProcess& p, QByteArray& buffer, int timeoutMs = 20000)
{
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        const int nl = buffer.indexOf('\n');
        if (nl >= 0) {
            const QByteArray line = buffer.left(nl).trimmed();
            buffer.remove(0, nl + 1);
            if (line.startsWith("MESSAGE") || line.startsWith("DEBUG"))
                continue;
            return line;
        }
        if (clock.elapsed() > timeoutMs)
            return {};
        if (!p.waitForReadyRead(250) && p.state() == QProcess::NotRunning) {
            buffer += p.readAllStandardOutput();
            if (buffer.indexOf('\n') < 0)
                return {};
        }
        buffer += p.readAllStandardOutput();
    }
}

} // namespace

class TestGomocup : public QObject {
    Q_OBJECT

private slots:
    void aboutAndStart()
    {
        gomocup::Brain brain;
        const std::string about = one(brain, "ABOUT");
        QVERIFY(about.rfind("name=\"Irodori\"", 0) == 0);
        QVERIFY(about.find("version=\"") != std::string::npos);
        // Nothing is played before START.
        QVERIFY(one(brain, "BEGIN").rfind("ERROR", 0) == 0);
        QVERIFY(one(brain, "TURN 7,7").rfind("ERROR", 0) == 0);
        QVERIFY(one(brain, "START 4").rfind("ERROR", 0) == 0);
        QVERIFY(one(brain, "START 99").rfind("ERROR", 0) == 0);
        QVERIFY(one(brain, "START twenty").rfind("ERROR", 0) == 0);
        QVERIFY(one(brain, "RECTSTART 20,15").rfind("ERROR", 0) == 0);
        QCOMPARE(one(brain, "START 20"), std::string("OK"));
        QCOMPARE(brain.board().size(), 20);
        QCOMPARE(one(brain, "start 15"), std::string("OK")); // commands in any case
        QVERIFY(one(brain, "SWAPBOARD").rfind("UNKNOWN", 0) == 0);
        QVERIFY(brain.handle("").empty());
    }

    void infoSetsRulesAndTime()
    {
        gomocup::Brain brain;
        QVERIFY(brain.handle("INFO rule 4").empty()); // INFO has no answer
        QCOMPARE(brain.rules(), renju::RuleSet::Renju);
        brain.handle("INFO rule 1");
        QCOMPARE(brain.rules(), renju::RuleSet::ExactFive);
        brain.handle("INFO rule 0");
        QCOMPARE(brain.rules(), renju::RuleSet::Freestyle);
        brain.handle("INFO timeout_turn 2000");
        QCOMPARE(brain.moveSeconds(), 1.4);
        brain.handle("INFO time_left 3000");
        QCOMPARE(brain.moveSeconds(), 0.2);
        brain.handle("INFO timeout_turn 0");
        QVERIFY(brain.moveSeconds() <= 0.05);
        // Unknown keys and bad values are ignored.
        QVERIFY(brain.handle("INFO max_memory 83886080").empty());
        QVERIFY(brain.handle("INFO folder /tmp/x").empty());
        QVERIFY(brain.handle("INFO rule many").empty());
        QCOMPARE(brain.rules(), renju::RuleSet::Freestyle);
    }

    // BEGIN: we are Black, in the centre; TURN: the opponent's stone, then ours.
    void beginAndTurn()
    {
        gomocup::Brain brain;
        brain.handle("INFO timeout_turn 200");
        brain.handle("INFO rule 4");
        QCOMPARE(one(brain, "START 15"), std::string("OK"));
        QCOMPARE(one(brain, "BEGIN"), std::string("7,7"));
        QCOMPARE(brain.ownColor(), Black);
        const std::string reply = one(brain, "TURN 8,8");
        QVERIFY2(isMove(reply, 15), reply.c_str());
        QCOMPARE(brain.board().stones(), 3);
        QCOMPARE(brain.board().color(brain.board().at(8, 8)), White);
        // A taken point, a point off the board, a malformed one: errors, nothing changes.
        QVERIFY(one(brain, "TURN 8,8").rfind("ERROR", 0) == 0);
        QVERIFY(one(brain, "TURN 15,0").rfind("ERROR", 0) == 0);
        QVERIFY(one(brain, "TURN 3").rfind("ERROR", 0) == 0);
        QVERIFY(one(brain, "TURN -1,2").rfind("ERROR", 0) == 0);
        QCOMPARE(brain.board().stones(), 3);
        QVERIFY(one(brain, "BEGIN").rfind("ERROR", 0) == 0); // not on a board with stones
        // TAKEBACK takes a stone away; RESTART empties the board.
        QCOMPARE(one(brain, "TAKEBACK 8,8"), std::string("OK"));
        QCOMPARE(brain.board().stones(), 2);
        QVERIFY(one(brain, "TAKEBACK 0,0").rfind("ERROR", 0) == 0);
        QCOMPARE(one(brain, "RESTART"), std::string("OK"));
        QCOMPARE(brain.board().stones(), 0);
        // TURN on an empty board: the opponent moved first and is Black.
        QVERIFY(isMove(one(brain, "TURN 7,7"), 15));
        QCOMPARE(brain.ownColor(), White);
        // PLAY makes our move where the manager says.
        QCOMPARE(one(brain, "PLAY 0,0"), std::string("0,0"));
        QCOMPARE(brain.board().color(brain.board().at(0, 0)), White);
        QVERIFY(!brain.finished());
        QVERIFY(brain.handle("END").empty());
        QVERIFY(brain.finished());
    }

    // BOARD: the stones, then our move; the colours follow from the counts.
    // The brain takes a five and blocks a four.
    void boardCommand()
    {
        gomocup::Brain brain;
        brain.handle("INFO timeout_turn 300");
        QCOMPARE(one(brain, "START 15"), std::string("OK"));
        QVERIFY(brain.handle("BOARD").empty());
        for (const char* line : {"3,3,1", "4,3,1", "5,3,1", "6,3,1", "3,5,2", "4,5,2", "5,5,2", "6,5,2"})
            QVERIFY(brain.handle(line).empty());
        QVERIFY(one(brain, "9,9,7").rfind("ERROR", 0) == 0);  // who is 1, 2 or 3
        QVERIFY(one(brain, "3,3,2").rfind("ERROR", 0) == 0);  // given twice
        QVERIFY(one(brain, "bad").rfind("ERROR", 0) == 0);
        const std::string move = one(brain, "DONE");
        QCOMPARE(brain.ownColor(), Black); // as many stones each: we move first
        QVERIFY2(move == "2,3" || move == "7,3", move.c_str()); // the five
        QCOMPARE(one(brain, "RESTART"), std::string("OK"));
        brain.handle("BOARD");
        for (const char* line : {"3,5,2", "4,5,2", "5,5,2", "6,5,2", "2,5,1", "9,9,1", "10,10,2"})
            brain.handle(line);
        QCOMPARE(one(brain, "DONE"), std::string("7,5")); // the block
        QCOMPARE(brain.ownColor(), White); // one stone fewer: we are second
        // A command in the middle of a BOARD list drops the list and is answered.
        brain.handle("BOARD");
        brain.handle("1,1,1");
        QCOMPARE(one(brain, "RESTART"), std::string("OK"));
        QCOMPARE(brain.board().stones(), 0);
        QVERIFY(one(brain, "DONE").rfind("UNKNOWN", 0) == 0);
    }

    // irodori-cli gomocup plays a whole game against a second copy of
    // itself, each answer a legal point, until one makes five (or the board fills).
    void childProcessesPlayAGame()
    {
        QProcess a, b;
        for (QProcess* p : {&a, &b}) {
            p->setProgram(QStringLiteral(IRODORI_CLI));
            p->setArguments({QStringLiteral("gomocup")});
            p->start();
            QVERIFY(p->waitForStarted(10000));
        }
        QByteArray bufA, bufB;
        auto send = [](QProcess& p, const QByteArray& line) {
            p.write(line + "\n");
            p.waitForBytesWritten(5000);
        };
        for (QProcess* p : {&a, &b}) {
            send(*p, "INFO timeout_turn 100");
            send(*p, "INFO rule 4");
            send(*p, "START 15");
        }
        QCOMPARE(readAnswer(a, bufA), QByteArray("OK"));
        QCOMPARE(readAnswer(b, bufB), QByteArray("OK"));
        send(a, "ABOUT");
        QVERIFY(readAnswer(a, bufA).startsWith("name=\"Irodori\""));
        renju::Board board;
        send(a, "BEGIN");
        QByteArray move = readAnswer(a, bufA);
        Color toMove = Black;
        bool won = false;
        QProcess* players[2] = {&a, &b};
        QByteArray* buffers[2] = {&bufA, &bufB};
        int turn = 0;
        for (int ply = 0; ply < 225 && !won; ++ply) {
            QVERIFY2(isMove(move.toStdString(), 15), move.constData());
            const QList<QByteArray> xy = move.split(',');
            const Point p = board.at(xy[0].toInt(), xy[1].toInt());
            QCOMPARE(board.color(p), Empty);
            QVERIFY(!renju::isForbidden(board, p, toMove, renju::RuleSet::Renju));
            board.place(p, toMove);
            won = renju::isWinningFive(board, p, renju::RuleSet::Renju);
            toMove = opponent(toMove);
            turn = 1 - turn;
            if (!won && !board.full()) {
                send(*players[turn], "TURN " + move);
                move = readAnswer(*players[turn], *buffers[turn]);
            }
        }
        QVERIFY(won || board.full());
        for (QProcess* p : {&a, &b}) {
            send(*p, "END");
            QVERIFY(p->waitForFinished(10000));
            QCOMPARE(p->exitCode(), 0);
        }
        // Input that ends without END ends the brain too.
        QProcess c;
        c.start(QStringLiteral(IRODORI_CLI), {QStringLiteral("gomocup")});
        QVERIFY(c.waitForStarted(10000));
        c.write("START 15\nTURN 7,7\n");
        c.closeWriteChannel();
        QVERIFY(c.waitForFinished(20000));
        const QList<QByteArray> out = c.readAllStandardOutput().trimmed().split('\n');
        QCOMPARE(out.size(), 2);
        QCOMPARE(out[0].trimmed(), QByteArray("OK"));
        QVERIFY(isMove(out[1].trimmed().toStdString(), 15));
        // An argument is refused.
        QProcess d;
        d.start(QStringLiteral(IRODORI_CLI), {QStringLiteral("gomocup"), QStringLiteral("--fast")});
        QVERIFY(d.waitForFinished(10000));
        QCOMPARE(d.exitCode(), 2);
    }

    // Garbage and half-right commands in any order: every answer is one of
    // the protocol's forms, the board only ever holds stones on empty
    // points, and nothing ends the brain but END.
    void randomInputNeverBreaksIt()
    {
        gomocup::Brain brain;
        brain.handle("INFO timeout_turn 0");
        std::mt19937 rng(42);
        const std::vector<std::string> words = {"START", "BEGIN", "TURN", "BOARD", "DONE", "PLAY", "TAKEBACK",
                                                "RESTART", "INFO", "ABOUT", "RECTSTART", "SWAP2BOARD", "turn",
                                                "", "X", "7,7,1", "3,4,2"};
        const std::vector<std::string> args = {"", "7,7", "0,0", "14,14", "15,15", "-1,3", "a,b", "3", "15", "20",
                                               "5", "99999999999999", "rule 4", "rule 1", "timeout_turn 0",
                                               "1,2,3", ",", "7,7,1", "8,8,2", "2,2,3"};
        int stones = 0;
        for (int i = 0; i < 3000; ++i) {
            std::string line = words[rng() % words.size()];
            if (rng() % 3 != 0)
                line += " " + args[rng() % args.size()];
            if (rng() % 50 == 0)
                line = std::string(1 + rng() % 40, static_cast<char>(rng() % 256));
            if (line.rfind("END", 0) == 0)
                continue;
            for (const std::string& out : brain.handle(line)) {
                const bool form = out == "OK" || out.rfind("ERROR ", 0) == 0 || out.rfind("UNKNOWN ", 0) == 0
                                  || out.rfind("MESSAGE ", 0) == 0 || out.rfind("name=", 0) == 0
                                  || out == "SWAP" || areMoves(out, brain.board().size());
                QVERIFY2(form, (line + " -> " + out).c_str());
            }
            QVERIFY(!brain.finished());
            stones = brain.board().stones();
            QVERIFY(stones >= 0 && stones <= brain.board().size() * brain.board().size());
        }
        brain.handle("END");
        QVERIFY(brain.finished());
    }

    // irodori-cli bench renju measures the rules and the player (no speed
    // is asserted here: the figures are for the bench to report).
    void benchReportsTheRenjuFigures()
    {
        QProcess p;
        p.start(QStringLiteral(IRODORI_CLI), {QStringLiteral("bench"), QStringLiteral("renju"), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonDocument json = QJsonDocument::fromJson(p.readAllStandardOutput());
        const QJsonArray cases = json.object().value(QStringLiteral("benchmarks")).toArray();
        QCOMPARE(cases.size(), 2);
        QVERIFY(cases[0].toObject().value(QStringLiteral("checks_per_second")).toDouble() > 0);
        QCOMPARE(cases[0].toObject().value(QStringLiteral("positions")).toInt(), 24);
        QVERIFY(cases[1].toObject().value(QStringLiteral("nodes_per_second")).toDouble() > 0);
        QVERIFY(cases[1].toObject().value(QStringLiteral("moves_per_second")).toDouble() > 0);
    }

    // SWAP2BOARD (Swap2's opening): the first three stones near the centre;
    // with three stones SWAP, the fourth or two stones more, with five SWAP
    // or the sixth; a side far ahead is taken; bad lists are refused.
    void swap2Board()
    {
        gomocup::Brain brain;
        brain.handle("INFO timeout_turn 300");
        QCOMPARE(one(brain, "START 15"), std::string("OK"));
        // The answer to DONE; the lines before it answer nothing.
        const auto ask = [&](const Lines& stones) -> std::string {
            if (!brain.handle("SWAP2BOARD").empty())
                return "<answered SWAP2BOARD>";
            for (const std::string& s : stones)
                if (!brain.handle(s).empty())
                    return "<answered " + s + ">";
            return one(brain, "DONE");
        };
        const auto points = [](const std::string& answer) {
            std::vector<std::pair<int, int>> out;
            for (const QString& part : QString::fromStdString(answer).split(QLatin1Char(' '))) {
                const QStringList xy = part.split(QLatin1Char(','));
                out.push_back({xy[0].toInt(), xy[1].toInt()});
            }
            return out;
        };
        // The first three: distinct, within the central 5x5 square.
        const std::string first = ask({});
        QVERIFY2(areMoves(first, 15), first.c_str());
        const auto three = points(first);
        QCOMPARE(three.size(), std::size_t(3));
        QCOMPARE(three[0], (std::pair{7, 7}));
        QVERIFY(three[0] != three[1] && three[1] != three[2] && three[0] != three[2]);
        for (auto [x, y] : three)
            QVERIFY(std::abs(x - 7) <= 2 && std::abs(y - 7) <= 2);
        // Black's two stones together, White's in the corner: take Black.
        QCOMPARE(ask({"7,7", "0,0", "7,8"}), std::string("SWAP"));
        // White in the centre, Black's two in the corners: White is not
        // given up (the fourth, or two stones more when it reads it close).
        const std::string fourth = ask({"0,0", "7,7", "14,14"});
        QVERIFY2(areMoves(fourth, 15), fourth.c_str());
        for (auto p : points(fourth))
            QVERIFY(p != (std::pair{0, 0}) && p != (std::pair{7, 7}) && p != (std::pair{14, 14}));
        // Any three stones: one of the three answers, on empty points.
        const std::string any = ask({"7,7", "7,8", "0,0"});
        QVERIFY2(any == "SWAP" || areMoves(any, 15), any.c_str());
        if (any != "SWAP")
            for (auto p : points(any))
                QVERIFY(p != (std::pair{7, 7}) && p != (std::pair{7, 8}) && p != (std::pair{0, 0}));
        // Five stones, Black's open three, White to move: take Black.
        QCOMPARE(ask({"7,7", "0,0", "7,8", "14,14", "7,9"}), std::string("SWAP"));
        // Five stones, White's two in the centre, Black's three in corners:
        // take White and play the sixth.
        const std::string sixth = ask({"0,0", "7,7", "14,14", "7,8", "0,14"});
        QVERIFY2(isMove(sixth, 15), sixth.c_str());
        // Bad lists.
        QVERIFY(ask({"7,7"}).rfind("ERROR", 0) == 0);
        QVERIFY(brain.handle("SWAP2BOARD").empty());
        QVERIFY(brain.handle("7,7").empty());
        QVERIFY(one(brain, "7,7").rfind("ERROR", 0) == 0); // given twice
        QVERIFY(one(brain, "x,y").rfind("ERROR", 0) == 0);
        // A command instead of a stone gives up the list.
        QVERIFY(one(brain, "ABOUT").rfind("name=", 0) == 0);
        QVERIFY(one(brain, "DONE").rfind("UNKNOWN", 0) == 0);
        // The opening is not kept: the manager sends BOARD afterwards.
        QCOMPARE(brain.board().stones(), 0);
    }
};

QTEST_MAIN(TestGomocup)
#include "test_gomocup.moc"
