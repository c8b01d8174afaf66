#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace irodori::ui {

namespace {

QString plain(QString text)
{
    // "&Find in Comments…" → "Find in Comments…"; "&&" stays one "&".
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

void collect(const QMenu* menu, const QString& path, QList<QPair<QString, QAction*>>& out)
{
    for (QAction* a : menu->actions()) {
        if (a->menu()) {
            collect(a->menu(), path + QStringLiteral(" → ") + plain(a->text()), out);
        } else if (!a->isSeparator() && !a->shortcuts().isEmpty()) {
            out.append({path, a});
        }
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar* menus, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    filter_ = new QLineEdit(this);
    filter_->setPlaceholderText(tr("Type to find a command or a key"));
    filter_->setClearButtonEnabled(true);
    QList<QPair<QString, QAction*>> actions;
    for (QAction* top : menus->actions())
        if (top->menu())
            collect(top->menu(), plain(top->text()), actions);
    table_ = new QTableWidget(static_cast<int>(actions.size()), 3, this);
    table_->setHorizontalHeaderLabels({tr("Menu"), tr("Command"), tr("Keys")});
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int row = 0; row < actions.size(); ++row) {
        const auto& [path, action] = actions[row];
        QStringList keys;
        for (const QKeySequence& k : action->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        table_->setItem(row, 0, new QTableWidgetItem(path));
        table_->setItem(row, 1, new QTableWidgetItem(plain(action->text())));
        table_->setItem(row, 2, new QTableWidgetItem(keys.join(QStringLiteral(", "))));
    }
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(filter_, &QLineEdit::textChanged, this, &ShortcutsDialog::applyFilter);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(filter_);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    resize(640, 560);
}

void ShortcutsDialog::applyFilter(const QString& text)
{
    const QString needle = text.trimmed();
    for (int row = 0; row < table_->rowCount(); ++row) {
        bool match = needle.isEmpty();
        for (int column = 0; column < table_->columnCount() && !match; ++column)
            match = table_->item(row, column)->text().contains(needle, Qt::CaseInsensitive);
        table_->setRowHidden(row, !match);
    }
}

int ShortcutsDialog::visibleRows() const
{
    int n = 0;
    for (int row = 0; row < table_->rowCount(); ++row)
        n += table_->isRowHidden(row) ? 0 : 1;
    return n;
}

} // namespace irodori::ui
