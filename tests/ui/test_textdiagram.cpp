// Edit → Copy Position as Text: the position in Sensei's Library's notation
// — the header with the side to play and the size, the edges, X and O, the
// star points, the marks on stones and on empty points, one-letter labels —
// and the action putting it on the clipboard.
#include "gamedocument.h"
#include "mainwindow.h"
#include "recordfiles.h"
#include "textdiagram.h"
#include "window_helpers.h"

#include "core/coords.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTest>

using namespace irodori;
using namespace irodori::ui;

class TestTextDiagram : public QObject {
    Q_OBJECT

    QTemporaryDir dir;

private slots:
    void initTestCase() { testing::useScratchSettings(dir, "test_textdiagram"); }

    void diagram()
    {
        Position pos(9);
        const Board& b = pos.board();
        QVERIFY(pos.play({Black, *parseGtp(b, "C7")}) == MoveError::None);
        QVERIFY(pos.play({White, *parseGtp(b, "E5")}) == MoveError::None);
        std::vector<record::Mark> marks = {
            {record::MarkKind::Circle, *parseGtp(b, "C7"), kNoPoint, {}},   // on black: B
            {record::MarkKind::Triangle, *parseGtp(b, "E5"), kNoPoint, {}}, // on white: Q
            {record::MarkKind::Square, *parseGtp(b, "A1"), kNoPoint, {}},   // on empty: S
            {record::MarkKind::Label, *parseGtp(b, "J9"), kNoPoint, "a"},
            {record::MarkKind::Label, *parseGtp(b, "H9"), kNoPoint, "long"}, // left out
            {record::MarkKind::Arrow, *parseGtp(b, "A9"), *parseGtp(b, "B8"), {}},
        };
        const QString expected = QStringLiteral("$$Bc9\n"
                                                "$$ +-------------------+\n"
                                                "$$ | . . . . . . . . a |\n"
                                                "$$ | . . . . . . . . . |\n"
                                                "$$ | . . B . . . , . . |\n"
                                                "$$ | . . . . . . . . . |\n"
                                                "$$ | . . . . Q . . . . |\n"
                                                "$$ | . . . . . . . . . |\n"
                                                "$$ | . . , . . . , . . |\n"
                                                "$$ | . . . . . . . . . |\n"
                                                "$$ | S . . . . . . . . |\n"
                                                "$$ +-------------------+\n");
        QCOMPARE(senseisDiagram(pos, marks), expected);
        // Without marks: the stones; White to play after a black move.
        Position w(5);
        QVERIFY(w.play({Black, *parseGtp(w.board(), "C3")}) == MoveError::None);
        QCOMPARE(senseisDiagram(w), QStringLiteral("$$Wc5\n$$ +-----------+\n$$ | . . . . . |\n$$ | . . . . . |\n"
                                                   "$$ | . . X . . |\n$$ | . . . . . |\n$$ | . . . . . |\n"
                                                   "$$ +-----------+\n"));
    }

    void copiedFromTheWindow()
    {
        auto window = testing::shownWindow();
        QVERIFY(window);
        window->newGame(9);
        QVERIFY(window->playVertices({QStringLiteral("C7")}).isEmpty());
        QGuiApplication::clipboard()->clear();
        window->files()->copyTextAction()->trigger();
        const QString text = QGuiApplication::clipboard()->text();
        QVERIFY(text.startsWith(QStringLiteral("$$Wc9\n")));
        QVERIFY(text.contains(QStringLiteral("$$ | . . X . . . , . . |")));
    }
};

QTEST_MAIN(TestTextDiagram)
#include "test_textdiagram.moc"
