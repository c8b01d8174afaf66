#include "linkslayer.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <map>

namespace irodori::ui {

using analysis::Analysis;
using analysis::Link;
using analysis::LinkKind;
using analysis::LinkState;

QString LinksLayer::title() const
{
    return Layers::tr("Links (connections)");
}

Qt::PenStyle LinksLayer::styleOf(LinkKind kind)
{
    switch (kind) {
    case LinkKind::Solid:
    case LinkKind::Kosumi:
    case LinkKind::Takefu:
    case LinkKind::Shape:
        return Qt::SolidLine;
    case LinkKind::Ikken:
    case LinkKind::Keima:
    case LinkKind::Hazama:
    case LinkKind::MonkeyJump:
        return Qt::DashLine;
    case LinkKind::Niken:
    case LinkKind::Ogeima:
    case LinkKind::Sanken:
    case LinkKind::Daidaikeima:
        return Qt::DotLine;
    }
    return Qt::SolidLine;
}

QColor LinksLayer::colorOf(LinkState state)
{
    switch (state) {
    case LinkState::Connected:
        return overlay::connectedColor();
    case LinkState::Cuttable:
        return overlay::cuttableColor();
    case LinkState::Broken:
        return overlay::brokenColor();
    }
    return overlay::brokenColor();
}

QString LinksLayer::kindName(LinkKind kind)
{
    switch (kind) {
    case LinkKind::Solid:
        return Layers::tr("solid (two shared liberties)");
    case LinkKind::Kosumi:
        return Layers::tr("kosumi (diagonal step)");
    case LinkKind::Takefu:
        return Layers::tr("takefu (bamboo joint)");
    case LinkKind::Ikken:
        return Layers::tr("ikken (one-space jump)");
    case LinkKind::Keima:
        return Layers::tr("keima (knight's move)");
    case LinkKind::Hazama:
        return Layers::tr("hazama (diagonal two-point jump)");
    case LinkKind::Niken:
        return Layers::tr("niken (two-space jump)");
    case LinkKind::Ogeima:
        return Layers::tr("ogeima (large knight's move)");
    case LinkKind::Sanken:
        return Layers::tr("sanken (three-space jump)");
    case LinkKind::Daidaikeima:
        return Layers::tr("daidaikeima (very large knight's move)");
    case LinkKind::Shape:
        return Layers::tr("connection shape");
    case LinkKind::MonkeyJump:
        return Layers::tr("saru-suberi (monkey jump)");
    }
    return {};
}

QString LinksLayer::stateName(LinkState state)
{
    switch (state) {
    case LinkState::Connected:
        return Layers::tr("connected");
    case LinkState::Cuttable:
        return Layers::tr("cuttable");
    case LinkState::Broken:
        return Layers::tr("separate");
    }
    return {};
}

QString LinksLayer::whyText(const std::string& key)
{
    static const std::map<std::string, const char*> texts{
        {"miai", QT_TRANSLATE_NOOP("Layers", "two ways to connect (miai)")},
        {"crosscut", QT_TRANSLATE_NOOP("Layers", "crosscut by strong enemy stones")},
        {"crosscut-weak", QT_TRANSLATE_NOOP("Layers", "crosscut, but a cutting stone is weak")},
        {"connection-point", QT_TRANSLATE_NOOP("Layers", "an enemy stone at the cut point would be captured")},
        {"connection-points", QT_TRANSLATE_NOOP("Layers", "enemy stones at both cut points would be captured")},
        {"one-point", QT_TRANSLATE_NOOP("Layers", "one cut point left, next to a strong enemy stone")},
        {"one-point-weak", QT_TRANSLATE_NOOP("Layers", "one cut point left, next to a weak enemy stone")},
        {"wedged", QT_TRANSLATE_NOOP("Layers", "an enemy stone wedged in between")},
        {"wedge-weak", QT_TRANSLATE_NOOP("Layers", "a weak enemy stone wedged in between")},
        {"jump", QT_TRANSLATE_NOOP("Layers", "open jump: the wedge can be answered")},
        {"peeped", QT_TRANSLATE_NOOP("Layers", "peeped (nozoki) from one side")},
        {"wedge-works", QT_TRANSLATE_NOOP("Layers", "enemy stones on both sides: a wedge cuts")},
        {"keima", QT_TRANSLATE_NOOP("Layers", "knight's move with both cut points open")},
        {"pushed", QT_TRANSLATE_NOOP("Layers", "the enemy has pushed into the knight's move")},
        {"pushed-connection-point",
         QT_TRANSLATE_NOOP("Layers", "pushed into, but the other cut point would be captured")},
        {"hazama", QT_TRANSLATE_NOOP("Layers", "diagonal jump across an open point")},
        {"blocked", QT_TRANSLATE_NOOP("Layers", "enemy stones stand in between")},
        {"own-territory", QT_TRANSLATE_NOOP("Layers", "across our own sure territory")},
        {"open", QT_TRANSLATE_NOOP("Layers", "across open, uncontested space")},
        {"contested", QT_TRANSLATE_NOOP("Layers", "the space between is contested")},
        {"too-far", QT_TRANSLATE_NOOP("Layers", "too far apart to hold together")},
        {"shared-liberties", QT_TRANSLATE_NOOP("Layers", "two or more shared liberties (miai)")},
        {"bamboo", QT_TRANSLATE_NOOP("Layers", "bamboo joint: two gaps, one always connects")},
        {"shared-miai",
         QT_TRANSLATE_NOOP("Layers", "shares a miai point with another link: one move threatens both")},
        {"hane-under", QT_TRANSLATE_NOOP("Layers", "hane-under shape: a wedge is captured")},
        {"corner-kosumi", QT_TRANSLATE_NOOP("Layers", "corner kosumi: a stone in the corner would have no liberty")},
        {"first-line-kosumi",
         QT_TRANSLATE_NOOP("Layers", "kosumi to the first line: a cut there is in atari against the edge")},
        {"first-line-jump", QT_TRANSLATE_NOOP("Layers", "one-space jump on the first line: the wedge is in atari")},
        {"bridge-under",
         QT_TRANSLATE_NOOP("Layers", "bridge under on the first line: the wedge and the stone above it are captured together")},
        {"hanging-connection", QT_TRANSLATE_NOOP("Layers", "hanging connection: the cut point is a tiger's mouth")},
        {"ponnuki", QT_TRANSLATE_NOOP("Layers", "ponnuki shape: the enemy cannot play in the middle")},
        {"tigers-mouth", QT_TRANSLATE_NOOP("Layers", "tiger's mouth: a stone played inside is captured")},
        {"first-line-keima",
         QT_TRANSLATE_NOOP("Layers", "knight's move to the first line: the wedge dies on the edge")},
        {"peeped-jump-holds", QT_TRANSLATE_NOOP("Layers", "peeped jump: the wedge is still captured (ladder or net)")},
        {"second-line-jump",
         QT_TRANSLATE_NOOP("Layers", "one-space jump on the second line: the wedge is driven to the edge and captured")},
        {"second-line-kosumi",
         QT_TRANSLATE_NOOP("Layers", "kosumi on the second line: the cut is driven to the edge and captured")},
    };
    const auto it = texts.find(key);
    if (it == texts.end())
        return QString::fromStdString(key);
    return Layers::tr(it->second);
}

std::vector<LegendEntry> LinksLayer::legend() const
{
    auto line = [](Qt::PenStyle style, QColor color) {
        return [style, color](QPainter& p, const QRectF& r) {
            const qreal y = r.center().y();
            overlay::haloLine(p, QPointF(r.left() + 2, y), QPointF(r.right() - 2, y), color,
                              std::max(2.0, r.height() * 0.14), style);
        };
    };
    const QColor neutral(70, 60, 50);
    return {
        overlay::swatchEntry(Layers::tr("Blue: the same group, cannot be cut"),
                             line(Qt::SolidLine, overlay::connectedColor())),
        overlay::swatchEntry(Layers::tr("Yellow: the same group, but a cut must be checked"),
                             line(Qt::SolidLine, overlay::cuttableColor())),
        overlay::swatchEntry(Layers::tr("Red: related, but separate groups"),
                             line(Qt::SolidLine, overlay::brokenColor())),
        overlay::swatchEntry(Layers::tr("Solid line: solid, kosumi (diagonal), takefu (bamboo joint), shapes"),
                             line(Qt::SolidLine, neutral)),
        overlay::swatchEntry(Layers::tr("Dashed: ikken (one-space jump), keima (knight's move), hazama, monkey jump"),
                             line(Qt::DashLine, neutral)),
        overlay::swatchEntry(Layers::tr("Dotted: niken, ogeima, sanken, daidaikeima (long jumps)"),
                             line(Qt::DotLine, neutral)),
        overlay::swatchEntry(Layers::tr("× cut point"),
                             [](QPainter& p, const QRectF& r) {
                                 const qreal h = std::min(r.width(), r.height()) * 0.22;
                                 overlay::cross(p, r.center(), h, overlay::brokenColor(), h * 0.45);
                             }),
        overlay::swatchEntry(Layers::tr("• miai point: if one is taken, the other connects"),
                             [](QPainter& p, const QRectF& r) {
                                 const qreal h = std::min(r.width(), r.height()) * 0.14;
                                 p.setPen(QPen(Qt::white, h * 0.5));
                                 p.setBrush(overlay::connectedColor());
                                 p.drawEllipse(r.center(), h, h);
                             }),
    };
}

void LinksLayer::draw(QPainter& painter, const BoardGeometry& g, const BoardSnapshot& snapshot) const
{
    const Analysis& a = *analysis();
    const qreal r = g.stoneRadius();
    const qreal width = std::max(1.6, g.cell() * 0.085);
    // Broken links first: the safe connections must stay readable on top.
    std::vector<const Link*> order;
    for (const Link& l : a.links)
        order.push_back(&l);
    std::stable_sort(order.begin(), order.end(),
                     [](const Link* x, const Link* y) { return static_cast<int>(x->state) > static_cast<int>(y->state); });
    for (const Link* l : order) {
        if (l->a < 0 || l->b < 0 || l->a >= static_cast<int>(a.strings.size()) ||
            l->b >= static_cast<int>(a.strings.size()))
            continue;
        const Color c = a.strings[static_cast<std::size_t>(l->a)].color;
        if (!stoneAgrees(snapshot, l->stoneA, c) || !stoneAgrees(snapshot, l->stoneB, c))
            continue;
        const QPointF p1 = g.center(gridOf(l->stoneA)), p2 = g.center(gridOf(l->stoneB));
        const QPointF d = p2 - p1;
        const qreal len = std::hypot(d.x(), d.y());
        if (len < 1e-6)
            continue;
        // From edge to edge of the stones, overlapping them a little.
        const QPointF u = d / len * (r * 0.7);
        // Separate groups matter less than the ties within a group: their
        // lines are thinner and let the board show through.
        if (l->state == LinkState::Broken) {
            painter.save();
            painter.setOpacity(0.75);
            overlay::haloLine(painter, p1 + u, p2 - u, colorOf(l->state), width * 0.65, styleOf(l->kind));
            painter.restore();
        } else {
            overlay::haloLine(painter, p1 + u, p2 - u, colorOf(l->state), width, styleOf(l->kind));
        }
    }
    // The points that decide: cut points of the cuttable and broken short
    // links, the two points of a miai. Long links prove themselves by a
    // whole box of points, which would only clutter the board.
    for (const Link* l : order) {
        if (l->evidence.empty() || l->evidence.size() > 2)
            continue;
        const Color c = a.strings[static_cast<std::size_t>(l->a)].color;
        if (!stoneAgrees(snapshot, l->stoneA, c) || !stoneAgrees(snapshot, l->stoneB, c))
            continue;
        for (Point p : l->evidence) {
            if (!stoneAgrees(snapshot, p, Empty))
                continue;
            const QPointF at = g.center(gridOf(p));
            if (l->state == LinkState::Connected) {
                const qreal h = g.cell() * 0.09;
                painter.setPen(QPen(QColor(255, 255, 255, 220), h * 0.6));
                painter.setBrush(colorOf(l->state));
                painter.drawEllipse(at, h, h);
            } else {
                // Small: many links share cut points, and the lines say the rest.
                overlay::cross(painter, at, g.cell() * 0.11,
                               colorOf(l->state).darker(l->state == LinkState::Cuttable ? 135 : 100), width * 0.6);
            }
        }
    }
}

} // namespace irodori::ui
