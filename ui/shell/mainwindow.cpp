#include "ui/shell/mainwindow.h"

#include "model/planfile.h"

#include "live/rates.h"
#include "ui/apply/applycontroller.h"
#include "ui/apply/applydialog.h"
#include "ui/common/emptyhint.h"
#include "ui/common/pendingchanges.h"
#include "ui/graph/distancemodel.h"
#include "ui/graph/graphexport.h"
#include "ui/graph/heatlegend.h"
#include "ui/graph/topologyview.h"
#include "ui/irqs/irqpanel.h"
#include "ui/live/livemonitor.h"
#include "ui/live/liveplots.h"
#include "ui/plan/planpanel.h"
#include "ui/remote/connectionindicator.h"
#include "ui/remote/remoteapplybackend.h"
#include "ui/shell/sourcedialog.h"

#include <QAction>
#include <QFileInfo>
#include <QSaveFile>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QUndoView>

namespace irqatlas {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    m_view = new TopologyView(this);
    m_view->setToolTip(QString()); // tooltips come per box
    setCentralWidget(m_view);
    m_pending = new PendingChanges(this);
    m_undo = new QUndoStack(this);
    m_loader = new MachineLoader(this);
    m_irqs = new IrqPanel(this);
    m_distanceModel = new DistanceModel(this);
    m_monitor = new LiveMonitor(this);
    m_plots = new LivePlots(this);
    m_legend = new HeatLegend(this);

    m_summary = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);
    m_progress->setMaximumWidth(160);
    m_progress->hide();
    m_cancel = new QToolButton(this);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop waiting for the machine being read"));
    m_cancel->hide();
    statusBar()->addWidget(m_summary, 1);
    statusBar()->addPermanentWidget(new ConnectionIndicator(m_loader, m_monitor, this));
    statusBar()->addPermanentWidget(m_legend);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);

    createDocks();
    createActions();

    m_view->irqsOfCpu = [this](int cpu) {
        QList<int> out;
        for (const Irq &irq : m_machine.irqs.irqs)
            if (!irq.symbolic() && !irq.immovable && irqTargets(irq, m_machine.irqs.cpus).test(cpu))
                out.push_back(irq.number);
        return out;
    };
    m_view->refusalFor = [this](const QList<int> &irqs, int) {
        for (int irq : irqs) {
            const QString why = PendingChanges::refusal(m_machine.irqs, irq);
            if (!why.isEmpty())
                return why;
        }
        return QString();
    };
    connect(m_view, &TopologyView::boxClicked, this, &MainWindow::onBoxClicked);
    connect(m_view, &TopologyView::irqsDropped, this, [this](const QList<int> &irqs, int box) {
        if (Status s = dropIrqs(irqs, box); !s)
            statusBar()->showMessage(s.errorString(), 8000);
    });
    connect(m_pending, &PendingChanges::changed, this, [this] {
        m_irqs->model()->setPending(m_pending->changes());
        refreshGraph();
    });
    connect(m_irqs, &IrqPanel::selectionChanged, this, &MainWindow::refreshGraph);
    connect(m_irqs, &IrqPanel::cpuFilterCleared, this, [this] {
        m_selectedCpus.clear();
        refreshGraph();
    });
    connect(m_loader, &MachineLoader::started, this, [this](const QString &what) {
        m_progress->show();
        m_cancel->show();
        statusBar()->showMessage(tr("Reading %1…").arg(what));
    });
    connect(m_loader, &MachineLoader::finished, this, [this] {
        m_progress->hide();
        m_cancel->hide();
    });
    connect(m_loader, &MachineLoader::loaded, this,
            [this](const MachineData &machine, const MachineSource &source) {
                setMachine(machine, source);
                startLiveFor(source);
            });
    connect(m_monitor, &LiveMonitor::ratesReady, this, &MainWindow::showRates);
    connect(m_monitor, &LiveMonitor::started, this, [this](const QString &name) {
        m_plots->clear();
        m_plots->setPaused(false);
        m_plots->setStatus(tr("Monitoring %1").arg(name));
    });
    connect(m_monitor, &LiveMonitor::message, m_plots, &LivePlots::setStatus);
    connect(m_plots, &LivePlots::pauseRequested, m_monitor, &LiveMonitor::setPaused);
    connect(m_plots, &LivePlots::intervalRequested, m_monitor, &LiveMonitor::setInterval);
    connect(m_loader, &MachineLoader::failed, this, [this](const QString &message) {
        statusBar()->clearMessage();
        if (m_machine.topology.pus.empty()) {
            // Nothing else to show: the tab itself says why, and tabs restored
            // at start-up do not stack message boxes in front of each other.
            m_loadError = message;
            m_view->setPlaceholderText(
                tr("Cannot open\n\n%1\n\nFile → Reload tries again.").arg(message));
            return;
        }
        QMessageBox::warning(this, tr("Cannot open"), message);
    });
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        m_loader->cancel();
        statusBar()->showMessage(tr("Cancelled"), 3000);
    });

    resize(1400, 880);
    readSettings();
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    setDockOptions(AnimatedDocks | AllowTabbedDocks);
    auto *irqDock = new QDockWidget(tr("Interrupts"), this);
    irqDock->setObjectName(QStringLiteral("irqDock"));
    irqDock->setWidget(m_irqs);
    addDockWidget(Qt::RightDockWidgetArea, irqDock);

    m_distanceView = new QTableView(this);
    m_distanceView->setObjectName(QStringLiteral("distanceView"));
    m_distanceView->setModel(m_distanceModel);
    m_distanceView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_distanceView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_distanceView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_distanceView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_distanceView->setToolTip(tr("Select a node to tint the graph by distance from it"));
    m_distanceHint = new EmptyHint(m_distanceView, [] {
        return tr("No NUMA information in this source: there are no nodes to measure "
                  "distances between.");
    });
    connect(m_distanceView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { selectNode(m_distanceModel->nodeAt(current.row())); });
    auto *distDock = new QDockWidget(tr("NUMA distances"), this);
    distDock->setObjectName(QStringLiteral("distanceDock"));
    distDock->setWidget(m_distanceView);
    addDockWidget(Qt::RightDockWidgetArea, distDock);

    auto *undoView = new QUndoView(m_undo, this);
    undoView->setEmptyLabel(tr("<current affinities>"));
    auto *historyDock = new QDockWidget(tr("Pending changes"), this);
    historyDock->setObjectName(QStringLiteral("historyDock"));
    historyDock->setWidget(undoView);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    tabifyDockWidget(distDock, historyDock);
    auto *liveDock = new QDockWidget(tr("Live"), this);
    liveDock->setObjectName(QStringLiteral("liveDock"));
    liveDock->setWidget(m_plots);
    addDockWidget(Qt::RightDockWidgetArea, liveDock);
    tabifyDockWidget(distDock, liveDock);
    distDock->raise();

    m_planPanel = new PlanPanel(m_pending, m_undo, this);
    auto *planDock = new QDockWidget(tr("Plan"), this);
    planDock->setObjectName(QStringLiteral("planDock"));
    planDock->setWidget(m_planPanel);
    addDockWidget(Qt::LeftDockWidgetArea, planDock);
    planDock->hide(); // opened from the Plan menu; the graph keeps the room until then
    connect(m_planPanel, &PlanPanel::previewChanged, this, &MainWindow::refreshGraph);
    resizeDocks({irqDock}, {560}, Qt::Horizontal);
    resizeDocks({irqDock, distDock}, {470, 330}, Qt::Vertical);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->setMovable(false);

    auto add = [&](QMenu *menu, const QString &text, const QKeySequence &key, const QString &tip,
                   auto slot) {
        auto *a = new QAction(text, this);
        a->setShortcut(key);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        connect(a, &QAction::triggered, this, slot);
        menu->addAction(a);
        return a;
    };
    QAction *local = add(file, tr("Open &This Machine"), QKeySequence(Qt::CTRL | Qt::Key_L),
                         tr("Read this machine's topology and interrupts"),
                         [this] { open({MachineSource::LocalMachine, {}}); });
    add(file, tr("Open &Snapshot Directory…"), QKeySequence::Open,
        tr("A directory saved by 'irqatlas-cli snapshot' (or any copy of /proc and /sys)"),
        [this] { openDialog(SourceFile::SnapshotDirectory); });
    // A directory dialog cannot pick a file, and snapshots travel as .tar.gz.
    add(file, tr("Open Snapshot &Archive…"), QKeySequence(),
        tr("A .tar.gz (or .tar) written by 'irqatlas-cli snapshot --out FILE.tar.gz'"),
        [this] { openDialog(SourceFile::SnapshotArchive); })
        ->setObjectName(QStringLiteral("openSnapshotArchive"));
    add(file, tr("Open hwloc &XML…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
        tr("A topology written by 'lstopo --of xml'"), [this] { openDialog(SourceFile::HwlocXml); });
    add(file, tr("Open Topology &JSON…"), QKeySequence(),
        tr("A topology written by 'irqatlas-cli topology --format json'"),
        [this] { openDialog(SourceFile::TopologyJson); });
    add(file, tr("Open /proc/&interrupts File…"), QKeySequence(),
        tr("A lone copy of /proc/interrupts, e.g. from a bug report"),
        [this] { openDialog(SourceFile::InterruptsFile); });
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    QAction *reload = add(file, tr("&Reload"), QKeySequence::Refresh, tr("Read the current source again"),
                          [this] { open(m_source); });
    file->addSeparator();
    add(file, tr("Open &Plan…"), QKeySequence(Qt::CTRL | Qt::Key_P),
        tr("Load a plan file into the pending changes (one undo step)"), [this] { openPlan(); });
    add(file, tr("&Save Pending Changes as Plan…"), QKeySequence::Save,
        tr("Write the pending changes as an irqatlas plan file"), [this] { savePlan(); });
    file->addSeparator();
    QAction *exportAct = add(file, tr("&Export Graph…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                             tr("Save the graph as PNG, SVG or PDF"), [this] { exportGraph(); });
    exportAct->setObjectName(QStringLiteral("exportGraph"));
    file->addSeparator();
    add(file, tr("&Quit"), QKeySequence::Quit, tr("Quit irqatlas"), [this] { window()->close(); });

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_undo->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undo->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    add(edit, tr("&Find IRQ"), QKeySequence::Find, tr("Jump to the IRQ filter"), [this] {
        m_irqs->filterEdit()->setFocus();
        m_irqs->filterEdit()->selectAll();
    });
    add(edit, tr("&Discard Pending Changes"), QKeySequence(),
        tr("Forget every change that was not applied"), [this] {
            m_undo->clear();
            m_pending->clear();
        });
    m_applyAct = add(edit, tr("&Apply…"), QKeySequence(Qt::CTRL | Qt::Key_Return),
                     tr("Write the pending changes to the kernel (asks for administrator rights)"),
                     [this] { applyPending(); });
    m_applyAct->setObjectName(QStringLiteral("applyAction"));
    m_applyAct->setEnabled(false);
    connect(m_pending, &PendingChanges::changed, m_applyAct,
            [this] { m_applyAct->setEnabled(!m_pending->isEmpty()); });

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *zin = add(m_viewMenu, tr("Zoom &In"), QKeySequence::ZoomIn, tr("Zoom in (mouse wheel)"),
                       [this] { m_view->zoomIn(); });
    QAction *zout = add(m_viewMenu, tr("Zoom &Out"), QKeySequence::ZoomOut, tr("Zoom out (mouse wheel)"),
                        [this] { m_view->zoomOut(); });
    QAction *fit = add(m_viewMenu, tr("&Fit to Window"), QKeySequence(Qt::CTRL | Qt::Key_0),
                       tr("Show the whole machine"), [this] { m_view->fitToWindow(); });
    add(m_viewMenu, tr("&Actual Size"), QKeySequence(Qt::CTRL | Qt::Key_1),
        tr("One layout unit per pixel"), [this] { m_view->resetZoom(); });
    m_viewMenu->addSeparator();
    QMenu *themeMenu = m_viewMenu->addMenu(tr("&Colours"));
    auto *group = new QActionGroup(this);
    const std::pair<Theme, QString> themes[] = {
        {Theme::System, tr("Follow the &System")}, {Theme::Light, tr("&Light")}, {Theme::Dark, tr("&Dark")}};
    for (const auto &[theme, name] : themes) {
        QAction *a = themeMenu->addAction(name);
        a->setCheckable(true);
        a->setChecked(theme == m_theme);
        a->setData(int(theme));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, t = theme] { setTheme(t); });
    }
    m_viewMenu->addSeparator();
    QMenu *heatMenu = m_viewMenu->addMenu(tr("&Heat"));
    auto *heatGroup = new QActionGroup(this);
    const std::pair<HeatMode, QString> heats[] = {{HeatMode::IrqPercent, tr("Hard + Soft IRQ &Time (%)")},
                                                  {HeatMode::IrqRate, tr("Interrupts per &Second")}};
    for (const auto &[mode, name] : heats) {
        QAction *a = heatMenu->addAction(name);
        a->setCheckable(true);
        a->setChecked(mode == m_heatMode);
        a->setObjectName(mode == HeatMode::IrqRate ? QStringLiteral("heatRate") : QStringLiteral("heatPercent"));
        heatGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, m = mode] { setHeatMode(m); });
    }
    m_viewMenu->addSeparator();
    for (QDockWidget *d : findChildren<QDockWidget *>())
        m_viewMenu->addAction(d->toggleViewAction());

    QMenu *planMenu = menuBar()->addMenu(tr("&Plan"));
    QAction *planAct = add(planMenu, tr("&Generate a Plan…"), QKeySequence(Qt::CTRL | Qt::Key_G),
                           tr("Pick an algorithm and IRQs, preview the plan, compare and accept"), [this] {
                               auto *dock = findChild<QDockWidget *>(QStringLiteral("planDock"));
                               dock->show();
                               dock->raise();
                           });
    add(planMenu, tr("&Compare Kept Plans…"), QKeySequence(),
        tr("Scores and graphs of up to three kept plans side by side"),
        [this] { m_planPanel->showCompare(); });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    add(help, tr("&About irqatlas"), QKeySequence(), tr("Version and licence"), [this] {
        QMessageBox::about(this, tr("About irqatlas"),
                           tr("<b>irqatlas %1</b><p>CPU topology and interrupt affinity for Linux.</p>"
                              "<p>Drag interrupts from the list or from a CPU onto a CPU, a core or a "
                              "NUMA node; every move is a pending change you can undo.</p>")
                               .arg(QApplication::applicationVersion()));
    });

    for (QAction *a : {local, reload})
        bar->addAction(a);
    bar->addSeparator();
    bar->addAction(undo);
    bar->addAction(redo);
    bar->addAction(m_applyAct);
    bar->addSeparator();
    for (QAction *a : {zin, zout, fit})
        bar->addAction(a);
    bar->addSeparator();
    bar->addAction(exportAct);
    bar->addAction(planAct);
}

void MainWindow::readSettings()
{
    QSettings s;
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    m_theme = Theme(s.value(QStringLiteral("view/theme"), int(Theme::System)).toInt());
    if (m_theme != Theme::System)
        setTheme(m_theme);
    // The unit the live heat is measured in: IRQ time (%) or interrupts/s.
    const bool rate = s.value(QStringLiteral("view/heat")).toString() == QLatin1String("rate");
    if (QAction *a =
            findChild<QAction *>(rate ? QStringLiteral("heatRate") : QStringLiteral("heatPercent")))
        a->setChecked(true);
    setHeatMode(rate ? HeatMode::IrqRate : HeatMode::IrqPercent);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("source/last"), m_source.toSetting());
    s.setValue(QStringLiteral("view/theme"), int(m_theme));
    s.setValue(QStringLiteral("view/heat"), m_heatMode == HeatMode::IrqRate
                                                ? QStringLiteral("rate")
                                                : QStringLiteral("percent"));
    if (!m_pending->isEmpty() &&
        QMessageBox::question(this, tr("Pending changes"),
                              tr("%n pending change(s) were not applied. Quit anyway?", nullptr,
                                 int(m_pending->changes().size()))) != QMessageBox::Yes) {
        event->ignore();
        return;
    }
    m_loader->cancel();
    m_monitor->stop();
    event->accept();
}

void MainWindow::setTheme(Theme theme)
{
    m_theme = theme;
    applyTheme(theme);
    refreshGraph();
}

void MainWindow::open(const MachineSource &source)
{
    if (m_machine.topology.pus.empty()) {
        m_source = source;
        m_hasSource = true;
        m_loadError.clear();
        m_view->setPlaceholderText({});
        m_summary->clear();
    }
    m_loader->start(source);
}

Status MainWindow::openBlocking(const MachineSource &source)
{
    auto r = loadMachine(source);
    if (!r)
        return r.error();
    setMachine(r.value(), source);
    startLiveFor(source);
    return Ok{};
}

void MainWindow::startLiveFor(const MachineSource &source)
{
    // This machine and remote hosts have live counters; saved files show no heat.
    if (auto live = liveSourceFor(m_machine, source))
        m_monitor->start(std::move(live));
}

Status MainWindow::startReplay(const QString &path, bool paced)
{
    return m_monitor->startReplay(path, paced);
}

void MainWindow::showRates(const Rates &rates)
{
    m_lastRates = std::make_shared<const Rates>(rates);
    m_planPanel->setLiveRates(m_lastRates);
    m_heat = HeatState::fromRates(rates, m_heatMode);
    m_legend->setHeat(m_heat);
    // Only the PU tiles repaint: the scene and the layout stay as they are.
    m_view->setHeat(m_heat);
    m_plots->addRates(rates);
    m_irqs->model()->setRates(rates);
}

void MainWindow::setHeatMode(HeatMode mode)
{
    m_heatMode = mode;
    if (!m_lastRates)
        return;
    m_heat = HeatState::fromRates(*m_lastRates, mode);
    m_legend->setHeat(m_heat);
    m_view->setHeat(m_heat);
}

void MainWindow::setMachine(const MachineData &machine, const MachineSource &source)
{
    m_machine = machine;
    m_source = source;
    m_hasSource = true;
    m_loadError.clear();
    m_monitor->stop();
    m_heat = {};
    m_lastRates.reset();
    m_legend->setHeat(m_heat);
    m_plots->clear();
    m_selectedCpus.clear();
    m_distanceFrom = -1;
    m_undo->clear();
    m_pending->clear();
    m_view->setTopology(m_machine.topology);
    m_irqs->model()->setIrqTable(m_machine.hasIrqs ? m_machine.irqs : IrqTable{});
    m_irqs->setCpuFilter({}, {});
    m_distanceModel->setTopology(m_machine.topology);
    m_planPanel->setMachine(m_machine);
    refreshGraph();
    addRecent(source);
    updateTitle();
    m_plots->setHost(hostName());
    QString msg = tr("%1: %n CPUs", nullptr, int(m_machine.topology.pus.size())).arg(source.displayName());
    if (m_machine.hasIrqs)
        msg += tr(", %n interrupt rows", nullptr, int(m_machine.irqs.irqs.size()));
    if (!m_machine.hasTopology)
        msg += tr(" (no topology: one box per CPU)");
    if (!m_machine.warnings.isEmpty())
        msg += QStringLiteral(" — ") + m_machine.warnings.join(QStringLiteral("; "));
    m_summary->setText(msg);
    statusBar()->clearMessage();
    if (!m_appliedRequest.empty()) {
        m_irqs->model()->setApplied(m_appliedRequest);
        int mismatches = 0;
        for (const auto &[irq, cpus] : m_appliedRequest)
            if (const Irq *i = m_machine.irqs.find(irq))
                mismatches += m_irqs->model()->appliedMismatch(*i) ? 1 : 0;
        statusBar()->showMessage(
            tr("Applied %n IRQ(s)", nullptr, int(m_appliedRequest.size())) +
                (mismatches ? tr("; %n not where requested (highlighted in the list)", nullptr, mismatches) : QString()),
            15000);
        m_appliedRequest.clear();
    }
}

QString MainWindow::hostName() const
{
    const QString &host = m_machine.topology.hostname;
    // A remote host by the name it was reached under, and its own if that differs.
    if (m_source.kind == MachineSource::Ssh && !host.isEmpty() && host != m_source.displayName())
        return tr("%1 (%2)").arg(m_source.displayName(), host);
    return host.isEmpty() ? m_source.displayName() : host;
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_machine.topology.pus.empty() ? tr("irqatlas")
                                                  : tr("%1 — irqatlas").arg(hostName()));
}

void MainWindow::refreshGraph()
{
    GraphState st = GraphState::compute(m_machine.topology,
                                        m_machine.hasIrqs ? &m_machine.irqs : nullptr,
                                        m_pending->changes());
    for (int irqNo : m_irqs->selectedIrqs()) {
        const Irq *irq = m_machine.irqs.find(irqNo);
        if (!irq)
            continue;
        if (irq->affinity)
            st.affinity |= *irq->affinity;
        if (irq->effective)
            st.effective |= *irq->effective;
        // A lone /proc/interrupts knows neither: the CPUs it fired on are what
        // the tile counts use, so they are what the selection points at too.
        if (!irq->affinity && !irq->effective)
            st.effective |= irqTargets(*irq, m_machine.irqs.cpus);
        if (auto p = m_pending->target(irqNo))
            st.pendingTarget |= *p;
        if (irq->deviceNode && *irq->deviceNode >= 0)
            st.deviceNode = *irq->deviceNode;
        else if (!irq->device.empty())
            if (const PciDevice *d = m_machine.topology.device(QString::fromStdString(irq->device)))
                st.deviceNode = d->node;
    }
    st.selectedCpus = m_selectedCpus;
    st.distanceFrom = m_distanceFrom;
    st.heat = m_heat;
    m_planPanel->addPreview(st, m_pending->changes());
    m_view->setState(st);
    if (!(m_plotCpus == m_selectedCpus)) {
        m_plotCpus = m_selectedCpus;
        m_plots->setCpus(m_plotCpus);
    }
}

void MainWindow::onBoxClicked(int box, Qt::KeyboardModifiers modifiers)
{
    const LayoutBox *b = m_view->layout().box(box);
    if (!b || b->kind == BoxKind::Machine) {
        m_selectedCpus.clear();
        m_distanceFrom = -1;
        showDistanceRow(-1);
        m_irqs->setCpuFilter({}, {});
        refreshGraph();
        return;
    }
    switch (b->kind) {
    case BoxKind::Pu:
        if (modifiers & Qt::ControlModifier) {
            if (m_selectedCpus.test(b->id))
                m_selectedCpus.reset(b->id);
            else
                m_selectedCpus.set(b->id);
        } else {
            m_selectedCpus = CpuSet{b->id};
        }
        m_irqs->setCpuFilter(m_selectedCpus, tr("CPUs %1").arg(m_selectedCpus.toListString()));
        break;
    case BoxKind::Core:
    case BoxKind::Package:
        m_selectedCpus = m_view->dropTargetCpus(box);
        m_irqs->setCpuFilter(m_selectedCpus, m_view->boxName(box));
        break;
    case BoxKind::Node:
    case BoxKind::MemoryNode:
        selectNode(b->id);
        return;
    case BoxKind::Device: {
        const PciDevice &d = m_view->topology().devices[std::size_t(b->id)];
        m_irqs->filterEdit()->setText(d.bdf);
        break;
    }
    default:
        break;
    }
    refreshGraph();
}

void MainWindow::showDistanceRow(int node)
{
    // The matrix marks the node the graph is tinted from, however it was picked.
    const QSignalBlocker block(m_distanceView->selectionModel());
    const int row = m_distanceModel->rowOf(node);
    if (row >= 0)
        m_distanceView->selectionModel()->setCurrentIndex(
            m_distanceModel->index(row, 0),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    else
        m_distanceView->selectionModel()->clear();
}

void MainWindow::selectNode(int node)
{
    showDistanceRow(node);
    m_distanceFrom = node;
    m_selectedCpus = node >= 0 ? m_machine.topology.nodeCpus(node) : CpuSet{};
    m_irqs->setCpuFilter(m_selectedCpus, tr("NUMA node %1").arg(node));
    refreshGraph();
}

void MainWindow::selectIrq(int irq)
{
    m_irqs->selectIrq(irq);
    refreshGraph();
}

Status MainWindow::dropIrqs(const QList<int> &irqs, int box)
{
    const CpuSet target = m_view->dropTargetCpus(box);
    Status s = m_pending->propose(m_undo, m_machine.irqs, irqs, target, m_view->boxName(box));
    if (s)
        statusBar()->showMessage(m_undo->text(m_undo->index() - 1), 4000);
    return s;
}

void MainWindow::openDialog(SourceFile file)
{
    if (auto source = askForSource(this, file))
        open(*source);
}

Status MainWindow::savePlanTo(const QString &path) const
{
    if (m_pending->isEmpty())
        return Error{tr("There are no pending changes to save")};
    const Plan plan = m_pending->toPlan(m_machine.irqs, m_machine.topology, QString());
    QSaveFile f(path);
    const QByteArray bytes = writePlan(plan);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return Error{tr("Cannot write %1: %2").arg(path, f.errorString())};
    return Ok{};
}

Status MainWindow::loadPlanFrom(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error{tr("Cannot read %1: %2").arg(path, f.errorString())};
    auto plan = readPlan(f.readAll(), path, &m_machine.topology);
    if (!plan)
        return plan.error();
    return m_pending->proposePlan(m_undo, m_machine.irqs, *plan, QFileInfo(path).fileName());
}

ApplyDialog *MainWindow::applyPending()
{
    if (m_pending->isEmpty() || !m_machine.hasIrqs)
        return nullptr;
    const bool local = m_source.kind == MachineSource::LocalMachine;
    const bool tree = m_source.kind == MachineSource::RootDir && !m_applyWhere.root.isEmpty() &&
                      QFileInfo(m_applyWhere.root) == QFileInfo(m_source.path);
    const bool remote = m_source.kind == MachineSource::Ssh;
    if (!local && !tree && !remote) {
        // Not exec(): the window keeps running (live view, loader) behind it.
        auto *box = new QMessageBox(
            QMessageBox::Information, tr("Apply"),
            tr("Apply changes the machine irqatlas runs on, and this window shows %1. Save the "
               "pending changes as a plan and apply it there with \"irqatlas-cli apply\".")
                .arg(m_source.displayName()),
            QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("applyElsewhere"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return nullptr;
    }
    ApplyReviewInput in;
    in.plan = m_pending->toPlan(m_machine.irqs, m_machine.topology, QString());
    in.table = m_machine.irqs;
    in.topology = m_machine.hasTopology ? &m_machine.topology : nullptr;
    ApplyBackend *ctl = nullptr;
    if (remote) {
        // The host's own state, from the snapshot the tab shows.
        in.isolated = m_machine.isolated;
        in.nohzFull = m_machine.nohzFull;
        in.irqbalance.process = m_machine.irqbalanceRunning;
        auto backend = remoteApplyBackendFor(m_source);
        if (!backend.ok()) {
            QMessageBox::warning(this, tr("Apply"), backend.errorString());
            return nullptr;
        }
        ctl = *backend;
    } else {
        readMachineState(local ? QStringLiteral("/") : m_source.path, local, in);
        auto *here = new ApplyController;
        here->setLocation(m_applyWhere);
        ctl = here;
    }
    std::map<int, CpuSet> requested;
    for (const PlanAssignment &a : in.plan.assignments)
        requested[a.irq] = a.cpus;
    auto *dlg = new ApplyDialog(std::move(in), ctl, this);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    connect(dlg, &ApplyDialog::applyFinished, this, [this, requested](const ApplyResult &r) {
        if (r.outcome != ApplyOutcome::Kept)
            return; // nothing changed: the pending changes stay for another try
        // Read the machine again: the graph and the list then show where the
        // kernel really put each IRQ.
        m_appliedRequest = requested;
        open(m_source);
    });
    dlg->open();
    return dlg;
}

void MainWindow::savePlan()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Plan"), m_source.displayName() + QStringLiteral("-plan.json"),
        tr("irqatlas plan (*.json)"));
    if (path.isEmpty())
        return;
    if (const Status s = savePlanTo(path); !s)
        QMessageBox::warning(this, tr("Save failed"), s.errorString());
    else
        statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
}

void MainWindow::openPlan()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Plan"), QString(), tr("irqatlas plan (*.json)"));
    if (path.isEmpty())
        return;
    if (const Status s = loadPlanFrom(path); !s)
        QMessageBox::warning(this, tr("Plan refused"), s.errorString());
}

Status MainWindow::exportGraphTo(const QString &path, QSize size) const
{
    return irqatlas::exportGraph(path, m_view->topology(), m_view->layout(), m_view->state(), size,
                                 hostName());
}

Result<QSize> MainWindow::parseImageSize(const QString &text)
{
    const QStringList wh = text.trimmed().split(QRegularExpression(QStringLiteral("\\s*[x×X*]\\s*")));
    bool okW = false, okH = false;
    const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0;
    const int h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
    // Below this nothing is legible; above it QImage needs gigabytes.
    if (!okW || !okH || w < 100 || h < 100 || w > 16384 || h > 16384)
        return Error{tr("Bad image size \"%1\": expected width x height in pixels, each from 100 "
                        "to 16384, e.g. 3200x2000.")
                         .arg(text)};
    return QSize(w, h);
}

QString MainWindow::distanceEmptyText() const { return m_distanceHint->shownText(); }

void MainWindow::exportGraph()
{
    QString selected;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Graph"), m_source.displayName() + QStringLiteral(".svg"),
        tr("SVG vector image (*.svg);;PDF document (*.pdf);;PNG image (*.png)"), &selected);
    if (path.isEmpty())
        return;
    QSize size;
    if (QFileInfo(path).suffix().compare(QLatin1String("png"), Qt::CaseInsensitive) == 0) {
        // Pixels are the one thing a picture for a slide and one for a poster
        // differ in; vector files scale and need no size.
        const QSize natural = m_view->layout().bounds.size().toSize() * 2;
        bool ok = false;
        const QString text = QInputDialog::getText(
            this, tr("Export Graph"), tr("Image size in pixels (width x height):"), QLineEdit::Normal,
            QStringLiteral("%1x%2").arg(natural.width()).arg(natural.height()), &ok);
        if (!ok)
            return;
        const Result<QSize> parsed = parseImageSize(text);
        if (!parsed) {
            QMessageBox::warning(this, tr("Export failed"), parsed.errorString());
            return;
        }
        size = *parsed;
    }
    const Status s = exportGraphTo(path, size);
    if (!s)
        QMessageBox::warning(this, tr("Export failed"), s.errorString());
    else
        statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
}

void MainWindow::addRecent(const MachineSource &source)
{
    if (source.kind == MachineSource::LocalMachine)
        return;
    QSettings s;
    QStringList recent = s.value(QStringLiteral("source/recent")).toStringList();
    recent.removeAll(source.toSetting());
    recent.prepend(source.toSetting());
    while (recent.size() > 10)
        recent.removeLast();
    s.setValue(QStringLiteral("source/recent"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("source/recent")).toStringList();
    for (const QString &entry : recent) {
        const MachineSource src = MachineSource::fromSetting(entry);
        QAction *a = m_recentMenu->addAction(src.path);
        connect(a, &QAction::triggered, this, [this, src] { open(src); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

} // namespace irqatlas
