// The kernel threads of interrupt work in the window: the IRQ list's flags
// and the selected IRQ's thread rows, their last CPUs on the graph, whether
// they move with a dragged IRQ, and View → Queues.
#include "ui/common/irqthreads.h"
#include "ui/common/pendingchanges.h"
#include "ui/common/threadplan.h"
#include "ui/irqs/irqpanel.h"
#include "ui/irqs/irqthreadlist.h"
#include "ui/irqs/queuespanel.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QStatusBar>
#include <QUndoStack>
#include <algorithm>

namespace irqatlas {

void MainWindow::createQueuesDock()
{
    // Closed until asked for (View → Queues), a tab beside the distances.
    m_queues = new QueuesPanel(m_pending, m_undo, this);
    auto *dock = new QDockWidget(tr("Queues"), this);
    dock->setObjectName(QStringLiteral("queuesDock"));
    dock->setWidget(m_queues);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    if (auto *dist = findChild<QDockWidget *>(QStringLiteral("distanceDock"))) {
        tabifyDockWidget(dist, dock);
        dist->raise();
    }
    dock->hide();
}

void MainWindow::updateThreadFlags()
{
    // Once per machine: a handful of threads per IRQ at most.
    std::map<int, QString> flags;
    if (m_machine.hasIrqs && m_machine.threads)
        for (const Irq &irq : m_machine.irqs.irqs) {
            if (irq.symbolic())
                continue;
            const CpuSet cpus = irqTargets(irq, m_machine.irqs.cpus);
            QStringList why;
            for (const IrqThread &t :
                 threadsOfIrq(irq, m_machine.irqs, m_machine.threads, m_machine.netQueues))
                if (t.flagged())
                    why << t.flagText(cpus);
            if (!why.isEmpty())
                flags[irq.number] = why.join(QLatin1Char('\n'));
        }
    m_irqs->model()->setThreadFlags(std::move(flags));
}

void MainWindow::showSelectedThreads()
{
    const QList<int> irqs = m_irqs->selectedIrqs();
    const Irq *irq = irqs.size() == 1 ? m_machine.irqs.find(irqs.front()) : nullptr;
    if (!irq) {
        m_irqs->threadList()->clearThreads();
        return;
    }
    m_irqs->threadList()->setThreads(
        irq->number, irqTargets(*irq, m_machine.irqs.cpus),
        threadsOfIrq(*irq, m_machine.irqs, m_machine.threads, m_machine.netQueues),
        m_machine.threads.has_value());
}

CpuSet MainWindow::selectedThreadCpus() const
{
    CpuSet out;
    if (!m_machine.threads)
        return out;
    for (int number : m_irqs->selectedIrqs())
        if (const Irq *irq = m_machine.irqs.find(number))
            for (const IrqThread &t :
                 threadsOfIrq(*irq, m_machine.irqs, m_machine.threads, m_machine.netQueues))
                if (t.thread.lastCpu >= 0)
                    out.set(t.thread.lastCpu);
    return out;
}

CpuSet MainWindow::plannedSelectedThreadCpus() const
{
    if (!m_machine.threads || m_pending->isEmpty())
        return {};
    const QList<int> selected = m_irqs->selectedIrqs();
    const std::vector<int> irqs(selected.begin(), selected.end());
    Plan plan = m_pending->toPlan(m_machine.irqs, m_machine.topology, QString());
    // Only the selected IRQs' entries: each one walks every kernel thread,
    // and a big pending plan would do that on every repaint of the graph.
    std::erase_if(plan.assignments, [&](const PlanAssignment &a) {
        return std::find(irqs.begin(), irqs.end(), a.irq) == irqs.end();
    });
    return plannedThreadCpus(
        plannedThreads(plan, m_machine.irqs, m_machine.threads, m_machine.netQueues), irqs);
}

Status MainWindow::setThreadsFollow(int irq, bool follow)
{
    Status s = m_pending->proposeThreadPlacement(
        m_undo, m_machine.irqs, irq, follow ? ThreadPlacement::FollowIrq : ThreadPlacement::Keep);
    if (s)
        statusBar()->showMessage(m_undo->text(m_undo->index() - 1), 4000);
    return s;
}

void MainWindow::addThreadPlacementAction(QMenu *menu, const QList<int> &irqs)
{
    // One IRQ at a time: its threads are its own.
    if (irqs.size() != 1)
        return;
    const int irq = irqs.front();
    const bool keep = m_pending->threadPlacement(irq) == ThreadPlacement::Keep;
    menu->addSeparator();
    QAction *a =
        menu->addAction(keep ? tr("Move Threads With IRQ") : tr("Keep Threads Where They Are"));
    a->setObjectName(QStringLiteral("threadPlacementAction"));
    a->setStatusTip(keep ? tr("Its irq/ and NAPI threads move to the IRQ's new CPUs when it is "
                              "applied (the default)")
                         : tr("Its irq/ and NAPI threads stay where they are when the IRQ moves"));
    a->setEnabled(PendingChanges::refusal(m_machine.irqs, irq).isEmpty());
    connect(a, &QAction::triggered, this, [this, irq, keep] {
        if (const Status s = setThreadsFollow(irq, keep); !s)
            statusBar()->showMessage(s.errorString(), 8000);
    });
}

} // namespace irqatlas
