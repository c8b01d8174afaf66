#include "recordpropertiesdialog.h"

#include "gamedocument.h"

#include "record/semantics.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace irodori::ui {

QString RecordPropertiesDialog::encodingLanguage(const QString& e)
{
    if (e.startsWith(QLatin1String("UTF")))
        return tr("Unicode");
    if (e == QLatin1String("Shift_JIS") || e == QLatin1String("EUC-JP"))
        return tr("Japanese");
    if (e == QLatin1String("GB18030"))
        return tr("Chinese, simplified");
    if (e == QLatin1String("Big5"))
        return tr("Chinese, traditional");
    if (e == QLatin1String("EUC-KR"))
        return tr("Korean");
    if (e == QLatin1String("windows-1251") || e == QLatin1String("KOI8-R"))
        return tr("Cyrillic");
    if (e == QLatin1String("ISO-8859-1") || e == QLatin1String("windows-1252"))
        return tr("Western European");
    return {};
}

QString RecordPropertiesDialog::describeEncoding(const GameDocument* document)
{
    const QString name = document->encoding();
    if (name.isEmpty())
        return tr("not saved yet (will be saved as UTF-8)");
    const QString language = encodingLanguage(name);
    const QString label = language.isEmpty() ? name : tr("%1 (%2)").arg(name, language);
    QString how;
    switch (document->encodingSource()) {
    case record::EncodingSource::Forced: how = tr("chosen by you"); break;
    case record::EncodingSource::ByteOrderMark: how = tr("marked by a byte order mark"); break;
    case record::EncodingSource::Declared: how = tr("declared in the file"); break;
    case record::EncodingSource::Utf8: how = tr("the text is valid UTF-8"); break;
    case record::EncodingSource::Detected: how = tr("detected from the text"); break;
    case record::EncodingSource::Fallback: how = tr("nothing else fitted"); break;
    }
    return tr("%1, %2").arg(label, how);
}

RecordPropertiesDialog::RecordPropertiesDialog(const GameDocument* document, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Record Properties"));
    auto* form = new QFormLayout;
    auto addRow = [&](const QString& label, const QString& text, const char* name) {
        auto* value = new QLabel(text, this);
        value->setObjectName(QLatin1String(name));
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        form->addRow(label, value);
    };
    const QString path = document->filePath();
    addRow(tr("File:"), path.isEmpty() ? document->displayName() : QDir::toNativeSeparators(path), "file");
    addRow(tr("Format:"),
           document->format() ? QString::fromLatin1(record::formatName(*document->format())) : tr("not saved yet"),
           "format");
    addRow(tr("Encoding:"), describeEncoding(document), "encoding");
    addRow(tr("Games in the file:"), QString::number(document->gameCount()), "games");
    const record::GameTree& tree = document->tree();
    const int size = tree.boardSize();
    int moves = 0;
    for (const record::Node* n : tree.mainLine())
        if (record::nodeMove(*n, size))
            ++moves;
    const QStringList facts = {tr("%1×%1 board").arg(size), tr("%n move(s) on the main line", nullptr, moves),
                               tr("%n node(s)", nullptr, static_cast<int>(tree.nodeCount())),
                               tr("%n variation(s)", nullptr, static_cast<int>(tree.variationCount()))};
    addRow(tr("This game:"), facts.join(tr(", ")), "tree");

    const auto& list = document->loadWarnings();
    auto* heading = new QLabel(list.empty() ? tr("The file was read without problems.")
                                            : tr("The reader repaired or left out these parts of the file:"),
                               this);
    heading->setWordWrap(true);
    warnings_ = new QListWidget(this);
    warnings_->setObjectName(QStringLiteral("warnings"));
    warnings_->setWordWrap(true);
    for (const record::Diagnostic& d : list)
        warnings_->addItem(QString::fromStdString(d.text()));
    warnings_->setVisible(!list.empty());

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(heading);
    layout->addWidget(warnings_, 1);
    layout->addWidget(buttons);
    resize(560, list.empty() ? 240 : 420);
}

} // namespace irodori::ui
