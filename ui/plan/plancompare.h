#pragma once

#include "plan/planscore.h"

#include <QDialog>
#include <array>
#include <memory>
#include <vector>

class QLabel;
class QTableWidget;

namespace irqatlas {

struct GeneratedPlan;
struct PlanMachine;
class TopologyView;

// The machine as it is now over every IRQ the plans place, scored as the
// first plan is: the "current" column each plan is judged against. An empty
// score without plans.
PlanScore currentScoreOf(const PlanMachine &machine,
                         const std::vector<const GeneratedPlan *> &plans);

// Kept plans side by side: their scores in one table (best value per row
// marked) and a small read-only graph of each plan's IRQs per CPU.
class PlanCompare : public QDialog
{
    Q_OBJECT
public:
    static constexpr int kSlots = 3;

    explicit PlanCompare(QWidget *parent = nullptr);

    // Slots without a plan are null; their column and graph are left out.
    void setPlans(std::shared_ptr<const PlanMachine> machine,
                  const std::array<const GeneratedPlan *, kSlots> &plans);
    void setMessage(const QString &text, bool error = false);

    // Column 0 is "current" (the machine as it is now), then one per plan.
    QTableWidget *scoreTable() const { return m_table; }
    const PlanScore &currentScore() const { return m_current; }
    // The graphs of the filled slots, in slot order.
    std::vector<TopologyView *> graphs() const;
    // Slot of each plan's score column (after "current") / graph.
    const std::vector<int> &shownSlots() const { return m_shown; }

signals:
    void acceptRequested(int slot);
    void removeRequested(int slot);

private:
    // One per slot, made once: the graphs keep their layout across updates.
    struct Cell
    {
        QWidget *frame = nullptr;
        QLabel *title = nullptr;
        TopologyView *view = nullptr;
        const PlanMachine *machine = nullptr; // whose topology the view holds
    };

    std::shared_ptr<const PlanMachine> m_machine;
    QTableWidget *m_table;
    QLabel *m_empty;
    QLabel *m_message;
    std::array<Cell, kSlots> m_cells;
    std::vector<int> m_shown;
    PlanScore m_current;
};

} // namespace irqatlas
