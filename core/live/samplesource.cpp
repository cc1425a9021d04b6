#include "live/samplesource.h"

namespace irqatlas {

HostSampleSource::HostSampleSource(std::shared_ptr<const HostSource> host) : m_host(std::move(host))
{
}

QString HostSampleSource::displayName() const
{
    return m_host->displayName();
}

std::optional<Sample> HostSampleSource::next()
{
    Sample s = readSample(*m_host, std::move(m_spare), &m_last);
    if (s.ok())
        m_last = s;
    return s;
}

} // namespace irqatlas
