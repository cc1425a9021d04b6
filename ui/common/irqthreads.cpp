#include "ui/common/irqthreads.h"

#include "model/irq.h"
#include "ui/common/graphstate.h"

#include <QCoreApplication>
#include <string>

namespace irqatlas {

QString IrqThread::flagText(const CpuSet &irqCpus) const
{
    QStringList why;
    const QString where = QString::fromStdString(irqCpus.toList());
    if (offAffinity)
        why << QCoreApplication::translate(
                   "IrqThreads", "%1 may run on CPUs %2, outside the IRQ's CPUs %3: its work "
                                 "may run where the interrupt is not delivered.")
                   .arg(QString::fromStdString(thread.comm),
                        QString::fromStdString(thread.cpus.toList()), where);
    if (napiOffIrqCpu)
        why << QCoreApplication::translate("IrqThreads",
                                           "The NAPI thread last ran on CPU %1, not on its "
                                           "queue's IRQ CPUs %2.")
                   .arg(thread.lastCpu)
                   .arg(where);
    return why.join(QLatin1Char('\n'));
}

namespace {

// The NAPI thread's queues: every queue of an interface whose IRQ is this
// one and whose NAPI id the thread carries (combined channels share one).
QString napiQueues(const KernelThread &t, const std::string &irq,
                   const std::vector<NetInterface> &ifaces)
{
    QStringList names;
    QString iface;
    for (const NetInterface &i : ifaces) {
        if (i.name != t.interface)
            continue;
        for (const NetQueue &q : i.queues)
            if (q.irq == irq && q.napiId && t.napiId && *q.napiId == *t.napiId) {
                iface = QString::fromStdString(i.name);
                names << QString::fromStdString(q.name());
            }
    }
    return names.isEmpty() ? QString()
                           : iface + QLatin1Char(' ') + names.join(QStringLiteral(", "));
}

} // namespace

std::vector<IrqThread> threadsOfIrq(const Irq &irq, const IrqTable &table,
                                    const std::optional<std::vector<KernelThread>> &threads,
                                    const std::optional<std::vector<NetInterface>> &queues)
{
    std::vector<IrqThread> out;
    if (!threads || irq.symbolic())
        return out;
    const std::string number = std::to_string(irq.number);
    const CpuSet irqCpus = irqTargets(irq, table.cpus);
    for (const KernelThread &t : *threads) {
        IrqThread row;
        if (t.kind == KThreadKind::Irq && t.irq == number) {
            row.thread = t;
        } else if (t.kind == KThreadKind::Napi && queues) {
            row.queues = napiQueues(t, number, *queues);
            if (row.queues.isEmpty())
                continue;
            row.thread = t;
            row.napiOffIrqCpu = !irqCpus.empty() && t.lastCpu >= 0 && !irqCpus.test(t.lastCpu);
        } else {
            continue;
        }
        row.offAffinity = !irqCpus.empty() && !t.cpus.empty() && !t.cpus.isSubsetOf(irqCpus);
        out.push_back(std::move(row));
    }
    return out;
}

} // namespace irqatlas
