#pragma once

#include "live/rates.h"
#include "live/samplesource.h"
#include "model/result.h"

#include <QObject>
#include <QString>
#include <memory>

namespace irqatlas {

class Sampler;

// Runs a Sampler (its worker thread reads /proc or the recording; the UI
// thread only receives Rates) and hands every interval to the window.
class LiveMonitor : public QObject
{
    Q_OBJECT
public:
    explicit LiveMonitor(QObject *parent = nullptr);
    ~LiveMonitor() override;

    // Samples this machine's /proc.
    void startThisMachine();
    // Replays a recording written by 'irqatlas-cli watch --record', paced at
    // the recorded speed when `paced`. The error names the file.
    Status startReplay(const QString &path, bool paced = true);
    void start(std::unique_ptr<SampleSource> source, bool paced = true);
    void stop();

    bool isRunning() const;
    bool isPaused() const;
    QString sourceName() const;
    Sampler *sampler() const { return m_sampler.get(); }

public slots:
    void setPaused(bool paused);
    void setInterval(double seconds);
    // Rates from elsewhere (tests, a history): shown as if sampled.
    void feed(const irqatlas::Rates &rates);

signals:
    void ratesReady(const irqatlas::Rates &rates);
    // Every sample read, raw files included (File → Record writes them).
    void sampleReady(const irqatlas::Sample &sample);
    void started(const QString &sourceName);
    void stopped();
    void message(const QString &text);

private:
    std::unique_ptr<Sampler> m_sampler;
    double m_interval;
};

} // namespace irqatlas
