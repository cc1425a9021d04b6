#include "plan/textfileexport.h"

#include "model/irqexport.h"
#include "model/printable.h"

#include <algorithm>

namespace irqatlas {
namespace {

QByteArray label(const char *name, std::string_view value)
{
    return QByteArray(name) + "=\"" + promLabelValue(value) + '"';
}

std::string setText(const std::optional<CpuSet> &s)
{
    return s ? s->toList() : std::string();
}

std::string nodeText(const std::optional<int> &node)
{
    return node && *node >= 0 ? std::to_string(*node) : std::string();
}

void header(QByteArray &out, const char *name, const char *help)
{
    out += QByteArray("# HELP ") + name + ' ' + help + "\n# TYPE " + name + " gauge\n";
}

QByteArray irqLabels(const Irq &q)
{
    return label("irq", q.key) + ',' + label("name", q.name);
}

// The CPUs an IRQ is delivered to, by the best evidence: effective, else
// its affinity.
const std::optional<CpuSet> &delivered(const Irq &q)
{
    return q.effective ? q.effective : q.affinity;
}

void offNode(QByteArray &out, const IrqTable &t, const Topology &topo)
{
    header(out, "irqatlas_irq_off_node",
           "1 when the IRQ is delivered to CPUs outside its device's NUMA node.");
    for (const Irq &q : t.irqs) {
        const auto node = q.deviceNode;
        if (q.symbolic() || !node || *node < 0 || !delivered(q))
            continue;
        const auto it = std::find_if(topo.nodes.begin(), topo.nodes.end(),
                                     [&](const NumaNode &n) { return n.id == *node; });
        if (it == topo.nodes.end() || it->cpus.empty())
            continue;
        const bool off = !delivered(q)->isSubsetOf(it->cpus);
        out += "irqatlas_irq_off_node{" + irqLabels(q) + ',' + label("node", nodeText(node)) +
               "} " + (off ? "1" : "0") + '\n';
    }
}

void drift(QByteArray &out, const PlanDiff &d)
{
    header(out, "irqatlas_plan_drift", "1 when the IRQ's affinity differs from the plan's.");
    int differ = 0;
    for (const PlanDiffEntry &e : d.entries) {
        // An immovable IRQ can drift too (a plan made elsewhere); one not
        // on the machine has no affinity to compare.
        if (e.kind == PlanDiffEntry::Kind::NotPresent ||
            (e.kind == PlanDiffEntry::Kind::Immovable && !e.from))
            continue;
        const bool changed = e.from ? !(*e.from == e.to) : e.kind == PlanDiffEntry::Kind::Changed;
        differ += changed ? 1 : 0;
        out += "irqatlas_plan_drift{" + label("irq", std::to_string(e.irq)) + ',' +
               label("name", e.name) + ',' + label("plan", e.to.toList()) + ',' +
               label("affinity", setText(e.from)) + "} " + (changed ? "1" : "0") + '\n';
    }
    header(out, "irqatlas_plan_drift_irqs", "IRQs whose affinity differs from the plan's.");
    out += "irqatlas_plan_drift_irqs " + QByteArray::number(differ) + '\n';
}

} // namespace

QByteArray promLabelValue(std::string_view text)
{
    // The format is UTF-8: outside bytes are made printable (and valid) first.
    const std::string printable = printableBytes(text, Spelling::Text);
    QByteArray out;
    out.reserve(qsizetype(printable.size()));
    for (char c : printable) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '"')
            out += "\\\"";
        else if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out;
}

QByteArray irqTextfile(const TextfileInput &in)
{
    QByteArray out;
    header(out, "irqatlas_irq_affinity_info",
           "Where an IRQ may be delivered (affinity), is delivered (effective), and its node.");
    for (const Irq &q : in.irqs->irqs) {
        if (q.symbolic())
            continue;
        out += "irqatlas_irq_affinity_info{" + irqLabels(q) + ',' +
               label("affinity", setText(q.affinity)) + ',' +
               label("effective", setText(q.effective)) + ',' +
               label("node", nodeText(displayNode(q))) + "} 1\n";
    }
    if (in.topology && !in.topology->nodes.empty())
        offNode(out, *in.irqs, *in.topology);
    if (in.drift)
        drift(out, *in.drift);
    header(out, "irqatlas_irqbalance_running", "1 when irqbalance runs on the machine.");
    out += QByteArray("irqatlas_irqbalance_running ") + (in.irqbalanceRunning ? "1" : "0") + '\n';
    return out;
}

} // namespace irqatlas
