#include "ui/apply/steeringtext.h"

#include "model/printable.h"
#include "procfs/netqueues.h"

#include <QCoreApplication>

namespace irqatlas {

namespace {

// Wide enough for any mask sysfs prints: its words say how wide it is.
constexpr int kMaskBits = 1 << 16;

} // namespace

QString steeringSetText(const std::optional<CpuSet> &set)
{
    if (!set)
        return QCoreApplication::translate("irqatlas::ApplyReview", "unknown");
    return set->empty() ? QCoreApplication::translate("irqatlas::ApplyReview", "off")
                        : set->toListString();
}

QString queueFileValueText(const QString &file, const QString &bytes)
{
    QString v = bytes.trimmed();
    if (v.isEmpty())
        return {};
    if (file == QLatin1String("rps_flow_cnt"))
        return v;
    const Result<CpuSet> mask = parseQueueMask(v.toStdString(), kMaskBits, file);
    return mask.ok() ? steeringSetText(*mask) : printableText(v);
}

QString threadLabel(const QString &comm, int pid)
{
    return QStringLiteral("%1 (%2)").arg(printableText(comm)).arg(pid);
}

} // namespace irqatlas
