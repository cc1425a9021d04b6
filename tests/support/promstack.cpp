#include "promstack.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>
#include <vector>

namespace irqatlas::test {
namespace {

const QString kPrometheus = QStringLiteral("prometheus");
const QString kExporter = QStringLiteral("prometheus-node-exporter");
constexpr int kDeadlineMs = 60000;

// Ports nothing listens on right now, all different: each probe stays open
// until the last is picked, or the kernel may hand out one port twice (a
// "dead" target on Prometheus' own port would answer).
QList<quint16> freePorts(int n)
{
    std::vector<std::unique_ptr<QTcpServer>> probes;
    QList<quint16> ports;
    for (int i = 0; i < n; ++i) {
        auto probe = std::make_unique<QTcpServer>();
        if (!probe->listen(QHostAddress::LocalHost, 0))
            return {};
        ports << probe->serverPort();
        probes.push_back(std::move(probe));
    }
    return ports;
}

QString tail(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray all = f.readAll();
    return QString::fromUtf8(all.right(1500));
}

void stop(QProcess &p)
{
    if (p.state() == QProcess::NotRunning)
        return;
    p.terminate();
    if (!p.waitForFinished(10000)) {
        p.kill();
        p.waitForFinished(10000);
    }
}

} // namespace

PromStack::PromStack()
{
    QDir(m_dir.path()).mkpath(QStringLiteral("tree/proc"));
    QDir(m_dir.path()).mkpath(QStringLiteral("tree/sys"));
}

PromStack::~PromStack()
{
    stop(m_prometheus);
    stop(m_exporter);
}

QString PromStack::missing()
{
    QStringList gone;
    for (const QString &p : {kPrometheus, kExporter})
        if (QStandardPaths::findExecutable(p).isEmpty())
            gone << p;
    return gone.join(QLatin1Char(' '));
}

QByteArray PromStack::tickingStat(int tick)
{
    QByteArray s = "cpu  0 0 0 0 0 0 0 0 0 0\n";
    for (int cpu = 0; cpu < 4; ++cpu) {
        const int irq = cpu == 2 ? 20 : 5, soft = cpu == 2 ? 10 : 5;
        // Every counter starts far from 0: rate() does not extrapolate a
        // counter back past its zero point, which would bend the shares in
        // a window that holds the first scrapes.
        const qint64 base = 1000000;
        s += QStringLiteral("cpu%1 %2 0 0 %3 0 %4 %5 0 0 0\n")
                 .arg(cpu)
                 .arg(base + qint64(tick) * (100 - irq - soft))
                 .arg(base)
                 .arg(base + qint64(tick) * irq)
                 .arg(base + qint64(tick) * soft)
                 .toLatin1();
    }
    return s + "intr 0\nctxt 0\nbtime 1764495600\nprocesses 1\nprocs_running 1\n"
               "procs_blocked 0\nsoftirq 0 0 0 0 0 0 0 0 0 0 0\n";
}

bool PromStack::writeTreeFile(const QString &relative, const QByteArray &bytes)
{
    // node_exporter reads while the test writes: a rename, never a half file.
    QSaveFile f(QDir(root()).filePath(relative));
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.commit();
}

bool PromStack::fail(const QString &why)
{
    m_error = why + QStringLiteral("\n--- node_exporter:\n") +
              tail(m_dir.filePath(QStringLiteral("exporter.log"))) +
              QStringLiteral("\n--- prometheus:\n") +
              tail(m_dir.filePath(QStringLiteral("prometheus.log")));
    return false;
}

bool PromStack::launch(QProcess &p, const QString &program, const QStringList &args,
                       const QString &log)
{
    p.setProgram(QStandardPaths::findExecutable(program));
    p.setArguments(args);
    p.setStandardOutputFile(m_dir.filePath(log));
    p.setStandardErrorFile(m_dir.filePath(log));
    const pid_t parent = ::getpid();
    p.setChildProcessModifier([parent] {
        // Between fork and exec: async-signal-safe calls only.
        if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || ::getppid() != parent)
            ::_exit(127);
    });
    p.start();
    if (!p.waitForStarted(kDeadlineMs))
        return fail(QStringLiteral("cannot start %1: %2").arg(program, p.errorString()));
    return true;
}

bool PromStack::start(int deadTargets, bool interrupts, const QStringList &extraArgs)
{
    // The ports are free when picked but not held: a test beside this one
    // may bind one first. Such a start ends with a server that could not
    // listen, and is tried again on other ports.
    for (int attempt = 0;; ++attempt) {
        if (startOnce(deadTargets, interrupts, extraArgs))
            return true;
        const QString logs = tail(m_dir.filePath(QStringLiteral("exporter.log"))) +
                             tail(m_dir.filePath(QStringLiteral("prometheus.log")));
        if (attempt == 2 || !logs.contains(QLatin1String("address already in use")))
            return false;
        for (QProcess *p : {&m_exporter, &m_prometheus}) {
            p->kill();
            p->waitForFinished(kDeadlineMs);
        }
    }
}

bool PromStack::startOnce(int deadTargets, bool interrupts, const QStringList &extraArgs)
{
    QList<quint16> ports = freePorts(2 + deadTargets);
    if (ports.size() != 2 + deadTargets)
        return fail(QStringLiteral("no free ports on 127.0.0.1"));
    m_exporterPort = ports.takeFirst();
    m_promPort = ports.takeFirst();
    m_deadPorts = ports;
    QStringList exporterArgs{
        QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(m_exporterPort),
        QStringLiteral("--path.procfs=%1/proc").arg(root()),
        QStringLiteral("--path.sysfs=%1/sys").arg(root()),
        QStringLiteral("--collector.disable-defaults"),
        QStringLiteral("--collector.cpu"),
        QStringLiteral("--collector.uname")};
    if (interrupts)
        exporterArgs << QStringLiteral("--collector.interrupts");
    exporterArgs += extraArgs;
    if (!launch(m_exporter, kExporter, exporterArgs, QStringLiteral("exporter.log")))
        return false;
    QStringList targets{QStringLiteral("'%1'").arg(exporterInstance())};
    for (int i = 0; i < deadTargets; ++i)
        targets << QStringLiteral("'%1'").arg(deadInstance(i));
    QByteArray config = QStringLiteral("global:\n  scrape_interval: %2s\n"
                                       "  evaluation_interval: %2s\n"
                                       "scrape_configs:\n  - job_name: node\n"
                                       "    static_configs:\n      - targets: [%1]\n")
                            .arg(targets.join(QStringLiteral(", ")))
                            .arg(m_scrapeSeconds)
                            .toUtf8();
    for (int i = 0; i < m_aliases; ++i)
        config += QStringLiteral("      - targets: ['%1']\n        labels: {instance: "
                                 "'host-%2:9100'}\n")
                      .arg(exporterInstance())
                      .arg(i, 3, 10, QLatin1Char('0'))
                      .toUtf8();
    QFile f(m_dir.filePath(QStringLiteral("prometheus.yml")));
    if (!f.open(QIODevice::WriteOnly) || f.write(config) != config.size())
        return fail(QStringLiteral("cannot write prometheus.yml"));
    f.close();
    if (!launch(
            m_prometheus, kPrometheus,
            {QStringLiteral("--config.file=%1").arg(f.fileName()),
             QStringLiteral("--storage.tsdb.path=%1").arg(m_dir.filePath(QStringLiteral("data"))),
             QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(m_promPort)},
            QStringLiteral("prometheus.log")))
        return false;
    // Ready when a query answers (the API is up and the store open).
    return waitFor(QStringLiteral("vector(1)"), [](const PromResult &) { return true; });
}

PromServer PromStack::server() const
{
    PromServer s;
    s.url = QUrl(url());
    s.timeoutMs = 10000;
    return s;
}

QString PromStack::url() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(m_promPort);
}

QString PromStack::exporterInstance() const
{
    return QStringLiteral("127.0.0.1:%1").arg(m_exporterPort);
}

QString PromStack::deadInstance(int i) const
{
    return QStringLiteral("127.0.0.1:%1").arg(m_deadPorts.value(i));
}

bool PromStack::waitFor(const QString &query, const std::function<bool(const PromResult &)> &done,
                        const std::function<void()> &between)
{
    QDeadlineTimer deadline(kDeadlineMs);
    QString last;
    PromServer s = server();
    s.timeoutMs = 2000;
    while (!deadline.hasExpired()) {
        if (m_prometheus.state() == QProcess::NotRunning ||
            m_exporter.state() == QProcess::NotRunning)
            return fail(QStringLiteral("a server exited while waiting for %1").arg(query));
        auto r = promQuery(s, query);
        if (r && done(*r))
            return true;
        last = r ? QStringLiteral("%1 series").arg(r->series.size()) : r.errorString();
        if (between)
            between();
        // Paces the polls; the condition is the server's answer, not the time.
        QTest::qWait(200);
    }
    return fail(QStringLiteral("%1 did not hold within %2 s (last: %3)")
                    .arg(query)
                    .arg(kDeadlineMs / 1000)
                    .arg(last));
}

} // namespace irqatlas::test
