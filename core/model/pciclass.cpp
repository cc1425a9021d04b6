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

} // namespace irqatlas
