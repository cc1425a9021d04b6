#pragma once

#include "heldapply.h"
#include "live/recording.h"
#include "live/samplesource.h"
#include "trial/phase.h"

#include <QString>
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
};

struct TrialOutcome
{
    QString error; // non-empty: the trial did not complete (says why)
    bool interrupted = false;
    bool applied = false; // the helper wrote the plan
    bool kept = false;    // and confirmed it
    std::optional<double> metricBefore, metricAfter;
};

// The phases of a trial on one event loop: a baseline of beforeIntervals
// intervals, the --metric command, startApply() (nothing for a dry run) and
// the wait until held says the plan is in place, one interval to settle,
// afterIntervals intervals, the --metric command, then held->decide(keep)
// and the wait for the helper to end. Rates are computed here between
// consecutive samples of a phase (never across the apply), so replaying a
// phase's recording recomputes them exactly. SIGINT/SIGTERM stop the trial:
// a held plan is reverted at once.
class TrialRunner
{
public:
    TrialRunner(const TrialScope &scope, TrialSettings settings);

    TrialOutcome run(std::unique_ptr<SampleSource> source, HeldApply *held,
                     const std::function<void()> &startApply, RecordingWriter *beforeRecording,
                     RecordingWriter *afterRecording);

    const TrialPhase &before() const { return m_before; }
    const TrialPhase &after() const { return m_after; }

private:
    TrialSettings m_settings;
    TrialPhase m_before;
    TrialPhase m_after;
};

} // namespace irqatlas::cli
