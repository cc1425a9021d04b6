#include "ui/shell/mainwindow.h"

#include "live/rates.h"
#include "model/cappedread.h"
#include "model/inputlimits.h"
#include "model/planfile.h"
#include "model/printable.h"
#include "model/safefile.h"
#include "ui/apply/applydialog.h"
#include "ui/common/pendingchanges.h"
#include "ui/common/sourcebanner.h"
#include "ui/graph/distancepanel.h"
#include "ui/graph/graphexport.h"
#include "ui/graph/graphlegend.h"
#include "ui/graph/heatlegend.h"
#include "ui/graph/topologyview.h"
#include "ui/irqbalance/irqbalancepanel.h"
#include "ui/irqs/irqpanel.h"
#include "ui/irqs/queuespanel.h"
#include "ui/live/livemonitor.h"
#include "ui/live/liveplots.h"
#include "ui/live/replaybar.h"
#include "ui/plan/planpanel.h"
#include "ui/remote/connectionindicator.h"
#include "ui/shell/applylauncher.h"
#include "ui/shell/graphexportdialog.h"
#include "ui/shell/recentsources.h"
#include "ui/shell/screenfit.h"
#include "ui/shell/sourcedialog.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QShowEvent>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

namespace irqatlas {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    m_view = new TopologyView(this);
    m_view->setToolTip(QString()); // tooltips come per box
    // The banner sits on the tab above the graph: it is about this machine.
    m_banner = new SourceBanner(this);
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_banner);
    m_replayBar = new ReplayBar(this);
    centralLayout->addWidget(m_replayBar);
    centralLayout->addWidget(m_view, 1);
    setCentralWidget(central);
    m_pending = new PendingChanges(this);
    m_undo = new QUndoStack(this);
    m_loader = new MachineLoader(this);
    m_irqs = new IrqPanel(this);
    m_monitor = new LiveMonitor(this);
    m_plots = new LivePlots(this);
    m_legend = new HeatLegend(this);

    m_summary = new QLabel(this);
    m_summary->setTextFormat(Qt::PlainText);
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
    connectCost();
    // Tab follows the window from left to right: the replay bar, the graph,
    // the IRQ filter and list, then the docks below them.
    setTabOrder(m_replayBar, m_view);
    setTabOrder(m_view, m_irqs->filterEdit());
    setTabOrder(m_irqs->filterEdit(), m_irqs->view());
    setTabOrder(m_irqs->view(), m_distanceView);

    m_view->irqsOfCpu = [this](int cpu) {
        QList<int> out;
        for (const Irq &irq : m_machine.irqs.irqs)
            if (!irq.symbolic() && !irq.immovable && irqTargets(irq, m_machine.irqs.cpus).test(cpu))
                out.push_back(irq.number);
        return out;
    };
    m_view->refusalFor = [this](const QList<int> &irqs, int) {
        for (int irq : irqs) {
            QString why = PendingChanges::refusal(m_machine.irqs, irq);
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
        std::set<int> kept;
        for (const auto &[irq, placement] : m_pending->threadPlacements())
            if (placement == ThreadPlacement::Keep)
                kept.insert(irq);
        m_irqs->model()->setThreadsKept(std::move(kept));
        refreshGraph();
    });
    connect(m_irqs, &IrqPanel::selectionChanged, this, &MainWindow::refreshGraph);
    connect(m_irqs, &IrqPanel::selectionChanged, this, &MainWindow::showSelectedThreads);
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
    connect(m_monitor, &LiveMonitor::sampleReady, this, &MainWindow::recordSample);
    // Another source (a reload, another machine) is another recording.
    connect(m_monitor, &LiveMonitor::stopped, this, &MainWindow::stopRecording);
    connect(m_monitor, &LiveMonitor::started, this, [this](const QString &name) {
        m_plots->clear();
        m_plots->setPaused(false);
        m_plots->setStatus(tr("Monitoring %1").arg(name));
    });
    connect(m_monitor, &LiveMonitor::message, m_plots, &LivePlots::setStatus);
    connect(m_plots, &LivePlots::pauseRequested, m_monitor, &LiveMonitor::setPaused);
    connect(m_replayBar, &ReplayBar::closeRequested, this, [this] {
        stopReplay();
        // The tab's own machine comes back (read again: the replay may have
        // replaced its table); a tab without a source keeps the recording's.
        if (m_hasSource)
            m_loader->start(m_source);
    });
    connect(m_plots, &LivePlots::intervalRequested, m_monitor, &LiveMonitor::setInterval);
    connect(m_loader, &MachineLoader::failed, this, [this](const QString &error) {
        // The error may quote a saved tree's or a remote host's bytes.
        const QString message = printableText(error);
        statusBar()->clearMessage();
        if (m_machine.topology.pus.empty()) {
            // Nothing else to show: the tab itself says why, and tabs restored
            // at start-up do not stack message boxes in front of each other.
            m_loadError = message;
            m_irqs->setEmptyReason(tr("No interrupts: the source could not be read."));
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

    resize(ScreenFit::windowSize(ScreenFit::availableFor(this)));
    readSettings();
    updateTitle();
}

MainWindow::~MainWindow()
{
    // The monitor is a child, stopped after this window's members are gone:
    // its last signals must not reach them (stopped ends a recording).
    disconnect(m_monitor, nullptr, this, nullptr);
}

void MainWindow::createDocks()
{
    setDockOptions(AnimatedDocks | AllowTabbedDocks);
    auto *irqDock = new QDockWidget(tr("Interrupts"), this);
    irqDock->setObjectName(QStringLiteral("irqDock"));
    irqDock->setWidget(m_irqs);
    addDockWidget(Qt::RightDockWidgetArea, irqDock);

    m_distanceView = new DistancePanel(this);
    connect(m_distanceView, &DistancePanel::nodePicked, this, &MainWindow::selectNode);
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

    // View → irqbalance: closed until asked for, a tab beside the distances.
    m_irqbalancePanel = new IrqbalancePanel(this);
    auto *irqbalanceDock = new QDockWidget(tr("irqbalance"), this);
    irqbalanceDock->setObjectName(QStringLiteral("irqbalanceDock"));
    irqbalanceDock->setWidget(m_irqbalancePanel);
    addDockWidget(Qt::RightDockWidgetArea, irqbalanceDock);
    tabifyDockWidget(distDock, irqbalanceDock);
    irqbalanceDock->hide();
    distDock->raise();

    // View → Legend: what tiles and rings mean; closed until asked for.
    m_graphLegend = new GraphLegend(this);
    auto *legendDock = new QDockWidget(tr("Legend"), this);
    legendDock->setObjectName(QStringLiteral("legendDock"));
    // Scrolled: with a row for every colour the legend is taller than the
    // left side of a 768 px screen, and a dock that tall grew the window.
    auto *legendScroll = new QScrollArea(legendDock);
    legendScroll->setWidget(m_graphLegend);
    legendScroll->setWidgetResizable(true);
    legendScroll->setFrameShape(QFrame::NoFrame);
    legendScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    legendDock->setWidget(legendScroll);
    addDockWidget(Qt::LeftDockWidgetArea, legendDock);
    legendDock->hide();

    m_planPanel = new PlanPanel(m_pending, m_undo, this);
    auto *planDock = new QDockWidget(tr("Plan"), this);
    planDock->setObjectName(QStringLiteral("planDock"));
    planDock->setWidget(m_planPanel);
    addDockWidget(Qt::LeftDockWidgetArea, planDock);
    // Stacked, the Legend and the Plan dock needed more than a 768 px
    // screen's height and grew the window past it: tabbed, they share it.
    tabifyDockWidget(legendDock, planDock);
    planDock->hide(); // opened from the Plan menu; the graph keeps the room until then
    connect(m_planPanel, &PlanPanel::previewChanged, this, &MainWindow::refreshGraph);
    // Shown, the dock takes a share of the window, not its own size hint:
    // the graph it previews on must stay the larger part of the window.
    connect(planDock, &QDockWidget::visibilityChanged, this, [this, planDock](bool visible) {
        if (visible && !planDock->isFloating())
            fitDocksToWidth();
    });
    createQueuesDock();
    resizeDocks({irqDock, distDock}, {470, 330}, Qt::Vertical);
}

void MainWindow::setApplyLocation(const HelperLocation &where)
{
    m_applyWhere = where;
    m_irqbalancePanel->setHelperLocation(where);
}

// Only this machine's irqbalance answers, and only to root or its helper.
void MainWindow::updateIrqbalancePanel()
{
    QString why;
    if (m_replay)
        why = tr("A recording has no irqbalance to ask.");
    else if (!m_hasSource || m_source.kind != MachineSource::LocalMachine)
        why = tr("Only this machine's irqbalance can be asked (its socket answers root on "
                 "this machine): open this machine, or run irqatlas-cli irqbalance on the host.");
    m_irqbalancePanel->setMachine(m_machine.topology, why, m_machine.irqbalanceRunning);
}

void MainWindow::fitDocksToWidth()
{
    auto *irqDock = findChild<QDockWidget *>(QStringLiteral("irqDock"));
    auto *planDock = findChild<QDockWidget *>(QStringLiteral("planDock"));
    const int w = width();
    const bool planOpen = planDock->isVisible() && !planDock->isFloating();
    QList<QDockWidget *> docks{irqDock};
    QList<int> widths{ScreenFit::irqDockWidth(w, planOpen)};
    if (planOpen) {
        docks.push_back(planDock);
        widths.push_back(ScreenFit::planDockWidth(w));
    }
    resizeDocks(docks, widths, Qt::Horizontal);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // The first show knows the window's real width; a restored layout is the
    // user's own and stays.
    if (!m_docksFitted && !m_restoredState) {
        m_docksFitted = true;
        fitDocksToWidth();
    }
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

void MainWindow::showRates(const Rates &rates)
{
    m_lastRates = std::make_shared<const Rates>(rates);
    m_planPanel->setLiveRates(m_lastRates);
    m_irqs->model()->setRates(rates);
    // A replay's plots hold the whole recording already (its playhead moves).
    if (!m_replay)
        m_plots->addRates(rates);
    // Compare Ranges keeps the tiles on the difference of its two ranges.
    if (m_replay && m_replayBar->isComparing())
        return;
    noteIrqAccounting(rates);
    // A measurement on the heat stays until another mode is picked.
    if (m_heatMode == HeatMode::MeasuredTime && m_cost)
        return;
    m_heat = HeatState::fromRates(rates, m_heatMode, m_heatScale);
    m_legend->setHeat(m_heat);
    // Only the PU tiles repaint: the scene and the layout stay as they are.
    m_view->setHeat(m_heat);
    updateLegend();
}

void MainWindow::setHeatScale(HeatScale::Kind kind)
{
    // Pinning keeps the top on show now, whichever way it was chosen.
    if (kind == HeatScale::Kind::Pinned) {
        m_heatScale.pinnedTop = m_heat.active ? m_heat.scaleMax : HeatScale::fixedTop(m_heatMode);
        m_heatScale.pinnedMode = m_heatMode;
    }
    m_heatScale.kind = kind;
    const char *name = kind == HeatScale::Kind::Fit      ? "heatScaleFit"
                       : kind == HeatScale::Kind::Pinned ? "heatScalePin"
                                                         : "heatScaleFixed";
    if (QAction *a = findChild<QAction *>(QLatin1String(name)))
        a->setChecked(true);
    setHeatMode(m_heatMode);
}

void MainWindow::setHeatMode(HeatMode mode)
{
    m_heatMode = mode;
    if (mode == HeatMode::MeasuredTime && m_cost)
        m_heat = HeatState::fromCost(*m_cost, m_heatScale);
    else if (m_lastRates && mode != HeatMode::MeasuredTime)
        m_heat = HeatState::fromRates(*m_lastRates, mode, m_heatScale);
    else
        return;
    m_legend->setHeat(m_heat);
    m_view->setHeat(m_heat);
    updateLegend();
}

// Where a planner that runs a program over the machine's files (irqbalance)
// finds them: this machine, or a saved folder; none for a remote host, a
// lone file, an archive (unpacked only while it is read) or a topology that
// replaces the source's own.
QString MainWindow::machineFilesOf(const MachineSource &source)
{
    if (!source.topologyXml.isEmpty() || !source.topologyJson.isEmpty() ||
        !source.interrupts.isEmpty())
        return {};
    if (source.kind == MachineSource::LocalMachine)
        return QStringLiteral("/");
    if (source.kind == MachineSource::RootDir && QFileInfo(source.path).isDir())
        return source.path;
    return {};
}

void MainWindow::setMachine(const MachineData &machine, const MachineSource &source)
{
    // A reload keeps the measurement of the same machine; anything else drops it.
    const bool sameMachine = m_hasSource && source == m_source && !m_replayMachine;
    m_machine = machine;
    m_source = source;
    m_hasSource = true;
    m_loadError.clear();
    m_irqs->setEmptyReason({});
    if (!m_replayMachine)
        stopReplay();
    m_monitor->stop();
    m_heat = {};
    m_lastRates.reset();
    m_legend->setHeat(m_heat);
    m_plots->clear();
    m_selectedCpus.clear();
    m_selectedDevice.clear();
    m_distanceFrom = -1;
    m_undo->clear();
    m_pending->clear();
    m_view->setTopology(m_machine.topology);
    m_irqs->model()->setIrqTable(m_machine.hasIrqs ? m_machine.irqs : IrqTable{});
    m_irqs->setCpuFilter({}, {});
    updateThreadFlags();
    showSelectedThreads();
    m_queues->setMachine(m_machine);
    m_distanceView->setTopology(m_machine.topology);
    m_planPanel->setMachine(m_machine, machineFilesOf(source));
    m_promHistoryAct->setEnabled(source.kind == MachineSource::Prometheus);
    showCost(sameMachine ? m_cost : nullptr);
    updateCostBar();
    updateIrqbalancePanel();
    refreshGraph();
    if (!m_replayMachine && m_remembersSources)
        m_recent->add(source);
    updateTitle();
    m_plots->setHost(hostName());
    m_banner->setDifferences(m_machine.differences);
    QString msg =
        tr("%1: %n CPUs", nullptr, int(m_machine.topology.pus.size())).arg(source.displayName());
    if (m_machine.hasIrqs) {
        // The graph's title counts numbered IRQs; the rows add LOC, NMI and the like.
        const auto numbered = std::count_if(m_machine.irqs.irqs.begin(), m_machine.irqs.irqs.end(),
                                            [](const Irq &i) { return !i.symbolic(); });
        msg += tr(", %n interrupt rows", nullptr, int(m_machine.irqs.irqs.size())) +
               tr(" (%n numbered IRQs)", nullptr, int(numbered));
    }
    if (!m_machine.differences.empty())
        msg += tr(" — the sources disagree (see the note above the graph)");
    if (!m_machine.hasTopology)
        msg += tr(" (no topology: one box per CPU)");
    if (!m_machine.warnings.isEmpty())
        msg += QStringLiteral(" — ") + m_machine.warnings.join(QStringLiteral("; "));
    m_summary->setText(printableText(msg));
    statusBar()->clearMessage();
    if (!m_appliedRequest.empty()) {
        m_irqs->model()->setApplied(m_appliedRequest);
        int mismatches = 0;
        for (const auto &[irq, cpus] : m_appliedRequest)
            if (const Irq *i = m_machine.irqs.find(irq))
                mismatches += m_irqs->model()->appliedMismatch(*i) ? 1 : 0;
        statusBar()->showMessage(
            tr("Applied %n IRQ(s)", nullptr, int(m_appliedRequest.size())) +
                (mismatches
                     ? tr("; %n not where requested (highlighted in the list)", nullptr, mismatches)
                     : QString()),
            15000);
        m_appliedRequest.clear();
    }
}

QString MainWindow::hostName() const
{
    // The name a saved tree, a topology file or a remote host gives itself
    // goes into the window and tab titles: shown printable.
    const QString host = printableText(m_machine.topology.hostname);
    // A remote host by the name it was reached under, and its own if that differs.
    if (m_source.kind == MachineSource::Ssh && !host.isEmpty() && host != m_source.displayName())
        return tr("%1 (%2)").arg(m_source.displayName(), host);
    return host.isEmpty() ? m_source.displayName() : host;
}

void MainWindow::updateLegend()
{
    m_graphLegend->setMode(m_machine.hasIrqs, m_heat.active, m_heatMode, m_view->state().dark);
}

void MainWindow::updateTitle()
{
    // The host is put in by code, not by a translated format: a translation
    // that lost its %1 dropped the machine's name from every window title.
    if (m_replay)
        setWindowTitle(m_replayName + QStringLiteral(" — ") + tr("irqatlas"));
    else
        setWindowTitle(m_machine.topology.pus.empty()
                           ? tr("irqatlas")
                           : hostName() + QStringLiteral(" — ") + tr("irqatlas"));
}

void MainWindow::refreshGraph()
{
    GraphState st = GraphState::compute(
        m_machine.topology, m_machine.hasIrqs ? &m_machine.irqs : nullptr, m_pending->changes());
    st.isolated = m_machine.isolated.value_or(CpuSet{});
    updateLegend();
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
        const PciDevice *d = m_machine.topology.device(QString::fromStdString(irq->device));
        if (d)
            st.markDevice(m_machine.topology, *d);
        else if (irq->deviceNode)
            st.markDeviceNode(m_machine.topology, *irq->deviceNode);
    }
    st.threadLast = selectedThreadCpus();
    st.threadPlanned = plannedSelectedThreadCpus();
    if (const PciDevice *d = m_machine.topology.device(m_selectedDevice))
        st.selectDevice(m_machine.topology, m_machine.hasIrqs ? &m_machine.irqs : nullptr, *d);
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
    m_selectedDevice.clear();
    if (!b || b->kind == BoxKind::Machine) {
        m_selectedCpus.clear();
        m_distanceFrom = -1;
        m_distanceView->showNode(-1);
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
        m_selectedName = tr("CPUs %1").arg(m_selectedCpus.toListString());
        m_irqs->setCpuFilter(m_selectedCpus, m_selectedName);
        break;
    case BoxKind::Core:
    case BoxKind::Package:
        m_selectedCpus = m_view->dropTargetCpus(box);
        m_selectedName = m_view->boxName(box);
        m_irqs->setCpuFilter(m_selectedCpus, m_selectedName);
        break;
    case BoxKind::Node:
    case BoxKind::MemoryNode:
        selectNode(b->id);
        return;
    case BoxKind::Device: {
        const PciDevice &d = m_view->topology().devices[std::size_t(b->id)];
        m_irqs->filterEdit()->setText(d.bdf);
        m_selectedDevice = d.bdf;
        break;
    }
    default:
        break;
    }
    refreshGraph();
}

void MainWindow::selectNode(int node)
{
    m_distanceView->showNode(node);
    m_distanceFrom = node;
    m_selectedCpus = node >= 0 ? m_machine.topology.nodeCpus(node) : CpuSet{};
    m_selectedName = tr("NUMA node %1").arg(node);
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
    // Replaced, never written through a link at the name.
    return replaceFile(path, writePlan(plan));
}

Status MainWindow::loadPlanFrom(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error{tr("Cannot read %1: %2").arg(path, f.errorString())};
    auto bytes = readCapped(f, limits::kMaxPlanBytes, path);
    if (!bytes)
        return bytes.error();
    auto plan = readPlan(*bytes, path, &m_machine.topology);
    if (!plan)
        return plan.error();
    return m_pending->proposePlan(m_undo, m_machine.irqs, *plan, QFileInfo(path).fileName());
}

ApplyDialog *MainWindow::applyPending()
{
    if (m_pending->isEmpty() || !m_machine.hasIrqs)
        return nullptr;
    Plan plan = m_pending->toPlan(m_machine.irqs, m_machine.topology, QString());
    std::map<int, CpuSet> requested;
    for (const PlanAssignment &a : plan.assignments)
        requested[a.irq] = a.cpus;
    ApplyElsewhere elsewhere{[this] { savePlan(); }, [this] { exportScript(); }};
    ApplyDialog *dlg =
        openApplyDialog(this, m_machine, m_source, std::move(plan), m_applyWhere, elsewhere);
    if (!dlg)
        return nullptr;
    connect(dlg, &ApplyDialog::applyFinished, this, [this, requested](const ApplyResult &r) {
        if (r.outcome != ApplyOutcome::Kept)
            return; // nothing changed: the pending changes stay for another try
        // Read the machine again: the graph and the list then show where the
        // kernel really put each IRQ.
        m_appliedRequest = requested;
        open(m_source);
    });
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

void MainWindow::savePlanAs(const Plan &plan)
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Plan"), m_source.displayName() + QStringLiteral("-plan.json"),
        tr("irqatlas plan (*.json)"));
    if (path.isEmpty())
        return;
    if (const Status s = replaceFile(path, writePlan(plan)); !s)
        QMessageBox::warning(this, tr("Save failed"), s.errorString());
    else
        statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
}

void MainWindow::openPlan()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Plan"), QString(),
                                                      tr("irqatlas plan (*.json)"));
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

QString MainWindow::distanceEmptyText() const
{
    return m_distanceView->emptyText();
}

QString MainWindow::distanceSummary() const
{
    return m_distanceView->summary();
}

void MainWindow::exportGraph()
{
    const auto choice =
        askGraphExport(this, m_source.displayName(), m_view->layout().bounds.size().toSize() * 2);
    if (!choice)
        return;
    const Status s = exportGraphTo(choice->path, choice->size);
    if (!s)
        QMessageBox::warning(this, tr("Export failed"), s.errorString());
    else
        statusBar()->showMessage(tr("Saved %1").arg(choice->path), 4000);
}

} // namespace irqatlas
