#include "cost/tracesession.h"

#include "cost/tracereader.h"
#include "model/cappedread.h"
#include "model/inputlimits.h"
#include "model/syserror.h"
#include "procfs/interrupts.h"
#include "procfs/lineparse.h"
#include "procfs/procstat.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <algorithm>
#include <cerrno>
#include <csignal>
#include <ctime>
#include <fcntl.h>
#include <poll.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace irqatlas {
namespace {

Q_LOGGING_CATEGORY(lcCost, "irqatlas.cost", QtWarningMsg)

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
constexpr int kPollMs = 100;
// One drain takes at most this much before the loop looks at the clock again.
constexpr std::size_t kDrainBytes = std::size_t(16) << 20;

std::uint64_t monotonicNs()
{
    timespec ts{};
    ::clock_gettime(CLOCK_MONOTONIC, &ts);
    return std::uint64_t(ts.tv_sec) * 1'000'000'000ULL + std::uint64_t(ts.tv_nsec);
}

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

// Mounted where the kernel's documentation and systemd put it, and left
// mounted: a second measurement (or perf) may be using it, and unmounting
// under it would pull its files away.
Status ensureTracefs(const QString &dir)
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

// irqatlas-<pid> instances whose process is gone (killed with SIGKILL).
void removeStaleInstances(const QString &tracefs)
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

struct ProcReads
{
    IrqTable interrupts;
    ProcStat stat;
};

struct RawProc
{
    Result<QByteArray> interrupts = QByteArray();
    Result<QByteArray> stat = QByteArray();
};

// Only the reads, so tracing starts right after /proc/interrupts was read
// and the next read follows right after it stops: the interrupts of the gap
// are in one count and not the other. Parsing comes later.
RawProc readRaw(bool interruptsLast)
{
    RawProc r;
    if (interruptsLast)
        r.stat = readFileCapped(QStringLiteral("/proc/stat"), limits::kMaxStatBytes);
    r.interrupts = readFileCapped(QStringLiteral("/proc/interrupts"), limits::kMaxInterruptsBytes);
    if (!interruptsLast)
        r.stat = readFileCapped(QStringLiteral("/proc/stat"), limits::kMaxStatBytes);
    return r;
}

Result<ProcReads> parseProc(const RawProc &raw)
{
    if (!raw.interrupts.ok())
        return raw.interrupts.error();
    if (!raw.stat.ok())
        return raw.stat.error();
    const QByteArray &ib = *raw.interrupts;
    const QByteArray &sb = *raw.stat;
    auto it = parseInterrupts(std::string_view(ib.constData(), std::size_t(ib.size())),
                              QStringLiteral("/proc/interrupts"));
    if (!it.ok())
        return it.error();
    auto st = parseProcStat(std::string_view(sb.constData(), std::size_t(sb.size())),
                            QStringLiteral("/proc/stat"));
    if (!st.ok())
        return st.error();
    return ProcReads{std::move(*it), std::move(*st)};
}

// The instance, removed with everything in it however the measurement ends.
class Instance
{
public:
    explicit Instance(const QString &tracefs)
    {
        m_path = tracefs + QStringLiteral("/instances/irqatlas-%1").arg(::getpid());
    }
    ~Instance() { remove(); }
    Instance(const Instance &) = delete;
    Instance &operator=(const Instance &) = delete;

    Status create();
    Status configure(int bufferKb);
    Status openPipe();
    Status setTracing(bool on)
    {
        return writeText(file("tracing_on"), on ? QByteArrayLiteral("1\n") : "0\n");
    }
    std::uint64_t lostEvents() const;
    QString file(const char *name) const { return m_path + QLatin1Char('/') + QLatin1String(name); }
    int pipeFd() const { return m_pipe; }
    const QString &path() const { return m_path; }

private:
    void remove();

    QString m_path;
    bool m_created = false;
    int m_pipe = -1;
};

Status Instance::create()
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

Status Instance::configure(int bufferKb)
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

Status Instance::openPipe()
{
    m_pipe = ::open(QFile::encodeName(file("trace_pipe")).constData(),
                    O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (m_pipe < 0)
        return Error{QCoreApplication::translate("CostSession", "cannot open %1: %2")
                         .arg(file("trace_pipe"), errnoText(errno))};
    return Ok{};
}

std::uint64_t Instance::lostEvents() const
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

void Instance::remove()
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
Status drain(int fd, TraceReader &reader, std::size_t cap)
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

// True when stopFd has something to read.
bool waitForStop(int stopFd, int ms)
{
    pollfd p{stopFd, POLLIN, 0};
    const int n = ::poll(&p, stopFd >= 0 ? 1 : 0, ms);
    return n > 0 && (p.revents & (POLLIN | POLLHUP)) != 0;
}

struct LoopEnd
{
    std::uint64_t startNs = 0;
    std::uint64_t endNs = 0;
    QString stoppedEarly;
    bool stopped = false; // by stopFd
};

Result<LoopEnd> traceLoop(Instance &inst, TraceReader &reader, const CostSessionOptions &o,
                          double seconds)
{
    LoopEnd end;
    end.startNs = monotonicNs();
    const std::uint64_t deadline = end.startNs + std::uint64_t(seconds * 1e9);
    for (;;) {
        if (waitForStop(o.stopFd, kPollMs)) {
            end.stopped = true;
            break;
        }
        if (Status s = drain(inst.pipeFd(), reader, kDrainBytes); !s.ok())
            return s.error();
        const std::uint64_t now = monotonicNs();
        if (now >= deadline)
            break;
        // Judged after half a second, so one burst at the start does not stop it.
        const double elapsed = double(now - end.startNs) / 1e9;
        const double rate = elapsed > 0 ? double(reader.lines()) / elapsed : 0;
        if (elapsed >= 0.5 && rate > double(o.maxEventsPerSecond)) {
            end.stoppedEarly =
                QCoreApplication::translate("CostSession",
                                            "stopped after %1 s: %2 events/s is above the limit "
                                            "of %3, where tracing itself costs a noticeable "
                                            "share of a CPU")
                    .arg(elapsed, 0, 'f', 1)
                    .arg(qulonglong(rate))
                    .arg(qulonglong(o.maxEventsPerSecond));
            break;
        }
    }
    end.endNs = monotonicNs();
    return end;
}

int bufferKbPerCpu()
{
    const long cpus = std::max(1L, ::sysconf(_SC_NPROCESSORS_CONF));
    return int(std::clamp(long(kTotalBufferKb) / cpus, long(kMinBufferKbPerCpu),
                          long(CostSessionOptions::kBufferKbPerCpu)));
}

Result<CostReport> measureIn(Instance &inst, const CostSessionOptions &o, double seconds)
{
    if (Status s = inst.create(); !s.ok())
        return s.error();
    if (Status s = inst.configure(bufferKbPerCpu()); !s.ok())
        return s.error();
    if (Status s = inst.openPipe(); !s.ok())
        return s.error();
    CostWindow window;
    window.requestedSeconds = seconds;
    CostAggregator agg;
    TraceReader reader(inst.file("trace_pipe"), agg);
    const RawProc rawBefore = readRaw(true);
    if (Status s = inst.setTracing(true); !s.ok())
        return s.error();
    auto loop = traceLoop(inst, reader, o, seconds);
    const Status off = inst.setTracing(false);
    const RawProc rawAfter = readRaw(false);
    auto before = parseProc(rawBefore);
    auto after = parseProc(rawAfter);
    if (!loop.ok())
        return loop.error();
    if (!off.ok())
        return off.error();
    if (!before.ok())
        return before.error();
    if (!after.ok())
        return after.error();
    const double took = double(loop->endNs - loop->startNs) / 1e9;
    if (loop->stopped)
        return Error{QCoreApplication::translate(
                         "CostSession", "interrupted after %1 s; the trace instance %2 was removed")
                         .arg(took, 0, 'f', 1)
                         .arg(inst.path())};
    if (Status s = drain(inst.pipeFd(), reader, SIZE_MAX); !s.ok())
        return s.error();
    if (Status s = reader.finish(); !s.ok())
        return s.error();
    window.seconds = took;
    window.stoppedEarly = loop->stoppedEarly;
    window.statsLost = inst.lostEvents();
    window.interruptsBefore = std::move(before->interrupts);
    window.statBefore = std::move(before->stat);
    window.interruptsAfter = std::move(after->interrupts);
    window.statAfter = std::move(after->stat);
    return buildCostReport(agg.finish(), window);
}

} // namespace

Result<CostReport> measureCost(const CostSessionOptions &options)
{
    if (::geteuid() != 0)
        return Error{QCoreApplication::translate(
            "CostSession", "measuring interrupt cost needs root: the kernel's tracepoints are "
                           "readable by root only")};
    if (!(options.seconds > 0))
        return Error{QCoreApplication::translate("CostSession",
                                                 "the measurement needs a duration above 0 s")};
    const double seconds = std::min(options.seconds, CostSessionOptions::kMaxSeconds);
    if (Status s = ensureTracefs(options.tracefs); !s.ok())
        return s.error();
    removeStaleInstances(options.tracefs);
    Instance inst(options.tracefs);
    return measureIn(inst, options, seconds);
}

} // namespace irqatlas
