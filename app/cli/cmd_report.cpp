#include "command.h"
#include "model/safefile.h"
#include "procfs/irqbalance.h"
#include "procfs/sourcecheck.h"
#include "report/cpuinfo.h"
#include "report/htmlreport.h"
#include "report/reproduce.h"
#include "sources.h"

#include <QCoreApplication>
#include <QDateTime>

namespace irqatlas::cli {
namespace {

int runReport(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "Write one self-contained HTML file for a ticket: the machine, its interrupts, plans with "
        "their diff, lint and scores, a recording's load, a trial's verdict with plots and a "
        "measurement of interrupt cost."));
    p.addOption({QStringLiteral("plan"),
                 QCoreApplication::translate("irqatlas-cli", "A plan to show (repeatable)."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
    p.addOption({QStringLiteral("recording"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "A recording (watch --record) whose load to show."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
    p.addOption({QStringLiteral("trial"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "A trial directory (trial --out DIR) whose verdict to show."),
                 QCoreApplication::translate("irqatlas-cli", "DIR")});
    p.addOption({QStringLiteral("cost"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "A measurement (cost --format json) whose IRQ time to show, "
                                     "per IRQ and per CPU on the graph."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
    p.addOption({QStringLiteral("out"),
                 QCoreApplication::translate("irqatlas-cli", "The HTML file to write."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
    addSourceOptions(p);
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (!p.positionalArguments().isEmpty())
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "report takes no positional arguments"));
    if (!p.isSet(QStringLiteral("out")))
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "report needs --out FILE.html"));

    ReportInput in;
    auto snap = loadSnapshot(p);
    if (!snap.ok())
        return fail(snap.errorString());
    in.snapshot = std::move(*snap);
    if (auto host = openHost(p); host.ok()) {
        // /proc/cpuinfo names the host's CPUs: a topology of another machine
        // (--xml or --topology of elsewhere: sources that disagree) does not
        // get them.
        const Snapshot &s = in.snapshot;
        const bool sameMachine =
            (!p.isSet(QStringLiteral("xml")) && !p.isSet(QStringLiteral("topology"))) ||
            compareSources(s.topology, {&s.irqs, s.stat ? &*s.stat : nullptr,
                                        s.softirqs ? &*s.softirqs : nullptr, s.hostname})
                .empty();
        if (sameMachine)
            readCpuModels(**host, in);
        const IrqbalanceState ib = detectIrqbalance(**host, !p.isSet(QStringLiteral("root")) &&
                                                                !p.isSet(QStringLiteral("host")));
        in.irqbalanceRunning = ib.running() || in.snapshot.irqbalanceRunning;
        if (ib.unitActive)
            in.irqbalanceDetail =
                QCoreApplication::translate("irqatlas-cli", "systemd unit active");
    } else {
        in.irqbalanceRunning = in.snapshot.irqbalanceRunning;
    }
    for (const QString &path : p.values(QStringLiteral("plan"))) {
        auto section = loadPlanSection(path, in.snapshot, in.irqbalanceRunning.value_or(false));
        if (!section.ok())
            return fail(section.errorString());
        in.plans.push_back(std::move(*section));
    }
    if (p.isSet(QStringLiteral("recording"))) {
        auto r = loadRecording(p.value(QStringLiteral("recording")), TrialScope{});
        if (!r.ok())
            return fail(r.errorString());
        in.recording = std::move(*r);
    }
    if (p.isSet(QStringLiteral("trial"))) {
        auto t = loadTrial(p.value(QStringLiteral("trial")));
        if (!t.ok())
            return fail(t.errorString());
        in.trial = std::move(*t);
    }
    if (p.isSet(QStringLiteral("cost"))) {
        auto c = loadCostSection(p.value(QStringLiteral("cost")), in.snapshot.irqs);
        if (!c.ok())
            return fail(c.errorString());
        in.cost = std::move(*c);
    }
    // The commands that reproduce this report (quoted for a shell).
    ReportRecipe recipe;
    for (const char *flag : {"root", "xml", "topology", "host", "ssh-config"}) {
        if (p.isSet(QLatin1String(flag)))
            recipe.sourceArgs << QString(QStringLiteral("--") + QLatin1String(flag))
                              << p.value(QLatin1String(flag));
    }
    recipe.plans = p.values(QStringLiteral("plan"));
    recipe.recording = p.value(QStringLiteral("recording"));
    recipe.trialDir = p.value(QStringLiteral("trial"));
    recipe.cost = p.value(QStringLiteral("cost"));
    recipe.out = p.value(QStringLiteral("out"));
    in.commands = reproduceCommands(recipe, in.trial ? in.trial->report : QJsonObject());
    in.generated = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);

    const QByteArray html = writeHtmlReport(in);
    // Replaced, never written through a link at the name.
    if (Status s = replaceFile(p.value(QStringLiteral("out")), html); !s.ok())
        return fail(s.errorString());
    err(QCoreApplication::translate("irqatlas-cli", "wrote %1 (%2 bytes)")
            .arg(p.value(QStringLiteral("out")), QString::number(html.size())));
    return ExitOk;
}

const Command cmdReport("report",
                        QT_TRANSLATE_NOOP("irqatlas-cli",
                                          "one self-contained HTML report for a ticket"),
                        runReport);

} // namespace
} // namespace irqatlas::cli
