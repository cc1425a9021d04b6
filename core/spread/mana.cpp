#include "spread/mana.h"

#include "spread/common.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {

enum class IrqSetupVersion
{
    Merged,
    V1
};

// Node checks shared by every hop-mask user; also the warnings for the
// documented "no affinity at all" situation.
Status checkHopNode(const spread::Model &m, int node, QStringList &warnings)
{
    if (Status s = spread::checkNode(m, node); !s)
        return s;
    if (node >= 0 && m.isCpuNode(node)) {
        if (Status s = spread::checkHopDistances(m); !s)
            return s;
    }
    if (node >= 0 && !m.isCpuNode(node))
        warnings << QCoreApplication::translate(
                        "Spreader",
                        "node %1 has no online CPU: for_each_numa_hop_mask yields no mask, so "
                        "these IRQs keep the default affinity")
                        .arg(node);
    return Ok{};
}

// irq_setup(len, node, skip_first_cpu) of ALGORITHMS.md §4.1 / §4.2. Appends
// the sibling mask of each IRQ that gets one to out and returns how many did.
int irqSetup(const spread::Model &m, int len, int node, bool skipFirstCpu, IrqSetupVersion version,
             std::vector<std::optional<CpuSet>> &out)
{
    int assigned = 0;
    CpuSet prev;
    for (const CpuSet &next : spread::hopMasks(m, node)) {
        const CpuSet fresh = next - prev;
        int weight = fresh.count();
        while (weight > 0) {
            if (version == IrqSetupVersion::V1)
                --weight; // the posting decremented once per pass
            // The pass iterates the live set: removing a core's siblings
            // means each core present in the hop is visited once per pass.
            CpuSet cpus = fresh;
            for (int c = cpus.first(); c >= 0; c = cpus.next(c)) {
                const auto &sib = m.siblingList(c);
                for (int s : sib)
                    cpus.reset(s);
                if (version == IrqSetupVersion::Merged)
                    --weight;
                if (skipFirstCpu) {
                    skipFirstCpu = false;
                    continue;
                }
                if (len == 0)
                    return assigned;
                --len;
                out.emplace_back(m.siblings(c));
                ++assigned;
            }
        }
        prev = next;
    }
    return assigned;
}

Result<SpreadResult> runIrqSetup(const Topology &t, const SpreadParams &p, IrqSetupVersion v)
{
    const spread::Model m(t);
    SpreadResult r;
    if (Status s = checkHopNode(m, p.node, r.warnings); !s)
        return s.error();
    if (Status s = spread::checkNonNegative("len", p.len); !s)
        return s.error();
    if (v == IrqSetupVersion::V1 && p.skipFirstCpu)
        return Error{QCoreApplication::translate(
            "Spreader", "skip-first-cpu: the first posted irq_setup (mana-v1) has no such "
                        "parameter; it was added in 2025")};
    r.assignments.reserve(std::size_t(p.len));
    const int done = irqSetup(m, p.len, p.node, p.skipFirstCpu, v, r.assignments);
    if (done < p.len) {
        if (done > 0 || m.isCpuNode(p.node) || p.node == -1)
            r.warnings << QCoreApplication::translate(
                              "Spreader",
                              "IRQs %1 to %2 are beyond what the hops absorb and keep the "
                              "default affinity")
                              .arg(done)
                              .arg(p.len - 1);
        r.assignments.resize(std::size_t(p.len));
    }
    return r;
}

} // namespace

QString HopMasks::description() const
{
    return QCoreApplication::translate(
        "Spreader",
        "for_each_numa_hop_mask: the cumulative CPU mask of each NUMA hop from the node");
}

Result<SpreadResult> HopMasks::spread(const Topology &t, const SpreadParams &p) const
{
    const spread::Model m(t);
    SpreadResult r;
    if (Status s = spread::checkNode(m, p.node); !s)
        return s.error();
    if (p.node >= 0 && m.isCpuNode(p.node)) {
        if (Status s = spread::checkHopDistances(m); !s)
            return s.error();
    }
    if (p.node >= 0 && !m.isCpuNode(p.node))
        r.warnings << QCoreApplication::translate(
                          "Spreader",
                          "node %1 has no online CPU: the kernel yields no hop mask (it does not "
                          "fall back to the nearest node here)")
                          .arg(p.node);
    for (CpuSet &s : spread::hopMasks(m, p.node))
        r.assignments.emplace_back(std::move(s));
    return r;
}

QString ManaIrqSetup::description() const
{
    return QCoreApplication::translate(
        "Spreader", "MANA irq_setup (v6.9+): sibling masks core by core, hop by hop, each core as "
                    "often as it has CPUs");
}

Result<SpreadResult> ManaIrqSetup::spread(const Topology &t, const SpreadParams &p) const
{
    return runIrqSetup(t, p, IrqSetupVersion::Merged);
}

QString ManaIrqSetupV1::description() const
{
    return QCoreApplication::translate(
        "Spreader", "MANA irq_setup as first posted (Dec 2023): a hop takes CPUs x cores IRQs");
}

Result<SpreadResult> ManaIrqSetupV1::spread(const Topology &t, const SpreadParams &p) const
{
    return runIrqSetup(t, p, IrqSetupVersion::V1);
}

QString ManaDriver::description() const
{
    return QCoreApplication::translate(
        "Spreader", "MANA driver: HWC vector 0 by cpumask_local_spread, queue vectors by irq_setup "
                    "(static MSI-X, or the 2025 dynamic MSI-X path)");
}

Result<SpreadResult> ManaDriver::spread(const Topology &t, const SpreadParams &p) const
{
    const spread::Model m(t);
    SpreadResult r;
    if (Status s = checkHopNode(m, p.node, r.warnings); !s)
        return s.error();
    if (Status s = spread::checkNonNegative("nvec", p.nvec); !s)
        return s.error();
    const int online = m.online.count();
    if (online == 0)
        return Error{QCoreApplication::translate("Spreader", "topology: no CPU is online")};
    if (p.nvec > online + 1)
        r.warnings << QCoreApplication::translate(
                          "Spreader",
                          "nvec: the driver requests at most %1 vectors (online CPUs + 1); %2 is "
                          "more than it would get")
                          .arg(online + 1)
                          .arg(p.nvec);
    if (p.nvec == 0)
        return r;
    auto &out = r.assignments;
    out.reserve(std::size_t(p.nvec));
    auto hwc = [&] {
        CpuSet s;
        s.set(spread::localSpreadOrder(m, m.online, p.node).front());
        out.emplace_back(std::move(s));
    };
    if (!p.skipFirstCpu) {
        // Static allocation: an extra vector means the HWC IRQ is placed on
        // its own and the queues start over on the same first core.
        if (p.nvec > online) {
            hwc();
            irqSetup(m, p.nvec - 1, p.node, false, IrqSetupVersion::Merged, out);
        } else {
            irqSetup(m, p.nvec, p.node, false, IrqSetupVersion::Merged, out);
        }
    } else {
        hwc();
        const int queues = p.nvec - 1;
        if (p.nvec <= online) {
            irqSetup(m, queues, p.node, true, IrqSetupVersion::Merged, out);
        } else {
            // As many queues as CPUs: the newest tree spreads linearly, one
            // CPU each in CPU-id order, with no NUMA awareness.
            for (int k = 0; k < queues && k < online; ++k) {
                CpuSet s;
                s.set(m.online.nth(k));
                out.emplace_back(std::move(s));
            }
        }
    }
    if (int(out.size()) < p.nvec) {
        r.warnings << QCoreApplication::translate("Spreader",
                                                  "vectors %1 to %2 keep the default affinity")
                          .arg(out.size())
                          .arg(p.nvec - 1);
        out.resize(std::size_t(p.nvec));
    }
    return r;
}

} // namespace irqatlas
