#include "topology/pcidrivers.h"

#include "model/pciclass.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace irqatlas {

void readPciDrivers(Topology &t, const QString &rootDir)
{
    // The BDF names a path: only the shape hwloc and the kernel give it.
    static const QRegularExpression bdf(
        QStringLiteral("^[0-9a-f]{4,8}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]$"));
    const QDir root(rootDir);
    for (PciDevice &d : t.devices) {
        if (!bdf.match(d.bdf).hasMatch())
            continue;
        const QFileInfo link(
            root.filePath(QStringLiteral("sys/bus/pci/devices/%1/driver").arg(d.bdf)));
        if (!link.isSymLink())
            continue;
        // symLinkTarget() only resolves the link's text against its folder.
        const QString name = QFileInfo(link.symLinkTarget()).fileName();
        if (isDriverName(name))
            d.driver = name;
    }
}

} // namespace irqatlas
