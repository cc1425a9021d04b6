#include "fleetoptions.h"

#include "command.h"
#include "fleet/ansibleinventory.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <cstdio>
#include <unistd.h>

namespace irqatlas::cli {

void addFleetHostOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("inventory"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "An Ansible inventory (any format ansible-inventory reads)."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
    p.addOption(
        {QStringLiteral("limit"),
         QCoreApplication::translate("irqatlas-cli", "With --inventory: Ansible's --limit."),
         QCoreApplication::translate("irqatlas-cli", "PATTERN")});
    p.addOption(
        {QStringLiteral("hosts"),
         QCoreApplication::translate("irqatlas-cli", "A host list: one [user@]host[:port] a line."),
         QCoreApplication::translate("irqatlas-cli", "FILE")});
    p.addOption({QStringLiteral("ssh-config"),
                 QCoreApplication::translate("irqatlas-cli", "ssh client config (ssh -F FILE)."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
    p.addOption({QStringLiteral("jobs"),
                 QCoreApplication::translate("irqatlas-cli", "Hosts read at once (default 8)."),
                 QCoreApplication::translate("irqatlas-cli", "N"), QStringLiteral("8")});
    p.addOption(
        {QStringLiteral("timeout"),
         QCoreApplication::translate("irqatlas-cli", "Seconds each host may take (default 30)."),
         QCoreApplication::translate("irqatlas-cli", "S"), QStringLiteral("30")});
}

bool fleetIntOption(const QCommandLineParser &p, const QString &name, int low, int high, int &value)
{
    bool ok = false;
    value = p.value(name).toInt(&ok);
    if (ok && value >= low && value <= high)
        return true;
    usageError(
        QCoreApplication::translate("irqatlas-cli", "--%1 takes a whole number from %2 to %3")
            .arg(name)
            .arg(low)
            .arg(high));
    return false;
}

bool fleetReadOptions(const QCommandLineParser &p, FleetReadOptions &options)
{
    int seconds = 0;
    if (!fleetIntOption(p, QStringLiteral("jobs"), 1, 256, options.jobs) ||
        !fleetIntOption(p, QStringLiteral("timeout"), 1, 3600, seconds))
        return false;
    options.timeoutMs = seconds * 1000;
    options.sshConfig = p.value(QStringLiteral("ssh-config"));
    return true;
}

Result<std::vector<FleetHost>> fleetHosts(const QCommandLineParser &p)
{
    // ssh would name a missing config only once per host, after a login.
    const QString sshConfig = p.value(QStringLiteral("ssh-config"));
    if (!sshConfig.isEmpty() && !QFileInfo(sshConfig).isFile())
        return Error{QCoreApplication::translate("irqatlas-cli", "--ssh-config %1: no such file")
                         .arg(sshConfig)};
    Result<std::vector<FleetHost>> hosts = std::vector<FleetHost>();
    QString origin;
    if (p.isSet(QStringLiteral("inventory"))) {
        InventoryOptions o;
        o.file = p.value(QStringLiteral("inventory"));
        o.limit = p.value(QStringLiteral("limit"));
        origin = o.file;
        hosts = readInventory(o);
    } else {
        origin = p.value(QStringLiteral("hosts"));
        hosts = readHostsFile(origin);
    }
    if (!hosts)
        return hosts;
    if (Status s = checkFleetHosts(*hosts, origin); !s)
        return s.error();
    return hosts;
}

std::function<void(int, int)> fleetProgressLine()
{
    if (!::isatty(STDERR_FILENO))
        return {};
    return [](int done, int total) {
        const QByteArray line = QCoreApplication::translate("irqatlas-cli", "%1/%2 hosts…")
                                    .arg(done)
                                    .arg(total)
                                    .toUtf8();
        std::fprintf(stderr, "\r%s%s", line.constData(), done == total ? "\n" : "");
        std::fflush(stderr);
    };
}

} // namespace irqatlas::cli
