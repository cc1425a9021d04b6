#pragma once

#include "machine/machinedata.h"

#include <QString>
#include <optional>
#include <vector>

namespace irqatlas {

// What puts a host in a machine class, and what may differ within one.
struct MachineFacts
{
    // The machine itself, as canonical text: two hosts share a class exactly
    // when their keys are equal. Made of what the hardware fixes, not of
    // what the host's state changes: packages, NUMA nodes and their
    // distances, PUs, threads per core, caches (level, size, CPUs sharing
    // one, count), CPU kinds, and the devices with IRQs by class and node.
    QString key;
    QString description; // the same in words
    // What may differ within a class (MachineClass::differences).
    QString offlineCpus; // cpulist, "" when all are online
    bool smtOff = false; // every multi-thread core runs one thread
    bool irqbalance = false;
    QString isolatedCpus; // isolcpus and nohz_full, "" when none
    QString kernel;
};
MachineFacts machineFacts(const MachineData &machine);

// One property of a host that is not what most hosts of its class have.
struct ClassDifference
{
    QString host;
    QString what; // "offline_cpus", "smt", "irqbalance", "isolated_cpus", "kernel"
    QString value;
    QString majority;
};

struct MachineClass
{
    QString id;                       // "A", "B", … "Z", "AA", …
    std::vector<std::size_t> members; // indices into the hosts given to classifyFleet
    QString description;
    std::vector<ClassDifference> differences;
};

// Groups hosts by machineFacts' key: classes ordered by size (largest first),
// then by their first host; ids A, B, … in that order. A host without facts
// (not read) is in no class. names are the hosts' names, for differences.
std::vector<MachineClass> classifyFleet(const std::vector<std::optional<MachineFacts>> &facts,
                                        const std::vector<QString> &names);

// "A" … "Z", "AA", "AB", … for index 0, 1, …
QString classId(std::size_t index);

} // namespace irqatlas
