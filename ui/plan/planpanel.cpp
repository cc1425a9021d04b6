#include "ui/plan/planpanel.h"

#include "ui/common/graphstate.h"
#include "ui/common/machineloader.h"
#include "ui/common/pendingchanges.h"
#include "ui/plan/algorithmnames.h"
#include "ui/plan/plancompare.h"
#include "ui/plan/plandiffmodel.h"
#include "ui/plan/planrequestform.h"
#include "ui/plan/scoremetrics.h"

#include <QApplication>
#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace irqatlas {

PlanPanel::PlanPanel(PendingChanges *pending, QUndoStack *undo, QWidget *parent)
    : QWidget(parent), m_pending(pending), m_undo(undo)
{
    setObjectName(QStringLiteral("PlanPanel"));
    m_runner = new PlanRunner(this);
    m_form = new PlanRequestForm(this);

    m_generate = new QPushButton(tr("&Generate"), this);
    m_generate->setObjectName(QStringLiteral("planGenerate"));
    m_generate->setDefault(true);
    m_generate->setToolTip(tr("Run the algorithm on the selected IRQs (the window stays usable)"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setToolTip(tr("Stop waiting for the plan; its result is dropped"));
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->setMaximumHeight(m_generate->sizeHint().height() / 2);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *run = new QHBoxLayout;
    run->addWidget(m_generate);
    run->addWidget(m_cancel);
    run->addWidget(m_busy, 1);

    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_diffModel = new PlanDiffModel(this);
    m_diffView = new QTableView(this);
    m_diffView->setModel(m_diffModel);
    m_diffView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_diffView->setAlternatingRowColors(true);
    m_diffView->verticalHeader()->hide();
    m_diffView->verticalHeader()->setDefaultSectionSize(m_diffView->fontMetrics().height() + 6);
    m_diffView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_diffView->horizontalHeader()->setSectionResizeMode(PlanDiffModel::ColName,
                                                         QHeaderView::Stretch);

    // The plan beside the machine as it is now: the value alone says little.
    m_score = new QTableWidget(0, 4, this);
    m_score->setHorizontalHeaderLabels(
        {tr("Metric"), tr("Current"), tr("Plan"), tr("What it means")});
    m_score->horizontalHeaderItem(1)->setToolTip(
        tr("The machine as it is now, over the same IRQs (effective affinity, else affinity, else "
           "the CPUs they fired on)"));
    m_score->verticalHeader()->hide();
    m_score->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_score->setWordWrap(true);
    m_score->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_score->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_score->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_score->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_score->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_lint = new QListWidget(this);
    m_lint->setWordWrap(true);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_diffView, tr("Changes"));
    m_tabs->addTab(m_score, tr("Score"));
    m_tabs->addTab(m_lint, tr("Warnings"));

    m_preview = new QCheckBox(tr("Show &preview on the graph"), this);
    m_preview->setChecked(true);
    m_preview->setToolTip(tr("Draw the plan's IRQ counts on the CPU tiles, apart from the "
                             "current state and the pending changes"));
    m_accept = new QPushButton(tr("&Accept"), this);
    m_accept->setToolTip(tr("Put the plan into the pending changes (one undo step)"));
    m_keep = new QPushButton(tr("&Keep for Comparison"), this);
    m_keep->setToolTip(tr("Keep this plan in slot A, B or C to compare it with others"));
    m_compareButton = new QPushButton(tr("C&ompare…"), this);
    m_compareButton->setToolTip(tr("Scores and graphs of the kept plans side by side"));
    m_slotsLabel = new QLabel(this);
    // Two rows: in one, the three buttons (in German) set the dock's least
    // width above a fifth of a 1366 px window.
    auto *actions = new QGridLayout;
    actions->addWidget(m_accept, 0, 0);
    actions->addWidget(m_compareButton, 0, 1);
    actions->addWidget(m_keep, 1, 0, 1, 2, Qt::AlignLeft);
    actions->setColumnStretch(2, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_form);
    layout->addLayout(run);
    // The form's mistakes below Generate: a hint that appears must not move it.
    layout->addWidget(m_form->hintArea());
    layout->addWidget(m_message);
    layout->addWidget(m_title);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_preview);
    layout->addLayout(actions);
    layout->addWidget(m_slotsLabel);

    connect(m_generate, &QPushButton::clicked, this, [this] { generate(); });
    connect(m_cancel, &QPushButton::clicked, this, &PlanPanel::cancel);
    // Enter in the IRQ field generates, as the default button of a dialog would.
    connect(m_form->selectionEdit(), &QLineEdit::returnPressed, this, [this] { generate(); });
    connect(m_runner, &PlanRunner::generated, this, &PlanPanel::onGenerated);
    connect(m_runner, &PlanRunner::failed, this,
            [this](const QString &msg) { showMessage(msg, true); });
    connect(m_runner, &PlanRunner::finished, this, &PlanPanel::updateButtons);
    connect(m_preview, &QCheckBox::toggled, this, &PlanPanel::previewChanged);
    connect(m_accept, &QPushButton::clicked, this, [this] {
        if (Status s = acceptCurrent(); !s)
            showMessage(s.errorString(), true);
    });
    connect(m_keep, &QPushButton::clicked, this, [this] {
        if (Status s = keepCurrent(); !s)
            showMessage(s.errorString(), true);
    });
    connect(m_compareButton, &QPushButton::clicked, this, [this] { showCompare(); });
    connect(m_form, &PlanRequestForm::changed, this, &PlanPanel::updateButtons);
    showPlan();
}

PlanPanel::~PlanPanel() = default;

void PlanPanel::useTableSelection(const QList<int> &irqs)
{
    if (irqs.isEmpty())
        return;
    QStringList numbers;
    for (int irq : irqs)
        numbers << QString::number(irq);
    m_form->setSelection(numbers.join(QLatin1Char(',')));
    showMessage(tr("Planning the %n IRQ(s) selected in the Interrupts table; edit IRQs to plan "
                   "others.",
                   nullptr, int(irqs.size())));
}

QString PlanPanel::slotName(int slot)
{
    return QString(QChar(u'A' + slot));
}

void PlanPanel::setMachine(const MachineData &machine, const QString &machineRoot)
{
    auto m = std::make_shared<PlanMachine>();
    m->topology = machine.topology;
    if (machine.hasIrqs)
        m->irqs = machine.irqs;
    m->isolated = machine.isolated;
    m->nohzFull = machine.nohzFull;
    m->irqbalanceRunning = machine.irqbalanceRunning;
    m->machineRoot = machineRoot;
    setPlanMachine(std::move(m));
}

void PlanPanel::setMachine(const Topology &topology, const IrqTable *irqs)
{
    auto m = std::make_shared<PlanMachine>();
    m->topology = topology;
    if (irqs)
        m->irqs = *irqs;
    setPlanMachine(std::move(m));
}

void PlanPanel::setPlanMachine(std::shared_ptr<const PlanMachine> m)
{
    m_runner->cancel();
    m_machine = std::move(m);
    m_form->setMachine(m_machine);
    m_current.reset();
    for (auto &k : m_kept)
        k.reset();
    m_accepted.reset();
    showMessage({});
    showPlan();
    updateCompare();
    emit previewChanged();
}

void PlanPanel::setLiveRates(std::shared_ptr<const Rates> rates)
{
    m_form->setLiveRates(std::move(rates));
}

void PlanPanel::setCost(std::shared_ptr<const CostReport> cost)
{
    m_form->setCost(std::move(cost));
}

bool PlanPanel::generate()
{
    if (!m_machine || m_machine->irqs.irqs.empty()) {
        showMessage(tr("Open a machine with interrupts first."), true);
        return false;
    }
    auto req = m_form->request();
    if (!req) {
        showMessage(req.errorString(), true);
        return false;
    }
    showMessage(tr("Generating a plan with %1…").arg(m_form->algorithm()));
    m_runner->start(m_machine, m_form->algorithm(), req.value(), m_form->weightsText());
    updateButtons();
    return true;
}

void PlanPanel::cancel()
{
    if (!m_runner->busy())
        return;
    m_runner->cancel();
    showMessage(tr("Cancelled; the plan being generated will be dropped."));
    updateButtons();
}

bool PlanPanel::isRunning() const
{
    return m_runner->busy();
}
int PlanPanel::workersRunning() const
{
    return m_runner->running();
}

void PlanPanel::onGenerated(const GeneratedPlan &plan)
{
    m_current = plan;
    showMessage({}); // the title below says what came out
    showPlan();
    emit previewChanged();
}

void PlanPanel::showPlan()
{
    const GeneratedPlan *g = current();
    if (!g) {
        m_diffModel->clear();
        m_score->setRowCount(0);
        m_lint->clear();
        m_title->setText(tr("No plan yet: pick an algorithm and the IRQs, then Generate."));
        m_tabs->setTabText(2, tr("Warnings"));
        updateButtons();
        return;
    }
    m_diffModel->setDiff(g->diff);
    const int moves = g->diff.count(PlanDiffEntry::Kind::Changed);
    QString title =
        tr("<b>%1</b> on <tt>%2</tt>: %n IRQs, ", nullptr, int(g->plan.assignments.size()))
            .arg(algorithmLabel(g->algorithm).toHtmlEscaped(), g->request.irqs.toHtmlEscaped());
    title += tr("%n move(s)", nullptr, moves);
    if (!g->weights.isEmpty())
        title += QStringLiteral("<br>") + tr("Weights: %1").arg(g->weights.toHtmlEscaped());
    for (const QString &n : g->plan.notes)
        title += QStringLiteral("<br>") + n.toHtmlEscaped();
    m_title->setText(title);

    const auto &metrics = scoreMetrics();
    m_score->setRowCount(int(metrics.size()));
    for (int r = 0; r < int(metrics.size()); ++r) {
        const ScoreMetric &m = metrics[std::size_t(r)];
        auto *name = new QTableWidgetItem(m.heading(g->score.oneCpuOfMask));
        name->setToolTip(m.toolTip(g->score));
        auto *now = new QTableWidgetItem(m.format(g->currentScore));
        now->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        now->setToolTip(m.toolTip(g->currentScore));
        auto *value = new QTableWidgetItem(m.format(g->score));
        value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setToolTip(m.toolTip(g->score));
        auto *why = new QTableWidgetItem(m.explanation);
        why->setToolTip(m.toolTip(g->score));
        m_score->setItem(r, 0, name);
        m_score->setItem(r, 1, now);
        m_score->setItem(r, 2, value);
        m_score->setItem(r, 3, why);
    }

    m_lint->clear();
    for (const LintFinding &f : g->lint) {
        const QStyle::StandardPixmap icon =
            f.severity == LintFinding::Severity::Error     ? QStyle::SP_MessageBoxCritical
            : f.severity == LintFinding::Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                           : QStyle::SP_MessageBoxInformation;
        auto *item = new QListWidgetItem(style()->standardIcon(icon), f.message, m_lint);
        item->setToolTip(f.rule);
    }
    if (g->lint.empty())
        new QListWidgetItem(tr("No findings."), m_lint);
    // A count of nothing is no news: the tab reads "(0)" never.
    m_tabs->setTabText(2,
                       g->lint.empty() ? tr("Warnings") : tr("Warnings (%1)").arg(g->lint.size()));
    updateButtons();
}

void PlanPanel::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #c02626;") : QString());
    m_message->setVisible(!text.isEmpty());
}

QString PlanPanel::message() const
{
    return m_message->text();
}

void PlanPanel::updateButtons()
{
    const bool running = m_runner->busy();
    m_busy->setVisible(running);
    m_cancel->setEnabled(running);
    m_generate->setEnabled(m_form->selectionError().isEmpty());
    m_accept->setEnabled(m_current.has_value() && m_pending);
    m_keep->setEnabled(m_current.has_value());
    QStringList parts;
    int kept = 0;
    for (int i = 0; i < kSlots; ++i) {
        const auto &k = m_kept[std::size_t(i)];
        kept += k.has_value();
        parts << tr("%1: %2").arg(slotName(i), k ? k->algorithm : tr("empty"));
    }
    m_compareButton->setEnabled(kept > 0);
    m_slotsLabel->setText(tr("Kept: %1").arg(parts.join(QStringLiteral(" · "))));
}

const GeneratedPlan *PlanPanel::kept(int slot) const
{
    if (slot < 0 || slot >= kSlots || !m_kept[std::size_t(slot)])
        return nullptr;
    return &*m_kept[std::size_t(slot)];
}

Status PlanPanel::keepCurrent()
{
    if (!m_current)
        return Error{tr("Generate a plan first.")};
    for (int i = 0; i < kSlots; ++i) {
        if (m_kept[std::size_t(i)])
            continue;
        m_kept[std::size_t(i)] = *m_current;
        showMessage(tr("Kept %1 as plan %2.").arg(m_current->algorithm, slotName(i)));
        updateButtons();
        updateCompare();
        return Ok{};
    }
    return Error{tr("All %1 comparison slots are taken: remove a plan in the compare view first.")
                     .arg(kSlots)};
}

void PlanPanel::removeKept(int slot)
{
    if (slot < 0 || slot >= kSlots)
        return;
    m_kept[std::size_t(slot)].reset();
    updateButtons();
    updateCompare();
}

Status PlanPanel::accept(const GeneratedPlan &plan, const QString &name)
{
    if (!m_pending || !m_undo || !m_machine)
        return Error{tr("There is nothing to accept the plan into.")};
    const bool alone = m_pending->isEmpty();
    Status s = m_pending->proposePlan(m_undo, m_machine->irqs, plan.plan, name);
    if (!s)
        return s;
    // Merged into edits made before, the pending changes are no longer this plan.
    m_accepted.reset();
    if (alone) {
        m_accepted = plan;
        m_acceptedChanges = m_pending->changes();
    }
    showMessage(tr("%1 is in the pending changes (Undo takes it back).").arg(name));
    // The pending changes now draw the plan; a preview on top would say it twice.
    setPreviewShown(false);
    emit accepted(name);
    return Ok{};
}

const GeneratedPlan *PlanPanel::pendingPlan() const
{
    if (!m_accepted || !m_pending || m_pending->changes() != m_acceptedChanges)
        return nullptr;
    return &*m_accepted;
}

Status PlanPanel::acceptCurrent()
{
    if (!m_current)
        return Error{tr("Generate a plan first.")};
    return accept(*m_current, m_current->algorithm);
}

Status PlanPanel::acceptKept(int slot)
{
    const GeneratedPlan *g = kept(slot);
    if (!g)
        return Error{tr("Plan %1 is empty.").arg(slotName(slot))};
    return accept(*g, tr("%1 (plan %2)").arg(g->algorithm, slotName(slot)));
}

bool PlanPanel::previewShown() const
{
    return m_preview->isChecked();
}
void PlanPanel::setPreviewShown(bool on)
{
    m_preview->setChecked(on);
}

void PlanPanel::addPreview(GraphState &state, const std::map<int, CpuSet> &pending) const
{
    if (!m_current || !previewShown() || !m_machine || !state.hasIrqs)
        return;
    state.setPreview(m_machine->irqs, pending, m_current->assignments());
}

PlanCompare *PlanPanel::showCompare()
{
    if (!m_compare) {
        m_compare = new PlanCompare(this);
        connect(m_compare, &PlanCompare::acceptRequested, this, [this](int slot) {
            const Status s = acceptKept(slot);
            m_compare->setMessage(s ? message() : s.errorString(), !s);
        });
        connect(m_compare, &PlanCompare::removeRequested, this, &PlanPanel::removeKept);
    }
    updateCompare();
    m_compare->show();
    m_compare->raise();
    return m_compare;
}

void PlanPanel::updateCompare()
{
    if (!m_compare || !m_machine)
        return;
    std::array<const GeneratedPlan *, kSlots> plans{};
    for (int i = 0; i < kSlots; ++i)
        plans[std::size_t(i)] = kept(i);
    m_compare->setPlans(m_machine, plans);
}

} // namespace irqatlas
