// The tactical reader: every problem of tests/data/tactics (ladders, nets,
// snapbacks, throw-ins, escapes by capture, ko, connections, cutting
// stones, liberty races) with its known answer, in both colours; then the
// API's promises (budget, cache, node counter, bad input).
#include "read_problem.h"
#include "tactics/problem.h"
#include "tactics/reader.h"

#include "core/coords.h"
#include "core/diagram.h"

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace irodori;
using namespace irodori::tactics;

namespace {

namespace fs = std::filesystem;

const fs::path kData = fs::path(IRODORI_TEST_DATA) / "tactics";

std::string readFile(const fs::path& p)
{
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::vector<fs::path> problemFiles()
{
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(kData))
        if (e.path().extension() == ".txt")
            files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

struct Loaded {
    std::string file;
    Problem problem;
};

std::vector<Loaded> allProblems()
{
    std::vector<Loaded> out;
    for (const auto& f : problemFiles()) {
        std::string error;
        auto problems = parseProblems(readFile(f), &error);
        if (!error.empty())
            qFatal("%s: %s", f.filename().string().c_str(), error.c_str());
        for (auto& p : problems)
            out.push_back({f.filename().string(), std::move(p)});
    }
    return out;
}

Position fromDiagram(const char* text, Color toMove = Black)
{
    std::string error;
    auto b = parseDiagram(text, &error);
    if (!b)
        qFatal("bad diagram: %s", error.c_str());
    return Position(*b, toMove);
}

Point at(const Position& pos, const char* v)
{
    return *parseGtp(pos.board(), v);
}

// The problem with Black and White exchanged: same answers, other colour.
Problem swapped(const Problem& p)
{
    Board start = p.position.board();
    while (start.canUndo())
        start.undo();
    Board b(start.size());
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Color c = start.color(start.at(x, y));
            if (isStone(c))
                b.setStone(b.at(x, y), opponent(c));
        }
    Problem s = p;
    const Color firstToMove = p.moves.empty() ? p.position.toMove() : p.moves.front().color;
    s.position = Position(b, opponent(firstToMove));
    for (Move& m : s.moves) {
        m.color = opponent(m.color);
        s.position.play(m);
    }
    if (p.moves.empty())
        s.position.setToMove(opponent(p.position.toMove()));
    for (auto& q : s.questions)
        if (q.kind == ProblemQuestion::Cut)
            q.cutter = opponent(q.cutter);
    return s;
}

QString explain(const Loaded& l, const Problem& p, const ProblemQuestion& q, const ReadResult& r)
{
    return QString::fromStdString(l.file + ":" + std::to_string(q.line) + " [" + p.title + "] " + q.text
                                  + "\nanswer: " + formatAnswer(p.position.board(), r) + "\n"
                                  + toDiagram(p.position.board()));
}

} // namespace

class TestReader : public QObject {
    Q_OBJECT

private slots:
    void problems_data();
    void problems();
    void atLeastSixtyPositions();
    void cacheDoesNotChangeAnswers();
    void benchGtpIsCurrent();
    void notAttackableNeedsNoDefence();
    void fourLibertyStrings_data();
    void fourLibertyStrings();
    void badInputIsHarmless();
    void nodeCounter();
    void safeLibertiesBudget();
    void nodeBudgetEndsReading();
    void connectionOverBudgetClaimsNothing();
    void koPointBindsOnlyTheSideToMove();
    void longLadderIsReadToTheEnd();
    void atariOrder_data();
    void atariOrder();
    void captureCuttingStone();
    void connectionsThroughAThirdString();
    void connectionShapes_data();
    void connectionShapes();
    void readingShapes_data();
    void readingShapes();
    void problemParserErrors();
    void captureWithoutKoTriesEachWay();

private:
    // One problem given as text (column "text"), read with the evaluation's
    // and the GTP budget, in both colourings.
    void readInlineProblem();
};

void TestReader::problems_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<bool>("swapColours");
    const auto all = allProblems();
    for (int i = 0; i < static_cast<int>(all.size()); ++i) {
        for (bool swap : {false, true}) {
            const std::string name = all[i].file + ":" + std::to_string(all[i].problem.line) + (swap ? " swapped" : "");
            QTest::newRow(name.c_str()) << i << swap;
        }
    }
}

void TestReader::problems()
{
    QFETCH(int, index);
    QFETCH(bool, swapColours);
    static const auto all = allProblems();
    const Loaded& l = all[index];
    const Problem p = swapColours ? swapped(l.problem) : l.problem;
    Reader reader;
    for (const auto& q : p.questions) {
        const ReadResult r = ask(reader, p, q);
        QVERIFY2(accepts(q, r), qPrintable(explain(l, p, q, r)));
    }
}

void TestReader::atLeastSixtyPositions()
{
    const auto all = allProblems();
    int questions = 0;
    for (const auto& l : all)
        questions += static_cast<int>(l.problem.questions.size());
    QVERIFY2(all.size() >= 60, qPrintable(QString("only %1 positions").arg(all.size())));
    QVERIFY(questions >= 90);
}

// One reader answering everything in a row (its cache filled by earlier
// questions) gives the same answers as fresh readers.
void TestReader::cacheDoesNotChangeAnswers()
{
    const auto all = allProblems();
    Reader shared;
    for (const auto& l : all) {
        for (const auto& q : l.problem.questions) {
            Reader fresh;
            const ReadResult a = ask(fresh, l.problem, q);
            const ReadResult b = ask(shared, l.problem, q);
            const ReadResult c = ask(shared, l.problem, q); // answered from the cache
            QVERIFY2(a == b && b == c, qPrintable(explain(l, l.problem, q, b)));
        }
    }
}

// tests/data/tactics/bench.gtp (fed to GNU Go by tools/compare-reading.sh)
// must hold the same positions and questions as the problem files.
void TestReader::benchGtpIsCurrent()
{
    std::string expected;
    for (const auto& l : allProblems())
        expected += "# " + l.problem.title + "\n" + gtpBench(l.problem);
    const std::string actual = readFile(kData / "bench.gtp");
    QVERIFY2(actual == expected,
             "bench.gtp is out of date: regenerate it with "
             "\"tactics-tool bench-gtp tests/data/tactics/*.txt > tests/data/tactics/bench.gtp\"");
}

void TestReader::notAttackableNeedsNoDefence()
{
    // A lone stone with four liberties cannot be captured. Like GNU Go
    // (which answers "1 C2" here) defend still names a move keeping it
    // safe: one of its liberties.
    const Position pos = fromDiagram(". . . . .\n"
                                     ". . . . .\n"
                                     ". . X . .\n"
                                     ". . . . .\n"
                                     ". . . . .\n");
    Reader reader;
    const Point c3 = at(pos, "C3");
    QCOMPARE(reader.attack(pos, c3), (ReadResult{Fail, kNoPoint}));
    const ReadResult d = reader.defend(pos, c3);
    QCOMPARE(d.code, int(Win));
    QVERIFY(pos.board().isLibertyOf(d.move, pos.board().head(c3)));
    // More liberties than the reader ever attacks: no move (GNU Go: PASS).
    const Position wide = fromDiagram(". . . . .\n"
                                      ". . . . .\n"
                                      ". . X . .\n"
                                      ". . X . .\n"
                                      ". . . . .\n");
    QCOMPARE(reader.defend(wide, at(wide, "C3")), (ReadResult{Win, kNoPoint}));
}

// Strings with four liberties (as many as budget.safeLiberties) are read
// near the root when the budget allows it (extraLibertyPlies), as the GTP
// front end does. Each answer was checked with GNU Go 3.8: its own move,
// and ours by playing it and asking GNU Go the opposite question.
void TestReader::fourLibertyStrings_data()
{
    QTest::addColumn<QString>("diagram");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("attacks");
    QTest::addColumn<QStringList>("defences");
    // A corner stone under a loose wall: B3 (or GNU Go's B1) leaves it
    // three liberties it cannot keep; A2 or B1 first makes eye space.
    QTest::newRow("corner stone under a loose wall")
        << QString(". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". O . . . . . . .\n"
                   ". . O . . . . . .\n"
                   ". X . O . . . . .\n"
                   ". . . . . . . . .\n")
        << QString("B2") << QStringList{"B3", "B1"} << QStringList{"A2", "B1"};
    // A stone inside four diagonal stones (a wide net): the block on
    // either side (E4 or E6) catches it; the same point is its escape.
    QTest::newRow("stone inside four diagonal stones")
        << QString(". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . O . O . . .\n"
                   ". . . . X . . . .\n"
                   ". . . O . O . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n")
        << QString("E5") << QStringList{"E4", "E6"} << QStringList{"E4", "E6"};
}

void TestReader::fourLibertyStrings()
{
    QFETCH(QString, diagram);
    QFETCH(QString, target);
    QFETCH(QStringList, attacks);
    QFETCH(QStringList, defences);
    const std::string text = diagram.toStdString();
    for (bool swap : {false, true}) {
        Position pos = fromDiagram(text.c_str());
        if (swap) {
            Board b(pos.size());
            for (int y = 0; y < b.size(); ++y)
                for (int x = 0; x < b.size(); ++x)
                    if (const Color c = pos.board().color(b.at(x, y)); isStone(c))
                        b.setStone(b.at(x, y), opponent(c));
            pos = Position(b, White);
        }
        const Point t = at(pos, target.toStdString().c_str());
        QCOMPARE(pos.board().liberties(t), 4);
        auto accepted = [&](const QStringList& list, Point m) {
            for (const QString& v : list)
                if (at(pos, v.toStdString().c_str()) == m)
                    return true;
            return false;
        };
        ReadBudget budget;
        budget.extraLibertyPlies = 3;
        Reader reader(budget);
        const ReadResult a = reader.attack(pos, t);
        QCOMPARE(a.code, int(Win));
        QVERIFY2(accepted(attacks, a.move), toGtp(pos.board(), a.move).c_str());
        const ReadResult d = reader.defend(pos, t);
        QCOMPARE(d.code, int(Win));
        QVERIFY2(accepted(defences, d.move), toGtp(pos.board(), d.move).c_str());
        // Without the extra plies the string counts as safe, as before.
        Reader plain;
        QCOMPARE(plain.attack(pos, t).code, int(Fail));
    }
}

void TestReader::badInputIsHarmless()
{
    const Position pos = fromDiagram(". . .\n. X .\n. . .\n");
    Reader reader;
    const Point empty = at(pos, "A1");
    const Point stone = at(pos, "B2");
    QCOMPARE(reader.attack(pos, empty), ReadResult{});
    QCOMPARE(reader.defend(pos, empty), ReadResult{});
    QCOMPARE(reader.attack(pos, kNoPoint), ReadResult{});
    QCOMPARE(reader.defend(pos, kPass), ReadResult{});
    QCOMPARE(reader.connect(pos, stone, empty), ReadResult{});
    QCOMPARE(reader.disconnect(pos, empty, stone), ReadResult{});
    QCOMPARE(reader.captureCuttingStone(pos, stone, White), ReadResult{}); // occupied
    QCOMPARE(reader.captureCuttingStone(pos, empty, Empty), ReadResult{});
    // A set-up position with a string that has no liberties is not read.
    const Position dead = fromDiagram("O X O\n. O .\n. . .\n");
    QCOMPARE(dead.board().liberties(at(dead, "B3")), 0);
    QCOMPARE(reader.attack(dead, at(dead, "B3")), ReadResult{});
    QCOMPARE(reader.defend(dead, at(dead, "B2")), ReadResult{});
    QCOMPARE(reader.disconnect(dead, at(dead, "A3"), at(dead, "C3")), ReadResult{});
    QCOMPARE(reader.captureCuttingStone(dead, at(dead, "A1"), Black), ReadResult{});
    // Strings of different colours are not a connection question.
    const Position mixed = fromDiagram(". . .\nX . O\n. . .\n");
    QCOMPARE(reader.connect(mixed, at(mixed, "A2"), at(mixed, "C2")), ReadResult{});
}

void TestReader::nodeCounter()
{
    const Position pos = fromDiagram(". . . . . . . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . X O . . . . .\n"
                                     ". . . X X . . . .\n"
                                     ". . . . . . . . .\n"
                                     ". . . . . . . . .\n");
    Reader reader;
    QCOMPARE(reader.nodes(), std::uint64_t{0});
    QCOMPARE(reader.attack(pos, at(pos, "D4")).code, int(Win));
    const std::uint64_t first = reader.nodes();
    QVERIFY(first > 10); // the ladder was read to the edge
    // The same question again is answered from the cache.
    reader.attack(pos, at(pos, "D4"));
    QCOMPARE(reader.nodes(), first);
    reader.resetNodes();
    QCOMPARE(reader.nodes(), std::uint64_t{0});
    reader.clearCache();
    reader.attack(pos, at(pos, "D4"));
    QCOMPARE(reader.nodes(), first);
}

void TestReader::safeLibertiesBudget()
{
    // A stone with three liberties near the corner, cramped enough that
    // no extension makes it safe at once: read by default, not even
    // attacked with safeLiberties 3.
    const Position pos = fromDiagram(". . . . .\n"
                                     ". . . . .\n"
                                     ". . X . .\n"
                                     "X O . . .\n"
                                     ". . . . .\n");
    Reader byDefault;
    byDefault.attack(pos, at(pos, "B2"));
    QVERIFY(byDefault.nodes() > 0);
    ReadBudget budget;
    budget.safeLiberties = 3;
    Reader reader(budget);
    QCOMPARE(reader.attack(pos, at(pos, "B2")), ReadResult{});
    QCOMPARE(reader.nodes(), std::uint64_t{0});
    QCOMPARE(reader.budget().safeLiberties, 3);
    reader.setBudget({});
    QCOMPARE(reader.budget().safeLiberties, 4);
}

void TestReader::nodeBudgetEndsReading()
{
    // An open 19x19 position with many strings: a tiny node budget still
    // answers, and stays within a small multiple of the budget.
    Position pos(19);
    const char* black[] = {"D4", "E5", "F4", "Q16", "P15", "C16", "D17", "K10", "L11"};
    const char* white[] = {"E4", "D5", "Q15", "P16", "C17", "D16", "K11", "L10"};
    for (const char* v : black)
        pos.setup(at(pos, v), Black);
    for (const char* v : white)
        pos.setup(at(pos, v), White);
    ReadBudget budget;
    budget.maxNodes = 50;
    Reader reader(budget);
    for (const char* v : white) {
        reader.resetNodes();
        reader.attack(pos, at(pos, v));
        reader.defend(pos, at(pos, v));
        QVERIFY2(reader.nodes() < 2 * 4 * 50 + 400, qPrintable(QString::number(reader.nodes())));
    }
}

void TestReader::connectionOverBudgetClaimsNothing()
{
    // Where the node budget runs out, connection reading judges by shared
    // liberties alone, which calls nearly any gap cut. Such a line proves
    // nothing: the answer comes from the lines read in full, so it does
    // not depend on how much the cache held before the question.
    const auto problems = parseProblems("title: jump\n"
                                        ". . . . . . . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . O . . . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . O . . . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . . . . . . .\n",
                                        nullptr);
    QCOMPARE(problems.size(), std::size_t{1});
    const Position& pos = problems[0].position;
    const Point a = at(pos, "D4");
    const Point b = at(pos, "D6");
    // A one-point jump in the open cannot be cut (GNU Go: 0).
    Reader full;
    QCOMPARE(full.disconnect(pos, a, b), ReadResult{});
    // With no nodes to spend, the wedge at D5 is played and its line cut
    // short at once: no cut is claimed from it, and none from passing.
    ReadBudget none;
    none.maxNodes = 0;
    Reader starved(none);
    QCOMPARE(starved.disconnect(pos, a, b), ReadResult{});
    QVERIFY(starved.nodes() > 0);
    // Nor does a cut not found within the budget show the two joined
    // already: connect claims only a join it read.
    QCOMPARE(full.connect(pos, a, b).code, int{Win});
    QCOMPARE(starved.connect(pos, a, b), ReadResult{});
}

void TestReader::koPointBindsOnlyTheSideToMove()
{
    // White has just taken the ko at C4, capturing D4. Black may not
    // retake at once: capturing C4 is a ko Black must win (3). With White
    // to move the ban does not bind Black: Black takes first (2).
    Position pos = fromDiagram(". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . X O . . . . .\n"
                               ". X . X O . . . .\n"
                               ". . X O . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n");
    QCOMPARE(pos.play({White, at(pos, "C4")}), MoveError::None);
    QCOMPARE(pos.koPoint(), at(pos, "D4"));
    Reader reader;
    QCOMPARE(reader.attack(pos, at(pos, "C4")), (ReadResult{KoB, at(pos, "D4")}));
    pos.setToMove(White); // now the ban does not bind Black
    reader.clearCache();
    QCOMPARE(reader.attack(pos, at(pos, "C4")), (ReadResult{KoA, at(pos, "D4")}));
}

void TestReader::longLadderIsReadToTheEnd()
{
    // A ladder from D4 runs towards the far corner: more than 40 plies,
    // each of them read (the ataris from the wrong side are refuted
    // without playing them). A white stone at the far end breaks it; a
    // black one does not.
    for (const auto& [extra, colour, code] :
         {std::tuple{"Q16", White, int(Fail)}, std::tuple{"Q16", Black, int(Win)}, std::tuple{"", Empty, int(Win)}}) {
        Position pos(19);
        for (const char* v : {"C4", "D3", "E3"})
            pos.setup(at(pos, v), Black);
        pos.setup(at(pos, "D4"), White);
        if (colour != Empty)
            pos.setup(at(pos, extra), colour);
        Reader reader;
        QCOMPARE(reader.attack(pos, at(pos, "D4")).code, code);
        if (code == Win)
            QVERIFY(reader.nodes() >= 40);
    }
}

void TestReader::atariOrder_data()
{
    QTest::addColumn<QString>("diagram");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("atari");
    QTest::addColumn<int>("maxNodes");
    // The white stone on the third line from the right edge has two
    // liberties, G4 and H5, and either atari leaves it three after it
    // extends. From G4 the stone is driven to the second line, where Black's
    // stones above catch it; from H5 it runs into the open, and refuting
    // that takes thousands of nodes before G4 is tried. The atari that
    // leaves the escape on the lower line comes first.
    QTest::newRow("from the centre side") << QString(". . . . . . . . .\n"
                                                     ". . . . . . . . .\n"
                                                     ". O . . O . . X .\n"
                                                     ". . . . . . X . .\n"
                                                     ". . X . . X O . .\n"
                                                     ". . . . . . . . .\n"
                                                     ". . O . X . . . .\n"
                                                     ". . . . . . . . .\n"
                                                     ". . . . . . . . .\n")
                                          << "G5" << "G4" << 500;
    // The black stone in the corner has two liberties, A8 and B9, and
    // escapes with two either way. From A8, White drives it along the top
    // into the stone at D9; from B9, down the side towards Black's A5,
    // where it finds room. Equal by the liberties and the line, the ataris
    // differ in the empty points around the escape: the one that leaves
    // less comes first.
    QTest::newRow("towards the stones") << QString("X . . O . . . . .\n"
                                                   ". . . . . . . . .\n"
                                                   ". . . . . . . . .\n"
                                                   ". . . . X . . . .\n"
                                                   "X . . . . . . . .\n"
                                                   ". . O . . . . . .\n"
                                                   ". . . . . . . . .\n"
                                                   ". . . . . . . . .\n"
                                                   ". . . . . . . . .\n")
                                        << "A9" << "A8" << 30;
}

void TestReader::atariOrder()
{
    QFETCH(QString, diagram);
    QFETCH(QString, target);
    QFETCH(QString, atari);
    QFETCH(int, maxNodes);
    const Position pos = fromDiagram(diagram.toStdString().c_str());
    Reader reader;
    const ReadResult r = reader.attack(pos, at(pos, target.toStdString().c_str()));
    QCOMPARE(r.code, int(Win));
    QCOMPARE(r.move, at(pos, atari.toStdString().c_str()));
    QVERIFY2(reader.nodes() < static_cast<std::uint64_t>(maxNodes), std::to_string(reader.nodes()).c_str());
}

void TestReader::captureCuttingStone()
{
    // Hanging connection (虎の口): cutting at B3 is a self-atari.
    const Position pos = fromDiagram(". . . . .\n"
                                     ". . . . .\n"
                                     "O . O . .\n"
                                     ". O . . .\n"
                                     ". . . . .\n");
    Reader reader;
    const ReadResult r = reader.captureCuttingStone(pos, at(pos, "B3"), Black);
    QCOMPARE(r.code, int(Win));
    QCOMPARE(r.move, at(pos, "B4"));
    // A cut that would be suicide cannot be played: the connection holds.
    const Position closed = fromDiagram(". O . . .\n"
                                        "O . O . .\n"
                                        ". O . . .\n"
                                        ". . . . .\n"
                                        ". . . . .\n");
    QCOMPARE(reader.captureCuttingStone(closed, at(closed, "B4"), Black), (ReadResult{Win, kNoPoint}));
}

// Connection reading follows the ways between the two strings through
// empty points and other friendly strings; strings with no way between
// them are apart already (GNU Go 3.8 gives the same answers).
void TestReader::connectionsThroughAThirdString()
{
    const char* text = "title: far apart\n"
                       ". . . . . . . . .\n"
                       ". . . . . . . . .\n"
                       ". . . . . . O . .\n"
                       ". . . . . . . . .\n"
                       ". . . . . . . . .\n"
                       ". . . . . . . . .\n"
                       ". . O . . . . . .\n"
                       ". . . . . . . . .\n"
                       ". . . . . . . . .\n"
                       "disconnect C3 G7 => 1 -\n"
                       "connect C3 G7 => 0\n"
                       "title: two diagonal links through D4, each with one point taken\n"
                       ". . . . . . . . .\n"
                       ". . . . . . . . .\n"
                       ". . . . . . . . .\n"
                       ". . X . . . . . .\n"
                       ". . O X . . . . .\n"
                       ". . . O X . . . .\n"
                       ". . . . O X . . .\n"
                       ". . . . . . . . .\n"
                       ". . . . . . . . .\n"
                       "disconnect C5 E3 => 1 C4 D3\n"
                       "connect C5 E3 => 1 C3\n";
    std::string error;
    const auto problems = parseProblems(text, &error);
    QVERIFY2(error.empty(), error.c_str());
    QCOMPARE(problems.size(), std::size_t(2));
    for (const Problem& original : problems)
        for (bool swap : {false, true}) {
            const Problem p = swap ? swapped(original) : original;
            Reader reader;
            const Loaded l{"inline", p};
            for (const auto& q : p.questions) {
                const ReadResult r = ask(reader, p, q);
                QVERIFY2(accepts(q, r), qPrintable(explain(l, p, q, r)));
            }
        }
}

// Connection shapes, each read with the evaluation's budget and with the
// GTP front end's (which attacks four-liberty strings near the root), in
// both colours. Answers checked by hand and against GNU Go 3.8.
void TestReader::connectionShapes_data()
{
    QTest::addColumn<QString>("text");
    // The connecting side presses a cutting string of three liberties:
    // after O D4, X C4, O C3 the cutter has two liberties, and when it
    // extends it has three and still dies in a loose ladder towards the
    // corner, so the knight's move (keima) holds. GNU Go 3.8 agrees.
    QTest::newRow("Knight's move: the cutting stones die in a loose ladder")
        << QStringLiteral("title: Knight's move: the cutting stones die in a loose ladder\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . X . . . . . .\n"
                          ". . . . . O . . .\n"
                          ". . . X . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "disconnect C5 D3 => 0\n"
                          "connect C5 D3 => 1 *\n");
    // The same shape with a second white stone above: now the cut at E4 is
    // strong enough (GNU Go 3.8 agrees), so pressing must not hide a real cut.
    QTest::newRow("Knight's move with support for the cutter is cut")
        << QStringLiteral("title: Knight's move with support for the cutter is cut\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . O . .\n"
                          ". . . X . . . . .\n"
                          ". . . . . O . . .\n"
                          ". . . . X . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "disconnect D5 E3 => 1 E4\n"
                          "connect D5 E3 => 1 E4\n");
    // O D3-D2 cuts X C3 from X E3 and is in atari; extending at D1 gives
    // it two liberties on the edge. X D4 is in atari too, and taking it
    // (D5) is the cut that holds: X can no longer capture D2 nor join
    // under it.
    QTest::newRow("Cutting string in atari saved by taking the stone that holds it")
        << QStringLiteral("title: Cutting string in atari saved by taking the stone that holds it\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . O X O . . . .\n"
                          ". . X O X . . . .\n"
                          ". . X O X . . . .\n"
                          ". O . . . O . . .\n"
                          "disconnect C3 E3 => 1 D5\n"
                          "connect C3 E3 => 1 D1 D5\n");
    // The same without O B1 and O F1: after O D5 takes D4, X D1 joins
    // under the cutting string (C1 and E1 are then self-ataris for O), and
    // after O D1 X D5 leaves the cutters two liberties on the edge. No cut:
    // the reading must see that the sides join through a capturable cutter
    // even where no empty way is left between them. GNU Go 3.8 agrees.
    QTest::newRow("Edge cutters that can be captured leave no cut")
        << QStringLiteral("title: Edge cutters that can be captured leave no cut\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . O X O . . . .\n"
                          ". . X O X . . . .\n"
                          ". . X O X . . . .\n"
                          ". . . . . . . . .\n"
                          "disconnect C3 E3 => 0\n"
                          "connect C3 E3 => 1 D1 D5\n");
    // Connected already (a cut at D2 dies on the edge), and connect names
    // the move that makes it solid, as GNU Go does; taking O B2 (in atari
    // but next to one side only) is no join and must not come first.
    QTest::newRow("Already connected: connect names the joining point, not a capture aside")
        << QStringLiteral("title: Already connected: connect names the joining point, not a capture aside\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". X . . . . . . .\n"
                          "X O X . X . . . .\n"
                          ". . . . . . . . .\n"
                          "disconnect C2 E2 => 0\n"
                          "connect C2 E2 => 1 D2\n");
    // Joined by miai (two shared liberties): connect names one of them.
    QTest::newRow("Diagonal stones: connect names a shared point")
        << QStringLiteral("title: Diagonal stones: connect names a shared point\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . X . . . .\n"
                          ". . . X . . . . .\n"
                          ". . . . . . . . .\n"
                          "disconnect D2 E3 => 0\n"
                          "connect D2 E3 => 1 D3 E2\n");
}

void TestReader::connectionShapes()
{
    readInlineProblem();
}

void TestReader::readingShapes_data()
{
    QTest::addColumn<QString>("text");
    // O B1 takes the first-line stone. X A2 takes O A3 and has two
    // liberties, but O cannot fill B2 at once: its own stones B1 and C1
    // would stand in atari. O first plays C2 (or D2) from behind, then B2.
    // GNU Go 3.8 agrees. O A2 captures too: X takes the two stones at B2,
    // and O C2 (or D2) leaves the X stones too few liberties inside the O
    // wall (GNU Go 3.8 finds no defence after O A2 either).
    QTest::newRow("First-line stone: fill from behind before the atari")
        << QStringLiteral("title: First-line stone: fill from behind before the atari\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". O . O O . . . .\n"
                          ". . . O . . . . .\n"
                          "X O O . . O . . .\n"
                          "O X . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "X . O X O . . . .\n"
                          "attack A1 => 1 B1 A2\n");
    // O F3 ataris E3. After X D3 the three stones are netted at C4, and
    // X F4 is answered at D3: a clean capture, no ko. Either extension
    // first saves the stone. GNU Go 3.8 agrees.
    QTest::newRow("Atari then net: a capture, not a ko")
        << QStringLiteral("title: Atari then net: a capture, not a ko\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . O . . . .\n"
                          ". X . . X . . . .\n"
                          ". . . . O . . . .\n"
                          "O . X . X . . . .\n"
                          ". . O O O . . . .\n"
                          ". O X . . . . . .\n"
                          "attack E3 => 1 F3\n"
                          "defend E3 => 1 D3 F3\n");
    // A stone on the 1-1 point beside its 2-2 stone cannot be taken: after
    // O C1 the defence is to strengthen the 2-2 stone (four liberties)
    // that A1 joins through A2 or B1. Only with O C1 and O E1 both there
    // does O B1 capture. GNU Go 3.8 agrees on both.
    QTest::newRow("1-1 stone beside its 2-2 stone")
        << QStringLiteral("title: 1-1 stone beside its 2-2 stone\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". O . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". X . . . . . . .\n"
                          "X . . . O . . . .\n"
                          "attack A1 => 0\n");
    QTest::newRow("1-1 stone beside its 2-2 stone, netted")
        << QStringLiteral("title: 1-1 stone beside its 2-2 stone, netted\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". O . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". X . . . . . . .\n"
                          "X . O . O . . . .\n"
                          "attack A1 => 1 B1\n");
    // A liberty race (攻め合い) with two shared liberties: X B1 has one
    // liberty of its own (A1, a dead end) and O C3 two (E1, E2). Extending
    // gains nothing; X fills an outside liberty of O first and wins the
    // race by one move. O moving first wins it (A1, C1 or C2).
    // GNU Go 3.8 agrees on the defence.
    QTest::newRow("Liberty race: fill the bigger neighbour's outside liberty")
        << QStringLiteral("title: Liberty race: fill the bigger neighbour's outside liberty\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". O . . . . . . .\n"
                          "O O . X X . . . .\n"
                          "O O X X X X . . .\n"
                          "O X O O X X . . .\n"
                          "O X . O . X . . .\n"
                          ". X . O . X . . .\n"
                          "defend B1 => 1 E1 E2\n"
                          "attack B1 => 1 *\n");
    // The same race turned into the corner of 13x13.
    QTest::newRow("Liberty race on 13x13: fill the outside liberty")
        << QStringLiteral("title: Liberty race on 13x13: fill the outside liberty\n"
                          ". . . . . . . O . X . O .\n"
                          ". . . . . . . O . X . O X\n"
                          ". . . . . . . O O X X O X\n"
                          ". . . . . . . O O O O X X\n"
                          ". . . . . . . . O O . X X\n"
                          ". . . . . . . . . . . X .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . .\n"
                          "defend M13 => 1 J12 J13\n"
                          "attack M13 => 1 *\n");
    // O A1 is in atari. Extending at B1 is not the answer: O C2 ataris
    // X A2-B2 instead, and X taking A1 at B1 leaves three stones in atari,
    // taken back at A1 (a snapback, 打って返し). GNU Go 3.8 agrees.
    QTest::newRow("Stone in atari saved by an atari elsewhere (snapback)")
        << QStringLiteral("title: Stone in atari saved by an atari elsewhere (snapback)\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "O O . . . . . . .\n"
                          "X X . . . . . . .\n"
                          "O . O . . . . . .\n"
                          "defend A1 => 1 C2\n"
                          "attack A1 => 1 B1\n");
    // The same after O C2: taking A1 walks into the snapback, so the stone
    // cannot be captured. GNU Go 3.8 agrees.
    QTest::newRow("A capture that is snapped back is no capture")
        << QStringLiteral("title: A capture that is snapped back is no capture\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "O O . . . . . . .\n"
                          "X X O . . . . . .\n"
                          "O . O . . . . . .\n"
                          "attack A1 => 0\n");
    // X H1 is in atari, but O J1 takes it into a snapback (打って返し):
    // O H2-J2 would have H1 as their only liberty. O first takes X G2,
    // which holds them in atari, with F2; then nothing saves H1. X to move
    // takes H2-J2 at J1. GNU Go 3.8 agrees.
    QTest::newRow("Snapback averted by taking the holder first")
        << QStringLiteral("title: Snapback averted by taking the holder first\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . X X X\n"
                          ". . . . . O O X .\n"
                          ". . . . . . O X X\n"
                          ". . . . . . X O O\n"
                          ". . . . . O O X .\n"
                          "attack H1 => 1 F2\n"
                          "defend H1 => 1 J1\n");
    // O A2-C2-B1 and X D2-D1 race with two liberties each, C1 shared; X
    // cannot fill C1 (a self-atari) nor A1. X wins the race from outside:
    // O D3-E3-E2 holds D2 in with two liberties, and X E1 or F2 takes
    // them first. GNU Go 3.8 names E1; F2 works as well (after O E1, X F1
    // takes four stones).
    QTest::newRow("Liberty race won by shortening the holder")
        << QStringLiteral("title: Liberty race won by shortening the holder\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "X X X X X . . . .\n"
                          "X X X O O X . . .\n"
                          "O O O X O . . . .\n"
                          ". O . X . . . . .\n"
                          "attack A2 => 1 E1 F2\n"
                          "defend A2 => 1 E1\n");
    // The same race, but the holder D3-F3 is in atari (E1) and X F2 beside
    // it is in atari too (G2). X takes the holder at E1 and wins the race
    // against A2; O to move saves the holder by taking F2 at G2 (O E1
    // would leave its stones in atari at G1). GNU Go 3.8 agrees.
    QTest::newRow("Liberty race decided by the holder in atari")
        << QStringLiteral("title: Liberty race decided by the holder in atari\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "X X X X X X . . .\n"
                          "X X X O O O X . .\n"
                          "O O O X O X . . .\n"
                          ". O . X . O . . .\n"
                          "attack A2 => 1 E1\n"
                          "defend A2 => 1 G2\n");
    // O E3-E2 cannot get out by itself (E1 and F2 are self-ataris); it
    // lives only by taking X E4, in a ladder (シチョウ) from D4 that runs
    // up to the top right edge, far beyond the depth at which chain
    // breaking stops. The defence follows the ladder to its end. GNU Go
    // 3.8 agrees.
    QTest::newRow("Defence by a long ladder on the attacker")
        << QStringLiteral("title: Defence by a long ladder on the attacker\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . . . . . . . . . . . . . . . . .\n"
                          ". . . O . . . . . . . . . . . . . . .\n"
                          ". . . . X O O . . . . . . . . . . . .\n"
                          ". . . X O X . . . . . . . . . . . . .\n"
                          ". . . X O . X . . . . . . . . . . . .\n"
                          ". . . X . X . . . . . . . . . . . . .\n"
                          "defend E3 => 1 D4\n"
                          "attack E4 => 1 D4\n");
    // O A9-A8-B8-B7 has two liberties, A7 and B6. X A6 takes both of
    // them among its own three without touching O: O answers at A5, the
    // third, and then neither side can approach (X A7 or B6 is a
    // self-atari). So X cannot capture. GNU Go 3.8 agrees.
    QTest::newRow("Placement on both liberties answered from outside")
        << QStringLiteral("title: Placement on both liberties answered from outside\n"
                          "O X X X . . . . .\n"
                          "O O X X . . . . .\n"
                          ". O X X . . . . .\n"
                          ". . O X . . . . .\n"
                          ". O O X . . . . .\n"
                          "O X X X . . . . .\n"
                          ". O O O . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "attack A9 => 0\n");
    QTest::newRow("Placement on both liberties: the answer")
        << QStringLiteral("title: Placement on both liberties: the answer\n"
                          "O X X X . . . . .\n"
                          "O O X X . . . . .\n"
                          ". O X X . . . . .\n"
                          ". . O X . . . . .\n"
                          ". O O X . . . . .\n"
                          "O X X X . . . . .\n"
                          ". O O O . . . . .\n"
                          ". . . . . . . . .\n"
                          ". . . . . . . . .\n"
                          "play: black A6\n"
                          "defend A9 => 1 A5\n");
}

void TestReader::readingShapes()
{
    readInlineProblem();
}

void TestReader::readInlineProblem()
{
    QFETCH(QString, text);
    std::string error;
    const auto problems = parseProblems(text.toStdString(), &error);
    QVERIFY2(error.empty(), error.c_str());
    QCOMPARE(problems.size(), std::size_t(1));
    ReadBudget gtp;
    gtp.extraLibertyPlies = 3;
    gtp.recheckAnswers = true;
    for (const ReadBudget& budget : {ReadBudget{}, gtp})
        for (bool swap : {false, true}) {
            const Problem p = swap ? swapped(problems.front()) : problems.front();
            Reader reader(budget);
            const Loaded l{swap ? "inline, swapped" : "inline", p};
            for (const auto& q : p.questions) {
                const ReadResult r = ask(reader, p, q);
                QVERIFY2(accepts(q, r), qPrintable(explain(l, p, q, r)));
            }
        }
}

void TestReader::captureWithoutKoTriesEachWay()
{
    // O D9 is in atari, but X E9 takes it as a ko. X G9 first leaves O F7
    // (joining F6 and making the capture a ko again); X F7 first leaves O
    // E9 and O G9 both short of liberties: the capture stands. The GTP
    // budget reads each capture that avoids the ko from its own root
    // until one leaves no defence. GNU Go 3.8 gives 1 F7.
    testing::readProblem(QStringLiteral("title: Capture without the ko, the second way\n"
                                        ". . X O . O . X .\n"
                                        "X X X X O O O X X\n"
                                        ". . . . X . X X .\n"
                                        ". . . . X O X . .\n"
                                        ". . . . . O . . .\n"
                                        ". . . . . O . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . . . . . . .\n"
                                        "attack D9 => 1 F7\n"),
                         testing::gtpBudget());
}

void TestReader::problemParserErrors()
{
    std::string error;
    parseProblems("attack A1 => 0\n", &error);
    QVERIFY(error.find("line 1") != std::string::npos);
    error.clear();
    parseProblems("title: x\n. .\nX .\nattack A1 => 1\n", &error);
    QVERIFY(error.find("needs its moves") != std::string::npos);
    error.clear();
    parseProblems("title: x\n. .\nX .\nattack Z9 => 0\n", &error);
    QVERIFY(error.find("Z9") != std::string::npos);
    error.clear();
    const auto ok = parseProblems("title: x\n. .\nX .\nattack A1 => 1|2 B1 -\n", &error);
    QVERIFY2(error.empty(), error.c_str());
    QCOMPARE(ok.size(), std::size_t{1});
    QCOMPARE(ok[0].questions[0].codes.size(), std::size_t{2});
    QVERIFY(ok[0].questions[0].noMove);
}

QTEST_GUILESS_MAIN(TestReader)
#include "test_reader.moc"
