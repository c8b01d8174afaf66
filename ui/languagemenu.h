// LanguageMenu: View → Language, the language of the window chosen in the
// window itself — the system's, English or Japanese (日本語) — kept in the
// settings and used from the next start (a command line --lang still wins).
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QActionGroup;
class QMenu;

namespace irodori::ui {

class LanguageMenu : public QObject {
    Q_OBJECT

public:
    explicit LanguageMenu(QObject* parent = nullptr);

    QMenu* menu() const { return menu_; }
    // The action of a language code ("" for the system's).
    QAction* actionFor(const QString& code) const;

    // The language chosen ("en", "ja"), "" for the system's.
    static QString chosen();

signals:
    void message(const QString& text);

private:
    QMenu* menu_ = nullptr;
    QActionGroup* group_ = nullptr;
};

} // namespace irodori::ui
