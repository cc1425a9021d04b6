#pragma once

#include "live/rates.h"
#include "model/irq.h"
#include "model/plan.h"
#include "model/topology.h"

#include <array>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace irqatlas {

// What a trial needs to know about the plan and the machine to measure it:
// the plan's IRQs as /proc/interrupts keys and the NUMA node of each one's
// device, and the node of every CPU.
struct TrialScope
{
    std::vector<std::string> planKeys;            // sorted, unique
    std::unordered_map<std::string, int> keyNode; // plan IRQ -> its device's node (known only)
    std::vector<int> cpuNode;                     // by CPU id; -1 unknown

    bool inPlan(const std::string &key) const;
    int nodeOfCpu(int cpu) const;
};

// Resolves the plan's entries on table (by match key, then number, as apply
// does); the device node comes from the IRQ's device, else /proc/irq/N/node.
// topology may be null: then no CPU has a node and the local share is unknown.
TrialScope trialScope(const Plan &plan, const IrqTable &table, const Topology *topology);

// The machine-wide figures of one interval; nullopt where the interval has
// no value (not accounted, a zero mean, no plan IRQ fired).
struct IntervalFigures
{
    std::int64_t wallMs = 0;
    double interval = 0;
    std::optional<double> hardirqPct; // mpstat %irq of the "cpu" line
    std::optional<double> softirqPct; // mpstat %soft
    std::optional<double> irqsAll;    // IRQ/s, every row
    std::optional<double> irqsPlan;   // IRQ/s of the plan's IRQs
    std::optional<double>
        imbalance; // max / mean over CPUs of hard+soft % (an unaccounted share adds 0)
    std::optional<double> busiestPct; // the largest hard+soft % of a CPU
    std::optional<double> localShare; // plan IRQ/s on their device's node / all plan IRQ/s
};

IntervalFigures intervalFigures(const Rates &r, const TrialScope &scope);

// One phase of a trial, accumulated interval by interval so that a long
// phase on a big machine keeps a few floats per CPU per interval, not Rates.
class TrialPhase
{
public:
    struct CpuSeries
    {
        std::vector<double> hardirqPct, softirqPct, irqsPerSec;
    };
    // Softirq/s of one type on one CPU, summed over even and odd intervals
    // separately: the two halves give the phase's own noise.
    struct SoftirqCell
    {
        std::array<double, 2> sum{};
        std::array<int, 2> count{};
    };

    explicit TrialPhase(const TrialScope &scope) : m_scope(&scope) {}

    void add(const Rates &r); // a gap is counted, not measured

    const std::vector<IntervalFigures> &intervals() const { return m_intervals; }
    int gaps() const { return m_gaps; }
    const std::map<int, CpuSeries> &cpus() const { return m_cpus; }
    // type -> CPU id -> cell
    const std::map<std::string, std::map<int, SoftirqCell>> &softirqs() const { return m_softirqs; }
    double seconds() const; // measured, sum of the intervals

private:
    const TrialScope *m_scope;
    std::vector<IntervalFigures> m_intervals;
    int m_gaps = 0;
    std::map<int, CpuSeries> m_cpus;
    std::map<std::string, std::map<int, SoftirqCell>> m_softirqs;
};

// Samples into a phase as they come: rates between consecutive good samples,
// a failed sample counted as a gap. Shared by the live trial and the report
// that reads a trial's recordings back, so both measure the same intervals.
class PhaseFeed
{
public:
    // Called with each interval's rates before the phase takes them, and
    // with null at a good sample that starts a span (the first, or the first
    // after reset()): trial --cost puts traced IRQ time in place of
    // /proc/stat's here, and drops what was traced between spans.
    using RatesHook = std::function<void(Rates *)>;

    void add(TrialPhase &phase, const Sample &s);
    void reset() { m_last.reset(); }
    bool started() const { return m_last.has_value(); } // a good sample came
    void setRatesHook(RatesHook hook) { m_hook = std::move(hook); }

private:
    void take(TrialPhase &phase, Rates r);

    std::optional<Sample> m_last;
    RatesHook m_hook;
};

} // namespace irqatlas
