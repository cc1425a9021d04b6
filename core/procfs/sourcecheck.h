#pragma once

#include "model/cpuset.h"
#include "model/irq.h"
#include "model/topology.h"
#include "procfs/procstat.h"
#include "procfs/softirqs.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <vector>

namespace irqatlas {

// One way in which the files of a source disagree with its topology: a
// topology from one machine paired with /proc files of another drops or
// invents CPUs silently unless someone says so.
struct SourceDifference
{
    enum class Kind
    {
        CpusNotInTopology,   // the file has CPU ids the topology lacks
        CpusMissingFromFile, // the topology has CPUs (online ones) the file lacks
        HostnameDiffers,
    };
    Kind kind = Kind::CpusNotInTopology;
    QString file; // "/proc/interrupts", "/proc/stat", "/proc/softirqs"; empty for hostnames
    CpuSet cpus;  // the CPU ids in question
    // CpusNotInTopology: what the topology has no place for. /proc/interrupts
    // and /proc/softirqs: the counts in those columns; /proc/stat: the
    // USER_HZ ticks of those cpuN lines.
    std::uint64_t droppedCounts = 0;
    // /proc/interrupts: rows that fired only on those CPUs (they show 0 on
    // every CPU of the topology).
    int droppedRows = 0;
    QString topologyHost, fileHost; // HostnameDiffers
};

// What a source holds besides its topology; null/empty when absent.
struct SourceTables
{
    const IrqTable *interrupts = nullptr;
    const ProcStat *stat = nullptr;
    const SoftirqTable *softirqs = nullptr;
    QString hostname; // /proc/sys/kernel/hostname
};

// Compares the CPU ids of each table with the topology's PUs, and the
// hostnames. Rules, from what each file lists:
// - /proc/interrupts and /proc/stat list online CPUs: an id the topology
//   lacks is a difference, and so is an online PU of the topology that the
//   file lacks.
// - /proc/softirqs lists possible CPUs, so it may name CPUs no topology has
//   (hotplug slots): such a column is a difference only when it counted
//   something. Every PU of the topology should have a column.
// - Hostnames differ when neither is empty and their first labels differ
//   (case-insensitive: "db7" and "DB7.example.com" are the same host).
// Pure: no I/O, no translation; an empty list means the sources agree.
std::vector<SourceDifference> compareSources(const Topology &topology, const SourceTables &tables);

// One translated line per difference, naming the file, the CPUs and what was
// dropped, for banners, status bars and stderr.
QString describeDifference(const SourceDifference &d);
QStringList describeDifferences(const std::vector<SourceDifference> &diffs);

} // namespace irqatlas
