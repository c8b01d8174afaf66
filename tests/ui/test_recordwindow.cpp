// Game records in the main window, as a player uses them: open a file,
// step through it with the keys, switch variations, play a move to start a
// variation, edit a comment and save, save as IG1 with the loss warning,
// pick a game of a collection, reopen with another encoding, the
// unsaved-changes question, drag and drop, recent files, game information,
// error and warning reports, and a network game recorded into the document.
#include "boardmarks.h"
#include "boardview.h"
#include "collectiondialog.h"
#include "commentpane.h"
#include "gamedocument.h"
#include "gameinfodialog.h"
#include "gametreeview.h"
#include "guessmode.h"
#include "mainwindow.h"
#include "recordactions.h"
#include "recordfiles.h"
#include "recordmarkuplayer.h"
#include "recordpropertiesdialog.h"
#include "recordscoring.h"
#include "translations.h"
#include "window_helpers.h"

#include "protocol/gmp_connection.h"
#include "record/record_io.h"
#include "record/semantics.h"
#include "search/scoring.h"
#include "record/sgf_writer.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QUrl>

#include <map>
#include <memory>

using namespace irodori;
using namespace irodori::ui;

namespace {

QString fixture(const char* name)
{
    return QStringLiteral(IRODORI_TEST_DATA "/") + QLatin1String(name);
}

const char* const kGame = "ui/ja_game.sgf";

// What the prompts were asked, and the answers they give.
struct Answers {
    Prompts::Unsaved unsaved = Prompts::Unsaved::Cancel;
    bool discard = false;
    bool saveAnyway = true;
    int game = 0;
    QString saveName;
    QString openName;

    int unsavedAsked = 0;
    int discardAsked = 0;
    int chooseAsked = 0;
    QString lossText;
    QStringList losses;
    QString errorText;
    QString errorDetails;
    int chooseGameCount = 0;
};

// Presses button of the next message box that opens, and records its text.
// Polls, so it works however late the box appears; gives up after 5 s.
void answerMessageBox(QObject* context, QMessageBox::StandardButton button, QString* text)
{
    auto* timer = new QTimer(context);
    auto tries = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, context, [timer, tries, button, text] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* box = qobject_cast<QMessageBox*>(w);
            if (box && box->isVisible()) {
                *text = box->text();
                box->button(button)->click();
                timer->deleteLater();
                return;
            }
        }
        if (++*tries > 500)
            timer->deleteLater();
    });
    timer->start(10);
}

} // namespace

class TestRecordWindow : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    MainWindow* window = nullptr;
    Answers answers;

    GameDocument* doc() const { return window->document(); }
    RecordFiles* files() const { return window->files(); }
    QString status() const { return window->statusBar()->currentMessage(); }
    QString temp(const char* name) const { return dir.filePath(QString::fromUtf8(name)); }

    Color at(const char* gtp) const
    {
        const Board& board = window->position().board();
        const int x = QByteArray("ABCDEFGHJKLMNOPQRST").indexOf(gtp[0]);
        const int y = board.size() - std::atoi(gtp + 1);
        return board.color(board.at(x, y));
    }
    // What the board view shows, not just the model.
    Color shown(int x, int y) const { return window->boardView()->snapshot().at(x, y); }

    void key(Qt::Key k, int times = 1)
    {
        for (int i = 0; i < times; ++i)
            QTest::keyClick(window->boardView(), k);
    }

    void open(const char* name, std::optional<int> game = 0)
    {
        QVERIFY(window->openRecord(fixture(name), game));
    }

    std::vector<RecordMarkupLayer::Item> variationLetters() const
    {
        std::vector<RecordMarkupLayer::Item> out;
        for (const auto& item : window->markupLayer().items())
            if (item.kind == RecordMarkupLayer::Item::Kind::Variation)
                out.push_back(item);
        return out;
    }

private slots:
    void initTestCase()
    {
        // Recent files and directories go to a scratch settings file.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.filePath(QStringLiteral("settings")));
        QCoreApplication::setOrganizationName(QStringLiteral("IrodoriTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_recordwindow"));
    }

    void init()
    {
        QSettings().clear();
        answers = Answers();
        window = new MainWindow;
        Prompts& p = files()->prompts();
        p.unsavedChanges = [this](QWidget*, const QString&) {
            ++answers.unsavedAsked;
            return answers.unsaved;
        };
        p.confirmDiscard = [this](QWidget*, const QString&) {
            ++answers.discardAsked;
            return answers.discard;
        };
        p.confirmLoss = [this](QWidget*, const QString& text, const QStringList& losses) {
            answers.lossText = text;
            answers.losses = losses;
            return answers.saveAnyway;
        };
        p.error = [this](QWidget*, const QString& text, const QString& details) {
            answers.errorText = text;
            answers.errorDetails = details;
        };
        p.chooseGame = [this](QWidget*, const record::Collection& games, int) {
            ++answers.chooseAsked;
            answers.chooseGameCount = static_cast<int>(games.size());
            return answers.game;
        };
        p.openFileName = [this](QWidget*, const QString&) { return answers.openName; };
        p.saveFileName = [this](QWidget*, const QString&, record::RecordFormat*) { return answers.saveName; };
        window->resize(1000, 760);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window));
        window->boardView()->setFocus();
    }

    void cleanup()
    {
        delete window;
        window = nullptr;
    }

    void keysStepThroughTheRecord()
    {
        open(kGame);
        QCOMPARE(doc()->encoding(), QStringLiteral("Shift_JIS"));
        QCOMPARE(window->position().moveNumber(), 0);
        QVERIFY(window->windowTitle().contains(QStringLiteral("ja_game.sgf")));
        key(Qt::Key_Right);
        QCOMPARE(at("Q16"), Black);
        QCOMPARE(shown(15, 3), Black);
        QCOMPARE(window->boardView()->snapshot().lastMove, (GridPoint{15, 3}));
        QCOMPARE(window->commentPane()->commentEdit()->toPlainText(), QStringLiteral("右上の星。ソ連流ではありません。"));
        key(Qt::Key_Right);
        QCOMPARE(at("C4"), White);
        key(Qt::Key_Left);
        QCOMPARE(at("C4"), Empty);
        QCOMPARE(window->position().moveNumber(), 1);
        key(Qt::Key_PageDown);
        QCOMPARE(window->position().moveNumber(), 11);
        key(Qt::Key_PageUp);
        QCOMPARE(window->position().moveNumber(), 1);
        key(Qt::Key_End);
        QCOMPARE(window->position().moveNumber(), 90);
        QCOMPARE(at("F1"), White);
        QCOMPARE(window->commentPane()->commentEdit()->toPlainText(), QStringLiteral("以下省略、黒中押し勝ち。"));
        QVERIFY(!window->recordActions()->forwardAction()->isEnabled());
        key(Qt::Key_Home);
        QCOMPARE(window->position().moveNumber(), 0);
        QCOMPARE(shown(15, 3), Empty);
        QVERIFY(!window->recordActions()->backAction()->isEnabled());
        QVERIFY(!doc()->isModified());
        // The keys belong to the comment while it has the focus.
        window->commentPane()->commentEdit()->setFocus();
        QTest::keyClick(window->commentPane()->commentEdit(), Qt::Key_Right);
        QCOMPARE(window->position().moveNumber(), 0);
    }

    void longRecordInTheWindow()
    {
        // Logged, not asserted: opening and stepping through 3,600 commented
        // moves with everything the window updates on each step.
        QElapsedTimer clock;
        clock.start();
        open("records/long_3600_moves.sgf");
        const qint64 opened = clock.nsecsElapsed();
        clock.restart();
        key(Qt::Key_End);
        const qint64 toEnd = clock.nsecsElapsed();
        QCOMPARE(window->position().moveNumber(), 3600);
        clock.restart();
        key(Qt::Key_Left, 100);
        const qint64 back = clock.nsecsElapsed();
        clock.restart();
        key(Qt::Key_Right, 98);
        const qint64 forward = clock.nsecsElapsed();
        QCOMPARE(window->position().moveNumber(), 3598);
        QVERIFY(window->commentPane()->commentEdit()->toPlainText().startsWith(QStringLiteral("Move 3598: ソとゾ")));
        qInfo("3,600-move record in the window: open %.1f ms, End %.1f ms, ← %.2f ms per key, → %.2f ms per key",
              opened / 1e6, toEnd / 1e6, back / 100e6, forward / 98e6);
    }

    void variationsWithUpAndDown()
    {
        open(kGame);
        key(Qt::Key_Right, 9);
        // Three moves follow move 9: lettered on the board at C6, D5, B5.
        const auto letters = variationLetters();
        QCOMPARE(int(letters.size()), 3);
        QCOMPARE(letters[0].text, QStringLiteral("A"));
        QCOMPARE(letters[0].at, (GridPoint{2, 13})); // C6
        QCOMPARE(letters[1].text, QStringLiteral("B"));
        QCOMPARE(letters[1].at, (GridPoint{3, 14})); // D5
        QCOMPARE(letters[2].at, (GridPoint{1, 14}));  // B5
        QCOMPARE(letters[0].color, White);
        key(Qt::Key_Right);
        QCOMPARE(at("C6"), White);
        QVERIFY(variationLetters().empty());
        key(Qt::Key_Down);
        QCOMPARE(at("D5"), White);
        QCOMPARE(at("C6"), Empty);
        QCOMPARE(shown(3, 14), White);
        QCOMPARE(window->commentPane()->commentEdit()->toPlainText(), QStringLiteral("ソフトに受ける変化。"));
        QVERIFY(window->findChild<QLabel*>(QStringLiteral("variationLabel"))->text().startsWith(QStringLiteral("2 of 3")));
        key(Qt::Key_Down);
        QCOMPARE(at("B5"), White);
        key(Qt::Key_Up, 2);
        QCOMPARE(at("C6"), White);
        // The pixels show the letters: the centre of D5 is no longer wood.
        key(Qt::Key_Left);
        const QImage image = window->boardView()->grab().toImage();
        const QPointF d5 = window->boardView()->boardGeometry().center(3, 14);
        const QRgb pixel = image.pixel((d5 * image.devicePixelRatio()).toPoint());
        QVERIFY2(qRed(pixel) < 170 || qBlue(pixel) > 150, "a lettered mark is drawn at D5");
    }

    void markupOfTheRecord()
    {
        open(kGame);
        key(Qt::Key_Right, 30);
        using Kind = RecordMarkupLayer::Item::Kind;
        std::map<Kind, int> count;
        QString labels;
        for (const auto& item : window->markupLayer().items()) {
            ++count[item.kind];
            if (item.kind == Kind::Label)
                labels += item.text;
        }
        QCOMPARE(count[Kind::Triangle], 2);
        QCOMPARE(count[Kind::Circle], 1);
        QCOMPARE(count[Kind::Square], 1);
        QCOMPARE(count[Kind::Cross], 1);
        QCOMPARE(labels, QStringLiteral("ab"));
        // The cross on the black stone at Q4 is drawn in a light ink.
        const QImage image = window->boardView()->grab().toImage();
        const BoardGeometry g = window->boardView()->boardGeometry();
        bool light = false;
        for (qreal d = -0.3; d <= 0.3; d += 0.02) {
            const QPointF p = g.center(15, 15) + QPointF(d, d) * g.cell();
            light = light || qGray(image.pixel((p * image.devicePixelRatio()).toPoint())) > 200;
        }
        QVERIFY(light);
        key(Qt::Key_Right);
        QVERIFY(window->markupLayer().items().empty());
    }

    void japaneseTexts()
    {
        installTranslations(QLocale(QLocale::Japanese, QLocale::Japan));
        MainWindow ja;
        ja.openRecord(fixture(kGame));
        QCOMPARE(ja.files()->openAction()->text(), QStringLiteral("開く(&O)…"));
        QCOMPARE(ja.recordActions()->nextVariationAction()->text(), QStringLiteral("次の変化(&N)"));
        QCOMPARE(ja.findChild<QLabel*>(QStringLiteral("variationLabel"))->text(), QStringLiteral("本譜"));
        QCOMPARE(ja.commentPane()->findChild<QLabel*>(QStringLiteral("commentHeading"))->text(),
                 QStringLiteral("対局開始"));
        ja.document()->forward(10);
        QVERIFY(ja.document()->nextVariation());
        QVERIFY(ja.findChild<QLabel*>(QStringLiteral("variationLabel"))->text().contains(QStringLiteral("第10手")));
        // The questions speak Japanese too (a context outside any class).
        Prompts prompts = Prompts::interactive();
        QString asked;
        answerMessageBox(this, QMessageBox::Cancel, &asked);
        QCOMPARE(prompts.unsavedChanges(&ja, QStringLiteral("x.sgf")), Prompts::Unsaved::Cancel);
        QCOMPARE(asked, QStringLiteral("「x.sgf」への変更を保存しますか?"));
        installTranslations(QLocale(QLocale::English));
    }

    void clickingPlaysAVariation()
    {
        open(kGame);
        key(Qt::Key_Right, 2);
        // The record answers Q16 with C4; White tries D4 instead.
        key(Qt::Key_Left);
        QTest::mouseClick(window->boardView(), Qt::LeftButton, {}, window->boardView()->pixelOf(3, 15)); // D4
        QCOMPARE(at("D4"), White);
        QVERIFY(doc()->isModified());
        QVERIFY(window->isWindowModified());
        QCOMPARE(doc()->current()->indexInParent(), 1);
        // Back at move 1, both answers are lettered.
        window->undoAction()->trigger();
        QCOMPARE(at("D4"), Empty);
        QCOMPARE(int(variationLetters().size()), 2);
        // The record's move is followed, not duplicated.
        QTest::mouseClick(window->boardView(), Qt::LeftButton, {}, window->boardView()->pixelOf(2, 15)); // C4
        QCOMPARE(doc()->current()->indexInParent(), 0);
        QCOMPARE(doc()->current()->parent()->childCount(), 2);
        // Edit → Delete removes the new variation again.
        key(Qt::Key_Down);
        QCOMPARE(at("D4"), White);
        window->recordActions()->deleteVariationAction()->trigger();
        QCOMPARE(doc()->current()->childCount(), 1);
        QCOMPARE(window->position().moveNumber(), 1);
    }

    void commentSurvivesSaveAndReopen()
    {
        open(kGame);
        key(Qt::Key_Right, 3);
        QPlainTextEdit* edit = window->commentPane()->commentEdit();
        QVERIFY(edit->toPlainText().isEmpty());
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("Good move ] \\ "));
        edit->insertPlainText(QStringLiteral("ソゾ")); // as an input method delivers it
        QVERIFY(doc()->isModified());
        window->commentPane()->nameEdit()->setFocus();
        QTest::keyClicks(window->commentPane()->nameEdit(), QStringLiteral("Q4"));
        QCOMPARE(doc()->nodeName(), QStringLiteral("Q4"));

        const QString path = temp("commented.sgf");
        answers.saveName = path;
        QVERIFY(files()->saveAs());
        QVERIFY(!doc()->isModified());
        QCOMPARE(doc()->filePath(), path);
        QCOMPARE(doc()->encoding(), QStringLiteral("UTF-8"));

        window->newGame(19);
        QVERIFY(window->openRecord(path));
        QCOMPARE(doc()->encoding(), QStringLiteral("UTF-8"));
        QCOMPARE(doc()->gameInfo("PW"), QStringLiteral("白石ゾウ子"));
        window->boardView()->setFocus();
        key(Qt::Key_Right, 3);
        QCOMPARE(window->commentPane()->commentEdit()->toPlainText(), QStringLiteral("Good move ] \\ ソゾ"));
        QCOMPARE(window->commentPane()->nameEdit()->text(), QStringLiteral("Q4"));
        // The variations went along.
        key(Qt::Key_Right, 6);
        QCOMPARE(window->position().moveNumber(), 9);
        QCOMPARE(doc()->current()->childCount(), 3);
        // The recent files list has it at the top.
        QCOMPARE(files()->recentFiles().value(0), path);
    }

    // A Piskvork game (.psq) opens as a gomoku record; saving asks for a new
    // file and writes SGF, never over the game read.
    void piskvorkGameIsImported()
    {
        const QString psq = temp("gomocup.psq");
        const QByteArray bytes("Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\n9,9,0\r\n8,9,0\r\npbrain-a.exe\r\n");
        {
            QFile f(psq);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        QVERIFY(window->openRecord(psq));
        QVERIFY(doc()->isRenju());
        QVERIFY(doc()->filePath().isEmpty());
        QVERIFY(status().startsWith(QStringLiteral("Imported")));
        QVERIFY(doc()->toEnd());
        QCOMPARE(window->position().moveNumber(), 3);
        // Save asks where (the file read is not written).
        const QString sgf = temp("gomocup.sgf");
        answers.saveName = sgf;
        QVERIFY(files()->save());
        QCOMPARE(doc()->filePath(), sgf);
        QFile read(psq);
        QVERIFY(read.open(QIODevice::ReadOnly));
        QCOMPARE(read.readAll(), bytes);
        QFile written(sgf);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().startsWith("(;"));
        QCOMPARE(files()->recentFiles().value(0), sgf);
        // Saved as a Piskvork game on purpose: the moves and the program
        // read, the comment added here lost (and said so).
        doc()->setComment(QStringLiteral("a note"));
        const QString again = temp("again.psq");
        answers.saveAnyway = true;
        QVERIFY(files()->saveAs(again));
        QVERIFY2(answers.losses.join(QLatin1Char('\n')).contains(QStringLiteral("comment")),
                 qPrintable(answers.losses.join(QLatin1Char('\n'))));
        QCOMPARE(doc()->format(), std::optional<record::RecordFormat>(record::RecordFormat::Psq));
        QFile psqAgain(again);
        QVERIFY(psqAgain.open(QIODevice::ReadOnly));
        QCOMPARE(psqAgain.readAll(), QByteArray("Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n9,9,0\r\n8,9,0\r\npbrain-a.exe\r\n"));
        // A Go record is refused, and nothing written.
        window->newGame(9);
        QVERIFY(!files()->saveAs(temp("go.psq")));
        QVERIFY(!QFile::exists(temp("go.psq")));
        QVERIFY(answers.errorDetails.contains(QStringLiteral("Go")));
    }

    void savingAsIg1WarnsWhatIsLost()
    {
        open(kGame);
        const QString path = temp("game.ig1");
        answers.saveAnyway = false;
        QVERIFY(!files()->saveAs(path));
        QVERIFY(!QFile::exists(path));
        QVERIFY(answers.lossText.contains(QStringLiteral("IG1")));
        const QString losses = answers.losses.join(QLatin1Char('\n'));
        QVERIFY2(losses.contains(QStringLiteral("variation"), Qt::CaseInsensitive), qPrintable(losses));
        QVERIFY2(losses.contains(QStringLiteral("comment"), Qt::CaseInsensitive), qPrintable(losses));
        QCOMPARE(status(), QStringLiteral("Not saved."));

        answers.saveAnyway = true;
        QVERIFY(files()->saveAs(path));
        QVERIFY(QFile::exists(path));
        QCOMPARE(doc()->format(), std::optional(record::RecordFormat::Ig1));
        // The IG1 file holds the main line and the players, in Shift_JIS.
        const record::LoadResult back = record::loadRecordFile(path.toStdString());
        QVERIFY(back.ok());
        QCOMPARE(back.encoding, std::string("Shift_JIS"));
        QCOMPARE(record::textValue(back.games[0].root(), "PB"), std::string("黒川ソウ太"));
        QCOMPARE(int(back.games[0].mainLine().size()), 91);

        // A record IG1 holds completely saves without a question.
        answers.lossText.clear();
        window->newGame(19);
        window->playVertices({QStringLiteral("D4"), QStringLiteral("Q16")});
        QVERIFY(files()->saveAs(temp("plain.ig1")));
        QVERIFY(answers.lossText.isEmpty());
    }

    void saveAsChoosesTheFormatByFilter()
    {
        window->playVertices({QStringLiteral("D4")});
        answers.saveName = temp("nameless");
        QString suggestion;
        files()->prompts().saveFileName = [&](QWidget*, const QString& suggested, record::RecordFormat* format) {
            suggestion = suggested;
            *format = record::RecordFormat::Ig1;
            return answers.saveName;
        };
        QVERIFY(files()->saveAs());
        QVERIFY(suggestion.endsWith(QStringLiteral(".sgf")));
        QCOMPARE(doc()->filePath(), temp("nameless.ig1"));
        QVERIFY(QFile::exists(temp("nameless.ig1")));
    }

    void collectionPicker()
    {
        answers.game = 2;
        QVERIFY(window->openRecord(fixture("records/collection.sgf")));
        QCOMPARE(answers.chooseAsked, 1);
        QCOMPARE(answers.chooseGameCount, 3);
        QCOMPARE(doc()->gameIndex(), 2);
        QCOMPARE(window->position().size(), 9);
        QVERIFY(files()->chooseGameAction()->isEnabled());
        // Cancelling the picker keeps the record that was open.
        answers.game = -1;
        QVERIFY(!window->openRecord(fixture("records/collection.sgf")));
        QCOMPARE(doc()->gameIndex(), 2);
        // File → Choose Game switches within the file.
        answers.game = 1;
        files()->chooseGameAction()->trigger();
        QCOMPARE(window->position().size(), 13);
        QCOMPARE(doc()->gameIndex(), 1);

        // The dialog lists each game with its facts and returns the choice.
        CollectionDialog dialog(doc()->games(), 1);
        QCOMPARE(dialog.list()->topLevelItemCount(), 3);
        QCOMPARE(dialog.selectedGame(), 1);
        const QTreeWidgetItem* second = dialog.list()->topLevelItem(1);
        QCOMPARE(second->text(1), QStringLiteral("two"));
        QCOMPARE(second->text(6), QStringLiteral("2"));
        QCOMPARE(second->text(7), QStringLiteral("13×13"));
        dialog.setSelectedGame(2);
        QCOMPARE(dialog.selectedGame(), 2);
    }

    void reopenWithAnotherEncoding()
    {
        open(kGame);
        key(Qt::Key_Right, 30);
        QCOMPARE(doc()->gameInfo("PB"), QStringLiteral("黒川ソウ太"));
        QVERIFY(window->findChild<QLabel*>(QStringLiteral("encodingStatus"))->text().contains(QStringLiteral("Shift_JIS")));
        // Read as EUC-JP, the same bytes make other characters.
        QVERIFY(files()->reopenWithEncoding(QStringLiteral("EUC-JP")));
        QCOMPARE(doc()->encoding(), QStringLiteral("EUC-JP"));
        QCOMPARE(doc()->encodingSource(), record::EncodingSource::Forced);
        QVERIFY(doc()->gameInfo("PB") != QStringLiteral("黒川ソウ太"));
        QCOMPARE(window->findChild<QLabel*>(QStringLiteral("encodingStatus"))->text(), QStringLiteral("EUC-JP"));
        // The menu shows the encoding in use; the viewer stays at the same move.
        QCOMPARE(window->position().moveNumber(), 30);
        bool checked = false;
        for (QAction* a : files()->encodingMenu()->actions())
            if (a->isChecked())
                checked = a->data().toString() == QStringLiteral("EUC-JP");
        QVERIFY(checked);
        // Back to Shift_JIS from the menu.
        for (QAction* a : files()->encodingMenu()->actions())
            if (a->data().toString() == QStringLiteral("Shift_JIS"))
                a->trigger();
        QCOMPARE(doc()->gameInfo("PB"), QStringLiteral("黒川ソウ太"));
        QVERIFY(RecordPropertiesDialog::describeEncoding(doc()).contains(QStringLiteral("Japanese")));

        // With unsaved changes, reopening asks first.
        doc()->setComment(QStringLiteral("edited"));
        answers.discard = false;
        QVERIFY(!files()->reopenWithEncoding(QStringLiteral("UTF-8")));
        QCOMPARE(answers.discardAsked, 1);
        QCOMPARE(doc()->comment(), QStringLiteral("edited"));
        answers.discard = true;
        QVERIFY(files()->reopenWithEncoding(QStringLiteral("Shift_JIS")));
        QVERIFY(!doc()->isModified());
    }

    void unsavedChangesPrompt()
    {
        window->playVertices({QStringLiteral("D4")});
        QVERIFY(doc()->isModified());
        // Cancel: nothing happens.
        answers.unsaved = Prompts::Unsaved::Cancel;
        QVERIFY(!files()->openFileWithPrompt(fixture(kGame)));
        QCOMPARE(answers.unsavedAsked, 1);
        QCOMPARE(at("D4"), Black);
        window->close();
        QVERIFY(window->isVisible());
        QCOMPARE(answers.unsavedAsked, 2);
        // Save: asks for a name, saves, then opens.
        answers.unsaved = Prompts::Unsaved::Save;
        answers.saveName = temp("before.sgf");
        QVERIFY(files()->openFileWithPrompt(fixture(kGame)));
        QVERIFY(QFile::exists(temp("before.sgf")));
        QCOMPARE(doc()->gameInfo("PB"), QStringLiteral("黒川ソウ太"));
        // Discard: the edit is dropped.
        doc()->setComment(QStringLiteral("x"));
        answers.unsaved = Prompts::Unsaved::Discard;
        QVERIFY(files()->openFileWithPrompt(temp("before.sgf")));
        QCOMPARE(window->position().moveNumber(), 0);
        QVERIFY(!doc()->isModified());
        // Unmodified: no question at all.
        const int asked = answers.unsavedAsked;
        QVERIFY(files()->openFileWithPrompt(fixture(kGame)));
        QCOMPARE(answers.unsavedAsked, asked);
    }

    void unsavedChangesMessageBox()
    {
        // The real question, answered by pressing its Discard button.
        files()->prompts().unsavedChanges = Prompts::interactive().unsavedChanges;
        window->playVertices({QStringLiteral("D4")});
        QString asked;
        answerMessageBox(this, QMessageBox::Discard, &asked);
        QVERIFY(files()->openFileWithPrompt(fixture(kGame)));
        QVERIFY2(asked.contains(QStringLiteral("Untitled")), qPrintable(asked));
        QCOMPARE(doc()->gameInfo("PB"), QStringLiteral("黒川ソウ太"));
    }

    void dragAndDrop()
    {
        QMimeData sgf;
        sgf.setUrls({QUrl::fromLocalFile(fixture(kGame))});
        QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &sgf, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &sgf, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window, &drop);
        QCOMPARE(doc()->gameInfo("PB"), QStringLiteral("黒川ソウ太"));
        QCOMPARE(doc()->filePath(), fixture(kGame));

        // Not a record: refused.
        QMimeData text;
        text.setUrls({QUrl::fromLocalFile(temp("notes.txt"))});
        QDragEnterEvent refused(QPoint(50, 50), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        refused.setAccepted(false);
        QApplication::sendEvent(window, &refused);
        QVERIFY(!refused.isAccepted());
        QVERIFY(RecordFiles::recordFileIn(&text).isEmpty());
        QCOMPARE(RecordFiles::recordFileIn(&sgf), fixture(kGame));
    }

    void recentFiles()
    {
        QVERIFY(!files()->recentMenu()->isEnabled());
        open("records/ja_euc_jp.sgf");
        open(kGame);
        QCOMPARE(files()->recentFiles(), (QStringList{fixture(kGame), fixture("records/ja_euc_jp.sgf")}));
        QVERIFY(files()->recentMenu()->isEnabled());
        QVERIFY(files()->recentMenu()->actions().first()->text().contains(QStringLiteral("ja_game.sgf")));
        // Choosing an entry opens it.
        files()->recentMenu()->actions().at(1)->trigger();
        QCOMPARE(doc()->filePath(), fixture("records/ja_euc_jp.sgf"));
        QCOMPARE(files()->recentFiles().first(), fixture("records/ja_euc_jp.sgf"));
        // At most ten, newest first.
        for (int i = 0; i < 12; ++i) {
            const QString name = temp(qPrintable(QStringLiteral("r%1.sgf").arg(i)));
            QFile::copy(fixture(kGame), name);
            QVERIFY(window->openRecord(name));
        }
        QCOMPARE(files()->recentFiles().size(), RecordFiles::kMaxRecent);
        QCOMPARE(files()->recentFiles().first(), temp("r11.sgf"));
        files()->clearRecentFiles();
        QVERIFY(files()->recentFiles().isEmpty());
    }

    void gameInformationDialog()
    {
        open(kGame);
        GameInfoDialog dialog(doc(), window);
        QCOMPARE(dialog.field("PB")->text(), QStringLiteral("黒川ソウ太"));
        QCOMPARE(dialog.field("BR")->text(), QStringLiteral("七段"));
        QCOMPARE(dialog.field("KM")->text(), QStringLiteral("6.5"));
        QCOMPARE(dialog.field("RE")->text(), QStringLiteral("B+R"));
        QCOMPARE(dialog.field("DT")->text(), QStringLiteral("2024-03-10"));
        QVERIFY(dialog.field("HA")->isReadOnly());
        QVERIFY(dialog.gameComment()->toPlainText().contains(QLatin1Char('\n')));
        for (const char* id : {"PW", "WR", "EV", "RO", "PC", "RU", "GN", "SO", "AN", "US", "ON"})
            QVERIFY2(dialog.field(id), id);
        dialog.field("PW")->setText(QStringLiteral("白石ゾウ子 名人"));
        dialog.field("ON")->setText(QStringLiteral("Chinese fuseki"));
        dialog.field("KM")->setText(QStringLiteral("7,5"));
        dialog.field("US")->setText(QStringLiteral("Irodori test"));
        dialog.field("RE")->clear();
        dialog.accept();
        QCOMPARE(doc()->gameInfo("PW"), QStringLiteral("白石ゾウ子 名人"));
        QCOMPARE(doc()->gameInfo("KM"), QStringLiteral("7.5"));
        QCOMPARE(doc()->gameInfo("US"), QStringLiteral("Irodori test"));
        QVERIFY(!doc()->tree().root().has("RE"));
        QCOMPARE(window->position().rules().komi, 7.5);
        QVERIFY(doc()->isModified());
        QVERIFY(window->findChild<QLabel*>(QStringLiteral("whitePlayer"))->text().contains(QStringLiteral("名人")));
        // The opening named (ON) shows in the status column.
        QCOMPARE(doc()->gameInfo("ON"), QStringLiteral("Chinese fuseki"));
        QCOMPARE(window->findChild<QLabel*>(QStringLiteral("openingLabel"))->text(), QStringLiteral("Chinese fuseki"));
        // A komi that is not a number is refused by the field itself.
        GameInfoDialog again(doc(), window);
        QTest::keyClicks(again.field("KM"), QStringLiteral("abc"));
        QCOMPARE(again.field("KM")->text(), QStringLiteral("7.5"));
    }

    void errorsAndWarningsAreShown()
    {
        open(kGame);
        QVERIFY(!window->openRecord(fixture("records/error_not_sgf.sgf")));
        QVERIFY(answers.errorText.contains(QStringLiteral("error_not_sgf.sgf")));
        QVERIFY(!answers.errorDetails.isEmpty());
        // The record that was open stays.
        QCOMPARE(doc()->filePath(), fixture(kGame));
        QVERIFY(!window->openRecord(temp("missing.sgf")));
        QVERIFY(answers.errorText.contains(QStringLiteral("missing.sgf")));

        auto* button = window->findChild<QToolButton*>(QStringLiteral("warningsButton"));
        QVERIFY(button->isHidden());
        open("records/repair_missing_close.sgf");
        const int count = int(doc()->loadWarnings().size());
        QVERIFY(count > 0);
        QVERIFY(!button->isHidden());
        QVERIFY(button->text().startsWith(QString::number(count)));
        QVERIFY(status().contains(QStringLiteral("repaired")));
        RecordPropertiesDialog properties(doc(), window);
        QCOMPARE(properties.warningList()->count(), count);
        QVERIFY(properties.warningList()->item(0)->text().contains(QStringLiteral("line")));
    }

    void networkGameIsRecorded()
    {
        gmp::GameSettings ours;
        ours.boardSize = 9;
        ours.ourColor = Black;
        ours.retransmitMs = 300;
        gmp::GameSettings theirs = ours;
        theirs.ourColor = White;
        QVERIFY(window->hostNetworkGame(ours, 0));
        gmp::Connection peer(theirs);
        peer.connectTo(QStringLiteral("127.0.0.1"), window->network()->port());
        QTRY_VERIFY_WITH_TIMEOUT(window->network()->game().started() && peer.game().started(), 10000);
        QTest::mouseClick(window->boardView(), Qt::LeftButton, {}, window->boardView()->pixelOf(4, 4));
        QTRY_COMPARE_WITH_TIMEOUT(int(peer.game().moves().size()), 1, 5000);
        QVERIFY(peer.play({White, peer.game().position().board().at(2, 2)}).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(doc()->depth(), 2, 5000);
        // While the game runs, the tree commands keep off its line.
        QVERIFY(!window->recordActions()->deleteNodeAction()->isEnabled());
        QTest::mouseClick(window->boardView(), Qt::LeftButton, {}, window->boardView()->pixelOf(6, 6));
        QCOMPARE(doc()->depth(), 3);
        window->undo(); // our own move, taken back: gone from the record
        QCOMPARE(doc()->depth(), 2);
        QCOMPARE(doc()->current()->childCount(), 0);
        QVERIFY(doc()->isModified());
        peer.close();
        QTRY_VERIFY_WITH_TIMEOUT(!window->network()->isConnected(), 5000);
        QVERIFY(window->recordActions()->deleteNodeAction()->isEnabled());
        // The game can be saved and read back.
        QVERIFY(files()->saveAs(temp("network.sgf")));
        const record::LoadResult back = record::loadRecordFile(temp("network.sgf").toStdString());
        QVERIFY(back.ok());
        QCOMPARE(back.games[0].boardSize(), 9);
        QCOMPARE(int(back.games[0].mainLine().size()), 3);
        QCOMPARE(record::komi(back.games[0].root()), std::optional(6.5));
    }

    // Edit → Copy Game as SGF and Paste Game Record go through the clipboard:
    // the game copied reads back the same; pasted text opens as a new,
    // unsaved record; text that is no record is refused and loses nothing.
    void copyAndPasteThroughTheClipboard()
    {
        open(kGame);
        key(Qt::Key_Right, 3);
        files()->copyAction()->trigger();
        const QString copied = QGuiApplication::clipboard()->text();
        QVERIFY(copied.startsWith(QStringLiteral("(;FF[4]")));
        QCOMPARE(copied.toStdString(), record::writeSgf(doc()->tree()));
        QVERIFY(status().contains(QStringLiteral("clipboard")));

        // Text that holds no record: an error, the record stays.
        QGuiApplication::clipboard()->setText(QStringLiteral("Meet at 7 for the club game."));
        QVERIFY(!files()->pasteGame());
        QVERIFY(answers.errorText.contains(QStringLiteral("not a game record")));
        QCOMPARE(doc()->filePath(), fixture(kGame));
        QCOMPARE(window->position().moveNumber(), 3);

        // A record of our own: opened at its root, unsaved, nameless.
        QGuiApplication::clipboard()->setText(QStringLiteral("(;SZ[9]PB[Ann]PW[Bob];B[ee];W[cc])"));
        QVERIFY(files()->pasteAction()->isEnabled());
        files()->pasteAction()->trigger();
        QCOMPARE(doc()->boardSize(), 9);
        QCOMPARE(doc()->gameInfo("PB"), QStringLiteral("Ann"));
        QVERIFY(doc()->isModified());
        QVERIFY(doc()->filePath().isEmpty());
        QVERIFY(doc()->toEnd());
        QCOMPARE(window->position().moveNumber(), 2);
        // Another paste asks about the unsaved one first (Cancel keeps it).
        answers.unsaved = Prompts::Unsaved::Cancel;
        QGuiApplication::clipboard()->setText(copied);
        QVERIFY(!files()->pasteGame());
        QCOMPARE(answers.unsavedAsked, 1);
        QCOMPARE(doc()->boardSize(), 9);
        answers.unsaved = Prompts::Unsaved::Discard;
        QVERIFY(files()->pasteGame());
        QCOMPARE(doc()->boardSize(), 19);
        QCOMPARE(record::writeSgf(doc()->tree()), copied.toStdString());
    }

    // Go → Auto Replay steps through the record by itself; a key pressed
    // by the user stops it, and so does the end of the line.
    void autoReplay()
    {
        open(kGame);
        RecordActions* actions = window->recordActions();
        QCOMPARE(actions->replayIntervalMs(), 2000);
        QCOMPARE(actions->replaySpeedMenu()->actions().size(), 5);
        actions->setReplayIntervalMs(10);
        actions->autoReplayAction()->trigger();
        QVERIFY(actions->autoReplayAction()->isChecked());
        QTRY_VERIFY(doc()->depth() >= 3);
        key(Qt::Key_Left);
        QVERIFY(!actions->autoReplayAction()->isChecked());
        const int depth = doc()->depth();
        QTest::qWait(100);
        QCOMPARE(doc()->depth(), depth);
        // To the end of the line, where it stops by itself.
        QVERIFY(doc()->toEnd());
        const int end = doc()->depth();
        QVERIFY(doc()->back(2));
        actions->autoReplayAction()->trigger();
        QTRY_VERIFY(!actions->autoReplayAction()->isChecked());
        QCOMPARE(doc()->depth(), end);
        // At the end there is nothing to replay: the switch stays off.
        actions->autoReplayAction()->trigger();
        QVERIFY(!actions->autoReplayAction()->isChecked());
    }

    // The mouse wheel over the board steps through the record: a notch
    // towards the user forward, away back; a touchpad's small amounts add
    // up to notches; nothing before the start.
    void wheelStepsThroughTheRecord()
    {
        open(kGame);
        QCOMPARE(doc()->depth(), 0);
        BoardView* view = window->boardView();
        auto wheel = [&](int delta) {
            const QPointF at(view->width() / 2.0, view->height() / 2.0);
            QWheelEvent e(at, view->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(view, &e);
        };
        wheel(-120); // towards the user
        QCOMPARE(doc()->depth(), 1);
        wheel(-360);
        QCOMPARE(doc()->depth(), 4);
        wheel(120);
        QCOMPARE(doc()->depth(), 3);
        wheel(40); // a third of a notch: nothing yet
        wheel(40);
        QCOMPARE(doc()->depth(), 3);
        wheel(40);
        QCOMPARE(doc()->depth(), 2);
        wheel(120 * 10);
        QCOMPARE(doc()->depth(), 0);
    }

    // A double click on a stone goes to the move that played it, on the
    // line shown; a set-up stone says so; an empty point does nothing.
    void doubleClickGoesToTheStonesMove()
    {
        window->newGame(9);
        QVERIFY(window->playVertices({QStringLiteral("E5"), QStringLiteral("C3"), QStringLiteral("G7"),
                                      QStringLiteral("D4")})
                    .isEmpty());
        BoardView* view = window->boardView();
        QTest::mouseDClick(view, Qt::LeftButton, {}, view->pixelOf(2, 6)); // C3
        QCOMPARE(window->position().moveNumber(), 2);
        QVERIFY(status().contains(QStringLiteral("Move 2")));
        QVERIFY(doc()->toEnd());
        QTest::mouseDClick(view, Qt::LeftButton, {}, view->pixelOf(8, 8)); // J1, empty
        QCOMPARE(window->position().moveNumber(), 4);
        QVERIFY(window->goToStoneMove(4, 4)); // E5
        QCOMPARE(window->position().moveNumber(), 1);
        // A stone set up on the board was never played.
        QVERIFY(doc()->setStone(window->position().board().at(0, 0), White));
        QVERIFY(!window->goToStoneMove(0, 0));
        QVERIFY(status().contains(QStringLiteral("set up")));
    }

    // Go → Next/Previous Comment and Branch Point, by their keys, along the
    // line shown.
    void commentsAndBranchPoints()
    {
        QVERIFY(files()->openText(QStringLiteral(
            "(;SZ[9];B[ee];W[cc]C[First comment](;B[gg];W[cg];B[gc]C[Second])(;B[cg];W[gg]))")));
        QCOMPARE(doc()->depth(), 0);
        BoardView* view = window->boardView();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Down, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(doc()->depth(), 2);
        QTest::keyClick(view, Qt::Key_Down, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(doc()->depth(), 5);
        QTest::keyClick(view, Qt::Key_Down, Qt::ControlModifier | Qt::ShiftModifier); // none after
        QCOMPARE(doc()->depth(), 5);
        QTest::keyClick(view, Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(doc()->depth(), 2);
        QTest::keyClick(view, Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier); // none before
        QCOMPARE(doc()->depth(), 2);
        // The move W C7 is followed by two variations: the branch point.
        QTest::keyClick(view, Qt::Key_Home);
        QTest::keyClick(view, Qt::Key_PageDown, Qt::ShiftModifier);
        QCOMPARE(doc()->depth(), 2);
        QTest::keyClick(view, Qt::Key_PageDown, Qt::ShiftModifier); // no other
        QCOMPARE(doc()->depth(), 2);
        QVERIFY(doc()->toEnd());
        QTest::keyClick(view, Qt::Key_PageUp, Qt::ShiftModifier);
        QCOMPARE(doc()->depth(), 2);
        // In the second variation there is no comment ahead.
        QTest::keyClick(view, Qt::Key_Right);
        QVERIFY(doc()->nextVariation());
        QCOMPARE(doc()->depth(), 3);
        QVERIFY(!doc()->toNextComment());
        QVERIFY(doc()->toPreviousComment());
        QCOMPARE(doc()->depth(), 2);
    }

    // View → Next Move: the record's next move as a faint stone where no
    // letters show it; never while guessing the moves.
    void nextMoveMark()
    {
        QVERIFY(files()->openText(QStringLiteral("(;SZ[9];B[ee];W[cc](;B[gg])(;B[cg]))")));
        auto faint = [this] {
            std::vector<RecordMarkupLayer::Item> out;
            for (const auto& item : window->markupLayer().items())
                if (item.kind == RecordMarkupLayer::Item::Kind::Variation && item.text.isEmpty())
                    out.push_back(item);
            return out;
        };
        QVERIFY(faint().empty()); // off by default
        QAction* next = window->boardMarks()->nextMoveAction();
        next->trigger();
        QCOMPARE(faint().size(), std::size_t{1});
        QVERIFY((faint().front().at == GridPoint{4, 4}));
        QCOMPARE(faint().front().color, Black);
        QVERIFY(doc()->forward(2)); // two variations follow: their letters, nothing more
        QVERIFY(faint().empty());
        QCOMPARE(ui::testing::variationLetters(*window), 2);
        QVERIFY(doc()->toStart());
        window->guessMode()->start();
        QVERIFY(faint().empty());
        window->guessMode()->stop();
        QCOMPARE(faint().size(), std::size_t{1});
        next->trigger();
        QVERIFY(faint().empty());
    }

    // Edit → Move Variation Up/Down: the order of the variations at the
    // fork above the move shown, and so their letters; one undo step each.
    void reorderVariations()
    {
        QVERIFY(files()->openText(QStringLiteral("(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc])(;W[cg]))")));
        RecordActions* actions = window->recordActions();
        QVERIFY(!actions->variationUpAction()->isEnabled());
        QVERIFY(doc()->forward(2)); // W C7, the main line
        QVERIFY(!actions->variationUpAction()->isEnabled());
        QVERIFY(actions->variationDownAction()->isEnabled());
        QVERIFY(doc()->nextVariation()); // W G7
        const record::Node* g7 = doc()->current();
        const record::Node* fork = g7->parent();
        actions->variationUpAction()->trigger();
        QCOMPARE(fork->child(0), g7); // now the main line
        QCOMPARE(doc()->current(), g7);
        QVERIFY(!actions->variationUpAction()->isEnabled());
        actions->variationDownAction()->trigger();
        actions->variationDownAction()->trigger();
        QCOMPARE(fork->child(2), g7);
        QVERIFY(!actions->variationDownAction()->isEnabled());
        // The letters follow: C on G7 at the fork.
        QVERIFY(doc()->back());
        bool c = false;
        for (const auto& item : window->markupLayer().items())
            c |= item.kind == RecordMarkupLayer::Item::Kind::Variation && item.text == QStringLiteral("C")
                && item.at == GridPoint{6, 2};
        QVERIFY(c);
        QVERIFY(doc()->undo());
        QVERIFY(doc()->undo());
        QVERIFY(doc()->undo());
        const record::Node* first = doc()->tree().root().child(0)->child(0);
        QCOMPARE(record::nodeMove(*first, 9)->point, window->position().board().at(2, 2)); // W C7 first again
    }

    // Edit → Move Annotation: on a move only; the glyph on the board, the
    // comment pane's heading and the game tree; one undo step; saved in SGF.
    void moveAnnotations()
    {
        QVERIFY(files()->openText(QStringLiteral("(;SZ[9];B[ee];W[cc];B[gg])")));
        RecordActions* actions = window->recordActions();
        QAction* bad = actions->annotationAction(record::MoveAnnotation::Bad);
        QVERIFY(!bad->isEnabled()); // the root holds no move
        QVERIFY(doc()->forward(2)); // W C7
        QVERIFY(bad->isEnabled());
        QVERIFY(actions->annotationAction(record::MoveAnnotation::None)->isChecked());
        bad->trigger();
        QCOMPARE(doc()->moveAnnotation(), record::MoveAnnotation::Bad);
        QVERIFY(bad->isChecked());
        QVERIFY(window->commentPane()->headingLabel()->text().contains(QStringLiteral("bad move (?)")));
        bool badge = false;
        for (const auto& item : window->markupLayer().items())
            badge |= item.kind == RecordMarkupLayer::Item::Kind::Badge && item.text == QStringLiteral("?")
                && item.at == GridPoint{2, 2};
        QVERIFY(badge);
        QVERIFY(window->gameTree()->toolTipOf(doc()->current()).contains(QStringLiteral("bad move")));
        actions->annotationAction(record::MoveAnnotation::Tesuji)->trigger();
        QVERIFY(doc()->current()->has("TE"));
        QVERIFY(!doc()->current()->has("BM"));
        QVERIFY(record::saveRecord(doc()->games(), record::RecordFormat::Sgf).bytes.find("TE[1]") != std::string::npos);
        // Elsewhere nothing is checked but None; undo brings the bad move back.
        QVERIFY(doc()->forward());
        QVERIFY(actions->annotationAction(record::MoveAnnotation::None)->isChecked());
        QVERIFY(doc()->back());
        QVERIFY(doc()->undo());
        QCOMPARE(doc()->moveAnnotation(), record::MoveAnnotation::Bad);
        QVERIFY(actions->annotationAction(record::MoveAnnotation::None)->isEnabled());
        actions->annotationAction(record::MoveAnnotation::None)->trigger();
        QVERIFY(!doc()->current()->has("BM"));
        QVERIFY(!window->commentPane()->headingLabel()->text().contains(QStringLiteral("move (")));

        // The position's judgement and the hotspot, on any node.
        QVERIFY(doc()->toStart());
        QAction* white = actions->positionAction(record::PositionAnnotation::GoodForWhite);
        QVERIFY(white->isEnabled());
        white->trigger();
        QVERIFY(doc()->current()->has("GW"));
        QVERIFY(white->isChecked());
        actions->hotspotAction()->trigger();
        QVERIFY(doc()->current()->has("HO"));
        QVERIFY(actions->hotspotAction()->isChecked());
        const QString heading = window->commentPane()->headingLabel()->text();
        QVERIFY(heading.contains(QStringLiteral("good for White")));
        QVERIFY(heading.contains(QStringLiteral("hotspot")));
        QVERIFY(window->gameTree()->toolTipOf(doc()->current()).contains(QStringLiteral("hotspot")));
        actions->hotspotAction()->trigger();
        QVERIFY(!doc()->current()->has("HO"));
        QVERIFY(doc()->undo());
        QVERIFY(doc()->current()->has("HO"));
    }

    // Go → Find in Comments: the next node, in the record's order, whose
    // comment or name holds the text (any case), round to the start after
    // the end; a text nowhere says so and leaves the board where it was.
    void findInComments()
    {
        QVERIFY(files()->openText(QStringLiteral(
            "(;SZ[9]C[a ladder ahead];B[ee];W[cc]C[The LADDER starts](;B[gg];W[cg]N[ladder breaker];B[gc])"
            "(;B[cg];W[gg]C[no ladder here]))")));
        RecordActions* actions = window->recordActions();
        QCOMPARE(doc()->depth(), 0);
        QVERIFY(actions->find(QStringLiteral("ladder")));
        QCOMPARE(doc()->depth(), 2);
        actions->findNextAction()->trigger();
        QCOMPARE(doc()->depth(), 4); // by its name, W C3 in the main line
        actions->findNextAction()->trigger();
        QCOMPARE(doc()->depth(), 4); // the variation's W G3
        const Board& b = window->position().board();
        QCOMPARE(b.color(b.at(6, 6)), White);
        actions->findNextAction()->trigger();
        QCOMPARE(doc()->depth(), 0); // round to the root's comment
        QVERIFY(doc()->toEnd());
        const int depth = doc()->depth();
        QVERIFY(!actions->find(QStringLiteral("snapback")));
        QCOMPARE(doc()->depth(), depth);
        QVERIFY(status().contains(QStringLiteral("snapback")));
        QVERIFY(!actions->find(QStringLiteral("  ")));
    }

    // Game → Count Score on the last position of a record: the dead stones
    // the evaluation finds, a string clicked back to life changes the count,
    // Accept Count writes the result; another position ends the count.
    void countScoreOfARecord()
    {
        QVERIFY(window->openRecord(fixture("analysis/games/game12_9.sgf"), 0));
        QVERIFY(doc()->toEnd());
        RecordScoring* scoring = window->recordScoring();
        QVERIFY(scoring->countAction()->isEnabled());
        QVERIFY(!scoring->acceptAction()->isEnabled());
        QSignalSpy ready(scoring, &RecordScoring::ready);
        scoring->countAction()->trigger();
        QVERIFY(scoring->isActive());
        QVERIFY(ready.wait(30000));
        QVERIFY(scoring->acceptAction()->isEnabled());
        QVERIFY(!scoring->deadStones().empty());
        QVERIFY(status().startsWith(QStringLiteral("Count: ")));
        const double before = scoring->score();
        const Point dead = scoring->deadStones().front();
        const Board& b = window->position().board();
        const int moves = window->position().moveNumber();
        // A click on the dead string: alive again, and no move is played.
        QTest::mouseClick(window->boardView(), Qt::LeftButton, {}, window->boardView()->pixelOf(b.column(dead), b.row(dead)));
        QVERIFY(std::find(scoring->deadStones().begin(), scoring->deadStones().end(), dead) == scoring->deadStones().end());
        QVERIFY(scoring->score() != before);
        QCOMPARE(window->position().moveNumber(), moves);
        const QString result = QString::fromStdString(search::scoreText(scoring->score()));
        scoring->acceptAction()->trigger();
        QCOMPARE(doc()->gameInfo("RE"), result);
        QVERIFY(!scoring->isActive());
        // Again, then another position: the count ends by itself.
        scoring->countAction()->trigger();
        QVERIFY(ready.wait(30000));
        key(Qt::Key_Left);
        QVERIFY(!scoring->isActive());
        QVERIFY(scoring->deadStones().empty());
    }
};

QTEST_MAIN(TestRecordWindow)
#include "test_recordwindow.moc"
