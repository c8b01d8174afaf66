// ASCII maps, the text report and the JSON of an Analysis.
#include "report.h"

#include "core/coords.h"

#include <algorithm>
#include <cstdio>

namespace irodori::analysis {
namespace {

std::string vertex(const Board& b, Point p)
{
    return (p == kNoPoint || p == kPass) ? std::string("-") : toGtp(b, p);
}

char numberChar(int n)
{
    if (n >= 1 && n <= 9)
        return static_cast<char>('0' + n);
    if (n >= 10 && n <= 35)
        return static_cast<char>('a' + n - 10);
    if (n >= 36 && n <= 61)
        return static_cast<char>('A' + n - 36);
    return '*';
}

char stoneChar(const Board& b, Point p)
{
    const Color c = b.color(p);
    return c == Black ? 'X' : (c == White ? 'O' : '.');
}

// Builds a map row by row with one character per point, space-separated.
template <typename F>
std::string mapOf(const Board& b, F f)
{
    std::string out;
    for (int y = 0; y < b.size(); ++y) {
        for (int x = 0; x < b.size(); ++x) {
            if (x > 0)
                out += ' ';
            out += f(b.at(x, y));
        }
        out += '\n';
    }
    return out;
}

// Dead at the end of the evaluation: in a dead group, or captured whoever
// moves first, unless its killers died (step 24).
bool stoneDead(const Analysis& a, Point p)
{
    const StringInfo& s = a.strings[a.stringAt[p]];
    if (s.revived)
        return false;
    return s.removed || a.groups[s.group].status == GroupStatus::Dead;
}

std::string points(const Board& b, const std::vector<Point>& v)
{
    std::string s;
    for (Point p : v) {
        if (!s.empty())
            s += ' ';
        s += vertex(b, p);
    }
    return s;
}

std::string halves(int h)
{
    return h % 2 == 0 ? std::to_string(h / 2) : std::to_string(h / 2) + ".5";
}

// ----- JSON ---------------------------------------------------------------

std::string q(const std::string& s)
{
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\')
            out += '\\';
        if (static_cast<unsigned char>(c) < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
            continue;
        }
        out += c;
    }
    return out + "\"";
}

std::string jv(const Board& b, Point p)
{
    return (p == kNoPoint || p == kPass) ? std::string("null") : q(toGtp(b, p));
}

std::string jpoints(const Board& b, const std::vector<Point>& v)
{
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (i)
            s += ',';
        s += q(toGtp(b, v[i]));
    }
    return s + "]";
}

// How a capture line ends, as a word.
const char* lineEnd(tactics::CaptureLine::End e)
{
    switch (e) {
    case tactics::CaptureLine::End::Captured: return "captured";
    case tactics::CaptureLine::End::Safe: return "escapes";
    case tactics::CaptureLine::End::Trapped: return "trapped";
    case tactics::CaptureLine::End::Ko: return "ko";
    case tactics::CaptureLine::End::Limit: break;
    }
    return "unfinished";
}

std::string jints(const std::vector<int>& v, int add = 0)
{
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (i)
            s += ',';
        s += std::to_string(v[i] + add);
    }
    return s + "]";
}

std::string jrows(const std::string& map)
{
    std::string s = "[";
    std::size_t start = 0;
    bool first = true;
    while (start < map.size()) {
        const std::size_t end = map.find('\n', start);
        if (!first)
            s += ',';
        s += q(map.substr(start, end - start));
        first = false;
        start = end + 1;
    }
    return s + "]";
}

template <typename T>
std::string jgrid(const Board& b, const std::vector<T>& v, bool decimals)
{
    if (v.empty())
        return "null"; // a layer this evaluation left out
    std::string s = "[";
    for (int y = 0; y < b.size(); ++y) {
        s += y ? ",[" : "[";
        for (int x = 0; x < b.size(); ++x) {
            char buf[32];
            if (decimals)
                std::snprintf(buf, sizeof buf, "%.3f", static_cast<double>(v[b.at(x, y)]));
            else
                std::snprintf(buf, sizeof buf, "%d", static_cast<int>(v[b.at(x, y)]));
            if (x)
                s += ',';
            s += buf;
        }
        s += "]";
    }
    return s + "]";
}

std::string jread(const Board& b, const tactics::ReadResult& r)
{
    return "{\"code\":" + std::to_string(r.code) + ",\"move\":" + jv(b, r.move) + "}";
}

} // namespace

std::string stringMap(const Analysis& a, const Board& b)
{
    return mapOf(b, [&](Point p) { return a.stringAt[p] < 0 ? '.' : numberChar(a.stringAt[p] + 1); });
}

std::string territoryMap(const Analysis& a, const Board& b)
{
    return mapOf(b, [&](Point p) {
        const Color c = b.color(p);
        if (isStone(c))
            return stoneDead(a, p) ? (c == Black ? 'x' : 'o') : (c == Black ? 'X' : 'O');
        if (a.territoryKind[p] == TerritoryKind::Sure)
            return a.owner[p] == Black ? 'B' : 'W';
        if (a.territoryKind[p] == TerritoryKind::Potential)
            return a.owner[p] == Black ? 'b' : 'w';
        return '.';
    });
}

std::string phaseOneTerritoryMap(const Analysis& a, const Board& b)
{
    return mapOf(b, [&](Point p) {
        const Color c = b.color(p);
        if (isStone(c))
            return a.strings[a.stringAt[p]].removed ? (c == Black ? 'x' : 'o') : (c == Black ? 'X' : 'O');
        const TerritoryKind k = a.kindBeforeDeadGroups[p];
        if (k == TerritoryKind::Sure)
            return a.ownerBeforeDeadGroups[p] == Black ? 'B' : 'W';
        if (k == TerritoryKind::Potential)
            return a.ownerBeforeDeadGroups[p] == Black ? 'b' : 'w';
        return '.';
    });
}

std::string safetyMap(const Analysis& a, const Board& b)
{
    return mapOf(b, [&](Point p) {
        const Group* g = a.groupAt(p);
        return g ? static_cast<char>('0' + std::min(9, g->safety / 10)) : '.';
    });
}

std::string statusMap(const Analysis& a, const Board& b)
{
    return mapOf(b, [&](Point p) {
        const Group* g = a.groupAt(p);
        if (!g)
            return '.';
        switch (g->status) {
        case GroupStatus::Alive: return 'A';
        case GroupStatus::Dead: return 'D';
        case GroupStatus::Unsettled: return 'U';
        case GroupStatus::Seki: return 'S';
        }
        return '?';
    });
}

std::string eyeMap(const Analysis& a, const Board& b)
{
    return mapOf(b, [&](Point p) {
        const int r = a.regionAt[p];
        if (r < 0)
            return stoneChar(b, p);
        const Region& reg = a.regions[r];
        if (!reg.enclosed)
            return '.'; // open territory: its value is in the region list
        if (reg.vital == p)
            return '*';
        if (std::binary_search(reg.falseEyes.begin(), reg.falseEyes.end(), p))
            return 'f';
        if (std::binary_search(reg.halfEyes.begin(), reg.halfEyes.end(), p))
            return 'h';
        return static_cast<char>('0' + std::min(9, reg.eyeHalves));
    });
}

std::string linkMap(const Analysis& a, const Board& b)
{
    std::vector<char> mark(a.stride * a.stride, 0);
    std::vector<int> rank(a.stride * a.stride, 9);
    for (const Link& l : a.links) {
        const int r = static_cast<int>(l.state);
        char ch = letter(l.kind);
        if (l.state == LinkState::Connected)
            ch = static_cast<char>(ch - 'a' + 'A');
        else if (l.state == LinkState::Broken)
            ch = '-';
        for (Point p : l.evidence)
            if (b.color(p) == Empty && r < rank[p]) {
                rank[p] = r;
                mark[p] = ch;
            }
    }
    return mapOf(b, [&](Point p) { return mark[p] ? mark[p] : stoneChar(b, p); });
}

std::string linkList(const Analysis& a, const Board& b)
{
    std::vector<std::string> lines;
    for (const Link& l : a.links)
        lines.push_back(vertex(b, l.stoneA) + "-" + vertex(b, l.stoneB) + " " + name(l.kind) + " " + name(l.state) +
                        " (" + l.why + ")");
    std::string out;
    for (const auto& s : lines)
        out += s + "\n";
    return out;
}

std::string describe(const GroupReading& r, Color owner, const Board& b)
{
    using V = GroupReading::Verdict;
    const std::string them = owner == Black ? "White" : "Black";
    const std::string us = owner == Black ? "Black" : "White";
    auto how = [&](const tactics::ReadResult& x) {
        std::string t = (x.move == kNoPoint || x.move == kPass) ? std::string("without a move")
                                                                  : "at " + vertex(b, x.move);
        if (x.code == tactics::KoA)
            t += " (through a ko the other side must start)";
        else if (x.code == tactics::KoB)
            t += " (only by winning a ko)";
        return t;
    };
    std::string s = "group reading: " + std::string(name(r.verdict));
    switch (r.verdict) {
    case V::NotRead: return s;
    case V::Stopped: return s + " before it answered";
    case V::Unconditional: return s + " - alive whatever " + them + " plays (Benson's test), nothing to read";
    case V::Alive: s += " - " + them + " cannot kill it even moving first"; break;
    case V::Dead: s += " - " + them + " kills it " + how(r.kill) + ", " + us + " cannot save it"; break;
    case V::Runs:
        s += " - " + them + "'s kill " + how(r.kill) +
             " was read only until the node budget ran out, and the group has room to run: counted as alive";
        break;
    case V::Critical:
        s += " - " + them + " kills it " + how(r.kill) + ", " + us + " saves it " + how(r.save);
        break;
    case V::KillersDie:
        s += " - " + them + " would kill it " + how(r.kill) + ", but every " + them +
             " group around it dies whoever moves first: alive";
        break;
    }
    if (r.nodes == 0)
        return s + " (its first static view settles it)";
    s += " (" + std::to_string(r.nodes) + " nodes";
    if (r.exhausted)
        s += ", a budget ran out";
    return s + ")";
}

std::string describe(const Reason& r, const Board& b)
{
    std::string s = "step " + std::to_string(r.step) + ": " + r.key;
    if (!r.points.empty())
        s += " at " + points(b, r.points);
    if (!r.detail.empty())
        s += " - " + r.detail;
    if (r.value == ReasonValue::Eyes) {
        if (r.before == r.after)
            s += " (eyes stay " + halves(r.after) + ")";
        else
            s += " (eyes " + halves(r.before) + " -> " + halves(r.after) + ")";
    } else {
        s += " (safety " + std::to_string(r.before) + "% -> " + std::to_string(r.after) + "%)";
    }
    return s;
}

std::string toText(const Analysis& a, const Board& b)
{
    std::string out = "Board " + std::to_string(a.size) + "x" + std::to_string(a.size) + ", " + name(a.phase) +
                      " phase\n\nStrings\n" + stringMap(a, b) + "\n";
    for (const StringInfo& s : a.strings) {
        out += "  " + std::to_string(s.number) + " " + colorName(s.color) + " " + points(b, s.stones) + " - " +
               std::to_string(s.liberties.size()) + " liberties, " + name(s.status);
        if (s.status != TacticalStatus::Stable)
            out += " (attack " + vertex(b, s.attack.move) + ", defence " + vertex(b, s.defence.move) + ")";
        if (!s.attackLine.moves.empty())
            out += ", line " + describe(s.attackLine, b);
        if (!s.defenceLine.moves.empty())
            out += ", defence line " + describe(s.defenceLine, b);
        if (s.removed)
            out += ", removed in step 2";
        out += "\n";
    }
    out += "\nLinks (upper case connected, lower case cuttable, - broken)\n" + linkMap(a, b) + "\n";
    for (const Link& l : a.links)
        out += "  " + std::to_string(l.a + 1) + "-" + std::to_string(l.b + 1) + " " + vertex(b, l.stoneA) + "-" +
               vertex(b, l.stoneB) + " " + name(l.kind) + " " + name(l.state) + " (" + l.why + ") at " +
               points(b, l.evidence) + "\n";
    out += "\nGroups (safety in deciles)\n" + safetyMap(a, b) + "\n";
    for (std::size_t i = 0; i < a.groups.size(); ++i) {
        const Group& g = a.groups[i];
        std::string strs;
        for (int s : g.strings) {
            if (!strs.empty())
                strs += ' ';
            strs += std::to_string(s + 1);
        }
        out += "  group " + std::to_string(i + 1) + " " + colorName(g.color) + ": strings " + strs + ", " +
               std::to_string(g.stones) + " stones, " + std::to_string(g.liberties) + " liberties, eyes " +
               halves(g.eyeHalves) + ", freedom " + std::to_string(g.freedom) + ", safety " +
               std::to_string(g.safety) + "% " + name(g.status) + "\n";
        for (const Reason& r : g.reasons)
            out += "      " + describe(r, b) + "\n";
        if (g.reading.verdict != GroupReading::Verdict::NotRead)
            out += "      " + describe(g.reading, g.color, b) + "\n";
    }
    out += "\nEyes\n" + eyeMap(a, b) + "\nTerritory\n" + territoryMap(a, b) + "\n";
    const Score& s = a.score;
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "Score: Black %d territory + %d prisoners + %d dead, White %d territory + %d prisoners + %d dead, "
                  "komi %.1f\n  territory count B%+.1f, area count B%+.1f, evaluation %+d\n",
                  s.blackTerritory, s.blackPrisoners, s.whiteDeadOnBoard, s.whiteTerritory, s.whitePrisoners,
                  s.blackDeadOnBoard, s.komi, s.territoryScore, s.areaScore, s.evaluation);
    out += buf;
    return out;
}

std::string toJson(const Analysis& a, const Board& b)
{
    std::string o = "{\n";
    o += "\"size\":" + std::to_string(a.size) + ",\n\"phase\":" + q(name(a.phase)) + ",\n";
    o += "\"strings\":[";
    for (std::size_t i = 0; i < a.strings.size(); ++i) {
        const StringInfo& s = a.strings[i];
        o += (i ? ",\n" : "\n") + std::string("{\"number\":") + std::to_string(s.number) +
             ",\"color\":" + q(colorName(s.color)) + ",\"stones\":" + jpoints(b, s.stones) +
             ",\"liberties\":" + jpoints(b, s.liberties) + ",\"status\":" + q(name(s.status)) +
             ",\"attack\":" + jread(b, s.attack) + ",\"defence\":" + jread(b, s.defence) +
             ",\"removed\":" + (s.removed ? "true" : "false") + ",\"revived\":" + (s.revived ? "true" : "false") +
             ",\"group\":" + std::to_string(s.group + 1);
        auto jline = [&](const char* key, const tactics::CaptureLine& line) {
            if (!line.moves.empty())
                o += ",\"" + std::string(key) + "\":{\"moves\":" + jpoints(b, line.points()) +
                     ",\"end\":" + q(lineEnd(line.end)) + "}";
        };
        jline("attack_line", s.attackLine);
        jline("defence_line", s.defenceLine);
        o += "}";
    }
    o += "],\n\"links\":[";
    for (std::size_t i = 0; i < a.links.size(); ++i) {
        const Link& l = a.links[i];
        o += (i ? ",\n" : "\n") + std::string("{\"a\":") + std::to_string(l.a + 1) + ",\"b\":" +
             std::to_string(l.b + 1) + ",\"kind\":" + q(name(l.kind)) + ",\"letter\":" + q(std::string(1, letter(l.kind))) +
             ",\"state\":" + q(name(l.state)) + ",\"stones\":[" + jv(b, l.stoneA) + "," + jv(b, l.stoneB) +
             "],\"evidence\":" + jpoints(b, l.evidence) + ",\"why\":" + q(l.why) + "}";
    }
    o += "],\n\"regions\":[";
    for (std::size_t i = 0; i < a.regions.size(); ++i) {
        const Region& r = a.regions[i];
        o += (i ? ",\n" : "\n") + std::string("{\"id\":") + std::to_string(i + 1) + ",\"color\":" +
             q(colorName(r.color)) + ",\"points\":" + jpoints(b, r.points) + ",\"enemy_stones\":" +
             jpoints(b, r.enemyStones) + ",\"false_eyes\":" + jpoints(b, r.falseEyes) + ",\"half_eyes\":" +
             jpoints(b, r.halfEyes) + ",\"strings\":" + jints(r.strings, 1) + ",\"enclosed\":" +
             (r.enclosed ? "true" : "false") + ",\"eye_halves\":" + std::to_string(r.eyeHalves) +
             ",\"vital\":" + jv(b, r.vital) + ",\"group\":" + (r.group < 0 ? "null" : std::to_string(r.group + 1)) + "}";
    }
    o += "],\n\"groups\":[";
    for (std::size_t i = 0; i < a.groups.size(); ++i) {
        const Group& g = a.groups[i];
        o += (i ? ",\n" : "\n") + std::string("{\"id\":") + std::to_string(i + 1) + ",\"color\":" +
             q(colorName(g.color)) + ",\"strings\":" + jints(g.strings, 1) + ",\"regions\":" + jints(g.regions, 1) +
             ",\"stones\":" + std::to_string(g.stones) + ",\"liberties\":" + std::to_string(g.liberties) +
             ",\"eye_halves\":" + std::to_string(g.eyeHalves) + ",\"freedom\":" + std::to_string(g.freedom) +
             ",\"neighbours\":" + jints(g.neighbours, 1) + ",\"connection_points\":" +
             jpoints(b, g.connectionPoints) + ",\"race\":{\"opponent\":" +
             (g.race.opponent < 0 ? "null" : std::to_string(g.race.opponent + 1)) + ",\"ours\":" +
             std::to_string(g.race.ours) + ",\"theirs\":" + std::to_string(g.race.theirs) + "},\"safety\":" +
             std::to_string(g.safety) + ",\"status\":" + q(name(g.status)) + ",\"reasons\":[";
        for (std::size_t j = 0; j < g.reasons.size(); ++j) {
            const Reason& r = g.reasons[j];
            if (j)
                o += ',';
            o += "{\"step\":" + std::to_string(r.step) + ",\"key\":" + q(r.key) +
                 ",\"points\":" + jpoints(b, r.points) + ",\"value\":" +
                 q(r.value == ReasonValue::Eyes ? "eye_halves" : "safety") + ",\"before\":" +
                 std::to_string(r.before) + ",\"after\":" + std::to_string(r.after) + ",\"detail\":" + q(r.detail) +
                 ",\"text\":" + q(describe(r, b)) + "}";
        }
        o += "],\"reading\":";
        const GroupReading& gr = g.reading;
        if (gr.verdict == GroupReading::Verdict::NotRead)
            o += "null";
        else
            o += "{\"verdict\":" + q(name(gr.verdict)) + ",\"kill\":" + jread(b, gr.kill) + ",\"save\":" +
                 jread(b, gr.save) + ",\"nodes\":" + std::to_string(gr.nodes) + ",\"exhausted\":" +
                 (gr.exhausted ? "true" : "false") + ",\"text\":" + q(describe(gr, g.color, b)) + "}";
        o += "}";
    }
    o += "],\n\"maps\":{\"strings\":" + jrows(stringMap(a, b)) + ",\n\"links\":" + jrows(linkMap(a, b)) +
         ",\n\"territory\":" + jrows(territoryMap(a, b)) + ",\n\"safety\":" + jrows(safetyMap(a, b)) +
         ",\n\"status\":" + jrows(statusMap(a, b)) + ",\n\"eyes\":" + jrows(eyeMap(a, b)) + "},\n";
    std::vector<int> owner(a.stride * a.stride, 0);
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.at(x, y);
            const int sign = a.owner[p] == Black ? 1 : (a.owner[p] == White ? -1 : 0);
            owner[p] = sign * static_cast<int>(a.territoryKind[p]);
        }
    o += "\"territory\":" + jgrid(b, owner, false) + ",\n";
    std::vector<int> conn(a.connectionPoint.begin(), a.connectionPoint.end());
    o += "\"connection_points\":" + jgrid(b, conn, false) + ",\n";
    o += "\"potential\":{\"aya_black\":" + jgrid(b, a.potential.ayaBlack, false) + ",\n\"aya_white\":" +
         jgrid(b, a.potential.ayaWhite, false) + ",\n\"charge_black\":" + jgrid(b, a.potential.chargeBlack, true) +
         ",\n\"charge_white\":" + jgrid(b, a.potential.chargeWhite, true) + ",\n\"charge_group\":" +
         jgrid(b, a.potential.chargeGroup, false) + "},\n";
    const Score& s = a.score;
    char buf[512];
    std::snprintf(buf, sizeof buf,
                  "\"score\":{\"black_territory\":%d,\"white_territory\":%d,\"black_dead_on_board\":%d,"
                  "\"white_dead_on_board\":%d,\"black_prisoners\":%d,\"white_prisoners\":%d,\"black_stones\":%d,"
                  "\"white_stones\":%d,\"komi\":%.1f,\"territory_score\":%.1f,\"area_score\":%.1f,\"evaluation\":%d}\n}\n",
                  s.blackTerritory, s.whiteTerritory, s.blackDeadOnBoard, s.whiteDeadOnBoard, s.blackPrisoners,
                  s.whitePrisoners, s.blackStones, s.whiteStones, s.komi, s.territoryScore, s.areaScore, s.evaluation);
    o += buf;
    return o;
}

std::string describe(const tactics::CaptureLine& line, const Board& b)
{
    return points(b, line.points()) + " " + lineEnd(line.end);
}

} // namespace irodori::analysis
