#include "procfs/irqdetails.h"

#include "model/inputlimits.h"
#include "model/topology.h"
#include "procfs/irqdevice.h"
#include "procfs/irqfiles.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <map>

namespace irqatlas {

struct PciInfo
{
    int node = -1;
    bool hasNode = false;
    std::vector<std::string> interfaces;
};

// The PCI device tree: which device owns which IRQ (msi_irqs/ and the legacy
// irq file), its NUMA node and the interfaces it carries.
struct PciMap
{
    std::map<int, std::string> msiOwner;    // IRQ -> BDF
    std::map<int, std::string> legacyOwner; // INTx line -> first BDF using it
    std::map<std::string, PciInfo> devices;
};

namespace {

PciMap readPciMap(const HostSource &host)
{
    PciMap map;
    const QString base = QStringLiteral("/sys/bus/pci/devices");
    auto list = host.listDir(base);
    if (!list.ok())
        return map;
    for (const QString &entry : *list) {
        const QString dir = base + QLatin1Char('/') + entry;
        const std::string bdf = findPciAddress(entry.toStdString());
        if (bdf.empty())
            continue;
        PciInfo info;
        if (auto n = host.tryRead(dir + QStringLiteral("/numa_node"))) {
            bool ok = false;
            const int v = trimmedText(*n).toInt(&ok);
            if (ok && v >= -1 && v < limits::kMaxNumaNodes) {
                info.node = v;
                info.hasNode = true;
            }
        }
        if (auto msi = host.listDir(dir + QStringLiteral("/msi_irqs")); msi.ok()) {
            for (const QString &irq : *msi) {
                bool ok = false;
                const int n = irq.toInt(&ok);
                if (ok)
                    map.msiOwner.emplace(n, bdf);
            }
        }
        if (auto irq = host.tryRead(dir + QStringLiteral("/irq"))) {
            bool ok = false;
            const int n = trimmedText(*irq).toInt(&ok);
            if (ok && n > 0)
                map.legacyOwner.emplace(n, bdf);
        }
        for (const char *sub : {"/net", "/nvme", "/infiniband"}) {
            if (auto names = host.listDir(dir + QLatin1String(sub)); names.ok())
                for (const QString &name : *names)
                    info.interfaces.push_back(name.toStdString());
        }
        map.devices.emplace(bdf, std::move(info));
    }
    // Interfaces often hang below a bus device of the PCI function (virtio:
    // 0000:00:03.0/virtio2/net/eth0), so ask the class directories too: the
    // last PCI address in the link's path is the owning function.
    for (const char *cls :
         {"/sys/class/net", "/sys/class/block", "/sys/class/nvme", "/sys/class/infiniband"}) {
        auto names = host.listDir(QLatin1String(cls));
        if (!names.ok())
            continue;
        for (const QString &name : *names) {
            auto target = host.linkTarget(QLatin1String(cls) + QLatin1Char('/') + name);
            if (!target)
                continue;
            const std::string path = target->toStdString();
            std::string bdf;
            for (std::size_t pos = 0;;) {
                const std::string found = findPciAddress(std::string_view(path).substr(pos));
                if (found.empty())
                    break;
                bdf = found;
                pos = path.find(found, pos) + found.size();
            }
            // Partitions (nvme0n1p1) are not interfaces of their own.
            if (bdf.empty() || (QLatin1String(cls) == QLatin1String("/sys/class/block") &&
                                host.exists(QLatin1String(cls) + QLatin1Char('/') + name +
                                            QStringLiteral("/partition"))))
                continue;
            auto &known = map.devices[bdf].interfaces;
            const std::string n = name.toStdString();
            if (std::find(known.begin(), known.end(), n) == known.end())
                known.push_back(n);
        }
    }
    return map;
}

// NVMe I/O queues (nvme0q1..) are kernel-managed: their affinity is fixed at
// probe time and writes fail with EIO. The admin queue (q0) is movable.
bool looksManaged(const std::string &name)
{
    static const QRegularExpression re(QStringLiteral("^nvme\\d+q[1-9]\\d*$"));
    return re.match(QString::fromStdString(name)).hasMatch();
}

void markImmovable(Irq &irq, const QString &reason)
{
    if (irq.immovable)
        return;
    irq.immovable = true;
    irq.immovableReason = reason.toStdString();
}

// Reads an optional per-IRQ file: absent is fine (the IRQ may have vanished
// since /proc/interrupts was read), garbled is an error naming the file.
template <typename Parse>
auto readOptional(const HostSource &host, const QString &path, Parse parse, QString *error)
    -> std::optional<typename decltype(parse(std::string_view{}, QString{}))::value_type>
{
    // Absent is fine; past its cap is as garbled as bad bytes.
    auto read = host.tryReadCapped(path);
    if (!read.ok()) {
        if (error && error->isEmpty())
            *error = read.errorString();
        return std::nullopt;
    }
    const std::optional<QByteArray> &bytes = *read;
    if (!bytes)
        return std::nullopt;
    auto r = parse(bytesView(*bytes), shownPath(host, path));
    if (!r.ok()) {
        if (error && error->isEmpty())
            *error = r.errorString();
        return std::nullopt;
    }
    return std::move(r).value();
}

std::set<int> irqNumbers(const HostSource &host, const QString &dir)
{
    std::set<int> ids;
    if (auto names = host.listDir(dir); names.ok())
        for (const QString &name : *names) {
            bool ok = false;
            const int v = name.toInt(&ok);
            if (ok)
                ids.insert(v);
        }
    return ids;
}

} // namespace

IrqDetailsReader::IrqDetailsReader(const HostSource &host, const Topology *topology)
    : m_host(host), m_topology(topology), m_pci(std::make_unique<PciMap>(readPciMap(host)))
{
    m_defaultAffinity = readOptional(host, QStringLiteral("/proc/irq/default_smp_affinity"),
                                     parseIrqMask, &m_error);
    m_haveDebugfs = host.exists(QStringLiteral("/sys/kernel/debug/irq/irqs"));
    // One directory listing each instead of a failed open per file per IRQ:
    // a lone /proc/interrupts of 1000 IRQs would otherwise cost 16000 opens.
    m_procIrqs = irqNumbers(host, QStringLiteral("/proc/irq"));
    m_sysIrqs = irqNumbers(host, QStringLiteral("/sys/kernel/irq"));
}

IrqDetailsReader::~IrqDetailsReader() = default;

Status IrqDetailsReader::annotate(Irq &irq) const
{
    QString error = m_error;

    if (irq.symbolic()) {
        markImmovable(irq, QCoreApplication::translate(
                               "Snapshot", "architecture interrupt counter, not a device IRQ"));
        return Ok{};
    }
    const QString n = QString::number(irq.number);
    const QString proc = QStringLiteral("/proc/irq/") + n + QLatin1Char('/');
    const QString sys = QStringLiteral("/sys/kernel/irq/") + n + QLatin1Char('/');
    const bool hasProc = m_procIrqs.count(irq.number) > 0;
    const bool hasSys = m_sysIrqs.count(irq.number) > 0;

    if (hasProc) {
        irq.affinity = readOptional(m_host, proc + QStringLiteral("smp_affinity_list"),
                                    parseIrqCpuList, &error);
        if (!irq.affinity)
            irq.affinity =
                readOptional(m_host, proc + QStringLiteral("smp_affinity"), parseIrqMask, &error);
        irq.effective = readOptional(m_host, proc + QStringLiteral("effective_affinity_list"),
                                     parseIrqCpuList, &error);
        if (!irq.effective)
            irq.effective = readOptional(m_host, proc + QStringLiteral("effective_affinity"),
                                         parseIrqMask, &error);
        irq.affinityHint =
            readOptional(m_host, proc + QStringLiteral("affinity_hint"), parseIrqMask, &error);
        irq.node = readOptional(m_host, proc + QStringLiteral("node"), parseIrqNode, &error);
    }
    if (hasSys) {
        if (auto chip =
                readOptional(m_host, sys + QStringLiteral("chip_name"), parseIrqText, &error);
            chip && irq.chip.empty())
            irq.chip = *chip;
        if (auto hw = readOptional(m_host, sys + QStringLiteral("hwirq"), parseIrqText, &error);
            hw && irq.hwirq.empty())
            irq.hwirq = *hw;
        irq.sysType = readOptional(m_host, sys + QStringLiteral("type"), parseIrqText, &error);
        if (irq.sysType && irq.trigger.empty())
            irq.trigger = *irq.sysType;
        irq.wakeup = readOptional(m_host, sys + QStringLiteral("wakeup"), parseIrqText, &error);
        if (auto actions =
                readOptional(m_host, sys + QStringLiteral("actions"), parseIrqActions, &error);
            actions && irq.name.empty()) {
            std::string joined;
            for (const auto &a : *actions) {
                if (!joined.empty())
                    joined += ", ";
                joined += a;
            }
            irq.name = joined;
        }
    }
    if (!error.isEmpty())
        return Error{error};

    // Owner: msi_irqs is exact; the chip name (x86 6.x) and action names next;
    // a legacy INTx line last, since several devices may share it.
    if (auto it = m_pci->msiOwner.find(irq.number); it != m_pci->msiOwner.end())
        irq.device = it->second;
    if (irq.device.empty())
        irq.device = deviceFromChipOrName(irq.chip, irq.name);
    if (irq.device.empty())
        if (auto it = m_pci->legacyOwner.find(irq.number); it != m_pci->legacyOwner.end())
            irq.device = it->second;

    if (!irq.device.empty()) {
        if (auto it = m_pci->devices.find(irq.device); it != m_pci->devices.end()) {
            if (it->second.hasNode)
                irq.deviceNode = it->second.node;
            irq.interfaces = it->second.interfaces;
        }
        if (m_topology) {
            if (const PciDevice *d = m_topology->device(QString::fromStdString(irq.device))) {
                if (!irq.deviceNode)
                    irq.deviceNode = d->node;
                if (irq.interfaces.empty())
                    for (const QString &os : d->osNames)
                        irq.interfaces.push_back(os.toStdString());
            }
        }
    }
    if (irq.interfaces.empty()) {
        const std::string hint = interfaceHint(irq.name);
        if (!hint.empty())
            irq.interfaces.push_back(hint);
    }

    // What the kernel will refuse to move (EIO on write).
    if (hasProc && !m_host.exists(proc + QStringLiteral("smp_affinity")))
        markImmovable(irq, QCoreApplication::translate(
                               "Snapshot", "the kernel offers no affinity file for it"));
    if (m_haveDebugfs) {
        if (auto dbg = m_host.tryRead(QStringLiteral("/sys/kernel/debug/irq/irqs/") + n)) {
            if (dbg->contains("IRQD_AFFINITY_MANAGED"))
                markImmovable(irq,
                              QCoreApplication::translate(
                                  "Snapshot", "kernel-managed affinity (IRQD_AFFINITY_MANAGED)"));
            else if (dbg->contains("IRQD_PER_CPU"))
                markImmovable(irq, QCoreApplication::translate("Snapshot", "per-CPU interrupt"));
            else if (dbg->contains("IRQD_NO_BALANCING"))
                markImmovable(irq,
                              QCoreApplication::translate(
                                  "Snapshot", "the driver forbids balancing (IRQD_NO_BALANCING)"));
        }
    }
    if (looksManaged(irq.name))
        markImmovable(irq, QCoreApplication::translate("Snapshot",
                                                       "NVMe I/O queue: kernel-managed affinity"));
    if (irq.chip.rfind("GIC", 0) == 0 && !irq.hwirq.empty()) {
        bool ok = false;
        const int hw = QString::fromStdString(irq.hwirq).toInt(&ok);
        if (ok && hw < 32)
            markImmovable(
                irq, QCoreApplication::translate("Snapshot", "per-CPU interrupt (GIC SGI/PPI)"));
    }
    if (irq.number == 0 && irq.chip.find("IO-APIC") != std::string::npos)
        markImmovable(
            irq, QCoreApplication::translate("Snapshot", "the x86 system timer cannot be moved"));
    return Ok{};
}

Status readIrqDetails(const HostSource &host, IrqTable &table, const Topology *topology,
                      QStringList *warnings)
{
    Q_UNUSED(warnings);
    const IrqDetailsReader reader(host, topology);
    table.defaultAffinity = reader.defaultAffinity();
    for (Irq &irq : table.irqs) {
        if (Status s = reader.annotate(irq); !s.ok())
            return s;
    }
    return Ok{};
}

} // namespace irqatlas
