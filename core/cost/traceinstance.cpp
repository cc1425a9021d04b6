#include "cost/traceinstance.h"

#include "cost/tracereader.h"
#include "model/inputlimits.h"
#include "model/syserror.h"
#include "procfs/lineparse.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cerrno>
#include <csignal>
#include <ctime>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace irqatlas {

Q_LOGGING_CATEGORY(lcCost, "irqatlas.cost", QtWarningMsg)

namespace {

constexpr const char *kRequiredEvents[] = {"irq/irq_handler_entry", "irq/irq_handler_exit",
                                           "irq/softirq_entry", "irq/softirq_exit"};
// x86 only; a kernel without them still measures device IRQs and softirqs.
constexpr const char *kVectorEvents[] = {"local_timer",          "reschedule", "call_function",
                                         "call_function_single", "irq_work",   "x86_platform_ipi",
                                         "thermal_apic",         "error_apic", "spurious_apic"};
// Ring buffer memory for all CPUs together, so a 1152-CPU machine does not
// lend the kernel 4.6 GB.
constexpr int kTotalBufferKb = 64 * 1024;
constexpr int kMinBufferKbPerCpu = 256;
// Per CPU: the ring buffer the kernel fills between two reads (every
// 100 ms); at the rate cap one CPU writes ~1 MB/s of events.
constexpr int kMaxBufferKbPerCpu = 4096;

Status writeText(const QString &path, const QByteArray &text)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd < 0)
        return Error{QCoreApplication::translate("CostSession", "cannot open %1: %2")
                         .arg(path, errnoText(errno))};
    const ssize_t n = ::write(fd, text.constData(), std::size_t(text.size()));
    const int err = errno;
    ::close(fd);
    if (n != text.size())
        return Error{QCoreApplication::translate("CostSession", "cannot write \"%1\" to %2: %3")
                         .arg(QString::fromLatin1(text.trimmed()), path, errnoText(err))};
    return Ok{};
}

std::uint64_t statsField(const QByteArray &text, std::string_view key)
{
    lineparse::LineReader lines{std::string_view(text.constData(), std::size_t(text.size()))};
    std::string_view line;
    while (lines.next(line)) {
        if (line.size() > key.size() && line.substr(0, key.size()) == key &&
            line[key.size()] == ':') {
            std::uint64_t v = 0;
            if (lineparse::toU64(lineparse::trim(line.substr(key.size() + 1)), v))
                return v;
        }
    }
    return 0;
}

} // namespace

std::uint64_t trace::monotonicNs()
{
    timespec ts{};
    ::clock_gettime(CLOCK_MONOTONIC, &ts);
    return std::uint64_t(ts.tv_sec) * 1'000'000'000ULL + std::uint64_t(ts.tv_nsec);
}

Status trace::ensureTracefs(const QString &dir)
{
    if (QFileInfo::exists(dir + QStringLiteral("/instances")))
        return Ok{};
    if (!QFileInfo(dir).isDir())
        return Error{QCoreApplication::translate("CostSession",
                                                 "%1 does not exist: this kernel has no tracefs")
                         .arg(dir)};
    if (::mount("nodev", QFile::encodeName(dir).constData(), "tracefs", 0, nullptr) != 0)
        return Error{QCoreApplication::translate("CostSession",
                                                 "tracefs is not mounted at %1 and cannot be "
                                                 "mounted there: %2")
                         .arg(dir, errnoText(errno))};
    if (!QFileInfo::exists(dir + QStringLiteral("/instances"))) {
        ::umount(QFile::encodeName(dir).constData());
        return Error{QCoreApplication::translate("CostSession",
                                                 "%1 has no instances directory: tracefs too old")
                         .arg(dir)};
    }
    qCInfo(lcCost) << "mounted tracefs at" << dir;
    return Ok{};
}

void trace::removeStaleInstances(const QString &tracefs)
{
    const QDir dir(tracefs + QStringLiteral("/instances"));
    const QStringList names =
        dir.entryList({QStringLiteral("irqatlas-*")}, QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        bool ok = false;
        const qint64 pid = name.mid(9).toLongLong(&ok);
        if (!ok || pid <= 0 || ::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
            continue;
        if (::rmdir(QFile::encodeName(dir.filePath(name)).constData()) == 0)
            qCInfo(lcCost) << "removed the stale trace instance" << name;
    }
}

TraceInstance::TraceInstance(const QString &tracefs)
    : m_path(tracefs + QStringLiteral("/instances/irqatlas-%1").arg(::getpid()))
{
}

Status TraceInstance::setTracing(bool on)
{
    return writeText(file("tracing_on"), on ? QByteArrayLiteral("1\n") : "0\n");
}

Status TraceInstance::open()
{
    if (Status s = create(); !s.ok())
        return s;
    if (Status s = configure(trace::bufferKbPerCpu()); !s.ok())
        return s;
    return openPipe();
}

Status TraceInstance::create()
{
    const QByteArray p = QFile::encodeName(m_path);
    int rc = ::mkdir(p.constData(), 0700);
    // Left by an earlier process with this pid: it is ours to replace.
    if (rc != 0 && errno == EEXIST && ::rmdir(p.constData()) == 0)
        rc = ::mkdir(p.constData(), 0700);
    if (rc != 0)
        return Error{
            QCoreApplication::translate("CostSession", "cannot make the trace instance %1: %2")
                .arg(m_path, errnoText(errno))};
    m_created = true;
    // A new instance records at once: nothing until the /proc reads are done.
    return setTracing(false);
}

Status TraceInstance::configure(int bufferKb)
{
    if (Status s = writeText(file("buffer_size_kb"), QByteArray::number(bufferKb) + '\n'); !s.ok())
        return s;
    for (const char *ev : kRequiredEvents) {
        const QString enable = m_path + QStringLiteral("/events/%1/enable").arg(QLatin1String(ev));
        if (!QFileInfo::exists(enable))
            return Error{QCoreApplication::translate(
                             "CostSession",
                             "this kernel has no tracepoint %1 (no %2): it cannot measure "
                             "interrupt cost")
                             .arg(QLatin1String(ev), enable)};
        if (Status s = writeText(enable, "1\n"); !s.ok())
            return s;
    }
    for (const char *v : kVectorEvents) {
        for (const char *edge : {"_entry", "_exit"}) {
            const QString enable = m_path + QStringLiteral("/events/irq_vectors/%1%2/enable")
                                                .arg(QLatin1String(v), QLatin1String(edge));
            if (QFileInfo::exists(enable) && !writeText(enable, "1\n").ok())
                qCDebug(lcCost) << "cannot enable" << enable;
        }
    }
    return Ok{};
}

Status TraceInstance::openPipe()
{
    m_pipe = ::open(QFile::encodeName(file("trace_pipe")).constData(),
                    O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (m_pipe < 0)
        return Error{QCoreApplication::translate("CostSession", "cannot open %1: %2")
                         .arg(file("trace_pipe"), errnoText(errno))};
    return Ok{};
}

std::uint64_t TraceInstance::lostEvents() const
{
    std::uint64_t lost = 0;
    const QDir perCpu(file("per_cpu"));
    for (const QString &cpu : perCpu.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(perCpu.filePath(cpu) + QStringLiteral("/stats"));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = f.read(qint64(limits::kMaxSysfsAttributeBytes));
        lost += statsField(text, "overrun") + statsField(text, "dropped events");
    }
    return lost;
}

void TraceInstance::remove()
{
    if (m_pipe >= 0)
        ::close(m_pipe);
    m_pipe = -1;
    if (m_created) {
        (void)setTracing(false);
        // Events left enabled do not keep an instance alive; an open reader would.
        if (::rmdir(QFile::encodeName(m_path).constData()) != 0)
            qCWarning(lcCost) << "cannot remove the trace instance" << m_path << errnoText(errno);
        m_created = false;
    }
}

// Everything trace_pipe holds now, up to `cap` bytes.
Status trace::drain(int fd, TraceReader &reader, std::size_t cap)
{
    char buf[64 * 1024];
    std::size_t taken = 0;
    while (taken < cap) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EAGAIN)
            return Ok{};
        if (n < 0)
            return Error{QCoreApplication::translate("CostSession", "cannot read trace_pipe: %1")
                             .arg(errnoText(errno))};
        if (n == 0)
            return Ok{};
        taken += std::size_t(n);
        if (Status s = reader.feed(std::string_view(buf, std::size_t(n))); !s.ok())
            return s;
    }
    return Ok{};
}

int trace::bufferKbPerCpu()
{
    const long cpus = std::max(1L, ::sysconf(_SC_NPROCESSORS_CONF));
    return int(std::clamp(long(kTotalBufferKb) / cpus, long(kMinBufferKbPerCpu),
                          long(kMaxBufferKbPerCpu)));
}

} // namespace irqatlas
