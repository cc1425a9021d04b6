#pragma once

#include "spread/spreader.h"

namespace irqatlas {

// for_each_numa_hop_mask(node) (ALGORITHMS.md §3.3): a view, one cumulative
// mask per hop.
class HopMasks final : public Spreader
{
public:
    QString name() const override { return QStringLiteral("hop-masks"); }
    QString description() const override;
    Result<SpreadResult> spread(const Topology &t, const SpreadParams &p) const override;
};

// MANA irq_setup as merged (v6.9+), with the 2025 skip_first_cpu (§4.1).
// One entry per IRQ of len; nullopt for IRQs the hops did not absorb.
class ManaIrqSetup final : public Spreader
{
public:
    QString name() const override { return QStringLiteral("mana"); }
    QString description() const override;
    Result<SpreadResult> spread(const Topology &t, const SpreadParams &p) const override;
};

// The first posted irq_setup (Dec 2023, `while (weight-- > 0)`, §4.2).
class ManaIrqSetupV1 final : public Spreader
{
public:
    QString name() const override { return QStringLiteral("mana-v1"); }
    QString description() const override;
    Result<SpreadResult> spread(const Topology &t, const SpreadParams &p) const override;
};

// The MANA driver wrapper (§4.3): nvec vectors including the HWC vector 0.
// skipFirstCpu selects the 2025 dynamic MSI-X path, otherwise the static one.
class ManaDriver final : public Spreader
{
public:
    QString name() const override { return QStringLiteral("mana-driver"); }
    QString description() const override;
    Result<SpreadResult> spread(const Topology &t, const SpreadParams &p) const override;
};

} // namespace irqatlas
