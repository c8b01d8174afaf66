// GMP codec and session: the reference's byte vectors, the recorded GNU Go
// exchange, and the fault cases (duplicates, conflicts, corruption, loss).
#include "protocol/gmp_session.h"

#include <QtTest>

using namespace irodori;
using namespace irodori::gmp;

namespace {

std::vector<std::uint8_t> bytes(std::initializer_list<int> list)
{
    std::vector<std::uint8_t> out;
    for (int b : list)
        out.push_back(static_cast<std::uint8_t>(b));
    return out;
}

QString hex(const std::vector<std::uint8_t>& v)
{
    QStringList parts;
    for (auto b : v)
        parts << QString::asprintf("%02x", b);
    return parts.join(' ');
}

QString hex(const std::array<std::uint8_t, 4>& a) { return hex(std::vector<std::uint8_t>(a.begin(), a.end())); }

void feed(Session& s, std::initializer_list<int> list, std::int64_t now = 0)
{
    const auto b = bytes(list);
    s.receive(b.data(), b.size(), now);
}

// Connects two sessions through a pipe that the test controls.
struct Link {
    Session a, b;
    Link(SessionConfig ca, SessionConfig cb) : a(ca), b(cb) {}
    // Delivers everything both sides wrote until they fall silent.
    void pump(std::int64_t now = 0)
    {
        for (int i = 0; i < 100; ++i) {
            auto fromA = a.takeOutput();
            auto fromB = b.takeOutput();
            if (fromA.empty() && fromB.empty())
                return;
            b.receive(fromA.data(), fromA.size(), now);
            a.receive(fromB.data(), fromB.size(), now);
        }
        QFAIL("the two sessions never fell silent");
    }
};

} // namespace

class TestGmp : public QObject {
    Q_OBJECT
private slots:
    void encodeVectors_data()
    {
        QTest::addColumn<bool>("seq");
        QTest::addColumn<bool>("ack");
        QTest::addColumn<int>("command");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("NEWGAME") << true << false << 2 << 0 << "01 a1 a0 80";
        QTest::newRow("OK") << false << true << 0 << 0x3FF << "02 88 87 ff";
        QTest::newRow("QUERY size") << true << false << 3 << 9 << "01 ba b0 89";
        QTest::newRow("ANSWER 19") << true << true << 4 << 19 << "03 d6 c0 93";
        QTest::newRow("MOVE B Q16") << true << false << 5 << 301 << "01 80 d2 ad";
        QTest::newRow("MOVE W D4") << true << true << 5 << (0x200 + 61) << "03 94 d4 bd";
        QTest::newRow("MOVE B pass") << true << false << 5 << 0 << "01 d1 d0 80";
        QTest::newRow("MOVE B A1") << false << false << 5 << 1 << "00 d1 d0 81";
        QTest::newRow("UNDO 1") << true << false << 6 << 1 << "01 e2 e0 81";
        QTest::newRow("DENY") << true << false << 1 << 0 << "01 91 90 80";
    }

    void encodeVectors()
    {
        QFETCH(bool, seq);
        QFETCH(bool, ack);
        QFETCH(int, command);
        QFETCH(int, value);
        QFETCH(QString, expected);
        const Packet p{seq, ack, static_cast<Command>(command), value};
        QCOMPARE(hex(encode(p)), expected);
        // And back.
        Decoder d;
        Decoder::Output out;
        const auto b = encode(p);
        d.feed(b.data(), b.size(), out);
        QCOMPARE(int(out.packets.size()), 1);
        QVERIFY(out.packets[0] == p);
        QCOMPARE(out.dropped, 0);
    }

    void movePoints()
    {
        // Q16 on 19x19 is point 301; white C3 is 41 with the colour bit.
        QCOMPARE(encodeMove(19, 15, 3, Black), 301);
        QCOMPARE(encodeMove(19, 2, 16, White), 0x200 | 41);
        QCOMPARE(encodeMove(19, 0, 18, Black), 1);
        const DecodedMove m = decodeMove(19, 0x200 | 41);
        QCOMPARE(m.color, White);
        QVERIFY(!m.pass);
        QCOMPARE(m.x, 2);
        QCOMPARE(m.yFromTop, 16);
        QVERIFY(decodeMove(9, 0).pass);
        QVERIFY(!decodeMove(9, 82).valid); // beyond 9x9
        // E5 on 9x9 = 41, C3 = 21 (the recorded exchange).
        QCOMPARE(encodeMove(9, 4, 4, Black), 41);
        QCOMPARE(encodeMove(9, 2, 6, White), 0x200 | 21);
    }

    void decoderResynchronises()
    {
        Decoder d;
        Decoder::Output out;
        // Chat; a packet cut short by a new start byte (0x00), which itself
        // then has a bad checksum; a packet with a bad checksum; one with the
        // reserved bit set; then a good packet.
        const auto in = bytes({'h', 'i', 0x01, 0xa1, 0x00, 0xa1, 0xa0, 0x80, 0x01, 0xa2, 0xa0, 0x80,
                               0x01, 0xa9, 0xa8, 0x80, 0x01, 0xa1, 0xa0, 0x80});
        d.feed(in.data(), in.size(), out);
        QCOMPARE(QString::fromStdString(out.chat), QStringLiteral("hi"));
        QCOMPARE(out.dropped, 4);
        QCOMPARE(int(out.packets.size()), 1);
        QCOMPARE(out.packets[0].command, Command::NewGame);
        // A byte without the high bit inside a packet aborts it.
        Decoder::Output out2;
        const auto broken = bytes({0x01, 0xa1, 0x41, 0x01, 0xa1, 0xa0, 0x80});
        d.feed(broken.data(), broken.size(), out2);
        QCOMPARE(out2.dropped, 1);
        QCOMPARE(int(out2.packets.size()), 1);
        // A packet split across reads is reassembled.
        Decoder::Output out3;
        const auto part1 = bytes({0x01, 0xba});
        const auto part2 = bytes({0xb0, 0x89});
        d.feed(part1.data(), part1.size(), out3);
        d.feed(part2.data(), part2.size(), out3);
        QCOMPARE(int(out3.packets.size()), 1);
        QCOMPARE(out3.packets[0].value, 9);
    }

    // The reference's recorded exchange with gnugo --mode gmp (GNU Go is
    // Black on 9x9): our session must answer byte for byte as recorded.
    void recordedGnuGoExchange()
    {
        SessionConfig c;
        c.boardSize = 9;
        c.ourColor = White;
        Session s(c);
        feed(s, {0x01, 0xa1, 0xa0, 0x80});
        QCOMPARE(hex(s.takeOutput()), QStringLiteral("02 88 87 ff"));
        feed(s, {0x00, 0xb7, 0xb0, 0x87}); // QUERY rules
        QCOMPARE(hex(s.takeOutput()), QStringLiteral("01 c2 c0 81"));
        feed(s, {0x03, 0xbc, 0xb0, 0x89}); // QUERY size (acknowledges)
        QCOMPARE(hex(s.takeOutput()), QStringLiteral("02 cb c0 89"));
        feed(s, {0x00, 0xb8, 0xb0, 0x88}); // QUERY handicap
        QCOMPARE(hex(s.takeOutput()), QStringLiteral("01 c2 c0 81"));
        feed(s, {0x03, 0xbe, 0xb0, 0x8b}); // QUERY colour
        QCOMPARE(hex(s.takeOutput()), QStringLiteral("02 c3 c0 81"));
        feed(s, {0x01, 0x87, 0x87, 0xff}); // OK
        QVERIFY(s.takeOutput().empty());
        QVERIFY(s.idle());
        feed(s, {0x00, 0xf9, 0xd0, 0xa9}); // MOVE B E5
        QCOMPARE(hex(s.takeOutput()), QStringLiteral("00 86 87 ff"));
        s.move(White, 2, 6, 0); // C3
        QCOMPARE(hex(s.takeOutput()), QStringLiteral("01 ea d4 95"));
        feed(s, {0x02, 0x88, 0x87, 0xff}); // OK
        QVERIFY(s.idle());
        const auto events = s.takeEvents();
        QCOMPARE(events.front().kind, SessionEvent::Kind::NewGame);
        bool sawMove = false;
        for (const auto& e : events)
            if (e.kind == SessionEvent::Kind::Move) {
                sawMove = true;
                QCOMPARE(e.color, Black);
                QCOMPARE(e.x, 4);
                QCOMPARE(e.yFromTop, 4);
            }
        QVERIFY(sawMove);
    }

    void duplicateCommandIsAcknowledgedOnce()
    {
        Session s({9, White});
        feed(s, {0x01, 0xa1, 0xa0, 0x80});
        s.takeOutput();
        feed(s, {0x00, 0xf9, 0xd0, 0xa9}); // MOVE, then the same packet again
        feed(s, {0x00, 0xf9, 0xd0, 0xa9});
        QCOMPARE(hex(s.takeOutput()), QStringLiteral("00 86 87 ff 00 86 87 ff"));
        int moves = 0;
        for (const auto& e : s.takeEvents())
            moves += e.kind == SessionEvent::Kind::Move;
        QCOMPARE(moves, 1);
    }

    void retransmitsAndGivesUp()
    {
        SessionConfig c;
        c.boardSize = 9;
        c.retransmitMs = 1000;
        c.maxRetransmits = 3;
        Session s(c);
        s.newGame(0);
        const auto first = s.takeOutput();
        QCOMPARE(hex(first), QStringLiteral("01 a1 a0 80"));
        s.tick(500);
        QVERIFY(s.takeOutput().empty()); // not yet
        s.tick(1000);
        QCOMPARE(s.takeOutput(), first); // the identical packet
        s.tick(2000);
        s.tick(3000);
        QCOMPARE(s.retransmissions(), 3);
        QVERIFY(!s.failed());
        s.tick(4000);
        QVERIFY(s.failed());
        QVERIFY(QString::fromStdString(s.error()).contains("NEWGAME"));
        const auto events = s.takeEvents();
        QCOMPARE(events.back().kind, SessionEvent::Kind::Failed);
        // A failed session ignores input and sends nothing more.
        s.takeOutput();
        feed(s, {0x02, 0x88, 0x87, 0xff});
        s.tick(10000);
        QVERIFY(s.takeOutput().empty());
    }

    void commandsQueueWhileWaiting()
    {
        Session s({9, Black});
        s.newGame(0);
        s.move(Black, 4, 4, 0);
        QCOMPARE(hex(s.takeOutput()), QStringLiteral("01 a1 a0 80")); // the move waits
        feed(s, {0x02, 0x88, 0x87, 0xff});                             // OK for NEWGAME
        const auto moveBytes = s.takeOutput();
        QCOMPARE(int(moveBytes.size()), 4);
        QCOMPARE(moveBytes[0], std::uint8_t(0x00)); // Y toggled back to 0, H still 0
        QVERIFY(!s.idle());
    }

    void conflictKeepsOurCommand()
    {
        Session s({9, Black});
        s.newGame(0);
        s.takeOutput();
        // The peer sends its own NEWGAME at the same time (ack bit 0 != ours).
        feed(s, {0x01, 0xa1, 0xa0, 0x80});
        QVERIFY(s.takeOutput().empty());
        s.tick(1000);
        QCOMPARE(hex(s.takeOutput()), QStringLiteral("01 a1 a0 80"));
    }

    void queriesAnswered_data()
    {
        QTest::addColumn<int>("query");
        QTest::addColumn<int>("answer");
        QTest::newRow("game") << 0 << 1;
        QTest::newRow("rules") << 7 << 2;
        QTest::newRow("handicap") << 8 << 3;
        QTest::newRow("size") << 9 << 13;
        QTest::newRow("colour") << 11 << 2;
        QTest::newRow("unknown") << 12 << 0;
        QTest::newRow("extended") << (0x200 | 9) << 0;
    }

    void queriesAnswered()
    {
        QFETCH(int, query);
        QFETCH(int, answer);
        SessionConfig c;
        c.boardSize = 13;
        c.ourColor = Black;
        c.handicap = 3;
        c.chineseRules = true;
        Session asker(SessionConfig{13, White});
        Session answerer(c);
        asker.query(query, 0);
        auto q = asker.takeOutput();
        answerer.receive(q.data(), q.size(), 0);
        auto a = answerer.takeOutput();
        asker.receive(a.data(), a.size(), 0);
        QCOMPARE(asker.answer(query & 0xF), (query & 0x200) ? -1 : answer);
        bool answered = false;
        for (const auto& e : asker.takeEvents())
            if (e.kind == SessionEvent::Kind::Answer) {
                answered = true;
                QCOMPARE(e.value, answer);
            }
        QVERIFY(answered);
    }

    void noHandicapIsAnsweredAsOne()
    {
        Session s({19, White, 0});
        feed(s, {0x01, 0xa1, 0xa0, 0x80});
        s.takeOutput();
        feed(s, {0x00, 0xb8, 0xb0, 0x88}); // QUERY handicap
        QCOMPARE(hex(s.takeOutput()), QStringLiteral("01 c2 c0 81"));
    }

    void twoSessionsPlayAGame()
    {
        Link link({9, Black}, {9, White});
        link.a.newGame(0);
        link.pump();
        link.a.move(Black, 4, 4, 0);
        link.pump();
        link.b.move(White, 2, 6, 0);
        link.pump();
        link.a.pass(Black, 0);
        link.pump();
        link.b.undo(1, 0);
        link.pump();
        QVERIFY(link.a.idle());
        QVERIFY(link.b.idle());
        QStringList seenByB, seenByA;
        for (const auto& e : link.b.takeEvents())
            seenByB << QString::number(int(e.kind));
        for (const auto& e : link.a.takeEvents())
            seenByA << QString::number(int(e.kind));
        // B saw NEWGAME, a move, a pass; A saw acknowledgements, a move, an undo.
        QCOMPARE(seenByB.count(QString::number(int(SessionEvent::Kind::Move))), 2);
        QCOMPARE(seenByA.count(QString::number(int(SessionEvent::Kind::Undo))), 1);
        QCOMPARE(seenByA.count(QString::number(int(SessionEvent::Kind::Move))), 1);
    }

    void lostPacketIsRecoveredByRetransmission()
    {
        Link link({9, Black}, {9, White});
        link.a.newGame(0);
        link.a.takeOutput(); // lost on the wire
        link.pump(0);
        QVERIFY(!link.a.idle());
        link.a.tick(1000); // retransmitted
        link.pump(1000);
        QVERIFY(link.a.idle());
        // The OK is lost instead: the peer sees a duplicate and re-OKs.
        link.a.move(Black, 4, 4, 2000);
        auto m = link.a.takeOutput();
        link.b.receive(m.data(), m.size(), 2000);
        link.b.takeOutput(); // the OK is lost
        link.a.tick(3000);
        link.pump(3000);
        QVERIFY(link.a.idle());
        int moves = 0;
        for (const auto& e : link.b.takeEvents())
            moves += e.kind == SessionEvent::Kind::Move;
        QCOMPARE(moves, 1); // the duplicate was not taken as a second move
    }
};

QTEST_APPLESS_MAIN(TestGmp)
#include "test_gmp.moc"
