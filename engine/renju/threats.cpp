#include "threats.h"

namespace irodori::renju {

bool isWinning(ThreatKind kind)
{
    return kind == ThreatKind::Five || kind == ThreatKind::FourFour || kind == ThreatKind::StraightFour
           || kind == ThreatKind::FourThree;
}

const char* threatLabel(ThreatKind kind)
{
    switch (kind) {
    case ThreatKind::Five:
        return "5";
    case ThreatKind::FourFour:
        return "44";
    case ThreatKind::StraightFour:
    case ThreatKind::Four:
        return "4";
    case ThreatKind::FourThree:
        return "43";
    case ThreatKind::ThreeThree:
        return "33";
    case ThreatKind::Three:
        return "3";
    }
    return "";
}

std::vector<Threat> threats(Board& b, RuleSet rules)
{
    std::vector<Threat> out;
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.at(x, y);
            if (b.color(p) != Empty)
                continue;
            for (Color c : {Black, White}) {
                if (makesFive(b, p, c, rules)) {
                    out.push_back({p, c, ThreatKind::Five});
                    continue;
                }
                if (isForbidden(b, p, c, rules))
                    continue;
                const Shape s = shapeAt(b, p, c, rules);
                if (s.fours >= 2)
                    out.push_back({p, c, ThreatKind::FourFour});
                else if (s.straightFours >= 1)
                    out.push_back({p, c, ThreatKind::StraightFour});
                else if (s.fours == 1 && s.threes >= 1)
                    out.push_back({p, c, ThreatKind::FourThree});
                else if (s.fours == 1)
                    out.push_back({p, c, ThreatKind::Four});
                else if (s.threes >= 2)
                    out.push_back({p, c, ThreatKind::ThreeThree});
                else if (s.threes == 1)
                    out.push_back({p, c, ThreatKind::Three});
            }
        }
    return out;
}

} // namespace irodori::renju
