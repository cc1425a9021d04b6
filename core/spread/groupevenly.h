#pragma once

#include "spread/spreader.h"

namespace irqatlas {

// group_cpus_evenly(groups) (ALGORITHMS.md §5): managed IRQs of NVMe, blk-mq,
// virtio. Every possible CPU lands in exactly one of the groups; present CPUs
// first, then the not-present ones appended from where stage 1 stopped.
class GroupEvenly final : public Spreader
{
public:
    QString name() const override { return QStringLiteral("group-evenly"); }
    QString description() const override;
    Result<SpreadResult> spread(const Topology &t, const SpreadParams &p) const override;
};

} // namespace irqatlas
