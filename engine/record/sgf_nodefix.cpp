// The properties of one node as the reader found them -> the node as the
// model keeps it: identifiers of FF[1]-FF[3] files, merged and split nodes,
// values checked against the board and written in canonical form.
#include "properties.h"
#include "sgf_parse_detail.h"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <utility>

namespace irodori::record::detail {

namespace {

constexpr std::size_t npos = std::string_view::npos;

std::string bracket(std::string_view raw)
{
    std::string out(1, '[');
    out += Reporter::quote(raw);
    out += ']';
    return out;
}

bool hasLowerCase(std::string_view id)
{
    return std::any_of(id.begin(), id.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

// Text and SimpleText in canonical raw form: unescaped, then escaped again,
// so that equal texts are always written the same way.
std::string canonicalText(std::string_view raw, bool simple)
{
    // Most values already are canonical: no CR, tab or (in SimpleText) LF,
    // and every '\' escapes a ']' or a '\'. Those are copied as they are.
    bool plain = true;
    const std::size_t n = raw.size();
    for (std::size_t i = 0; i < n && plain; ++i) {
        const char c = raw[i];
        if (c == '\\') {
            plain = i + 1 < n && (raw[i + 1] == ']' || raw[i + 1] == '\\');
            ++i;
        } else if (c == '\r' || c == '\t' || c == '\v' || c == '\f' || (simple && c == '\n')) {
            plain = false;
        }
    }
    if (plain)
        return std::string(raw);
    return escapeText(simple ? unescapeSimpleText(raw) : unescapeText(raw));
}

std::string labelLetter(int i)
{
    if (i < 26)
        return std::string(1, static_cast<char>('a' + i));
    if (i < 52)
        return std::string(1, static_cast<char>('A' + i - 26));
    return std::to_string(i + 1);
}

// Raw value of a root property that the context needs before the rest.
std::string_view firstValue(const std::vector<PendingProperty>& props, std::size_t count, std::string_view id)
{
    for (std::size_t i = 0; i < count; ++i)
        if (props[i].id == id && !props[i].values.empty())
            return props[i].values.front().raw;
    return {};
}

const char* gameName(int gm)
{
    switch (gm) {
    case 2: return "Othello";
    case 3: return "chess";
    case 5: return "Nine Men's Morris";
    case 6: return "Backgammon";
    case 7: return "Chinese chess";
    case 8: return "Shogi";
    case 9: return "Lines of Action";
    case 10: return "Ataxx";
    case 11: return "Hex";
    default: return "another game";
    }
}

// Finds a property by identifier in a node being filled: a plain scan for
// the usual few properties, a map once a node has many.
class PropertyIndex {
public:
    Property* find(Node& n, const std::string& id)
    {
        std::vector<Property>& props = n.properties();
        if (props.size() < 32)
            return n.find(id);
        auto& map = maps_[&n];
        for (std::size_t k = map.size(); k < props.size(); ++k)
            map.emplace(props[k].id, k);
        const auto it = map.find(id);
        return it == map.end() ? nullptr : &props[it->second];
    }

private:
    std::unordered_map<const Node*, std::unordered_map<std::string, std::size_t>> maps_;
};

class NodeFixer {
public:
    NodeFixer(GameContext& ctx, Reporter& report)
        : ctx_(ctx), report_(report)
    {
    }

    void readRoot(std::vector<PendingProperty>& props, std::size_t count);
    // Checks the values of p and returns them in canonical form, or nullopt
    // if nothing usable is left (the property is dropped).
    std::optional<std::vector<std::string>> values(PendingProperty& p, const PropertyInfo* info);
    void merge(Property& existing, std::vector<std::string> added, const PropertyInfo* info, std::size_t offset);

private:
    std::optional<std::string> point(const PendingValue& v, std::string_view id);
    std::optional<std::string> pointList(const PendingValue& v, std::string_view id, bool elist, bool only);
    void oldLabel(const PendingValue& v, std::vector<std::string>& out);

    GameContext& ctx_;
    Reporter& report_;
    int labels_ = 0;
};

void NodeFixer::readRoot(std::vector<PendingProperty>& props, std::size_t count)
{
    const std::string_view ff = firstValue(props, count, "FF");
    if (!ff.empty()) {
        const auto v = parseNumber(ff);
        if (v && *v >= 1 && *v <= 4)
            ctx_.fileFormat = *v;
        else
            ctx_.fileFormat = 4; // reported when the value is checked
    }
    const std::string_view gm = firstValue(props, count, "GM");
    if (!gm.empty()) {
        const auto v = parseNumber(gm);
        if (v && *v != 1 && *v != 4) {
            ctx_.usable = false;
            ctx_.error = "The record is for " + std::string(gameName(*v)) + " (GM[" + std::to_string(*v) +
                         "]); Irodori reads Go (GM[1]) and Renju (GM[4]) records.";
            return;
        }
        ctx_.gameType = v.value_or(1);
    }
    if (ctx_.gameType == 4)
        ctx_.size = 15; // the default board of Gomoku and Renju
    for (std::size_t i = 0; i < count; ++i) {
        PendingProperty& p = props[i];
        if (p.id != "SZ" || p.values.empty())
            continue;
        const std::string_view raw = p.values.front().raw;
        std::optional<int> cols, rows;
        if (const std::size_t colon = raw.find(':'); colon != npos) {
            cols = parseNumber(raw.substr(0, colon));
            rows = parseNumber(raw.substr(colon + 1));
        } else {
            cols = rows = parseNumber(raw);
        }
        if (!cols || !rows) {
            report_.warn(p.values.front().offset,
                         "SZ" + bracket(raw) + " is not a board size; a 19x19 board was assumed.");
            p.values.front().raw = "19";
            break;
        }
        if (*cols != *rows) {
            ctx_.usable = false;
            ctx_.error = "The board is not square (" + std::to_string(*cols) + " columns by " +
                         std::to_string(*rows) + " rows); Irodori only supports square boards.";
            return;
        }
        if (*cols > kMaxBoardSize) {
            ctx_.usable = false;
            ctx_.error = "board size " + std::to_string(*cols) + " is larger than " + std::to_string(kMaxBoardSize) +
                         ", which Irodori supports";
            return;
        }
        if (*cols < kMinBoardSize) {
            ctx_.usable = false;
            ctx_.error = "board size " + std::to_string(*cols) + " is smaller than " +
                         std::to_string(kMinBoardSize) + ", the smallest board Irodori supports";
            return;
        }
        ctx_.size = *cols;
        break;
    }
}

std::optional<std::string> NodeFixer::point(const PendingValue& v, std::string_view id)
{
    const auto c = parseCoord(v.raw, ctx_.size);
    if (!c)
        return std::nullopt;
    (void)id;
    return coordToSgf(c->x, c->y);
}

// FF[3] L[]: labels a, b, c ... in the order of the points.
void NodeFixer::oldLabel(const PendingValue& v, std::vector<std::string>& out)
{
    if (auto pt = point(v, "L")) {
        *pt += ':';
        *pt += labelLetter(labels_++);
        out.push_back(std::move(*pt));
        return;
    }
    std::string message(1, 'L');
    message += bracket(v.raw);
    message += " is not a point of the board; it was dropped.";
    report_.warn(v.offset, std::move(message));
}

std::optional<std::string> NodeFixer::pointList(const PendingValue& v, std::string_view id, bool elist, bool only)
{
    const std::string_view raw = v.raw;
    if (raw.empty()) {
        if (elist && only)
            return std::string(); // TB[], VW[]: the empty list
        report_.warn(v.offset, "An empty value in " + std::string(id) + " was ignored.");
        return std::nullopt;
    }
    const std::size_t colon = raw.find(':');
    if (colon == npos) {
        if (auto c = parseCoord(raw, ctx_.size))
            return coordToSgf(c->x, c->y);
    } else {
        const auto a = parseCoord(raw.substr(0, colon), ctx_.size);
        const auto b = parseCoord(raw.substr(colon + 1), ctx_.size);
        if (a && b) {
            const int x0 = std::min(a->x, b->x), x1 = std::max(a->x, b->x);
            const int y0 = std::min(a->y, b->y), y1 = std::max(a->y, b->y);
            if (x0 == x1 && y0 == y1)
                return coordToSgf(x0, y0);
            if (x0 != a->x || y0 != a->y)
                report_.warn(v.offset, std::string(id) + bracket(raw) +
                                           ": the corners of the rectangle are swapped; read as the same rectangle.");
            return coordToSgf(x0, y0) + ":" + coordToSgf(x1, y1);
        }
    }
    report_.warn(v.offset, std::string(id) + bracket(raw) + " is not a point of the " + std::to_string(ctx_.size) +
                               "x" + std::to_string(ctx_.size) + " board; it was dropped.");
    return std::nullopt;
}

std::optional<std::vector<std::string>> NodeFixer::values(PendingProperty& p, const PropertyInfo* info)
{
    std::vector<std::string> out;
    const std::string& id = p.id;
    if (!info) {
        // Unknown and private properties: kept exactly as they came.
        out.reserve(p.values.size());
        for (const PendingValue& v : p.values)
            out.emplace_back(v.raw);
        return out;
    }
    if (!info->list && p.values.size() > 1)
        report_.warn(p.values[1].offset, id + " has several values; only the first was kept.");
    const std::size_t n = info->list ? p.values.size() : 1;
    for (std::size_t k = 0; k < n; ++k) {
        const PendingValue& v = p.values[k];
        const std::string_view raw = v.raw;
        switch (info->type) {
        case ValueType::None:
            if (!raw.empty())
                report_.warn(v.offset, id + " takes no value; " + bracket(raw) + " was ignored.");
            out.emplace_back();
            break;
        case ValueType::Number: {
            const auto num = parseNumber(raw);
            if (!num) {
                report_.warn(v.offset, id + bracket(raw) + " is not a number; the property was dropped.");
                return std::nullopt;
            }
            out.push_back(std::to_string(*num));
            break;
        }
        case ValueType::Real: {
            const auto r = parseReal(raw);
            if (!r) {
                report_.warn(v.offset, id + bracket(raw) + " is not a number; the property was dropped.");
                return std::nullopt;
            }
            if (raw.find(',') != npos)
                report_.warn(v.offset, id + bracket(raw) + " uses a decimal comma; read as " + formatReal(*r) + ".");
            out.push_back(formatReal(*r));
            break;
        }
        case ValueType::Double:
            if (raw != "1" && raw != "2") {
                report_.warn(v.offset, id + bracket(raw) + " should be 1 or 2; read as 1.");
                out.emplace_back("1");
            } else {
                out.emplace_back(raw);
            }
            break;
        case ValueType::Color:
            if (raw == "B" || raw == "b" || raw == "W" || raw == "w") {
                out.emplace_back(raw == "B" || raw == "b" ? "B" : "W");
            } else {
                report_.warn(v.offset, id + bracket(raw) + " is not a colour (B or W); it was dropped.");
                return std::nullopt;
            }
            break;
        case ValueType::SimpleText:
        case ValueType::Text:
            out.push_back(canonicalText(raw, info->type == ValueType::SimpleText));
            break;
        case ValueType::Move: {
            const auto pt = parseMovePoint(raw, ctx_.size);
            if (!pt) {
                report_.warn(v.offset, id + bracket(raw) + " is not a point of the " + std::to_string(ctx_.size) +
                                           "x" + std::to_string(ctx_.size) + " board; the move was dropped.");
                return std::nullopt;
            }
            out.push_back(*pt == kPass ? std::string() : *point(v, id));
            break;
        }
        case ValueType::PointList:
        case ValueType::ElistPoint:
            if (v.oldLabel) {
                oldLabel(v, out);
            } else if (auto pt = pointList(v, id, info->type == ValueType::ElistPoint, p.values.size() == 1)) {
                out.push_back(std::move(*pt));
            }
            break;
        case ValueType::PointText:
        case ValueType::PointPoint: {
            if (v.oldLabel) {
                oldLabel(v, out);
                break;
            }
            const auto parts = splitCompose(raw);
            const auto a = parts ? parseCoord(parts->first, ctx_.size) : std::nullopt;
            if (!parts || !a) {
                report_.warn(v.offset, id + bracket(raw) + " is not a point and " +
                                           (info->type == ValueType::PointText ? "a text" : "a second point") +
                                           "; it was dropped.");
                break;
            }
            if (info->type == ValueType::PointText) {
                out.push_back(coordToSgf(a->x, a->y) + ":" + canonicalText(parts->second, true));
                break;
            }
            const auto b = parseCoord(parts->second, ctx_.size);
            if (!b) {
                report_.warn(v.offset, id + bracket(raw) + " does not join two points of the board; it was dropped.");
                break;
            }
            out.push_back(coordToSgf(a->x, a->y) + ":" + coordToSgf(b->x, b->y));
            break;
        }
        case ValueType::Size: {
            // Checked by readRoot; SZ[19:19] is written SZ[19].
            const std::size_t colon = raw.find(':');
            out.emplace_back(colon == npos ? std::to_string(parseNumber(raw).value_or(ctx_.size))
                                           : std::to_string(ctx_.size));
            break;
        }
        case ValueType::AppName:
        case ValueType::FigureValue:
            if (const auto parts = splitCompose(raw))
                out.push_back(escapeText(unescapeSimpleText(parts->first), true) + ":" +
                              canonicalText(parts->second, true));
            else
                out.push_back(canonicalText(raw, true));
            break;
        }
    }
    if (out.empty())
        return std::nullopt;
    return out;
}

void NodeFixer::merge(Property& existing, std::vector<std::string> added, const PropertyInfo* info,
                      std::size_t offset)
{
    if (!info || info->list) {
        report_.warn(offset, existing.id + " appears twice in one node; the values were merged.");
        for (std::string& v : added)
            existing.values.push_back(std::move(v));
        return;
    }
    if (info->type == ValueType::Text) {
        report_.warn(offset, existing.id + " appears twice in one node; the texts were joined.");
        existing.values.front() += "\n" + added.front();
        return;
    }
    if (existing.values.front() != added.front())
        report_.warn(offset, existing.id + " appears twice in one node; the second value " + bracket(added.front()) +
                                 " was ignored.");
}

} // namespace

Node* finishNode(Node* node, std::vector<PendingProperty>& props, std::size_t count, bool isRoot,
                 GameContext& ctx, Reporter& report)
{
    if (!ctx.usable)
        return node;
    // FF[1]-FF[3] spelled identifiers in words (AddBlack, GaMe): only the
    // capitals count. FF[4] forbids lower case, so there it is a repair.
    std::vector<std::pair<std::size_t, std::string>> renamed;
    for (std::size_t i = 0; i < count; ++i) {
        PendingProperty& p = props[i];
        if (hasLowerCase(p.id)) {
            renamed.emplace_back(i, p.id);
            std::erase_if(p.id, [](char c) { return c >= 'a' && c <= 'z'; });
        }
    }
    NodeFixer fixer(ctx, report);
    if (isRoot) {
        fixer.readRoot(props, count);
        if (!ctx.usable)
            return node;
    }
    for (const auto& [i, original] : renamed) {
        if (props[i].id.empty())
            report.warn(props[i].offset, "The property " + Reporter::quote(original) +
                                             " has no capital letters; it was dropped.");
        else if (ctx.fileFormat >= 4)
            report.warn(props[i].offset, "The identifier " + Reporter::quote(original) + " was read as " +
                                             props[i].id + ".");
    }
    for (std::size_t i = 0; i < count; ++i) {
        PendingProperty& p = props[i];
        if (p.id == "L") {
            report.warn(p.offset, "The old property L (labels) was converted to LB.");
            p.id = "LB";
            for (PendingValue& v : p.values)
                v.oldLabel = true;
        } else if (p.id == "M") {
            report.warn(p.offset, "The old property M (marks) was converted to MA.");
            p.id = "MA";
        }
    }

    // Split B and W, a move in the root, and setup mixed with a move into
    // consecutive nodes, in the order the properties came.
    std::vector<int> segment(count, 0);
    int current = 0;
    bool hasMove = false, hasSetup = false;
    for (std::size_t i = 0; i < count; ++i) {
        const PendingProperty& p = props[i];
        if (p.id.empty())
            continue;
        const PropertyInfo* info = propertyInfo(p.id);
        const bool move = p.id == "B" || p.id == "W";
        const bool setup = info && info->kind == PropertyKind::Setup;
        if (move) {
            const char* why = nullptr;
            if (isRoot && current == 0)
                why = "The root node holds a move; the move was put into a node of its own.";
            else if (hasMove)
                why = "One node holds two moves; it was split into two nodes.";
            else if (hasSetup)
                why = "One node holds setup stones and a move; the move was put into a node of its own.";
            if (why) {
                report.warn(p.offset, why);
                ++current;
                hasSetup = false;
            }
            hasMove = true;
        } else if (setup && hasMove) {
            report.warn(p.offset, "Setup follows a move in one node; it was put into a node of its own.");
            ++current;
            hasMove = false;
            hasSetup = true;
        } else if (setup) {
            hasSetup = true;
        }
        const bool rootInfo = info && (info->kind == PropertyKind::Root || info->kind == PropertyKind::GameInfo);
        segment[i] = (isRoot && rootInfo) ? 0 : current;
    }

    // One pass in file order; a node with thousands of properties (broken
    // files have them) must not cost a scan per property.
    std::vector<Node*> nodes{node};
    node->properties().reserve(count);
    PropertyIndex index;
    for (std::size_t i = 0; i < count; ++i) {
        PendingProperty& p = props[i];
        if (p.id.empty())
            continue;
        while (nodes.size() <= static_cast<std::size_t>(segment[i]))
            nodes.push_back(nodes.back()->addChild());
        Node* target = nodes[static_cast<std::size_t>(segment[i])];
        if (p.id == "KI") {
            // FF[3] KI: komi as an integer, twice the real komi.
            const auto ki = parseNumber(p.values.front().raw);
            if (!ki) {
                report.warn(p.offset, "KI" + bracket(p.values.front().raw) + " is not a number; it was dropped.");
                continue;
            }
            report.warn(p.offset, "The old property KI[" + std::to_string(*ki) + "] was converted to KM[" +
                                      formatReal(*ki / 2.0) + "].");
            std::vector<std::string> km{formatReal(*ki / 2.0)};
            if (Property* e = index.find(*target, "KM"))
                fixer.merge(*e, std::move(km), propertyInfo("KM"), p.offset);
            else
                target->properties().push_back({"KM", std::move(km)});
            continue;
        }
        const PropertyInfo* info = propertyInfo(p.id);
        if (info && info->kind == PropertyKind::Root && !isRoot) {
            report.warn(p.offset, "The root property " + p.id + " appears outside the root node; it was ignored.");
            continue;
        }
        auto values = fixer.values(p, info);
        if (!values)
            continue;
        if (Property* e = index.find(*target, p.id))
            fixer.merge(*e, std::move(*values), info, p.offset);
        else
            target->properties().push_back({p.id, std::move(*values)});
    }
    while (nodes.size() <= static_cast<std::size_t>(current))
        nodes.push_back(nodes.back()->addChild());
    return nodes.back();
}

} // namespace irodori::record::detail
