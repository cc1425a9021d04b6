#include "topology/hosttopology.h"

#include "procfs/hostsource.h"
#include "procfs/pcidevices.h"
#include "topology/pcidrivers.h"
#include "topology/topologyloader.h"

#include <QCoreApplication>

namespace irqatlas {

Result<Topology> loadHostTopology(const HostSource &host)
{
    const QString name = host.displayName();
    if (host.localRoot().isEmpty())
        return Error{
            QCoreApplication::translate("HostTopology", "%1: the files are not on this machine")
                .arg(name)};
    Result<Topology> topo = Error{};
    auto xml = host.tryReadCapped(QStringLiteral("/topology.xml"));
    if (!xml.ok())
        return xml.error();
    if (*xml) {
        topo = loadTopologyXmlBuffer(**xml, name);
    } else {
        topo = loadTopologyFsRoot(host.localRoot());
        if (topo.ok()) {
            auto devices = readSysfsPciDevices(host, *topo);
            if (!devices.ok())
                return devices.error();
            topo->devices = std::move(devices).value();
        }
    }
    if (!topo.ok())
        return topo;
    topo->source = name;
    readPciDrivers(*topo, host.localRoot()); // the links came with the collection or the copy
    return topo;
}

} // namespace irqatlas
