#include "goguianalyze.h"

#include "core/coords.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace irodori::ui::gogui {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(GoGuiAnalyze)
};

using Kind = RecordMarkupLayer::Item::Kind;

// The words of an answer; "" (quoted) is a word of its own, an empty one.
QStringList words(const QString& text)
{
    QStringList out;
    QString word;
    bool quoted = false;
    bool any = false;
    for (const QChar ch : text) {
        if (ch == QLatin1Char('"')) {
            quoted = !quoted;
            any = true;
        } else if (!quoted && ch.isSpace()) {
            if (any)
                out << word;
            word.clear();
            any = false;
        } else {
            word += ch;
            any = true;
        }
    }
    if (any)
        out << word;
    return out;
}

std::optional<GridPoint> vertex(const Board& board, const QString& text)
{
    const auto p = parseGtp(board, text.trimmed().toStdString());
    if (!p || *p == kPass)
        return std::nullopt;
    return GridPoint{board.column(*p), board.row(*p)};
}

std::optional<Color> colorWord(const QString& w)
{
    const QString s = w.toLower();
    if (s == QLatin1String("b") || s == QLatin1String("black"))
        return Black;
    if (s == QLatin1String("w") || s == QLatin1String("white"))
        return White;
    return std::nullopt;
}

void mark(Drawing& d, Kind kind, GridPoint at, const QString& text = QString())
{
    RecordMarkupLayer::Item item;
    item.kind = kind;
    item.at = at;
    item.text = text;
    d.marks.push_back(item);
}

// A board answer: size rows of size words each, the top row first.
bool boardWords(const QString& answer, int size, QStringList* out, QString* error)
{
    *out = words(answer);
    if (out->size() != size * size) {
        *error = Text::tr("a board of %1 × %1 values was expected, %2 came").arg(size).arg(out->size());
        return false;
    }
    return true;
}

// Points named in a text, as hstring and hpstring highlight them.
void namedPoints(Drawing& d, const Board& board, const QString& text)
{
    static const QRegularExpression re(QStringLiteral("\\b[A-HJ-Za-hj-z][0-9]{1,2}\\b"));
    for (auto it = re.globalMatch(text); it.hasNext();)
        if (const auto p = vertex(board, it.next().captured()))
            mark(d, Kind::Selected, *p);
}

void gfxLine(Drawing& d, const Board& board, const QString& line)
{
    const QStringList w = words(line);
    if (w.isEmpty())
        return;
    const QString what = w[0].toUpper();
    if (what == QLatin1String("TEXT")) {
        d.text = line.trimmed().mid(4).trimmed();
    } else if (what == QLatin1String("CLEAR")) {
        d = Drawing{};
    } else if (what == QLatin1String("LABEL")) {
        for (int i = 1; i + 1 < w.size(); i += 2)
            if (const auto p = vertex(board, w[i]))
                mark(d, Kind::Label, *p, w[i + 1]);
    } else if (what == QLatin1String("COLOR") && w.size() > 1) {
        const QColor c = QColor(w[1]);
        if (c.isValid())
            for (int i = 2; i < w.size(); ++i)
                if (const auto p = vertex(board, w[i]))
                    d.fills.emplace_back(*p, c);
    } else if (what == QLatin1String("INFLUENCE")) {
        for (int i = 1; i + 1 < w.size(); i += 2) {
            bool ok = false;
            const double v = w[i + 1].toDouble(&ok);
            if (const auto p = vertex(board, w[i]); p && ok && std::isfinite(v))
                d.influence.emplace_back(*p, std::clamp(v, -1.0, 1.0));
        }
    } else if (what == QLatin1String("BLACK") || what == QLatin1String("WHITE")) {
        for (int i = 1; i < w.size(); ++i)
            if (const auto p = vertex(board, w[i]))
                d.territory.emplace_back(*p, what == QLatin1String("BLACK") ? Black : White);
    } else if (what == QLatin1String("VAR")) {
        for (int i = 1; i + 1 < w.size(); i += 2) {
            const auto c = colorWord(w[i]);
            const auto p = vertex(board, w[i + 1]);
            if (c && p)
                d.variation.emplace_back(*c, *p);
        }
    } else {
        const Kind kinds[] = {Kind::Circle, Kind::Square, Kind::Triangle, Kind::Cross};
        const char* names[] = {"CIRCLE", "SQUARE", "TRIANGLE", "MARK"};
        for (int k = 0; k < 4; ++k)
            if (what == QLatin1String(names[k]))
                for (int i = 1; i < w.size(); ++i)
                    if (const auto p = vertex(board, w[i]))
                        mark(d, kinds[k], *p);
    }
}

} // namespace

std::vector<Param> parseParams(const QString& answer)
{
    std::vector<Param> out;
    for (const QString& raw : answer.split(QLatin1Char('\n'))) {
        QString line = raw.trimmed();
        Param p;
        if (line.startsWith(QLatin1Char('['))) {
            const qsizetype close = line.indexOf(QLatin1Char(']'));
            if (close < 0)
                continue;
            const QStringList type = line.mid(1, close - 1).split(QLatin1Char('/'));
            if (type.first() == QLatin1String("bool")) {
                p.type = Param::Type::Bool;
            } else if (type.first() == QLatin1String("list") && type.size() > 1) {
                p.type = Param::Type::List;
                p.choices = type.mid(1);
            }
            line = line.mid(close + 1).trimmed();
        }
        const qsizetype space = line.indexOf(QLatin1Char(' '));
        p.key = space < 0 ? line : line.left(space);
        p.value = space < 0 ? QString() : line.mid(space + 1).trimmed();
        if (!p.key.isEmpty())
            out.push_back(p);
    }
    return out;
}

bool AnalyzeCommand::needsPoint() const
{
    return command.contains(QLatin1String("%p"));
}

std::vector<AnalyzeCommand> parseCommands(const QString& answer)
{
    std::vector<AnalyzeCommand> out;
    for (const QString& raw : answer.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        const QStringList parts = line.split(QLatin1Char('/'));
        if (parts.size() < 3)
            continue;
        AnalyzeCommand c{parts[0].trimmed(), parts[1].trimmed(), parts.mid(2).join(QLatin1Char('/')).trimmed()};
        if (c.type.isEmpty() || c.label.isEmpty() || c.command.isEmpty())
            continue;
        out.push_back(c);
    }
    return out;
}

std::optional<QString> expand(const AnalyzeCommand& command, const Board& board, GridPoint point, Color toMove,
                              QString* error)
{
    QString out;
    const QString& c = command.command;
    for (int i = 0; i < c.size(); ++i) {
        if (c[i] != QLatin1Char('%') || i + 1 >= c.size()) {
            out += c[i];
            continue;
        }
        const QChar what = c[++i];
        if (what == QLatin1Char('%')) {
            out += QLatin1Char('%');
        } else if (what == QLatin1Char('p')) {
            if (!point.isValid() || point.x >= board.size() || point.y >= board.size()) {
                *error = Text::tr("“%1” needs a point on the board.").arg(command.label);
                return std::nullopt;
            }
            out += QString::fromStdString(toGtp(board, board.at(point.x, point.y)));
        } else if (what == QLatin1Char('c')) {
            out += toMove == White ? QStringLiteral("w") : QStringLiteral("b");
        } else {
            *error = Text::tr("“%1” asks for %%2, which this window cannot supply.").arg(command.label, QString(what));
            return std::nullopt;
        }
    }
    return out.trimmed();
}

Drawing interpret(const QString& type, const QString& answer, const Board& board, GridPoint point, Color toMove,
                  QString* error)
{
    Drawing d;
    const int size = board.size();
    QStringList w;
    auto at = [size](int i) { return GridPoint{i % size, i / size}; };
    if (type == QLatin1String("gfx")) {
        for (const QString& line : answer.split(QLatin1Char('\n')))
            gfxLine(d, board, line);
    } else if (type == QLatin1String("sboard")) {
        if (boardWords(answer, size, &w, error))
            for (int i = 0; i < w.size(); ++i)
                if (!w[i].isEmpty())
                    mark(d, Kind::Label, at(i), w[i]);
    } else if (type == QLatin1String("dboard")) {
        if (boardWords(answer, size, &w, error)) {
            std::vector<double> v(static_cast<std::size_t>(w.size()), 0.0);
            double most = 0;
            for (int i = 0; i < w.size(); ++i) {
                bool ok = false;
                v[static_cast<std::size_t>(i)] = w[i].toDouble(&ok);
                if (!ok || !std::isfinite(v[static_cast<std::size_t>(i)])) {
                    *error = Text::tr("“%1” is not a number").arg(w[i]);
                    return {};
                }
                most = std::max(most, std::abs(v[static_cast<std::size_t>(i)]));
            }
            // Scaled so that the largest value fills its point.
            for (int i = 0; i < w.size() && most > 0; ++i)
                if (v[static_cast<std::size_t>(i)] != 0)
                    d.influence.emplace_back(at(i), v[static_cast<std::size_t>(i)] / most);
        }
    } else if (type == QLatin1String("cboard")) {
        if (boardWords(answer, size, &w, error))
            for (int i = 0; i < w.size(); ++i)
                if (const QColor c = QColor(w[i]); !w[i].isEmpty() && c.isValid())
                    d.fills.emplace_back(at(i), c);
    } else if (type == QLatin1String("bwboard")) {
        if (boardWords(answer, size, &w, error))
            for (int i = 0; i < w.size(); ++i)
                if (const auto c = colorWord(w[i]))
                    d.territory.emplace_back(at(i), *c);
    } else if (type == QLatin1String("plist") || type == QLatin1String("hplist")) {
        for (const QString& v : words(answer))
            if (const auto p = vertex(board, v))
                mark(d, Kind::Selected, *p);
    } else if (type == QLatin1String("pspairs")) {
        w = words(answer);
        for (int i = 0; i + 1 < w.size(); i += 2)
            if (const auto p = vertex(board, w[i]))
                mark(d, Kind::Label, *p, w[i + 1]);
    } else if (type == QLatin1String("hstring") || type == QLatin1String("hpstring") || type == QLatin1String("pstring")) {
        namedPoints(d, board, answer);
    } else if (type.startsWith(QLatin1String("var"))) {
        w = words(answer);
        Color next = toMove;
        const Color atPoint = point.isValid() && point.x < size && point.y < size
            ? board.color(board.at(point.x, point.y)) : Empty;
        if (type == QLatin1String("varb"))
            next = Black;
        else if (type == QLatin1String("varw"))
            next = White;
        else if (type == QLatin1String("varp") && atPoint != Empty)
            next = atPoint;
        else if (type == QLatin1String("varpo") && atPoint != Empty)
            next = opponent(atPoint);
        for (int i = 0; i < w.size(); ++i) {
            if (const auto c = colorWord(w[i]); c && i + 1 < w.size()) {
                next = *c; // "b D4 w E5 …": the colours are given
                continue;
            }
            if (const auto p = vertex(board, w[i]))
                d.variation.emplace_back(next, *p);
            else if (w[i].toLower() != QLatin1String("pass"))
                break;
            next = opponent(next);
        }
    }
    return d;
}

} // namespace irodori::ui::gogui
