#include "machine/promsource.h"

#include "model/plantext.h"

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

// Why one field cannot be used, or empty. Its text must be what a message
// or a title can show as it is: the plan's free-text rule (no line break,
// tab or other control, no invisible or bidirectional formatting).
QString fieldProblem(const char *field, const QString &value, qsizetype maxChars)
{
    if (value.size() > maxChars)
        return QCoreApplication::translate("PromSource", "%1 longer than %2 characters")
            .arg(QLatin1String(field))
            .arg(maxChars);
    if (!unsafeTextProblem(value).isEmpty())
        return QCoreApplication::translate("PromSource", "%1 holds a control character")
            .arg(QLatin1String(field));
    return {};
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

QString promSourceProblem(const MachineSource &source)
{
    // Far above any real label, name or path, far below what a window could
    // not show.
    constexpr qsizetype kMaxUrlChars = 2048, kMaxFieldChars = 1024, kMaxPathChars = 4096;
    if (source.path.size() > kMaxUrlChars)
        return QCoreApplication::translate("PromSource", "URL longer than %1 characters")
            .arg(kMaxUrlChars);
    if (auto url = promServerUrl(source.path); !url)
        return url.errorString();
    if (source.promInstance.isEmpty())
        return QCoreApplication::translate("PromSource", "no instance");
    const struct
    {
        const char *field;
        const QString &value;
        qsizetype maxChars;
    } fields[] = {{"instance", source.promInstance, kMaxFieldChars},
                  {"user", source.promUser, kMaxFieldChars},
                  {"passwordFile", source.promPasswordFile, kMaxPathChars},
                  {"passwordEnv", source.promPasswordEnv, kMaxFieldChars}};
    for (const auto &f : fields)
        if (QString why = fieldProblem(f.field, f.value, f.maxChars); !why.isEmpty())
            return why;
    // No variable's name holds '=': the environment could never set it.
    if (source.promPasswordEnv.contains(QLatin1Char('=')))
        return QCoreApplication::translate("PromSource",
                                           "passwordEnv is not an environment variable's name");
    return {};
}

QString promNoPlacementNote()
{
    return QCoreApplication::translate(
        "MachineLoader", "Prometheus has no placement: affinity, NUMA node and device are unknown");
}

} // namespace irqatlas
