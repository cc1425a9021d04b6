// The Apply review's kernel threads and queue steering: what the plan
// places where, beside what the machine has now, as the helper will do it
// (docs/HELPER.md, "Network queues and kernel threads").
#include "plan/planqueues.h"
#include "ui/apply/applyreview.h"
#include "ui/apply/steeringtext.h"
#include "ui/common/threadplan.h"

#include <QHeaderView>
#include <QLabel>
#include <QPalette>
#include <QTabWidget>
#include <QTableWidget>
#include <algorithm>
#include <tuple>

namespace irqatlas {

namespace {

// The NAPI thread's CPUs now, for a queue's napi_cpus row.
std::optional<CpuSet> napiCpusNow(const ApplyReviewInput &in, const PlanQueue &pq,
                                  const NetQueue *q)
{
    if (!q || !in.threads)
        return std::nullopt;
    for (const KernelThread &t : *in.threads)
        if (isNapiThreadOf(t, pq.interface, *q))
            return t.cpus;
    return std::nullopt;
}

} // namespace

void ApplyReview::fillThreads()
{
    const std::vector<PlannedThread> rows =
        plannedThreads(m_in.plan, m_in.table, m_in.threads, m_in.queues);
    m_threadTable->setRowCount(int(rows.size()));
    const QBrush muted = palette().brush(QPalette::Disabled, QPalette::Text);
    for (int r = 0; r < int(rows.size()); ++r) {
        const PlannedThread &p = rows[std::size_t(r)];
        setTableCell(m_threadTable, r, TcIrq, p.irq >= 0 ? QString::number(p.irq) : QString())
            ->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        const bool keep = p.how == PlannedThread::How::Keep;
        setTableCell(m_threadTable, r, TcThread,
                     p.thread ? threadLabel(QString::fromStdString(p.thread->comm), p.thread->pid)
                              : tr("its irq/ and NAPI threads (found when applied)"));
        setTableCell(m_threadTable, r, TcNow,
                     p.thread ? p.thread->cpus.toListString() : tr("unknown"));
        QTableWidgetItem *planned =
            setTableCell(m_threadTable, r, TcPlanned, keep ? tr("kept") : p.planned.toListString());
        QString why;
        switch (p.how) {
        case PlannedThread::How::FollowsIrq:
            why = tr("follows the IRQ");
            break;
        case PlannedThread::How::Cpus:
            why = tr("the plan's thread CPUs");
            break;
        case PlannedThread::How::QueueNapi:
            why = tr("napi_cpus of %1").arg(p.queue);
            break;
        case PlannedThread::How::Keep:
            why = tr("kept where it is");
            break;
        }
        setTableCell(m_threadTable, r, TcWhy, why);
        // A thread that is there already is written all the same (the
        // helper does not skip it), but it is no change to look at.
        if (p.thread && !keep && p.thread->cpus == p.planned) {
            for (int c = 0; c < TcCount; ++c)
                m_threadTable->item(r, c)->setForeground(muted);
            planned->setToolTip(tr("Already there"));
        }
    }
    m_threadTable->resizeColumnsToContents();
}

void ApplyReview::fillQueues()
{
    struct Row
    {
        const PlanQueue *pq;
        QString field, now, planned;
    };
    // As View → Queues lists them: by interface, rx queues before tx, by number.
    std::vector<const PlanQueue *> queues;
    for (const PlanQueue &pq : m_in.plan.queues)
        queues.push_back(&pq);
    std::stable_sort(queues.begin(), queues.end(), [](const PlanQueue *a, const PlanQueue *b) {
        return std::tuple(a->interface, !a->rx, a->index) <
               std::tuple(b->interface, !b->rx, b->index);
    });
    std::vector<Row> rows;
    for (const PlanQueue *queue : queues) {
        const PlanQueue &pq = *queue;
        const NetQueue *q = m_in.queues ? machineQueue(*m_in.queues, pq) : nullptr;
        const auto now = [&](const auto &v) {
            return q && v.value ? steeringSetText(*v.value) : tr("unknown");
        };
        if (pq.rpsCpus)
            rows.push_back({&pq, QStringLiteral("rps_cpus"), q ? now(q->rpsCpus) : tr("unknown"),
                            steeringSetText(pq.rpsCpus)});
        if (pq.rpsFlowCnt)
            rows.push_back(
                {&pq, QStringLiteral("rps_flow_cnt"),
                 q && q->rpsFlowCnt.value ? QString::number(*q->rpsFlowCnt.value) : tr("unknown"),
                 QString::number(*pq.rpsFlowCnt)});
        if (pq.xpsCpus)
            rows.push_back({&pq, QStringLiteral("xps_cpus"), q ? now(q->xpsCpus) : tr("unknown"),
                            steeringSetText(pq.xpsCpus)});
        if (pq.xpsRxqs)
            rows.push_back({&pq, QStringLiteral("xps_rxqs"), q ? now(q->xpsRxqs) : tr("unknown"),
                            steeringSetText(pq.xpsRxqs)});
        if (pq.napiCpus)
            rows.push_back({&pq, QStringLiteral("napi_cpus"),
                            steeringSetText(napiCpusNow(m_in, pq, q)),
                            steeringSetText(pq.napiCpus)});
    }
    m_queueTable->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const Row &row = rows[std::size_t(r)];
        setTableCell(m_queueTable, r, QcInterface, QString::fromStdString(row.pq->interface));
        setTableCell(m_queueTable, r, QcQueue, QString::fromStdString(row.pq->name()));
        QTableWidgetItem *field = setTableCell(m_queueTable, r, QcField, row.field);
        if (row.field == QLatin1String("xps_rxqs"))
            field->setToolTip(tr("Receive queue numbers, not CPUs"));
        else if (row.field == QLatin1String("napi_cpus"))
            field->setToolTip(tr("Where the queue's NAPI thread runs (its CPU affinity)"));
        setTableCell(m_queueTable, r, QcNow, row.now);
        setTableCell(m_queueTable, r, QcPlanned, row.planned);
    }
    m_queueTable->resizeColumnsToContents();
}

int ApplyReview::threadRows() const
{
    return m_threadTable->rowCount();
}

int ApplyReview::queueRows() const
{
    return m_queueTable->rowCount();
}

void ApplyReview::fillSummary()
{
    QStringList parts;
    parts << tr("%n IRQ(s) move", nullptr, changedIrqs());
    if (threadRows() > 0)
        parts << tr("%n kernel thread placement(s)", nullptr, threadRows());
    if (queueRows() > 0)
        parts << tr("%n queue setting(s)", nullptr, queueRows());
    m_summary->setText(tr("<b>Changes</b>: %1").arg(parts.join(QStringLiteral(" · "))));
    m_tabs->setTabText(0, tr("IRQs (%1)").arg(changedIrqs()));
    m_tabs->setTabText(1, tr("Threads (%1)").arg(threadRows()));
    m_tabs->setTabText(2, tr("Queues (%1)").arg(queueRows()));
    m_tabs->setTabEnabled(1, threadRows() > 0);
    m_tabs->setTabEnabled(2, queueRows() > 0);
}

} // namespace irqatlas
