#include "command.h"
#include "model/cappedread.h"
#include "model/inputlimits.h"
#include "model/irqexport.h"
#include "model/irqplacement.h"
#include "model/planfile.h"
#include "model/safefile.h"
#include "plan/textfileexport.h"
#include "procfs/irqstream.h"
#include "procfs/kthreads.h"
#include "prometheus/promhost.h"
#include "promoptions.h"
#include "snapshot/snapshot.h"
#include "sources.h"
#include "texttable.h"

#include <QCoreApplication>
#include <algorithm>
#include <map>
#include <unistd.h>

namespace irqatlas::cli {
namespace {

// Table cells stay short at 1152 CPUs: a scattered set becomes
// "417 CPUs 0-3,5,…,1151" instead of a 2000-character list (json/csv keep it whole).
std::string cell(const CpuSet &s)
{
    constexpr std::size_t kMax = 28;
    std::string list = s.toList();
    if (list.empty())
        return "-";
    if (list.size() <= kMax)
        return list;
    std::string head = list.substr(0, kMax - 12);
    head = head.substr(0, head.rfind(','));
    return std::to_string(s.count()) + " CPUs " + head + ",…," + std::to_string(s.last());
}

std::string optSet(const std::optional<CpuSet> &s)
{
    return s ? cell(*s) : std::string("-");
}

// The irq/N threads of a source by IRQ number; nullopt when the source
// lists no tasks (a saved tree without /proc/PID, a lone /proc/interrupts):
// then nothing is known of threads, not "none".
using ThreadsByIrq = std::map<std::string, std::vector<KernelThread>>;

Result<std::optional<ThreadsByIrq>> irqThreads(const QCommandLineParser &p)
{
    // Tasks are read one file at a time: only where the files are on this
    // machine's filesystem (this machine, a saved tree), never over SSH.
    if (p.isSet(QStringLiteral("host")))
        return std::optional<ThreadsByIrq>();
    auto host = openHost(p);
    if (!host.ok() || (*host)->localRoot().isEmpty())
        return std::optional<ThreadsByIrq>();
    auto names = (*host)->listDir(QStringLiteral("/proc"));
    const bool hasTasks =
        names.ok() && std::any_of(names->begin(), names->end(), [](const QString &n) {
            return !n.isEmpty() && n.at(0).isDigit();
        });
    if (!hasTasks)
        return std::optional<ThreadsByIrq>();
    const long ticks = (*host)->isLocalMachine() ? ::sysconf(_SC_CLK_TCK) : 100;
    auto threads = readKernelThreads(**host, ticks);
    if (!threads.ok())
        return threads.error();
    ThreadsByIrq byIrq;
    for (KernelThread &t : *threads)
        if (t.kind == KThreadKind::Irq)
            byIrq[t.irq].push_back(std::move(t));
    return std::optional<ThreadsByIrq>(std::move(byIrq));
}

// Where a handler thread may run that the IRQ is not delivered to: the
// thread's work then lands on another CPU than the interrupt's.
std::string threadFlag(const Irq &irq, const ThreadsByIrq *threads)
{
    if (!threads || irq.symbolic())
        return {};
    const auto it = threads->find(irq.key);
    if (it == threads->end())
        return {};
    const std::optional<CpuSet> &delivered = irq.effective ? irq.effective : irq.affinity;
    std::string flag;
    for (const KernelThread &t : it->second) {
        if (delivered && !t.cpus.empty() && !t.cpus.isSubsetOf(*delivered))
            flag += " [thread " + t.comm + " may run on " + t.cpus.toList() + ", outside " +
                    delivered->toList() + "]";
    }
    return flag;
}

void appendThreadsJson(std::string &out, const Irq &irq, const ThreadsByIrq *threads)
{
    out += ", \"threads\": ";
    if (!threads) {
        out += "null";
        return;
    }
    out += '[';
    const auto it = irq.symbolic() ? threads->end() : threads->find(irq.key);
    if (it != threads->end()) {
        bool first = true;
        for (const KernelThread &t : it->second) {
            out += first ? "{\"pid\": " : ", {\"pid\": ";
            first = false;
            appendInt(out, t.pid);
            out += ", \"comm\": ";
            appendJsonString(out, t.comm);
            out += ", \"cpus\": ";
            appendJsonString(out, t.cpus.toList());
            out += ", \"policy\": ";
            appendJsonString(out, t.policy);
            out += ", \"priority\": ";
            appendInt(out, t.priority);
            out += '}';
        }
    }
    out += ']';
}

std::string renderTable(const Snapshot &snap, const ThreadsByIrq *threads)
{
    const IrqTable &t = snap.irqs;
    // At 1152 CPUs a column per CPU is unreadable: show where each IRQ
    // actually fired as a cpulist instead.
    TextTable table({"IRQ", "TOTAL", "FIRED ON", "AFFINITY", "EFFECTIVE", "NODE", "DEVICE", "CHIP",
                     "HWIRQ", "TRIGGER", "NAME"});
    table.alignRight({0, 1});
    for (const Irq &irq : t.irqs) {
        const auto node = displayNode(irq);
        const std::string fired = irq.counts.empty() ? "-" : cell(activeCpus(irq, t.cpus));
        std::string name = irq.symbolic() ? irq.description : irq.name;
        if (irq.immovable && !irq.symbolic())
            name += " [immovable: " + irq.immovableReason + "]";
        name += threadFlag(irq, threads);
        table.add({irq.key, std::to_string(irq.total), fired, optSet(irq.affinity),
                   optSet(irq.effective), node ? std::to_string(*node) : std::string("-"),
                   irq.device.empty() ? "-" : irq.device, irq.chip.empty() ? "-" : irq.chip,
                   irq.hwirq.empty() ? "-" : irq.hwirq, irq.trigger.empty() ? "-" : irq.trigger,
                   name});
    }
    std::string head = "# " + snap.source.toStdString();
    if (!snap.hostname.isEmpty())
        head += " (" + snap.hostname.toStdString() + ")";
    head += ": " + std::to_string(t.irqs.size()) + " rows, " + std::to_string(t.cpus.size()) +
            " CPU columns (" + CpuSet::fromVector(t.cpus).toList() + ")\n";
    return head + table.render();
}

// CSV rows go out as /proc/interrupts is read: the table is never held, so a
// 1152-CPU machine costs a few hundred KiB instead of 23 MB (see irqstream.h).
int streamCsv(const QCommandLineParser &p, SnapshotOptions opt)
{
    auto topo = topologyFromFlags(p);
    if (!topo.ok())
        return fail(topo.errorString());
    opt.topology = false;
    auto host = openSnapshotHost(p, opt);
    if (!host.ok())
        return fail(host.errorString());
    Status s = streamIrqsCsv(**host, *topo ? &**topo : nullptr, [](std::string &chunk) {
        out(chunk);
        chunk.clear();
    });
    if (!s.ok())
        return fail(s.errorString());
    return ExitOk;
}

// The seconds a request to a Prometheus server may take.
constexpr int kPromTimeoutMs = 30000;

// With --host: the placement (/proc/irq, devices) of that host over SSH
// joined to the counts by IRQ number and name; stderr says how many rows
// took it and which could not.
Status joinHostPlacement(const QCommandLineParser &p, IrqTable &counts)
{
    SnapshotOptions opt;
    opt.stat = false;
    opt.topology = false;
    auto host = loadSnapshot(p, opt);
    if (!host.ok())
        return host.error();
    const PlacementJoin join = joinPlacement(counts, host->irqs);
    const QString target = p.value(QStringLiteral("host"));
    err(QStringLiteral("irqatlas-cli: ") +
        QCoreApplication::translate("irqatlas-cli",
                                    "affinity, node and device of %1 of %2 numbered rows from %3 "
                                    "over SSH")
            .arg(join.matched)
            .arg(join.numbered)
            .arg(target));
    const auto list = [](const std::vector<std::string> &keys) -> QString {
        QStringList l;
        for (std::size_t i = 0; i < keys.size() && i < 20; ++i)
            l << QString::fromStdString(keys[i]);
        return l.join(QLatin1Char(' ')) + (keys.size() > 20 ? QStringLiteral(" …") : QString());
    };
    if (!join.renamed.empty())
        err(QStringLiteral("irqatlas-cli: ") +
            QCoreApplication::translate("irqatlas-cli",
                                        "%1 has another device on IRQ %2 than Prometheus "
                                        "counted: no placement for them")
                .arg(target, list(join.renamed)));
    if (!join.absent.empty())
        err(QStringLiteral("irqatlas-cli: ") +
            QCoreApplication::translate("irqatlas-cli",
                                        "%1 has no IRQ %2 now: no placement for them")
                .arg(target, list(join.absent)));
    return Ok{};
}

// irqs --prometheus URL --instance NAME: the rows node_exporter's interrupts
// collector keeps, read as any host's /proc/interrupts is; affinity, node
// and device are null (Prometheus has none of them) unless --host names
// the same host over SSH, where they come from then.
int promIrqs(const QCommandLineParser &p, Format fmt)
{
    const Status alone = promExcludes(
        p, {QStringLiteral("root"), QStringLiteral("xml"), QStringLiteral("topology")});
    if (!alone)
        return usageError(alone.errorString());
    auto server = prometheusFrom(p, kPromTimeoutMs);
    if (!server)
        return usageError(server.errorString());
    auto instance = promInstance(p);
    if (!instance)
        return usageError(instance.errorString());
    const bool withHost = p.isSet(QStringLiteral("host"));
    if (p.isSet(QStringLiteral("ssh-config")) && !withHost)
        return usageError(QCoreApplication::translate("irqatlas-cli", "--ssh-config needs --host"));
    const PromHostSource host(**server, *instance);
    if (fmt == Format::Csv && !withHost) {
        Status s = streamIrqsCsv(host, nullptr, [](std::string &chunk) {
            out(chunk);
            chunk.clear();
        });
        return s ? ExitOk : fail(s.errorString());
    }
    SnapshotOptions opt;
    opt.stat = false;
    opt.topology = false;
    auto snap = readSnapshot(host, opt);
    if (!snap)
        return fail(snap.errorString());
    if (withHost) {
        if (Status s = joinHostPlacement(p, snap->irqs); !s)
            return fail(s.errorString());
    }
    std::string buf;
    const std::string from = withHost ? p.value(QStringLiteral("host")).toStdString() : "";
    switch (fmt) {
    case Format::Json:
        appendIrqsJson(buf, snap->irqs, [&from](std::string &o, const Irq &irq) {
            appendThreadsJson(o, irq, nullptr);
            if (from.empty())
                return;
            o += ", \"placement_from\": ";
            if (!irq.symbolic() && irq.affinity)
                appendJsonString(o, from);
            else
                o += "null";
        });
        break;
    case Format::Csv:
        appendIrqsCsvHeader(buf, snap->irqs.cpus);
        for (const Irq &irq : snap->irqs.irqs)
            appendIrqCsvRow(buf, irq, snap->irqs.cpus.size());
        break;
    case Format::Table:
        buf = renderTable(*snap, nullptr);
        break;
    }
    out(buf);
    return ExitOk;
}

// irqs --format prometheus [--plan FILE] [--out FILE]: the placement in
// node_exporter's textfile-collector format; --out replaces FILE atomically
// (a temporary in its folder renamed over it), as that collector needs.
int textfile(const QCommandLineParser &p)
{
    if (p.isSet(QStringLiteral("prometheus")))
        return usageError(QCoreApplication::translate(
            "irqatlas-cli", "--format prometheus exports a machine's own placement: not with "
                            "--prometheus"));
    if (p.isSet(QStringLiteral("instance")))
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "--instance needs --prometheus"));
    if (auto none = prometheusFrom(p, kPromTimeoutMs); !none)
        return usageError(none.errorString());
    SnapshotOptions opt;
    opt.stat = false;
    auto snap = loadSnapshot(p, opt);
    if (!snap)
        return fail(snap.errorString());
    std::optional<PlanDiff> drift;
    if (p.isSet(QStringLiteral("plan"))) {
        const QString path = p.value(QStringLiteral("plan"));
        auto bytes = readFileCapped(path, limits::kMaxPlanBytes);
        if (!bytes)
            return fail(bytes.errorString());
        auto plan = readPlan(*bytes, path, snap->hasTopology ? &snap->topology : nullptr);
        if (!plan)
            return fail(plan.errorString());
        drift = diffPlan(*plan, snap->irqs);
    }
    TextfileInput in;
    in.irqs = &snap->irqs;
    in.topology = snap->hasTopology ? &snap->topology : nullptr;
    in.irqbalanceRunning = snap->irqbalanceRunning;
    in.drift = drift ? &*drift : nullptr;
    const QByteArray text = irqTextfile(in);
    if (!p.isSet(QStringLiteral("out"))) {
        out(std::string_view(text.constData(), std::size_t(text.size())));
        return ExitOk;
    }
    if (Status s = replaceFile(p.value(QStringLiteral("out")), text); !s)
        return fail(s.errorString());
    return ExitOk;
}

int runIrqs(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "One row per interrupt: number or symbol, chip, hwirq, trigger, name, device, node, "
        "affinity, effective affinity, total, per-CPU counts (json/csv)."));
    addSourceOptions(p);
    addFormatOption(p);
    addPrometheusOptions(p, true);
    p.addOption({QStringLiteral("plan"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "With the prometheus format: also the drift from this plan."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
    p.addOption({QStringLiteral("out"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "With the prometheus format: replace this file atomically."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (!p.positionalArguments().isEmpty())
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "%1 takes no arguments, got \"%2\"")
                .arg(QStringLiteral("irqs"), p.positionalArguments().constFirst()));
    if (p.value(QStringLiteral("format")) == QLatin1String("prometheus"))
        return textfile(p);
    if (p.isSet(QStringLiteral("plan")) || p.isSet(QStringLiteral("out")))
        return usageError(QCoreApplication::translate("irqatlas-cli",
                                                      "--plan and --out need --format prometheus"));
    Format fmt;
    if (!formatFrom(p, fmt))
        return ExitUsage;
    if (p.isSet(QStringLiteral("prometheus")))
        return promIrqs(p, fmt);
    if (p.isSet(QStringLiteral("instance")))
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "--instance needs --prometheus"));
    if (auto none = prometheusFrom(p, kPromTimeoutMs); !none)
        return usageError(none.errorString());

    SnapshotOptions opt;
    opt.stat = false;
    if (fmt == Format::Csv)
        return streamCsv(p, opt);
    // The IRQ table needs no topology: a lone proc/interrupts from a bug
    // report is enough. The topology only refines device nodes.
    opt.topology = p.isSet(QStringLiteral("topology")) || p.isSet(QStringLiteral("xml"));
    auto snap = loadSnapshot(p, opt);
    if (!snap.ok())
        return fail(snap.errorString());

    auto threads = irqThreads(p);
    if (!threads.ok())
        return fail(threads.errorString());
    const ThreadsByIrq *byIrq = *threads ? &**threads : nullptr;
    std::string buf;
    switch (fmt) {
    case Format::Json:
        appendIrqsJson(buf, snap->irqs, [byIrq](std::string &o, const Irq &irq) {
            appendThreadsJson(o, irq, byIrq);
        });
        break;
    case Format::Csv:
        break; // streamed above
    case Format::Table:
        buf = renderTable(*snap, byIrq);
        break;
    }
    out(buf);
    return ExitOk;
}

const Command cmdIrqs("irqs",
                      QT_TRANSLATE_NOOP("irqatlas-cli",
                                        "one row per interrupt, with affinity and counts"),
                      runIrqs);

} // namespace
} // namespace irqatlas::cli
