// Turning a record (Edit → Transform Board): every point-valued property
// moves with the board — moves, compressed set-up lists, marks, labels,
// arrows, territory — passes stay passes, four quarter turns or two flips
// come back to the start, every position of the record is the turned
// position of the original, and exchanging the colours exchanges the
// colour properties, the side to move and the winner.
#include "record/replay.h"
#include "record/sgf_reader.h"
#include "record/sgf_writer.h"
#include "record/transform.h"

#include <QTest>

#include <string>
#include <vector>

using namespace irodori;
using namespace irodori::record;

namespace {

const char* const kRecord =
    "(;GM[1]FF[4]SZ[9]PB[Kuro]PW[Shiro]RE[B+3.5]AB[aa:bb]AW[ia]TB[]PL[B]"
    ";B[cd]LB[cd:A][ee:two words]TR[gg]AR[aa:ci]LN[bh:hb]BL[30]OB[2]"
    ";W[tt];B[]"
    "(;W[ef]TW[ii]GB[1])(;W[ff]MA[ab]))";

GameTree load()
{
    LoadResult r = parseSgfText(kRecord);
    if (!r.ok() || r.games.empty())
        qFatal("test record: %s", r.error.c_str());
    return std::move(r.games.front());
}

std::string values(const Node& node, const char* id)
{
    const Property* p = node.find(id);
    std::string out;
    if (p)
        for (const std::string& v : p->values)
            out += "[" + v + "]";
    return out;
}

const Node& line(const GameTree& tree, const std::vector<int>& children)
{
    const Node* n = &tree.root();
    for (int c : children)
        n = n->child(c);
    return *n;
}

} // namespace

class TestTransform : public QObject {
    Q_OBJECT

private slots:
    void rotateClockwise()
    {
        GameTree tree = load();
        transform(tree, BoardTransform::RotateClockwise);
        const Node& root = tree.root();
        // (x, y) -> (8 - y, x): aa -> ia, the block aa:bb point by point.
        QCOMPARE(values(root, "AB"), std::string("[ia][ib][ha][hb]"));
        QCOMPARE(values(root, "AW"), std::string("[ii]"));
        QCOMPARE(values(root, "TB"), std::string("[]")); // an empty list stays empty
        const Node& first = line(tree, {0});
        QCOMPARE(values(first, "B"), std::string("[fc]"));
        QCOMPARE(values(first, "LB"), std::string("[fc:A][ee:two words]"));
        QCOMPARE(values(first, "TR"), std::string("[cg]"));
        QCOMPARE(values(first, "AR"), std::string("[ia:ac]"));
        QCOMPARE(values(first, "LN"), std::string("[bb:hh]"));
        QCOMPARE(values(first, "BL"), std::string("[30]")); // not a point
        QCOMPARE(values(line(tree, {0, 0}), "W"), std::string("[]")); // passes stay
        QCOMPARE(values(line(tree, {0, 0, 0}), "B"), std::string("[]"));
        QCOMPARE(values(line(tree, {0, 0, 0, 0}), "TW"), std::string("[ai]"));
        QCOMPARE(values(line(tree, {0, 0, 0, 1}), "MA"), std::string("[ha]"));
        QCOMPARE(values(root, "PB"), std::string("[Kuro]"));
    }

    // Four quarter turns, a turn and its inverse, two flips: the record as
    // it was (with the compressed list written point by point).
    void turnsComeBack()
    {
        GameTree expanded = load();
        transform(expanded, BoardTransform::FlipHorizontally);
        transform(expanded, BoardTransform::FlipHorizontally);
        for (const auto& steps : std::vector<std::vector<BoardTransform>>{
                 {BoardTransform::RotateClockwise, BoardTransform::RotateClockwise, BoardTransform::RotateClockwise,
                  BoardTransform::RotateClockwise},
                 {BoardTransform::RotateClockwise, BoardTransform::RotateAnticlockwise},
                 {BoardTransform::FlipVertically, BoardTransform::FlipVertically},
                 {BoardTransform::SwapColors, BoardTransform::SwapColors}}) {
            GameTree tree = load();
            transform(tree, BoardTransform::FlipHorizontally);
            transform(tree, BoardTransform::FlipHorizontally);
            for (BoardTransform t : steps)
                transform(tree, t);
            QCOMPARE(writeSgf(tree), writeSgf(expanded));
        }
        // A flip is not a turn.
        GameTree flipped = load();
        transform(flipped, BoardTransform::FlipVertically);
        QVERIFY(writeSgf(flipped) != writeSgf(expanded));
    }

    // Every position of the turned record is the original's, turned.
    void positionsTurnWithTheBoard()
    {
        for (BoardTransform t : {BoardTransform::FlipHorizontally, BoardTransform::FlipVertically,
                                 BoardTransform::RotateClockwise, BoardTransform::RotateAnticlockwise}) {
            const GameTree original = load();
            GameTree turned = load();
            transform(turned, t);
            const std::vector<std::vector<int>> paths = {{}, {0}, {0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 1}};
            for (const std::vector<int>& path : paths) {
                const Position a = positionAt(original, &line(original, path));
                const Position b = positionAt(turned, &line(turned, path));
                QCOMPARE(a.toMove(), b.toMove());
                const Board& ba = a.board();
                const Board& bb = b.board();
                for (int y = 0; y < 9; ++y)
                    for (int x = 0; x < 9; ++x) {
                        int tx = x, ty = y;
                        switch (t) {
                        case BoardTransform::FlipHorizontally: tx = 8 - x; break;
                        case BoardTransform::FlipVertically: ty = 8 - y; break;
                        case BoardTransform::RotateClockwise: tx = 8 - y; ty = x; break;
                        case BoardTransform::RotateAnticlockwise: tx = y; ty = 8 - x; break;
                        default: break;
                        }
                        QCOMPARE(bb.color(bb.at(tx, ty)), ba.color(ba.at(x, y)));
                    }
            }
        }
    }

    void swapColors()
    {
        GameTree tree = load();
        transform(tree, BoardTransform::SwapColors);
        const Node& root = tree.root();
        QCOMPARE(values(root, "AW"), std::string("[aa:bb]")); // points stay where they are
        QCOMPARE(values(root, "AB"), std::string("[ia]"));
        QCOMPARE(values(root, "PW"), std::string("[Kuro]"));
        QCOMPARE(values(root, "PB"), std::string("[Shiro]"));
        QCOMPARE(values(root, "RE"), std::string("[W+3.5]"));
        QCOMPARE(values(root, "TW"), std::string("[]"));
        const Node& first = line(tree, {0});
        QCOMPARE(values(first, "W"), std::string("[cd]"));
        QVERIFY(!first.has("B"));
        QCOMPARE(values(first, "WL"), std::string("[30]"));
        QCOMPARE(values(first, "OW"), std::string("[2]"));
        QCOMPARE(values(root, "PL"), std::string("[W]"));
        QCOMPARE(values(line(tree, {0, 0, 0, 0}), "GW"), std::string("[1]"));
        // The positions are the original's with the colours exchanged.
        const GameTree original = load();
        const Position before = positionAt(original, &line(original, {0, 0, 0, 0}));
        const Position after = positionAt(tree, &line(tree, {0, 0, 0, 0}));
        QCOMPARE(after.toMove(), opponent(before.toMove()));
        for (int y = 0; y < 9; ++y)
            for (int x = 0; x < 9; ++x) {
                const Color c = before.board().color(before.board().at(x, y));
                QCOMPARE(after.board().color(after.board().at(x, y)), isStone(c) ? opponent(c) : c);
            }
    }
};

QTEST_MAIN(TestTransform)
#include "test_transform.moc"
