#include "ui/plan/plancompare.h"

#include "plan/currentplan.h"
#include "plan/planner.h"
#include "ui/common/graphstate.h"
#include "ui/graph/topologyview.h"
#include "ui/plan/algorithmnames.h"
#include "ui/plan/planpanel.h"
#include "ui/plan/planrunner.h"
#include "ui/plan/scoremetrics.h"

#include <QDialogButtonBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace irqatlas {

PlanCompare::PlanCompare(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("PlanCompare"));
    setWindowTitle(tr("Compare Plans"));
    m_table = new QTableWidget(this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    auto *graphs = new QHBoxLayout;
    for (int slot = 0; slot < kSlots; ++slot) {
        Cell &c = m_cells[std::size_t(slot)];
        auto *frame = new QFrame(this);
        frame->setFrameShape(QFrame::StyledPanel);
        c.frame = frame;
        c.title = new QLabel(frame);
        c.view = new TopologyView(frame);
        c.view->setObjectName(QStringLiteral("compareGraph") + PlanPanel::slotName(slot));
        c.view->setAcceptDrops(false); // read-only: no drag source is set either
        c.view->setMinimumSize(200, 160);
        auto *accept = new QPushButton(tr("Accept %1").arg(PlanPanel::slotName(slot)), frame);
        accept->setToolTip(tr("Put plan %1 into the pending changes (one undo step)")
                               .arg(PlanPanel::slotName(slot)));
        auto *remove = new QPushButton(tr("Remove"), frame);
        remove->setToolTip(tr("Free slot %1 for another plan").arg(PlanPanel::slotName(slot)));
        connect(accept, &QPushButton::clicked, this, [this, slot] { emit acceptRequested(slot); });
        connect(remove, &QPushButton::clicked, this, [this, slot] { emit removeRequested(slot); });
        auto *row = new QHBoxLayout;
        row->addWidget(accept);
        row->addWidget(remove);
        row->addStretch(1);
        auto *v = new QVBoxLayout(frame);
        v->addWidget(c.title);
        v->addWidget(c.view, 1);
        v->addLayout(row);
        graphs->addWidget(frame, 1);
        frame->hide();
    }
    m_empty =
        new QLabel(tr("No plan kept yet: generate one and press \"Keep for Comparison\"."), this);
    m_empty->setAlignment(Qt::AlignCenter);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->hide();
    auto *legend =
        new QLabel(tr("\"current\" is the machine as it is now, over the same IRQs. "
                      "Lower is better in every marked row; the best plan is in bold on "
                      "green, never on a row where a plan has no value (–). Each graph "
                      "counts that plan's IRQs per CPU, where they are delivered when the "
                      "rows say \"delivered\"."),
                   this);
    legend->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(legend);
    layout->addLayout(graphs, 1);
    layout->addWidget(m_empty);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    resize(1200, 820);
}

void PlanCompare::setMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #c02626;") : QString());
    m_message->setVisible(!text.isEmpty());
}

std::vector<TopologyView *> PlanCompare::graphs() const
{
    std::vector<TopologyView *> out;
    for (int slot : m_shown)
        out.push_back(m_cells[std::size_t(slot)].view);
    return out;
}

PlanScore currentScoreOf(const PlanMachine &machine,
                         const std::vector<const GeneratedPlan *> &plans)
{
    if (plans.empty())
        return {};
    std::vector<const Plan *> placed;
    placed.reserve(plans.size());
    for (const GeneratedPlan *g : plans)
        placed.push_back(&g->plan);
    const GeneratedPlan *first = plans.front();
    const Planner *planner = findPlanner(first->algorithm);
    return scorePlan(currentPlacement(machine.irqs, placed),
                     scoreInputFor(machine.topology, machine.irqs, first->request,
                                   planner ? planner->params() : QStringList()));
}

void PlanCompare::setPlans(std::shared_ptr<const PlanMachine> machine,
                           const std::array<const GeneratedPlan *, kSlots> &plans)
{
    m_machine = std::move(machine);
    m_shown.clear();
    std::vector<const PlanScore *> scores;
    QStringList headers{tr("current")};
    for (int i = 0; i < kSlots; ++i)
        if (const GeneratedPlan *g = plans[std::size_t(i)]) {
            m_shown.push_back(i);
            scores.push_back(&g->score);
            headers << tr("%1 · %2").arg(PlanPanel::slotName(i), g->algorithm);
        }
    m_empty->setVisible(m_shown.empty());

    m_current = PlanScore{};
    if (m_machine) {
        std::vector<const GeneratedPlan *> shownGenerated;
        for (int slot : m_shown)
            shownGenerated.push_back(plans[std::size_t(slot)]);
        m_current = currentScoreOf(*m_machine, shownGenerated);
    }
    const bool delivered = m_current.oneCpuOfMask;

    const auto &metrics = scoreMetrics();
    m_table->clear();
    m_table->setColumnCount(m_shown.empty() ? 0 : int(m_shown.size()) + 1);
    m_table->setRowCount(int(metrics.size()));
    if (!m_shown.empty()) {
        m_table->setHorizontalHeaderLabels(headers);
        m_table->horizontalHeaderItem(0)->setToolTip(
            tr("The machine as it is now, over the IRQs the plans place (effective affinity, "
               "else affinity, else the CPUs they fired on); never marked best"));
    }
    // Imbalance depends on the weights: say per plan which it was scored with.
    for (int c = 0; c < int(m_shown.size()); ++c) {
        const GeneratedPlan *g = plans[std::size_t(m_shown[std::size_t(c)])];
        m_table->horizontalHeaderItem(c + 1)->setToolTip(
            algorithmTitle(g->algorithm) + QLatin1Char('\n') +
            tr("%1 on %2; weights: %3").arg(g->algorithm, g->request.irqs, g->weights));
    }
    QStringList rows;
    for (const ScoreMetric &m : metrics)
        rows << m.heading(delivered);
    m_table->setVerticalHeaderLabels(rows);
    const QColor bestFill = palette().color(QPalette::Base).lightnessF() < 0.5
                                ? QColor(0x1f, 0x4d, 0x33)
                                : QColor(0xd1, 0xf0, 0xdc);
    for (int r = 0; r < int(metrics.size()) && !m_shown.empty(); ++r) {
        const ScoreMetric &m = metrics[std::size_t(r)];
        m_table->verticalHeaderItem(r)->setToolTip(m.toolTip(m_current));
        auto *now = new QTableWidgetItem(m.format(m_current));
        now->setTextAlignment(Qt::AlignCenter);
        now->setToolTip(m.toolTip(m_current));
        m_table->setItem(r, 0, now);
        const std::vector<bool> best = bestOf(m, scores);
        for (int c = 0; c < int(scores.size()); ++c) {
            const PlanScore &sc = *scores[std::size_t(c)];
            QString tip = m.toolTip(sc);
            const auto v = m.valueOf(sc), base = m.valueOf(m_current);
            if (v && base)
                tip += QLatin1Char('\n') +
                       tr("Now: %1; this plan: %2.").arg(m.format(m_current), m.format(sc));
            auto *item = new QTableWidgetItem(m.format(sc));
            item->setTextAlignment(Qt::AlignCenter);
            item->setToolTip(tip);
            if (best[std::size_t(c)]) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
                item->setBackground(bestFill);
                item->setData(Qt::UserRole, true);
            }
            m_table->setItem(r, c + 1, item);
        }
    }

    for (int slot = 0; slot < kSlots; ++slot) {
        Cell &c = m_cells[std::size_t(slot)];
        const GeneratedPlan *g = plans[std::size_t(slot)];
        c.frame->setVisible(g);
        if (!g || !m_machine)
            continue;
        c.title->setText(tr("<b>%1</b> · %2 · %n IRQs", nullptr, int(g->plan.assignments.size()))
                             .arg(PlanPanel::slotName(slot), g->algorithm.toHtmlEscaped()));
        if (c.machine != m_machine.get()) {
            c.view->setTopology(m_machine->topology);
            c.machine = m_machine.get();
        }
        // Where the IRQs land, as the rows count them: on a machine that
        // delivers to one CPU of a mask, that CPU, not the whole mask.
        std::map<int, CpuSet> where = g->assignments();
        if (delivered) {
            const CpuSet possible = m_machine->topology.allCpus();
            where.clear();
            for (const PlanAssignment &a :
                 deliveredPlacement(g->plan, m_machine->irqs, &possible).assignments)
                where[a.irq] = a.cpus;
        }
        c.view->setState(GraphState::forPlan(m_machine->topology, m_machine->irqs, where));
    }
}

} // namespace irqatlas
