#include "procfs/kthreads.h"

#include "model/inputlimits.h"
#include "procfs/lineparse.h"

#include <QCoreApplication>
#include <algorithm>

namespace irqatlas {
namespace {

constexpr std::uint64_t kPfKthread = 0x00200000; // include/linux/sched.h
// /proc of a machine with more tasks is not one irqatlas reads.
constexpr int kMaxPids = 1 << 22;
// Fields after the command: state (3) ... policy (41).
constexpr std::size_t kFieldsAfterComm = 41 - 2;

Error statError(const QString &name, const QString &what)
{
    return Error{QCoreApplication::translate("KernelThreads", "%1: %2").arg(name, what)};
}

bool numberField(std::string_view s, std::uint64_t &out)
{
    return lineparse::toU64(s, out);
}

// "napi/eth0-8193" -> eth0, 8193; a cut name keeps what is there.
void napiParts(std::string_view rest, KernelThread &t)
{
    const std::size_t dash = rest.rfind('-');
    std::uint64_t id = 0;
    if (dash != std::string_view::npos && dash > 0 && lineparse::toU64(rest.substr(dash + 1), id) &&
        id <= 0xffffffffULL) {
        t.interface = std::string(rest.substr(0, dash));
        t.napiId = std::uint32_t(id);
    } else {
        t.interface = std::string(rest);
    }
}

} // namespace

const char *threadKindName(KThreadKind kind)
{
    switch (kind) {
    case KThreadKind::Irq:
        return "irq";
    case KThreadKind::Napi:
        return "napi";
    case KThreadKind::Softirq:
        return "softirq";
    }
    return "irq";
}

std::string schedulingPolicyName(std::uint32_t policy)
{
    static const char *const names[] = {"other", "fifo", "rr", "batch", "iso", "idle", "deadline"};
    if (policy < std::size(names) && policy != 4)
        return names[policy];
    return "unknown " + std::to_string(policy);
}

std::optional<KernelThread> classifyThreadName(std::string_view comm)
{
    KernelThread t;
    t.comm = std::string(comm);
    if (comm.substr(0, 4) == "irq/") {
        const std::string_view rest = comm.substr(4);
        const std::size_t dash = rest.find('-');
        const std::string_view number = rest.substr(0, dash);
        if (number.empty() || !lineparse::allDigits(number) || number.size() > 10)
            return std::nullopt;
        t.kind = KThreadKind::Irq;
        t.irq = std::string(number);
        if (dash != std::string_view::npos)
            t.action = std::string(rest.substr(dash + 1));
        return t;
    }
    if (comm.substr(0, 5) == "napi/" && comm.size() > 5) {
        t.kind = KThreadKind::Napi;
        napiParts(comm.substr(5), t);
        return t;
    }
    if (comm.substr(0, 10) == "ksoftirqd/") {
        int cpu = -1;
        if (lineparse::parseCpuId(comm.substr(10), limits::kMaxCpuId, cpu) !=
            lineparse::CpuIdParse::Ok)
            return std::nullopt;
        t.kind = KThreadKind::Softirq;
        t.softirqCpu = cpu;
        return t;
    }
    return std::nullopt;
}

Result<ThreadStat> parseThreadStat(std::string_view text, const QString &name)
{
    const std::size_t open = text.find('(');
    const std::size_t close = text.rfind(')');
    if (open == std::string_view::npos || close == std::string_view::npos || close < open)
        return statError(name, QCoreApplication::translate(
                                   "KernelThreads", "not a task's stat line (no \"(comm)\")"));
    ThreadStat st;
    st.comm = std::string(text.substr(open + 1, close - open - 1));
    std::vector<std::string_view> f;
    std::string_view rest = text.substr(close + 1);
    while (!rest.empty() && f.size() < kFieldsAfterComm) {
        const char *p = lineparse::skipBlanks(rest.data(), rest.data() + rest.size());
        const char *e = lineparse::skipNonBlanks(p, rest.data() + rest.size());
        if (p == e)
            break;
        f.emplace_back(p, std::size_t(e - p));
        rest = std::string_view(e, std::size_t(rest.data() + rest.size() - e));
    }
    if (f.size() < kFieldsAfterComm)
        return statError(name, QCoreApplication::translate("KernelThreads",
                                                           "%1 fields after the command, not %2")
                                   .arg(f.size())
                                   .arg(kFieldsAfterComm));
    // f[0] is field 3 (state): field N is f[N - 3].
    std::uint64_t processor = 0, rt = 0, policy = 0;
    if (!numberField(f[9 - 3], st.flags) || !numberField(f[14 - 3], st.utime) ||
        !numberField(f[15 - 3], st.stime) || !numberField(f[22 - 3], st.startTime) ||
        !numberField(f[39 - 3], processor) || !numberField(f[40 - 3], rt) ||
        !numberField(f[41 - 3], policy))
        return statError(name, QCoreApplication::translate(
                                   "KernelThreads", "flags, times, CPU, priority or policy is not "
                                                    "a number"));
    if (processor > std::uint64_t(limits::kMaxCpuId))
        return statError(
            name, QCoreApplication::translate("KernelThreads", "CPU %1 is past the supported %2")
                      .arg(processor)
                      .arg(limits::kMaxCpuId));
    st.processor = int(processor);
    st.rtPriority = std::uint32_t(std::min<std::uint64_t>(rt, 99));
    st.policy = std::uint32_t(std::min<std::uint64_t>(policy, 0xffff));
    return st;
}

namespace {

// Cpus_allowed_list of /proc/PID/status; the empty set when absent.
Result<CpuSet> allowedCpus(const QByteArray &status, const QString &name)
{
    lineparse::LineReader lines{std::string_view(status.constData(), std::size_t(status.size()))};
    std::string_view line;
    while (lines.next(line)) {
        constexpr std::string_view key = "Cpus_allowed_list:";
        if (line.substr(0, key.size()) != key)
            continue;
        auto set = CpuSet::parseList(lineparse::trim(line.substr(key.size())));
        if (!set.ok())
            return statError(name, set.errorString());
        return *set;
    }
    return CpuSet{};
}

// One /proc/PID: nullopt when it is not one of ours or has gone.
Result<std::optional<KernelThread>> readThread(const HostSource &host, const QString &pid,
                                               long ticks)
{
    const QString dir = QStringLiteral("/proc/") + pid;
    const auto comm = host.tryRead(dir + QStringLiteral("/comm"));
    if (!comm)
        return std::optional<KernelThread>();
    const QByteArray name = comm->trimmed();
    auto t = classifyThreadName(std::string_view(name.constData(), std::size_t(name.size())));
    if (!t)
        return std::optional<KernelThread>();
    const auto statText = host.tryRead(dir + QStringLiteral("/stat"));
    if (!statText)
        return std::optional<KernelThread>();
    auto st =
        parseThreadStat(std::string_view(statText->constData(), std::size_t(statText->size())),
                        dir + QStringLiteral("/stat"));
    if (!st.ok())
        return st.error();
    if ((st->flags & kPfKthread) == 0)
        return std::optional<KernelThread>();
    t->pid = pid.toInt();
    t->lastCpu = st->processor;
    t->policy = schedulingPolicyName(st->policy);
    t->priority = int(st->rtPriority);
    t->cpuSeconds = double(st->utime + st->stime) / double(std::max(1L, ticks));
    if (const auto status = host.tryRead(dir + QStringLiteral("/status"))) {
        auto cpus = allowedCpus(*status, dir + QStringLiteral("/status"));
        if (!cpus.ok())
            return cpus.error();
        t->cpus = *cpus;
    }
    return t;
}

} // namespace

Result<std::vector<KernelThread>> readKernelThreads(const HostSource &host, long ticksPerSecond)
{
    auto names = host.listDir(QStringLiteral("/proc"));
    if (!names.ok())
        return names.error();
    std::vector<KernelThread> out;
    int pids = 0;
    for (const QString &n : *names) {
        bool ok = false;
        const int pid = n.toInt(&ok);
        if (!ok || pid <= 0)
            continue;
        if (++pids > kMaxPids)
            return Error{
                QCoreApplication::translate("KernelThreads", "%1: more than %2 processes in /proc")
                    .arg(host.displayName())
                    .arg(kMaxPids)};
        auto t = readThread(host, n, ticksPerSecond);
        if (!t.ok())
            return t.error();
        if (*t)
            out.push_back(std::move(**t));
    }
    std::sort(out.begin(), out.end(),
              [](const KernelThread &a, const KernelThread &b) { return a.pid < b.pid; });
    return out;
}

} // namespace irqatlas
