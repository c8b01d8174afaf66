#include "recordrecovery.h"

#include "gamedocument.h"

#include "record/record_io.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>

namespace irodori::ui {

namespace {

QString slotName(const QString& dir, int n, const char* ext)
{
    return QDir(dir).filePath(QStringLiteral("slot-%1.%2").arg(n).arg(QLatin1String(ext)));
}

QString pathFileOf(const QString& sgfPath)
{
    return sgfPath.left(sgfPath.size() - 4) + QStringLiteral(".path");
}

} // namespace

RecordRecovery::RecordRecovery(GameDocument* document, QObject* parent)
    : QObject(parent), document_(document)
{
    timer_ = new QTimer(this);
    timer_->setInterval(kIntervalMs);
    connect(timer_, &QTimer::timeout, this, &RecordRecovery::saveNow);
    // Saved: the file on disk is the record; nothing to recover.
    connect(document_, &GameDocument::modifiedChanged, this, [this] {
        if (!document_->isModified())
            discard();
    });
    // Every edit changes the tree; another file or game replaces it.
    connect(document_, &GameDocument::treeChanged, this, [this] { changed_ = true; });
    connect(document_, &GameDocument::fileChanged, this, [this] { changed_ = true; });
}

RecordRecovery::~RecordRecovery() = default;

QString RecordRecovery::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("recovery"));
}

QString RecordRecovery::file() const
{
    return sgfPath_;
}

void RecordRecovery::scan(const QString& directory)
{
    orphans_.clear();
    for (int n = 0; n < kSlots; ++n) {
        const QString sgf = slotName(directory, n, "sgf");
        if (!QFileInfo::exists(sgf))
            continue;
        // A slot whose lock can be taken belongs to no running window.
        QLockFile lock(slotName(directory, n, "lock"));
        if (!lock.tryLock(0))
            continue;
        QFile f(sgf);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        Orphan o;
        o.slotFile = sgf;
        o.sgf = f.readAll();
        o.written = QFileInfo(sgf).lastModified();
        QFile p(pathFileOf(sgf));
        if (p.open(QIODevice::ReadOnly)) {
            const QStringList lines = QString::fromUtf8(p.readAll()).split(QLatin1Char('\n'));
            o.originalPath = lines.value(0);
            o.gameIndex = std::max(0, lines.value(1).toInt());
        }
        if (!o.sgf.isEmpty())
            orphans_.push_back(std::move(o));
    }
    std::sort(orphans_.begin(), orphans_.end(),
              [](const Orphan& a, const Orphan& b) { return a.written > b.written; });
}

bool RecordRecovery::start(const QString& directory)
{
    if (lock_)
        return true;
    if (!QDir().mkpath(directory))
        return false;
    scan(directory);
    for (int n = 0; n < kSlots; ++n) {
        const QString sgf = slotName(directory, n, "sgf");
        // A slot with a record left in it waits for the question about it.
        const bool left = std::any_of(orphans_.begin(), orphans_.end(), [&](const Orphan& o) { return o.slotFile == sgf; });
        if (left)
            continue;
        auto lock = std::make_unique<QLockFile>(slotName(directory, n, "lock"));
        lock->setStaleLockTime(0); // stale only when its process is gone
        if (!lock->tryLock(0))
            continue;
        lock_ = std::move(lock);
        sgfPath_ = sgf;
        removeSlotFiles(sgfPath_); // a slot free and without record: nothing in it is wanted
        timer_->start();
        return true;
    }
    return false;
}

bool RecordRecovery::saveNow()
{
    if (!lock_)
        return false;
    if (!document_->isModified()) {
        discard();
        return false;
    }
    if (!changed_ && !written_.isEmpty())
        return true; // nothing new since the last copy: not written out again
    const record::SaveResult result = record::saveRecord(document_->games(), record::RecordFormat::Sgf);
    if (!result.ok())
        return !written_.isEmpty();
    const QByteArray bytes(result.bytes.data(), static_cast<qsizetype>(result.bytes.size()));
    if (bytes == written_) {
        changed_ = false;
        return true;
    }
    QSaveFile sgf(sgfPath_);
    QSaveFile path(pathFileOf(sgfPath_));
    if (!sgf.open(QIODevice::WriteOnly) || sgf.write(bytes) != bytes.size() || !path.open(QIODevice::WriteOnly)
        || path.write((document_->filePath() + QLatin1Char('\n') + QString::number(document_->gameIndex())).toUtf8()) < 0
        || !path.commit() || !sgf.commit()) {
        emit message(tr("Could not write the recovery copy of the record (%1).").arg(sgf.errorString()));
        return !written_.isEmpty();
    }
    written_ = bytes;
    changed_ = false;
    return true;
}

void RecordRecovery::removeSlotFiles(const QString& sgfPath)
{
    QFile::remove(sgfPath);
    QFile::remove(pathFileOf(sgfPath));
}

void RecordRecovery::discard()
{
    if (!lock_)
        return;
    if (!written_.isEmpty() || QFileInfo::exists(sgfPath_))
        removeSlotFiles(sgfPath_);
    written_.clear();
}

bool RecordRecovery::offer(const std::function<bool(const QString& text)>& ask)
{
    while (!orphans_.empty()) {
        const Orphan o = orphans_.front();
        orphans_.erase(orphans_.begin());
        const QString name = o.originalPath.isEmpty() ? tr("a new record") : QFileInfo(o.originalPath).fileName();
        const QString when = QLocale().toString(o.written, QLocale::ShortFormat);
        const QString text = tr("Irodori was closed without saving the changes to %1 (last written %2). "
                                "Open the record as it was then?")
                                 .arg(name, when);
        if (!ask(text)) {
            removeSlotFiles(o.slotFile);
            continue;
        }
        const std::string_view view(o.sgf.constData(), static_cast<std::size_t>(o.sgf.size()));
        record::LoadOptions options;
        options.encoding = "UTF-8";
        record::LoadResult result = record::loadRecord(view, record::RecordFormat::Sgf, options);
        if (!result.ok() || result.games.empty()) {
            // Kept: a later version may read it, and nothing is lost.
            emit message(tr("The recovered record could not be read: %1").arg(QString::fromStdString(result.error)));
            return false;
        }
        const int index = std::min(o.gameIndex, static_cast<int>(result.games.size()) - 1);
        document_->load(std::move(result), o.originalPath, index);
        document_->setModified(true); // the file on disk does not hold these changes
        removeSlotFiles(o.slotFile);
        saveNow();
        emit message(tr("Recovered %1; save it to keep the changes.").arg(name));
        return true;
    }
    return false;
}

} // namespace irodori::ui
