#include "ui/shell/promhistorydialog.h"

#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>

namespace irqatlas {
namespace {

QDateTimeEdit *utcEdit(const QDateTime &at, QWidget *parent)
{
    auto *edit = new QDateTimeEdit(parent);
    edit->setTimeSpec(Qt::UTC);
    edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    edit->setCalendarPopup(true);
    edit->setDateTime(at);
    return edit;
}

} // namespace

PromHistoryDialog::PromHistoryDialog(const QString &instance, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Prometheus History"));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_from = utcEdit(now.addSecs(-3600), this);
    m_to = utcEdit(now, this);
    m_step = new QSpinBox(this);
    m_step->setRange(1, 86400);
    m_step->setValue(15);
    m_step->setSuffix(tr(" s"));
    m_steps = new QLabel(this);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b"));
    auto *intro = new QLabel(
        tr("Replay %1 as Prometheus kept it: one sample per step, the last scrape at or before "
           "each step's time.")
            .arg(instance.toHtmlEscaped()),
        this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&From (UTC):"), m_from);
    form->addRow(tr("&To (UTC):"), m_to);
    form->addRow(tr("&Step:"), m_step);
    form->addRow(QString(), m_steps);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Replay"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    connect(m_from, &QDateTimeEdit::dateTimeChanged, this, &PromHistoryDialog::validate);
    connect(m_to, &QDateTimeEdit::dateTimeChanged, this, &PromHistoryDialog::validate);
    connect(m_step, &QSpinBox::valueChanged, this, &PromHistoryDialog::validate);
    validate();
}

QDateTime PromHistoryDialog::from() const
{
    return m_from->dateTime().toUTC();
}

QDateTime PromHistoryDialog::to() const
{
    return m_to->dateTime().toUTC();
}

int PromHistoryDialog::stepSeconds() const
{
    return m_step->value();
}

QString PromHistoryDialog::errorText() const
{
    return m_error->text();
}

void PromHistoryDialog::validate()
{
    const qint64 seconds = from().secsTo(to());
    const bool ok = seconds > 0;
    m_error->setText(ok ? QString() : tr("The end must be later than the start."));
    const qint64 samples = std::min<qint64>(seconds / stepSeconds() + 1, INT_MAX);
    m_steps->setText(ok ? tr("%n sample(s)", nullptr, int(samples)) : QString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

} // namespace irqatlas
