#pragma once

#include "model/cpuset.h"
#include "model/result.h"
#include "procfs/hostsource.h"

#include <QString>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace irqatlas {

// The kernel threads that do interrupt work: a threaded handler
// ("irq/N-name", with threadirqs or PREEMPT_RT), threaded NAPI
// ("napi/IF-ID") and softirq overflow ("ksoftirqd/N").
enum class KThreadKind
{
    Irq,
    Napi,
    Softirq,
};

struct KernelThread
{
    int pid = 0;
    std::string comm; // as the kernel keeps it: at most 15 bytes, so names may be cut
    KThreadKind kind = KThreadKind::Irq;
    std::string irq;                     // Irq: the IRQ number ("41")
    std::string action;                  // Irq: the handler's name after the dash (maybe cut)
    std::string interface;               // Napi: the interface (maybe cut)
    std::optional<std::uint32_t> napiId; // Napi: when the name was not cut before it
    int softirqCpu = -1;                 // Softirq: the CPU it serves
    CpuSet cpus;                         // where it may run (Cpus_allowed_list)
    int lastCpu = -1;                    // where it last ran
    std::string policy;                  // "other", "fifo", "rr", "batch", "idle", "deadline"
    int priority = 0;                    // the real-time priority (0 for other policies)
    double cpuSeconds = 0;               // user + system time since it started
};

// What /proc/PID/stat says about a thread: the fields after the command
// (which may hold blanks and parentheses: it ends at the last ')').
struct ThreadStat
{
    std::string comm;
    std::uint64_t flags = 0;
    std::uint64_t utime = 0, stime = 0; // clock ticks
    std::uint64_t startTime = 0;        // clock ticks after boot: tells a reused pid apart
    int processor = -1;
    std::uint32_t rtPriority = 0;
    std::uint32_t policy = 0;
};

// Errors name the file: fewer fields than a kernel since 2.6.22 prints, a
// field that is not a number, a CPU id past limits::kMaxCpuId.
Result<ThreadStat> parseThreadStat(std::string_view text, const QString &name);

// The kind and what it serves, from the command name alone; nullopt for
// any other thread.
std::optional<KernelThread> classifyThreadName(std::string_view comm);

// The scheduling policy's name ("other" for SCHED_OTHER, ...; "unknown N").
std::string schedulingPolicyName(std::uint32_t policy);

// Every kernel thread of the three kinds on host, by pid. Only kernel threads
// count (PF_KTHREAD in /proc/PID/stat): a user process may name itself
// "irq/5-x". A thread that exits while it is read is skipped; a file that is
// there but malformed is an error naming it. ticksPerSecond: USER_HZ.
Result<std::vector<KernelThread>> readKernelThreads(const HostSource &host,
                                                    long ticksPerSecond = 100);

const char *threadKindName(KThreadKind kind); // "irq", "napi", "softirq"

} // namespace irqatlas
