#pragma once

// The largest inputs irqatlas accepts, in one place. Every number read from a
// file (a CPU id, a column count, a row count, a length) is checked against
// one of these before anything is sized by it, and every reader refuses a
// file larger than its cap before holding it. The values are a safe margin
// above what any Linux kernel prints, so a real machine never meets them,
// while the memory a hostile file can make us use stays bounded and
// proportional to its size. docs/SECURITY.md lists them with their tests.

#include <cstddef>
#include <cstdint>

namespace irqatlas::limits {

// ---- CPUs and nodes ------------------------------------------------------

// CPU ids run from 0 to kMaxCpus - 1. The kernel's NR_CPUS tops out at 8192
// (x86 CONFIG_MAXSMP, powerpc; arm64 and sparc stop at 4096); ids are below
// nr_cpu_ids <= NR_CPUS. Twice that leaves room for a kernel that raises the
// maximum once more, and still the biggest table indexed by CPU id is 64 KiB
// and the biggest CpuSet 2 KiB.
inline constexpr int kMaxCpus = 16384;
inline constexpr int kMaxCpuId = kMaxCpus - 1;

// NUMA node ids run from 0 to kMaxNumaNodes - 1: MAX_NUMNODES is
// 1 << NODES_SHIFT and NODES_SHIFT is at most 10. A distance matrix is then
// at most 1024 x 1024.
inline constexpr int kMaxNumaNodes = 1024;

// Hex masks (smp_affinity): 32 bits per comma-separated group, so
// kMaxCpus / 32 groups of 8 digits and the commas between them.
inline constexpr std::size_t kMaxMaskGroups = kMaxCpus / 32;
inline constexpr std::size_t kMaxMaskChars = kMaxMaskGroups * 9 - 1;

// ---- /proc/interrupts ------------------------------------------------------

// Interrupt rows. The largest real table we know has 1056 rows (1152 CPUs);
// a machine with 16 NICs of 1024 queues each has 16384. Each row costs about
// 600 bytes besides its counts, so a tall file costs at most ~40 MB of rows
// (~72 MB at the moment the table's vector last doubles).
inline constexpr int kMaxIrqRows = 65536;

// One line of /proc/interrupts or /proc/softirqs. The kernel prints 11 bytes
// per CPU column (counts are 32-bit, width 10, plus a blank): 180 KB at
// kMaxCpus columns, plus the chip and action names.
inline constexpr std::size_t kMaxTableLineBytes = std::size_t(1) << 20;

// The whole /proc/interrupts. The largest real one we have is 13.4 MB (1152
// CPUs, 1056 rows); this is ten times that: a 4096-CPU machine with 2900 IRQs.
inline constexpr std::size_t kMaxInterruptsBytes = std::size_t(128) << 20;

// ---- /proc/stat --------------------------------------------------------------

// The "intr" line has one count per IRQ number below nr_irqs; x86 with
// CONFIG_MAXSMP allows ~533,000 (NR_IRQS + 8196). Counts are printed as
// 32-bit decimals, so the line stays below 12 MB.
inline constexpr int kMaxStatIntrValues = 1 << 20;
inline constexpr std::size_t kMaxStatLineBytes = std::size_t(16) << 20;
// The intr line plus one "cpuN" line (~220 bytes) per CPU.
inline constexpr std::size_t kMaxStatBytes = std::size_t(32) << 20;

// ---- /proc/softirqs ----------------------------------------------------------

// The kernel has 10 softirq types (NR_SOFTIRQS) since 2.6.31.
inline constexpr int kMaxSoftirqRows = 64;
// kMaxSoftirqRows lines are far below this; 10 real lines of kMaxCpus
// columns are 1.8 MB.
inline constexpr std::size_t kMaxSoftirqsBytes = std::size_t(8) << 20;

// ---- /proc/irq/N/*, /sys/kernel/irq/N/*, /sys/kernel/debug/irq/irqs/N ------

// The largest is per_cpu_count: one 32-bit count per possible CPU, 180 KB at
// kMaxCpus.
inline constexpr std::size_t kMaxIrqFileBytes = std::size_t(512) << 10;
// Names in /sys/kernel/irq/N/actions (handlers sharing one line: a handful).
inline constexpr int kMaxIrqActions = 1024;

// A sysfs attribute of a PCI function (class, vendor, numa_node,
// local_cpulist, ...): the kernel fills at most one page, 64 KiB with the
// largest page size.
inline constexpr std::size_t kMaxSysfsAttributeBytes = std::size_t(64) << 10;

// ---- /sys/class/net/IF (queues, threaded) ------------------------------------

// A queue's rps_cpus or xps_cpus: a mask of kMaxCpus bits is 4.5 KiB of hex
// words; threaded and rps_flow_cnt are one number.
inline constexpr std::size_t kMaxNetFileBytes = std::size_t(8) << 10;
// Interfaces read from /sys/class/net (hosts with thousands of veths exist).
inline constexpr int kMaxNetInterfaces = 65536;
// rx-N plus tx-N directories of one interface (the kernel's largest drivers
// have a few hundred of each).
inline constexpr int kMaxNetQueues = 16384;

// Any other file read through a HostSource (topology.xml, snapshot metadata,
// sysfs attributes): hwloc's XML of the largest machines is a few MB.
inline constexpr std::size_t kMaxOtherFileBytes = std::size_t(64) << 20;

// ---- Prometheus (a server's HTTP API) ---------------------------------------

// One answer of /api/v1/query or /api/v1/query_range. Queries are aggregated
// on the server, so a fleet of 256 hosts answers in a few hundred KB; a
// host's IRQ rows by CPU (1000 IRQs x 128 CPUs, ~200 bytes a series) are
// 26 MB. The answer is held whole and parsed as JSON (about ten times its
// size in memory at the peak).
inline constexpr std::size_t kMaxPromResponseBytes = std::size_t(64) << 20;
// Series in one answer: the IRQ rows by CPU of the host above are 128,000.
inline constexpr std::size_t kMaxPromSeries = std::size_t(1) << 18;
// Samples over all series of one answer: a night of 5 s steps (8640 a
// series) for a 128-CPU host's two CPU modes is 2.2 million.
inline constexpr std::size_t kMaxPromSamples = std::size_t(4) << 20;
// One label value (node_interrupts_total's "devices" lists a row's actions).
inline constexpr int kMaxPromLabelChars = 64 << 10;
// Labels of one series.
inline constexpr int kMaxPromLabels = 256;

// ---- saved files -------------------------------------------------------------

// A recording line holds the three /proc files of one sample in base64.
inline constexpr std::size_t kMaxRecordingLineBytes =
    (kMaxInterruptsBytes + kMaxStatBytes + kMaxSoftirqsBytes) / 3 * 4 + (std::size_t(64) << 10);

// Topology JSON (`topology --format json`, `--topology FILE`): 8192 PUs are
// 849 KB.
inline constexpr std::size_t kMaxTopologyJsonBytes = std::size_t(32) << 20;
// PCI functions listed in a topology (65536 per PCI segment is the bus limit).
inline constexpr int kMaxPciDevices = 65536;
// CPU kinds (hybrid CPUs have 2 or 3).
inline constexpr int kMaxCpuKinds = 256;
// Caches, dies and groups listed in a topology, each: one L2 per CPU plus the
// shared levels stays well below four entries per CPU.
inline constexpr int kMaxCpuStructures = 4 * kMaxCpus;
// Memory-side caches in front of one NUMA node (hwloc has seen 1 or 2).
inline constexpr int kMaxMemoryCaches = 16;

// A snapshot archive (`--root FILE.tar.gz`, File → Open Snapshot, a
// remembered tab) as it unpacks: one member may be as large as the largest
// file a reader takes (/proc/interrupts); all of them together, counted with
// tar's headers and padding, as large as the main files at their caps
// (interrupts, stat, softirqs, topology.xml) and room for the small ones.
// A snapshot of a 1152-PU machine is about 50,000 members and 40 MB.
inline constexpr std::uint64_t kMaxSnapshotFileBytes = kMaxInterruptsBytes;
inline constexpr std::uint64_t kMaxSnapshotBytes = std::uint64_t(384) << 20;
inline constexpr std::uint64_t kMaxSnapshotEntries = std::uint64_t(1) << 19;

// An hwloc XML topology (`--xml FILE`, a snapshot's topology.xml): lstopo's
// XML of an 8192-PU machine is a few MB.
inline constexpr std::size_t kMaxHwlocXmlBytes = std::size_t(64) << 20;

// A plan file: an assignment is under 100 bytes of JSON, so kMaxPlanAssignments
// of them fit many times over.
inline constexpr std::size_t kMaxPlanBytes = std::size_t(64) << 20;
// A plan has at most one assignment per IRQ of a machine.
inline constexpr int kMaxPlanAssignments = kMaxIrqRows;
// CPUs named by all CPU lists of one plan together, each list counted from its
// lowest to its highest CPU (what its bitmap costs): 16384 IRQs each on every
// CPU of an 8192-CPU machine is 2^27, 16 MiB of bitmaps.
inline constexpr std::int64_t kMaxPlanCpus = std::int64_t(1) << 27;
// Queue entries of one plan ("queues"): one per queue of every interface,
// and kMaxNetInterfaces interfaces of one rx and one tx queue need 2^17, but
// a plan steers the queues of a few NICs.
inline constexpr int kMaxPlanQueues = 65536;
// A queue's number in a plan (rx-N, tx-N): below kMaxNetQueues, the most
// queue directories of one interface irqatlas reads.
inline constexpr int kMaxPlanQueueIndex = kMaxNetQueues - 1;
// rps_flow_cnt: the kernel rounds it up to a power of two and refuses more
// than its table can hold; 2^30 flows is far above any real setting.
inline constexpr std::uint64_t kMaxPlanRpsFlowCnt = std::uint64_t(1) << 30;

// ---- tracefs (irqatlas-cli cost) ---------------------------------------------

// One line of trace_pipe: the kernel's text of one irq or softirq event is
// under 120 bytes (task name of 16, pid, CPU, flags, timestamp, event, an
// action name of at most a few dozen bytes); other events of the instance are
// not enabled. 4 KiB is the kernel's own print buffer for one line.
inline constexpr std::size_t kMaxTraceLineBytes = std::size_t(4) << 10;
// All trace text one measurement reads: 60 s at the event rate cap of
// core/cost/tracesession.h (100,000 events/s) at ~100 bytes per line is
// 0.6 GB; the cap is a margin above that and never grows memory (the reader
// holds one line).
inline constexpr std::uint64_t kMaxTraceBytes = std::uint64_t(2) << 30;

} // namespace irqatlas::limits
