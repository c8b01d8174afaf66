// Network play from the main window: hosting, a peer connecting on
// loopback, moves both ways through clicks, turn order, undo, the status
// line, and a lost connection that keeps the moves on the board.
#include "boardview.h"
#include "mainwindow.h"
#include "networkdialog.h"
#include "networkplay.h"

#include "protocol/gmp_connection.h"

#include <QAction>
#include <QLabel>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>

using namespace irodori;
using namespace irodori::ui;

namespace {

gmp::GameSettings settings(int size, Color our)
{
    gmp::GameSettings s;
    s.boardSize = size;
    s.ourColor = our;
    s.retransmitMs = 300;
    return s;
}

} // namespace

class TestNetwork : public QObject {
    Q_OBJECT

    MainWindow* window = nullptr;
    Color at(int x, int y) const { return window->position().board().color(window->position().board().at(x, y)); }
    QString status() const { return window->statusBar()->currentMessage(); }
    QString networkLabel() const { return window->findChild<QLabel*>(QStringLiteral("networkStatus"))->text(); }
    void click(int x, int y)
    {
        QTest::mouseClick(window->boardView(), Qt::LeftButton, {}, window->boardView()->pixelOf(x, y));
    }

private slots:
    void init()
    {
        window = new MainWindow;
        window->resize(900, 700);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
    }

    void cleanup()
    {
        delete window;
        window = nullptr;
    }

    void dialogGivesSettings()
    {
        NetworkDialog dialog(NetworkDialog::Mode::Connect);
        dialog.findChild<QSpinBox*>(QStringLiteral("boardSize"))->setValue(9);
        dialog.findChild<QSpinBox*>(QStringLiteral("port"))->setValue(7000);
        dialog.findChild<QSpinBox*>(QStringLiteral("handicap"))->setValue(1); // one stone = no handicap
        QCOMPARE(dialog.settings().boardSize, 9);
        QCOMPARE(dialog.settings().handicap, 0);
        QCOMPARE(dialog.port(), quint16(7000));
        QCOMPARE(dialog.host(), QStringLiteral("127.0.0.1"));
        // GMP cannot carry boards over 22x22.
        dialog.findChild<QSpinBox*>(QStringLiteral("boardSize"))->setValue(25);
        QCOMPARE(dialog.settings().boardSize, 22);
    }

    void hostAndPlay()
    {
        QVERIFY(window->hostNetworkGame(settings(9, Black), 0));
        QVERIFY(networkLabel().contains(QStringLiteral("Waiting")));
        QVERIFY(window->disconnectAction()->isEnabled());
        const quint16 port = window->network()->port();
        gmp::Connection peer(settings(9, White));
        peer.connectTo(QStringLiteral("127.0.0.1"), port);
        QTRY_VERIFY_WITH_TIMEOUT(window->network()->game().started() && peer.game().started(), 10000);
        QCOMPARE(window->position().size(), 9);
        // Our click goes over the wire.
        click(4, 4);
        QCOMPARE(at(4, 4), Black);
        QTRY_COMPARE_WITH_TIMEOUT(peer.game().position().board().color(peer.game().position().board().at(4, 4)),
                                  Black, 5000);
        // Not our turn: a click is refused and changes nothing.
        click(2, 2);
        QCOMPARE(at(2, 2), Empty);
        QVERIFY(status().contains(QStringLiteral("wait")));
        // The peer answers; the board shows it.
        QVERIFY(peer.play({White, peer.game().position().board().at(6, 6)}).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(at(6, 6), White, 5000);
        QVERIFY(networkLabel().contains(QStringLiteral("our move")));
        // Undo is only for our own last move; after we play, it goes through.
        window->undo();
        QCOMPARE(at(6, 6), White);
        click(2, 2);
        QCOMPARE(at(2, 2), Black);
        window->undo();
        QCOMPARE(at(2, 2), Empty);
        QTRY_COMPARE_WITH_TIMEOUT(int(peer.game().moves().size()), 2, 5000);
        // The peer leaves: the record stays on the board.
        peer.close();
        QTRY_VERIFY_WITH_TIMEOUT(status().contains(QStringLiteral("ended")), 5000);
        QCOMPARE(at(4, 4), Black);
        QCOMPARE(at(6, 6), White);
        QCOMPARE(window->position().moveNumber(), 2);
        // With the connection gone, the board is a local board again.
        click(3, 3);
        QCOMPARE(at(3, 3), Black);
    }

    void connectToHostAndPass()
    {
        gmp::Connection host(settings(9, White));
        QVERIFY(host.listen(0));
        window->connectNetworkGame(settings(9, Black), QStringLiteral("127.0.0.1"), host.port());
        QTRY_VERIFY_WITH_TIMEOUT(window->network()->game().started() && host.game().started(), 10000);
        window->pass();
        QTRY_COMPARE_WITH_TIMEOUT(host.game().position().consecutivePasses(), 1, 5000);
        QVERIFY(host.play({White, kPass}).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(window->isGameOver(), 5000);
        QVERIFY(status().contains(QStringLiteral("Game over")));
    }

    void enginePlaysOurSide()
    {
        // Irodori's engine (the fastest level) plays Black for us; a
        // click on the board is refused, the peer sees the engine's moves.
        window->networkPlay()->setEngineLevel(1);
        QVERIFY(window->hostNetworkGame(settings(9, Black), 0));
        gmp::Connection peer(settings(9, White));
        peer.connectTo(QStringLiteral("127.0.0.1"), window->network()->port());
        QTRY_COMPARE_WITH_TIMEOUT(int(peer.game().moves().size()), 1, 30000);
        const Move first = peer.game().moves().front();
        QCOMPARE(first.color, Black);
        QVERIFY(!window->isGameOver());
        // The user may not move for the engine (nor ever on the peer's turn).
        QVERIFY(!window->playAt(0, 0));
        QCOMPARE(window->position().moveNumber(), 1);
        QCOMPARE(window->networkPlay()->play({Black, window->position().board().at(0, 0)}),
                 QStringLiteral("Irodori's engine plays this side of the network game."));
        // The engine answers the peer's move by itself.
        const Point reply = peer.game().position().board().at(first.point == peer.game().position().board().at(2, 2) ? 6 : 2, 2);
        QVERIFY(peer.play({White, reply}).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(int(peer.game().moves().size()), 3, 30000);
        QCOMPARE(peer.game().moves()[2].color, Black);
        QCOMPARE(window->position().moveNumber(), 3);
        peer.close();
    }

    void unusablePortIsReported()
    {
        gmp::Connection holder(settings(9, White));
        QVERIFY(holder.listen(0));
        QVERIFY(!window->hostNetworkGame(settings(9, Black), holder.port()));
        QVERIFY(status().contains(QString::number(holder.port())));
        QVERIFY(!window->disconnectAction()->isEnabled());
    }
};

QTEST_MAIN(TestNetwork)
#include "test_network.moc"
