// BoardPainter: draws a board snapshot onto any QPainter (widget, PNG, SVG,
// PDF, printer) at any size and device-pixel ratio.
#pragma once

#include "boardgeometry.h"
#include "boardsnapshot.h"

#include <QColor>
#include <QImage>
#include <QString>

#include <vector>

class QPainter;

namespace irodori::ui {

// An overlay drawn on top of the board by BoardPainter: string numbers,
// territory, links and the other study layers plug in here. A layer draws
// from the snapshot and its own data only; it never changes the board.
class BoardLayer {
public:
    // When the layer is drawn: on the bare wood and lines (territory shading,
    // heat maps) or over the stones (numbers, badges, marks).
    enum class Stage { BelowStones, AboveStones };

    virtual ~BoardLayer() = default;
    virtual Stage stage() const = 0;
    virtual void paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const = 0;
};

class BoardPainter {
public:
    struct Options {
        bool coordinates = true;    // labels on all four sides
        bool lastMoveMarker = true; // ring on the stone played last
        bool koMarker = true;       // square on the ko point (劫)
        // Plain white paper instead of the wood, and no stone shadows: what a
        // printed diagram looks like, and far less ink.
        bool paper = false;
    };

    BoardPainter() = default;
    explicit BoardPainter(const Options& options) : options_(options) {}

    const Options& options() const { return options_; }
    void setOptions(const Options& options) { options_ = options; }

    // Layers are drawn in the order added, within their stage. The painter
    // does not own them; they must outlive every paint() call.
    void addLayer(const BoardLayer* layer);
    void clearLayers() { layers_.clear(); }

    // The geometry paint() uses for a board of this size in area.
    BoardGeometry geometry(const QRectF& area, int size, qreal deviceScale = 1.0) const;

    // Draws the snapshot centred in area. The device scale used to snap the
    // grid to pixels is taken from the painter's transform.
    void paint(QPainter& painter, const QRectF& area, const BoardSnapshot& snapshot) const;
    // Draws the snapshot with a precomputed geometry (the widget keeps one
    // for hit testing, so the drawing and the clicks agree exactly).
    void paint(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot) const;

    // Renders to a transparent image of logicalSize at the given device-pixel
    // ratio (the image is logicalSize * ratio pixels large).
    QImage render(const BoardSnapshot& snapshot, const QSize& logicalSize, qreal devicePixelRatio = 1.0) const;

    // Star points (星): 4-4 points and the centre on 13x13 and up, sides on
    // 19x19 and similar, 3-3 points on 9x9; a lone centre on tiny boards.
    static std::vector<GridPoint> starPoints(int size);
    // GTP-style labels: column letters without I, row numbers with 1 at the bottom.
    static QString columnLabel(int x);
    static QString rowLabel(int y, int size);
    // The base colour of the board (kaya wood).
    static QColor woodColor();
    // Draws one shaded stone (no shadow) of radius r centred on c; also used
    // for the side-to-move indicator outside the board.
    static void paintStone(QPainter& painter, const QPointF& c, qreal r, Color color);

private:
    void paintLayers(QPainter& painter, const BoardGeometry& geometry, const BoardSnapshot& snapshot,
                     BoardLayer::Stage stage) const;

    Options options_;
    std::vector<const BoardLayer*> layers_;
};

} // namespace irodori::ui
