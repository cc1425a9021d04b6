#include "ui/apply/tryplandialog.h"

#include "live/recording.h"
#include "live/sampler.h"
#include "trial/metriccommand.h"
#include "trial/trialjson.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <cmath>

namespace irqatlas {

TryPlanDialog::TryPlanDialog(Plan plan, TrialScope scope, std::unique_ptr<SampleSource> source,
                             ApplyBackend *backend, QWidget *parent)
    : QDialog(parent), m_plan(std::move(plan)), m_source(std::move(source)), m_backend(backend),
      m_seq(new TrialSequencer(std::move(scope), this))
{
    setWindowTitle(tr("Try Plan"));
    setObjectName(QStringLiteral("tryPlanDialog"));
    if (m_backend)
        m_backend->setParent(this);
    auto *form = new QFormLayout;
    auto spin = [this](double value, double minimum, const QString &name) {
        auto *b = new QDoubleSpinBox(this);
        b->setRange(minimum, 3600);
        b->setDecimals(1);
        b->setValue(value);
        b->setSuffix(tr(" s"));
        b->setObjectName(name);
        return b;
    };
    m_beforeBox = spin(10, 0.1, QStringLiteral("before"));
    m_afterBox = spin(10, 0.1, QStringLiteral("after"));
    m_intervalBox = spin(1, Sampler::kMinInterval, QStringLiteral("interval"));
    m_intervalBox->setMaximum(Sampler::kMaxInterval);
    form->addRow(tr("Baseline:"), m_beforeBox);
    form->addRow(tr("After the plan settled:"), m_afterBox);
    form->addRow(tr("Interval:"), m_intervalBox);
    m_dry =
        new QCheckBox(tr("Dry run: apply nothing, measure twice (the machine's own noise)"), this);
    m_dry->setChecked(!m_backend);
    m_dry->setEnabled(m_backend != nullptr);
    form->addRow(QString(), m_dry);
    m_metricEdit = new QLineEdit(this);
    m_metricEdit->setObjectName(QStringLiteral("metricCommand"));
    m_metricEdit->setPlaceholderText(tr("Optional, e.g. iperf3 -c host -t 5 | tail -3"));
    m_metricEdit->setToolTip(
        tr("Run with /bin/sh -c exactly as typed at the end of each phase; the last number "
           "it prints is the phase's figure."));
    form->addRow(tr("Metric command:"), m_metricEdit);

    m_status = new QLabel(
        tr("The plan is applied only for the trial and reverted afterwards unless you keep it."),
        this);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("trialStatus"));
    m_table = new QTableWidget(0, 5, this);
    m_table->setHorizontalHeaderLabels(
        {tr("Figure"), tr("Before"), tr("After"), tr("Change"), tr("Judgement")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto *buttons = new QDialogButtonBox(this);
    m_start = buttons->addButton(tr("&Start"), QDialogButtonBox::ActionRole);
    m_keep = buttons->addButton(tr("&Keep"), QDialogButtonBox::AcceptRole);
    m_revert = buttons->addButton(tr("&Revert"), QDialogButtonBox::DestructiveRole);
    m_save = buttons->addButton(tr("Save &Results…"), QDialogButtonBox::ActionRole);
    m_save->setObjectName(QStringLiteral("saveResults"));
    m_save->setToolTip(tr("Write both recordings, the plan, the journal and the report into "
                          "a new or empty folder (as irqatlas-cli trial --out DIR does)."));
    QPushButton *close = buttons->addButton(QDialogButtonBox::Close);
    m_keep->setEnabled(false);
    m_revert->setEnabled(false);
    m_save->setEnabled(false);
    connect(m_save, &QPushButton::clicked, this, &TryPlanDialog::chooseAndSave);
    connect(m_start, &QPushButton::clicked, this, &TryPlanDialog::start);
    connect(m_keep, &QPushButton::clicked, m_seq, &TrialSequencer::keep);
    connect(m_revert, &QPushButton::clicked, m_seq, &TrialSequencer::revert);
    connect(close, &QPushButton::clicked, this, &TryPlanDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);

    wireTrial();
}

// The sequencer's steps as the dialog shows them.
void TryPlanDialog::wireTrial()
{
    connect(m_seq, &TrialSequencer::stageChanged, this, &TryPlanDialog::onStage);
    connect(m_seq, &TrialSequencer::metricStarted, this,
            [this] { setStatus(tr("Running the metric command…")); });
    connect(m_seq, &TrialSequencer::phaseMeasured, this, [this](bool baseline) {
        if (baseline)
            return;
        // Closed, so that Save Results copies complete files.
        m_seq->setRecordings(nullptr, nullptr);
        m_beforeRec.reset();
        m_afterRec.reset();
    });
    connect(m_seq, &TrialSequencer::recordingFailed, this, [this] {
        // The trial goes on; only Save Results loses the recordings.
        m_beforeRec.reset();
        m_afterRec.reset();
        m_work.reset();
    });
    connect(m_seq, &TrialSequencer::stopping, this, [this](TrialSequencer::Stop why) {
        if (why == TrialSequencer::Stop::NotApplied || why == TrialSequencer::Stop::HeldEnded)
            return;
        m_error = stopText();
        setStatus(m_error);
    });
    connect(m_seq, &TrialSequencer::verdictDue, this, &TryPlanDialog::showVerdict);
    connect(m_seq, &TrialSequencer::finished, this, &TryPlanDialog::onFinished);
    if (m_backend) {
        connect(m_backend, &ApplyBackend::countdown, this, [this](int left) {
            if (stage() == Stage::Deciding)
                setStatus(
                    tr("Keep the plan, or revert it; without an answer it is reverted in %1 s.")
                        .arg(left));
        });
    }
}

TryPlanDialog::~TryPlanDialog()
{
    if (stage() != Stage::Done && m_backend &&
        m_backend->state() == ApplyBackend::State::AwaitingConfirm)
        m_backend->revert();
}

void TryPlanDialog::setDurations(double beforeSeconds, double afterSeconds, double intervalSeconds)
{
    m_intervalBox->setValue(intervalSeconds);
    m_beforeBox->setValue(beforeSeconds);
    m_afterBox->setValue(afterSeconds);
}

void TryPlanDialog::setDryRun(bool dry)
{
    m_dry->setChecked(dry || !m_backend);
}

void TryPlanDialog::setMetricCommand(const QString &command)
{
    m_metricEdit->setText(command);
}

QString TryPlanDialog::statusText() const
{
    return m_status->text();
}

void TryPlanDialog::setStatus(const QString &text)
{
    m_status->setText(text);
}

void TryPlanDialog::start()
{
    if (stage() != Stage::Setup || !m_source)
        return;
    TrialSequencer::Settings settings;
    settings.interval = m_intervalBox->value();
    settings.beforeIntervals =
        std::max(1, int(std::lround(m_beforeBox->value() / settings.interval)));
    settings.afterIntervals =
        std::max(1, int(std::lround(m_afterBox->value() / settings.interval)));
    m_metricCommand = m_metricEdit->text().trimmed().isEmpty() ? QString() : m_metricEdit->text();
    settings.metricCommand = m_metricCommand;
    // The recordings go to a private folder until the user saves them.
    m_sourceName = m_source->displayName();
    m_work = std::make_unique<QTemporaryDir>();
    auto work = m_work->isValid() ? OutputDir::open(m_work->path()) : Result<OutputDir>(Error{});
    if (work.ok()) {
        auto b = RecordingWriter::createNew(*work, QStringLiteral("before.jsonl"), m_sourceName);
        auto a = RecordingWriter::createNew(*work, QStringLiteral("after.jsonl"), m_sourceName);
        if (b.ok() && a.ok()) {
            m_beforeRec = std::move(b).value();
            m_afterRec = std::move(a).value();
        }
    }
    for (QWidget *w : {static_cast<QWidget *>(m_beforeBox), static_cast<QWidget *>(m_afterBox),
                       static_cast<QWidget *>(m_intervalBox), static_cast<QWidget *>(m_dry),
                       static_cast<QWidget *>(m_metricEdit), static_cast<QWidget *>(m_start)})
        w->setEnabled(false);
    m_started = QDateTime::currentDateTimeUtc();
    m_seq->setRecordings(m_beforeRec.get(), m_afterRec.get());
    if (!m_dry->isChecked() && m_backend)
        m_seq->setHeld(m_backend->held(), [this] { startApply(); });
    m_seq->start(std::move(m_source), settings);
}

void TryPlanDialog::startApply()
{
    // Room for the settle interval, the after phase, the metric command and
    // the answer.
    m_backend->setConfirmTimeout(int(std::ceil(m_intervalBox->value() + m_afterBox->value())) +
                                 (m_metricCommand.isEmpty() ? 300 : 1200));
    m_backend->start(m_plan);
}

void TryPlanDialog::onStage(Stage stage)
{
    switch (stage) {
    case Stage::Before:
        setStatus(tr("Measuring the baseline…"));
        break;
    case Stage::Applying:
        setStatus(tr("Applying the plan…"));
        break;
    case Stage::Settle:
        setStatus(tr("Settling for one interval…"));
        break;
    case Stage::After:
        setStatus(tr("Measuring after the plan…"));
        break;
    default:
        break;
    }
}

QString TryPlanDialog::stopText() const
{
    const MetricFigure &f = m_seq->metricFailure();
    switch (m_seq->stopped()) {
    case TrialSequencer::Stop::SourceEnded:
        return tr("The sample source ended before the trial did.");
    case TrialSequencer::Stop::MetricFailed:
        switch (f.problem) {
        case MetricFigure::Problem::CannotStart:
            return tr("The metric command \"%1\" cannot start: %2")
                .arg(m_metricCommand, f.startError);
        case MetricFigure::Problem::Killed:
            return tr("The metric command \"%1\" was killed.").arg(m_metricCommand);
        case MetricFigure::Problem::ExitStatus:
            return tr("The metric command \"%1\" failed with exit status %2.")
                .arg(m_metricCommand)
                .arg(f.exitCode);
        case MetricFigure::Problem::None:
        case MetricFigure::Problem::NoNumber:
            return tr("The metric command \"%1\" printed no number.").arg(m_metricCommand);
        }
        break;
    default:
        break;
    }
    return m_seq->stopDetail();
}

void TryPlanDialog::onFinished()
{
    const bool heldRan = m_backend && m_backend->state() == ApplyBackend::State::Finished;
    const TrialSequencer::Stop why = m_seq->stopped();
    if (heldRan &&
        (why == TrialSequencer::Stop::NotApplied || why == TrialSequencer::Stop::HeldEnded)) {
        // Before the after phase ended: the figures no longer measure the plan.
        const ApplyResult &r = m_backend->result();
        end(false, tr("The trial stopped: %1")
                       .arg(r.message.isEmpty() ? applyOutcomeText(r.outcome) : r.message));
        return;
    }
    if (heldRan) {
        const ApplyResult &r = m_backend->result();
        end(r.outcome == ApplyOutcome::Kept,
            m_error.isEmpty() ? r.message : m_error + QLatin1Char(' ') + r.message);
        return;
    }
    end(false, m_error.isEmpty() ? tr("Dry run done: nothing was applied.") : m_error);
}

void TryPlanDialog::showVerdict()
{
    m_verdict = computeVerdict(m_seq->before(), m_seq->after());
    m_table->setRowCount(0);
    auto cell = [](const QString &text) {
        auto *item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    };
    for (const MetricVerdict &m : m_verdict->machine) {
        const Comparison &c = m.comparison;
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(metricLabel(m.metric)));
        m_table->setItem(
            row, 1,
            cell(c.before.n ? QString::number(c.before.mean, 'f', 2) : QStringLiteral("-")));
        m_table->setItem(
            row, 2, cell(c.after.n ? QString::number(c.after.mean, 'f', 2) : QStringLiteral("-")));
        m_table->setItem(row, 3,
                         cell(c.before.n && c.after.n ? QString::number(c.change, 'f', 2)
                                                      : QStringLiteral("-")));
        QString j;
        switch (c.judgement) {
        case Judgement::Better:
            j = tr("better");
            break;
        case Judgement::Worse:
            j = tr("worse");
            break;
        case Judgement::Changed:
            j = tr("changed");
            break;
        case Judgement::WithinNoise:
            j = tr("within noise");
            break;
        }
        auto *item = new QTableWidgetItem(j);
        item->setToolTip(c.note);
        m_table->setItem(row, 4, item);
    }
    if (!m_metricCommand.isEmpty()) {
        const MetricVerdict m = figureVerdict(m_seq->metricBefore(), m_seq->metricAfter());
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(tr("Metric command")));
        m_table->setItem(row, 1, cell(QString::number(*m_seq->metricBefore(), 'g', 6)));
        m_table->setItem(row, 2, cell(QString::number(*m_seq->metricAfter(), 'g', 6)));
        m_table->setItem(row, 3, cell(QString::number(m.comparison.change, 'g', 6)));
        auto *item = new QTableWidgetItem(tr("not judged"));
        item->setToolTip(tr("One figure per phase has no spread to judge it against."));
        m_table->setItem(row, 4, item);
    }
    m_table->resizeColumnsToContents();
    if (m_seq->stage() != Stage::Deciding)
        return; // a dry run: it ends now
    m_keep->setEnabled(true);
    m_revert->setEnabled(true);
    setStatus(tr("Keep the plan, or revert it."));
}

void TryPlanDialog::end(bool kept, const QString &message)
{
    m_kept = kept;
    m_keep->setEnabled(false);
    m_revert->setEnabled(false);
    m_save->setEnabled(m_verdict.has_value() && m_work);
    setStatus(message);
    emit trialFinished(kept, message);
}

void TryPlanDialog::reject()
{
    // Closing never keeps a plan on trial.
    if (m_backend && m_backend->state() == ApplyBackend::State::AwaitingConfirm)
        m_backend->revert();
    QDialog::reject();
}

} // namespace irqatlas
