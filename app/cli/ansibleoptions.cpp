#include "ansibleoptions.h"

#include "command.h"

#include <QCoreApplication>

namespace irqatlas::cli {

void addAnsibleOptions(QCommandLineParser &p, bool withHosts)
{
    if (withHosts)
        p.addOption({QStringLiteral("hosts"),
                     QCoreApplication::translate(
                         "irqatlas-cli", "ansible: the inventory host pattern (default: all)."),
                     QCoreApplication::translate("irqatlas-cli", "PATTERN")});
    p.addOption({QStringLiteral("serial"),
                 QCoreApplication::translate(
                     "irqatlas-cli",
                     "ansible: hosts per batch, a number or a share such as 25% (default: 1)."),
                 QCoreApplication::translate("irqatlas-cli", "N|P%")});
    p.addOption({QStringLiteral("check-command"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "ansible: the health check run on each host while the plan "
                                     "is held (default: the plan's own read-back)."),
                 QCoreApplication::translate("irqatlas-cli", "CMD")});
}

bool ansibleOptionsFrom(const QCommandLineParser &p, bool ansible, bool withHosts,
                        AnsiblePlayOptions &o, int &exitCode)
{
    exitCode = ExitUsage;
    for (const char *name : {"hosts", "serial", "check-command"}) {
        if (!ansible && (withHosts || name[0] != 'h') && p.isSet(QLatin1String(name))) {
            usageError(
                QCoreApplication::translate("irqatlas-cli", "--%1 goes with --format ansible")
                    .arg(QLatin1String(name)));
            return false;
        }
    }
    if (withHosts && p.isSet(QStringLiteral("hosts")))
        o.hosts = p.value(QStringLiteral("hosts"));
    if (p.isSet(QStringLiteral("serial")))
        o.serial = p.value(QStringLiteral("serial"));
    if (p.isSet(QStringLiteral("check-command")))
        o.checkCommand = p.value(QStringLiteral("check-command"));
    for (const Status &s :
         {withHosts ? checkAnsibleHosts(o.hosts) : Status(Ok{}), checkAnsibleSerial(o.serial),
          p.isSet(QStringLiteral("check-command")) ? checkAnsibleCheckCommand(o.checkCommand)
                                                   : Status(Ok{})}) {
        if (!s.ok()) {
            usageError(s.errorString());
            return false;
        }
    }
    return true;
}

} // namespace irqatlas::cli
