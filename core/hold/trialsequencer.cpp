#include "hold/trialsequencer.h"

#include "hold/heldapply.h"
#include "live/rates.h"
#include "live/recording.h"
#include "live/sampler.h"

#include <QCoreApplication>

namespace irqatlas {

TrialSequencer::TrialSequencer(TrialScope scope, QObject *parent)
    : QObject(parent), m_scope(std::move(scope)), m_before(m_scope), m_after(m_scope)
{
    m_deadlineTimer.setSingleShot(true);
    m_deadlineTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_deadlineTimer, &QTimer::timeout, this, [this] {
        if (m_stage == Stage::Settle || m_stage == Stage::After)
            stop(Stop::DeadlinePassed,
                 QCoreApplication::translate(
                     "TrialSequencer",
                     "the helper's deadline came before the after phase and its metric were "
                     "done: the plan was reverted under them"));
    });
}

// From the plan's hold until the after phase is measured: the trial ends
// when the target undoes the plan by itself, rather than measure that.
void TrialSequencer::armDeadline()
{
    if (!m_held || m_held->state() != HeldApply::State::AwaitingConfirm)
        return;
    m_deadlineTimer.start(std::max<qint64>(0, m_held->deadline().remainingTime()));
}

bool TrialSequencer::deadlinePassed() const
{
    return m_held && (m_held->state() != HeldApply::State::AwaitingConfirm ||
                      m_held->deadline().hasExpired());
}

TrialSequencer::~TrialSequencer() = default;

void TrialSequencer::setHeld(HeldApply *held, std::function<void()> startApply)
{
    if (m_held)
        m_held->disconnect(this);
    m_held = held;
    m_startApply = std::move(startApply);
    if (!held)
        return;
    connect(held, &HeldApply::awaitingConfirm, this, [this] {
        if (m_stage == Stage::Applying)
            beginSettle();
    });
    connect(held, &HeldApply::finished, this, &TrialSequencer::onHeldFinished);
}

void TrialSequencer::setRecordings(RecordingWriter *before, RecordingWriter *after)
{
    m_beforeRec = before;
    m_afterRec = after;
}

bool TrialSequencer::metricRunning() const
{
    return m_metricRun && m_metricRun->isRunning();
}

void TrialSequencer::setStage(Stage s)
{
    m_stage = s;
    emit stageChanged(s);
}

void TrialSequencer::start(std::unique_ptr<SampleSource> source, const Settings &settings)
{
    if (m_stage != Stage::Setup || !source)
        return;
    m_settings = settings;
    m_sampler = std::make_unique<Sampler>(std::move(source));
    m_sampler->setInterval(settings.interval);
    connect(m_sampler.get(), &Sampler::sampleReady, this, &TrialSequencer::onSample);
    connect(m_sampler.get(), &Sampler::finished, this, [this] {
        if (m_stage != Stage::Done && m_stage != Stage::Deciding)
            stop(Stop::SourceEnded);
    });
    setStage(Stage::Before);
    m_sampler->start();
}

void TrialSequencer::onSample(const Sample &s)
{
    // The sampler is paused while the metric command runs; a tick read
    // before the pause must not end the phase a second time.
    if (metricRunning())
        return;
    switch (m_stage) {
    case Stage::Before:
        onBefore(s);
        break;
    case Stage::Settle:
        onSettle(s);
        break;
    case Stage::After:
        onAfter(s);
        break;
    default:
        break;
    }
}

// Feeds s to phase; true once the phase has its intervals (the sampler is
// then paused). A strict trial stops on a failed first sample or too many gaps.
bool TrialSequencer::phaseDone(TrialPhase &phase, const Sample &s, int intervals)
{
    if (m_settings.strict && !s.ok() && !m_feed.started()) {
        stop(Stop::FirstSampleFailed, s.error); // nothing to measure when the first read fails
        return false;
    }
    m_feed.add(phase, s);
    // A source that keeps failing must not hold the trial forever.
    const int maxGaps = 10 + 2 * (m_settings.beforeIntervals + m_settings.afterIntervals);
    if (m_settings.strict && phase.gaps() > maxGaps) {
        stop(Stop::TooManyGaps, s.error);
        return false;
    }
    if (int(phase.intervals().size()) < intervals)
        return false;
    m_sampler->pause();
    emit phaseMeasured(&phase == &m_before, int(phase.intervals().size()));
    return true;
}

void TrialSequencer::onBefore(const Sample &s)
{
    if (!record(m_beforeRec, s))
        return;
    if (phaseDone(m_before, s, m_settings.beforeIntervals))
        runMetric(m_metricBefore, [this] { startApplying(); });
}

void TrialSequencer::onSettle(const Sample &s)
{
    // A tick read before the pause may still be queued.
    if (s.monotonicNs < m_resumedNs || !s.ok())
        return;
    if (!m_settleBaseline) {
        m_settleBaseline = true;
        return;
    }
    // One interval after the apply has passed: its end is the after
    // phase's first sample.
    setStage(Stage::After);
    m_feed.reset();
    if (record(m_afterRec, s))
        m_feed.add(m_after, s);
}

void TrialSequencer::onAfter(const Sample &s)
{
    if (!record(m_afterRec, s))
        return;
    if (phaseDone(m_after, s, m_settings.afterIntervals))
        runMetric(m_metricAfter, [this] {
            // A figure that ends after the deadline measured the undone plan.
            if (deadlinePassed())
                m_deadlineTimer.start(0);
            else
                measured();
        });
}

bool TrialSequencer::record(RecordingWriter *writer, const Sample &s)
{
    if (!writer)
        return true;
    const Status st = writer->write(s);
    if (st.ok())
        return true;
    m_beforeRec = nullptr;
    m_afterRec = nullptr;
    if (m_settings.stopOnRecordingError) {
        stop(Stop::RecordingFailed, st.errorString());
        return false;
    }
    emit recordingFailed(st.errorString());
    return true;
}

void TrialSequencer::runMetric(std::optional<double> &figure, const std::function<void()> &next)
{
    if (m_settings.metricCommand.isEmpty()) {
        next();
        return;
    }
    emit metricStarted();
    auto *run = new MetricRun(this);
    m_metricRun = run;
    connect(run, &MetricRun::finished, this, [this, run, &figure, next] {
        run->deleteLater();
        if (m_stop != Stop::None || m_stage == Stage::Done)
            return;
        const MetricFigure f = run->figure();
        if (!f.ok()) {
            m_metricFailure = f;
            stop(Stop::MetricFailed);
            return;
        }
        figure = f.value;
        next();
    });
    run->start(m_settings.metricCommand);
}

void TrialSequencer::startApplying()
{
    if (!m_held) {
        beginSettle();
        return;
    }
    setStage(Stage::Applying);
    m_startApply();
}

void TrialSequencer::beginSettle()
{
    armDeadline();
    m_settleBaseline = false;
    m_feed.reset();
    m_resumedNs = monotonicNowNs();
    setStage(Stage::Settle);
    m_sampler->resume();
}

void TrialSequencer::measured()
{
    m_deadlineTimer.stop();
    if (!m_held) {
        emit verdictDue();
        end();
        return;
    }
    setStage(Stage::Deciding);
    emit verdictDue();
    // Answered at once (the CLI): the held apply's end then tells exactly
    // whether the deadline came first (onHeldFinished).
    m_decidedAtVerdict = m_held && m_held->state() == HeldApply::State::Finishing;
}

void TrialSequencer::keep()
{
    if (m_stage == Stage::Deciding && m_held)
        m_held->confirm();
}

void TrialSequencer::revert()
{
    if (m_stage == Stage::Deciding && m_held)
        m_held->revert();
}

void TrialSequencer::stop(Stop why, const QString &detail)
{
    if (m_stage == Stage::Done)
        return;
    if (m_stop == Stop::None) {
        m_stop = why;
        m_detail = detail;
        emit stopping(why);
    }
    if (m_sampler)
        m_sampler->pause();
    if (m_metricRun && m_metricRun->isRunning())
        m_metricRun->deleteLater(); // its command is killed
    if (m_held && m_held->running()) {
        // A plan on trial is undone now; the held apply's end ends the trial.
        m_held->revert();
        if (m_stage != Stage::Deciding)
            setStage(Stage::Deciding);
        return;
    }
    end();
}

void TrialSequencer::onHeldFinished()
{
    const HelperOutput &out = m_held->result().output;
    switch (m_stage) {
    case Stage::Deciding:
        // The helper ended the wait by its own deadline, not by the decision
        // sent once everything was measured: the deadline may have come
        // before the after phase's metric ended.
        if (m_stop == Stop::None && m_decidedAtVerdict &&
            (out.endedBy == QLatin1String("timeout") || out.endedBy == QLatin1String("watchdog"))) {
            m_stop = Stop::DeadlinePassed;
            m_detail = QCoreApplication::translate(
                "TrialSequencer", "the helper reverted the plan at its deadline before the "
                                  "trial's decision reached it: the after phase may have "
                                  "measured the machine without the plan");
            emit stopping(m_stop);
        }
        end();
        break;
    case Stage::Applying:
        stop(Stop::NotApplied);
        break;
    case Stage::Settle:
    case Stage::After:
        // The helper's own timeout ran out (or it died) while measuring:
        // the after phase no longer measures the plan.
        stop(Stop::HeldEnded);
        break;
    default:
        break;
    }
}

void TrialSequencer::end()
{
    if (m_stage == Stage::Done)
        return;
    m_deadlineTimer.stop();
    if (m_sampler)
        m_sampler->stop();
    setStage(Stage::Done);
    emit finished();
}

} // namespace irqatlas
