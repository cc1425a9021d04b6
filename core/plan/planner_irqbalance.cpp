#include "plan/planner_irqbalance.h"

#include "plan/irqbalancerun.h"

#include <QCoreApplication>

namespace irqatlas {
namespace {

// Its tree, from the first "Package" line on: what it decided and why (the
// lines before are start-up chatter). At most this many lines in the notes.
constexpr int kMaxTreeNotes = 400;

QStringList treeNotes(const QString &output)
{
    QStringList lines = output.split(QLatin1Char('\n'));
    qsizetype from = lines.size();
    for (qsizetype i = lines.size() - 1; i >= 0; --i)
        if (lines[i].trimmed().startsWith(QLatin1String("Package ")))
            from = i;
        else if (lines[i].startsWith(QLatin1String("------")))
            break;
    QStringList notes;
    for (qsizetype i = from; i < lines.size() && notes.size() < kMaxTreeNotes; ++i)
        if (!lines[i].trimmed().isEmpty())
            notes << QStringLiteral("tree: ") + lines[i].trimmed().left(300);
    return notes;
}

} // namespace

QString IrqbalancePlanner::summary() const
{
    return QCoreApplication::translate(
        "IrqbalancePlanner",
        "what irqbalance would do: the real irqbalance, run once over a private copy of "
        "the machine's /proc/irq (this machine or a saved one)");
}

std::vector<PlannerParam> IrqbalancePlanner::paramInfo() const
{
    return {{QStringLiteral("irqbalance"),
             QCoreApplication::translate("IrqbalancePlanner",
                                         "The irqbalance program to run (a path or a name)."),
             PlannerParam::Kind::Program,
             QCoreApplication::translate("IrqbalancePlanner", "irqbalance on PATH"),
             {}}};
}

Result<Plan> IrqbalancePlanner::plan(const PlanInput &in) const
{
    using namespace planner_detail;
    const PlanRequest &req = *in.request;
    if (req.machineRoot.isEmpty())
        return Error{QCoreApplication::translate(
            "IrqbalancePlanner",
            "irqbalance reads the machine's own files: plan on this machine or on a saved "
            "snapshot (--root DIR or FILE.tar.gz; irqatlas-cli snapshot --host H --out "
            "FILE.tar.gz saves a remote host)")};
    IrqbalanceRunOptions o;
    o.binary = in.param(QStringLiteral("irqbalance"));
    o.root = req.machineRoot;
    auto run = runIrqbalance(o);
    if (!run.ok())
        return run.error();

    Plan plan;
    int leftOut = 0;
    for (std::size_t k = 0; k < in.selected.size(); ++k) {
        const Irq &irq = in.irq(k);
        if (irq.symbolic())
            continue;
        auto it = run->masks.find(irq.number);
        if (it == run->masks.end() || it->second.empty()) {
            ++leftOut;
            continue;
        }
        assign(plan, in, k, it->second);
    }
    plan.notes << QCoreApplication::translate("IrqbalancePlanner", "ran %1 --oneshot --debug")
                      .arg(run->program);
    if (leftOut > 0)
        plan.notes << QCoreApplication::translate(
            "IrqbalancePlanner",
            "%n selected IRQ(s) not in irqbalance's tree (banned, or a class it "
            "does not move): left as they are",
            nullptr, leftOut);
    plan.notes << treeNotes(run->tree);
    return plan;
}

} // namespace irqatlas
