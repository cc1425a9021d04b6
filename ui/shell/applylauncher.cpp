#include "ui/shell/applylauncher.h"

#include "procfs/hostsource.h"
#include "snapshot/savedhost.h"
#include "ui/apply/applycontroller.h"
#include "ui/apply/applydialog.h"
#include "ui/apply/tryplandialog.h"
#include "ui/remote/remoteapplybackend.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <tuple>

namespace irqatlas {

namespace {

// Apply and Try Plan refuse a saved machine alike: the message says where the
// plan can go, and offers both ways to carry it there.
void showElsewhere(QWidget *parent, const QString &title, const QString &text,
                   const QString &objectName, const ApplyElsewhere &elsewhere)
{
    // Not exec(): the window keeps running (live view, loader) behind it.
    auto *box = new QMessageBox(QMessageBox::Information, title, text, QMessageBox::Close, parent);
    box->setObjectName(objectName);
    for (const auto &[label, name, action] :
         {std::tuple{QCoreApplication::translate("irqatlas::MainWindow", "Save as Plan…"),
                     QStringLiteral("savePlanButton"), elsewhere.savePlan},
          std::tuple{QCoreApplication::translate("irqatlas::MainWindow", "Export Script…"),
                     QStringLiteral("exportScriptButton"), elsewhere.exportScript}}) {
        if (!action)
            continue;
        QPushButton *b = box->addButton(label, QMessageBox::ActionRole);
        b->setObjectName(name);
        // The box closes first: the file dialog is not stacked on it.
        QObject::connect(b, &QPushButton::clicked, box, [action = action] { action(); });
    }
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace

ApplyDialog *openApplyDialog(QWidget *parent, const MachineData &machine,
                             const MachineSource &source, Plan plan, const HelperLocation &where,
                             const ApplyElsewhere &elsewhere)
{
    const bool local = source.kind == MachineSource::LocalMachine;
    const bool tree = source.kind == MachineSource::RootDir && !where.root.isEmpty() &&
                      QFileInfo(where.root) == QFileInfo(source.path);
    const bool remote = source.kind == MachineSource::Ssh;
    if (!local && !tree && !remote) {
        showElsewhere(parent, QCoreApplication::translate("irqatlas::MainWindow", "Apply"),
                      QCoreApplication::translate(
                          "irqatlas::MainWindow",
                          "Apply changes the machine irqatlas runs on, and this window shows %1. "
                          "Save the pending changes as a plan and apply it there with "
                          "\"irqatlas-cli apply\", or export them as a shell script to run "
                          "there as root.")
                          .arg(source.displayName()),
                      QStringLiteral("applyElsewhere"), elsewhere);
        return nullptr;
    }
    ApplyReviewInput in;
    in.plan = std::move(plan);
    in.table = machine.irqs;
    in.topology = machine.hasTopology ? &machine.topology : nullptr;
    in.threads = machine.threads;
    in.queues = machine.netQueues;
    ApplyBackend *ctl = nullptr;
    if (remote) {
        // The host's own state, from the snapshot the tab shows.
        in.isolated = machine.isolated;
        in.nohzFull = machine.nohzFull;
        in.irqbalance.process = machine.irqbalanceRunning;
        auto backend = remoteApplyBackendFor(source);
        if (!backend.ok()) {
            QMessageBox::warning(parent,
                                 QCoreApplication::translate("irqatlas::MainWindow", "Apply"),
                                 backend.errorString());
            return nullptr;
        }
        ctl = *backend;
    } else {
        readMachineState(local ? QStringLiteral("/") : source.path, local, in);
        auto *here = new ApplyController;
        here->setLocation(where);
        ctl = here;
    }
    auto *dlg = new ApplyDialog(std::move(in), ctl, parent);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    dlg->open();
    return dlg;
}

TryPlanDialog *openTryPlanDialog(QWidget *parent, const MachineData &machine,
                                 const MachineSource &source, Plan plan,
                                 const HelperLocation &where, const ApplyElsewhere &elsewhere)
{
    const bool local = source.kind == MachineSource::LocalMachine;
    const bool tree = source.kind == MachineSource::RootDir && !where.root.isEmpty() &&
                      QFileInfo(where.root) == QFileInfo(source.path);
    const bool remote = source.kind == MachineSource::Ssh;
    std::unique_ptr<SampleSource> samples;
    if (tree) {
        if (auto host = openRootDir(source.path); host.ok())
            samples = std::make_unique<HostSampleSource>(
                std::shared_ptr<const HostSource>(std::move(*host)));
    } else if (local || remote) {
        samples = liveSourceFor(machine, source);
    }
    if (!samples) {
        showElsewhere(parent, QCoreApplication::translate("irqatlas::MainWindow", "Try Plan"),
                      QCoreApplication::translate(
                          "irqatlas::MainWindow",
                          "A trial measures and changes a live machine, and this window shows %1. "
                          "Save the plan and try it there with \"irqatlas-cli trial\", or "
                          "export it as a shell script to run there as root.")
                          .arg(source.displayName()),
                      QStringLiteral("tryElsewhere"), elsewhere);
        return nullptr;
    }
    ApplyBackend *backend = nullptr;
    if (remote) {
        auto b = remoteApplyBackendFor(source);
        if (!b.ok()) {
            QMessageBox::warning(parent,
                                 QCoreApplication::translate("irqatlas::MainWindow", "Try Plan"),
                                 b.errorString());
            return nullptr;
        }
        backend = *b;
    } else {
        auto *here = new ApplyController;
        here->setLocation(where);
        backend = here;
    }
    TrialScope scope =
        trialScope(plan, machine.irqs, machine.hasTopology ? &machine.topology : nullptr);
    auto *dlg =
        new TryPlanDialog(std::move(plan), std::move(scope), std::move(samples), backend, parent);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    dlg->open();
    return dlg;
}

} // namespace irqatlas
