// The study layers: each draws where it must (pixels of the rendered board),
// nothing where it must not, only when switched on, and as crisply at
// device-pixel ratio 2; the Layers dock switches them and shows legends.
#include "layersdock.h"
#include "pixel_helpers.h"
#include "layerset.h"

#include "analysis/analysis.h"
#include "core/coords.h"
#include "core/diagram.h"
#include "core/position.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QMenu>
#include <QTest>

#include <memory>

using namespace irodori;
using namespace irodori::ui;
using namespace irodori::uitest;

namespace {

constexpr int kSide = 360;

// A board from a diagram with its analysis and every layer, off.
struct Scene {
    Position position;
    AnalysisPtr analysis;
    BoardSnapshot snapshot;
    std::unique_ptr<LayerSet> layers = std::make_unique<LayerSet>();
    BoardPainter painter;

    // adjust may overrule the evaluation (a group's status, its safety): the
    // layers are tested on what they are told, not on the engine's judgement.
    explicit Scene(const char* diagram, Color toMove = Black,
                   const std::function<void(analysis::Analysis&)>& adjust = {})
        : position(*parseDiagram(diagram), toMove)
    {
        analysis::Analysis a = analysis::evaluate(position);
        if (adjust)
            adjust(a);
        analysis = std::make_shared<const analysis::Analysis>(std::move(a));
        snapshot = BoardSnapshot::fromPosition(position);
        layers->setAnalysis(analysis);
        layers->setPosition(position);
        layers->install(painter);
    }

    QImage render(const QStringList& ids, qreal dpr = 1.0)
    {
        const QStringList unknown = layers->enableOnly(ids);
        Q_ASSERT(unknown.isEmpty());
        QImage image = painter.render(snapshot, QSize(kSide, kSide), dpr);
        if (const QByteArray dir = qgetenv("IRODORI_LAYER_DUMP"); !dir.isEmpty())
            image.save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + QString::fromLatin1(QTest::currentTestFunction()) +
                       QLatin1Char('-') + ids.join(QLatin1Char('+')) + QStringLiteral(".png"));
        return image;
    }
    BoardGeometry geometry() const { return painter.geometry(QRectF(0, 0, kSide, kSide), snapshot.size); }
    QPointF center(const char* vertex) const
    {
        const Point p = *parseGtp(position.board(), vertex);
        return geometry().center(position.board().column(p), position.board().row(p));
    }
    QPointF between(const char* a, const char* b) const { return (center(a) + center(b)) / 2; }
};

// Pixels of a square of half-size h around c (logical units) for which pred holds.
template <class Pred>
int count(const QImage& image, const QPointF& c, qreal h, Pred pred)
{
    const qreal dpr = image.devicePixelRatio();
    int n = 0;
    for (int y = int((c.y() - h) * dpr); y <= int((c.y() + h) * dpr); ++y)
        for (int x = int((c.x() - h) * dpr); x <= int((c.x() + h) * dpr); ++x)
            if (x >= 0 && y >= 0 && x < image.width() && y < image.height() && pred(image.pixel(x, y)))
                ++n;
    return n;
}

int differing(const QImage& a, const QImage& b, const QPointF& c, qreal h)
{
    const qreal dpr = a.devicePixelRatio();
    int n = 0;
    for (int y = int((c.y() - h) * dpr); y <= int((c.y() + h) * dpr); ++y)
        for (int x = int((c.x() - h) * dpr); x <= int((c.x() + h) * dpr); ++x)
            if (a.pixel(x, y) != b.pixel(x, y))
                ++n;
    return n;
}

bool bluish(QRgb c) { return qBlue(c) > qRed(c) + 60 && qBlue(c) > qGreen(c) + 20; }
bool yellowish(QRgb c) { return qRed(c) > 200 && qGreen(c) > 160 && qBlue(c) < 90; }
bool reddish(QRgb c) { return qRed(c) > 170 && qGreen(c) < 90 && qBlue(c) < 90; }
bool greenish(QRgb c) { return qGreen(c) > qRed(c) + 50 && qGreen(c) > qBlue(c) + 30; }

// Seed 002's three colours on one board: the E5-D4 kosumi is broken by a
// crosscut (red), D4-C2 is a cuttable keima (yellow), C2-E2 a connected
// one-space jump on the second line (blue).
const char* kLinks = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . O . . . . .
. . . O X . . . .
. . . X O O . . .
. . . . . . . . .
. . X . X . . . .
. . . . . . . . .
)";

// Three white stones inside a black box. The tests declare them dead
// (deadInside) where the drawing of dead stones is checked.
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

// The straight four in the corner: two eyes.
void deadInside(analysis::Analysis& a)
{
    for (analysis::Group& g : a.groups) {
        g.status = g.color == White ? analysis::GroupStatus::Dead : analysis::GroupStatus::Alive;
        g.safety = g.color == White ? 0 : 100;
    }
    // Inside the box (C7 to G4): Black's sure territory.
    const int stride = a.stride;
    for (int y = 2; y <= 5; ++y)
        for (int x = 2; x <= 6; ++x) {
            a.owner[static_cast<std::size_t>((y + 1) * stride + x + 1)] = Black;
            a.territoryKind[static_cast<std::size_t>((y + 1) * stride + x + 1)] = analysis::TerritoryKind::Sure;
        }
}

const char* kEyes = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O O . . .
X X X X X O . . .
. . . . X O . . .
)";

// A white stone in atari in the open: captured at E4 if Black plays
// first, saved at E4 if White does.
const char* kAtari = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . X . . . .
. . . X O X . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
)";

class TestAnalysisLayers : public QObject {
    Q_OBJECT

private slots:
    void layersAreOffUntilSwitchedOn()
    {
        Scene s(kBox);
        BoardPainter bare;
        const QImage plain = bare.render(s.snapshot, QSize(kSide, kSide));
        QCOMPARE(s.render({}), plain);
        QCOMPARE(s.layers->enabledIds(), QStringList());
        QCOMPARE(s.layers->enableOnly({QStringLiteral("territory"), QStringLiteral("nonsense")}),
                 QStringList{QStringLiteral("nonsense")});
        QCOMPARE(s.layers->enabledIds(), QStringList()); // nothing changed
        QCOMPARE(s.layers->enableOnly({QStringLiteral("territory"), QStringLiteral(" safety")}), QStringList());
        QCOMPARE(s.layers->enabledIds(), (QStringList{QStringLiteral("territory"), QStringLiteral("safety")}));
        QCOMPARE(s.layers->ids().size(), 9);
    }

    void stringNumbersOnTheirStones()
    {
        Scene s(kLinks);
        const QImage off = s.render({});
        const QImage on = s.render({QStringLiteral("strings")});
        // The number is drawn light on the black stone at D4 and dark on
        // the white stone at D5; empty points are untouched.
        const qreal h = s.geometry().stoneRadius() * 0.5;
        QVERIFY(count(on, s.center("D4"), h, [](QRgb c) { return luminance(c) > 160; }) > 6);
        QCOMPARE(count(off, s.center("D4"), h, [](QRgb c) { return luminance(c) > 160; }), 0);
        QVERIFY(count(on, s.center("D5"), h, [](QRgb c) { return luminance(c) < 90; }) > 6);
        QCOMPARE(differing(off, on, s.center("G2"), h), 0);
        // The same numbers the analysis gives: reading order, D6 (top) first.
        const analysis::Analysis& a = *s.analysis;
        QCOMPARE(a.strings.front().number, 1);
        QCOMPARE(a.stringAt[*parseGtp(s.position.board(), "D6")], 0);
    }

    void linksColouredByState()
    {
        Scene s(kLinks);
        const QImage on = s.render({QStringLiteral("links")});
        const QImage off = s.render({});
        const qreal h = s.geometry().cell() * 0.12;
        // Connected one-space jump C2-E2: blue at D2.
        QVERIFY(count(on, s.center("D2"), h, bluish) > 4);
        QCOMPARE(count(off, s.center("D2"), h, bluish), 0);
        // Cuttable keima D4-C2: yellow half way.
        QVERIFY(count(on, s.between("D4", "C2"), h, yellowish) > 4);
        // Broken kosumi E5-D4: red, thinner (White's cuttable kosumi crosses it half way).
        const QPointF nearD4 = s.center("D4") + (s.center("E5") - s.center("D4")) * 0.32;
        QVERIFY(count(on, nearD4, h, reddish) > 2);
        // No link reaches G8.
        QCOMPARE(differing(off, on, s.center("G8"), h), 0);
        QCOMPARE(LinksLayer::styleOf(analysis::LinkKind::Keima), Qt::DashLine);
        QCOMPARE(LinksLayer::styleOf(analysis::LinkKind::Niken), Qt::DotLine);
        QCOMPARE(LinksLayer::styleOf(analysis::LinkKind::Kosumi), Qt::SolidLine);
    }

    void territoryShadesSureAndNothingOutside()
    {
        Scene s(kBox, Black, deadInside);
        const QImage off = s.render({});
        const QImage on = s.render({QStringLiteral("territory")});
        // Inside the box (sure black territory): darker than the bare wood.
        const QPointF inside = s.center("F5");
        QVERIFY(luminance(pixelAt(on, inside + QPointF(4, 4))) + 40 < luminance(pixelAt(off, inside + QPointF(4, 4))));
        // The small square of sure territory at the point itself.
        QVERIFY(luminance(pixelAt(on, inside)) < 60);
    }

    void potentialFavoursTheNearColour()
    {
        Scene s(kAtari);
        s.layers->potential().setModel(PotentialLayer::Model::Aya);
        const QImage aya = s.render({QStringLiteral("potential")});
        const QImage off = s.render({});
        // Near the three black stones, Black dominates: bluer than the wood.
        const QPointF p = s.center("C6") + QPointF(5, 5);
        QVERIFY(qBlue(pixelAt(aya, p)) > qBlue(pixelAt(off, p)) + 25);
        QVERIFY(s.layers->potential().dominance(*parseGtp(s.position.board(), "C6")) > 0);
        s.layers->potential().setModel(PotentialLayer::Model::Charge);
        const QImage charge = s.render({QStringLiteral("potential")});
        QVERIFY(charge != aya);
        QVERIFY(s.layers->potential().dominance(*parseGtp(s.position.board(), "C6")) > 0);
    }

    void safetyBadgesRedForDeadGreenForAlive()
    {
        Scene s(kBox, Black, deadInside);
        const QImage on = s.render({QStringLiteral("safety")});
        const analysis::Analysis& a = *s.analysis;
        int checked = 0;
        for (std::size_t g = 0; g < a.groups.size(); ++g) {
            const Point at = s.layers->safety().badgeStone(static_cast<int>(g));
            QVERIFY(at != kNoPoint);
            const QPointF c = s.geometry().center(s.position.board().column(at), s.position.board().row(at));
            // The badge's fill, above its text.
            const QRgb fill = pixelAt(on, c + QPointF(0, -s.geometry().cell() * 0.19));
            if (a.groups[g].safety == 0)
                QVERIFY2(reddish(fill), qPrintable(QColor(fill).name()));
            else if (a.groups[g].safety == 100)
                QVERIFY2(greenish(fill), qPrintable(QColor(fill).name()));
            ++checked;
        }
        QVERIFY(checked >= 2);
        // The tint colours every stone of a group, not only the badge's.
        s.layers->safety().setTint(true);
        const QImage tinted = s.render({QStringLiteral("safety")});
        QVERIFY(greenish(pixelAt(tinted, s.center("B8") + QPointF(2, 2))) || qGreen(pixelAt(tinted, s.center("B8"))) > 60);
        QVERIFY(reddish(pixelAt(tinted, s.center("E6") + QPointF(3, 3))) || qRed(pixelAt(tinted, s.center("E6"))) > qBlue(pixelAt(tinted, s.center("E6"))) + 40);
    }

    void eyesMarked()
    {
        Scene s(kEyes);
        const QImage on = s.render({QStringLiteral("eyes")});
        const QImage off = s.render({});
        const qreal h = s.geometry().cell() * 0.3;
        // The eye space A1-D1 gets a green ring with its value (2 eyes).
        QVERIFY(count(on, s.center("A1"), h, greenish) > 8);
        QCOMPARE(count(off, s.center("A1"), h, greenish), 0);
        QCOMPARE(EyesLayer::eyeText(4), QStringLiteral("2"));
        QCOMPARE(EyesLayer::eyeText(3), QStringLiteral("1½"));
        QCOMPARE(EyesLayer::eyeText(1), QStringLiteral("½"));
        // Open space is no eye: nothing at J9.
        QCOMPARE(differing(on, off, s.center("J9"), h), 0);
    }

    void deadStonesDimmedUnsettledMarked()
    {
        Scene box(kBox, Black, deadInside);
        const QImage off = box.render({});
        const QImage on = box.render({QStringLiteral("status")});
        // The dead white stone at D6 is veiled with wood and crossed in red.
        const QPointF d6 = box.center("D6");
        QVERIFY(count(on, d6, box.geometry().stoneRadius() * 0.6, reddish) > 4);
        // A living black stone is untouched.
        QCOMPARE(differing(off, on, box.center("B8"), box.geometry().stoneRadius() * 0.5), 0);

        // The group judgement is the engine's; here only the string's
        // capture search counts, so no group is called dead.
        Scene atari(kAtari, Black, [](analysis::Analysis& a) {
            for (analysis::Group& g : a.groups)
                g.status = analysis::GroupStatus::Unsettled;
            for (analysis::StringInfo& st : a.strings)
                st.removed = false;
        });
        const analysis::Analysis& a = *atari.analysis;
        const analysis::StringInfo& white = a.strings[a.stringAt[*parseGtp(atari.position.board(), "E5")]];
        QCOMPARE(white.status, analysis::TacticalStatus::Unsettled);
        const QImage marked = atari.render({QStringLiteral("status")});
        // The attack (×, red) and the defence (○, green) are both at E4.
        const qreal h = atari.geometry().cell() * 0.3;
        QVERIFY(count(marked, atari.center("E4"), h, reddish) > 4);
        QVERIFY(count(marked, atari.center("E4"), h, greenish) > 4);
    }

    // Where the group reading has read a group, its verdict decides which
    // stones the status layer calls dead, as GTP dragon_status does.
    void groupReadingDecidesDeadStones()
    {
        Scene readAlive(kBox, Black, [](analysis::Analysis& a) {
            deadInside(a);
            for (analysis::Group& g : a.groups)
                if (g.color == White)
                    g.reading.verdict = analysis::GroupReading::Verdict::Alive;
        });
        const QImage alive = readAlive.render({QStringLiteral("status")});
        const qreal h = readAlive.geometry().stoneRadius() * 0.6;
        QCOMPARE(count(alive, readAlive.center("D6"), h, reddish), 0);

        Scene readDead(kBox, Black, [](analysis::Analysis& a) {
            deadInside(a);
            for (analysis::Group& g : a.groups)
                if (g.color == White) {
                    g.status = analysis::GroupStatus::Unsettled;
                    g.reading.verdict = analysis::GroupReading::Verdict::Dead;
                }
        });
        const QImage dead = readDead.render({QStringLiteral("status")});
        QVERIFY(count(dead, readDead.center("D6"), h, reddish) > 4);
    }

    void moveNumbersFromTheHistory()
    {
        Position p(9);
        for (const char* m : {"E5", "C3", "D4"})
            p.play({p.toMove(), *parseGtp(p.board(), m)});
        const std::vector<int> n = MoveNumbersLayer::numbersOf(p);
        QCOMPARE(n[4 * 9 + 4], 1);
        QCOMPARE(n[6 * 9 + 2], 2);
        QCOMPARE(n[5 * 9 + 3], 3);
        QCOMPARE(std::count_if(n.begin(), n.end(), [](int v) { return v > 0; }), 3);
        // A captured stone loses its number; the stone played there later
        // gets its own: White's A1 (move 2) is captured by B1 (move 3),
        // Black fills A1 at move 5.
        Position cap(9);
        for (const char* m : {"A2", "A1", "B1", "pass", "A1"})
            cap.play({cap.toMove(), std::string(m) == "pass" ? kPass : *parseGtp(cap.board(), m)});
        QCOMPARE(cap.board().color(cap.board().at(0, 8)), Black);
        const std::vector<int> c = MoveNumbersLayer::numbersOf(cap);
        QCOMPARE(c[8 * 9 + 0], 5);
        QCOMPARE(c[8 * 9 + 1], 3);
        QCOMPARE(c[7 * 9 + 0], 1);
        MoveNumbersLayer layer;
        layer.setPosition(p);
        layer.setEnabled(true);
        BoardPainter painter;
        painter.addLayer(&layer);
        const BoardSnapshot snap = BoardSnapshot::fromPosition(p);
        const QImage on = painter.render(snap, QSize(kSide, kSide));
        const QImage off = BoardPainter().render(snap, QSize(kSide, kSide));
        const BoardGeometry g = painter.geometry(QRectF(0, 0, kSide, kSide), 9);
        QVERIFY(differing(on, off, g.center(4, 4), g.stoneRadius() * 0.5) > 6);
        QCOMPARE(differing(on, off, g.center(7, 7), g.stoneRadius() * 0.5), 0);
    }

    void candidatesAndVariationAsGhostStones()
    {
        Scene s(kAtari);
        s.layers->candidates().setCandidates({{{4, 5}, QStringLiteral("+2")}, {{1, 1}, QStringLiteral("+1")}});
        s.layers->candidates().setVariation(Black, {{6, 6}, {2, 2}});
        const QImage on = s.render({QStringLiteral("candidates")});
        const QImage off = s.render({});
        const BoardGeometry g = s.geometry();
        // Black's first ghost stone at G3 is dark; White's second at C7 light.
        const QRgb dark = pixelAt(on, g.center(6, 6) + QPointF(g.stoneRadius() * 0.6, 0));
        const QRgb light = pixelAt(on, g.center(2, 2) + QPointF(g.stoneRadius() * 0.6, 0));
        QVERIFY2(luminance(dark) < 130, qPrintable(QColor(dark).name()));
        QVERIFY2(luminance(light) > luminance(dark) + 60, qPrintable(QColor(light).name()));
        // Grey, not the yellow of the wood: a stone shows through.
        QVERIFY(std::abs(qRed(light) - qBlue(light)) < 50);
        // The best candidate is a blue disc.
        QVERIFY(count(on, g.center(4, 5), g.cell() * 0.3, bluish) > 10);
        QVERIFY(differing(on, off, g.center(1, 1), g.cell() * 0.3) > 10);
        s.layers->candidates().clearSearch();
        QCOMPARE(s.render({QStringLiteral("candidates")}), off);
    }

    // The layers never draw an analysis of another board, nor numbers on a
    // point whose stone has gone (the engine may still be on the old position).
    void staleAnalysisIsNotDrawn()
    {
        Scene s(kLinks);
        QStringList all = s.layers->ids();
        all.removeAll(QStringLiteral("moves"));
        all.removeAll(QStringLiteral("candidates"));
        // The analysis of kLinks shown with one stone more, with one stone
        // less, and on another board size: none of it is drawn.
        const BoardSnapshot original = s.snapshot;
        BoardSnapshot more = original;
        more.set(6, 1, Black);
        BoardSnapshot less = original;
        less.set(4, 4, Empty);
        for (const BoardSnapshot& other : {more, less, BoardSnapshot::empty(9), BoardSnapshot::empty(13)}) {
            s.snapshot = other;
            QCOMPARE(s.render(all), BoardPainter().render(other, QSize(kSide, kSide)));
            QVERIFY(!s.layers->strings().describes(other));
        }
        QVERIFY(s.layers->strings().describes(original));
        s.snapshot = original;
        QVERIFY(s.render(all) != BoardPainter().render(original, QSize(kSide, kSide)));
    }

    void crispAtDevicePixelRatioTwo()
    {
        Scene s(kLinks);
        const QImage one = s.render({QStringLiteral("links"), QStringLiteral("strings")}, 1.0);
        const QImage two = s.render({QStringLiteral("links"), QStringLiteral("strings")}, 2.0);
        QCOMPARE(two.size(), QSize(kSide * 2, kSide * 2));
        QCOMPARE(two.devicePixelRatio(), 2.0);
        const qreal h = s.geometry().cell() * 0.12;
        QVERIFY(count(two, s.center("D2"), h, bluish) > 4 * 3);
        QVERIFY(count(two, s.between("D4", "C2"), h, yellowish) > 4 * 3);
        QVERIFY(count(one, s.center("D2"), h, bluish) > 4);
        // Twice the pixels for the same marks (within antialiasing).
        const int n1 = count(one, s.center("D2"), h * 2, bluish);
        const int n2 = count(two, s.center("D2"), h * 2, bluish);
        QVERIFY2(n2 > n1 * 3 && n2 < n1 * 5, qPrintable(QStringLiteral("%1 vs %2").arg(n1).arg(n2)));
    }

    void dockSwitchesLayersAndShowsLegends()
    {
        LayerSet layers;
        LayersDock dock(layers);
        int changes = 0;
        connect(&dock, &LayersDock::layersChanged, this, [&] { ++changes; });
        QCOMPARE(dock.layerActions().size(), 9);
        QAction* links = dock.actionFor(QStringLiteral("links"));
        QVERIFY(links);
        QCOMPARE(links->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_2));
        QVERIFY(!layers.links().isEnabled());
        dock.checkBoxFor(QStringLiteral("links"))->setChecked(true);
        QVERIFY(layers.links().isEnabled());
        QVERIFY(links->isChecked());
        QVERIFY(!dock.legendFor(QStringLiteral("links"))->isHidden());
        QVERIFY(dock.legendFor(QStringLiteral("territory"))->isHidden());
        links->trigger(); // the View menu / shortcut path
        QVERIFY(!layers.links().isEnabled());
        QVERIFY(!dock.checkBoxFor(QStringLiteral("links"))->isChecked());
        QVERIFY(changes >= 2);

        dock.modelBox()->setCurrentIndex(1);
        QCOMPARE(layers.potential().model(), PotentialLayer::Model::Charge);
        QVERIFY(dock.chargeModelAction()->isChecked());
        dock.ayaModelAction()->trigger();
        QCOMPARE(layers.potential().model(), PotentialLayer::Model::Aya);
        QCOMPARE(dock.modelBox()->currentIndex(), 0);
        dock.tintAction()->trigger();
        QVERIFY(layers.safety().tint());

        layers.enableOnly({QStringLiteral("eyes"), QStringLiteral("status")});
        dock.syncFromLayers();
        QVERIFY(dock.checkBoxFor(QStringLiteral("eyes"))->isChecked());
        QVERIFY(!dock.checkBoxFor(QStringLiteral("links"))->isChecked());

        QMenu menu;
        dock.fillMenu(&menu);
        QVERIFY(menu.actions().contains(links));
        // Every layer explains itself.
        for (AnalysisLayer* l : layers.layers()) {
            QVERIFY(!l->title().isEmpty());
            QVERIFY2(!l->legend().empty(), qPrintable(l->id()));
        }
    }
};

} // namespace

QTEST_MAIN(TestAnalysisLayers)
#include "test_analysislayers.moc"
