// GMP over TCP on loopback: Irodori against Irodori, against GNU Go bridged
// with socat (GMP and SGMP, both colours), and through a faulty proxy.
// Every game is bounded in time and stops by itself.
#include "protocol/gmp_connection.h"

#include "core/coords.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

using namespace irodori;
using namespace irodori::gmp;

namespace {

// A plain player for the tests: a random legal move that does not fill its
// own one-point eye; passes after its move budget or when nothing is left.
class RandomPlayer : public QObject {
public:
    RandomPlayer(Connection& c, unsigned seed, int budget) : c_(c), rng_(seed), budget_(budget)
    {
        connect(&c_, &Connection::updated, this, [this](const GameUpdate& u) {
            if (u.kind == GameUpdate::Kind::OurTurn)
                QTimer::singleShot(0, this, [this] { move(); });
        });
    }
    QString lastProblem;

private:
    void move()
    {
        const Game& g = c_.game();
        if (!g.ourTurn())
            return;
        const Position& pos = g.position();
        const Board& b = pos.board();
        const Color me = g.ourColor();
        std::vector<Point> options;
        if (played_ < budget_) {
            for (int y = 0; y < b.size(); ++y)
                for (int x = 0; x < b.size(); ++x) {
                    const Point p = b.at(x, y);
                    if (!pos.isLegal({me, p}))
                        continue;
                    bool ownEye = true;
                    for (int d = 0; d < 4; ++d) {
                        const Color n = b.color(p + b.offsets()[d]);
                        ownEye &= (n == me || n == Edge);
                    }
                    if (!ownEye)
                        options.push_back(p);
                }
        }
        const Point choice = options.empty() ? kPass : options[rng_() % options.size()];
        ++played_;
        const QString problem = c_.play({me, choice});
        if (!problem.isEmpty())
            lastProblem = problem;
    }

    Connection& c_;
    std::mt19937 rng_;
    int budget_;
    int played_ = 0;
};

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

GameSettings settings(int size, Color our, bool sgmp = false)
{
    GameSettings s;
    s.boardSize = size;
    s.ourColor = our;
    s.sgmp = sgmp;
    s.retransmitMs = 300;
    s.maxRetransmits = 20;
    return s;
}

// SGF moves (";B[ee]") in a file GNU Go wrote, as "B ee" strings.
QStringList sgfMoves(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromLatin1(f.readAll());
    QStringList out;
    static const QRegularExpression re(QStringLiteral(";\\s*([BW])\\[([a-s]{0,2})\\]"));
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        QString point = m.captured(2);
        if (point == QLatin1String("tt"))
            point.clear();
        out << m.captured(1) + ' ' + point;
    }
    return out;
}

QStringList ourMoves(const Game& g)
{
    QStringList out;
    for (const Move& m : g.moves())
        out << QString(m.color == Black ? "B " : "W ") + QString::fromStdString(toSgf(g.position().board(), m.point));
    return out;
}

// A TCP proxy on loopback that can damage the byte stream in one direction.
class FaultyProxy : public QObject {
public:
    enum class Fault { None, Corrupt, Drop, Duplicate, Delay, Disconnect };
    FaultyProxy(quint16 target, Fault fault, int afterBytes) : target_(target), fault_(fault), after_(afterBytes)
    {
        server_.listen(QHostAddress::LocalHost, 0);
        connect(&server_, &QTcpServer::newConnection, this, [this] {
            client_ = server_.nextPendingConnection();
            upstream_ = new QTcpSocket(this);
            upstream_->connectToHost(QHostAddress::LocalHost, target_);
            connect(client_, &QTcpSocket::readyRead, this, [this] { relay(client_, upstream_, true); });
            connect(upstream_, &QTcpSocket::readyRead, this, [this] { relay(upstream_, client_, false); });
            connect(upstream_, &QTcpSocket::connected, this, [this] { relay(client_, upstream_, true); });
        });
    }
    quint16 port() const { return server_.serverPort(); }
    bool faultDone = false;

private:
    void relay(QTcpSocket* from, QTcpSocket* to, bool forward)
    {
        if (!from || !to || to->state() != QAbstractSocket::ConnectedState)
            return;
        QByteArray data = from->readAll();
        if (forward && !faultDone) {
            seen_ += data.size();
            if (seen_ >= after_ && data.size() >= 4) {
                faultDone = true;
                switch (fault_) {
                case Fault::Corrupt: data[1] = char(data[1] ^ 0x15); break; // checksum breaks
                case Fault::Drop: data.remove(0, 4); break;
                case Fault::Duplicate: data += data.left(4); break;
                case Fault::Delay: {
                    const QByteArray later = data;
                    QTimer::singleShot(700, this, [to, later] {
                        if (to->state() == QAbstractSocket::ConnectedState)
                            to->write(later);
                    });
                    return;
                }
                case Fault::Disconnect:
                    client_->abort();
                    upstream_->abort();
                    return;
                case Fault::None: break;
                }
            }
        }
        to->write(data);
    }

    QTcpServer server_;
    QTcpSocket* client_ = nullptr;
    QTcpSocket* upstream_ = nullptr;
    quint16 target_;
    Fault fault_;
    int after_;
    int seen_ = 0;
};

} // namespace

class TestGmpNetwork : public QObject {
    Q_OBJECT
private slots:
    void irodoriAgainstIrodori()
    {
        Connection host(settings(9, White));
        QVERIFY(host.listen(0));
        QVERIFY(host.stateText().contains(QString::number(host.port())));
        Connection client(settings(9, Black));
        RandomPlayer hostPlayer(host, 1, 25), clientPlayer(client, 2, 25);
        client.connectTo(QStringLiteral("127.0.0.1"), host.port());
        QTRY_VERIFY_WITH_TIMEOUT(host.game().ended() && client.game().ended(), 30000);
        QVERIFY(!host.game().failed());
        QVERIFY(!client.game().failed());
        QCOMPARE(ourMoves(host.game()), ourMoves(client.game()));
        QVERIFY(host.game().moves().size() >= 20);
        QVERIFY(hostPlayer.lastProblem.isEmpty());
        QVERIFY(clientPlayer.lastProblem.isEmpty());
    }

    void againstGnuGo_data()
    {
        QTest::addColumn<bool>("sgmp");
        QTest::addColumn<bool>("weAreBlack");
        QTest::newRow("GMP, Irodori black") << false << true;
        QTest::newRow("GMP, Irodori white") << false << false;
        QTest::newRow("SGMP, Irodori black") << true << true;
        QTest::newRow("SGMP, Irodori white") << true << false;
    }

    void againstGnuGo()
    {
        QFETCH(bool, sgmp);
        QFETCH(bool, weAreBlack);
        const QString gnugo = QFileInfo::exists("/usr/games/gnugo") ? QStringLiteral("/usr/games/gnugo")
                                                                     : QStandardPaths::findExecutable("gnugo");
        const QString socat = QStandardPaths::findExecutable("socat");
        if (gnugo.isEmpty() || socat.isEmpty())
            QSKIP("gnugo or socat is not installed (scripts/install-deps.sh installs both)");
        QTemporaryDir dir;
        const QString sgf = dir.filePath("gnugo.sgf");
        const quint16 port = freePort();
        const QString gnugoCommand = QStringLiteral("%1 --mode %2 --quiet --level 1 --seed 1 --boardsize 9 --color %3 -o %4")
                                         .arg(gnugo, sgmp ? "sgmp" : "gmp", weAreBlack ? "white" : "black", sgf);
        QProcess bridge;
        bridge.start(socat, {QStringLiteral("TCP-LISTEN:%1,bind=127.0.0.1,reuseaddr").arg(port),
                             QStringLiteral("EXEC:%1").arg(gnugoCommand)});
        QVERIFY(bridge.waitForStarted(5000));
        Connection us(settings(9, weAreBlack ? Black : White, sgmp));
        RandomPlayer player(us, 7, 30);
        // socat needs a moment to listen; retry the connection briefly.
        for (int i = 0; i < 50 && !us.isConnected(); ++i) {
            QTest::qWait(100);
            if (!us.isConnected())
                us.connectTo(QStringLiteral("127.0.0.1"), port);
            QTest::qWait(100);
        }
        QVERIFY2(us.isConnected(), "could not reach GNU Go through socat");
        QTRY_VERIFY_WITH_TIMEOUT(us.game().ended() || us.game().failed(), 90000);
        QVERIFY2(!us.game().failed(), qPrintable(us.errorString()));
        us.close();
        bridge.waitForFinished(10000);
        if (bridge.state() != QProcess::NotRunning)
            bridge.kill();
        // GNU Go's own record agrees with ours move by move.
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(sgf).size() > 0, 5000);
        QStringList theirs = sgfMoves(sgf);
        QStringList ours = ourMoves(us.game());
        QVERIFY(ours.size() >= 10);
        // GNU Go may or may not write the extra closing pass.
        while (theirs.size() > ours.size() && theirs.last().endsWith(' '))
            theirs.removeLast();
        QCOMPARE(theirs, ours);
    }

    void faultsAreSurvived_data()
    {
        QTest::addColumn<int>("fault");
        QTest::newRow("corrupted bytes") << int(FaultyProxy::Fault::Corrupt);
        QTest::newRow("dropped packet") << int(FaultyProxy::Fault::Drop);
        QTest::newRow("duplicated packet") << int(FaultyProxy::Fault::Duplicate);
        QTest::newRow("delayed packet") << int(FaultyProxy::Fault::Delay);
    }

    void faultsAreSurvived()
    {
        QFETCH(int, fault);
        Connection host(settings(9, White));
        QVERIFY(host.listen(0));
        FaultyProxy proxy(host.port(), FaultyProxy::Fault(fault), 12);
        Connection client(settings(9, Black));
        RandomPlayer hostPlayer(host, 3, 12), clientPlayer(client, 4, 12);
        client.connectTo(QStringLiteral("127.0.0.1"), proxy.port());
        QTRY_VERIFY_WITH_TIMEOUT(host.game().ended() && client.game().ended(), 30000);
        QVERIFY(proxy.faultDone);
        QVERIFY(!host.game().failed());
        QVERIFY(!client.game().failed());
        QCOMPARE(ourMoves(host.game()), ourMoves(client.game()));
    }

    void disconnectKeepsTheRecord()
    {
        Connection host(settings(9, White));
        QVERIFY(host.listen(0));
        FaultyProxy proxy(host.port(), FaultyProxy::Fault::Disconnect, 40);
        Connection client(settings(9, Black));
        RandomPlayer hostPlayer(host, 5, 40), clientPlayer(client, 6, 40);
        QSignalSpy lost(&client, &Connection::disconnected);
        client.connectTo(QStringLiteral("127.0.0.1"), proxy.port());
        QTRY_VERIFY_WITH_TIMEOUT(lost.count() > 0, 15000);
        QVERIFY(!client.errorString().isEmpty());
        // The moves played before the break are still there.
        QVERIFY(!client.game().moves().empty());
        QVERIFY(!client.game().ended());
    }

    void unreachableHostReportsAnError()
    {
        Connection client(settings(9, Black));
        QSignalSpy lost(&client, &Connection::disconnected);
        client.connectTo(QStringLiteral("127.0.0.1"), freePort());
        QTRY_VERIFY_WITH_TIMEOUT(lost.count() > 0, 10000);
        QVERIFY(client.errorString().contains(QStringLiteral("Network error")));
    }
};

QTEST_MAIN(TestGmpNetwork)
#include "test_gmp_network.moc"
