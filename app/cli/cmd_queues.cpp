#include "command.h"
#include "procfs/netqueues.h"
#include "sources.h"
#include "texttable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace irqatlas::cli {
namespace {

// A queue attribute: its value, or null with the reason beside it
// ("xps_cpus_reason"), so a script can tell "off" ("") from "unknown".
template <typename T, typename Fn>
void insertValue(QJsonObject &o, const QString &key, const QueueValue<T> &v, Fn toJson)
{
    if (v.value) {
        o.insert(key, toJson(*v.value));
        return;
    }
    o.insert(key, QJsonValue());
    o.insert(key + QStringLiteral("_reason"), v.reason);
}

QJsonValue listJson(const CpuSet &s)
{
    return QString::fromStdString(s.toList());
}

QJsonObject queueJson(const NetQueue &q)
{
    QJsonObject o{{QStringLiteral("queue"), QString::fromStdString(q.name())}};
    o.insert(QStringLiteral("irq"), q.irq.empty() ? QJsonValue() : QString::fromStdString(q.irq));
    switch (q.irqSource) {
    case QueueIrqSource::Netlink:
        o.insert(QStringLiteral("irq_source"), QStringLiteral("netlink"));
        break;
    case QueueIrqSource::Name:
        o.insert(QStringLiteral("irq_source"), QStringLiteral("name"));
        break;
    case QueueIrqSource::None:
        o.insert(QStringLiteral("irq_source"), QJsonValue());
        break;
    }
    o.insert(QStringLiteral("napi_id"), q.napiId ? QJsonValue(qint64(*q.napiId)) : QJsonValue());
    if (q.rx) {
        insertValue(o, QStringLiteral("rps_cpus"), q.rpsCpus, listJson);
        insertValue(o, QStringLiteral("rps_flow_cnt"), q.rpsFlowCnt,
                    [](std::uint64_t n) { return QJsonValue(qint64(n)); });
    } else {
        insertValue(o, QStringLiteral("xps_cpus"), q.xpsCpus, listJson);
        insertValue(o, QStringLiteral("xps_rxqs"), q.xpsRxqs, listJson);
    }
    return o;
}

QJsonObject interfaceJson(const NetInterface &i)
{
    QJsonArray queues;
    for (const NetQueue &q : i.queues)
        queues.append(queueJson(q));
    return QJsonObject{
        {QStringLiteral("interface"), QString::fromStdString(i.name)},
        {QStringLiteral("threaded"), i.threaded ? QJsonValue(*i.threaded) : QJsonValue()},
        {QStringLiteral("queues"), queues}};
}

// A list for the table: "-" when unknown, "none" when empty (steering off).
std::string listCell(const QueueValue<CpuSet> &v)
{
    if (!v.value)
        return "-";
    return v.value->empty() ? std::string("none") : v.value->toList();
}

std::string renderTable(const std::vector<NetInterface> &ifaces)
{
    TextTable t(
        {"INTERFACE", "THREADED", "QUEUE", "IRQ", "NAPI", "RPS/XPS CPUS", "FLOWS", "XPS RXQS"});
    t.alignRight({3, 4, 6});
    for (const NetInterface &i : ifaces) {
        const std::string threaded = !i.threaded ? "-" : (*i.threaded ? "yes" : "no");
        for (const NetQueue &q : i.queues) {
            const std::string irq = q.irq.empty() ? std::string("-") : q.irq;
            const std::string napi = q.napiId ? std::to_string(*q.napiId) : std::string("-");
            if (q.rx)
                t.add({i.name, threaded, q.name(), irq, napi, listCell(q.rpsCpus),
                       q.rpsFlowCnt.value ? std::to_string(*q.rpsFlowCnt.value) : "-", ""});
            else
                t.add({i.name, threaded, q.name(), irq, napi, listCell(q.xpsCpus), "",
                       listCell(q.xpsRxqs)});
        }
    }
    return t.render();
}

int runQueues(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate(
        "irqatlas-cli",
        "The receive and transmit queues of every network interface: RPS and XPS CPUs as CPU "
        "lists, each queue's IRQ where /proc/interrupts names it, and threaded NAPI."));
    addSourceOptions(p);
    addFormatOption(p);
    int code = 0;
    Format fmt;
    if (!parseTableOrJsonCommand(p, args, fmt, code))
        return code;
    auto host = openHost(p);
    if (!host.ok())
        return fail(host.errorString());
    auto ifaces = readNetQueues(**host);
    if (!ifaces.ok())
        return fail(ifaces.errorString());
    if (fmt == Format::Json) {
        QJsonArray arr;
        for (const NetInterface &i : *ifaces)
            arr.append(interfaceJson(i));
        outJsonList(QStringLiteral("interfaces"), arr);
    } else {
        out(renderTable(*ifaces));
    }
    return ExitOk;
}

const Command cmdQueues("queues",
                        QT_TRANSLATE_NOOP("irqatlas-cli",
                                          "network queues: RPS/XPS CPUs, IRQs, threaded NAPI"),
                        runQueues);

} // namespace
} // namespace irqatlas::cli
