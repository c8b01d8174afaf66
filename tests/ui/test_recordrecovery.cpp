// A record with unsaved changes survives a crash: the window writes it to a
// recovery slot of its own, removes it when the record is saved or the
// window closes, and the next start offers the records of windows that are
// gone — as unsaved records of their own file; declined ones go, unreadable
// ones stay, and a slot held by a running window is left alone.
#include "gamedocument.h"
#include "mainwindow.h"
#include "recordfiles.h"
#include "recordrecovery.h"
#include "window_helpers.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace irodori;
using namespace irodori::ui;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QString sibling(const QString& sgf, const char* ext)
{
    return sgf.left(sgf.size() - 3) + QLatin1String(ext);
}

} // namespace

class TestRecordRecovery : public QObject {
    Q_OBJECT

    QTemporaryDir dir;

    static std::unique_ptr<MainWindow> window()
    {
        auto w = testing::shownWindow();
        w->files()->prompts().unsavedChanges = [](QWidget*, const QString&) { return Prompts::Unsaved::Discard; };
        return w;
    }

private slots:
    void initTestCase() { testing::useScratchSettings(dir, "test_recordrecovery"); }

    void writtenAndRemoved()
    {
        const QString slotDir = dir.filePath(QStringLiteral("written"));
        auto w = window();
        w->newGame(9);
        RecordRecovery* r = w->recovery();
        QVERIFY(!r->isStarted());
        QVERIFY(r->start(slotDir));
        QVERIFY(r->file().startsWith(slotDir));
        QVERIFY(!r->saveNow()); // nothing unsaved
        QVERIFY(!QFileInfo::exists(r->file()));
        QVERIFY(w->playVertices({QStringLiteral("E5"), QStringLiteral("C3")}).isEmpty());
        QVERIFY(r->saveNow());
        QVERIFY(readAll(r->file()).contains("B[ee]"));
        QVERIFY(readAll(r->file()).contains("W[cg]"));
        QVERIFY(w->playVertices({QStringLiteral("G7")}).isEmpty());
        QVERIFY(r->saveNow());
        QVERIFY(readAll(r->file()).contains("B[gc]"));

        // Another window keeps another slot.
        auto other = window();
        QVERIFY(other->recovery()->start(slotDir));
        QVERIFY(other->recovery()->file() != r->file());

        // Saved: the record is on disk, the copy goes.
        const QString saved = dir.filePath(QStringLiteral("game.sgf"));
        QVERIFY(w->files()->saveAs(saved));
        QVERIFY(!QFileInfo::exists(r->file()));
        QVERIFY(w->playVertices({QStringLiteral("C7")}).isEmpty());
        QVERIFY(r->saveNow());
        QCOMPARE(QString::fromUtf8(readAll(sibling(r->file(), "path"))).section(QLatin1Char('\n'), 0, 0),
                 QFileInfo(saved).absoluteFilePath());
        // Closed, the changes given up: the copy goes too.
        const QString file = r->file();
        QVERIFY(w->close());
        QVERIFY(!QFileInfo::exists(file));
    }

    void recoveredAfterACrash()
    {
        // A window writes its copy; its slot files are then found in
        // another folder with nobody holding them, as a crash leaves them.
        const QString original = dir.filePath(QStringLiteral("original.sgf"));
        QVERIFY(writeFile(original, "(;GM[1]FF[4]SZ[9];B[ee])"));
        auto w = window();
        QVERIFY(w->recovery()->start(dir.filePath(QStringLiteral("live"))));
        QVERIFY(w->openRecord(original));
        QVERIFY(w->document()->toEnd());
        QVERIFY(w->playVertices({QStringLiteral("C3"), QStringLiteral("G7")}).isEmpty());
        QVERIFY(w->recovery()->saveNow());
        const QString left = dir.filePath(QStringLiteral("left"));
        QVERIFY(QDir().mkpath(left));
        QVERIFY(QFile::copy(w->recovery()->file(), left + QStringLiteral("/slot-7.sgf")));
        QVERIFY(QFile::copy(sibling(w->recovery()->file(), "path"), left + QStringLiteral("/slot-7.path")));

        auto next = window();
        RecordRecovery* r = next->recovery();
        QVERIFY(r->start(left));
        QCOMPARE(r->orphans().size(), std::size_t{1});
        QCOMPARE(r->orphans().front().originalPath, QFileInfo(original).absoluteFilePath());
        QString asked;
        QVERIFY(r->offer([&](const QString& text) {
            asked = text;
            return true;
        }));
        QVERIFY(asked.contains(QStringLiteral("original.sgf")));
        QVERIFY(next->document()->isModified());
        QCOMPARE(next->document()->filePath(), QFileInfo(original).absoluteFilePath());
        QVERIFY(next->document()->toEnd());
        QCOMPARE(next->position().moveNumber(), 3);
        QVERIFY(!QFileInfo::exists(left + QStringLiteral("/slot-7.sgf")));
        QVERIFY(QFileInfo::exists(r->file())); // now this window's copy
        QVERIFY(r->orphans().empty());

        // The live window's slot is no one's leftover.
        auto third = window();
        QVERIFY(third->recovery()->start(dir.filePath(QStringLiteral("live"))));
        QVERIFY(third->recovery()->orphans().empty());
    }

    void declinedAndUnreadable()
    {
        const QString left = dir.filePath(QStringLiteral("left2"));
        QVERIFY(QDir().mkpath(left));
        QVERIFY(writeFile(left + QStringLiteral("/slot-2.sgf"), "(;GM[1]SZ[9];B[ee])"));
        QVERIFY(writeFile(left + QStringLiteral("/slot-3.sgf"), "this is no record"));
        {
            // The readable one is the later: asked about first.
            QFile later(left + QStringLiteral("/slot-2.sgf"));
            QVERIFY(later.open(QIODevice::ReadWrite));
            QVERIFY(later.setFileTime(QDateTime::currentDateTime().addSecs(60), QFileDevice::FileModificationTime));
        }
        auto w = window();
        QVERIFY(w->recovery()->start(left));
        QCOMPARE(w->recovery()->orphans().size(), std::size_t{2});
        // Declined: gone. Accepted but unreadable: kept, the window unchanged.
        int asked = 0;
        QVERIFY(!w->recovery()->offer([&](const QString& text) {
            ++asked;
            return !text.isEmpty() && asked == 2;
        }));
        QCOMPARE(asked, 2);
        QVERIFY(!QFileInfo::exists(left + QStringLiteral("/slot-2.sgf")));
        QVERIFY(QFileInfo::exists(left + QStringLiteral("/slot-3.sgf")));
        QVERIFY(!w->document()->isModified());
    }
};

QTEST_MAIN(TestRecordRecovery)
#include "test_recordrecovery.moc"
