// The game tree: properties in order, children and variations, the current
// path, move/setup/markup/text helpers, and replay into a Position.
#include "record_helpers.h"

#include "record/replay.h"
#include "record/semantics.h"

#include "core/board.h"
#include "core/coords.h"

using namespace irodori;
using namespace irodori::record;
using namespace irodori::record::test;

class TestTree : public QObject {
    Q_OBJECT

private slots:
    void pointsMatchTheBoard()
    {
        for (int size = kMinBoardSize; size <= kMaxBoardSize; ++size) {
            const Board b(size);
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x) {
                    QCOMPARE(pointAt(size, x, y), b.at(x, y));
                    QCOMPARE(pointToSgf(size, b.at(x, y)), toSgf(b, b.at(x, y)));
                    QCOMPARE(parseMovePoint(toSgf(b, b.at(x, y)), size).value(), b.at(x, y));
                }
        }
    }

    void propertiesKeepTheirOrder()
    {
        Node n;
        n.setRaw("B", "aa");
        n.setRaw("XX", std::vector<std::string>{"1", "2"});
        n.setRaw("C", "c");
        n.setRaw("XX", "3"); // replaced in place
        QCOMPARE(n.properties().size(), std::size_t(3));
        QCOMPARE(n.properties()[1].id, std::string("XX"));
        QCOMPARE(n.properties()[1].values, std::vector<std::string>{"3"});
        QVERIFY(n.remove("B"));
        QVERIFY(!n.remove("B"));
        QCOMPARE(n.properties().front().id, std::string("XX"));
        QCOMPARE(std::string(n.rawValue("C")), std::string("c"));
        QCOMPARE(std::string(n.rawValue("ZZ")), std::string());
    }

    void childrenAndSelection()
    {
        Node root;
        Node* a = root.addChild();
        Node* b = root.addChild();
        QCOMPARE(a->parent(), &root);
        QCOMPARE(b->indexInParent(), 1);
        root.setSelectedChild(1);
        Node* c = root.insertChild(0, std::make_unique<Node>());
        QCOMPARE(c->indexInParent(), 0);
        QCOMPARE(root.selectedChild(), 2); // still b
        std::unique_ptr<Node> taken = root.takeChild(2);
        QCOMPARE(taken.get(), b);
        QVERIFY(!taken->parent());
        QCOMPARE(root.childCount(), 2);
        QVERIFY(root.selectedChild() < root.childCount());
    }

    void navigation()
    {
        const LoadResult r = load("(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd];B[ee](;W[ff])(;W[gg])))");
        GameTree g = r.games.at(0).clone();
        QCOMPARE(g.current(), &g.root());
        QVERIFY(!g.back());
        g.toEnd();
        QCOMPARE(pointToSgf(9, nodeMove(*g.current(), 9)->point), std::string("cc"));
        QCOMPARE(g.currentPath().size(), std::size_t(4));
        g.back();
        QVERIFY(g.nextVariation()); // W[dd]
        QCOMPARE(pointToSgf(9, nodeMove(*g.current(), 9)->point), std::string("dd"));
        QVERIFY(!g.nextVariation());
        g.toEnd();
        QCOMPARE(pointToSgf(9, nodeMove(*g.current(), 9)->point), std::string("ff"));
        QVERIFY(g.nextVariation());
        QCOMPARE(pointToSgf(9, nodeMove(*g.current(), 9)->point), std::string("gg"));
        // Going back and forward again follows the line last visited.
        g.toStart();
        g.toEnd();
        QCOMPARE(pointToSgf(9, nodeMove(*g.current(), 9)->point), std::string("gg"));
        QVERIFY(g.previousVariation());
        QCOMPARE(pointToSgf(9, nodeMove(*g.current(), 9)->point), std::string("ff"));
        QCOMPARE(g.mainLine().size(), std::size_t(4));
        QCOMPARE(g.nodeCount(), std::size_t(8));
        QCOMPARE(g.variationCount(), std::size_t(2));
        // A clone keeps the current node.
        const GameTree copy = g.clone();
        QCOMPARE(GameTree::pathTo(copy.current()).size(), std::size_t(5));
        QCOMPARE(writeSgf(copy), writeSgf(g));
    }

    void deepChainsNeedNoRecursion()
    {
        // 300,000 nodes in one line: built, copied, counted, written, read
        // and freed without overflowing the stack.
        GameTree g(19);
        Node* n = &g.root();
        for (int i = 0; i < 300000; ++i) {
            n = n->addChild();
            setNodeMove(*n, {i % 2 ? White : Black, pointAt(19, i % 19, (i / 19) % 19)}, 19);
        }
        const GameTree copy = g.clone();
        QCOMPARE(copy.nodeCount(), std::size_t(300001));
        const std::string text = writeSgf(copy);
        const LoadResult r = load(text);
        QCOMPARE(r.games.at(0).nodeCount(), std::size_t(300001));
        std::string nested(200000, '(');
        nested += ";B[aa]";
        const LoadResult deep = readSgf(nested);
        QVERIFY(deep.ok());
    }

    void moveAndSetupHelpers()
    {
        Node n;
        setNodeMove(n, {Black, pointAt(19, 3, 3)}, 19);
        QCOMPARE(std::string(n.rawValue("B")), std::string("dd"));
        setNodeMove(n, {White, kPass}, 19);
        QVERIFY(!n.has("B"));
        QCOMPARE(std::string(n.rawValue("W")), std::string());
        QCOMPARE(nodeMove(n, 19)->point, kPass);

        Node s;
        s.setRaw("AB", std::vector<std::string>{"aa:bb"});
        setSetupStone(s, pointAt(19, 0, 0), White, 19);
        QCOMPARE(setupStones(s, 19).size(), std::size_t(4));
        QCOMPARE(s.find("AB")->values.size(), std::size_t(3));
        QCOMPARE(std::string(s.rawValue("AW")), std::string("aa"));
        setSetupStone(s, pointAt(19, 0, 0), Empty, 19);
        QVERIFY(!s.has("AW"));
        QCOMPARE(std::string(s.rawValue("AE")), std::string("aa"));
        QVERIFY(clearSetupStone(s, pointAt(19, 0, 0), 19));
        QVERIFY(!s.has("AE"));
        QVERIFY(!clearSetupStone(s, pointAt(19, 0, 0), 19));
        QVERIFY(clearSetupStone(s, pointAt(19, 1, 1), 19)); // out of the compressed list aa:bb
        QCOMPARE(setupStones(s, 19).size(), std::size_t(2));
        setPlayerToMove(s, White);
        QCOMPARE(playerToMove(s).value(), White);
    }

    void addMoveFollowsOrBranches()
    {
        GameTree g(9);
        Node* a = addMove(g, {Black, pointAt(9, 2, 2)});
        addMove(g, {White, pointAt(9, 3, 3)});
        g.toStart();
        QCOMPARE(addMove(g, {Black, pointAt(9, 2, 2)}), a); // the existing line is followed
        Node* b = addMove(g, {White, pointAt(9, 4, 4)});    // a new variation
        QCOMPARE(a->childCount(), 2);
        QCOMPARE(g.current(), b);
        QCOMPARE(a->selectedChild(), 1);
    }

    void renjuBoardDefault()
    {
        const LoadResult r = load("(;GM[4];B[hh];W[oo])");
        QCOMPARE(r.games.at(0).gameType(), 4);
        QCOMPARE(r.games.at(0).boardSize(), 15);
        QVERIFY2(r.warnings.empty(), allWarnings(r.warnings).c_str());
        QVERIFY(writeSgf(r.games).rfind("(;FF[4]GM[4]CA[UTF-8]", 0) == 0);
        // Renju records replay without captures: the white stone in the
        // corner stays although Black surrounds it.
        const LoadResult corner = load("(;GM[4]SZ[15];B[ba];W[aa];B[ab])");
        QVERIFY(corner.ok());
        const GameTree& g = corner.games.at(0);
        const Node* last = g.mainLine().back();
        const Position pos = positionAt(g, last);
        QCOMPARE(pos.board().color(pos.board().at(0, 0)), White);
        QCOMPARE(pos.moveNumber(), 3);
        QVERIFY(!rulesOf(g.root()).captures);
        const LoadResult go = load("(;GM[1]SZ[9];B[ba];W[aa];B[ab])");
        const Position goPos = positionAt(go.games.at(0), go.games.at(0).mainLine().back());
        QCOMPARE(goPos.board().color(goPos.board().at(0, 0)), Empty);
    }

    void marksAndText()
    {
        Node n;
        addMark(n, {MarkKind::Triangle, pointAt(9, 1, 1), kNoPoint, {}}, 9);
        addMark(n, {MarkKind::Label, pointAt(9, 2, 2), kNoPoint, "a:b]"}, 9);
        addMark(n, {MarkKind::Arrow, pointAt(9, 0, 0), pointAt(9, 4, 4), {}}, 9);
        addMark(n, {MarkKind::Circle, pointAt(9, 1, 1), kNoPoint, {}}, 9); // replaces the triangle
        const auto m = marks(n, 9);
        QCOMPARE(m.size(), std::size_t(3));
        QVERIFY(!n.has("TR"));
        QCOMPARE(std::string(n.rawValue("LB")), std::string("cc:a:b\\]"));
        bool label = false;
        for (const Mark& k : m)
            if (k.kind == MarkKind::Label)
                label = k.label == "a:b]";
        QVERIFY(label);
        addMark(n, {MarkKind::Line, pointAt(9, 5, 5), pointAt(9, 6, 6), {}}, 9);
        QVERIFY(!removeLineMark(n, MarkKind::Arrow, pointAt(9, 4, 4), pointAt(9, 0, 0), 9)); // arrows have a direction
        QVERIFY(removeLineMark(n, MarkKind::Line, pointAt(9, 6, 6), pointAt(9, 5, 5), 9));  // lines have none
        QVERIFY(!n.has("LN"));
        removePointMarks(n, pointAt(9, 0, 0), 9); // the arrow's end: the arrow stays
        QVERIFY(n.has("AR"));
        removePointMarks(n, pointAt(9, 2, 2), 9);
        QVERIFY(!n.has("LB"));
        QVERIFY(n.has("CR"));
        clearMarks(n, pointAt(9, 4, 4), 9);
        QVERIFY(!n.has("AR"));

        setComment(n, "x]y\\z\nnext");
        QCOMPARE(comment(n), std::string("x]y\\z\nnext"));
        setTextValue(n, "PB", "two\nlines");
        QCOMPARE(textValue(n, "PB"), std::string("two lines"));
        setComment(n, "");
        QVERIFY(!n.has("C"));
        setKomi(n, 6.5);
        QCOMPARE(komi(n).value(), 6.5);
        n.setRaw("HA", "3");
        QCOMPARE(handicap(n), 3);
        n.setRaw("BM", "1");
        QCOMPARE(moveAnnotation(n), MoveAnnotation::Bad);
        // One annotation at a time: setting another replaces it.
        setMoveAnnotation(n, MoveAnnotation::Interesting);
        QCOMPARE(moveAnnotation(n), MoveAnnotation::Interesting);
        QVERIFY(!n.has("BM"));
        setMoveAnnotation(n, MoveAnnotation::Tesuji);
        QCOMPARE(n.rawValue("TE"), std::string("1"));
        QVERIFY(!n.has("IT"));
        setMoveAnnotation(n, MoveAnnotation::None);
        QCOMPARE(moveAnnotation(n), MoveAnnotation::None);
        QVERIFY(!n.has("TE"));
        setPositionAnnotation(n, PositionAnnotation::GoodForWhite);
        QCOMPARE(n.rawValue("GW"), std::string("1"));
        setPositionAnnotation(n, PositionAnnotation::Unclear);
        QCOMPARE(positionAnnotation(n), PositionAnnotation::Unclear);
        QVERIFY(!n.has("GW"));
        setPositionAnnotation(n, PositionAnnotation::None);
        QVERIFY(!n.has("UC"));
        QVERIFY(!isHotspot(n));
        setHotspot(n, true);
        QVERIFY(isHotspot(n));
        setHotspot(n, false);
        QVERIFY(!n.has("HO"));
        QVERIFY(!gameInfoProperties().empty());
    }

    void replayCapturesAndKo()
    {
        // Black captures at cb, White retakes the ko at bb at once: illegal,
        // executed anyway with a warning.
        const char* ko = "(;SZ[5]AB[ba][ab][bc]AW[ca][db][cc];W[bb];B[cb];W[bb])";
        const LoadResult r = load(ko);
        const GameTree& g = r.games.at(0);
        std::vector<Diagnostic> warnings;
        const Position p = positionAt(g, g.mainLine().back(), &warnings);
        QCOMPARE(warnings.size(), std::size_t(1));
        QVERIFY(warnings[0].message.find("Ko") != std::string::npos);
        QCOMPARE(p.board().color(pointAt(5, 1, 1)), White);
        QCOMPARE(p.board().color(pointAt(5, 2, 1)), Empty);
        QCOMPARE(p.moveNumber(), 3);
        // KO marks the recapture as deliberate: no warning.
        std::vector<Diagnostic> none;
        const LoadResult marked = load("(;SZ[5]AB[ba][ab][bc]AW[ca][db][cc];W[bb];B[cb];W[bb]KO[])");
        positionAt(marked.games[0], marked.games[0].mainLine().back(), &none);
        QVERIFY(none.empty());
    }

    void replayOccupiedAndHandicap()
    {
        const LoadResult r = load("(;SZ[9]HA[2]AB[cg][gc];W[ee];B[ee])");
        const GameTree& g = r.games.at(0);
        QCOMPARE(positionAt(g, &g.root()).toMove(), White);
        std::vector<Diagnostic> warnings;
        const Position p = positionAt(g, g.mainLine().back(), &warnings);
        QCOMPARE(p.board().color(pointAt(9, 4, 4)), Black); // replaced, as SGF executes it
        QCOMPARE(warnings.size(), std::size_t(1));
        QVERIFY(warnings[0].message.find("occupied") != std::string::npos);
        QCOMPARE(rulesOf(g.root()).komi, 0.0);
        const LoadResult pl = load("(;SZ[9]AB[aa]PL[B])");
        QCOMPARE(positionAt(pl.games[0], &pl.games[0].root()).toMove(), Black);
    }
};

QTEST_GUILESS_MAIN(TestTree)
#include "test_tree.moc"
