#include "ig1.h"

#include "ig1_detail.h"
#include "properties.h"
#include "semantics.h"

#include "core/coords.h"

#include <algorithm>
#include <set>

namespace irodori::record {

namespace {

using detail::kIdeographicSpace;

std::string ig1Point(int size, Point p)
{
    if (p == kPass)
        return std::string(kIg1PassToken);
    const int x = pointColumn(size, p);
    const int y = pointRow(size, p);
    const int row = kIg1RowsFromTop ? y + 1 : size - y;
    return std::string(1, gtpColumnLetter(x)) + std::to_string(row);
}

// The properties IG1 keeps: game information with a header keyword, and
// what the header, INT and MOV lines express.
bool keptByIg1(std::string_view id)
{
    for (std::string_view k : {"GM", "SZ", "FF", "CA", "AP", "HA", "AB", "DT", "RE", "B", "W"})
        if (id == k)
            return true;
    return detail::ig1KeywordFor(id) != nullptr;
}

} // namespace

SaveResult writeIg1(const GameTree& game)
{
    SaveResult result;
    if (game.gameType() != 1) {
        // Read back, it would be a game of Go.
        result.error = "IG1 holds games of Go: this record is " +
                       std::string(game.gameType() == 4 ? "a Renju or gomoku game." : "not a game of Go.");
        return result;
    }
    const Node& root = game.root();
    const int size = game.boardSize();
    std::vector<std::string> lines{"#COMMENT"};

    // --- header
    const auto info = [&](const char* id) { return textValue(root, id); };
    std::vector<std::string> gcLines;
    {
        const std::string gc = info("GC");
        std::size_t start = 0;
        while (!gc.empty() && start <= gc.size()) {
            const std::size_t nl = gc.find('\n', start);
            gcLines.push_back(gc.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
            if (nl == std::string::npos)
                break;
            start = nl + 1;
        }
    }
    bool structured = false;
    for (const Property& p : root.properties())
        if (p.id != "GC" && (detail::ig1KeywordFor(p.id) || p.id == "DT" || p.id == "RE"))
            structured = true;
    const auto keyword = [&](const char* id, const std::string& value) {
        if (!value.empty())
            lines.push_back(std::string(detail::ig1KeywordFor(id)) + std::string(kIdeographicSpace) + value);
    };
    if (structured) {
        lines.push_back(detail::dateToIg1(info("DT")));
        // The player lines are always there: they mark the header as structured.
        lines.push_back(std::string("黒番") + std::string(kIdeographicSpace) + info("PB"));
        keyword("BR", info("BR"));
        lines.push_back(std::string("白番") + std::string(kIdeographicSpace) + info("PW"));
        keyword("WR", info("WR"));
        const std::string re = detail::resultToJapanese(info("RE"));
        if (!re.empty())
            lines.push_back(re);
        for (const char* id : {"GN", "EV", "RO", "PC"})
            keyword(id, info(id));
        if (const auto k = komi(root))
            keyword("KM", detail::komiToJapanese(*k));
        else
            keyword("KM", info("KM"));
        if (const auto tm = parseReal(root.rawValue("TM")); tm && root.has("TM"))
            keyword("TM", detail::secondsToJapanese(*tm));
        else
            keyword("TM", info("TM"));
        for (const char* id : {"SO", "US"})
            keyword(id, info(id));
        for (const std::string& l : gcLines)
            keyword("GC", l);
    } else {
        for (const std::string& l : gcLines)
            lines.push_back(l);
    }

    // --- handicap: only the standard placement can be expressed
    int handicap = 0;
    std::vector<SetupStone> rootSetup = setupStones(root, size);
    std::set<Point> black;
    bool otherSetup = false;
    for (const SetupStone& s : rootSetup) {
        if (s.color == Black)
            black.insert(s.point);
        else
            otherSetup = true;
    }
    if (!black.empty()) {
        const int n = static_cast<int>(black.size());
        const std::vector<Point> standard = detail::ig1HandicapPoints(size, n);
        if (n >= 2 && std::set<Point>(standard.begin(), standard.end()) == black)
            handicap = n;
        else
            otherSetup = true;
    }
    lines.push_back("INT " + std::to_string(size) + " " + std::to_string(handicap));

    // --- moves of the main line; what cannot be written is counted
    std::string mov = "MOV";
    Color expected = handicap >= 2 ? White : Black;
    std::size_t passes = 0, inserted = 0, comments = 0, markup = 0, setupNodes = 0;
    std::set<std::string> lostIds;
    const std::vector<const Node*> line = game.mainLine();
    for (const Node* n : line) {
        for (const Property& p : n->properties()) {
            const PropertyInfo* pi = propertyInfo(p.id);
            if (p.id == "C")
                ++comments;
            else if (pi && pi->kind == PropertyKind::Markup)
                ++markup;
            else if (n != &root && pi && pi->kind == PropertyKind::Setup)
                ++setupNodes;
            else if (!(n == &root && keptByIg1(p.id)) && p.id != "B" && p.id != "W" &&
                     !(n == &root && pi && pi->kind == PropertyKind::Setup))
                lostIds.insert(p.id);
        }
        if (n == &root)
            continue;
        const auto m = nodeMove(*n, size);
        if (!m)
            continue;
        if (m->color != expected) {
            // IG1 colours alternate: a pass keeps the next move's colour right.
            mov += " " + std::string(kIg1PassToken);
            ++inserted;
            ++passes;
        }
        if (m->isPass())
            ++passes;
        mov += " " + ig1Point(size, m->point);
        expected = opponent(m->color);
    }
    lines.push_back(mov);

    std::vector<Diagnostic>& w = result.warnings;
    if (const std::size_t v = game.variationCount(); v > 0)
        w.push_back({0, 0, counted(v, "variation is", "variations are") +
                               " lost: IG1 holds only the main line."});
    if (comments > 0)
        w.push_back({0, 0, counted(comments, "comment is", "comments are") + " lost: IG1 has no comments on moves."});
    if (markup > 0)
        w.push_back({0, 0, "Marks and labels on " + counted(markup, "node are", "nodes are") +
                               " lost: IG1 has no markup."});
    if (otherSetup || setupNodes > 0)
        w.push_back({0, 0, "Setup stones other than a standard handicap are lost: IG1 cannot place them."});
    if (inserted > 0)
        w.push_back({0, 0, counted(inserted, "pass was", "passes were") +
                               " inserted where the same colour moved twice, because IG1 moves alternate."});
    if (passes > 0)
        w.push_back({0, 0, counted(passes, "pass is", "passes are") + " written as \"" +
                               std::string(kIg1PassToken) +
                               "\", which IG1 does not define; other programs may not read the file."});
    if (!lostIds.empty())
        w.push_back(lostProperties("IG1", lostIds));

    std::string text;
    for (const std::string& l : lines)
        text += l + "\r\n";
    std::string lost;
    result.bytes = encodeText(text, "Shift_JIS", &lost);
    if (lost == "*") {
        result.bytes.clear();
        result.error = "Shift_JIS is not available on this system, so IG1 cannot be written.";
        return result;
    }
    if (!lost.empty())
        w.push_back({0, 0, "These characters do not exist in Shift_JIS and were written as '?': " + lost});
    return result;
}

} // namespace irodori::record
