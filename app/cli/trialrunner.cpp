#include "trialrunner.h"

#include "command.h"
#include "metrictext.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QSocketNotifier>
#include <QTimer>
#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace irqatlas::cli {
namespace {

int g_trialSignalFd[2] = {-1, -1};

void onTrialSignal(int)
{
    const char b = 1;
    [[maybe_unused]] const ssize_t n = ::write(g_trialSignalFd[0], &b, 1);
}

} // namespace

TrialRunner::TrialRunner(const TrialScope &scope, TrialSettings settings)
    : m_settings(std::move(settings)), m_seq(scope)
{
}

void TrialRunner::announce(TrialSequencer::Stage stage, bool held)
{
    if (stage == TrialSequencer::Stage::Settle && held)
        err(QCoreApplication::translate("irqatlas-cli", "plan applied; settling for one interval"));
    else if (stage == TrialSequencer::Stage::After)
        err(QCoreApplication::translate("irqatlas-cli", "settled; measuring the after phase"));
}

QString TrialRunner::errorText() const
{
    const QString &detail = m_seq.stopDetail();
    switch (m_seq.stopped()) {
    case TrialSequencer::Stop::None:
        return {};
    case TrialSequencer::Stop::SourceEnded:
        return QCoreApplication::translate("irqatlas-cli",
                                           "the sample source ended before the trial did");
    case TrialSequencer::Stop::TooManyGaps:
        return QCoreApplication::translate("irqatlas-cli", "too many failed samples: %1")
            .arg(detail);
    case TrialSequencer::Stop::MetricFailed:
        return metricErrorText(m_settings.metricCommand, m_seq.metricFailure());
    case TrialSequencer::Stop::NotApplied:
        return QCoreApplication::translate("irqatlas-cli", "the helper did not apply the plan");
    case TrialSequencer::Stop::HeldEnded:
        return QCoreApplication::translate(
            "irqatlas-cli", "the helper rolled the plan back before the after phase ended "
                            "(raise --confirm-timeout)");
    case TrialSequencer::Stop::DeadlinePassed:
        return detail + QCoreApplication::translate("irqatlas-cli", " (raise --confirm-timeout)");
    case TrialSequencer::Stop::Requested:
    case TrialSequencer::Stop::FirstSampleFailed:
    case TrialSequencer::Stop::RecordingFailed:
        break;
    }
    return detail;
}

// --cost: the tracer drained every 100 ms, and each interval's hard and soft %
// from it; what was traced between phases (the apply, the settle interval,
// the metric command) is dropped.
void TrialRunner::watchTracing(QTimer &timer)
{
    if (!m_tracer)
        return;
    timer.setInterval(100);
    QObject::connect(&timer, &QTimer::timeout, &timer, [this] { m_tracer->drain(); });
    timer.start();
    m_seq.setRatesHook([this](Rates *r) {
        const TracedInterval t = m_tracer->take();
        if (!t.stoppedEarly.isEmpty() && m_tracingStopped.isEmpty()) {
            m_tracingStopped = t.stoppedEarly;
            err(QCoreApplication::translate("irqatlas-cli",
                                            "irqatlas-cli: %1; hard and soft % come from "
                                            "/proc/stat from now on")
                    .arg(t.stoppedEarly));
        }
        if (r)
            applyTracedTimes(*r, t);
    });
}

TrialOutcome TrialRunner::run(std::unique_ptr<SampleSource> source, HeldApply *held,
                              const std::function<void()> &startApply,
                              RecordingWriter *beforeRecording, RecordingWriter *afterRecording)
{
    TrialOutcome outcome;
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_trialSignalFd) != 0) {
        outcome.error =
            QCoreApplication::translate("irqatlas-cli", "cannot set up signal handling");
        return outcome;
    }
    QSocketNotifier notifier(g_trialSignalFd[1], QSocketNotifier::Read);
    struct sigaction sa = {};
    sa.sa_handler = onTrialSignal;
    sigemptyset(&sa.sa_mask);
    struct sigaction oldInt = {}, oldTerm = {};
    ::sigaction(SIGINT, &sa, &oldInt);
    ::sigaction(SIGTERM, &sa, &oldTerm);

    QEventLoop loop;
    QObject::connect(&notifier, &QSocketNotifier::activated, &loop, [&] {
        char buf[16];
        [[maybe_unused]] const ssize_t n = ::read(g_trialSignalFd[1], buf, sizeof buf);
        outcome.interrupted = true;
        m_seq.stop(TrialSequencer::Stop::Requested,
                   QCoreApplication::translate("irqatlas-cli", "interrupted"));
    });
    QObject::connect(&m_seq, &TrialSequencer::phaseMeasured, &loop, [](bool baseline, int n) {
        if (baseline)
            err(QCoreApplication::translate("irqatlas-cli", "baseline done: %n interval(s)",
                                            nullptr, n));
    });
    QObject::connect(&m_seq, &TrialSequencer::stageChanged, &loop,
                     [this, held](TrialSequencer::Stage stage) { announce(stage, held); });
    QObject::connect(&m_seq, &TrialSequencer::verdictDue, &loop, [this] {
        if (m_settings.keep)
            m_seq.keep();
        else
            m_seq.revert();
    });
    QObject::connect(&m_seq, &TrialSequencer::finished, &loop, &QEventLoop::quit);

    TrialSequencer::Settings settings;
    settings.interval = m_settings.interval;
    settings.beforeIntervals = m_settings.beforeIntervals;
    settings.afterIntervals = m_settings.afterIntervals;
    settings.metricCommand = m_settings.metricCommand;
    settings.strict = true;
    settings.stopOnRecordingError = true;
    QTimer drainTimer;
    watchTracing(drainTimer);
    m_seq.setHeld(held, startApply);
    m_seq.setRecordings(beforeRecording, afterRecording);
    m_seq.start(std::move(source), settings);
    if (m_seq.stage() != TrialSequencer::Stage::Done)
        loop.exec();

    outcome.error = errorText();
    outcome.applied = held && held->applied();
    outcome.kept = outcome.applied && held->result().output.confirmed;
    outcome.metricBefore = m_seq.metricBefore();
    outcome.metricAfter = m_seq.metricAfter();

    ::sigaction(SIGINT, &oldInt, nullptr);
    ::sigaction(SIGTERM, &oldTerm, nullptr);
    ::close(g_trialSignalFd[0]);
    ::close(g_trialSignalFd[1]);
    return outcome;
}

} // namespace irqatlas::cli
