#include "live/sampler.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace irqatlas {
namespace {
Q_LOGGING_CATEGORY(lcSampler, "irqatlas.sampler", QtWarningMsg)
int toMs(double seconds)
{
    return int(std::lround(seconds * 1000));
}
} // namespace

// Lives in the sampler's thread: owns the source and the previous sample, so
// nothing here is touched by two threads.
class SamplerWorker : public QObject
{
    Q_OBJECT
public:
    SamplerWorker(std::unique_ptr<SampleSource> source, double interval, bool paced)
        : m_source(std::move(source)), m_intervalMs(toMs(interval)), m_paced(paced),
          m_live(m_source->isLive())
    {
    }

public slots:
    void begin()
    {
        m_timer = new QTimer(this);
        m_timer->setTimerType(Qt::PreciseTimer);
        connect(m_timer, &QTimer::timeout, this, &SamplerWorker::tick);
        if (m_live) {
            m_timer->setInterval(m_intervalMs);
            m_timer->start();
        } else {
            m_timer->setSingleShot(true);
        }
        tick();
    }
    void halt()
    {
        m_stopped = true;
        if (m_timer)
            m_timer->stop();
    }
    void setPaused(bool paused)
    {
        if (m_paused == paused || m_stopped)
            return;
        m_paused = paused;
        if (paused) {
            m_timer->stop();
            return;
        }
        m_prev.reset(); // a fresh baseline: no rate across the pause
        if (m_live)
            m_timer->start(m_intervalMs);
        tick();
    }
    void setIntervalMs(int ms)
    {
        m_intervalMs = ms;
        if (m_live && m_timer && m_timer->isActive())
            m_timer->start(ms);
    }
    // Replays wait for the consumer before reading on, so a fast replay never
    // queues more than one sample.
    void consumed()
    {
        if (m_live || m_stopped || m_paused || m_finished)
            return;
        int delay = 0;
        if (m_paced && m_nextDelayNs > 0)
            delay = int(std::min<std::int64_t>(m_nextDelayNs / 1000000, 60000));
        m_timer->start(delay);
    }

signals:
    void sampleReady(const irqatlas::Sample &sample);
    void ratesReady(const irqatlas::Rates &rates);
    void failed(const QString &message);
    void finished();

private:
    void tick()
    {
        // A source that waits on the network in a local event loop
        // (Prometheus) lets this thread's timer fire inside next(): that
        // tick is dropped, never run inside the one still reading.
        if (m_stopped || m_paused || m_finished || m_inTick)
            return;
        m_inTick = true;
        std::optional<Sample> s = m_source->next();
        m_inTick = false;
        if (!s) {
            m_finished = true;
            m_timer->stop();
            emit finished();
            return;
        }
        emit sampleReady(*s);
        if (!s->ok()) {
            qCDebug(lcSampler) << "gap:" << s->error;
            emit failed(s->error);
            emit ratesReady(gapRates(*s, s->error));
            return;
        }
        if (m_prev) {
            emit ratesReady(computeRates(*m_prev, *s));
            // A recording's timestamps are outside input: no usable delay
            // (same, backwards, overflowing) reads on at once.
            const std::optional<double> gap = elapsedSeconds(m_prev->monotonicNs, s->monotonicNs);
            m_nextDelayNs = gap ? std::int64_t(std::min(*gap, 60.0) * 1e9) : 0;
        } else if (!m_live) {
            // No rates yet, so no consumer will answer: read the second now.
            m_timer->start(0);
        }
        if (m_prev)
            m_source->recycle(std::move(m_prev->parsed));
        m_prev = std::move(s);
    }

    std::unique_ptr<SampleSource> m_source;
    QTimer *m_timer = nullptr;
    std::optional<Sample> m_prev;
    bool m_inTick = false;
    int m_intervalMs;
    bool m_paced;
    bool m_live;
    bool m_paused = false;
    bool m_stopped = false;
    bool m_finished = false;
    std::int64_t m_nextDelayNs = 0;
};

Sampler::Sampler(std::unique_ptr<SampleSource> source, QObject *parent)
    : QObject(parent), m_pendingSource(std::move(source))
{
    qRegisterMetaType<irqatlas::Sample>();
    qRegisterMetaType<irqatlas::Rates>();
    m_sourceName = m_pendingSource ? m_pendingSource->displayName() : QString();
}

Sampler::~Sampler()
{
    stop();
}

Status Sampler::checkInterval(double seconds)
{
    if (!(seconds >= kMinInterval && seconds <= kMaxInterval))
        return Error{tr("sampling interval %1 s is out of range (%2 s to %3 s)")
                         .arg(seconds)
                         .arg(kMinInterval)
                         .arg(kMaxInterval)};
    return Ok{};
}

Status Sampler::setInterval(double seconds)
{
    Status ok = checkInterval(seconds);
    if (!ok.ok())
        return ok;
    m_interval = seconds;
    if (m_worker)
        QMetaObject::invokeMethod(m_worker, "setIntervalMs", Qt::QueuedConnection,
                                  Q_ARG(int, toMs(seconds)));
    return Ok{};
}

void Sampler::setPacedReplay(bool paced)
{
    m_paced = paced;
}

void Sampler::start()
{
    if (m_thread || !m_pendingSource)
        return;
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("irqatlas-sampler"));
    m_worker = new SamplerWorker(std::move(m_pendingSource), m_interval, m_paced);
    m_worker->moveToThread(m_thread);
    // Re-emitted from this object's thread; a replay reads on only after the
    // consumers connected here have seen the rates.
    connect(m_worker, &SamplerWorker::sampleReady, this, &Sampler::sampleReady);
    connect(m_worker, &SamplerWorker::failed, this, &Sampler::failed);
    connect(m_worker, &SamplerWorker::finished, this, &Sampler::finished);
    connect(m_worker, &SamplerWorker::ratesReady, this, [this](const Rates &r) {
        emit ratesReady(r);
        if (m_worker)
            QMetaObject::invokeMethod(m_worker, "consumed", Qt::QueuedConnection);
    });
    m_thread->start();
    m_paused = false;
    QMetaObject::invokeMethod(m_worker, "begin", Qt::QueuedConnection);
}

void Sampler::stop()
{
    if (!m_thread)
        return;
    SamplerWorker *worker = std::exchange(m_worker, nullptr);
    QThread *thread = std::exchange(m_thread, nullptr);
    // From here on nothing of the worker reaches this object, and ticks
    // already queued towards it are dropped: a stopped sampler is quiet.
    disconnect(worker, nullptr, this, nullptr);
    QCoreApplication::removePostedEvents(this, QEvent::MetaCall);
    thread->setParent(nullptr);
    // halt and quit run in the worker's thread once its current read returns.
    QMetaObject::invokeMethod(
        worker,
        [worker, thread] {
            worker->halt();
            thread->quit();
        },
        Qt::QueuedConnection);
    constexpr int kJoinMs = 250;
    if (thread->wait(kJoinMs)) {
        delete worker; // its thread has ended: nothing runs in it any more
        delete thread;
        return;
    }
    qCDebug(lcSampler) << "worker still reading; it finishes on its own";
    QObject::connect(thread, &QThread::finished, worker, &QObject::deleteLater);
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    if (auto *app = QCoreApplication::instance())
        QObject::connect(app, &QCoreApplication::aboutToQuit, thread, [thread] { thread->wait(); });
}

void Sampler::pause()
{
    m_paused = true;
    if (m_worker)
        QMetaObject::invokeMethod(m_worker, "setPaused", Qt::QueuedConnection, Q_ARG(bool, true));
}

void Sampler::resume()
{
    m_paused = false;
    if (m_worker)
        QMetaObject::invokeMethod(m_worker, "setPaused", Qt::QueuedConnection, Q_ARG(bool, false));
}

} // namespace irqatlas

#include "sampler.moc"
