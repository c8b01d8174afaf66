#include "analysisgraph.h"

#include "reasontext.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace irodori::ui {

AnalysisGraph::AnalysisGraph(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("analysisGraph"));
    setMouseTracking(true);
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setToolTip(tr("Black's lead move by move (up: Black, down: White) and the safety of the largest groups. "
                  "Click to go to a move."));
}

void AnalysisGraph::setWinrates(WinrateSource source, QString label)
{
    winrates_ = std::move(source);
    winrateLabel_ = std::move(label);
    update();
}

std::optional<double> AnalysisGraph::winrateAt(int i) const
{
    if (!winrates_ || !review_ || i < 0 || i >= review_->size())
        return std::nullopt;
    return winrates_(review_->position(i));
}

QSize AnalysisGraph::sizeHint() const
{
    return {600, 120};
}

QSize AnalysisGraph::minimumSizeHint() const
{
    return {120, 60};
}

void AnalysisGraph::setReview(const GameReview* review)
{
    review_ = review;
    turning_.clear();
    update();
}

void AnalysisGraph::refresh(std::vector<GameReview::TurningPoint> turningPoints)
{
    turning_ = std::move(turningPoints);
    update();
}

void AnalysisGraph::setCurrent(int index)
{
    if (index == current_)
        return;
    current_ = index;
    update();
}

QColor AnalysisGraph::trackColor(Color color, int k)
{
    // Black's groups in cool colours, White's in warm ones.
    static const QColor black[] = {QColor(40, 90, 220), QColor(20, 160, 170)};
    static const QColor white[] = {QColor(230, 110, 20), QColor(200, 40, 140)};
    return color == Black ? black[k % 2] : white[k % 2];
}

QFont AnalysisGraph::labelFont() const
{
    QFont small = font();
    small.setPixelSize(10);
    return small;
}

QRectF AnalysisGraph::plotRect() const
{
    // The left margin holds the widest scale label ("W+130" after a big
    // capture), in whatever language the labels are shown.
    const QFontMetricsF metrics(labelFont());
    const double scale = scoreScale();
    const qreal label = std::max({metrics.horizontalAdvance(tr("B+%1").arg(scale)),
                                  metrics.horizontalAdvance(tr("W+%1").arg(scale)),
                                  metrics.horizontalAdvance(QStringLiteral("0"))});
    return QRectF(rect()).adjusted(std::ceil(label) + 8, 6, -8, -16);
}

qreal AnalysisGraph::xOf(int index) const
{
    const QRectF r = plotRect();
    const int n = review_ ? review_->size() : 0;
    if (n <= 1)
        return r.left();
    return r.left() + r.width() * index / (n - 1);
}

int AnalysisGraph::indexAt(qreal x) const
{
    const QRectF r = plotRect();
    const int n = review_ ? review_->size() : 0;
    if (n <= 1 || r.width() <= 0)
        return n == 1 ? 0 : -1;
    return std::clamp(static_cast<int>(std::lround((x - r.left()) / r.width() * (n - 1))), 0, n - 1);
}

double AnalysisGraph::scoreScale() const
{
    // Symmetric around zero, at least ±10 points, rounded up to tens.
    double top = 10;
    if (review_)
        for (const auto& s : review_->scores())
            if (s)
                top = std::max(top, std::abs(*s));
    return std::ceil(top / 10) * 10;
}

void AnalysisGraph::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QRectF r = plotRect();
    const qreal mid = r.center().y();
    const QColor ink = palette().color(QPalette::Text);

    // Axes: zero line, the scale, the 50 % line of safety.
    p.setFont(labelFont());
    const double scale = scoreScale();
    p.setPen(QPen(QColor(ink.red(), ink.green(), ink.blue(), 90), 1));
    p.drawLine(QPointF(r.left(), mid), QPointF(r.right(), mid));
    p.setPen(QColor(ink.red(), ink.green(), ink.blue(), 160));
    p.drawText(QRectF(0, r.top() - 6, r.left() - 4, 12), Qt::AlignRight | Qt::AlignVCenter,
               tr("B+%1").arg(scale));
    p.drawText(QRectF(0, r.bottom() - 6, r.left() - 4, 12), Qt::AlignRight | Qt::AlignVCenter,
               tr("W+%1").arg(scale));
    p.drawText(QRectF(0, mid - 6, r.left() - 4, 12), Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("0"));

    if (!review_ || review_->size() == 0) {
        p.drawText(r, Qt::AlignCenter, emptyText_.isEmpty() ? tr("Open a game to see its analysis graph") : emptyText_);
        return;
    }
    const int n = review_->size();

    // Black's lead: a filled curve, dark above the zero line, light below.
    const auto scores = review_->scores();
    QPainterPath curve;
    bool open = false;
    auto yOf = [&](double v) { return mid - (r.height() / 2) * std::clamp(v / scale, -1.0, 1.0); };
    for (int i = 0; i < n; ++i) {
        const auto& s = scores[static_cast<std::size_t>(i)];
        if (!s) {
            open = false;
            continue;
        }
        const QPointF pt(xOf(i), yOf(*s));
        if (!open) {
            curve.moveTo(xOf(i), mid);
            open = true;
        }
        curve.lineTo(pt);
        if (i + 1 >= n || !scores[static_cast<std::size_t>(i + 1)])
            curve.lineTo(xOf(i), mid);
    }
    p.save();
    p.setClipRect(QRectF(r.left(), r.top(), r.width(), mid - r.top()));
    p.fillPath(curve, QColor(30, 30, 30, 150));
    p.restore();
    p.save();
    p.setClipRect(QRectF(r.left(), mid, r.width(), r.bottom() - mid));
    p.fillPath(curve, QColor(150, 150, 150, 110));
    p.restore();

    // Safety of the largest groups: 0 % at the bottom, 100 % at the top.
    const auto& tracked = review_->tracked();
    int perColor[3] = {0, 0, 0};
    for (const GameReview::TrackedGroup& t : tracked) {
        QPen pen(trackColor(t.color, perColor[t.color]++), 1.6);
        p.setPen(pen);
        QPainterPath line;
        bool on = false;
        for (int i = 0; i < n && i < static_cast<int>(t.safety.size()); ++i) {
            const int s = t.safety[static_cast<std::size_t>(i)];
            if (s < 0) {
                on = false;
                continue;
            }
            const QPointF pt(xOf(i), r.bottom() - r.height() * s / 100.0);
            if (on)
                line.lineTo(pt);
            else
                line.moveTo(pt);
            on = true;
        }
        p.drawPath(line);
    }

    // Another program's win rate for Black, where it has read the position.
    if (winrates_) {
        QPen pen(winrateColor(), 1.8, Qt::DashLine);
        p.setPen(pen);
        QPainterPath line;
        bool on = false;
        for (int i = 0; i < n; ++i) {
            const std::optional<double> w = winrateAt(i);
            if (!w) {
                on = false;
                continue;
            }
            const QPointF pt(xOf(i), r.bottom() - r.height() * *w);
            if (on)
                line.lineTo(pt);
            else
                line.moveTo(pt);
            on = true;
            p.save();
            p.setPen(Qt::NoPen);
            p.setBrush(winrateColor());
            p.drawEllipse(pt, 2.0, 2.0);
            p.restore();
        }
        p.drawPath(line);
    }

    // Turning points: red triangles along the bottom.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(215, 30, 30));
    for (const GameReview::TurningPoint& t : turning_) {
        const qreal x = xOf(t.index);
        QPolygonF tri;
        tri << QPointF(x, r.bottom() + 2) << QPointF(x - 4, r.bottom() + 10) << QPointF(x + 4, r.bottom() + 10);
        p.drawPolygon(tri);
    }

    // The move on the board.
    if (current_ >= 0 && current_ < n) {
        p.setPen(QPen(QColor(0, 150, 255), 2));
        p.drawLine(QPointF(xOf(current_), r.top()), QPointF(xOf(current_), r.bottom()));
    }

    // Progress while the engine is still going through the game.
    if (!review_->complete()) {
        p.setPen(QColor(ink.red(), ink.green(), ink.blue(), 170));
        p.drawText(r.adjusted(4, 2, -4, -2), Qt::AlignRight | Qt::AlignTop,
                   tr("Analysing the game: %1 of %2").arg(review_->analysedCount()).arg(n));
    }
}

void AnalysisGraph::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        const int i = indexAt(event->position().x());
        if (i >= 0)
            emit indexClicked(i);
    }
    QWidget::mousePressEvent(event);
}

void AnalysisGraph::mouseMoveEvent(QMouseEvent* event)
{
    const int i = indexAt(event->position().x());
    if (review_ && i >= 0) {
        const auto s = review_->scores()[static_cast<std::size_t>(i)];
        QString text = tr("Move %1").arg(review_->position(i).moveNumber());
        if (s)
            text += QLatin1String(": ") + (*s >= 0 ? tr("Black leads by %1").arg(*s, 0, 'f', 1)
                                                   : tr("White leads by %1").arg(-*s, 0, 'f', 1));
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
    }
    QWidget::mouseMoveEvent(event);
}

} // namespace irodori::ui
