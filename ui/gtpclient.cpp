#include "gtpclient.h"

#include <QProcess>

namespace irodori::ui {

GtpClient::GtpClient(QObject* parent) : QObject(parent) {}

GtpClient::~GtpClient()
{
    if (process_) {
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(2000);
    }
}

bool GtpClient::start(const QString& command)
{
    stop();
    const QStringList parts = QProcess::splitCommand(command);
    if (parts.isEmpty())
        return false;
    process_ = new QProcess(this);
    process_->setProcessChannelMode(QProcess::SeparateChannels);
    connect(process_, &QProcess::readyReadStandardOutput, this, &GtpClient::onOutput);
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            emit failedToStart(process_ ? process_->errorString() : QString());
    });
    connect(process_, &QProcess::finished, this, [this](int code) { emit exited(code); });
    process_->start(parts.front(), parts.mid(1));
    return true;
}

QString GtpClient::errorString() const
{
    return process_ ? process_->errorString() : QString();
}

void GtpClient::send(const QString& command, Reply reply)
{
    if (!process_)
        return;
    pending_.push_back({std::move(reply), {}});
    process_->write(command.toUtf8() + '\n');
}

void GtpClient::sendStream(const QString& command, Line line, Reply reply)
{
    if (!process_)
        return;
    pending_.push_back({std::move(reply), line ? std::move(line) : [](const QString&) {}});
    process_->write(command.toUtf8() + '\n');
}

void GtpClient::stop()
{
    pending_.clear();
    buffer_.clear();
    reading_ = Reading::None;
    text_.clear();
    if (!process_)
        return;
    QProcess* p = process_;
    process_ = nullptr;
    p->disconnect(this);
    if (p->state() == QProcess::Running) {
        p->write("quit\n");
        if (!p->waitForFinished(1500))
            p->kill();
    }
    p->deleteLater();
}

void GtpClient::onOutput()
{
    if (!process_)
        return;
    buffer_ += process_->readAllStandardOutput();
    for (;;) {
        const int end = buffer_.indexOf('\n');
        if (end < 0)
            return;
        QByteArray line = buffer_.left(end);
        buffer_.remove(0, end + 1);
        line.replace('\r', QByteArray());
        onLine(QString::fromUtf8(line));
        if (!process_)
            return; // a callback stopped the program
    }
}

void GtpClient::onLine(const QString& line)
{
    const bool empty = line.trimmed().isEmpty();
    switch (reading_) {
    case Reading::None: {
        // Between answers only "=" or "?" begins one; anything else (a
        // program's chatter) is passed over.
        if (empty || (line[0] != QLatin1Char('=') && line[0] != QLatin1Char('?')))
            return;
        ok_ = line[0] == QLatin1Char('=');
        // "=id text": the id, if any, goes.
        int i = 1;
        while (i < line.size() && line[i].isDigit())
            ++i;
        text_ = line.mid(i);
        const bool stream = ok_ && !pending_.empty() && pending_.front().line;
        reading_ = stream ? Reading::Stream : Reading::Answer;
        if (stream && !text_.trimmed().isEmpty())
            pending_.front().line(text_.trimmed());
        return;
    }
    case Reading::Answer:
        if (!empty) {
            text_ += QLatin1Char('\n') + line;
            return;
        }
        break;
    case Reading::Stream:
        if (!empty) {
            pending_.front().line(line);
            return;
        }
        break;
    }
    // The empty line: the answer is complete.
    reading_ = Reading::None;
    if (pending_.empty())
        return; // nothing asked: not an answer of ours
    const Reply reply = std::move(pending_.front().reply);
    pending_.pop_front();
    if (reply)
        reply(ok_, text_.trimmed());
}

} // namespace irodori::ui
