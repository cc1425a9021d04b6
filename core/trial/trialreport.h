#pragma once

#include "model/plan.h"
#include "model/result.h"
#include "model/safefile.h"
#include "trial/phase.h"
#include "trial/verdict.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace irqatlas {

// What a trial knows besides its phases, for its report.json.
struct TrialRecord
{
    Plan plan;
    QString planFile; // as given (the CLI) or "plan.json" beside the report (the GUI)
    QString source;   // the sample source's display name
    QDateTime started;
    double interval = 1;
    bool dryRun = false;
    QString metricCommand; // empty: no metric
    std::optional<double> metricBefore, metricAfter;
    bool recordings = false; // before.jsonl and after.jsonl lie beside report.json
    bool applied = false;
    bool kept = false;
    QString reverted; // the helper's revert summary ("reverted"), empty: none
    QString error;    // empty: the trial completed
};

// The JSON of docs/CLI.md, trial (`--format json`, report.json), the same
// from irqatlas-cli trial and the GUI's Try Plan.
QJsonObject trialReportJson(const TrialRecord &record, const TrialPhase &before,
                            const TrialPhase &after, const Verdict &verdict);

// A directory for a trial's files: made when missing; an existing one must be
// an empty directory, so that a trial never mixes its files with another's.
// None: out holds it open, and the trial makes its files there with
// OutputDir::createNew, so a link or FIFO planted after this check (by the
// folder's owner) is never written through.
enum class TrialDirProblem
{
    None,
    NotADirectory,
    NotEmpty,
    CannotCreate,
};
TrialDirProblem prepareTrialDir(const QString &dir, OutputDir &out);

} // namespace irqatlas
