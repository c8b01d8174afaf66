#include "exportactions.h"

#include "boardview.h"
#include "gamedocument.h"
#include "kifu.h"

#include "core/position.h"

#include <QAction>
#include <QCoreApplication>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

#include <algorithm>

namespace irodori::ui {

namespace {

const QString kSizeKey = QStringLiteral("export/size");
const QString kRatioKey = QStringLiteral("export/pixelRatio");
const QString kDirKey = QStringLiteral("export/directory");

// The translation context of the export dialogs.
class ExportPrompts {
    Q_DECLARE_TR_FUNCTIONS(ExportPrompts)
};

QString formatName(boardexport::Format format)
{
    switch (format) {
    case boardexport::Format::Png:
        return ExportPrompts::tr("PNG image");
    case boardexport::Format::Svg:
        return ExportPrompts::tr("SVG drawing");
    case boardexport::Format::Pdf:
        return ExportPrompts::tr("PDF document");
    }
    return {};
}

bool askOptions(QWidget* parent, boardexport::Format format, boardexport::Options& options)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(ExportPrompts::tr("Export Board as %1").arg(formatName(format)));
    auto* column = new QVBoxLayout(&dialog);
    auto* note = new QLabel(ExportPrompts::tr("The board is exported as it is shown, with the layers that are on."),
                            &dialog);
    note->setWordWrap(true);
    column->addWidget(note);
    auto* form = new QFormLayout;
    auto* size = new QSpinBox(&dialog);
    size->setObjectName(QStringLiteral("exportSize"));
    size->setRange(100, 8000);
    size->setSingleStep(50);
    size->setValue(options.size.width());
    // Pixels for an image; points (1/72 inch) for a page; plain units for SVG.
    size->setSuffix(format == boardexport::Format::Png   ? ExportPrompts::tr(" px")
                    : format == boardexport::Format::Pdf ? ExportPrompts::tr(" pt")
                                                         : QString());
    form->addRow(ExportPrompts::tr("Width and height:"), size);
    QCheckBox* sharp = nullptr;
    if (format == boardexport::Format::Png) {
        sharp = new QCheckBox(ExportPrompts::tr("Twice the pixels, for high-density screens (device-pixel ratio 2)"),
                              &dialog);
        sharp->setObjectName(QStringLiteral("exportRatio2"));
        sharp->setChecked(options.devicePixelRatio >= 2.0);
        form->addRow(QString(), sharp);
    }
    column->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    column->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    options.size = QSize(size->value(), size->value());
    options.devicePixelRatio = sharp && sharp->isChecked() ? 2.0 : 1.0;
    return true;
}

} // namespace

ExportActions::Prompts ExportActions::Prompts::interactive()
{
    Prompts p;
    p.options = askOptions;
    p.fileName = [](QWidget* parent, boardexport::Format format, const QString& suggested) {
        const QString ext = boardexport::extension(format);
        const QString filter = ExportPrompts::tr("%1 (*.%2)").arg(formatName(format), ext);
        QString path = QFileDialog::getSaveFileName(parent, ExportPrompts::tr("Export Board"), suggested, filter);
        // The format is the one chosen from the menu, whatever the name ends in.
        if (!path.isEmpty() && QFileInfo(path).suffix().compare(ext, Qt::CaseInsensitive) != 0)
            path += QLatin1Char('.') + ext;
        return path;
    };
    p.printer = [](QWidget* parent, QPrinter& printer) {
        QPrintDialog dialog(&printer, parent);
        dialog.setWindowTitle(ExportPrompts::tr("Print Board"));
        return dialog.exec() == QDialog::Accepted;
    };
    p.error = [](QWidget* parent, const QString& text) {
        QMessageBox::warning(parent, ExportPrompts::tr("Export Board"), text);
    };
    p.movesPerFigure = [](QWidget* parent, int current) {
        bool ok = false;
        const int n = QInputDialog::getInt(parent, ExportPrompts::tr("Export Game Record"),
                                           ExportPrompts::tr("Moves in each figure:"), current, 10, 500, 10, &ok);
        return ok ? n : 0;
    };
    return p;
}

ExportActions::ExportActions(BoardView* board, GameDocument* document, QWidget* window)
    : QObject(window)
    , board_(board)
    , document_(document)
    , window_(window)
    , prompts_(Prompts::interactive())
{
    png_ = new QAction(tr("Export Board as &PNG…"), this);
    png_->setShortcut(QKeySequence(tr("Ctrl+E")));
    png_->setStatusTip(tr("Save the board as shown, with the layers that are on, as a PNG image"));
    svg_ = new QAction(tr("Export Board as &SVG…"), this);
    svg_->setStatusTip(tr("Save the board as shown as an SVG drawing, sharp at any size"));
    pdf_ = new QAction(tr("Export Board as P&DF…"), this);
    pdf_->setStatusTip(tr("Save the board as shown as a one-page PDF document"));
    print_ = new QAction(tr("&Print Board…"), this);
    print_->setShortcut(QKeySequence::Print);
    print_->setStatusTip(tr("Print the board as shown, with the game and the move above it"));

    connect(png_, &QAction::triggered, this, [this] { exportBoard(boardexport::Format::Png); });
    connect(svg_, &QAction::triggered, this, [this] { exportBoard(boardexport::Format::Svg); });
    connect(pdf_, &QAction::triggered, this, [this] { exportBoard(boardexport::Format::Pdf); });
    record_ = new QAction(tr("Export Game &Record as PDF…"), this);
    record_->setStatusTip(tr("The moves of the line shown as numbered figures, one to a page, as players print a game"));
    connect(print_, &QAction::triggered, this, [this] { print(); });
    connect(record_, &QAction::triggered, this, [this] { exportRecord(); });
}

QStringList ExportActions::recordHeader() const
{
    QStringList lines;
    auto player = [this](const char* name, const char* rank) {
        QString who = document_->gameInfo(name);
        const QString r = document_->gameInfo(rank);
        if (who.isEmpty())
            who = QStringLiteral("—");
        return r.isEmpty() ? who : QStringLiteral("%1 (%2)").arg(who, r);
    };
    lines << tr("Black: %1    White: %2").arg(player("PB", "BR"), player("PW", "WR"));
    const std::pair<const char*, QString> fields[] = {
        {"EV", tr("Event")}, {"DT", tr("Date")}, {"PC", tr("Place")}, {"KM", tr("Komi")}, {"RE", tr("Result")}};
    for (const auto& [id, label] : fields)
        if (const QString v = document_->gameInfo(id); !v.isEmpty())
            lines << tr("%1: %2").arg(label, v);
    return lines;
}

QString ExportActions::exportRecordTo(const QString& path, int movesPerFigure) const
{
    const record::Node* end = document_->current();
    while (end->childCount() > 0)
        end = end->child(end->selectedChild());
    const std::vector<kifu::Figure> figures = kifu::figures(document_->tree(), end, movesPerFigure);
    return kifu::writePdf(figures, recordHeader(), document_->displayName(), path);
}

bool ExportActions::exportRecord()
{
    QSettings settings;
    const int per = prompts_.movesPerFigure(window_, std::clamp(settings.value(QStringLiteral("export/movesPerFigure"), 50).toInt(), 10, 500));
    if (per <= 0)
        return false;
    settings.setValue(QStringLiteral("export/movesPerFigure"), per);
    QString suggested = suggestedPath(boardexport::Format::Pdf);
    suggested = QFileInfo(suggested).dir().filePath(
        (document_->filePath().isEmpty() ? QStringLiteral("game") : QFileInfo(document_->filePath()).completeBaseName())
        + QStringLiteral("-record.pdf"));
    const QString path = prompts_.fileName(window_, boardexport::Format::Pdf, suggested);
    if (path.isEmpty())
        return false;
    const QString problem = exportRecordTo(path, per);
    if (!problem.isEmpty()) {
        prompts_.error(window_, problem);
        return false;
    }
    settings.setValue(kDirKey, QFileInfo(path).absolutePath());
    emit message(tr("Game record written to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

QString ExportActions::caption() const
{
    const int move = document_->position().moveNumber();
    return tr("%1 — move %2").arg(document_->displayName()).arg(move);
}

QString ExportActions::suggestedPath(boardexport::Format format) const
{
    const QString dir =
        QSettings()
            .value(kDirKey, QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
            .toString();
    QString base = document_->filePath().isEmpty() ? QStringLiteral("board") : QFileInfo(document_->filePath()).completeBaseName();
    base += QStringLiteral("-%1").arg(document_->position().moveNumber());
    return QDir(dir).filePath(base + QLatin1Char('.') + boardexport::extension(format));
}

bool ExportActions::exportBoard(boardexport::Format format)
{
    QSettings settings;
    boardexport::Options options;
    const int side = std::clamp(settings.value(kSizeKey, 800).toInt(), 100, 8000);
    options.size = QSize(side, side);
    options.devicePixelRatio = settings.value(kRatioKey, 1.0).toDouble();
    if (!prompts_.options(window_, format, options))
        return false;
    settings.setValue(kSizeKey, options.size.width());
    if (format == boardexport::Format::Png)
        settings.setValue(kRatioKey, options.devicePixelRatio);
    const QString path = prompts_.fileName(window_, format, suggestedPath(format));
    if (path.isEmpty())
        return false;
    const QString problem = exportTo(path, format, options);
    if (!problem.isEmpty()) {
        prompts_.error(window_, problem);
        return false;
    }
    settings.setValue(kDirKey, QFileInfo(path).absolutePath());
    emit message(tr("Board exported to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

QString ExportActions::exportTo(const QString& path, boardexport::Format format,
                                const boardexport::Options& options) const
{
    boardexport::Options o = options;
    if (o.title.isEmpty())
        o.title = caption();
    return boardexport::write(board_->painter(), boardexport::withoutPreview(board_->snapshot()), path, format, o);
}

bool ExportActions::print()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(caption());
    if (!prompts_.printer(window_, printer))
        return false;
    if (!printTo(printer)) {
        prompts_.error(window_, tr("The board could not be printed: the printer did not accept the page."));
        return false;
    }
    emit message(tr("Board sent to the printer."));
    return true;
}

bool ExportActions::printTo(QPrinter& printer) const
{
    return boardexport::print(board_->painter(), boardexport::withoutPreview(board_->snapshot()), printer, caption());
}

} // namespace irodori::ui
