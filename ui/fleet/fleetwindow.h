#pragma once

#include "machine/machinesource.h"
#include "ui/fleet/fleetrequest.h"

#include <QMainWindow>
#include <memory>

class QAction;
class QLabel;
class QProgressBar;
class QSpinBox;
class QTimer;
class QTreeView;

namespace irqatlas {

class ClassPlanDialog;
class FleetModel;
class LatestWorker;

// A fleet in a window of its own: one row per host, grouped by machine class,
// read on worker threads (the window never waits for a host) with the hosts
// done so far in the status bar. Refresh reads the fleet again; Live does so
// every interval after the last read ended, so reads never overlap. A
// double-click (or Enter) on a host asks for it to open as a tab of the main
// window (openHostRequested): a host read over SSH as File → Connect to Host…
// opens one, a Prometheus instance from the same server.
// Plan for this Class… plans the selected row's machine class on the
// machines of the last read (ClassPlanDialog).
class FleetWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit FleetWindow(const FleetRequest &request, QWidget *parent = nullptr);
    ~FleetWindow() override;

    const FleetRequest &request() const { return m_request; }
    FleetModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QAction *refreshAction() const { return m_refresh; }
    QAction *liveAction() const { return m_live; }
    QSpinBox *intervalEdit() const { return m_interval; }
    QAction *classPlanAction() const { return m_classPlan; }
    // The machine class of a class row or of a host row in one; "" for none.
    QString classAt(const QModelIndex &index) const;
    bool reading() const;
    // The error of the last read as a whole (the inventory, the server), or "".
    QString readError() const { return m_readError; }
    QString progressText() const;
    // The source a host row opens as; nullopt for group rows and hosts
    // without an SSH target.
    std::optional<MachineSource> sourceFor(const QModelIndex &index) const;

public slots:
    // Reads the fleet again; nothing while a read is under way.
    void refresh();
    // Emits openHostRequested for the host of index, when it has a source.
    void openHost(const QModelIndex &index);
    // Opens Plan for this Class for the current row's class; nullptr when it
    // has none or the last read kept no machines (Prometheus).
    irqatlas::ClassPlanDialog *planCurrentClass();

signals:
    void openHostRequested(const irqatlas::MachineSource &source);
    void progressChanged(int done, int total);
    // After every read, the model holding its hosts (ok) or readError() set.
    void readFinished(bool ok);

private:
    void createActions();
    void createClassPlanAction();
    void updateClassPlanAction();
    void showProgress(int done, int total);
    void finishRead(Result<FleetReport> &&report);
    QString summary() const;

    FleetRequest m_request;
    FleetModel *m_model;
    QTreeView *m_view;
    QLabel *m_banner;
    QLabel *m_status;
    QProgressBar *m_progress;
    QAction *m_refresh = nullptr;
    QAction *m_live = nullptr;
    QSpinBox *m_interval = nullptr;
    QTimer *m_liveTimer;
    LatestWorker *m_worker;
    std::shared_ptr<int> m_readId = std::make_shared<int>(0);
    QString m_readError;
    QAction *m_classPlan = nullptr;
    // The machines of the last SSH read, trimmed (readFleetRequest), for
    // class plans; replaced by every read.
    std::shared_ptr<const std::vector<FleetReading>> m_readings;
};

} // namespace irqatlas
