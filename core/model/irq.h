#pragma once

#include "model/cpuset.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace irqatlas {

// One interrupt as irqatlas knows it: the /proc/interrupts row joined with
// /proc/irq/N/* and /sys/kernel/irq/N/*. Optional fields are absent when the
// source did not provide them (a lone /proc/interrupts from a bug report).
struct Irq
{
    std::string key;                   // "142", "LOC", "NMI", "IPI0", "ERR" (the text before ':')
    int number = -1;                   // numeric IRQ, -1 for symbolic rows
    std::vector<std::uint64_t> counts; // one per column of IrqTable::cpus
    std::uint64_t total = 0;

    // From /proc/interrupts (or /sys/kernel/irq/N when that is richer).
    std::string chip;        // "IR-PCI-MSIX-0000:3b:00.0", "GICv3", "IO-APIC"
    std::string hwirq;       // "3", "524288"
    std::string trigger;     // "edge", "level", "" (as printed, lowercased)
    std::string name;        // action names, "mlx5_comp3@pci:0000:3b:00.0" or "eth0-TxRx-0"
    std::string description; // symbolic rows: "Local timer interrupts"

    // From /proc/irq/N/.
    std::optional<CpuSet> affinity;     // smp_affinity_list (or smp_affinity)
    std::optional<CpuSet> effective;    // effective_affinity_list (or mask)
    std::optional<CpuSet> affinityHint; // affinity_hint (empty set = no hint)
    std::optional<int> node;            // /proc/irq/N/node (-1 kept)

    // From /sys/kernel/irq/N/.
    std::optional<std::string> wakeup;  // "enabled"/"disabled"
    std::optional<std::string> sysType; // "edge"/"level"

    // Owning device, when found (msi_irqs, chip name or action names).
    std::string device;                  // PCI BDF "0000:3b:00.0", "" when unknown
    std::optional<int> deviceNode;       // the device's NUMA node, -1 kept as unknown
    std::vector<std::string> interfaces; // "eth0", "nvme0" of that device

    // True when writing its affinity fails (per-CPU interrupts, managed IRQs,
    // IRQs the kernel marks unchangeable). Symbolic rows are immovable.
    bool immovable = false;
    std::string immovableReason;

    bool symbolic() const { return number < 0; }
    // Stable across reboots: "<name>@<device>" or "<name>" or the chip+hwirq.
    std::string matchKey() const;
};

// The interrupt table of one machine at one instant.
struct IrqTable
{
    std::vector<int> cpus;                 // CPU ids of the count columns, in order (online CPUs)
    std::vector<Irq> irqs;                 // in /proc/interrupts order
    std::optional<CpuSet> defaultAffinity; // /proc/irq/default_smp_affinity

    const Irq *find(int number) const;
    const Irq *findKey(std::string_view key) const; // first row with that key
};

} // namespace irqatlas
