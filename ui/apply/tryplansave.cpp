// Try Plan's Save Results…: the files of `irqatlas-cli trial --out DIR`.

#include "model/inputlimits.h"
#include "model/planfile.h"
#include "trial/trialreport.h"
#include "ui/apply/tryplandialog.h"

#include <QCheckBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QJsonDocument>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>

namespace irqatlas {

Status TryPlanDialog::saveResults(const QString &dir) const
{
    if (stage() != Stage::Done || !m_verdict || !m_work)
        return Error{tr("There are no results to save yet.")};
    switch (prepareTrialDir(dir)) {
    case TrialDirProblem::None:
        break;
    case TrialDirProblem::NotADirectory:
        return Error{tr("%1 exists and is not a folder.").arg(dir)};
    case TrialDirProblem::NotEmpty:
        return Error{
            tr("%1 is not empty; the results of a trial go into an empty or new folder.").arg(dir)};
    case TrialDirProblem::CannotCreate:
        return Error{tr("Cannot create the folder %1.").arg(dir)};
    }
    const QDir d(dir);
    for (const QString &name : {QStringLiteral("before.jsonl"), QStringLiteral("after.jsonl")})
        if (!QFile::copy(m_work->filePath(name), d.filePath(name)))
            return Error{tr("Cannot write %1.").arg(d.filePath(name))};
    const QByteArray plan = writePlan(m_plan);
    Status s = writeNewFile(d.filePath(QStringLiteral("plan.json")), plan);
    const bool applied = m_backend && m_backend->held()->applied();
    const ApplyResult *result = applied ? &m_backend->result() : nullptr;
    if (s.ok() && result && !result->outputLines.isEmpty())
        s = writeNewFile(d.filePath(QStringLiteral("helper.jsonl")), result->outputLines);
    // The helper's journal is root's; it is copied when readable (as root,
    // or a test tree's journal).
    if (s.ok() && result && result->output.summary && !result->output.summary->journal.isEmpty()) {
        QFile jf(result->output.summary->journal);
        if (jf.open(QIODevice::ReadOnly))
            s = writeNewFile(d.filePath(QStringLiteral("journal.json")),
                             jf.read(limits::kMaxPlanBytes * 16));
    }
    if (!s.ok())
        return s;

    TrialRecord record;
    record.plan = m_plan;
    record.planFile = QStringLiteral("plan.json");
    record.source = m_sourceName;
    record.started = m_started;
    record.interval = m_intervalBox->value();
    record.dryRun = m_dry->isChecked() || !m_backend;
    record.metricCommand = m_metricCommand;
    record.metricBefore = m_seq->metricBefore();
    record.metricAfter = m_seq->metricAfter();
    record.recordings = true;
    record.applied = applied;
    record.kept = m_kept;
    if (result && result->output.revertSummary)
        record.reverted = result->output.revertSummary->result;
    record.error = m_error;
    const QJsonObject report = trialReportJson(record, m_seq->before(), m_seq->after(), *m_verdict);
    return writeNewFile(d.filePath(QStringLiteral("report.json")),
                        QJsonDocument(report).toJson(QJsonDocument::Indented));
}

void TryPlanDialog::chooseAndSave()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Save Results into a New or Empty Folder"), QDir::homePath());
    if (dir.isEmpty())
        return;
    if (Status s = saveResults(dir); !s.ok())
        QMessageBox::warning(this, tr("Save Results"), s.errorString());
    else
        setStatus(tr("The results are in %1.").arg(QDir::toNativeSeparators(dir)));
}

} // namespace irqatlas
