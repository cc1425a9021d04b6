#include "apply/steering.h"

#include "apply/applier.h"
#include "apply/irqwriter.h"
#include "model/inputlimits.h"
#include "model/plan.h"
#include "procfs/kthreads.h"
#include "procfs/netqueues.h"

#include <QCoreApplication>
#include <algorithm>
#include <cerrno>
#include <charconv>
#include <map>

namespace irqatlas {
namespace {

constexpr std::uint64_t kPfKthreadFlag = 0x00200000; // PF_KTHREAD, include/linux/sched.h
constexpr std::string_view kSteeringFiles[] = {"rps_cpus", "rps_flow_cnt", "xps_cpus", "xps_rxqs"};

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// Where a thread goes and which plan entry said so. Level 0: it follows an
// IRQ; 1: thread_cpus or napi_cpus named it.
struct ThreadTarget
{
    CpuSet cpus;
    int level = 0;
    QString why;
};

void placeThread(std::map<int, ThreadTarget> &targets, int pid, const ThreadTarget &t,
                 QStringList &errors)
{
    auto [it, fresh] = targets.try_emplace(pid, t);
    if (fresh || it->second.cpus == t.cpus)
        return;
    if (t.level != it->second.level) {
        if (t.level > it->second.level)
            it->second = t; // an explicit placement wins over following an IRQ
        return;
    }
    errors << QCoreApplication::translate("Steering",
                                          "thread %1: %2 places it on CPUs %3, %4 on CPUs %5")
                  .arg(pid)
                  .arg(it->second.why, it->second.cpus.toListString(), t.why,
                       t.cpus.toListString());
}

// The file entries of one plan queue, in write order.
void queueFilesOf(const PlanQueue &q, const CpuSet &online, std::vector<QueueFileOutcome> &out,
                  QStringList &errors)
{
    const QString where =
        QCoreApplication::translate("Steering", "queue %1/%2").arg(qs(q.interface), qs(q.name()));
    if (!validInterfaceName(q.interface) || !isQueueDirName(q.name())) {
        errors << QCoreApplication::translate("Steering", "%1: not a valid interface or queue name")
                      .arg(where);
        return;
    }
    if (q.rx ? (q.xpsCpus || q.xpsRxqs) : (q.rpsCpus || q.rpsFlowCnt || q.napiCpus)) {
        errors << QCoreApplication::translate(
                      "Steering", "%1: rps_* and napi_cpus are for rx queues, xps_* for tx")
                      .arg(where);
        return;
    }
    auto add = [&](const char *file, QueueValueRead v, bool cpus) {
        if (cpus && !v.mask.empty())
            if (QString p =
                    cpuListProblem(v.mask, online, where + QLatin1Char(' ') + QLatin1String(file));
                !p.isEmpty()) {
                errors << p;
                return;
            }
        QueueFileOutcome o;
        o.interface = q.interface;
        o.queue = q.name();
        o.file = file;
        o.requestedBytes = queueFileBytes(file, v);
        o.requested = std::move(v);
        out.push_back(std::move(o));
    };
    if (q.rpsCpus)
        add("rps_cpus", {*q.rpsCpus, 0}, true);
    if (q.rpsFlowCnt) {
        if (*q.rpsFlowCnt > kMaxRpsFlowCnt)
            errors << QCoreApplication::translate("Steering", "%1: rps_flow_cnt above %2")
                          .arg(where)
                          .arg(kMaxRpsFlowCnt);
        else
            add("rps_flow_cnt", {CpuSet(), *q.rpsFlowCnt}, false);
    }
    if (q.xpsCpus)
        add("xps_cpus", {*q.xpsCpus, 0}, true);
    if (q.xpsRxqs)
        add("xps_rxqs", {*q.xpsRxqs, 0}, false);
}

// Reads each file's current value: a file the kernel lacks is an error
// naming it, and so is a value a rollback could not write back.
void probeQueueFiles(IrqWriter &writer, std::vector<QueueFileOutcome> &files, QStringList &errors)
{
    for (QueueFileOutcome &o : files) {
        const IrqWriter::Io cur = writer.readQueueFile(o.interface, o.queue, o.file);
        if (!cur.ok()) {
            o.error = QCoreApplication::translate(
                          "Steering", "%1: the kernel offers no such queue file here (%2)")
                          .arg(o.path(), cur.message);
            errors << o.error;
            continue;
        }
        o.previous = cur.bytes;
        QString problem;
        if (!parseQueueFileValue(o.file, cur.bytes, o.path(), &problem)) {
            o.error = problem;
            errors << problem;
        }
    }
}

// The NAPI thread of an rx queue, as the kernel ties them; 0 with an error
// when it cannot say.
int napiThreadOf(IrqWriter &writer, const std::optional<NetdevQueueInfo> &netdev,
                 const PlanQueue &q, QString &error)
{
    const QString where = QCoreApplication::translate("Steering", "queue %1/%2 napi_cpus")
                              .arg(qs(q.interface), qs(q.name()));
    if (!netdev) {
        error = QCoreApplication::translate(
                    "Steering", "%1: the kernel does not say which NAPI thread serves the queue "
                                "(no netdev netlink queue-get/napi-get)")
                    .arg(where);
        return 0;
    }
    const IrqWriter::Io idx = writer.readInterfaceIndex(q.interface);
    int ifindex = 0;
    const std::string t =
        idx.ok() ? QByteArray::fromStdString(idx.bytes).trimmed().toStdString() : std::string();
    if (!idx.ok() || std::from_chars(t.data(), t.data() + t.size(), ifindex).ec != std::errc() ||
        ifindex <= 0) {
        error = QStringLiteral("%1: %2").arg(
            where,
            idx.ok() ? QCoreApplication::translate("Steering", "no interface index") : idx.message);
        return 0;
    }
    for (const NetdevQueueLink &l : netdev->queues) {
        if (l.ifindex != ifindex || !l.rx || l.index != q.index)
            continue;
        const NetdevNapi *napi = l.napiId ? netdev->napi(*l.napiId) : nullptr;
        if (napi && napi->pid)
            return *napi->pid;
        // Some drivers (veth) never tie their queues to a NAPI instance:
        // guessing one from names or order could move another queue's thread.
        if (!napi)
            error = QCoreApplication::translate(
                        "Steering", "%1: the kernel ties no NAPI instance to this queue "
                                    "(netdev queue-get names none)")
                        .arg(where);
        else
            error = QCoreApplication::translate(
                        "Steering", "%1: the queue has no NAPI thread (is threaded NAPI on? "
                                    "/sys/class/net/%2/threaded)")
                        .arg(where, qs(q.interface));
        return 0;
    }
    error = QCoreApplication::translate("Steering", "%1: the kernel does not list this queue")
                .arg(where);
    return 0;
}

bool isKernelThreadOfKind(const std::vector<KernelThread> &threads, int pid, KThreadKind kind)
{
    return std::any_of(threads.begin(), threads.end(),
                       [&](const KernelThread &k) { return k.pid == pid && k.kind == kind; });
}

// Where each thread goes: the IRQs' threads, then the queues' NAPI threads.
std::map<int, ThreadTarget> threadTargets(const Plan &plan, IrqWriter &writer, const CpuSet &online,
                                          QStringList &errors)
{
    std::map<int, ThreadTarget> targets;
    const bool byIrq =
        std::any_of(plan.assignments.begin(), plan.assignments.end(),
                    [](const PlanAssignment &a) { return a.threads != ThreadPlacement::Keep; });
    const bool byQueue = std::any_of(plan.queues.begin(), plan.queues.end(),
                                     [](const PlanQueue &q) { return q.napiCpus.has_value(); });
    if (!byIrq && !byQueue)
        return targets;
    auto kthreads = writer.kernelThreads();
    if (!kthreads.ok()) {
        errors << kthreads.errorString();
        return targets;
    }
    const std::optional<NetdevQueueInfo> netdev = writer.netdevInfo();
    for (std::size_t i = 0; i < plan.assignments.size(); ++i) {
        const PlanAssignment &a = plan.assignments[i];
        if (a.threads == ThreadPlacement::Keep)
            continue;
        const bool own = a.threads == ThreadPlacement::Cpus;
        ThreadTarget t{
            own ? a.threadCpus : a.cpus, own ? 1 : 0,
            QCoreApplication::translate("Steering", "assignment %1 (irq %2)").arg(i).arg(a.irq)};
        if (own)
            if (QString p = cpuListProblem(t.cpus, online, t.why + QStringLiteral(" thread_cpus"));
                !p.isEmpty()) {
                errors << p;
                continue;
            }
        const std::string irq = std::to_string(a.irq);
        for (const KernelThread &k : *kthreads)
            if (k.kind == KThreadKind::Irq && k.irq == irq)
                placeThread(targets, k.pid, t, errors);
        if (netdev)
            for (const NetdevNapi &n : netdev->napis)
                if (n.irq == a.irq && n.pid &&
                    isKernelThreadOfKind(*kthreads, *n.pid, KThreadKind::Napi))
                    placeThread(targets, *n.pid, t, errors);
    }
    for (const PlanQueue &q : plan.queues) {
        if (!q.napiCpus || !q.rx)
            continue;
        ThreadTarget t{*q.napiCpus, 1,
                       QCoreApplication::translate("Steering", "queue %1/%2")
                           .arg(qs(q.interface), qs(q.name()))};
        if (QString p = cpuListProblem(t.cpus, online, t.why + QStringLiteral(" napi_cpus"));
            !p.isEmpty()) {
            errors << p;
            continue;
        }
        QString error;
        const int pid = napiThreadOf(writer, netdev, q, error);
        if (pid > 0 && !isKernelThreadOfKind(*kthreads, pid, KThreadKind::Napi))
            error = QCoreApplication::translate("Steering",
                                                "%1: thread %2 is not a napi/ kernel thread")
                        .arg(t.why)
                        .arg(pid);
        if (!error.isEmpty())
            errors << error;
        else
            placeThread(targets, pid, t, errors);
    }
    return targets;
}

} // namespace

bool isQueueDirName(std::string_view name)
{
    if (name.size() < 4 || name.size() > 8 ||
        (name.substr(0, 3) != "rx-" && name.substr(0, 3) != "tx-"))
        return false;
    const std::string_view n = name.substr(3);
    if (n.size() > 1 && n[0] == '0')
        return false;
    int v = 0;
    const auto r = std::from_chars(n.data(), n.data() + n.size(), v);
    return r.ec == std::errc() && r.ptr == n.data() + n.size() && v >= 0 && v < 65536;
}

bool isSteeringFile(std::string_view name)
{
    return std::find(std::begin(kSteeringFiles), std::end(kSteeringFiles), name) !=
           std::end(kSteeringFiles);
}

std::optional<QueueValueRead> parseQueueFileValue(std::string_view file, std::string_view bytes,
                                                  const QString &path, QString *problem)
{
    std::string_view t = bytes;
    while (!t.empty() && (t.back() == '\n' || t.back() == ' '))
        t.remove_suffix(1);
    QueueValueRead v;
    if (isCountFile(file)) {
        const auto r = std::from_chars(t.data(), t.data() + t.size(), v.count);
        if (t.empty() || r.ec != std::errc() || r.ptr != t.data() + t.size() ||
            v.count > kMaxRpsFlowCnt) {
            if (problem)
                *problem = QCoreApplication::translate("Steering", "%1: \"%2\" is not a count")
                               .arg(path, QString::fromLatin1(t.data(), qsizetype(t.size())));
            return std::nullopt;
        }
        return v;
    }
    auto mask = parseQueueMask(t, limits::kMaxCpus, path);
    if (!mask.ok()) {
        if (problem)
            *problem = mask.errorString();
        return std::nullopt;
    }
    v.mask = std::move(mask).value();
    return v;
}

std::string queueFileBytes(std::string_view file, const QueueValueRead &v)
{
    return (isCountFile(file) ? std::to_string(v.count) : v.mask.toMask()) + '\n';
}

QueueValueRead expectedReadBack(std::string_view file, const QueueValueRead &v)
{
    if (!isCountFile(file) || v.count == 0)
        return v;
    QueueValueRead r = v;
    r.count = 1;
    while (r.count < v.count)
        r.count <<= 1;
    return r;
}

QString QueueFileOutcome::path() const
{
    return QStringLiteral("/sys/class/net/%1/queues/%2/%3").arg(qs(interface), qs(queue), qs(file));
}

QString threadIdentityProblem(IrqWriter &writer, int pid, std::uint64_t startTime,
                              const std::string &comm, bool *gone)
{
    *gone = false;
    const IrqWriter::Io io = writer.readThreadStat(pid);
    if (!io.ok() && (io.err == ENOENT || io.err == ESRCH)) {
        *gone = true;
        return QCoreApplication::translate("Steering", "thread %1 (%2) is gone: left alone")
            .arg(pid)
            .arg(qs(comm));
    }
    if (!io.ok())
        return io.message;
    auto st = parseThreadStat(io.bytes, QStringLiteral("/proc/%1/stat").arg(pid));
    if (!st.ok())
        return st.errorString();
    if ((st->flags & kPfKthreadFlag) == 0 || st->startTime != startTime || st->comm != comm ||
        !classifyThreadName(st->comm)) {
        // The pid was reused, or it is not a kernel thread of ours.
        *gone = true;
        return QCoreApplication::translate(
                   "Steering", "pid %1 is no longer the kernel thread %2 (now \"%3\"): left alone")
            .arg(pid)
            .arg(qs(comm), qs(st->comm));
    }
    return {};
}

void validateSteering(const Plan &plan, IrqWriter &writer, const CpuSet &online,
                      std::vector<QueueFileOutcome> &queueFiles,
                      std::vector<ThreadOutcome> &threads, QStringList &errors)
{
    for (const PlanQueue &q : plan.queues)
        queueFilesOf(q, online, queueFiles, errors);
    probeQueueFiles(writer, queueFiles, errors);
    for (const auto &[pid, target] : threadTargets(plan, writer, online, errors)) {
        ThreadOutcome o;
        o.pid = pid;
        o.requested = target.cpus;
        o.why = target.why;
        const IrqWriter::Io io = writer.readThreadStat(pid);
        auto st = io.ok() ? parseThreadStat(io.bytes, QStringLiteral("/proc/%1/stat").arg(pid))
                          : Result<ThreadStat>(Error{io.message});
        if (!st.ok() || (st->flags & kPfKthreadFlag) == 0 || !classifyThreadName(st->comm)) {
            o.error = QCoreApplication::translate("Steering", "thread %1 (%2): %3")
                          .arg(pid)
                          .arg(target.why,
                               st.ok() ? QCoreApplication::translate(
                                             "Steering", "not a kernel thread of interrupt work")
                                       : st.errorString());
        } else {
            o.startTime = st->startTime;
            o.comm = st->comm;
            const IrqWriter::Io aff = writer.readThreadAffinity(pid);
            auto prev =
                aff.ok() ? CpuSet::parseList(aff.bytes) : Result<CpuSet>(Error{aff.message});
            if (!prev.ok() || prev->empty())
                o.error =
                    QCoreApplication::translate("Steering", "thread %1 (%2): %3")
                        .arg(pid)
                        .arg(qs(o.comm),
                             prev.ok() ? QCoreApplication::translate("Steering", "empty affinity")
                                       : prev.errorString());
            o.previous = aff.bytes;
        }
        if (!o.error.isEmpty())
            errors << o.error;
        threads.push_back(std::move(o));
    }
}

} // namespace irqatlas
