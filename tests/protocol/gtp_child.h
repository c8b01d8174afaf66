// A GTP engine run as a child process (irodori-cli gtp, gnugo --mode gtp):
// one command in, one framed response out, every wait bounded.
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QProcess>
#include <QString>
#include <QStringList>

class GtpChild {
public:
    GtpChild() = default;
    ~GtpChild()
    {
        if (process_.state() != QProcess::NotRunning) {
            process_.kill();
            process_.waitForFinished(5000);
        }
    }

    bool start(const QString& program, const QStringList& args)
    {
        process_.setProgram(program);
        process_.setArguments(args);
        process_.setProcessChannelMode(QProcess::SeparateChannels);
        process_.start();
        return process_.waitForStarted(10000);
    }

    // Sends one line and returns the response up to and including the
    // empty line that ends it, or what arrived before the time ran out.
    QByteArray send(const QByteArray& line, int timeoutMs = 20000)
    {
        process_.write(line + "\n");
        process_.waitForBytesWritten(timeoutMs);
        return readResponse(timeoutMs);
    }

    QByteArray readResponse(int timeoutMs = 20000)
    {
        // By the clock: an engine that keeps talking (a stream that never
        // ends) must not keep the wait going.
        QElapsedTimer clock;
        clock.start();
        while (buffer_.indexOf("\n\n") < 0 && clock.elapsed() < timeoutMs) {
            if (!process_.waitForReadyRead(250) && process_.state() == QProcess::NotRunning) {
                buffer_ += process_.readAllStandardOutput();
                break;
            }
            buffer_ += process_.readAllStandardOutput();
        }
        const int end = buffer_.indexOf("\n\n");
        if (end < 0) {
            QByteArray rest = buffer_;
            buffer_.clear();
            return rest;
        }
        QByteArray response = buffer_.left(end + 2);
        buffer_.remove(0, end + 2);
        return response;
    }

    // The text after "= " of a successful answer; a null array for a failure.
    QByteArray answer(const QByteArray& line)
    {
        const QByteArray r = send(line);
        if (!r.startsWith('='))
            return {};
        return r.mid(1).trimmed();
    }

    // Appends what the engine writes to out until done(out) holds or the
    // clock passes limitMs: for a streaming answer read as it comes.
    template <class Done>
    void readInto(QByteArray& out, Done done, const QElapsedTimer& clock, qint64 limitMs)
    {
        while (!done(out) && clock.elapsed() < limitMs) {
            process_.waitForReadyRead(250);
            out += process_.readAllStandardOutput();
        }
    }

    QProcess& process() { return process_; }

private:
    QProcess process_;
    QByteArray buffer_;
};
