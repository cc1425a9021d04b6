#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QMetaObject>
#include <QString>

class QProcess;

namespace irqatlas {

// What one remote command may send back, per channel. Past a cap the ssh
// client is stopped and the call fails naming the host and the command.
struct ChannelLimits
{
    qint64 stdoutBytes = qint64(256) << 20; // a whole collection of a big machine fits many times
    qint64 stderrBytes = qint64(1) << 20;   // messages, not data
};

// Reads a started ssh process's stdout and stderr as they arrive, also
// inside QProcess::waitFor*(), so neither piles up in QProcess's buffers
// beyond its cap (plus at most one pipe's worth). Past a cap it kills the
// process; exceeded() then says so and error() names the host and the command.
class CappedChannels
{
public:
    CappedChannels(QProcess &proc, ChannelLimits limits);
    ~CappedChannels();
    CappedChannels(const CappedChannels &) = delete;
    CappedChannels &operator=(const CappedChannels &) = delete;

    // Reads what QProcess holds now (the signals do this by themselves).
    void poll();
    // The bytes read and not yet taken.
    QByteArray takeStdout();
    QByteArray takeStderr();
    // Starts counting again (a long-running loop: the caps apply per tick).
    void restartCount();

    bool exceeded() const { return m_exceeded != Channel::None; }
    // what: the command as shown (shownCommand()) or what it does.
    Error error(const QString &host, const QString &what) const;

private:
    enum class Channel
    {
        None,
        Stdout,
        Stderr,
    };
    void readOut();
    void readErr();

    QProcess &m_proc;
    ChannelLimits m_limits;
    QByteArray m_out, m_err;
    qint64 m_outCount = 0, m_errCount = 0;
    Channel m_exceeded = Channel::None;
    QMetaObject::Connection m_outConn, m_errConn;
};

// A remote command as it may be named in a message: printable, and cut to
// its first 80 characters.
QString shownCommand(const QString &command);

} // namespace irqatlas
