#include "live/threadtimes.h"

#include "live/rates.h"
#include "model/inputlimits.h"
#include "procfs/kthreads.h"
#include "procfs/lineparse.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <algorithm>

Q_LOGGING_CATEGORY(lcThreadTimes, "irqatlas.live.threadtimes", QtWarningMsg)

namespace irqatlas {
namespace {

constexpr std::uint64_t kThreadFlagKernel = 0x00200000; // PF_KTHREAD, include/linux/sched.h

bool hasTasks(const HostSource &host)
{
    auto names = host.listDir(QStringLiteral("/proc"));
    return names.ok() && std::any_of(names->begin(), names->end(), [](const QString &n) {
               return !n.isEmpty() && n.at(0).isDigit();
           });
}

} // namespace

ThreadTimesReader::ThreadTimesReader(long ticksPerSecond, int rescanEvery)
    : m_ticksPerSecond(std::max(1L, ticksPerSecond)), m_rescanEvery(std::max(1, rescanEvery))
{
}

bool ThreadTimesReader::rescan(const HostSource &host)
{
    ++m_scans;
    m_sinceScan = 0;
    m_pids.clear();
    m_known = hasTasks(host);
    if (!m_known)
        return false;
    auto threads = readKernelThreads(host, m_ticksPerSecond);
    if (!threads.ok()) {
        qCDebug(lcThreadTimes) << threads.errorString();
        m_known = false;
        return false;
    }
    for (const KernelThread &t : *threads)
        m_pids.push_back(t.pid);
    return true;
}

std::shared_ptr<const ThreadTimes> ThreadTimesReader::read(const HostSource &host)
{
    if (m_scans == 0 || ++m_sinceScan >= m_rescanEvery)
        rescan(host);
    if (!m_known)
        return nullptr;
    auto out = std::make_shared<ThreadTimes>();
    out->ticksPerSecond = m_ticksPerSecond;
    out->threads.reserve(m_pids.size());
    bool gone = false;
    for (const int pid : m_pids) {
        const QString path = QStringLiteral("/proc/%1/stat").arg(pid);
        const auto text = host.tryRead(path);
        if (!text) {
            gone = true;
            continue;
        }
        auto st = parseThreadStat(bytesView(*text), path);
        // Another task under a reused pid, or a garbled file: not ours.
        if (!st.ok() || (st->flags & kThreadFlagKernel) == 0 || !classifyThreadName(st->comm)) {
            gone = true;
            continue;
        }
        out->threads.push_back({pid, st->utime + st->stime, st->processor});
    }
    // Next time, learn the threads afresh (a NIC reset makes new ones).
    if (gone)
        m_sinceScan = m_rescanEvery;
    return out;
}

std::string threadTimesText(const ThreadTimes &t)
{
    std::string out = "hz " + std::to_string(t.ticksPerSecond) + '\n';
    for (const ThreadTimes::Entry &e : t.threads)
        out += std::to_string(e.pid) + ' ' + std::to_string(e.ticks) + ' ' + std::to_string(e.cpu) +
               '\n';
    return out;
}

Result<ThreadTimes> parseThreadTimesText(std::string_view text, const QString &where)
{
    auto bad = [&](int line) {
        return Error{QCoreApplication::translate("ThreadTimes",
                                                 "%1: kernel thread times, line %2: not as "
                                                 "irqatlas writes them")
                         .arg(where)
                         .arg(line)};
    };
    lineparse::LineReader lines(text);
    std::string_view line;
    std::uint64_t hz = 0;
    if (!lines.next(line) || line.substr(0, 3) != "hz " || !lineparse::toU64(line.substr(3), hz) ||
        hz == 0 || hz > 1000000)
        return bad(1);
    ThreadTimes t;
    t.ticksPerSecond = long(hz);
    while (lines.next(line)) {
        std::uint64_t v[3] = {};
        std::size_t n = 0;
        for (std::string_view rest = line; n < 3; ++n) {
            const std::size_t sp = rest.find(' ');
            if (!lineparse::toU64(rest.substr(0, sp), v[n]))
                return bad(lines.lineNo());
            rest = sp == std::string_view::npos ? std::string_view() : rest.substr(sp + 1);
            if (n < 2 && sp == std::string_view::npos)
                return bad(lines.lineNo());
            if (n == 2 && sp != std::string_view::npos)
                return bad(lines.lineNo());
        }
        if (v[0] == 0 || v[0] > 0x7fffffffULL || v[2] > std::uint64_t(limits::kMaxCpuId) ||
            (!t.threads.empty() && int(v[0]) <= t.threads.back().pid) ||
            t.threads.size() == kMaxRecordedThreads)
            return bad(lines.lineNo());
        t.threads.push_back({int(v[0]), v[1], int(v[2])});
    }
    return t;
}

void addThreadPercent(const ThreadTimes &prev, const ThreadTimes &cur, double interval,
                      std::vector<CpuRate> &cpus)
{
    if (!(interval > 0))
        return;
    for (CpuRate &c : cpus)
        c.threadPct = 0.0;
    const double ticksInInterval = double(cur.ticksPerSecond) * interval;
    auto p = prev.threads.begin();
    for (const ThreadTimes::Entry &e : cur.threads) {
        while (p != prev.threads.end() && p->pid < e.pid)
            ++p;
        if (p == prev.threads.end() || p->pid != e.pid || e.ticks < p->ticks)
            continue;
        const auto c = std::lower_bound(cpus.begin(), cpus.end(), e.cpu,
                                        [](const CpuRate &r, int id) { return r.cpu < id; });
        if (c == cpus.end() || c->cpu != e.cpu)
            continue;
        *c->threadPct += 100.0 * double(e.ticks - p->ticks) / ticksInInterval;
    }
    // A thread's ticks and the clock are read at slightly different moments:
    // a CPU cannot spend more than the whole interval.
    for (CpuRate &c : cpus)
        c.threadPct = std::min(*c.threadPct, 100.0);
}

} // namespace irqatlas
