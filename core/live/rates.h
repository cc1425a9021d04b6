#pragma once

#include "live/sample.h"
#include "procfs/procstat.h"

#include <QMetaType>
#include <QString>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace irqatlas {

// The change of a counter between two reads. Kernels keep per-CPU IRQ counts
// in 32-bit integers, so a previous value below 2^32 that is above the
// current one is a wrap (cur + 2^32 - prev); a larger previous value means
// the counter was reset (driver reload, counter cleared) and the change is
// unknown: nullopt, a gap, never a negative or made-up number.
std::optional<std::uint64_t> counterDelta(std::uint64_t prev, std::uint64_t cur);

// The share, in percent, of one /proc/stat field of a CPU over that CPU's
// total time between two reads, computed exactly as sysstat's mpstat
// computes %irq / %soft / %sys (get_per_cpu_interval + ll_sp_value):
//
//   total = user + nice + system + idle + iowait + irq + softirq + steal
//
// guest and guest_nice are not added because the kernel already counts them
// in user and nice; when guest grows faster than user between the reads
// (the two are sampled separately), the shortfall is added back to total as
// mpstat does. idle and iowait restart from zero when a CPU comes back
// online: a smaller current value counts from zero. Fields the kernel does
// not print count as 0 in the total.
//
// nullopt when the field is absent, the CPU is offline in `cur` (all of its
// times are 0) or was offline in `prev`, or the times went back (a reset).
// When no tick elapsed (total is 0: static files, a tickless CPU) the share
// is 0, as mpstat prints it. USER_HZ cancels out; no clock rate is needed.
std::optional<double> statFieldPercent(const CpuTimes &prev, const CpuTimes &cur,
                                       CpuTimes::Field f);

// Whether a machine accounts IRQ (or softirq) time at all, from the
// aggregate "cpu" line of /proc/stat. The field is absent on old kernels
// (2.4 prints 4 fields, 2.6.0-2.6.10 print 7). Without
// CONFIG_IRQ_TIME_ACCOUNTING (common in VMs) the kernel prints the field but
// only charges it the rare timer tick that lands in a nested interrupt, so it
// stays exactly 0 since boot on every CPU while the machine is busy. The
// since-boot counter is the longest history available, so the rule is: a
// field that is absent, or exactly 0 since boot on the whole machine, is not
// accounted. Once any CPU has been charged a single tick, per-CPU zeros are
// real zeros.
bool statFieldAccounted(const CpuTimes &machine, CpuTimes::Field f);

// Seconds from the monotonic timestamp fromNs to toNs. nullopt unless toNs is
// later: the same timestamp twice, a clock that went back, or a difference
// that does not fit in 64 bits (a recording is outside input) has no
// interval. Every rate divides by this, so none is ever inf or NaN.
std::optional<double> elapsedSeconds(std::int64_t fromNs, std::int64_t toNs);

// Per-CPU figures between two samples.
struct CpuRate
{
    int cpu = -1;
    // Sum over every /proc/interrupts row with per-CPU counts (numbered and
    // symbolic, like mpstat -I SUM). nullopt when the CPU has no column in
    // one of the samples (hotplug) or one of its counters was reset.
    std::optional<double> irqsPerSec;
    std::optional<double> hardirqPct;     // mpstat %irq; nullopt: not accounted, offline, or a gap
    std::optional<double> softirqPct;     // mpstat %soft; same rules
    std::optional<double> softirqsPerSec; // sum over /proc/softirqs types
    // CPU time of the irq/, napi/ and ksoftirqd/ kernel threads that last
    // ran on this CPU, % of the interval (live/threadtimes.h); nullopt when
    // the source has no thread data (remote, a recording).
    std::optional<double> threadPct;
};

// One interrupt between two samples. Rows are joined by key and the row's
// occurrence among rows with that key (POWER prints LOC twice), never by
// position; CPU columns are joined by CPU id.
struct IrqRate
{
    struct Cell
    {
        int cpu;
        double perSec;
    };

    std::string key;    // "142", "LOC"
    int occurrence = 0; // 0 for the first row with this key
    std::string name;   // action names, or the description of a symbolic row
    // Total rate over the CPUs present in both samples; nullopt when the row
    // is new (no previous count) or a counter was reset.
    std::optional<double> perSec;
    bool partial = false;     // some of its CPU columns are new (hotplug): perSec covers the others
    std::vector<Cell> cpus;   // CPUs with a non-zero rate, ascending CPU id
    std::vector<int> gapCpus; // CPUs whose rate is unknown (new column or reset)
};

// Everything the monitor shows for one interval. Either a gap (no figures,
// `gapReason` says why) or the rates between the previous good sample and
// this one.
struct Rates
{
    std::int64_t wallMs = 0;      // of the newer sample
    std::int64_t monotonicNs = 0; // of the newer sample
    double interval = 0;          // seconds between the two samples (measured)
    QString gapReason;            // non-empty: this interval has no figures

    CpuRate machine;           // cpu = -1: the aggregate "cpu" line, IRQ/s summed over CPUs
    std::vector<CpuRate> cpus; // ascending CPU id: online CPUs of the newer sample
    // Rows with a non-zero rate, a gap or a partial rate; rows that did not
    // change are left out (a 1152-CPU table has ~1000 idle rows and the
    // history keeps hundreds of Rates). In /proc/interrupts order.
    std::vector<IrqRate> irqs;
    int irqRows = 0;      // rows in the newer sample
    int newIrqs = 0;      // rows without a previous sample (no rate)
    int vanishedIrqs = 0; // rows of the older sample that are gone

    // softirq/s per type per CPU: softirqNames[t], CPU index i of `cpus`.
    std::vector<std::string> softirqNames;
    std::optional<double> softirqRate(std::size_t cpuIndex, std::size_t type) const;
    // Storage of softirqRate: cpus.size() x softirqNames.size(), NaN for a gap.
    std::vector<float> softirqPerSec;

    // hardirqPct and softirqPct come from the kernel's irq tracepoints
    // (watch --cost), not from /proc/stat.
    bool irqTimeTraced = false;

    bool isGap() const { return !gapReason.isEmpty(); }
    const CpuRate *cpu(int id) const; // nullptr when absent
};

// The rates between two samples. A failed sample, an interval that is zero
// or negative gives a gap (Rates::gapReason), never zeros.
Rates computeRates(const Sample &prev, const Sample &cur);

// A gap with a reason and the time of `cur`.
Rates gapRates(const Sample &cur, const QString &reason);

} // namespace irqatlas

Q_DECLARE_METATYPE(irqatlas::Rates)
