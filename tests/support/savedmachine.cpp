#include "savedmachine.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QProcess>

namespace irqatlas::test {
namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// The CPU ids of /proc/stat's cpuN lines: the CPUs the saved kernel had online.
QList<int> statCpus(const QString &root)
{
    QList<int> cpus;
    QFile f(root + QStringLiteral("/proc/stat"));
    if (!f.open(QIODevice::ReadOnly))
        return cpus;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("cpu") && line.size() > 3 && line.at(3) >= '0' && line.at(3) <= '9')
            cpus << line.mid(3, line.indexOf(' ') - 3).toInt();
    return cpus;
}

bool addIrqTable(const QString &root, const QByteArray &kernel)
{
    const QList<int> cpus = statCpus(root);
    if (cpus.isEmpty() || cpus.first() > 30)
        return false;
    QByteArray head = "     ";
    QByteArray zeros, tens;
    for (int c : cpus) {
        head += "      CPU" + QByteArray::number(c);
        zeros += "          0";
        tens += "         10";
    }
    const QByteArray irqs =
        head + "\n" + " 40:" + tens + "  IR-PCI-MSIX-0000:3b:00.0    0-edge      eth0-TxRx-0\n" +
        " 41:" + tens + "  IR-PCI-MSIX-0000:3b:00.0    1-edge      eth0-TxRx-1\n" + "LOC:" + tens +
        "   Local timer interrupts\n";
    QByteArray soft = head + "\n";
    for (const char *name : {"HI", "TIMER", "NET_TX", "NET_RX"})
        soft += "      " + QByteArray(name) + ":" + zeros + "\n";
    const QByteArray first = QByteArray::number(cpus.first()) + "\n";
    const QByteArray mask = QByteArray::number(1u << cpus.first(), 16) + "\n";
    bool ok = writeFile(root + QStringLiteral("/proc/interrupts"), irqs) &&
              writeFile(root + QStringLiteral("/proc/softirqs"), soft) &&
              writeFile(root + QStringLiteral("/proc/sys/kernel/osrelease"), kernel + "\n");
    for (const char *irq : {"40", "41"}) {
        const QString d = root + QStringLiteral("/proc/irq/") + QLatin1String(irq);
        ok = ok && writeFile(d + QStringLiteral("/smp_affinity"), mask) &&
             writeFile(d + QStringLiteral("/smp_affinity_list"), first) &&
             writeFile(d + QStringLiteral("/effective_affinity_list"), first);
    }
    return ok;
}

} // namespace

QString savedMachine(const QString &tarball, const QString &dir, const QByteArray &kernel)
{
    if (!QDir().mkpath(dir))
        return {};
    QProcess tar;
    tar.start(QStringLiteral("tar"), {QStringLiteral("-xjf"), tarball, QStringLiteral("-C"), dir});
    if (!tar.waitForFinished(120000) || tar.exitStatus() != QProcess::NormalExit ||
        tar.exitCode() != 0)
        return {};
    const QStringList top = QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    if (top.size() != 1)
        return {};
    const QString root = dir + QLatin1Char('/') + top.first();
    return addIrqTable(root, kernel) ? root : QString();
}

} // namespace irqatlas::test
