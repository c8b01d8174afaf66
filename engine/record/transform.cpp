#include "transform.h"

#include "properties.h"

#include <array>
#include <string_view>
#include <utility>

namespace irodori::record {

namespace {

Coord moved(Coord c, int size, BoardTransform t)
{
    const int last = size - 1;
    switch (t) {
    case BoardTransform::FlipHorizontally:
        return {last - c.x, c.y};
    case BoardTransform::FlipVertically:
        return {c.x, last - c.y};
    case BoardTransform::RotateClockwise:
        return {last - c.y, c.x};
    case BoardTransform::RotateAnticlockwise:
        return {c.y, last - c.x};
    case BoardTransform::SwapColors:
        break;
    }
    return c;
}

// One point value moved; a value that is no point of the board stays.
std::string movedPoint(std::string_view value, int size, BoardTransform t)
{
    const auto c = parseCoord(value, size);
    if (!c)
        return std::string(value);
    const Coord m = moved(*c, size, t);
    return coordToSgf(m.x, m.y);
}

void movePoints(Node& node, int size, BoardTransform t)
{
    for (Property& p : node.properties()) {
        const PropertyInfo* info = propertyInfo(p.id);
        if (!info)
            continue;
        switch (info->type) {
        case ValueType::Move:
            for (std::string& v : p.values)
                if (const auto point = parseMovePoint(v, size); point && *point != kPass)
                    v = movedPoint(v, size, t);
            break;
        case ValueType::PointList:
        case ValueType::ElistPoint: {
            std::vector<std::string> values;
            for (const std::string& v : p.values) {
                std::vector<Point> points;
                if (v.empty() || !expandPointValue(v, size, points)) {
                    values.push_back(v); // an empty list, or not a point: as it was
                    continue;
                }
                for (Point q : points) {
                    const Coord m = moved({pointColumn(size, q), pointRow(size, q)}, size, t);
                    values.push_back(coordToSgf(m.x, m.y));
                }
            }
            p.values = std::move(values);
            break;
        }
        case ValueType::PointText:
            for (std::string& v : p.values)
                if (const auto parts = splitCompose(v))
                    v = movedPoint(parts->first, size, t) + ":" + std::string(parts->second);
            break;
        case ValueType::PointPoint:
            for (std::string& v : p.values)
                if (const auto parts = splitCompose(v))
                    v = movedPoint(parts->first, size, t) + ":" + movedPoint(parts->second, size, t);
            break;
        default:
            break;
        }
    }
}

void swapColors(Node& node)
{
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 9> kPairs = {{
        {"B", "W"}, {"AB", "AW"}, {"TB", "TW"}, {"BL", "WL"}, {"OB", "OW"},
        {"PB", "PW"}, {"BR", "WR"}, {"BT", "WT"}, {"GB", "GW"},
    }};
    for (Property& p : node.properties()) {
        for (const auto& [b, w] : kPairs) {
            if (p.id == b) {
                p.id = std::string(w);
                break;
            }
            if (p.id == w) {
                p.id = std::string(b);
                break;
            }
        }
        if (p.id == "PL" || p.id == "RE") {
            // PL[B], RE[B+3.5]: the first letter names the colour.
            for (std::string& v : p.values)
                if (!v.empty() && (v[0] == 'B' || v[0] == 'W' || v[0] == 'b' || v[0] == 'w'))
                    v[0] = v[0] == 'B' ? 'W' : v[0] == 'W' ? 'B' : v[0] == 'b' ? 'w' : 'b';
        }
    }
}

} // namespace

void transform(GameTree& tree, BoardTransform t)
{
    const int size = tree.boardSize();
    for (Node* node : subtreeInOrder(tree.root())) {
        if (t == BoardTransform::SwapColors)
            swapColors(*node);
        else
            movePoints(*node, size, t);
    }
}

} // namespace irodori::record
