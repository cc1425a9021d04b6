#pragma once

// A machine root irqbalance reads, written from a topology and a recorded
// /proc/interrupts: what bench_irqbalance runs irqbalance and the planners
// over, and what its test checks irqbalance accepts. Header-only, as
// benchutil.h.

#include "benchutil.h"
#include "model/result.h"
#include "model/topology.h"
#include "procfs/interrupts.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <algorithm>
#include <map>
#include <vector>

namespace irqatlas::bench {

// Files of the root being built that could not be written: a root with a
// hole would be scored as a different machine, so buildMachineRoot fails.
inline int writeFailures = 0;

inline void put(const QString &root, const QString &rel, const QByteArray &bytes)
{
    const QString path = root + QLatin1Char('/') + rel;
    QDir().mkpath(path.section(QLatin1Char('/'), 0, -2));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        ++writeFailures;
}

inline QByteArray maskOf(const CpuSet &s, int nbits)
{
    return QByteArray::fromStdString(s.toMask(nbits)) + '\n';
}

// The caches irqbalance walks (cpuN/cache/index1.. up to its deepest level,
// 2 by default): index0/1 are the CPU's own L1, index2 its L2 (the core when
// the source has no L2), index3 its L3 when known.
inline void putCaches(const QString &root, const QString &dir, const Topology &t, const Pu &pu)
{
    CpuSet own, core;
    own.set(pu.id);
    for (const Pu &q : t.pus)
        if (q.core == pu.core)
            core.set(q.id);
    std::map<int, CpuSet> byLevel{{1, own}, {2, core}};
    for (const Cache &c : t.caches)
        if (c.cpus.test(pu.id) && c.level >= 2)
            byLevel[c.level] = c.cpus;
    const int nbits = t.nrCpuIds();
    int index = 0;
    for (const auto &[level, cpus] : byLevel)
        for (int k = 0; k < (level == 1 ? 2 : 1); ++k, ++index) {
            const QString d = dir + QStringLiteral("cache/index%1/").arg(index);
            put(root, d + QStringLiteral("level"), QByteArray::number(level) + '\n');
            put(root, d + QStringLiteral("shared_cpu_map"), maskOf(cpus, nbits));
            put(root, d + QStringLiteral("shared_cpu_list"),
                QByteArray::fromStdString(cpus.toList()) + '\n');
        }
}

inline void putCpusAndNodes(const QString &root, const Topology &t)
{
    const int nbits = t.nrCpuIds();
    const QByteArray online = QByteArray::fromStdString(t.onlineCpus().toList()) + '\n';
    const QString cpu = QStringLiteral("sys/devices/system/cpu/");
    put(root, cpu + QStringLiteral("online"), online);
    put(root, cpu + QStringLiteral("possible"), online);
    put(root, cpu + QStringLiteral("present"), online);
    put(root, cpu + QStringLiteral("isolated"), "\n");
    for (const Pu &pu : t.pus) {
        CpuSet pkg, core;
        for (const Pu &q : t.pus) {
            if (q.package == pu.package)
                pkg.set(q.id);
            if (q.core == pu.core)
                core.set(q.id);
        }
        const QString d = cpu + QStringLiteral("cpu%1/").arg(pu.id);
        put(root, d + QStringLiteral("online"), "1\n");
        put(root, d + QStringLiteral("topology/physical_package_id"),
            QByteArray::number(std::max(pu.package, 0)) + '\n');
        put(root, d + QStringLiteral("topology/core_id"), QByteArray::number(pu.core) + '\n');
        put(root, d + QStringLiteral("topology/core_siblings"), maskOf(pkg, nbits));
        put(root, d + QStringLiteral("topology/thread_siblings"), maskOf(core, nbits));
        put(root, d + QStringLiteral("topology/thread_siblings_list"),
            QByteArray::fromStdString(core.toList()) + '\n');
        putCaches(root, d, t, pu);
        if (pu.node >= 0)
            QDir().mkpath(root + QLatin1Char('/') + d + QStringLiteral("node%1").arg(pu.node));
    }
    const QString node = QStringLiteral("sys/devices/system/node/");
    QStringList ids;
    for (const NumaNode &n : t.nodes)
        ids << QString::number(n.id);
    put(root, node + QStringLiteral("online"), ids.join(QLatin1Char(',')).toLatin1() + '\n');
    put(root, node + QStringLiteral("possible"), ids.join(QLatin1Char(',')).toLatin1() + '\n');
    for (const NumaNode &n : t.nodes) {
        const QString d = node + QStringLiteral("node%1/").arg(n.id);
        put(root, d + QStringLiteral("cpumap"), maskOf(n.cpus, nbits));
        put(root, d + QStringLiteral("cpulist"), QByteArray::fromStdString(n.cpus.toList()) + '\n');
        put(root, d + QStringLiteral("meminfo"),
            "Node " + QByteArray::number(n.id) + " MemTotal:       16000000 kB\n");
    }
}

// A PCI device the recorded MSI rows belong to: the BDF the kernel printed
// (in the chip name, or "@pci:" in the action), else one per device name
// stem ("nvme0q3" -> nvme0, "eth0-TxRx-3" -> eth0).
struct Device
{
    QString bdf;
    int node = -1;
    QByteArray pciClass;
    std::vector<int> irqs;
};

inline QString deviceKey(const Irq &irq)
{
    static const QRegularExpression bdf(
        QStringLiteral("([0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7])"));
    for (const std::string &s : {irq.chip, irq.name})
        if (auto m = bdf.match(QString::fromStdString(s)); m.hasMatch())
            return m.captured(1);
    static const QRegularExpression tail(
        QStringLiteral("([-_]?(TxRx|tx|rx|msix|q|comp)?[-_]?\\d*)+$"));
    QString stem = QString::fromStdString(irq.name).section(QLatin1Char(' '), 0, 0);
    stem.remove(tail);
    return stem.isEmpty() ? QStringLiteral("irq%1").arg(irq.number) : stem;
}

inline QByteArray pciClassOf(const std::string &name)
{
    const QString n = QString::fromStdString(name).toLower();
    if (n.contains(QLatin1String("nvme")))
        return "0x010802";
    for (const char *s : {"megasas", "ahci", "mpt", "sas", "scsi"})
        if (n.contains(QLatin1String(s)))
            return "0x010700";
    for (const char *s : {"xhci", "ehci", "usb"})
        if (n.contains(QLatin1String(s)))
            return "0x0c0330";
    for (const char *s : {"txrx", "-rx", "-tx", "eth", "eno", "ens", "enp", "mlx", "ice", "i40e",
                          "ixgbe", "bnxt", "ena", "virtio", "net"})
        if (n.contains(QLatin1String(s)))
            return "0x020000";
    if (n.contains(QLatin1String("pcie")) || n.contains(QLatin1String("aer")))
        return "0x060400";
    return "0x088000";
}

struct Built
{
    int irqs = 0;
    int devices = 0;
};

// The recorded table's PCI MSI rows, their counts folded onto the machine's
// CPUs (column i to CPU i mod n: totals kept), as /proc/interrupts, /proc/irq
// and the PCI devices; devices go to nodes by PCI bus (bus * nodes / 256) or,
// without a BDF, in turn.
inline Built putIrqs(const QString &root, const Topology &t, const IrqTable &recorded)
{
    const int cpus = int(t.pus.size());
    const int nbits = t.nrCpuIds();
    // A topology without CPUs has nowhere to fold the counts to.
    if (cpus <= 0)
        return {};
    std::map<QString, Device> devices;
    std::map<int, int> effective;
    QByteArray text = "       ";
    for (int c = 0; c < cpus; ++c)
        text += "    CPU" + QByteArray::number(c).leftJustified(4);
    text += '\n';
    Built b;
    for (const Irq &irq : recorded.irqs) {
        if (irq.symbolic() || QString::fromStdString(irq.chip).indexOf(QLatin1String("MSI")) < 0 ||
            irq.chip.find("DMAR") != std::string::npos ||
            irq.chip.find("IOMMU") != std::string::npos)
            continue;
        std::vector<std::uint64_t> counts(std::size_t(cpus), 0);
        for (std::size_t i = 0; i < irq.counts.size(); ++i)
            counts[i % std::size_t(cpus)] += irq.counts[i];
        QByteArray row = QByteArray::number(irq.number).rightJustified(4) + ':';
        for (std::uint64_t v : counts)
            row += ' ' + QByteArray::number(qulonglong(v)).rightJustified(10);
        row += "  PCI-MSI " + QByteArray::fromStdString(irq.hwirq.empty() ? "0" : irq.hwirq) +
               "-edge      " + QByteArray::fromStdString(irq.name) + '\n';
        text += row;
        // Delivered to one CPU (what x86, GIC ITS and XIVE do), the one its
        // recorded counts put it on: plans are scored at delivered CPUs.
        const auto most = std::max_element(counts.begin(), counts.end());
        effective[irq.number] = t.pus[std::size_t(most - counts.begin())].id;
        Device &d = devices[deviceKey(irq)];
        d.irqs.push_back(irq.number);
        if (d.pciClass.isEmpty())
            d.pciClass = pciClassOf(irq.name);
        ++b.irqs;
    }
    text += " LOC:";
    for (int c = 0; c < cpus; ++c)
        text += "       1000";
    text += "   Local timer interrupts\n";
    put(root, QStringLiteral("proc/interrupts"), text);
    put(root, QStringLiteral("proc/stat"), bench::syntheticProcStat(cpus, 1));
    put(root, QStringLiteral("proc/irq/default_smp_affinity"), maskOf(t.onlineCpus(), nbits));

    const int nodes = int(t.nodes.size());
    int next = 0;
    // Only a whole BDF names a bus: an action name with two colons in it
    // ("a:fff:b") would give a bus past 0xff and a node past t.nodes.
    static const QRegularExpression wholeBdf(
        QStringLiteral("\\A[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]\\z"));
    for (auto &[key, d] : devices) {
        const bool real = wholeBdf.match(key).hasMatch();
        const int bus = real ? key.section(QLatin1Char(':'), 1, 1).toInt(nullptr, 16) : 0x40 + next;
        d.bdf =
            real ? key : QStringLiteral("0000:%1:00.0").arg(bus & 0xff, 2, 16, QLatin1Char('0'));
        d.node =
            t.nodes[std::size_t(real ? std::clamp(bus, 0, 255) * nodes / 256 : next % nodes)].id;
        ++next;
        const NumaNode *n = t.node(d.node);
        const QString dir = QStringLiteral("sys/bus/pci/devices/") + d.bdf + QLatin1Char('/');
        put(root, dir + QStringLiteral("class"), d.pciClass + '\n');
        put(root, dir + QStringLiteral("vendor"), "0x8086\n");
        put(root, dir + QStringLiteral("device"), "0x1572\n");
        put(root, dir + QStringLiteral("subsystem_vendor"), "0x8086\n");
        put(root, dir + QStringLiteral("subsystem_device"), "0x0000\n");
        put(root, dir + QStringLiteral("numa_node"), QByteArray::number(d.node) + '\n');
        put(root, dir + QStringLiteral("local_cpus"), maskOf(n->cpus, nbits));
        put(root, dir + QStringLiteral("irq"), "0\n");
        for (int v : d.irqs) {
            put(root, dir + QStringLiteral("msi_irqs/%1").arg(v), "msi\n");
            const QString irqDir = QStringLiteral("proc/irq/%1/").arg(v);
            put(root, irqDir + QStringLiteral("smp_affinity"), maskOf(t.onlineCpus(), nbits));
            put(root, irqDir + QStringLiteral("smp_affinity_list"),
                QByteArray::fromStdString(t.onlineCpus().toList()) + '\n');
            put(root, irqDir + QStringLiteral("node"), QByteArray::number(d.node) + '\n');
            put(root, irqDir + QStringLiteral("effective_affinity"),
                maskOf(CpuSet{effective[v]}, nbits));
            put(root, irqDir + QStringLiteral("effective_affinity_list"),
                QByteArray::number(effective[v]) + '\n');
        }
    }
    b.devices = int(devices.size());
    return b;
}

// A machine root irqbalance reads (and `plan --root` loads): the topology's
// sysfs trees and the recorded table's device IRQs. Errors as text.
inline Result<Built> buildMachineRoot(const QString &root, const Topology &t,
                                      const IrqTable &recorded)
{
    if (t.pus.empty() || t.nodes.empty())
        return Error{QStringLiteral("topology without CPUs or NUMA nodes")};
    writeFailures = 0;
    putCpusAndNodes(root, t);
    Built b = putIrqs(root, t, recorded);
    if (writeFailures > 0)
        return Error{
            QStringLiteral("%1 files of %2 could not be written").arg(writeFailures).arg(root)};
    if (b.irqs == 0)
        return Error{QStringLiteral("no PCI MSI rows in the recorded table")};
    return b;
}

} // namespace irqatlas::bench
