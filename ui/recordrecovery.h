// RecordRecovery: a record with unsaved changes is never lost to a crash,
// a killed process or a power cut. While the window runs, the record is
// written every half minute, when it has changed, to a recovery slot of its
// own (slot-N.sgf, with slot-N.path naming the file it came from) in the
// application's data folder; a slot is held with a lock file, so several
// windows keep several slots. Saving the record, or closing the window
// either way the user chooses, removes the slot's file. At the next start
// the records of slots whose window is gone are offered back, one at a
// time, as unsaved records of their own file.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QLockFile;
class QTimer;
class QWidget;

namespace irodori::ui {

class GameDocument;

class RecordRecovery : public QObject {
    Q_OBJECT

public:
    static constexpr int kSlots = 32;
    static constexpr int kIntervalMs = 30000;

    explicit RecordRecovery(GameDocument* document, QObject* parent = nullptr);
    ~RecordRecovery() override;

    // The application's recovery folder.
    static QString defaultDirectory();

    // Finds the records left in directory by windows that are gone, then
    // takes a free slot there and starts writing. False when no slot can
    // be had (the folder cannot be written): the window works on without.
    bool start(const QString& directory = defaultDirectory());
    bool isStarted() const { return lock_ != nullptr; }
    // This window's recovery file (empty before start()).
    QString file() const;

    // Writes the record now if it has unsaved changes that differ from
    // what was written last; removes the file when it has none. Returns
    // whether the file holds the record afterwards.
    bool saveNow();
    // The record was saved or closed: nothing to recover.
    void discard();

    struct Orphan {
        QString slotFile;     // slot-N.sgf
        QString originalPath; // the record's own file ("" for a new record)
        int gameIndex = 0;
        QDateTime written;
        QByteArray sgf;
    };
    // What start() found.
    const std::vector<Orphan>& orphans() const { return orphans_; }
    // Offers the records found, the latest first, each with ask(text):
    // the first accepted one replaces the document (unsaved, of its own
    // file) and is written to this window's slot; a declined one is
    // removed. One not asked about yet stays for the next start. Returns
    // whether a record was recovered.
    bool offer(const std::function<bool(const QString& text)>& ask);

signals:
    void message(const QString& text);

private:
    void scan(const QString& directory);
    void removeSlotFiles(const QString& sgfPath);

    GameDocument* document_;
    QTimer* timer_ = nullptr;
    std::unique_ptr<QLockFile> lock_;
    QString sgfPath_;
    QByteArray written_; // what the file holds
    bool changed_ = true; // the record was edited since written_ was made
    std::vector<Orphan> orphans_;
};

} // namespace irodori::ui
