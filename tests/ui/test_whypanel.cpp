// The Why? panel: a click on a stone selects its group and lists the
// group's facts and the evaluation's reasons in order; a click on a reason
// gives its points to the board; the selection follows the stone into the
// next analysis; the analysis' keys and details come out as sentences.
#include "reasontext.h"
#include "whypanel.h"

#include "analysis/analysis.h"
#include "analysis/group_reading.h"
#include "core/coords.h"
#include "core/diagram.h"
#include "core/position.h"

#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace irodori;
using namespace irodori::ui;

namespace {

// Three white stones inside a black box (analysis fixture 062). The tests
// check that the panel shows what the analysis says, whatever it says.
const char* kBox = R"(
. . . . . . . . .
. X X X X X X X .
. X . . . . . X .
. X . O O . . X .
. X . . O . . X .
. X . . . . . X .
. X X X X X X X .
. . . . . . . . .
. . . . . . . . .
)";

AnalysisPtr analyse(const char* diagram)
{
    const Position pos(*parseDiagram(diagram), Black);
    return std::make_shared<const analysis::Analysis>(analysis::evaluate(pos));
}

GridPoint at(const char* vertex)
{
    Board b(9);
    const Point p = *parseGtp(b, vertex);
    return {b.column(p), b.row(p)};
}

QTreeWidgetItem* reasonRow(QTreeWidget* view, const QString& step, const QString& title)
{
    for (int i = 0; i < view->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = view->topLevelItem(i);
        if (item->text(0) == step && item->text(1).startsWith(title))
            return item;
    }
    return nullptr;
}

class TestWhyPanel : public QObject {
    Q_OBJECT

private slots:
    void clickOnAStoneListsItsGroupAndReasons()
    {
        WhyPanel panel;
        const AnalysisPtr a = analyse(kBox);
        panel.setAnalysis(a);
        QCOMPARE(panel.selectedGroup(), -1);
        QVERIFY(panel.selectAt(at("E6")));
        const int g = a->groupIndexAt(*parseGtp(Board(9), "E6"));
        QCOMPARE(panel.selectedGroup(), g);
        const analysis::Group& group = a->groups[static_cast<std::size_t>(g)];
        QVERIFY(panel.headline().contains(Reasons::colorName(White)));
        QVERIFY(panel.headline().contains(Reasons::status(group.status)));
        QVERIFY(panel.factsText().contains(QStringLiteral("%1 %").arg(group.safety)));
        // One row per reason, in the evaluation's order, with the capturing
        // race of step 17 among them.
        QTreeWidget* view = panel.reasonsView();
        QCOMPARE(view->topLevelItemCount(), static_cast<int>(group.reasons.size()));
        for (int i = 0; i < view->topLevelItemCount(); ++i) {
            QCOMPARE(view->topLevelItem(i)->text(0), QString::number(group.reasons[static_cast<std::size_t>(i)].step));
            const analysis::Reason& r = group.reasons[static_cast<std::size_t>(i)];
            QVERIFY(view->topLevelItem(i)->text(1).startsWith(Reasons::title(r.key)));
            // Below it: what it changed.
            QCOMPARE(view->topLevelItem(i)->childCount(), 1);
            QVERIFY(view->topLevelItem(i)->child(0)->text(1).startsWith(Reasons::change(r)));
        }
        QTreeWidgetItem* race = reasonRow(view, QStringLiteral("17"), Reasons::title("liberty-race"));
        QVERIFY(race);
        // The race's detail is in words, not the engine's key.
        QVERIFY(race->child(0)->text(1).contains(QStringLiteral("against")));
        QVERIFY(!race->text(1).contains(QStringLiteral("liberty-race")));
        // The three white stones are the selection.
        const std::vector<GridPoint> stones = panel.selectedStones();
        QCOMPARE(stones.size(), std::size_t(3));
        QVERIFY(std::find(stones.begin(), stones.end(), at("D6")) != stones.end());
    }

    void clickOnAReasonGivesItsPoints()
    {
        WhyPanel panel;
        const AnalysisPtr a = analyse(kBox);
        panel.setAnalysis(a);
        QSignalSpy changed(&panel, &WhyPanel::highlightChanged);
        QVERIFY(panel.selectAt(at("B8")));
        QCOMPARE(changed.count(), 1);
        const analysis::Group& group = a->groups[static_cast<std::size_t>(panel.selectedGroup())];
        QCOMPARE(group.color, Black);
        // The black box's first reason with points (its eye space).
        int withPoints = -1;
        for (std::size_t i = 0; i < group.reasons.size() && withPoints < 0; ++i)
            if (!group.reasons[i].points.empty())
                withPoints = static_cast<int>(i);
        QVERIFY(withPoints >= 0);
        panel.reasonsView()->setCurrentItem(panel.reasonsView()->topLevelItem(withPoints));
        QCOMPARE(changed.count(), 2);
        const std::vector<Point>& pts = group.reasons[static_cast<std::size_t>(withPoints)].points;
        QCOMPARE(panel.focusPoints().size(), pts.size());
        const Board b(9);
        QCOMPARE(panel.focusPoints().front(), (GridPoint{b.column(pts.front()), b.row(pts.front())}));
    }

    // The group reading of an unsettled group comes after the static
    // steps: a fact, a row of its own, and a click shows its points.
    void groupReadingRow()
    {
        const Position pos(*parseDiagram(". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                                         ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                                         "O O O O O . . . .\nX X X X O . . . .\n. . . X O . . . .\n"),
                           Black);
        auto read = std::make_shared<analysis::Analysis>(analysis::evaluate(pos));
        analysis::Owl owl;
        analysis::readGroups(pos, *read, owl);
        WhyPanel panel;
        panel.setAnalysis(read);
        QVERIFY(panel.selectAt(at("A2")));
        const analysis::Group& group = read->groups[static_cast<std::size_t>(panel.selectedGroup())];
        QCOMPARE(group.reading.verdict, analysis::GroupReading::Verdict::Critical);
        const QString sentence = Reasons::reading(group.reading, Black, 9);
        QVERIFY(sentence.contains(QStringLiteral("B1")));
        QVERIFY(panel.factsText().contains(sentence.toHtmlEscaped()));
        // Unsettled in the static view, critical when read: the headline says both.
        QVERIFY2(panel.headline().contains(Reasons::status(group.status)), qPrintable(panel.headline()));
        QVERIFY2(panel.headline().endsWith(Reasons::readingWord(group.reading.verdict)), qPrintable(panel.headline()));
        QTreeWidget* view = panel.reasonsView();
        QCOMPARE(view->topLevelItemCount(), static_cast<int>(group.reasons.size()) + 1);
        QTreeWidgetItem* last = view->topLevelItem(view->topLevelItemCount() - 1);
        QCOMPARE(last->text(1), sentence);
        QCOMPARE(last->childCount(), 1); // how much it read
        QSignalSpy changed(&panel, &WhyPanel::highlightChanged);
        view->setCurrentItem(last);
        QCOMPARE(changed.count(), 1);
        // The killing and the saving point are the same: shown once.
        QCOMPARE(panel.focusPoints().size(), std::size_t(1));
        QCOMPARE(panel.focusPoints().front(), at("B1"));
        // The living wall was not read: no reading row, no fact.
        QVERIFY(panel.selectAt(at("E2")));
        QCOMPARE(view->topLevelItemCount(),
                 static_cast<int>(read->groups[static_cast<std::size_t>(panel.selectedGroup())].reasons.size()));
        QVERIFY(!panel.factsText().contains(QStringLiteral("Group reading")));
        QVERIFY(!panel.headline().contains(QStringLiteral("read:")));
    }

    // The line of play of a capture (readCaptureLines): the detail of the
    // reason that points at the string's attack, or else a row of its own;
    // choosing either gives its moves to the board, in turn.
    void captureLineRows()
    {
        // O D4 in a ladder (X C4 D3 E3), White to move: unsettled, and no
        // reason points at the attack D5.
        const char* ladder = ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                             ". . . . . . . . .\n. . . . . . . . .\n. . X O . . . . .\n"
                             ". . . X X . . . .\n. . . . . . . . .\n. . . . . . . . .\n";
        const Position pos(*parseDiagram(ladder), White);
        auto read = std::make_shared<analysis::Analysis>(analysis::evaluate(pos));
        tactics::Reader reader;
        analysis::readCaptureLines(pos, *read, reader);
        WhyPanel panel;
        panel.setAnalysis(read);
        QVERIFY(panel.selectAt(at("D4")));
        QTreeWidget* view = panel.reasonsView();
        QTreeWidgetItem* line = reasonRow(view, WhyPanel::tr("Line"), WhyPanel::tr("If %1 plays first").arg(Reasons::colorName(Black)));
        QVERIFY(line);
        QCOMPARE(line->childCount(), 1);
        QVERIFY2(line->child(0)->text(1).startsWith(QStringLiteral("D5, E4, F4, E5")), qPrintable(line->child(0)->text(1)));
        QVERIFY(panel.linePoints().empty());
        QSignalSpy changed(&panel, &WhyPanel::highlightChanged);
        view->setCurrentItem(line);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(panel.linePoints().size(), std::size_t(19));
        QCOMPARE(panel.linePoints().front(), at("D5"));
        QCOMPARE(panel.linePoints().back(), at("J9"));
        QCOMPARE(panel.lineColor(), Black);
        // White's line: D5, and O is out.
        QTreeWidgetItem* escape = reasonRow(view, WhyPanel::tr("Line"), WhyPanel::tr("If %1 plays first").arg(Reasons::colorName(White)));
        QVERIFY(escape);
        QCOMPARE(escape->child(0)->text(1), WhyPanel::tr("%1, and the stones escape").arg(QStringLiteral("D5")));
        view->setCurrentItem(escape);
        QCOMPARE(panel.linePoints(), std::vector<GridPoint>{at("D5")});
        QCOMPARE(panel.lineColor(), White);
        // Another row clears it.
        view->setCurrentItem(view->topLevelItem(0));
        QVERIFY(panel.linePoints().empty());

        // With X D5 too, O D4 is taken whoever moves first (step 2): the
        // reason's own row carries Black's line, and only White's has a
        // row of its own (O E4, laddered).
        Position dead = pos;
        dead.setup(*parseGtp(dead.board(), "D5"), Black);
        dead.setToMove(White);
        auto deadRead = std::make_shared<analysis::Analysis>(analysis::evaluate(dead));
        analysis::readCaptureLines(dead, *deadRead, reader);
        panel.setAnalysis(deadRead);
        QVERIFY(panel.selectAt(at("D4")));
        QTreeWidgetItem* captured = reasonRow(view, QStringLiteral("2"), Reasons::title("captured-whoever-moves-first"));
        QVERIFY(captured);
        QVERIFY2(captured->child(0)->text(1).contains(QStringLiteral("E4, and the stones are taken")),
                 qPrintable(captured->child(0)->text(1)));
        QVERIFY(!reasonRow(view, WhyPanel::tr("Line"), WhyPanel::tr("If %1 plays first").arg(Reasons::colorName(Black))));
        QTreeWidgetItem* tries = reasonRow(view, WhyPanel::tr("Line"), WhyPanel::tr("If %1 plays first").arg(Reasons::colorName(White)));
        QVERIFY(tries);
        QVERIFY2(tries->child(0)->text(1).startsWith(QStringLiteral("E4, F4, ")), qPrintable(tries->child(0)->text(1)));
        QVERIFY(tries->child(0)->text(1).endsWith(WhyPanel::tr("%1, and the stones are taken").arg(QString())));
        view->setCurrentItem(captured);
        QCOMPARE(panel.linePoints(), std::vector<GridPoint>{at("E4")});
        QCOMPARE(panel.focusPoints(), std::vector<GridPoint>{at("E4")});
    }

    void eyeSpaceSelectsItsOwnerOpenPointClears()
    {
        WhyPanel panel;
        const AnalysisPtr a = analyse(kBox);
        panel.setAnalysis(a);
        // A click on an empty point of an eye space or territory region asks
        // about the group that owns the region.
        int region = -1;
        for (std::size_t r = 0; r < a->regions.size() && region < 0; ++r)
            if (a->regions[r].group >= 0)
                region = static_cast<int>(r);
        QVERIFY(region >= 0);
        const Point inside = a->regions[static_cast<std::size_t>(region)].points.front();
        const Board b(9);
        QVERIFY(panel.selectAt({b.column(inside), b.row(inside)}));
        QCOMPARE(panel.selectedGroup(), a->regions[static_cast<std::size_t>(region)].group);
        // An open point of nobody's: nothing selected.
        for (int y = 0; y < 9; ++y)
            for (int x = 0; x < 9; ++x) {
                const Point p = b.at(x, y);
                if (a->stringAt[p] < 0 && a->regionAt[p] < 0) {
                    QVERIFY(!panel.selectAt({x, y}));
                    QCOMPARE(panel.selectedGroup(), -1);
                    QVERIFY(panel.selectAt(at("B8")));
                }
            }
        QVERIFY(!panel.selectAt({}));
        QCOMPARE(panel.selectedGroup(), -1);
        QVERIFY(panel.selectedStones().empty());
    }

    void selectionFollowsTheStoneIntoTheNextAnalysis()
    {
        WhyPanel panel;
        panel.setAnalysis(analyse(kBox));
        QVERIFY(panel.selectAt(at("E6")));
        // White adds a stone: a new analysis, the same stone still selected.
        const AnalysisPtr next = analyse(R"(
. . . . . . . . .
. X X X X X X X .
. X . . . . . X .
. X . O O O . X .
. X . . O . . X .
. X . . . . . X .
. X X X X X X X .
. . . . . . . . .
. . . . . . . . .
)");
        panel.setAnalysis(next);
        QCOMPARE(panel.selectedGroup(), next->groupIndexAt(*parseGtp(Board(9), "E6")));
        QCOMPARE(panel.selectedStones().size(), std::size_t(4));
        // An analysis without that stone clears the selection.
        panel.setAnalysis(analyse(". . .\n. . .\n. . ."));
        QCOMPARE(panel.selectedGroup(), -1);
    }

    void keysAndDetailsBecomeSentences()
    {
        QCOMPARE(Reasons::vertex(Board(9).at(3, 5), 9), QStringLiteral("D4"));
        QCOMPARE(Reasons::vertex(Board(19).at(8, 0), 19), QStringLiteral("J19"));
        QVERIFY(!Reasons::title("eye-if-played").contains(QStringLiteral("-")));
        QCOMPARE(Reasons::title("no-such-key"), QStringLiteral("no-such-key"));
        QCOMPARE(Reasons::detail("against group 3: 4 vs 7 liberties (room to run: +3)", 9),
                 QStringLiteral("against group 3: 4 against 7 liberties (room to run: +3)"));
        QCOMPARE(Reasons::detail("D4 makes an eye at C5", 9), QStringLiteral("D4 makes an eye at C5"));
        QCOMPARE(Reasons::detail("2 stone(s) taken", 9), Reasons::tr("%n stone(s) taken", nullptr, 2));
        QCOMPARE(Reasons::detail("1 point(s), open at C3, kept by an answer at C2", 9),
                 Reasons::tr("%n point(s) in a pocket open at %1; an answer at %2 keeps one eye there", nullptr, 1)
                     .arg(QStringLiteral("C3"), QStringLiteral("C2")));
        QCOMPARE(Reasons::detail("3 point(s), vital point D1 takes the stones in atari around it", 9),
                 Reasons::tr("%n point(s); a stone at the vital point %1 takes the enemy stones in atari around it: "
                             "two eyes",
                             nullptr, 3)
                     .arg(QStringLiteral("D1")));
        QCOMPARE(Reasons::detail("3 point(s), vital point D1", 9),
                 Reasons::tr("%n point(s), vital point %1", nullptr, 3).arg(QStringLiteral("D1")));
        QCOMPARE(Reasons::detail("something new", 9), QStringLiteral("something new"));
        analysis::Reason r;
        r.value = analysis::ReasonValue::Eyes;
        r.before = 2;
        r.after = 3;
        QCOMPARE(Reasons::change(r), QStringLiteral("eyes 1 → 1½"));
        r.value = analysis::ReasonValue::Safety;
        r.before = 50;
        r.after = 75;
        QCOMPARE(Reasons::change(r), QStringLiteral("50 % → 75 %"));
    }
};

} // namespace

QTEST_MAIN(TestWhyPanel)
#include "test_whypanel.moc"
