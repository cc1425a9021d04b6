#include "plan/lint.h"

#include "model/planfile.h"
#include "plan/lintllc.h"
#include "plan/lintqueues.h"

#include <QCoreApplication>
#include <algorithm>

namespace irqatlas {
namespace {

bool looksX86(const IrqTable &t)
{
    for (const Irq &q : t.irqs) {
        if (q.symbolic()) {
            if (q.key == "MCE" || q.key == "TRM" || q.key == "THR" || q.key == "MCP" ||
                q.key == "DFR")
                return true;
            continue;
        }
        for (const char *c : {"APIC", "IR-PCI", "DMAR", "HPET"})
            if (q.chip.find(c) != std::string::npos)
                return true;
    }
    return false;
}
// CPUs the plan names that are not online: the helper and the script refuse
// the whole plan for them, so the review says so before.
void lintOffline(const Plan &plan, const LintInput &in, std::vector<LintFinding> &out)
{
    if (!in.topology)
        return;
    const CpuSet online = in.topology->onlineCpus();
    if (online.empty())
        return;
    auto add = [&](int irq, const CpuSet &off, const QString &what) {
        out.push_back(
            LintFinding{LintFinding::Severity::Error, QStringLiteral("offline"), irq, *off.begin(),
                        QCoreApplication::translate("Lint", "%1: CPU(s) %2 not online (online: %3)")
                            .arg(what, off.toListString(), online.toListString())});
    };
    for (const PlanAssignment &a : plan.assignments) {
        if (const CpuSet off = a.cpus - online; !off.empty())
            add(a.irq, off, QCoreApplication::translate("Lint", "IRQ %1").arg(a.irq));
        if (a.threads != ThreadPlacement::Cpus)
            continue;
        if (const CpuSet off = a.threadCpus - online; !off.empty())
            add(a.irq, off, QCoreApplication::translate("Lint", "IRQ %1 thread_cpus").arg(a.irq));
    }
    for (const PlanQueue &q : plan.queues) {
        const QString where = QStringLiteral("%1 %2").arg(QString::fromStdString(q.interface),
                                                          QString::fromStdString(q.name()));
        for (const auto &[field, cpus] : {std::pair{"rps_cpus", &q.rpsCpus},
                                          {"xps_cpus", &q.xpsCpus},
                                          {"napi_cpus", &q.napiCpus}})
            if (*cpus)
                if (const CpuSet off = **cpus - online; !off.empty())
                    add(-1, off, QStringLiteral("%1 %2").arg(where, QLatin1String(field)));
    }
}

} // namespace

QString severityName(LintFinding::Severity s)
{
    switch (s) {
    case LintFinding::Severity::Error:
        return QStringLiteral("error");
    case LintFinding::Severity::Warning:
        return QStringLiteral("warning");
    case LintFinding::Severity::Info:
        return QStringLiteral("info");
    }
    return {};
}

std::vector<LintFinding> lintPlan(const Plan &plan, const LintInput &in)
{
    using S = LintFinding::Severity;
    const IrqTable &table = *in.table;
    std::vector<LintFinding> out;
    auto add = [&](S sev, const char *rule, int irq, const QString &msg, int cpu = -1) {
        out.push_back(LintFinding{sev, QLatin1String(rule), irq, cpu, msg});
    };

    if (in.irqbalanceRunning)
        add(S::Warning, "irqbalance", -1,
            QCoreApplication::translate(
                "Lint",
                "irqbalance is running and will overwrite these affinities; stop it or ban the "
                "IRQs (IRQBALANCE_BANNED_CPULIST / --banirq)"));

    CpuSet quiet;
    if (in.isolated)
        quiet |= *in.isolated;
    if (in.nohzFull)
        quiet |= *in.nohzFull;

    lintOffline(plan, in, out);
    const PlanResolution res = resolvePlan(plan, table);
    // Target CPU sets after applying, per table row (empty = not counted).
    std::vector<const CpuSet *> target(table.irqs.size(), nullptr);
    std::vector<bool> planned(table.irqs.size(), false);
    for (const ResolvedEntry &r : res.entries) {
        const PlanAssignment &a = plan.assignments[std::size_t(r.index)];
        if (r.tableIndex < 0) {
            add(S::Warning, "unresolved", a.irq, r.note);
            continue;
        }
        const Irq &q = table.irqs[std::size_t(r.tableIndex)];
        planned[std::size_t(r.tableIndex)] = true;
        target[std::size_t(r.tableIndex)] = &a.cpus;
        if (q.immovable)
            add(S::Error, "immovable", q.number,
                QCoreApplication::translate(
                    "Lint", "IRQ %1 (%2) is immovable%3: writing its affinity fails with EIO")
                    .arg(QString::number(q.number), QString::fromStdString(q.name),
                         q.immovableReason.empty()
                             ? QString()
                             : QStringLiteral(" (%1)").arg(
                                   QString::fromStdString(q.immovableReason))));
        bool unknownNode = q.deviceNode && *q.deviceNode < 0;
        if (!q.deviceNode && !q.device.empty() && in.topology)
            if (const PciDevice *d = in.topology->device(QString::fromStdString(q.device)))
                unknownNode = d->node < 0;
        if (unknownNode)
            add(S::Warning, "unknown-node", q.number,
                QCoreApplication::translate(
                    "Lint", "IRQ %1: device %2 reports NUMA node -1 (firmware gives no locality); "
                            "node-aware placement is a guess")
                    .arg(q.number)
                    .arg(QString::fromStdString(q.device)));
        if (a.cpus.intersects(quiet))
            add(S::Warning, "isolated", q.number,
                QCoreApplication::translate("Lint",
                                            "IRQ %1 would run on isolated/nohz_full CPUs %2")
                    .arg(q.number)
                    .arg((a.cpus & quiet).toListString()));
    }

    if (in.topology)
        lintLlcCrowding(*in.topology, table, target, planned, out);
    lintQueues(plan, in, out);

    for (std::size_t i = 0; i < table.irqs.size(); ++i) {
        const Irq &q = table.irqs[i];
        if (q.symbolic() || !q.affinity || !q.effective || q.effective->empty())
            continue;
        if (!q.effective->isSubsetOf(*q.affinity))
            add(planned[i] ? S::Warning : S::Info, "effective-mismatch", q.number,
                QCoreApplication::translate(
                    "Lint",
                    "IRQ %1: effective affinity %2 is not within the requested %3 (the kernel "
                    "could not honour the last write, or the chip ignores it)")
                    .arg(q.number)
                    .arg(q.effective->toListString(), q.affinity->toListString()));
    }

    if (in.x86 ? *in.x86 : looksX86(table)) {
        const int n = in.topology ? in.topology->nrCpuIds() : 0;
        std::vector<int> perCpu(std::size_t(std::max(n, 1)), 0);
        auto bump = [&](int c) {
            if (c >= int(perCpu.size()))
                perCpu.resize(std::size_t(c) + 1, 0);
            ++perCpu[std::size_t(c)];
        };
        std::vector<const CpuSet *> multi;
        for (std::size_t i = 0; i < table.irqs.size(); ++i) {
            const Irq &q = table.irqs[i];
            if (q.symbolic())
                continue;
            const CpuSet *t = target[i];
            if (!t)
                t = q.effective && !q.effective->empty() ? &*q.effective
                    : q.affinity                         ? &*q.affinity
                                                         : nullptr;
            if (!t || t->empty())
                continue;
            if (t->count() == 1)
                bump(t->first());
            else
                multi.push_back(t);
        }
        for (const CpuSet *t : multi) {
            int best = -1;
            for (int c : *t) {
                const int v = c < int(perCpu.size()) ? perCpu[std::size_t(c)] : 0;
                if (best < 0 || v < perCpu[std::size_t(best)])
                    best = c;
                if (v == 0)
                    break;
            }
            bump(best);
        }
        for (std::size_t c = 0; c < perCpu.size(); ++c) {
            const int v = perCpu[c];
            if (v >= kX86VectorBudget)
                add(S::Error, "vector-budget", -1,
                    QCoreApplication::translate(
                        "Lint",
                        "CPU %1 would serve %2 device interrupts, at or over the x86 budget of "
                        "about %3 vectors (writes fail with ENOSPC)")
                        .arg(c)
                        .arg(v)
                        .arg(kX86VectorBudget),
                    int(c));
            else if (v >= kX86VectorWarn)
                add(S::Warning, "vector-budget", -1,
                    QCoreApplication::translate(
                        "Lint",
                        "CPU %1 would serve %2 device interrupts, near the x86 budget of about %3 "
                        "vectors")
                        .arg(c)
                        .arg(v)
                        .arg(kX86VectorBudget),
                    int(c));
        }
    }
    return out;
}

} // namespace irqatlas
