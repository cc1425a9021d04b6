#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace irqatlas::test {

class SshdFixture;

// A host of a test fleet: a saved machine of tests/data (an hwloc sysfs
// tarball, savedmachine.h) under a name, with the kernel release it reports.
struct FleetMachine
{
    QString name;
    QString tarball; // below tests/data
    QByteArray kernel = "6.1.0-26-amd64";
};

// The two saved machines the fleet tests serve: a small one (16 CPUs, some
// offline) and a larger one of another class (48 CPUs, two NUMA nodes).
inline const QString kAlphaMachine = QStringLiteral("ssh/hwloc-16em64t-4s2c2t-offlines.tar.bz2");
inline const QString kBetaMachine = QStringLiteral("ssh/hwloc-48amd64-4pa2n6c-sparse.tar.bz2");

// Three hosts of one machine (alpha-3 with another kernel) and one of
// another (beta-1): two machine classes, one with a kernel that differs.
QList<FleetMachine> twoClassFleet();

// What serveFleetMachines made: one name and root per machine, in the order
// given, which is also the machines' order of SshdFixture::addMachine (a
// name's index is its machinePort() index); error names the first machine
// that could not be unpacked, and then nothing after it was served.
struct ServedFleet
{
    QStringList names;
    QStringList roots;
    QString error;
};

// Unpacks each machine into dir/NAME and serves it on a port of its own of
// sshd, before sshd.start() (the fleet tests' hosts).
ServedFleet serveFleetMachines(SshdFixture &sshd, const QString &dir,
                               const QList<FleetMachine> &machines);

// One host of a YAML inventory at a port of the tests' sshd on 127.0.0.1,
// every line indented by indent spaces; as root unless withUser is false.
QByteArray inventoryHost(const QString &name, int port, int indent, bool withUser = true);

// The second NIC queue of a saved machine moved to IRQ 45 and renamed: the
// same machine class (the device and its node are unchanged), but a plan
// made on another host of it finds neither its number nor its name.
bool renumberSecondQueue(const QString &root);

} // namespace irqatlas::test
