#pragma once

#include "model/cpuset.h"

#include <QString>
#include <hwloc.h>

// Internal to core/topology (the one part that includes hwloc): the small
// conversions from hwloc objects that the loader and the structure reader
// both need.

namespace irqatlas::hwlocbits {

// HWLOC_UNKNOWN_INDEX is a C cast macro; spelled out to keep -Wold-style-cast quiet.
constexpr unsigned kUnknownIndex = ~0u;

inline CpuSet toCpuSet(hwloc_const_bitmap_t b)
{
    CpuSet s;
    if (!b || hwloc_bitmap_weight(b) < 0)
        return s;
    for (int i = hwloc_bitmap_first(b); i >= 0; i = hwloc_bitmap_next(b, i))
        s.set(i);
    return s;
}

// An info attribute of an object (CPUModel, CoreType, …), empty when absent.
inline QString info(hwloc_obj_t obj, const char *name)
{
    const char *v = obj ? hwloc_obj_get_info_by_name(obj, name) : nullptr;
    return v ? QString::fromUtf8(v) : QString();
}

} // namespace irqatlas::hwlocbits
