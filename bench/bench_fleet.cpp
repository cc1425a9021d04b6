// A fleet read over SSH on loopback: one private sshd with a port per host,
// each port's sessions in a namespace of their own that sees a saved
// machine (tests/support/sshd.h, addMachine), read by readFleet as
// `irqatlas-cli fleet` reads them. Prints the time of one host alone, of
// all N hosts --jobs at a time, their ratio and the peak memory.
//
//   bench_fleet [--hosts N] [--jobs J]      (root, openssh-server)

#include "fleet/fleetread.h"
#include "fleet/fleetreport.h"
#include "machine/sshdefaults.h"
#include "savedmachine.h"
#include "sshd.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <cstdio>
#include <memory>
#include <sys/resource.h>

using namespace irqatlas;

namespace {

long peakRssKb()
{
    rusage u = {};
    ::getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

double readMs(const std::vector<FleetHost> &hosts, const FleetReadOptions &o, int &ok)
{
    QElapsedTimer t;
    t.start();
    const auto readings = readFleet(hosts, o);
    const double ms = double(t.nsecsElapsed()) / 1e6;
    ok = 0;
    for (const FleetReading &r : readings)
        ok += r.status == FleetReading::Status::Ok ? 1 : 0;
    // The first failure says why, so a run that is not all ok is explained.
    for (const FleetReading &r : readings)
        if (r.status != FleetReading::Status::Ok) {
            std::fprintf(stderr, "bench_fleet: %s: %s\n", qPrintable(r.host.name),
                         qPrintable(r.error));
            break;
        }
    return ms;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.addOption({QStringLiteral("hosts"), QStringLiteral("Hosts (default 48)."),
                 QStringLiteral("N"), QStringLiteral("48")});
    p.addOption({QStringLiteral("jobs"), QStringLiteral("Hosts at once (default 8)."),
                 QStringLiteral("J"), QStringLiteral("8")});
    p.process(app);
    const int n = std::max(1, p.value(QStringLiteral("hosts")).toInt());
    QTemporaryDir dir;
    const QString root = test::savedMachine(
        QStringLiteral(IRQATLAS_TEST_DATA "/ssh/hwloc-16em64t-4s2c2t-offlines.tar.bz2"),
        dir.filePath(QStringLiteral("m")), "6.1.0-26-amd64");
    if (root.isEmpty()) {
        std::fprintf(stderr, "bench_fleet: cannot unpack the saved machine\n");
        return 1;
    }
    // One sshd listens on at most 16 sockets: as many servers as it takes.
    std::vector<std::unique_ptr<test::SshdFixture>> servers;
    std::vector<FleetHost> hosts;
    hosts.reserve(std::size_t(n));
    for (int i = 0; i < n; ++i) {
        if (i % test::SshdFixture::kMaxMachines == 0)
            servers.push_back(std::make_unique<test::SshdFixture>());
        servers.back()->addMachine(root, QStringLiteral("host-%1").arg(i));
    }
    // One client key for all of them (the first server's), so ssh offers
    // one key, not one per server against sshd's MaxAuthTries.
    QByteArray known;
    QByteArray firstKey;
    for (auto &s : servers) {
        if (!firstKey.isEmpty())
            s->authorizeKey(firstKey);
        if (!s->start()) {
            std::fprintf(stderr, "bench_fleet: no sshd: %s\n", qPrintable(s->skipReason()));
            return 1;
        }
        if (firstKey.isEmpty()) {
            QFile pub(s->clientKey() + QStringLiteral(".pub"));
            if (!pub.open(QIODevice::ReadOnly))
                return 1;
            firstKey = pub.readAll().trimmed();
        }
        known += ' ' + QFile::encodeName(s->knownHosts());
    }
    const QByteArray keys =
        "  IdentityFile " + QFile::encodeName(servers.front()->clientKey()) + "\n";
    for (int i = 0; i < n; ++i)
        hosts.push_back({QStringLiteral("host-%1").arg(i),
                         servers[std::size_t(i / test::SshdFixture::kMaxMachines)]->machineTarget(
                             i % test::SshdFixture::kMaxMachines)});
    // One client config for all of them: every server's key and known_hosts.
    const QString config = dir.filePath(QStringLiteral("ssh_config"));
    QFile cfg(config);
    if (!cfg.open(QIODevice::WriteOnly) || cfg.write("Host *\n" + keys +
                                                     "  IdentitiesOnly yes\n  IdentityAgent none\n"
                                                     "  UserKnownHostsFile" +
                                                     known +
                                                     "\n  GlobalKnownHostsFile /dev/null\n"
                                                     "  CheckHostIP no\n  BatchMode yes\n") < 0)
        return 1;
    cfg.close();
    SshOptions ssh = sshDefaults();
    ssh.controlDir = servers.front()->controlDir();
    setSshDefaults(ssh);
    FleetReadOptions o;
    o.sshConfig = config;
    o.jobs = std::max(1, p.value(QStringLiteral("jobs")).toInt());
    o.timeoutMs = 120000;
    int ok = 0;
    readMs({hosts.front()}, o, ok); // warms the page cache and ssh's own files
    const double one = readMs({hosts.front()}, o, ok);
    const double all = readMs(hosts, o, ok);
    std::printf("hosts %d, jobs %d: one host %.0f ms, all %.0f ms (%d ok), ratio %.1f, peak RSS "
                "%ld MiB\n",
                n, o.jobs, one, all, ok, all / one, peakRssKb() / 1024);
    for (auto &s : servers)
        s->stop();
    return ok == n ? 0 : 1;
}
