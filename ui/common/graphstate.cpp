#include "ui/common/graphstate.h"

#include "cost/costreport.h"
#include "live/rates.h"
#include "model/irq.h"
#include "model/topology.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace irqatlas {

CpuSet irqTargets(const Irq &irq, const std::vector<int> &cpus)
{
    if (irq.effective && !irq.effective->empty())
        return *irq.effective;
    if (irq.affinity)
        return *irq.affinity;
    CpuSet fired;
    for (std::size_t i = 0; i < irq.counts.size() && i < cpus.size(); ++i)
        if (irq.counts[i] > 0)
            fired.set(cpus[i]);
    return fired;
}

GraphState GraphState::compute(const Topology &topology, const IrqTable *irqs,
                               const std::map<int, CpuSet> &pending)
{
    GraphState s;
    int nCpus = topology.nrCpuIds();
    if (irqs)
        for (int c : irqs->cpus)
            nCpus = std::max(nCpus, c + 1);
    s.irqCount.assign(std::size_t(nCpus), 0);
    s.pendingCount.assign(std::size_t(nCpus), 0);
    s.deviceIrqs.assign(topology.devices.size(), 0);
    if (!irqs)
        return s;
    s.hasIrqs = true;
    auto add = [&](std::vector<int> &v, const CpuSet &cpus) {
        for (int c : cpus)
            if (c >= 0 && std::size_t(c) < v.size())
                ++v[std::size_t(c)];
    };
    for (const Irq &irq : irqs->irqs) {
        // Per-CPU symbolic rows (LOC, NMI) land everywhere and would drown the picture.
        if (irq.symbolic())
            continue;
        ++s.totalIrqs;
        const CpuSet now = irqTargets(irq, irqs->cpus);
        add(s.irqCount, now);
        auto p = pending.find(irq.number);
        add(s.pendingCount, p != pending.end() ? p->second : now);
        if (!irq.device.empty()) {
            const QString bdf = QString::fromStdString(irq.device);
            for (std::size_t i = 0; i < topology.devices.size(); ++i)
                if (topology.devices[i].bdf.compare(bdf, Qt::CaseInsensitive) == 0)
                    ++s.deviceIrqs[i];
        }
    }
    for (std::size_t i = 0; i < s.irqCount.size(); ++i)
        s.maxIrqCount = std::max({s.maxIrqCount, s.irqCount[i], s.pendingCount[i]});
    return s;
}

void GraphState::setPreview(const IrqTable &irqs, const std::map<int, CpuSet> &pending,
                            const std::map<int, CpuSet> &plan)
{
    const std::size_t n = irqCount.size();
    preview = {};
    preview.active = true;
    preview.count.assign(n, 0);
    preview.planIrqs.assign(n, 0);
    auto add = [n](std::vector<int> &v, const CpuSet &cpus) {
        for (int c : cpus)
            if (c >= 0 && std::size_t(c) < n)
                ++v[std::size_t(c)];
    };
    for (const Irq &irq : irqs.irqs) {
        if (irq.symbolic())
            continue;
        const CpuSet now = irqTargets(irq, irqs.cpus);
        auto p = plan.find(irq.number);
        if (p != plan.end()) {
            add(preview.count, p->second);
            add(preview.planIrqs, p->second);
            if (!(p->second == now))
                preview.moved |= p->second;
            continue;
        }
        auto q = pending.find(irq.number);
        add(preview.count, q != pending.end() ? q->second : now);
    }
    for (std::size_t i = 0; i < n; ++i)
        maxIrqCount = std::max(maxIrqCount, preview.count[i]);
}

GraphState GraphState::forPlan(const Topology &topology, const IrqTable &irqs,
                               const std::map<int, CpuSet> &plan)
{
    GraphState s = compute(topology, &irqs, {});
    s.setPreview(irqs, {}, plan);
    // The plan's own IRQs are the picture: tint and label by them, no arrows.
    s.irqCount = s.preview.planIrqs;
    s.pendingCount = s.irqCount;
    s.preview.count = s.irqCount;
    // Nearly every CPU a plan uses gets one of its IRQs moved there: a ring on
    // each says nothing the tint does not, and costs a third of the paint.
    s.preview.moved = {};
    s.totalIrqs = int(plan.size());
    s.maxIrqCount = 0;
    for (int c : s.irqCount)
        s.maxIrqCount = std::max(s.maxIrqCount, c);
    return s;
}

void GraphState::markDeviceNode(const Topology &topology, int node)
{
    if (node < 0)
        return;
    deviceNode = node;
    deviceLocal |= topology.nodeCpus(node);
}

void GraphState::markDevice(const Topology &topology, const PciDevice &device)
{
    if (device.node >= 0)
        deviceNode = device.node;
    if (!device.localCpus.empty())
        deviceLocal |= device.localCpus;
    else
        markDeviceNode(topology, device.node);
}

void GraphState::selectDevice(const Topology &topology, const IrqTable *irqs,
                              const PciDevice &device)
{
    markDevice(topology, device);
    for (std::size_t i = 0; i < topology.devices.size(); ++i)
        if (&topology.devices[i] == &device)
            selectedDevice = int(i);
    if (!irqs)
        return;
    const std::string bdf = device.bdf.toStdString();
    for (const Irq &irq : irqs->irqs)
        if (!irq.symbolic() && irq.device == bdf)
            deviceTargets |= irqTargets(irq, irqs->cpus);
}

std::optional<double> HeatState::value(int cpu) const
{
    if (!active || cpu < 0)
        return std::nullopt;
    const auto at = [cpu](const std::vector<float> &v) {
        return std::size_t(cpu) < v.size() ? double(v[std::size_t(cpu)])
                                           : std::numeric_limits<double>::quiet_NaN();
    };
    double v;
    if (mode == HeatMode::IrqRate) {
        v = at(irqsPerSec);
    } else {
        // Either share alone is still a real figure (softirq time may be
        // accounted while hard IRQ time is not).
        const double h = at(hardPct), so = at(softPct);
        const double th = mode == HeatMode::IrqThreadPercent
                              ? at(threadPct)
                              : std::numeric_limits<double>::quiet_NaN();
        v = std::isnan(h) && std::isnan(so) && std::isnan(th)
                ? h
                : (std::isnan(h) ? 0 : h) + (std::isnan(so) ? 0 : so) + (std::isnan(th) ? 0 : th);
    }
    if (std::isnan(v))
        return std::nullopt;
    return v;
}

namespace {

HeatState startHeat(HeatMode mode, const HeatScale &scale)
{
    HeatState h;
    h.active = true;
    h.mode = mode;
    // A range pinned in the other unit means nothing here: the fixed one is used.
    const bool pinnedHere = scale.pinnedMode == mode && scale.pinnedTop > 0;
    h.scaleKind =
        scale.kind == HeatScale::Kind::Pinned && !pinnedHere ? HeatScale::Kind::Fixed : scale.kind;
    return h;
}

// Rows of per-CPU shares (rates or a cost measurement) into the heat's
// arrays, indexed by CPU id; a CPU without a row or a figure stays NaN.
template <class Row> void fillCpuShares(HeatState &h, const std::vector<Row> &rows)
{
    int n = 0;
    for (const Row &c : rows)
        n = std::max(n, c.cpu + 1);
    const float nan = std::numeric_limits<float>::quiet_NaN();
    h.hardPct.assign(std::size_t(n), nan);
    h.softPct.assign(std::size_t(n), nan);
    h.irqsPerSec.assign(std::size_t(n), nan);
    h.threadPct.assign(std::size_t(n), nan);
    for (const Row &c : rows) {
        if (c.cpu < 0)
            continue;
        const auto i = std::size_t(c.cpu);
        if (c.hardirqPct)
            h.hardPct[i] = float(*c.hardirqPct);
        if (c.softirqPct)
            h.softPct[i] = float(*c.softirqPct);
        if constexpr (requires { c.irqsPerSec; })
            if (c.irqsPerSec)
                h.irqsPerSec[i] = float(*c.irqsPerSec);
        if constexpr (requires { c.threadPct; })
            if (c.threadPct)
                h.threadPct[i] = float(*c.threadPct);
    }
}

void finishScale(HeatState &h, const HeatScale &scale)
{
    double top = 0;
    for (int c = 0; c < int(h.hardPct.size()); ++c)
        if (auto v = h.value(c))
            top = std::max(top, *v);
    h.scaleMax = scale.top(h.mode, top);
}

} // namespace

HeatState HeatState::fromCost(const CostReport &cost, const HeatScale &scale)
{
    HeatState h = startHeat(HeatMode::MeasuredTime, scale);
    fillCpuShares(h, cost.cpus);
    finishScale(h, scale);
    return h;
}

HeatState HeatState::fromDelta(const std::vector<std::optional<double>> &perCpu)
{
    HeatState h;
    h.active = true;
    h.delta = true;
    h.mode = HeatMode::IrqPercent;
    h.hardPct.assign(perCpu.size(), std::numeric_limits<float>::quiet_NaN());
    double largest = 0;
    for (std::size_t i = 0; i < perCpu.size(); ++i) {
        if (!perCpu[i])
            continue;
        h.hardPct[i] = float(*perCpu[i]);
        largest = std::max(largest, std::abs(*perCpu[i]));
    }
    // A floor keeps noise of a few hundredths from painting at full colour.
    h.scaleMax = std::max(largest, 1.0);
    h.scaleKind = HeatScale::Kind::Fit;
    return h;
}

double HeatScale::fixedTop(HeatMode mode)
{
    return mode == HeatMode::IrqRate ? 10000.0 : 50.0;
}

double HeatScale::top(HeatMode mode, double busiest) const
{
    switch (kind) {
    case Kind::Fit:
        // A floor keeps an idle machine from glowing at full heat over noise.
        return std::max(busiest, mode == HeatMode::IrqRate ? 100.0 : 1.0);
    case Kind::Pinned:
        if (pinnedMode == mode && pinnedTop > 0)
            return pinnedTop;
        break;
    case Kind::Fixed:
        break;
    }
    return fixedTop(mode);
}

HeatState HeatState::fromRates(const Rates &rates, HeatMode mode, const HeatScale &scale)
{
    HeatState h = startHeat(mode, scale);
    h.scaleMax = scale.top(mode, 0);
    if (rates.isGap())
        return h;
    fillCpuShares(h, rates.cpus);
    finishScale(h, scale);
    return h;
}

} // namespace irqatlas
