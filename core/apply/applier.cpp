#include "apply/applier.h"

#include "model/planfile.h"
#include "procfs/irqfiles.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <algorithm>
#include <cerrno>
#include <functional>

Q_LOGGING_CATEGORY(lcApplier, "irqatlas.applier", QtWarningMsg)

namespace irqatlas {
namespace {

std::optional<CpuSet> parseList(const IrqWriter::Io &io, const QString &name)
{
    if (!io.ok())
        return std::nullopt;
    auto s = parseIrqCpuList(io.bytes, name);
    if (!s.ok())
        return std::nullopt;
    return s.value();
}

QString affinityPath(int irq)
{
    return QStringLiteral("/proc/irq/%1/smp_affinity_list").arg(irq);
}

// Restores one entry; true on success.
bool restoreEntry(JournalEntry &e, IrqWriter &writer, IrqOutcome &out)
{
    // The value written is printed from the parsed set, never the journal's
    // own bytes (validated before, so this parse cannot fail).
    const auto prev = CpuSet::parseList(e.previous);
    const std::string bytes = prev.ok() ? prev->toList() + '\n' : std::string();
    const IrqWriter::Io w = bytes.size() > 1
                                ? writer.writeAffinityList(e.irq, bytes)
                                : IrqWriter::Io{EINVAL,
                                                {},
                                                QCoreApplication::translate(
                                                    "Applier", "IRQ %1: no valid previous value")
                                                    .arg(e.irq)};
    if (!w.ok()) {
        e.state = JournalEntry::State::RestoreFailed;
        out.error = out.error.isEmpty() ? w.message : out.error + QStringLiteral("; ") + w.message;
        qCWarning(lcApplier) << "restore failed:" << w.message;
        return false;
    }
    e.state = JournalEntry::State::Restored;
    out.restored = true;
    return true;
}

// Every entry "writing" on disk before the first write: from then on every
// IRQ may change.
Journal journalFor(const Plan &plan, const ApplyReport &r)
{
    Journal journal;
    journal.state = Journal::State::Applying;
    for (std::size_t i = 0; i < plan.assignments.size(); ++i) {
        JournalEntry e;
        e.irq = plan.assignments[i].irq;
        e.previous = r.irqs[i].previous;
        e.requested = plan.assignments[i].cpus.toList() + '\n';
        e.state = JournalEntry::State::Writing;
        journal.entries.push_back(std::move(e));
    }
    for (const ThreadOutcome &o : r.threads)
        journal.threads.push_back({o.pid, o.startTime, o.comm, o.previous, o.requested.toList(),
                                   JournalEntry::State::Writing});
    for (const QueueFileOutcome &o : r.queueFiles)
        journal.queueFiles.push_back({o.interface, o.queue, o.file, o.previous, o.requestedBytes,
                                      JournalEntry::State::Writing});
    return journal;
}

// Moves each kernel thread in order, each checked again just before: the
// index of the first write that failed, or -1. A thread that is no longer
// the one validated is skipped (not ours to move).
int writeThreads(Journal &journal, IrqWriter &writer, ApplyReport &r)
{
    for (std::size_t i = 0; i < journal.threads.size(); ++i) {
        JournalThreadEntry &e = journal.threads[i];
        ThreadOutcome &o = r.threads[i];
        bool gone = false;
        if (QString p = threadIdentityProblem(writer, e.pid, e.startTime, e.comm, &gone);
            !p.isEmpty()) {
            e.state = JournalEntry::State::Pending;
            o.gone = gone;
            o.error = p;
            r.errors << p;
            continue;
        }
        const IrqWriter::Io w = writer.writeThreadAffinity(e.pid, o.requested);
        if (!w.ok()) {
            e.state = JournalEntry::State::Pending;
            o.err = w.err;
            o.error = w.message;
            return int(i);
        }
        e.state = JournalEntry::State::Written;
        o.written = true;
        const IrqWriter::Io back = writer.readThreadAffinity(e.pid);
        if (auto set = CpuSet::parseList(back.bytes); back.ok() && set.ok())
            o.readBack = set.value();
        if (!o.readBack || !(*o.readBack == o.requested)) {
            o.error =
                QCoreApplication::translate(
                    "Applier", "thread %1 (%2): affinity read back \"%3\" after setting \"%4\"")
                    .arg(e.pid)
                    .arg(QString::fromStdString(e.comm),
                         o.readBack ? o.readBack->toListString()
                                    : QCoreApplication::translate("Applier", "(unreadable)"),
                         o.requested.toListString());
            return int(i);
        }
    }
    return -1;
}

// Writes and reads back each queue file in order; the index of the first
// that failed, or -1. Read back compares values, not bytes: sysfs prints a
// mask as wide as the machine's CPU count and rounds rps_flow_cnt up.
int writeQueueFiles(Journal &journal, IrqWriter &writer, ApplyReport &r)
{
    for (std::size_t i = 0; i < journal.queueFiles.size(); ++i) {
        JournalQueueEntry &e = journal.queueFiles[i];
        QueueFileOutcome &o = r.queueFiles[i];
        const IrqWriter::Io w = writer.writeQueueFile(e.interface, e.queue, e.file, e.requested);
        if (!w.ok()) {
            e.state = JournalEntry::State::Pending;
            o.err = w.err;
            o.error = w.message;
            return int(i);
        }
        e.state = JournalEntry::State::Written;
        o.written = true;
        const IrqWriter::Io back = writer.readQueueFile(e.interface, e.queue, e.file);
        std::optional<QueueValueRead> value;
        if (back.ok()) {
            o.readBack = QByteArray::fromStdString(back.bytes).trimmed().toStdString();
            value = parseQueueFileValue(e.file, back.bytes, o.path(), nullptr);
        }
        if (!value || !(*value == expectedReadBack(e.file, o.requested))) {
            o.error =
                QCoreApplication::translate("Applier", "%1: read back \"%2\" after writing \"%3\"")
                    .arg(o.path(),
                         o.readBack ? QString::fromStdString(*o.readBack)
                                    : QCoreApplication::translate("Applier", "(unreadable)"),
                         QString::fromStdString(e.requested).trimmed());
            return int(i);
        }
    }
    return -1;
}

// Puts a thread's affinity back, after checking it is still the same kernel
// thread; one that exited or whose pid now names another task is left
// alone and not a failure: there is nothing of ours left to restore.
bool restoreThread(JournalThreadEntry &e, IrqWriter &writer, ThreadOutcome &o)
{
    bool gone = false;
    if (QString p = threadIdentityProblem(writer, e.pid, e.startTime, e.comm, &gone);
        !p.isEmpty()) {
        o.error = p;
        o.gone = gone;
        e.state = gone ? JournalEntry::State::Restored : JournalEntry::State::RestoreFailed;
        return gone;
    }
    const auto prev = CpuSet::parseList(e.previous);
    const IrqWriter::Io w = prev.ok() ? writer.writeThreadAffinity(e.pid, *prev)
                                      : IrqWriter::Io{EINVAL, {}, prev.errorString()};
    if (!w.ok()) {
        e.state = JournalEntry::State::RestoreFailed;
        o.error = o.error.isEmpty() ? w.message : o.error + QStringLiteral("; ") + w.message;
        return false;
    }
    e.state = JournalEntry::State::Restored;
    o.restored = true;
    const IrqWriter::Io back = writer.readThreadAffinity(e.pid);
    if (auto set = CpuSet::parseList(back.bytes); back.ok() && set.ok())
        o.readBack = set.value();
    return true;
}

// Writes a queue file's previous value back, printed from its parsed value
// (never the journal's own bytes). An interface or queue that is gone
// (ENOENT: the device was removed) has nothing left to restore.
bool restoreQueueFile(JournalQueueEntry &e, IrqWriter &writer, QueueFileOutcome &o)
{
    QString problem;
    const auto prev = parseQueueFileValue(e.file, e.previous, o.path(), &problem);
    const IrqWriter::Io w =
        prev ? writer.writeQueueFile(e.interface, e.queue, e.file, queueFileBytes(e.file, *prev))
             : IrqWriter::Io{EINVAL, {}, problem};
    if (!w.ok() && w.err == ENOENT) {
        e.state = JournalEntry::State::Restored;
        o.gone = true;
        o.error = QCoreApplication::translate("Applier", "%1: gone, nothing to restore (%2)")
                      .arg(o.path(), w.message);
        return true;
    }
    if (!w.ok()) {
        e.state = JournalEntry::State::RestoreFailed;
        o.err = w.err;
        o.error = o.error.isEmpty() ? w.message : o.error + QStringLiteral("; ") + w.message;
        return false;
    }
    e.state = JournalEntry::State::Restored;
    o.restored = true;
    if (const IrqWriter::Io back = writer.readQueueFile(e.interface, e.queue, e.file); back.ok())
        o.readBack = QByteArray::fromStdString(back.bytes).trimmed().toStdString();
    return true;
}

QueueFileOutcome outcomeOf(const JournalQueueEntry &e)
{
    QueueFileOutcome o;
    o.interface = e.interface;
    o.queue = e.queue;
    o.file = e.file;
    o.previous = e.previous;
    o.requestedBytes = e.requested;
    if (auto v = parseQueueFileValue(e.file, e.requested, {}, nullptr))
        o.requested = *v;
    return o;
}

ThreadOutcome outcomeOf(const JournalThreadEntry &e)
{
    ThreadOutcome o;
    o.pid = e.pid;
    o.startTime = e.startTime;
    o.comm = e.comm;
    o.previous = e.previous;
    if (auto v = CpuSet::parseList(e.requested); v.ok())
        o.requested = *v;
    return o;
}

// Restores the touched entries of one kind, newest first (the reverse of
// the write order). inPlace: outcomes are the journal's, index for index (a
// failed apply); else one outcome is added per entry restored, and its
// error to errors (a rollback). False when a restore failed.
template <typename Entry, typename Outcome, typename Restore>
bool restoreNewestFirst(std::vector<Entry> &entries, std::vector<Outcome> &outcomes,
                        IrqWriter &writer, QStringList &errors, bool inPlace, Restore restore)
{
    bool all = true;
    for (std::size_t i = entries.size(); i-- > 0;) {
        Entry &e = entries[i];
        if (!e.touched())
            continue;
        if (!inPlace)
            outcomes.push_back(outcomeOf(e));
        Outcome &o = inPlace ? outcomes[i] : outcomes.back();
        all = restore(e, writer, o) && all;
        if (!inPlace && !o.error.isEmpty())
            errors << o.error;
    }
    return all;
}

// Restores the touched queue files, then threads (restoreNewestFirst).
bool restoreSteering(Journal &journal, IrqWriter &writer, ApplyReport &r, bool inPlace)
{
    const bool files = restoreNewestFirst(journal.queueFiles, r.queueFiles, writer, r.errors,
                                          inPlace, restoreQueueFile);
    const bool threads =
        restoreNewestFirst(journal.threads, r.threads, writer, r.errors, inPlace, restoreThread);
    return files && threads;
}

// Bans the plan's IRQs in each daemon before the first write, so that none
// of its next rebalancing passes moves them. False when a daemon that
// answers did not take the ban (errors filled); one without a socket is
// reported and left out of the journal: nothing was sent to it.
bool banInIrqbalance(const Plan &plan, const std::vector<int> &pids, Journal &journal,
                     const std::function<Status()> &save, ApplyReport &r)
{
    std::vector<int> irqs;
    for (const PlanAssignment &a : plan.assignments)
        irqs.push_back(a.irq);
    if (irqs.empty())
        return true; // queue steering only: nothing for irqbalance to leave alone
    for (int pid : pids) {
        journal.irqbalance.push_back(IrqbalanceBan{});
        IrqbalanceBan &ban = journal.irqbalance.back();
        ban.pid = pid;
        bool unreachable = false;
        const Status s = banIrqsInIrqbalance(ban, irqs, save, &unreachable);
        if (s.ok())
            continue;
        if (unreachable) {
            IrqbalanceBan gone = journal.irqbalance.back();
            gone.state = IrqbalanceBan::State::Unreachable;
            gone.note = s.errorString();
            journal.irqbalance.pop_back();
            r.unbannedIrqbalance.push_back(std::move(gone));
            continue;
        }
        r.errors << s.errorString();
        return false;
    }
    return true;
}

// Puts back every daemon's previous ban list, newest first; false when one
// could not be (its error added).
bool restoreBans(Journal &journal, ApplyReport &r)
{
    bool all = true;
    for (auto it = journal.irqbalance.rbegin(); it != journal.irqbalance.rend(); ++it)
        if (Status s = restoreIrqbalanceBan(*it); !s.ok()) {
            r.errors << s.errorString();
            all = false;
        }
    return all;
}

// Writes and reads back each entry in order; the index of the first that
// failed, or -1.
int writeEntries(Journal &journal, IrqWriter &writer, ApplyReport &r)
{
    for (std::size_t i = 0; i < journal.entries.size(); ++i) {
        JournalEntry &e = journal.entries[i];
        IrqOutcome &o = r.irqs[i];
        const IrqWriter::Io w = writer.writeAffinityList(e.irq, e.requested);
        if (!w.ok()) {
            // A refused write leaves the old value; the kernel changed nothing.
            e.state = JournalEntry::State::Pending;
            o.err = w.err;
            o.error = w.message;
            return int(i);
        }
        e.state = JournalEntry::State::Written;
        o.written = true;
        o.readBack = parseList(writer.readAffinityList(e.irq), affinityPath(e.irq));
        o.effective = parseList(writer.readEffectiveList(e.irq),
                                QStringLiteral("/proc/irq/%1/effective_affinity_list").arg(e.irq));
        o.effectiveMismatch = o.effective && !o.effective->isSubsetOf(o.requested);
        if (!o.readBack || !(*o.readBack == o.requested)) {
            o.error =
                QCoreApplication::translate("Applier", "%1: read back \"%2\" after writing \"%3\"")
                    .arg(affinityPath(e.irq),
                         o.readBack ? o.readBack->toListString()
                                    : QCoreApplication::translate("Applier", "(unreadable)"),
                         o.requested.toListString());
            return int(i);
        }
    }
    return -1;
}

// The summary of an apply that wrote everything.
QString appliedMessage(const ApplyReport &r)
{
    const auto mismatches = std::count_if(r.irqs.begin(), r.irqs.end(),
                                          [](const IrqOutcome &o) { return o.effectiveMismatch; });
    QString m =
        QCoreApplication::translate("Applier", "%n IRQ(s) written", nullptr, int(r.irqs.size()));
    if (mismatches)
        m += QCoreApplication::translate("Applier",
                                         "; %n with an effective affinity outside the request",
                                         nullptr, int(mismatches));
    if (!r.threads.empty() || !r.queueFiles.empty())
        m += QCoreApplication::translate("Applier",
                                         "; %1 kernel thread(s) moved, %2 queue file(s) written")
                 .arg(std::count_if(r.threads.begin(), r.threads.end(),
                                    [](const ThreadOutcome &t) { return t.written; }))
                 .arg(r.queueFiles.size());
    return m;
}

// Where an apply stopped: the phase and the index of the failed write in it.
struct FailedWrite
{
    enum Phase
    {
        Irqs,
        Threads,
        QueueFiles,
    } phase = Irqs;
    int index = -1;
};

QString failureCause(const ApplyReport &r, const FailedWrite &f)
{
    const auto i = std::size_t(f.index);
    switch (f.phase) {
    case FailedWrite::Threads:
        return r.threads[i].error;
    case FailedWrite::QueueFiles:
        return r.queueFiles[i].error;
    case FailedWrite::Irqs:
        break;
    }
    return r.irqs[i].error;
}

// Undoes a failed apply, newest first: the queue files, threads and IRQs
// written before the failure, then the bans. Entries after the failure were
// never written.
void undoFailedApply(Journal &journal, const FailedWrite &failed, IrqWriter &writer,
                     const std::function<Status()> &save, ApplyReport &r)
{
    auto untouch = [](auto &entries, std::size_t from) {
        for (std::size_t i = from; i < entries.size(); ++i)
            entries[i].state = JournalEntry::State::Pending;
    };
    const std::size_t next = std::size_t(failed.index) + 1;
    untouch(journal.queueFiles, failed.phase == FailedWrite::QueueFiles ? next : 0);
    if (failed.phase != FailedWrite::QueueFiles)
        untouch(journal.threads, failed.phase == FailedWrite::Threads ? next : 0);
    if (failed.phase == FailedWrite::Irqs)
        untouch(journal.entries, next);
    bool allRestored = restoreSteering(journal, writer, r, true);
    for (std::size_t i = journal.entries.size(); i-- > 0;) {
        JournalEntry &e = journal.entries[i];
        if (e.touched())
            allRestored = restoreEntry(e, writer, r.irqs[i]) && allRestored;
    }
    const QString cause = failureCause(r, failed);
    r.errors << cause;
    allRestored = restoreBans(journal, r) && allRestored;
    journal.state = allRestored ? Journal::State::RolledBack : Journal::State::RollbackIncomplete;
    if (Status s = save(); !s.ok())
        r.errors << s.errorString();
    r.irqbalance = journal.irqbalance;
    r.status = allRestored ? ApplyStatus::RolledBack : ApplyStatus::RollbackIncomplete;
    if (failed.phase == FailedWrite::Irqs) {
        const int irq = r.irqs[std::size_t(failed.index)].irq;
        r.message =
            allRestored
                ? QCoreApplication::translate(
                      "Applier", "failed at IRQ %1, every IRQ written before was restored: %2")
                      .arg(irq)
                      .arg(cause)
                : QCoreApplication::translate(
                      "Applier", "failed at IRQ %1 and some restores failed too (journal "
                                 "kept for another rollback): %2")
                      .arg(irq)
                      .arg(cause);
        return;
    }
    r.message = allRestored
                    ? QCoreApplication::translate(
                          "Applier", "a write failed, everything written before was restored: %1")
                          .arg(cause)
                    : QCoreApplication::translate(
                          "Applier", "a write failed and some restores failed too (journal kept "
                                     "for another rollback): %1")
                          .arg(cause);
}

} // namespace

Result<Plan> readPlanInput(const QByteArray &bytes, const QString &origin)
{
    if (bytes.size() > kMaxPlanBytes)
        return Error{
            QCoreApplication::translate("Applier", "%1: plan larger than %2 bytes, refused")
                .arg(origin)
                .arg(kMaxPlanBytes)};
    if (bytes.trimmed().isEmpty())
        return Error{
            QCoreApplication::translate("Applier", "%1: empty input, expected a plan").arg(origin)};
    auto plan = readPlan(bytes, origin);
    if (plan.ok() && plan->assignments.empty() && plan->queues.empty())
        return Error{
            QCoreApplication::translate("Applier", "%1: the plan has no assignments").arg(origin)};
    return plan;
}

QString cpuListProblem(const CpuSet &cpus, const CpuSet &online, const QString &where)
{
    if (cpus.empty())
        return QCoreApplication::translate("Applier", "%1: empty CPU list").arg(where);
    const CpuSet offline = cpus - online;
    if (!offline.empty())
        return QCoreApplication::translate("Applier", "%1: CPU %2 not online (online: %3)")
            .arg(where, offline.toListString(), online.toListString());
    return {};
}

ApplyReport validatePlanOnMachine(const Plan &plan, IrqWriter &writer)
{
    ApplyReport r;
    auto online = writer.onlineCpus();
    if (!online.ok()) {
        r.status = ApplyStatus::SystemError;
        r.errors << online.errorString();
        r.message = online.errorString();
        return r;
    }
    for (std::size_t i = 0; i < plan.assignments.size(); ++i) {
        const PlanAssignment &a = plan.assignments[i];
        const QString where =
            QCoreApplication::translate("Applier", "assignment %1 (irq %2)").arg(i).arg(a.irq);
        IrqOutcome o;
        o.irq = a.irq;
        o.requested = a.cpus;
        o.error = cpuListProblem(a.cpus, *online, where);
        if (o.error.isEmpty()) {
            const IrqWriter::Io p = writer.probe(a.irq);
            if (!p.ok())
                o.error = QStringLiteral("%1: %2").arg(where, p.message);
        }
        if (o.error.isEmpty()) {
            const IrqWriter::Io cur = writer.readAffinityList(a.irq);
            if (!cur.ok()) {
                o.error = QStringLiteral("%1: %2").arg(where, cur.message);
            } else {
                // The previous value must make sense, or a rollback could not
                // put it back.
                // put it back: it is held to the rule a rollback checks.
                auto prev = parseIrqCpuList(cur.bytes, affinityPath(a.irq));
                if (!prev.ok())
                    o.error = QStringLiteral("%1: %2").arg(where, prev.errorString());
                else
                    o.error = cpuListProblem(
                        *prev, *online,
                        QCoreApplication::translate(
                            "Applier", "%1: current value of %2 (a rollback could not restore it)")
                            .arg(where, affinityPath(a.irq)));
                o.previous = cur.bytes;
            }
        }
        if (!o.error.isEmpty())
            r.errors << o.error;
        r.irqs.push_back(std::move(o));
    }
    validateSteering(plan, writer, *online, r.queueFiles, r.threads, r.errors);
    if (!r.errors.isEmpty()) {
        r.status = ApplyStatus::PlanDoesNotFit;
        r.message =
            QCoreApplication::translate("Applier", "plan refused, nothing written: %n problem(s)",
                                        nullptr, int(r.errors.size()));
    }
    return r;
}

ApplyReport applyPlan(const Plan &plan, IrqWriter &writer, const ApplyOptions &options)
{
    ApplyReport r = validatePlanOnMachine(plan, writer);
    if (options.stateDir)
        r.journalPath = options.stateDir->pathOf(options.journalName);
    if (!r.errors.isEmpty())
        return r;
    if (options.dryRun) {
        r.status = ApplyStatus::DryRun;
        r.message = QCoreApplication::translate(
            "Applier", "dry run: %n IRQ(s) would be written, nothing written", nullptr,
            int(r.irqs.size()));
        if (!r.threads.empty() || !r.queueFiles.empty())
            r.message += QCoreApplication::translate(
                             "Applier", "; %1 kernel thread(s) would be moved and %2 queue "
                                        "file(s) written")
                             .arg(r.threads.size())
                             .arg(r.queueFiles.size());
        return r;
    }
    if (!options.stateDir) {
        r.status = ApplyStatus::JournalFailed;
        r.message = QCoreApplication::translate("Applier", "no journal directory, nothing written");
        r.errors << r.message;
        return r;
    }

    Journal journal = journalFor(plan, r);
    const StateDir &dir = *options.stateDir;
    const QString &name = options.journalName;
    if (Status s = saveJournal(dir, name, journal); !s.ok()) {
        r.status = ApplyStatus::JournalFailed;
        r.errors << s.errorString();
        r.message =
            QCoreApplication::translate("Applier", "journal not writable, nothing written: %1")
                .arg(s.errorString());
        return r;
    }
    const auto save = [&] { return saveJournal(dir, name, journal); };
    if (!banInIrqbalance(plan, options.irqbalancePids, journal, save, r)) {
        // Nothing was written: only bans that went out are put back.
        journal.state = restoreBans(journal, r) ? Journal::State::RolledBack
                                                : Journal::State::RollbackIncomplete;
        for (JournalEntry &e : journal.entries)
            e.state = JournalEntry::State::Pending;
        if (Status s = save(); !s.ok())
            r.errors << s.errorString();
        r.status = journal.state == Journal::State::RolledBack ? ApplyStatus::RolledBack
                                                               : ApplyStatus::RollbackIncomplete;
        r.message =
            QCoreApplication::translate("Applier", "nothing written: %1").arg(r.errors.value(0));
        r.irqbalance = journal.irqbalance;
        return r;
    }

    FailedWrite failed{FailedWrite::Irqs, writeEntries(journal, writer, r)};
    if (failed.index < 0)
        failed = {FailedWrite::Threads, writeThreads(journal, writer, r)};
    if (failed.index < 0)
        failed = {FailedWrite::QueueFiles, writeQueueFiles(journal, writer, r)};
    if (failed.index < 0) {
        journal.state =
            options.awaitConfirm ? Journal::State::AwaitingConfirm : Journal::State::Applied;
        if (Status s = save(); !s.ok())
            qCWarning(lcApplier) << s.errorString(); // every write is in; only the marker is stale
        r.status = ApplyStatus::Applied;
        r.irqbalance = journal.irqbalance;
        r.message = appliedMessage(r);
        return r;
    }
    undoFailedApply(journal, failed, writer, save, r);
    return r;
}

ApplyReport validateJournalOnMachine(const Journal &journal, IrqWriter &writer)
{
    ApplyReport r;
    auto online = writer.onlineCpus();
    if (!online.ok()) {
        r.status = ApplyStatus::SystemError;
        r.errors << online.errorString();
        r.message = online.errorString();
        return r;
    }
    for (std::size_t i = 0; i < journal.entries.size(); ++i) {
        const JournalEntry &e = journal.entries[i];
        if (!e.touched())
            continue;
        const QString where =
            QCoreApplication::translate("Applier", "journal entry %1 (irq %2)").arg(i).arg(e.irq);
        auto prev = CpuSet::parseList(e.previous);
        QString problem =
            !prev.ok() ? QStringLiteral("%1: \"previous\": %2").arg(where, prev.errorString())
                       : cpuListProblem(
                             *prev, *online,
                             QCoreApplication::translate("Applier", "%1: \"previous\"").arg(where));
        if (problem.isEmpty()) {
            const IrqWriter::Io p = writer.probe(e.irq);
            if (!p.ok())
                problem = QStringLiteral("%1: %2").arg(where, p.message);
        }
        if (!problem.isEmpty())
            r.errors << problem;
    }
    // A thread's previous affinity is what the kernel gave it: it may name
    // CPUs since taken offline, but must hold an online one. Queue files'
    // values were checked by parseJournal (masks of queue numbers are no
    // CPUs).
    for (std::size_t i = 0; i < journal.threads.size(); ++i) {
        const JournalThreadEntry &t = journal.threads[i];
        auto prev = CpuSet::parseList(t.previous);
        if (t.touched() && (!prev.ok() || !prev->intersects(*online)))
            r.errors << QCoreApplication::translate(
                            "Applier", "journal thread %1 (pid %2): \"previous\" has no online CPU")
                            .arg(i)
                            .arg(t.pid);
    }
    if (!r.errors.isEmpty()) {
        r.status = ApplyStatus::PlanDoesNotFit;
        r.message = QCoreApplication::translate("Applier",
                                                "journal refused, nothing written: %n problem(s)",
                                                nullptr, int(r.errors.size()));
    }
    return r;
}

ApplyReport rollbackJournal(Journal &journal, const StateDir &dir, const QString &name,
                            IrqWriter &writer)
{
    const QString journalPath = dir.pathOf(name);
    ApplyReport r;
    r.journalPath = journalPath;
    if (!journal.needsRollback()) {
        r.status = ApplyStatus::NothingToRollBack;
        r.message =
            QCoreApplication::translate("Applier", "%1: already rolled back (%2), nothing to do")
                .arg(journalPath, journal.updated);
        return r;
    }
    if (ApplyReport v = validateJournalOnMachine(journal, writer); !v.errors.isEmpty()) {
        v.journalPath = journalPath;
        return v;
    }
    bool allRestored = restoreSteering(journal, writer, r, false);
    for (auto it = journal.entries.rbegin(); it != journal.entries.rend(); ++it) {
        if (!it->touched())
            continue;
        IrqOutcome o;
        o.irq = it->irq;
        o.previous = it->previous;
        if (auto req = CpuSet::parseList(it->requested); req.ok())
            o.requested = req.value();
        allRestored = restoreEntry(*it, writer, o) && allRestored;
        o.readBack = parseList(writer.readAffinityList(it->irq), affinityPath(it->irq));
        o.effective =
            parseList(writer.readEffectiveList(it->irq),
                      QStringLiteral("/proc/irq/%1/effective_affinity_list").arg(it->irq));
        if (!o.error.isEmpty())
            r.errors << o.error;
        r.irqs.push_back(std::move(o));
    }
    allRestored = restoreBans(journal, r) && allRestored;
    r.irqbalance = journal.irqbalance;
    // One rewrite for the whole batch: a rollback that dies half way leaves
    // the journal as it was, and running it again restores the same values.
    journal.state = allRestored ? Journal::State::RolledBack : Journal::State::RollbackIncomplete;
    if (Status s = saveJournal(dir, name, journal); !s.ok())
        r.errors << s.errorString();
    r.status = allRestored ? ApplyStatus::Reverted : ApplyStatus::RollbackIncomplete;
    r.message = allRestored ? QCoreApplication::translate("Applier", "%n IRQ(s) restored from %1",
                                                          nullptr, int(r.irqs.size()))
                                  .arg(journalPath)
                            : QCoreApplication::translate(
                                  "Applier",
                                  "some IRQs could not be restored; %1 kept for another rollback")
                                  .arg(journalPath);
    if (allRestored && (!r.threads.empty() || !r.queueFiles.empty()))
        r.message += QCoreApplication::translate(
                         "Applier", "; %1 kernel thread(s) and %2 queue file(s) restored")
                         .arg(std::count_if(r.threads.begin(), r.threads.end(),
                                            [](const ThreadOutcome &t) { return t.restored; }))
                         .arg(r.queueFiles.size());
    return r;
}

ApplyReport rollbackJournalFile(const StateDir &dir, const QString &name, IrqWriter &writer)
{
    bool notFound = false;
    auto j = loadJournal(dir, name, &notFound);
    if (!j.ok()) {
        ApplyReport r;
        r.journalPath = dir.pathOf(name);
        r.status = notFound ? ApplyStatus::NothingToRollBack : ApplyStatus::JournalFailed;
        r.message = notFound ? QCoreApplication::translate("Applier",
                                                           "%1: no journal, nothing to roll back")
                                   .arg(r.journalPath)
                             : j.errorString();
        if (!notFound)
            r.errors << j.errorString();
        return r;
    }
    return rollbackJournal(*j, dir, name, writer);
}

Status confirmJournal(const StateDir &dir, const QString &name)
{
    auto j = loadJournal(dir, name);
    if (!j.ok())
        return j.error();
    if (j->state != Journal::State::AwaitingConfirm)
        return Error{
            QCoreApplication::translate("Applier", "%1: nothing awaits confirmation (state %2)")
                .arg(dir.pathOf(name), journalStateName(j->state))};
    j->state = Journal::State::Confirmed;
    return saveJournal(dir, name, *j);
}

namespace {

struct SteeringCounts
{
    int threadsWritten = 0, threadsRestored = 0, threadsGone = 0;
    int filesWritten = 0, filesRestored = 0, failed = 0;
};

QJsonValue optionalList(const std::optional<CpuSet> &s)
{
    return s ? QJsonValue(s->toListString()) : QJsonValue();
}

// {"thread": {...}} and {"queue_file": {...}} lines (docs/HELPER.md).
QByteArray steeringJsonLines(const ApplyReport &r, SteeringCounts &c)
{
    QByteArray out;
    for (const ThreadOutcome &t : r.threads) {
        QJsonObject j;
        j.insert(QStringLiteral("pid"), t.pid);
        j.insert(QStringLiteral("start_time"), QString::number(t.startTime));
        j.insert(QStringLiteral("comm"), QString::fromStdString(t.comm));
        j.insert(QStringLiteral("placed_by"), t.why.isEmpty() ? QJsonValue() : QJsonValue(t.why));
        j.insert(QStringLiteral("requested"), t.requested.toListString());
        j.insert(QStringLiteral("previous"), QString::fromStdString(t.previous).trimmed());
        j.insert(QStringLiteral("written"), t.written);
        j.insert(QStringLiteral("cpus_allowed_list"), optionalList(t.readBack));
        j.insert(QStringLiteral("restored"), t.restored);
        j.insert(QStringLiteral("gone"), t.gone);
        j.insert(QStringLiteral("errno"), t.err ? QJsonValue(errnoName(t.err)) : QJsonValue());
        j.insert(QStringLiteral("error"), t.error.isEmpty() ? QJsonValue() : QJsonValue(t.error));
        QJsonObject line;
        line.insert(QStringLiteral("thread"), j);
        out += QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
        c.threadsWritten += t.written ? 1 : 0;
        c.threadsRestored += t.restored ? 1 : 0;
        c.threadsGone += t.gone ? 1 : 0;
        c.failed += t.error.isEmpty() || t.gone ? 0 : 1;
    }
    for (const QueueFileOutcome &q : r.queueFiles) {
        QJsonObject j;
        j.insert(QStringLiteral("interface"), QString::fromStdString(q.interface));
        j.insert(QStringLiteral("queue"), QString::fromStdString(q.queue));
        j.insert(QStringLiteral("file"), QString::fromStdString(q.file));
        j.insert(QStringLiteral("requested"), QString::fromStdString(q.requestedBytes).trimmed());
        j.insert(QStringLiteral("previous"), QString::fromStdString(q.previous).trimmed());
        j.insert(QStringLiteral("written"), q.written);
        j.insert(QStringLiteral("read_back"),
                 q.readBack ? QJsonValue(QString::fromStdString(*q.readBack)) : QJsonValue());
        j.insert(QStringLiteral("restored"), q.restored);
        j.insert(QStringLiteral("gone"), q.gone);
        j.insert(QStringLiteral("errno"), q.err ? QJsonValue(errnoName(q.err)) : QJsonValue());
        j.insert(QStringLiteral("error"), q.error.isEmpty() ? QJsonValue() : QJsonValue(q.error));
        QJsonObject line;
        line.insert(QStringLiteral("queue_file"), j);
        out += QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
        c.filesWritten += q.written ? 1 : 0;
        c.filesRestored += q.restored ? 1 : 0;
        c.failed += q.error.isEmpty() || q.restored || q.gone ? 0 : 1;
    }
    return out;
}

} // namespace

QString applyStatusName(ApplyStatus s)
{
    switch (s) {
    case ApplyStatus::Applied:
        return QStringLiteral("applied");
    case ApplyStatus::DryRun:
        return QStringLiteral("dry-run");
    case ApplyStatus::InvalidPlan:
        return QStringLiteral("invalid-plan");
    case ApplyStatus::PlanDoesNotFit:
        return QStringLiteral("plan-does-not-fit");
    case ApplyStatus::JournalFailed:
        return QStringLiteral("journal-failed");
    case ApplyStatus::RolledBack:
        return QStringLiteral("rolled-back");
    case ApplyStatus::RollbackIncomplete:
        return QStringLiteral("rollback-incomplete");
    case ApplyStatus::Reverted:
        return QStringLiteral("reverted");
    case ApplyStatus::NothingToRollBack:
        return QStringLiteral("nothing-to-roll-back");
    case ApplyStatus::SystemError:
        return QStringLiteral("system-error");
    }
    return {};
}

QByteArray reportJsonLines(const ApplyReport &r)
{
    QByteArray out;
    auto opt = [](const std::optional<CpuSet> &s) {
        return s ? QJsonValue(s->toListString()) : QJsonValue();
    };
    int written = 0, restored = 0, mismatches = 0, failed = 0;
    for (const IrqOutcome &o : r.irqs) {
        QJsonObject j;
        j.insert(QStringLiteral("irq"), o.irq);
        j.insert(QStringLiteral("requested"), o.requested.toListString());
        j.insert(QStringLiteral("previous"), QString::fromStdString(o.previous).trimmed());
        j.insert(QStringLiteral("written"), o.written);
        j.insert(QStringLiteral("smp_affinity_list"), opt(o.readBack));
        j.insert(QStringLiteral("effective_affinity_list"), opt(o.effective));
        j.insert(QStringLiteral("effective_mismatch"), o.effectiveMismatch);
        j.insert(QStringLiteral("restored"), o.restored);
        j.insert(QStringLiteral("errno"), o.err ? QJsonValue(errnoName(o.err)) : QJsonValue());
        j.insert(QStringLiteral("error"), o.error.isEmpty() ? QJsonValue() : QJsonValue(o.error));
        out += QJsonDocument(j).toJson(QJsonDocument::Compact) + '\n';
        written += o.written ? 1 : 0;
        restored += o.restored ? 1 : 0;
        mismatches += o.effectiveMismatch ? 1 : 0;
        failed += o.error.isEmpty() ? 0 : 1;
    }
    SteeringCounts c;
    out += steeringJsonLines(r, c);
    QJsonObject s;
    s.insert(QStringLiteral("result"), applyStatusName(r.status));
    s.insert(QStringLiteral("irqs"), int(r.irqs.size()));
    s.insert(QStringLiteral("written"), written);
    s.insert(QStringLiteral("restored"), restored);
    s.insert(QStringLiteral("failed"), failed);
    s.insert(QStringLiteral("effective_mismatches"), mismatches);
    s.insert(QStringLiteral("threads"), int(r.threads.size()));
    s.insert(QStringLiteral("threads_written"), c.threadsWritten);
    s.insert(QStringLiteral("threads_restored"), c.threadsRestored);
    s.insert(QStringLiteral("threads_gone"), c.threadsGone);
    s.insert(QStringLiteral("queue_files"), int(r.queueFiles.size()));
    s.insert(QStringLiteral("queue_files_written"), c.filesWritten);
    s.insert(QStringLiteral("queue_files_restored"), c.filesRestored);
    s.insert(QStringLiteral("steering_failed"), c.failed);
    s.insert(QStringLiteral("journal"),
             r.journalPath.isEmpty() ? QJsonValue() : QJsonValue(r.journalPath));
    s.insert(QStringLiteral("errors"), QJsonArray::fromStringList(r.errors));
    s.insert(QStringLiteral("message"), r.message);
    if (!r.irqbalance.empty() || !r.unbannedIrqbalance.empty()) {
        QJsonArray bans;
        for (const auto *list : {&r.irqbalance, &r.unbannedIrqbalance})
            for (const IrqbalanceBan &b : *list)
                bans.append(irqbalanceBanJson(b));
        s.insert(QStringLiteral("irqbalance"), bans);
    }
    QJsonObject wrap;
    wrap.insert(QStringLiteral("summary"), s);
    out += QJsonDocument(wrap).toJson(QJsonDocument::Compact) + '\n';
    return out;
}

} // namespace irqatlas
