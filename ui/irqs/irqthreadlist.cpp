#include "ui/irqs/irqthreadlist.h"

#include "model/printable.h"
#include "ui/common/emptyhint.h"

#include <QApplication>
#include <QHeaderView>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace irqatlas {

IrqThreadList::IrqThreadList(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("irqThreads"));
    m_tree = new QTreeWidget(this);
    m_tree->setRootIsDecorated(false);
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels(
        {tr("PID"), tr("Kernel thread"), tr("Serves"), tr("CPUs"), tr("Last CPU"), tr("Policy")});
    m_tree->headerItem()->setToolTip(ColCpus, tr("CPUs the thread may run on (Cpus_allowed_list)"));
    m_tree->headerItem()->setToolTip(ColLastCpu, tr("The CPU it last ran on"));
    m_tree->headerItem()->setToolTip(ColPolicy, tr("Scheduling policy and real-time priority"));
    m_tree->header()->setStretchLastSection(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    // No title row and no minimum height: the window must still fit a 600 px
    // screen with the Interrupts dock. The header names the IRQ, a hint
    // across the list (and its tooltip, where the splitter cuts the hint)
    // says why it is empty.
    m_tree->setMinimumHeight(1);
    m_hint = new EmptyHint(m_tree, [this] { return m_empty; });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tree, 1);
    clearThreads();
}

QString IrqThreadList::emptyText() const
{
    return m_hint->shownText();
}

void IrqThreadList::setTitle(const QString &thread, const QString &why)
{
    m_tree->headerItem()->setText(ColThread, thread);
    m_tree->setToolTip(why);
    m_tree->viewport()->update();
}

void IrqThreadList::clearThreads()
{
    m_tree->clear();
    m_empty = tr("Select one IRQ to see its irq/ and NAPI threads.");
    setTitle(tr("Kernel thread"), m_empty);
}

void IrqThreadList::setThreads(int irq, const CpuSet &irqCpus,
                               const std::vector<IrqThread> &threads, bool known)
{
    m_tree->clear();
    m_empty = known ? tr("IRQ %1 has no irq/ handler thread and no NAPI thread.").arg(irq)
                    : tr("No thread data: this source (a remote host, a recording, a Prometheus "
                         "instance or an older snapshot) does not list kernel threads.");
    const QIcon warn = QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const IrqThread &t : threads) {
        auto *item = new QTreeWidgetItem(m_tree);
        const KernelThread &k = t.thread;
        item->setText(ColPid, QString::number(k.pid));
        item->setData(ColPid, Qt::UserRole, k.pid);
        // The name is the kernel's, made from a driver's and a device's names.
        item->setText(ColThread, printableText(QString::fromStdString(k.comm)));
        item->setText(ColServes, k.kind == KThreadKind::Napi ? printableText(t.queues)
                                                             : tr("threaded handler"));
        item->setText(ColCpus, k.cpus.toListString());
        item->setText(ColLastCpu, k.lastCpu >= 0 ? QString::number(k.lastCpu) : QString());
        item->setText(
            ColPolicy,
            k.priority > 0
                ? QStringLiteral("%1 %2").arg(QString::fromStdString(k.policy)).arg(k.priority)
                : QString::fromStdString(k.policy));
        item->setTextAlignment(ColPid, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(ColLastCpu, Qt::AlignRight | Qt::AlignVCenter);
        if (t.flagged()) {
            item->setIcon(ColThread, warn);
            const QString why = t.flagText(irqCpus);
            for (int c = 0; c < ColumnCount; ++c)
                item->setToolTip(c, why);
        }
    }
    setTitle(tr("Kernel thread of IRQ %1").arg(irq), threads.empty() ? m_empty : QString());
    for (int c = 0; c < ColumnCount - 1; ++c)
        m_tree->resizeColumnToContents(c);
}

} // namespace irqatlas
