#pragma once

// Writing fake machine trees: QtCore and core only, so the benchmarks can
// build the same trees as the tests.

#include "model/plan.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <functional>
#include <string>
#include <sys/stat.h>

namespace irqatlas::test {

inline bool writeTreeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// The mode of the name itself (a link is not followed), 0 when it is absent.
inline mode_t treeFileMode(const QString &path)
{
    struct stat st;
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode : 0;
}

// A 4-CPU machine with IRQs 0..n-1 named dev0..dev(n-1), IRQ i's affinity
// set to previous(i), and the plan that moves IRQ i to target(i) (a cpulist),
// matched by name as an exported plan is.
inline bool makeNamedIrqTree(const QString &root, int n,
                             const std::function<QByteArray(int)> &previous,
                             const std::function<std::string(int)> &target, Plan &plan)
{
    QByteArray interrupts = "           CPU0       CPU1       CPU2       CPU3\n";
    for (int i = 0; i < n; ++i) {
        interrupts += QByteArray::number(i).rightJustified(4) +
                      ":          1          0          0          0  PCI-MSI " +
                      QByteArray::number(i) + "-edge      dev" + QByteArray::number(i) + "\n";
        const QString dir = root + QStringLiteral("/proc/irq/") + QString::number(i);
        if (!writeTreeFile(dir + QStringLiteral("/smp_affinity_list"), previous(i)) ||
            !writeTreeFile(dir + QStringLiteral("/effective_affinity_list"), "0\n"))
            return false;
        PlanAssignment a;
        a.irq = i;
        a.cpus = *CpuSet::parseList(target(i));
        a.match = "dev" + std::to_string(i);
        plan.assignments.push_back(a);
    }
    return writeTreeFile(root + QStringLiteral("/proc/interrupts"), interrupts) &&
           writeTreeFile(root + QStringLiteral("/sys/devices/system/cpu/online"), "0-3\n");
}

} // namespace irqatlas::test
