// MainWindow's menus, tool bar and remembered settings: the window's own
// wiring, kept apart from what it does with a machine (mainwindow.cpp).
#include "ui/common/pendingchanges.h"
#include "ui/common/shortcuts.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqpanel.h"
#include "ui/live/livemonitor.h"
#include "ui/plan/planpanel.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/recentsources.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QToolBar>
#include <QUndoStack>
#include <tuple>

namespace irqatlas {

namespace {

// A menu item with its key and tip (also in the status bar) that calls slot.
template <typename Slot>
QAction *addItem(MainWindow *window, QMenu *menu, const QString &text, const QKeySequence &key,
                 const QString &tip, Slot slot)
{
    auto *a = new QAction(text, window);
    a->setShortcut(key);
    a->setToolTip(tip);
    a->setStatusTip(tip);
    QObject::connect(a, &QAction::triggered, window, slot);
    menu->addAction(a);
    return a;
}

} // namespace

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->setMovable(false);
    ToolBarActions actions;
    createFileMenu(file, actions);
    createEditMenu(actions);
    createViewMenu(actions);
    createPlanMenu(actions);
    createHelpMenu();
    fillToolBar(bar, actions);
}

void MainWindow::createFileMenu(QMenu *file, ToolBarActions &bar)
{
    bar.local = addItem(this, file, tr("Open &This Machine"), QKeySequence(Qt::CTRL | Qt::Key_L),
                        tr("Read this machine's topology and interrupts"), [this] {
                            open({MachineSource::LocalMachine, {}});
                        });
    addItem(this, file, tr("Open &Snapshot Directory…"), QKeySequence::Open,
            tr("A directory saved by 'irqatlas-cli snapshot' (or any copy of /proc and /sys)"),
            [this] { openDialog(SourceFile::SnapshotDirectory); });
    // A directory dialog cannot pick a file, and snapshots travel as .tar.gz.
    addItem(this, file, tr("Open Snapshot &Archive…"), QKeySequence(),
            tr("A .tar.gz (or .tar) written by 'irqatlas-cli snapshot --out FILE.tar.gz'"),
            [this] { openDialog(SourceFile::SnapshotArchive); })
        ->setObjectName(QStringLiteral("openSnapshotArchive"));
    addItem(this, file, tr("Open hwloc &XML…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
            tr("A topology written by 'lstopo --of xml'"),
            [this] { openDialog(SourceFile::HwlocXml); });
    addItem(this, file, tr("Open Topology &JSON…"), QKeySequence(),
            tr("A topology written by 'irqatlas-cli topology --format json'"),
            [this] { openDialog(SourceFile::TopologyJson); });
    addItem(this, file, tr("Open /proc/&interrupts File…"), QKeySequence(),
            tr("A lone copy of /proc/interrupts, e.g. from a bug report"),
            [this] { openDialog(SourceFile::InterruptsFile); });
    m_recent = new RecentSources(file->addMenu(tr("Open &Recent")), this);
    connect(m_recent, &RecentSources::picked, this,
            [this](const MachineSource &src) { open(src); });
    bar.reload = addItem(this, file, tr("&Reload"), QKeySequence::Refresh,
                         tr("Read the current source again"), [this] { open(m_source); });
    file->addSeparator();
    addItem(this, file, tr("Open Re&cording…"), QKeySequence(),
            tr("Replay a recording of live samples (File → Record, or "
               "'irqatlas-cli watch --record')"),
            [this] { openRecordingDialog(); })
        ->setObjectName(QStringLiteral("openRecording"));
    m_recordAct = addItem(this, file, tr("Re&cord…"), QKeySequence(),
                          tr("Write every live sample to a file until unticked, in the format "
                             "'irqatlas-cli watch --record' writes"),
                          [] {});
    m_recordAct->setObjectName(QStringLiteral("recordAction"));
    m_recordAct->setCheckable(true);
    connect(m_recordAct, &QAction::toggled, this, [this](bool on) {
        // startRecording and stopRecording tick the box themselves.
        if (on != isRecording())
            toggleRecording(on);
    });
    m_promHistoryAct =
        addItem(this, file, tr("Prometheus &History…"), QKeySequence(),
                tr("Replay a past range of the Prometheus instance on show, with its timeline"),
                [this] { openPromHistoryDialog(); });
    m_promHistoryAct->setObjectName(QStringLiteral("promHistoryAction"));
    m_promHistoryAct->setEnabled(false);
    file->addSeparator();
    addItem(this, file, tr("Open &Plan…"), QKeySequence(Qt::CTRL | Qt::Key_P),
            tr("Load a plan file into the pending changes (one undo step)"),
            [this] { openPlan(); });
    addItem(this, file, tr("&Save Pending Changes as Plan…"), QKeySequence::Save,
            tr("Write the pending changes as an irqatlas plan file"), [this] { savePlan(); });
    file->addSeparator();
    bar.exportGraph = addItem(this, file, tr("&Export Graph…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                              tr("Save the graph as PNG, SVG or PDF"), [this] { exportGraph(); });
    bar.exportGraph->setObjectName(QStringLiteral("exportGraph"));
    addItem(this, file, tr("Export &Report…"), QKeySequence(),
            tr("One self-contained HTML file for a ticket: the machine, its interrupts and the "
               "pending changes"),
            [this] { exportReport(); })
        ->setObjectName(QStringLiteral("exportReport"));
    file->addSeparator();
    addItem(this, file, tr("&Quit"), QKeySequence::Quit, tr("Quit irqatlas"),
            [this] { window()->close(); });
}

void MainWindow::createEditMenu(ToolBarActions &bar)
{
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    bar.undo = m_undo->createUndoAction(this, tr("&Undo"));
    bar.undo->setShortcut(QKeySequence::Undo);
    bar.redo = m_undo->createRedoAction(this, tr("&Redo"));
    // The platform's Redo keys and the two every desktop knows, each once.
    bar.redo->setShortcuts(
        distinctKeys(QKeySequence::keyBindings(QKeySequence::Redo) +
                     QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                                         QKeySequence(Qt::CTRL | Qt::Key_Y)}));
    edit->addAction(bar.undo);
    edit->addAction(bar.redo);
    edit->addSeparator();
    addItem(this, edit, tr("&Find IRQ"), QKeySequence::Find, tr("Jump to the IRQ filter"), [this] {
        m_irqs->filterEdit()->setFocus();
        m_irqs->filterEdit()->selectAll();
    });
    addItem(this, edit, tr("&Discard Pending Changes"), QKeySequence(),
            tr("Forget every change that was not applied"), [this] {
                m_undo->clear();
                m_pending->clear();
            });
    m_applyAct =
        addItem(this, edit, tr("&Apply…"), QKeySequence(Qt::CTRL | Qt::Key_Return),
                tr("Write the pending changes to the kernel (asks for administrator rights)"),
                [this] { applyPending(); });
    m_applyAct->setObjectName(QStringLiteral("applyAction"));
    m_applyAct->setEnabled(false);
    connect(m_pending, &PendingChanges::changed, m_applyAct,
            [this] { m_applyAct->setEnabled(!m_pending->isEmpty()); });
    createMoveActions(edit);
}

void MainWindow::createViewMenu(ToolBarActions &bar)
{
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    bar.zoomIn = addItem(this, m_viewMenu, tr("Zoom &In"), QKeySequence::ZoomIn,
                         tr("Zoom in (mouse wheel)"), [this] { m_view->zoomIn(); });
    bar.zoomOut = addItem(this, m_viewMenu, tr("Zoom &Out"), QKeySequence::ZoomOut,
                          tr("Zoom out (mouse wheel)"), [this] { m_view->zoomOut(); });
    bar.fit = addItem(this, m_viewMenu, tr("&Fit to Window"), QKeySequence(Qt::CTRL | Qt::Key_0),
                      tr("Show the whole machine"), [this] { m_view->fitToWindow(); });
    addItem(this, m_viewMenu, tr("&Actual Size"), QKeySequence(Qt::CTRL | Qt::Key_1),
            tr("One layout unit per pixel"), [this] { m_view->resetZoom(); });
    m_viewMenu->addSeparator();
    QAction *cacheBoxes = m_viewMenu->addAction(tr("&Cache Boxes"));
    cacheBoxes->setObjectName(QStringLiteral("cacheBoxesAction"));
    cacheBoxes->setCheckable(true);
    cacheBoxes->setChecked(m_view->showCacheDomains());
    cacheBoxes->setStatusTip(tr("Draw L3 domains, clusters or dies as boxes around their cores"));
    connect(cacheBoxes, &QAction::toggled, this, [this](bool on) {
        m_view->setShowCacheDomains(on);
        QSettings().setValue(QStringLiteral("view/cacheBoxes"), on);
    });
    m_viewMenu->addSeparator();
    createThemeMenu(m_viewMenu);
    m_viewMenu->addSeparator();
    createHeatMenu(m_viewMenu);
    m_viewMenu->addSeparator();
    for (QDockWidget *d : findChildren<QDockWidget *>())
        m_viewMenu->addAction(d->toggleViewAction());
}

void MainWindow::createThemeMenu(QMenu *view)
{
    QMenu *themeMenu = view->addMenu(tr("&Colours"));
    auto *group = new QActionGroup(this);
    const std::pair<Theme, QString> themes[] = {{Theme::System, tr("Follow the &System")},
                                                {Theme::Light, tr("&Light")},
                                                {Theme::Dark, tr("&Dark")}};
    for (const auto &[theme, name] : themes) {
        QAction *a = themeMenu->addAction(name);
        a->setCheckable(true);
        a->setChecked(theme == m_theme);
        a->setData(int(theme));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, t = theme] { setTheme(t); });
    }
}

void MainWindow::createHeatMenu(QMenu *view)
{
    QMenu *heatMenu = view->addMenu(tr("&Heat"));
    auto *heatGroup = new QActionGroup(this);
    const std::pair<HeatMode, QString> heats[] = {
        {HeatMode::IrqPercent, tr("Hard + Soft IRQ &Time (%)")},
        {HeatMode::IrqThreadPercent, tr("Hard + Soft IRQ + IRQ &Thread Time (%)")},
        {HeatMode::IrqRate, tr("Interrupts per &Second")}};
    for (const auto &[mode, name] : heats) {
        QAction *a = heatMenu->addAction(name);
        a->setCheckable(true);
        a->setChecked(mode == m_heatMode);
        a->setObjectName(mode == HeatMode::IrqRate            ? QStringLiteral("heatRate")
                         : mode == HeatMode::IrqThreadPercent ? QStringLiteral("heatThreads")
                                                              : QStringLiteral("heatPercent"));
        if (mode == HeatMode::IrqThreadPercent)
            a->setStatusTip(tr("Adds the CPU time of the irq/, napi/ and ksoftirqd/ kernel "
                               "threads, where the source has it (this machine): a threaded "
                               "setup does its interrupt work there"));
        heatGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, m = mode] { setHeatMode(m); });
    }
    // Offered once Measure IRQ Cost (Live dock) has a measurement.
    QAction *measured = heatMenu->addAction(tr("&Measured IRQ Time (Last Cost Measurement)"));
    measured->setObjectName(QStringLiteral("heatMeasured"));
    measured->setCheckable(true);
    measured->setEnabled(false);
    measured->setStatusTip(tr("Hard + soft IRQ time per CPU timed from the kernel's tracepoints "
                              "by Measure IRQ Cost in the Live dock"));
    heatGroup->addAction(measured);
    connect(measured, &QAction::triggered, this, [this] { setHeatMode(HeatMode::MeasuredTime); });
    heatMenu->addSeparator();
    auto *scaleGroup = new QActionGroup(this);
    const std::tuple<HeatScale::Kind, QString, QString, const char *> scales[] = {
        {HeatScale::Kind::Fixed, tr("F&ixed Scale"),
         tr("0–50 % of a CPU's time, or 0–10 000 interrupts per second: a colour means the "
            "same figure in every interval"),
         "heatScaleFixed"},
        {HeatScale::Kind::Fit, tr("Fit to &Data"),
         tr("The scale follows the busiest CPU of each interval"), "heatScaleFit"},
        {HeatScale::Kind::Pinned, tr("&Pin Current Range"),
         tr("Keep the range on show now, whatever the next intervals bring"), "heatScalePin"}};
    for (const auto &[kind, name, tip, objectName] : scales) {
        QAction *a = heatMenu->addAction(name);
        a->setCheckable(true);
        a->setChecked(kind == m_heatScale.kind);
        a->setStatusTip(tip);
        a->setObjectName(QLatin1String(objectName));
        scaleGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, k = kind] { setHeatScale(k); });
    }
}

void MainWindow::createPlanMenu(ToolBarActions &bar)
{
    QMenu *planMenu = menuBar()->addMenu(tr("&Plan"));
    bar.plan =
        addItem(this, planMenu, tr("&Generate a Plan…"), QKeySequence(Qt::CTRL | Qt::Key_G),
                tr("Pick an algorithm and IRQs, preview the plan, compare and accept"), [this] {
                    auto *dock = findChild<QDockWidget *>(QStringLiteral("planDock"));
                    m_planPanel->useTableSelection(m_irqs->selectedIrqs());
                    dock->show();
                    dock->raise();
                });
    bar.plan->setObjectName(QStringLiteral("generatePlanAction"));
    addItem(this, planMenu, tr("&Compare Kept Plans…"), QKeySequence(),
            tr("Scores and graphs of up to three kept plans side by side"),
            [this] { m_planPanel->showCompare(); });
    m_tryAct = addItem(this, planMenu, tr("&Try Plan…"), QKeySequence(), QString(),
                       [this] { tryPending(); });
    m_tryAct->setObjectName(QStringLiteral("tryPlan"));
    connect(m_pending, &PendingChanges::changed, this, &MainWindow::updateTryAction);
    connect(m_planPanel, &PlanPanel::previewChanged, this, &MainWindow::updateTryAction);
    updateTryAction();
}

void MainWindow::updateTryAction()
{
    QString tip;
    const bool something = m_machine.hasIrqs && (!m_pending->isEmpty() || m_planPanel->current());
    if (!m_machine.hasIrqs)
        tip = tr("Nothing to try: this source has no IRQ table");
    else if (!m_pending->isEmpty())
        tip = tr("Measure the machine before and after applying the pending changes, then keep "
                 "or revert them");
    else if (const GeneratedPlan *g = m_planPanel->current())
        tip = tr("Measure the machine before and after applying the plan the Plan dock shows "
                 "(%1), then keep or revert it")
                  .arg(g->algorithm);
    else
        tip = tr("Nothing to try: make pending changes, or generate a plan in the Plan dock");
    m_tryAct->setEnabled(something);
    m_tryAct->setToolTip(tip);
    m_tryAct->setStatusTip(tip);
}

void MainWindow::createHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    addItem(this, help, tr("&About irqatlas"), QKeySequence(), tr("Version and licence"), [this] {
        QMessageBox::about(
            this, tr("About irqatlas"),
            tr("<b>irqatlas %1</b><p>CPU topology and interrupt affinity for Linux.</p>"
               "<p>Drag interrupts from the list or from a CPU onto a CPU, a core or a "
               "NUMA node; every move is a pending change you can undo.</p>")
                .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::fillToolBar(QToolBar *bar, const ToolBarActions &actions)
{
    for (QAction *a : {actions.local, actions.reload})
        bar->addAction(a);
    bar->addSeparator();
    // The toolbar's Undo and Redo keep a short fixed text (the step they
    // would take is in their tooltip), so the buttons after them never move
    // as the step's name changes.
    for (const auto &[stackAction, text, objectName] :
         {std::tuple{actions.undo, tr("Undo"), QStringLiteral("toolbarUndo")},
          std::tuple{actions.redo, tr("Redo"), QStringLiteral("toolbarRedo")}}) {
        auto *a = new QAction(text, this);
        a->setObjectName(objectName);
        const auto follow = [a, stackAction = stackAction] {
            a->setEnabled(stackAction->isEnabled());
            a->setToolTip(stackAction->text().remove(QLatin1Char('&')));
        };
        follow();
        connect(stackAction, &QAction::changed, a, follow);
        connect(a, &QAction::triggered, stackAction, &QAction::trigger);
        bar->addAction(a);
    }
    bar->addAction(m_applyAct);
    bar->addSeparator();
    for (QAction *a : {actions.zoomIn, actions.zoomOut, actions.fit})
        bar->addAction(a);
    bar->addSeparator();
    bar->addAction(actions.exportGraph);
    bar->addAction(actions.plan);
}

void MainWindow::readSettings()
{
    QSettings s;
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    m_restoredState = restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    m_theme = Theme(s.value(QStringLiteral("view/theme"), int(Theme::System)).toInt());
    if (m_theme != Theme::System)
        setTheme(m_theme);
    if (QAction *a = findChild<QAction *>(QStringLiteral("cacheBoxesAction")))
        a->setChecked(s.value(QStringLiteral("view/cacheBoxes"), true).toBool());
    // The unit the live heat is measured in: IRQ time (%) or interrupts/s.
    const QString heat = s.value(QStringLiteral("view/heat")).toString();
    const HeatMode mode = heat == QLatin1String("rate")      ? HeatMode::IrqRate
                          : heat == QLatin1String("threads") ? HeatMode::IrqThreadPercent
                                                             : HeatMode::IrqPercent;
    if (QAction *a = findChild<QAction *>(mode == HeatMode::IrqRate ? QStringLiteral("heatRate")
                                          : mode == HeatMode::IrqThreadPercent
                                              ? QStringLiteral("heatThreads")
                                              : QStringLiteral("heatPercent")))
        a->setChecked(true);
    setHeatMode(mode);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("source/last"), m_source.toSetting());
    s.setValue(QStringLiteral("view/theme"), int(m_theme));
    s.setValue(QStringLiteral("view/heat"), m_heatMode == HeatMode::IrqRate ? QStringLiteral("rate")
                                            : m_heatMode == HeatMode::IrqThreadPercent
                                                ? QStringLiteral("threads")
                                                : QStringLiteral("percent"));
    if (!m_pending->isEmpty() &&
        QMessageBox::question(this, tr("Pending changes"),
                              tr("%n pending change(s) were not applied. Quit anyway?", nullptr,
                                 int(m_pending->changes().size() + m_pending->queues().size()))) !=
            QMessageBox::Yes) {
        event->ignore();
        return;
    }
    m_loader->cancel();
    m_monitor->stop();
    event->accept();
}

} // namespace irqatlas
