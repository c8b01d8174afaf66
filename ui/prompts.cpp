#include "prompts.h"

#include "collectiondialog.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QStringList>

#include <array>
#include <utility>

// The translation context of the dialogs (at global scope, so the context
// lupdate records and the one tr() looks up are the same name).
class RecordPrompts {
    Q_DECLARE_TR_FUNCTIONS(RecordPrompts)

public:
    static QString sgfFilter() { return tr("SGF game records (*.sgf)"); }
    static QString ig1Filter() { return tr("IG1 game records (*.ig1)"); }
    static QString psqFilter() { return tr("Piskvork gomoku games (*.psq)"); }
    // The formats a record is saved in, with their filters, SGF first.
    static std::array<std::pair<irodori::record::RecordFormat, QString>, 3> saveFilters()
    {
        using F = irodori::record::RecordFormat;
        return {{{F::Sgf, sgfFilter()}, {F::Ig1, ig1Filter()}, {F::Psq, psqFilter()}}};
    }
};

namespace irodori::ui {

bool runFormDialog(QDialog& dialog, QFormLayout* form)
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    return dialog.exec() == QDialog::Accepted;
}

Prompts Prompts::interactive()
{
    Prompts p;
    p.unsavedChanges = [](QWidget* parent, const QString& name) {
        QMessageBox box(QMessageBox::Warning, RecordPrompts::tr("Unsaved Changes"),
                        RecordPrompts::tr("Save the changes to “%1”?").arg(name),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
        box.setInformativeText(RecordPrompts::tr("If you don't save, your changes to this record are lost."));
        box.setDefaultButton(QMessageBox::Save);
        switch (box.exec()) {
        case QMessageBox::Save:
            return Unsaved::Save;
        case QMessageBox::Discard:
            return Unsaved::Discard;
        default:
            return Unsaved::Cancel;
        }
    };
    p.confirmDiscard = [](QWidget* parent, const QString& text) {
        QMessageBox box(QMessageBox::Warning, RecordPrompts::tr("Unsaved Changes"), text,
                        QMessageBox::Discard | QMessageBox::Cancel, parent);
        box.setDefaultButton(QMessageBox::Cancel);
        return box.exec() == QMessageBox::Discard;
    };
    p.confirmLoss = [](QWidget* parent, const QString& text, const QStringList& losses) {
        QMessageBox box(QMessageBox::Warning, RecordPrompts::tr("Information Will Be Lost"), text,
                        QMessageBox::Save | QMessageBox::Cancel, parent);
        box.setInformativeText(QStringLiteral("• ") + losses.join(QStringLiteral("\n• ")));
        box.button(QMessageBox::Save)->setText(RecordPrompts::tr("Save Anyway"));
        box.setDefaultButton(QMessageBox::Cancel);
        return box.exec() == QMessageBox::Save;
    };
    p.error = [](QWidget* parent, const QString& text, const QString& details) {
        QMessageBox box(QMessageBox::Critical, QCoreApplication::applicationName(), text, QMessageBox::Ok, parent);
        box.setInformativeText(details);
        box.exec();
    };
    p.chooseGame = [](QWidget* parent, const record::Collection& games, int current) {
        CollectionDialog dialog(games, current, parent);
        return dialog.exec() == QDialog::Accepted ? dialog.selectedGame() : -1;
    };
    p.openFileName = [](QWidget* parent, const QString& dir) {
        const QString filters = RecordPrompts::tr("Game records (*.sgf *.ig1 *.psq)") + QStringLiteral(";;")
                                + RecordPrompts::sgfFilter() + QStringLiteral(";;") + RecordPrompts::ig1Filter()
                                + QStringLiteral(";;") + RecordPrompts::psqFilter()
                                + QStringLiteral(";;") + RecordPrompts::tr("All files (*)");
        return QFileDialog::getOpenFileName(parent, RecordPrompts::tr("Open Game Record"), dir, filters);
    };
    p.saveFileName = [](QWidget* parent, const QString& suggested, record::RecordFormat* format) {
        const auto filters = RecordPrompts::saveFilters();
        const auto suggestedFormat = record::formatFromPath(suggested.toStdString());
        QString selected = filters.front().second;
        QStringList all;
        for (const auto& [f, filter] : filters) {
            all << filter;
            if (f == suggestedFormat)
                selected = filter;
        }
        const QString path = QFileDialog::getSaveFileName(parent, RecordPrompts::tr("Save Game Record"), suggested,
                                                          all.join(QStringLiteral(";;")), &selected);
        if (format) {
            *format = filters.front().first;
            for (const auto& [f, filter] : filters)
                if (filter == selected)
                    *format = f;
        }
        return path;
    };
    return p;
}

} // namespace irodori::ui
