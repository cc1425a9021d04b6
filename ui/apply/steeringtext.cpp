#include "ui/apply/steeringtext.h"

#include "apply/steering.h"
#include "model/inputlimits.h"
#include "model/printable.h"
#include "procfs/netqueues.h"

#include <QCoreApplication>

namespace irqatlas {

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
    if (isCountFile(file.toStdString()))
        return v;
    const Result<CpuSet> mask = parseQueueMask(v.toStdString(), limits::kMaxCpus, file);
    return mask.ok() ? steeringSetText(*mask) : printableText(v);
}

QString threadLabel(const QString &comm, int pid)
{
    return QStringLiteral("%1 (%2)").arg(printableText(comm)).arg(pid);
}

QTableWidgetItem *setTableCell(QTableWidget *t, int row, int col, const QString &text)
{
    auto *it = new QTableWidgetItem(text.isEmpty() ? QStringLiteral("–") : text);
    it->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    t->setItem(row, col, it);
    return it;
}

} // namespace irqatlas
