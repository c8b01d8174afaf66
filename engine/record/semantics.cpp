#include "semantics.h"

#include <algorithm>

namespace irodori::record {

namespace {

std::vector<Point> pointList(const Node& node, std::string_view id, int size)
{
    std::vector<Point> out;
    if (const Property* p = node.find(id))
        for (const std::string& v : p->values)
            expandPointValue(v, size, out);
    return out;
}

void writePointList(Node& node, std::string_view id, const std::vector<Point>& points, int size)
{
    if (points.empty()) {
        node.remove(id);
        return;
    }
    std::vector<std::string> values;
    values.reserve(points.size());
    for (Point p : points)
        values.push_back(pointToSgf(size, p));
    node.setRaw(id, std::move(values));
}

// Removes p from the point list id; returns whether it was there.
bool removeFromList(Node& node, std::string_view id, Point p, int size)
{
    if (!node.has(id))
        return false;
    std::vector<Point> points = pointList(node, id, size);
    const auto it = std::remove(points.begin(), points.end(), p);
    if (it == points.end())
        return false;
    points.erase(it, points.end());
    writePointList(node, id, points, size);
    return true;
}

constexpr struct {
    const char* id;
    MarkKind kind;
} kPointMarks[] = {
    {"CR", MarkKind::Circle}, {"MA", MarkKind::Cross}, {"SQ", MarkKind::Square},
    {"TR", MarkKind::Triangle}, {"SL", MarkKind::Selected},
};

const char* lineId(MarkKind k) { return k == MarkKind::Arrow ? "AR" : "LN"; }

} // namespace

std::optional<Move> nodeMove(const Node& node, int size)
{
    for (const Property& p : node.properties()) {
        if ((p.id == "B" || p.id == "W") && !p.values.empty()) {
            const auto point = parseMovePoint(p.values.front(), size);
            if (!point)
                return std::nullopt;
            return Move{p.id == "B" ? Black : White, *point};
        }
    }
    return std::nullopt;
}

void setNodeMove(Node& node, const Move& m, int size)
{
    const char* id = m.color == Black ? "B" : "W";
    const char* other = m.color == Black ? "W" : "B";
    if (Property* p = node.find(other)) {
        // Keep the move where it stood among the properties.
        p->id.assign(1, id[0]);
        p->values = {pointToSgf(size, m.point)};
        return;
    }
    node.setRaw(id, pointToSgf(size, m.point));
}

Node* addMove(GameTree& tree, const Move& m)
{
    const int size = tree.boardSize();
    Node* at = tree.current();
    for (int i = 0; i < at->childCount(); ++i) {
        const auto existing = nodeMove(*at->child(i), size);
        if (existing && *existing == m) {
            tree.setCurrent(at->child(i));
            return at->child(i);
        }
    }
    Node* child = at->addChild();
    setNodeMove(*child, m, size);
    tree.setCurrent(child);
    return child;
}

std::vector<SetupStone> setupStones(const Node& node, int size)
{
    std::vector<SetupStone> out;
    for (const Property& p : node.properties()) {
        Color c;
        if (p.id == "AB")
            c = Black;
        else if (p.id == "AW")
            c = White;
        else if (p.id == "AE")
            c = Empty;
        else
            continue;
        std::vector<Point> points;
        for (const std::string& v : p.values)
            expandPointValue(v, size, points);
        for (Point pt : points)
            out.push_back({pt, c});
    }
    return out;
}

void setSetupStone(Node& node, Point p, Color c, int size)
{
    for (const char* id : {"AB", "AW", "AE"})
        removeFromList(node, id, p, size);
    const char* id = c == Black ? "AB" : c == White ? "AW" : "AE";
    std::vector<Point> points = pointList(node, id, size);
    points.push_back(p);
    writePointList(node, id, points, size);
}

bool clearSetupStone(Node& node, Point p, int size)
{
    bool listed = false;
    for (const char* id : {"AB", "AW", "AE"})
        listed |= removeFromList(node, id, p, size);
    return listed;
}

std::optional<Color> playerToMove(const Node& node)
{
    const std::string_view v = node.rawValue("PL");
    if (v == "B" || v == "b")
        return Black;
    if (v == "W" || v == "w")
        return White;
    return std::nullopt;
}

void setPlayerToMove(Node& node, std::optional<Color> c)
{
    if (!c)
        node.remove("PL");
    else
        node.setRaw("PL", *c == Black ? "B" : "W");
}

std::string textValue(const Node& node, std::string_view id)
{
    const Property* p = node.find(id);
    if (!p || p->values.empty())
        return {};
    const PropertyInfo* info = propertyInfo(id);
    if (info && info->type == ValueType::Text)
        return unescapeText(p->values.front());
    if (info && (info->type == ValueType::SimpleText || info->type == ValueType::Real ||
                 info->type == ValueType::Number))
        return unescapeSimpleText(p->values.front());
    return p->values.front();
}

void setTextValue(Node& node, std::string_view id, std::string_view text)
{
    if (text.empty()) {
        node.remove(id);
        return;
    }
    const PropertyInfo* info = propertyInfo(id);
    if (info && info->type == ValueType::SimpleText) {
        // SimpleText has no line breaks: store them as the spaces a reader
        // would make of them anyway.
        std::string flat(text);
        std::replace(flat.begin(), flat.end(), '\n', ' ');
        std::replace(flat.begin(), flat.end(), '\r', ' ');
        node.setRaw(id, escapeText(flat));
        return;
    }
    node.setRaw(id, escapeText(text));
}

std::vector<Mark> marks(const Node& node, int size)
{
    std::vector<Mark> out;
    for (const Property& p : node.properties()) {
        for (const auto& pm : kPointMarks) {
            if (p.id != pm.id)
                continue;
            std::vector<Point> points;
            for (const std::string& v : p.values)
                expandPointValue(v, size, points);
            for (Point pt : points)
                out.push_back({pm.kind, pt, kNoPoint, {}});
        }
        if (p.id == "LB") {
            for (const std::string& v : p.values) {
                const auto parts = splitCompose(v);
                if (!parts)
                    continue;
                const auto c = parseCoord(parts->first, size);
                if (c)
                    out.push_back({MarkKind::Label, pointAt(size, c->x, c->y), kNoPoint,
                                   unescapeSimpleText(parts->second)});
            }
        } else if (p.id == "AR" || p.id == "LN") {
            for (const std::string& v : p.values) {
                const auto parts = splitCompose(v);
                if (!parts)
                    continue;
                const auto a = parseCoord(parts->first, size);
                const auto b = parseCoord(parts->second, size);
                if (a && b)
                    out.push_back({p.id == "AR" ? MarkKind::Arrow : MarkKind::Line,
                                   pointAt(size, a->x, a->y), pointAt(size, b->x, b->y), {}});
            }
        }
    }
    return out;
}

void addMark(Node& node, const Mark& m, int size)
{
    if (m.kind == MarkKind::Arrow || m.kind == MarkKind::Line) {
        std::vector<std::string> values;
        if (const Property* p = node.find(lineId(m.kind)))
            values = p->values;
        values.push_back(pointToSgf(size, m.point) + ":" + pointToSgf(size, m.to));
        node.setRaw(lineId(m.kind), std::move(values));
        return;
    }
    // One point mark per point: a new mark replaces the old one.
    for (const auto& pm : kPointMarks)
        removeFromList(node, pm.id, m.point, size);
    const std::string at = pointToSgf(size, m.point);
    if (Property* lb = node.find("LB")) {
        std::erase_if(lb->values, [&](const std::string& v) {
            const auto parts = splitCompose(v);
            return parts && parts->first == at;
        });
        if (lb->values.empty())
            node.remove("LB");
    }
    if (m.kind == MarkKind::Label) {
        std::vector<std::string> values;
        if (const Property* p = node.find("LB"))
            values = p->values;
        std::string text = m.label;
        std::replace(text.begin(), text.end(), '\n', ' ');
        values.push_back(at + ":" + escapeText(text));
        node.setRaw("LB", std::move(values));
        return;
    }
    for (const auto& pm : kPointMarks) {
        if (pm.kind == m.kind) {
            std::vector<Point> points = pointList(node, pm.id, size);
            points.push_back(m.point);
            writePointList(node, pm.id, points, size);
        }
    }
}

namespace {

// Removes the values of the compose-type list id (LB, AR, LN) for which
// touches(first point, second part) holds.
template <class Pred>
void eraseComposed(Node& node, const char* id, Pred touches)
{
    Property* prop = node.find(id);
    if (!prop)
        return;
    std::erase_if(prop->values, [&](const std::string& v) {
        const auto parts = splitCompose(v);
        return parts && touches(parts->first, parts->second);
    });
    if (prop->values.empty())
        node.remove(id);
}

} // namespace

void removePointMarks(Node& node, Point p, int size)
{
    for (const auto& pm : kPointMarks)
        removeFromList(node, pm.id, p, size);
    const std::string at = pointToSgf(size, p);
    eraseComposed(node, "LB", [&](std::string_view first, std::string_view) { return first == at; });
}

bool removeLineMark(Node& node, MarkKind kind, Point from, Point to, int size)
{
    const std::string a = pointToSgf(size, from);
    const std::string b = pointToSgf(size, to);
    bool found = false;
    eraseComposed(node, lineId(kind), [&](std::string_view first, std::string_view second) {
        // A line has no direction; an arrow has.
        const bool same = (first == a && second == b) || (kind == MarkKind::Line && first == b && second == a);
        found |= same;
        return same;
    });
    return found;
}

void clearMarks(Node& node, Point p, int size)
{
    removePointMarks(node, p, size);
    const std::string at = pointToSgf(size, p);
    for (const char* id : {"AR", "LN"})
        eraseComposed(node, id, [&](std::string_view first, std::string_view second) {
            return first == at || second == at;
        });
}

MoveAnnotation moveAnnotation(const Node& node)
{
    if (node.has("BM"))
        return MoveAnnotation::Bad;
    if (node.has("DO"))
        return MoveAnnotation::Doubtful;
    if (node.has("IT"))
        return MoveAnnotation::Interesting;
    if (node.has("TE"))
        return MoveAnnotation::Tesuji;
    return MoveAnnotation::None;
}

void setMoveAnnotation(Node& node, MoveAnnotation annotation)
{
    for (const char* id : {"BM", "DO", "IT", "TE"})
        node.remove(id);
    switch (annotation) {
    case MoveAnnotation::Bad: node.setRaw("BM", std::string("1")); break;
    case MoveAnnotation::Doubtful: node.setRaw("DO", std::string()); break;
    case MoveAnnotation::Interesting: node.setRaw("IT", std::string()); break;
    case MoveAnnotation::Tesuji: node.setRaw("TE", std::string("1")); break;
    case MoveAnnotation::None: break;
    }
}

PositionAnnotation positionAnnotation(const Node& node)
{
    if (node.has("GB"))
        return PositionAnnotation::GoodForBlack;
    if (node.has("GW"))
        return PositionAnnotation::GoodForWhite;
    if (node.has("DM"))
        return PositionAnnotation::Even;
    if (node.has("UC"))
        return PositionAnnotation::Unclear;
    return PositionAnnotation::None;
}

void setPositionAnnotation(Node& node, PositionAnnotation annotation)
{
    for (const char* id : {"GB", "GW", "DM", "UC"})
        node.remove(id);
    const char* id = annotation == PositionAnnotation::GoodForBlack   ? "GB"
                     : annotation == PositionAnnotation::GoodForWhite ? "GW"
                     : annotation == PositionAnnotation::Even         ? "DM"
                     : annotation == PositionAnnotation::Unclear      ? "UC"
                                                                      : nullptr;
    if (id)
        node.setRaw(id, std::string("1"));
}

bool isHotspot(const Node& node)
{
    return node.has("HO");
}

void setHotspot(Node& node, bool on)
{
    if (on)
        node.setRaw("HO", std::string("1"));
    else
        node.remove("HO");
}

std::optional<double> komi(const Node& node)
{
    if (!node.has("KM"))
        return std::nullopt;
    return parseReal(node.rawValue("KM"));
}

void setKomi(Node& node, std::optional<double> k)
{
    if (!k)
        node.remove("KM");
    else
        node.setRaw("KM", formatReal(*k));
}

int handicap(const Node& node)
{
    return parseNumber(node.rawValue("HA")).value_or(0);
}

const std::vector<const PropertyInfo*>& gameInfoProperties()
{
    static const std::vector<const PropertyInfo*> list = [] {
        std::vector<const PropertyInfo*> v;
        for (const char* id : {"PB", "BR", "BT", "PW", "WR", "WT", "KM", "HA", "RE", "DT", "EV", "RO", "GN",
                               "PC", "RU", "TM", "OT", "ON", "AN", "SO", "US", "CP", "GC"})
            v.push_back(propertyInfo(id));
        return v;
    }();
    return list;
}

} // namespace irodori::record
