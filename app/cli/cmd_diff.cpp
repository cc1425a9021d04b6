#include "command.h"
#include "model/cappedread.h"
#include "model/inputlimits.h"
#include "model/planfile.h"
#include "plan/lint.h"
#include "plan/plandiff.h"
#include "sources.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace irqatlas::cli {
namespace {

QString howName(ResolvedEntry::How h)
{
    switch (h) {
    case ResolvedEntry::How::Key:
        return QStringLiteral("key");
    case ResolvedEntry::How::Number:
        return QStringLiteral("number");
    case ResolvedEntry::How::Missing:
        return QStringLiteral("missing");
    case ResolvedEntry::How::Ambiguous:
        return QStringLiteral("ambiguous");
    }
    return {};
}

std::string csvField(const std::string &s)
{
    if (s.find_first_of(",\"\n") == std::string::npos)
        return s;
    std::string q = "\"";
    for (char c : s) {
        if (c == '"')
            q += '"';
        q += c;
    }
    return q + '"';
}

// An assignment's thread_cpus as the plan file has it: empty when its
// threads follow the IRQ (the file leaves the key out), "keep", or a list.
std::string threadCpusField(const PlanAssignment &a)
{
    switch (a.threads) {
    case ThreadPlacement::FollowIrq:
        return {};
    case ThreadPlacement::Keep:
        return "keep";
    case ThreadPlacement::Cpus:
        return a.threadCpus.toList();
    }
    return {};
}

// One row per IRQ. thread_cpus comes last so that the columns before it keep
// their places; queue steering has no row here (the JSON and the table).
std::string diffCsv(const Plan &plan, const PlanDiff &diff)
{
    std::string buf = "index,irq,match,status,matched_by,from,to,name,note,thread_cpus\n";
    for (const PlanDiffEntry &e : diff.entries) {
        const PlanAssignment &a = plan.assignments[std::size_t(e.index)];
        buf += std::to_string(e.index) + ',' + std::to_string(e.irq) + ',' + csvField(a.match) +
               ',' + kindName(e.kind).toStdString() + ',' + howName(e.how).toStdString() + ',' +
               csvField(e.from ? e.from->toList() : std::string()) + ',' + csvField(e.to.toList()) +
               ',' + csvField(e.name) + ',' + csvField(e.note.toStdString()) + ',' +
               csvField(threadCpusField(a)) + '\n';
    }
    return buf;
}

QJsonArray threadDiffJson(const PlanDiff &diff)
{
    QJsonArray out;
    for (const ThreadDiffEntry &t : diff.threads) {
        QJsonObject o;
        o.insert(QStringLiteral("index"), t.index);
        o.insert(QStringLiteral("irq"), t.irq);
        o.insert(QStringLiteral("pid"), t.pid);
        o.insert(QStringLiteral("comm"), QString::fromStdString(t.comm));
        o.insert(QStringLiteral("status"), kindName(t.kind));
        o.insert(QStringLiteral("from"), t.from.toListString());
        o.insert(QStringLiteral("to"), t.to.toListString());
        out.append(o);
    }
    return out;
}

QJsonArray queueDiffJson(const PlanDiff &diff)
{
    QJsonArray out;
    for (const QueueDiffEntry &q : diff.queues) {
        QJsonObject o;
        o.insert(QStringLiteral("index"), q.index);
        o.insert(QStringLiteral("interface"), QString::fromStdString(q.interface));
        o.insert(QStringLiteral("queue"), QString::fromStdString(q.queue));
        o.insert(QStringLiteral("field"), QString::fromStdString(q.field));
        o.insert(QStringLiteral("status"), kindName(q.kind));
        o.insert(QStringLiteral("from"),
                 q.from ? QJsonValue(QString::fromStdString(*q.from)) : QJsonValue());
        o.insert(QStringLiteral("to"), QString::fromStdString(q.to));
        o.insert(QStringLiteral("note"), q.note.isEmpty() ? QJsonValue() : QJsonValue(q.note));
        out.append(o);
    }
    return out;
}

// The table view's threads and queues, after the IRQs: only what the plan
// touches, "" shown as "off".
std::string threadAndQueueDiffText(const PlanDiff &diff)
{
    std::string buf;
    if (!diff.threads.empty()) {
        TextTable t({"IRQ", "PID", "THREAD", "STATUS", "FROM", "TO"});
        t.alignRight({0, 1});
        for (const ThreadDiffEntry &e : diff.threads)
            t.add({std::to_string(e.irq), std::to_string(e.pid), e.comm,
                   kindName(e.kind).toStdString(), e.from.toList(), e.to.toList()});
        buf += '\n' + t.render();
    }
    if (!diff.queues.empty()) {
        auto shown = [](const std::string &v) { return v.empty() ? std::string("off") : v; };
        TextTable t({"INTERFACE", "QUEUE", "FIELD", "STATUS", "FROM", "TO"});
        for (const QueueDiffEntry &e : diff.queues)
            t.add({e.interface, e.queue, e.field, kindName(e.kind).toStdString(),
                   e.from ? shown(*e.from) : std::string("-"), shown(e.to)});
        buf += '\n' + t.render();
        QString last; // an unresolved queue's note comes with each of its fields
        for (const QueueDiffEntry &e : diff.queues)
            if (!e.note.isEmpty() && e.note != last) {
                buf += "note: " + e.note.toStdString() + '\n';
                last = e.note;
            }
    }
    if (!diff.queuesNote.isEmpty())
        buf += "note: " + diff.queuesNote.toStdString() + '\n';
    return buf;
}

int runDiff(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli", "What applying PLAN would change, and what to check first."));
    addSourceOptions(p);
    addFormatOption(p);
    p.addPositionalArgument(
        QStringLiteral("PLAN"),
        QCoreApplication::translate("irqatlas-cli", "Plan file (irqatlas-plan JSON)."));
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (p.positionalArguments().size() != 1)
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "diff takes exactly one plan file"));
    Format fmt;
    if (!formatFrom(p, fmt))
        return ExitUsage;

    const QString path = p.positionalArguments().constFirst();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("irqatlas-cli", "%1: cannot read: %2")
                        .arg(path, f.errorString()));
    auto read = readCapped(f, limits::kMaxPlanBytes, path);
    if (!read.ok())
        return fail(read.errorString());
    const QByteArray bytes = std::move(read).value();

    SnapshotOptions opt;
    opt.stat = false;
    auto snap = loadSnapshot(p, opt);
    if (!snap.ok())
        return fail(snap.errorString());
    auto plan = readPlan(bytes, path, snap->hasTopology ? &snap->topology : nullptr);
    if (!plan)
        return fail(plan.errorString());

    const CpuSet online = snap->hasTopology ? snap->topology.onlineCpus() : CpuSet{};
    PlanDiffMachine machine;
    machine.threads = &snap->threads;
    machine.netQueues = &snap->netQueues;
    machine.online = snap->hasTopology ? &online : nullptr;
    const PlanDiff diff = diffPlan(*plan, snap->irqs, machine);
    LintInput li;
    li.topology = snap->hasTopology ? &snap->topology : nullptr;
    li.table = &snap->irqs;
    li.isolated = snap->isolated;
    li.nohzFull = snap->nohzFull;
    li.netQueues = snap->netQueues ? &*snap->netQueues : nullptr;
    li.irqbalanceRunning = snap->irqbalanceRunning;
    const auto findings = lintPlan(*plan, li);
    using K = PlanDiffEntry::Kind;

    std::string buf;
    if (fmt == Format::Json) {
        QJsonArray entries;
        for (const PlanDiffEntry &e : diff.entries) {
            QJsonObject o;
            o.insert(QStringLiteral("index"), e.index);
            o.insert(QStringLiteral("irq"), e.irq);
            o.insert(QStringLiteral("match"),
                     QString::fromStdString(plan->assignments[std::size_t(e.index)].match));
            o.insert(QStringLiteral("status"), kindName(e.kind));
            o.insert(QStringLiteral("matched_by"), howName(e.how));
            o.insert(QStringLiteral("name"), QString::fromStdString(e.name));
            o.insert(QStringLiteral("from"),
                     e.from ? QJsonValue(e.from->toListString()) : QJsonValue());
            // Without an affinity, where the counts say it fired (not an affinity).
            o.insert(QStringLiteral("fired"),
                     e.from || e.fired.empty() ? QJsonValue() : QJsonValue(e.fired.toListString()));
            o.insert(QStringLiteral("to"), e.to.toListString());
            o.insert(QStringLiteral("note"), e.note.isEmpty() ? QJsonValue() : QJsonValue(e.note));
            entries.append(o);
        }
        QJsonArray lint;
        for (const LintFinding &l : findings) {
            QJsonObject o;
            o.insert(QStringLiteral("severity"), severityName(l.severity));
            o.insert(QStringLiteral("rule"), l.rule);
            o.insert(QStringLiteral("irq"), l.irq >= 0 ? QJsonValue(l.irq) : QJsonValue());
            o.insert(QStringLiteral("cpu"), l.cpu >= 0 ? QJsonValue(l.cpu) : QJsonValue());
            o.insert(QStringLiteral("message"), l.message);
            lint.append(o);
        }
        QJsonObject summary;
        for (K k : {K::Changed, K::Unchanged, K::NotPresent, K::Immovable})
            summary.insert(kindName(k), diff.count(k));
        QJsonObject root;
        root.insert(QStringLiteral("plan"), path);
        root.insert(QStringLiteral("algorithm"), plan->algorithm);
        root.insert(QStringLiteral("summary"), summary);
        root.insert(QStringLiteral("entries"), entries);
        QStringList problems = resolvePlan(*plan, snap->irqs).problems();
        for (const QueueDiffEntry &q : diff.queues)
            if (q.kind == K::NotPresent && !problems.contains(q.note))
                problems << q.note;
        root.insert(QStringLiteral("problems"), QJsonArray::fromStringList(problems));
        root.insert(QStringLiteral("lint"), lint);
        root.insert(QStringLiteral("threads"),
                    diff.threadsKnown ? QJsonValue(threadDiffJson(diff)) : QJsonValue());
        root.insert(QStringLiteral("queues"), queueDiffJson(diff));
        root.insert(QStringLiteral("queues_note"),
                    diff.queuesNote.isEmpty() ? QJsonValue() : QJsonValue(diff.queuesNote));
        buf = QJsonDocument(root).toJson(QJsonDocument::Indented).toStdString();
    } else if (fmt == Format::Csv) {
        buf = diffCsv(*plan, diff);
    } else {
        TextTable t({"IRQ", "STATUS", "FROM", "TO", "NAME"});
        t.alignRight({0});
        for (const PlanDiffEntry &e : diff.entries)
            t.add({std::to_string(e.irq), kindName(e.kind).toStdString(),
                   e.from            ? e.from->toList()
                   : e.fired.empty() ? std::string("-")
                                     : "fired:" + e.fired.toList(),
                   e.to.toList(), e.name});
        buf = QCoreApplication::translate(
                  "irqatlas-cli", "# %1: %2 changed, %3 unchanged, %4 not present, %5 immovable\n")
                  .arg(path)
                  .arg(diff.count(K::Changed))
                  .arg(diff.count(K::Unchanged))
                  .arg(diff.count(K::NotPresent))
                  .arg(diff.count(K::Immovable))
                  .toStdString() +
              t.render();
        for (const PlanDiffEntry &e : diff.entries)
            if (!e.note.isEmpty())
                buf += "note: " + e.note.toStdString() + '\n';
        buf += threadAndQueueDiffText(diff);
        for (const LintFinding &l : findings)
            buf += severityName(l.severity).toStdString() + ": [" + l.rule.toStdString() + "] " +
                   l.message.toStdString() + '\n';
    }
    out(buf);
    return ExitOk;
}

const Command cmdDiff("diff",
                      QT_TRANSLATE_NOOP("irqatlas-cli", "what applying a plan would change"),
                      runDiff);

} // namespace
} // namespace irqatlas::cli
