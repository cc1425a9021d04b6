#pragma once

#include "applyclient/helperclient.h"
#include "model/irq.h"
#include "model/plan.h"
#include "model/topology.h"
#include "plan/lint.h"
#include "plan/plandiff.h"
#include "procfs/irqbalance.h"
#include "procfs/kthreads.h"
#include "procfs/netqueues.h"

#include <QWidget>
#include <functional>
#include <optional>

class QButtonGroup;
class QCheckBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QTableView;
class QTableWidget;
class QTabWidget;

namespace irqatlas {

class PlanDiffModel;

// Everything the review shows before an apply, read from the machine.
struct ApplyReviewInput
{
    Plan plan; // IRQ numbers of this machine
    IrqTable table;
    const Topology *topology = nullptr; // null: no node checks
    // The machine's kernel threads and network queues, for the threads a
    // plan moves and the queue values it replaces; nullopt: not known.
    std::optional<std::vector<KernelThread>> threads;
    std::optional<std::vector<NetInterface>> queues;
    std::optional<CpuSet> isolated;
    std::optional<CpuSet> nohzFull;
    IrqbalanceState irqbalance;
    // This machine's helper applies: it bans the plan's IRQs in an
    // irqbalance it can reach, so no choice is needed then.
    bool thisMachine = false;
    // Asked again by "Check again" after the user stopped irqbalance; null: no button.
    std::function<IrqbalanceState()> recheckIrqbalance;
};

// isolcpus, nohz_full and irqbalance of a machine's root ("/" for this one).
void readMachineState(const QString &root, bool thisMachine, ApplyReviewInput &input);

// The first page of the Apply dialog: what changes (IRQs: name, from, to;
// kernel threads: now, planned and why; queue steering: now and planned),
// the lint findings (errors block, warnings need a check box), a running
// irqbalance with the three ways on, and the exact command that will run.
class ApplyReview : public QWidget
{
    Q_OBJECT
public:
    enum class IrqbalanceChoice
    {
        None,
        Stop,
        Ban,
        GoOn
    };

    explicit ApplyReview(ApplyReviewInput input, QWidget *parent = nullptr);

    void setCommand(const HelperCommand &cmd);
    // Where and how the plan goes (rich text).
    void setDescription(const QString &html);

    // Empty when Apply may go ahead, else why not (translated).
    QString blockReason() const;
    int lintErrors() const { return m_errors; }
    int lintWarnings() const { return m_warnings; }
    int changedIrqs() const;
    int threadRows() const;
    int queueRows() const;

    enum ThreadColumn
    {
        TcIrq,
        TcThread,
        TcNow,
        TcPlanned,
        TcWhy,
        TcCount
    };
    enum QueueColumn
    {
        QcInterface,
        QcQueue,
        QcField,
        QcNow,
        QcPlanned,
        QcCount
    };

    QTableView *diffTable() const { return m_diff; }
    QTableWidget *threadTable() const { return m_threadTable; }
    QTableWidget *queueTable() const { return m_queueTable; }
    QTabWidget *changeTabs() const { return m_tabs; }
    QLabel *summaryLabel() const { return m_summary; }
    QListWidget *lintList() const { return m_lint; }
    QCheckBox *warningsBox() const { return m_despite; }
    QGroupBox *irqbalanceBox() const { return m_ibBox; }
    QRadioButton *irqbalanceButton(IrqbalanceChoice c) const;
    IrqbalanceChoice choice() const;
    // irqbalance runs and the helper will ban the plan's IRQs in it.
    bool helperBansIrqbalance() const;
    QPushButton *recheckButton() const { return m_recheck; }
    QLabel *commandLabel() const { return m_command; }

signals:
    void readyChanged();

private:
    QTableWidget *makeTable(const QString &name, const QStringList &headers);
    void buildSteeringTables();
    void fillThreads();
    void fillQueues();
    void fillSummary();
    void fillLint();
    void buildIrqbalance();
    void updateIrqbalanceDetail();

    ApplyReviewInput m_in;
    PlanDiff m_planDiff;
    int m_errors = 0;
    int m_warnings = 0;
    PlanDiffModel *m_diffModel;
    QTableView *m_diff;
    QTableWidget *m_threadTable;
    QTableWidget *m_queueTable;
    QTabWidget *m_tabs;
    QLabel *m_summary;
    QListWidget *m_lint;
    QCheckBox *m_despite;
    QGroupBox *m_ibBox;
    QButtonGroup *m_ibChoice;
    QLabel *m_ibState;
    QPlainTextEdit *m_ibDetail;
    QPushButton *m_recheck;
    QLabel *m_command;
};

} // namespace irqatlas
