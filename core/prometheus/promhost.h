#pragma once

#include "procfs/hostsource.h"
#include "prometheus/promclient.h"

#include <map>

namespace irqatlas {

// One node_exporter instance of a Prometheus server as a host whose files
// are made from its series, so that every reader of a machine (the
// /proc/interrupts parser, readSnapshot, the IRQ table's JSON and table)
// reads it as it reads any other host:
//   /proc/interrupts           node_interrupts_total: a header of the CPUs,
//                              one row per `type` with its counter per CPU
//                              (summed on the server by type and CPU), then
//                              `info` and `devices` as node_exporter split
//                              them from the kernel's line
//   /proc/stat                 node_cpu_seconds_total per CPU and mode, in
//                              USER_HZ (100) ticks
//   /proc/softirqs             node_softirqs_functions_total per type and
//                              CPU (node_exporter 1.6+ with
//                              --collector.softirqs), when it has them
//   /proc/sys/kernel/hostname, osrelease   node_uname_info
// Nothing else exists: no /proc/irq, no /sys, so affinity, node and device
// are unknown (null), never invented. Label values with a control character
// are refused (they would make lines of their own). Each read asks the
// server at that moment.
class PromHostSource : public HostSource
{
public:
    PromHostSource(PromServer server, QString instance);

    QString displayName() const override;
    bool isLocalMachine() const override { return false; }
    QString localRoot() const override { return {}; }
    Result<QByteArray> readFile(const QString &path) const override;
    Result<QStringList> listDir(const QString &path) const override;
    bool exists(const QString &path) const override;
    std::optional<QString> linkTargetName(const QString &) const override { return std::nullopt; }
    std::optional<QString> linkTarget(const QString &) const override { return std::nullopt; }

    // The note for a host whose exporter runs without the interrupts
    // collector (no node_interrupts_total series), empty otherwise.
    static QString interruptsCollectorNote();
    // Likewise for softirq types (node_softirqs_functions_total).
    static QString softirqsCollectorNote();

    // The selector of this instance's series: {instance="…"} with the value
    // escaped as PromQL strings are.
    QString selector() const;

    // Reads evaluate at this time (seconds since the epoch) instead of the
    // server's now: the files of one scrape (see lastScrape).
    void setTime(std::optional<double> time) { m_time = time; }
    // The time of the instance's latest scrape (timestamp(up)); an error
    // naming the instance when Prometheus has no such target.
    Result<double> lastScrape() const;
    // With a header: /proc/interrupts of the CPUs of cpuHeader's /proc/stat
    // and no rows, when the exporter has no interrupts collector (watch then
    // still has per-CPU figures). noRows tells which it was.
    Result<QByteArray> interruptsOrHeader(const QByteArray &statText, bool &noRows) const;

    // /proc/softirqs, or nullopt when the exporter has no softirq types.
    Result<std::optional<QByteArray>> softirqsIfAny() const;

private:
    Result<QByteArray> interrupts() const;
    Error noInterrupts() const;
    Result<QByteArray> stat() const;
    Result<QByteArray> uname(const char *label) const;

    PromServer m_server;
    QString m_instance;
    std::optional<double> m_time;
};

// A PromQL string literal of text: "…" with \ and " and line breaks escaped.
QString promString(const QString &text);

// The queries of an instance's tables (selector: PromHostSource::selector()).
QString interruptCountsQuery(const QString &selector);
QString cpuSecondsQuery(const QString &selector);
QString softirqsQuery(const QString &selector);

// /proc/interrupts from the first sample of each series of
// interruptCountsQuery and the rows' text (group by type, info, devices);
// /proc/stat from those of cpuSecondsQuery. Errors name url.
Result<QByteArray> interruptsText(const std::vector<PromSeries> &counts,
                                  const std::vector<PromSeries> &rows, const QString &url);
Result<QByteArray> statText(const std::vector<PromSeries> &seconds, const QString &url);
// /proc/softirqs from the first sample of each series of softirqsQuery, the
// kernel's types in its order and any other after them by name.
Result<QByteArray> softirqsText(const std::vector<PromSeries> &counts, const QString &url);
// A /proc/interrupts without rows, of the CPUs of statText's cpuN lines.
QByteArray interruptsHeaderFor(const QByteArray &statText);

} // namespace irqatlas
