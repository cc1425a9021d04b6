#pragma once

#include "live/rates.h"
#include "live/sample.h"
#include "live/samplesource.h"
#include "model/result.h"

#include <QObject>
#include <QString>
#include <memory>

class QThread;

namespace irqatlas {

class SamplerWorker;

// Samples a SampleSource on a worker thread (the UI thread never reads
// /proc or waits on a remote host) and announces every tick as immutable
// values: sampleReady(Sample) with the raw and parsed files, then
// ratesReady(Rates) against the previous good sample. A tick that cannot be
// read emits failed(message) and a gap Rates, and sampling goes on; the rates
// after it span the gap (their interval is measured, so they stay right).
//
// Signals are delivered in the thread the Sampler lives in.
class Sampler : public QObject
{
    Q_OBJECT
public:
    static constexpr double kMinInterval = 0.1;
    static constexpr double kMaxInterval = 60;
    static constexpr double kDefaultInterval = 1;

    explicit Sampler(std::unique_ptr<SampleSource> source, QObject *parent = nullptr);
    ~Sampler() override; // stops the worker (see stop())

    // An interval outside [0.1 s, 60 s] is an Error naming the value.
    static Status checkInterval(double seconds);
    Status setInterval(double seconds);
    double interval() const { return m_interval; }

    // Replays (non-live sources) run as fast as they are consumed unless
    // paced, in which case they wait the recorded time between samples.
    void setPacedReplay(bool paced);

    // The first sample is taken at once; rates follow from the second.
    void start();
    // Stops the timer; safe to call twice. No signal arrives afterwards. The
    // worker thread is joined when it ends within a moment; one still inside
    // a read (a remote host that stopped answering can hold a tick for its
    // timeout) is left to finish and clean up on its own, so closing a window
    // never waits on the network. The application waits for such threads
    // when it quits.
    void stop();
    // A paused sampler reads nothing. Resuming starts a fresh baseline so the
    // first rates after a pause do not average over the pause.
    void pause();
    void resume();

    bool isRunning() const { return m_thread != nullptr; }
    bool isPaused() const { return m_paused; }
    QString sourceName() const { return m_sourceName; }

signals:
    void sampleReady(const irqatlas::Sample &sample);
    void ratesReady(const irqatlas::Rates &rates);
    void failed(const QString &message);
    // The source has no more samples (end of a recording).
    void finished();

private:
    std::unique_ptr<SampleSource> m_pendingSource; // until start() hands it over
    QString m_sourceName;
    double m_interval = kDefaultInterval;
    bool m_paced = false;
    bool m_paused = false;
    QThread *m_thread = nullptr;
    SamplerWorker *m_worker = nullptr;
};

} // namespace irqatlas
