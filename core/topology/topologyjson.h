#pragma once

#include "model/result.h"
#include "model/topology.h"

#include <QByteArray>
#include <QString>

namespace irqatlas {

// irqatlas topology JSON (docs/CLI.md, `topology --format json`): compact, one
// line, keys in a fixed order so equal topologies give equal bytes. Besides
// the documented fields it writes "allowed"/"kind" on cpus, "allowed"/"subtype"
// on nodes, "packages", "cpukinds", "distance_from_firmware" and "hostname",
// so a topology survives toJson -> fromJson -> toJson unchanged. "dies",
// "groups", "caches", a node's "tier"/"memory_caches" and a kind's
// "core_type"/"frequency_max_mhz" are written only when the source gave them.
QByteArray topologyToJson(const Topology &topology);

// Reads the same shape, and the spec vectors' reduced shape: "online" and
// "present" default to true, "nodes" may be omitted or be a list of plain ids
// (default: 0..N-1 for an N x N "distance", plus every node a CPU names), and
// a missing "distance" means the kernel's 10/20 default. Every error names
// sourceName and the offending element (e.g. "cpus[3].node").
Result<Topology> topologyFromJson(const QByteArray &json, const QString &sourceName);

} // namespace irqatlas
