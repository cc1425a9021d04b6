#include "plancompare.h"

#include "graphstate.h"
#include "planpanel.h"
#include "planrunner.h"
#include "scoremetrics.h"
#include "topologyview.h"

#include <QDialogButtonBox>
#include <QFrame>
#include <QGridLayout>
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
    m_graphs = new QGridLayout;
    m_empty =
        new QLabel(tr("No plan kept yet: generate one and press \"Keep for Comparison\"."), this);
    m_empty->setAlignment(Qt::AlignCenter);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->hide();
    auto *legend = new QLabel(tr("Lower is better in every marked row; the best value is in bold "
                                 "on green. Graphs count each plan's IRQs per CPU; a teal ring "
                                 "marks CPUs the plan moves an IRQ to."),
                              this);
    legend->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(legend);
    layout->addLayout(m_graphs, 1);
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
    return m_views;
}

void PlanCompare::setPlans(std::shared_ptr<const PlanMachine> machine,
                           const std::array<const GeneratedPlan *, kSlots> &plans)
{
    m_machine = std::move(machine);
    // Later: a Remove button that asked for this update is still in its click handler.
    for (QWidget *w : m_cells) {
        m_graphs->removeWidget(w);
        w->hide();
        w->deleteLater();
    }
    for (int c = 0; c < kSlots; ++c)
        m_graphs->setColumnStretch(c, 0);
    m_cells.clear();
    m_views.clear();
    m_shown.clear();
    std::vector<const PlanScore *> scores;
    QStringList headers;
    for (int i = 0; i < kSlots; ++i)
        if (const GeneratedPlan *g = plans[std::size_t(i)]) {
            m_shown.push_back(i);
            scores.push_back(&g->score);
            headers << tr("%1 · %2").arg(PlanPanel::slotName(i), g->algorithm);
        }
    m_empty->setVisible(m_shown.empty());

    const auto &metrics = scoreMetrics();
    m_table->clear();
    m_table->setColumnCount(int(m_shown.size()));
    m_table->setRowCount(int(metrics.size()));
    m_table->setHorizontalHeaderLabels(headers);
    QStringList rows;
    for (const ScoreMetric &m : metrics)
        rows << m.label;
    m_table->setVerticalHeaderLabels(rows);
    const QColor bestFill = palette().color(QPalette::Base).lightnessF() < 0.5
                                ? QColor(0x1f, 0x4d, 0x33)
                                : QColor(0xd1, 0xf0, 0xdc);
    for (int r = 0; r < int(metrics.size()); ++r) {
        const ScoreMetric &m = metrics[std::size_t(r)];
        m_table->verticalHeaderItem(r)->setToolTip(m.explanation);
        const std::vector<bool> best = bestOf(m, scores);
        for (int c = 0; c < int(scores.size()); ++c) {
            auto *item = new QTableWidgetItem(m.format(*scores[std::size_t(c)]));
            item->setTextAlignment(Qt::AlignCenter);
            item->setToolTip(m.explanation);
            if (best[std::size_t(c)]) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
                item->setBackground(bestFill);
                item->setData(Qt::UserRole, true);
            }
            m_table->setItem(r, c, item);
        }
    }

    for (int col = 0; col < int(m_shown.size()); ++col) {
        const int slot = m_shown[std::size_t(col)];
        const GeneratedPlan &g = *plans[std::size_t(slot)];
        auto *cell = new QFrame(this);
        cell->setFrameShape(QFrame::StyledPanel);
        auto *v = new QVBoxLayout(cell);
        auto *title =
            new QLabel(tr("<b>%1</b> · %2 · %n IRQs", nullptr, int(g.plan.assignments.size()))
                           .arg(PlanPanel::slotName(slot), g.algorithm.toHtmlEscaped()),
                       cell);
        auto *view = new TopologyView(cell);
        view->setObjectName(QStringLiteral("compareGraph") + PlanPanel::slotName(slot));
        view->setAcceptDrops(false); // read-only: no drag source is set either
        view->setMinimumSize(200, 160);
        if (m_machine) {
            view->setTopology(m_machine->topology);
            view->setState(
                GraphState::forPlan(m_machine->topology, m_machine->irqs, g.assignments()));
        }
        auto *accept = new QPushButton(tr("Accept %1").arg(PlanPanel::slotName(slot)), cell);
        accept->setToolTip(tr("Put plan %1 into the pending changes (one undo step)")
                               .arg(PlanPanel::slotName(slot)));
        auto *remove = new QPushButton(tr("Remove"), cell);
        remove->setToolTip(tr("Free slot %1 for another plan").arg(PlanPanel::slotName(slot)));
        connect(accept, &QPushButton::clicked, this, [this, slot] { emit acceptRequested(slot); });
        connect(remove, &QPushButton::clicked, this, [this, slot] { emit removeRequested(slot); });
        auto *row = new QHBoxLayout;
        row->addWidget(accept);
        row->addWidget(remove);
        row->addStretch(1);
        v->addWidget(title);
        v->addWidget(view, 1);
        v->addLayout(row);
        m_graphs->addWidget(cell, 0, col);
        m_graphs->setColumnStretch(col, 1);
        m_cells.push_back(cell);
        m_views.push_back(view);
    }
}

} // namespace irqatlas
