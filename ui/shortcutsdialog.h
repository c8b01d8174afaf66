// Help → Keyboard Shortcuts: every command of the window's menus that has a
// key, listed with its menu and its keys (as this platform writes them),
// with a box that narrows the list as one types.
#pragma once

#include <QDialog>

class QLineEdit;
class QMenuBar;
class QTableWidget;

namespace irodori::ui {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    ShortcutsDialog(const QMenuBar* menus, QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }
    QLineEdit* filter() const { return filter_; }
    // The rows shown now.
    int visibleRows() const;

private:
    void applyFilter(const QString& text);

    QTableWidget* table_ = nullptr;
    QLineEdit* filter_ = nullptr;
};

} // namespace irodori::ui
