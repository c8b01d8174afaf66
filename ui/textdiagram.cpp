#include "textdiagram.h"

#include "boardpainter.h"

#include <QStringList>

#include <map>

namespace irodori::ui {

namespace {

// Sensei's symbol for a mark on a point holding c, or 0 for none.
char markSymbol(record::MarkKind kind, Color c)
{
    const int i = c == Black ? 0 : c == White ? 1 : 2;
    switch (kind) {
    case record::MarkKind::Circle:
        return "BWC"[i];
    case record::MarkKind::Square:
        return "#@S"[i];
    case record::MarkKind::Triangle:
        return "YQT"[i];
    case record::MarkKind::Cross:
        return "ZPM"[i];
    default:
        return 0;
    }
}

} // namespace

QString senseisDiagram(const Position& position, const std::vector<record::Mark>& marks)
{
    const Board& b = position.board();
    const int n = b.size();
    std::map<Point, char> symbols;
    for (const record::Mark& m : marks) {
        if (m.point == kNoPoint || !b.onBoard(m.point))
            continue;
        const Color c = b.color(m.point);
        if (m.kind == record::MarkKind::Label) {
            if (c == Empty && m.label.size() == 1 && m.label[0] >= 'a' && m.label[0] <= 'z')
                symbols[m.point] = m.label[0];
            continue;
        }
        if (const char s = markSymbol(m.kind, c))
            symbols[m.point] = s;
    }
    std::vector<bool> star(static_cast<std::size_t>(n * n), false);
    for (const GridPoint& g : BoardPainter::starPoints(n))
        star[static_cast<std::size_t>(g.y * n + g.x)] = true;
    QStringList lines;
    lines << QStringLiteral("$$%1c%2").arg(position.toMove() == White ? 'W' : 'B').arg(n);
    const QString edge = QStringLiteral("$$ +%1+").arg(QString(2 * n + 1, QLatin1Char('-')));
    lines << edge;
    for (int y = 0; y < n; ++y) {
        QString row = QStringLiteral("$$ |");
        for (int x = 0; x < n; ++x) {
            const Point p = b.at(x, y);
            char ch = '.';
            if (const auto it = symbols.find(p); it != symbols.end())
                ch = it->second;
            else if (b.color(p) == Black)
                ch = 'X';
            else if (b.color(p) == White)
                ch = 'O';
            else if (star[static_cast<std::size_t>(y * n + x)])
                ch = ',';
            row += QLatin1Char(' ');
            row += QLatin1Char(ch);
        }
        lines << row + QStringLiteral(" |");
    }
    lines << edge;
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace irodori::ui
