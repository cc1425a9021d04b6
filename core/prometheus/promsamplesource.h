#pragma once

#include "live/samplesource.h"
#include "prometheus/promhost.h"

namespace irqatlas {

// The monitor's samples from one instance of a Prometheus server: each is
// one scrape (its /proc/interrupts and /proc/stat as PromHostSource makes
// them, both evaluated at the scrape's own time), timed by that scrape, so
// the rates between two samples are over the exporter's own interval, not
// the moments irqatlas asked. A tick that finds no newer scrape is a gap
// ("no new scrape"), never a zero rate. Without the exporter's interrupts
// collector the samples have no IRQ rows (per-CPU figures only) and
// noInterrupts() says so; without softirq types (node_exporter before 1.6,
// or its softirqs collector off) they have no /proc/softirqs and
// noSoftirqs() says so.
class PromSampleSource : public SampleSource
{
public:
    PromSampleSource(PromServer server, QString instance);

    QString displayName() const override;
    bool isLive() const override { return true; }
    std::optional<Sample> next() override;

    bool noInterrupts() const { return m_noInterrupts; }
    bool noSoftirqs() const { return m_noSoftirqs; }

private:
    PromHostSource m_host;
    double m_lastScrape = 0;
    bool m_noInterrupts = false;
    bool m_noSoftirqs = false;
};

} // namespace irqatlas
