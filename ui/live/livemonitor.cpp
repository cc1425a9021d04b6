#include "ui/live/livemonitor.h"

#include "live/recording.h"
#include "live/sampler.h"
#include "procfs/hostsource.h"

#include <QLoggingCategory>

namespace irqatlas {

Q_LOGGING_CATEGORY(lcLive, "irqatlas.ui.live", QtWarningMsg)

LiveMonitor::LiveMonitor(QObject *parent) : QObject(parent), m_interval(Sampler::kDefaultInterval)
{
    qRegisterMetaType<irqatlas::Rates>();
}

LiveMonitor::~LiveMonitor()
{
    stop();
}

void LiveMonitor::startThisMachine()
{
    start(std::make_unique<HostSampleSource>(std::make_shared<DirHostSource>(QStringLiteral("/"))));
}

Status LiveMonitor::startReplay(const QString &path, bool paced)
{
    auto src = RecordingSource::open(path);
    if (!src)
        return src.error();
    start(std::move(src.value()), paced);
    return Ok{};
}

void LiveMonitor::start(std::unique_ptr<SampleSource> source, bool paced)
{
    stop();
    m_sampler = std::make_unique<Sampler>(std::move(source));
    m_sampler->setPacedReplay(paced);
    if (Status s = m_sampler->setInterval(m_interval); !s)
        qCWarning(lcLive) << s.errorString();
    Sampler *sampler = m_sampler.get();
    connect(sampler, &Sampler::ratesReady, this, &LiveMonitor::ratesReady);
    connect(sampler, &Sampler::sampleReady, this, &LiveMonitor::sampleReady);
    // bench/gui-cpu counts these lines to report the CPU time per tick.
    if (lcLive().isDebugEnabled())
        connect(sampler, &Sampler::ratesReady, this,
                [](const Rates &r) { qCDebug(lcLive) << "live tick" << r.monotonicNs; });
    connect(sampler, &Sampler::failed, this, &LiveMonitor::message);
    connect(sampler, &Sampler::finished, this, [this] { emit message(tr("Replay finished")); });
    m_sampler->start();
    emit started(m_sampler->sourceName());
}

void LiveMonitor::stop()
{
    if (!m_sampler)
        return;
    m_sampler->stop();
    m_sampler.reset();
    emit stopped();
}

bool LiveMonitor::isRunning() const
{
    return m_sampler && m_sampler->isRunning();
}
bool LiveMonitor::isPaused() const
{
    return m_sampler && m_sampler->isPaused();
}
QString LiveMonitor::sourceName() const
{
    return m_sampler ? m_sampler->sourceName() : QString();
}

void LiveMonitor::setPaused(bool paused)
{
    if (!m_sampler)
        return;
    if (paused)
        m_sampler->pause();
    else
        m_sampler->resume();
}

void LiveMonitor::setInterval(double seconds)
{
    if (Status s = Sampler::checkInterval(seconds); !s) {
        emit message(s.errorString());
        return;
    }
    m_interval = seconds;
    if (m_sampler)
        (void)m_sampler->setInterval(seconds);
}

void LiveMonitor::feed(const Rates &rates)
{
    emit ratesReady(rates);
}

} // namespace irqatlas
