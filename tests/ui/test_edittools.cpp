// Setting up a position and marking it up in the main window (Edit →
// Position Tools), as a player setting up a life-and-death problem does:
// black and white setup stones placed and taken away with clicks, a stone
// the moves put there removed, stones that would have no liberty refused,
// the side to move switched, triangles, squares, circles, crosses and
// letters toggled; the record keeps setup apart from moves, saves and
// reloads what was set up, and the study layers and the review follow the
// edited position. The tools give way to a game against the engine.
#include "analysiscontroller.h"
#include "boardview.h"
#include "edittools.h"
#include "enginegame.h"
#include "gamedocument.h"
#include "gamereview.h"
#include "gametreeview.h"
#include "mainwindow.h"
#include "window_helpers.h"
#include "recordactions.h"
#include "reviewpanel.h"
#include "translations.h"
#include "whypanel.h"

#include "core/coords.h"
#include "record/replay.h"
#include "record/semantics.h"
#include "record/sgf_reader.h"
#include "record/sgf_writer.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

#include <memory>
#include <random>

using namespace irodori;
using namespace irodori::ui;

namespace {

using Tool = EditTools::Tool;

class TestEditTools : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    EditTools* tools() const { return window->editTools(); }
    GameDocument* doc() const { return window->document(); }
    BoardView* board() const { return window->boardView(); }
    const Board& b() const { return window->position().board(); }

    Point point(const char* vertex) const { return *parseGtp(b(), vertex); }
    Color colorAt(const char* vertex) const { return b().color(point(vertex)); }
    void click(const char* vertex)
    {
        const Point p = point(vertex);
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->pixelOf(b().column(p), b().row(p)));
    }
    QString status() const { return window->statusBar()->currentMessage(); }
    // A press at the first vertex, the mouse moved with the button held
    // through the others, and a release at the last.
    void drag(const std::vector<const char*>& vertices)
    {
        auto pixel = [&](const char* v) {
            const Point p = point(v);
            return QPointF(board()->pixelOf(b().column(p), b().row(p)));
        };
        QTest::mousePress(board(), Qt::LeftButton, {}, pixel(vertices.front()).toPoint());
        for (std::size_t i = 1; i < vertices.size(); ++i) {
            const QPointF at = pixel(vertices[i]);
            QMouseEvent move(QEvent::MouseMove, at, board()->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                             Qt::NoModifier);
            QCoreApplication::sendEvent(board(), &move);
        }
        QTest::mouseRelease(board(), Qt::LeftButton, {}, pixel(vertices.back()).toPoint());
    }
    std::string raw(const record::Node& node, const char* id) const
    {
        const record::Property* p = node.find(id);
        std::string out;
        if (p)
            for (const std::string& v : p->values)
                out += "[" + v + "]";
        return out;
    }

private slots:
    void initTestCase() { testing::useScratchSettings(dir, "test_edittools"); }

    void init()
    {
        window = testing::shownWindow();
        QVERIFY(window);
        window->newGame(9);
    }

    void cleanup() { window.reset(); }

    // The menu and the tool bar offer the same checkable tools, one at a time.
    void toolsInMenuAndToolBar()
    {
        QCOMPARE(tools()->tool(), Tool::Play);
        QVERIFY(tools()->action(Tool::Play)->isChecked());
        // The tool column appears once a tool is chosen.
        auto* column = window->findChild<QToolBar*>(QStringLiteral("editToolBar"));
        QVERIFY(column);
        QVERIFY(!column->isVisible());
        tools()->action(Tool::Triangle)->trigger();
        QVERIFY(column->isVisible());
        QCOMPARE(tools()->tool(), Tool::Triangle);
        QVERIFY(!tools()->action(Tool::Play)->isChecked());
        QVERIFY(status().contains(QStringLiteral("triangle")));
        // Esc goes back to playing moves.
        QCOMPARE(tools()->action(Tool::Play)->shortcut(), QKeySequence(Qt::Key_Escape));
        tools()->action(Tool::Play)->trigger();
        QCOMPARE(tools()->tool(), Tool::Play);
        int inMenus = 0;
        for (QAction* a : window->findChildren<QAction*>())
            inMenus += a == tools()->action(Tool::BlackStone) ? 1 : 0;
        QVERIFY(inMenus >= 1);
        QVERIFY(!tools()->action(Tool::BlackStone)->associatedObjects().isEmpty());
    }

    // On the empty board the root holds the setup: clicks add and take
    // away black stones, a white stone replaces a black one; nobody moved.
    void stonesOnTheRoot()
    {
        tools()->setTool(Tool::BlackStone);
        click("C3");
        click("G7");
        const record::Node& root = doc()->tree().root();
        QCOMPARE(doc()->current(), &root);
        QCOMPARE(colorAt("C3"), Black);
        QCOMPARE(colorAt("G7"), Black);
        QCOMPARE(raw(root, "AB"), std::string("[cg][gc]"));
        QCOMPARE(window->position().toMove(), Black);
        QCOMPARE(window->position().moveNumber(), 0);
        QVERIFY(doc()->isModified());
        QCOMPARE(status(), QStringLiteral("Black stone placed at G7."));
        // The same tool on its own stone takes it away.
        click("C3");
        QCOMPARE(colorAt("C3"), Empty);
        QCOMPARE(raw(root, "AB"), std::string("[gc]"));
        // The white tool on a black stone makes it white.
        tools()->setTool(Tool::WhiteStone);
        click("G7");
        QCOMPARE(colorAt("G7"), White);
        QVERIFY(!root.has("AB"));
        QCOMPARE(raw(root, "AW"), std::string("[gc]"));
        // A click that plays no move: the record has no node below the root.
        QCOMPARE(root.childCount(), 0);
    }

    // After a move the setup goes into a node of its own (SGF keeps moves
    // and setup apart); the stone the move placed can be taken away there.
    void setupAfterAMove()
    {
        QVERIFY(window->playVertices({QStringLiteral("D5"), QStringLiteral("F5")}).isEmpty());
        const record::Node* moveNode = doc()->current();
        tools()->setTool(Tool::WhiteStone);
        click("D4");
        const record::Node* setup = doc()->current();
        QVERIFY(setup != moveNode);
        QCOMPARE(setup->parent(), moveNode);
        QVERIFY(!setup->has("B") && !setup->has("W"));
        QCOMPARE(raw(*setup, "AW"), std::string("[df]"));
        QCOMPARE(colorAt("D5"), Black);
        QCOMPARE(colorAt("D4"), White);
        QCOMPARE(window->position().toMove(), Black); // the setup leaves the turn as it was
        // Further clicks change the same setup node.
        tools()->setTool(Tool::Erase);
        click("D5");
        QCOMPARE(doc()->current(), setup);
        QCOMPARE(colorAt("D5"), Empty);
        QCOMPARE(raw(*setup, "AE"), std::string("[de]"));
        // The eraser on an empty point changes nothing and says so.
        click("A1");
        QCOMPARE(status(), QStringLiteral("There is no stone at A1 to take away."));
        QCOMPARE(setup->childCount(), 0);
        // Back to playing: the click plays the side to move after the setup.
        tools()->action(Tool::Play)->trigger();
        click("E5");
        QCOMPARE(doc()->current()->parent(), setup);
        QCOMPARE(colorAt("E5"), Black);
        // Going back to the move node, the setup node is the line that follows.
        QVERIFY(doc()->back(2));
        QCOMPARE(doc()->current(), moveNode);
        QCOMPARE(colorAt("D4"), Empty);
        QVERIFY(doc()->forward());
        QCOMPARE(doc()->current(), setup);
    }

    // A setup position keeps a liberty for every string: a stone that would
    // take the last one (of its own string or a neighbour) is refused.
    void stonesWithoutLibertyRefused()
    {
        tools()->setTool(Tool::BlackStone);
        click("A2");
        click("B1");
        tools()->setTool(Tool::WhiteStone);
        click("A1");
        QCOMPARE(colorAt("A1"), Empty);
        QVERIFY(status().contains(QStringLiteral("without a liberty")));
        QVERIFY(!doc()->tree().root().has("AW"));
        // A white stone in atari, then black fills its last liberty: refused too.
        click("J9");
        tools()->setTool(Tool::BlackStone);
        click("H9");
        click("J8");
        QCOMPARE(colorAt("J8"), Empty);
        QCOMPARE(colorAt("J9"), White);
        QVERIFY(status().contains(QStringLiteral("without a liberty")));
    }

    // The side to move: PL on the root, taken away again when it says what
    // the record says anyway; after a move, a setup node of its own.
    void sideToMove()
    {
        QAction* side = tools()->sideToMoveAction();
        side->trigger();
        QCOMPARE(window->position().toMove(), White);
        QCOMPARE(raw(doc()->tree().root(), "PL"), std::string("[W]"));
        QCOMPARE(status(), QStringLiteral("White plays next."));
        side->trigger();
        QCOMPARE(window->position().toMove(), Black);
        QVERIFY(!doc()->tree().root().has("PL"));
        QVERIFY(window->playVertices({QStringLiteral("C3")}).isEmpty());
        const record::Node* moveNode = doc()->current();
        side->trigger();
        QCOMPARE(window->position().toMove(), Black);
        QCOMPARE(doc()->current()->parent(), moveNode);
        QCOMPARE(raw(*doc()->current(), "PL"), std::string("[B]"));
        QCOMPARE(colorAt("C3"), Black);
    }

    // Marks go on the current node, moves included; a click toggles the
    // mark, another kind replaces it, letters count up from the first free one.
    void marks()
    {
        QVERIFY(window->playVertices({QStringLiteral("E5")}).isEmpty());
        const record::Node* node = doc()->current();
        const int moves = window->position().moveNumber();
        tools()->setTool(Tool::Triangle);
        click("E5"); // on the stone: a mark, not a question to the Why? panel
        QCOMPARE(raw(*node, "TR"), std::string("[ee]"));
        QCOMPARE(doc()->current(), node);
        QCOMPARE(window->position().moveNumber(), moves);
        click("E5");
        QVERIFY(!node->has("TR"));
        tools()->setTool(Tool::Square);
        click("C3");
        tools()->setTool(Tool::Circle);
        click("C3");
        QVERIFY(!node->has("SQ"));
        QCOMPARE(raw(*node, "CR"), std::string("[cg]"));
        tools()->setTool(Tool::Cross);
        click("G7");
        QCOMPARE(raw(*node, "MA"), std::string("[gc]"));
        tools()->setTool(Tool::Label);
        click("A1");
        click("B1");
        QCOMPARE(raw(*node, "LB"), std::string("[ai:A][bi:B]"));
        click("A1"); // the label A goes; the next one takes the free letter
        click("J9");
        QCOMPARE(raw(*node, "LB"), std::string("[bi:B][ia:A]"));
        // The board draws them: the markup layer holds one item per mark.
        int labels = 0, circles = 0, crosses = 0;
        for (const auto& item : window->markupLayer().items()) {
            labels += item.kind == RecordMarkupLayer::Item::Kind::Label ? 1 : 0;
            circles += item.kind == RecordMarkupLayer::Item::Kind::Circle ? 1 : 0;
            crosses += item.kind == RecordMarkupLayer::Item::Kind::Cross ? 1 : 0;
        }
        QCOMPARE(labels, 2);
        QCOMPARE(circles, 1);
        QCOMPARE(crosses, 1);
        QVERIFY(doc()->isModified());
    }

    // What was set up and marked is written as SGF and read back the same.
    void savedAndReadBack()
    {
        tools()->setTool(Tool::BlackStone);
        click("C3");
        click("D3");
        tools()->setTool(Tool::WhiteStone);
        click("C4");
        tools()->sideToMoveAction()->trigger();
        tools()->setTool(Tool::Triangle);
        click("C4");
        const std::string sgf = record::writeSgf(doc()->games());
        const record::LoadResult back = record::readSgf(sgf);
        QVERIFY(back.ok());
        const record::Node& root = back.games.at(0).root();
        QCOMPARE(record::setupStones(root, 9).size(), std::size_t(3));
        QCOMPARE(record::playerToMove(root).value(), White);
        QCOMPARE(record::marks(root, 9).size(), std::size_t(1));
        QVERIFY(sgf.find("AB[cg][dg]") != std::string::npos || sgf.find("AB[cg:dg]") != std::string::npos);
    }

    // The study board follows an edit of a position it had analysed: the
    // analysis on the board and the review's line hold the new stone.
    void analysisFollowsTheEdit()
    {
        AnalysisController* study = window->analysisController();
        window->analysisController()->reviewDock()->show();
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("C3")}).isEmpty());
        QVERIFY(doc()->toStart());
        QVERIFY(study->waitUntilShown(30000, true));
        QCOMPARE(study->lineIndex(), 0);
        tools()->setTool(Tool::WhiteStone);
        click("G7");
        QCOMPARE(doc()->current(), &doc()->tree().root());
        QVERIFY(study->waitUntilShown(30000, true));
        QVERIFY(study->isCurrent());
        const Point g7 = point("G7");
        QVERIFY(study->analysis());
        QVERIFY(study->analysis()->stringAt[static_cast<std::size_t>(g7)] >= 0);
        const GameReview& review = study->reviewPanel()->review();
        QCOMPARE(study->lineIndex(), 0);
        QCOMPARE(review.position(0).board().color(g7), White);
        QCOMPARE(review.position(2).board().color(g7), White);
        QVERIFY(review.analysis(2));
        QVERIFY(review.analysis(2)->stringAt[static_cast<std::size_t>(g7)] >= 0);
    }

    // A game against the engine owns the position: the tools are disabled
    // for as long as it lasts, and come back when it ends.
    void toolsGiveWayToAGame()
    {
        tools()->setTool(Tool::BlackStone);
        EngineGameSettings s;
        s.human = Black;
        s.size = 9;
        s.level = 1;
        window->engineGame()->start(s);
        QVERIFY(window->engineGame()->isActive());
        QCOMPARE(tools()->tool(), Tool::Play);
        QVERIFY(!tools()->editingAllowed());
        QVERIFY(!tools()->action(Tool::BlackStone)->isEnabled());
        QVERIFY(!tools()->sideToMoveAction()->isEnabled());
        tools()->setTool(Tool::WhiteStone);
        QCOMPARE(tools()->tool(), Tool::Play);
        window->engineGame()->end();
        QVERIFY(tools()->editingAllowed());
        QVERIFY(tools()->action(Tool::BlackStone)->isEnabled());
    }

    // Edit → Undo takes an edit back, Redo does it again; the Delete key
    // pressed by mistake loses nothing. Both give way to a game in progress.
    void undoAndRedoInTheWindow()
    {
        QAction* undo = window->recordActions()->undoEditAction();
        QAction* redo = window->recordActions()->redoEditAction();
        QVERIFY(!undo->isEnabled());
        tools()->setTool(Tool::BlackStone);
        click("C3");
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), QStringLiteral("&Undo Set Up Stones"));
        undo->trigger();
        QCOMPARE(colorAt("C3"), Empty);
        QVERIFY(redo->isEnabled());
        QCOMPARE(redo->text(), QStringLiteral("&Redo Set Up Stones"));
        redo->trigger();
        QCOMPARE(colorAt("C3"), Black);

        tools()->action(Tool::Play)->trigger();
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("D4"), QStringLiteral("F4")}).isEmpty());
        QVERIFY(doc()->back(2)); // at E5
        board()->setFocus();
        QTest::keyClick(board(), Qt::Key_Delete);
        QCOMPARE(window->position().moveNumber(), 0);
        QCOMPARE(doc()->tree().root().childCount(), 0);
        QCOMPARE(undo->text(), QStringLiteral("&Undo Delete Move"));
        QCOMPARE(undo->shortcut(), QKeySequence(QStringLiteral("Ctrl+Alt+Z")));
        QTest::keyClick(board(), Qt::Key_Z, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(window->position().moveNumber(), 1);
        QCOMPARE(colorAt("E5"), Black);
        QVERIFY(doc()->toEnd());
        QCOMPARE(window->position().moveNumber(), 3);

        EngineGameSettings s;
        s.human = Black;
        s.size = 9;
        s.level = 1;
        window->engineGame()->start(s);
        QVERIFY(window->playAt(4, 4));
        QVERIFY(!undo->isEnabled());
        window->engineGame()->end();
        QVERIFY(undo->isEnabled());
    }

    // Random edits, undos, redos and steps through the record, with the study
    // board reading along: after each, the position shown is the record's
    // position at the current node, the game tree holds that node, and at
    // the end the analysis is of the position shown.
    void randomEditsKeepEverythingInStep()
    {
        window->analysisController()->reviewDock()->show();
        std::mt19937 rng(20261124);
        auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
        for (int step = 0; step < 400; ++step) {
            const Position& pos = window->position();
            const Point p = pos.board().at(pick(9), pick(9));
            switch (pick(12)) {
            case 0:
            case 1:
            case 2:
                if (pos.isLegal({pos.toMove(), p}))
                    doc()->play({pos.toMove(), p});
                break;
            case 3:
                doc()->back(1 + pick(3));
                break;
            case 4:
                doc()->forward(1 + pick(3));
                break;
            case 5:
                if (pick(2) == 0)
                    doc()->deleteCurrentNode();
                else
                    doc()->deleteCurrentVariation();
                break;
            case 6: {
                const Color c = pick(3) == 0 ? Empty : pick(2) == 0 ? Black : White;
                tools()->setTool(c == Black ? Tool::BlackStone : c == White ? Tool::WhiteStone : Tool::Erase);
                tools()->apply(pos.board().column(p), pos.board().row(p));
                break;
            }
            case 7:
                doc()->toggleMark(pick(2) == 0 ? record::MarkKind::Label : record::MarkKind::Triangle, p);
                break;
            case 8:
                doc()->setSideToMove(opponent(pos.toMove()));
                break;
            case 9:
            case 10:
                doc()->undo();
                break;
            case 11:
                if (pick(2) == 0)
                    doc()->redo();
                else
                    doc()->setComment(QString::number(step));
                break;
            }
            if (step % 7 == 0)
                QCoreApplication::processEvents();
            const Position replayed = record::positionAt(doc()->tree(), doc()->current());
            QCOMPARE(window->position().hash(), replayed.hash());
            QVERIFY(window->gameTree()->cellOf(doc()->current()));
        }
        AnalysisController* study = window->analysisController();
        QVERIFY(study->waitUntilShown(60000, true));
        QVERIFY(study->isCurrent());
        const Board& b = window->position().board();
        for (int y = 0; y < 9; ++y)
            for (int x = 0; x < 9; ++x) {
                const Point q = b.at(x, y);
                QCOMPARE(study->analysis()->stringAt[static_cast<std::size_t>(q)] >= 0, isStone(b.color(q)));
            }
    }

    // Dragging with a stone tool places a stone on every point passed over,
    // the points skipped by a quick mouse included, as one undo step; begun
    // on a stone of the tool's colour it takes such stones away; Remove
    // Stones takes any; stones without a liberty are refused on the way.
    void dragPlacesMany()
    {
        // The English translation gives the counts their plural forms.
        QCOMPARE(installTranslations(QLocale(QLocale::English)), QStringLiteral("en"));
        tools()->setTool(Tool::BlackStone);
        drag({"C3", "D3", "G3"}); // D3 to G3 in one move: E3 and F3 too
        for (const char* v : {"C3", "D3", "E3", "F3", "G3"})
            QCOMPARE(colorAt(v), Black);
        QCOMPARE(status(), QStringLiteral("5 black stones placed."));
        QCOMPARE(doc()->tree().root().childCount(), 0); // setup on the root
        QAction* undo = window->recordActions()->undoEditAction();
        undo->trigger();
        for (const char* v : {"C3", "D3", "E3", "F3", "G3"})
            QCOMPARE(colorAt(v), Empty);
        QVERIFY(!doc()->canUndo()); // the drag was one step
        window->recordActions()->redoEditAction()->trigger();
        QCOMPARE(colorAt("E3"), Black);

        // Pressed and released on one point without a move: a click.
        drag({"J9"});
        QCOMPARE(colorAt("J9"), Black);
        drag({"J9"});
        QCOMPARE(colorAt("J9"), Empty);

        // Begun on a black stone: the black stones go, white ones stay.
        tools()->setTool(Tool::WhiteStone);
        click("E4");
        tools()->setTool(Tool::BlackStone);
        drag({"D3", "D4", "E4", "F4", "F3"});
        QCOMPARE(colorAt("D3"), Empty);
        QCOMPARE(colorAt("F3"), Empty);
        QCOMPARE(colorAt("E4"), White);
        QCOMPARE(colorAt("C3"), Black);
        QCOMPARE(colorAt("E3"), Black);
        QCOMPARE(status(), QStringLiteral("2 stones taken away."));

        // White across a point that would leave E3's black stone without
        // a liberty: that point stays empty.
        tools()->setTool(Tool::WhiteStone);
        drag({"F3", "E2", "D3"}); // diagonal steps, round E3
        QCOMPARE(colorAt("F3"), White);
        QCOMPARE(colorAt("E2"), White);
        QCOMPARE(colorAt("E3"), Black);
        // D3 would take E3's last liberty (E2, F3 and E4 are white).
        QCOMPARE(colorAt("D3"), Empty);
        QCOMPARE(status(), QStringLiteral("2 white stones placed. 1 point left empty: a stone there would "
                                          "leave stones without a liberty."));
        // Across a stone of the other colour the drag replaces it, as a click.
        drag({"B4", "C4", "D4"});
        QCOMPARE(colorAt("C4"), White);
        drag({"B2", "C2"});
        QCOMPARE(colorAt("C3"), Black);

        // Remove Stones: any colour along the way.
        tools()->setTool(Tool::Erase);
        drag({"C3", "G3"});
        for (const char* v : {"C3", "D3", "E3", "F3", "G3"})
            QCOMPARE(colorAt(v), Empty);
        QCOMPARE(colorAt("E4"), White);
        QCOMPARE(status(), QStringLiteral("4 stones taken away.")); // C3, E3, F3 (white), G3

        // After a move the drag's stones go into one new setup node.
        tools()->setTool(Tool::Play);
        click("A9");
        const int moves = window->position().moveNumber();
        tools()->setTool(Tool::BlackStone);
        drag({"A7", "B7", "C7"});
        QCOMPARE(window->position().moveNumber(), moves);
        const record::Node* setup = doc()->current();
        QCOMPARE(raw(*setup, "AB"), std::string("[ac][bc][cc]"));
        QVERIFY(setup->parent() && setup->parent()->has("B"));
        QCOMPARE(setup->parent()->childCount(), 1);
        undo->trigger();
        QCOMPARE(colorAt("B7"), Empty);
        QVERIFY(doc()->current()->has("B"));
        QCOMPARE(doc()->current()->childCount(), 0);
    }

    // Edit → Transform Board turns the whole record in the window: the
    // position shown follows, one undo step takes it back; Swap Colours
    // exchanges the players; off during a game against the engine.
    void transformBoard()
    {
        QVERIFY(window->playVertices({QStringLiteral("C7"), QStringLiteral("G3")}).isEmpty());
        RecordActions* actions = window->recordActions();
        QVERIFY(actions->transformMenu()->isEnabled());
        actions->transformAction(static_cast<int>(record::BoardTransform::RotateClockwise))->trigger();
        // C7 (column 2, row 2 from the top) goes to G7; G3 to C3.
        QCOMPARE(colorAt("G7"), Black);
        QCOMPARE(colorAt("C3"), White);
        QCOMPARE(colorAt("C7"), Empty);
        QCOMPARE(window->position().moveNumber(), 2);
        QCOMPARE(window->boardView()->snapshot().at(6, 2), Black); // what the board draws
        QAction* undo = actions->undoEditAction();
        QCOMPARE(undo->text(), QStringLiteral("&Undo Transform Board"));
        undo->trigger();
        QCOMPARE(colorAt("C7"), Black);
        QCOMPARE(colorAt("G7"), Empty);

        doc()->setGameInfo("PB", QStringLiteral("Kuro"));
        actions->transformAction(static_cast<int>(record::BoardTransform::SwapColors))->trigger();
        QCOMPARE(colorAt("C7"), White);
        QCOMPARE(colorAt("G3"), Black);
        QCOMPARE(doc()->gameInfo("PW"), QStringLiteral("Kuro"));
        QCOMPARE(window->position().toMove(), White);

        EngineGameSettings s;
        s.human = Black;
        s.size = 9;
        s.level = 1;
        window->engineGame()->start(s);
        QVERIFY(!actions->transformMenu()->isEnabled());
        QVERIFY(!actions->transformAction(0)->isEnabled());
        window->engineGame()->end();
        QVERIFY(actions->transformAction(0)->isEnabled());
    }

    // Arrows and lines take two clicks; the same two clicks take them away.
    void arrowsAndLines()
    {
        QVERIFY(window->playVertices({QStringLiteral("E5")}).isEmpty());
        const record::Node* node = doc()->current();
        tools()->setTool(Tool::Arrow);
        click("C3");
        QCOMPARE(status(), QStringLiteral("Arrow from C3: click the point it shows."));
        QVERIFY(!node->has("AR"));
        click("E5");
        QCOMPARE(raw(*node, "AR"), std::string("[cg:ee]"));
        QCOMPARE(doc()->current(), node);
        click("C3");
        click("E5");
        QVERIFY(!node->has("AR"));
        tools()->setTool(Tool::Line);
        click("A1");
        click("J9");
        QCOMPARE(raw(*node, "LN"), std::string("[ai:ia]"));
        click("J9"); // the other way round: the same line
        click("A1");
        QVERIFY(!node->has("LN"));
        click("D4");
        click("D4");
        QVERIFY(!node->has("LN"));
        QCOMPARE(status(), QStringLiteral("The same point twice: nothing drawn."));
        // The board draws what the record holds.
        click("A1");
        click("J9");
        int lines = 0;
        for (const auto& item : window->markupLayer().items())
            lines += item.kind == RecordMarkupLayer::Item::Kind::Line ? 1 : 0;
        QCOMPARE(lines, 1);
        QCOMPARE(doc()->undoText(), QStringLiteral("Mark"));
    }
};

} // namespace

QTEST_MAIN(TestEditTools)
#include "test_edittools.moc"
