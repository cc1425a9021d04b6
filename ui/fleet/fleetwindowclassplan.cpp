// The Fleet window's Plan for this Class: the action, in the tool bar and
// the rows' context menu, and the dialog it opens.

#include "ui/fleet/classplandialog.h"
#include "ui/fleet/fleetmodel.h"
#include "ui/fleet/fleetwindow.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QMenu>
#include <QStatusBar>
#include <QToolBar>
#include <QTreeView>
#include <algorithm>

namespace irqatlas {

void FleetWindow::createClassPlanAction()
{
    m_classPlan = new QAction(tr("Plan for this &Class…"), this);
    m_classPlan->setObjectName(QStringLiteral("classPlanAction"));
    m_classPlan->setStatusTip(tr("Make one plan for the selected machine class on its first "
                                 "host, check it on every host of the class, and save it or "
                                 "export its Ansible play"));
    m_classPlan->setEnabled(false);
    connect(m_classPlan, &QAction::triggered, this, &FleetWindow::planCurrentClass);
    if (auto *bar = findChild<QToolBar *>(QStringLiteral("fleetToolBar"))) {
        bar->addSeparator();
        bar->addAction(m_classPlan);
    }
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        const QModelIndex index = m_view->indexAt(at);
        if (!index.isValid())
            return;
        m_view->setCurrentIndex(index);
        QMenu menu(this);
        menu.addAction(m_classPlan);
        menu.exec(m_view->viewport()->mapToGlobal(at));
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &FleetWindow::updateClassPlanAction);
}

QString FleetWindow::classAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    const QModelIndex row = index.sibling(index.row(), 0);
    if (const FleetRow *h = m_model->host(row))
        return h->classId;
    // A group row: its hosts' class (the unclassified and the unread have none).
    return m_model->rowCount(row) > 0 ? classAt(m_model->index(0, 0, row)) : QString();
}

void FleetWindow::updateClassPlanAction()
{
    const QString id = classAt(m_view->currentIndex());
    m_classPlan->setEnabled(m_readings && !id.isEmpty());
    m_classPlan->setText(id.isEmpty() ? tr("Plan for this &Class…")
                                      : tr("Plan for &Class %1…").arg(id));
}

ClassPlanDialog *FleetWindow::planCurrentClass()
{
    const QString id = classAt(m_view->currentIndex());
    const auto &classes = m_model->report().classes;
    const auto c = std::find_if(classes.begin(), classes.end(),
                                [&id](const MachineClass &mc) { return mc.id == id; });
    if (id.isEmpty() || c == classes.end() || !m_readings) {
        statusBar()->showMessage(tr("Select a machine class, or a host of one, of a fleet read "
                                    "over SSH"),
                                 10000);
        return nullptr;
    }
    auto *dialog = new ClassPlanDialog(m_readings, *c, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

} // namespace irqatlas
