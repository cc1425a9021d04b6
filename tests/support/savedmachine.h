#pragma once

#include <QByteArray>
#include <QString>

namespace irqatlas::test {

// A saved machine of tests/data (an hwloc sysfs tarball) unpacked into dir,
// made readable as a whole host: an IRQ table for the CPUs its /proc/stat
// lists (a two-queue NIC, both queues on the first CPU, and the local
// timer), the per-IRQ affinity files, /proc/softirqs to match and the
// kernel release. Returns the machine's root, or an empty string. QtCore
// only, for the benchmarks too.
QString savedMachine(const QString &tarball, const QString &dir, const QByteArray &kernel);

} // namespace irqatlas::test
