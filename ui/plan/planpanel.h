#pragma once

#include "model/cpuset.h"
#include "model/result.h"
#include "ui/plan/planrunner.h"

#include <QWidget>
#include <array>
#include <map>
#include <memory>
#include <optional>

class QCheckBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QTableWidget;
class QUndoStack;

namespace irqatlas {

struct CostReport;

struct GraphState;
struct MachineData;
struct Rates;
class PendingChanges;
class PlanCompare;
class PlanDiffModel;
class PlanRequestForm;

// The Plan dock: ask a planner for a plan on a worker thread, look at its
// diff, score and lint findings, preview it on the graph, keep up to three
// plans for a side-by-side comparison and accept one into the pending changes.
class PlanPanel : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kSlots = 3;

    PlanPanel(PendingChanges *pending, QUndoStack *undo, QWidget *parent = nullptr);
    ~PlanPanel() override;

    // A new machine drops the shown plan, the kept ones, any run in progress
    // and the live rates. Without MachineData the host's isolcpus, nohz_full
    // and irqbalance are unknown (none, not running).
    // machineRoot: PlanMachine::machineRoot.
    void setMachine(const MachineData &machine, const QString &machineRoot = {});
    void setMachine(const Topology &topology, const IrqTable *irqs);
    // The live monitor's latest interval: the next plan weighs IRQs by it.
    void setLiveRates(std::shared_ptr<const Rates> rates);
    // The last cost measurement: the planner may weigh IRQs by it.
    void setCost(std::shared_ptr<const CostReport> cost);

    // Starts a run; false (with the reason shown) when the request is invalid.
    bool generate();
    void cancel();
    bool isRunning() const;
    int workersRunning() const;

    const GeneratedPlan *current() const { return m_current ? &*m_current : nullptr; }
    const GeneratedPlan *kept(int slot) const;
    // Into the first free slot; refused with a message when all are taken.
    Status keepCurrent();
    void removeKept(int slot);
    // Into the pending changes as one undo step.
    Status acceptCurrent();
    Status acceptKept(int slot);

    // Adds the previewed plan to a graph state computed with these pending changes.
    void addPreview(GraphState &state, const std::map<int, CpuSet> &pending) const;
    bool previewShown() const;
    void setPreviewShown(bool on);

    PlanCompare *showCompare();
    PlanCompare *compareView() const { return m_compare; }
    PlanRequestForm *form() const { return m_form; }
    // Plan → Generate a Plan… with IRQs selected in the table: the form's
    // IRQs become those, and the dock says so. Nothing selected: unchanged.
    void useTableSelection(const QList<int> &irqs);
    PlanDiffModel *diffModel() const { return m_diffModel; }
    QTableWidget *scoreTable() const { return m_score; }
    QListWidget *lintList() const { return m_lint; }
    QString message() const;

    static QString slotName(int slot); // "A", "B", "C"

    // The machine plans are generated for; null before the first machine.
    std::shared_ptr<const PlanMachine> planMachine() const { return m_machine; }
    // The plan the pending changes hold, when they hold exactly the last plan
    // accepted into empty pending changes and nothing was edited since:
    // its algorithm and scores still describe them. Null otherwise.
    const GeneratedPlan *pendingPlan() const;

signals:
    // The graph should be repainted: the shown plan or the preview toggle changed.
    void previewChanged();
    void accepted(const QString &what);

private:
    void setPlanMachine(std::shared_ptr<const PlanMachine> machine);
    void onGenerated(const GeneratedPlan &plan);
    void showPlan();
    void showMessage(const QString &text, bool error = false);
    void updateButtons();
    void updateCompare();
    Status accept(const GeneratedPlan &plan, const QString &name);

    PendingChanges *m_pending;
    QUndoStack *m_undo;
    std::shared_ptr<const PlanMachine> m_machine;
    PlanRunner *m_runner;
    PlanRequestForm *m_form;
    QPushButton *m_generate;
    QPushButton *m_cancel;
    QProgressBar *m_busy;
    QLabel *m_message;
    QLabel *m_title;
    QTabWidget *m_tabs;
    PlanDiffModel *m_diffModel;
    QTableView *m_diffView;
    QTableWidget *m_score;
    QListWidget *m_lint;
    QCheckBox *m_preview;
    QPushButton *m_accept;
    QPushButton *m_keep;
    QPushButton *m_compareButton;
    QLabel *m_slotsLabel;
    PlanCompare *m_compare = nullptr;
    std::optional<GeneratedPlan> m_current;
    std::array<std::optional<GeneratedPlan>, kSlots> m_kept;
    std::optional<GeneratedPlan> m_accepted;
    std::map<int, CpuSet> m_acceptedChanges; // the pending changes it made
};

} // namespace irqatlas
