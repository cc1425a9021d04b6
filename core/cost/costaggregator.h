#pragma once

#include "cost/traceline.h"

#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace irqatlas {

// Handler time of one IRQ (a number, or a /proc/interrupts symbol for an x86
// vector: "LOC", "RES", ...) over a measurement.
struct IrqCost
{
    std::string irq;  // "41", "LOC"
    std::string name; // action names, comma-separated (shared lines have several)
    // Interrupts whose handling began in the window: /proc/interrupts counts
    // the same (several actions of one shared line run back to back and count once).
    std::uint64_t count = 0;
    std::uint64_t paired = 0; // handler runs with both entry and exit seen
    std::uint64_t ns = 0;     // total handler time of the paired runs
    std::map<int, std::uint64_t> cpuNs;
    std::map<int, std::uint64_t> cpuCount;
};

struct SoftirqCost
{
    std::string type; // "NET_RX", "TIMER", ...
    int cpu = -1;
    std::uint64_t count = 0; // paired runs
    std::uint64_t ns = 0;    // without the hard IRQs that interrupted it
};

struct CpuCost
{
    int cpu = -1;
    std::uint64_t hardirqNs = 0;
    std::uint64_t softirqNs = 0;
};

struct CostFigures
{
    std::vector<IrqCost> irqs;         // device IRQs by number, then vectors by symbol
    std::vector<SoftirqCost> softirqs; // by CPU, then type
    std::vector<CpuCost> cpus;         // CPUs that had an event, ascending
    std::uint64_t events = 0;          // irq and softirq events read
    std::uint64_t lostEvents = 0;      // "[LOST N EVENTS]" lines
    // An entry without its exit or an exit without its entry: the window's
    // edges, a lost stretch, or an entry cut by the next one. Their time is
    // not counted.
    std::uint64_t unpaired = 0;
};

// Pairs entry and exit events per CPU (the kernel's per-CPU buffers are read
// merged, so events of CPUs interleave) and sums the time between them. A
// hard IRQ that interrupts a softirq on its CPU is subtracted from that
// softirq's time. Events on one CPU must come in timestamp order, as the
// kernel's buffers hold them.
class CostAggregator
{
public:
    void add(const TraceEvent &ev);
    // Entries still open count as unpaired. Call once, after the last add.
    CostFigures finish();
    // Tracing that goes on (watch, trial): the hard- and soft-IRQ time per CPU
    // since the last call, for the CPUs that had an event; a run is counted
    // where its exit is seen. The per-IRQ figures go on adding up.
    std::vector<CpuCost> takeCpuTimes();
    std::uint64_t events() const { return m_events; }
    std::uint64_t lostEvents() const { return m_lost; }

private:
    struct Open
    {
        bool open = false;
        TraceKind kind = TraceKind::Other;
        std::uint32_t key = 0;
        std::uint64_t start = 0;
    };
    struct CpuState
    {
        Open hard;
        Open soft;
        std::uint64_t hardInSoft = 0; // hard IRQ time inside the open softirq
        // The hard IRQ that just exited, if nothing came after it: a second
        // action of the same shared line is the same interrupt.
        bool lastWasExit = false;
        std::uint32_t lastIrq = 0;
        std::size_t lastAction = 0;
        std::uint64_t hardNs = 0;
        std::uint64_t softNs = 0;
        bool seen = false;
    };
    struct IrqSlot
    {
        IrqCost cost;
        std::vector<std::string> actions;
        std::size_t openAction = 0;
    };

    CpuState &cpu(int id);
    IrqSlot &irqSlot(const TraceEvent &ev);
    std::size_t actionIndex(IrqSlot &slot, std::string_view name);
    void hardEntry(CpuState &c, const TraceEvent &ev);
    void hardExit(CpuState &c, const TraceEvent &ev);
    void softEntry(CpuState &c, const TraceEvent &ev);
    void softExit(CpuState &c, const TraceEvent &ev, int cpuId);
    void lost(CpuState &c, const TraceEvent &ev);

    std::vector<CpuState> m_cpus;
    std::unordered_map<std::uint32_t, std::size_t> m_irqIndex; // IRQ number -> slot
    std::unordered_map<std::uint32_t, std::size_t> m_vecIndex; // vector index -> slot
    std::vector<IrqSlot> m_irqs;
    std::map<std::pair<int, std::uint32_t>, SoftirqCost> m_soft; // (CPU, vector)
    std::uint64_t m_events = 0;
    std::uint64_t m_lost = 0;
    std::uint64_t m_unpaired = 0;
};

} // namespace irqatlas
