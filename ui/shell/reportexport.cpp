// File > Export Report… (the machine on show as core/report's HTML file) and
// Plan > Try Plan… (the trial dialog for the pending changes).
#include "model/safefile.h"
#include "procfs/hostsource.h"
#include "report/cpuinfo.h"
#include "report/htmlreport.h"
#include "report/reproduce.h"
#include "snapshot/savedhost.h"
#include "ui/apply/tryplandialog.h"
#include "ui/common/pendingchanges.h"
#include "ui/shell/applylauncher.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/reportpdf.h"

#include <QDateTime>
#include <QFileDialog>
#include <QMessageBox>
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

namespace {

// The CPU models /proc/cpuinfo names, from the sources that hold it beside
// the topology it describes: this machine and a saved tree. A topology file
// is of another machine, and a remote host's collection has no cpuinfo.
void addCpuModels(ReportInput &in, const MachineSource &src)
{
    std::unique_ptr<HostSource> host;
    if (src.kind == MachineSource::LocalMachine)
        host = std::make_unique<DirHostSource>(QStringLiteral("/"));
    else if (src.kind == MachineSource::RootDir)
        if (auto h = openRootDir(src.path); h.ok())
            host = std::move(*h);
    if (host)
        readCpuModels(*host, in);
}

} // namespace

Status MainWindow::exportReportTo(const QString &path, const ReportExtras &extras) const
{
    ReportInput in;
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
    in.irqbalanceRunning = m_machine.irqbalanceRunning;
    addCpuModels(in, m_source);
    if (!m_pending->isEmpty())
        in.plans.push_back(
            planSection(m_pending->toPlan(m_machine.irqs, m_machine.topology, QString()),
                        tr("pending changes"), s, m_machine.irqbalanceRunning));
    if (!extras.recording.isEmpty()) {
        auto r = loadRecording(extras.recording, TrialScope{});
        if (!r.ok())
            return Error{r.errorString()};
        in.recording = std::move(*r);
    }
    if (!extras.trialDir.isEmpty()) {
        auto t = loadTrial(extras.trialDir);
        if (!t.ok())
            return Error{t.errorString()};
        in.trial = std::move(*t);
    }
    in.commands =
        reproduceCommands(reportRecipe(path, extras), in.trial ? in.trial->report : QJsonObject());
    in.generated = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    QByteArray bytes = writeHtmlReport(in);
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        auto pdf = reportPdf(bytes, tr("irqatlas report: %1").arg(m_source.displayName()));
        if (!pdf.ok())
            return Error{tr("Cannot write %1: %2").arg(path, pdf.errorString())};
        bytes = std::move(*pdf);
    }
    // Replaced, never written through a link at the name.
    return replaceFile(path, bytes);
}

TryPlanDialog *MainWindow::tryPending()
{
    if (m_pending->isEmpty() || !m_machine.hasIrqs)
        return nullptr;
    return openTryPlanDialog(this, m_machine, m_source,
                             m_pending->toPlan(m_machine.irqs, m_machine.topology, QString()),
                             m_applyWhere);
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
    if (const Status s = exportReportTo(path, options.extras()); !s)
        QMessageBox::warning(this, tr("Export failed"), s.errorString());
    else
        statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
}

} // namespace irqatlas
