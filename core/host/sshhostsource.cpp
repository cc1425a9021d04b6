#include "host/sshhostsource.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QLoggingCategory>
#include <QProcess>

Q_DECLARE_LOGGING_CATEGORY(lcSsh)

namespace irqatlas {
namespace {


} // namespace

SshHostSource::SshHostSource(std::shared_ptr<SshSession> session,
                             std::unique_ptr<QTemporaryDir> dir)
    : DirHostSource(dir->path(), session->displayName()), m_session(std::move(session)),
      m_dir(std::move(dir))
{
}

Result<std::unique_ptr<SshHostSource>> SshHostSource::open(std::shared_ptr<SshSession> session,
                                                           const CollectOptions &options)
{
    auto dir = std::make_unique<QTemporaryDir>();
    if (!dir->isValid())
        return Error{QCoreApplication::translate("SshHostSource", "%1: cannot create a temporary directory for the remote files: %2")
                         .arg(session->displayName(), dir->errorString())};
    auto out = session->run(collectCommand(), collectScript(options));
    if (!out.ok())
        return out.error();
    auto stats = unpackFrames(*out, dir->path(), session->displayName());
    if (!stats.ok())
        return stats.error();
    qCDebug(lcSsh) << session->displayName() << "collected" << stats->files << "files,"
                   << stats->dirs << "directories," << stats->links << "links," << out->size()
                   << "bytes";
    std::unique_ptr<SshHostSource> src(new SshHostSource(std::move(session), std::move(dir)));
    src->m_stats = *stats;
    src->m_transferred = out->size();
    return src;
}

SshSampleSource::SshSampleSource(std::shared_ptr<SshSession> session, int tickTimeoutMs)
    : m_session(std::move(session)), m_boundary(newBoundary()), m_timeoutMs(tickTimeoutMs)
{
}

SshSampleSource::~SshSampleSource()
{
    if (m_proc && m_proc->state() == QProcess::Running) {
        m_proc->write("q\n");
        m_proc->closeWriteChannel();
        if (!m_proc->waitForFinished(2000))
            m_proc->kill();
        m_proc->waitForFinished(2000);
    }
}

Sample SshSampleSource::gap(const QString &message)
{
    Sample s;
    s.monotonicNs = monotonicNowNs();
    s.wallMs = wallNowMs();
    s.error = message;
    if (m_proc) {
        m_proc->kill();
        m_proc->waitForFinished(2000);
        m_proc.reset();
    }
    m_buffer.clear();
    return s;
}

std::optional<Sample> SshSampleSource::next()
{
    if (!m_proc) {
        auto p = m_session->start(sampleLoopCommand(m_boundary));
        if (!p.ok())
            return gap(p.errorString());
        m_proc = std::move(p).value();
    }
    m_proc->write("t\n");
    QDeadlineTimer deadline(m_timeoutMs);
    const QString name = displayName();
    while (true) {
        m_buffer += m_proc->readAllStandardOutput();
        auto block = parseFramedBlock(m_buffer, "IRQATLAS-SAMPLE 1", m_boundary, name);
        if (!block.ok())
            return gap(block.errorString());
        if (*block) {
            m_buffer.remove(0, (*block)->consumed);
            Sample s;
            s.wallMs = wallNowMs();
            auto &files = (*block)->files;
            bool ok = false;
            const double uptime =
                QString::fromLatin1(files[QStringLiteral("/proc/uptime")]).section(QLatin1Char(' '), 0, 0).toDouble(&ok);
            if (!ok)
                return gap(QCoreApplication::translate("SshHostSource", "%1: /proc/uptime did not come back as a number").arg(name));
            s.monotonicNs = std::int64_t(uptime * 1e9);
            s.interruptsText = files[QStringLiteral("/proc/interrupts")];
            s.statText = files[QStringLiteral("/proc/stat")];
            s.softirqsText = files[QStringLiteral("/proc/softirqs")];
            if (s.interruptsText.isEmpty()) {
                s.error = QCoreApplication::translate("SshHostSource", "%1: /proc/interrupts is empty or unreadable").arg(name);
                return s;
            }
            parseSample(s, name);
            return s;
        }
        if (m_proc->state() != QProcess::Running) {
            const QByteArray err = m_proc->readAllStandardError();
            const int code = m_proc->exitStatus() == QProcess::NormalExit ? m_proc->exitCode() : 255;
            const Error e = m_session->errorFor(code, err);
            return gap(e.message.contains(QStringLiteral("disconnected"))
                           ? e.message
                           : QCoreApplication::translate("SshHostSource", "%1: disconnected: the remote sampling loop ended (%2)")
                                 .arg(name, e.message));
        }
        if (deadline.hasExpired())
            return gap(QCoreApplication::translate("SshHostSource", "%1: disconnected: no sample within %2 s")
                           .arg(name, QString::number(m_timeoutMs / 1000.0)));
        m_proc->waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
    }
}

Result<std::unique_ptr<SshHostSource>> openSshHost(const QString &target, const SshOptions &ssh,
                                                   const CollectOptions &collect)
{
    auto t = SshTarget::parse(target);
    if (!t.ok())
        return t.error();
    return SshHostSource::open(std::make_shared<SshSession>(std::move(t).value(), ssh), collect);
}

} // namespace irqatlas
