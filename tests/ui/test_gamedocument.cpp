// GameDocument and its replay cache: every node shows the position the
// record module's replay gives, stepping forward applies one node, the
// variations are reached with ↑/↓ at the right depth, and the tree edits
// (play, delete, main line, network lines) keep the document consistent.
#include "gamedocument.h"

#include "record/record_io.h"
#include "record/replay.h"
#include "record/semantics.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <random>

using namespace irodori;
using namespace irodori::ui;

namespace {

QString fixture(const char* name)
{
    return QStringLiteral(IRODORI_TEST_DATA "/") + QLatin1String(name);
}

record::LoadResult load(const char* name)
{
    return record::loadRecordFile(fixture(name).toStdString());
}

// Same stones, side to move, ko and prisoners.
bool samePosition(const Position& a, const Position& b)
{
    return a.hash() == b.hash() && a.moveNumber() == b.moveNumber() && a.prisoners(Black) == b.prisoners(Black)
           && a.prisoners(White) == b.prisoners(White);
}

Color colorAt(const GameDocument& doc, const char* gtp)
{
    const Board& board = doc.position().board();
    const int x = QByteArray("ABCDEFGHJKLMNOPQRST").indexOf(gtp[0]);
    const int y = board.size() - std::atoi(gtp + 1);
    return board.color(board.at(x, y));
}

} // namespace

class TestGameDocument : public QObject {
    Q_OBJECT

private slots:
    void startsWithAnEmptyRecord()
    {
        GameDocument doc;
        QCOMPARE(doc.boardSize(), 19);
        QCOMPARE(doc.gameCount(), 1);
        QVERIFY(!doc.isModified());
        QVERIFY(!doc.canGoBack());
        QVERIFY(!doc.canGoForward());
        QCOMPARE(doc.position().moveNumber(), 0);
        QCOMPARE(doc.displayName(), QStringLiteral("Untitled"));
    }

    void everyNodeMatchesAFullReplay()
    {
        // A random walk over a record with variations and over the long
        // record: the cached position must always equal a replay from the root.
        for (const char* name : {"ui/ja_game.sgf", "records/long_3600_moves.sgf"}) {
            GameDocument doc;
            doc.load(load(name), fixture(name));
            std::mt19937 rng(12345);
            for (int step = 0; step < 600; ++step) {
                switch (rng() % 9) {
                case 0: case 1: case 2: doc.forward(); break;
                case 3: doc.back(); break;
                case 4: doc.forward(1 + int(rng() % 70)); break;
                case 5: doc.back(1 + int(rng() % 70)); break;
                case 6: (rng() % 2) ? doc.nextVariation() : doc.previousVariation(); break;
                case 7: (rng() % 4) ? doc.toEnd() : doc.toStart(); break;
                case 8: doc.goToMove(int(rng() % 120)); break;
                }
                const Position full = record::positionAt(doc.tree(), doc.current());
                QVERIFY2(samePosition(doc.position(), full), qPrintable(QStringLiteral("%1, step %2").arg(name).arg(step)));
            }
        }
    }

    void steppingForwardAppliesOneNode()
    {
        GameDocument doc;
        doc.load(load("records/long_3600_moves.sgf"), fixture("records/long_3600_moves.sgf"));
        doc.goToMove(2000);
        std::size_t before = doc.replayCache().appliedNodes();
        for (int i = 0; i < 100; ++i) {
            QVERIFY(doc.forward());
            QCOMPARE(doc.replayCache().appliedNodes(), before + 1);
            before = doc.replayCache().appliedNodes();
        }
        // A step back restarts from a remembered position, never from the root.
        for (int i = 0; i < 100; ++i) {
            QVERIFY(doc.back());
            QVERIFY(doc.replayCache().appliedNodes() - before <= ReplayCache::kStride);
            before = doc.replayCache().appliedNodes();
        }
    }

    void longRecordTimings()
    {
        // Logged, not asserted: the numbers behind "opens without a pause".
        QElapsedTimer clock;
        clock.start();
        record::LoadResult result = load("records/long_3600_moves.sgf");
        const qint64 read = clock.nsecsElapsed();
        GameDocument doc;
        clock.restart();
        doc.load(std::move(result), fixture("records/long_3600_moves.sgf"));
        const qint64 install = clock.nsecsElapsed();
        clock.restart();
        doc.toEnd();
        const qint64 toEnd = clock.nsecsElapsed();
        QVERIFY(doc.position().moveNumber() >= 3600);
        clock.restart();
        doc.toStart();
        for (int i = 0; i < 3600 && doc.forward(); ++i) {
        }
        const qint64 stepping = clock.nsecsElapsed();
        clock.restart();
        for (int i = 0; i < 360 && doc.back(10); ++i) {
        }
        const qint64 backwards = clock.nsecsElapsed();
        qInfo("3,600 moves: read %.1f ms, install %.2f ms, to the end %.2f ms, "
              "every move forward %.1f µs each, ten back %.1f µs each",
              read / 1e6, install / 1e6, toEnd / 1e6, stepping / 3600e3, backwards / 360e3);
    }

    void variationsKeepTheirDepth()
    {
        GameDocument doc;
        doc.load(load("ui/ja_game.sgf"), fixture("ui/ja_game.sgf"));
        QVERIFY(!doc.hasVariations());
        // Move 10 has three choices: the main line (C6), D5 and B5.
        doc.goToMove(10);
        QCOMPARE(colorAt(doc, "C6"), White);
        QVERIFY(doc.hasVariations());
        QVERIFY(doc.nextVariation());
        QCOMPARE(colorAt(doc, "D5"), White);
        QCOMPARE(colorAt(doc, "C6"), Empty);
        QCOMPARE(doc.comment(), QStringLiteral("ソフトに受ける変化。"));
        QVERIFY(doc.nextVariation());
        QCOMPARE(colorAt(doc, "B5"), White);
        QVERIFY(!doc.nextVariation()); // the last one
        QVERIFY(doc.previousVariation());
        QVERIFY(doc.previousVariation());
        QCOMPARE(colorAt(doc, "C6"), White);
        QVERIFY(!doc.previousVariation());

        // Deeper in the main line, ↓ switches at the nearest fork above and
        // keeps as deep as that line goes: move 52 of the main line, move 50
        // of the H12 variation (it has only that one move).
        doc.goToMove(52);
        QVERIFY(doc.nextVariation());
        QCOMPARE(doc.position().moveNumber(), 50);
        QCOMPARE(colorAt(doc, "H12"), White);
        QVERIFY(doc.previousVariation());
        QCOMPARE(doc.position().moveNumber(), 50);
        QCOMPARE(colorAt(doc, "D18"), White);
        QCOMPARE(colorAt(doc, "H12"), Empty);
        // Forward from the fork returns along the line last visited.
        QVERIFY(doc.nextVariation());
        doc.back(3);
        doc.forward(3);
        QCOMPARE(colorAt(doc, "H12"), White);
    }

    void playingFollowsOrBranches()
    {
        GameDocument doc;
        doc.load(load("ui/ja_game.sgf"), fixture("ui/ja_game.sgf"));
        QSignalSpy modified(&doc, &GameDocument::modifiedChanged);
        const int size = doc.boardSize();
        const Board& board = doc.position().board();
        // The record's own first move: followed, nothing changes.
        doc.play({Black, board.at(15, 3)}); // Q16
        QCOMPARE(doc.depth(), 1);
        QVERIFY(!doc.isModified());
        QCOMPARE(modified.count(), 0);
        // Another answer: a new variation beside the record's move.
        doc.play({White, board.at(2, 2)}); // C17
        QVERIFY(doc.isModified());
        QCOMPARE(doc.current()->parent()->childCount(), 2);
        QCOMPARE(doc.current()->indexInParent(), 1);
        QCOMPARE(record::nodeMove(*doc.current(), size)->point, board.at(2, 2));
        QVERIFY(!doc.isOnMainLine());
        QVERIFY(doc.canDeleteVariation());
        // Make it the main line, then delete it again.
        QVERIFY(doc.makeMainLine());
        QCOMPARE(doc.current()->indexInParent(), 0);
        QVERIFY(doc.isOnMainLine());
        doc.back();
        QVERIFY(doc.forward());
        QCOMPARE(colorAt(doc, "C17"), White);
        QVERIFY(doc.deleteCurrentNode());
        QCOMPARE(doc.depth(), 1);
        QCOMPARE(doc.current()->childCount(), 1);
        QVERIFY(doc.toEnd());
        QCOMPARE(doc.position().moveNumber(), 90);
        QVERIFY(samePosition(doc.position(), record::positionAt(doc.tree(), doc.current())));
    }

    void deletingAVariationRemovesTheBranch()
    {
        GameDocument doc;
        doc.load(load("ui/ja_game.sgf"), fixture("ui/ja_game.sgf"));
        doc.goToMove(10);
        QVERIFY(doc.nextVariation()); // D5
        QVERIFY(doc.deleteCurrentVariation());
        QCOMPARE(doc.depth(), 9);
        QCOMPARE(doc.current()->childCount(), 2);
        // On the main line there is no variation to delete.
        doc.goToMove(5);
        QVERIFY(!doc.canDeleteVariation());
        QVERIFY(!doc.deleteCurrentVariation());
        QVERIFY(samePosition(doc.position(), record::positionAt(doc.tree(), doc.current())));
    }

    void textsAndGameInformation()
    {
        GameDocument doc;
        doc.load(load("ui/ja_game.sgf"), fixture("ui/ja_game.sgf"));
        QCOMPARE(doc.gameInfo("PB"), QStringLiteral("黒川ソウ太"));
        QCOMPARE(doc.gameInfo("KM"), QStringLiteral("6.5"));
        QCOMPARE(doc.position().rules().komi, 6.5);
        doc.forward();
        QCOMPARE(doc.comment(), QStringLiteral("右上の星。ソ連流ではありません。"));
        doc.setComment(QStringLiteral("a ] and a \\ survive"));
        QCOMPARE(doc.comment(), QStringLiteral("a ] and a \\ survive"));
        QVERIFY(doc.isModified());
        doc.setNodeName(QStringLiteral("星"));
        QCOMPARE(doc.nodeName(), QStringLiteral("星"));
        doc.setComment(QString());
        QVERIFY(!doc.current()->has("C"));
        doc.setGameInfo("KM", QStringLiteral("0.5"));
        QCOMPARE(doc.position().rules().komi, 0.5);
        doc.setGameInfo("PW", QStringLiteral("  新しい名前 "));
        QCOMPARE(doc.gameInfo("PW"), QStringLiteral("新しい名前"));
    }

    void followingNetworkMoves()
    {
        GameDocument doc;
        doc.newGame(9);
        const Board board(9);
        std::vector<Move> moves = {{Black, board.at(4, 4)}, {White, board.at(2, 2)}, {Black, board.at(6, 6)}};
        doc.followMoves(moves, true);
        QCOMPARE(doc.depth(), 3);
        QVERIFY(doc.isModified());
        // Taken back: the move leaves the record.
        moves.pop_back();
        doc.followMoves(moves, true);
        QCOMPARE(doc.depth(), 2);
        QCOMPARE(doc.current()->childCount(), 0);
        moves.push_back({Black, kPass});
        doc.followMoves(moves, true);
        QCOMPARE(doc.tree().nodeCount(), std::size_t(4));
        QCOMPARE(doc.tree().variationCount(), std::size_t(0));
        QCOMPARE(doc.position().consecutivePasses(), 1);
    }

    void collectionsSwitchGames()
    {
        GameDocument doc;
        doc.load(load("records/collection.sgf"), fixture("records/collection.sgf"), 1);
        QCOMPARE(doc.gameCount(), 3);
        QCOMPARE(doc.gameIndex(), 1);
        QCOMPARE(doc.boardSize(), 13);
        doc.toEnd();
        QCOMPARE(doc.position().moveNumber(), 2);
        doc.selectGame(2);
        QCOMPARE(doc.boardSize(), 9);
        QCOMPARE(doc.depth(), 0);
        doc.forward();
        QCOMPARE(colorAt(doc, "E5"), Black);
    }

    // Every edit can be taken back and done again; the current node comes
    // back with the game, and so does the unsaved-changes flag.
    void undoAndRedoEdits()
    {
        GameDocument doc;
        doc.load(load("ui/ja_game.sgf"), fixture("ui/ja_game.sgf"));
        QVERIFY(!doc.canUndo() && !doc.canRedo());
        QVERIFY(doc.forward(5));
        const record::Node* fifth = doc.current();
        const std::size_t nodes = doc.tree().nodeCount();
        QVERIFY(doc.deleteCurrentNode());
        QVERIFY(doc.isModified());
        QCOMPARE(doc.undoText(), QStringLiteral("Delete Move"));
        QVERIFY(doc.tree().nodeCount() < nodes);
        QVERIFY(doc.undo());
        QCOMPARE(doc.tree().nodeCount(), nodes);
        QCOMPARE(doc.depth(), 5);
        QVERIFY(doc.current() != fifth); // another node, holding the same move
        QVERIFY(!doc.isModified());      // as the file is
        QCOMPARE(doc.redoText(), QStringLiteral("Delete Move"));
        QVERIFY(doc.redo());
        QVERIFY(doc.tree().nodeCount() < nodes);
        QCOMPARE(doc.depth(), 4);
        QVERIFY(doc.isModified());
        QVERIFY(doc.undo());

        // Typing a comment is one step, however many keys it took.
        doc.setComment(QStringLiteral("a"));
        doc.setComment(QStringLiteral("ab"));
        doc.setComment(QStringLiteral("abc"));
        QCOMPARE(doc.undoText(), QStringLiteral("Comment"));
        QVERIFY(doc.undo());
        QCOMPARE(doc.comment(), QString());
        QVERIFY(!doc.canUndo());
        // A new edit drops what could be redone.
        doc.play({Black, doc.position().board().at(9, 9)});
        QCOMPARE(doc.undoText(), QStringLiteral("Move"));
        QVERIFY(!doc.canRedo());
        // Following a move the record has is no edit.
        QVERIFY(doc.back());
        QVERIFY(doc.forward());
        const record::Node* played = doc.current();
        QVERIFY(doc.back());
        doc.play(*record::nodeMove(*played, doc.boardSize()));
        QCOMPARE(doc.current(), played);
        QVERIFY(doc.undo());
        QVERIFY(!doc.canUndo());
        QCOMPARE(doc.tree().nodeCount(), nodes);

        // Saved after an edit: undoing it leaves a game the file does not hold.
        doc.setGameInfo("PB", QStringLiteral("Someone"));
        doc.setGameInfo("PW", QStringLiteral("Someone else"));
        QCOMPARE(doc.undoText(), QStringLiteral("Game Information"));
        doc.markSaved(doc.filePath(), record::RecordFormat::Sgf);
        QVERIFY(!doc.isModified());
        QVERIFY(doc.undo());
        QVERIFY(doc.isModified());
        QVERIFY(doc.gameInfo("PW") != QStringLiteral("Someone else"));
        QVERIFY(doc.gameInfo("PB") != QStringLiteral("Someone"));
        QVERIFY(!doc.canUndo());

        // Setup and marks; another record forgets them all.
        QVERIFY(doc.setStone(doc.position().board().at(0, 0), White));
        doc.toggleMark(record::MarkKind::Triangle, doc.position().board().at(1, 1));
        QCOMPARE(doc.undoText(), QStringLiteral("Mark"));
        QVERIFY(doc.undo());
        QCOMPARE(doc.undoText(), QStringLiteral("Set Up Stones"));
        QVERIFY(doc.undo());
        QCOMPARE(doc.position().board().color(doc.position().board().at(0, 0)), Empty);
        QVERIFY(doc.canRedo());
        doc.newGame(9);
        QVERIFY(!doc.canUndo() && !doc.canRedo());
    }

    // The last hundred edits can be taken back, not more.
    void undoKeepsAHundredSteps()
    {
        GameDocument doc;
        doc.newGame(19);
        for (int i = 0; i < 120; ++i)
            doc.play({i % 2 == 0 ? Black : White, doc.position().board().at(i % 19, i / 19)});
        int steps = 0;
        while (doc.undo())
            ++steps;
        QCOMPARE(steps, 100);
        QCOMPARE(doc.position().moveNumber(), 20);
        QCOMPARE(doc.tree().nodeCount(), std::size_t(21));
    }

    // A record of many nodes keeps fewer copies: about half a million nodes
    // in all, however many edits.
    void undoKeepsFewerCopiesOfAHugeRecord()
    {
        record::GameTree tree(19);
        record::Node* n = &tree.root();
        for (int i = 0; i < 60000; ++i) {
            n = n->addChild();
            n->setRaw("C", std::to_string(i));
        }
        GameDocument doc;
        doc.adoptGame(std::move(tree));
        for (int i = 0; i < 30; ++i)
            doc.setNodeName(QString::number(i));
        int typed = 0;
        while (doc.undo())
            ++typed;
        QCOMPARE(typed, 1); // names typed at one node are one step
        for (int i = 0; i < 30; ++i)
            doc.toggleMark(record::MarkKind::Triangle, doc.position().board().at(i % 19, i / 19));
        int steps = 0;
        while (doc.undo())
            ++steps;
        QCOMPARE(steps, 8); // 8 copies of 60,001 nodes fit in 500,000, 9 do not
    }
};

QTEST_MAIN(TestGameDocument)
#include "test_gamedocument.moc"
