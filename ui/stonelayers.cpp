#include "stonelayers.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace irodori::ui {

using analysis::Analysis;
using analysis::StringInfo;
using analysis::TacticalStatus;

// --- string numbers

QString StringNumbersLayer::title() const
{
    return Layers::tr("String numbers");
}

std::vector<LegendEntry> StringNumbersLayer::legend() const
{
    return {overlay::swatchEntry(Layers::tr("Stones with one number form one string: they are captured together"),
                                 [](QPainter& p, const QRectF& r) {
                                     overlay::stoneSwatch(p, r, Black);
                                     overlay::stoneText(p, r.center(), std::min(r.width(), r.height()) * 0.42,
                                                        QStringLiteral("7"), Black);
                                 })};
}

void StringNumbersLayer::draw(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    for (const StringInfo& s : analysis()->strings) {
        const QString text = QString::number(s.number);
        for (Point p : s.stones)
            if (stoneAgrees(snapshot, p, s.color))
                overlay::stoneText(painter, g.center(gridOf(p)), g.stoneRadius(), text, s.color);
    }
}

// --- move numbers

QString MoveNumbersLayer::title() const
{
    return Layers::tr("Move numbers");
}

std::vector<LegendEntry> MoveNumbersLayer::legend() const
{
    return {overlay::swatchEntry(Layers::tr("The move that placed the stone"), [](QPainter& p, const QRectF& r) {
        overlay::stoneSwatch(p, r, White);
        overlay::stoneText(p, r.center(), std::min(r.width(), r.height()) * 0.42, QStringLiteral("42"), White);
    })};
}

void MoveNumbersLayer::setNumbers(int size, std::vector<int> numbers)
{
    if (size <= 0 || numbers.size() != static_cast<std::size_t>(size * size)) {
        size_ = 0;
        numbers_.clear();
        return;
    }
    size_ = size;
    numbers_ = std::move(numbers);
}

void MoveNumbersLayer::setPosition(const Position& position)
{
    setNumbers(position.size(), numbersOf(position));
}

std::vector<int> MoveNumbersLayer::numbersOf(const Position& position)
{
    const int size = position.size();
    const Board& board = position.board();
    std::vector<int> out(static_cast<std::size_t>(size * size), 0);
    const std::vector<Move> moves = position.moves();
    // The history starts after the last setup; moves before it are counted
    // by moveNumber() only.
    int number = position.moveNumber() - static_cast<int>(moves.size());
    for (const Move& m : moves) {
        ++number;
        if (m.isPass())
            continue;
        const int x = board.column(m.point), y = board.row(m.point);
        if (x < 0 || y < 0 || x >= size || y >= size)
            continue;
        // A later stone on the same point (after a capture) replaces the number.
        out[static_cast<std::size_t>(y * size + x)] = number;
    }
    // Only stones still standing keep their number, and only if the stone
    // there is the one the move placed.
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            if (board.color(board.at(x, y)) == Empty)
                out[static_cast<std::size_t>(y * size + x)] = 0;
    return out;
}

int MoveNumbersLayer::numberAt(int x, int y) const
{
    if (x < 0 || y < 0 || x >= size_ || y >= size_)
        return 0;
    return numbers_[static_cast<std::size_t>(y * size_ + x)];
}

void MoveNumbersLayer::draw(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    if (size_ != snapshot.size)
        return;
    const int last = *std::max_element(numbers_.begin(), numbers_.end());
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const int n = numberAt(x, y);
            const Color c = snapshot.at(x, y);
            if (n <= 0 || !isStone(c))
                continue;
            if (n == last) {
                // The newest stone: its number in red, over the last-move ring.
                const qreal r = g.stoneRadius();
                painter.setPen(Qt::NoPen);
                painter.setBrush(c == Black ? QColor(20, 20, 22) : QColor(240, 238, 232));
                painter.drawEllipse(g.center(x, y), r * 0.62, r * 0.62);
                QFont font = painter.font();
                const QString text = QString::number(n);
                const qreal share = text.size() <= 1 ? 1.05 : text.size() == 2 ? 0.92 : 0.72;
                font.setPixelSize(std::max(5, qRound(r * share)));
                font.setWeight(QFont::Bold);
                painter.setFont(font);
                painter.setPen(c == Black ? QColor(255, 90, 80) : QColor(210, 20, 20));
                painter.drawText(QRectF(g.center(x, y).x() - r * 1.5, g.center(x, y).y() - r, r * 3, r * 2),
                                 Qt::AlignCenter, text);
                continue;
            }
            overlay::stoneText(painter, g.center(x, y), g.stoneRadius(), QString::number(n), c);
        }
}

// --- dead and unsettled stones

namespace {

void dimStone(QPainter& p, const QPointF& c, qreal r)
{
    // The wood shows through: the stone is still there, but no longer counts.
    QColor veil = BoardPainter::woodColor();
    veil.setAlpha(165);
    p.setPen(Qt::NoPen);
    p.setBrush(veil);
    p.drawEllipse(c, r * 1.01, r * 1.01);
}

void unsettledRing(QPainter& p, const QPointF& c, qreal r, const QColor& color)
{
    QPen pen(color);
    pen.setWidthF(std::max(1.5, r * 0.16));
    pen.setDashPattern({2.0, 1.2});
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(c, r * 1.02, r * 1.02);
}

QColor unsettledColor(TacticalStatus s)
{
    return s == TacticalStatus::Ko ? QColor(170, 60, 210) : QColor(255, 140, 0);
}

} // namespace

QString StatusLayer::title() const
{
    return Layers::tr("Dead and unsettled stones");
}

std::vector<LegendEntry> StatusLayer::legend() const
{
    return {
        overlay::swatchEntry(Layers::tr("Dead stone"),
                             [](QPainter& p, const QRectF& r) {
                                 const qreal rad = std::min(r.width(), r.height()) * 0.42;
                                 overlay::stoneSwatch(p, r, Black);
                                 dimStone(p, r.center(), rad);
                                 overlay::cross(p, r.center(), rad * 0.55, overlay::attackColor(), rad * 0.18);
                             }),
        overlay::swatchEntry(Layers::tr("Unsettled string: whoever moves first decides its fate"),
                             [](QPainter& p, const QRectF& r) {
                                 const qreal rad = std::min(r.width(), r.height()) * 0.38;
                                 overlay::stoneSwatch(p, r, White);
                                 unsettledRing(p, r.center(), rad, unsettledColor(TacticalStatus::Unsettled));
                             }),
        overlay::swatchEntry(Layers::tr("Its fate hangs on a ko"),
                             [](QPainter& p, const QRectF& r) {
                                 const qreal rad = std::min(r.width(), r.height()) * 0.38;
                                 overlay::stoneSwatch(p, r, White);
                                 unsettledRing(p, r.center(), rad, unsettledColor(TacticalStatus::Ko));
                             }),
        overlay::swatchEntry(Layers::tr("× attack: the move that captures it"),
                             [](QPainter& p, const QRectF& r) {
                                 const qreal rad = std::min(r.width(), r.height()) * 0.3;
                                 overlay::cross(p, r.center(), rad, overlay::attackColor(), rad * 0.35);
                             }),
        overlay::swatchEntry(Layers::tr("○ defence: the move that saves it"),
                             [](QPainter& p, const QRectF& r) {
                                 const qreal rad = std::min(r.width(), r.height()) * 0.3;
                                 overlay::ring(p, r.center(), rad, overlay::defenceColor(), rad * 0.35);
                             }),
    };
}

void StatusLayer::draw(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    const Analysis& a = *analysis();
    const qreal r = g.stoneRadius();
    const qreal mark = std::max(1.5, g.cell() * 0.075);
    std::vector<Point> attacks, defences;
    for (std::size_t i = 0; i < a.strings.size(); ++i) {
        const StringInfo& s = a.strings[i];
        if (overlay::stringDead(a, static_cast<int>(i))) {
            for (Point p : s.stones)
                if (stoneAgrees(snapshot, p, s.color)) {
                    const QPointF c = g.center(gridOf(p));
                    dimStone(painter, c, r);
                    overlay::cross(painter, c, r * 0.5, overlay::attackColor(), mark);
                }
            continue;
        }
        if (s.status != TacticalStatus::Unsettled && s.status != TacticalStatus::Ko)
            continue;
        for (Point p : s.stones)
            if (stoneAgrees(snapshot, p, s.color))
                unsettledRing(painter, g.center(gridOf(p)), r, unsettledColor(s.status));
        if (s.attack.code != tactics::Fail && s.attack.move > 0)
            attacks.push_back(s.attack.move);
        if (s.defence.code != tactics::Fail && s.defence.move > 0)
            defences.push_back(s.defence.move);
    }
    auto unique = [](std::vector<Point>& v) {
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
    };
    unique(attacks);
    unique(defences);
    for (Point p : defences)
        if (stoneAgrees(snapshot, p, Empty))
            overlay::ring(painter, g.center(gridOf(p)), g.cell() * 0.24, overlay::defenceColor(), mark);
    for (Point p : attacks)
        if (stoneAgrees(snapshot, p, Empty))
            overlay::cross(painter, g.center(gridOf(p)), g.cell() * 0.2, overlay::attackColor(), mark);
}

// --- safety

QString SafetyLayer::title() const
{
    return Layers::tr("Group safety");
}

std::vector<LegendEntry> SafetyLayer::legend() const
{
    auto badge = [](int percent) {
        return [percent](QPainter& p, const QRectF& r) {
            const QColor c = overlay::safetyColor(percent);
            p.setPen(QPen(QColor(40, 30, 20), 1));
            p.setBrush(c);
            const QRectF box(r.left() + 1, r.center().y() - r.height() * 0.3, r.width() - 2, r.height() * 0.6);
            p.drawRoundedRect(box, box.height() * 0.3, box.height() * 0.3);
            QFont f = p.font();
            f.setPixelSize(std::max(6, qRound(box.height() * 0.72)));
            f.setWeight(QFont::Bold);
            p.setFont(f);
            p.setPen(c.lightness() > 140 ? Qt::black : Qt::white);
            p.drawText(box, Qt::AlignCenter, QString::number(percent));
        };
    };
    return {
        overlay::swatchEntry(Layers::tr("0 %: the group is dead"), badge(0)),
        overlay::swatchEntry(Layers::tr("50 %: unsettled, the next move decides"), badge(50)),
        overlay::swatchEntry(Layers::tr("100 %: the group lives"), badge(100)),
        overlay::swatchEntry(Layers::tr("!: group reading finds it critical, whoever moves first decides"),
                             [](QPainter& p, const QRectF& r) {
                                 QFont f = p.font();
                                 f.setPixelSize(std::max(6, qRound(r.height() * 0.8)));
                                 f.setWeight(QFont::Bold);
                                 p.setFont(f);
                                 p.setPen(QColor(200, 60, 0));
                                 p.drawText(r, Qt::AlignCenter, QStringLiteral("!"));
                             }),
    };
}

Point SafetyLayer::badgeStone(int group) const
{
    const Analysis* a = analysis().get();
    if (!a || group < 0 || group >= static_cast<int>(a->groups.size()))
        return kNoPoint;
    double sx = 0, sy = 0;
    int n = 0;
    for (int s : a->groups[static_cast<std::size_t>(group)].strings)
        for (Point p : a->strings[static_cast<std::size_t>(s)].stones) {
            const GridPoint q = gridOf(p);
            sx += q.x;
            sy += q.y;
            ++n;
        }
    if (n == 0)
        return kNoPoint;
    sx /= n;
    sy /= n;
    Point best = kNoPoint;
    double bestD = 1e9;
    for (int s : a->groups[static_cast<std::size_t>(group)].strings)
        for (Point p : a->strings[static_cast<std::size_t>(s)].stones) {
            const GridPoint q = gridOf(p);
            const double d = (q.x - sx) * (q.x - sx) + (q.y - sy) * (q.y - sy);
            if (d < bestD - 1e-9) {
                bestD = d;
                best = p;
            }
        }
    return best;
}

void SafetyLayer::draw(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    const Analysis& a = *analysis();
    const qreal r = g.stoneRadius();
    if (tint_) {
        for (const analysis::Group& grp : a.groups) {
            QColor c = overlay::safetyColor(grp.safety);
            c.setAlpha(120);
            painter.setPen(Qt::NoPen);
            painter.setBrush(c);
            for (int s : grp.strings)
                for (Point p : a.strings[static_cast<std::size_t>(s)].stones)
                    if (stoneAgrees(snapshot, p, grp.color))
                        painter.drawEllipse(g.center(gridOf(p)), r * 0.98, r * 0.98);
        }
    }
    QFont font = painter.font();
    font.setPixelSize(std::max(6, qRound(g.cell() * 0.34)));
    font.setWeight(QFont::Bold);
    painter.setFont(font);
    const QFontMetricsF fm(font);
    for (std::size_t gi = 0; gi < a.groups.size(); ++gi) {
        const analysis::Group& grp = a.groups[gi];
        const Point at = badgeStone(static_cast<int>(gi));
        if (at == kNoPoint || !stoneAgrees(snapshot, at, grp.color))
            continue;
        // The static safety, and "!" when the group reading finds the group
        // critical, whatever the static judgement called it.
        const bool critical = grp.reading.verdict == analysis::GroupReading::Verdict::Critical;
        const QString text = Layers::tr("%1%").arg(grp.safety) + (critical ? QStringLiteral("!") : QString());
        const QPointF c = g.center(gridOf(at));
        const qreal w = std::max(fm.horizontalAdvance(text) + g.cell() * 0.18, g.cell() * 0.8);
        const qreal h = g.cell() * 0.46;
        const QRectF box(c.x() - w / 2, c.y() - h / 2, w, h);
        const QColor fill = overlay::safetyColor(grp.safety);
        QPen edge(QColor(40, 30, 20, 230));
        edge.setWidthF(std::max(1.0, g.cell() * 0.035));
        painter.setPen(edge);
        painter.setBrush(fill);
        painter.drawRoundedRect(box, h * 0.3, h * 0.3);
        painter.setPen(fill.lightness() > 140 ? QColor(20, 20, 20) : QColor(250, 250, 250));
        painter.drawText(box, Qt::AlignCenter, text);
    }
}

} // namespace irodori::ui
