#include "ui/plan/planrequestform.h"

#include "live/rates.h"
#include "plan/costweights.h"
#include "plan/irqselector.h"
#include "plan/irqweights.h"
#include "plan/planner.h"
#include "ui/common/elidedcombobox.h"
#include "ui/plan/algorithmnames.h"
#include "ui/plan/planrunner.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace irqatlas {

namespace {

QLabel *errorLabel(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setWordWrap(true);
    l->setStyleSheet(QStringLiteral("color: #c02626;"));
    l->hide();
    return l;
}

Result<CpuSet> parseCpus(const QString &text, const QString &field)
{
    const QByteArray b = text.trimmed().toUtf8();
    auto s = CpuSet::parseList(std::string_view(b.constData(), std::size_t(b.size())));
    if (!s)
        return Error{QStringLiteral("%1: %2").arg(field, s.errorString())};
    return s;
}

} // namespace

PlanRequestForm::PlanRequestForm(QWidget *parent) : QWidget(parent)
{
    // Sized to its longest entry the box made the dock ~720 px wide and
    // squeezed the graph; it takes a field's width, elides, and the tooltip
    // names the whole entry.
    m_algorithm = new ElidedComboBox(14, this);
    m_algorithm->setObjectName(QStringLiteral("planAlgorithm"));
    for (const auto &p : planners()) {
        // Plain words first; the identifier stays for the CLI and plan files.
        m_algorithm->addItem(algorithmLabel(p->name()), p->name());
        m_algorithm->setItemData(m_algorithm->count() - 1, p->summary(), Qt::ToolTipRole);
    }
    m_irqs = new QLineEdit(this);
    m_irqs->setObjectName(QStringLiteral("planIrqs"));
    m_irqs->setPlaceholderText(tr("e.g. if:eth0, name:mlx5_comp, 30-40, all"));
    m_irqs->setToolTip(
        tr("Interrupts to plan: numbers and ranges (30,32-40), all, name:REGEX, "
           "dev:BDF, if:IFACE, driver:NAME; comma-separated, as irqatlas-cli plan --irqs."));
    m_irqsError = errorLabel(this);
    m_node = new QLineEdit(this);
    m_node->setPlaceholderText(tr("from each device"));
    m_node->setToolTip(
        tr("Device node for every IRQ (-1 = none); empty: each IRQ's own device node."));
    m_cpus = new QLineEdit(this);
    m_cpus->setPlaceholderText(tr("online, allowed, not isolated"));
    m_cpus->setToolTip(
        tr("Candidate CPUs as a list (0-7,16); empty: online, allowed and not isolated."));
    m_exclude = new QLineEdit(this);
    m_exclude->setPlaceholderText(tr("none"));
    m_exclude->setToolTip(tr("CPUs never to use, as a list (0,1)."));
    m_useRates = new QCheckBox(tr("&Live rates"), this);
    m_useRates->setObjectName(QStringLiteral("planLiveRates"));
    m_useRates->setChecked(true);
    m_useRates->setToolTip(
        tr("Weigh each IRQ by its rate in the live monitor's latest interval; unticked, or "
           "without live rates: by its count since boot, as irqatlas-cli plan does."));
    m_useCost = new QCheckBox(tr("&Measured time"), this);
    m_useCost->setObjectName(QStringLiteral("planCostWeights"));
    m_useCost->setToolTip(
        tr("Weigh each IRQ by its handler time in the last Measure IRQ Cost (Live dock), so "
           "a 20 µs completion outweighs a 50 ns timer that fires as often; before the live "
           "rates and the counts."));
    m_useCost->hide();
    m_weights = new QLabel(this);
    m_weights->setObjectName(QStringLiteral("planWeights"));
    m_weights->setWordWrap(true);
    // Two lines kept for it: a longer text when live rates arrive would
    // otherwise push everything below it down.
    m_weights->setMinimumHeight(2 * m_weights->fontMetrics().lineSpacing());
    m_weights->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *weights = new QHBoxLayout;
    weights->addWidget(m_useCost);
    weights->addWidget(m_useRates);
    weights->addWidget(m_weights, 1);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Algorithm:"), m_algorithm);
    form->addRow(tr("&IRQs:"), m_irqs);
    form->addRow(tr("&Node:"), m_node);
    form->addRow(tr("C&PUs:"), m_cpus);
    form->addRow(tr("E&xclude:"), m_exclude);
    form->addRow(tr("Weights:"), weights);

    auto *params = new QGroupBox(tr("Parameters"), this);
    m_paramBox = params;
    m_paramForm = new QFormLayout(params);
    m_paramForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_noParams = new QLabel(tr("This algorithm takes no parameters."), params);
    m_noParams->setEnabled(false);
    m_paramForm->addRow(m_noParams);

    m_error = errorLabel(this);
    m_hints = new QWidget(this);
    m_hints->setObjectName(QStringLiteral("planFormHints"));
    auto *hints = new QVBoxLayout(m_hints);
    hints->setContentsMargins(0, 0, 0, 0);
    hints->addWidget(m_irqsError);
    hints->addWidget(m_error);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(params);

    connect(m_algorithm, &QComboBox::currentIndexChanged, this, [this] {
        rebuildParams();
        emit changed();
    });
    connect(m_irqs, &QLineEdit::textChanged, this, [this] {
        checkSelection();
        emit changed();
    });
    for (QLineEdit *e : {m_node, m_cpus, m_exclude})
        connect(e, &QLineEdit::textChanged, this, [this] {
            m_error->hide();
            emit changed();
        });
    for (QCheckBox *box : {m_useRates, m_useCost})
        connect(box, &QCheckBox::toggled, this, [this] {
            updateWeights();
            emit changed();
        });
    updateWeights();
    // The kernel's own spreading is the most common question: start there when it exists.
    if (!setAlgorithm(QStringLiteral("balance")))
        rebuildParams();
}

void PlanRequestForm::setMachine(std::shared_ptr<const PlanMachine> machine)
{
    m_machine = std::move(machine);
    m_rates.reset();
    checkSelection();
    updateCpusHint();
    updateWeights();
}

void PlanRequestForm::setLiveRates(std::shared_ptr<const Rates> rates)
{
    if (!rates || rates->isGap())
        return;
    m_rates = std::move(rates);
    updateWeights();
}

void PlanRequestForm::setCost(std::shared_ptr<const CostReport> cost)
{
    m_cost = std::move(cost);
    m_useCost->setChecked(m_cost != nullptr);
    updateWeights();
}

bool PlanRequestForm::usesCost() const
{
    return m_cost && m_useCost->isChecked();
}

void PlanRequestForm::setUseLiveRates(bool on)
{
    m_useRates->setChecked(on);
}

QString PlanRequestForm::weightsText() const
{
    if (usesCost())
        return tr("IRQ time measured over %1 s").arg(m_cost->seconds, 0, 'f', 1);
    if (m_rates && m_useRates->isChecked())
        return tr("live rates over %1 s").arg(m_rates->interval, 0, 'f', 1);
    return tr("interrupt counts since boot");
}

void PlanRequestForm::updateWeights()
{
    // Without rates there is nothing to choose: counts it is.
    m_useRates->setVisible(m_rates != nullptr);
    m_useCost->setVisible(m_cost != nullptr);
    if (usesCost())
        m_weights->setText(tr("handler time measured over %1 s (Measure IRQ Cost)")
                               .arg(m_cost->seconds, 0, 'f', 1));
    else if (!m_rates)
        m_weights->setText(tr("interrupt counts since boot (no live rates)"));
    else if (m_useRates->isChecked())
        m_weights->setText(
            tr("over %1 s, the live monitor's latest interval").arg(m_rates->interval, 0, 'f', 1));
    else
        m_weights->setText(tr("interrupt counts since boot"));
}

void PlanRequestForm::updateCpusHint()
{
    // The default candidates leave the machine's quiet CPUs out: say which.
    CpuSet quiet;
    if (m_machine && m_machine->isolated)
        quiet |= *m_machine->isolated;
    if (m_machine && m_machine->nohzFull)
        quiet |= *m_machine->nohzFull;
    m_cpus->setPlaceholderText(
        quiet.empty() ? tr("online, allowed, not isolated")
                      : tr("online, allowed, not isolated (%1)").arg(quiet.toListString()));
}

QString PlanRequestForm::algorithm() const
{
    return m_algorithm->currentData().toString();
}

bool PlanRequestForm::setAlgorithm(const QString &name)
{
    const int i = m_algorithm->findData(name);
    if (i < 0)
        return false;
    if (i == m_algorithm->currentIndex())
        rebuildParams();
    m_algorithm->setCurrentIndex(i);
    return true;
}

void PlanRequestForm::setSelection(const QString &text)
{
    m_irqs->setText(text);
}
void PlanRequestForm::setNode(const QString &text)
{
    m_node->setText(text);
}
void PlanRequestForm::setCpus(const QString &text)
{
    m_cpus->setText(text);
}
void PlanRequestForm::setExclude(const QString &text)
{
    m_exclude->setText(text);
}

void PlanRequestForm::setParam(const QString &key, const QString &value)
{
    if (QLineEdit *e = paramEdit(key))
        e->setText(value);
}

QLineEdit *PlanRequestForm::paramEdit(const QString &key) const
{
    auto it = m_params.find(key);
    return it == m_params.end() ? nullptr : it->second;
}

void PlanRequestForm::rebuildParams()
{
    for (auto &[key, edit] : m_params) {
        m_paramValues[key] = edit->text();
        m_paramForm->removeRow(m_paramFields[key]);
    }
    m_params.clear();
    m_paramFields.clear();
    const Planner *p = findPlanner(algorithm());
    m_algorithm->setToolTip(p ? algorithmTitle(p->name()) + QLatin1Char('\n') + p->summary()
                              : QString());
    const QStringList keys = p ? p->params() : QStringList();
    m_noParams->setVisible(keys.isEmpty());
    for (const PlannerParam &info : p ? p->paramInfo() : std::vector<PlannerParam>{}) {
        const QString &key = info.key;
        // A choice is picked from its values (an empty first row keeps the
        // default); it stays editable so a typed value is still checked by
        // the planner, as on the command line.
        QWidget *field = nullptr;
        QLineEdit *e = nullptr;
        if (info.kind == PlannerParam::Kind::Choice) {
            auto *combo = new QComboBox(m_paramBox);
            combo->setObjectName(QStringLiteral("choice-") + key);
            combo->setEditable(true);
            combo->setInsertPolicy(QComboBox::NoInsert);
            combo->addItem(QString());
            combo->addItems(info.choices);
            e = combo->lineEdit();
            field = combo;
        } else {
            e = new QLineEdit(m_paramBox);
            field = e;
        }
        e->setObjectName(QStringLiteral("param-") + key);
        const bool required = info.defaultValue.isEmpty();
        e->setPlaceholderText(required ? tr("required") : info.defaultValue);
        const QString use = required ? tr("%1, required").arg(info.kindName())
                                     : tr("%1; empty: %2").arg(info.kindName(), info.defaultValue);
        const QString tip =
            QStringLiteral("<p>%1</p><p>%2<br><tt>--param %3=VALUE</tt></p>")
                .arg(info.description.toHtmlEscaped(), use.toHtmlEscaped(), key.toHtmlEscaped());
        e->setToolTip(tip);
        e->setText(m_paramValues[key]);
        connect(e, &QLineEdit::textChanged, this, [this] {
            m_error->hide();
            emit changed();
        });
        auto *label = new QLabel(key + QLatin1Char(':'), m_paramBox);
        label->setToolTip(tip);
        label->setBuddy(field);
        field->setToolTip(tip);
        m_paramForm->addRow(label, field);
        m_params[key] = e;
        m_paramFields[key] = field;
    }
}

void PlanRequestForm::checkSelection()
{
    const QString err = selectionError();
    m_irqsError->setText(err);
    m_irqsError->setVisible(!err.isEmpty());
}

QString PlanRequestForm::selectionError() const
{
    const QString text = m_irqs->text().trimmed();
    if (text.isEmpty())
        return tr("Say which IRQs to plan, e.g. \"all\".");
    auto sel = IrqSelector::parse(text);
    if (!sel)
        return sel.errorString();
    if (m_machine) {
        auto rows = sel->select(m_machine->irqs);
        if (!rows)
            return rows.errorString();
    }
    return {};
}

void PlanRequestForm::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

Result<PlanRequest> PlanRequestForm::request()
{
    checkSelection();
    if (const QString err = selectionError(); !err.isEmpty()) {
        showError({});
        return Error{tr("IRQs: %1").arg(err)};
    }
    PlanRequest r;
    r.irqs = m_irqs->text().trimmed();
    const QString node = m_node->text().trimmed();
    if (!node.isEmpty()) {
        bool ok = false;
        r.node = node.toInt(&ok);
        if (!ok) {
            const QString msg = tr("Node: \"%1\" is not a number").arg(node);
            showError(msg);
            return Error{msg};
        }
    }
    if (const QString t = m_cpus->text().trimmed(); !t.isEmpty()) {
        auto s = parseCpus(t, tr("CPUs"));
        if (!s) {
            showError(s.errorString());
            return s.error();
        }
        r.cpus = *s;
    }
    if (const QString t = m_exclude->text().trimmed(); !t.isEmpty()) {
        auto s = parseCpus(t, tr("Exclude"));
        if (!s) {
            showError(s.errorString());
            return s.error();
        }
        r.exclude = *s;
    }
    for (const auto &[key, edit] : m_params)
        if (const QString v = edit->text().trimmed(); !v.isEmpty())
            r.params.insert(key, v);
    // What irqatlas-cli plan takes from the machine itself.
    if (m_machine) {
        r.isolated = m_machine->isolated;
        r.nohzFull = m_machine->nohzFull;
        r.machineRoot = m_machine->machineRoot;
        if (usesCost()) {
            auto w = costWeights(*m_cost, tr("the last measurement"), m_machine->irqs);
            if (!w) {
                showError(w.errorString());
                return w.error();
            }
            r.rates = std::move(w->perRow);
            r.ratesAreCost = true;
        } else if (m_rates && m_useRates->isChecked()) {
            if (auto w = irqWeights(m_machine->irqs, *m_rates))
                r.rates = std::move(w->perRow);
        }
    }
    showError({});
    return r;
}

} // namespace irqatlas
