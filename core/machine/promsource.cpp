#include "machine/promsource.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {

Result<QByteArray> promPassword(const PromServerSpec &spec, const QString &noPassword)
{
    auto password = promPasswordFrom(spec.passwordFile, spec.passwordEnv.toLocal8Bit());
    if (!password)
        return password.error();
    if (*password)
        return **password;
    if (!noPassword.isEmpty())
        return Error{noPassword};
    return Error{
        QCoreApplication::translate("MachineLoader",
                                    "User %1 needs a password: a password file, or the "
                                    "environment variable %2")
            .arg(spec.user, spec.passwordEnv.isEmpty() ? QStringLiteral("-") : spec.passwordEnv)};
}

} // namespace

Result<PromServer> promServerFrom(const PromServerSpec &spec, const QString &noPassword)
{
    auto url = promServerUrl(spec.url);
    if (!url)
        return url.error();
    PromServer server;
    server.url = *url;
    server.timeoutMs = spec.timeoutMs;
    if (!spec.user.isEmpty()) {
        auto password = promPassword(spec, noPassword);
        if (!password)
            return password.error();
        server.user = spec.user;
        server.password = *password;
    }
    return server;
}

Result<PromServer> promServerFor(const MachineSource &source)
{
    return promServerFrom({.url = source.path,
                           .user = source.promUser,
                           .passwordFile = source.promPasswordFile,
                           .passwordEnv = source.promPasswordEnv});
}

QString promNoPlacementNote()
{
    return QCoreApplication::translate(
        "MachineLoader", "Prometheus has no placement: affinity, NUMA node and device are unknown");
}

} // namespace irqatlas
