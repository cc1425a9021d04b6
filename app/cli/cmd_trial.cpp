#include "command.h"
#include "helperrunner.h"
#include "hold/trialjournal.h"
#include "live/recording.h"
#include "live/sampler.h"
#include "model/inputlimits.h"
#include "model/planfile.h"
#include "planprep.h"
#include "remoterun.h"
#include "sources.h"
#include "trial/trialreport.h"
#include "trialoutput.h"
#include "trialrunner.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
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
// trial never mixes its files with another's. out holds it open: every file
// of the trial is made there, never through a link planted meanwhile.
Status prepareOutDir(const QString &dir, OutputDir &out)
{
    switch (prepareTrialDir(dir, out)) {
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

void addTrialOptions(QCommandLineParser &p)
{
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
    p.addOption({QStringLiteral("cost"),
                 QCoreApplication::translate(
                     "irqatlas-cli",
                     "Hard- and soft-IRQ % of each phase measured by the kernel's irq "
                     "tracepoints instead of taken from /proc/stat (this machine, root only).")});
    p.addOption({QStringLiteral("cpus"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "Table: CPUs with a change to show (default 16, 0 = all)."),
                 QCoreApplication::translate("irqatlas-cli", "N"), QStringLiteral("16")});
    addSourceOptions(p);
    addFormatOption(p);
}

// What the command line asks of a trial, checked.
struct TrialArgs
{
    Format fmt = Format::Table;
    TrialSettings settings;
    bool dryRun = false;
    int timeout = 0; // the helper's own revert deadline
    long long cpuRows = 16;
    QString outDir;
    QString path;
};

// ExitOk when args holds the command line's trial, else the exit status.
int trialArgs(const QCommandLineParser &p, TrialArgs &a)
{
    if (p.positionalArguments().size() != 1)
        return usageError(QCoreApplication::translate("irqatlas-cli", "trial takes one plan file"));
    if (!formatFrom(p, a.fmt))
        return ExitUsage;
    if (a.fmt == Format::Csv)
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
    a.cpuRows = p.value(QStringLiteral("cpus")).toLongLong(&ok);
    if (!ok || a.cpuRows < 0)
        return usageError(
            QCoreApplication::translate("irqatlas-cli", "--cpus \"%1\" must be an integer >= 0")
                .arg(p.value(QStringLiteral("cpus"))));
    a.dryRun = p.isSet(QStringLiteral("dry-run"));
    if (a.dryRun && p.isSet(QStringLiteral("keep")))
        return usageError(QCoreApplication::translate(
            "irqatlas-cli", "--keep and --dry-run exclude each other: a dry run applies nothing"));
    TrialSettings &settings = a.settings;
    settings.interval = interval;
    settings.beforeIntervals = std::max(1, int(std::lround(before / interval)));
    settings.afterIntervals = std::max(1, int(std::lround(after / interval)));
    settings.metricCommand = p.value(QStringLiteral("metric"));
    if (p.isSet(QStringLiteral("metric")) && settings.metricCommand.trimmed().isEmpty())
        return usageError(QCoreApplication::translate("irqatlas-cli", "--metric needs a command"));
    settings.keep = p.isSet(QStringLiteral("keep"));
    settings.cost = p.isSet(QStringLiteral("cost"));
    for (const char *other : {"root", "host", "xml", "topology"}) {
        if (settings.cost && p.isSet(QLatin1String(other)))
            return usageError(QCoreApplication::translate("irqatlas-cli",
                                                          "--cost traces this machine: it does not "
                                                          "go with --%1")
                                  .arg(QLatin1String(other)));
    }
    // The helper's deadline covers the settle interval, the after phase and
    // the --metric run, with room for a slow host.
    a.timeout = int(std::ceil(interval + after)) + (settings.metricCommand.isEmpty() ? 120 : 900);
    if (p.isSet(QStringLiteral("confirm-timeout"))) {
        a.timeout = p.value(QStringLiteral("confirm-timeout")).toInt(&ok);
        if (!ok || a.timeout < 1 || a.timeout > 86400)
            return usageError(QCoreApplication::translate(
                                  "irqatlas-cli",
                                  "--confirm-timeout: \"%1\" is not a number of seconds (1-86400)")
                                  .arg(p.value(QStringLiteral("confirm-timeout"))));
    }
    a.outDir = p.value(QStringLiteral("out"));
    a.path = p.positionalArguments().constFirst();
    return ExitOk;
}

// How the plan gets applied: the --host machine's helper or plan script, or
// this machine's helper. Everything that can refuse is checked here, before
// the baseline starts; startApply is left empty for a dry run.
int prepareHeld(const QCommandLineParser &p, const TrialArgs &a, const Plan &resolved,
                HeldApply &held, std::function<void()> &startApply, QString &journalArg)
{
    startApply = [] {};
    if (a.dryRun)
        return ExitOk;
    HoldOptions hold;
    hold.confirmTimeout = a.timeout;
    hold.forwardStderr = true;
    if (p.isSet(QStringLiteral("host"))) {
        auto session = openSshSession(p);
        if (!session.ok())
            return fail(session.errorString());
        hold.journal = p.value(QStringLiteral("journal"));
        // sudo's password, when it wants one, from the terminal: the trial
        // prints nothing while the plan is being applied.
        held.setPasswordPrompt(terminalPassword);
        QObject::connect(&held, &HeldApply::message, &held, terminalMessage);
        RemoteHoldTarget target;
        target.session = *session;
        startApply = [&held, target, &resolved, hold] { held.start(target, resolved, hold); };
        return ExitOk;
    }
    auto journal =
        helperJournalArg(p.isSet(QStringLiteral("journal")) ? p.value(QStringLiteral("journal"))
                                                            : QStringLiteral("trial.json"),
                         p.isSet(QStringLiteral("root")));
    if (!journal.ok())
        return usageError(journal.errorString());
    journalArg = hold.journal = *journal;
    const HelperCommand hc =
        HeldApply::applyCommand(helperLocation(p.value(QStringLiteral("root"))), hold);
    if (!hc.problem.isEmpty())
        return fail(hc.problem);
    startApply = [&held, hc, planBytes = writePlan(resolved), hold] {
        held.start(hc, planBytes, hold);
    };
    return ExitOk;
}

// --out DIR: the plan as given, the helper's lines and journal, report.json.
void writeTrialFiles(const OutputDir &dir, const TrialArgs &a, const ApplyResult *applied,
                     const HelperRun &helperRun, const QByteArray &json)
{
    // The plan was read once already; a FIFO there then blocked preparePlan,
    // and a file past the cap was refused.
    QFile planFile(a.path);
    QByteArray original;
    if (planFile.open(QIODevice::ReadOnly))
        original = planFile.read(limits::kMaxPlanBytes);
    Status s = dir.writeNew(QStringLiteral("plan.json"), original);
    if (s.ok() && !helperRun.stdoutBytes.isEmpty())
        s = dir.writeNew(QStringLiteral("helper.jsonl"), helperRun.stdoutBytes);
    if (s.ok() && applied) {
        const TrialJournal journal = trialJournal(*applied);
        if (journal.bytes)
            s = dir.writeNew(QStringLiteral("journal.json"), *journal.bytes);
        else if (!journal.note.isEmpty())
            err(journal.note);
    }
    if (s.ok())
        s = dir.writeNew(QStringLiteral("report.json"), json);
    if (!s.ok())
        err(s.errorString());
}

// The report of a finished trial (docs/CLI.md, trial).
QJsonObject trialReport(const TrialArgs &a, const PreparedPlan &prepared, const QString &source,
                        const QDateTime &started, const TrialRunner &runner,
                        const TrialOutcome &outcome, const HelperRun &helperRun,
                        const Verdict &verdict)
{
    TrialRecord record;
    record.plan = prepared.plan;
    record.planFile = a.path;
    record.source = source;
    record.started = started;
    record.interval = a.settings.interval;
    record.dryRun = a.dryRun;
    record.metricCommand = a.settings.metricCommand;
    record.metricBefore = outcome.metricBefore;
    record.metricAfter = outcome.metricAfter;
    record.recordings = !a.outDir.isEmpty();
    record.applied = outcome.applied;
    record.kept = outcome.kept;
    if (!helperRun.stdoutBytes.isEmpty()) {
        const HelperOutput ho = parseHelperOutput(helperRun.stdoutBytes);
        if (ho.revertSummary)
            record.reverted = ho.revertSummary->result;
    }
    record.error = outcome.error;
    return trialReportJson(record, runner.before(), runner.after(), verdict);
}

// What became of the plan, and the exit status: from what the helper said
// and the journal's state it read back (or, when it was killed, what the
// journal says now), never "reverted" unless it was.
int trialExit(const TrialArgs &a, const TrialOutcome &outcome, const ApplyResult &held,
              const QString &journalArg)
{
    if (!a.dryRun) {
        const HelperOutput &o = held.output;
        const bool reverted =
            held.outcome == ApplyOutcome::Reverted &&
            (o.journalState.isEmpty() || o.journalState == QLatin1String("rolled-back"));
        if (outcome.kept) {
            err(QCoreApplication::translate("irqatlas-cli", "the plan was kept (confirmed)"));
        } else if (!outcome.applied) {
            err(QCoreApplication::translate("irqatlas-cli", "nothing was applied"));
        } else if (reverted) {
            err(QCoreApplication::translate("irqatlas-cli", "the plan was reverted"));
        } else if (o.watchdogPid > 0 && held.exitCode < 0) {
            if (!outcome.error.isEmpty())
                err(outcome.error);
            return fail(held.message + QLatin1Char(' ') +
                        QCoreApplication::translate("irqatlas-cli", "Check with `irqatlas-cli "
                                                                    "rollback %1`.")
                            .arg(journalArg));
        } else {
            if (!outcome.error.isEmpty())
                err(outcome.error);
            return fail(QCoreApplication::translate("irqatlas-cli",
                                                    "the helper did not confirm the revert (exit "
                                                    "status %1): run `irqatlas-cli rollback %2`")
                            .arg(held.exitCode)
                            .arg(journalArg));
        }
        if (outcome.error.isEmpty() && !held.error.isEmpty())
            return fail(held.error);
    }
    if (!outcome.error.isEmpty())
        return fail(outcome.error);
    return ExitOk;
}

// Both recordings in --out DIR, when it is given.
Status openRecordings(const TrialArgs &a, const OutputDir &dir, const QString &source,
                      std::unique_ptr<RecordingWriter> &before,
                      std::unique_ptr<RecordingWriter> &after)
{
    if (a.outDir.isEmpty())
        return Ok{};
    auto b = RecordingWriter::createNew(dir, QStringLiteral("before.jsonl"), source);
    auto f = RecordingWriter::createNew(dir, QStringLiteral("after.jsonl"), source);
    if (!b.ok() || !f.ok())
        return Error{!b.ok() ? b.errorString() : f.errorString()};
    before = std::move(b).value();
    after = std::move(f).value();
    return Ok{};
}

int runTrial(const QStringList &args)
{
    QCommandLineParser p;
    addTrialOptions(p);
    int code = 0;
    if (!parseArgs(p, args, code))
        return code;
    TrialArgs a;
    if (const int bad = trialArgs(p, a); bad != ExitOk)
        return bad;

    SnapshotOptions opt;
    opt.stat = false;
    PreparedPlan prepared;
    // A dry run writes nothing: lint warnings and irqbalance cannot hurt it.
    if (!preparePlan(p, a.path, opt, p.isSet(QStringLiteral("force")) || a.dryRun, prepared, code))
        return code;
    const TrialScope scope =
        trialScope(prepared.plan, prepared.snapshot.irqs,
                   prepared.snapshot.hasTopology ? &prepared.snapshot.topology : nullptr);
    // Before anything is made or held: a kernel that cannot trace ends it here.
    std::unique_ptr<CostTracer> tracer;
    if (a.settings.cost) {
        auto t = CostTracer::start({});
        if (!t.ok())
            return fail(t.errorString());
        tracer = std::move(t).value();
    }
    HeldApply held;
    std::function<void()> startApply;
    QString journalArg;
    if (const int bad = prepareHeld(p, a, prepared.resolved, held, startApply, journalArg);
        bad != ExitOk)
        return bad;
    OutputDir outDir;
    if (!a.outDir.isEmpty()) {
        if (Status s = prepareOutDir(a.outDir, outDir); !s.ok())
            return fail(s.errorString());
    }
    auto source = openLiveSource(p);
    if (!source.ok())
        return fail(source.errorString());
    const QString sourceName = source.value()->displayName();
    std::unique_ptr<RecordingWriter> beforeRec, afterRec;
    if (Status s = openRecordings(a, outDir, sourceName, beforeRec, afterRec); !s.ok())
        return fail(s.errorString());

    const QDateTime started = QDateTime::currentDateTimeUtc();
    const TrialSettings &settings = a.settings;
    err(QCoreApplication::translate("irqatlas-cli",
                                    "trial of %1 on %2: %3 x %4 s before, %5 x %4 s after%6")
            .arg(a.path, sourceName, QString::number(settings.beforeIntervals),
                 QString::number(settings.interval), QString::number(settings.afterIntervals),
                 a.dryRun
                     ? QCoreApplication::translate("irqatlas-cli", " (dry run: nothing is applied)")
                     : QString()));
    TrialRunner runner(scope, settings);
    runner.setTracer(tracer.get());
    const TrialOutcome outcome = runner.run(std::move(source).value(), a.dryRun ? nullptr : &held,
                                            startApply, beforeRec.get(), afterRec.get());
    beforeRec.reset();
    afterRec.reset();
    HelperRun helperRun;
    if (!a.dryRun) {
        held.revert(); // nothing is left held whatever happened
        helperRun = waitForHeld(held, false);
    }

    const Verdict verdict = computeVerdict(runner.before(), runner.after());
    QJsonObject report =
        trialReport(a, prepared, sourceName, started, runner, outcome, helperRun, verdict);
    tracer.reset(); // the trace instance goes before the files are written
    if (settings.cost) {
        report.insert(QStringLiteral("irq_time"), QStringLiteral("tracepoints"));
        report.insert(QStringLiteral("irq_time_stopped"),
                      runner.tracingStopped().isEmpty() ? QJsonValue()
                                                        : QJsonValue(runner.tracingStopped()));
    }
    const QByteArray json = QJsonDocument(report).toJson(QJsonDocument::Indented);
    if (!a.outDir.isEmpty())
        writeTrialFiles(outDir, a, outcome.applied ? &held.result() : nullptr, helperRun, json);
    if (a.fmt == Format::Json)
        out(std::string_view(json.constData(), std::size_t(json.size())));
    else
        out(renderTrialTable(report, verdict, std::size_t(a.cpuRows)));
    return trialExit(a, outcome, held.result(), journalArg);
}

const Command
    cmdTrial("trial",
             QT_TRANSLATE_NOOP("irqatlas-cli",
                               "prove a plan: measure before and after applying it, then revert"),
             runTrial);

} // namespace
} // namespace irqatlas::cli
