#include "live/samplesource.h"

#include <unistd.h>

namespace irqatlas {

HostSampleSource::HostSampleSource(std::shared_ptr<const HostSource> host) : m_host(std::move(host))
{
    if (!m_host->localRoot().isEmpty())
        m_threads = std::make_unique<ThreadTimesReader>(
            m_host->isLocalMachine() ? ::sysconf(_SC_CLK_TCK) : 100);
}

HostSampleSource::~HostSampleSource() = default;

QString HostSampleSource::displayName() const
{
    return m_host->displayName();
}

std::optional<Sample> HostSampleSource::next()
{
    Sample s = readSample(*m_host, std::move(m_spare), &m_last);
    if (s.ok() && m_threads)
        s.threads = m_threads->read(*m_host);
    if (s.ok())
        m_last = s;
    return s;
}

} // namespace irqatlas
