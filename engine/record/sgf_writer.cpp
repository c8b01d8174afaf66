#include "sgf_writer.h"

#include "properties.h"

#include "irodori/version.h"

#include <string_view>

namespace irodori::record {

namespace {

// Appends a raw value between brackets. Raw values from the reader are
// always well formed; values set through the API might hold a bare ']' or
// end in a lone '\', which would break the file, so those are escaped.
void appendValue(std::string& out, std::string_view raw)
{
    out += '[';
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c == '\\') {
            if (i + 1 < raw.size()) {
                out += c;
                out += raw[++i];
            } else {
                out += "\\\\";
            }
            continue;
        }
        if (c == ']')
            out += '\\';
        out += c;
    }
    out += ']';
}

// Whether a property would only add noise: empty texts, HA[0], point lists
// without points, properties without values.
bool isNoise(const Property& p, const PropertyInfo* info)
{
    if (p.values.empty())
        return true;
    if (!info)
        return false;
    switch (info->type) {
    case ValueType::Text:
    case ValueType::SimpleText:
        return p.values.size() == 1 && p.values.front().empty();
    case ValueType::PointList:
        for (const std::string& v : p.values)
            if (!v.empty())
                return false;
        return true;
    default:
        return p.id == "HA" && p.values.size() == 1 && p.values.front() == "0";
    }
}

void appendProperty(std::string& out, const Property& p)
{
    const PropertyInfo* info = propertyInfo(p.id);
    if (isNoise(p, info))
        return;
    out += p.id;
    for (const std::string& v : p.values) {
        if (info && info->type == ValueType::PointList && v.empty())
            continue;
        appendValue(out, v);
    }
}

void appendNode(std::string& out, const Node& n, bool isRoot, int gameType)
{
    if (!out.empty() && out.back() != '(' && out.back() != '\n')
        out += '\n';
    out += ';';
    if (isRoot) {
        out += "FF[4]GM[" + std::to_string(gameType) + "]CA[UTF-8]AP";
        appendValue(out, applicationValue());
    }
    for (const Property& p : n.properties()) {
        if (isRoot && (p.id == "FF" || p.id == "GM" || p.id == "CA" || p.id == "AP"))
            continue;
        appendProperty(out, p);
    }
}

void appendTree(std::string& out, const GameTree& game)
{
    // Iterative: a main line thousands of moves long is a deep chain.
    struct Item {
        enum Kind { Open, Close, Write } kind;
        const Node* node;
    };
    const int gameType = game.gameType();
    std::vector<Item> work{{Item::Close, nullptr}, {Item::Write, &game.root()}, {Item::Open, nullptr}};
    while (!work.empty()) {
        const Item item = work.back();
        work.pop_back();
        switch (item.kind) {
        case Item::Open:
            if (!out.empty() && out.back() != '\n')
                out += '\n';
            out += '(';
            break;
        case Item::Close:
            out += ')';
            break;
        case Item::Write: {
            const Node* n = item.node;
            appendNode(out, *n, n == &game.root(), gameType);
            if (n->childCount() == 1) {
                work.push_back({Item::Write, n->child(0)});
            } else {
                for (int i = n->childCount() - 1; i >= 0; --i) {
                    work.push_back({Item::Close, nullptr});
                    work.push_back({Item::Write, n->child(i)});
                    work.push_back({Item::Open, nullptr});
                }
            }
            break;
        }
        }
    }
    out += '\n';
}

} // namespace

std::string applicationValue()
{
    return escapeText(kName, true) + ":" + escapeText(kVersion);
}

std::string writeSgf(const GameTree& game)
{
    std::string out;
    appendTree(out, game);
    return out;
}

std::string writeSgf(const Collection& games)
{
    std::string out;
    for (const GameTree& g : games)
        appendTree(out, g);
    return out;
}

} // namespace irodori::record
