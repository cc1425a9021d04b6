#pragma once

#include "model/topology.h"

#include <QString>

namespace irqatlas {

// Fills PciDevice::driver from rootDir/sys/bus/pci/devices/<bdf>/driver, the
// link the kernel makes to the bound driver: only the link's last component
// is used (never followed or read), and only when it looks like a driver name.
// rootDir is "/" for this machine, or a saved or copied tree.
void readPciDrivers(Topology &topology, const QString &rootDir);

} // namespace irqatlas
