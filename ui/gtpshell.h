// GtpShell: Irodori's own GTP engine at the keyboard (View → GTP Shell), as
// GoGui's shell is to its attached program. A command typed there —
// attack D4, irodori-why Q16, dragon_status, showboard, genmove b … — is
// answered by the engine inside the program, on a thread of its own, about
// the position on the board: the engine is given that position before the
// first command and again whenever the board shows another one; moves
// played in the shell go on the engine's board until then, never into the
// record. ↑ and ↓ recall earlier commands; the command names complete.
// The programs the window talks to (a GTP opponent, an analysing program)
// can be chosen instead, as GoGui's shell talks to its attached program.
//
// Below the input, the chosen program's GoGui analyze commands (its answer
// to gogui-analyze_commands): one is run about the position on the board, a
// point asked for (%p) is clicked on the board, and the answer is drawn
// there (see goguianalyze.h) until the board shows another position — or,
// with "At every position", run again there.
#pragma once

#include "boardsnapshot.h"
#include "goguianalyze.h"
#include "goguilayer.h"

#include "core/position.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QLineEdit;
class QPlainTextEdit;
class QThread;

namespace irodori::gtp {
class GtpEngine;
}

namespace irodori::ui {

class BoardView;
class GameDocument;

class GtpShell : public QWidget {
    Q_OBJECT

public:
    explicit GtpShell(GameDocument* document, QWidget* parent = nullptr);
    ~GtpShell() override;

    // Another program the shell may talk to: its name, and how to send it a
    // command (false when it cannot take one now); the answer comes to
    // reply as ok and text.
    struct Target {
        QString name;
        std::function<bool(const QString& command, std::function<void(bool ok, const QString& text)> reply)> send;
    };
    // The programs besides Irodori's engine, in the order offered; the one
    // chosen stays chosen while it is offered.
    void setTargets(std::vector<Target> targets);
    // 0: Irodori's engine; i: targets[i - 1].
    void chooseTarget(int index);
    int targetCount() const;

    // Sends one command (as typed) to the chosen program; false while
    // Irodori's engine is still answering the previous one, for a blank
    // line, or when the program cannot take it.
    bool send(const QString& command);
    bool isBusy() const { return thread_ != nullptr; }
    // Everything the shell shows: the commands and their answers.
    QString transcript() const;
    QLineEdit* input() const { return input_; }

    // The board whose clicks give the point a command asks for.
    void setBoardView(BoardView* board) { board_ = board; }
    // The chosen program's analyze commands, as listed.
    const std::vector<gogui::AnalyzeCommand>& analyzeCommands() const { return commands_; }
    // Runs the analyze command with that label (as the Run button does):
    // at once, or once a point is clicked when it asks for one. False when
    // there is no such command or it cannot be run now.
    bool runAnalyzeCommand(const QString& label);
    bool isWaitingForPoint() const { return waitingForPoint_; }
    // Whether a command is run again at every position the board shows.
    void setRunAtEveryPosition(bool on);
    // What the last analyze command's answer draws (empty when cleared).
    const gogui::Drawing& drawing() const { return *drawing_; }
    const GoGuiLayer* layerBelowStones() const { return &below_; }
    const GoGuiLayer* layerAboveStones() const { return &above_; }
    void clearDrawing();
    // The settings of a "param" command for the user to change (GoGui's
    // dialog); false when cancelled. Tests answer in its place.
    std::function<bool(QWidget* parent, const QString& title, std::vector<gogui::Param>& params)> paramEditor;

signals:
    // A command was answered: the complete GTP response, "= …" or "? …".
    void answered(const QString& command, const QString& response);
    // The drawing on the board changed (a new answer, or cleared).
    void drawingChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // A command to the chosen program; done gets its answer (ok, text).
    using Done = std::function<void(bool ok, const QString& text)>;
    bool dispatch(const QString& command, bool echo, Done done);
    void onAnswer(const QString& command, const QString& response);
    void append(const QString& text, bool command);
    void loadAnalyzeCommands();
    void fillAnalyzeCommands(const QString& answer);
    void runChosen();
    void runWithPoint(int index, GridPoint point);
    void positionShown();
    void editParams(const QString& command, const QString& label, const QString& answer);
    // Sends the commands one after another (each once the last is answered).
    void sendChain(QStringList commands);
    void cancelPoint();
    // "Analysis" of "Analysis: KataGo": the part a program plays.
    static QString roleOf(const QString& targetName);

    GameDocument* document_;
    QPlainTextEdit* output_ = nullptr;
    QLineEdit* input_ = nullptr;
    QComboBox* target_ = nullptr;
    std::vector<Target> targets_;
    std::unique_ptr<gtp::GtpEngine> engine_;
    QThread* thread_ = nullptr;
    bool positionChanged_ = true; // the board shows another position than the engine's
    QStringList history_;
    int historyIndex_ = 0;
    Done pendingDone_;    // for the engine's answer on its way
    bool pendingEcho_ = true;

    BoardView* board_ = nullptr;
    QComboBox* analyze_ = nullptr;
    QPushButton* run_ = nullptr;
    QCheckBox* everyPosition_ = nullptr;
    QPushButton* clear_ = nullptr;
    std::vector<gogui::AnalyzeCommand> commands_;
    std::shared_ptr<gogui::Drawing> drawing_ = std::make_shared<gogui::Drawing>();
    GoGuiLayer below_{BoardLayer::Stage::BelowStones};
    GoGuiLayer above_{BoardLayer::Stage::AboveStones};
    bool waitingForPoint_ = false;
    int lastCommand_ = -1; // the analyze command run last, to run again
    GridPoint lastPoint_;
    bool rerunPending_ = false;
    GridPoint pressed_;
    int listRequest_ = 0; // the list asked for last (targets change)
    QString listedFor_;   // the part (roleOf()) whose list is shown
    QString engineCommands_;
    int pointFor_ = -1;   // the command waiting for a click
};

} // namespace irodori::ui
