#include "recordfiles.h"

#include "gamedocument.h"
#include "recordpropertiesdialog.h"
#include "textdiagram.h"

#include "record/charset.h"
#include "record/semantics.h"
#include "record/sgf_writer.h"

#include <QAction>
#include <QActionGroup>
#include <QClipboard>
#include <QGuiApplication>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QUrl>
#include <QWidget>

#include <algorithm>

namespace irodori::ui {

namespace {

const QString kRecentKey = QStringLiteral("recentFiles");
const QString kLastDirKey = QStringLiteral("lastRecordDirectory");

QString nativeName(const QString& path)
{
    return QDir::toNativeSeparators(QFileInfo(path).fileName());
}

// Child indices from the root to node, to find "the same place" again in a
// record that was read anew.
std::vector<int> indexPath(const record::Node* node)
{
    std::vector<int> path;
    for (; node->parent(); node = node->parent())
        path.push_back(node->indexInParent());
    std::reverse(path.begin(), path.end());
    return path;
}

const record::Node* follow(const record::Node* node, const std::vector<int>& path)
{
    for (int i : path) {
        if (i >= node->childCount())
            break;
        node = node->child(i);
    }
    return node;
}

QStringList texts(const std::vector<record::Diagnostic>& list)
{
    QStringList out;
    for (const record::Diagnostic& d : list)
        out << QString::fromStdString(d.text());
    return out;
}

} // namespace

RecordFiles::RecordFiles(GameDocument* document, QWidget* window)
    : QObject(window), document_(document), window_(window), prompts_(Prompts::interactive())
{
    QStyle* style = window_->style();
    open_ = new QAction(style->standardIcon(QStyle::SP_DialogOpenButton), tr("&Open…"), this);
    open_->setShortcut(QKeySequence::Open);
    open_->setStatusTip(tr("Open an SGF or IG1 game record"));
    connect(open_, &QAction::triggered, this, &RecordFiles::open);

    save_ = new QAction(style->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save"), this);
    save_->setShortcut(QKeySequence::Save);
    save_->setStatusTip(tr("Save the record to its file"));
    connect(save_, &QAction::triggered, this, &RecordFiles::save);

    saveAs_ = new QAction(tr("Save &As…"), this);
    saveAs_->setShortcut(QKeySequence::SaveAs);
    saveAs_->setStatusTip(tr("Save the record under another name, as SGF or IG1"));
    connect(saveAs_, &QAction::triggered, this, [this] { saveAs(); });

    chooseGame_ = new QAction(tr("Choose &Game in File…"), this);
    chooseGame_->setStatusTip(tr("Show another game of this file"));
    connect(chooseGame_, &QAction::triggered, this, &RecordFiles::chooseGame);

    properties_ = new QAction(tr("P&roperties…"), this);
    properties_->setStatusTip(tr("The file, its encoding and the warnings of the reader"));
    connect(properties_, &QAction::triggered, this, &RecordFiles::showProperties);

    copy_ = new QAction(tr("&Copy Game as SGF"), this);
    copy_->setShortcut(QKeySequence::Copy);
    copy_->setStatusTip(tr("Put the game shown on the clipboard as SGF text, for another program"));
    connect(copy_, &QAction::triggered, this, &RecordFiles::copyGame);

    copyText_ = new QAction(tr("Copy Position as &Text"), this);
    copyText_->setStatusTip(tr("Put the position shown on the clipboard as a diagram in Sensei's Library's "
                               "notation, for a forum or a wiki"));
    connect(copyText_, &QAction::triggered, this, &RecordFiles::copyPositionText);

    paste_ = new QAction(tr("&Paste Game Record"), this);
    paste_->setShortcut(QKeySequence::Paste);
    paste_->setStatusTip(tr("Open the SGF or IG1 game record on the clipboard"));
    connect(paste_, &QAction::triggered, this, &RecordFiles::pasteGame);

    recentMenu_ = new QMenu(tr("Open &Recent"), window_);
    encodingMenu_ = new QMenu(tr("Reopen with &Encoding"), window_);
    encodingMenu_->setStatusTip(tr("Read the file again with another text encoding"));
    encodings_ = new QActionGroup(this);
    for (const std::string& name : record::selectableEncodings()) {
        const QString e = QString::fromStdString(name);
        const QString language = RecordPropertiesDialog::encodingLanguage(e);
        QAction* a = encodingMenu_->addAction(language.isEmpty() ? e : tr("%1 (%2)").arg(e, language));
        a->setData(e);
        a->setCheckable(true);
        encodings_->addAction(a);
        connect(a, &QAction::triggered, this, [this, e] { reopenWithEncoding(e); });
    }

    connect(document_, &GameDocument::fileChanged, this, &RecordFiles::updateActions);
    rebuildRecentMenu();
    updateActions();
}

void RecordFiles::updateActions()
{
    const bool onDisk = !document_->filePath().isEmpty();
    encodingMenu_->setEnabled(onDisk);
    for (QAction* a : encodings_->actions())
        a->setChecked(onDisk && a->data().toString() == document_->encoding());
    chooseGame_->setEnabled(document_->gameCount() > 1);
}

bool RecordFiles::maybeSave()
{
    if (!document_->isModified())
        return true;
    switch (prompts_.unsavedChanges(window_, document_->displayName())) {
    case Prompts::Unsaved::Save:
        return save();
    case Prompts::Unsaved::Discard:
        return true;
    case Prompts::Unsaved::Cancel:
        return false;
    }
    return false;
}

bool RecordFiles::open()
{
    if (!maybeSave())
        return false;
    const QString dir = QSettings().value(kLastDirKey, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                            .toString();
    const QString path = prompts_.openFileName(window_, dir);
    return !path.isEmpty() && openFile(path);
}

bool RecordFiles::openFileWithPrompt(const QString& path)
{
    return maybeSave() && openFile(path);
}

bool RecordFiles::openFile(const QString& path, const QString& encoding, std::optional<int> game)
{
    record::LoadOptions options;
    options.encoding = encoding.toStdString();
    record::LoadResult result = record::loadRecordFile(QFileInfo(path).absoluteFilePath().toStdString(), options);
    if (!result.ok()) {
        prompts_.error(window_, tr("Could not open “%1”.").arg(nativeName(path)), QString::fromStdString(result.error));
        if (!QFileInfo::exists(path))
            removeRecent(path);
        return false;
    }
    int index = 0;
    if (game) {
        index = std::clamp(*game, 0, static_cast<int>(result.games.size()) - 1);
    } else if (result.games.size() > 1) {
        index = prompts_.chooseGame(window_, result.games, 0);
        if (index < 0)
            return false;
    }
    emit aboutToReplace();
    const std::size_t warnings = result.warnings.size();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    // A format Irodori reads but does not write (a Piskvork game): the
    // record has no file of its own yet, so saving asks where, as SGF, and
    // never writes over the file read.
    const bool imported = result.imported;
    document_->load(std::move(result), imported ? QString() : absolute, index);
    addRecent(absolute);
    QSettings().setValue(kLastDirKey, QFileInfo(absolute).absolutePath());
    if (imported)
        emit message(tr("Imported %1 (a Piskvork game); saving writes a new SGF file.").arg(nativeName(absolute)));
    else if (warnings > 0)
        emit message(tr("Opened %1. The reader repaired %n problem(s); see File → Properties for details.", nullptr,
                        static_cast<int>(warnings))
                         .arg(nativeName(absolute)));
    else
        emit message(tr("Opened %1 (%2).").arg(nativeName(absolute), document_->encoding()));
    return true;
}

void RecordFiles::copyGame()
{
    const std::string sgf = record::writeSgf(document_->tree());
    QGuiApplication::clipboard()->setText(QString::fromStdString(sgf));
    emit message(tr("The game is on the clipboard as SGF."));
}

void RecordFiles::copyPositionText()
{
    const auto marks = record::marks(*document_->current(), document_->boardSize());
    QGuiApplication::clipboard()->setText(senseisDiagram(document_->position(), marks));
    emit message(tr("The position is on the clipboard as a text diagram."));
}

bool RecordFiles::pasteGame()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        emit message(tr("The clipboard holds no text to read a game record from."));
        return false;
    }
    return maybeSave() && openText(text);
}

bool RecordFiles::openText(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    record::LoadOptions options;
    options.encoding = "UTF-8"; // the clipboard holds Unicode text
    const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    // The format the text looks like, as for a file without an extension.
    record::LoadResult result = record::loadRecord(view, record::sniffFormat(view), options);
    if (!result.ok()) {
        prompts_.error(window_, tr("The text on the clipboard is not a game record (SGF or IG1)."),
                       QString::fromStdString(result.error));
        return false;
    }
    int index = 0;
    if (result.games.size() > 1) {
        index = prompts_.chooseGame(window_, result.games, 0);
        if (index < 0)
            return false;
    }
    emit aboutToReplace();
    const std::size_t warnings = result.warnings.size();
    document_->load(std::move(result), QString(), index);
    document_->setModified(true); // nowhere on disk yet
    if (warnings > 0)
        emit message(tr("Pasted a game record. The reader repaired %n problem(s); see File → Properties for details.",
                        nullptr, static_cast<int>(warnings)));
    else
        emit message(tr("Pasted a game record from the clipboard."));
    return true;
}

bool RecordFiles::save()
{
    if (document_->filePath().isEmpty() || !document_->format())
        return saveAs();
    return saveAs(document_->filePath(), document_->format());
}

QString RecordFiles::suggestedSavePath() const
{
    if (!document_->filePath().isEmpty())
        return document_->filePath();
    const QString dir = QSettings().value(kLastDirKey, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                            .toString();
    // A name from the players, as most collections name their files.
    const QString black = document_->gameInfo("PB");
    const QString white = document_->gameInfo("PW");
    QString name = black.isEmpty() || white.isEmpty() ? tr("game") : tr("%1 vs %2").arg(black, white);
    name.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")), QStringLiteral("_"));
    return QDir(dir).filePath(name + QStringLiteral(".sgf"));
}

bool RecordFiles::saveAs(const QString& requested, std::optional<record::RecordFormat> format)
{
    QString path = requested;
    if (path.isEmpty()) {
        record::RecordFormat chosen = record::RecordFormat::Sgf;
        path = prompts_.saveFileName(window_, suggestedSavePath(), &chosen);
        if (path.isEmpty())
            return false;
        if (!record::formatFromPath(path.toStdString()))
            path += QString::fromLatin1(record::formatExtension(chosen));
    }
    if (!format)
        format = record::formatFromPath(path.toStdString()).value_or(record::RecordFormat::Sgf);

    QStringList losses;
    record::SaveResult result;
    if (*format != record::RecordFormat::Sgf) {
        // IG1 and Piskvork's games hold one game: the one on view.
        record::Collection one;
        one.push_back(document_->tree().clone());
        result = record::saveRecord(one, *format);
        if (document_->gameCount() > 1)
            losses << tr("The other %n game(s) of this file: %1 holds one game.", nullptr, document_->gameCount() - 1)
                          .arg(QString::fromLatin1(record::formatName(*format)));
    } else {
        result = record::saveRecord(document_->games(), *format);
    }
    if (!result.ok()) {
        prompts_.error(window_, tr("Could not save “%1”.").arg(nativeName(path)), QString::fromStdString(result.error));
        return false;
    }
    losses << texts(result.warnings);
    if (!losses.isEmpty()) {
        const QString text = tr("%1 cannot hold everything in this record. Saving “%2” leaves out:")
                                 .arg(QString::fromLatin1(record::formatName(*format)), nativeName(path));
        if (!prompts_.confirmLoss(window_, text, losses)) {
            emit message(tr("Not saved."));
            return false;
        }
    }

    // Through a temporary file: a failed save never destroys the old file.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(result.bytes.data(), static_cast<qint64>(result.bytes.size())) != qint64(result.bytes.size())
        || !file.commit()) {
        prompts_.error(window_, tr("Could not save “%1”.").arg(nativeName(path)), file.errorString());
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    document_->markSaved(absolute, *format);
    addRecent(absolute);
    QSettings().setValue(kLastDirKey, QFileInfo(absolute).absolutePath());
    emit message(losses.isEmpty() ? tr("Saved %1.").arg(nativeName(absolute))
                                  : tr("Saved %1 as %2, without what that format cannot hold.")
                                        .arg(nativeName(absolute), QString::fromLatin1(record::formatName(*format))));
    return true;
}

bool RecordFiles::reopenWithEncoding(const QString& encoding)
{
    const QString path = document_->filePath();
    if (path.isEmpty())
        return false;
    if (document_->isModified()
        && !prompts_.confirmDiscard(window_, tr("Reopening “%1” discards your unsaved changes to it.")
                                                 .arg(document_->displayName()))) {
        updateActions();
        return false;
    }
    const int game = document_->gameIndex();
    const std::vector<int> where = indexPath(document_->current());
    if (!openFile(path, encoding, game)) {
        updateActions();
        return false;
    }
    document_->goTo(follow(&document_->tree().root(), where));
    emit message(tr("Reopened %1 as %2.").arg(nativeName(path), encoding));
    return true;
}

void RecordFiles::chooseGame()
{
    if (document_->gameCount() < 2)
        return;
    const int index = prompts_.chooseGame(window_, document_->games(), document_->gameIndex());
    if (index >= 0)
        document_->selectGame(index);
}

void RecordFiles::showProperties()
{
    RecordPropertiesDialog dialog(document_, window_);
    dialog.exec();
}

QStringList RecordFiles::recentFiles() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void RecordFiles::addRecent(const QString& path)
{
    QStringList list = recentFiles();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > kMaxRecent)
        list.removeLast();
    QSettings().setValue(kRecentKey, list);
    rebuildRecentMenu();
}

void RecordFiles::removeRecent(const QString& path)
{
    QStringList list = recentFiles();
    const qsizetype removed = list.removeAll(QFileInfo(path).absoluteFilePath());
    if (removed == 0)
        return;
    QSettings().setValue(kRecentKey, list);
    rebuildRecentMenu();
}

void RecordFiles::clearRecentFiles()
{
    QSettings().remove(kRecentKey);
    rebuildRecentMenu();
}

void RecordFiles::rebuildRecentMenu()
{
    recentMenu_->clear();
    const QStringList list = recentFiles();
    for (int i = 0; i < list.size(); ++i) {
        const QString path = list[i];
        // &1 .. &9, then 1&0: a keyboard accelerator for each.
        const QString number = i < 9 ? QStringLiteral("&%1").arg(i + 1) : QStringLiteral("1&0");
        QString name = nativeName(path);
        name.replace(QLatin1Char('&'), QStringLiteral("&&"));
        QAction* a = recentMenu_->addAction(number + QLatin1Char(' ') + name);
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { openFileWithPrompt(path); });
    }
    if (!list.isEmpty())
        recentMenu_->addSeparator();
    QAction* clear = recentMenu_->addAction(tr("&Clear Menu"));
    clear->setEnabled(!list.isEmpty());
    connect(clear, &QAction::triggered, this, &RecordFiles::clearRecentFiles);
    recentMenu_->setEnabled(!list.isEmpty());
}

QString RecordFiles::recordFileIn(const QMimeData* mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl& url : mime->urls()) {
        if (!url.isLocalFile())
            continue;
        const QString path = url.toLocalFile();
        if (record::formatFromPath(path.toStdString()))
            return path;
    }
    return {};
}

} // namespace irodori::ui
