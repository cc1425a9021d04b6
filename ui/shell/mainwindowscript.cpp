// Pending changes as a shell script, for machines Apply cannot reach.
#include "model/safefile.h"
#include "plan/planexport.h"
#include "ui/common/pendingchanges.h"
#include "ui/shell/mainwindow.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QStatusBar>

namespace irqatlas {

Status MainWindow::exportScriptTo(const QString &path) const
{
    if (m_pending->isEmpty())
        return Error{tr("There are no pending changes to export")};
    const Plan plan = m_pending->toPlan(m_machine.irqs, m_machine.topology, QString());
    auto script = planShellScript(plan, false);
    if (!script)
        return script.error();
    // Made executable as it is made: nothing at the name (a link) is followed
    // or given +x.
    return replaceFile(path, *script, kExecutableFileMode);
}

void MainWindow::exportScriptOf(const Plan &plan)
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Script"), m_source.displayName() + QStringLiteral("-plan.sh"),
        tr("Shell script (*.sh)"));
    if (path.isEmpty())
        return;
    Status s = Ok{};
    if (auto script = planShellScript(plan, false); !script)
        s = script.error();
    else
        s = replaceFile(path, *script, kExecutableFileMode);
    if (!s)
        QMessageBox::warning(this, tr("Export failed"), s.errorString());
    else
        statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
}

void MainWindow::exportScript()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Script"), m_source.displayName() + QStringLiteral("-plan.sh"),
        tr("Shell script (*.sh)"));
    if (path.isEmpty())
        return;
    if (const Status s = exportScriptTo(path); !s)
        QMessageBox::warning(this, tr("Export failed"), s.errorString());
    else
        statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
}

} // namespace irqatlas
