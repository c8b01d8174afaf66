// gmp::Game: two games joined by a pipe in memory play through a whole
// game: start, colours, handicap, moves, an undo, the end by passes.
#include "protocol/gmp_game.h"

#include "core/coords.h"

#include <QtTest>

using namespace irodori;
using namespace irodori::gmp;

namespace {

struct Pipe {
    Game a, b;
    std::int64_t now = 0;
    Pipe(GameSettings sa, GameSettings sb) : a(sa), b(sb) {}
    void pump()
    {
        for (int i = 0; i < 200; ++i) {
            auto fromA = a.takeOutput();
            auto fromB = b.takeOutput();
            if (fromA.empty() && fromB.empty())
                return;
            b.receive(fromA.data(), fromA.size(), now);
            a.receive(fromB.data(), fromB.size(), now);
        }
        QFAIL("the games never fell silent");
    }
};

GameSettings settings(int size, Color our, int handicap = 0)
{
    GameSettings s;
    s.boardSize = size;
    s.ourColor = our;
    s.handicap = handicap;
    return s;
}

Move mv(const Game& g, Color c, const char* v) { return {c, *parseGtp(g.position().board(), v)}; }

} // namespace

class TestGmpGame : public QObject {
    Q_OBJECT
private slots:
    void wholeGame()
    {
        Pipe p(settings(9, Black), settings(9, White));
        p.a.start(0);
        p.pump();
        QVERIFY(p.a.started());
        QVERIFY(p.b.started());
        QVERIFY(p.a.ourTurn());
        QVERIFY(!p.b.ourTurn());
        QVERIFY(!p.a.play(mv(p.a, Black, "E5"), 0));
        p.pump();
        QCOMPARE(p.b.position().board().color(*parseGtp(p.b.position().board(), "E5")), Black);
        QVERIFY(p.b.ourTurn());
        // Not our turn / not our colour / illegal moves are refused locally.
        QVERIFY(p.a.play(mv(p.a, Black, "C3"), 0).has_value());
        QVERIFY(p.b.play(mv(p.b, White, "E5"), 0).has_value());
        QVERIFY(!p.b.play(mv(p.b, White, "C3"), 0));
        p.pump();
        QVERIFY(!p.a.play({Black, kPass}, 0));
        p.pump();
        QVERIFY(!p.b.play({White, kPass}, 0));
        p.pump();
        QVERIFY(p.a.ended());
        QVERIFY(p.b.ended());
        QCOMPARE(int(p.a.moves().size()), 4);
        QCOMPARE(p.a.moves(), p.b.moves());
        QVERIFY(!p.a.failed());
        QVERIFY(!p.b.failed());
    }

    void handicapPlacedOnBothSides()
    {
        Pipe p(settings(19, Black, 4), settings(19, White, 4));
        p.a.start(0);
        p.pump();
        QCOMPARE(int(p.a.handicapStones().size()), 4);
        QCOMPARE(p.a.handicapStones(), p.b.handicapStones());
        // White moves first after handicap stones.
        QVERIFY(p.b.ourTurn());
        QVERIFY(!p.b.play(mv(p.b, White, "K10"), 0));
        p.pump();
        QVERIFY(p.a.ourTurn());
        QCOMPARE(p.a.position().board().stoneCount(Black), 4);
    }

    void colourDecidedByThePeer()
    {
        // Our colour unknown: we ask, the peer says it is White, so we are Black.
        Pipe p(settings(9, Empty), settings(9, White));
        p.a.start(0);
        p.pump();
        QCOMPARE(p.a.ourColor(), Black);
        QVERIFY(p.a.ourTurn());
    }

    void peerUndo()
    {
        Pipe p(settings(9, Black), settings(9, White));
        p.a.start(0);
        p.pump();
        QVERIFY(!p.a.play(mv(p.a, Black, "E5"), 0));
        p.pump();
        QVERIFY(!p.b.play(mv(p.b, White, "C3"), 0));
        p.pump();
        // White takes its move back: both boards lose C3, White moves again.
        QVERIFY(!p.b.undo(1, 0));
        p.pump();
        QCOMPARE(int(p.a.moves().size()), 1);
        QCOMPARE(int(p.b.moves().size()), 1);
        QCOMPARE(p.a.position().board().color(*parseGtp(p.a.position().board(), "C3")), Empty);
        QVERIFY(p.b.ourTurn());
        bool sawUndo = false;
        for (const auto& u : p.a.takeUpdates())
            sawUndo |= u.kind == GameUpdate::Kind::PeerUndid && u.count == 1;
        QVERIFY(sawUndo);
        QVERIFY(p.b.undo(5, 0).has_value()); // more than there is
    }

    void illegalPeerMoveStopsTheGame()
    {
        Game g(settings(9, White));
        // Raw session bytes: NEWGAME, then a black move on E5 twice.
        Session peer(SessionConfig{9, Black});
        std::int64_t now = 0;
        peer.newGame(now);
        auto bytes = peer.takeOutput();
        g.receive(bytes.data(), bytes.size(), now);
        auto reply = g.takeOutput();
        peer.receive(reply.data(), reply.size(), now);
        peer.move(Black, 4, 4, now);
        bytes = peer.takeOutput();
        g.receive(bytes.data(), bytes.size(), now);
        reply = g.takeOutput();
        peer.receive(reply.data(), reply.size(), now);
        QVERIFY(!g.failed());
        // Black again: out of turn.
        peer.move(Black, 3, 3, now);
        bytes = peer.takeOutput();
        g.receive(bytes.data(), bytes.size(), now);
        QVERIFY(g.failed());
        bool failed = false;
        for (const auto& u : g.takeUpdates())
            if (u.kind == GameUpdate::Kind::Failed) {
                failed = true;
                QVERIFY(QString::fromStdString(u.text).contains("out of turn"));
            }
        QVERIFY(failed);
        // The record keeps the legal move.
        QCOMPARE(int(g.moves().size()), 1);
    }
};

QTEST_APPLESS_MAIN(TestGmpGame)
#include "test_gmp_game.moc"
