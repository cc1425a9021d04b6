#pragma once

#include "fleet/fleetreport.h"
#include "model/result.h"
#include "prometheus/promclient.h"

namespace irqatlas {

// The fleet as one Prometheus server sees it: one host per instance label of
// node_exporter's series (the jobs that have node_cpu_seconds_total), `up` 0
// as unreachable, CPUs counted from node_cpu_seconds_total, hostname and
// kernel from node_uname_info, numbered IRQ rows from node_interrupts_total
// (when the exporter's interrupts collector is on), and the busiest CPU's
// hard + soft IRQ share over the last windowSeconds. Every figure is
// aggregated on the server: a fleet costs five answers of one series per
// host, whatever its CPU and IRQ counts. What Prometheus does not know
// (topology, classes, irqbalance, findings) stays empty. Hosts are sorted
// by instance. An error of any query is the error.
Result<FleetReport> readPromFleet(const PromServer &server, int windowSeconds);

// The PromQL of readPromFleet, for the tests and docs/CLI.md.
struct PromFleetQueries
{
    QString up, cpus, uname, irqs, busiest;
};
PromFleetQueries promFleetQueries(int windowSeconds);

} // namespace irqatlas
