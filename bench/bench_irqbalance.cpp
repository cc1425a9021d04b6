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
#include "machineroot.h"
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
            static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9]+"));
            dir = keep + QLatin1Char('/') +
                  QString::fromLatin1(m.name).replace(unsafe, QStringLiteral("-"));
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
