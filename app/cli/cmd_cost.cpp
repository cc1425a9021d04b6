#include "apply/termsignals.h"
#include "command.h"
#include "cost/tracesession.h"
#include "hold/costrun.h"
#include "remote/remotecost.h"
#include "remote/sshsession.h"
#include "sources.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <cmath>
#include <cstdio>
#include <unistd.h>

namespace irqatlas::cli {
namespace {

std::string fixed(double v, int decimals)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string pctCell(const std::optional<double> &v)
{
    return v ? fixed(*v, 2) : std::string("-");
}

std::string cpuShares(const IrqCost &c)
{
    std::string s;
    for (const auto &[cpu, ns] : c.cpuNs) {
        if (!s.empty())
            s += ' ';
        const double share = c.ns > 0 ? 100.0 * double(ns) / double(c.ns) : 0;
        s += std::to_string(cpu) + ":" + fixed(share, 0) + "%";
    }
    return s.empty() ? std::string("-") : s;
}

std::string renderTable(const CostReport &r)
{
    std::string buf =
        "# " +
        QCoreApplication::translate("irqatlas-cli", "interrupt cost over %1 s from tracepoints: "
                                                    "%2 events, %3 lost, %4 unpaired")
            .arg(r.seconds, 0, 'f', 3)
            .arg(qulonglong(r.events))
            .arg(qulonglong(r.lostEvents))
            .arg(qulonglong(r.unpaired))
            .toStdString() +
        "\n";
    TextTable cpus({"CPU", "HARDIRQ%", "SOFTIRQ%", "IDLE%"});
    cpus.alignRight({0, 1, 2, 3});
    for (const CostCpuRow &c : r.cpus)
        cpus.add({std::to_string(c.cpu), pctCell(c.hardirqPct), pctCell(c.softirqPct),
                  pctCell(c.idlePct)});
    buf += cpus.render() + "\n";
    TextTable irqs({"IRQ", "COUNT", "/PROC", "NS", "NS/RUN", "CPU SHARE", "NAME"});
    irqs.alignRight({0, 1, 2, 3, 4});
    for (const CostIrqRow &i : r.irqs)
        irqs.add({i.cost.irq, std::to_string(i.cost.count),
                  i.procInterrupts ? std::to_string(*i.procInterrupts) : std::string("-"),
                  std::to_string(i.cost.ns), std::to_string(i.nsPerRun), cpuShares(i.cost),
                  i.cost.name});
    buf += irqs.render() + "\n";
    TextTable soft({"CPU", "SOFTIRQ", "RUNS", "NS"});
    soft.alignRight({0, 2, 3});
    for (const SoftirqCost &s : r.softirqs)
        soft.add({std::to_string(s.cpu), s.type, std::to_string(s.count), std::to_string(s.ns)});
    buf += soft.render();
    return buf;
}

// Disagreements and an early stop go to stderr, so the JSON on stdout stays one document.
void printNotes(const CostReport &r)
{
    if (!r.stoppedEarly.isEmpty())
        err(QStringLiteral("irqatlas-cli: ") + r.stoppedEarly);
    for (const QString &d : r.disagreements)
        err(QCoreApplication::translate("irqatlas-cli", "irqatlas-cli: count disagrees: %1")
                .arg(d));
}

// Over SSH: the remote script traces there and sends the text, parsed here.
int runRemoteCost(const QCommandLineParser &p, double seconds, Format fmt)
{
    auto session = openSshSession(p);
    if (!session.ok())
        return fail(session.errorString());
    auto report = measureRemoteCost(**session, seconds);
    if (!report.ok())
        return fail(report.errorString());
    out(fmt == Format::Json ? std::string(costJson(*report).toStdString()) : renderTable(*report));
    printNotes(*report);
    return ExitOk;
}

// As a user: the root helper's cost verb (through pkexec) measures and
// answers with the figures, read back under the cost file's checks.
int runHelperCost(double seconds, Format fmt)
{
    CostRun run;
    QEventLoop loop;
    QObject::connect(&run, &CostRun::finished, &loop, &QEventLoop::quit);
    run.startHelper(CostRun::helperCommand(HelperLocation{}, seconds));
    if (run.running())
        loop.exec();
    const Result<CostReport> &report = *run.result();
    if (!report.ok())
        return fail(QCoreApplication::translate(
                        "irqatlas-cli", "cost needs root (the kernel's irq tracepoints are "
                                        "readable by root only), and the root helper did not "
                                        "measure: %1; run it with sudo")
                        .arg(report.errorString()));
    out(fmt == Format::Json ? std::string(costJson(*report).toStdString()) : renderTable(*report));
    printNotes(*report);
    return ExitOk;
}

int runCost(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "Measure what interrupts cost on this machine from the kernel's irq tracepoints (root "
        "only; with --host, a remote host over SSH as root or through sudo -n): per IRQ its "
        "runs, handler time and share per CPU; per CPU hard- and soft-IRQ time; per CPU and "
        "softirq type time and runs."));
    addSourceOptions(p);
    p.addOption({QStringLiteral("seconds"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "How long to measure (default 5, at most 60)."),
                 QCoreApplication::translate("irqatlas-cli", "S"), QStringLiteral("5")});
    p.addOption({QStringLiteral("format"),
                 QCoreApplication::translate("irqatlas-cli", "Output format: table or json."),
                 QCoreApplication::translate("irqatlas-cli", "FORMAT"), QStringLiteral("table")});
    int code = 0;
    Format fmt;
    if (!parseTableOrJsonCommand(p, args, fmt, code))
        return code;
    bool ok = false;
    CostSessionOptions o;
    o.seconds = p.value(QStringLiteral("seconds")).toDouble(&ok);
    if (!ok || !std::isfinite(o.seconds) || o.seconds <= 0 ||
        o.seconds > CostSessionOptions::kMaxSeconds)
        return usageError(QCoreApplication::translate(
                              "irqatlas-cli", "--seconds \"%1\" is not a duration above 0 and "
                                              "at most 60 seconds")
                              .arg(p.value(QStringLiteral("seconds"))));
    for (const char *other : {"root", "xml", "topology"}) {
        if (p.isSet(QLatin1String(other)))
            return usageError(QCoreApplication::translate(
                                  "irqatlas-cli", "cost measures a running machine (this one, "
                                                  "or --host): it does not go with --%1")
                                  .arg(QLatin1String(other)));
    }
    if (p.isSet(QStringLiteral("host")))
        return runRemoteCost(p, o.seconds, fmt);
    if (::geteuid() != 0)
        return runHelperCost(o.seconds, fmt);
    // Ctrl-C or a TERM ends the measurement through the loop, which removes
    // the trace instance before the process exits.
    if (Status s = catchEndingSignals(); !s.ok())
        return fail(s.errorString());
    o.stopFd = signalPipeFd();
    auto report = measureCost(o);
    if (!report.ok())
        return fail(report.errorString());
    out(fmt == Format::Json ? std::string(costJson(*report).toStdString()) : renderTable(*report));
    printNotes(*report);
    return ExitOk;
}

const Command cmdCost("cost",
                      QT_TRANSLATE_NOOP("irqatlas-cli",
                                        "measure hard- and soft-IRQ time per IRQ and per CPU"),
                      runCost);

} // namespace
} // namespace irqatlas::cli
