#include "sgf_loader.h"

#include "core/coords.h"

#include <cctype>
#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

namespace irodori::testing {

namespace {

struct Property {
    std::string name;
    std::vector<std::string> values;
};
using Node = std::vector<Property>;

// The nodes of the main line: at each variation take the first branch.
std::vector<Node> mainLine(const std::string& text, std::string* error)
{
    std::vector<Node> nodes;
    std::size_t i = text.find('(');
    if (i == std::string::npos) {
        *error = "no game tree";
        return nodes;
    }
    ++i;
    int depth = 1;
    while (i < text.size() && depth > 0) {
        const char ch = text[i];
        if (ch == ';') {
            nodes.emplace_back();
            ++i;
        } else if (ch == '(') {
            // Only the first variation is followed: its content is read
            // in line; later siblings are skipped whole.
            ++depth;
            ++i;
        } else if (ch == ')') {
            // End of the variation we follow: skip everything after it
            // at this level.
            return nodes;
        } else if (std::isupper(static_cast<unsigned char>(ch))) {
            Property p;
            while (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i]))) {
                if (std::isupper(static_cast<unsigned char>(text[i])))
                    p.name += text[i];
                ++i;
            }
            while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
                ++i;
            while (i < text.size() && text[i] == '[') {
                std::string v;
                ++i;
                while (i < text.size() && text[i] != ']') {
                    if (text[i] == '\\' && i + 1 < text.size())
                        ++i;
                    v += text[i++];
                }
                ++i;
                p.values.push_back(v);
                while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
                    ++i;
            }
            if (!nodes.empty())
                nodes.back().push_back(std::move(p));
        } else {
            ++i;
        }
    }
    return nodes;
}

// Expands "aa" or the compressed list "aa:cc".
std::vector<Point> points(const Board& b, const std::string& v)
{
    std::vector<Point> out;
    const auto colon = v.find(':');
    if (colon == std::string::npos) {
        if (auto p = parseSgf(b, v); p && *p != kPass)
            out.push_back(*p);
        return out;
    }
    const auto a = parseSgf(b, v.substr(0, colon));
    const auto c = parseSgf(b, v.substr(colon + 1));
    if (!a || !c || *a == kPass || *c == kPass)
        return out;
    for (int y = std::min(b.row(*a), b.row(*c)); y <= std::max(b.row(*a), b.row(*c)); ++y)
        for (int x = std::min(b.column(*a), b.column(*c)); x <= std::max(b.column(*a), b.column(*c)); ++x)
            out.push_back(b.at(x, y));
    return out;
}

} // namespace

LoadedGame loadSgfPosition(const std::string& path, int untilMove, const std::string& untilVertex)
{
    LoadedGame g;
    std::ifstream in(path);
    if (!in) {
        g.error = "cannot open " + path;
        return g;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    const auto nodes = mainLine(ss.str(), &g.error);
    if (nodes.empty()) {
        if (g.error.empty())
            g.error = "no nodes in " + path;
        return g;
    }
    int size = 19;
    for (const auto& p : nodes.front())
        if (p.name == "SZ" && !p.values.empty())
            size = std::stoi(p.values[0]);
    g.position = Position(size);
    Position& pos = g.position;
    int moveNumber = 1;
    for (const Node& node : nodes) {
        for (const Property& p : node) {
            const Color setup = p.name == "AB" ? Black : p.name == "AW" ? White : Empty;
            if (setup != Empty || p.name == "AE")
                for (const auto& v : p.values)
                    for (Point q : points(pos.board(), v))
                        pos.setup(q, setup);
            if (p.name == "PL" && !p.values.empty())
                pos.setToMove(std::tolower(static_cast<unsigned char>(p.values[0][0])) == 'w' ? White : Black);
        }
        for (const Property& p : node) {
            if ((p.name != "B" && p.name != "W") || p.values.empty())
                continue;
            const Color c = p.name == "B" ? Black : White;
            const auto q = parseSgf(pos.board(), p.values[0]);
            if (!q)
                continue;
            const bool stopHere = (untilMove > 0 && moveNumber >= untilMove)
                || (!untilVertex.empty() && *q != kPass && toGtp(pos.board(), *q) == untilVertex);
            if (stopHere) {
                pos.setToMove(c);
                return g;
            }
            if (pos.play({c, *q}) != MoveError::None)
                pos.playForced({c, *q});
            ++moveNumber;
        }
    }
    return g;
}

} // namespace irodori::testing
