#pragma once

#include "model/irq.h"
#include "model/plan.h"
#include "model/topology.h"
#include "plan/planrequest.h"

#include <QStringList>
#include <optional>
#include <vector>

namespace irqatlas {

// What a plan is scored against besides the plan itself.
struct ScoreInput
{
    const Topology *topology = nullptr;
    const IrqTable *table = nullptr;
    const std::vector<double> *rates = nullptr; // per table row; null: total counts
    // PlanRequest::node: the node of every IRQ (-1: none), as the planners
    // take it (irqNode); unset: each IRQ's own device node.
    std::optional<int> node;
    std::optional<CpuSet> isolated;
    std::optional<CpuSet> nohzFull;
    std::optional<CpuSet> over; // CPUs the load should spread over; default online
    // The machine delivers each IRQ to one CPU of its mask (deliversToOneCpu):
    // score where IRQs are delivered, not every CPU of their masks.
    bool oneCpuOfMask = false;
};

// How good a plan is. Only entries that resolve on the machine (resolvePlan)
// are scored; `unresolved` counts the rest. With ScoreInput::oneCpuOfMask
// every set of several CPUs stands for the one CPU the IRQ is delivered to,
// as the x86 vector allocator picks it: the CPU of the mask with the fewest
// IRQs so far (lowest id on a tie), in plan order; every figure below, CPU
// counts and distances alike, is then of delivered CPUs. Definitions:
//   distance     per IRQ with a node o (irqNode with ScoreInput::node, the
//                rule the planners place by): mean of distance[o][node(c)]
//                over its CPUs c (CPUs without a node are skipped);
//                meanDistance is the mean of that over the IRQs, maxDistance
//                the largest single distance[o][node(c)]. IRQs without a node
//                are counted in withoutNode and skipped.
//   maxIrqsPerCpu   the most IRQs whose CPU set contains one CPU.
//   maxIrqsPerCore  the most IRQs whose CPU set touches one core.
//   siblingPairs summed over cores: pairs of IRQs that both touch the core
//                through different CPUs (one has x, the other y, x != y, same
//                core). Per core: C(n,2) - sum over its CPUs x of C(s_x,2),
//                n = IRQs touching the core, s_x = IRQs whose part of the core
//                is exactly {x}. With one-CPU plans this is the number of IRQ
//                pairs on SMT siblings.
//   sharedCpuPairs summed over CPUs: C(k,2), k = IRQs whose set contains it.
//   cpusUsed     CPUs in the union of the plan's sets.
//   imbalance    each IRQ's weight (rate, else total count) split evenly over
//                its CPUs; max per-CPU weight / mean per-CPU weight over
//                `over`. Absent when the total weight is 0.
//   busiestCpuWeight / busiestCpu   that max per-CPU weight and its CPU (the
//                lowest id on a tie); with cost weights (ns of handler time
//                per second) the expected IRQ time of the busiest CPU.
//   llcDomainsUsed   last-level cache domains (Topology::lastLevelCaches,
//                the L3 domains) that some IRQ's set touches.
//   maxIrqsPerLlc / meanIrqsPerLlc   IRQs whose set touches a domain: the
//                most in one domain, and the mean over the domains used.
//                All three absent when the topology has no cache information.
//   onIsolated   IRQs whose set touches isolcpus or nohz_full (the mask,
//                delivered or not: the kernel may pick any CPU of it).
//   immovable    planned IRQs that are immovable on the machine.
struct PlanScore
{
    int irqs = 0;
    int unresolved = 0;
    bool oneCpuOfMask = false; // the CPU counts are of delivered CPUs (ScoreInput::oneCpuOfMask)
    int distanceIrqs = 0;      // IRQs the distances were measured over
    double meanDistance = 0;
    int maxDistance = 0;
    // The distances are the 10/20 assumed without a firmware table
    // (Topology::distanceFromFirmware false), not measured ones.
    bool distanceAssumed = false;
    int withoutNode = 0;
    int maxIrqsPerCpu = 0;
    int maxIrqsPerCore = 0;
    long long siblingPairs = 0;
    long long sharedCpuPairs = 0;
    int cpusUsed = 0;
    std::optional<double> imbalance;
    std::optional<double> busiestCpuWeight;
    int busiestCpu = -1;
    std::optional<int> llcDomainsUsed;
    std::optional<int> maxIrqsPerLlc;
    std::optional<double> meanIrqsPerLlc;
    int onIsolated = 0;
    int immovable = 0;
};

PlanScore scorePlan(const Plan &plan, const ScoreInput &input);

// The figures of a PlanScore, for saying which have no value.
enum class ScoreField
{
    Irqs,
    Unresolved,
    MeanDistance,
    MaxDistance,
    WithoutNode,
    MaxIrqsPerCpu,
    MaxIrqsPerCore,
    SiblingPairs,
    SharedCpuPairs,
    CpusUsed,
    Imbalance,
    LlcDomainsUsed,
    MaxIrqsPerLlc,
    MeanIrqsPerLlc,
    OnIsolated,
    Immovable,
};

// Why a figure has no value, translated; empty when it has one. A score over
// no IRQs has no figure but the counts of IRQs and entries (a 0 there would
// read as a perfect score); distances need an IRQ with a node; imbalance
// needs some load. Shown as "-" with this reason, and never the best.
QString noValueReason(const PlanScore &score, ScoreField field);

// What a plan made for `request` is scored against, so that the CLI's compare
// and the GUI score alike: the request's node, isolcpus, nohz_full and rates,
// and the imbalance over the request's candidate CPUs (preparePlan with the
// planner's parameter keys; online CPUs when the request does not prepare).
// The result points into topology, table and request.
ScoreInput scoreInputFor(const Topology &topology, const IrqTable &table,
                         const PlanRequest &request, const QStringList &params);

} // namespace irqatlas
