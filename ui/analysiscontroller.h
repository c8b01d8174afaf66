// AnalysisController: the study board's wiring. It watches the record's
// current node, asks the engine thread for the analysis of the position
// shown (and, in the background, of every position of the line for the
// review graph), feeds the layers, the Why? panel and the review, and turns
// clicks on stones into a selection and hovering into liberties.
//
// The main window only creates it and lends it its board, its document and
// its View menu; the controller adds its docks itself.
#pragma once

#include "engineworker.h"
#include "layerset.h"

#include "record/gametree.h"

#include <QObject>
#include <QStringList>

#include <list>
#include <memory>
#include <optional>
#include <vector>

class QDockWidget;
class QMainWindow;
class QMenu;
class QTimer;

namespace irodori::ui {

class BoardView;
class GameDocument;
class LayersDock;
class ReviewPanel;
class WhyPanel;

class AnalysisController : public QObject {
    Q_OBJECT

public:
    AnalysisController(QMainWindow* window, BoardView* board, GameDocument* document);
    ~AnalysisController() override;

    // Adds the layer switches and the study docks' toggles to menu.
    void fillViewMenu(QMenu* menu) const;

    // Shows exactly these layers (names as --layers takes them). Returns
    // the names that are not layers; nothing changes then.
    QStringList showLayers(const QStringList& ids);
    static QStringList layerNames();
    // Takes the layers on, the potential model and the safety tint from
    // the settings, and saves every later change there. Not called for
    // --screenshot, whose pictures must not depend on a user's choices.
    void rememberLayers();

    // Runs the event loop until the position on the board is analysed (and,
    // with candidates shown, the reading is done; with review, the whole
    // line too) or timeoutMs passed. For --screenshot and tests only: the
    // interactive board never waits.
    bool waitUntilShown(int timeoutMs, bool review = false);
    // Selects the group of the stone at p in the Why? panel, now or as
    // soon as the position is analysed.
    void select(GridPoint p);
    // Chooses reason index (0 = the first) of the selected group in the
    // Why? panel: its points, and its line of play if it has one, are
    // shown on the board. False when the group has no such reason.
    bool chooseReason(int index);
    // Whether the analysis on the board is of the position shown.
    bool isCurrent() const;

    LayerSet& layers() { return *layers_; }
    EngineWorker* engine() const { return engine_; }
    LayersDock* layersDock() const { return layersDock_; }
    WhyPanel* whyPanel() const { return why_; }
    QDockWidget* whyDock() const { return whyDock_; }
    ReviewPanel* reviewPanel() const { return review_; }
    QDockWidget* reviewDock() const { return reviewDock_; }
    const AnalysisPtr& analysis() const { return layers_->analysis(); }
    // The index of the position shown along the reviewed line, -1 if off it.
    int lineIndex() const { return lineIndex_; }

signals:
    // The analysis of the position on the board is drawn.
    void analysisShown();
    // The reading (candidate moves, principal variation) was updated.
    void readingUpdated();

private:
    void positionChanged();
    void scheduleLine();
    void rebuildLine();
    void onAnalysis(quint64 generation, AnalysisPtr analysis);
    void onLine(quint64 generation, int index, int total, AnalysisPtr analysis);
    void show(const AnalysisPtr& analysis);
    void refreshHighlight();
    void onClick(int x, int y);
    void onHover(int x, int y);
    void jumpTo(int index, GridPoint select);
    void startReading();
    void onReadingReport(quint64 generation, const std::any& report);
    void setStatus();
    void saveLayers() const;
    bool analysisWanted() const;
    AnalysisPtr cached(const Position& pos) const;
    void remember(const Position& pos, const AnalysisPtr& analysis);
    // Asks the engine for the analysis of pos, and remembers which position
    // was asked for: the answer may arrive after the board has moved on.
    void requestAnalysis(const Position& pos);

    QMainWindow* window_;
    BoardView* board_;
    GameDocument* document_;
    EngineWorker* engine_;
    std::unique_ptr<LayerSet> layers_;
    LayersDock* layersDock_ = nullptr;
    WhyPanel* why_ = nullptr;
    QDockWidget* whyDock_ = nullptr;
    ReviewPanel* review_ = nullptr;
    QDockWidget* reviewDock_ = nullptr;
    QTimer* lineTimer_ = nullptr;

    std::vector<const record::Node*> line_;
    std::vector<int> lineOrder_; // engine line index -> review index
    int lineIndex_ = -1;
    quint64 lineGen_ = 0;
    quint64 readingGen_ = 0;
    bool reading_ = false;
    bool rememberLayers_ = false;
    int readingDepth_ = 0;
    std::optional<GridPoint> pendingSelect_;
    const record::Node* shownNode_ = nullptr; // the node positionChanged last saw
    std::optional<Position> requested_;        // the position of the last analysis asked for
    // Recently shown positions off the reviewed line (a variation being
    // explored), so stepping back and forth does not wait for the engine.
    struct Cached {
        std::uint64_t hash;
        int blackPrisoners, whitePrisoners;
        AnalysisPtr analysis;
        // The same stones, turn, ko and prisoners (what an analysis depends on).
        bool of(const Position& pos) const
        {
            return hash == pos.hash() && blackPrisoners == pos.prisoners(Black) &&
                   whitePrisoners == pos.prisoners(White);
        }
    };
    std::list<Cached> cache_;
};

} // namespace irodori::ui
