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
#pragma once

#include "core/position.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QThread;

namespace irodori::gtp {
class GtpEngine;
}

namespace irodori::ui {

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

signals:
    // A command was answered: the complete GTP response, "= …" or "? …".
    void answered(const QString& command, const QString& response);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onAnswer(const QString& command, const QString& response);
    void append(const QString& text, bool command);

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
};

} // namespace irodori::ui
