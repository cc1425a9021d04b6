#include "remote/sshhostsource.h"

#include "model/printable.h"
#include "procfs/scratchdir.h"
#include "remote/frameunpack.h"

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
    // Messages name the remote host's file ("db7:/sys/..."), not the copy.
    setShownRoot(m_session->displayName() + QLatin1Char(':'));
}

Result<std::unique_ptr<SshHostSource>> SshHostSource::open(std::shared_ptr<SshSession> session,
                                                           const CollectOptions &options,
                                                           int timeoutMs)
{
    auto dir = makeScratchDir();
    if (!dir->isValid())
        return Error{
            QCoreApplication::translate(
                "SshHostSource", "%1: cannot create a temporary directory for the remote files: %2")
                .arg(session->displayName(), dir->errorString())};
    // A new boundary for every run: the login shell's output cannot forge
    // the start of the records.
    const QByteArray boundary = newBoundary();
    auto out = session->run(collectCommand(), collectScript(options, boundary), timeoutMs);
    if (!out.ok())
        return out.error();
    auto stats = unpackFrames(*out, boundary, dir->path(), session->displayName());
    if (!stats.ok())
        return stats.error();
    qCDebug(lcSsh) << session->displayName() << "collected" << stats->files << "files,"
                   << stats->dirs << "directories," << stats->links << "links ("
                   << stats->droppedLinks << "dropped)," << out->size() << "bytes";
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
    m_channels.reset();
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
    s.monotonicNs = m_clock.gapTime(monotonicNowNs());
    s.wallMs = wallNowMs();
    s.error = message;
    m_channels.reset();
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
        m_channels = std::make_unique<CappedChannels>(*m_proc, kSampleTickLimits);
    }
    m_channels->restartCount();
    m_proc->write("t\n");
    QDeadlineTimer deadline(m_timeoutMs);
    const QString name = displayName();
    const QByteArray marker = "IRQATLAS-SAMPLE 1 " + m_boundary;
    QByteArray err; // the loop's last stderr bytes, for the message when it ends
    while (true) {
        m_buffer += m_channels->takeStdout();
        err += m_channels->takeStderr();
        err = err.right(4096);
        if (m_channels->exceeded())
            return gap(m_channels
                           ->error(name, QCoreApplication::translate("SshHostSource",
                                                                     "(the sampling loop)"))
                           .message);
        auto block = parseFramedBlock(
            m_buffer, std::string_view(marker.constData(), std::size_t(marker.size())), m_boundary,
            name);
        if (!block.ok())
            return gap(block.errorString());
        if (*block) {
            m_buffer.remove(0, (*block)->consumed);
            auto &files = (*block)->files;
            const auto reading = parseRemoteClock(files[QStringLiteral("/proc/timer_list")],
                                                  files[QStringLiteral("/proc/uptime")]);
            if (!reading)
                return gap(QCoreApplication::translate(
                               "SshHostSource", "%1: /proc/uptime did not come back as a number")
                               .arg(name));
            const auto t = m_clock.stamp(*reading, monotonicNowNs());
            if (!t) {
                // The remote clock did not advance (a 10 ms clock read twice
                // within its step): read again at once, within the deadline.
                if (deadline.hasExpired())
                    return gap(QCoreApplication::translate(
                                   "SshHostSource", "%1: disconnected: no sample within %2 s")
                                   .arg(name, QString::number(m_timeoutMs / 1000.0)));
                m_channels->restartCount();
                m_proc->write("t\n");
                continue;
            }
            Sample s;
            s.wallMs = wallNowMs();
            s.monotonicNs = *t;
            s.interruptsText = files[QStringLiteral("/proc/interrupts")];
            s.statText = files[QStringLiteral("/proc/stat")];
            s.softirqsText = files[QStringLiteral("/proc/softirqs")];
            if (s.interruptsText.isEmpty()) {
                s.error = QCoreApplication::translate("SshHostSource",
                                                      "%1: /proc/interrupts is empty or unreadable")
                              .arg(name);
                return s;
            }
            parseSample(s, name);
            return s;
        }
        if (m_proc->state() != QProcess::Running) {
            const int code =
                m_proc->exitStatus() == QProcess::NormalExit ? m_proc->exitCode() : 255;
            const Error e = m_session->errorFor(code, err);
            return gap(
                e.message.contains(QStringLiteral("disconnected"))
                    ? e.message
                    : QCoreApplication::translate(
                          "SshHostSource", "%1: disconnected: the remote sampling loop ended (%2)")
                          .arg(name, e.message));
        }
        if (deadline.hasExpired())
            return gap(QCoreApplication::translate("SshHostSource",
                                                   "%1: disconnected: no sample within %2 s")
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
