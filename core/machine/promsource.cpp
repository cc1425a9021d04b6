#include "machine/promsource.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {

Result<QByteArray> promPassword(const MachineSource &source)
{
    auto password = promPasswordFrom(source.promPasswordFile, source.promPasswordEnv.toLocal8Bit());
    if (!password)
        return password.error();
    if (*password)
        return **password;
    return Error{QCoreApplication::translate("MachineLoader",
                                             "User %1 needs a password: a password file, or the "
                                             "environment variable %2")
                     .arg(source.promUser, source.promPasswordEnv.isEmpty()
                                               ? QStringLiteral("-")
                                               : source.promPasswordEnv)};
}

} // namespace

Result<PromServer> promServerFor(const MachineSource &source)
{
    auto url = promServerUrl(source.path);
    if (!url)
        return url.error();
    PromServer server;
    server.url = *url;
    if (!source.promUser.isEmpty()) {
        auto password = promPassword(source);
        if (!password)
            return password.error();
        server.user = source.promUser;
        server.password = *password;
    }
    return server;
}

QString promNoPlacementNote()
{
    return QCoreApplication::translate(
        "MachineLoader", "Prometheus has no placement: affinity, NUMA node and device are unknown");
}

} // namespace irqatlas
