#include "languagemenu.h"

#include "translations.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QSettings>

namespace irodori::ui {

namespace {

const QString kLanguageKey = QStringLiteral("ui/language");

} // namespace

LanguageMenu::LanguageMenu(QObject* parent) : QObject(parent)
{
    menu_ = new QMenu(tr("&Language"));
    connect(this, &QObject::destroyed, menu_, &QObject::deleteLater);
    group_ = new QActionGroup(this);
    // Each language in its own name, as language menus write them.
    const std::pair<QString, QString> languages[] = {
        {QString(), tr("The System's")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("ja"), QStringLiteral("日本語 (Japanese)")},
    };
    const QString current = chosen();
    for (const auto& [code, name] : languages) {
        QAction* a = menu_->addAction(name);
        a->setCheckable(true);
        a->setData(code);
        a->setChecked(code == current);
        group_->addAction(a);
        // Copies: Clang before 16 captures no structured binding.
        connect(a, &QAction::triggered, this, [this, code = QString(code), name = QString(name)] {
            QSettings().setValue(kLanguageKey, code);
            emit message(tr("Irodori speaks %1 from its next start.").arg(name));
        });
    }
}

QAction* LanguageMenu::actionFor(const QString& code) const
{
    for (QAction* a : group_->actions())
        if (a->data().toString() == code)
            return a;
    return nullptr;
}

QString LanguageMenu::chosen()
{
    const QString code = QSettings().value(kLanguageKey).toString();
    return availableLanguages().contains(code) ? code : QString();
}

} // namespace irodori::ui
