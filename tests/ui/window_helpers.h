// What the suites that drive a whole main window share: settings kept in a
// scratch folder (nothing a user chose leaks in, nothing leaks out), a
// window shown and exposed, ready for clicks, a click on a point named as
// in GTP, and the variation letters the board shows.
#pragma once

#include "boardview.h"
#include "mainwindow.h"
#include "recordmarkuplayer.h"

#include "core/coords.h"

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

// A left click on the point vertex ("D4") of the window's board.
inline void clickVertex(MainWindow& window, const char* vertex)
{
    const Board& b = window.position().board();
    const Point p = *parseGtp(b, vertex);
    QTest::mouseClick(window.boardView(), Qt::LeftButton, {}, window.boardView()->pixelOf(b.column(p), b.row(p)));
}

// How many letters of next moves (variations) the board shows.
inline int variationLetters(const MainWindow& window)
{
    int n = 0;
    for (const auto& item : window.markupLayer().items())
        n += item.kind == RecordMarkupLayer::Item::Kind::Variation ? 1 : 0;
    return n;
}

} // namespace irodori::ui::testing
