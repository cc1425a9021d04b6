// First full view of a remote host over SSH: connect + collect + unpack +
// parse, cold (new connection) and warm (control master reused).
//
//   bench_ssh [--runs N] [--host [user@]host[:port] [--ssh-config FILE]]
//
// Without --host it starts a private sshd on 127.0.0.1 (as the tests do;
// needs root and openssh-server) and measures the loopback host.

#include "snapshot.h"
#include "sshd.h"
#include "sshhostsource.h"
#include "sshsession.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace irqatlas;

namespace {

struct Times
{
    std::vector<double> connect, collect, parse, total;
};

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double best(const std::vector<double> &v) { return v.empty() ? 0 : *std::min_element(v.begin(), v.end()); }

void print(const char *what, const Times &t)
{
    std::printf("%-6s connect %7.1f ms  collect %7.1f ms  parse %6.1f ms  total %7.1f ms "
                "(median; best total %.1f ms)\n",
                what, median(t.connect), median(t.collect), median(t.parse), median(t.total),
                best(t.total));
}

// One view: the session's connect (a no-op round trip when the master runs),
// one collection, readSnapshot over the copy.
bool once(const SshTarget &target, const SshOptions &opts, bool cold, Times &t, int &irqs,
          qint64 &bytes)
{
    auto session = std::make_shared<SshSession>(target, opts);
    if (cold)
        session->stopMaster();
    QElapsedTimer all;
    all.start();
    QElapsedTimer step;
    step.start();
    if (Status s = session->connect(); !s.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(s.errorString()));
        return false;
    }
    const double connectMs = double(step.nsecsElapsed()) / 1e6;
    step.restart();
    auto src = SshHostSource::open(session);
    if (!src.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(src.errorString()));
        return false;
    }
    const double collectMs = double(step.nsecsElapsed()) / 1e6;
    step.restart();
    auto snap = readSnapshot(**src);
    if (!snap.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(snap.errorString()));
        return false;
    }
    t.parse.push_back(double(step.nsecsElapsed()) / 1e6);
    t.connect.push_back(connectMs);
    t.collect.push_back(collectMs);
    t.total.push_back(double(all.nsecsElapsed()) / 1e6);
    irqs = int(snap->irqs.irqs.size());
    bytes = (*src)->transferred();
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.addOption({QStringLiteral("runs"), QStringLiteral("Runs of each kind."), QStringLiteral("N"),
                 QStringLiteral("5")});
    p.addOption({QStringLiteral("host"), QStringLiteral("Remote host."), QStringLiteral("host")});
    p.addOption({QStringLiteral("ssh-config"), QStringLiteral("ssh -F FILE."), QStringLiteral("FILE")});
    p.addHelpOption();
    p.process(app);

    irqatlas::test::SshdFixture sshd;
    QString host = p.value(QStringLiteral("host"));
    SshOptions opts;
    opts.configFile = p.value(QStringLiteral("ssh-config"));
    if (host.isEmpty()) {
        if (!sshd.start()) {
            std::fprintf(stderr, "bench_ssh: no private sshd: %s\n", qPrintable(sshd.skipReason()));
            return 1;
        }
        host = sshd.target();
        opts.configFile = sshd.clientConfig();
        opts.controlDir = sshd.controlDir();
    }
    auto target = SshTarget::parse(host);
    if (!target.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(target.errorString()));
        return 1;
    }
    const int runs = std::max(1, p.value(QStringLiteral("runs")).toInt());
    Times cold, warm;
    int irqs = 0;
    qint64 bytes = 0;
    for (int i = 0; i < runs; ++i) {
        if (!once(*target, opts, true, cold, irqs, bytes) ||
            !once(*target, opts, false, warm, irqs, bytes))
            return 1;
    }
    std::printf("host %s: %d IRQ rows, %lld bytes collected per view, %d runs\n",
                qPrintable(host), irqs, static_cast<long long>(bytes), runs);
    print("cold", cold);
    print("warm", warm);
    return 0;
}
