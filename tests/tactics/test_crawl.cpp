// A string crawling (這い) along the first line under the attacker's wall,
// with three liberties: the point ahead and two inner ones. Each ply the
// attacker blocks on the second line diagonally ahead, and the string
// crawls on with three liberties again; as a ladder (シチョウ) is, the crawl
// is read to its end, beyond the branching depth, where a string with
// three liberties otherwise counts as safe. The GTP front end's budget
// reads it so (the evaluation's does not). The results are GNU Go's codes
// (1: unconditional success, 0: failure).
#include "read_problem.h"

#include <QtTest>

using namespace irodori;
using namespace irodori::tactics;

class TestCrawl : public QObject {
    Q_OBJECT

private slots:
    void crawl_data();
    void crawl();
};

namespace {

// O's wall on the left of the bottom edge (A2-H3, with an empty point at
// D2), X's wall on the third line from J3 to the right edge, and X's
// string on the first line, firstLine the bottom row.
QString crawlProblem(const char* title, const char* firstLine, const char* questions)
{
    QString text = QStringLiteral("title: %1\n").arg(QString::fromUtf8(title));
    for (int row = 19; row > 3; --row)
        text += QStringLiteral(". . . . . . . . . . . . . . . . . . .\n");
    text += QStringLiteral("O O O O O O O O X X X X X X X X X X X\n"
                           "O O O . O O O O . . . . . . . . . . .\n");
    text += QString::fromUtf8(firstLine) + QStringLiteral("\n") + QString::fromUtf8(questions);
    return text;
}

} // namespace

void TestCrawl::crawl_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("gtpBudget");
    // X B1-H1 has the liberties A1 and D2 inside O's wall and J1 ahead.
    // O J2 blocks diagonally ahead: X J1, O K2, X K1, ... X keeps three
    // liberties up to the corner (X T1 after O T2), where O fills D2 and
    // A1: 25 plies. O cannot fill an inner liberty earlier: X would take
    // the second-line point ahead, joining its wall, and the point
    // between them on the first line would be a self-atari for O. Nor
    // does O's jump to K1 work (X K2). X, moving first, lives by J1 (J2
    // is then its liberty), J2, K1 or K2. GNU Go 3.8 gives 1 J2 and
    // 1 K2; read as safe beyond the branching depth, the string was
    // answered not capturable (0).
    QTest::newRow("Crawl to the corner, GTP budget")
        << crawlProblem("A crawl along the first line to the corner",
                        ". X X X X X X X . . . . . . . . . . .",
                        "attack H1 => 1 J2\n"
                        "defend H1 => 1 J1 J2 K1 K2\n")
        << true;
    // The same with X P1 waiting on the way: X O1 joins it with the
    // liberties P2 and Q1, and after O P2, X Q2 joins the string's
    // liberty Q1 to X's wall (O Q1 would be a self-atari). GNU Go 3.8
    // gives 0.
    const QString waiting = crawlProblem("A crawl along the first line joins a stone waiting on its way",
                                         ". X X X X X X X . . . . . . X . . . .", "attack H1 => 0\n");
    QTest::newRow("Crawl joining a waiting stone") << waiting << false;
    QTest::newRow("Crawl joining a waiting stone, GTP budget") << waiting << true;
    // A crawl along the second line under X's wall. O G3 G2 pokes into
    // X F3 H3 G4 with three liberties: F2 behind (towards O D3), G1 and H2
    // ahead. X F2 blocks behind, O H2 crawls (G1, H1, J2), and X J3
    // hanes on the third line: a block at J2 at once would be cut at J3,
    // with X H3 in atari. O J2 crawls on to four liberties, G1, H1, J1
    // on the first line and K2 ahead, and X K2, beside X L2, ends the
    // crawl: three liberties on the first line, no eye. Four liberties
    // two plies down, at ply 4, counted as safe, the crawl was answered
    // not capturable (0). GNU Go 3.8 gives 1 F2 to both questions.
    QString secondLine = QStringLiteral("title: A crawl along the second line under the wall\n");
    for (int row = 19; row > 4; --row)
        secondLine += QStringLiteral(". . . . . . . . . . . . . . . . . . .\n");
    secondLine += QStringLiteral(". . . . . . X . . . . . . . . . . . .\n"
                                 ". . . O . X O X . . . . . . . . . . .\n"
                                 ". . . . . . O . . . X . . . . . . . .\n"
                                 ". . . . . . . . . . . . . . . . . . .\n"
                                 "attack G3 => 1 F2\n"
                                 "defend G3 => 1 F2\n");
    QTest::newRow("Crawl along the second line, GTP budget") << secondLine << true;
}

void TestCrawl::crawl()
{
    QFETCH(QString, text);
    QFETCH(bool, gtpBudget);
    testing::readProblem(text, gtpBudget ? testing::gtpBudget() : ReadBudget{});
}

QTEST_GUILESS_MAIN(TestCrawl)
#include "test_crawl.moc"
