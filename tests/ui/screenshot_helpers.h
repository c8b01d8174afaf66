// Shared by the tests that run the irodori program as a child process, the
// way a user or a documentation script runs it, and read its screenshot.
// IRODORI_GUI (the program's path) is a compile definition of those tests.
#pragma once

#include "pixel_helpers.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QRgb>
#include <QString>
#include <QStringList>

namespace irodori::uitest {

struct Run {
    int exitCode = -1; // -1 when the program crashed or did not finish in time
    QString errors;    // what it wrote on stderr
};

// Runs irodori with args on the offscreen platform; a run that does not end
// within timeoutMs is killed and reported as exit code -1.
inline Run runIrodori(const QStringList& args, int timeoutMs = 60000)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(IRODORI_GUI), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromLocal8Bit(p.readAllStandardError())};
}

} // namespace irodori::uitest
