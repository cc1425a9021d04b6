// Moving IRQs without a mouse: "Move To…" with a cpulist, and the context
// menus of the list and the graph, reachable with the Menu key and Shift+F10.
#include "ui/common/pendingchanges.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqpanel.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/movetodialog.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QMenu>
#include <QMessageBox>
#include <QShortcut>
#include <QStatusBar>
#include <QTableView>
#include <QUndoStack>

namespace irqatlas {
namespace {

QString irqsText(const QList<int> &irqs)
{
    if (irqs.size() == 1)
        return MainWindow::tr("IRQ %1").arg(irqs.front());
    return MainWindow::tr("%n IRQs", nullptr, int(irqs.size()));
}

} // namespace

void MainWindow::createMoveActions(QMenu *edit)
{
    m_moveAct = new QAction(tr("&Move Selected IRQs To…"), this);
    m_moveAct->setObjectName(QStringLiteral("moveToAction"));
    m_moveAct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    const QString tip = tr("Move the IRQs selected in the list to CPUs you type (2, 4-7, node 1)");
    m_moveAct->setToolTip(tip);
    m_moveAct->setStatusTip(tip);
    connect(m_moveAct, &QAction::triggered, this, &MainWindow::askMoveTo);
    edit->addAction(m_moveAct);

    // The Menu key arrives as a context menu event on the focused view;
    // Shift+F10 is the other key for it that users of every desktop expect.
    for (QWidget *w : {static_cast<QWidget *>(m_irqs->view()), m_irqs->view()->viewport(),
                       static_cast<QWidget *>(m_view), m_view->viewport()})
        w->installEventFilter(this);
    auto *listKey = new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F10), m_irqs->view());
    listKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(listKey, &QShortcut::activated, this, [this] { showIrqContextMenu({}); });
    auto *graphKey = new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F10), m_view);
    graphKey->setContext(Qt::WidgetWithChildrenShortcut);
    // From the keyboard the menu is about the CPUs picked on the graph, or,
    // with none picked, the box with the focus ring.
    connect(graphKey, &QShortcut::activated, this,
            [this] { showGraphContextMenu(m_selectedCpus.empty() ? m_view->focusBox() : -1, {}); });
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ContextMenu)
        return QMainWindow::eventFilter(watched, event);
    auto *e = static_cast<QContextMenuEvent *>(event);
    const bool keyboard = e->reason() == QContextMenuEvent::Keyboard;
    if (watched == m_irqs->view() || watched == m_irqs->view()->viewport()) {
        showIrqContextMenu(keyboard ? QPoint() : e->globalPos());
        return true;
    }
    if (watched == m_view || watched == m_view->viewport()) {
        // The mouse names a box; the keyboard means the graph's selection.
        const int box = keyboard || watched != m_view->viewport()
                            ? (m_selectedCpus.empty() ? m_view->focusBox() : -1)
                            : m_view->boxAt(e->pos());
        showGraphContextMenu(box, keyboard ? QPoint() : e->globalPos());
        return true;
    }
    return QMainWindow::eventFilter(watched, event);
}

Status MainWindow::moveSelectedIrqs(const CpuSet &cpus, const QString &targetName)
{
    const QList<int> irqs = m_irqs->selectedIrqs();
    if (irqs.isEmpty())
        return Error{tr("Select one or more IRQs in the Interrupts list first")};
    Status s = m_pending->propose(m_undo, m_machine.irqs, irqs, cpus, targetName);
    if (s)
        statusBar()->showMessage(m_undo->text(m_undo->index() - 1), 4000);
    return s;
}

Status MainWindow::moveSelectedIrqsTo(const QString &target)
{
    QString name;
    auto cpus = parseMoveTarget(target, m_machine.topology, &name);
    if (!cpus)
        return cpus.error();
    return moveSelectedIrqs(*cpus, name);
}

void MainWindow::askMoveTo()
{
    const QList<int> irqs = m_irqs->selectedIrqs();
    if (irqs.isEmpty()) {
        statusBar()->showMessage(tr("Select one or more IRQs in the Interrupts list first"), 6000);
        return;
    }
    MoveToDialog dlg(m_machine.topology, irqsText(irqs), this);
    if (dlg.exec() != QDialog::Accepted)
        return;
    if (const Status s = moveSelectedIrqs(dlg.target(), dlg.targetName()); !s)
        QMessageBox::warning(this, tr("Cannot move"), s.errorString());
}

QMenu *MainWindow::contextMenu() const
{
    return m_contextMenu && m_contextMenu->isVisible() ? m_contextMenu.data() : nullptr;
}

void MainWindow::popupMenu(QMenu *menu, const QPoint &globalPos)
{
    if (m_contextMenu)
        m_contextMenu->close();
    menu->setAttribute(Qt::WA_DeleteOnClose);
    m_contextMenu = menu;
    // Keyboard: by the current row, or in the middle of the graph.
    QPoint at = globalPos;
    if (at.isNull()) {
        QTableView *list = m_irqs->view();
        if (menu->objectName() == QLatin1String("irqMenu") && list->currentIndex().isValid())
            at = list->viewport()->mapToGlobal(list->visualRect(list->currentIndex()).center());
        else
            at = (menu->objectName() == QLatin1String("irqMenu") ? static_cast<QWidget *>(list)
                                                                 : m_view)
                     ->mapToGlobal(QPoint(40, 40));
    }
    menu->popup(at);
}

void MainWindow::showIrqContextMenu(const QPoint &globalPos)
{
    const QList<int> irqs = m_irqs->selectedIrqs();
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("irqMenu"));
    menu->setAccessibleName(tr("IRQ actions"));
    auto *title = menu->addAction(irqs.isEmpty() ? tr("No IRQ selected") : irqsText(irqs));
    title->setEnabled(false);
    menu->addAction(m_moveAct);
    m_moveAct->setEnabled(!irqs.isEmpty());
    QMenu *nodes = menu->addMenu(tr("Move to NUMA &Node"));
    for (const NumaNode &n : m_machine.topology.nodes) {
        const CpuSet cpus = m_machine.topology.onlineNodeCpus(n.id);
        if (cpus.empty())
            continue;
        const QString name = tr("NUMA node %1").arg(n.id);
        QAction *a = nodes->addAction(tr("Node %1 (CPUs %2)").arg(n.id).arg(cpus.toListString()));
        connect(a, &QAction::triggered, this, [this, cpus, name] {
            if (const Status s = moveSelectedIrqs(cpus, name); !s)
                statusBar()->showMessage(s.errorString(), 8000);
        });
    }
    nodes->setEnabled(!irqs.isEmpty() && !nodes->isEmpty());
    if (const CpuSet cpus = m_selectedCpus & m_machine.topology.onlineCpus(); !cpus.empty()) {
        const QString name =
            m_selectedName.isEmpty() ? tr("CPUs %1").arg(cpus.toListString()) : m_selectedName;
        QAction *a = menu->addAction(tr("Move to the Graph's Selection (%1)").arg(name));
        a->setEnabled(!irqs.isEmpty());
        connect(a, &QAction::triggered, this, [this, cpus, name] {
            if (const Status s = moveSelectedIrqs(cpus, name); !s)
                statusBar()->showMessage(s.errorString(), 8000);
        });
    }
    addThreadPlacementAction(menu, irqs);
    connect(menu, &QMenu::aboutToHide, this, [this] { m_moveAct->setEnabled(true); });
    popupMenu(menu, globalPos);
}

void MainWindow::showGraphContextMenu(int box, const QPoint &globalPos)
{
    const QList<int> irqs = m_irqs->selectedIrqs();
    CpuSet cpus = m_view->dropTargetCpus(box);
    QString name = box >= 0 ? m_view->boxName(box) : QString();
    if (box < 0 && !m_selectedCpus.empty()) {
        cpus = m_selectedCpus & m_machine.topology.onlineCpus();
        name = m_selectedName.isEmpty() ? tr("CPUs %1").arg(cpus.toListString()) : m_selectedName;
    }
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("graphMenu"));
    menu->setAccessibleName(tr("Graph actions"));
    if (irqs.isEmpty()) {
        menu->addAction(tr("Select IRQs in the Interrupts list to move them"))->setEnabled(false);
    } else if (!cpus.empty()) {
        QAction *here = menu->addAction(tr("Move %1 to %2").arg(irqsText(irqs), name));
        here->setObjectName(QStringLiteral("moveHere"));
        connect(here, &QAction::triggered, this, [this, cpus, name] {
            if (const Status s = moveSelectedIrqs(cpus, name); !s)
                statusBar()->showMessage(s.errorString(), 8000);
        });
    }
    menu->addAction(m_moveAct);
    m_moveAct->setEnabled(!irqs.isEmpty());
    connect(menu, &QMenu::aboutToHide, this, [this] { m_moveAct->setEnabled(true); });
    popupMenu(menu, globalPos);
}

} // namespace irqatlas
