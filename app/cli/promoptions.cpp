#include "promoptions.h"

#include "machine/promsource.h"

#include <QCoreApplication>

namespace irqatlas::cli {

void addPrometheusOptions(QCommandLineParser &p, bool instance)
{
    p.addOption({QStringLiteral("prometheus"),
                 QCoreApplication::translate("irqatlas-cli",
                                             "Read from this Prometheus server (http or https)."),
                 QCoreApplication::translate("irqatlas-cli", "URL")});
    p.addOption({QStringLiteral("prometheus-user"),
                 QCoreApplication::translate("irqatlas-cli", "Basic auth user for Prometheus."),
                 QCoreApplication::translate("irqatlas-cli", "USER")});
    p.addOption({QStringLiteral("prometheus-password-file"),
                 QCoreApplication::translate(
                     "irqatlas-cli", "The password of that user: the first line of this file."),
                 QCoreApplication::translate("irqatlas-cli", "FILE")});
    if (instance)
        p.addOption({QStringLiteral("instance"),
                     QCoreApplication::translate(
                         "irqatlas-cli", "With a Prometheus server: the host's instance label."),
                     QCoreApplication::translate("irqatlas-cli", "NAME")});
}

Result<std::optional<PromServer>> prometheusFrom(const QCommandLineParser &p, int timeoutMs)
{
    const bool user = p.isSet(QStringLiteral("prometheus-user"));
    if (!p.isSet(QStringLiteral("prometheus"))) {
        if (user || p.isSet(QStringLiteral("prometheus-password-file")))
            return Error{QCoreApplication::translate(
                "irqatlas-cli", "--prometheus-user and its password need --prometheus")};
        return std::optional<PromServer>();
    }
    if (p.isSet(QStringLiteral("prometheus-password-file")) && !user)
        return Error{QCoreApplication::translate(
            "irqatlas-cli", "--prometheus-password-file needs --prometheus-user")};
    // An empty user would quietly mean no login at all.
    if (user && p.value(QStringLiteral("prometheus-user")).isEmpty())
        return Error{QCoreApplication::translate("irqatlas-cli", "--prometheus-user is empty")};
    auto server =
        promServerFrom({.url = p.value(QStringLiteral("prometheus")),
                        .user = p.value(QStringLiteral("prometheus-user")),
                        .passwordFile = p.value(QStringLiteral("prometheus-password-file")),
                        .passwordEnv = QStringLiteral("IRQATLAS_PROMETHEUS_PASSWORD"),
                        .timeoutMs = timeoutMs},
                       QCoreApplication::translate(
                           "irqatlas-cli",
                           "--prometheus-user needs a password: --prometheus-password-file FILE or "
                           "IRQATLAS_PROMETHEUS_PASSWORD in the environment"));
    if (!server)
        return server.error();
    return std::optional<PromServer>(std::move(server).value());
}

Result<QString> promInstance(const QCommandLineParser &p)
{
    const QString name = p.value(QStringLiteral("instance"));
    if (name.isEmpty())
        return Error{QCoreApplication::translate(
            "irqatlas-cli", "--prometheus needs --instance NAME (the host's instance label)")};
    return name;
}

Status promExcludes(const QCommandLineParser &p, const QStringList &flags)
{
    for (const QString &f : flags)
        if (p.isSet(f))
            return Error{QCoreApplication::translate("irqatlas-cli",
                                                     "--prometheus and --%1 exclude each other")
                             .arg(f)};
    return Ok{};
}

} // namespace irqatlas::cli
