// The line of play (手順) behind a capture answer (tactics/line.h): a ladder
// (シチョウ) to its end, a net (ゲタ), an escape, a string that cannot be
// saved, a snapback, a ko retake the ban stops, and the limits. Each line is replayed
// on the position to check that its moves are legal and alternate.
#include "core/coords.h"
#include "tactics/line.h"
#include "tactics/problem.h"

#include <QtTest>

#include <string>

using namespace irodori;
using namespace irodori::tactics;

class TestLine : public QObject {
    Q_OBJECT

private slots:
    void ladderToTheEdge();
    void ladderBroken();
    void netCatches();
    void defenceThatFails();
    void snapback();
    void koRetakeBanned();
    void limits();
};

namespace {

Position positionOf(const char* text)
{
    std::string error;
    const auto problems = parseProblems(text, &error);
    if (!error.empty() || problems.size() != 1)
        qFatal("bad diagram: %s", error.c_str());
    return problems.front().position;
}

Point vertex(const Position& pos, const char* v)
{
    return *parseGtp(pos.board(), v);
}

std::string text(const Position& pos, const CaptureLine& line)
{
    std::string out;
    for (Point p : line.points()) {
        if (!out.empty())
            out += ' ';
        out += toGtp(pos.board(), p);
    }
    return out;
}

// Replays the line from pos: every move legal, colours alternating from
// first. Returns the position after the line.
Position replay(const Position& pos, const CaptureLine& line, Color first)
{
    Position p = pos;
    if (p.toMove() != first)
        p.play({p.toMove(), kPass});
    Color c = first;
    for (const Move& m : line.moves) {
        if (m.color != c)
            qFatal("colours do not alternate");
        if (p.play(m) != MoveError::None)
            qFatal("illegal move in the line");
        c = opponent(c);
    }
    return p;
}

// X C4 D3 E3 around O D4 with two liberties: the ladder runs up to the
// right, to the top edge.
const char* const kLadder = "title: ladder\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . X O . . . . .\n"
                            ". . . X X . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n";

} // namespace

void TestLine::ladderToTheEdge()
{
    const Position pos = positionOf(kLadder);
    const Point str = vertex(pos, "D4");
    Reader reader;
    const CaptureLine line = readCaptureLine(reader, pos, str, Black);
    QCOMPARE(line.end, CaptureLine::End::Captured);
    // X D5 first (the atari that drives the stone towards X's stones),
    // then the ladder's zigzag, each X move an atari, O extending.
    QCOMPARE(text(pos, line).substr(0, 11), std::string("D5 E4 F4 E5"));
    QVERIFY(line.moves.size() >= 12);
    Position p = pos;
    p.play({White, kPass});
    for (std::size_t i = 0; i + 1 < line.moves.size(); ++i) {
        QCOMPARE(p.play(line.moves[i]), MoveError::None);
        if (line.moves[i].color == Black)
            QCOMPARE(p.board().liberties(str), 1);
        else
            QVERIFY(p.board().liberties(str) <= 2);
    }
    QCOMPARE(p.play(line.moves.back()), MoveError::None);
    QCOMPARE(p.board().color(str), Empty);
    QCOMPARE(replay(pos, line, Black).board().color(str), Empty);
}

void TestLine::ladderBroken()
{
    // O G7 on the ladder's path: no attack, so no attack line; O's
    // defence D5 is the whole defence line.
    Position pos = positionOf(kLadder);
    pos.setup(vertex(pos, "G7"), White);
    const Point str = vertex(pos, "D4");
    Reader reader;
    const CaptureLine attack = readCaptureLine(reader, pos, str, Black);
    QVERIFY(attack.moves.empty());
    QCOMPARE(attack.end, CaptureLine::End::Safe);
    const CaptureLine defence = readCaptureLine(reader, pos, str, White);
    QCOMPARE(text(pos, defence), std::string("D5"));
    QCOMPARE(defence.end, CaptureLine::End::Safe);
    QCOMPARE(replay(pos, defence, White).board().color(str), White);
}

void TestLine::netCatches()
{
    // The ladder is broken by O G6, but X E5 nets (ゲタ) the stone: O D5
    // is blocked at D6, O E4 at F4, and the stones are taken.
    const Position pos = positionOf("title: net\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . O . .\n"
                                    ". . X . . . . . .\n"
                                    ". . X O . . . . .\n"
                                    ". . . X X . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n");
    const Point str = vertex(pos, "D4");
    Reader reader;
    const CaptureLine line = readCaptureLine(reader, pos, str, Black);
    QCOMPARE(line.end, CaptureLine::End::Captured);
    QCOMPARE(text(pos, line).substr(0, 2), std::string("E5"));
    QVERIFY(line.moves.size() <= 7);
    QCOMPARE(replay(pos, line, Black).board().color(str), Empty);
}

void TestLine::defenceThatFails()
{
    // The ladder of kLadder with X D5 played: O, in atari, has no
    // defence (E4 is laddered), so the line shows O's tries (each the
    // extension with the most liberties) and X's answers until the
    // stones are taken.
    Position pos = positionOf(kLadder);
    pos.setup(vertex(pos, "D5"), Black);
    pos.setToMove(White);
    const Point str = vertex(pos, "D4");
    Reader reader;
    QCOMPARE(reader.defend(pos, str).code, int(Fail));
    const CaptureLine line = readCaptureLine(reader, pos, str, White);
    QVERIFY(line.moves.size() >= 4);
    QCOMPARE(text(pos, line).substr(0, 5), std::string("E4 F4"));
    QVERIFY(line.end == CaptureLine::End::Captured || line.end == CaptureLine::End::Trapped);
    const Position after = replay(pos, line, White);
    if (line.end == CaptureLine::End::Captured)
        QCOMPARE(after.board().color(str), Empty);
    else
        QCOMPARE(after.board().liberties(str), 1);
}

void TestLine::snapback()
{
    // O D2 E2 inside X's wall, liberties D1 and E1 on the first line. X
    // throws in at D1, O takes at E1, and X takes back at D1, a snapback
    // (打って返し): the same point twice.
    const Position pos = positionOf("title: snapback\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". O X X X . . . .\n"
                                    ". O X O O X . . .\n"
                                    ". O O . . X . . .\n");
    const Point str = vertex(pos, "D2");
    Reader reader;
    const CaptureLine line = readCaptureLine(reader, pos, str, Black);
    QCOMPARE(text(pos, line), std::string("D1 E1 D1"));
    QCOMPARE(line.end, CaptureLine::End::Captured);
    const Position after = replay(pos, line, Black);
    QCOMPARE(after.board().color(vertex(pos, "E2")), Empty);
    // O moving first connects at D1 and lives.
    const CaptureLine defence = readCaptureLine(reader, pos, str, White);
    QCOMPARE(text(pos, defence), std::string("D1"));
    QCOMPARE(defence.end, CaptureLine::End::Safe);
}

void TestLine::koRetakeBanned()
{
    // O B2 has just taken X C2 as a ko: X may not retake at C2 now. The
    // reader reads the retake as after a ko threat (a ko X must win); the
    // line stops there, before the banned move.
    Position pos = positionOf("title: ko\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". X O . . . . . .\n"
                              "X . X O . . . . .\n"
                              ". X O . . . . . .\n");
    pos.setToMove(White);
    QCOMPARE(pos.play({White, vertex(pos, "B2")}), MoveError::None);
    const Point str = vertex(pos, "B2");
    Reader reader;
    const ReadResult r = reader.attack(pos, str);
    QCOMPARE(r.code, int(KoB));
    QCOMPARE(r.move, vertex(pos, "C2"));
    const CaptureLine line = readCaptureLine(reader, pos, str, Black);
    QVERIFY(line.moves.empty());
    QCOMPARE(line.end, CaptureLine::End::Ko);
    // Before O's capture: O takes X C2 as a ko, and the line says so.
    Position before = pos;
    before.undo();
    const Point c2 = vertex(pos, "C2");
    const CaptureLine take = readCaptureLine(reader, before, c2, White);
    QCOMPARE(text(pos, take), std::string("B2"));
    QCOMPARE(take.end, CaptureLine::End::Ko);
}

void TestLine::limits()
{
    const Position pos = positionOf(kLadder);
    const Point str = vertex(pos, "D4");
    Reader reader;
    LineLimits four;
    four.maxMoves = 4;
    const CaptureLine line = readCaptureLine(reader, pos, str, Black, four);
    QCOMPARE(text(pos, line), std::string("D5 E4 F4 E5"));
    QCOMPARE(line.end, CaptureLine::End::Limit);
    LineLimits noNodes;
    noNodes.maxNodes = 0;
    Reader fresh;
    const CaptureLine cut = readCaptureLine(fresh, pos, str, Black, noNodes);
    QVERIFY(cut.moves.size() <= 1);
    QCOMPARE(cut.end, CaptureLine::End::Limit);
}

QTEST_GUILESS_MAIN(TestLine)
#include "test_line.moc"
