#include "irqbalancedaemon.h"

#include "procfs/hostsource.h"
#include "procfs/irqbalancesocket.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTest>
#include <csignal>
#include <set>
#include <unistd.h>

namespace irqatlas::test {
namespace {

const QString kRunDir = QStringLiteral("/run/irqbalance");

// A copy of this machine's /proc/irq the daemon may write.
bool copyIrqDir(const QString &to)
{
    QDirIterator it(QStringLiteral("/proc/irq"), QDir::Dirs | QDir::NoDotAndDotDot);
    while (it.hasNext()) {
        const QString dir = it.next();
        const QString name = QFileInfo(dir).fileName();
        if (!QDir().mkpath(to + QLatin1Char('/') + name))
            return false;
        for (const char *f : {"smp_affinity", "smp_affinity_list", "affinity_hint", "node"}) {
            QFile in(dir + QLatin1Char('/') + QLatin1String(f));
            if (!in.open(QIODevice::ReadOnly))
                continue;
            QFile out(to + QLatin1Char('/') + name + QLatin1Char('/') + QLatin1String(f));
            if (!out.open(QIODevice::WriteOnly) || out.write(in.readAll()) < 0)
                return false;
        }
    }
    QFile def(to + QStringLiteral("/default_smp_affinity"));
    QFile src(QStringLiteral("/proc/irq/default_smp_affinity"));
    return src.open(QIODevice::ReadOnly) && def.open(QIODevice::WriteOnly) &&
           def.write(src.readAll()) >= 0;
}

} // namespace

std::size_t irqbalanceCpuCount(const IrqbalanceObject &o)
{
    std::size_t n = o.type == IrqbalanceObject::Type::Cpu ? 1 : 0;
    for (const IrqbalanceObject &c : o.children)
        n += irqbalanceCpuCount(c);
    return n;
}

QMap<QString, QByteArray> machineAffinities()
{
    QMap<QString, QByteArray> out;
    QDirIterator it(QStringLiteral("/proc/irq"), QDir::Dirs | QDir::NoDotAndDotDot);
    while (it.hasNext()) {
        QFile f(it.next() + QStringLiteral("/smp_affinity"));
        if (f.open(QIODevice::ReadOnly))
            out.insert(f.fileName(), f.readAll());
    }
    return out;
}

QString IrqbalanceDaemon::program()
{
    return QStandardPaths::findExecutable(QStringLiteral("irqbalance"),
                                          {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
}

QString IrqbalanceDaemon::cannotRun()
{
    if (::geteuid() != 0)
        return QStringLiteral("irqbalance answers root only, and the test daemon needs a mount "
                              "namespace");
    if (program().isEmpty() || QStandardPaths::findExecutable(QStringLiteral("unshare")).isEmpty())
        return QStringLiteral("no irqbalance or unshare program");
    if (!irqbalancePids(*openLocalHost()).empty())
        return QStringLiteral("an irqbalance runs on this machine already");
    return {};
}

bool IrqbalanceDaemon::start(const QStringList &extraArgs)
{
    if (!m_irqDir.isValid() || !copyIrqDir(m_irqDir.path())) {
        m_error = QStringLiteral("cannot copy /proc/irq");
        return false;
    }
    // Where irqbalance makes its socket; left as it was found.
    m_madeRunDir = !QFileInfo::exists(kRunDir) && QDir().mkpath(kRunDir);
    m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_process.setStandardOutputFile(QProcess::nullDevice());
    // exec keeps the pid: the process started here is the daemon.
    m_process.start(QStandardPaths::findExecutable(QStringLiteral("unshare")),
                    QStringList{QStringLiteral("-m"), QStringLiteral("--propagation"),
                                QStringLiteral("private"), QStringLiteral("sh"),
                                QStringLiteral("-c"),
                                QStringLiteral("mount --bind \"$1\" /proc/irq && shift 2 && exec "
                                               "\"$0\" --foreground --interval=1 \"$@\""),
                                program(), m_irqDir.path(), QStringLiteral("-")} +
                        extraArgs);
    if (!m_process.waitForStarted()) {
        m_error = m_process.errorString();
        return false;
    }
    m_pid = int(m_process.processId());
    const QString socket = kRunDir + QStringLiteral("/irqbalance%1.sock").arg(m_pid);
    const bool up = QTest::qWaitFor(
        [&] {
            if (m_process.state() == QProcess::NotRunning || !QFileInfo::exists(socket))
                return false;
            auto v = readIrqbalanceView(m_pid);
            std::size_t cpus = 0;
            if (v.ok())
                for (const IrqbalanceObject &n : v->nodes)
                    cpus += irqbalanceCpuCount(n);
            return cpus > 0;
        },
        60000);
    if (!up)
        m_error = QStringLiteral("irqbalance (pid %1) did not answer within 60 s").arg(m_pid);
    return up;
}

std::vector<int> IrqbalanceDaemon::bannedIrqs()
{
    auto v = readIrqbalanceView(m_pid);
    if (!v.ok()) {
        m_error = v.errorString();
        return {};
    }
    std::set<int> irqs;
    for (const IrqbalanceIrq &i : v->bannedIrqs)
        irqs.insert(i.irq);
    return {irqs.begin(), irqs.end()};
}

IrqbalanceDaemon::~IrqbalanceDaemon()
{
    if (m_pid > 0 && m_process.state() != QProcess::NotRunning) {
        ::kill(pid_t(m_pid), SIGTERM);
        if (!m_process.waitForFinished(60000))
            m_process.kill();
    }
    if (m_madeRunDir)
        QDir().rmdir(kRunDir);
}

} // namespace irqatlas::test
