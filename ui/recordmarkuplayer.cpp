#include "recordmarkuplayer.h"

#include "record/semantics.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace irodori::ui {

namespace {

using Kind = RecordMarkupLayer::Item::Kind;

GridPoint gridOf(int size, Point p)
{
    return {record::pointColumn(size, p), record::pointRow(size, p)};
}

// Marks must read on wood, on black and on white stones alike.
QColor inkOn(Color stone)
{
    return stone == Black ? QColor(250, 250, 250) : QColor(20, 20, 20);
}

// The letter of variation i: A..Z, then AA, AB, ... for very bushy trees.
QString variationLetter(int i)
{
    QString s;
    do {
        s.prepend(QLatin1Char(static_cast<char>('A' + i % 26)));
        i = i / 26 - 1;
    } while (i >= 0);
    return s;
}

void paintText(QPainter& p, const QPointF& c, qreal cell, const QString& text, const QColor& ink, bool bold)
{
    QFont font = p.font();
    // Long labels shrink so they stay within their intersection.
    const qreal scale = text.size() <= 1 ? 0.58 : text.size() == 2 ? 0.48 : 0.36;
    font.setPixelSize(std::max(6, qRound(cell * scale)));
    font.setBold(bold);
    p.setFont(font);
    p.setPen(ink);
    const QRectF box(c.x() - cell, c.y() - cell / 2, 2 * cell, cell);
    p.drawText(box, Qt::AlignCenter, text);
}

void paintArrow(QPainter& p, const QPointF& from, const QPointF& to, qreal cell, bool head)
{
    QPen pen(QColor(20, 20, 20, 210));
    pen.setWidthF(std::max(1.5, cell * 0.08));
    pen.setCapStyle(Qt::RoundCap);
    p.setPen(pen);
    p.drawLine(from, to);
    if (!head)
        return;
    const QLineF line(to, from);
    const qreal len = cell * 0.35;
    QLineF a = line;
    a.setLength(len);
    QLineF b = a;
    a.setAngle(line.angle() + 25);
    b.setAngle(line.angle() - 25);
    p.setBrush(pen.color());
    p.drawPolygon(QPolygonF({to, a.p2(), b.p2()}));
}

} // namespace

std::vector<RecordMarkupLayer::Item> RecordMarkupLayer::itemsOf(const record::Node& node, int size)
{
    std::vector<Item> out;
    for (const record::Mark& m : record::marks(node, size)) {
        Item item;
        item.at = gridOf(size, m.point);
        switch (m.kind) {
        case record::MarkKind::Circle: item.kind = Kind::Circle; break;
        case record::MarkKind::Cross: item.kind = Kind::Cross; break;
        case record::MarkKind::Square: item.kind = Kind::Square; break;
        case record::MarkKind::Triangle: item.kind = Kind::Triangle; break;
        case record::MarkKind::Selected: item.kind = Kind::Selected; break;
        case record::MarkKind::Label:
            item.kind = Kind::Label;
            item.text = QString::fromStdString(m.label);
            break;
        case record::MarkKind::Arrow:
        case record::MarkKind::Line:
            item.kind = m.kind == record::MarkKind::Arrow ? Kind::Arrow : Kind::Line;
            item.to = gridOf(size, m.to);
            break;
        }
        out.push_back(std::move(item));
    }
    if (node.childCount() >= 2) {
        for (int i = 0; i < node.childCount(); ++i) {
            const auto move = record::nodeMove(*node.child(i), size);
            if (!move || move->isPass())
                continue;
            Item item;
            item.kind = Kind::Variation;
            item.at = gridOf(size, move->point);
            item.text = variationLetter(i);
            item.color = move->color;
            out.push_back(std::move(item));
        }
    }
    return out;
}

void RecordMarkupLayer::paint(QPainter& p, const BoardGeometry& g, const BoardSnapshot& s) const
{
    const qreal cell = g.cell();
    const qreal r = g.stoneRadius();
    for (const Item& item : items_) {
        if (!s.contains(item.at))
            continue;
        const QPointF c = g.center(item.at);
        const Color stone = s.at(item.at.x, item.at.y);
        QPen pen(inkOn(stone));
        pen.setWidthF(std::max(1.2, cell * 0.07));
        pen.setJoinStyle(Qt::MiterJoin);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        switch (item.kind) {
        case Kind::Circle:
            p.drawEllipse(c, r * 0.5, r * 0.5);
            break;
        case Kind::Cross: {
            const qreal h = r * 0.4;
            p.drawLine(c + QPointF(-h, -h), c + QPointF(h, h));
            p.drawLine(c + QPointF(-h, h), c + QPointF(h, -h));
            break;
        }
        case Kind::Square: {
            const qreal h = r * 0.42;
            p.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h));
            break;
        }
        case Kind::Triangle: {
            const qreal h = r * 0.55;
            p.drawPolygon(QPolygonF({c + QPointF(0, -h), c + QPointF(h * 0.87, h * 0.5), c + QPointF(-h * 0.87, h * 0.5)}));
            break;
        }
        case Kind::Selected:
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(40, 110, 220, 90));
            p.drawRect(QRectF(c.x() - cell / 2, c.y() - cell / 2, cell, cell));
            break;
        case Kind::Label:
            if (stone == Empty) {
                // A patch of wood hides the lines behind the text.
                p.setPen(Qt::NoPen);
                p.setBrush(BoardPainter::woodColor());
                p.drawEllipse(c, r * 0.72, r * 0.72);
            }
            paintText(p, c, cell, item.text, inkOn(stone), false);
            break;
        case Kind::Arrow:
        case Kind::Line:
            if (s.contains(item.to))
                paintArrow(p, c, g.center(item.to), cell, item.kind == Kind::Arrow);
            break;
        case Kind::Badge: {
            // A small disc on the stone's upper right with a glyph in it:
            // the move annotation (!, ?, !?, ?!).
            const QPointF at(c.x() + r * 0.62, c.y() - r * 0.62);
            const qreal br = r * 0.46;
            p.setPen(QPen(QColor(255, 255, 255), std::max(1.0, cell * 0.03)));
            p.setBrush(item.tint);
            p.drawEllipse(at, br, br);
            QFont f = p.font();
            f.setBold(true);
            f.setPixelSize(std::max(6, static_cast<int>(br * (item.text.size() > 1 ? 1.05 : 1.45))));
            p.setFont(f);
            p.setPen(QColor(255, 255, 255));
            p.drawText(QRectF(at.x() - br, at.y() - br, 2 * br, 2 * br), Qt::AlignCenter, item.text);
            break;
        }
        case Kind::Variation: {
            // A faint stone of the colour to play, lettered: where the
            // record's variations continue.
            p.setPen(Qt::NoPen);
            const QColor fill = item.color == Black ? QColor(20, 20, 20, 120) : QColor(255, 255, 255, 170);
            p.setBrush(fill);
            p.drawEllipse(c, r * 0.8, r * 0.8);
            const QColor ink = item.color == Black ? QColor(255, 255, 255) : QColor(20, 20, 20);
            paintText(p, c, cell, item.text, stone == Empty ? ink : inkOn(stone), true);
            break;
        }
        }
    }
}

} // namespace irodori::ui
