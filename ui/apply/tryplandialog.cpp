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
    : QDialog(parent), m_plan(std::move(plan)), m_scope(std::move(scope)),
      m_source(std::move(source)), m_backend(backend), m_before(m_scope), m_after(m_scope)
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
    connect(m_keep, &QPushButton::clicked, this, [this] {
        if (m_stage == Stage::Deciding && m_backend)
            m_backend->confirm();
    });
    connect(m_revert, &QPushButton::clicked, this, [this] {
        if (m_stage == Stage::Deciding && m_backend)
            m_backend->revert();
    });
    connect(close, &QPushButton::clicked, this, &TryPlanDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);

    if (m_backend) {
        connect(m_backend, &ApplyBackend::awaitingConfirm, this, [this](int) {
            m_applied = true;
            if (m_stage == Stage::Applying)
                beginAfterWait();
        });
        connect(m_backend, &ApplyBackend::countdown, this, [this](int left) {
            if (m_stage == Stage::Deciding)
                setStatus(
                    tr("Keep the plan, or revert it; without an answer it is reverted in %1 s.")
                        .arg(left));
        });
        connect(m_backend, &ApplyBackend::finished, this, [this](const ApplyResult &r) {
            if (m_stage == Stage::Done)
                return;
            if (m_stage == Stage::Deciding) {
                end(r.outcome == ApplyOutcome::Kept,
                    m_error.isEmpty() ? r.message : m_error + QLatin1Char(' ') + r.message);
                return;
            }
            // Before the after phase ended: the figures no longer measure the plan.
            if (m_sampler)
                m_sampler->pause();
            end(false, tr("The trial stopped: %1")
                           .arg(r.message.isEmpty() ? applyOutcomeText(r.outcome) : r.message));
        });
    }
}

TryPlanDialog::~TryPlanDialog()
{
    if (m_stage != Stage::Done && m_backend &&
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
    if (m_stage != Stage::Setup || !m_source)
        return;
    const double interval = m_intervalBox->value();
    m_beforeIntervals = std::max(1, int(std::lround(m_beforeBox->value() / interval)));
    m_afterIntervals = std::max(1, int(std::lround(m_afterBox->value() / interval)));
    m_metricCommand = m_metricEdit->text().trimmed().isEmpty() ? QString() : m_metricEdit->text();
    // The recordings go to a private folder until the user saves them.
    m_sourceName = m_source->displayName();
    m_work = std::make_unique<QTemporaryDir>();
    if (m_work->isValid()) {
        auto b =
            RecordingWriter::create(m_work->filePath(QStringLiteral("before.jsonl")), m_sourceName);
        auto a =
            RecordingWriter::create(m_work->filePath(QStringLiteral("after.jsonl")), m_sourceName);
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
    m_sampler = std::make_unique<Sampler>(std::move(m_source));
    m_sampler->setInterval(interval);
    connect(m_sampler.get(), &Sampler::sampleReady, this, &TryPlanDialog::onSample);
    connect(m_sampler.get(), &Sampler::finished, this, [this] {
        if (m_stage != Stage::Done && m_stage != Stage::Deciding)
            end(false, tr("The sample source ended before the trial did."));
    });
    m_stage = Stage::Before;
    setStatus(tr("Measuring the baseline…"));
    m_sampler->start();
}

void TryPlanDialog::feed(TrialPhase &phase, const Sample &s)
{
    if (!s.ok()) {
        if (m_last)
            phase.add(gapRates(s, s.error));
        return;
    }
    if (m_last)
        phase.add(computeRates(*m_last, s));
    m_last = s;
}

void TryPlanDialog::onSample(const Sample &s)
{
    // The sampler is paused while the metric command runs; a tick read
    // before the pause must not end the phase a second time.
    if (m_metricRun && m_metricRun->isRunning())
        return;
    if (m_stage == Stage::Before) {
        record(m_beforeRec.get(), s);
        feed(m_before, s);
        if (int(m_before.intervals().size()) < m_beforeIntervals)
            return;
        m_sampler->pause();
        runMetric(m_metricBefore, [this] { afterBaseline(); });
        return;
    }
    if (m_stage == Stage::Settle) {
        if (s.monotonicNs < m_resumedNs || !s.ok())
            return;
        if (!m_settleBaseline) {
            m_settleBaseline = true;
            return;
        }
        m_stage = Stage::After;
        m_last.reset();
        record(m_afterRec.get(), s);
        feed(m_after, s);
        setStatus(tr("Measuring after the plan…"));
        return;
    }
    if (m_stage != Stage::After)
        return;
    record(m_afterRec.get(), s);
    feed(m_after, s);
    if (int(m_after.intervals().size()) < m_afterIntervals)
        return;
    m_sampler->pause();
    // Closed, so that Save Results copies complete files.
    m_beforeRec.reset();
    m_afterRec.reset();
    runMetric(m_metricAfter, [this] { showVerdict(); });
}

void TryPlanDialog::afterBaseline()
{
    if (m_dry->isChecked() || !m_backend) {
        beginAfterWait();
        return;
    }
    m_stage = Stage::Applying;
    setStatus(tr("Applying the plan…"));
    // Room for the settle interval, the after phase, the metric command and
    // the answer.
    m_backend->setConfirmTimeout(int(std::ceil(m_intervalBox->value() + m_afterBox->value())) +
                                 (m_metricCommand.isEmpty() ? 300 : 1200));
    m_backend->start(m_plan);
}

void TryPlanDialog::record(RecordingWriter *writer, const Sample &s)
{
    if (!writer)
        return;
    if (Status st = writer->write(s); !st.ok()) {
        // The trial goes on; only Save Results loses the recordings.
        m_beforeRec.reset();
        m_afterRec.reset();
        m_work.reset();
    }
}

void TryPlanDialog::runMetric(std::optional<double> &figure, const std::function<void()> &next)
{
    if (m_metricCommand.isEmpty()) {
        next();
        return;
    }
    setStatus(tr("Running the metric command…"));
    delete m_metricRun;
    m_metricRun = new MetricRun(this);
    connect(m_metricRun, &MetricRun::finished, this, [this, &figure, next] {
        const MetricFigure f = m_metricRun->figure();
        if (m_stage == Stage::Done)
            return;
        QString problem;
        switch (f.problem) {
        case MetricFigure::Problem::None:
            break;
        case MetricFigure::Problem::CannotStart:
            problem =
                tr("The metric command \"%1\" cannot start: %2").arg(m_metricCommand, f.startError);
            break;
        case MetricFigure::Problem::Killed:
            problem = tr("The metric command \"%1\" was killed.").arg(m_metricCommand);
            break;
        case MetricFigure::Problem::ExitStatus:
            problem = tr("The metric command \"%1\" failed with exit status %2.")
                          .arg(m_metricCommand)
                          .arg(f.exitCode);
            break;
        case MetricFigure::Problem::NoNumber:
            problem = tr("The metric command \"%1\" printed no number.").arg(m_metricCommand);
            break;
        }
        if (!problem.isEmpty()) {
            fail(problem);
            return;
        }
        figure = f.value;
        next();
    });
    m_metricRun->start(m_metricCommand);
}

void TryPlanDialog::fail(const QString &message)
{
    m_error = message;
    if (m_sampler)
        m_sampler->pause();
    // A plan on trial is undone now; the backend's end then ends the trial.
    if (m_backend && m_backend->state() == ApplyBackend::State::AwaitingConfirm) {
        m_stage = Stage::Deciding;
        setStatus(message);
        m_backend->revert();
        return;
    }
    end(false, message);
}

void TryPlanDialog::beginAfterWait()
{
    m_stage = Stage::Settle;
    m_settleBaseline = false;
    m_last.reset();
    setStatus(tr("Settling for one interval…"));
    m_resumedNs = monotonicNowNs();
    m_sampler->resume();
}

void TryPlanDialog::showVerdict()
{
    m_verdict = computeVerdict(m_before, m_after);
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
        const MetricVerdict m = figureVerdict(m_metricBefore, m_metricAfter);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(tr("Metric command")));
        m_table->setItem(row, 1, cell(QString::number(*m_metricBefore, 'g', 6)));
        m_table->setItem(row, 2, cell(QString::number(*m_metricAfter, 'g', 6)));
        m_table->setItem(row, 3, cell(QString::number(m.comparison.change, 'g', 6)));
        auto *item = new QTableWidgetItem(tr("not judged"));
        item->setToolTip(tr("One figure per phase has no spread to judge it against."));
        m_table->setItem(row, 4, item);
    }
    m_table->resizeColumnsToContents();
    if (m_dry->isChecked() || !m_backend) {
        end(false, tr("Dry run done: nothing was applied."));
        return;
    }
    m_stage = Stage::Deciding;
    m_keep->setEnabled(true);
    m_revert->setEnabled(true);
    setStatus(tr("Keep the plan, or revert it."));
}

void TryPlanDialog::end(bool kept, const QString &message)
{
    m_stage = Stage::Done;
    m_kept = kept;
    m_keep->setEnabled(false);
    m_revert->setEnabled(false);
    m_save->setEnabled(m_verdict.has_value() && m_work);
    if (m_sampler)
        m_sampler->stop();
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
