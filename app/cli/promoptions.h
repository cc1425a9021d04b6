#pragma once

#include "model/result.h"
#include "prometheus/promclient.h"

#include <QCommandLineParser>
#include <optional>

namespace irqatlas::cli {

// --prometheus URL, --prometheus-user USER, --prometheus-password-file FILE
// (docs/CLI.md, "Prometheus as a source"); with instance, --instance NAME.
void addPrometheusOptions(QCommandLineParser &p, bool instance);

// The server those flags name; nullopt without --prometheus. With a user,
// the password is the first line of --prometheus-password-file, else
// $IRQATLAS_PROMETHEUS_PASSWORD; never an argument (it would show in ps).
Result<std::optional<PromServer>> prometheusFrom(const QCommandLineParser &p, int timeoutMs);

// --instance NAME, required with --prometheus for one-host commands.
Result<QString> promInstance(const QCommandLineParser &p);

// --prometheus excludes the flags that name another machine.
Status promExcludes(const QCommandLineParser &p, const QStringList &flags);

} // namespace irqatlas::cli
