#pragma once

#include "model/cpuset.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

namespace irqatlas {

// One logical CPU (hwloc PU, kernel CPU id).
struct Pu
{
    int id = -1;      // kernel CPU number (bit index in every CpuSet)
    int core = -1;    // machine-unique core id: SMT siblings share it
    int package = -1; // package (socket) id, -1 when unknown
    int node = -1;    // NUMA node id, -1 when unknown
    int kind = -1;    // index into Topology::cpuKinds, -1 when the machine has one kind
    bool online = true;
    bool present = true;
    bool allowed = true; // inside this process' cgroup / hwloc allowed set
};

// A cache in front of a NUMA node's memory (DRAM in front of NVDIMM, MCDRAM
// in cache mode), hwloc's MemCache.
struct MemorySideCache
{
    int level = 0;               // 1 is nearest the memory
    std::uint64_t sizeBytes = 0; // 0 = unknown
};

struct NumaNode
{
    int id = -1;
    CpuSet cpus; // all PUs of the node (online or not); empty = CPU-less
    std::uint64_t memoryBytes = 0;
    bool allowed = true;
    QString subtype; // hwloc subtype when it says one (e.g. "MCDRAM", "GPUMemory")
    // The memory tier as hwloc names it ("DRAM", "MCDRAM", "HBM", "NVM", "SPM",
    // "GPUMemory", "CXL-DRAM", ...): the node's subtype, else the DAXType of
    // memory hot-plugged from a DAX device. Empty when the source does not say.
    QString tier;
    std::vector<MemorySideCache> memoryCaches; // outermost first
};

struct Package
{
    int id = -1;
    CpuSet cpus;
};

// A die (AMD CCD, Intel tile): die ids are per package, so (package, id) names one.
struct Die
{
    int id = -1;
    int package = -1;
    CpuSet cpus; // online or not
};

// A CPU cache of level 2 and up (data or unified; instruction caches are left out).
struct Cache
{
    int level = 0;
    QString type;                // "unified" or "data"
    std::uint64_t sizeBytes = 0; // 0 = unknown
    CpuSet cpus;                 // the PUs sharing it, online or not
};

// An hwloc Group between package and core: "cluster" (ARM clusters sharing an
// L2 or L3), "book"/"drawer" (s390), or "group" when hwloc names no kind
// (groups made from the distance matrix, AMD Naples dies).
struct CpuGroup
{
    QString kind;
    CpuSet cpus;
};

struct Core
{
    int id = -1; // machine-unique, same value as Pu::core
    int package = -1;
    int node = -1; // node of its first PU
    CpuSet cpus;   // its PUs (SMT siblings), online or not
};

// A class of CPUs of equal performance (P-cores / E-cores), from hwloc cpukinds.
struct CpuKind
{
    CpuSet cpus;
    int efficiency = -1; // hwloc's rank: higher is more performant, -1 unknown
    QString name;        // e.g. "IntelCore", "IntelAtom", "ARM Cortex-A725"
    // hwloc's cpukind infos when the source gives them.
    QString coreType;         // CoreType ("IntelCore", "IntelAtom")
    int frequencyMaxMhz = -1; // FrequencyMaxMHz
};

struct PciDevice
{
    QString bdf;         // "0000:3b:00.0"
    int node = -1;       // -1 = unknown (kept as unknown, never treated as node 0)
    bool noNode = false; // the kernel's numa_node says -1: the device has no NUMA node
    QString className;   // "network", "storage", "display", "other", ...
    int classId = -1;    // PCI class << 8 | subclass
    QString vendor;      // names when hwloc knows them
    QString device;
    QStringList osNames; // "eth0", "nvme0n1", ...
    CpuSet localCpus;    // CPUs hwloc considers local to the device
    int vendorId = -1;   // PCI ids, -1 when the source does not say
    int deviceId = -1;
    QString driver; // the bound kernel driver ("virtio-pci", "ehci-pci"), empty when unknown
};

// A machine's CPU topology, independent of where it was read from (hwloc on
// this machine, an XML file, a copied sysfs tree, or irqatlas JSON).
class Topology
{
public:
    std::vector<Pu> pus;     // sorted by id
    std::vector<Core> cores; // sorted by id
    std::vector<Package> packages;
    std::vector<NumaNode> nodes; // sorted by id; ids may be sparse
    // Indexed by node id (size nrNodeIds() x nrNodeIds()); rows of ids that
    // are not nodes hold the default values.
    std::vector<std::vector<int>> distance;
    // False when the source had no distance matrix and 10/20 were assumed
    // (what the kernel does without a firmware SLIT).
    bool distanceFromFirmware = false;
    std::vector<CpuKind> cpuKinds; // hwloc's order: least efficient first
    // Sorted by level, then by first CPU. Empty when the source has no cache
    // information (nothing is invented).
    std::vector<Cache> caches;
    std::vector<Die> dies;        // sorted by package, then first CPU
    std::vector<CpuGroup> groups; // sorted by first CPU, outer groups first
    std::vector<PciDevice> devices;
    QString hostname;
    QString source; // human-readable origin ("this machine", a file path, ...)

    const Pu *pu(int id) const;
    const NumaNode *node(int id) const;
    const Core *coreById(int id) const;
    const PciDevice *device(const QString &bdf) const;

    int nrNodeIds() const;  // max node id + 1
    int nrCpuIds() const;   // max PU id + 1
    CpuSet allCpus() const; // possible
    CpuSet onlineCpus() const;
    CpuSet presentCpus() const;
    CpuSet allowedCpus() const;
    CpuSet nodeCpus(int node) const; // every PU of the node
    CpuSet onlineNodeCpus(int node) const;
    // Online PUs sharing cpu's core, including cpu; {cpu} for an offline CPU.
    CpuSet siblings(int cpu) const;
    std::vector<int> cpuNodes() const; // nodes with at least one online CPU (N_CPU)
    int dist(int from, int to) const;  // distance[from][to]; 255 when out of range

    // The highest cache level the source reports (3 on most servers), 0 without caches.
    int lastLevelCacheLevel() const;
    // The last-level caches (the L3 domains: a CCX on AMD, the whole package
    // on most Intel parts), in the order of caches.
    std::vector<const Cache *> lastLevelCaches() const;
    // The last-level cache holding cpu, nullptr when unknown.
    const Cache *lastLevelCacheOf(int cpu) const;

    // Fills 10 on the diagonal and 20 elsewhere for every node id and sets
    // distanceFromFirmware = false.
    void assumeDefaultDistances();
    // Rebuilds cores/packages/nodes CPU sets from the PU list; call after editing pus.
    void rebuildIndex();
    // Sorts caches, dies and groups into the order documented above.
    void sortStructure();
    // Checks invariants (unique ids, matrix size, PUs on known nodes, caches,
    // dies and groups over known CPUs); the
    // message names what is wrong.
    Status validate() const;

    // sha256 over the canonical JSON, "sha256:<hex>", for plan host fingerprints.
    QString fingerprint() const;

private:
    std::vector<int> m_puIndex; // id -> index into pus, -1 when absent
};

} // namespace irqatlas
