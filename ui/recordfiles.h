// RecordFiles: the File menu's work on game records — open, save, save as
// SGF or IG1, recent files, reopen with another encoding, the choice of a
// game in a collection, and the question about unsaved changes. Problems
// reach the user through Prompts; nothing is dropped silently.
#pragma once

#include "prompts.h"

#include "record/record_io.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QAction;
class QActionGroup;
class QMenu;
class QMimeData;
class QWidget;

namespace irodori::ui {

class GameDocument;

class RecordFiles : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxRecent = 10;

    RecordFiles(GameDocument* document, QWidget* window);

    Prompts& prompts() { return prompts_; }

    QAction* openAction() const { return open_; }
    QAction* saveAction() const { return save_; }
    QAction* saveAsAction() const { return saveAs_; }
    QAction* chooseGameAction() const { return chooseGame_; }
    QAction* propertiesAction() const { return properties_; }
    QAction* copyAction() const { return copy_; }
    QAction* pasteAction() const { return paste_; }
    QAction* copyTextAction() const { return copyText_; }
    QMenu* recentMenu() const { return recentMenu_; }
    QMenu* encodingMenu() const { return encodingMenu_; }

    // Opens path (UTF-8 or local file name). encoding forces the decoding
    // ("" = detect). game picks a game of a collection; without it, the
    // user chooses when there are several. No question about unsaved
    // changes: see maybeSave. Returns whether the record was replaced.
    bool openFile(const QString& path, const QString& encoding = {}, std::optional<int> game = std::nullopt);
    // Asks about unsaved changes first.
    bool openFileWithPrompt(const QString& path);
    // File → Open: asks about unsaved changes, then for a file.
    bool open();
    // Saves to the record's file, or asks for one.
    bool save();
    // Saves to path in format (by default from the extension, else SGF),
    // warning first about what the format cannot hold. "" asks for a path.
    bool saveAs(const QString& path = {}, std::optional<record::RecordFormat> format = std::nullopt);
    // Reads the record's file again, decoded with encoding, and returns to
    // the same game and node.
    bool reopenWithEncoding(const QString& encoding);
    // Edit → Copy Game as SGF: the game shown, as SGF text, to the clipboard.
    void copyGame();
    // The position shown as a text diagram (Sensei's Library notation).
    void copyPositionText();
    // Edit → Paste Game Record: asks about unsaved changes, then opens the
    // SGF or IG1 text on the clipboard as a new, unsaved record.
    bool pasteGame();
    // Opens text (SGF, or IG1) as a new, unsaved record; a clear message
    // when it holds none. No question about unsaved changes.
    bool openText(const QString& text);
    // Shows the collection picker for the open file.
    void chooseGame();
    void showProperties();

    // Before the record is replaced or the program quits: asks whether to
    // save unsaved changes. True when it is all right to go on.
    bool maybeSave();

    QStringList recentFiles() const;
    void clearRecentFiles();

    // Whether a drag carries a record file (.sgf / .ig1) to open, and which.
    static QString recordFileIn(const QMimeData* mime);

signals:
    // The record is about to be replaced by another file (a network game
    // in progress must stop recording into it).
    void aboutToReplace();
    // A message for the status bar.
    void message(const QString& text);

private:
    void addRecent(const QString& path);
    void removeRecent(const QString& path);
    void rebuildRecentMenu();
    void rebuildEncodingMenu();
    void updateActions();
    QString suggestedSavePath() const;

    GameDocument* document_;
    QWidget* window_;
    Prompts prompts_;

    QAction* open_ = nullptr;
    QAction* save_ = nullptr;
    QAction* saveAs_ = nullptr;
    QAction* chooseGame_ = nullptr;
    QAction* properties_ = nullptr;
    QAction* copy_ = nullptr;
    QAction* paste_ = nullptr;
    QAction* copyText_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* encodingMenu_ = nullptr;
    QActionGroup* encodings_ = nullptr;
};

} // namespace irodori::ui
