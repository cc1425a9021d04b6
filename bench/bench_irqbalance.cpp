// irqbalance's plan beside balance and the policy planners on saved machines,
// every score row. Each machine is a real topology (hwloc XML) and a real
// /proc/interrupts (its PCI MSI rows with their recorded counts); the bench
// writes a machine root irqbalance reads (sysfs CPU, cache and node trees,
// PCI devices with numa_node and msi_irqs, /proc/irq/N, /proc/stat), runs
// the real irqbalance over it through the irqbalance planner and scores
// every plan with the same ScoreInput as `compare`. Plus this machine.
// Needs root or a user namespace; prints "skipped" and exits 0 without.
// Usage: bench_irqbalance [MACHINE-SUBSTRING] [--keep DIR]
#include "benchutil.h"
#include "plan/planner.h"
#include "plan/planscore.h"
#include "procfs/hostsource.h"
#include "snapshot/snapshot.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <unistd.h>

using namespace irqatlas;

namespace {

struct MachineCase
{
    const char *name;
    const char *topology;   // hwloc XML under tests/data; null: this machine
    const char *interrupts; // /proc/interrupts under tests/data
};

const MachineCase kMachines[] = {
    {"1152-CPU 16-node (PCP file)", "machines/synthetic-1152pu-8pack-16numa.xml",
     "proc-interrupts/pcp-interrupts-1152cpu-x86_64.txt.bz2"},
    {"2x EPYC 7451 (Milan IRQs)", "topology-xml/hwloc-x86-AMD-17h-Zen-2xEpyc-7451.xml",
     "proc-interrupts/intel-stats-collect-milan0.txt"},
    {"2x EPYC 9654 (Genoa IRQs)", "topology-xml/hwloc-x86-AMD-19h-Zen4-2xEpyc-9654.xml",
     "proc-interrupts/intel-stats-collect-genoa0.txt"},
    {"Kunpeng 920 128-core (Graviton IRQs)",
     "topology-xml/derived-hwloc2.9-from-sysfs-128arm-2pa2n8cluster4co.xml",
     "proc-interrupts/node_exporter-interrupts_aarch64-graviton.txt"},
    {"Core i7-1370P hybrid (RPL IRQs)", "topology-xml/hwloc-x86-Intel-RaptorLake-Corei7-1370P.xml",
     "proc-interrupts/intel-stats-collect-rpl0.txt"},
    {"Xeon Phi 7210 KNL", "topology-xml/hwloc-x86-Intel-KnightsLanding-XeonPhi-7210.xml",
     "proc-interrupts/intel-stats-collect-knl0.txt"},
    {"2x Xeon Max 9460 (SNR IRQs)", "topology-xml/hwloc-x86-Intel-SapphireRapids-2xXeonMax9460.xml",
     "proc-interrupts/intel-stats-collect-snr0.txt"},
    {"256-PU POWER 8-node (Genoa IRQs)",
     "topology-xml/derived-hwloc2.9-from-sysfs-256ppc-8n8s4t.xml",
     "proc-interrupts/intel-stats-collect-genoa0.txt"},
    {"this machine", nullptr, nullptr},
};

// Files of the root being built that could not be written: a root with a
// hole would be scored as a different machine, so buildMachineRoot fails.
int writeFailures = 0;

void put(const QString &root, const QString &rel, const QByteArray &bytes)
{
    const QString path = root + QLatin1Char('/') + rel;
    QDir().mkpath(path.section(QLatin1Char('/'), 0, -2));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        ++writeFailures;
}

QByteArray maskOf(const CpuSet &s, int nbits)
{
    return QByteArray::fromStdString(s.toMask(nbits)) + '\n';
}

// The caches irqbalance walks (cpuN/cache/index1.. up to its deepest level,
// 2 by default): index0/1 are the CPU's own L1, index2 its L2 (the core when
// the source has no L2), index3 its L3 when known.
void putCaches(const QString &root, const QString &dir, const Topology &t, const Pu &pu)
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

void putCpusAndNodes(const QString &root, const Topology &t)
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

QString deviceKey(const Irq &irq)
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

QByteArray pciClassOf(const std::string &name)
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
Built putIrqs(const QString &root, const Topology &t, const IrqTable &recorded)
{
    const int cpus = int(t.pus.size());
    const int nbits = t.nrCpuIds();
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
    for (auto &[key, d] : devices) {
        const bool real = key.count(QLatin1Char(':')) == 2;
        const int bus = real ? key.section(QLatin1Char(':'), 1, 1).toInt(nullptr, 16) : 0x40 + next;
        d.bdf =
            real ? key : QStringLiteral("0000:%1:00.0").arg(bus & 0xff, 2, 16, QLatin1Char('0'));
        d.node = t.nodes[std::size_t(real ? bus * nodes / 256 : next % nodes)].id;
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

} // namespace

namespace irqatlas::bench {

// A machine root irqbalance reads (and `plan --root` loads): the topology's
// sysfs trees and the recorded table's device IRQs. Errors as text.
Result<Built> buildMachineRoot(const QString &root, const Topology &t, const IrqTable &recorded)
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

namespace {

struct Row
{
    const char *label;
    ScoreField field;
    bool lowerIsBetter;
    std::function<double(const PlanScore &)> value;
};

const std::vector<Row> &rows()
{
    static const std::vector<Row> r = {
        {"IRQs planned", ScoreField::Irqs, false, [](const PlanScore &s) { return s.irqs; }},
        {"unresolved", ScoreField::Unresolved, true,
         [](const PlanScore &s) { return s.unresolved; }},
        {"mean distance", ScoreField::MeanDistance, true,
         [](const PlanScore &s) { return s.meanDistance; }},
        {"max distance", ScoreField::MaxDistance, true,
         [](const PlanScore &s) { return s.maxDistance; }},
        {"without node", ScoreField::WithoutNode, true,
         [](const PlanScore &s) { return s.withoutNode; }},
        {"max IRQs/CPU", ScoreField::MaxIrqsPerCpu, true,
         [](const PlanScore &s) { return s.maxIrqsPerCpu; }},
        {"max IRQs/core", ScoreField::MaxIrqsPerCore, true,
         [](const PlanScore &s) { return s.maxIrqsPerCore; }},
        {"sibling pairs", ScoreField::SiblingPairs, true,
         [](const PlanScore &s) { return double(s.siblingPairs); }},
        {"shared-CPU pairs", ScoreField::SharedCpuPairs, true,
         [](const PlanScore &s) { return double(s.sharedCpuPairs); }},
        {"CPUs used", ScoreField::CpusUsed, false, [](const PlanScore &s) { return s.cpusUsed; }},
        {"imbalance (max/mean)", ScoreField::Imbalance, true,
         [](const PlanScore &s) { return s.imbalance.value_or(0); }},
        {"LLC domains used", ScoreField::LlcDomainsUsed, false,
         [](const PlanScore &s) { return s.llcDomainsUsed.value_or(0); }},
        {"max IRQs/LLC", ScoreField::MaxIrqsPerLlc, true,
         [](const PlanScore &s) { return s.maxIrqsPerLlc.value_or(0); }},
        {"mean IRQs/LLC", ScoreField::MeanIrqsPerLlc, true,
         [](const PlanScore &s) { return s.meanIrqsPerLlc.value_or(0); }},
        {"on isolated", ScoreField::OnIsolated, true,
         [](const PlanScore &s) { return s.onIsolated; }},
        {"immovable", ScoreField::Immovable, true, [](const PlanScore &s) { return s.immovable; }},
    };
    return r;
}

struct Column
{
    QString planner;
    std::optional<PlanScore> score;
    QString error;
};

// irqbalance, balance, the policy planners and the kernel's spreaders, each
// once: policy is policy-local by default, policy-cpulist and isolate need
// CPUs given, and the older spreader variants (local-spread-v41/-2019,
// mana-v1, mana-driver) place as their current versions do here.
std::vector<const Planner *> benchPlanners()
{
    std::vector<const Planner *> out;
    for (const char *name : {"irqbalance", "balance", "policy-local", "policy-remote", "policy-all",
                             "policy-one", "local-spread", "mana", "group-evenly"})
        if (const Planner *p = findPlanner(QLatin1String(name)))
            out.push_back(p);
    return out;
}

// Set when irqbalance cannot get its namespace here: nothing to compare with.
QString noNamespace;

// Every planner plans (and is scored over) the same IRQs: those irqbalance
// placed that a plan can move. irqbalance places kernel-managed queues too,
// but the kernel refuses those writes; and IRQs it leaves out of its tree
// would be scored for the others only.
QString selectorOf(const std::vector<int> &irqs)
{
    QStringList numbers;
    for (int n : irqs)
        numbers << QString::number(n);
    return numbers.join(QLatin1Char(','));
}

std::vector<Column> planAll(const Topology &topo, const IrqTable &table, const QString &root)
{
    std::vector<int> movable;
    for (const Irq &i : table.irqs)
        if (!i.symbolic() && !i.immovable)
            movable.push_back(i.number);
    PlanRequest req;
    req.irqs = selectorOf(movable);
    req.machineRoot = root;
    // irqbalance runs once: its plan over the movable IRQs is its plan over
    // the ones it placed.
    std::optional<Result<Plan>> irqbalancePlan;
    if (const Planner *ib = findPlanner(QStringLiteral("irqbalance"))) {
        irqbalancePlan = makePlan(*ib, topo, table, req);
        if (*irqbalancePlan && !(*irqbalancePlan)->assignments.empty()) {
            std::vector<int> placed;
            for (const PlanAssignment &a : (*irqbalancePlan)->assignments)
                placed.push_back(a.irq);
            std::sort(placed.begin(), placed.end());
            req.irqs = selectorOf(placed);
        }
    }
    if (irqbalancePlan && !*irqbalancePlan &&
        irqbalancePlan->errorString().contains(QLatin1String("namespace")))
        noNamespace = irqbalancePlan->errorString();
    std::vector<Column> cols;
    for (const Planner *p : benchPlanners()) {
        Column c{p->name(), std::nullopt, {}};
        auto plan = p->name() == QLatin1String("irqbalance") && irqbalancePlan
                        ? std::move(*irqbalancePlan)
                        : makePlan(*p, topo, table, req);
        if (!plan)
            c.error = plan.errorString();
        else
            c.score = scorePlan(*plan, scoreInputFor(topo, table, req, {}));
        cols.push_back(std::move(c));
    }
    // balance's one knob: how far past the fair share a CPU near the device
    // may go before an IRQ goes further away (locality against load).
    if (const Planner *b = findPlanner(QStringLiteral("balance"))) {
        PlanRequest loose = req;
        loose.params.insert(QStringLiteral("slack"), QStringLiteral("2"));
        Column c{QStringLiteral("balance slack=2"), std::nullopt, {}};
        if (auto plan = makePlan(*b, topo, table, loose); plan)
            c.score =
                scorePlan(*plan, scoreInputFor(topo, table, loose, {QStringLiteral("slack")}));
        else
            c.error = plan.errorString();
        cols.push_back(std::move(c));
    }
    return cols;
}

QString cell(const Column &c, const Row &r)
{
    if (!c.score)
        return QStringLiteral("error");
    if (!noValueReason(*c.score, r.field).isEmpty())
        return QStringLiteral("-");
    const double v = r.value(*c.score);
    return v == double(qint64(v)) ? QString::number(qint64(v)) : QString::number(v, 'f', 2);
}

// One Markdown table per machine; a row where balance is worse than
// irqbalance is marked, and the count returned.
int printTable(const char *name, const QString &about, const std::vector<Column> &cols)
{
    std::printf("\n### %s\n\n%s\n\n| score |", name, qPrintable(about));
    const Column *ib = nullptr, *bal = nullptr;
    for (const Column &c : cols) {
        std::printf(" %s |", qPrintable(c.planner));
        if (c.planner == QLatin1String("irqbalance"))
            ib = &c;
        if (c.planner == QLatin1String("balance"))
            bal = &c;
    }
    std::printf(" balance vs irqbalance |\n|---|");
    for (std::size_t i = 0; i <= cols.size(); ++i)
        std::printf("---:|");
    std::printf("\n");
    int worse = 0;
    for (const Row &r : rows()) {
        std::printf("| %s |", r.label);
        for (const Column &c : cols)
            std::printf(" %s |", qPrintable(cell(c, r)));
        QString verdict = QStringLiteral("-");
        if (ib && bal && ib->score && bal->score && r.lowerIsBetter &&
            noValueReason(*ib->score, r.field).isEmpty() &&
            noValueReason(*bal->score, r.field).isEmpty()) {
            const double a = r.value(*bal->score), b = r.value(*ib->score);
            // Within 0.5 %: the same (imbalance is a ratio of sums).
            const double tol = 0.005 * std::max(std::abs(a), std::abs(b));
            verdict = a < b - tol   ? QStringLiteral("better")
                      : a > b + tol ? QStringLiteral("**worse**")
                                    : QStringLiteral("same");
            worse += a > b + tol;
        }
        std::printf(" %s |\n", qPrintable(verdict));
    }
    for (const Column &c : cols)
        if (!c.error.isEmpty())
            std::printf("\n%s: %s\n", qPrintable(c.planner), qPrintable(c.error.left(300)));
    return worse;
}

// A saved machine's root in dir: its topology, its recorded IRQs; then the
// plans over that root.
bool runSaved(const MachineCase &m, const QString &dir, int &worse)
{
    auto topo = loadTopologyXml(QStringLiteral(IRQATLAS_TEST_DATA "/") + QLatin1String(m.topology));
    const QByteArray text =
        bench::readFixture(QStringLiteral(IRQATLAS_TEST_DATA "/") + QLatin1String(m.interrupts));
    if (!topo) {
        std::printf("\n### %s\n\nskipped: %s\n", m.name, qPrintable(topo.errorString()));
        return false;
    }
    auto recorded = parseInterrupts(std::string_view(text.constData(), std::size_t(text.size())),
                                    QLatin1String(m.interrupts));
    if (!recorded) {
        std::printf("\n### %s\n\nskipped: %s\n", m.name, qPrintable(recorded.errorString()));
        return false;
    }
    auto built = bench::buildMachineRoot(dir, *topo, *recorded);
    if (!built) {
        std::printf("\n### %s\n\nskipped: %s\n", m.name, qPrintable(built.errorString()));
        return false;
    }
    // The same topology for `irqatlas-cli plan|compare --root DIR` on a kept root.
    QFile::copy(QStringLiteral(IRQATLAS_TEST_DATA "/") + QLatin1String(m.topology),
                dir + QStringLiteral("/topology.xml"));
    SnapshotOptions o;
    o.topology = false;
    auto snap = readSnapshot(DirHostSource(dir), o);
    if (!snap) {
        std::printf("\n### %s\n\nskipped: %s\n", m.name, qPrintable(snap.errorString()));
        return false;
    }
    const QString about = QStringLiteral("%1 CPUs, %2 NUMA nodes; %3 device IRQs of %4 PCI devices "
                                         "from `%5`, weights: their recorded counts")
                              .arg(topo->pus.size())
                              .arg(topo->nodes.size())
                              .arg(built->irqs)
                              .arg(built->devices)
                              .arg(QLatin1String(m.interrupts));
    worse += printTable(m.name, about, planAll(*topo, snap->irqs, dir));
    return true;
}

bool runThisMachine(int &worse)
{
    auto snap = readSnapshot(*openLocalHost());
    if (!snap || !snap->hasTopology) {
        std::printf("\n### this machine\n\nskipped: %s\n",
                    snap ? qPrintable(snap->topologyError) : qPrintable(snap.errorString()));
        return false;
    }
    int movable = 0;
    for (const Irq &i : snap->irqs.irqs)
        movable += !i.symbolic() && !i.immovable;
    const QString about = QStringLiteral("%1 CPUs; its own /proc (%2 numbered IRQs not immovable), "
                                         "weights: counts since boot")
                              .arg(snap->topology.pus.size())
                              .arg(movable);
    worse +=
        printTable("this machine", about, planAll(snap->topology, snap->irqs, QStringLiteral("/")));
    return true;
}

// irqbalance needs a namespace: root, or a user namespace the kernel allows.
bool canRun(QString &why)
{
    QString p = QStandardPaths::findExecutable(QStringLiteral("irqbalance"));
    if (p.isEmpty())
        p = QStandardPaths::findExecutable(QStringLiteral("irqbalance"),
                                           {QStringLiteral("/usr/sbin")});
    if (p.isEmpty()) {
        why = QStringLiteral("no irqbalance program (Debian: apt install irqbalance)");
        return false;
    }
    if (::geteuid() == 0)
        return true;
    QFile f(QStringLiteral("/proc/sys/kernel/unprivileged_userns_clone"));
    if (f.open(QIODevice::ReadOnly) && f.readAll().trimmed() == "0") {
        why = QStringLiteral("not root and user namespaces are off");
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QString only, keep;
    for (int i = 1; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        if (a == QLatin1String("--keep") && i + 1 < argc)
            keep = QString::fromLocal8Bit(argv[++i]);
        else
            only = a;
    }
    QString why;
    if (!canRun(why)) {
        std::printf("bench_irqbalance: skipped: %s\n", qPrintable(why));
        return 0;
    }
    int worse = 0, machines = 0;
    for (const MachineCase &m : kMachines) {
        if (!only.isEmpty() && !QString::fromLatin1(m.name).contains(only, Qt::CaseInsensitive))
            continue;
        if (!m.topology) {
            machines += runThisMachine(worse);
            if (!noNamespace.isEmpty()) {
                std::printf("bench_irqbalance: skipped: %s\n", qPrintable(noNamespace));
                return 0;
            }
            continue;
        }
        QTemporaryDir tmp;
        QString dir = tmp.path();
        if (!keep.isEmpty()) {
            dir = keep + QLatin1Char('/') +
                  QString::fromLatin1(m.name).replace(
                      QRegularExpression(QStringLiteral("[^A-Za-z0-9]+")), QStringLiteral("-"));
            QDir(dir).removeRecursively();
            QDir().mkpath(dir);
        }
        machines += runSaved(m, dir, worse);
        if (!noNamespace.isEmpty()) {
            std::printf("bench_irqbalance: skipped: %s\n", qPrintable(noNamespace));
            return 0;
        }
    }
    std::printf("\n%d machines; rows where balance scores worse than irqbalance: %d\n", machines,
                worse);
    return 0;
}
