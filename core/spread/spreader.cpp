#include "spread/spreader.h"

#include "spread/groupevenly.h"
#include "spread/localspread.h"
#include "spread/mana.h"

namespace irqatlas {
namespace {

struct Registry
{
    LocalSpreadV41 v41;
    LocalSpread2019 v2019;
    LocalSpread v63;
    HopMasks hops;
    ManaIrqSetup mana;
    ManaIrqSetupV1 manaV1;
    ManaDriver manaDriver;
    GroupEvenly groupEvenly;

    std::vector<const Spreader *> all() const
    {
        return {&v41, &v2019, &v63, &hops, &mana, &manaV1, &manaDriver, &groupEvenly};
    }
};

const Registry &registry()
{
    static const Registry r;
    return r;
}

// The spec vectors' algorithm names (ALGORITHMS.md §8), so a vector case can
// be replayed by name.
struct Alias
{
    const char *alias;
    const char *name;
};
constexpr Alias kAliases[] = {
    {"local_spread_v41", "local-spread-v41"},
    {"local_spread_2019", "local-spread-2019"},
    {"local_spread_hops", "local-spread"},
    {"hop_masks", "hop-masks"},
    {"mana_irq_setup", "mana"},
    {"mana_irq_setup_v1", "mana-v1"},
    {"mana_setup_irqs", "mana-driver"},
    {"group_cpus_evenly", "group-evenly"},
};

} // namespace

const Spreader *spreaderByName(QStringView name)
{
    QString wanted = name.toString();
    for (const Alias &a : kAliases)
        if (name == QLatin1String(a.alias))
            wanted = QLatin1String(a.name);
    for (const Spreader *s : registry().all())
        if (s->name() == wanted)
            return s;
    return nullptr;
}

std::vector<const Spreader *> allSpreaders()
{
    return registry().all();
}

} // namespace irqatlas
