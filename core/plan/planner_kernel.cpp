#include "plan/planner_kernel.h"

#include "spread/spreader.h"

#include <QCoreApplication>
#include <map>

namespace irqatlas {
namespace {

enum class Family
{
    LocalSpread,
    Mana,
    ManaDriver,
    GroupEvenly,
    None
};

Family familyOf(const QString &name)
{
    if (name.startsWith(QLatin1String("local-spread")))
        return Family::LocalSpread;
    if (name == QLatin1String("mana") || name == QLatin1String("mana-v1"))
        return Family::Mana;
    if (name == QLatin1String("mana-driver"))
        return Family::ManaDriver;
    if (name == QLatin1String("group-evenly"))
        return Family::GroupEvenly;
    return Family::None; // hop-masks is a view, not a placement
}
} // namespace

QString KernelPlanner::name() const
{
    return m_spreader->name();
}

QString KernelPlanner::summary() const
{
    return m_spreader->description();
}

std::vector<PlannerParam> KernelPlanner::paramInfo() const
{
    using K = PlannerParam::Kind;
    switch (familyOf(name())) {
    case Family::Mana:
        return {{QStringLiteral("skip-first-cpu"),
                 QCoreApplication::translate("KernelPlanner",
                                             "Give no IRQ to the first core of the nearest hop "
                                             "(the 2025 skip_first_cpu, for the HWC vector)."),
                 K::Boolean,
                 QStringLiteral("false"),
                 {}}};
    case Family::ManaDriver:
        return {{QStringLiteral("dynamic"),
                 QCoreApplication::translate(
                     "KernelPlanner",
                     "Follow the driver's 2025 dynamic MSI-X path instead of the static one."),
                 K::Boolean,
                 QStringLiteral("false"),
                 {}}};
    case Family::GroupEvenly:
        return {{QStringLiteral("sort"),
                 QCoreApplication::translate(
                     "KernelPlanner",
                     "The kernel's node sort: classic (v5.1 to 2024) or modern (2024 on)."),
                 K::Choice,
                 QStringLiteral("modern"),
                 {QStringLiteral("classic"), QStringLiteral("modern")}}};
    default:
        return {};
    }
}

Result<Plan> KernelPlanner::plan(const PlanInput &in) const
{
    using namespace planner_detail;
    const Family fam = familyOf(name());
    SpreadParams base;
    if (fam == Family::Mana) {
        auto b = boolParam(in, QStringLiteral("skip-first-cpu"), false);
        if (!b)
            return b.error();
        base.skipFirstCpu = *b;
    } else if (fam == Family::ManaDriver) {
        auto b = boolParam(in, QStringLiteral("dynamic"), false);
        if (!b)
            return b.error();
        base.skipFirstCpu = *b;
    } else if (fam == Family::GroupEvenly) {
        const QString s = in.param(QStringLiteral("sort"), QStringLiteral("modern"));
        auto v = sortVariantFromName(s);
        if (!v)
            return Error{QCoreApplication::translate(
                             "KernelPlanner", "parameter sort=\"%1\": expected classic or modern")
                             .arg(s)};
        base.sort = *v;
    }

    // The topology the mana family sees: non-candidates offline.
    const Topology *topo = in.topology;
    Topology restricted;
    if (fam == Family::Mana || fam == Family::ManaDriver) {
        if (!(in.topology->onlineCpus() == in.candidates)) {
            restricted = *in.topology;
            for (Pu &p : restricted.pus)
                p.online = p.online && in.candidates.test(p.id);
            restricted.rebuildIndex();
            topo = &restricted;
        }
    }

    // Groups by device, in order of first appearance.
    std::map<std::string, std::vector<std::size_t>> byDevice;
    std::vector<std::string> deviceOrder;
    for (std::size_t k = 0; k < in.selected.size(); ++k) {
        const std::string &dev = in.irq(k).device;
        auto [it, inserted] = byDevice.try_emplace(dev);
        if (inserted)
            deviceOrder.push_back(dev);
        it->second.push_back(k);
    }

    Plan plan;
    std::map<std::pair<int, int>, SpreadResult> results;
    std::vector<std::optional<CpuSet>> chosen(in.selected.size());
    int untouched = 0, emptied = 0;
    for (const std::string &dev : deviceOrder) {
        const std::vector<std::size_t> &ks = byDevice[dev];
        const int n = int(ks.size());
        SpreadParams p = base;
        p.node = in.nodes[ks.front()];
        switch (fam) {
        case Family::LocalSpread:
            p.count = n;
            p.candidates = in.candidates;
            break;
        case Family::Mana:
            p.len = n;
            break;
        case Family::ManaDriver:
            p.nvec = n;
            break;
        case Family::GroupEvenly:
            p.groups = n;
            break;
        case Family::None:
            return Error{
                QCoreApplication::translate("KernelPlanner", "%1 is a view, not a placement")
                    .arg(name())};
        }
        // Devices on the same node with the same queue count get the same
        // answer; big machines have hundreds of them.
        const std::pair<int, int> memoKey{p.node, n};
        auto memo = results.find(memoKey);
        if (memo == results.end()) {
            auto spread = m_spreader->spread(*topo, p);
            if (!spread)
                return Error{dev.empty()
                                 ? spread.errorString()
                                 : QCoreApplication::translate("KernelPlanner", "device %1: %2")
                                       .arg(QString::fromStdString(dev), spread.errorString())};
            memo = results.emplace(memoKey, std::move(spread.value())).first;
        }
        const SpreadResult *r = &memo->second;
        for (const QString &w : r->warnings)
            if (!plan.notes.contains(w))
                plan.notes << w;
        for (int i = 0; i < n; ++i) {
            const std::size_t k = ks[std::size_t(i)];
            if (i >= int(r->assignments.size()) || !r->assignments[std::size_t(i)]) {
                ++untouched;
                continue;
            }
            CpuSet s = *r->assignments[std::size_t(i)];
            if (fam == Family::GroupEvenly) {
                s &= in.candidates;
                if (s.empty()) {
                    ++emptied;
                    continue;
                }
            }
            chosen[k] = std::move(s);
        }
    }
    for (std::size_t k = 0; k < chosen.size(); ++k)
        if (chosen[k])
            assign(plan, in, k, *chosen[k]);
    if (untouched > 0)
        plan.notes << QCoreApplication::translate(
                          "KernelPlanner",
                          "%1 IRQs get no affinity from %2 and keep their current one")
                          .arg(untouched)
                          .arg(name());
    if (emptied > 0)
        plan.notes << QCoreApplication::translate(
                          "KernelPlanner",
                          "%1 groups hold no candidate CPU; their IRQs keep their current affinity")
                          .arg(emptied);
    return plan;
}

std::vector<std::unique_ptr<Planner>> kernelPlanners()
{
    std::vector<std::unique_ptr<Planner>> out;
    for (const Spreader *s : allSpreaders())
        if (familyOf(s->name()) != Family::None)
            out.push_back(std::make_unique<KernelPlanner>(s));
    return out;
}

} // namespace irqatlas
