#include "command.h"
#include "fleet/fleetreport.h"
#include "fleet/promfleet.h"
#include "fleet/rolloutresults.h"
#include "fleetoptions.h"
#include "model/safefile.h"
#include "promoptions.h"
#include "snapshot/snapshotwriter.h"
#include "texttable.h"

#include <QCoreApplication>

namespace irqatlas::cli {
namespace {

void addFleetOptions(QCommandLineParser &p)
{
    addFleetHostOptions(p);
    p.addOption(
        {QStringLiteral("out"),
         QCoreApplication::translate(
             "irqatlas-cli", "Keep each host's snapshot (DIR/NAME.tar.gz) and DIR/fleet.json."),
         QCoreApplication::translate("irqatlas-cli", "DIR")});
    p.addOption(
        {QStringLiteral("results"),
         QCoreApplication::translate(
             "irqatlas-cli", "Instead of reading hosts: which hosts of an Ansible rollout applied, "
                             "confirmed and reverted, from its folder of result files."),
         QCoreApplication::translate("irqatlas-cli", "DIR")});
    p.addOption({QStringLiteral("format"),
                 QCoreApplication::translate("irqatlas-cli", "Output format: table or json."),
                 QCoreApplication::translate("irqatlas-cli", "FORMAT"), QStringLiteral("table")});
    addPrometheusOptions(p, false);
    p.addOption(
        {QStringLiteral("interval"),
         QCoreApplication::translate(
             "irqatlas-cli", "With a Prometheus server: seconds of the rate window (default 60)."),
         QCoreApplication::translate("irqatlas-cli", "S"), QStringLiteral("60")});
}

struct FleetArgs
{
    FleetReadOptions read;
    QString outDir;
    bool json = false;
    std::optional<PromServer> prometheus;
    int window = 60;
};

bool formatArg(const QCommandLineParser &p, FleetArgs &a)
{
    const QString format = p.value(QStringLiteral("format"));
    if (format != QLatin1String("table") && format != QLatin1String("json")) {
        usageError(QCoreApplication::translate("irqatlas-cli",
                                               "unknown --format \"%1\" (expected table or json)")
                       .arg(format));
        return false;
    }
    a.json = format == QLatin1String("json");
    return true;
}

// fleet --prometheus URL: the flags of a host list do not apply.
bool promFleetArgs(const QCommandLineParser &p, FleetArgs &a)
{
    const Status alone = promExcludes(p, {QStringLiteral("inventory"), QStringLiteral("hosts"),
                                          QStringLiteral("limit"), QStringLiteral("ssh-config"),
                                          QStringLiteral("jobs"), QStringLiteral("out")});
    if (!alone) {
        usageError(alone.errorString());
        return false;
    }
    int seconds = 0;
    if (!formatArg(p, a) || !fleetIntOption(p, QStringLiteral("timeout"), 1, 3600, seconds) ||
        !fleetIntOption(p, QStringLiteral("interval"), 1, 86400, a.window))
        return false;
    auto server = prometheusFrom(p, seconds * 1000);
    if (!server) {
        usageError(server.errorString());
        return false;
    }
    a.prometheus = std::move(server).value();
    return true;
}

// The flags of docs/CLI.md, "fleet"; false after a usage error.
bool fleetArgs(const QCommandLineParser &p, FleetArgs &a)
{
    if (p.isSet(QStringLiteral("prometheus")))
        return promFleetArgs(p, a);
    if (p.isSet(QStringLiteral("interval")) || p.isSet(QStringLiteral("prometheus-user")) ||
        p.isSet(QStringLiteral("prometheus-password-file"))) {
        usageError(QCoreApplication::translate(
            "irqatlas-cli", "--interval and the Prometheus flags need --prometheus"));
        return false;
    }
    const bool inventory = p.isSet(QStringLiteral("inventory"));
    if (inventory == p.isSet(QStringLiteral("hosts"))) {
        usageError(QCoreApplication::translate(
            "irqatlas-cli",
            "fleet needs one of --inventory FILE, --hosts FILE and --prometheus URL"));
        return false;
    }
    if (p.isSet(QStringLiteral("limit")) && !inventory) {
        usageError(QCoreApplication::translate("irqatlas-cli", "--limit needs --inventory"));
        return false;
    }
    if (!formatArg(p, a))
        return false;
    if (!fleetReadOptions(p, a.read))
        return false;
    a.outDir = p.value(QStringLiteral("out"));
    a.read.keepHosts = !a.outDir.isEmpty();
    return true;
}

QString snapshotName(const FleetHost &host)
{
    return host.name + QStringLiteral(".tar.gz");
}

// --out DIR, made when missing; a snapshot already there is refused before
// any host is read, not after.
Result<OutputDir> outputFolder(const QString &dir, const std::vector<FleetHost> &hosts)
{
    auto out = OutputDir::open(dir, OutputDir::Missing::Create);
    if (!out)
        return out.error();
    for (const FleetHost &h : hosts)
        if (out->holds(snapshotName(h)))
            return Error{QCoreApplication::translate("irqatlas-cli", "%1 exists already")
                             .arg(out->filePath(snapshotName(h)))};
    return out;
}

// DIR/<name>.tar.gz for every host read, then DIR/fleet.json.
Status keepFleet(const OutputDir &out, const std::vector<FleetReading> &readings,
                 const QByteArray &json)
{
    for (const FleetReading &r : readings) {
        if (!r.machine || !r.machine->host)
            continue;
        auto n = writeSnapshot(*r.machine->host, out.filePath(snapshotName(r.host)));
        if (!n)
            return n.error();
    }
    return out.replace(QStringLiteral("fleet.json"), json);
}

std::string cell(const QString &s)
{
    return s.toStdString();
}

std::string count(bool ok, const std::optional<int> &n)
{
    return ok && n ? std::to_string(*n) : "-";
}

QString percentText(const std::optional<double> &p)
{
    return p ? QString::number(*p, 'f', 1) : QStringLiteral("-");
}

// One row per host, grouped by class (unread hosts last), then the classes.
QString fleetTable(const FleetReport &r)
{
    TextTable t({"CLASS", "HOST", "STATUS", "CPUS", "ONLINE", "NODES", "IRQBALANCE", "IRQS",
                 "BUSIEST%", "KERNEL", "FINDINGS"});
    t.alignRight({3, 4, 5, 7, 8});
    auto addRow = [&t](const FleetRow &h) {
        const bool ok = h.status == FleetReading::Status::Ok;
        QStringList codes;
        for (const FleetFinding &f : h.findings)
            codes << f.code;
        t.add({cell(ok && !h.classId.isEmpty() ? h.classId : QStringLiteral("-")), cell(h.name),
               cell(statusName(h.status)), count(ok, h.cpus), count(ok, h.onlineCpus),
               count(ok, h.nodes), ok && h.irqbalance ? (*h.irqbalance ? "yes" : "no") : "-",
               count(ok, h.irqs), cell(percentText(h.busiestCpuIrqPct)),
               cell(ok && !h.kernel.isEmpty() ? h.kernel : QStringLiteral("-")),
               cell(ok ? codes.join(QLatin1Char(',')) : h.error)});
    };
    for (const MachineClass &c : r.classes)
        for (std::size_t i : c.members)
            addRow(r.hosts[i]);
    // Hosts without a class (a source without topology: Prometheus) keep
    // their order, before the hosts not read.
    for (const FleetRow &h : r.hosts)
        if (h.status == FleetReading::Status::Ok && h.classId.isEmpty())
            addRow(h);
    for (const FleetRow &h : r.hosts)
        if (h.status != FleetReading::Status::Ok)
            addRow(h);
    QString text = QString::fromStdString(t.render());
    for (const MachineClass &c : r.classes) {
        text += QStringLiteral("\n%1: %2\n").arg(c.id, c.description);
        for (const ClassDifference &d : c.differences)
            text += QCoreApplication::translate("irqatlas-cli", "  %1: %2 is %3 (most: %4)")
                        .arg(d.host, d.what, d.value.isEmpty() ? QStringLiteral("-") : d.value,
                             d.majority.isEmpty() ? QStringLiteral("-") : d.majority) +
                    QLatin1Char('\n');
    }
    return text;
}

// fleet --results DIR: a rollout's per-host result files read back.
int runResults(const QCommandLineParser &p)
{
    for (const char *other :
         {"inventory", "hosts", "limit", "ssh-config", "jobs", "timeout", "out", "prometheus",
          "prometheus-user", "prometheus-password-file", "interval"})
        if (p.isSet(QLatin1String(other)))
            return usageError(
                QCoreApplication::translate("irqatlas-cli", "--results does not go with --%1")
                    .arg(QLatin1String(other)));
    const QString format = p.value(QStringLiteral("format"));
    if (format != QLatin1String("table") && format != QLatin1String("json"))
        return usageError(QCoreApplication::translate(
                              "irqatlas-cli", "unknown --format \"%1\" (expected table or json)")
                              .arg(format));
    const QString dir = p.value(QStringLiteral("results"));
    auto results = readRolloutResults(dir);
    if (!results)
        return fail(results.errorString());
    bool allKept = true;
    for (const RolloutResult &r : *results)
        allKept = allKept && r.error.isEmpty() && r.confirmed;
    if (format == QLatin1String("json")) {
        const QByteArray json = rolloutResultsJson(dir, *results);
        out(std::string_view(json.constData(), std::size_t(json.size())));
        return allKept ? ExitOk : ExitFailure;
    }
    TextTable t({"HOST", "APPLIED", "CHECK", "CONFIRMED", "REVERTED", "ENDED", "JOURNAL"});
    auto yesNo = [](bool b) { return std::string(b ? "yes" : "no"); };
    auto orDash = [](const QString &s) { return s.isEmpty() ? std::string("-") : cell(s); };
    for (const RolloutResult &r : *results) {
        if (!r.error.isEmpty())
            t.add({cell(r.file), "-", "-", "-", "-", "-", cell(r.error)});
        else
            t.add({cell(r.host), yesNo(r.applied), cell(r.check), yesNo(r.confirmed),
                   yesNo(r.reverted), orDash(r.endedBy), orDash(r.journal)});
    }
    out(t.render());
    return allKept ? ExitOk : ExitFailure;
}

int printFleet(const Result<FleetReport> &report, bool json)
{
    if (!report)
        return fail(report.errorString());
    const QByteArray text = fleetJson(*report);
    if (json)
        out(std::string_view(text.constData(), std::size_t(text.size())));
    else
        out(fleetTable(*report));
    return report->allRead() ? ExitOk : ExitFailure;
}

int runFleet(const QStringList &args)
{
    // `fleet plan …`: a subcommand with flags of its own.
    if (args.size() > 1 && args.at(1) == QLatin1String("plan"))
        return runFleetPlan(QStringList{args.constFirst() + QStringLiteral(" plan")} + args.mid(2));
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli", "Read many hosts over SSH and group them by machine class, or a "
                        "fleet from a Prometheus server. fleet plan: one plan per machine "
                        "class (fleet plan --help)."));
    addFleetOptions(p);
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (!p.positionalArguments().isEmpty())
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "fleet takes no arguments, got \"%1\"")
                .arg(p.positionalArguments().constFirst()));
    if (p.isSet(QStringLiteral("results")))
        return runResults(p);
    FleetArgs a;
    if (!fleetArgs(p, a))
        return ExitUsage;
    if (a.prometheus)
        return printFleet(readPromFleet(*a.prometheus, a.window), a.json);
    auto hosts = fleetHosts(p);
    if (!hosts)
        return fail(hosts.errorString());
    std::optional<OutputDir> keep;
    if (!a.outDir.isEmpty()) {
        auto folder = outputFolder(a.outDir, *hosts);
        if (!folder)
            return fail(folder.errorString());
        keep = std::move(folder).value();
    }
    const std::vector<FleetReading> readings = readFleet(*hosts, a.read, fleetProgressLine());
    const FleetReport report = makeFleetReport(readings);
    const QByteArray json = fleetJson(report);
    if (keep)
        if (Status s = keepFleet(*keep, readings, json); !s)
            return fail(s.errorString());
    if (a.json)
        out(std::string_view(json.constData(), std::size_t(json.size())));
    else
        out(fleetTable(report));
    return report.allRead() ? ExitOk : ExitFailure;
}

const Command cmdFleet("fleet",
                       QT_TRANSLATE_NOOP("irqatlas-cli",
                                         "read many hosts over SSH, grouped by machine class, "
                                         "or from a Prometheus server"),
                       runFleet);

} // namespace
} // namespace irqatlas::cli
