#include "trialrunner.h"

#include "command.h"
#include "live/sampler.h"
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

enum class Stage
{
    Before,
    Applying,
    Settle,
    After,
    Deciding,
    Done
};

// A phase's rates, between consecutive samples of that phase only.
struct PhaseFeed
{
    std::optional<Sample> last;
    void feed(TrialPhase &phase, const Sample &s)
    {
        if (!s.ok()) {
            if (last)
                phase.add(gapRates(s, s.error));
            return;
        }
        if (last)
            phase.add(computeRates(*last, s));
        last = s;
    }
};

} // namespace

TrialRunner::TrialRunner(const TrialScope &scope, TrialSettings settings)
    : m_settings(std::move(settings)), m_before(scope), m_after(scope)
{
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
    Sampler sampler(std::move(source));
    sampler.setInterval(m_settings.interval);
    Stage stage = Stage::Before;
    PhaseFeed feed;
    bool settleBaseline = false;
    std::int64_t resumedNs = 0;
    // A source that keeps failing must not hold the trial forever.
    const int maxGaps = 10 + 2 * (m_settings.beforeIntervals + m_settings.afterIntervals);
    auto stop = [&](const QString &error) {
        if (outcome.error.isEmpty())
            outcome.error = error;
        sampler.pause();
        if (held && held->applied() && !held->finished()) {
            held->decide(false);
            stage = Stage::Deciding;
        } else {
            stage = Stage::Done;
            loop.quit();
        }
    };
    auto record = [&](RecordingWriter *w, const Sample &s) {
        if (!w)
            return true;
        if (Status st = w->write(s); !st.ok()) {
            stop(st.errorString());
            return false;
        }
        return true;
    };
    auto metric = [&](std::optional<double> &into) {
        if (m_settings.metricCommand.isEmpty())
            return true;
        const MetricFigure f = runMetricCommand(m_settings.metricCommand);
        if (!f.ok()) {
            stop(metricErrorText(m_settings.metricCommand, f));
            return false;
        }
        into = f.value;
        return true;
    };
    auto decide = [&] {
        stage = Stage::Deciding;
        if (!held) {
            stage = Stage::Done;
            loop.quit();
            return;
        }
        held->decide(m_settings.keep);
    };

    QObject::connect(&notifier, &QSocketNotifier::activated, &loop, [&] {
        char buf[16];
        [[maybe_unused]] const ssize_t n = ::read(g_trialSignalFd[1], buf, sizeof buf);
        outcome.interrupted = true;
        stop(QCoreApplication::translate("irqatlas-cli", "interrupted"));
    });
    QObject::connect(&sampler, &Sampler::finished, &loop, [&] {
        stop(QCoreApplication::translate("irqatlas-cli",
                                         "the sample source ended before the trial did"));
    });
    QObject::connect(&sampler, &Sampler::sampleReady, &loop, [&](const Sample &s) {
        if (stage == Stage::Before) {
            if (!record(beforeRecording, s))
                return;
            if (!s.ok() && !feed.last) {
                stop(s.error); // nothing to measure when the first read fails
                return;
            }
            feed.feed(m_before, s);
            if (m_before.gaps() > maxGaps) {
                stop(QCoreApplication::translate("irqatlas-cli", "too many failed samples: %1")
                         .arg(s.error));
                return;
            }
            if (int(m_before.intervals().size()) < m_settings.beforeIntervals)
                return;
            sampler.pause();
            err(QCoreApplication::translate("irqatlas-cli", "baseline done: %n interval(s)",
                                            nullptr, int(m_before.intervals().size())));
            if (!metric(outcome.metricBefore))
                return;
            stage = Stage::Applying;
            startApply();
            if (!held) {
                stage = Stage::Settle;
                resumedNs = monotonicNowNs();
                sampler.resume();
            }
            return;
        }
        if (stage == Stage::Settle) {
            // A tick read before the pause may still be queued.
            if (s.monotonicNs < resumedNs || !s.ok())
                return;
            if (!settleBaseline) {
                settleBaseline = true;
                return;
            }
            // One interval after the apply has passed: its end is the after
            // phase's first sample.
            stage = Stage::After;
            feed = PhaseFeed();
            if (!record(afterRecording, s))
                return;
            feed.feed(m_after, s);
            err(QCoreApplication::translate("irqatlas-cli", "settled; measuring the after phase"));
            return;
        }
        if (stage != Stage::After)
            return;
        if (!record(afterRecording, s))
            return;
        feed.feed(m_after, s);
        if (m_after.gaps() > maxGaps) {
            stop(QCoreApplication::translate("irqatlas-cli", "too many failed samples: %1")
                     .arg(s.error));
            return;
        }
        if (int(m_after.intervals().size()) < m_settings.afterIntervals)
            return;
        sampler.pause();
        if (!metric(outcome.metricAfter))
            return;
        decide();
    });

    QTimer poll;
    poll.setInterval(50);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (!held)
            return;
        if (stage == Stage::Applying) {
            if (held->applied()) {
                outcome.applied = true;
                stage = Stage::Settle;
                resumedNs = monotonicNowNs();
                err(QCoreApplication::translate("irqatlas-cli",
                                                "plan applied; settling for one interval"));
                sampler.resume();
            } else if (held->finished()) {
                stage = Stage::Done;
                outcome.error = QCoreApplication::translate("irqatlas-cli",
                                                            "the helper did not apply the plan");
                loop.quit();
            }
            return;
        }
        if (held->applied())
            outcome.applied = true;
        if ((stage == Stage::Settle || stage == Stage::After) && held->finished()) {
            // The helper's own timeout ran out (or it died) while measuring:
            // the after phase no longer measures the plan.
            outcome.error = QCoreApplication::translate(
                "irqatlas-cli", "the helper rolled the plan back before the after phase ended "
                                "(raise --confirm-timeout)");
            stage = Stage::Done;
            loop.quit();
            return;
        }
        if (stage == Stage::Deciding && held->finished()) {
            stage = Stage::Done;
            loop.quit();
        }
    });
    poll.start();
    sampler.start();
    if (stage != Stage::Done)
        loop.exec();
    sampler.stop();
    poll.stop();
    outcome.kept = held && outcome.applied && held->output().confirmed;

    ::sigaction(SIGINT, &oldInt, nullptr);
    ::sigaction(SIGTERM, &oldTerm, nullptr);
    ::close(g_trialSignalFd[0]);
    ::close(g_trialSignalFd[1]);
    return outcome;
}

} // namespace irqatlas::cli
