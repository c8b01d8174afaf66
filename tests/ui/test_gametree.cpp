// The game tree view (View → Game Tree): the layout of moves and
// variations, the line the board follows, a click that goes to a node, the
// tool tips, the view that keeps the current node in sight through a long
// record, and the tree following edits. Also its dock in the main window.
#include "gamedocument.h"
#include "gametreeview.h"
#include "analysiscontroller.h"
#include "mainwindow.h"

#include "record/record_io.h"
#include "record/semantics.h"
#include "record/sgf_reader.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QTimer>
#include <QDockWidget>
#include <QImage>
#include <QScrollBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace irodori;
using namespace irodori::ui;

namespace {

// A 9x9 record: the main line E5 C7 G3 G7 C3 D1, a variation of one move
// after G7, a second and a third variation after C7 (the third a pass),
// with a variation of their own inside the second.
const char* const kVariations =
    "(;GM[1]FF[4]SZ[9]C[root comment]"
    ";B[ee];W[cc](;B[gg];W[gc]C[a comment](;B[cg];W[dh])(;B[cf]))"
    "(;B[gc];W[gg](;B[cg])(;B[dg];W[eg]))"
    "(;B[tt];W[ge];B[eg]))";

record::LoadResult parse(const char* sgf)
{
    return record::readSgf(sgf);
}

// The node reached from the root by the child indices given.
const record::Node* nodeAt(const GameDocument& doc, std::initializer_list<int> path)
{
    const record::Node* n = &doc.tree().root();
    for (int i : path)
        n = n->child(i);
    return n;
}

QString fixture(const char* name)
{
    return QStringLiteral(IRODORI_TEST_DATA "/") + QLatin1String(name);
}

} // namespace

class TestGameTree : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        static QTemporaryDir dir;
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.filePath(QStringLiteral("settings")));
        QCoreApplication::setOrganizationName(QStringLiteral("IrodoriTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_gametree"));
    }

    // The main line in the top row, one column per node; each variation in
    // rows of its own below the variations before it; no two nodes share a cell.
    void layout()
    {
        GameDocument doc;
        doc.load(parse(kVariations), QStringLiteral("v.sgf"));
        GameTreeView view(&doc);
        using Cell = GameTreeView::Cell;
        const std::map<std::vector<int>, Cell> expected = {
            {{}, {0, 0}},
            {{0}, {1, 0}},
            {{0, 0}, {2, 0}},
            {{0, 0, 0}, {3, 0}},
            {{0, 0, 0, 0}, {4, 0}},
            {{0, 0, 0, 0, 0}, {5, 0}},
            {{0, 0, 0, 0, 0, 0}, {6, 0}},
            {{0, 0, 0, 0, 1}, {5, 1}},    // B C4 after G7
            {{0, 0, 1}, {3, 2}},          // B G7, the second variation after C7
            {{0, 0, 1, 0}, {4, 2}},
            {{0, 0, 1, 0, 0}, {5, 2}},
            {{0, 0, 1, 0, 1}, {5, 3}},    // its own variation
            {{0, 0, 1, 0, 1, 0}, {6, 3}},
            {{0, 0, 2}, {3, 4}},          // the pass
            {{0, 0, 2, 0}, {4, 4}},
            {{0, 0, 2, 0, 0}, {5, 4}},
        };
        std::set<std::pair<int, int>> used;
        for (const auto& [path, cell] : expected) {
            const record::Node* n = &doc.tree().root();
            for (int i : path)
                n = n->child(i);
            const auto got = view.cellOf(n);
            QVERIFY(got);
            QCOMPARE(got->column, cell.column);
            QCOMPARE(got->row, cell.row);
            QVERIFY(used.insert({cell.column, cell.row}).second);
        }
        QCOMPARE(view.columnCount(), 7);
        QCOMPARE(view.rowCount(), 5);
        // A node of another tree has no cell.
        record::Node stranger;
        QVERIFY(!view.cellOf(&stranger));
    }

    // The line the board follows is marked, and follows the current node;
    // a click on a node goes there.
    void currentLineAndClicks()
    {
        GameDocument doc;
        doc.load(parse(kVariations), QStringLiteral("v.sgf"));
        GameTreeView view(&doc);
        view.resize(400, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const record::Node* mainEnd = nodeAt(doc, {0, 0, 0, 0, 0, 0});
        const record::Node* second = nodeAt(doc, {0, 0, 1, 0});
        QVERIFY(view.isOnCurrentLine(mainEnd)); // at the root: the main line
        QVERIFY(!view.isOnCurrentLine(second));
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.pixelOf(second));
        QCOMPARE(doc.current(), second);
        QVERIFY(view.isOnCurrentLine(second));
        QVERIFY(view.isOnCurrentLine(nodeAt(doc, {0, 0, 1, 0, 0}))); // on along the selected child
        QVERIFY(!view.isOnCurrentLine(mainEnd));
        // The board shows that node: W G3 after B G7.
        const Board& b = doc.position().board();
        QCOMPARE(b.color(b.at(6, 6)), White);
        QCOMPARE(b.color(b.at(6, 2)), Black);
        // A click beside every node changes nothing.
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                          view.pixelOf(nodeAt(doc, {0, 0, 2})) + QPoint(0, GameTreeView::kCell));
        QCOMPARE(doc.current(), second);
        // The stones are drawn in their colours; the current one is ringed.
        const QImage image = view.viewport()->grab().toImage();
        const qreal dpr = image.devicePixelRatio();
        auto pixel = [&](const record::Node* n, QPoint offset = {}) {
            return QColor(image.pixel((view.pixelOf(n) + offset) * dpr));
        };
        QVERIFY(pixel(nodeAt(doc, {0})).lightness() < 60);           // black
        QVERIFY(pixel(nodeAt(doc, {0, 0})).lightness() > 200);       // white
        const QColor ring = pixel(second, QPoint(static_cast<int>(GameTreeView::kCell * 0.32) + 2, 0));
        QVERIFY2(ring.red() > 200 && ring.blue() < 100, qPrintable(ring.name()));
        QVERIFY(pixel(nodeAt(doc, {0, 0, 0, 0}), QPoint(static_cast<int>(GameTreeView::kCell * 0.32) + 2, 0)) != ring);
    }

    void toolTips()
    {
        GameDocument doc;
        doc.load(parse(kVariations), QStringLiteral("v.sgf"));
        GameTreeView view(&doc);
        QCOMPARE(view.toolTipOf(&doc.tree().root()), QStringLiteral("Start of the game\nroot comment"));
        QCOMPARE(view.toolTipOf(nodeAt(doc, {0, 0, 0, 0})), QStringLiteral("Move 4: White G7\na comment"));
        QCOMPARE(view.toolTipOf(nodeAt(doc, {0, 0, 2})), QStringLiteral("Move 3: Black pass"));
    }

    // Through a record of 3,600 moves the current node stays in sight.
    void followsALongRecord()
    {
        GameDocument doc;
        doc.load(record::loadRecordFile(fixture("records/long_3600_moves.sgf").toStdString()),
                 fixture("records/long_3600_moves.sgf"));
        GameTreeView view(&doc);
        view.resize(300, 150);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.columnCount(), 3601);
        QCOMPARE(view.horizontalScrollBar()->value(), 0);
        for (int steps : {3600, -1800, -1799}) {
            if (steps > 0)
                doc.forward(steps);
            else
                doc.back(-steps);
            const QPoint p = view.pixelOf(doc.current());
            QVERIFY2(view.viewport()->rect().contains(p), qPrintable(QStringLiteral("%1,%2").arg(p.x()).arg(p.y())));
            QCOMPARE(view.nodeAt(p), doc.current());
        }
        QVERIFY(view.horizontalScrollBar()->value() < 3 * GameTreeView::kCell);
    }

    // The tree follows edits: a new variation appears, a deleted one goes.
    void followsEdits()
    {
        GameDocument doc;
        doc.load(parse(kVariations), QStringLiteral("v.sgf"));
        GameTreeView view(&doc);
        doc.play({Black, doc.position().board().at(2, 2)}); // B C7 from the root: a new variation
        const record::Node* added = doc.current();
        const auto cell = view.cellOf(added);
        QVERIFY(cell);
        QCOMPARE(cell->column, 1);
        QCOMPARE(cell->row, 5);
        QCOMPARE(view.rowCount(), 6);
        QVERIFY(doc.deleteCurrentNode());
        QVERIFY(!view.cellOf(added));
        QCOMPARE(view.rowCount(), 5);
    }

    // The main window has it as a dock beside the game review, a tab of the
    // strip under the board, switched from the View menu.
    void dockInTheWindow()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.gameTree());
        QAction* toggle = window.gameTreeDock()->toggleViewAction();
        QCOMPARE(toggle->text(), QStringLiteral("Game &Tree"));
        QVERIFY(toggle->isChecked());
        QCOMPARE(window.dockWidgetArea(window.gameTreeDock()), Qt::BottomDockWidgetArea);
        QVERIFY(window.tabifiedDockWidgets(window.gameTreeDock()).contains(window.analysisController()->reviewDock()));
        window.gameTreeDock()->raise();
        QTRY_VERIFY(window.gameTree()->isVisible());
        toggle->trigger();
        QVERIFY(!window.gameTreeDock()->isVisible());
        window.newGame(9);
        QVERIFY(window.playVertices({QStringLiteral("E5"), QStringLiteral("C3")}).isEmpty());
        QCOMPARE(window.gameTree()->columnCount(), 3);
        QCOMPARE(window.gameTree()->cellOf(window.document()->current())->column, 2);
    }

    // A right click on a node goes there and offers the record's commands:
    // here Make Main Line, chosen from the menu.
    void contextMenuActsOnTheNode()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->load(parse(kVariations), QStringLiteral("v.sgf"));
        window.gameTreeDock()->raise();
        QTRY_VERIFY(window.gameTree()->isVisible());
        GameTreeView* view = window.gameTree();
        const record::Node* pass = nodeAt(*window.document(), {0, 0, 2});
        QCOMPARE(view->cellOf(pass)->row, 4); // the third variation
        QString offered;
        QTimer::singleShot(0, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (QAction* a : menu->actions()) {
                offered += a->text().remove(QLatin1Char('&')) + QLatin1Char('|');
                if (a->text() == QStringLiteral("Make &Main Line"))
                    a->trigger();
            }
            menu->close();
        });
        const QPoint at = view->pixelOf(pass);
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, view->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view->viewport(), &event);
        QVERIFY2(offered.contains(QStringLiteral("Delete Variation")), qPrintable(offered));
        QCOMPARE(window.document()->current(), pass);
        QVERIFY(window.document()->isOnMainLine());
        QCOMPARE(view->cellOf(pass)->row, 0); // now drawn in the top row
    }
};

QTEST_MAIN(TestGameTree)
#include "test_gametree.moc"
