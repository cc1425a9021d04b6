#include "apply/helperclient.h"
#include "command.h"
#include "procfs/irqbalance.h"
#include "report/htmlreport.h"
#include "sources.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSaveFile>

namespace irqatlas::cli {
namespace {

int runReport(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "Write one self-contained HTML file for a ticket: the machine, its interrupts, plans with "
        "their diff, lint and scores, a recording's load and a trial's verdict with plots."));
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
        if (auto cpuinfo = (*host)->tryReadCapped(QStringLiteral("/proc/cpuinfo"));
            cpuinfo.ok() && cpuinfo->has_value())
            in.cpuModel = cpuModelFromCpuinfo(
                std::string_view((*cpuinfo)->constData(), std::size_t((*cpuinfo)->size())));
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
    // The commands that reproduce this report, as typed (quoted for a shell).
    QStringList typed{QStringLiteral("irqatlas-cli")};
    for (const QString &a : args.mid(1))
        typed << shellQuote(a);
    typed[0] = QStringLiteral("irqatlas-cli report");
    if (in.trial) {
        const QJsonObject &j = in.trial->report;
        QStringList trial{QStringLiteral("irqatlas-cli trial"),
                          shellQuote(j.value(QStringLiteral("plan_file")).toString()),
                          QStringLiteral("--interval"),
                          QString::number(j.value(QStringLiteral("interval")).toDouble()),
                          QStringLiteral("--before"),
                          QString::number(j.value(QStringLiteral("before"))
                                              .toObject()
                                              .value(QStringLiteral("intervals"))
                                              .toInt() *
                                          j.value(QStringLiteral("interval")).toDouble()),
                          QStringLiteral("--after"),
                          QString::number(j.value(QStringLiteral("after"))
                                              .toObject()
                                              .value(QStringLiteral("intervals"))
                                              .toInt() *
                                          j.value(QStringLiteral("interval")).toDouble())};
        if (j.contains(QStringLiteral("metric_command")))
            trial << QStringLiteral("--metric")
                  << shellQuote(j.value(QStringLiteral("metric_command")).toString());
        if (j.value(QStringLiteral("dry_run")).toBool())
            trial << QStringLiteral("--dry-run");
        trial << QStringLiteral("--out") << QStringLiteral("DIR");
        in.commands << trial.join(QLatin1Char(' '));
    }
    in.commands << typed.join(QLatin1Char(' '));
    in.generated = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);

    const QByteArray html = writeHtmlReport(in);
    QSaveFile f(p.value(QStringLiteral("out")));
    if (!f.open(QIODevice::WriteOnly) || f.write(html) != html.size() || !f.commit())
        return fail(QCoreApplication::translate("irqatlas-cli", "%1: %2")
                        .arg(p.value(QStringLiteral("out")), f.errorString()));
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
