// File > Export Report… (the machine on show as core/report's HTML file) and
// Plan > Try Plan… (the trial dialog for the pending changes or the Plan
// dock's plan).
#include "report/reproduce.h"
#include "ui/apply/tryplandialog.h"
#include "ui/common/pendingchanges.h"
#include "ui/plan/planpanel.h"
#include "ui/shell/applylauncher.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/reportjob.h"
#include "ui/shell/reportplans.h"

#include <QDateTime>
#include <QFileDialog>
#include <QJsonObject>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QStatusBar>

namespace irqatlas {

ReportRecipe MainWindow::reportRecipe(const QString &path, const ReportExtras &extras) const
{
    ReportRecipe r;
    const MachineSource &src = m_source;
    // The CLI reads a lone /proc/interrupts from DIR/proc/interrupts of a saved tree.
    auto interruptsNote = [&](const QString &file) {
        r.notes << tr("DIR: a folder holding %1 as DIR/proc/interrupts").arg(file);
        r.sourceArgs << QStringLiteral("--root") << QStringLiteral("DIR");
    };
    switch (src.kind) {
    case MachineSource::LocalMachine:
        break;
    case MachineSource::RootDir:
        r.sourceArgs << QStringLiteral("--root") << src.path;
        break;
    case MachineSource::HwlocXml:
        r.sourceArgs << QStringLiteral("--xml") << src.path;
        break;
    case MachineSource::TopologyJson:
        r.sourceArgs << QStringLiteral("--topology") << src.path;
        break;
    case MachineSource::InterruptsFile:
        interruptsNote(src.path);
        break;
    case MachineSource::Ssh:
        r.sourceArgs << QStringLiteral("--host") << src.path;
        if (!src.sshConfig.isEmpty())
            r.sourceArgs << QStringLiteral("--ssh-config") << src.sshConfig;
        if (!src.identityFile.isEmpty())
            r.notes << tr("ssh identity file %1: name it as IdentityFile in the ssh config")
                           .arg(src.identityFile);
        break;
    case MachineSource::Prometheus:
        r.notes << tr("%1 is an instance of the Prometheus server %2, which the report command "
                      "does not read: 'irqatlas-cli irqs --prometheus %2 --instance %1' prints "
                      "its IRQ table")
                       .arg(src.promInstance, src.path);
        break;
    }
    if (!src.interrupts.isEmpty() && src.kind != MachineSource::InterruptsFile)
        interruptsNote(src.interrupts);
    if (!m_pending->isEmpty()) {
        // The pending changes live in this window only: the command names the
        // file Save Pending Changes as Plan… offers.
        const QString plan = m_source.displayName() + QStringLiteral("-plan.json");
        r.notes << tr("%1: the pending changes, saved with File > Save Pending Changes as Plan…")
                       .arg(plan);
        r.plans << plan;
    }
    r.recording = extras.recording;
    r.trialDir = extras.trialDir;
    r.out = path;
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        r.out = path.left(path.size() - 4) + QStringLiteral(".html");
        r.notes << tr("irqatlas-cli writes the HTML report; its PDF comes from Export Report…");
    }
    return r;
}

ReportJob MainWindow::reportJob(const QString &path, const ReportExtras &extras) const
{
    ReportJob job;
    ReportInput &in = job.input;
    Snapshot &s = in.snapshot;
    s.source = m_source.displayName();
    s.hostname = hostName();
    s.topology = m_machine.topology;
    s.hasTopology = m_machine.hasTopology;
    if (!m_machine.hasTopology)
        s.topologyError = tr("the source has no topology");
    s.irqs = m_machine.irqs;
    s.isolated = m_machine.isolated;
    s.nohzFull = m_machine.nohzFull;
    s.irqbalanceRunning = m_machine.irqbalanceRunning;
    s.warnings = m_machine.warnings;
    // Only a running machine shows its processes: a file of another machine
    // cannot say whether irqbalance runs there, and "not running" would be a guess.
    const bool live =
        m_source.kind == MachineSource::LocalMachine || m_source.kind == MachineSource::Ssh;
    if (live)
        in.irqbalanceRunning = m_machine.irqbalanceRunning;
    ReportPlans plans =
        reportPlans(*m_planPanel, *m_pending, m_machine, s, live && m_machine.irqbalanceRunning);
    in.plans = std::move(plans.sections);
    in.shownScores = std::move(plans.scores);
    // The trial's report.json is read again with the rest on the worker;
    // the commands need only its path here.
    QJsonObject trialReport;
    if (!extras.trialDir.isEmpty())
        if (auto t = loadTrial(extras.trialDir); t.ok())
            trialReport = t->report;
    in.commands = reproduceCommands(reportRecipe(path, extras), trialReport);
    in.generated = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    job.source = m_source;
    job.extras = extras;
    job.path = path;
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        job.pdfTitle = tr("irqatlas report: %1").arg(m_source.displayName());
    return job;
}

Status MainWindow::exportReportTo(const QString &path, const ReportExtras &extras) const
{
    return runReportJob(reportJob(path, extras));
}

// Not exec(): the export's end arrives from the event loop, which a modal
// loop of its own would hold up.
void MainWindow::showExportFailure(const QString &error)
{
    auto *box =
        new QMessageBox(QMessageBox::Warning, tr("Export failed"), error, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

ReportExporter *MainWindow::reportExporter()
{
    if (!m_reportExporter)
        m_reportExporter = new ReportExporter(this);
    return m_reportExporter;
}

bool MainWindow::startReportExport(const QString &path, const ReportExtras &extras)
{
    if (reportExporter()->isRunning())
        return false;
    auto *dialog = new QProgressDialog(tr("Writing the report…"), tr("Cancel"), 0, 0, this);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(300);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QProgressDialog::canceled, m_reportExporter, &ReportExporter::cancel);
    connect(m_reportExporter, &ReportExporter::progress, dialog, [dialog](int done, int total) {
        dialog->setMaximum(total);
        dialog->setValue(done);
    });
    connect(
        m_reportExporter, &ReportExporter::finished, this,
        // Escape closes (and deletes) the dialog before the job ends.
        [this, dialog = QPointer<QProgressDialog>(dialog)](const QString &saved,
                                                           const QString &error) {
            if (dialog)
                dialog->close();
            if (error.isEmpty())
                statusBar()->showMessage(tr("Saved %1").arg(saved), 4000);
            else if (error == tr("Cancelled"))
                statusBar()->showMessage(error, 3000);
            else
                showExportFailure(error);
        },
        Qt::SingleShotConnection);
    m_reportExporter->start(reportJob(path, extras));
    return true;
}

TryPlanDialog *MainWindow::tryPending()
{
    if (!m_machine.hasIrqs)
        return nullptr;
    if (!m_pending->isEmpty()) {
        ApplyElsewhere elsewhere{[this] { savePlan(); }, [this] { exportScript(); }};
        return openTryPlanDialog(this, m_machine, m_source,
                                 m_pending->toPlan(m_machine.irqs, m_machine.topology, QString()),
                                 m_applyWhere, elsewhere);
    }
    // Without pending changes, the plan the Plan dock shows: trying it first
    // is the point of a trial, before it is accepted.
    const GeneratedPlan *g = m_planPanel->current();
    if (!g) {
        statusBar()->showMessage(m_tryAct->toolTip(), 4000);
        return nullptr;
    }
    const Plan plan = g->plan;
    ApplyElsewhere elsewhere{[this, plan] { savePlanAs(plan); },
                             [this, plan] { exportScriptOf(plan); }};
    return openTryPlanDialog(this, m_machine, m_source, plan, m_applyWhere, elsewhere);
}

void MainWindow::exportReport()
{
    ReportExportDialog options(this);
    if (options.exec() != QDialog::Accepted)
        return;
    const bool pdf = options.pdf();
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Report"),
        m_source.displayName() +
            (pdf ? QStringLiteral("-report.pdf") : QStringLiteral("-report.html")),
        pdf ? tr("PDF report (*.pdf)") : tr("HTML report (*.html)"));
    if (path.isEmpty())
        return;
    if (pdf && !path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    startReportExport(path, options.extras());
}

} // namespace irqatlas
