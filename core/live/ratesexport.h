#pragma once

#include "live/rates.h"

#include <string>
#include <vector>

namespace irqatlas {

// The `watch` shapes of docs/CLI.md, written straight into a byte buffer.

// One line (with '\n'):
// {"time": 1764495600.25, "interval": 1.0,
//  "all": {"hardirq_pct": .., "softirq_pct": .., "irqs_per_s": .., "softirqs_per_s": ..},
//  "cpus": [{"cpu": 0, "hardirq_pct": 0.4, "softirq_pct": 2.1, "irqs_per_s": 1520.0,
//            "softirqs_per_s": 120.0}],
//  "top": [{"irq": "41", "name": "virtio3-rx", "per_s": 950.0, "cpus": {"0": 950.0}}]}
// null where a figure is not accounted or a gap. A gap interval prints
// "interval": null, "gap": "<reason>" and empty lists.
void appendRatesJson(std::string &out, const Rates &r, std::size_t topCount);

// time,interval,cpu,hardirq_pct,softirq_pct,irqs_per_s,softirqs_per_s,
// thread_pct: one row per CPU plus an "all" row; empty fields where the JSON
// has null. A new column only ever goes last, so readers by position keep
// working.
void appendRatesCsvHeader(std::string &out);
void appendRatesCsv(std::string &out, const Rates &r);

// The busiest interrupts by rate (rows with a known rate), highest first;
// ties keep /proc/interrupts order.
std::vector<const IrqRate *> topIrqs(const Rates &r, std::size_t count);

// A rate or percentage as the CLI prints it: two decimals, trailing zeros
// dropped down to one ("950.0", "0.35", "2.1").
void appendFixed(std::string &out, double v);

} // namespace irqatlas
