#include "reviewpanel.h"

#include "boardpainter.h"
#include "reasontext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace irodori::ui {

namespace {

constexpr int kIndexRole = Qt::UserRole + 1;
constexpr int kPointRole = Qt::UserRole + 2;

QString vertexOf(GridPoint p, int size)
{
    return BoardPainter::columnLabel(p.x) + BoardPainter::rowLabel(p.y, size);
}

} // namespace

ReviewPanel::ReviewPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("reviewPanel"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(4, 4, 4, 4);

    auto* left = new QVBoxLayout;
    graph_ = new AnalysisGraph(this);
    graph_->setReview(&review_);
    left->addWidget(graph_, 1);
    legend_ = new QLabel(this);
    legend_->setObjectName(QStringLiteral("graphLegend"));
    legend_->setTextFormat(Qt::RichText);
    legend_->setWordWrap(true);
    left->addWidget(legend_);
    row->addLayout(left, 3);

    auto* right = new QVBoxLayout;
    auto* title = new QLabel(tr("Turning points"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    title->setToolTip(tr("Moves after which a group of %n or more stones died or came back to life",
                         nullptr, GameReview::kTurningStones));
    right->addWidget(title);
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("turningPoints"));
    // The strip stays low so the board keeps its height.
    list_->setMinimumHeight(30);
    right->addWidget(list_, 1);
    row->addLayout(right, 2);

    connect(graph_, &AnalysisGraph::indexClicked, this, [this](int index) { emit jumpRequested(index, {}); });
    connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const QPoint p = item->data(kPointRole).toPoint();
        emit jumpRequested(item->data(kIndexRole).toInt(), GridPoint{p.x(), p.y()});
    });
    connect(list_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const QPoint p = item->data(kPointRole).toPoint();
        emit jumpRequested(item->data(kIndexRole).toInt(), GridPoint{p.x(), p.y()});
    });
    refreshLegend();
}

void ReviewPanel::setLine(std::vector<Position> positions)
{
    review_.reset(std::move(positions));
    turning_.clear();
    list_->clear();
    graph_->refresh({});
    refreshLegend();
}

void ReviewPanel::setAnalysis(int index, AnalysisPtr analysis)
{
    const bool last = index == review_.size() - 1;
    review_.setAnalysis(index, std::move(analysis));
    if (last)
        refreshLegend();
    graph_->update();
}

void ReviewPanel::setCurrent(int index)
{
    graph_->setCurrent(index);
}

void ReviewPanel::refreshTurningPoints()
{
    turning_ = review_.turningPoints();
    graph_->refresh(turning_);
    list_->clear();
    const int size = review_.size() > 0 ? review_.position(0).size() : 19;
    for (const GameReview::TurningPoint& t : turning_) {
        const int move = review_.position(t.index).moveNumber();
        const QString text = tr("Move %1: %2's group at %3 (%n stone(s)): %4 → %5", nullptr, t.stones)
                                 .arg(move)
                                 .arg(Reasons::colorName(t.color), vertexOf(t.at, size), Reasons::status(t.from),
                                      Reasons::status(t.to));
        auto* item = new QListWidgetItem(text, list_);
        item->setData(kIndexRole, t.index);
        item->setData(kPointRole, QPoint(t.at.x, t.at.y));
        item->setForeground(t.to == analysis::GroupStatus::Dead ? QColor(190, 30, 30) : QColor(20, 130, 50));
    }
    if (turning_.empty() && review_.complete())
        new QListWidgetItem(tr("No group changed between life and death."), list_);
}

void ReviewPanel::setWinrates(AnalysisGraph::WinrateSource source, const QString& label)
{
    graph_->setWinrates(std::move(source), label);
    refreshLegend();
}

QString ReviewPanel::legendText() const
{
    return legend_->text();
}

void ReviewPanel::refreshLegend()
{
    QStringList parts;
    parts << tr("<span style='color:#333'>■</span> Black's lead");
    const int size = review_.size() > 0 ? review_.position(0).size() : 19;
    int perColor[3] = {0, 0, 0};
    for (const GameReview::TrackedGroup& t : review_.tracked()) {
        const QColor c = AnalysisGraph::trackColor(t.color, perColor[t.color]++);
        parts << QStringLiteral("<span style='color:%1'>━</span> ").arg(c.name())
                     + tr("safety of %1's group at %2").arg(Reasons::colorName(t.color), vertexOf(t.anchor, size)).toHtmlEscaped();
    }
    if (!graph_->winrateLabel().isEmpty())
        parts << QStringLiteral("<span style='color:%1'>┅</span> ").arg(AnalysisGraph::winrateColor().name())
                     + graph_->winrateLabel().toHtmlEscaped();
    parts << tr("<span style='color:#d71e1e'>▲</span> turning point");
    legend_->setText(parts.join(QStringLiteral("&nbsp;&nbsp; ")));
}

} // namespace irodori::ui
