// GtpClient: the controller's side of GTP (Go Text Protocol) with another
// program run as a child process. Commands are queued and written at once;
// each answer ("=" or "?", the text, an empty line) goes to the callback
// given with its command, in order, read without blocking the window.
// A streaming command (lz-analyze, kata-analyze) answers "=" and then
// writes lines until the controller sends its next command; those lines go
// to a second callback.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

#include <deque>
#include <functional>

class QProcess;

namespace irodori::ui {

class GtpClient : public QObject {
    Q_OBJECT

public:
    // ok: the answer began with "="; text: the answer without the id, trimmed.
    using Reply = std::function<void(bool ok, const QString& text)>;
    using Line = std::function<void(const QString& line)>;

    explicit GtpClient(QObject* parent = nullptr);
    ~GtpClient() override;

    // Starts the program (split as a shell would split the command); false
    // when the command is empty. A program that cannot start is reported
    // by failedToStart.
    bool start(const QString& command);
    bool isRunning() const { return process_ != nullptr; }
    QString errorString() const;

    void send(const QString& command, Reply reply = {});
    // A command whose answer streams: each line after "=" goes to line, and
    // reply is called when the stream ends (the program's empty line once
    // another command was sent) or with the error ("?").
    void sendStream(const QString& command, Line line, Reply reply = {});
    // Says quit, waits a moment, kills the program if it is still there.
    // Answers still due are dropped; nothing is reported any more.
    void stop();

signals:
    void failedToStart(const QString& error);
    // The program ended by itself (not through stop()).
    void exited(int code);

private:
    struct Pending {
        Reply reply;
        Line line; // set for a streaming command
    };
    void onOutput();
    void onLine(const QString& line);

    QProcess* process_ = nullptr;
    QByteArray buffer_;
    std::deque<Pending> pending_;
    // The answer being read: none, the lines of an ordinary answer, or a
    // stream.
    enum class Reading { None, Answer, Stream } reading_ = Reading::None;
    bool ok_ = false;
    QString text_;
};

} // namespace irodori::ui
