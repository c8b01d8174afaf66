#include "reasontext.h"

#include "boardpainter.h"
#include "maplayers.h"

#include <QRegularExpression>

#include <map>

namespace irodori::ui {

using analysis::GroupStatus;
using analysis::Reason;
using analysis::ReasonValue;
using analysis::TacticalStatus;

QString Reasons::title(const std::string& key)
{
    static const std::map<std::string, const char*> titles{
        {"captured-whoever-moves-first", QT_TRANSLATE_NOOP("Reasons", "Captured whoever moves first")},
        {"false-eye", QT_TRANSLATE_NOOP("Reasons", "False eyes (kakeme) do not count as eyes")},
        {"eye-space", QT_TRANSLATE_NOOP("Reasons", "An enclosed eye space")},
        {"eye-pocket", QT_TRANSLATE_NOOP("Reasons", "An eye space in a pocket with one way in")},
        {"half-eyes-share-vital-point",
         QT_TRANSLATE_NOOP("Reasons", "Two half eyes hang on one point: playing there makes both real")},
        {"two-eyes", QT_TRANSLATE_NOOP("Reasons", "Two eyes: the group lives")},
        {"capturable-neighbour", QT_TRANSLATE_NOOP("Reasons", "A weak enemy string beside it: capturing it makes an eye")},
        {"eye-if-played", QT_TRANSLATE_NOOP("Reasons", "One move makes another eye")},
        {"connect-living", QT_TRANSLATE_NOOP("Reasons", "Can connect to a living group")},
        {"connect-one-eye-group", QT_TRANSLATE_NOOP("Reasons", "Can join a group with one eye: together they have two")},
        {"capture-to-connect", QT_TRANSLATE_NOOP("Reasons", "Capturing in sente joins a living group")},
        {"alive-by-connection", QT_TRANSLATE_NOOP("Reasons", "Alive by connecting to a living group")},
        {"captures-dead-neighbour", QT_TRANSLATE_NOOP("Reasons", "Wins the capturing race: the dead neighbour's space becomes eyes")},
        {"revived", QT_TRANSLATE_NOOP("Reasons", "Its attackers are dead: it lives again")},
        {"liberty-race", QT_TRANSLATE_NOOP("Reasons", "Capturing race (semeai): liberties counted")},
        {"room-to-run", QT_TRANSLATE_NOOP("Reasons", "Room to run: not dead by a liberty count")},
        {"one-and-a-half-eyes", QT_TRANSLATE_NOOP("Reasons", "One and a half eyes: one move makes two")},
        {"can-connect-to-living", QT_TRANSLATE_NOOP("Reasons", "Can still connect to a living group")},
        {"lone-stone", QT_TRANSLATE_NOOP("Reasons", "A lone stone: light, easily given up")},
        {"more-eyes", QT_TRANSLATE_NOOP("Reasons", "More eyes than the opponent in the race")},
        {"dies-in-sente", QT_TRANSLATE_NOOP("Reasons", "Captured if the opponent attacks now, with no way out")},
        {"connected-to-living", QT_TRANSLATE_NOOP("Reasons", "Hangs on a living group: at least 50 %")},
        {"one-and-a-half-eyes-not-dead", QT_TRANSLATE_NOOP("Reasons", "One and a half eyes is not dead")},
        {"dies-if-attacked-first", QT_TRANSLATE_NOOP("Reasons", "Dies if the opponent plays here first")},
        {"one-eye-seki-is-dead",
         QT_TRANSLATE_NOOP("Reasons", "One eye against a living group is no seki: it dies in the end")},
        {"seki", QT_TRANSLATE_NOOP("Reasons", "Seki: neither side can approach, both live")},
        {"standoff-sacrifice-kills",
         QT_TRANSLATE_NOOP("Reasons",
                           "Every liberty shared: a sacrifice there leaves the taker a space that dies")},
        {"standoff-first-move",
         QT_TRANSLATE_NOOP("Reasons", "Every liberty shared: whoever sacrifices first kills the other")},
        {"thrown-in-unknown", QT_TRANSLATE_NOOP("Reasons", "A big eye with a stone thrown in: it can go either way")},
    };
    const auto it = titles.find(key);
    if (it == titles.end())
        return QString::fromStdString(key);
    return tr(it->second);
}

QString Reasons::detail(const std::string& text, int size)
{
    Q_UNUSED(size);
    const QString d = QString::fromStdString(text);
    if (d.isEmpty())
        return d;
    struct Form {
        QRegularExpression re;
        std::function<QString(const QRegularExpressionMatch&)> say;
    };
    auto n = [](const QRegularExpressionMatch& m, int i) { return m.captured(i).toInt(); };
    static const std::vector<Form> forms{
        {QRegularExpression(QStringLiteral("^(\\d+) point\\(s\\) of the region are false eyes$")),
         [n](const QRegularExpressionMatch& m) { return tr("%n point(s) of the region are false eyes", nullptr, n(m, 1)); }},
        {QRegularExpression(QStringLiteral("^(\\d+) point\\(s\\), vital point (\\S+) takes the stones in atari around it$")),
         [n](const QRegularExpressionMatch& m) {
             return tr("%n point(s); a stone at the vital point %1 takes the enemy stones in atari around it: two eyes",
                       nullptr, n(m, 1))
                 .arg(m.captured(2));
         }},
        {QRegularExpression(QStringLiteral("^(\\d+) point\\(s\\), vital point (\\S+)$")),
         [n](const QRegularExpressionMatch& m) {
             return tr("%n point(s), vital point %1", nullptr, n(m, 1)).arg(m.captured(2));
         }},
        {QRegularExpression(QStringLiteral("^(\\d+) point\\(s\\), open at (\\S+), kept by an answer at (\\S+)$")),
         [n](const QRegularExpressionMatch& m) {
             return tr("%n point(s) in a pocket open at %1; an answer at %2 keeps one eye there", nullptr, n(m, 1))
                 .arg(m.captured(2), m.captured(3));
         }},
        {QRegularExpression(QStringLiteral("^(\\d+) point\\(s\\)$")),
         [n](const QRegularExpressionMatch& m) { return tr("%n point(s)", nullptr, n(m, 1)); }},
        {QRegularExpression(QStringLiteral("^one move makes both half eyes real$")),
         [](const QRegularExpressionMatch&) { return tr("one move makes both half eyes real"); }},
        {QRegularExpression(QStringLiteral("^(\\d+) stones$")),
         [n](const QRegularExpressionMatch& m) { return tr("%n stone(s)", nullptr, n(m, 1)); }},
        {QRegularExpression(QStringLiteral("^(\\S+) makes an eye at (\\S+)$")),
         [](const QRegularExpressionMatch& m) { return tr("%1 makes an eye at %2").arg(m.captured(1), m.captured(2)); }},
        {QRegularExpression(QStringLiteral("^(\\d+) point\\(s\\) join a living group$")),
         [n](const QRegularExpressionMatch& m) { return tr("%n point(s) join a living group", nullptr, n(m, 1)); }},
        {QRegularExpression(QStringLiteral("^joins a group with one eye$")),
         [](const QRegularExpressionMatch&) { return tr("joins a group with one eye"); }},
        {QRegularExpression(QStringLiteral("^capturing in sente joins a living group$")),
         [](const QRegularExpressionMatch&) { return tr("capturing in sente joins a living group"); }},
        {QRegularExpression(QStringLiteral("^(\\d+) stone\\(s\\) taken$")),
         [n](const QRegularExpressionMatch& m) { return tr("%n stone(s) taken", nullptr, n(m, 1)); }},
        {QRegularExpression(QStringLiteral("^(\\d+) open points within reach$")),
         [n](const QRegularExpressionMatch& m) { return tr("%n open point(s) within reach", nullptr, n(m, 1)); }},
        {QRegularExpression(QStringLiteral("^only one eye, every outside liberty shared with living group (\\d+)$")),
         [n](const QRegularExpressionMatch& m) {
             return tr("only one eye, every outside liberty shared with living group %1").arg(n(m, 1));
         }},
        {QRegularExpression(QStringLiteral("^shares (\\d+) liberties with group (\\d+)$")),
         [n](const QRegularExpressionMatch& m) {
             return tr("shares %n liberty(ies) with group %1", nullptr, n(m, 1)).arg(n(m, 2));
         }},
        {QRegularExpression(QStringLiteral("^a big eye with one stone thrown in$")),
         [](const QRegularExpressionMatch&) { return tr("a big eye with one stone thrown in"); }},
        // The capturing race: "<whom>: 4 vs 7 liberties[ (room to run: +3)]".
        {QRegularExpression(QStringLiteral("^(.*): (\\d+) vs (\\d+) liberties( \\(room to run: \\+3\\))?$")),
         [n](const QRegularExpressionMatch& m) {
             const QString whom = m.captured(1);
             static const QRegularExpression against(QStringLiteral("^against group (\\d+)$"));
             QString who;
             if (const auto g = against.match(whom); g.hasMatch())
                 who = tr("against group %1").arg(g.captured(1).toInt());
             else if (whom == QLatin1String("next to living groups, with room to run"))
                 who = tr("next to living groups, with room to run");
             else if (whom == QLatin1String("in the open"))
                 who = tr("in the open");
             else if (whom == QLatin1String("enclosed by living groups"))
                 who = tr("enclosed by living groups");
             else if (whom == QLatin1String("enclosed, no room to run"))
                 who = tr("enclosed, no room to run");
             else
                 who = whom;
             QString out = tr("%1: %2 against %3 liberties").arg(who).arg(n(m, 2)).arg(n(m, 3));
             if (!m.captured(4).isEmpty())
                 out += tr(" (room to run: +3)");
             return out;
         }},
    };
    for (const Form& f : forms)
        if (const auto m = f.re.match(d); m.hasMatch())
            return f.say(m);
    return d;
}

QString Reasons::change(const Reason& r)
{
    if (r.value == ReasonValue::Eyes) {
        if (r.before == r.after)
            return tr("eyes stay %1").arg(EyesLayer::eyeText(r.after));
        return tr("eyes %1 → %2").arg(EyesLayer::eyeText(r.before), EyesLayer::eyeText(r.after));
    }
    return tr("%1 % → %2 %").arg(r.before).arg(r.after);
}

QString Reasons::status(GroupStatus s)
{
    switch (s) {
    case GroupStatus::Alive:
        return tr("alive");
    case GroupStatus::Dead:
        return tr("dead");
    case GroupStatus::Unsettled:
        return tr("unsettled");
    case GroupStatus::Seki:
        return tr("seki (both live)");
    }
    return {};
}

QString Reasons::tactical(TacticalStatus s)
{
    switch (s) {
    case TacticalStatus::Stable:
        return tr("stable");
    case TacticalStatus::Unsettled:
        return tr("unsettled");
    case TacticalStatus::Dead:
        return tr("captured");
    case TacticalStatus::Ko:
        return tr("depends on a ko");
    }
    return {};
}

QString Reasons::reading(const analysis::GroupReading& r, Color owner, int size)
{
    using V = analysis::GroupReading::Verdict;
    const QString them = colorName(opponent(owner)), us = colorName(owner);
    auto how = [&](const tactics::ReadResult& x) {
        QString t = (x.move == kNoPoint || x.move == kPass) ? tr("without a move") : tr("at %1").arg(vertex(x.move, size));
        if (x.code == tactics::KoA)
            t += tr(" (through a ko the other side must start)");
        else if (x.code == tactics::KoB)
            t += tr(" (only by winning a ko)");
        return t;
    };
    switch (r.verdict) {
    case V::NotRead: break;
    case V::Stopped: return tr("Stopped before it answered");
    case V::Unconditional: return tr("Alive whatever %1 plays: nothing to read").arg(them);
    case V::Alive: return tr("Alive: %1 cannot kill it even moving first").arg(them);
    case V::Dead: return tr("Dead: %1 kills it %2, %3 cannot save it").arg(them, how(r.kill), us);
    case V::Critical: return tr("Critical: %1 kills it %2, %3 saves it %4").arg(them, how(r.kill), us, how(r.save));
    case V::Runs:
        return tr("Alive: it has room to run, and %1's kill %2 was read only until the node budget ran out")
            .arg(them, how(r.kill));
    case V::KillersDie:
        return tr("Alive: %1 would kill it %2, but every %1 group around it dies whoever moves first")
            .arg(them, how(r.kill));
    }
    return {};
}

QString Reasons::readingWord(analysis::GroupReading::Verdict v)
{
    using V = analysis::GroupReading::Verdict;
    switch (v) {
    case V::Unconditional:
    case V::Alive:
    case V::Runs:
    case V::KillersDie: return status(analysis::GroupStatus::Alive);
    case V::Dead: return status(analysis::GroupStatus::Dead);
    case V::Critical: return tr("critical");
    case V::NotRead:
    case V::Stopped: break;
    }
    return {};
}

QString Reasons::readingDetail(const analysis::GroupReading& r)
{
    using V = analysis::GroupReading::Verdict;
    if (r.verdict == V::NotRead || r.verdict == V::Stopped || r.verdict == V::Unconditional)
        return {};
    QString text = r.nodes == 0 ? tr("its first static view settles it")
                                : tr("%n position(s) read", nullptr, static_cast<int>(r.nodes));
    if (r.exhausted)
        text += QStringLiteral("  ·  ") + tr("the node budget ran out in places, where the static judgement decided");
    return text;
}

QString Reasons::colorName(Color c)
{
    return c == Black ? tr("Black") : c == White ? tr("White") : QString();
}

QString Reasons::vertex(Point p, int size)
{
    const int stride = size + 2;
    if (p <= 0 || stride <= 2)
        return {};
    const int x = p % stride - 1, y = p / stride - 1;
    if (x < 0 || y < 0 || x >= size || y >= size)
        return {};
    return BoardPainter::columnLabel(x) + BoardPainter::rowLabel(y, size);
}

QString Reasons::vertices(const std::vector<Point>& points, int size, int limit)
{
    QStringList out;
    for (Point p : points) {
        if (static_cast<int>(out.size()) >= limit) {
            out << QStringLiteral("…");
            break;
        }
        const QString v = vertex(p, size);
        if (!v.isEmpty())
            out << v;
    }
    return out.join(QStringLiteral(", "));
}

} // namespace irodori::ui
