#include "ui/plan/algorithmnames.h"

#include <QCoreApplication>

namespace irqatlas {

QString algorithmTitle(const QString &id)
{
    struct Entry
    {
        const char *id;
        const char *title;
    };
    // docs/ALGORITHMS.md says what each kernel algorithm does and since when.
    static const Entry entries[] = {
        {"policy", QT_TRANSLATE_NOOP("AlgorithmName",
                                     "A vendor script's policy, picked by the policy parameter")},
        {"policy-local",
         QT_TRANSLATE_NOOP("AlgorithmName", "One CPU each, on the device's NUMA node")},
        {"policy-remote",
         QT_TRANSLATE_NOOP("AlgorithmName", "One CPU each, away from the device's node")},
        {"policy-all", QT_TRANSLATE_NOOP("AlgorithmName", "One CPU each, over all candidate CPUs")},
        {"policy-one", QT_TRANSLATE_NOOP("AlgorithmName", "Every IRQ on one CPU")},
        {"policy-cpulist",
         QT_TRANSLATE_NOOP("AlgorithmName", "One CPU each, over a CPU list you give")},
        {"isolate", QT_TRANSLATE_NOOP("AlgorithmName", "Move IRQs off isolated CPUs")},
        {"balance", QT_TRANSLATE_NOOP("AlgorithmName", "Balance the load near each device")},
        {"irqbalance",
         QT_TRANSLATE_NOOP("AlgorithmName", "What irqbalance would do (the real program, once)")},
        {"local-spread-v41",
         QT_TRANSLATE_NOOP("AlgorithmName", "The kernel's spread as in Linux 4.1–6.2: the device's "
                                            "node, then every CPU in order")},
        {"local-spread-2019",
         QT_TRANSLATE_NOOP("AlgorithmName",
                           "The kernel's nearest-node spread proposed in 2019 (never merged)")},
        {"local-spread",
         QT_TRANSLATE_NOOP("AlgorithmName",
                           "The kernel's NUMA-distance spread, as in Linux 6.3 on")},
        {"mana", QT_TRANSLATE_NOOP("AlgorithmName",
                                   "The Azure MANA NIC driver's spread, as in Linux 6.9 on")},
        {"mana-v1",
         QT_TRANSLATE_NOOP("AlgorithmName", "The MANA NIC driver's spread as first posted (2023)")},
        {"mana-driver",
         QT_TRANSLATE_NOOP("AlgorithmName",
                           "The whole MANA driver: its control vector and its queues")},
        {"group-evenly",
         QT_TRANSLATE_NOOP("AlgorithmName",
                           "The kernel's grouping for managed IRQs (NVMe, blk-mq, virtio)")},
    };
    for (const Entry &e : entries)
        if (id == QLatin1String(e.id))
            return QCoreApplication::translate("AlgorithmName", e.title);
    return id;
}

QString algorithmLabel(const QString &id)
{
    const QString title = algorithmTitle(id);
    return title == id ? id
                       : QCoreApplication::translate("AlgorithmName", "%1 (%2)").arg(title, id);
}

} // namespace irqatlas
