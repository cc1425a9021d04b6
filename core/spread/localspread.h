#pragma once

#include "spread/spreader.h"

namespace irqatlas {

// cpumask_local_spread, v4.1 .. v6.2 (ALGORITHMS.md §1): the local node, then
// every other online CPU in CPU-id order; distances are ignored.
class LocalSpreadV41 final : public Spreader
{
public:
    QString name() const override { return QStringLiteral("local-spread-v41"); }
    QString description() const override;
    Result<SpreadResult> spread(const Topology &t, const SpreadParams &p) const override;
};

// The unmerged 2019 nearest-node-first patch (§2a): whole nodes, nearest
// first, equally distant nodes by node id.
class LocalSpread2019 final : public Spreader
{
public:
    QString name() const override { return QStringLiteral("local-spread-2019"); }
    QString description() const override;
    Result<SpreadResult> spread(const Topology &t, const SpreadParams &p) const override;
};

// cpumask_local_spread, v6.3+ (§2b): by NUMA distance, equally distant CPUs
// merged by CPU id; a CPU-less node starts from its nearest CPU node (v6.7+).
class LocalSpread final : public Spreader
{
public:
    QString name() const override { return QStringLiteral("local-spread"); }
    QString description() const override;
    Result<SpreadResult> spread(const Topology &t, const SpreadParams &p) const override;
};

} // namespace irqatlas
