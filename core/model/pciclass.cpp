#include "model/pciclass.h"

namespace irqatlas {

QString pciClassName(unsigned classId)
{
    // InfiniBand and Fibre Channel are "serial bus" controllers to the PCI
    // spec, but they carry network and storage traffic (and their IRQs).
    if (classId == 0x0c06)
        return QStringLiteral("network");
    if (classId == 0x0c04)
        return QStringLiteral("storage");
    switch (classId >> 8) {
    case 0x01:
        return QStringLiteral("storage");
    case 0x02:
        return QStringLiteral("network");
    case 0x03:
        return QStringLiteral("display");
    case 0x04:
        return QStringLiteral("multimedia");
    case 0x05:
        return QStringLiteral("memory");
    case 0x06:
        return QStringLiteral("bridge");
    case 0x07:
        return QStringLiteral("communication");
    case 0x08:
        return QStringLiteral("system");
    case 0x09:
        return QStringLiteral("input");
    case 0x0b:
        return QStringLiteral("processor");
    case 0x0c:
        return QStringLiteral("serial-bus");
    case 0x0d:
        return QStringLiteral("wireless");
    case 0x10:
        return QStringLiteral("encryption");
    case 0x11:
        return QStringLiteral("signal-processing");
    case 0x12:
        return QStringLiteral("accelerator");
    default:
        return QStringLiteral("other");
    }
}

const QStringList &pciClassKeywords()
{
    static const QStringList all = [] {
        QStringList out;
        for (unsigned base = 0; base <= 0xff; ++base)
            for (unsigned sub : {0x00u, 0x04u, 0x06u}) {
                const QString k = pciClassName(base << 8 | sub);
                if (!out.contains(k))
                    out << k;
            }
        return out;
    }();
    return all;
}

QString virtioTypeName(int vendorId, int deviceId)
{
    if (vendorId != 0x1af4 || deviceId < 0x1000 || deviceId > 0x107f)
        return {};
    // Transitional devices number their types on their own (virtio 1.x
    // spec, 4.1.2.1); modern ones are 0x1040 + the virtio device id (5).
    if (deviceId < 0x1040) {
        switch (deviceId) {
        case 0x1000:
            return QStringLiteral("net");
        case 0x1001:
            return QStringLiteral("block");
        case 0x1002:
            return QStringLiteral("balloon");
        case 0x1003:
            return QStringLiteral("console");
        case 0x1004:
            return QStringLiteral("scsi");
        case 0x1005:
            return QStringLiteral("rng");
        case 0x1009:
            return QStringLiteral("9p");
        default:
            return {};
        }
    }
    switch (deviceId - 0x1040) {
    case 1:
        return QStringLiteral("net");
    case 2:
        return QStringLiteral("block");
    case 3:
        return QStringLiteral("console");
    case 4:
        return QStringLiteral("rng");
    case 5:
        return QStringLiteral("balloon");
    case 8:
        return QStringLiteral("scsi");
    case 9:
        return QStringLiteral("9p");
    case 16:
        return QStringLiteral("gpu");
    case 18:
        return QStringLiteral("input");
    case 19:
        return QStringLiteral("vsock");
    case 20:
        return QStringLiteral("crypto");
    case 23:
        return QStringLiteral("iommu");
    case 24:
        return QStringLiteral("mem");
    case 25:
        return QStringLiteral("sound");
    case 26:
        return QStringLiteral("fs");
    case 27:
        return QStringLiteral("pmem");
    default:
        return {};
    }
}

bool isDriverName(const QString &name)
{
    if (name.isEmpty() || name.size() > 64)
        return false;
    for (QChar c : name)
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('_') &&
            c != QLatin1Char('-') && c != QLatin1Char('.'))
            return false;
    return true;
}

} // namespace irqatlas
