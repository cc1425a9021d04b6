#include "apply/applier.h"

#include "model/planfile.h"
#include "procfs/irqfiles.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
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
    return journal;
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

// Undoes a failed apply, newest first: the IRQs written before the failure,
// then the bans. Entries after the failure were never written.
void undoFailedApply(Journal &journal, int failedAt, IrqWriter &writer,
                     const std::function<Status()> &save, ApplyReport &r)
{
    for (std::size_t i = std::size_t(failedAt) + 1; i < journal.entries.size(); ++i)
        journal.entries[i].state = JournalEntry::State::Pending;
    bool allRestored = true;
    for (int i = failedAt; i >= 0; --i) {
        JournalEntry &e = journal.entries[std::size_t(i)];
        if (!e.touched())
            continue;
        allRestored = restoreEntry(e, writer, r.irqs[std::size_t(i)]) && allRestored;
    }
    const QString cause = r.irqs[std::size_t(failedAt)].error;
    r.errors << cause;
    allRestored = restoreBans(journal, r) && allRestored;
    journal.state = allRestored ? Journal::State::RolledBack : Journal::State::RollbackIncomplete;
    if (Status s = save(); !s.ok())
        r.errors << s.errorString();
    r.irqbalance = journal.irqbalance;
    r.status = allRestored ? ApplyStatus::RolledBack : ApplyStatus::RollbackIncomplete;
    r.message =
        allRestored
            ? QCoreApplication::translate(
                  "Applier", "failed at IRQ %1, every IRQ written before was restored: %2")
                  .arg(r.irqs[std::size_t(failedAt)].irq)
                  .arg(cause)
            : QCoreApplication::translate(
                  "Applier", "failed at IRQ %1 and some restores failed too (journal kept for "
                             "another rollback): %2")
                  .arg(r.irqs[std::size_t(failedAt)].irq)
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
    if (plan.ok() && plan->assignments.empty())
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

    const int failedAt = writeEntries(journal, writer, r);
    if (failedAt < 0) {
        journal.state =
            options.awaitConfirm ? Journal::State::AwaitingConfirm : Journal::State::Applied;
        if (Status s = save(); !s.ok())
            qCWarning(lcApplier) << s.errorString(); // every write is in; only the marker is stale
        r.status = ApplyStatus::Applied;
        r.irqbalance = journal.irqbalance;
        int mismatches = 0;
        for (const auto &o : r.irqs)
            mismatches += o.effectiveMismatch ? 1 : 0;
        r.message = QCoreApplication::translate("Applier", "%n IRQ(s) written", nullptr,
                                                int(r.irqs.size()));
        if (mismatches)
            r.message += QCoreApplication::translate(
                "Applier", "; %n with an effective affinity outside the request", nullptr,
                mismatches);
        return r;
    }
    undoFailedApply(journal, failedAt, writer, save, r);
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
    bool allRestored = true;
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
    QJsonObject s;
    s.insert(QStringLiteral("result"), applyStatusName(r.status));
    s.insert(QStringLiteral("irqs"), int(r.irqs.size()));
    s.insert(QStringLiteral("written"), written);
    s.insert(QStringLiteral("restored"), restored);
    s.insert(QStringLiteral("failed"), failed);
    s.insert(QStringLiteral("effective_mismatches"), mismatches);
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
