#include "translations.h"

#include "resources.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace irodori::ui {

namespace {

// Embedded by qt_add_translations under this resource prefix.
const QString kIrodoriQmDir = QStringLiteral(":/i18n");

QTranslator* irodoriTranslator = nullptr;
QTranslator* qtTranslator = nullptr;

void drop(QTranslator*& t)
{
    if (!t)
        return;
    QCoreApplication::removeTranslator(t);
    delete t;
    t = nullptr;
}

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("ja")};
}

QString installTranslations(const QLocale& locale)
{
    initResources();
    drop(irodoriTranslator);
    drop(qtTranslator);

    QString used = QStringLiteral("en");
    auto* own = new QTranslator;
    // load(locale, ...) walks the locale's UI languages in order of
    // preference ("ja-JP", "ja", ...) and picks the first file found.
    // English is the fallback: its file holds the English plural forms
    // ("1 stone", "2 stones") the source text cannot express.
    if (own->load(locale, QStringLiteral("irodori"), QStringLiteral("_"), kIrodoriQmDir)
        || own->load(QStringLiteral("irodori_en"), kIrodoriQmDir)) {
        QCoreApplication::installTranslator(own);
        irodoriTranslator = own;
        used = own->language().section(QLatin1Char('_'), 0, 0);
        if (used.isEmpty())
            used = locale.name().section(QLatin1Char('_'), 0, 0);
    } else {
        delete own;
    }

    auto* qt = new QTranslator;
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        qtTranslator = qt;
    } else {
        delete qt;
    }
    QLocale::setDefault(locale);
    return used;
}

} // namespace irodori::ui
