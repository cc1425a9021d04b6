#pragma once

#include <QString>

namespace irqatlas {

struct PciDevice;

// What a device box says about its device, in the user's language. The
// topology keeps PCI classes as fixed keywords ("bridge", "serial-bus": they
// are data, written to topology JSON); only these functions turn them into
// words for people.
QString pciClassTitle(const QString &keyword);
// Short kind in front of a name: NIC, Storage, GPU, or PCI.
QString deviceKind(const PciDevice &d);
// The line a device box is titled with: kind and OS names ("NIC eth0"), else
// kind and the device's own name, else its class ("PCI bridge"), else kind
// and BDF. A device whose class is "other" is named by machineName() first.
QString deviceLabel(const PciDevice &d);
// A device without a class: "virtio balloon" from its PCI ids, else
// "PCI <driver>" from the driver bound to it; empty when neither is known.
QString machineName(const PciDevice &d);

} // namespace irqatlas
