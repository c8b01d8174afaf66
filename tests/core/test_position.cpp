// Position: turns, ko, superko, suicide rule, prisoners, undo, handicap.
#include "core/coords.h"
#include "core/diagram.h"
#include "core/position.h"

#include <QtTest>

using namespace irodori;

namespace {

Position position(const char* text, Color toMove = Black, Rules rules = {})
{
    std::string error;
    auto b = parseDiagram(text, &error);
    if (!b)
        qFatal("bad diagram: %s", error.c_str());
    return Position(*b, toMove, rules);
}

Move mv(const Position& pos, Color c, const char* gtp) { return {c, *parseGtp(pos.board(), gtp)}; }

// A ko in the middle of a 5x5 board: Black takes at C3, White may not
// retake at once.
const char* kKo = R"(
    . . . . .
    . X O . .
    X O . O .
    . X O . .
    . . . . .
)";

} // namespace

class TestPosition : public QObject {
    Q_OBJECT
private slots:
    // Renju and gomoku (Rules::captures false): a stone surrounded on every
    // side stays, a "suicide" point may be played, and the last stone can be
    // taken back.
    void withoutCaptures()
    {
        Rules rules;
        rules.captures = false;
        Position pos(9, rules);
        const Board& b = pos.board();
        QCOMPARE(pos.play({Black, b.at(0, 1)}), MoveError::None);
        QCOMPARE(pos.play({White, b.at(0, 0)}), MoveError::None);
        QCOMPARE(pos.play({Black, b.at(1, 0)}), MoveError::None); // would capture in Go
        QCOMPARE(b.color(b.at(0, 0)), White);
        QCOMPARE(pos.prisoners(Black), 0);
        QCOMPARE(pos.toMove(), White);
        QCOMPARE(pos.moveNumber(), 3);
        QCOMPARE(pos.lastMove()->point, b.at(1, 0));
        QCOMPARE(pos.check({White, b.at(1, 0)}), MoveError::Occupied);
        QCOMPARE(pos.play({White, b.at(1, 1)}), MoveError::None);
        pos.undo();
        QCOMPARE(b.color(b.at(1, 1)), Empty);
        QCOMPARE(pos.toMove(), White);
        QCOMPARE(pos.moveNumber(), 3);
        // In Go the same moves capture.
        Position go(9);
        go.play({Black, go.board().at(0, 1)});
        go.play({White, go.board().at(0, 0)});
        go.play({Black, go.board().at(1, 0)});
        QCOMPARE(go.board().color(go.board().at(0, 0)), Empty);
    }

    void turnsAndPasses()
    {
        Position pos(9);
        QCOMPARE(pos.toMove(), Black);
        QCOMPARE(pos.play(mv(pos, Black, "E5")), MoveError::None);
        QCOMPARE(pos.toMove(), White);
        QCOMPARE(pos.play({White, kPass}), MoveError::None);
        QCOMPARE(pos.consecutivePasses(), 1);
        QCOMPARE(pos.play({Black, kPass}), MoveError::None);
        QCOMPARE(pos.consecutivePasses(), 2);
        QCOMPARE(pos.moveNumber(), 3);
        pos.undo();
        QCOMPARE(pos.consecutivePasses(), 1);
        QCOMPARE(pos.toMove(), Black);
        QCOMPARE(pos.moveNumber(), 2);
    }

    void occupiedAndOffBoard()
    {
        Position pos(9);
        pos.play(mv(pos, Black, "E5"));
        QCOMPARE(pos.check(mv(pos, White, "E5")), MoveError::Occupied);
        QCOMPARE(pos.check({White, pos.board().at(8, 8) + 1}), MoveError::NotOnBoard);
        QCOMPARE(pos.check({White, -5}), MoveError::NotOnBoard);
        QCOMPARE(QString(describe(MoveError::Occupied)), QStringLiteral("The point is occupied."));
    }

    void simpleKo()
    {
        Position pos = position(kKo);
        QCOMPARE(pos.play(mv(pos, Black, "C3")), MoveError::None);
        QCOMPARE(pos.prisoners(Black), 1);
        QCOMPARE(pos.koPoint(), *parseGtp(pos.board(), "B3"));
        QCOMPARE(pos.check(mv(pos, White, "B3")), MoveError::Ko);
        QVERIFY(!pos.isLegal(mv(pos, White, "B3")));
        // A ko threat elsewhere and the answer lift the ban.
        QCOMPARE(pos.play(mv(pos, White, "E5")), MoveError::None);
        QCOMPARE(pos.koPoint(), kNoPoint);
        QCOMPARE(pos.play(mv(pos, Black, "E1")), MoveError::None);
        QCOMPARE(pos.play(mv(pos, White, "B3")), MoveError::None);
        QCOMPARE(pos.prisoners(White), 1);
        QCOMPARE(pos.koPoint(), *parseGtp(pos.board(), "C3"));
        // Undo restores the ko ban and the prisoners.
        pos.undo();
        QCOMPARE(pos.prisoners(White), 0);
        QCOMPARE(pos.koPoint(), kNoPoint);
        pos.undo();
        pos.undo();
        QCOMPARE(pos.koPoint(), *parseGtp(pos.board(), "B3"));
        QCOMPARE(pos.toMove(), White);
    }

    void koPassLiftsBan()
    {
        Position pos = position(kKo);
        pos.play(mv(pos, Black, "C3"));
        pos.play({White, kPass});
        QCOMPARE(pos.koPoint(), kNoPoint);
    }

    void capturingTwoIsNotKo()
    {
        // Taking two stones leaves no ko, even though the capturing stone
        // is then in atari.
        Position pos = position(R"(
            X O O . O
            . X X O .
            . . . . .
            . . . . .
            . . . . .
        )");
        QCOMPARE(pos.play(mv(pos, Black, "D5")), MoveError::None);
        QCOMPARE(pos.prisoners(Black), 2);
        QCOMPARE(pos.board().liberties(*parseGtp(pos.board(), "D5")), 1);
        QCOMPARE(pos.koPoint(), kNoPoint);
        // White may take back at once: not a ko either (C5 has two liberties).
        QCOMPARE(pos.play(mv(pos, White, "C5")), MoveError::None);
        QCOMPARE(pos.prisoners(White), 1);
        QCOMPARE(pos.koPoint(), kNoPoint);
    }

    void suicideRule()
    {
        const char* eye = R"(
            . X . .
            X X . .
            . . . .
            . . . .
        )";
        Position strict = position(eye, White);
        QCOMPARE(strict.check(mv(strict, White, "A4")), MoveError::Suicide);
        QCOMPARE(strict.play(mv(strict, White, "A4")), MoveError::Suicide);
        QCOMPARE(strict.toMove(), White); // nothing changed
        Rules loose;
        loose.suicideAllowed = true;
        Position free = position(eye, White, loose);
        QCOMPARE(free.play(mv(free, White, "A4")), MoveError::None);
        QCOMPARE(free.board().color(*parseGtp(free.board(), "A4")), Empty);
        QCOMPARE(free.prisoners(Black), 1);
        free.undo();
        QCOMPARE(free.prisoners(Black), 0);
    }

    void positionalSuperko()
    {
        // Two kos: Black takes the first, White the second, Black passes,
        // White retakes the first. Black's retake of the second would then
        // recreate the starting position: legal under simple ko, refused
        // under positional superko.
        const char* twoKos = R"(
            . X O . . . .
            X O . O . . .
            . X O . . . .
            . . . . . . .
            . . . . O X .
            . . . O X . X
            . . . . O X .
        )";
        Rules superko;
        superko.positionalSuperko = true;
        for (bool withSuperko : {true, false}) {
            Position pos = position(twoKos, Black, withSuperko ? superko : Rules{});
            QCOMPARE(pos.play(mv(pos, Black, "C6")), MoveError::None); // takes ko 1
            QCOMPARE(pos.prisoners(Black), 1);
            QCOMPARE(pos.play(mv(pos, White, "F2")), MoveError::None); // takes ko 2
            QCOMPARE(pos.prisoners(White), 1);
            QCOMPARE(pos.check(mv(pos, Black, "E2")), MoveError::Ko);
            QCOMPARE(pos.play({Black, kPass}), MoveError::None);
            QCOMPARE(pos.play(mv(pos, White, "B6")), MoveError::None); // retakes ko 1
            QCOMPARE(pos.check(mv(pos, Black, "E2")), withSuperko ? MoveError::Superko : MoveError::None);
        }
    }

    void hashIncludesSideAndKo()
    {
        Position a(9), b(9);
        QCOMPARE(a.hash(), b.hash());
        b.setToMove(White);
        QVERIFY(a.hash() != b.hash());
        Position k = position(kKo);
        const std::uint64_t before = k.hash();
        k.play(mv(k, Black, "C3"));
        const std::uint64_t withKo = k.hash();
        k.play({White, kPass});
        k.play({Black, kPass});
        // Same stones, same side to move, but the ko ban is gone.
        QVERIFY(k.hash() != withKo);
        k.undo();
        k.undo();
        QCOMPARE(k.hash(), withKo);
        k.undo();
        QCOMPARE(k.hash(), before);
    }

    void forcedPlayExecutesIllegalMoves()
    {
        Position pos = position(kKo);
        pos.play(mv(pos, Black, "C3"));
        // SGF semantics: the ko retake is executed, with the reason returned.
        QCOMPARE(pos.playForced(mv(pos, White, "B3")), MoveError::Ko);
        QCOMPARE(pos.board().color(*parseGtp(pos.board(), "B3")), White);
        QCOMPARE(pos.board().color(*parseGtp(pos.board(), "C3")), Empty);
        // A stone on an occupied point replaces the old one.
        QCOMPARE(pos.playForced(mv(pos, Black, "B3")), MoveError::Occupied);
        QCOMPARE(pos.board().color(*parseGtp(pos.board(), "B3")), Black);
        QCOMPARE(QString::fromStdString(pos.board().checkConsistency()), QString());
    }

    void setupClearsKoAndHistory()
    {
        Position pos = position(kKo);
        pos.play(mv(pos, Black, "C3"));
        pos.setup(*parseGtp(pos.board(), "E5"), White);
        QCOMPARE(pos.koPoint(), kNoPoint);
        QVERIFY(!pos.canUndo());
        QCOMPARE(pos.board().color(*parseGtp(pos.board(), "E5")), White);
    }

    void handicapPoints()
    {
        Board b19(19);
        auto names = [&](int n) {
            QStringList out;
            for (Point p : fixedHandicapPoints(b19, n))
                out << QString::fromStdString(toGtp(b19, p));
            return out.join(' ');
        };
        QCOMPARE(names(2), QStringLiteral("D4 Q16"));
        QCOMPARE(names(3), QStringLiteral("D4 Q16 D16"));
        QCOMPARE(names(4), QStringLiteral("D4 Q16 D16 Q4"));
        QCOMPARE(names(5), QStringLiteral("D4 Q16 D16 Q4 K10"));
        QCOMPARE(names(9), QStringLiteral("D4 Q16 D16 Q4 K10 D10 Q10 K16 K4"));
        QCOMPARE(int(fixedHandicapPoints(b19, 10).size()), 0);
        Board b9(9);
        QCOMPARE(QString::fromStdString(toGtp(b9, fixedHandicapPoints(b9, 2)[0])), QStringLiteral("C3"));
        Board b10(10);
        QCOMPARE(int(fixedHandicapPoints(b10, 5).size()), 0);
        QCOMPARE(int(fixedHandicapPoints(b10, 4).size()), 4);
        Board b5(5);
        QCOMPARE(int(fixedHandicapPoints(b5, 2).size()), 0);
    }
};

QTEST_APPLESS_MAIN(TestPosition)
#include "test_position.moc"
