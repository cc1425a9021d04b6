#pragma once

#include "model/inputlimits.h"
#include "model/result.h"
#include "model/topology.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

// Internal to the topology JSON reader: the checks every field goes through,
// shared by its two halves (topologyjson.cpp for CPUs, nodes, distances and
// devices; topologyjson_structure.cpp for caches, dies, groups and tiers).
namespace irqatlas::topojson {

struct Reader
{
    QString source;
    // "<source>: <where>: <what>", where names the element ("caches[3].cpus").
    Error fail(const QString &where, const QString &what) const;
};

// A JSON number that is a whole number in [lo, hi].
bool intValue(const QJsonValue &v, long long lo, long long hi, long long &out);
QString lineColumn(const QByteArray &json, int offset);
Result<CpuSet> listValue(const Reader &r, const QString &where, const QJsonValue &v);
// A list longer than its cap, named by its field.
Status checkCount(const Reader &r, const QString &where, qsizetype n, int cap);

// Ids that size nothing (packages, kinds, efficiencies): refuse absurd ones.
inline constexpr long long kMaxId = 1 << 20;
// CPU and node ids size the topology's indexes and its distance matrix:
// model/inputlimits.h bounds them, and the length of every list.
inline constexpr long long kMaxCpuId = limits::kMaxCpuId;
inline constexpr long long kMaxNodeId = limits::kMaxNumaNodes - 1;

// "caches", "dies" and "groups" (each optional); call after the CPUs are read.
Status readStructure(const Reader &r, const QJsonObject &root, Topology &t);
// A node object's "tier" and "memory_caches" (both optional).
Status readNodeMemory(const Reader &r, const QString &where, const QJsonObject &o, NumaNode &node);
// A cpukinds entry's "core_type" and "frequency_max_mhz" (both optional).
Status readKindInfos(const Reader &r, const QString &where, const QJsonObject &o, CpuKind &kind);

// A device's "vendor_id", "device_id" and "driver" (all optional).
Status readDeviceIds(const Reader &r, const QString &where, const QJsonObject &o,
                     PciDevice &device);

} // namespace irqatlas::topojson
