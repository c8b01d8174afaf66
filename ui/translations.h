// Loading the user-interface language (Irodori's own strings and Qt's).
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace irodori::ui {

// The languages Irodori ships a translation for ("en", "ja").
QStringList availableLanguages();

// Installs the translation of Irodori (embedded .qm) and of Qt itself
// (qtbase, from Qt's translation directory, if present) for locale, replacing
// any installed earlier. Returns the language actually used: the locale's
// language if Irodori has it, otherwise "en" (the source language).
QString installTranslations(const QLocale& locale);

} // namespace irodori::ui
