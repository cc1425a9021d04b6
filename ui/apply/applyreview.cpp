#include "ui/apply/applyreview.h"

#include "procfs/hostsource.h"
#include "procfs/irqbalance.h"
#include "snapshot/snapshot.h"
#include "ui/apply/applycontroller.h"
#include "ui/plan/plandiffmodel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QFontDatabase>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace irqatlas {
void readMachineState(const QString &root, bool thisMachine, ApplyReviewInput &input)
{
    const DirHostSource host(root);
    // A garbled list is unknown here: the review only marks quiet CPUs.
    QStringList unused;
    if (auto iso = readCpuIsolation(host, &unused)) {
        input.isolated = std::move(iso->isolated);
        input.nohzFull = std::move(iso->nohzFull);
    }
    input.irqbalance = detectIrqbalance(host, thisMachine);
    input.thisMachine = thisMachine;
    input.recheckIrqbalance = [root, thisMachine] {
        return detectIrqbalance(DirHostSource(root), thisMachine);
    };
}

ApplyReview::ApplyReview(ApplyReviewInput input, QWidget *parent)
    : QWidget(parent), m_in(std::move(input)), m_planDiff(diffPlan(m_in.plan, m_in.table))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_diffModel = new PlanDiffModel(this);
    m_diffModel->setDiff(m_planDiff);
    m_diff = new QTableView(this);
    m_diff->setObjectName(QStringLiteral("applyDiff"));
    m_diff->setModel(m_diffModel);
    m_diff->verticalHeader()->hide();
    m_diff->horizontalHeader()->setSectionResizeMode(PlanDiffModel::ColName, QHeaderView::Stretch);
    m_diff->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_diff->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int c : {PlanDiffModel::ColIrq, PlanDiffModel::ColFrom, PlanDiffModel::ColTo,
                  PlanDiffModel::ColChange})
        m_diff->resizeColumnToContents(c);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("applySummary"));
    layout->addWidget(m_summary);
    buildSteeringTables();
    layout->addWidget(m_tabs, 3);

    m_lint = new QListWidget(this);
    m_lint->setObjectName(QStringLiteral("applyLint"));
    m_lint->setWordWrap(true);
    m_despite = new QCheckBox(tr("Apply despite warnings"), this);
    m_despite->setObjectName(QStringLiteral("applyDespiteWarnings"));
    connect(m_despite, &QCheckBox::toggled, this, &ApplyReview::readyChanged);
    layout->addWidget(new QLabel(tr("<b>Checks</b>"), this));
    layout->addWidget(m_lint, 1);
    layout->addWidget(m_despite);

    buildIrqbalance();
    layout->addWidget(m_ibBox);

    m_command = new QLabel(this);
    m_command->setObjectName(QStringLiteral("applyCommand"));
    m_command->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_command->setWordWrap(true);
    layout->addWidget(m_command);

    fillThreads();
    fillQueues();
    fillSummary();
    fillLint();
}

QTableWidget *ApplyReview::makeTable(const QString &name, const QStringList &headers)
{
    auto *t = new QTableWidget(0, int(headers.size()), this);
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    return t;
}

void ApplyReview::buildSteeringTables()
{
    m_threadTable =
        makeTable(QStringLiteral("applyThreads"),
                  {tr("IRQ"), tr("Thread (pid)"), tr("CPUs now"), tr("Planned CPUs"), tr("Why")});
    m_threadTable->horizontalHeaderItem(TcNow)->setToolTip(
        tr("Cpus_allowed_list of the thread when the machine was read"));
    m_queueTable =
        makeTable(QStringLiteral("applyQueues"),
                  {tr("Interface"), tr("Queue"), tr("Setting"), tr("Now"), tr("Planned")});
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("applyChangeTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_diff, QString());
    m_tabs->addTab(m_threadTable, QString());
    m_tabs->addTab(m_queueTable, QString());
}

int ApplyReview::changedIrqs() const
{
    return m_planDiff.count(PlanDiffEntry::Kind::Changed);
}

void ApplyReview::fillLint()
{
    LintInput li;
    li.topology = m_in.topology;
    li.table = &m_in.table;
    li.isolated = m_in.isolated;
    li.nohzFull = m_in.nohzFull;
    li.irqbalanceRunning = m_in.irqbalance.running();
    m_errors = m_warnings = 0;
    m_lint->clear();
    for (const LintFinding &f : lintPlan(m_in.plan, li)) {
        // irqbalance has its own box with the ways out; info is not about this apply.
        if (f.severity == LintFinding::Severity::Info || f.rule == QLatin1String("irqbalance"))
            continue;
        const bool error = f.severity == LintFinding::Severity::Error;
        (error ? m_errors : m_warnings)++;
        auto *it =
            new QListWidgetItem(style()->standardIcon(error ? QStyle::SP_MessageBoxCritical
                                                            : QStyle::SP_MessageBoxWarning),
                                QStringLiteral("%1 [%2] %3")
                                    .arg(error ? tr("Error") : tr("Warning"), f.rule, f.message),
                                m_lint);
        it->setData(Qt::UserRole, f.rule);
    }
    if (m_lint->count() == 0)
        new QListWidgetItem(style()->standardIcon(QStyle::SP_DialogApplyButton),
                            tr("No problems found"), m_lint);
    m_despite->setVisible(m_warnings > 0 && m_errors == 0);
    emit readyChanged();
}

void ApplyReview::buildIrqbalance()
{
    m_ibBox = new QGroupBox(tr("irqbalance"), this);
    m_ibBox->setObjectName(QStringLiteral("applyIrqbalance"));
    auto *l = new QVBoxLayout(m_ibBox);
    m_ibState = new QLabel(m_ibBox);
    m_ibState->setWordWrap(true);
    l->addWidget(m_ibState);
    m_ibChoice = new QButtonGroup(this);
    const std::pair<IrqbalanceChoice, QString> choices[] = {
        {IrqbalanceChoice::Stop, tr("Stop irqbalance first")},
        {IrqbalanceChoice::Ban, tr("Ban the planned IRQs from irqbalance")},
        {IrqbalanceChoice::GoOn, tr("Apply anyway (irqbalance may move them again)")}};
    auto *row = new QHBoxLayout;
    for (const auto &[choice, text] : choices) {
        auto *b = new QRadioButton(text, m_ibBox);
        m_ibChoice->addButton(b, int(choice));
        row->addWidget(b);
    }
    row->addStretch();
    l->addLayout(row);
    m_ibDetail = new QPlainTextEdit(m_ibBox);
    m_ibDetail->setReadOnly(true);
    m_ibDetail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_ibDetail->setMaximumHeight(fontMetrics().height() * 5);
    l->addWidget(m_ibDetail);
    m_recheck = new QPushButton(tr("Check again"), m_ibBox);
    m_recheck->setEnabled(bool(m_in.recheckIrqbalance));
    l->addWidget(m_recheck, 0, Qt::AlignLeft);
    connect(m_recheck, &QPushButton::clicked, this, [this] {
        m_in.irqbalance = m_in.recheckIrqbalance();
        updateIrqbalanceDetail();
        fillLint();
    });
    connect(m_ibChoice, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (on)
            updateIrqbalanceDetail();
    });
    updateIrqbalanceDetail();
}

bool ApplyReview::helperBansIrqbalance() const
{
    return m_in.thisMachine && m_in.irqbalance.bansThroughSocket();
}

void ApplyReview::updateIrqbalanceDetail()
{
    if (helperBansIrqbalance()) {
        QStringList pids;
        for (int pid : m_in.irqbalance.pids)
            pids << QString::number(pid);
        m_ibState->setText(
            tr("irqbalance is running (pid %1). The helper adds the plan's IRQs to its ban list "
               "before writing and puts its list back when the plan is rolled back, so it "
               "leaves them alone. The ban lasts until irqbalance restarts (for a permanent one: "
               "irqatlas-cli export PLAN --format irqbalance).")
                .arg(pids.join(QStringLiteral(", "))));
        for (QAbstractButton *b : m_ibChoice->buttons())
            b->setVisible(false);
        m_ibDetail->setVisible(false);
        m_ibBox->setVisible(true);
        emit readyChanged();
        return;
    }
    const bool running = m_in.irqbalance.running();
    QStringList how;
    if (m_in.irqbalance.process)
        how << tr("a process");
    if (m_in.irqbalance.unitActive)
        how << tr("the systemd unit");
    m_ibState->setText(
        running ? tr("irqbalance is running (%1). It rewrites interrupt affinities every few "
                     "seconds and will overwrite this plan.")
                      .arg(how.join(tr(" and ")))
                : tr("irqbalance is not running."));
    for (QAbstractButton *b : m_ibChoice->buttons())
        b->setVisible(running);
    std::vector<int> irqs;
    for (const PlanAssignment &a : m_in.plan.assignments)
        irqs.push_back(a.irq);
    QString detail;
    switch (choice()) {
    case IrqbalanceChoice::Stop:
        detail = irqbalanceStopCommand(m_in.irqbalance) + QLatin1Char('\n') +
                 tr("# run this, then press \"Check again\"");
        break;
    case IrqbalanceChoice::Ban:
        detail =
            QString::fromUtf8(irqbalanceBanLines(irqs)) +
            tr("# add this to /etc/default/irqbalance, then: sudo systemctl restart irqbalance");
        break;
    default:
        break;
    }
    m_ibDetail->setPlainText(detail);
    m_ibDetail->setVisible(running && !detail.isEmpty());
    m_ibBox->setVisible(running || choice() == IrqbalanceChoice::Stop);
    emit readyChanged();
}

ApplyReview::IrqbalanceChoice ApplyReview::choice() const
{
    const int id = m_ibChoice->checkedId();
    return id < 0 ? IrqbalanceChoice::None : IrqbalanceChoice(id);
}

QRadioButton *ApplyReview::irqbalanceButton(IrqbalanceChoice c) const
{
    return qobject_cast<QRadioButton *>(m_ibChoice->button(int(c)));
}

void ApplyReview::setCommand(const HelperCommand &cmd)
{
    setDescription(helperCommandText(cmd));
}

void ApplyReview::setDescription(const QString &html)
{
    m_command->setText(html);
}

QString ApplyReview::blockReason() const
{
    if (m_in.plan.assignments.empty() && m_in.plan.queues.empty())
        return tr("There is nothing to apply.");
    if (m_errors)
        return tr("%n lint error(s) must be fixed first.", nullptr, m_errors);
    if (m_warnings && !m_despite->isChecked())
        return tr("Check \"Apply despite warnings\" to go on.");
    if (m_in.irqbalance.running() && !helperBansIrqbalance()) {
        switch (choice()) {
        case IrqbalanceChoice::None:
            return tr("Choose what to do about irqbalance.");
        case IrqbalanceChoice::Stop:
            return tr("irqbalance is still running: stop it, then press \"Check again\".");
        case IrqbalanceChoice::Ban:
        case IrqbalanceChoice::GoOn:
            break;
        }
    }
    return {};
}

} // namespace irqatlas
