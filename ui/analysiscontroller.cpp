#include "analysiscontroller.h"

#include "boardview.h"
#include "gamedocument.h"
#include "layersdock.h"
#include "reasontext.h"
#include "analysisgraph.h"
#include "reviewpanel.h"
#include "whypanel.h"

#include "analysis/group_reading.h"
#include "record/replay.h"
#include "search/searcher.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>

namespace irodori::ui {

namespace {

// Lines longer than this are not reviewed as a whole: every position is
// kept with its history, and a 3,600-move record would hold gigabytes.
constexpr int kMaxReviewPositions = 1200;
constexpr std::size_t kCacheSize = 48;
// How long the reading of candidate moves may think per position.
constexpr double kReadingSeconds = 2.5;
constexpr int kReadingCandidates = 6;

// What the reading reports to the board: the variation it expects and,
// when done, its candidate moves with their values.
struct Reading {
    int size = 0;
    Color toMove = Black;
    int depth = 0;
    std::vector<Point> pv;
    std::vector<std::pair<Point, int>> candidates; // point, side to move's score (1/100 point)
    bool done = false;
};

GridPoint gridOf(Point p, int size)
{
    const int stride = size + 2;
    if (p <= 0)
        return {};
    const GridPoint g{p % stride - 1, p / stride - 1};
    if (g.x < 0 || g.y < 0 || g.x >= size || g.y >= size)
        return {};
    return g;
}

QString pointsText(int hundredths)
{
    const double v = hundredths / 100.0;
    // Tenths matter in a close game; beyond ten points they only crowd the disc.
    const int decimals = std::abs(v) < 10 ? 1 : 0;
    return (v >= 0 ? QStringLiteral("+") : QStringLiteral("−")) + QString::number(std::abs(v), 'f', decimals);
}

} // namespace

AnalysisController::AnalysisController(QMainWindow* window, BoardView* board, GameDocument* document)
    : QObject(window)
    , window_(window)
    , board_(board)
    , document_(document)
    , engine_(new EngineWorker(this))
    , layers_(std::make_unique<LayerSet>())
{
    layers_->install(board_->painter());

    layersDock_ = new LayersDock(*layers_, window_);
    window_->addDockWidget(Qt::LeftDockWidgetArea, layersDock_);

    why_ = new WhyPanel(window_);
    whyDock_ = new QDockWidget(tr("Why?"), window_);
    whyDock_->setObjectName(QStringLiteral("whyDock"));
    // A short dock scrolls rather than cutting the facts off.
    auto* whyScroll = new QScrollArea(whyDock_);
    whyScroll->setWidgetResizable(true);
    whyScroll->setFrameShape(QFrame::NoFrame);
    whyScroll->setWidget(why_);
    whyDock_->setWidget(whyScroll);
    whyDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable |
                          QDockWidget::DockWidgetFloatable);
    // A tab beside the layers: each gets the column's full height, and a
    // click on a stone brings the reasons up.
    window_->addDockWidget(Qt::LeftDockWidgetArea, whyDock_, Qt::Vertical);
    window_->tabifyDockWidget(layersDock_, whyDock_);
    layersDock_->raise();

    review_ = new ReviewPanel(window_);
    reviewDock_ = new QDockWidget(tr("Game Review"), window_);
    reviewDock_->setObjectName(QStringLiteral("reviewDock"));
    reviewDock_->setWidget(review_);
    reviewDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable |
                             QDockWidget::DockWidgetFloatable);
    window_->addDockWidget(Qt::BottomDockWidgetArea, reviewDock_);

    lineTimer_ = new QTimer(this);
    lineTimer_->setSingleShot(true);
    lineTimer_->setInterval(250);
    connect(lineTimer_, &QTimer::timeout, this, &AnalysisController::rebuildLine);

    connect(engine_, &EngineWorker::analysisReady, this, &AnalysisController::onAnalysis);
    connect(engine_, &EngineWorker::lineAnalysed, this, &AnalysisController::onLine);
    connect(engine_, &EngineWorker::lineFinished, this, [this](quint64 gen) {
        if (gen == lineGen_)
            review_->refreshTurningPoints();
        setStatus();
    });
    connect(engine_, &EngineWorker::taskReport, this, &AnalysisController::onReadingReport);
    connect(engine_, &EngineWorker::taskFinished, this, [this](quint64 gen, std::any result) {
        reading_ = false;
        onReadingReport(gen, result);
        setStatus();
    });
    connect(engine_, &EngineWorker::busyChanged, this, [this] { setStatus(); });

    connect(layersDock_, &LayersDock::layersChanged, this, [this] {
        // A layer switched on may need an analysis or a reading that was
        // not asked for while nothing showed it.
        if (analysisWanted() && !isCurrent() && !engine_->isAnalysing())
            positionChanged();
        if (layers_->candidates().isEnabled() && !reading_ && layers_->candidates().variation().empty())
            startReading();
        if (!layers_->candidates().isEnabled() && reading_) {
            engine_->cancelTask();
            reading_ = false;
        }
        board_->update();
        setStatus();
        saveLayers();
    });
    connect(why_, &WhyPanel::highlightChanged, this, &AnalysisController::refreshHighlight);
    connect(review_, &ReviewPanel::jumpRequested, this, &AnalysisController::jumpTo);
    connect(board_, &BoardView::pointClicked, this, &AnalysisController::onClick);
    connect(board_, &BoardView::pointHovered, this, &AnalysisController::onHover);
    // Queued: the main window brings the board up to date first, whatever
    // the order the connections were made in.
    connect(document_, &GameDocument::currentChanged, this, &AnalysisController::positionChanged,
            Qt::QueuedConnection);
    connect(document_, &GameDocument::treeChanged, this, &AnalysisController::scheduleLine);
    // A setup edit: the review's analyses from the edited node on are of
    // positions that are gone; rebuildLine() keeps only those before it.
    // After an undo or redo (nullptr) no node is what it was.
    connect(document_, &GameDocument::positionsEdited, this, [this](const record::Node* node) {
        const auto at = node ? std::find(line_.begin(), line_.end(), node) : line_.begin();
        line_.erase(at, line_.end());
    });
    connect(document_, &GameDocument::fileChanged, this, &AnalysisController::scheduleLine);
    connect(reviewDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && line_.empty())
            scheduleLine();
    });

    positionChanged();
    scheduleLine();
}

AnalysisController::~AnalysisController()
{
    // The window is being torn down around us: the engine's last news (no
    // longer busy, sent by cancel) must not reach the status line of a
    // panel that may be gone already.
    disconnect(engine_, nullptr, this, nullptr);
    engine_->cancel();
}

QStringList AnalysisController::layerNames()
{
    return LayerSet().ids();
}

void AnalysisController::fillViewMenu(QMenu* menu) const
{
    menu->addSeparator();
    QAction* layers = layersDock_->toggleViewAction();
    layers->setText(tr("&Layers Panel"));
    menu->addAction(layers);
    QAction* why = whyDock_->toggleViewAction();
    why->setText(tr("&Why? Panel"));
    menu->addAction(why);
    QAction* review = reviewDock_->toggleViewAction();
    review->setText(tr("Game &Review"));
    menu->addAction(review);
    menu->addSeparator();
    layersDock_->fillMenu(menu);
}

QStringList AnalysisController::showLayers(const QStringList& ids)
{
    const QStringList unknown = layers_->enableOnly(ids);
    if (unknown.isEmpty()) {
        layersDock_->syncFromLayers();
        emit layersDock_->layersChanged();
    }
    return unknown;
}

namespace {

const QString kLayersKey = QStringLiteral("view/layers");
const QString kModelKey = QStringLiteral("view/potentialModel");
const QString kTintKey = QStringLiteral("view/safetyTint");

} // namespace

void AnalysisController::rememberLayers()
{
    const QSettings settings;
    if (settings.contains(kLayersKey)) {
        // Names of layers a later version dropped are passed over.
        QStringList ids;
        for (const QString& id : settings.value(kLayersKey).toStringList())
            if (layers_->find(id))
                ids << id;
        layers_->enableOnly(ids);
    }
    const bool charge = settings.value(kModelKey).toString() == QLatin1String("charge");
    layers_->potential().setModel(charge ? PotentialLayer::Model::Charge : PotentialLayer::Model::Aya);
    layers_->safety().setTint(settings.value(kTintKey, false).toBool());
    layersDock_->syncFromLayers();
    emit layersDock_->layersChanged();
    rememberLayers_ = true;
}

void AnalysisController::saveLayers() const
{
    if (!rememberLayers_)
        return;
    QSettings settings;
    settings.setValue(kLayersKey, layers_->enabledIds());
    settings.setValue(kModelKey, layers_->potential().model() == PotentialLayer::Model::Charge ? QStringLiteral("charge")
                                                                                                : QStringLiteral("aya"));
    settings.setValue(kTintKey, layers_->safety().tint());
}

bool AnalysisController::analysisWanted() const
{
    // The study layers read Go; a Renju or gomoku record (GM[4]) has none.
    if (document_->isRenju())
        return false;
    if (!layers_->enabledIds().isEmpty())
        return true;
    return !whyDock_->isHidden() || !reviewDock_->isHidden();
}

bool AnalysisController::isCurrent() const
{
    return layers_->strings().describes(board_->snapshot());
}

bool AnalysisController::waitUntilShown(int timeoutMs, bool review)
{
    QElapsedTimer clock;
    clock.start();
    // Let the queued news of the position and the line arrive first.
    QCoreApplication::sendPostedEvents();
    if (review && lineTimer_->isActive()) {
        lineTimer_->stop();
        rebuildLine();
    }
    auto done = [this, review] {
        // Current, and with the group reading the engine may still be doing.
        const bool analysed = (isCurrent() && !engine_->isAnalysing()) || !analysisWanted();
        const bool read = !layers_->candidates().isEnabled() || !reading_;
        const bool reviewed = !review || reviewDock_->isHidden() || line_.empty() || review_->review().complete();
        return analysed && read && reviewed && !pendingSelect_;
    };
    while (!done() && clock.elapsed() < timeoutMs) {
        QEventLoop loop;
        QTimer::singleShot(20, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return done();
}

AnalysisPtr AnalysisController::cached(const Position& pos) const
{
    for (const Cached& c : cache_)
        if (c.of(pos))
            return c.analysis;
    return nullptr;
}

void AnalysisController::remember(const Position& pos, const AnalysisPtr& analysis)
{
    cache_.remove_if([&](const Cached& c) { return c.of(pos); });
    cache_.push_front({pos.hash(), pos.prisoners(Black), pos.prisoners(White), analysis});
    while (cache_.size() > kCacheSize)
        cache_.pop_back();
}

void AnalysisController::positionChanged()
{
    shownNode_ = document_->current();
    const Position& pos = document_->position();
    layers_->setPosition(pos);
    layersDock_->setGoRecord(!document_->isRenju());
    // A new position: the old reading is about another board.
    if (reading_)
        engine_->cancelTask();
    reading_ = false;
    readingDepth_ = 0;
    layers_->candidates().clearSearch();

    // Where the position lies on the reviewed line.
    lineIndex_ = -1;
    const record::Node* node = document_->current();
    for (std::size_t i = 0; i < line_.size(); ++i)
        if (line_[i] == node) {
            lineIndex_ = static_cast<int>(i);
            break;
        }
    review_->setCurrent(lineIndex_);
    if (lineIndex_ < 0 && !line_.empty())
        scheduleLine(); // the record went off the line: review the new one

    // The analyses of the positions shown last first: they carry the group
    // reading, which the review's do not.
    if (document_->isRenju()) {
        // Renju: nothing for the Go layers to show.
        engine_->cancelAnalysis();
        show(AnalysisPtr{});
        setStatus();
        return;
    }
    AnalysisPtr known = cached(pos);
    if (!known && lineIndex_ >= 0)
        known = review_->review().analysis(lineIndex_);
    if (known) {
        show(known);
        // The review's analyses come without group reading: the position
        // on the board is read (and shown again) when a group in it is
        // unsettled or dead.
        if (analysis::explanationMissing(*known) && analysisWanted())
            requestAnalysis(pos);
        else
            engine_->cancelAnalysis(); // a request for a position already left
    } else if (analysisWanted()) {
        requestAnalysis(pos);
    }
    if (layers_->candidates().isEnabled())
        startReading();
    refreshHighlight();
    setStatus();
}

void AnalysisController::requestAnalysis(const Position& pos)
{
    requested_ = pos;
    engine_->analyse(pos);
}

void AnalysisController::onAnalysis(quint64, AnalysisPtr analysis)
{
    // The answer is for the position asked for; the board may have moved
    // on since (stepping through a record while a group is being read).
    const Position& asked = requested_ ? *requested_ : document_->position();
    remember(asked, analysis);
    if (!cache_.front().of(document_->position())) // the entry just remembered
        return;
    if (lineIndex_ >= 0)
        review_->setAnalysis(lineIndex_, analysis);
    show(analysis);
}

void AnalysisController::show(const AnalysisPtr& analysis)
{
    layers_->setAnalysis(analysis);
    why_->setAnalysis(analysis);
    // A selection asked for before its position was analysed waits for
    // that analysis, not for one of a position left behind.
    if (pendingSelect_ && isCurrent()) {
        why_->selectAt(*pendingSelect_);
        pendingSelect_.reset();
    }
    refreshHighlight();
    board_->update();
    emit analysisShown();
}

void AnalysisController::scheduleLine()
{
    lineTimer_->start();
}

void AnalysisController::rebuildLine()
{
    if (document_->isRenju()) {
        line_.clear();
        lineIndex_ = -1;
        review_->setLine({});
        engine_->cancelLine();
        review_->graph()->setEmptyText(tr("The review reads Go games; a Renju or gomoku record has none."));
        return;
    }
    if (reviewDock_->isHidden()) {
        line_.clear();
        return;
    }
    review_->graph()->setEmptyText({});
    // The line: from the root through the current node, then on along the
    // children forward navigation would follow.
    const record::GameTree& tree = document_->tree();
    std::vector<const record::Node*> nodes = record::GameTree::pathTo(document_->current());
    for (const record::Node* n = nodes.back(); n->childCount() > 0 && nodes.size() < kMaxReviewPositions + 1;) {
        n = n->child(std::clamp(n->selectedChild(), 0, n->childCount() - 1));
        nodes.push_back(n);
    }
    if (static_cast<int>(nodes.size()) > kMaxReviewPositions) {
        line_.clear();
        lineIndex_ = -1;
        review_->setLine({});
        engine_->cancelLine();
        return;
    }
    const bool running = lineGen_ != 0 && engine_->lineGeneration() == lineGen_;
    if (nodes == line_ && (review_->review().complete() || running))
        return;

    // Positions after each node; analyses of the part both lines share are kept.
    const int size = tree.boardSize();
    std::vector<Position> positions;
    positions.reserve(nodes.size());
    Position pos(size, record::rulesOf(tree.root()));
    for (const record::Node* n : nodes) {
        record::applyNode(pos, *n, size);
        positions.push_back(pos);
    }
    std::vector<AnalysisPtr> kept(nodes.size());
    for (std::size_t i = 0; i < nodes.size() && i < line_.size() && nodes[i] == line_[i]; ++i)
        kept[i] = review_->review().analysis(static_cast<int>(i));
    line_ = nodes;
    review_->setLine(std::move(positions));
    for (std::size_t i = 0; i < kept.size(); ++i)
        if (kept[i])
            review_->setAnalysis(static_cast<int>(i), kept[i]);
    lineIndex_ = -1;
    for (std::size_t i = 0; i < line_.size(); ++i)
        if (line_[i] == document_->current())
            lineIndex_ = static_cast<int>(i);
    review_->setCurrent(lineIndex_);

    std::vector<Position> missing;
    lineOrder_.clear();
    for (int i : review_->review().analysisOrder()) {
        if (review_->review().analysis(i))
            continue;
        lineOrder_.push_back(i);
        missing.push_back(review_->review().position(i));
    }
    if (missing.empty()) {
        lineGen_ = 0;
        review_->refreshTurningPoints();
    } else {
        lineGen_ = engine_->analyseLine(std::move(missing));
    }
    setStatus();
}

void AnalysisController::onLine(quint64 generation, int index, int total, AnalysisPtr analysis)
{
    Q_UNUSED(total);
    if (generation != lineGen_ || index < 0 || index >= static_cast<int>(lineOrder_.size()))
        return;
    const int at = lineOrder_[static_cast<std::size_t>(index)];
    review_->setAnalysis(at, analysis);
    // The position on the board may be waiting for just this one.
    if (at == lineIndex_ && !isCurrent()) {
        show(analysis);
        if (analysis::explanationMissing(*analysis) && analysisWanted())
            requestAnalysis(document_->position()); // for its group reading
    }
    // Turning points need neighbours: refresh now and then while going.
    if (index % 16 == 15)
        review_->refreshTurningPoints();
    setStatus();
}

void AnalysisController::refreshHighlight()
{
    HighlightLayer& h = layers_->highlight();
    if (isCurrent()) {
        h.setSelection(why_->selectedStones());
        h.setFocus(why_->focusPoints());
        h.setLine(why_->lineColor(), why_->linePoints());
    } else {
        h.setSelection({});
        h.setFocus({});
        h.setLine(Black, {});
        h.setLiberties({});
    }
    board_->update();
}

void AnalysisController::onClick(int x, int y)
{
    // The click just played a move (the main window heard it first): the
    // stone under the mouse is the new one, not a question.
    if (document_->current() != shownNode_)
        return;
    const BoardSnapshot& snap = board_->snapshot();
    const GridPoint p{x, y};
    // A click on an empty point plays there (the main window's part); a
    // click on a stone asks why.
    if (!snap.contains(p) || !isStone(snap.at(x, y)))
        return;
    if (whyDock_->isHidden())
        whyDock_->show();
    whyDock_->raise();
    if (!isCurrent()) {
        pendingSelect_ = p;
        if (!engine_->isAnalysing())
            requestAnalysis(document_->position());
        return;
    }
    if (why_->selectAt(p) && window_->statusBar()) {
        const analysis::Group& g = analysis()->groups[static_cast<std::size_t>(why_->selectedGroup())];
        window_->statusBar()->showMessage(tr("%1 group: %2, safety %3 % — the reasons are in the Why? panel.")
                                              .arg(Reasons::colorName(g.color), Reasons::status(g.status))
                                              .arg(g.safety));
    }
}

void AnalysisController::onHover(int x, int y)
{
    HighlightLayer& h = layers_->highlight();
    std::vector<GridPoint> libs;
    if (x >= 0 && y >= 0 && isCurrent()) {
        const analysis::Analysis& a = *analysis();
        const Point p = (y + 1) * a.stride + x + 1;
        const int s = a.stringAt[static_cast<std::size_t>(p)];
        if (s >= 0)
            for (Point l : a.strings[static_cast<std::size_t>(s)].liberties)
                libs.push_back(gridOf(l, a.size));
    }
    if (libs == h.liberties())
        return;
    h.setLiberties(std::move(libs));
    board_->update();
}

void AnalysisController::select(GridPoint p)
{
    if (document_->isRenju())
        return; // a Renju record: no groups, and no analysis to wait for
    whyDock_->show();
    whyDock_->raise();
    if (isCurrent()) {
        why_->selectAt(p);
        return;
    }
    pendingSelect_ = p;
    if (!engine_->isAnalysing())
        requestAnalysis(document_->position());
}

bool AnalysisController::chooseReason(int index)
{
    return why_->chooseReason(index);
}

void AnalysisController::jumpTo(int index, GridPoint select)
{
    if (index < 0 || index >= static_cast<int>(line_.size()))
        return;
    if (select.isValid())
        pendingSelect_ = select;
    document_->goTo(line_[static_cast<std::size_t>(index)]);
    // Already there, or the analysis was at hand: select now.
    if (pendingSelect_ && isCurrent()) {
        why_->selectAt(*pendingSelect_);
        pendingSelect_.reset();
    }
}

void AnalysisController::startReading()
{
    const Position& pos = document_->position();
    if (pos.consecutivePasses() >= 2)
        return;
    auto searcher = std::make_shared<search::Searcher>();
    const Position copy = pos;
    reading_ = true;
    readingDepth_ = 0;
    readingGen_ = engine_->run([searcher, copy](const TaskControl& control) -> std::any {
        Reading r;
        r.size = copy.size();
        r.toMove = copy.toMove();
        search::SearchLimits limits;
        limits.maxSeconds = kReadingSeconds;
        limits.stop = control.stop;
        const search::SearchResult result =
            searcher->search(copy, limits, [&](const search::SearchProgress& p) {
                Reading now = r;
                now.depth = p.depth;
                now.pv = p.pv;
                if (control.report)
                    control.report(now);
            });
        r.depth = result.depth;
        r.pv = result.pv;
        std::vector<search::RootMove> root = result.root;
        std::stable_sort(root.begin(), root.end(), [](const search::RootMove& a, const search::RootMove& b) {
            if (a.exact != b.exact)
                return a.exact;
            return a.score > b.score;
        });
        for (const search::RootMove& m : root) {
            if (static_cast<int>(r.candidates.size()) >= kReadingCandidates)
                break;
            if (m.point != kPass)
                r.candidates.push_back({m.point, m.score});
        }
        r.done = true;
        return r;
    });
    setStatus();
}

void AnalysisController::onReadingReport(quint64 generation, const std::any& report)
{
    if (generation != readingGen_)
        return;
    const Reading* r = std::any_cast<Reading>(&report);
    if (!r || r->size != document_->position().size())
        return;
    std::vector<GridPoint> pv;
    for (Point p : r->pv)
        pv.push_back(gridOf(p, r->size));
    layers_->candidates().setVariation(r->toMove, std::move(pv));
    readingDepth_ = r->depth;
    setStatus();
    if (r->done) {
        std::vector<CandidatesLayer::Candidate> list;
        for (const auto& [p, score] : r->candidates)
            list.push_back({gridOf(p, r->size), pointsText(score)});
        layers_->candidates().setCandidates(std::move(list));
    }
    board_->update();
    emit readingUpdated();
}

void AnalysisController::setStatus()
{
    if (document_->isRenju()) {
        layersDock_->setStatusText(tr("The study layers read Go; a Renju or gomoku record has none (View → Renju "
                                      "Threats studies it)."));
        return;
    }
    QStringList parts;
    if (analysisWanted() && !isCurrent() && engine_->isBusy())
        parts << tr("Analysing the position…");
    if (reading_)
        parts << (readingDepth_ > 0 ? tr("Reading ahead: %n move(s) deep…", nullptr, readingDepth_) : tr("Reading ahead…"));
    const GameReview& r = review_->review();
    if (r.size() > 0 && !r.complete() && lineGen_ != 0)
        parts << tr("Analysing the game: %1 of %2 positions").arg(r.analysedCount()).arg(r.size());
    if (parts.isEmpty() && isCurrent() && analysis())
        parts << tr("Black's lead (estimate): %1").arg(GameReview::scoreOf(*analysis()), 0, 'f', 1);
    layersDock_->setStatusText(parts.join(QLatin1Char('\n')));
}

} // namespace irodori::ui
