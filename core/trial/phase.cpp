#include "trial/phase.h"

#include "model/planfile.h"

#include <algorithm>
#include <cmath>

namespace irqatlas {

void PhaseFeed::take(TrialPhase &phase, Rates r)
{
    if (m_hook)
        m_hook(&r);
    phase.add(r);
}

void PhaseFeed::add(TrialPhase &phase, const Sample &s)
{
    if (!s.ok()) {
        if (m_last)
            take(phase, gapRates(s, s.error));
        return;
    }
    if (m_last)
        take(phase, computeRates(*m_last, s));
    else if (m_hook)
        m_hook(nullptr);
    m_last = s;
}

bool TrialScope::inPlan(const std::string &key) const
{
    return std::binary_search(planKeys.begin(), planKeys.end(), key);
}

int TrialScope::nodeOfCpu(int cpu) const
{
    return cpu >= 0 && std::size_t(cpu) < cpuNode.size() ? cpuNode[std::size_t(cpu)] : -1;
}

TrialScope trialScope(const Plan &plan, const IrqTable &table, const Topology *topology)
{
    TrialScope s;
    const PlanResolution res = resolvePlan(plan, table);
    for (const ResolvedEntry &e : res.entries) {
        if (e.tableIndex < 0)
            continue;
        const Irq &irq = table.irqs[std::size_t(e.tableIndex)];
        s.planKeys.push_back(irq.key);
        int node = irq.deviceNode.value_or(-1);
        if (node < 0)
            node = irq.node.value_or(-1);
        if (node >= 0)
            s.keyNode[irq.key] = node;
    }
    std::sort(s.planKeys.begin(), s.planKeys.end());
    s.planKeys.erase(std::unique(s.planKeys.begin(), s.planKeys.end()), s.planKeys.end());
    if (topology) {
        for (const Pu &pu : topology->pus) {
            if (pu.id < 0)
                continue;
            if (std::size_t(pu.id) >= s.cpuNode.size())
                s.cpuNode.resize(std::size_t(pu.id) + 1, -1);
            s.cpuNode[std::size_t(pu.id)] = pu.node;
        }
    }
    return s;
}

IntervalFigures intervalFigures(const Rates &r, const TrialScope &scope)
{
    IntervalFigures f;
    f.wallMs = r.wallMs;
    f.interval = r.interval;
    if (r.isGap())
        return f;
    f.hardirqPct = r.machine.hardirqPct;
    f.softirqPct = r.machine.softirqPct;
    f.irqsAll = r.machine.irqsPerSec;

    // IRQ time per CPU: hard + soft %. A share the kernel does not account
    // (hard-IRQ time without CONFIG_IRQ_TIME_ACCOUNTING) adds nothing; a CPU
    // with neither has no IRQ time. A mean of 0 (an idle machine, static
    // files) has no imbalance rather than inf.
    double sum = 0, most = 0;
    int n = 0;
    for (const CpuRate &c : r.cpus) {
        if (!c.hardirqPct && !c.softirqPct)
            continue;
        const double t = c.hardirqPct.value_or(0) + c.softirqPct.value_or(0);
        sum += t;
        most = std::max(most, t);
        ++n;
    }
    if (n > 0) {
        f.busiestPct = most;
        const double mean = sum / n;
        if (mean > 0)
            f.imbalance = most / mean;
    }

    if (!scope.planKeys.empty()) {
        double plan = 0, known = 0, local = 0;
        bool complete = true;
        for (const IrqRate &irq : r.irqs) {
            if (!scope.inPlan(irq.key))
                continue;
            if (!irq.perSec) {
                complete = false;
                continue;
            }
            plan += *irq.perSec;
            const auto node = scope.keyNode.find(irq.key);
            if (node == scope.keyNode.end())
                continue;
            for (const IrqRate::Cell &cell : irq.cpus) {
                const int cpuNode = scope.nodeOfCpu(cell.cpu);
                if (cpuNode < 0)
                    continue;
                known += cell.perSec;
                if (cpuNode == node->second)
                    local += cell.perSec;
            }
        }
        // A row with a reset counter makes the sum unknown, not smaller.
        if (complete)
            f.irqsPlan = plan;
        if (known > 0)
            f.localShare = local / known;
    }
    return f;
}

void TrialPhase::add(const Rates &r)
{
    if (r.isGap()) {
        ++m_gaps;
        return;
    }
    const int parity = int(m_intervals.size() % 2);
    m_intervals.push_back(intervalFigures(r, *m_scope));
    for (std::size_t i = 0; i < r.cpus.size(); ++i) {
        const CpuRate &c = r.cpus[i];
        CpuSeries &s = m_cpus[c.cpu];
        if (c.hardirqPct)
            s.hardirqPct.push_back(*c.hardirqPct);
        if (c.softirqPct)
            s.softirqPct.push_back(*c.softirqPct);
        if (c.irqsPerSec)
            s.irqsPerSec.push_back(*c.irqsPerSec);
        for (std::size_t t = 0; t < r.softirqNames.size(); ++t) {
            const auto v = r.softirqRate(i, t);
            if (!v || !std::isfinite(*v))
                continue;
            SoftirqCell &cell = m_softirqs[r.softirqNames[t]][c.cpu];
            cell.sum[std::size_t(parity)] += *v;
            ++cell.count[std::size_t(parity)];
        }
    }
}

double TrialPhase::seconds() const
{
    double s = 0;
    for (const IntervalFigures &f : m_intervals)
        s += f.interval;
    return s;
}

} // namespace irqatlas
