#include "applyclient/scriptreport.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

namespace irqatlas {
namespace {

std::optional<CpuSet> listOrNone(const QByteArray &text)
{
    if (text.trimmed().isEmpty())
        return std::nullopt;
    auto s = CpuSet::parseList(std::string_view(text.constData(), std::size_t(text.size())));
    return s.ok() ? std::optional<CpuSet>(*s) : std::nullopt;
}

QString field(const QList<QByteArray> &f, qsizetype i)
{
    return i < f.size() ? QString::fromUtf8(f.at(i)) : QString();
}

std::string stdField(const QList<QByteArray> &f, qsizetype i)
{
    return f.value(i).toStdString();
}

template <typename Outcome, typename Same>
Outcome *findOutcome(std::vector<Outcome> &list, Same same)
{
    for (Outcome &o : list)
        if (same(o))
            return &o;
    return nullptr;
}

QString restoreFailed(const QString &previous)
{
    return QCoreApplication::translate("RemoteApply", "restoring %1 failed").arg(previous);
}

} // namespace

ScriptReport::ScriptReport(bool rollbackMode, bool dryRun)
    : m_rollbackMode(rollbackMode), m_dryRun(dryRun)
{
}

IrqOutcome *ScriptReport::outcome(std::vector<IrqOutcome> &list, int irq)
{
    for (IrqOutcome &o : list)
        if (o.irq == irq)
            return &o;
    return nullptr;
}

QByteArray ScriptReport::addLine(QByteArrayView line)
{
    static constexpr QByteArrayView marker("IRQATLAS-APPLY\t");
    if (!line.startsWith(marker))
        return {};
    QByteArray rest = line.sliced(marker.size()).toByteArray();
    if (rest.endsWith('\r'))
        rest.chop(1);
    const QList<QByteArray> f = rest.split('\t');
    const QByteArray kind = f.value(0);
    if (kind.startsWith("thread-")) {
        addThreadLine(kind.sliced(7), f);
        return {};
    }
    if (kind.startsWith("queue-")) {
        addQueueLine(kind.sliced(6), f);
        return {};
    }
    const int irq = f.value(1).toInt();
    ApplyReport &writes = m_apply;
    if (kind == "journal") {
        m_apply.journalPath = m_rollback.journalPath = field(f, 1);
    } else if (kind == "planned") {
        IrqOutcome o;
        o.irq = irq;
        o.requested = listOrNone(f.value(2)).value_or(CpuSet{});
        o.previous = f.value(3).toStdString();
        writes.irqs.push_back(std::move(o));
    } else if (kind == "problem") {
        writes.errors << field(f, 1);
    } else if (kind == "fatal") {
        m_fatal = field(f, 2);
    } else if (kind == "written") {
        if (IrqOutcome *o = outcome(writes.irqs, irq)) {
            o->written = true;
            o->readBack = listOrNone(f.value(2));
            o->effective = listOrNone(f.value(3));
            o->effectiveMismatch = f.value(4) == "1";
        }
    } else if (kind == "failed") {
        m_failedIrq = irq;
        if (IrqOutcome *o = outcome(writes.irqs, irq)) {
            o->written = f.value(2) == "1";
            if (o->written)
                o->readBack = listOrNone(f.value(3));
            o->error = field(f, 4);
            writes.errors << o->error;
        }
    } else if (kind == "restored" || kind == "restore-failed") {
        const bool ok = kind == "restored";
        // Restores after the script began to wait belong to the automatic revert.
        const bool revert = m_rollbackMode || m_awaiting;
        ApplyReport &report = revert ? m_rollback : m_apply;
        IrqOutcome *o = nullptr;
        if (revert) {
            IrqOutcome r;
            r.irq = irq;
            r.previous = f.value(2).toStdString();
            // A standalone rollback knows only what it restores.
            if (const IrqOutcome *w = outcome(m_apply.irqs, irq))
                r.requested = w->requested;
            if (ok) {
                r.readBack = listOrNone(f.value(3));
                r.effective = listOrNone(f.value(4));
            }
            report.irqs.push_back(std::move(r));
            o = &report.irqs.back();
        } else {
            o = outcome(report.irqs, irq);
        }
        if (o) {
            o->restored = ok;
            if (!ok) {
                o->error = restoreFailed(field(f, 2));
                report.errors << o->error;
            }
        }
    } else if (kind == "awaiting") {
        m_awaiting = true;
        m_apply.status = ApplyStatus::Applied;
        int mismatches = 0;
        for (const IrqOutcome &o : m_apply.irqs)
            mismatches += o.effectiveMismatch ? 1 : 0;
        m_apply.message = QCoreApplication::translate("RemoteApply", "%n IRQ(s) written", nullptr,
                                                      int(m_apply.irqs.size()));
        if (mismatches)
            m_apply.message += QCoreApplication::translate(
                "RemoteApply", "; %n with an effective affinity outside the request", nullptr,
                mismatches);
        return reportJsonLines(m_apply);
    } else if (kind == "confirmed") {
        m_confirmed = true;
        QJsonObject o;
        o.insert(QStringLiteral("confirmed"), true);
        return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
    }
    return {};
}

// Restores and "gone" after the script began to wait belong to the
// automatic revert (or to a standalone rollback): a new entry of the
// rollback's report, made by fresh() from the apply's own when there is one.
// Every other line is about the apply's entry.
template <typename Outcome, typename Same, typename Fresh>
Outcome *ScriptReport::lineOutcome(const QByteArray &kind, std::vector<Outcome> ApplyReport::*list,
                                   Same same, Fresh fresh)
{
    Outcome *w = findOutcome(m_apply.*list, same);
    const bool restoring = kind == "restored" || kind == "restore-failed" || kind == "gone";
    if (&lineReport() != &m_rollback || !restoring)
        return w;
    (m_rollback.*list).push_back(fresh(w));
    return &(m_rollback.*list).back();
}

ApplyReport &ScriptReport::lineReport()
{
    return m_rollbackMode || m_awaiting ? m_rollback : m_apply;
}

// thread-planned PID START COMM CPUS PREVIOUS, thread-written PID READBACK,
// thread-failed PID WRITTEN READBACK MESSAGE, thread-gone PID COMM,
// thread-restored PID COMM PREVIOUS READBACK, thread-restore-failed PID
// COMM PREVIOUS (core/plan/planscriptbody.cpp).
void ScriptReport::addThreadLine(const QByteArray &kind, const QList<QByteArray> &f)
{
    const int pid = f.value(1).toInt();
    std::vector<ThreadOutcome> &writes = m_apply.threads;
    if (kind == "planned") {
        ThreadOutcome o;
        o.pid = pid;
        o.startTime = f.value(2).toULongLong();
        o.comm = stdField(f, 3);
        o.requested = listOrNone(f.value(4)).value_or(CpuSet{});
        o.previous = stdField(f, 5);
        writes.push_back(std::move(o));
        return;
    }
    const bool restoring = kind == "restored" || kind == "restore-failed";
    ApplyReport &report = lineReport();
    ThreadOutcome *o = lineOutcome(
        kind, &ApplyReport::threads, [pid](const ThreadOutcome &t) { return t.pid == pid; },
        [&](const ThreadOutcome *w) {
            ThreadOutcome r;
            r.pid = pid;
            r.comm = stdField(f, 2);
            if (w)
                r.requested = w->requested;
            return r;
        });
    if (!o)
        return;
    if (kind == "written") {
        o->written = true;
        o->readBack = listOrNone(f.value(2));
    } else if (kind == "failed") {
        o->written = f.value(2) == "1";
        o->readBack = listOrNone(f.value(3));
        o->error = field(f, 4);
        m_failedWhat = o->error;
        report.errors << o->error;
    } else if (kind == "gone") {
        o->gone = true;
        o->error = QCoreApplication::translate("Steering", "thread %1 (%2) is gone: left alone")
                       .arg(pid)
                       .arg(field(f, 2));
    } else if (restoring) {
        o->previous = stdField(f, 3);
        o->restored = kind == "restored";
        if (o->restored) {
            o->readBack = listOrNone(f.value(4));
        } else {
            o->error = restoreFailed(field(f, 3));
            report.errors << o->error;
        }
    }
}

// queue-planned IF Q FILE REQUESTED PREVIOUS, queue-written IF Q FILE
// READBACK, queue-failed IF Q FILE WRITTEN READBACK MESSAGE, queue-gone IF Q
// FILE, queue-restored IF Q FILE PREVIOUS READBACK, queue-restore-failed IF
// Q FILE PREVIOUS.
void ScriptReport::addQueueLine(const QByteArray &kind, const QList<QByteArray> &f)
{
    const std::string iface = stdField(f, 1), queue = stdField(f, 2), file = stdField(f, 3);
    std::vector<QueueFileOutcome> &writes = m_apply.queueFiles;
    auto same = [&](const QueueFileOutcome &q) {
        return q.interface == iface && q.queue == queue && q.file == file;
    };
    if (kind == "planned") {
        QueueFileOutcome o;
        o.interface = iface;
        o.queue = queue;
        o.file = file;
        o.requestedBytes = stdField(f, 4);
        if (auto v = parseQueueFileValue(file, o.requestedBytes, o.path(), nullptr))
            o.requested = *v;
        o.previous = stdField(f, 5);
        writes.push_back(std::move(o));
        return;
    }
    const bool restoring = kind == "restored" || kind == "restore-failed";
    ApplyReport &report = lineReport();
    QueueFileOutcome *o =
        lineOutcome(kind, &ApplyReport::queueFiles, same, [&](const QueueFileOutcome *w) {
            QueueFileOutcome r;
            if (w) {
                r.requested = w->requested;
                r.requestedBytes = w->requestedBytes;
            }
            r.interface = iface;
            r.queue = queue;
            r.file = file;
            return r;
        });
    if (!o)
        return;
    if (kind == "written") {
        o->written = true;
        o->readBack = stdField(f, 4);
    } else if (kind == "failed") {
        o->written = f.value(4) == "1";
        if (o->written)
            o->readBack = stdField(f, 5);
        o->error = field(f, 6);
        m_failedWhat = o->error;
        report.errors << o->error;
    } else if (kind == "gone") {
        o->gone = true;
    } else if (restoring) {
        o->previous = stdField(f, 4);
        o->restored = kind == "restored";
        if (o->restored) {
            o->readBack = stdField(f, 5);
        } else {
            o->error = restoreFailed(field(f, 4));
            report.errors << o->error;
        }
    }
}

QByteArray ScriptReport::finish(int exitCode)
{
    return m_rollbackMode || exitCode == 8 ? finishRollback(exitCode) : finishApply(exitCode);
}

QByteArray ScriptReport::finishApply(int exitCode)
{
    if (m_awaiting)
        return exitCode == 0 ? QByteArray() : finishRollback(exitCode);
    ApplyReport &r = m_apply;
    int mismatches = 0;
    for (const IrqOutcome &o : r.irqs)
        mismatches += o.effectiveMismatch ? 1 : 0;
    QString cause = m_fatal;
    if (const IrqOutcome *o = outcome(r.irqs, m_failedIrq); o && !o->error.isEmpty())
        cause = o->error;
    switch (exitCode) {
    case 0:
        r.status = m_dryRun ? ApplyStatus::DryRun : ApplyStatus::Applied;
        if (m_dryRun) {
            r.message = QCoreApplication::translate(
                "RemoteApply", "dry run: %n IRQ(s) would be written, nothing written", nullptr,
                int(r.irqs.size()));
        } else {
            r.message = QCoreApplication::translate("RemoteApply", "%n IRQ(s) written", nullptr,
                                                    int(r.irqs.size()));
            if (mismatches)
                r.message += QCoreApplication::translate(
                    "RemoteApply", "; %n with an effective affinity outside the request", nullptr,
                    mismatches);
        }
        break;
    case 4:
        r.status = ApplyStatus::PlanDoesNotFit;
        r.message = QCoreApplication::translate("RemoteApply",
                                                "plan refused, nothing written: %n problem(s)",
                                                nullptr, int(r.errors.size()));
        break;
    case 5:
        r.status = ApplyStatus::JournalFailed;
        r.message = cause;
        if (!m_fatal.isEmpty())
            r.errors << m_fatal;
        break;
    case 6:
        r.status = ApplyStatus::RolledBack;
        r.message =
            m_failedIrq < 0 && !m_failedWhat.isEmpty()
                ? QCoreApplication::translate("RemoteApply",
                                              "a thread or queue file write failed, "
                                              "everything written before was restored: %1")
                      .arg(m_failedWhat)
                : QCoreApplication::translate(
                      "RemoteApply", "failed at IRQ %1, every IRQ written before was restored: %2")
                      .arg(m_failedIrq)
                      .arg(cause);
        break;
    case 7:
        r.status = ApplyStatus::RollbackIncomplete;
        r.message =
            m_failedIrq < 0 && !m_failedWhat.isEmpty()
                ? QCoreApplication::translate("RemoteApply",
                                              "a thread or queue file write failed and some "
                                              "restores failed too (journal kept for another "
                                              "rollback): %1")
                      .arg(m_failedWhat)
                : QCoreApplication::translate("RemoteApply",
                                              "failed at IRQ %1 and some restores failed too "
                                              "(journal kept for another rollback): %2")
                      .arg(m_failedIrq)
                      .arg(cause);
        break;
    default:
        r.status = ApplyStatus::SystemError;
        r.message = m_fatal.isEmpty()
                        ? QCoreApplication::translate("RemoteApply",
                                                      "the plan script failed with exit status %1")
                              .arg(exitCode)
                        : m_fatal;
        if (!m_fatal.isEmpty())
            r.errors << m_fatal;
        break;
    }
    return reportJsonLines(r);
}

QByteArray ScriptReport::finishRollback(int exitCode)
{
    ApplyReport &r = m_rollback;
    if (exitCode == 9 ||
        (exitCode == 0 && r.irqs.empty() && r.threads.empty() && r.queueFiles.empty())) {
        r.status = ApplyStatus::NothingToRollBack;
        r.message =
            exitCode == 9
                ? QCoreApplication::translate("RemoteApply", "%1: no journal, nothing to roll back")
                      .arg(r.journalPath)
                : QCoreApplication::translate("RemoteApply",
                                              "%1: already rolled back, nothing to do")
                      .arg(r.journalPath);
    } else if (exitCode == 0 || exitCode == 8) {
        r.status = ApplyStatus::Reverted;
        r.message = QCoreApplication::translate("RemoteApply", "%n IRQ(s) restored from %1",
                                                nullptr, int(r.irqs.size()))
                        .arg(r.journalPath);
    } else {
        r.status = ApplyStatus::RollbackIncomplete;
        r.message =
            QCoreApplication::translate(
                "RemoteApply", "some IRQs could not be restored; %1 kept for another rollback")
                .arg(r.journalPath);
    }
    return reportJsonLines(r);
}

} // namespace irqatlas
