#pragma once

#include "model/result.h"
#include "procfs/hostsource.h"

#include <QString>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace irqatlas {

struct CpuRate;

// The CPU time of the kernel threads of interrupt work (irq/N, napi/,
// ksoftirqd/N) at one tick: user + system clock ticks of each and the CPU
// it last ran on (/proc/PID/stat fields 14, 15 and 39).
struct ThreadTimes
{
    struct Entry
    {
        int pid = 0;
        std::uint64_t ticks = 0;
        int cpu = -1;
    };
    std::vector<Entry> threads; // ascending pid
    long ticksPerSecond = 100;  // USER_HZ
};

// Reads ThreadTimes from a host at every tick. Which pids to read is learnt
// from a scan of /proc (every task's comm: the costly part), repeated only
// every rescanEvery reads or when a known thread has gone; in between a
// tick costs one small stat read per thread. A pid reused by another task
// is caught by the name and PF_KTHREAD in its stat.
class ThreadTimesReader
{
public:
    explicit ThreadTimesReader(long ticksPerSecond, int rescanEvery = 16);

    // Null when the host's /proc lists no tasks (a saved tree without
    // them, a lone /proc/interrupts) or cannot be listed: unknown, not none.
    std::shared_ptr<const ThreadTimes> read(const HostSource &host);
    int scans() const { return m_scans; }

private:
    bool rescan(const HostSource &host);

    long m_ticksPerSecond;
    int m_rescanEvery;
    int m_sinceScan = 0;
    int m_scans = 0;
    bool m_known = false;
    std::vector<int> m_pids;
};

// ThreadTimes as a recording keeps them: "hz USER_HZ" on the first line,
// then "pid ticks cpu" per thread, ascending pid.
std::string threadTimesText(const ThreadTimes &t);
// Reads that text back; errors name `where` (file and line): a line that is
// not three numbers, pids that do not ascend, a CPU past
// limits::kMaxCpuId, USER_HZ of 0 or above 1000000, more than
// kMaxRecordedThreads threads.
inline constexpr std::size_t kMaxRecordedThreads = std::size_t(1) << 20;
Result<ThreadTimes> parseThreadTimesText(std::string_view text, const QString &where);

// Fills CpuRate::threadPct of cpus: the thread ticks of prev -> cur, each
// thread's whole change attributed to the CPU it last ran on in cur, as a
// share of interval seconds (> 0: computeRates never passes another).
// Threads that are new in cur (no earlier figure) or whose ticks went back
// (a reused pid) are left out. A CPU no thread ran on gets 0.
void addThreadPercent(const ThreadTimes &prev, const ThreadTimes &cur, double interval,
                      std::vector<CpuRate> &cpus);

} // namespace irqatlas
