#include "ui/fleet/classplandialog.h"

#include "plan/planner.h"
#include "ui/common/latestworker.h"
#include "ui/fleet/classplan.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace irqatlas {

ClassPlanDialog::ClassPlanDialog(std::shared_ptr<const std::vector<FleetReading>> readings,
                                 const MachineClass &machineClass, QWidget *parent)
    : QDialog(parent), m_readings(std::move(readings)), m_class(machineClass),
      m_worker(new LatestWorker(this))
{
    setObjectName(QStringLiteral("ClassPlanDialog"));
    setWindowTitle(tr("Plan for Class %1").arg(m_class.id));
    auto *layout = new QVBoxLayout(this);
    auto *about = new QLabel(tr("One plan for the %n host(s) of class %1, made on the first "
                                "of them by name and checked on every one, as irqatlas-cli "
                                "fleet plan makes it.",
                                nullptr, int(m_class.members.size()))
                                 .arg(m_class.id),
                             this);
    about->setWordWrap(true);
    layout->addWidget(about);
    layout->addWidget(createForm());
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("classPlanMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();
    layout->addWidget(m_message);
    layout->addWidget(createResult(), 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(720, 560);
}

ClassPlanDialog::~ClassPlanDialog() = default;

QWidget *ClassPlanDialog::createForm()
{
    auto *box = new QWidget(this);
    auto *form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_algorithm = new QComboBox(box);
    m_algorithm->setObjectName(QStringLiteral("classPlanAlgorithm"));
    for (const auto &p : planners()) {
        m_algorithm->addItem(p->name(), p->name());
        m_algorithm->setItemData(m_algorithm->count() - 1, p->summary(), Qt::ToolTipRole);
    }
    m_irqs = new QLineEdit(box);
    m_irqs->setObjectName(QStringLiteral("classPlanIrqs"));
    m_irqs->setPlaceholderText(tr("e.g. if:eth0, name:mlx5_comp, 30-40, all"));
    m_irqs->setToolTip(tr("Interrupts to plan, as irqatlas-cli plan --irqs takes them."));
    m_params = new QLineEdit(box);
    m_params->setObjectName(QStringLiteral("classPlanParams"));
    m_params->setPlaceholderText(tr("KEY=VALUE …"));
    m_params->setToolTip(tr("The algorithm's parameters, KEY=VALUE separated by blanks, as "
                            "irqatlas-cli plan --param takes each."));
    m_planButton = new QPushButton(tr("&Plan"), box);
    m_planButton->setDefault(true);
    connect(m_planButton, &QPushButton::clicked, this, &ClassPlanDialog::runPlan);
    connect(m_irqs, &QLineEdit::returnPressed, this, &ClassPlanDialog::runPlan);
    form->addRow(tr("&Algorithm:"), m_algorithm);
    form->addRow(tr("&IRQs:"), m_irqs);
    form->addRow(tr("P&arameters:"), m_params);
    form->addRow(QString(), m_planButton);
    return box;
}

QWidget *ClassPlanDialog::createResult()
{
    auto *box = new QGroupBox(tr("Plan"), this);
    auto *layout = new QVBoxLayout(box);
    m_summary = new QLabel(tr("Not planned yet."), box);
    m_summary->setObjectName(QStringLiteral("classPlanSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_resolves = new QListWidget(box);
    m_resolves->setObjectName(QStringLiteral("classPlanResolves"));
    m_unresolved = new QListWidget(box);
    m_unresolved->setObjectName(QStringLiteral("classPlanUnresolved"));
    m_unresolved->setWordWrap(true);
    auto *lists = new QHBoxLayout;
    for (const auto &[title, list] : {std::pair{tr("Resolves on"), m_resolves},
                                      std::pair{tr("Does not resolve on"), m_unresolved}}) {
        auto *column = new QVBoxLayout;
        column->addWidget(new QLabel(title, box));
        column->addWidget(list, 1);
        lists->addLayout(column, list == m_resolves ? 1 : 2);
    }
    layout->addLayout(lists, 1);
    auto *play = new QFormLayout;
    m_serial = new QLineEdit(QStringLiteral("1"), box);
    m_serial->setToolTip(tr("Hosts per batch, a number or a share such as 25%."));
    m_check = new QLineEdit(box);
    m_check->setPlaceholderText(tr("the plan's own read-back"));
    m_check->setToolTip(tr("The health check run on each host while the plan is held."));
    play->addRow(tr("&Serial:"), m_serial);
    play->addRow(tr("Check &command:"), m_check);
    layout->addLayout(play);
    auto *buttons = new QHBoxLayout;
    m_saveButton = new QPushButton(tr("&Save Plan…"), box);
    m_exportButton = new QPushButton(tr("&Export Ansible Play…"), box);
    connect(m_saveButton, &QPushButton::clicked, this, &ClassPlanDialog::askSavePath);
    connect(m_exportButton, &QPushButton::clicked, this, &ClassPlanDialog::askExportDir);
    buttons->addStretch(1);
    buttons->addWidget(m_saveButton);
    buttons->addWidget(m_exportButton);
    layout->addLayout(buttons);
    showResult();
    return box;
}

bool ClassPlanDialog::planning() const
{
    return m_worker->active();
}

QString ClassPlanDialog::messageText() const
{
    return m_message->text();
}

void ClassPlanDialog::showMessage(const QString &text, bool error)
{
    m_messageIsError = error;
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #c0392b;") : QString());
    m_message->setVisible(!text.isEmpty());
}

void ClassPlanDialog::runPlan()
{
    auto request =
        classPlanRequest({m_algorithm->currentData().toString(), m_irqs->text(), m_params->text()});
    if (!request) {
        showMessage(request.errorString(), true);
        return;
    }
    if (!m_readings) {
        showMessage(tr("The fleet's machines are not in memory: refresh the fleet"), true);
        return;
    }
    m_result.reset();
    showResult();
    showMessage(tr("Planning class %1…").arg(m_class.id), false);
    m_planButton->setEnabled(false);
    const auto readings = m_readings;
    const MachineClass machineClass = m_class;
    const FleetPlanRequest r = *request;
    m_worker->run<ClassPlan>(
        [readings, machineClass, r] { return planForClass(*readings, machineClass, r); },
        [this](ClassPlan &&plan) { finishPlan(std::move(plan)); });
}

void ClassPlanDialog::finishPlan(ClassPlan &&plan)
{
    m_planButton->setEnabled(true);
    m_result = std::move(plan);
    if (m_result->plan)
        showMessage(QString(), false);
    else
        showMessage(tr("No plan on %1: %2").arg(m_result->representative, m_result->error), true);
    showResult();
    emit planFinished(m_result->plan.has_value());
}

void ClassPlanDialog::showResult()
{
    m_resolves->clear();
    m_unresolved->clear();
    const bool planned = m_result && m_result->plan;
    m_saveButton->setEnabled(planned);
    m_exportButton->setEnabled(planned);
    if (!planned) {
        m_summary->setText(tr("Not planned yet."));
        return;
    }
    const ClassPlan &c = *m_result;
    m_summary->setText(tr("%n IRQ(s) placed by %1, planned on %2; resolves on %3 of %4 hosts.",
                          nullptr, int(c.plan->assignments.size()))
                           .arg(c.plan->algorithm, c.representative)
                           .arg(c.resolves.size())
                           .arg(c.hosts.size()));
    m_resolves->addItems(c.resolves);
    for (const FleetPlanMiss &m : c.unresolved) {
        auto *item = new QListWidgetItem(
            tr("%1: %2").arg(m.host, m.problems.join(QStringLiteral("; "))), m_unresolved);
        item->setData(Qt::UserRole, m.host);
        item->setToolTip(m.problems.join(QLatin1Char('\n')));
    }
}

Status ClassPlanDialog::savePlanTo(const QString &path)
{
    Status s = m_result ? saveClassPlan(*m_result, path) : Status(Error{tr("Make the plan first")});
    showMessage(s ? tr("Saved %1").arg(path) : tr("Not saved: %1").arg(s.errorString()), !s);
    return s;
}

Result<QStringList> ClassPlanDialog::exportPlayTo(const QString &dir)
{
    AnsiblePlayOptions options;
    options.serial = m_serial->text().trimmed();
    options.checkCommand = m_check->text().trimmed();
    Result<QStringList> r = m_result ? exportClassPlay(*m_result, options, dir)
                                     : Result<QStringList>(Error{tr("Make the plan first")});
    showMessage(
        r ? tr("Wrote the play for %n host(s) to %1", nullptr, int(m_result->hosts.size())).arg(dir)
          : tr("No play written: %1").arg(r.errorString()),
        !r);
    return r;
}

void ClassPlanDialog::askSavePath()
{
    if (!m_result || !m_result->plan)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Plan"), m_result->file,
                                                      tr("Plans (*.json);;All files (*)"));
    if (!path.isEmpty())
        savePlanTo(path);
}

void ClassPlanDialog::askExportDir()
{
    if (!m_result || !m_result->plan)
        return;
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export Ansible Play"));
    if (!dir.isEmpty())
        exportPlayTo(dir);
}

} // namespace irqatlas
