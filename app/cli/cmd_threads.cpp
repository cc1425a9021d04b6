#include "command.h"
#include "procfs/kthreads.h"
#include "sources.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <unistd.h>

namespace irqatlas::cli {
namespace {

QJsonValue text(const std::string &s)
{
    return s.empty() ? QJsonValue() : QJsonValue(QString::fromStdString(s));
}

QJsonObject threadJson(const KernelThread &t)
{
    QJsonObject o{{QStringLiteral("pid"), t.pid},
                  {QStringLiteral("comm"), QString::fromStdString(t.comm)},
                  {QStringLiteral("kind"), QLatin1String(threadKindName(t.kind))},
                  {QStringLiteral("irq"), text(t.irq)},
                  {QStringLiteral("action"), text(t.action)},
                  {QStringLiteral("interface"), text(t.interface)},
                  {QStringLiteral("cpus"), QString::fromStdString(t.cpus.toList())},
                  {QStringLiteral("last_cpu"), t.lastCpu},
                  {QStringLiteral("policy"), QString::fromStdString(t.policy)},
                  {QStringLiteral("priority"), t.priority},
                  {QStringLiteral("cpu_seconds"), std::round(t.cpuSeconds * 100) / 100}};
    o.insert(QStringLiteral("napi_id"), t.napiId ? QJsonValue(qint64(*t.napiId)) : QJsonValue());
    o.insert(QStringLiteral("softirq_cpu"),
             t.softirqCpu >= 0 ? QJsonValue(t.softirqCpu) : QJsonValue());
    return o;
}

// What a thread serves, for the table.
std::string serves(const KernelThread &t)
{
    switch (t.kind) {
    case KThreadKind::Irq:
        return "IRQ " + t.irq;
    case KThreadKind::Napi:
        return t.interface + (t.napiId ? " napi " + std::to_string(*t.napiId) : std::string());
    case KThreadKind::Softirq:
        return "CPU " + std::to_string(t.softirqCpu);
    }
    return {};
}

std::string renderTable(const std::vector<KernelThread> &threads)
{
    TextTable t({"PID", "KIND", "SERVES", "CPUS", "LAST", "POLICY", "PRIO", "CPU S", "COMM"});
    t.alignRight({0, 4, 6, 7});
    for (const KernelThread &k : threads) {
        char secs[32];
        std::snprintf(secs, sizeof secs, "%.2f", k.cpuSeconds);
        t.add({std::to_string(k.pid), threadKindName(k.kind), serves(k),
               k.cpus.empty() ? std::string("-") : k.cpus.toList(), std::to_string(k.lastCpu),
               k.policy, std::to_string(k.priority), secs, k.comm});
    }
    return t.render();
}

int runThreads(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "The kernel threads that do interrupt work: threaded handlers (irq/N-name), threaded "
        "NAPI (napi/IF-ID) and ksoftirqd/N, with where they may run and where they last ran."));
    addSourceOptions(p);
    addFormatOption(p);
    int code = 0;
    Format fmt;
    if (!parseTableOrJsonCommand(p, args, fmt, code))
        return code;
    auto host = openHost(p);
    if (!host.ok())
        return fail(host.errorString());
    const long ticks = (*host)->isLocalMachine() ? ::sysconf(_SC_CLK_TCK) : 100;
    auto threads = readKernelThreads(**host, ticks);
    if (!threads.ok())
        return fail(threads.errorString());
    if (fmt == Format::Json) {
        QJsonArray arr;
        for (const KernelThread &t : *threads)
            arr.append(threadJson(t));
        outJsonList(QStringLiteral("threads"), arr);
    } else {
        out(renderTable(*threads));
    }
    return ExitOk;
}

const Command cmdThreads("threads",
                         QT_TRANSLATE_NOOP("irqatlas-cli",
                                           "kernel threads of interrupt work: irq/N, napi/, "
                                           "ksoftirqd/N"),
                         runThreads);

} // namespace
} // namespace irqatlas::cli
