#include "ui/plan/plandiffmodel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace irqatlas {

PlanDiffModel::PlanDiffModel(QObject *parent) : QAbstractTableModel(parent) {}

void PlanDiffModel::setDiff(const PlanDiff &diff)
{
    beginResetModel();
    m_diff = diff;
    endResetModel();
}

void PlanDiffModel::clear()
{
    setDiff({});
}

int PlanDiffModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_diff.entries.size());
}

int PlanDiffModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PlanDiffModel::changeText(const PlanDiffEntry &e) const
{
    switch (e.kind) {
    case PlanDiffEntry::Kind::Changed:
        return tr("moves");
    case PlanDiffEntry::Kind::Unchanged:
        return tr("stays");
    case PlanDiffEntry::Kind::NotPresent:
        return tr("not on this machine");
    case PlanDiffEntry::Kind::Immovable:
        return tr("cannot move");
    }
    return {};
}

QVariant PlanDiffModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PlanDiffEntry &e = m_diff.entries[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ColIrq:
            return e.irq;
        case ColName:
            return QString::fromStdString(e.name);
        case ColFrom:
            if (e.from)
                return e.from->toListString();
            // What the counts know, marked as such: not an affinity.
            return e.fired.empty() ? tr("unknown") : tr("fired on %1").arg(e.fired.toListString());
        case ColTo:
            return e.to.toListString();
        case ColChange:
            return changeText(e);
        }
        break;
    case Qt::ToolTipRole:
        if (!e.note.isEmpty())
            return e.note;
        if (index.column() == ColFrom && !e.from && !e.fired.empty())
            return tr("The current affinity of this IRQ is not known (no /proc/irq files); it "
                      "fired on CPUs %1 since boot (from /proc/interrupts counts).")
                .arg(e.fired.toListString());
        if (e.kind == PlanDiffEntry::Kind::Changed && !e.from)
            return tr("The current affinity of this IRQ is not known (no /proc/irq files)");
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == ColIrq)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ForegroundRole: {
        if (e.kind == PlanDiffEntry::Kind::Unchanged)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        if (e.kind == PlanDiffEntry::Kind::NotPresent || e.kind == PlanDiffEntry::Kind::Immovable)
            return QBrush(QColor(0xc0, 0x26, 0x26));
        break;
    }
    case Qt::FontRole:
        if (index.column() == ColFrom && !e.from) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        if (index.column() == ColTo && e.kind == PlanDiffEntry::Kind::Changed) {
            QFont f;
            f.setBold(true);
            return f;
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant PlanDiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ColIrq:
        return tr("IRQ");
    case ColName:
        return tr("Name");
    case ColFrom:
        return tr("From");
    case ColTo:
        return tr("To");
    case ColChange:
        return tr("Change");
    }
    return {};
}

} // namespace irqatlas
