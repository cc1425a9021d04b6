#pragma once

#include <QString>
#include <QStringList>

namespace irqatlas {

// The keyword a topology stores for a PCI class code ("network", "bridge",
// "serial-bus" …). Keywords are data: topology JSON carries them and
// scripts match on them, so they never change with the language.
QString pciClassName(unsigned classId);

// Every keyword pciClassName() can return, so a view can check it has a
// display name for each.
const QStringList &pciClassKeywords();

// A virtio device's type ("net", "block", "balloon", "console", "scsi",
// "rng", "9p", "gpu", "input", "vsock", ...) from its PCI ids: vendor 0x1af4
// with a transitional (0x1000-0x103f) or modern (0x1040 + virtio type id)
// device id. Empty for anything else. A keyword, like the class names.
QString virtioTypeName(int vendorId, int deviceId);

// True for a kernel driver name as sysfs spells it (letters, digits, "_",
// "-", "."; at most 64 bytes): anything else from a copied tree is not shown.
bool isDriverName(const QString &name);

} // namespace irqatlas
