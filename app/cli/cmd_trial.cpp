#include "command.h"
#include "heldapply.h"
#include "helperrunner.h"
#include "live/recording.h"
#include "live/sampler.h"
#include "model/inputlimits.h"
#include "model/planfile.h"
#include "planprep.h"
#include "sources.h"
#include "trial/trialreport.h"
#include "trialoutput.h"
#include "trialrunner.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QThread>
#include <cmath>

namespace irqatlas::cli {
namespace {

bool seconds(const QCommandLineParser &p, const char *name, double minimum, double &out)
{
    bool ok = false;
    out = p.value(QString::fromLatin1(name)).toDouble(&ok);
    return ok && std::isfinite(out) && out >= minimum && out <= 86400;
}

// --out DIR: made if missing; an existing directory must be empty, so that a
// trial never mixes its files with another's.
Status prepareOutDir(const QString &dir)
{
    switch (prepareTrialDir(dir)) {
    case TrialDirProblem::None:
        return Ok{};
    case TrialDirProblem::NotADirectory:
        return Error{
            QCoreApplication::translate("irqatlas-cli", "--out %1: exists and is not a directory")
                .arg(dir)};
    case TrialDirProblem::NotEmpty:
        return Error{QCoreApplication::translate(
                         "irqatlas-cli",
                         "--out %1: not empty; a trial writes into an empty or new directory")
                         .arg(dir)};
    case TrialDirProblem::CannotCreate:
        break;
    }
    return Error{
        QCoreApplication::translate("irqatlas-cli", "--out %1: cannot create the directory")
            .arg(dir)};
}

int runTrial(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "Prove a plan: record a baseline, apply the plan through irqatlas-helper with its "
        "confirmation wait armed, settle one interval, record the after phase, then revert "
        "(or keep with --keep), and judge every figure against each phase's own noise."));
    p.addPositionalArgument(QStringLiteral("PLAN"),
                            QCoreApplication::translate("irqatlas-cli", "The plan file."));
    p.addOption({QStringLiteral("before"),
                 QCoreApplication::translate("irqatlas-cli", "Seconds of baseline (default 10)."),
                 QCoreApplication::translate("irqatlas-cli", "S"), QStringLiteral("10")});
    p.addOption({QStringLiteral("after"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Seconds measured after the plan settled (default 10)."),
                 QCoreApplication::translate("irqatlas-cli", "S"), QStringLiteral("10")});
    p.addOption({QStringLiteral("interval"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "Seconds between samples, 0.1 to 60 (default 1)."),
                 QCoreApplication::translate("irqatlas-cli", "S"), QStringLiteral("1")});
    p.addOption({QStringLiteral("metric"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "Run CMD with /bin/sh -c at the end of each phase; "
                                             "the last number it prints is the phase's figure."),
                 QCoreApplication::translate("irqatlas-cli", "CMD")});
    p.addOption({QStringLiteral("keep"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Keep the plan after the trial instead of reverting it.")});
    p.addOption({QStringLiteral("dry-run"),
                 QCoreApplication::translate(
                     "irqatlas-cli",
                     "Apply nothing and measure twice (an A/A trial: the machine's own noise).")});
    p.addOption({QStringLiteral("out"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Write both recordings, the plan, the helper's output and "
                                     "journal, and the report JSON into DIR (new or empty)."),
                 QCoreApplication::translate("irqatlas-cli", "DIR")});
    p.addOption({QStringLiteral("confirm-timeout"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "The helper's own revert deadline in seconds (default: settle "
                                     "+ after + 120, or + 900 with --metric)."),
                 QCoreApplication::translate("irqatlas-cli", "S")});
    p.addOption({QStringLiteral("journal"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "Journal name in the helper's /var/lib/irqatlas "
                                             "(default: trial.json); with --host, a path there."),
                 QCoreApplication::translate("irqatlas-cli", "NAME")});
    p.addOption({QStringLiteral("force"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Go on despite lint warnings or a running irqbalance.")});
    p.addOption({QStringLiteral("cpus"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Table: CPUs with a change to show (default 16, 0 = all)."),
                 QCoreApplication::translate("irqatlas-cli", "N"), QStringLiteral("16")});
    addSourceOptions(p);
    addFormatOption(p);
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    if (p.positionalArguments().size() != 1)
        return usageError(QCoreApplication::translate("irqatlas-cli", "trial takes one plan file"));
    Format fmt;
    if (!formatFrom(p, fmt))
        return ExitUsage;
    if (fmt == Format::Csv)
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "trial prints a table or json"));
    double interval = 1, before = 10, after = 10;
    if (!seconds(p, "interval", 0, interval) || !Sampler::checkInterval(interval).ok())
        return usageError(QCoreApplication::translate("irqatlas-cli",
                                                      "--interval \"%1\" must be 0.1 to 60 seconds")
                              .arg(p.value(QStringLiteral("interval"))));
    if (!seconds(p, "before", interval, before))
        return usageError(
            QCoreApplication::translate(
                "irqatlas-cli",
                "--before \"%1\" must be a number of seconds of at least one interval")
                .arg(p.value(QStringLiteral("before"))));
    if (!seconds(p, "after", interval, after))
        return usageError(QCoreApplication::translate(
                              "irqatlas-cli",
                              "--after \"%1\" must be a number of seconds of at least one interval")
                              .arg(p.value(QStringLiteral("after"))));
    bool ok = false;
    const long long cpuRows = p.value(QStringLiteral("cpus")).toLongLong(&ok);
    if (!ok || cpuRows < 0)
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "--cpus \"%1\" must be an integer >= 0")
                .arg(p.value(QStringLiteral("cpus"))));
    const bool dryRun = p.isSet(QStringLiteral("dry-run"));
    if (dryRun && p.isSet(QStringLiteral("keep")))
        return usageError(QCoreApplication::translate(
            "irqatlas-cli", "--keep and --dry-run exclude each other: a dry run applies nothing"));
    TrialSettings settings;
    settings.interval = interval;
    settings.beforeIntervals = std::max(1, int(std::lround(before / interval)));
    settings.afterIntervals = std::max(1, int(std::lround(after / interval)));
    settings.metricCommand = p.value(QStringLiteral("metric"));
    if (p.isSet(QStringLiteral("metric")) && settings.metricCommand.trimmed().isEmpty())
        return usageError(QCoreApplication::translate("irqatlas-cli", "--metric needs a command"));
    settings.keep = p.isSet(QStringLiteral("keep"));
    // The helper's deadline covers the settle interval, the after phase and
    // the --metric run, with room for a slow host.
    int timeout = int(std::ceil(interval + after)) + (settings.metricCommand.isEmpty() ? 120 : 900);
    if (p.isSet(QStringLiteral("confirm-timeout"))) {
        timeout = p.value(QStringLiteral("confirm-timeout")).toInt(&ok);
        if (!ok || timeout < 1 || timeout > 86400)
            return usageError(QCoreApplication::translate(
                                  "irqatlas-cli",
                                  "--confirm-timeout: \"%1\" is not a number of seconds (1-86400)")
                                  .arg(p.value(QStringLiteral("confirm-timeout"))));
    }
    const QString outDir = p.value(QStringLiteral("out"));
    const QString path = p.positionalArguments().constFirst();

    SnapshotOptions opt;
    opt.stat = false;
    PreparedPlan prepared;
    // A dry run writes nothing: lint warnings and irqbalance cannot hurt it.
    if (!preparePlan(p, path, opt, p.isSet(QStringLiteral("force")) || dryRun, prepared, code))
        return code;
    const TrialScope scope =
        trialScope(prepared.plan, prepared.snapshot.irqs,
                   prepared.snapshot.hasTopology ? &prepared.snapshot.topology : nullptr);

    // Everything that can refuse is checked before the baseline starts.
    HeldApply held;
    std::function<void()> startApply = [] {};
    const QByteArray planBytes = writePlan(prepared.resolved);
    QString journalArg;
    if (!dryRun) {
        RemoteApplyOptions ro;
        ro.confirmTimeoutSec = timeout;
        if (p.isSet(QStringLiteral("host"))) {
            auto session = openSshSession(p);
            if (!session.ok())
                return fail(session.errorString());
            ro.journalPath = p.value(QStringLiteral("journal"));
            startApply = [&held, s = *session, &prepared, ro] {
                held.startRemote(s, prepared.resolved, ro);
            };
        } else {
            auto journal = helperJournalArg(p.isSet(QStringLiteral("journal"))
                                                ? p.value(QStringLiteral("journal"))
                                                : QStringLiteral("trial.json"),
                                            p.isSet(QStringLiteral("root")));
            if (!journal.ok())
                return usageError(journal.errorString());
            journalArg = *journal;
            const HelperCommand hc =
                findHelper(p.value(QStringLiteral("root")),
                           {QStringLiteral("apply"), QStringLiteral("--journal"), journalArg,
                            QStringLiteral("--confirm-timeout"), QString::number(timeout)});
            if (!hc.problem.isEmpty())
                return fail(hc.problem);
            startApply = [&held, hc, planBytes] { held.startLocal(hc, planBytes); };
        }
    }
    if (!outDir.isEmpty()) {
        if (Status s = prepareOutDir(outDir); !s.ok())
            return fail(s.errorString());
    }
    auto source = openLiveSource(p);
    if (!source.ok())
        return fail(source.errorString());
    const QString sourceName = source.value()->displayName();
    std::unique_ptr<RecordingWriter> beforeRec, afterRec;
    if (!outDir.isEmpty()) {
        auto b = RecordingWriter::create(QDir(outDir).filePath(QStringLiteral("before.jsonl")),
                                         sourceName);
        auto a = RecordingWriter::create(QDir(outDir).filePath(QStringLiteral("after.jsonl")),
                                         sourceName);
        if (!b.ok() || !a.ok())
            return fail(!b.ok() ? b.errorString() : a.errorString());
        beforeRec = std::move(b).value();
        afterRec = std::move(a).value();
    }

    const QDateTime started = QDateTime::currentDateTimeUtc();
    err(QCoreApplication::translate("irqatlas-cli",
                                    "trial of %1 on %2: %3 x %4 s before, %5 x %4 s after%6")
            .arg(path, sourceName, QString::number(settings.beforeIntervals),
                 QString::number(interval), QString::number(settings.afterIntervals),
                 dryRun
                     ? QCoreApplication::translate("irqatlas-cli", " (dry run: nothing is applied)")
                     : QString()));
    TrialRunner runner(scope, settings);
    const TrialOutcome outcome = runner.run(std::move(source).value(), dryRun ? nullptr : &held,
                                            startApply, beforeRec.get(), afterRec.get());
    beforeRec.reset();
    afterRec.reset();
    HelperRun helperRun;
    if (!dryRun) {
        held.decide(false); // nothing is left held whatever happened
        while (!held.finished())
            QThread::msleep(20);
        helperRun = held.result();
    }

    const Verdict verdict = computeVerdict(runner.before(), runner.after());
    TrialRecord record;
    record.plan = prepared.plan;
    record.planFile = path;
    record.source = sourceName;
    record.started = started;
    record.interval = interval;
    record.dryRun = dryRun;
    record.metricCommand = settings.metricCommand;
    record.metricBefore = outcome.metricBefore;
    record.metricAfter = outcome.metricAfter;
    record.recordings = !outDir.isEmpty();
    record.applied = outcome.applied;
    record.kept = outcome.kept;
    if (!helperRun.stdoutBytes.isEmpty()) {
        const HelperOutput ho = parseHelperOutput(helperRun.stdoutBytes);
        if (ho.revertSummary)
            record.reverted = ho.revertSummary->result;
    }
    record.error = outcome.error;
    const QJsonObject report = trialReportJson(record, runner.before(), runner.after(), verdict);

    const QByteArray json = QJsonDocument(report).toJson(QJsonDocument::Indented);
    if (!outDir.isEmpty()) {
        const QDir d(outDir);
        QFile planFile(path);
        QByteArray original;
        if (planFile.open(QIODevice::ReadOnly))
            original = planFile.read(limits::kMaxPlanBytes);
        Status s = writeNewFile(d.filePath(QStringLiteral("plan.json")), original);
        if (s.ok() && !helperRun.stdoutBytes.isEmpty())
            s = writeNewFile(d.filePath(QStringLiteral("helper.jsonl")), helperRun.stdoutBytes);
        // The helper's journal is root's; it can be copied when readable
        // (as root, or a test tree's journal path).
        if (s.ok() && outcome.applied && !journalArg.isEmpty()) {
            const QString journalPath = journalArg.contains(QLatin1Char('/'))
                                            ? journalArg
                                            : QStringLiteral("/var/lib/irqatlas/") + journalArg;
            QFile jf(journalPath);
            if (jf.open(QIODevice::ReadOnly))
                s = writeNewFile(d.filePath(QStringLiteral("journal.json")),
                                 jf.read(limits::kMaxPlanBytes * 16));
        }
        if (s.ok())
            s = writeNewFile(d.filePath(QStringLiteral("report.json")), json);
        if (!s.ok())
            err(s.errorString());
    }

    if (fmt == Format::Json)
        out(std::string_view(json.constData(), std::size_t(json.size())));
    else
        out(renderTrialTable(report, verdict, std::size_t(cpuRows)));
    if (!dryRun) {
        const QString state =
            outcome.kept
                ? QCoreApplication::translate("irqatlas-cli", "the plan was kept (confirmed)")
            : outcome.applied ? QCoreApplication::translate("irqatlas-cli", "the plan was reverted")
                              : QCoreApplication::translate("irqatlas-cli", "nothing was applied");
        err(state);
        if (outcome.applied && !outcome.kept && helperRun.exitCode != 8 && helperRun.exitCode != 0)
            return fail(QCoreApplication::translate("irqatlas-cli",
                                                    "the helper did not confirm the revert (exit "
                                                    "status %1): run `irqatlas-cli rollback %2`")
                            .arg(helperRun.exitCode)
                            .arg(journalArg));
        if (outcome.error.isEmpty() && !helperRun.error.isEmpty())
            return fail(helperRun.error);
    }
    if (!outcome.error.isEmpty())
        return fail(outcome.error);
    return ExitOk;
}

const Command
    cmdTrial("trial",
             QT_TRANSLATE_NOOP("irqatlas-cli",
                               "prove a plan: measure before and after applying it, then revert"),
             runTrial);

} // namespace
} // namespace irqatlas::cli
