#include "procfs/netqueues.h"

#include "model/inputlimits.h"
#include "model/printable.h"
#include "procfs/interrupts.h"
#include "procfs/lineparse.h"
#include "procfs/netdevnetlink.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <algorithm>
#include <map>
#include <net/if.h>
#include <tuple>

Q_LOGGING_CATEGORY(lcNetQueues, "irqatlas.procfs.netqueues", QtWarningMsg)

namespace irqatlas {
namespace {

Error netFileError(const QString &name, const QString &what)
{
    return Error{QCoreApplication::translate("NetQueues", "%1: %2").arg(name, what)};
}

QString netPath(const std::string &iface, const QString &rest = {})
{
    return QStringLiteral("/sys/class/net/") + QString::fromStdString(iface) + rest;
}

// The CPUs a mask may name: the machine's possible CPUs when the source
// says, else every CPU irqatlas supports.
int possibleCpuBits(const HostSource &host)
{
    const auto text = host.tryRead(QStringLiteral("/sys/devices/system/cpu/possible"));
    if (!text)
        return limits::kMaxCpus;
    auto set = CpuSet::parseList(lineparse::trim(bytesView(*text)));
    if (!set.ok() || set->empty())
        return limits::kMaxCpus;
    return set->last() + 1;
}

// A small attribute: nullopt with the reason when the kernel does not offer
// it (absent, or a read the kernel refuses: xps_cpus of a single-queue
// device). A saved tree's file that is there but cannot be read (past the
// cap, not a regular file) is an error.
Result<std::optional<QByteArray>> readAttribute(const HostSource &host, const QString &path,
                                                QString &reason)
{
    auto bytes = host.readFile(path);
    if (bytes.ok())
        return std::optional<QByteArray>(std::move(bytes).value());
    if (!host.isLocalMachine() && !host.localRoot().isEmpty() && host.exists(path))
        return bytes.error();
    reason = bytes.errorString();
    return std::optional<QByteArray>();
}

Result<QueueValue<CpuSet>> readMask(const HostSource &host, const QString &path, int bits)
{
    QueueValue<CpuSet> v;
    auto bytes = readAttribute(host, path, v.reason);
    if (!bytes.ok())
        return bytes.error();
    if (!*bytes)
        return v;
    auto set = parseQueueMask(bytesView(**bytes), bits, shownPath(host, path));
    if (!set.ok())
        return set.error();
    v.value = std::move(set).value();
    return v;
}

Result<QueueValue<std::uint64_t>> readCount(const HostSource &host, const QString &path)
{
    QueueValue<std::uint64_t> v;
    auto bytes = readAttribute(host, path, v.reason);
    if (!bytes.ok())
        return bytes.error();
    if (!*bytes)
        return v;
    std::uint64_t n = 0;
    if (!lineparse::toU64(lineparse::trim(bytesView(**bytes)), n))
        return netFileError(shownPath(host, path),
                            QCoreApplication::translate("NetQueues", "not a decimal number"));
    v.value = n;
    return v;
}

// "rx-12" -> rx, 12; nullopt for other entries (a driver's own folders).
// A name that starts like a queue but is not one is an error.
Result<std::optional<NetQueue>> queueFromName(const QString &entry, const QString &dir)
{
    const QByteArray bytes = entry.toUtf8();
    const std::string_view n = bytesView(bytes);
    if (n.substr(0, 3) != "rx-" && n.substr(0, 3) != "tx-")
        return std::optional<NetQueue>();
    std::uint64_t index = 0;
    if (!lineparse::toU64(n.substr(3), index) || index >= std::uint64_t(limits::kMaxNetQueues))
        return netFileError(dir, QCoreApplication::translate("NetQueues", "%1 is not a queue name")
                                     .arg(printableText(entry)));
    NetQueue q;
    q.rx = n[0] == 'r';
    q.index = int(index);
    return std::optional<NetQueue>(q);
}

Status readQueueFiles(const HostSource &host, const QString &dir, int cpuBits, int rxCount,
                      NetQueue &q)
{
    const QString p = dir + QLatin1Char('/') + QString::fromStdString(q.name()) + QLatin1Char('/');
    if (q.rx) {
        auto rps = readMask(host, p + QStringLiteral("rps_cpus"), cpuBits);
        if (!rps.ok())
            return rps.error();
        q.rpsCpus = std::move(rps).value();
        auto flows = readCount(host, p + QStringLiteral("rps_flow_cnt"));
        if (!flows.ok())
            return flows.error();
        q.rpsFlowCnt = std::move(flows).value();
        return Ok{};
    }
    auto xps = readMask(host, p + QStringLiteral("xps_cpus"), cpuBits);
    if (!xps.ok())
        return xps.error();
    q.xpsCpus = std::move(xps).value();
    auto rxqs = readMask(host, p + QStringLiteral("xps_rxqs"), std::max(rxCount, 1));
    if (!rxqs.ok())
        return rxqs.error();
    q.xpsRxqs = std::move(rxqs).value();
    return Ok{};
}

Result<std::vector<NetQueue>> readQueues(const HostSource &host, const std::string &iface,
                                         int cpuBits)
{
    const QString dir = netPath(iface, QStringLiteral("/queues"));
    auto names = host.listDir(dir);
    if (!names.ok())
        return std::vector<NetQueue>(); // a device without queues (some tunnels)
    if (names->size() > limits::kMaxNetQueues)
        return netFileError(shownPath(host, dir),
                            QCoreApplication::translate("NetQueues", "more than %1 queues")
                                .arg(limits::kMaxNetQueues));
    std::vector<NetQueue> queues;
    for (const QString &n : *names) {
        auto q = queueFromName(n, shownPath(host, dir));
        if (!q.ok())
            return q.error();
        if (*q)
            queues.push_back(**q);
    }
    std::sort(queues.begin(), queues.end(), [](const NetQueue &a, const NetQueue &b) {
        return a.rx != b.rx ? a.rx : a.index < b.index;
    });
    const int rxCount =
        int(std::count_if(queues.begin(), queues.end(), [](const NetQueue &q) { return q.rx; }));
    for (NetQueue &q : queues)
        if (Status s = readQueueFiles(host, dir, cpuBits, rxCount, q); !s.ok())
            return s.error();
    return queues;
}

Result<std::optional<bool>> readThreaded(const HostSource &host, const std::string &iface)
{
    const QString path = netPath(iface, QStringLiteral("/threaded"));
    QString reason;
    auto bytes = readAttribute(host, path, reason);
    if (!bytes.ok())
        return bytes.error();
    if (!*bytes)
        return std::optional<bool>();
    const std::string_view v = lineparse::trim(bytesView(**bytes));
    // 0 and 1; newer kernels also print 2 (threaded busy polling): on.
    if (v == "0")
        return std::optional<bool>(false);
    if (v == "1" || v == "2")
        return std::optional<bool>(true);
    return netFileError(shownPath(host, path),
                        QCoreApplication::translate("NetQueues", "not 0, 1 or 2"));
}

} // namespace

Result<CpuSet> parseQueueMask(std::string_view text, int bits, const QString &name)
{
    const std::string_view body = lineparse::trim(text);
    const std::size_t words = std::size_t(std::count(body.begin(), body.end(), ',')) + 1;
    const std::size_t maxWords = std::size_t(std::max(bits, 1) + 31) / 32;
    if (words > maxWords)
        return netFileError(name, QCoreApplication::translate(
                                      "NetQueues", "%1 hex words, more than the %2 of %3 bits")
                                      .arg(words)
                                      .arg(maxWords)
                                      .arg(bits));
    auto set = CpuSet::parseMask(body);
    if (!set.ok())
        return netFileError(name, set.errorString());
    if (set->last() >= bits)
        return netFileError(name, QCoreApplication::translate(
                                      "NetQueues", "bit %1 is set, past the %2 this machine has")
                                      .arg(set->last())
                                      .arg(bits));
    return set;
}

namespace {

// Interfaces by name, and virtio devices ("virtio2") by the interface they
// carry, for matching action names.
struct QueueIrqIndex
{
    std::map<std::string, NetInterface *, std::less<>> byName;
    std::map<std::string, NetInterface *, std::less<>> byVirtio;
};

void setQueueIrq(NetInterface &iface, bool rx, bool tx, int index, const std::string &irq)
{
    for (NetQueue &q : iface.queues) {
        if (q.index != index || !((q.rx && rx) || (!q.rx && tx)) || !q.irq.empty())
            continue;
        q.irq = irq;
        q.irqSource = QueueIrqSource::Name;
    }
}

// "eth0-TxRx-3", "eth0-rx-3", "eth0-tx-3", "eth0-3" (the drivers' names for
// a queue's vector) and virtio's "virtio2-input.3" / "virtio2-output.3".
void matchAction(std::string_view action, const std::string &irq, QueueIrqIndex &index)
{
    std::uint64_t n = 0;
    if (const std::size_t dot = action.rfind('.'); dot != std::string_view::npos &&
                                                   lineparse::toU64(action.substr(dot + 1), n) &&
                                                   n < std::uint64_t(limits::kMaxNetQueues)) {
        const std::string_view head = action.substr(0, dot);
        const std::size_t dash = head.rfind('-');
        if (dash != std::string_view::npos) {
            const auto it = index.byVirtio.find(head.substr(0, dash));
            const std::string_view kind = head.substr(dash + 1);
            if (it != index.byVirtio.end() && (kind == "input" || kind == "output"))
                setQueueIrq(*it->second, kind == "input", kind == "output", int(n), irq);
        }
        return;
    }
    const std::size_t dash = action.rfind('-');
    if (dash == std::string_view::npos || !lineparse::toU64(action.substr(dash + 1), n) ||
        n >= std::uint64_t(limits::kMaxNetQueues))
        return;
    const std::string_view head = action.substr(0, dash);
    for (const auto &[suffix, rx, tx] :
         {std::tuple{"-TxRx", true, true}, std::tuple{"-rx", true, false},
          std::tuple{"-tx", false, true}}) {
        const std::string_view sfx(suffix);
        if (head.size() > sfx.size() && head.substr(head.size() - sfx.size()) == sfx) {
            const auto it = index.byName.find(head.substr(0, head.size() - sfx.size()));
            if (it != index.byName.end()) {
                setQueueIrq(*it->second, rx, tx, int(n), irq);
                return;
            }
        }
    }
    if (const auto it = index.byName.find(head); it != index.byName.end())
        setQueueIrq(*it->second, true, true, int(n), irq);
}

// The virtio device below which an interface hangs, from its class link
// ("../../devices/pci0000:00/0000:00:03.0/virtio2/net/eth0" -> "virtio2").
std::string virtioDevice(const HostSource &host, const std::string &iface)
{
    const auto target = host.linkTarget(netPath(iface));
    if (!target)
        return {};
    const QStringList parts = target->split(QLatin1Char('/'));
    if (parts.size() < 3 || parts.at(parts.size() - 2) != QLatin1String("net"))
        return {};
    const QString &dev = parts.at(parts.size() - 3);
    return dev.startsWith(QLatin1String("virtio")) ? dev.toStdString() : std::string();
}

// Each queue's IRQ from the action names of /proc/interrupts, streamed.
Status matchQueueIrqs(const HostSource &host, std::vector<NetInterface> &ifaces)
{
    QueueIrqIndex index;
    for (NetInterface &i : ifaces) {
        index.byName.emplace(i.name, &i);
        if (const std::string v = virtioDevice(host, i.name); !v.empty())
            index.byVirtio.emplace(v, &i);
    }
    const QString path = QStringLiteral("/proc/interrupts");
    if (!host.exists(path))
        return Ok{};
    InterruptsStream stream(shownPath(host, path), [&](Irq &irq) -> Status {
        if (irq.symbolic())
            return Ok{};
        std::string_view names = irq.name;
        while (!names.empty()) {
            const std::size_t comma = names.find(',');
            matchAction(lineparse::trim(names.substr(0, comma)), irq.key, index);
            names = comma == std::string_view::npos ? std::string_view() : names.substr(comma + 1);
        }
        return Ok{};
    });
    if (Status s = host.readChunks(path, [&](std::string_view c) { return stream.feed(c); });
        !s.ok())
        return s;
    return stream.finish();
}

// The entries of /sys/class/net the kernel makes for a device (a link, or
// a directory in older kernels and copies): not lo, not bonding_masters.
Result<std::vector<std::string>> interfaceNames(const HostSource &host)
{
    const QString dir = QStringLiteral("/sys/class/net");
    auto names = host.listDir(dir);
    if (!names.ok())
        return std::vector<std::string>();
    if (names->size() > limits::kMaxNetInterfaces)
        return netFileError(shownPath(host, dir),
                            QCoreApplication::translate("NetQueues", "more than %1 interfaces")
                                .arg(limits::kMaxNetInterfaces));
    std::vector<std::string> out;
    for (const QString &n : *names) {
        const QByteArray bytes = n.toUtf8();
        if (!validInterfaceName(bytesView(bytes)))
            return netFileError(
                shownPath(host, dir),
                QCoreApplication::translate("NetQueues", "%1 is not a valid interface name")
                    .arg(printableText(n)));
        if (n == QLatin1String("lo"))
            continue;
        const QString p = dir + QLatin1Char('/') + n;
        if (!host.linkTarget(p) && !host.listDir(p).ok())
            continue;
        out.push_back(bytes.toStdString());
    }
    std::sort(out.begin(), out.end());
    return out;
}

// This machine's queues as the kernel's netdev family gives them: each
// queue's NAPI id, and the IRQ of that NAPI instance.
void takeNetlinkQueues(std::vector<NetInterface> &ifaces)
{
    const auto info = readNetdevNetlink();
    if (!info)
        return;
    for (NetInterface &i : ifaces) {
        const int ifindex = int(::if_nametoindex(i.name.c_str()));
        if (ifindex <= 0)
            continue;
        for (const NetdevQueueLink &l : info->queues) {
            if (l.ifindex != ifindex || !l.napiId)
                continue;
            for (NetQueue &q : i.queues) {
                if (q.rx != l.rx || q.index != l.index)
                    continue;
                q.napiId = l.napiId;
                const NetdevNapi *napi = info->napi(*l.napiId);
                if (napi && napi->irq) {
                    q.irq = std::to_string(*napi->irq);
                    q.irqSource = QueueIrqSource::Netlink;
                }
            }
        }
    }
}

} // namespace

Result<std::vector<NetInterface>> readNetQueues(const HostSource &host)
{
    auto names = interfaceNames(host);
    if (!names.ok())
        return names.error();
    const int cpuBits = possibleCpuBits(host);
    std::vector<NetInterface> out;
    out.reserve(names->size());
    for (const std::string &n : *names) {
        NetInterface iface;
        iface.name = n;
        auto threaded = readThreaded(host, n);
        if (!threaded.ok())
            return threaded.error();
        iface.threaded = *threaded;
        auto queues = readQueues(host, n, cpuBits);
        if (!queues.ok())
            return queues.error();
        iface.queues = std::move(queues).value();
        out.push_back(std::move(iface));
    }
    if (host.isLocalMachine())
        takeNetlinkQueues(out);
    if (Status s = matchQueueIrqs(host, out); !s.ok())
        return s.error();
    qCDebug(lcNetQueues) << out.size() << "interfaces on" << host.displayName();
    return out;
}

} // namespace irqatlas
