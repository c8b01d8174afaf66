// The evaluation's layers as GoGui analyze commands, so that any GUI that
// speaks GoGui's overlay language shows what the study board shows:
//   irodori-worms            sboard   string numbers, '?' unsettled, 'x' dead, 'k' ko
//   irodori-links            gfx      links: kind letter, blue / yellow / red by state
//   irodori-territory        bwboard  territory owner per point
//   irodori-potential_aya    dboard   Aya's distance-4 potential, Black positive
//   irodori-potential_charge dboard   the electric-charge potential, Black positive
//   irodori-safety           sboard   safety % of the group on each stone
//   irodori-safety_colors    gfx      the same as colours, red (dead) to green
//   irodori-eyes             gfx      eye values, false eyes, half eyes, vital points
//   irodori-unconditional    gfx      Benson: territory, dead stones
//   irodori-why V            hpstring the reasons of the group at V, and the
//                                     capture lines of its strings that are
//                                     not stable
#include "gtp_args.h"
#include "gtp_engine.h"

#ifdef IRODORI_HAVE_ANALYSIS

#include "gtp_analysis.h"

#include "analysis/benson.h"
#include "analysis/report.h"
#include "core/coords.h"
#include "tactics/line.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

namespace irodori::gtp {

namespace {

using analysis::Analysis;

// A board answer (sboard, bwboard, dboard): one line per row from the top,
// one word per point.
template <typename Word>
std::string boardAnswer(const Board& b, Word word)
{
    std::string out;
    for (int y = 0; y < b.size(); ++y) {
        if (y > 0)
            out += '\n';
        for (int x = 0; x < b.size(); ++x) {
            if (x > 0)
                out += ' ';
            const std::string w = word(b.at(x, y));
            out += w.empty() ? std::string("\"\"") : w;
        }
    }
    return out;
}

std::string pointList(const Board& b, const std::vector<Point>& points)
{
    std::string out;
    for (Point p : points)
        appendWord(out, toGtp(b, p));
    return out;
}

// "COLOR #rrggbb v..." or nothing when there are no points.
void colorLine(std::string& out, const Board& b, const char* color, const std::vector<Point>& points)
{
    if (!points.empty())
        appendWord(out, std::string("COLOR ") + color + " " + pointList(b, points), '\n');
}

void pointsLine(std::string& out, const Board& b, const char* command, const std::vector<Point>& points)
{
    if (!points.empty())
        appendWord(out, std::string(command) + " " + pointList(b, points), '\n');
}

// A potential as a dboard, scaled to -1..1 so that every GUI draws it the
// same way whatever the model's units.
template <typename Value>
std::string potentialBoard(const Board& b, Value value)
{
    double largest = 0;
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x)
            largest = std::max(largest, std::fabs(value(b.at(x, y))));
    return boardAnswer(b, [&](Point p) {
        char text[32];
        std::snprintf(text, sizeof text, "%.3f", largest > 0 ? value(p) / largest : 0.0);
        return std::string(text);
    });
}

std::string worms(const Analysis& a, const Board& b)
{
    return boardAnswer(b, [&](Point p) {
        const int s = a.stringAt[p];
        if (s < 0)
            return std::string();
        const analysis::StringInfo& info = a.strings[static_cast<std::size_t>(s)];
        std::string word = std::to_string(info.number);
        switch (info.status) {
        case analysis::TacticalStatus::Stable: break;
        case analysis::TacticalStatus::Unsettled: word += '?'; break;
        case analysis::TacticalStatus::Dead: word += 'x'; break;
        case analysis::TacticalStatus::Ko: word += 'k'; break;
        }
        return word;
    });
}

// Links: the points that prove each link, coloured by its state as on the
// study board (seed 002: blue connected, yellow cuttable, red broken), and
// the kind's letter on them (upper case connected, lower case cuttable).
std::string links(const Analysis& a, const Board& b)
{
    std::vector<Point> byState[3];
    std::string labels;
    int counts[3] = {0, 0, 0};
    for (const analysis::Link& link : a.links) {
        const int state = static_cast<int>(link.state);
        ++counts[state];
        char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(analysis::letter(link.kind))));
        if (link.state == analysis::LinkState::Cuttable)
            letter = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
        else if (link.state == analysis::LinkState::Broken)
            letter = '-';
        for (Point p : link.evidence) {
            if (!b.onBoard(p))
                continue;
            byState[state].push_back(p);
            appendWord(labels, "LABEL " + toGtp(b, p) + " " + letter, '\n');
        }
    }
    std::string out;
    colorLine(out, b, "#3060ff", byState[static_cast<int>(analysis::LinkState::Connected)]);
    colorLine(out, b, "#e0c000", byState[static_cast<int>(analysis::LinkState::Cuttable)]);
    colorLine(out, b, "#e03030", byState[static_cast<int>(analysis::LinkState::Broken)]);
    if (!labels.empty())
        appendWord(out, labels, '\n');
    appendWord(out,
               "TEXT " + std::to_string(a.links.size()) + " links: " + std::to_string(counts[0]) + " connected, "
                   + std::to_string(counts[1]) + " cuttable, " + std::to_string(counts[2]) + " broken",
               '\n');
    return out;
}

std::string territory(const Analysis& a, const Board& b)
{
    return boardAnswer(b, [&](Point p) {
        return std::string(a.owner[p] == Black ? "B" : a.owner[p] == White ? "W" : "E");
    });
}

std::string safety(const Analysis& a, const Board& b)
{
    return boardAnswer(b, [&](Point p) {
        const analysis::Group* g = b.color(p) == Empty ? nullptr : a.groupAt(p);
        return g ? std::to_string(g->safety) : std::string();
    });
}

std::string safetyColors(const Analysis& a, const Board& b)
{
    // Four bands: dead, in danger, unsettled, safe.
    static const char* kColors[] = {"#d02020", "#f08000", "#e0d000", "#20a040"};
    std::vector<Point> band[4];
    for (const analysis::Group& g : a.groups) {
        const int k = g.safety < 30 ? 0 : g.safety < 60 ? 1 : g.safety < 90 ? 2 : 3;
        for (int s : g.strings)
            for (Point p : a.strings[static_cast<std::size_t>(s)].stones)
                band[k].push_back(p);
    }
    std::string out;
    for (int k = 0; k < 4; ++k) {
        std::sort(band[k].begin(), band[k].end());
        colorLine(out, b, kColors[k], band[k]);
    }
    appendWord(out, "TEXT safety: red below 30 %, orange below 60 %, yellow below 90 %, green 90 % and more", '\n');
    return out;
}

std::string halvesText(int halves)
{
    return std::to_string(halves / 2) + (halves % 2 ? ".5" : "");
}

// Eye spaces: the eye value on the first empty point of each region,
// false eyes (欠け目) marked, half eyes as triangles, vital points (急所)
// as circles.
std::string eyes(const Analysis& a, const Board& b)
{
    std::vector<Point> falseEyes, halfEyes, vital;
    std::string labels;
    for (const analysis::Region& r : a.regions) {
        const auto first = std::find_if(r.points.begin(), r.points.end(),
                                        [&](Point p) { return b.color(p) == Empty; });
        if (first != r.points.end())
            appendWord(labels, "LABEL " + toGtp(b, *first) + " " + halvesText(std::max(0, r.eyeHalves)), '\n');
        falseEyes.insert(falseEyes.end(), r.falseEyes.begin(), r.falseEyes.end());
        halfEyes.insert(halfEyes.end(), r.halfEyes.begin(), r.halfEyes.end());
        if (r.vital > kNoPoint)
            vital.push_back(r.vital);
    }
    std::string out;
    pointsLine(out, b, "MARK", falseEyes);
    pointsLine(out, b, "TRIANGLE", halfEyes);
    pointsLine(out, b, "CIRCLE", vital);
    if (!labels.empty())
        appendWord(out, labels, '\n');
    appendWord(out, "TEXT eyes per region; X false eye, triangle half eye, circle vital point", '\n');
    return out;
}

std::string unconditional(const Board& b)
{
    const std::vector<analysis::Unconditional> status = analysis::unconditionalStatus(b);
    std::vector<Point> black, white, dead;
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.at(x, y);
            if (status[p] == analysis::Unconditional::BlackTerritory)
                black.push_back(p);
            else if (status[p] == analysis::Unconditional::WhiteTerritory)
                white.push_back(p);
            else if (status[p] == analysis::Unconditional::Dead)
                dead.push_back(p);
        }
    std::string out;
    pointsLine(out, b, "BLACK", black);
    pointsLine(out, b, "WHITE", white);
    pointsLine(out, b, "MARK", dead);
    appendWord(out, "TEXT unconditional: territory of the pass-alive groups, X on stones that cannot live", '\n');
    return out;
}

// Why the group at p stands as it does: its numbers, then every step that
// changed its eyes or safety, in order. GoGui highlights the points named.
Reply why(GtpEngine& e, AnalysisCache& cache, const Args& args)
{
    std::string error;
    const Board& b = e.position().board();
    const auto p = parseOneStoneArg(b, args, "irodori-why VERTEX", &error);
    if (!p)
        return Reply::failure(error);
    const Analysis& a = cache.of(e.position());
    const int gi = a.groupIndexAt(*p);
    if (gi < 0)
        return Reply::failure("the stone at " + toGtp(b, *p) + " belongs to no group");
    const analysis::Group& g = a.groups[static_cast<std::size_t>(gi)];
    std::string out = std::string(g.color == Black ? "Black" : "White") + " group at " + toGtp(b, *p) + ": "
                      + analysis::name(g.status) + ", safety " + std::to_string(g.safety) + " %, "
                      + halvesText(std::max(0, g.eyeHalves)) + " eyes, " + std::to_string(g.liberties)
                      + " liberties, " + std::to_string(g.stones) + " stones";
    if (g.race.opponent >= 0)
        out += ", liberty race " + std::to_string(g.race.ours) + " to " + std::to_string(g.race.theirs);
    for (const analysis::Reason& r : g.reasons)
        appendWord(out, analysis::describe(r, b), '\n');
    if (g.reasons.empty())
        appendWord(out, "no step changed its eyes or safety", '\n');
    // How the capture search takes (or saves) its strings that are not
    // stable: the line of play, each side moving first.
    tactics::Reader reader;
    for (int si : g.strings) {
        const analysis::StringInfo& s = a.strings[static_cast<std::size_t>(si)];
        if (s.status == analysis::TacticalStatus::Stable)
            continue;
        for (const Color first : {opponent(s.color), s.color}) {
            const tactics::CaptureLine line = tactics::readCaptureLine(reader, e.position(), s.stones.front(), first);
            if (!line.moves.empty())
                appendWord(out, "line of " + toGtp(b, s.stones.front()) + ", " + (first == Black ? "Black" : "White")
                                    + " first: " + analysis::describe(line, b), '\n');
        }
    }
    const analysis::GroupReading& reading = cache.reading(e.position(), gi);
    if (reading.verdict != analysis::GroupReading::Verdict::NotRead)
        appendWord(out, analysis::describe(reading, g.color, b), '\n');
    return Reply::success(out);
}

} // namespace

void registerLayerCommands(GtpEngine& engine, std::shared_ptr<AnalysisCache> cache)
{
    GtpEngine* e = &engine;
    auto layer = [e, cache](auto render) {
        return [e, cache, render](const Args& args) {
            if (!args.empty())
                return Reply::failure("this command takes no arguments");
            return Reply::success(render(cache->of(e->position()), e->position().board()));
        };
    };
    engine.addCommand("irodori-worms", layer(worms));
    engine.addCommand("irodori-links", layer(links));
    engine.addCommand("irodori-territory", layer(territory));
    engine.addCommand("irodori-potential_aya", layer([](const Analysis& a, const Board& b) {
        return potentialBoard(b, [&](Point p) {
            return a.potential.ayaBlack.empty() ? 0.0 : double(a.potential.ayaBlack[p] - a.potential.ayaWhite[p]);
        });
    }));
    engine.addCommand("irodori-potential_charge", layer([](const Analysis& a, const Board& b) {
        return potentialBoard(b, [&](Point p) {
            return a.potential.chargeBlack.empty() ? 0.0
                                                   : double(a.potential.chargeBlack[p] - a.potential.chargeWhite[p]);
        });
    }));
    engine.addCommand("irodori-safety", layer(safety));
    engine.addCommand("irodori-safety_colors", layer(safetyColors));
    engine.addCommand("irodori-eyes", layer(eyes));
    engine.addCommand("irodori-unconditional", [e](const Args& args) {
        if (!args.empty())
            return Reply::failure("this command takes no arguments");
        return Reply::success(unconditional(e->position().board()));
    });
    engine.addCommand("irodori-why", [e, cache](const Args& args) { return why(*e, *cache, args); });
}

} // namespace irodori::gtp

#endif // IRODORI_HAVE_ANALYSIS
