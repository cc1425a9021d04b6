#pragma once

#include "prometheus/promclient.h"

#include <QDir>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <functional>
#include <memory>

namespace irqatlas::test {

// A private Prometheus with a private node_exporter, both on 127.0.0.1 with
// free ports, for the Prometheus tests: node_exporter reads the proc/ and
// sys/ of a tree the test writes (root()), with the cpu, interrupts and
// uname collectors only; Prometheus scrapes it every second into a
// temporary store, in job "node" together with deadTargets addresses where
// nothing listens (their `up` is 0). Both die with the test process
// (PR_SET_PDEATHSIG) and are stopped by id at the end; their output goes to
// log files in the temporary directory, quoted by failures.
class PromStack
{
public:
    PromStack();
    ~PromStack();
    PromStack(const PromStack &) = delete;
    PromStack &operator=(const PromStack &) = delete;

    // Empty when the Debian packages prometheus and prometheus-node-exporter
    // are installed; else what is missing (the test skips).
    static QString missing();

    // The tree node_exporter reads: write proc/stat, proc/interrupts there
    // (writeTreeFile: atomically) before start().
    QString root() const { return m_dir.filePath(QStringLiteral("tree")); }
    bool writeTreeFile(const QString &relative, const QByteArray &bytes);
    // A /proc/stat of four CPUs after `tick` ticks of 100 jiffies each, of
    // which CPU 2 spends 20 in hard and 10 in soft IRQs and the others 5
    // and 5: shares of 30 % and 10 % whatever the scrape times, for tests
    // that raise the counters by known amounts.
    static QByteArray tickingStat(int tick);

    // Before start(): the exporter is scraped this many more times as
    // other instances ("host-000:9100", …), every seconds (default 1).
    void setAliases(int aliases) { m_aliases = aliases; }
    void setScrapeSeconds(int seconds) { m_scrapeSeconds = seconds; }

    // Starts both and waits until Prometheus is ready. False with error().
    // interrupts false: node_exporter without its interrupts collector;
    // exporterArgs more flags of node_exporter's (another collector).
    bool start(int deadTargets = 1, bool interrupts = true, const QStringList &exporterArgs = {});
    QString error() const { return m_error; }

    PromServer server() const;
    QString url() const;
    QString exporterInstance() const;
    QString deadInstance(int i) const;

    // Polls query until done(answer) holds, within 60 s; each miss calls
    // between() first (a ticker that moves the tree's counters). False with
    // error() naming the query, the last answer or error, and the logs' tails.
    bool waitFor(const QString &query, const std::function<bool(const PromResult &)> &done,
                 const std::function<void()> &between = {});

private:
    bool launch(QProcess &p, const QString &program, const QStringList &args, const QString &log);
    bool fail(const QString &why);
    bool startOnce(int deadTargets, bool interrupts, const QStringList &extraArgs);

    QTemporaryDir m_dir;
    QProcess m_exporter;
    QProcess m_prometheus;
    quint16 m_exporterPort = 0;
    quint16 m_promPort = 0;
    QList<quint16> m_deadPorts;
    int m_aliases = 0;
    int m_scrapeSeconds = 1;
    QString m_error;
};

} // namespace irqatlas::test
