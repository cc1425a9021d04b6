#pragma once

#include "model/cpuset.h"

#include <QString>
#include <map>
#include <optional>
#include <vector>

namespace irqatlas {

struct CostReport;

class Topology;
struct IrqTable;
struct Irq;
struct PciDevice;
struct Rates;

// What the live heat on the PU tiles measures.
enum class HeatMode
{
    IrqPercent,
    IrqRate,
    // Hard + soft IRQ % of the last interrupt cost measurement (tracepoints):
    // the true figure where /proc/stat does not account IRQ time.
    MeasuredTime,
    // Hard + soft IRQ % + the CPU time of the irq/, napi/ and ksoftirqd/
    // threads: a threaded setup does its interrupt work in those threads,
    // so IRQ time alone painted its busiest CPUs idle.
    IrqThreadPercent
};

// Where the top of the heat scale comes from. A scale that follows the
// busiest CPU paints an idle machine at 0.5 % solid hot and jumps between
// intervals; the fixed one is the default so a colour means the same figure
// from one interval and one machine to the next.
struct HeatScale
{
    enum class Kind
    {
        Fixed,  // 0-50 % of a CPU's time, 0-10 000 interrupts/s
        Fit,    // the busiest CPU of each interval
        Pinned, // the range on show when it was pinned, kept
    };
    Kind kind = Kind::Fixed;
    double pinnedTop = 0;
    HeatMode pinnedMode = HeatMode::IrqPercent; // the unit pinnedTop is in

    static double fixedTop(HeatMode mode);
    // The top for an interval whose busiest CPU shows busiest.
    double top(HeatMode mode, double busiest) const;
};

// Live figures per CPU id for the heat on the PU tiles. NaN means "no
// figure" (not accounted, offline, a gap): painted neutral, never as 0.
struct HeatState
{
    bool active = false;
    HeatMode mode = HeatMode::IrqPercent;
    std::vector<float> hardPct, softPct, irqsPerSec; // per CPU id
    std::vector<float> threadPct; // per CPU id; NaN: the source has no thread times
    double scaleMax = 0;          // the value painted at full heat
    HeatScale::Kind scaleKind = HeatScale::Kind::Fixed;
    // A difference between two ranges of a replay: hardPct holds range B's
    // IRQ load minus range A's (percentage points, either sign) and
    // scaleMax the largest change either way.
    bool delta = false;

    // hard+soft(+thread) % or IRQ/s of a CPU by mode; nullopt when there is none.
    std::optional<double> value(int cpu) const;
    // Figures from one interval; a gap keeps `active` but clears the figures.
    static HeatState fromRates(const Rates &rates, HeatMode mode, const HeatScale &scale = {});
    // Hard and soft IRQ % per CPU of a cost measurement (CPUs it does not
    // list have no figure).
    static HeatState fromCost(const CostReport &cost, const HeatScale &scale = {});
    // The change per CPU id between two ranges (core's irqLoadDelta).
    static HeatState fromDelta(const std::vector<std::optional<double>> &perCpu);
};

// Which CPUs an IRQ lands on: the effective affinity when the kernel reports
// one, else the requested affinity. A lone /proc/interrupts has neither; then
// the CPUs (columns listed in cpus) where it fired are the best evidence.
CpuSet irqTargets(const Irq &irq, const std::vector<int> &cpus = {});

// A plan shown on the graph before it is accepted, or a kept plan in the
// compare view. Drawn apart from both the current state and the pending edits.
struct PlanPreview
{
    bool active = false;
    std::vector<int> count;    // per CPU id: numbered IRQs that target it with the plan
    std::vector<int> planIrqs; // per CPU id: the plan's own IRQs that target it
    CpuSet moved;              // CPUs the plan moves an IRQ to
};

// Everything the topology painter shows on top of the layout. Plain data so
// the screen and the exporters paint exactly the same picture.
struct GraphState
{
    std::vector<int> irqCount;     // per CPU id: numbered IRQs that target it now
    std::vector<int> pendingCount; // per CPU id: the same after the pending changes
    std::vector<int> deviceIrqs;   // per Topology::devices index
    int maxIrqCount = 0;
    int totalIrqs = 0;
    bool hasIrqs = false;

    // Selection: the selected IRQs' affinity and effective CPUs, their
    // pending CPUs and their device's node.
    CpuSet affinity;
    CpuSet effective;
    CpuSet pendingTarget;
    // Where the selected IRQs' kernel threads (irq/N, NAPI) last ran: a
    // small marker in the tile's corner.
    CpuSet threadLast;
    // Where those threads go when the pending changes are applied (they
    // follow a moved IRQ, or take its thread CPUs or their queue's
    // napi_cpus): an outlined marker in the opposite corner. Empty when
    // nothing pending moves them (kept threads stay where they last ran).
    CpuSet threadPlanned;
    int deviceNode = -1;
    // The selected device (a device box, or the device of the selected IRQs):
    // the CPUs local to it, and for a selected device box the CPUs all its
    // IRQs are delivered to.
    CpuSet deviceLocal;
    CpuSet deviceTargets;
    int selectedDevice = -1; // Topology::devices index of a selected device box
    CpuSet selectedCpus;     // PUs the user picked
    CpuSet isolated;         // isolcpus of the machine, when known (a dotted ring)
    int distanceFrom = -1;   // node whose distances tint the other nodes
    int dropBox = -1;        // layout box under a drag
    bool dropRefused = false;
    bool dark = false;
    HeatState heat; // live monitoring; inactive for static sources
    PlanPreview preview;

    // Counts from an IRQ table and the pending edits (irq number -> CPUs).
    static GraphState compute(const Topology &topology, const IrqTable *irqs,
                              const std::map<int, CpuSet> &pending);
    // Marks the device of a selected IRQ: its node and local CPUs (hwloc's,
    // else its node's). A node alone (the device is not in the topology) marks
    // that node's CPUs.
    void markDevice(const Topology &topology, const PciDevice &device);
    void markDeviceNode(const Topology &topology, int node);
    // A selected device box: markDevice plus where every IRQ of the device
    // (matched by PCI address) is delivered to.
    void selectDevice(const Topology &topology, const IrqTable *irqs, const PciDevice &device);
    // Overlays a plan (irq number -> CPUs) applied on top of the pending edits.
    void setPreview(const IrqTable &irqs, const std::map<int, CpuSet> &pending,
                    const std::map<int, CpuSet> &plan);
    // One plan alone: the tiles count only the plan's IRQs, for side-by-side views.
    static GraphState forPlan(const Topology &topology, const IrqTable &irqs,
                              const std::map<int, CpuSet> &plan);
};

} // namespace irqatlas
