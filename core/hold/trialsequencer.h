#pragma once

#include "live/sample.h"
#include "live/samplesource.h"
#include "trial/metriccommand.h"
#include "trial/phase.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>

namespace irqatlas {

class HeldApply;
class RecordingWriter;
class Sampler;

// The steps of a plan's trial, for `irqatlas-cli trial` and Try Plan: a
// baseline of beforeIntervals intervals, the metric command, the apply (held
// by a HeldApply; nothing for a dry run) and the wait until the plan is in
// place, one interval to settle, afterIntervals intervals, the metric
// command, then the decision (keep() or revert()) and the wait until the
// held apply ends. Rates are computed between consecutive samples of one
// phase, never across the apply, so replaying a phase's recording
// recomputes them exactly. stop() at any point undoes a held plan.
class TrialSequencer : public QObject
{
    Q_OBJECT
public:
    enum class Stage
    {
        Setup,
        Before,
        Applying,
        Settle,
        After,
        Deciding,
        Done
    };
    // Why a trial ended before its verdict was decided.
    enum class Stop
    {
        None,
        Requested,         // stop() by the front end (interrupted, closed)
        SourceEnded,       // the sample source ended
        FirstSampleFailed, // strict: the first sample failed (detail: its error)
        TooManyGaps,       // strict: too many failed samples (detail: the last error)
        MetricFailed,      // the metric command failed (metricFailure())
        RecordingFailed,   // a recording could not be written (detail), when stopOnRecordingError
        NotApplied,        // the held apply ended without holding the plan
        HeldEnded,         // the held apply ended before the after phase did
        // The target's own deadline came before the after phase and its
        // metric were done, or before the decision reached it: what was
        // measured may be the machine with the plan already undone.
        DeadlinePassed,
    };
    struct Settings
    {
        double interval = 1;
        int beforeIntervals = 1;
        int afterIntervals = 1;
        QString metricCommand; // empty: none
        // A failed first sample or too many failed samples end the trial.
        bool strict = false;
        // A recording that cannot be written ends the trial; else it is
        // dropped (recordingFailed()) and the trial goes on.
        bool stopOnRecordingError = false;
    };

    explicit TrialSequencer(TrialScope scope, QObject *parent = nullptr);
    ~TrialSequencer() override;

    // held applies the plan when startApply is called; null: a dry run.
    void setHeld(HeldApply *held, std::function<void()> startApply);
    // What each interval's rates go through first (PhaseFeed::RatesHook).
    void setRatesHook(PhaseFeed::RatesHook hook) { m_feed.setRatesHook(std::move(hook)); }
    // Where each phase's samples are written as they come (may be null).
    void setRecordings(RecordingWriter *before, RecordingWriter *after);
    void start(std::unique_ptr<SampleSource> source, const Settings &settings);
    // While Deciding: keeps or undoes the plan on trial.
    void keep();
    void revert();
    // Ends the trial: a held plan is undone and the trial ends once the held
    // apply has. The first reason counts.
    void stop(Stop why, const QString &detail = {});

    Stage stage() const { return m_stage; }
    Stop stopped() const { return m_stop; }
    const QString &stopDetail() const { return m_detail; }
    const MetricFigure &metricFailure() const { return m_metricFailure; }
    const TrialPhase &before() const { return m_before; }
    const TrialPhase &after() const { return m_after; }
    std::optional<double> metricBefore() const { return m_metricBefore; }
    std::optional<double> metricAfter() const { return m_metricAfter; }
    bool metricRunning() const;

signals:
    void stageChanged(irqatlas::TrialSequencer::Stage stage);
    // A phase has its intervals (before its metric command runs).
    void phaseMeasured(bool baseline, int intervals);
    void metricStarted();
    // Both phases and their figures are in; a held plan now waits for
    // keep() or revert() (Deciding), a dry run ends.
    void verdictDue();
    void recordingFailed(const QString &error);
    // stop() with its first reason; the trial ends once a held plan is undone.
    void stopping(irqatlas::TrialSequencer::Stop why);
    void finished();

private:
    void setStage(Stage s);
    void onSample(const Sample &s);
    void onBefore(const Sample &s);
    void onSettle(const Sample &s);
    void onAfter(const Sample &s);
    bool phaseDone(TrialPhase &phase, const Sample &s, int intervals);
    bool record(RecordingWriter *writer, const Sample &s);
    void runMetric(std::optional<double> &figure, const std::function<void()> &next);
    void startApplying();
    void beginSettle();
    void measured();
    void onHeldFinished();
    void armDeadline();
    bool deadlinePassed() const;
    void end();

    TrialScope m_scope;
    TrialPhase m_before;
    TrialPhase m_after;
    Settings m_settings;
    QPointer<HeldApply> m_held;
    std::function<void()> m_startApply;
    RecordingWriter *m_beforeRec = nullptr;
    RecordingWriter *m_afterRec = nullptr;
    std::unique_ptr<Sampler> m_sampler;
    QPointer<MetricRun> m_metricRun;
    PhaseFeed m_feed;
    Stage m_stage = Stage::Setup;
    Stop m_stop = Stop::None;
    QString m_detail;
    MetricFigure m_metricFailure;
    std::optional<double> m_metricBefore;
    std::optional<double> m_metricAfter;
    QTimer m_deadlineTimer; // the held apply's deadline, while the plan is measured
    bool m_settleBaseline = false;
    bool m_decidedAtVerdict = false;
    std::int64_t m_resumedNs = 0;
};

} // namespace irqatlas
