#pragma once

#include "cost/costtracer.h"
#include "hold/heldapply.h"
#include "hold/trialsequencer.h"
#include "live/recording.h"
#include "live/samplesource.h"
#include "trial/phase.h"

#include <QString>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>

namespace irqatlas::cli {

struct TrialSettings
{
    double interval = 1;
    int beforeIntervals = 1;
    int afterIntervals = 1;
    QString metricCommand; // empty: none
    bool keep = false;
    bool cost = false; // hard/soft % from the kernel's irq tracepoints (--cost)
};

struct TrialOutcome
{
    QString error; // non-empty: the trial did not complete (says why)
    bool interrupted = false;
    bool applied = false; // the helper wrote the plan
    bool kept = false;    // and confirmed it
    std::optional<double> metricBefore, metricAfter;
};

// A trial on the terminal: the core's TrialSequencer on an event loop, its
// steps said on stderr, the plan kept (--keep) or reverted once the after
// phase is measured, and SIGINT/SIGTERM stopping it (a held plan is reverted
// at once). held: the apply startApply starts; null for a dry run.
class TrialRunner
{
public:
    TrialRunner(const TrialScope &scope, TrialSettings settings);

    TrialOutcome run(std::unique_ptr<SampleSource> source, HeldApply *held,
                     const std::function<void()> &startApply, RecordingWriter *beforeRecording,
                     RecordingWriter *afterRecording);

    // --cost: each interval's hard and soft % from this tracer (may be null).
    void setTracer(CostTracer *tracer) { m_tracer = tracer; }
    // Why tracing stopped before the trial ended; empty when it did not.
    const QString &tracingStopped() const { return m_tracingStopped; }

    const TrialPhase &before() const { return m_seq.before(); }
    const TrialPhase &after() const { return m_seq.after(); }

private:
    void announce(TrialSequencer::Stage stage, bool held);
    void watchTracing(QTimer &timer);
    QString errorText() const;

    TrialSettings m_settings;
    TrialSequencer m_seq;
    CostTracer *m_tracer = nullptr;
    QString m_tracingStopped;
};

} // namespace irqatlas::cli
