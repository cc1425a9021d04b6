#include "fleet/promfleet.h"

#include "model/printable.h"

#include <QCoreApplication>
#include <cmath>
#include <map>

namespace irqatlas {
namespace {

using Rows = std::map<QString, FleetRow>;

// A count from a sample: a whole number that fits an int, else nothing.
std::optional<int> wholeCount(double v)
{
    if (!(v >= 0) || v > 1e9 || std::floor(v) != v)
        return std::nullopt;
    return int(v);
}

Status readUp(const PromServer &server, const QString &query, Rows &rows)
{
    auto r = promQuery(server, query);
    if (!r)
        return r.error();
    for (const PromSeries &s : r->series) {
        const QString instance = printableText(s.label(u"instance"));
        if (instance.isEmpty())
            continue;
        FleetRow &row = rows[instance];
        row.name = instance;
        row.target = instance;
        row.findingsKnown = false;
        if (s.samples.front().value == 1) {
            row.status = FleetReading::Status::Ok;
        } else {
            row.status = FleetReading::Status::Unreachable;
            row.error = QCoreApplication::translate(
                "PromFleet", "Prometheus' last scrape of it failed (up is 0)");
        }
    }
    return Ok{};
}

// Calls set(row, series) for every series of query whose instance is a host
// Prometheus could scrape.
template <typename Set>
Status each(const PromServer &server, const QString &query, Rows &rows, Set set)
{
    auto r = promQuery(server, query);
    if (!r)
        return r.error();
    for (const PromSeries &s : r->series) {
        auto it = rows.find(printableText(s.label(u"instance")));
        if (it != rows.end() && it->second.status == FleetReading::Status::Ok)
            set(it->second, s);
    }
    return Ok{};
}

} // namespace

PromFleetQueries promFleetQueries(int windowSeconds)
{
    const QString w = QStringLiteral("[%1s]").arg(windowSeconds);
    PromFleetQueries q;
    q.up = QStringLiteral(
        "max by (instance) (up and on (job) group by (job) (node_cpu_seconds_total))");
    q.cpus = QStringLiteral("count by (instance) (node_cpu_seconds_total{mode=\"idle\"})");
    q.uname = QStringLiteral("max by (instance, nodename, release) (node_uname_info)");
    q.irqs = QStringLiteral("count by (instance) (count by (instance, type) "
                            "(node_interrupts_total{type=~\"[0-9]+\"}))");
    // A CPU whose modes did not advance has no share (not 0/0).
    q.busiest = QStringLiteral("100 * max by (instance) ("
                               "sum by (instance, cpu) (rate(node_cpu_seconds_total{mode=~\"irq|"
                               "softirq\"}%1)) / "
                               "(sum by (instance, cpu) (rate(node_cpu_seconds_total%1)) > 0))")
                    .arg(w);
    return q;
}

Result<FleetReport> readPromFleet(const PromServer &server, int windowSeconds)
{
    const PromFleetQueries q = promFleetQueries(windowSeconds);
    Rows rows;
    if (Status s = readUp(server, q.up, rows); !s)
        return s.error();
    // As an empty inventory is: a fleet of nobody is a mistake to say.
    if (rows.empty())
        return Error{QCoreApplication::translate("PromFleet",
                                                 "%1: no node_exporter targets (no job with "
                                                 "node_cpu_seconds_total and instance labels)")
                         .arg(promApiUrl(server, QStringLiteral("/api/v1/query")))};
    const auto cpus = [](FleetRow &row, const PromSeries &s) {
        // /proc/stat, which the cpu collector reads, lists online CPUs only.
        row.cpus = wholeCount(s.samples.front().value);
        row.onlineCpus = row.cpus;
    };
    const auto uname = [](FleetRow &row, const PromSeries &s) {
        row.hostname = printableText(s.label(u"nodename"));
        row.kernel = printableText(s.label(u"release"));
    };
    const auto irqs = [](FleetRow &row, const PromSeries &s) {
        row.irqs = wholeCount(s.samples.front().value);
    };
    const auto busiest = [](FleetRow &row, const PromSeries &s) {
        row.busiestCpuIrqPct = s.samples.front().value;
    };
    for (const Status &s :
         {each(server, q.cpus, rows, cpus), each(server, q.uname, rows, uname),
          each(server, q.irqs, rows, irqs), each(server, q.busiest, rows, busiest)})
        if (!s)
            return s.error();
    FleetReport report;
    report.source = QStringLiteral("prometheus");
    report.hosts.reserve(rows.size());
    for (auto &[instance, row] : rows)
        report.hosts.push_back(std::move(row));
    return report;
}

} // namespace irqatlas
