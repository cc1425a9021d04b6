#include "remote/cappedchannels.h"

#include "model/printable.h"

#include <QCoreApplication>
#include <QProcess>

namespace irqatlas {

CappedChannels::CappedChannels(QProcess &proc, ChannelLimits limits)
    : m_proc(proc), m_limits(limits)
{
    m_outConn =
        QObject::connect(&proc, &QProcess::readyReadStandardOutput, &proc, [this] { readOut(); });
    m_errConn =
        QObject::connect(&proc, &QProcess::readyReadStandardError, &proc, [this] { readErr(); });
}

CappedChannels::~CappedChannels()
{
    QObject::disconnect(m_outConn);
    QObject::disconnect(m_errConn);
}

void CappedChannels::readOut()
{
    const QByteArray b = m_proc.readAllStandardOutput();
    m_outCount += b.size();
    if (m_exceeded != Channel::None)
        return;
    if (m_outCount > m_limits.stdoutBytes) {
        m_exceeded = Channel::Stdout;
        m_proc.kill();
        return;
    }
    m_out += b;
}

void CappedChannels::readErr()
{
    const QByteArray b = m_proc.readAllStandardError();
    m_errCount += b.size();
    if (m_exceeded != Channel::None)
        return;
    if (m_errCount > m_limits.stderrBytes) {
        m_exceeded = Channel::Stderr;
        m_proc.kill();
        return;
    }
    m_err += b;
}

void CappedChannels::poll()
{
    readOut();
    readErr();
}

QByteArray CappedChannels::takeStdout()
{
    poll();
    return std::exchange(m_out, {});
}

QByteArray CappedChannels::takeStderr()
{
    poll();
    return std::exchange(m_err, {});
}

void CappedChannels::restartCount()
{
    m_outCount = m_out.size();
    m_errCount = m_err.size();
}

Error CappedChannels::error(const QString &host, const QString &what) const
{
    const bool out = m_exceeded == Channel::Stdout;
    return Error{QCoreApplication::translate(
                     "SshSession", "%1: the remote command %2 sent more than %3 bytes on %4; it "
                                   "was stopped")
                     .arg(host, what)
                     .arg(out ? m_limits.stdoutBytes : m_limits.stderrBytes)
                     .arg(out ? QStringLiteral("stdout") : QStringLiteral("stderr"))};
}

QString shownCommand(const QString &command)
{
    const QString p = printableText(command);
    return QLatin1Char('`') + (p.size() > 80 ? p.left(80) + QStringLiteral("...") : p) +
           QLatin1Char('`');
}

} // namespace irqatlas
