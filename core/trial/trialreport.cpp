#include "trial/trialreport.h"

#include "model/planfile.h"
#include "trial/trialjson.h"

#include <QDir>
#include <QFile>
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

TrialDirProblem prepareTrialDir(const QString &dir)
{
    const QFileInfo info(dir);
    if (info.exists() && !info.isDir())
        return TrialDirProblem::NotADirectory;
    if (info.exists() &&
        !QDir(dir).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System | QDir::Hidden))
        return TrialDirProblem::NotEmpty;
    if (!QDir().mkpath(dir))
        return TrialDirProblem::CannotCreate;
    return TrialDirProblem::None;
}

Status writeNewFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::NewOnly) || f.write(bytes) != bytes.size() ||
        !f.flush())
        return Error{path + QStringLiteral(": ") + f.errorString()};
    return Ok{};
}

} // namespace irqatlas
