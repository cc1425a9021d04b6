#pragma once

#include "model/cpuset.h"
#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <optional>
#include <string_view>
#include <vector>

namespace irqatlas {

// One IRQ as a running irqbalance sees it: its load and class.
struct IrqbalanceIrq
{
    int irq = -1;
    std::uint64_t load = 0;
    std::uint64_t diff = 0;
    int classId = 0;
    QString className() const; // "other", "legacy", "storage", ... "virt-event"
};

// A node of irqbalance's tree: NUMA node, package, cache domain or CPU, with
// the IRQs it placed there and the objects below it.
struct IrqbalanceObject
{
    enum class Type
    {
        Cpu = 0,
        Cache = 1,
        Package = 2,
        Node = 3
    };
    Type type = Type::Node;
    int number = -1; // -1: irqbalance's "unspecified node"
    std::uint64_t load = 0;
    bool powerSave = false;
    std::vector<IrqbalanceIrq> irqs;
    std::vector<IrqbalanceObject> children;
    QString typeName() const; // "node", "package", "cache", "cpu"
};

// What its socket's "stats" and "setup" commands say.
struct IrqbalanceView
{
    std::vector<IrqbalanceObject> nodes;
    std::optional<int> sleepSeconds; // its interval
    std::optional<CpuSet> bannedCpus;
    std::vector<IrqbalanceIrq> bannedIrqs;
};

// Parses the answer to "stats": "TYPE t NUMBER n LOAD l SAVE_MODE s"
// objects depth first (a lower type is a child of the object before it),
// each followed by its "IRQ n LOAD l DIFF d CLASS c" entries. Errors name
// `source` and the token. At most 1 MiB, 16384 objects and 65536 IRQs.
Result<std::vector<IrqbalanceObject>> parseIrqbalanceStats(std::string_view text,
                                                           const QString &source);
// Parses "setup": "SLEEP n", banned IRQs as in stats, "BANNED <cpumask>".
Status parseIrqbalanceSetup(std::string_view text, const QString &source, IrqbalanceView &out);

} // namespace irqatlas
