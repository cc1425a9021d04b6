// Try Plan's Save Results…: the files of `irqatlas-cli trial --out DIR`.

#include "hold/trialjournal.h"
#include "model/planfile.h"
#include "model/safefile.h"
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

namespace {

// A recording from the private work folder into a new file of dir, a chunk
// at a time (an hour's recording is hundreds of MB).
Status copyRecording(const QString &from, const OutputDir &dir, const QString &name)
{
    QFile in;
    if (Status s = openRegularFile(in, from); !s.ok())
        return s;
    QFile out;
    if (Status s = dir.createNew(out, name); !s.ok())
        return s;
    QByteArray chunk;
    for (;;) {
        chunk = in.read(qint64(4) << 20);
        if (chunk.isEmpty())
            break;
        if (out.write(chunk) != chunk.size())
            return Error{TryPlanDialog::tr("Cannot write %1.").arg(dir.filePath(name))};
    }
    if (in.error() != QFileDevice::NoError || !out.flush())
        return Error{TryPlanDialog::tr("Cannot write %1.").arg(dir.filePath(name))};
    return Ok{};
}

} // namespace

Status TryPlanDialog::saveResults(const QString &dir, QString *note) const
{
    if (stage() != Stage::Done || !m_verdict || !m_work)
        return Error{tr("There are no results to save yet.")};
    OutputDir d;
    switch (prepareTrialDir(dir, d)) {
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
    for (const QString &name : {QStringLiteral("before.jsonl"), QStringLiteral("after.jsonl")})
        if (Status s = copyRecording(m_work->filePath(name), d, name); !s.ok())
            return s;
    Status s = d.writeNew(QStringLiteral("plan.json"), writePlan(m_plan));
    const bool applied = m_backend && m_backend->held()->applied();
    const ApplyResult *result = applied ? &m_backend->result() : nullptr;
    if (s.ok() && result && !result->outputLines.isEmpty())
        s = d.writeNew(QStringLiteral("helper.jsonl"), result->outputLines);
    if (s.ok() && result) {
        const TrialJournal journal = trialJournal(*result);
        if (journal.bytes)
            s = d.writeNew(QStringLiteral("journal.json"), *journal.bytes);
        if (note)
            *note = journal.note;
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
    return d.writeNew(QStringLiteral("report.json"),
                      QJsonDocument(report).toJson(QJsonDocument::Indented));
}

void TryPlanDialog::chooseAndSave()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Save Results into a New or Empty Folder"), QDir::homePath());
    if (dir.isEmpty())
        return;
    QString note;
    if (Status s = saveResults(dir, &note); !s.ok())
        QMessageBox::warning(this, tr("Save Results"), s.errorString());
    else if (note.isEmpty())
        setStatus(tr("The results are in %1.").arg(QDir::toNativeSeparators(dir)));
    else
        setStatus(tr("The results are in %1; %2.").arg(QDir::toNativeSeparators(dir), note));
}

} // namespace irqatlas
