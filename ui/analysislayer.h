// AnalysisLayer: the common ground of the study layers — one overlay of the
// board that shows one part of the evaluation (strings, links, territory,
// potential, safety, eyes, dead stones, move numbers, candidate moves), can
// be switched on and off on its own, and explains its marks in a legend.
//
// A layer draws only an analysis of the stones it is shown with: while the
// engine is still evaluating a new position, the previous analysis may be
// the only one at hand, and a number must never be drawn on a point where
// its stone no longer stands, nor an eye where a stone now stands.
#pragma once

#include "boardpainter.h"
#include "engineworker.h"

#include <QColor>
#include <QCoreApplication>
#include <QPointF>
#include <QString>

#include <functional>
#include <set>
#include <utility>
#include <vector>

class QPainter;

namespace irodori::ui {

// One line of a layer's legend: a small drawing and what it means.
struct LegendEntry {
    QString text;
    std::function<void(QPainter&, const QRectF&)> swatch;
};

class AnalysisLayer : public BoardLayer {
public:
    // Stable names, used by --layers and the settings.
    virtual QString id() const = 0;
    // The translated name shown in the Layers dock and the View menu.
    virtual QString title() const = 0;
    virtual std::vector<LegendEntry> legend() const = 0;

    bool isEnabled() const { return enabled_; }
    void setEnabled(bool on) { enabled_ = on; }

    const AnalysisPtr& analysis() const { return analysis_; }
    virtual void setAnalysis(AnalysisPtr analysis) { analysis_ = std::move(analysis); }

    void paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const final;
    // Whether the analysis is of the stones in snapshot. An analysis of
    // another position (the engine has not caught up yet) is not drawn.
    bool describes(const BoardSnapshot& snapshot) const;

protected:
    // Called only when the layer is enabled (and, for layers that need an
    // analysis, when it matches the board size).
    virtual void draw(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const = 0;
    // Layers fed by something else than the analysis (move numbers,
    // candidate moves) draw without one.
    virtual bool needsAnalysis() const { return true; }

    // The board point of an engine Point of the analysis.
    GridPoint gridOf(Point p) const;
    // Whether the snapshot holds a stone of colour c on engine point p.
    bool stoneAgrees(const BoardSnapshot& snapshot, Point p, Color c) const;

private:
    bool enabled_ = false;
    AnalysisPtr analysis_;
};

// The translation context of the layers' texts.
class Layers {
    Q_DECLARE_TR_FUNCTIONS(Layers)
};

namespace overlay {

// The colours the layers share, so the legend, the board and the Why? panel
// use one language of colour.
QColor connectedColor(); // blue: same group, cannot be cut
QColor cuttableColor();  // yellow: same group, a cut must be checked
QColor brokenColor();    // red: related, but separate
// Safety from 0 % (red) through yellow to 100 % (green).
QColor safetyColor(int percent);
QColor attackColor();
QColor defenceColor();

// Text centred on a stone, in the colour that reads on it, sized to fit.
void stoneText(QPainter& painter, const QPointF& centre, qreal radius, const QString& text, Color stone,
               qreal scale = 1.0);
// A translucent stone with its number: a move of a line of play not yet
// on the board (the expected continuation, a capture line).
void ghostStone(QPainter& painter, const QPointF& centre, qreal radius, Color color, int number);
// The moves of a line of play, in turn from first, as numbered ghost
// stones. A point that holds a stone, or that the line played before
// (after a capture), shows nothing more. Returns the points drawn.
std::set<std::pair<int, int>> ghostLine(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot,
                                        Color first, const std::vector<GridPoint>& moves);
// A line with a contrasting halo under it, so it reads on wood and on stones.
void haloLine(QPainter& painter, const QPointF& a, const QPointF& b, const QColor& color, qreal width,
              Qt::PenStyle style);
// A small diagonal cross (×) and ring (○) centred on c.
void cross(QPainter& painter, const QPointF& c, qreal half, const QColor& color, qreal width);
void ring(QPainter& painter, const QPointF& c, qreal radius, const QColor& color, qreal width);
// Swatches for legends.
LegendEntry swatchEntry(const QString& text, std::function<void(QPainter&, const QRectF&)> draw);
void stoneSwatch(QPainter& painter, const QRectF& r, Color c);

// Dead at the end of the evaluation: captured whoever moves first, unless
// its killers died (step 24), or in a dead group: one the group reading
// found dead, or, where it did not read the group, one the static
// judgement calls dead (as GTP dragon_status says).
bool stringDead(const analysis::Analysis& a, int string);

} // namespace overlay

} // namespace irodori::ui
