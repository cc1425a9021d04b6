#include "ui/live/costbar.h"

#include "cost/tracesession.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QToolButton>

namespace irqatlas {

CostBar::CostBar(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("costBar"));
    m_seconds = new QDoubleSpinBox(this);
    m_seconds->setObjectName(QStringLiteral("costSeconds"));
    m_seconds->setRange(0.5, CostSessionOptions::kMaxSeconds);
    m_seconds->setDecimals(1);
    m_seconds->setValue(5);
    m_seconds->setSuffix(tr(" s"));
    m_seconds->setToolTip(tr("How long to measure (at most 60 seconds)"));
    m_button = new QToolButton(this);
    m_button->setObjectName(QStringLiteral("measureCost"));
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("costNote"));
    m_note->setWordWrap(true);
    m_note->setText(
        tr("This kernel does not account hard-IRQ time in /proc/stat "
           "(CONFIG_IRQ_TIME_ACCOUNTING is off): hard IRQ % reads as no figure. Measure "
           "it from the kernel's tracepoints instead."));
    m_note->hide();
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("costResult"));
    m_result->setTextFormat(Qt::PlainText);
    m_result->setWordWrap(true);
    m_result->hide();
    m_softirqTime = new QCheckBox(tr("Softirq bars show measured time"), this);
    m_softirqTime->setObjectName(QStringLiteral("softirqTime"));
    m_softirqTime->setEnabled(false);

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_note, 0, 0, 1, 3);
    grid->addWidget(m_button, 1, 0);
    grid->addWidget(m_seconds, 1, 1);
    grid->addWidget(m_softirqTime, 1, 2);
    grid->addWidget(m_result, 2, 0, 1, 3);
    grid->setColumnStretch(2, 1);

    connect(m_seconds, &QDoubleSpinBox::valueChanged, this, &CostBar::updateButton);
    connect(m_button, &QToolButton::clicked, this, [this] {
        if (m_running)
            emit cancelRequested();
        else
            emit measureRequested(seconds());
    });
    connect(m_softirqTime, &QCheckBox::toggled, this, &CostBar::softirqTimeToggled);
    // Hidden until a machine that can be measured is on show: a row shown
    // while the window is first laid out keeps the dock that much taller.
    setUnavailable(tr("Nothing to measure yet."));
}

double CostBar::seconds() const
{
    return m_seconds->value();
}

void CostBar::setSeconds(double seconds)
{
    m_seconds->setValue(seconds);
}

void CostBar::setRunning(bool running)
{
    m_running = running;
    m_seconds->setEnabled(!running);
    updateButton();
}

void CostBar::setUnaccounted(bool unaccounted)
{
    m_note->setVisible(unaccounted);
}

void CostBar::setUnavailable(const QString &why)
{
    m_unavailable = why;
    // A saved machine or a recording cannot be measured: the row gives its
    // height back to the plots (the button keeps saying why, for tests and
    // the accessibility tree).
    setVisible(why.isEmpty());
    updateButton();
}

void CostBar::setResult(const QString &text)
{
    m_result->setText(text);
    m_result->setVisible(!text.isEmpty());
}

void CostBar::setHasMeasurement(bool has)
{
    m_softirqTime->setEnabled(has);
    if (!has)
        m_softirqTime->setChecked(false);
}

bool CostBar::softirqTime() const
{
    return m_softirqTime->isChecked();
}

void CostBar::setSoftirqTime(bool on)
{
    m_softirqTime->setChecked(on && m_softirqTime->isEnabled());
}

void CostBar::updateButton()
{
    if (m_running) {
        m_button->setText(tr("Cancel Measurement"));
        m_button->setToolTip(tr("Stop tracing now; nothing is kept"));
        m_button->setEnabled(true);
        return;
    }
    m_button->setText(
        tr("Measure IRQ Cost (%1 s)").arg(QString::number(m_seconds->value(), 'g', 3)));
    m_button->setEnabled(m_unavailable.isEmpty());
    m_button->setToolTip(
        m_unavailable.isEmpty()
            ? tr("Time every hard IRQ and softirq for the chosen seconds from the kernel's "
                 "tracepoints (as root, or through the root helper with a password): per CPU "
                 "hard and soft IRQ %, per IRQ its CPU time and time per run")
            : m_unavailable);
}

} // namespace irqatlas
