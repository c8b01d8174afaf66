// What the suites that drive a whole main window share: settings kept in a
// scratch folder (nothing a user chose leaks in, nothing leaks out), and a
// window shown and exposed, ready for clicks.
#pragma once

#include "mainwindow.h"

#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace irodori::ui::testing {

inline void useScratchSettings(const QTemporaryDir& dir, const char* application)
{
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.filePath(QStringLiteral("settings")));
    QCoreApplication::setOrganizationName(QStringLiteral("IrodoriTest"));
    QCoreApplication::setApplicationName(QString::fromLatin1(application));
}

// A main window of 1100 x 800 on the screen; null if it was never exposed.
inline std::unique_ptr<MainWindow> shownWindow()
{
    auto window = std::make_unique<MainWindow>();
    window->resize(1100, 800);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

} // namespace irodori::ui::testing
