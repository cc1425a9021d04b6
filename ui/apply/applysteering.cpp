// The Apply dialog's result for kernel threads and queue files: one row
// each as the helper reports them (docs/HELPER.md, Output), updated by the
// rollback's own lines after a revert.
#include "ui/apply/applydialog.h"
#include "ui/apply/steeringtext.h"

#include <QHeaderView>
#include <QTabWidget>
#include <QTableWidget>

namespace irqatlas {

namespace {

enum SteerColumn
{
    ScWhat,
    ScPlacedBy,
    ScBefore,
    ScRequested,
    ScReadBack,
    ScResult,
    ScCount
};

const QColor kSteerError(0xb9, 0x1c, 0x1c);

QString threadKey(const HelperThreadLine &l)
{
    return QStringLiteral("t:%1").arg(l.pid);
}

QString queueKey(const HelperQueueFileLine &l)
{
    return QStringLiteral("q:%1/%2/%3").arg(l.interface, l.queue, l.file);
}

// The outcome word first, so a column sorted or scanned by eye groups them.
template <typename Line> QString outcomeText(const Line &l, const QString &previous)
{
    if (l.gone)
        return l.error.isEmpty() ? ApplyDialog::tr("gone")
                                 : ApplyDialog::tr("gone: %1").arg(l.error);
    if (l.restored)
        return ApplyDialog::tr("restored to %1").arg(previous);
    if (!l.error.isEmpty())
        return ApplyDialog::tr("error: %1").arg(l.error);
    if (l.written)
        return l.readBack.isEmpty() ? ApplyDialog::tr("written")
                                    : ApplyDialog::tr("written, read back");
    return ApplyDialog::tr("not written");
}

} // namespace

QTableWidget *ApplyDialog::buildSteeringTable()
{
    auto *t = new QTableWidget(0, ScCount, this);
    t->setObjectName(QStringLiteral("applySteeringResults"));
    t->setHorizontalHeaderLabels({tr("Thread or queue file"), tr("Placed by"), tr("Before"),
                                  tr("Requested"), tr("Read back"), tr("Result")});
    t->horizontalHeaderItem(ScReadBack)
        ->setToolTip(tr("A thread's CPU affinity, or the queue file, read after the write"));
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    t->horizontalHeader()->setSectionResizeMode(ScResult, QHeaderView::Stretch);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    return t;
}

void ApplyDialog::addSteering(const HelperOutput &out)
{
    const auto row = [this](const QString &key) {
        int r = m_rowOfSteer.value(key, -1);
        if (r < 0) {
            r = m_steer->rowCount();
            m_steer->insertRow(r);
            m_rowOfSteer.insert(key, r);
        }
        return r;
    };
    const auto set = [this](int r, int col, const QString &text) {
        return setTableCell(m_steer, r, col, text);
    };
    for (const HelperThreadLine &l : out.threads) {
        const int r = row(threadKey(l));
        set(r, ScWhat, threadLabel(l.comm, l.pid));
        set(r, ScPlacedBy, l.placedBy);
        set(r, ScBefore, l.previous);
        set(r, ScRequested, l.requested);
        set(r, ScReadBack, l.readBack);
        QTableWidgetItem *res = set(r, ScResult, outcomeText(l, l.previous));
        if (!l.error.isEmpty() && !l.gone)
            res->setForeground(kSteerError);
        res->setToolTip(res->text());
    }
    for (const HelperQueueFileLine &l : out.queueFiles) {
        const int r = row(queueKey(l));
        set(r, ScWhat, QStringLiteral("%1 %2 %3").arg(l.interface, l.queue, l.file));
        set(r, ScPlacedBy, tr("queue file"));
        const QString before = queueFileValueText(l.file, l.previous);
        set(r, ScBefore, before);
        set(r, ScRequested, queueFileValueText(l.file, l.requested));
        set(r, ScReadBack, queueFileValueText(l.file, l.readBack));
        QTableWidgetItem *res = set(r, ScResult, outcomeText(l, before));
        if (!l.error.isEmpty() && !l.gone && !l.restored)
            res->setForeground(kSteerError);
        res->setToolTip(res->text());
    }
    for (int c = 0; c < ScResult; ++c)
        m_steer->resizeColumnToContents(c);
    m_resultTabs->setTabText(1, tr("Threads and queues (%1)").arg(m_steer->rowCount()));
    m_resultTabs->setTabEnabled(1, m_steer->rowCount() > 0);
}

// After a revert each thread and file says where it is now.
void ApplyDialog::markSteeringReverted(const HelperOutput &out)
{
    const auto mark = [this](const QString &key, const QString &text, bool failed) {
        const int r = m_rowOfSteer.value(key, -1);
        if (r < 0)
            return;
        QTableWidgetItem *res = m_steer->item(r, ScResult);
        res->setText(text);
        res->setToolTip(text);
        res->setForeground(failed ? QBrush(kSteerError) : QBrush());
    };
    for (const HelperThreadLine &l : out.revertedThreads)
        mark(threadKey(l),
             l.gone       ? tr("gone (exited before the revert)")
             : l.restored ? tr("reverted to %1").arg(l.readBack.isEmpty() ? l.previous : l.readBack)
                          : tr("not restored: %1").arg(l.error),
             !l.gone && !l.restored);
    for (const HelperQueueFileLine &l : out.revertedQueueFiles) {
        const QString value =
            queueFileValueText(l.file, l.readBack.isEmpty() ? l.previous : l.readBack);
        mark(queueKey(l),
             l.gone       ? tr("gone (the queue was removed)")
             : l.restored ? tr("reverted to %1").arg(value)
                          : tr("not restored: %1").arg(l.error),
             !l.gone && !l.restored);
    }
}

// The summary's counts of threads and queue files; empty when it has none.
QString ApplyDialog::steeringCounts(const HelperOutput &out) const
{
    const HelperSummary *s = out.summary ? &*out.summary : nullptr;
    if (!s || (s->threads == 0 && s->queueFiles == 0))
        return {};
    QStringList parts;
    if (s->threads > 0) {
        QString t =
            tr("Kernel threads: %1 of %n written", nullptr, s->threads).arg(s->threadsWritten);
        if (s->threadsRestored)
            t += tr(", %n restored", nullptr, s->threadsRestored);
        if (s->threadsGone)
            t += tr(", %n gone", nullptr, s->threadsGone);
        parts << t;
    }
    if (s->queueFiles > 0) {
        QString q =
            tr("Queue files: %1 of %n written", nullptr, s->queueFiles).arg(s->queueFilesWritten);
        if (s->queueFilesRestored)
            q += tr(", %n restored", nullptr, s->queueFilesRestored);
        parts << q;
    }
    if (s->steeringFailed)
        parts << tr("%n failed", nullptr, s->steeringFailed);
    return parts.join(QStringLiteral("; ")) + QLatin1Char('.');
}

} // namespace irqatlas
