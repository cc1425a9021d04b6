#include "layout/devicetitle.h"

#include "model/pciclass.h"
#include "model/topology.h"

#include <QCoreApplication>

namespace irqatlas {

namespace {

struct ClassTitle
{
    const char *keyword;
    const char *title;
};

// The keywords of pciClassName() in the topology loader, plus "3d" which
// topology JSON from other tools may carry.
constexpr ClassTitle classTitles[] = {
    {"storage", QT_TRANSLATE_NOOP("DeviceTitle", "Storage controller")},
    {"network", QT_TRANSLATE_NOOP("DeviceTitle", "Network controller")},
    {"display", QT_TRANSLATE_NOOP("DeviceTitle", "Display controller")},
    {"3d", QT_TRANSLATE_NOOP("DeviceTitle", "3D controller")},
    {"multimedia", QT_TRANSLATE_NOOP("DeviceTitle", "Multimedia controller")},
    {"memory", QT_TRANSLATE_NOOP("DeviceTitle", "Memory controller")},
    {"bridge", QT_TRANSLATE_NOOP("DeviceTitle", "PCI bridge")},
    {"communication", QT_TRANSLATE_NOOP("DeviceTitle", "Communication controller")},
    {"system", QT_TRANSLATE_NOOP("DeviceTitle", "System peripheral")},
    {"input", QT_TRANSLATE_NOOP("DeviceTitle", "Input device controller")},
    {"processor", QT_TRANSLATE_NOOP("DeviceTitle", "Processor")},
    {"serial-bus", QT_TRANSLATE_NOOP("DeviceTitle", "Serial bus controller")},
    {"wireless", QT_TRANSLATE_NOOP("DeviceTitle", "Wireless controller")},
    {"encryption", QT_TRANSLATE_NOOP("DeviceTitle", "Encryption controller")},
    {"signal-processing", QT_TRANSLATE_NOOP("DeviceTitle", "Signal processing controller")},
    {"accelerator", QT_TRANSLATE_NOOP("DeviceTitle", "Processing accelerator")},
    {"other", QT_TRANSLATE_NOOP("DeviceTitle", "Unclassified device")},
};

} // namespace

QString pciClassTitle(const QString &keyword)
{
    for (const ClassTitle &c : classTitles)
        if (keyword == QLatin1String(c.keyword))
            return QCoreApplication::translate("DeviceTitle", c.title);
    // A keyword this build does not know (a newer topology JSON): show it
    // as written rather than hide the device's class.
    return keyword;
}

QString deviceKind(const PciDevice &d)
{
    // PCI class 05h subclass 02h is a CXL memory device (a type 3 memory
    // expander: hwloc names its memory "CXLMem"); "PCI mem2" said nothing.
    if (d.classId == 0x0502)
        return QCoreApplication::translate("TopologyPainter", "CXL memory");
    if (d.className == QLatin1String("network"))
        return QCoreApplication::translate("TopologyPainter", "NIC");
    // A box is one PCI device, however many OS names (disks, interfaces) it
    // lists after the kind: the kind is a singular noun in every language.
    if (d.className == QLatin1String("storage"))
        //: The kind of one PCI device before its OS names ("Storage vda"): a
        //: singular noun, one storage device (German "Speichergerät").
        return QCoreApplication::translate("TopologyPainter", "Storage");
    if (d.className == QLatin1String("display") || d.className == QLatin1String("3d"))
        return QCoreApplication::translate("TopologyPainter", "GPU");
    return QCoreApplication::translate("TopologyPainter", "PCI");
}

QString deviceLabel(const PciDevice &d)
{
    const QString kind = deviceKind(d) + QStringLiteral(" ");
    if (!d.osNames.isEmpty())
        return kind + d.osNames.join(QStringLiteral(", "));
    if (!d.device.isEmpty())
        return kind + d.device;
    // No class to go by ("Unclassified device" says nothing): what the
    // machine says it is, its virtio type or the driver bound to it.
    if (d.className.isEmpty() || d.className == QLatin1String("other")) {
        if (QString named = machineName(d); !named.isEmpty())
            return named;
    }
    // The class already says what kind of device it is ("GPU Display
    // controller" says it twice).
    return d.className.isEmpty() ? kind + d.bdf : pciClassTitle(d.className);
}

QString machineName(const PciDevice &d)
{
    if (const QString type = virtioTypeName(d.vendorId, d.deviceId); !type.isEmpty())
        return QCoreApplication::translate("DeviceTitle", "virtio %1").arg(type);
    if (!d.driver.isEmpty())
        return QCoreApplication::translate("DeviceTitle", "PCI %1").arg(d.driver);
    return {};
}

} // namespace irqatlas
