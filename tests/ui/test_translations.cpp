// Translations: the embedded Japanese translation is complete and is what
// the window shows under a Japanese locale; other locales fall back to
// English; Qt's own dialogs follow along when Qt's translation is installed.
#include "mainwindow.h"
#include "translations.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QPushButton>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTest>
#include <QXmlStreamReader>

using namespace irodori;
using namespace irodori::ui;

namespace {

struct TsStats {
    int messages = 0;
    int unfinished = 0;
    QStringList empty;
};

TsStats readTs(const QString& path)
{
    TsStats stats;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return stats;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++stats.messages;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            if (type == QLatin1String("unfinished"))
                ++stats.unfinished;
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (text.trimmed().isEmpty() && type != QLatin1String("vanished") && type != QLatin1String("obsolete"))
                stats.empty << source;
        }
    }
    return stats;
}

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { installTranslations(QLocale(QLocale::English)); }

    void japaneseTsIsComplete()
    {
        const TsStats ja = readTs(QStringLiteral(IRODORI_TRANSLATIONS_DIR "/irodori_ja.ts"));
        QVERIFY(ja.messages > 50);
        QCOMPARE(ja.unfinished, 0);
        QVERIFY2(ja.empty.isEmpty(), qPrintable(ja.empty.join(QStringLiteral(" | "))));
        const TsStats en = readTs(QStringLiteral(IRODORI_TRANSLATIONS_DIR "/irodori_en.ts"));
        QCOMPARE(en.messages, ja.messages);
        QCOMPARE(en.unfinished, 0);
    }

    void japaneseWindow()
    {
        QCOMPARE(installTranslations(QLocale(QLocale::Japanese, QLocale::Japan)), QStringLiteral("ja"));
        MainWindow window;
        QCOMPARE(window.passAction()->text(), QStringLiteral("パス(&P)"));
        QVERIFY(window.undoAction()->text().contains(QStringLiteral("戻す")));
        QCOMPARE(window.findChild<QLabel*>(QStringLiteral("turnLabel"))->text(), QStringLiteral("黒番"));
        QVERIFY(MainWindow::moveErrorText(MoveError::Ko).contains(QStringLiteral("コウ")));
        QVERIFY(MainWindow::moveErrorText(MoveError::Suicide).contains(QStringLiteral("着手禁止点")));
        window.playAt(3, 3);
        QCOMPARE(window.findChild<QLabel*>(QStringLiteral("turnLabel"))->text(), QStringLiteral("白番"));
        window.playAt(3, 3);
        QCOMPARE(window.statusBar()->currentMessage(), MainWindow::moveErrorText(MoveError::Occupied));
        window.passAction()->trigger();
        window.passAction()->trigger();
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("終局")));
        // Every Japanese text has at least one character outside ASCII.
        static const QRegularExpression nonAscii(QStringLiteral("[^\\x{0000}-\\x{007f}]"));
        for (MoveError e : {MoveError::NotOnBoard, MoveError::Occupied, MoveError::Suicide, MoveError::Ko,
                            MoveError::Superko})
            QVERIFY(MainWindow::moveErrorText(e).contains(nonAscii));
    }

    void englishPlurals()
    {
        QCOMPARE(installTranslations(QLocale(QLocale::English, QLocale::UnitedStates)), QStringLiteral("en"));
        MainWindow window;
        QCOMPARE(window.findChild<QLabel*>(QStringLiteral("blackCaptures"))->text(), QStringLiteral("0 stones"));
        window.newGame(9);
        for (auto [x, y] : {std::pair{1, 0}, {0, 0}, {0, 1}})
            window.playAt(x, y);
        QCOMPARE(window.findChild<QLabel*>(QStringLiteral("blackCaptures"))->text(), QStringLiteral("1 stone"));
        QCOMPARE(window.passAction()->text(), QStringLiteral("&Pass"));
    }

    void unknownLocaleFallsBackToEnglish()
    {
        QCOMPARE(installTranslations(QLocale(QLocale::Swahili)), QStringLiteral("en"));
        MainWindow window;
        QCOMPARE(window.passAction()->text(), QStringLiteral("&Pass"));
        QCOMPARE(window.findChild<QLabel*>(QStringLiteral("turnLabel"))->text(), QStringLiteral("Black to play"));
        // English plural forms still apply.
        QCOMPARE(window.findChild<QLabel*>(QStringLiteral("blackCaptures"))->text(), QStringLiteral("0 stones"));
    }

    void qtOwnStringsFollow()
    {
        const QString dir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        if (!QFile::exists(dir + QStringLiteral("/qtbase_ja.qm")))
            QSKIP("Qt's Japanese translation is not installed");
        installTranslations(QLocale(QLocale::Japanese));
        QDialogButtonBox box(QDialogButtonBox::Cancel);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("キャンセル"));
    }
};

} // namespace

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
