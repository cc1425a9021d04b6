// Pending changes as a shell script, for machines Apply cannot reach.
#include "plan/planexport.h"
#include "ui/common/pendingchanges.h"
#include "ui/shell/mainwindow.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QSaveFile>
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
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(*script) != script->size() || !f.commit())
        return Error{tr("Cannot write %1: %2").arg(path, f.errorString())};
    QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner);
    return Ok{};
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
