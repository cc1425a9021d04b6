#pragma once

#include "applyclient/helperclient.h"
#include "live/rangediff.h"
#include "live/recording.h"
#include "report/reproduce.h"
#include "ui/common/graphstate.h"
#include "ui/common/machineloader.h"
#include "ui/common/theme.h"
#include "ui/shell/graphexportdialog.h"
#include "ui/shell/reportexportdialog.h"
#include "ui/shell/reportjob.h"
#include "ui/shell/sourcedialog.h"

#include <QDateTime>
#include <QMainWindow>
#include <QPointer>
#include <memory>

class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QTemporaryDir;
class QToolBar;
class QToolButton;
class QUndoStack;

namespace irqatlas {

class TryPlanDialog;
class CostRun;
class IrqbalancePanel;
struct CostReport;

class ApplyDialog;
class DistancePanel;
class GraphLegend;
class HeatLegend;
class LiveMonitor;
class LivePlots;
struct Rates;
class IrqPanel;
class QueuesPanel;
class LatestWorker;
class PendingChanges;
class PlanPanel;
class ReplayBar;
class ReplayTimeline;
class RecentSources;
class SourceBanner;
class TopologyView;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Shows a machine that was read already (tests, --screenshot).
    void setMachine(const MachineData &machine, const MachineSource &source);
    // Reads a source on a worker thread; the window stays responsive. A
    // window with no machine on show stands for this source from now on, so
    // Reload and the remembered tabs retry it when it fails; the failure then
    // shows in place of the graph (loadError()), not in a message box.
    void open(const MachineSource &source);
    // Reads a source on the calling thread (for --screenshot and tests).
    Status openBlocking(const MachineSource &source);

    void selectIrq(int irq);
    // False: the sources shown are not added to File → Open Recent
    // (--screenshot renders a file without the user having opened it).
    void setRemembersSources(bool on) { m_remembersSources = on; }
    void selectNode(int node);
    void setTheme(Theme theme);

    // Live monitoring: heat on the PU tiles, the legend and the Live dock.
    // Starts by itself for this machine (open/openBlocking); a replay of a
    // recording can be started on top of any machine. The error names the file.
    //
    // A replay shows the recorded machine as live monitoring does (graph,
    // heat, table, plots) with a timeline bar above the graph; a window with
    // no IRQ table takes the recording's. Unpaced, it plays through as fast as
    // the event loop allows (screenshots). Implemented in mainwindowreplay.cpp.
    Status startReplay(const QString &path, bool paced = true);
    // Leaves the replay: the bar hides and this machine's monitor resumes.
    void stopReplay();
    ReplayTimeline *replay() const { return m_replay; }
    // What the tab is called: the source, or the recording on replay.
    QString tabText() const;
    // File → Record: every sample of the live source written to path in the
    // format of 'irqatlas-cli watch --record', until stopRecording. The error
    // names the file (or says there is no live source).
    Status startRecording(const QString &path);
    void stopRecording();
    bool isRecording() const { return m_recorder != nullptr; }
    ReplayBar *replayBar() const { return m_replayBar; }
    // File → Prometheus History… (mainwindowprom.cpp), for a tab showing a
    // Prometheus instance: the range [from, to] at a step read on a worker
    // thread (PromHistorySource) into a temporary recording, then replayed
    // as startReplay replays one. The error says why it cannot start; the
    // outcome comes as promHistoryFinished (an error also in a message box).
    Status startPromHistory(const QDateTime &from, const QDateTime &to, int stepSeconds);
    QAction *promHistoryAction() const { return m_promHistoryAct; }
    void showRates(const Rates &rates);
    // Live dock → Measure IRQ Cost (mainwindowcost.cpp): traces the machine
    // on show for seconds (this one in process as root, else through the
    // root helper; a remote host over its session); the error says why it
    // cannot start. The result comes to showCost.
    Status measureCost(double seconds);
    CostRun *costRun() const { return m_costRun; }
    // A measurement on the heat (View → Heat → Measured IRQ Time), in the
    // IRQ table's CPU time and Per run columns and on the softirq bars;
    // null clears it.
    void showCost(std::shared_ptr<const CostReport> cost);
    std::shared_ptr<const CostReport> cost() const { return m_cost; }
    void setHeatMode(HeatMode mode);
    HeatMode heatMode() const { return m_heatMode; }
    // View → Heat: a fixed scale (the default), fit to data, or the range on
    // show pinned.
    void setHeatScale(HeatScale::Kind kind);
    const HeatScale &heatScale() const { return m_heatScale; }
    LiveMonitor *liveMonitor() const { return m_monitor; }
    LivePlots *livePlots() const { return m_plots; }
    HeatLegend *heatLegend() const { return m_legend; }
    // View → Legend: what a tile's number, shading and rings mean.
    GraphLegend *graphLegend() const { return m_graphLegend; }

    TopologyView *topologyView() const { return m_view; }
    IrqPanel *irqPanel() const { return m_irqs; }
    // View → Queues: the network interfaces' queues, editable steering.
    QueuesPanel *queuesPanel() const { return m_queues; }
    // The IRQ list's context menu: whether irq's kernel threads move with it
    // (follow, the default) or stay where they are; one undo step.
    Status setThreadsFollow(int irq, bool follow);
    PendingChanges *pending() const { return m_pending; }
    PlanPanel *planPanel() const { return m_planPanel; }
    // The note above the graph on sources that disagree (hidden when they agree).
    SourceBanner *sourceBanner() const { return m_banner; }
    QUndoStack *undoStack() const { return m_undo; }
    const MachineData &machine() const { return m_machine; }
    const MachineSource &source() const { return m_source; }
    // False until a source was shown or asked for (a replay alone has none).
    bool hasSource() const { return m_hasSource; }
    // Why the source could not be read while nothing is on show; empty otherwise.
    QString loadError() const { return m_loadError; }
    MachineLoader *loader() const { return m_loader; }
    // The machine's name for titles and exports ("ops@db7:2222 (db7-prod)").
    QString hostName() const;
    // The graph as PNG, SVG or PDF by the file's suffix; an empty size is the
    // natural one (twice the layout for PNG). Export Graph… asks PNG for a size.
    Status exportGraphTo(const QString &path, QSize size = {}) const;
    // File > Export Report…: the one-file HTML report (core/report) of the
    // machine on show, its IRQ table and the pending changes as a plan, with
    // a recording's load and a trial's verdict when extras name them; a path
    // ending in .pdf gets the same report as a PDF.
    Status exportReportTo(const QString &path, const ReportExtras &extras = {}) const;
    // The same export on a worker thread with a progress dialog (Cancel stops
    // it between steps), as the menu action runs it; the result comes as the
    // exporter's finished signal, and the status bar or a message box says
    // it. False while an export is still running.
    bool startReportExport(const QString &path, const ReportExtras &extras = {});
    // The window's one exporter (made on first use), for its signals.
    ReportExporter *reportExporter();
    // Everything exportReportTo needs, copied out of the window.
    ReportJob reportJob(const QString &path, const ReportExtras &extras = {}) const;
    // The irqatlas-cli flags that write the same report to path (its
    // Reproduce section): the machine on show as source flags, the pending
    // changes as the plan file Save Pending Changes offers, the extras.
    ReportRecipe reportRecipe(const QString &path, const ReportExtras &extras = {}) const;
    // "3200x2000" (also "3200 × 2000") for the PNG size question.
    static Result<QSize> parseImageSize(const QString &text)
    {
        return irqatlas::parseImageSize(text);
    }
    // What the empty NUMA distance matrix says instead of nothing.
    QString distanceEmptyText() const;
    // The line above the matrix: a uniform matrix in one line, assumed distances marked.
    QString distanceSummary() const;
    // Plan files (also used by tests, without dialogs).
    Status savePlanTo(const QString &path) const;
    Status loadPlanFrom(const QString &path);
    // The pending changes as the shell script of 'irqatlas-cli export --format sh'.
    Status exportScriptTo(const QString &path) const;

    // Apply…: opens the (window-modal) Apply dialog for the pending changes,
    // null when there is nothing to apply or the source is not this machine.
    // After a kept apply the machine is read again and every IRQ whose
    // affinity or effective affinity differs from the request is flagged.
    ApplyDialog *applyPending();
    // Which helper Apply runs; a location with a root applies to that tree
    // when it is the open snapshot directory (tests).
    void setApplyLocation(const HelperLocation &where);
    QAction *applyAction() const { return m_applyAct; }
    // Plan → Try Plan…: the trial dialog for the pending changes, else for
    // the plan the Plan dock shows (null when there is neither, or the
    // machine cannot be tried from here: then a message offers Save as Plan…
    // and Export Script…, as Apply's does).
    TryPlanDialog *tryPending();
    QAction *tryPlanAction() const { return m_tryAct; }

    // Handles a drop of IRQs on a layout box; the error says why it was refused.
    Status dropIrqs(const QList<int> &irqs, int box);

    // Keyboard moves (mainwindowmove.cpp). Moves the IRQs selected in the
    // list to a target as "Move to…" takes it (a cpulist, "node N"), as one
    // undo step; the error says why nothing moved.
    Status moveSelectedIrqsTo(const QString &target);
    Status moveSelectedIrqs(const CpuSet &cpus, const QString &targetName);
    // "Move Selected IRQs To…" (Ctrl+M): asks for the target.
    void askMoveTo();
    // The context menus of the list and the graph (right button, Menu key,
    // Shift+F10). A graph box of -1 stands for the CPUs selected on the graph.
    void showIrqContextMenu(const QPoint &globalPos);
    void showGraphContextMenu(int box, const QPoint &globalPos);
    // The menu on show, null when none (for tests).
    QMenu *contextMenu() const;
    QAction *moveToAction() const { return m_moveAct; }

signals:
    // After startPromHistory: the replay started, or why not.
    void promHistoryFinished(bool ok, const QString &error);

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // The actions the tool bar repeats, made by the menus.
    struct ToolBarActions
    {
        QAction *local = nullptr, *reload = nullptr, *undo = nullptr, *redo = nullptr,
                *zoomIn = nullptr, *zoomOut = nullptr, *fit = nullptr, *exportGraph = nullptr,
                *plan = nullptr;
    };
    void createActions();
    void createFileMenu(QMenu *file, ToolBarActions &bar);
    void createEditMenu(ToolBarActions &bar);
    void createViewMenu(ToolBarActions &bar);
    void createThemeMenu(QMenu *view);
    void createHeatMenu(QMenu *view);
    void createPlanMenu(ToolBarActions &bar);
    void createHelpMenu();
    void fillToolBar(QToolBar *bar, const ToolBarActions &actions);
    void createMoveActions(QMenu *edit);
    void popupMenu(QMenu *menu, const QPoint &globalPos);
    void createDocks();
    // mainwindowthreads.cpp: the Queues dock, the IRQs' kernel threads in
    // the list (flags, the selected IRQ's rows) and on the graph.
    void createQueuesDock();
    void updateThreadFlags();
    void showSelectedThreads();
    CpuSet selectedThreadCpus() const;
    CpuSet plannedSelectedThreadCpus() const;
    void addThreadPlacementAction(QMenu *menu, const QList<int> &irqs);
    // The Interrupts and (when open) Plan docks as shares of the window's width.
    void fitDocksToWidth();
    void refreshGraph();
    void onBoxClicked(int box, Qt::KeyboardModifiers modifiers);
    void openDialog(SourceFile file);
    void exportGraph();
    void exportReport();
    void showExportFailure(const QString &error);
    void savePlan();
    void exportScript();
    // The same for a plan that is not the pending changes (Try Plan of the
    // Plan dock's plan).
    void savePlanAs(const Plan &plan);
    void exportScriptOf(const Plan &plan);
    // What Try Plan would try, said in its tooltip; disabled when nothing.
    void updateTryAction();
    void openPlan();
    void updateTitle();
    void updateLegend();
    void readSettings();
    void startLiveFor(const MachineSource &source);
    // mainwindowreplay.cpp
    void connectReplay();
    void showReplayStatus();
    void showReplayCompare();
    void recordSample(const Sample &sample);
    void toggleRecording(bool on);
    void openRecordingDialog();
    static QString machineFilesOf(const MachineSource &source);
    // mainwindowprom.cpp
    void openPromHistoryDialog();
    void finishPromHistory(Result<QString> &&done, std::shared_ptr<QTemporaryDir> dir);
    void showPromHistoryError(const QString &message);
    // mainwindowcost.cpp
    void connectCost();
    QString costUnavailableReason() const;
    void updateCostBar();
    void updateIrqbalancePanel();
    void onCostMeasured();
    QString costSummary(const CostReport &cost) const;
    void noteIrqAccounting(const Rates &rates);

    MachineData m_machine;
    ReplayTimeline *m_replay = nullptr;
    ReplayBar *m_replayBar = nullptr;
    bool m_replayMachine = false; // setMachine for a replay: not a source of its own
    QString m_replayName;         // the tab's and window's name while replaying
    IrqLoadHistory m_replayLoads; // per-CPU load of every interval read, for Compare Ranges
    std::unique_ptr<RecordingWriter> m_recorder;
    QAction *m_recordAct = nullptr;
    QAction *m_promHistoryAct = nullptr;
    LatestWorker *m_historyWorker = nullptr;
    std::shared_ptr<QTemporaryDir> m_historyDir; // the recording of the history on replay
    MachineSource m_source;
    bool m_hasSource = false;
    bool m_docksFitted = false;
    bool m_remembersSources = true;
    bool m_restoredState = false; // readSettings found the user's own dock layout
    QString m_loadError;
    TopologyView *m_view;
    SourceBanner *m_banner = nullptr;
    IrqPanel *m_irqs;
    QueuesPanel *m_queues = nullptr;
    DistancePanel *m_distanceView = nullptr;
    PendingChanges *m_pending;
    PlanPanel *m_planPanel = nullptr;
    QUndoStack *m_undo;
    MachineLoader *m_loader;
    CpuSet m_selectedCpus;
    int m_distanceFrom = -1;
    QString m_selectedDevice; // PCI address of the device box clicked last
    RecentSources *m_recent = nullptr;
    QMenu *m_viewMenu = nullptr;
    QLabel *m_summary;
    ReportExporter *m_reportExporter = nullptr;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
    Theme m_theme = Theme::System;
    LiveMonitor *m_monitor;
    LivePlots *m_plots;
    HeatLegend *m_legend;
    GraphLegend *m_graphLegend = nullptr;
    HeatState m_heat;
    HeatMode m_heatMode = HeatMode::IrqPercent;
    HeatScale m_heatScale;
    std::shared_ptr<const Rates> m_lastRates;
    CostRun *m_costRun = nullptr;
    IrqbalancePanel *m_irqbalancePanel = nullptr;
    std::shared_ptr<const CostReport> m_cost;
    MachineSource m_costSource; // what the running measurement is of
    CpuSet m_plotCpus;
    QAction *m_applyAct = nullptr;
    QAction *m_tryAct = nullptr;
    QAction *m_moveAct = nullptr;
    QPointer<QMenu> m_contextMenu;
    QString m_selectedName; // what the graph's selection is called ("CPU 5", "NUMA node 1")
    HelperLocation m_applyWhere;
    std::map<int, CpuSet> m_appliedRequest; // flagged after the reload that follows an apply
};

} // namespace irqatlas
