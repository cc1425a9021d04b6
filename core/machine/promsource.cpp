#include "machine/promsource.h"

#include "model/cappedread.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {

// A password file holds one line; anything larger is not one.
constexpr std::size_t kPromPasswordFileBytes = 4096;

Result<QByteArray> promPassword(const MachineSource &source)
{
    if (!source.promPasswordFile.isEmpty()) {
        auto bytes = readFileCapped(source.promPasswordFile, kPromPasswordFileBytes);
        if (!bytes)
            return bytes.error();
        QByteArray line = *bytes;
        if (const qsizetype nl = line.indexOf('\n'); nl >= 0)
            line.truncate(nl);
        if (line.endsWith('\r'))
            line.chop(1);
        return line;
    }
    const QByteArray env = source.promPasswordEnv.toLocal8Bit();
    if (!env.isEmpty() && qEnvironmentVariableIsSet(env.constData()))
        return qgetenv(env.constData());
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
