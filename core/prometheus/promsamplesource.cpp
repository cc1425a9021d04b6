#include "prometheus/promsamplesource.h"

#include <QCoreApplication>

namespace irqatlas {

PromSampleSource::PromSampleSource(PromServer server, QString instance)
    : m_host(std::move(server), std::move(instance))
{
}

QString PromSampleSource::displayName() const
{
    return m_host.displayName();
}

std::optional<Sample> PromSampleSource::next()
{
    Sample s;
    s.monotonicNs = monotonicNowNs();
    s.wallMs = wallNowMs();
    auto scrape = m_host.lastScrape();
    if (!scrape) {
        s.error = scrape.errorString();
        return s;
    }
    if (*scrape <= m_lastScrape) {
        s.error = QCoreApplication::translate("Prometheus", "%1: no new scrape since the last "
                                                            "sample")
                      .arg(displayName());
        return s;
    }
    m_host.setTime(*scrape);
    auto stat = m_host.readFile(QStringLiteral("/proc/stat"));
    if (!stat) {
        s.error = stat.errorString();
        return s;
    }
    auto interrupts = m_host.interruptsOrHeader(*stat, m_noInterrupts);
    if (!interrupts) {
        s.error = interrupts.errorString();
        return s;
    }
    auto softirqs = m_host.softirqsIfAny();
    if (!softirqs) {
        s.error = softirqs.errorString();
        return s;
    }
    m_noSoftirqs = !*softirqs;
    m_lastScrape = *scrape;
    // The scrape's time stands for both clocks: only differences count.
    s.monotonicNs = std::int64_t(*scrape * 1e9);
    s.wallMs = std::int64_t(*scrape * 1e3);
    s.interruptsText = std::move(interrupts).value();
    s.statText = std::move(stat).value();
    if (*softirqs)
        s.softirqsText = std::move(**softirqs);
    parseSample(s, displayName());
    return s;
}

} // namespace irqatlas
