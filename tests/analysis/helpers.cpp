#include "helpers.h"

#include "core/coords.h"
#include "core/diagram.h"

#include <QDir>
#include <QFile>
#include <QStringList>

#include <cstdio>
#include <cstdlib>

namespace irodori::testing {

Position position(const char* diagram, Color toMove)
{
    std::string error;
    auto b = parseDiagram(diagram, &error);
    if (!b) {
        std::fprintf(stderr, "bad diagram: %s\n", error.c_str());
        std::abort();
    }
    return Position(*b, toMove);
}

Point pt(const Position& pos, const char* gtp)
{
    const auto p = parseGtp(pos.board(), gtp);
    if (!p) {
        std::fprintf(stderr, "bad vertex: %s\n", gtp);
        std::abort();
    }
    return *p;
}

QString normalized(const std::string& text)
{
    QString out;
    for (const QString& line : QString::fromStdString(text).split('\n')) {
        const QString t = line.simplified();
        if (!t.isEmpty())
            out += t + '\n';
    }
    return out;
}

std::vector<GoldenCase> loadGolden(const std::string& dir)
{
    std::vector<GoldenCase> cases;
    QDir d(QString::fromStdString(dir));
    const QStringList files = d.entryList({"*.txt"}, QDir::Files, QDir::Name);
    for (const QString& name : files) {
        QFile f(d.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        GoldenCase c;
        c.file = name.toStdString();
        std::string* section = nullptr;
        for (const QString& raw : QString::fromUtf8(f.readAll()).split('\n')) {
            const QString line = raw.trimmed();
            if (line.startsWith(';')) {
                const QString body = line.mid(1).trimmed();
                if (c.title.empty())
                    c.title = body.toStdString();
                continue;
            }
            if (line.endsWith(':') && !line.contains(' ')) {
                section = &c.sections[line.chopped(1).toStdString()];
                continue;
            }
            if (line.startsWith("to-move:")) {
                c.toMove = line.endsWith("white") ? White : Black;
                continue;
            }
            if (line.startsWith("komi:")) {
                c.komi = line.mid(5).trimmed().toDouble();
                continue;
            }
            if (line.startsWith("expect ")) {
                c.facts.push_back(line.mid(7).simplified().toStdString());
                continue;
            }
            if (section && !line.isEmpty())
                *section += line.toStdString() + "\n";
        }
        cases.push_back(std::move(c));
    }
    return cases;
}

std::string layer(const analysis::Analysis& a, const Board& b, const std::string& name)
{
    using namespace analysis;
    if (name == "strings")
        return stringMap(a, b);
    if (name == "links")
        return linkMap(a, b);
    if (name == "territory")
        return territoryMap(a, b);
    if (name == "territory-phase1")
        return phaseOneTerritoryMap(a, b);
    if (name == "safety")
        return safetyMap(a, b);
    if (name == "status")
        return statusMap(a, b);
    if (name == "eyes")
        return eyeMap(a, b);
    if (name == "linklist")
        return linkList(a, b);
    return "unknown layer " + name;
}

} // namespace irodori::testing
