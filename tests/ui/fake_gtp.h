// A GTP program in a few lines of shell, for the suites that drive another
// program from the window: it logs every command it reads to "<path>.log",
// answers name ("Fake"), version and quit, runs the shell lines given for
// other commands (a "case" body: `genmove) printf '= E5\n\n';;`), and
// answers anything else with an empty success. before runs ahead of the
// case for every command (a streaming answer ends there).
#pragma once

#include <QFile>
#include <QStringList>
#include <QTemporaryDir>

namespace irodori::ui::testing {

inline QString fakeGtpProgram(const QTemporaryDir& dir, const char* name, const QByteArray& cases,
                              const QByteArray& before = {})
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("#!/bin/sh\n"
            "while read cmd args; do\n"
            "  echo \"$cmd $args\" >> \"$0.log\"\n"
            + before +
            "  case \"$cmd\" in\n"
            "    name) printf '= Fake\\n\\n';;\n"
            "    version) printf '= 1.0\\n\\n';;\n"
            + cases +
            "    quit) printf '=\\n\\n'; exit 0;;\n"
            "    *) printf '=\\n\\n';;\n"
            "  esac\n"
            "done\n");
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

// The commands the program at path has read so far, one a line.
inline QStringList fakeGtpLog(const QString& path)
{
    QFile f(path + QStringLiteral(".log"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace irodori::ui::testing
