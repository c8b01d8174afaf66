#include "whypanel.h"

#include "maplayers.h"
#include "reasontext.h"

#include <QApplication>
#include <QHeaderView>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace irodori::ui {

using analysis::Analysis;
using analysis::Group;
using analysis::Reason;

namespace {

constexpr int kReasonRole = Qt::UserRole + 1;
// kReasonRole of the group reading's row (the others hold a reason's index).
constexpr int kReadingRow = -2;
// kReasonRole of a row with the attack's or the defence's line of string
// s: kAttackLineRow - s, kDefenceLineRow - s.
constexpr int kAttackLineRow = -1000;
constexpr int kDefenceLineRow = -1000000;
constexpr int kPad = 3;

// A capture line in words: its moves in turn and how it ends.
QString lineText(const tactics::CaptureLine& line, int size)
{
    const QString moves = Reasons::vertices(line.points(), size, 80);
    switch (line.end) {
    case tactics::CaptureLine::End::Captured:
        return WhyPanel::tr("%1, and the stones are taken").arg(moves);
    case tactics::CaptureLine::End::Trapped:
        return WhyPanel::tr("%1, and no move is left to try").arg(moves);
    case tactics::CaptureLine::End::Safe:
        return WhyPanel::tr("%1, and the stones escape").arg(moves);
    case tactics::CaptureLine::End::Ko:
        return WhyPanel::tr("%1, then a ko").arg(moves);
    case tactics::CaptureLine::End::Limit:
        break;
    }
    return WhyPanel::tr("%1, …").arg(moves);
}

// Draws the reasons column wrapped at the column's width, so a long reason
// reads in full in a narrow panel instead of ending in "…".
class WrappingDelegate : public QStyledItemDelegate {
public:
    explicit WrappingDelegate(QTreeView* view) : QStyledItemDelegate(view), view_(view) {}

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        if (index.column() != 1)
            return QStyledItemDelegate::sizeHint(option, index);
        const int width = std::max(40, view_->columnWidth(1) - 2 * kPad);
        const QFontMetrics fm(option.font);
        const QRect r = fm.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap,
                                        index.data(Qt::DisplayRole).toString());
        return {width, r.height() + 2 * kPad};
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        if (index.column() != 1) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        QStyleOptionViewItem opt(option);
        initStyleOption(&opt, index);
        const QString text = opt.text;
        opt.text.clear();
        QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
        painter->save();
        const bool selected = opt.state & QStyle::State_Selected;
        const QVariant fg = index.data(Qt::ForegroundRole);
        painter->setPen(selected ? opt.palette.color(QPalette::HighlightedText)
                                 : fg.isValid() ? fg.value<QBrush>().color() : opt.palette.color(QPalette::Text));
        painter->setFont(opt.font);
        painter->drawText(opt.rect.adjusted(kPad, kPad, -kPad, -kPad), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop,
                          text);
        painter->restore();
    }

private:
    QTreeView* view_;
};

} // namespace

WhyPanel::WhyPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("whyPanel"));
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(6, 6, 6, 6);

    headline_ = new QLabel(this);
    headline_->setObjectName(QStringLiteral("whyHeadline"));
    headline_->setWordWrap(true);
    QFont big = headline_->font();
    big.setBold(true);
    headline_->setFont(big);
    column->addWidget(headline_);

    facts_ = new QLabel(this);
    facts_->setObjectName(QStringLiteral("whyFacts"));
    facts_->setWordWrap(true);
    facts_->setTextFormat(Qt::RichText);
    // Word-wrapped text must not make the dock (and so squeeze the board) wider.
    facts_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    headline_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    column->addWidget(facts_);

    reasons_ = new QTreeWidget(this);
    reasons_->setObjectName(QStringLiteral("whyReasons"));
    reasons_->setColumnCount(2);
    reasons_->setHeaderLabels({tr("Step"), tr("Reason")});
    reasons_->setRootIsDecorated(false);
    reasons_->setIndentation(0);
    reasons_->setItemsExpandable(false);
    reasons_->setTextElideMode(Qt::ElideNone);
    reasons_->setItemDelegate(new WrappingDelegate(reasons_));
    // Rows are as tall as their wrapped text: measure again when the
    // column's width changes.
    connect(reasons_->header(), &QHeaderView::sectionResized, reasons_, [this] { reasons_->doItemsLayout(); });
    reasons_->setWordWrap(true);
    reasons_->setUniformRowHeights(false);
    reasons_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    reasons_->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    reasons_->setToolTip(tr("Click a reason to see its points on the board"));
    connect(reasons_, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* item, QTreeWidgetItem*) { onReasonChosen(item); });
    column->addWidget(reasons_, 1);

    hint_ = new QLabel(tr("Click a stone to see how safe its group is, and why."), this);
    hint_->setWordWrap(true);
    hint_->setStyleSheet(QStringLiteral("color: palette(mid);"));
    column->addWidget(hint_);

    refill();
}

void WhyPanel::setAnalysis(AnalysisPtr analysis)
{
    analysis_ = std::move(analysis);
    group_ = -1;
    if (analysis_ && anchor_.isValid() && anchor_.x < analysis_->size && anchor_.y < analysis_->size) {
        const Point p = (anchor_.y + 1) * analysis_->stride + anchor_.x + 1;
        group_ = analysis_->groupIndexAt(p);
        if (group_ < 0 && analysis_->regionAt.size() > static_cast<std::size_t>(p) && analysis_->regionAt[p] >= 0)
            group_ = analysis_->regions[static_cast<std::size_t>(analysis_->regionAt[p])].group;
    }
    if (group_ < 0)
        anchor_ = {};
    focus_.clear();
    line_.clear();
    refill();
    emit highlightChanged();
}

bool WhyPanel::selectAt(GridPoint p)
{
    if (!analysis_ || !p.isValid() || p.x >= analysis_->size || p.y >= analysis_->size) {
        clearSelection();
        return false;
    }
    const Point pt = (p.y + 1) * analysis_->stride + p.x + 1;
    int g = analysis_->groupIndexAt(pt);
    // A click into an eye space asks about the group that owns it.
    if (g < 0 && static_cast<std::size_t>(pt) < analysis_->regionAt.size() && analysis_->regionAt[pt] >= 0)
        g = analysis_->regions[static_cast<std::size_t>(analysis_->regionAt[pt])].group;
    if (g < 0) {
        clearSelection();
        return false;
    }
    anchor_ = p;
    selectGroup(g);
    return true;
}

void WhyPanel::selectGroup(int group)
{
    if (!analysis_ || group < 0 || group >= static_cast<int>(analysis_->groups.size())) {
        clearSelection();
        return;
    }
    group_ = group;
    if (!anchor_.isValid() || analysis_->groupIndexAt((anchor_.y + 1) * analysis_->stride + anchor_.x + 1) != group) {
        const Group& g = analysis_->groups[static_cast<std::size_t>(group)];
        if (!g.strings.empty())
            anchor_ = gridOf(analysis_->strings[static_cast<std::size_t>(g.strings.front())].stones.front());
    }
    focus_.clear();
    line_.clear();
    refill();
    emit highlightChanged();
}

void WhyPanel::clearSelection()
{
    const bool had = group_ >= 0 || !focus_.empty() || !line_.empty();
    group_ = -1;
    anchor_ = {};
    focus_.clear();
    line_.clear();
    refill();
    if (had)
        emit highlightChanged();
}

bool WhyPanel::chooseReason(int index)
{
    if (index < 0 || index >= reasons_->topLevelItemCount())
        return false;
    reasons_->setCurrentItem(reasons_->topLevelItem(index));
    return true;
}

GridPoint WhyPanel::gridOf(Point p) const
{
    if (!analysis_ || p <= 0)
        return {};
    const GridPoint g{p % analysis_->stride - 1, p / analysis_->stride - 1};
    if (g.x < 0 || g.y < 0 || g.x >= analysis_->size || g.y >= analysis_->size)
        return {};
    return g;
}

std::vector<GridPoint> WhyPanel::selectedStones() const
{
    std::vector<GridPoint> out;
    if (!analysis_ || group_ < 0)
        return out;
    for (int s : analysis_->groups[static_cast<std::size_t>(group_)].strings)
        for (Point p : analysis_->strings[static_cast<std::size_t>(s)].stones)
            out.push_back(gridOf(p));
    return out;
}

QString WhyPanel::factsText() const
{
    return facts_->text();
}

QString WhyPanel::headline() const
{
    return headline_->text();
}

void WhyPanel::refill()
{
    reasons_->clear();
    const bool selected = analysis_ && group_ >= 0;
    hint_->setVisible(!selected);
    facts_->setVisible(selected);
    reasons_->setVisible(selected);
    if (!selected) {
        headline_->setText(analysis_ ? tr("No group selected") : tr("No analysis yet"));
        facts_->clear();
        return;
    }
    const Analysis& a = *analysis_;
    const Group& g = a.groups[static_cast<std::size_t>(group_)];
    const int size = a.size;

    QString headline = tr("%1 group %2: %3, safety %4 %")
                           .arg(Reasons::colorName(g.color))
                           .arg(group_ + 1)
                           .arg(Reasons::status(g.status))
                           .arg(g.safety);
    // The group reading's word when it differs from the static status.
    const QString readWord = Reasons::readingWord(g.reading.verdict);
    if (!readWord.isEmpty() && readWord != Reasons::status(g.status))
        headline += tr(" — read: %1").arg(readWord);
    headline_->setText(headline);

    // Concise: the panel is narrow, and the board shows the details.
    QStringList numbers;
    int unsettled = 0;
    for (int s : g.strings) {
        const analysis::StringInfo& st = a.strings[static_cast<std::size_t>(s)];
        numbers << QString::number(st.number);
        if (st.status == analysis::TacticalStatus::Unsettled || st.status == analysis::TacticalStatus::Ko)
            ++unsettled;
    }
    QString strings = numbers.join(QStringLiteral(", "));
    if (unsettled > 0)
        strings += tr(" (%n unsettled)", nullptr, unsettled);
    int regionPoints = 0;
    for (int r : g.regions)
        regionPoints += static_cast<int>(a.regions[static_cast<std::size_t>(r)].points.size());
    const QString regions = g.regions.empty()
                                ? tr("none")
                                : tr("%n region(s), ", nullptr, static_cast<int>(g.regions.size())) +
                                      tr("%n point(s)", nullptr, regionPoints);
    auto row = [](const QString& label, const QString& value) {
        return QStringLiteral("<tr><td style='padding-right:8px'><b>%1</b></td><td>%2</td></tr>")
            .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    };
    QString html = QStringLiteral("<table>");
    html += row(tr("Strings"), strings);
    html += row(tr("Stones"), QString::number(g.stones));
    html += row(tr("Eye spaces"), regions);
    html += row(tr("Eyes"), EyesLayer::eyeText(g.eyeHalves));
    html += row(tr("Liberties"), QString::number(g.liberties));
    html += row(tr("Room to run"), tr("%n open point(s)", nullptr, g.freedom));
    if (g.race.opponent >= 0)
        html += row(tr("Capturing race"), tr("against group %1: %2 against %3 liberties")
                                              .arg(g.race.opponent + 1)
                                              .arg(g.race.ours)
                                              .arg(g.race.theirs));
    if (!g.connectionPoints.empty())
        html += row(tr("Connects at"), Reasons::vertices(g.connectionPoints, size));
    html += row(tr("Safety"), tr("%1 %").arg(g.safety));
    html += row(tr("Status"), Reasons::status(g.status));
    const QString reading = Reasons::reading(g.reading, g.color, size);
    if (!reading.isEmpty())
        html += row(tr("Group reading"), reading);
    html += QStringLiteral("</table>");
    facts_->setText(html);

    // A row of the reasons: the step, its text, and below it a line of
    // detail in the tone given (the panel is narrow). role says what a
    // click on either shows (a reason's index, or kReadingRow). Detail
    // lines are muted: the palette's grey for secondary text, Qt's
    // QPalette::PlaceholderText role (the hint text of empty fields).
    const QColor muted = palette().color(QPalette::PlaceholderText);
    auto addRow = [&](const QString& step, const QString& text, const QString& more, int role, const QColor& tone) {
        auto* item = new QTreeWidgetItem(reasons_);
        item->setText(0, step);
        item->setText(1, text);
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignTop);
        item->setData(0, kReasonRole, role);
        item->setToolTip(1, more.isEmpty() ? text : text + QLatin1Char('\n') + more);
        if (more.isEmpty())
            return;
        auto* line = new QTreeWidgetItem(item);
        line->setText(1, more);
        line->setToolTip(1, more);
        line->setData(0, kReasonRole, role);
        line->setForeground(1, tone);
    };
    std::vector<int> lined; // strings whose line a reason's row shows
    for (std::size_t i = 0; i < g.reasons.size(); ++i) {
        const Reason& r = g.reasons[i];
        QString text = Reasons::title(r.key);
        if (!r.points.empty())
            text += tr(" — at %1").arg(Reasons::vertices(r.points, size));
        // What it changed and the numbers behind it.
        const QString detail = Reasons::detail(r.detail, size);
        const QString change = Reasons::change(r);
        QString more = detail.isEmpty() ? change : change + QStringLiteral("  ·  ") + detail;
        if (const int s = lineOf(r); s >= 0) {
            more += QLatin1Char('\n')
                    + tr("Line: %1").arg(lineText(a.strings[static_cast<std::size_t>(s)].attackLine, size));
            lined.push_back(s);
        }
        // A change of safety reads in its direction: green up, red down.
        QColor tone = muted;
        if (r.value == analysis::ReasonValue::Safety && r.after != r.before)
            tone = r.after > r.before ? QColor(20, 130, 50) : QColor(190, 30, 30);
        addRow(QString::number(r.step), text, more, static_cast<int>(i), tone);
    }
    // The capture lines of the group's strings the capture search calls
    // unsettled or dead: the opponent's first (unless a reason's row
    // shows it), then the owner's.
    for (int s : g.strings) {
        const analysis::StringInfo& info = a.strings[static_cast<std::size_t>(s)];
        if (!info.attackLine.moves.empty() && std::find(lined.begin(), lined.end(), s) == lined.end())
            addRow(tr("Line"), tr("If %1 plays first").arg(Reasons::colorName(opponent(info.color))),
                   lineText(info.attackLine, size), kAttackLineRow - s, muted);
        if (!info.defenceLine.moves.empty())
            addRow(tr("Line"), tr("If %1 plays first").arg(Reasons::colorName(info.color)),
                   lineText(info.defenceLine, size), kDefenceLineRow - s, muted);
    }
    // The group reading (群の死活) last: what the static steps left open.
    if (!reading.isEmpty())
        addRow(tr("Reading"), reading, Reasons::readingDetail(g.reading), kReadingRow, muted);
    reasons_->expandAll();
    reasons_->resizeColumnToContents(0);
}

void WhyPanel::onReasonChosen(QTreeWidgetItem* item)
{
    focus_.clear();
    line_.clear();
    if (item && analysis_ && group_ >= 0) {
        const int i = item->data(0, kReasonRole).toInt();
        const Group& g = analysis_->groups[static_cast<std::size_t>(group_)];
        if (i >= 0 && i < static_cast<int>(g.reasons.size()))
            for (Point p : g.reasons[static_cast<std::size_t>(i)].points)
                if (const GridPoint q = gridOf(p); q.isValid())
                    focus_.push_back(q);
        if (i == kReadingRow)
            for (Point p : {g.reading.kill.move, g.reading.save.move})
                if (const GridPoint q = gridOf(p); q.isValid() && std::find(focus_.begin(), focus_.end(), q) == focus_.end())
                    focus_.push_back(q);
        if (i >= 0 && i < static_cast<int>(g.reasons.size()))
            if (const int s = lineOf(g.reasons[static_cast<std::size_t>(i)]); s >= 0)
                showLine(analysis_->strings[static_cast<std::size_t>(s)].attackLine);
        if (i <= kDefenceLineRow)
            showLine(analysis_->strings[static_cast<std::size_t>(kDefenceLineRow - i)].defenceLine);
        else if (i <= kAttackLineRow)
            showLine(analysis_->strings[static_cast<std::size_t>(kAttackLineRow - i)].attackLine);
    }
    emit highlightChanged();
}

int WhyPanel::lineOf(const Reason& r) const
{
    if (!analysis_ || group_ < 0 || r.points.empty())
        return -1;
    auto pointsAt = [&](Point p) { return std::find(r.points.begin(), r.points.end(), p) != r.points.end(); };
    auto fits = [&](const analysis::StringInfo& s) {
        return !s.attackLine.moves.empty() && s.attack.move != kNoPoint && pointsAt(s.attack.move);
    };
    for (int i : analysis_->groups[static_cast<std::size_t>(group_)].strings)
        if (fits(analysis_->strings[static_cast<std::size_t>(i)]))
            return i;
    for (std::size_t i = 0; i < analysis_->strings.size(); ++i)
        if (const auto& s = analysis_->strings[i]; fits(s) && pointsAt(s.stones.front()))
            return static_cast<int>(i);
    return -1;
}

void WhyPanel::showLine(const tactics::CaptureLine& line)
{
    if (line.moves.empty())
        return;
    lineColor_ = line.moves.front().color;
    for (Point p : line.points())
        line_.push_back(gridOf(p));
}

} // namespace irodori::ui
