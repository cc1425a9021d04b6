// First full view of a remote host over SSH: connect + collect + unpack +
// parse, cold (new connection) and warm (control master reused), next to
// what a bare remote command and the collection script alone cost.
//
//   bench_ssh [--runs N] [--host [user@]host[:port] [--ssh-config FILE]]
//   bench_ssh --local [--runs N] [--sizes 100,1000]
//
// Without --host it starts a private sshd on 127.0.0.1 (as the tests do;
// needs root and openssh-server) and measures the loopback host, then a
// remote apply + rollback of a 100-IRQ plan on a fake tree there, through
// irqatlas-helper-testroot and through the plan script. --local measures
// only the plan script run by the local sh (and busybox sh when installed)
// on fake trees of 100 and 1000 IRQs: the script's own cost without ssh.

#include "model/plan.h"
#include "plan/planexport.h"
#include "remote/remoteapply.h"
#include "remote/remotecollect.h"
#include "remote/sshhostsource.h"
#include "remote/sshsession.h"
#include "snapshot/snapshot.h"
#include "sshd.h"
#include "treefile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <sys/resource.h>
#include <vector>

using namespace irqatlas;

namespace {

struct Times
{
    std::vector<double> session, script, view, parse;
};

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double best(const std::vector<double> &v)
{
    return v.empty() ? 0 : *std::min_element(v.begin(), v.end());
}

double msSince(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

void row(const char *what, const std::vector<double> &v)
{
    std::printf("  %-44s median %7.1f ms  best %7.1f ms\n", what, median(v), best(v));
    std::fflush(stdout); // slow rows must show while the next ones run
}

// The first full view as `irqatlas-cli irqs --host` does it: one ssh call
// (which opens the control master when none runs) that collects, then the
// snapshot read from the local copy.
bool view(const SshTarget &target, const SshOptions &opts, bool cold, Times &t, int &irqs,
          qint64 &bytes)
{
    auto session = std::make_shared<SshSession>(target, opts);
    if (cold)
        session->stopMaster();
    QElapsedTimer all;
    all.start();
    auto src = SshHostSource::open(session);
    if (!src.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(src.errorString()));
        return false;
    }
    QElapsedTimer step;
    step.start();
    auto snap = readSnapshot(**src);
    if (!snap.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(snap.errorString()));
        return false;
    }
    t.parse.push_back(msSince(step));
    t.view.push_back(msSince(all));
    irqs = int(snap->irqs.irqs.size());
    bytes = (*src)->transferred();
    return true;
}

// What a bare remote command costs over the open master: the remote login
// shell's start-up (its rc files) plus one round trip. No irqatlas work.
bool bareSession(const SshTarget &target, const SshOptions &opts, Times &t)
{
    SshSession session(target, opts);
    QElapsedTimer all;
    all.start();
    if (auto s = session.run(QStringLiteral("exit 0")); !s.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(s.errorString()));
        return false;
    }
    t.session.push_back(msSince(all));
    return true;
}

// The collection script alone, run by the local sh (no ssh at all).
void scriptAlone(Times &t)
{
    QProcess sh;
    QElapsedTimer all;
    all.start();
    sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-s")});
    sh.write(collectScript());
    sh.closeWriteChannel();
    sh.waitForFinished(120000);
    t.script.push_back(msSince(all));
}

// A fake 4-CPU machine with IRQs 0..n-1 and the plan that moves each of
// them, matched by name as an exported plan is.
bool fakeMachine(const QString &root, int n, Plan &plan)
{
    return test::makeNamedIrqTree(
        root, n, [](int) { return QByteArray("0-3\n"); },
        [](int i) { return std::to_string(i % 4); }, plan);
}

// Remote apply, then rollback, of a 100-IRQ plan on the loopback host.
bool remoteApply(const SshTarget &target, const SshOptions &opts, int runs)
{
    QTemporaryDir dir;
    Plan plan;
    const QString root = dir.filePath(QStringLiteral("t"));
    if (!fakeMachine(root, 100, plan))
        return false;
    const QString helper =
        QCoreApplication::applicationDirPath() + QStringLiteral("/irqatlas-helper-testroot");
    for (const bool viaHelper : {true, false}) {
        std::vector<double> apply, rollback;
        SshSession session(target, opts);
        RemoteApply ra(session, RemoteTestRoot{root, viaHelper ? helper : QString(), {}});
        for (int i = 0; i < runs; ++i) {
            QElapsedTimer t;
            t.start();
            const RemoteResult a = ra.apply(plan, {});
            apply.push_back(msSince(t));
            t.restart();
            const RemoteResult b = ra.rollback({});
            rollback.push_back(msSince(t));
            if (a.exitCode != 0 || b.exitCode != 0) {
                std::fprintf(stderr, "bench_ssh: remote apply failed: %s %s\n", qPrintable(a.error),
                             a.jsonLines.right(400).constData());
                return false;
            }
        }
        row(viaHelper ? "apply 100 IRQs, helper (probe+apply)"
                      : "apply 100 IRQs, sh script (probe+apply)",
            apply);
        row(viaHelper ? "rollback 100 IRQs, helper" : "rollback 100 IRQs, sh script", rollback);
    }
    return true;
}

// CPU time (user + system) of every child waited for so far: on the shared,
// loaded machine the script's wall time is mostly waiting for a core.
double childCpuMs()
{
    rusage ru{};
    getrusage(RUSAGE_CHILDREN, &ru);
    return double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
           double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
}

void cpuRow(const char *what, const std::vector<double> &wall, const std::vector<double> &cpu)
{
    std::printf("  %-44s median %7.1f ms  best %7.1f ms  CPU median %7.1f ms  best %7.1f ms\n",
                what, median(wall), best(wall), median(cpu), best(cpu));
    std::fflush(stdout);
}

int runShell(const QString &shell, const QStringList &args)
{
    QProcess p;
    p.setStandardOutputFile(QProcess::nullDevice());
    p.start(shell, args);
    if (!p.waitForFinished(-1) || p.exitStatus() != QProcess::NormalExit)
        return -1;
    if (p.exitCode() != 0)
        std::fprintf(stderr, "%s\n", p.readAllStandardError().right(2000).constData());
    return p.exitCode();
}

// The plan script alone, as `irqatlas-cli apply --host` runs it (apply
// --records) and its rollback, by a local shell on a fake tree of n IRQs.
bool localScript(const QString &label, const QStringList &shell, int n, int runs)
{
    QTemporaryDir dir;
    Plan plan;
    const QString root = dir.filePath(QStringLiteral("t"));
    if (!fakeMachine(root, n, plan))
        return false;
    auto script = planShellScript(plan, false);
    const QString path = dir.filePath(QStringLiteral("plan.sh"));
    if (!script.ok() || !test::writeTreeFile(path, *script))
        return false;
    std::vector<double> apply, rollback, applyCpu, rollbackCpu;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        double cpu = childCpuMs();
        t.start();
        const int a =
            runShell(shell.first(), shell.mid(1) + QStringList{path, QStringLiteral("apply"),
                                                               QStringLiteral("--records"), root});
        apply.push_back(msSince(t));
        applyCpu.push_back(childCpuMs() - cpu);
        cpu = childCpuMs();
        t.restart();
        const int b = runShell(shell.first(),
                               shell.mid(1) + QStringList{path, QStringLiteral("rollback"), root});
        rollback.push_back(msSince(t));
        rollbackCpu.push_back(childCpuMs() - cpu);
        QFile f(root + QStringLiteral("/proc/irq/") + QString::number(n - 1) +
                QStringLiteral("/smp_affinity_list"));
        if (a != 0 || b != 0 || !f.open(QIODevice::ReadOnly) || f.readAll() != "0-3\n") {
            std::fprintf(stderr, "bench_ssh: local script run failed (%d, %d)\n", a, b);
            return false;
        }
    }
    const QByteArray what = label.toUtf8() + ": apply " + QByteArray::number(n) + " IRQs";
    cpuRow(what.constData(), apply, applyCpu);
    const QByteArray back = label.toUtf8() + ": rollback " + QByteArray::number(n) + " IRQs";
    cpuRow(back.constData(), rollback, rollbackCpu);
    return true;
}

bool localScripts(int runs, const std::vector<int> &sizes)
{
    std::vector<std::pair<QString, QStringList>> shells{
        {QStringLiteral("sh (") + QFileInfo(QStringLiteral("/bin/sh")).canonicalFilePath() +
             QLatin1Char(')'),
         {QStringLiteral("/bin/sh")}}};
    if (const QString bb = QStandardPaths::findExecutable(QStringLiteral("busybox")); !bb.isEmpty())
        shells.push_back({QStringLiteral("busybox sh"), {bb, QStringLiteral("sh")}});
    std::printf("plan script alone on a local fake tree, %d runs\n", runs);
    for (const auto &[label, shell] : shells)
        for (const int n : sizes)
            if (!localScript(label, shell, n, runs))
                return false;
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
    p.addOption(
        {QStringLiteral("ssh-config"), QStringLiteral("ssh -F FILE."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("local"),
                 QStringLiteral("Only the plan script on local fake trees (no ssh).")});
    p.addOption({QStringLiteral("sizes"), QStringLiteral("IRQs of the local fake trees."),
                 QStringLiteral("N,N"), QStringLiteral("100,1000")});
    p.addHelpOption();
    p.process(app);
    const int runs = std::max(1, p.value(QStringLiteral("runs")).toInt());
    std::vector<int> sizes;
    for (const QString &n : p.value(QStringLiteral("sizes")).split(QLatin1Char(',')))
        if (n.toInt() > 0)
            sizes.push_back(n.toInt());
    if (p.isSet(QStringLiteral("local")))
        return localScripts(runs, sizes) ? 0 : 1;

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
    Times cold, warm;
    int irqs = 0;
    qint64 bytes = 0;
    for (int i = 0; i < runs; ++i) {
        if (!view(*target, opts, true, cold, irqs, bytes) ||
            !view(*target, opts, false, warm, irqs, bytes) || !bareSession(*target, opts, warm))
            return 1;
        if (p.value(QStringLiteral("host")).isEmpty())
            scriptAlone(warm); // the loopback host is this machine
    }
    std::printf("host %s: %d IRQ rows, %lld bytes collected per view, %d runs\n", qPrintable(host),
                irqs, static_cast<long long>(bytes), runs);
    row("first view, cold (connect+collect+parse)", cold.view);
    row("first view, master reused (collect+parse)", warm.view);
    row("  of which parse (readSnapshot of the copy)", warm.parse);
    row("bare `ssh host exit 0` over the master", warm.session);
    if (!warm.script.empty())
        row("collection script alone (local sh, no ssh)", warm.script);
    if (p.value(QStringLiteral("host")).isEmpty() &&
        (!remoteApply(*target, opts, runs) || !localScripts(runs, sizes)))
        return 1;
    return 0;
}
