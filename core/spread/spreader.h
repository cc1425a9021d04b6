#pragma once

#include "model/cpuset.h"
#include "model/result.h"
#include "model/topology.h"
#include "spread/kernelsort.h"

#include <QString>
#include <QStringList>
#include <QStringView>
#include <optional>
#include <vector>

namespace irqatlas {

// Inputs of every algorithm of docs/ALGORITHMS.md; each reads the fields it
// needs and ignores the others.
struct SpreadParams
{
    int node = -1;             // origin node, -1 = NUMA_NO_NODE
    int count = 0;             // local-spread variants: indices 0..count-1
    int len = 0;               // mana, mana-v1: IRQs handed to irq_setup
    int nvec = 0;              // mana-driver: MSI-X vectors incl. the HWC vector
    int groups = 0;            // group-evenly: numgrps
    bool skipFirstCpu = false; // mana: 2025 skip_first_cpu; mana-driver: 2025 dynamic MSI-X path
    SortVariant sort = SortVariant::Modern;
    // local-spread variants: the candidate set instead of the online CPUs
    // (the ~v5.9/5.10 housekeeping mask, ALGORITHMS.md §1 and §6).
    std::optional<CpuSet> candidates;
};

struct SpreadResult
{
    // One entry per IRQ, index or group (hop-masks: per hop), in order;
    // nullopt = the algorithm leaves that IRQ at the default affinity.
    std::vector<std::optional<CpuSet>> assignments;
    // Situations the kernel leaves undefined or resolves to default affinity.
    QStringList warnings;
};

// One kernel spreading algorithm, reproduced CPU for CPU.
class Spreader
{
public:
    virtual ~Spreader() = default;
    virtual QString name() const = 0;        // e.g. "local-spread" (ALGORITHMS.md)
    virtual QString description() const = 0; // translated one-liner
    // Invalid parameters (node out of range, negative counts, ...) are an
    // Error whose message names the parameter.
    virtual Result<SpreadResult> spread(const Topology &topology,
                                        const SpreadParams &params) const = 0;
};

// By irqatlas name ("mana") or the spec vectors' name ("mana_irq_setup");
// nullptr when unknown.
const Spreader *spreaderByName(QStringView name);
std::vector<const Spreader *> allSpreaders();

} // namespace irqatlas
