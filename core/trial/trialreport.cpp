#include "trial/trialreport.h"

#include "model/planfile.h"
#include "trial/trialjson.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace irqatlas {

QJsonObject trialReportJson(const TrialRecord &r, const TrialPhase &before, const TrialPhase &after,
                            const Verdict &verdict)
{
    QJsonObject report;
    report.insert(QStringLiteral("format"), QStringLiteral("irqatlas-trial"));
    report.insert(QStringLiteral("version"), 1);
    report.insert(QStringLiteral("plan"), QJsonDocument::fromJson(writePlan(r.plan)).object());
    report.insert(QStringLiteral("plan_file"), r.planFile);
    report.insert(QStringLiteral("source"), r.source);
    report.insert(QStringLiteral("started"), r.started.toString(Qt::ISODate));
    report.insert(QStringLiteral("interval"), r.interval);
    report.insert(QStringLiteral("dry_run"), r.dryRun);
    QJsonObject b = phaseJson(before), a = phaseJson(after);
    if (!r.metricCommand.isEmpty()) {
        b.insert(QStringLiteral("metric"),
                 r.metricBefore ? QJsonValue(*r.metricBefore) : QJsonValue());
        a.insert(QStringLiteral("metric"),
                 r.metricAfter ? QJsonValue(*r.metricAfter) : QJsonValue());
        report.insert(QStringLiteral("metric_command"), r.metricCommand);
    }
    if (r.recordings) {
        b.insert(QStringLiteral("recording"), QStringLiteral("before.jsonl"));
        a.insert(QStringLiteral("recording"), QStringLiteral("after.jsonl"));
    }
    report.insert(QStringLiteral("before"), b);
    report.insert(QStringLiteral("after"), a);
    QJsonArray verdictArray = machineVerdictJson(verdict);
    if (!r.metricCommand.isEmpty())
        verdictArray.append(metricJson(figureVerdict(r.metricBefore, r.metricAfter)));
    report.insert(QStringLiteral("verdict"), verdictArray);
    report.insert(QStringLiteral("per_cpu"), cpuVerdictJson(verdict));
    report.insert(QStringLiteral("softirqs"), softirqMovesJson(verdict));
    report.insert(QStringLiteral("applied"), r.applied);
    report.insert(QStringLiteral("kept"), r.kept);
    if (!r.reverted.isEmpty())
        report.insert(QStringLiteral("reverted"), r.reverted);
    if (!r.error.isEmpty())
        report.insert(QStringLiteral("error"), r.error);
    return report;
}

TrialDirProblem prepareTrialDir(const QString &dir, OutputDir &out)
{
    const QFileInfo info(dir);
    if (info.exists() && !info.isDir())
        return TrialDirProblem::NotADirectory;
    auto opened = OutputDir::open(dir, OutputDir::Missing::Create);
    if (!opened.ok())
        return TrialDirProblem::CannotCreate;
    // Listed through the descriptor the files are made in, not by the path.
    auto empty = opened->isEmpty();
    if (!empty.ok())
        return TrialDirProblem::CannotCreate;
    if (!*empty)
        return TrialDirProblem::NotEmpty;
    out = std::move(opened).value();
    return TrialDirProblem::None;
}

} // namespace irqatlas
