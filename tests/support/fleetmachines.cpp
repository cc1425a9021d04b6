#include "fleetmachines.h"

#include "savedmachine.h"
#include "sshd.h"
#include "testdata.h"

#include <QDir>

namespace irqatlas::test {

QList<FleetMachine> twoClassFleet()
{
    return {{QStringLiteral("alpha-1"), kAlphaMachine},
            {QStringLiteral("alpha-2"), kAlphaMachine},
            {QStringLiteral("alpha-3"), kAlphaMachine, "6.1.0-27-amd64"},
            {QStringLiteral("beta-1"), kBetaMachine}};
}

ServedFleet serveFleetMachines(SshdFixture &sshd, const QString &dir,
                               const QList<FleetMachine> &machines)
{
    ServedFleet served;
    for (const FleetMachine &m : machines) {
        const QString root =
            savedMachine(dataPath(m.tarball), QDir(dir).filePath(m.name), m.kernel);
        if (root.isEmpty()) {
            served.error = QStringLiteral("%1: %2 did not unpack").arg(m.name, m.tarball);
            return served;
        }
        sshd.addMachine(root, m.name);
        served.names << m.name;
        served.roots << root;
    }
    return served;
}

QByteArray inventoryHost(const QString &name, int port, int indent, bool withUser)
{
    const QByteArray head(indent, ' '), in(indent + 2, ' ');
    QByteArray y = head + name.toUtf8() + ":\n" + in + "ansible_host: 127.0.0.1\n" + in +
                   "ansible_port: " + QByteArray::number(port) + "\n";
    if (withUser)
        y += in + "ansible_user: root\n";
    return y;
}

bool renumberSecondQueue(const QString &root)
{
    QByteArray table = fileBytes(root + QStringLiteral("/proc/interrupts"));
    if (!table.contains(" 41:") || !table.contains("eth0-TxRx-1"))
        return false;
    table.replace(" 41:", " 45:").replace("eth0-TxRx-1", "eth0-TxRx-5");
    const QString irq = root + QStringLiteral("/proc/irq/");
    return writeFileMakingDirs(root + QStringLiteral("/proc/interrupts"), table) &&
           QDir(irq + QStringLiteral("41")).removeRecursively() &&
           writeFileMakingDirs(irq + QStringLiteral("45/smp_affinity"), "1\n") &&
           writeFileMakingDirs(irq + QStringLiteral("45/smp_affinity_list"), "0\n") &&
           writeFileMakingDirs(irq + QStringLiteral("45/effective_affinity_list"), "0\n");
}

} // namespace irqatlas::test
