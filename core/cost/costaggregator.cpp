#include "cost/costaggregator.h"

#include "model/inputlimits.h"

#include <algorithm>

namespace irqatlas {
namespace {

// A shared line's action names are few; a hostile stream that invents
// names for one IRQ stops being remembered here (the time still counts).
constexpr std::size_t kMaxActionsPerIrq = 64;

std::uint64_t elapsed(std::uint64_t from, std::uint64_t to)
{
    return to > from ? to - from : 0;
}

} // namespace

CostAggregator::CpuState &CostAggregator::cpu(int id)
{
    // parseTraceLine keeps ids at or below kMaxCpuId, so this stays bounded.
    if (std::size_t(id) >= m_cpus.size())
        m_cpus.resize(std::size_t(id) + 1);
    CpuState &c = m_cpus[std::size_t(id)];
    c.seen = true;
    return c;
}

CostAggregator::IrqSlot &CostAggregator::irqSlot(const TraceEvent &ev)
{
    const bool vector = ev.kind == TraceKind::VectorEntry || ev.kind == TraceKind::VectorExit;
    auto &index = vector ? m_vecIndex : m_irqIndex;
    if (auto it = index.find(ev.key); it != index.end())
        return m_irqs[it->second];
    if (vector) {
        // Two vectors share a /proc/interrupts row (CAL): one slot per symbol.
        for (std::size_t i = 0; i < m_irqs.size(); ++i) {
            if (m_irqs[i].cost.irq == ev.name) {
                index.emplace(ev.key, i);
                return m_irqs[i];
            }
        }
    }
    IrqSlot slot;
    slot.cost.irq = vector ? std::string(ev.name) : std::to_string(ev.key);
    if (vector)
        slot.cost.name = std::string(ev.name);
    m_irqs.push_back(std::move(slot));
    index.emplace(ev.key, m_irqs.size() - 1);
    return m_irqs.back();
}

std::size_t CostAggregator::actionIndex(IrqSlot &slot, std::string_view name)
{
    for (std::size_t i = 0; i < slot.actions.size(); ++i) {
        if (slot.actions[i] == name)
            return i;
    }
    if (slot.actions.size() >= kMaxActionsPerIrq)
        return kMaxActionsPerIrq;
    slot.actions.emplace_back(name);
    return slot.actions.size() - 1;
}

void CostAggregator::hardEntry(CpuState &c, const TraceEvent &ev)
{
    // Handlers run with interrupts off: an open entry lost its exit.
    if (c.hard.open)
        ++m_unpaired;
    IrqSlot &slot = irqSlot(ev);
    std::size_t action = 0;
    if (ev.kind == TraceKind::IrqEntry)
        action = actionIndex(slot, ev.name);
    // A later action of a shared line, right after the one before it (the
    // kernel runs them in list order, the order they were first seen): the
    // same interrupt, which /proc/interrupts counts once.
    const bool sameInterrupt = ev.kind == TraceKind::IrqEntry && c.lastWasExit &&
                               c.lastIrq == ev.key && action > c.lastAction;
    if (!sameInterrupt) {
        ++slot.cost.count;
        ++slot.cost.cpuCount[ev.cpu];
    }
    slot.openAction = action;
    c.hard = Open{true, ev.kind, ev.key, ev.ns};
    c.lastWasExit = false;
}

void CostAggregator::hardExit(CpuState &c, const TraceEvent &ev)
{
    const TraceKind entryKind =
        ev.kind == TraceKind::IrqExit ? TraceKind::IrqEntry : TraceKind::VectorEntry;
    if (!c.hard.open || c.hard.kind != entryKind || c.hard.key != ev.key) {
        m_unpaired += c.hard.open ? 2 : 1;
        c.hard.open = false;
        c.lastWasExit = false;
        return;
    }
    IrqSlot &slot = irqSlot(ev);
    const std::uint64_t d = elapsed(c.hard.start, ev.ns);
    ++slot.cost.paired;
    slot.cost.ns += d;
    slot.cost.cpuNs[ev.cpu] += d;
    c.hardNs += d;
    if (c.soft.open)
        c.hardInSoft += d;
    c.hard.open = false;
    c.lastWasExit = ev.kind == TraceKind::IrqExit;
    c.lastIrq = ev.key;
    c.lastAction = slot.openAction;
}

void CostAggregator::softEntry(CpuState &c, const TraceEvent &ev)
{
    // Softirqs do not nest on one CPU: an open one lost its exit.
    if (c.soft.open)
        ++m_unpaired;
    c.soft = Open{true, ev.kind, ev.key, ev.ns};
    c.hardInSoft = 0;
    c.lastWasExit = false;
}

void CostAggregator::softExit(CpuState &c, const TraceEvent &ev, int cpuId)
{
    c.lastWasExit = false;
    if (!c.soft.open || c.soft.key != ev.key) {
        m_unpaired += c.soft.open ? 2 : 1;
        c.soft.open = false;
        return;
    }
    const std::uint64_t total = elapsed(c.soft.start, ev.ns);
    const std::uint64_t d = total > c.hardInSoft ? total - c.hardInSoft : 0;
    SoftirqCost &s = m_soft[{cpuId, ev.key}];
    if (s.cpu < 0) {
        s.cpu = cpuId;
        s.type = std::string(ev.name);
    }
    ++s.count;
    s.ns += d;
    c.softNs += d;
    c.soft.open = false;
    c.hardInSoft = 0;
}

void CostAggregator::lost(CpuState &c, const TraceEvent &ev)
{
    // Whatever was open on that CPU ended somewhere in the lost stretch.
    m_lost += ev.lost;
    m_unpaired += (c.hard.open ? 1 : 0) + (c.soft.open ? 1 : 0);
    c.hard.open = false;
    c.soft.open = false;
    c.hardInSoft = 0;
    c.lastWasExit = false;
}

void CostAggregator::add(const TraceEvent &ev)
{
    if (ev.kind == TraceKind::Other || ev.cpu < 0 || ev.cpu > limits::kMaxCpuId)
        return;
    CpuState &c = cpu(ev.cpu);
    if (ev.kind == TraceKind::Lost) {
        lost(c, ev);
        return;
    }
    ++m_events;
    switch (ev.kind) {
    case TraceKind::IrqEntry:
    case TraceKind::VectorEntry:
        hardEntry(c, ev);
        break;
    case TraceKind::IrqExit:
    case TraceKind::VectorExit:
        hardExit(c, ev);
        break;
    case TraceKind::SoftirqEntry:
        softEntry(c, ev);
        break;
    case TraceKind::SoftirqExit:
        softExit(c, ev, ev.cpu);
        break;
    default:
        break;
    }
}

std::vector<CpuCost> CostAggregator::takeCpuTimes()
{
    std::vector<CpuCost> out;
    for (std::size_t id = 0; id < m_cpus.size(); ++id) {
        CpuState &c = m_cpus[id];
        if (!c.seen)
            continue;
        out.push_back(CpuCost{int(id), c.hardNs, c.softNs});
        c.hardNs = 0;
        c.softNs = 0;
    }
    return out;
}

CostFigures CostAggregator::finish()
{
    CostFigures f;
    for (std::size_t id = 0; id < m_cpus.size(); ++id) {
        const CpuState &c = m_cpus[id];
        if (!c.seen)
            continue;
        m_unpaired += (c.hard.open ? 1 : 0) + (c.soft.open ? 1 : 0);
        f.cpus.push_back(CpuCost{int(id), c.hardNs, c.softNs});
    }
    // Device IRQs by number, then the vectors by symbol.
    std::stable_sort(m_irqs.begin(), m_irqs.end(), [](const IrqSlot &a, const IrqSlot &b) {
        const bool an = !a.cost.irq.empty() && a.cost.irq[0] >= '0' && a.cost.irq[0] <= '9';
        const bool bn = !b.cost.irq.empty() && b.cost.irq[0] >= '0' && b.cost.irq[0] <= '9';
        if (an != bn)
            return an;
        if (an && a.cost.irq.size() != b.cost.irq.size())
            return a.cost.irq.size() < b.cost.irq.size();
        return a.cost.irq < b.cost.irq;
    });
    for (IrqSlot &s : m_irqs) {
        if (s.cost.name.empty()) {
            for (const std::string &a : s.actions)
                s.cost.name += (s.cost.name.empty() ? "" : ",") + a;
        }
        f.irqs.push_back(std::move(s.cost));
    }
    for (auto &[key, s] : m_soft)
        f.softirqs.push_back(std::move(s));
    f.events = m_events;
    f.lostEvents = m_lost;
    f.unpaired = m_unpaired;
    m_irqs.clear();
    m_soft.clear();
    m_irqIndex.clear();
    m_vecIndex.clear();
    return f;
}

} // namespace irqatlas
