#include "gameinfodialog.h"

#include "gamedocument.h"

#include "record/properties.h"
#include "record/semantics.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace irodori::ui {

GameInfoDialog::GameInfoDialog(GameDocument* document, QWidget* parent)
    : QDialog(parent), document_(document)
{
    setWindowTitle(tr("Game Information"));

    auto* players = new QGroupBox(tr("Players"), this);
    auto* grid = new QGridLayout(players);
    grid->addWidget(new QLabel(tr("Black:"), players), 0, 0);
    grid->addWidget(addField("PB"), 0, 1);
    grid->addWidget(new QLabel(tr("Rank:"), players), 0, 2);
    grid->addWidget(addField("BR"), 0, 3);
    grid->addWidget(new QLabel(tr("Team:"), players), 0, 4);
    grid->addWidget(addField("BT"), 0, 5);
    grid->addWidget(new QLabel(tr("White:"), players), 1, 0);
    grid->addWidget(addField("PW"), 1, 1);
    grid->addWidget(new QLabel(tr("Rank:"), players), 1, 2);
    grid->addWidget(addField("WR"), 1, 3);
    grid->addWidget(new QLabel(tr("Team:"), players), 1, 4);
    grid->addWidget(addField("WT"), 1, 5);
    grid->setColumnStretch(1, 3);
    grid->setColumnStretch(3, 1);
    grid->setColumnStretch(5, 2);
    for (const char* id : {"BR", "WR"})
        field(id)->setMaximumWidth(90);

    auto* game = new QGroupBox(tr("Game"), this);
    auto* form = new QFormLayout(game);
    form->addRow(tr("Game name:"), addField("GN"));
    form->addRow(tr("Event:"), addField("EV"));
    form->addRow(tr("Round:"), addField("RO"));
    form->addRow(tr("Date:"), addField("DT"));
    field("DT")->setPlaceholderText(tr("YYYY-MM-DD"));
    form->addRow(tr("Place:"), addField("PC"));
    form->addRow(tr("Rules:"), addField("RU"));
    field("RU")->setPlaceholderText(tr("e.g. Japanese, Chinese"));
    form->addRow(tr("Komi:"), addField("KM"));
    // Komi is a number; the comma some files use is accepted too.
    field("KM")->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("^\\s*[-+]?\\d{0,4}([.,]\\d{0,2})?\\s*$")), field("KM")));
    // Handicap stones are part of the record's setup, not a free text:
    // changing the number here would not move a stone.
    form->addRow(tr("Handicap:"), addField("HA"));
    field("HA")->setReadOnly(true);
    field("HA")->setPlaceholderText(tr("none"));
    field("HA")->setToolTip(tr("The number of handicap stones, as the record places them."));
    form->addRow(tr("Result:"), addField("RE"));
    form->addRow(tr("Opening:"), addField("ON"));
    field("ON")->setPlaceholderText(tr("e.g. Chinese fuseki, 花月 Kagetsu (4D)"));
    field("RE")->setPlaceholderText(tr("e.g. B+R, W+2.5, 0 for a draw"));

    auto* source = new QGroupBox(tr("Source"), this);
    auto* sourceForm = new QFormLayout(source);
    sourceForm->addRow(tr("Source:"), addField("SO"));
    sourceForm->addRow(tr("Annotator:"), addField("AN"));
    sourceForm->addRow(tr("Recorded by:"), addField("US"));
    comment_ = new QPlainTextEdit(source);
    comment_->setObjectName(QStringLiteral("GC"));
    comment_->setPlainText(document_->gameInfo("GC"));
    comment_->setTabChangesFocus(true);
    comment_->setMinimumHeight(70);
    sourceForm->addRow(tr("Game comment:"), comment_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &GameInfoDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(players);
    auto* row = new QHBoxLayout;
    row->addWidget(game, 1);
    row->addWidget(source, 1);
    layout->addLayout(row);
    layout->addWidget(buttons);
}

QLineEdit* GameInfoDialog::addField(const char* id)
{
    auto* edit = new QLineEdit(this);
    edit->setObjectName(QLatin1String(id));
    edit->setText(document_->gameInfo(id));
    edit->setCursorPosition(0);
    fields_.emplace_back(id, edit);
    return edit;
}

QLineEdit* GameInfoDialog::field(const char* id) const
{
    for (const auto& [name, edit] : fields_)
        if (name == id)
            return edit;
    return nullptr;
}

void GameInfoDialog::accept()
{
    const QString komi = field("KM")->text().trimmed();
    if (!komi.isEmpty() && !record::parseReal(komi.toStdString())) {
        QMessageBox::warning(this, windowTitle(), tr("Komi must be a number such as 6.5 or 0."));
        field("KM")->setFocus();
        return;
    }
    for (const auto& [id, edit] : fields_)
        if (!edit->isReadOnly())
            document_->setGameInfo(id, edit->text());
    document_->setGameInfo("GC", comment_->toPlainText());
    QDialog::accept();
}

} // namespace irodori::ui
