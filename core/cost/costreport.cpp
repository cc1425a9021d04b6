#include "cost/costreport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>
#include <map>

namespace irqatlas {
namespace {

// Interrupts that arrive between a /proc read and tracing on (or off and the
// second read) are in one count and not the other: a few per IRQ, or a
// fraction of a busy one's, is the window's edge, not a disagreement.
std::uint64_t edgeAllowance(std::uint64_t delta)
{
    return 2 + delta / 100;
}

std::optional<std::uint64_t> interruptsDelta(const CostWindow &w, const std::string &key)
{
    if (!w.interruptsBefore || !w.interruptsAfter)
        return std::nullopt;
    const Irq *a = w.interruptsBefore->findKey(key);
    const Irq *b = w.interruptsAfter->findKey(key);
    // A counter that went back (32-bit per-CPU counts wrap) says nothing.
    if (!a || !b || b->total < a->total)
        return std::nullopt;
    return b->total - a->total;
}

std::optional<double> idleShare(const CostWindow &w, int cpu)
{
    if (!w.statBefore || !w.statAfter)
        return std::nullopt;
    const CpuTimes *a = w.statBefore->cpu(cpu);
    const CpuTimes *b = w.statAfter->cpu(cpu);
    if (!a || !b)
        return std::nullopt;
    std::uint64_t total = 0, idle = 0;
    // Guest time is already inside user and nice.
    for (int f = CpuTimes::User; f <= CpuTimes::Steal; ++f) {
        if (!a->has(CpuTimes::Field(f)) || !b->has(CpuTimes::Field(f)))
            continue;
        const std::uint64_t va = a->values[std::size_t(f)], vb = b->values[std::size_t(f)];
        const std::uint64_t d = vb > va ? vb - va : 0;
        total += d;
        if (f == CpuTimes::Idle || f == CpuTimes::IoWait)
            idle += d;
    }
    if (total == 0)
        return std::nullopt;
    return 100.0 * double(idle) / double(total);
}

std::vector<CostCpuRow> cpuRows(const CostFigures &f, const CostWindow &w)
{
    std::map<int, CostCpuRow> rows;
    if (w.statAfter) {
        for (const CpuTimes &t : w.statAfter->cpus)
            rows[t.cpu].cpu = t.cpu;
    }
    for (const CpuCost &c : f.cpus) {
        CostCpuRow &r = rows[c.cpu];
        r.cpu = c.cpu;
        r.hardirqNs = c.hardirqNs;
        r.softirqNs = c.softirqNs;
    }
    std::vector<CostCpuRow> out;
    const double windowNs = w.seconds * 1e9;
    for (auto &[id, r] : rows) {
        if (windowNs > 0) {
            r.hardirqPct = 100.0 * double(r.hardirqNs) / windowNs;
            r.softirqPct = 100.0 * double(r.softirqNs) / windowNs;
        }
        r.idlePct = idleShare(w, id);
        out.push_back(r);
    }
    return out;
}

// A CPU cannot spend more than the window in interrupts. Traced time past
// it means the trace's clock and the window's disagree (another clock on a
// remote host, a wrapped or forged timestamp): the share is held at 100 %
// and the report says so, rather than printing 4000 % that no reader takes.
void capShares(CostReport &r)
{
    for (CostCpuRow &c : r.cpus) {
        const double total = c.hardirqPct.value_or(0) + c.softirqPct.value_or(0);
        if (total <= 100.0)
            continue;
        if (total > 101.0)
            r.disagreements << QCoreApplication::translate(
                                   "CostReport",
                                   "CPU %1: %2 % of the window traced in interrupts: the trace's "
                                   "clock and the window disagree; held at 100 %")
                                   .arg(c.cpu)
                                   .arg(total, 0, 'f', 1);
        const double scale = 100.0 / total;
        if (c.hardirqPct)
            *c.hardirqPct *= scale;
        if (c.softirqPct)
            *c.softirqPct *= scale;
    }
}

void checkCounts(CostReport &r, const CostWindow &w)
{
    for (const CostIrqRow &row : r.irqs) {
        if (!row.procInterrupts)
            continue;
        const std::uint64_t d = *row.procInterrupts;
        const std::uint64_t c = row.cost.count;
        const std::uint64_t diff = c > d ? c - d : d - c;
        if (diff > edgeAllowance(std::max(c, d)))
            r.disagreements << QCoreApplication::translate(
                                   "CostReport",
                                   "IRQ %1: traced %2 interrupts, /proc/interrupts counted %3")
                                   .arg(QString::fromStdString(row.cost.irq))
                                   .arg(c)
                                   .arg(d);
    }
    if (!w.interruptsBefore || !w.interruptsAfter)
        return;
    // Numbered IRQs that fired without a traced handler run.
    for (const Irq &irq : w.interruptsAfter->irqs) {
        if (irq.symbolic())
            continue;
        const bool traced = std::any_of(r.irqs.begin(), r.irqs.end(),
                                        [&](const CostIrqRow &x) { return x.cost.irq == irq.key; });
        const auto d = interruptsDelta(w, irq.key);
        if (!traced && d && *d > edgeAllowance(*d))
            r.disagreements << QCoreApplication::translate(
                                   "CostReport",
                                   "IRQ %1: /proc/interrupts counted %2 interrupts, none traced")
                                   .arg(QString::fromStdString(irq.key))
                                   .arg(*d);
    }
}

} // namespace

CostReport buildCostReport(CostFigures figures, const CostWindow &window)
{
    CostReport r;
    r.seconds = window.seconds;
    r.requestedSeconds = window.requestedSeconds;
    r.events = figures.events;
    r.lostEvents = std::max(figures.lostEvents, window.statsLost);
    r.unpaired = figures.unpaired;
    r.stoppedEarly = window.stoppedEarly;
    r.cpus = cpuRows(figures, window);
    for (IrqCost &c : figures.irqs) {
        CostIrqRow row;
        row.nsPerRun = c.paired > 0 ? c.ns / c.paired : 0;
        row.procInterrupts = interruptsDelta(window, c.irq);
        row.cost = std::move(c);
        r.irqs.push_back(std::move(row));
    }
    std::stable_sort(r.irqs.begin(), r.irqs.end(), [](const CostIrqRow &a, const CostIrqRow &b) {
        return a.cost.ns > b.cost.ns;
    });
    r.softirqs = std::move(figures.softirqs);
    capShares(r);
    checkCounts(r, window);
    if (r.lostEvents > 0)
        r.disagreements << QCoreApplication::translate(
                               "CostReport",
                               "the kernel lost %1 events: counts and times are too low")
                               .arg(r.lostEvents);
    return r;
}

namespace {

double rounded(double v, double unit)
{
    return std::round(v / unit) * unit;
}

QJsonValue pct(const std::optional<double> &v)
{
    return v ? QJsonValue(rounded(*v, 0.01)) : QJsonValue(QJsonValue::Null);
}

QJsonArray irqsJson(const CostReport &r)
{
    QJsonArray irqs;
    for (const CostIrqRow &row : r.irqs) {
        QJsonObject cpus, counts;
        for (const auto &[cpu, ns] : row.cost.cpuNs)
            cpus.insert(QString::number(cpu), qint64(ns));
        for (const auto &[cpu, n] : row.cost.cpuCount)
            counts.insert(QString::number(cpu), qint64(n));
        QJsonObject o{{QStringLiteral("irq"), QString::fromStdString(row.cost.irq)},
                      {QStringLiteral("name"), QString::fromStdString(row.cost.name)},
                      {QStringLiteral("count"), qint64(row.cost.count)},
                      {QStringLiteral("ns"), qint64(row.cost.ns)},
                      {QStringLiteral("ns_per_run"), qint64(row.nsPerRun)},
                      {QStringLiteral("cpus"), cpus},
                      {QStringLiteral("paired"), qint64(row.cost.paired)},
                      {QStringLiteral("cpu_counts"), counts}};
        o.insert(QStringLiteral("proc_interrupts"), row.procInterrupts
                                                        ? QJsonValue(qint64(*row.procInterrupts))
                                                        : QJsonValue(QJsonValue::Null));
        irqs.append(o);
    }
    return irqs;
}

} // namespace

QByteArray costJson(const CostReport &r)
{
    QJsonArray cpus;
    for (const CostCpuRow &c : r.cpus)
        cpus.append(QJsonObject{{QStringLiteral("cpu"), c.cpu},
                                {QStringLiteral("hardirq_pct"), pct(c.hardirqPct)},
                                {QStringLiteral("softirq_pct"), pct(c.softirqPct)},
                                {QStringLiteral("idle_pct"), pct(c.idlePct)},
                                {QStringLiteral("hardirq_ns"), qint64(c.hardirqNs)},
                                {QStringLiteral("softirq_ns"), qint64(c.softirqNs)}});
    QJsonArray softirqs;
    for (const SoftirqCost &s : r.softirqs)
        softirqs.append(QJsonObject{{QStringLiteral("type"), QString::fromStdString(s.type)},
                                    {QStringLiteral("cpu"), s.cpu},
                                    {QStringLiteral("count"), qint64(s.count)},
                                    {QStringLiteral("ns"), qint64(s.ns)}});
    QJsonObject o{{QStringLiteral("format"), QStringLiteral("irqatlas-cost")},
                  {QStringLiteral("version"), 1},
                  {QStringLiteral("seconds"), rounded(r.seconds, 0.001)},
                  {QStringLiteral("requested_seconds"), r.requestedSeconds},
                  {QStringLiteral("source"), QStringLiteral("tracepoints")},
                  {QStringLiteral("cpus"), cpus},
                  {QStringLiteral("irqs"), irqsJson(r)},
                  {QStringLiteral("softirqs"), softirqs},
                  {QStringLiteral("lost_events"), qint64(r.lostEvents)},
                  {QStringLiteral("unpaired_events"), qint64(r.unpaired)},
                  {QStringLiteral("events"), qint64(r.events)},
                  {QStringLiteral("disagreements"), QJsonArray::fromStringList(r.disagreements)}};
    o.insert(QStringLiteral("stopped_early"),
             r.stoppedEarly.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.stoppedEarly));
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

} // namespace irqatlas
