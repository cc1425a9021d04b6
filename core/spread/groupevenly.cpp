#include "spread/groupevenly.h"

#include "spread/common.h"

#include <QCoreApplication>
#include <algorithm>
#include <climits>
#include <cstdint>

namespace irqatlas {
namespace {

// struct node_groups of lib/group_cpus.c.
struct NodeGroups
{
    int id = 0;
    unsigned ncpus = UINT_MAX; // UINT_MAX: node has no CPU in this stage
    unsigned ngroups = 0;
};

// The kernel's ncpus_cmp_func: an unsigned difference read back as a 32-bit
// int, so UINT_MAX entries compare like -1 and sort first.
int ncpusCmp(const NodeGroups &l, const NodeGroups &r)
{
    return static_cast<int>(static_cast<std::int32_t>(l.ncpus - r.ncpus));
}

// grp_spread_init_one: take the lowest CPU, then its siblings first, so an
// SMT core is only split when per is odd.
void spreadOne(const spread::Model &m, CpuSet &group, CpuSet &nm, int per)
{
    while (per > 0) {
        const int c = nm.first();
        if (c < 0)
            return;
        nm.reset(c);
        group.set(c);
        --per;
        for (int s : m.siblingList(c)) {
            if (per <= 0)
                break;
            if (!nm.test(s))
                continue;
            nm.reset(s);
            group.set(s);
            --per;
        }
    }
}

// __group_cpus_evenly: one stage over cpus, starting at group start.
// Returns the number of groups it filled.
int stage(const spread::Model &m, std::vector<CpuSet> &masks, int start, const CpuSet &cpus,
          SortVariant sort)
{
    const int numgrps = int(masks.size());
    if (cpus.empty())
        return 0;
    std::vector<int> nodes;
    for (int n = 0; n < m.nrNodeIds; ++n)
        if (cpus.intersects(m.nodePossible[std::size_t(n)]))
            nodes.push_back(n);
    int cur = start;
    if (numgrps <= int(nodes.size())) {
        // Fewer groups than nodes: whole nodes round-robin in node-id order.
        for (int n : nodes) {
            masks[std::size_t(cur)] |= cpus & m.nodePossible[std::size_t(n)];
            if (++cur == numgrps)
                cur = 0;
        }
        return numgrps;
    }

    // alloc_nodes_groups: an entry for every node id, sorted by CPU count
    // with the kernel's own heapsort, then proportional shares, smallest first.
    std::vector<NodeGroups> entries(std::size_t(m.nrNodeIds));
    std::uint64_t remaining = 0;
    for (int n = 0; n < m.nrNodeIds; ++n)
        entries[std::size_t(n)].id = n;
    for (int n : nodes) {
        const auto k = unsigned((cpus & m.nodePossible[std::size_t(n)]).count());
        entries[std::size_t(n)].ncpus = k;
        remaining += k;
    }
    std::uint64_t groupsLeft = std::min<std::uint64_t>(std::uint64_t(numgrps), remaining);
    kernelHeapsort(entries, ncpusCmp, sort);
    for (NodeGroups &e : entries) {
        if (e.ncpus == UINT_MAX)
            continue;
        e.ngroups = unsigned(std::max<std::uint64_t>(1, groupsLeft * e.ncpus / remaining));
        remaining -= e.ncpus;
        groupsLeft -= std::min<std::uint64_t>(groupsLeft, e.ngroups);
    }

    // Group numbers follow the sorted order, not node ids.
    int done = 0;
    for (const NodeGroups &e : entries) {
        if (e.ncpus == UINT_MAX)
            continue;
        CpuSet nm = cpus & m.nodePossible[std::size_t(e.id)];
        const unsigned k = e.ncpus;
        unsigned extra = k - e.ngroups * (k / e.ngroups);
        for (unsigned v = 0; v < e.ngroups; ++v) {
            unsigned per = k / e.ngroups;
            if (extra > 0) {
                ++per;
                --extra;
            }
            if (cur >= numgrps)
                cur = 0;
            spreadOne(m, masks[std::size_t(cur)], nm, int(per));
            ++cur;
        }
        done += int(e.ngroups);
    }
    return done;
}

} // namespace

QString GroupEvenly::description() const
{
    return QCoreApplication::translate(
        "Spreader",
        "group_cpus_evenly (managed IRQs: NVMe, blk-mq, virtio): CPUs split into groups "
        "per node in proportion to CPU counts");
}

Result<SpreadResult> GroupEvenly::spread(const Topology &t, const SpreadParams &p) const
{
    if (p.groups <= 0)
        return Error{
            QCoreApplication::translate("Spreader", "groups: %1 is not a positive number of groups")
                .arg(p.groups)};
    if (Status s = spread::checkNonNegative("groups", p.groups); !s)
        return s.error();
    const spread::Model m(t);
    std::vector<CpuSet> masks(std::size_t(p.groups));
    // Stage 1 covers present CPUs (online or not); stage 2 appends the
    // hot-pluggable ones right after the last group stage 1 touched.
    const int done1 = stage(m, masks, 0, m.present, p.sort);
    const int start2 = done1 >= p.groups ? 0 : done1;
    stage(m, masks, start2, m.possible - m.present, p.sort);

    SpreadResult r;
    const int cpus = m.possible.count();
    if (cpus < p.groups)
        r.warnings << QCoreApplication::translate(
                          "Spreader",
                          "groups: %1 groups but only %2 possible CPUs; groups %2 to %3 stay empty "
                          "(the kernel warns and callers reuse masks)")
                          .arg(p.groups)
                          .arg(cpus)
                          .arg(p.groups - 1);
    r.assignments.reserve(masks.size());
    for (CpuSet &s : masks)
        r.assignments.emplace_back(std::move(s));
    return r;
}

} // namespace irqatlas
