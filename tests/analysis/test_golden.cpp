// Golden diagrams (tests/data/analysis/*.txt): a board and the expected map
// of one or more layers, plus "expect" facts about single groups and links.
// Every expected map was drawn from the Go of the position, not copied from
// the program's output.
#include "helpers.h"

#include "core/coords.h"

#include <QtTest>

#include <sstream>

using namespace irodori;
using namespace irodori::testing;

namespace {

std::string dataDir() { return std::string(IRODORI_TEST_DATA) + "/analysis"; }

// Checks one "expect" line; returns an empty string when it holds.
std::string check(const analysis::Analysis& a, const Position& pos, const std::string& fact)
{
    std::istringstream in(fact);
    std::string key;
    in >> key;
    const Board& b = pos.board();
    auto groupAt = [&](const std::string& v) -> const analysis::Group* {
        const auto p = parseGtp(b, v);
        return p ? a.groupAt(*p) : nullptr;
    };
    if (key == "safety" || key == "eyes" || key == "status" || key == "safety-min" || key == "safety-max") {
        std::string v, want;
        in >> v >> want;
        const analysis::Group* g = groupAt(v);
        if (!g)
            return "no group at " + v;
        std::string got;
        if (key == "eyes")
            got = std::to_string(g->eyeHalves);
        else if (key == "status")
            got = analysis::name(g->status);
        else
            got = std::to_string(g->safety);
        if (key == "safety-min")
            return g->safety >= std::stoi(want) ? "" : "safety at " + v + " is " + got + ", expected >= " + want;
        if (key == "safety-max")
            return g->safety <= std::stoi(want) ? "" : "safety at " + v + " is " + got + ", expected <= " + want;
        return got == want ? "" : key + " at " + v + " is " + got + ", expected " + want;
    }
    if (key == "reason") {
        std::string v, step, rkey;
        in >> v >> step >> rkey;
        const analysis::Group* g = groupAt(v);
        if (!g)
            return "no group at " + v;
        for (const auto& r : g->reasons)
            if (std::to_string(r.step) == step && r.key == rkey)
                return "";
        std::string have;
        for (const auto& r : g->reasons)
            have.append(1, ' ').append(std::to_string(r.step)).append(1, ':').append(r.key);
        return "group at " + v + " has no reason " + step + " " + rkey + " (has" + have + ")";
    }
    if (key == "territory" || key == "territory-phase1") {
        // territory V C: the territory map's letter at V (B/b sure/potential
        // Black, W/w White, . nobody's).
        std::string v, want;
        in >> v >> want;
        const auto p = parseGtp(b, v);
        if (!p || b.color(*p) != Empty)
            return "territory needs an empty point, not " + v;
        const bool first = key == "territory-phase1";
        const Color owner = first ? a.ownerBeforeDeadGroups[*p] : a.owner[*p];
        const analysis::TerritoryKind kind = first ? a.kindBeforeDeadGroups[*p] : a.territoryKind[*p];
        char got = '.';
        if (kind == analysis::TerritoryKind::Sure)
            got = owner == Black ? 'B' : 'W';
        else if (kind == analysis::TerritoryKind::Potential)
            got = owner == Black ? 'b' : 'w';
        return std::string(1, got) == want ? "" : key + " at " + v + " is " + got + ", expected " + want;
    }
    if (key == "detail") {
        // detail V STEP TEXT: a reason of that step whose detail contains TEXT.
        std::string v, step, text;
        in >> v >> step;
        std::getline(in >> std::ws, text);
        const analysis::Group* g = groupAt(v);
        if (!g)
            return "no group at " + v;
        for (const auto& r : g->reasons)
            if (std::to_string(r.step) == step && r.detail.find(text) != std::string::npos)
                return "";
        return "group at " + v + " has no step " + step + " reason saying '" + text + "'";
    }
    if (key == "tactical") {
        std::string v, want;
        in >> v >> want;
        const auto p = parseGtp(b, v);
        if (!p || a.stringAt[*p] < 0)
            return "no string at " + v;
        const std::string got = analysis::name(a.strings[a.stringAt[*p]].status);
        return got == want ? "" : "string at " + v + " is " + got + ", expected " + want;
    }
    if (key == "link") {
        std::string v1, v2, kind, state;
        in >> v1 >> v2 >> kind >> state;
        const auto p1 = parseGtp(b, v1), p2 = parseGtp(b, v2);
        if (!p1 || !p2 || a.stringAt[*p1] < 0 || a.stringAt[*p2] < 0)
            return "bad link vertices " + v1 + " " + v2;
        const int s1 = std::min(a.stringAt[*p1], a.stringAt[*p2]), s2 = std::max(a.stringAt[*p1], a.stringAt[*p2]);
        for (const auto& l : a.links)
            if (l.a == s1 && l.b == s2) {
                const std::string got = std::string(analysis::name(l.kind)) + " " + analysis::name(l.state);
                return got == kind + " " + state ? "" : "link " + v1 + "-" + v2 + " is " + got + " (" + l.why + ")";
            }
        return kind == "none" ? "" : "no link between " + v1 + " and " + v2;
    }
    if (key == "same-group" || key == "other-group") {
        std::string v1, v2;
        in >> v1 >> v2;
        const auto p1 = parseGtp(b, v1), p2 = parseGtp(b, v2);
        if (!p1 || !p2)
            return "bad vertices";
        const bool same = a.groupIndexAt(*p1) == a.groupIndexAt(*p2) && a.groupIndexAt(*p1) >= 0;
        return same == (key == "same-group") ? "" : v1 + " and " + v2 + (same ? " are" : " are not") + " one group";
    }
    if (key == "territory-score" || key == "area-score") {
        double want = 0;
        in >> want;
        const double got = key == "territory-score" ? a.score.territoryScore : a.score.areaScore;
        return std::abs(got - want) < 1e-9 ? "" : key + " is " + std::to_string(got) + ", expected " + std::to_string(want);
    }
    return "unknown fact '" + key + "'";
}

} // namespace

class TestGolden : public QObject {
    Q_OBJECT
private slots:
    void golden_data()
    {
        QTest::addColumn<int>("index");
        const auto cases = loadGolden(dataDir());
        QVERIFY2(cases.size() >= 10, "the golden set went missing");
        for (std::size_t i = 0; i < cases.size(); ++i)
            QTest::newRow(cases[i].file.c_str()) << static_cast<int>(i);
    }

    void golden()
    {
        QFETCH(int, index);
        static const auto cases = loadGolden(dataDir());
        const GoldenCase& c = cases[index];
        QVERIFY2(c.sections.count("board"), "a golden case needs a board: section");
        Rules rules;
        rules.komi = c.komi;
        Position pos = position(c.sections.at("board").c_str(), c.toMove);
        pos.setRules(rules);
        const analysis::Analysis a = analysis::evaluate(pos);
        int checked = 0;
        for (const auto& [name, expected] : c.sections) {
            if (name == "board")
                continue;
            ++checked;
            const QString got = normalized(layer(a, pos.board(), name));
            if (got != normalized(expected)) {
                qWarning("%s (%s), layer %s\n%s", c.file.c_str(), c.title.c_str(), name.c_str(),
                         analysis::toText(a, pos.board()).c_str());
            }
            QCOMPARE(got, normalized(expected));
        }
        for (const std::string& fact : c.facts) {
            ++checked;
            const std::string why = check(a, pos, fact);
            if (!why.empty())
                qWarning("%s\n", analysis::toText(a, pos.board()).c_str());
            QVERIFY2(why.empty(), (c.file + ": " + why).c_str());
        }
        QVERIFY2(checked > 0, "a golden case must check something");
    }
};

QTEST_GUILESS_MAIN(TestGolden)
#include "test_golden.moc"
