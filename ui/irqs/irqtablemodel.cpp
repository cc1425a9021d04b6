#include "ui/irqs/irqtablemodel.h"

#include "cost/costreport.h"
#include "live/rates.h"
#include "model/irqexport.h"
#include "ui/common/graphstate.h"
#include "ui/common/irqmime.h"

#include <QApplication>
#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QMimeData>
#include <QPalette>
#include <QStyle>
#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace irqatlas {
namespace {

// "12.3 µs/s", "4 900 µs": the unit the cost columns share, from ns.
QString microseconds(const std::optional<double> &ns, const QString &format)
{
    if (!ns)
        return {};
    const double us = *ns / 1000.0;
    return format.arg(QString::number(us, 'f', us < 10 ? 2 : us < 100 ? 1 : 0));
}

} // namespace

IrqTableModel::IrqTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void IrqTableModel::setIrqTable(const IrqTable &table)
{
    beginResetModel();
    m_table = table;
    m_applied.clear();
    m_rate.clear();
    m_rowsByKey.clear();
    for (std::size_t r = 0; r < m_table.irqs.size(); ++r)
        m_rowsByKey[m_table.irqs[r].key].push_back(int(r));
    joinCost();
    bool anyNumbered = false, anyDetail = false;
    for (const Irq &irq : m_table.irqs) {
        if (irq.symbolic())
            continue;
        anyNumbered = true;
        anyDetail = anyDetail || irq.affinity || irq.effective || irq.node || irq.deviceNode;
    }
    m_lacksIrqFiles = anyNumbered && !anyDetail;
    endResetModel();
    emit headerDataChanged(Qt::Horizontal, ColNode, ColEffective);
}

void IrqTableModel::setRates(const Rates &rates)
{
    const double none = std::numeric_limits<double>::quiet_NaN();
    m_nextRate.assign(m_table.irqs.size(), rates.isGap() ? none : 0.0);
    if (!rates.isGap()) {
        for (const IrqRate &r : rates.irqs) {
            auto it = m_rowsByKey.find(r.key);
            if (it == m_rowsByKey.end() || r.occurrence < 0 ||
                std::size_t(r.occurrence) >= it->second.size())
                continue; // a row that appeared after the table was read
            m_nextRate[std::size_t(it->second[std::size_t(r.occurrence)])] =
                r.perSec ? *r.perSec : none;
        }
    }
    // Same bits (NaN included) means nothing to repaint or re-sort.
    const bool same =
        m_rate.size() == m_nextRate.size() &&
        std::equal(m_rate.begin(), m_rate.end(), m_nextRate.begin(),
                   [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); });
    m_rate.swap(m_nextRate);
    if (!same && !m_table.irqs.empty())
        emit dataChanged(index(0, ColRate), index(rowCount() - 1, ColRate),
                         {Qt::DisplayRole, SortRole});
}

void IrqTableModel::clearRates()
{
    if (m_rate.empty())
        return;
    m_rate.clear();
    if (!m_table.irqs.empty())
        emit dataChanged(index(0, ColRate), index(rowCount() - 1, ColRate),
                         {Qt::DisplayRole, SortRole});
}

void IrqTableModel::setCost(std::shared_ptr<const CostReport> cost)
{
    m_cost = std::move(cost);
    joinCost();
    if (!m_table.irqs.empty())
        emit dataChanged(index(0, ColCpuTime), index(rowCount() - 1, ColPerRun),
                         {Qt::DisplayRole, SortRole, Qt::ToolTipRole});
    emit headerDataChanged(Qt::Horizontal, ColCpuTime, ColPerRun);
}

void IrqTableModel::joinCost()
{
    m_costRow.assign(m_table.irqs.size(), nullptr);
    if (!m_cost)
        return;
    // A measurement has one row per key; a key printed twice (POWER's LOC)
    // takes its first row.
    for (const CostIrqRow &c : m_cost->irqs) {
        auto it = m_rowsByKey.find(c.cost.irq);
        if (it != m_rowsByKey.end() && !it->second.empty())
            m_costRow[std::size_t(it->second.front())] = &c;
    }
}

std::optional<double> IrqTableModel::cpuTimeAt(int row) const
{
    if (row < 0 || std::size_t(row) >= m_costRow.size() || !m_costRow[std::size_t(row)] ||
        !(m_cost->seconds > 0))
        return std::nullopt;
    return double(m_costRow[std::size_t(row)]->cost.ns) / m_cost->seconds;
}

std::optional<double> IrqTableModel::perRunAt(int row) const
{
    if (row < 0 || std::size_t(row) >= m_costRow.size() || !m_costRow[std::size_t(row)] ||
        m_costRow[std::size_t(row)]->cost.paired == 0)
        return std::nullopt;
    return double(m_costRow[std::size_t(row)]->nsPerRun);
}

std::optional<double> IrqTableModel::rateAt(int row) const
{
    if (row < 0 || std::size_t(row) >= m_rate.size() || std::isnan(m_rate[std::size_t(row)]))
        return std::nullopt;
    return m_rate[std::size_t(row)];
}

void IrqTableModel::setApplied(const std::map<int, CpuSet> &requested)
{
    m_applied = requested;
    if (!m_table.irqs.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

bool IrqTableModel::appliedMismatch(const Irq &irq) const
{
    const auto it = m_applied.find(irq.number);
    if (irq.symbolic() || it == m_applied.end())
        return false;
    return (irq.affinity && !(*irq.affinity == it->second)) ||
           (irq.effective && !irq.effective->isSubsetOf(it->second));
}

void IrqTableModel::setPending(const std::map<int, CpuSet> &pending)
{
    m_pending = pending;
    if (!m_table.irqs.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void IrqTableModel::setThreadsKept(std::set<int> irqs)
{
    m_threadsKept = std::move(irqs);
    if (!m_table.irqs.empty())
        emit dataChanged(index(0, ColPending), index(rowCount() - 1, ColPending),
                         {Qt::ToolTipRole});
}

QString IrqTableModel::blankReason(const Irq &irq, int column) const
{
    if (column != ColNode && column != ColAffinity && column != ColEffective)
        return {};
    if (column == ColNode) {
        const std::optional<int> n = irq.deviceNode ? irq.deviceNode : irq.node;
        if (n && *n >= 0)
            return {};
    } else if ((column == ColAffinity ? irq.affinity : irq.effective).has_value()) {
        return {};
    }
    if (irq.symbolic())
        return tr("A per-CPU or machine-wide interrupt: it has no affinity and no node.");
    if (m_lacksIrqFiles)
        return tr("Unknown: this source has no /proc/irq (only /proc/interrupts), so no IRQ has "
                  "an affinity, effective affinity or node.");
    const QString n = QString::number(irq.number);
    switch (column) {
    case ColNode:
        return irq.node || irq.deviceNode
                   ? tr("The kernel reports no NUMA node (-1) for IRQ %1 and its device.").arg(n)
                   : tr("Unknown: the source has no /proc/irq/%1/node.").arg(n);
    case ColAffinity:
        return tr("Unknown: the source has no /proc/irq/%1/smp_affinity_list.").arg(n);
    default:
        return tr("Unknown: the source has no /proc/irq/%1/effective_affinity_list (older "
                  "kernels and some interrupt chips do not provide it).")
            .arg(n);
    }
}

const Irq *IrqTableModel::irqAt(int row) const
{
    return row >= 0 && std::size_t(row) < m_table.irqs.size() ? &m_table.irqs[std::size_t(row)]
                                                              : nullptr;
}

int IrqTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.irqs.size());
}

int IrqTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString IrqTableModel::costHeaderTip(const QString &base) const
{
    if (!m_cost)
        return base + QLatin1Char('\n') +
               tr("Empty until a measurement: Live dock → Measure IRQ Cost.");
    return base + QLatin1Char('\n') +
           tr("Measured over %1 s from the kernel's tracepoints; rows it did not see are empty.")
               .arg(QString::number(m_cost->seconds, 'f', 1));
}

QVariant IrqTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ColIrq:
            return tr("IRQ");
        case ColName:
            return tr("Name");
        case ColDevice:
            return tr("Device");
        case ColNode:
            return tr("Node");
        case ColAffinity:
            return tr("Affinity");
        case ColEffective:
            return tr("Effective");
        case ColPending:
            return tr("Pending");
        case ColTotal:
            return tr("Total");
        case ColRate:
            return tr("IRQ/s");
        case ColFired:
            return tr("Fired on");
        case ColCpuTime:
            return tr("CPU time");
        case ColPerRun:
            return tr("Per run");
        }
    } else if (role == Qt::ToolTipRole) {
        if (m_lacksIrqFiles &&
            (section == ColNode || section == ColAffinity || section == ColEffective))
            return QString(
                headerData(section, orientation, ToolTipBaseRole).toString() + QLatin1Char('\n') +
                tr("Empty for every IRQ: this source has no /proc/irq (only /proc/interrupts)."));
        return headerData(section, orientation, ToolTipBaseRole);
    } else if (role == ToolTipBaseRole) {
        switch (section) {
        case ColIrq:
            return tr("IRQ number, or the symbol of a per-CPU interrupt (LOC, NMI, ...)");
        case ColName:
            return tr("Action names the drivers registered (/proc/interrupts)");
        case ColDevice:
            return tr("PCI device that owns the interrupt");
        case ColNode:
            return tr("NUMA node of the owning device");
        case ColAffinity:
            return tr("CPUs the interrupt may go to (smp_affinity_list)");
        case ColEffective:
            return tr("CPUs the interrupt actually goes to (effective_affinity_list)");
        case ColPending:
            return tr("CPUs of a change not applied yet");
        case ColTotal:
            return tr("Interrupts counted since boot, all CPUs");
        case ColRate:
            return tr("Interrupts per second over the last sampling interval, all CPUs (live "
                      "monitoring)");
        case ColFired:
            return tr("CPUs whose count of the interrupt is above zero (/proc/interrupts)");
        case ColCpuTime:
            return costHeaderTip(tr("Handler time per second over the last cost measurement "
                                    "(µs/s; 10 000 µs/s is 1 % of one CPU)"));
        case ColPerRun:
            return costHeaderTip(tr("Handler time per run over the last cost measurement"));
        }
    }
    return {};
}

QVariant IrqTableModel::data(const QModelIndex &index, int role) const
{
    const Irq *irq = index.isValid() ? irqAt(index.row()) : nullptr;
    if (!irq || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    auto pending = m_pending.find(irq->number);
    const bool hasPending = !irq->symbolic() && pending != m_pending.end();
    auto setText = [](const std::optional<CpuSet> &s) {
        return s ? QString::fromStdString(s->toList()) : QString();
    };
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case ColIrq:
            return QString::fromStdString(irq->key);
        case ColName:
            return QString::fromStdString(irq->name.empty() ? irq->description : irq->name);
        case ColDevice:
            return QString::fromStdString(irq->device);
        case ColNode: {
            const std::optional<int> n = irq->deviceNode ? irq->deviceNode : irq->node;
            return n && *n >= 0 ? QVariant(*n) : QVariant();
        }
        case ColAffinity:
            return setText(irq->affinity);
        case ColEffective:
            return setText(irq->effective);
        case ColPending:
            return hasPending ? pending->second.toListString() : QString();
        case ColTotal:
            return QVariant::fromValue<qulonglong>(irq->total);
        case ColRate: {
            const std::optional<double> r = rateAt(index.row());
            return r ? QString::number(*r, 'f', *r < 100 ? 1 : 0) : QString();
        }
        case ColFired:
            return irq->counts.empty() ? QString() : activeCpus(*irq, m_table.cpus).toListString();
        case ColCpuTime:
            return microseconds(cpuTimeAt(index.row()), tr("%1 µs/s"));
        case ColPerRun:
            return microseconds(perRunAt(index.row()), tr("%1 µs"));
        }
    } else if (role == SortRole) {
        switch (index.column()) {
        case ColIrq:
            // Numbered IRQs in numeric order, symbolic rows after them.
            return irq->symbolic() ? QVariant(1e12 + index.row()) : QVariant(double(irq->number));
        case ColTotal:
            return QVariant::fromValue<qulonglong>(irq->total);
        case ColRate: {
            // No figure sorts below every real rate, 0/s included.
            const std::optional<double> r = rateAt(index.row());
            return r ? *r : -1.0;
        }
        case ColCpuTime:
            return cpuTimeAt(index.row()).value_or(-1.0);
        case ColPerRun:
            return perRunAt(index.row()).value_or(-1.0);
        case ColNode:
            return data(index, Qt::DisplayRole).isValid() ? data(index, Qt::DisplayRole)
                                                          : QVariant(-1);
        case ColAffinity:
        case ColEffective:
        case ColPending: {
            const std::optional<CpuSet> s =
                index.column() == ColAffinity ? irq->affinity
                : index.column() == ColEffective
                    ? irq->effective
                    : (hasPending ? std::optional<CpuSet>(pending->second) : std::nullopt);
            return s && !s->empty() ? QVariant(s->first()) : QVariant(-1);
        }
        default:
            return data(index, Qt::DisplayRole);
        }
    } else if (role == IrqNumberRole) {
        return irq->number;
    } else if (role == ThreadFlagRole) {
        auto f = m_threadFlags.find(irq->number);
        return f == m_threadFlags.end() ? QString() : f->second;
    } else if (role == Qt::DecorationRole) {
        if (index.column() == ColIrq && !irq->symbolic() && m_threadFlags.count(irq->number))
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    } else if (role == MismatchRole) {
        return appliedMismatch(*irq);
    } else if (role == Qt::BackgroundRole) {
        if ((index.column() == ColAffinity || index.column() == ColEffective) &&
            appliedMismatch(*irq))
            return QBrush(QColor(0xfd, 0xe6, 0x8a));
    } else if (role == Qt::TextAlignmentRole) {
        if (index.column() == ColTotal || index.column() == ColIrq || index.column() == ColNode ||
            index.column() == ColRate || index.column() == ColCpuTime ||
            index.column() == ColPerRun)
            return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::ForegroundRole) {
        if ((index.column() == ColAffinity || index.column() == ColEffective) &&
            appliedMismatch(*irq))
            return QBrush(Qt::black); // on the amber background, in any theme
        if (irq->immovable)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        if (index.column() == ColPending && hasPending)
            return QBrush(QColor(0x7c, 0x3a, 0xed));
    } else if (role == Qt::FontRole) {
        if (index.column() == ColPending && hasPending) {
            QFont f;
            f.setBold(true);
            return f;
        }
    } else if (role == Qt::ToolTipRole) {
        if (const QString why = blankReason(*irq, index.column()); !why.isEmpty())
            return why;
        QString t = QString::fromStdString(irq->chip);
        if (!irq->hwirq.empty())
            t += QStringLiteral(" ") + QString::fromStdString(irq->hwirq);
        if (!irq->trigger.empty())
            t += QStringLiteral(" ") + QString::fromStdString(irq->trigger);
        if (irq->immovable)
            t +=
                QStringLiteral("\n") + tr("Cannot be moved: %1")
                                           .arg(irq->immovableReason.empty()
                                                    ? tr("per-CPU or kernel-managed interrupt")
                                                    : QString::fromStdString(irq->immovableReason));
        else if (!irq->symbolic())
            t += QStringLiteral("\n") + tr("Drag onto a CPU, core or NUMA node to move it.");
        // The full name, which the cell may show elided.
        if (index.column() == ColName)
            t = QString::fromStdString(irq->name.empty() ? irq->description : irq->name) +
                QStringLiteral("\n") + t;
        if (index.column() == ColPending && m_threadsKept.count(irq->number))
            t += QStringLiteral("\n") +
                 tr("Its kernel threads stay where they are when it moves (unpinned).");
        if (auto f = m_threadFlags.find(irq->number); f != m_threadFlags.end() && !irq->symbolic())
            t += QStringLiteral("\n") + f->second;
        if (appliedMismatch(*irq))
            t += QStringLiteral("\n") +
                 tr("Applied CPUs %1, but the kernel now has affinity %2 and delivers it to %3")
                     .arg(m_applied.at(irq->number).toListString(), setText(irq->affinity),
                          setText(irq->effective));
        return t.trimmed();
    }
    return {};
}

void IrqTableModel::setThreadFlags(std::map<int, QString> flags)
{
    m_threadFlags = std::move(flags);
    if (rowCount() > 0)
        emit dataChanged(index(0, ColIrq), index(rowCount() - 1, ColName),
                         {Qt::DecorationRole, Qt::ToolTipRole, ThreadFlagRole});
}

Qt::ItemFlags IrqTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    const Irq *irq = index.isValid() ? irqAt(index.row()) : nullptr;
    if (irq && !irq->immovable && !irq->symbolic())
        f |= Qt::ItemIsDragEnabled;
    return f;
}

QStringList IrqTableModel::mimeTypes() const
{
    return {QLatin1String(kIrqMimeType)};
}

QMimeData *IrqTableModel::mimeData(const QModelIndexList &indexes) const
{
    std::set<int> rows;
    for (const QModelIndex &i : indexes)
        rows.insert(i.row());
    QList<int> irqs;
    for (int r : rows)
        if (const Irq *irq = irqAt(r); irq && !irq->symbolic())
            irqs.push_back(irq->number);
    if (irqs.isEmpty())
        return nullptr;
    auto *mime = new QMimeData;
    mime->setData(QLatin1String(kIrqMimeType), encodeIrqs(irqs));
    QStringList text;
    for (int irq : irqs)
        text << QString::number(irq);
    mime->setText(text.join(QLatin1Char(',')));
    return mime;
}

IrqFilterProxy::IrqFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(IrqTableModel::SortRole);
    setDynamicSortFilter(true);
}

void IrqFilterProxy::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void IrqFilterProxy::setCpuFilter(const CpuSet &cpus)
{
    m_cpus = cpus;
    invalidateFilter();
}

bool IrqFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    const auto *model = qobject_cast<const IrqTableModel *>(sourceModel());
    const Irq *irq = model ? model->irqAt(sourceRow) : nullptr;
    if (!irq)
        return true;
    if (!m_cpus.empty()) {
        CpuSet targets = irqTargets(*irq, model->irqTable().cpus);
        const QVariant pending =
            model->data(model->index(sourceRow, IrqTableModel::ColPending), Qt::DisplayRole);
        if (!pending.toString().isEmpty())
            if (auto p = CpuSet::parseList(pending.toString().toStdString()))
                targets |= p.value();
        if (irq->symbolic() || !targets.intersects(m_cpus))
            return false;
    }
    if (m_text.isEmpty())
        return true;
    // A plain number matches that IRQ exactly; text matches name, chip or device.
    bool isNumber = false;
    const int n = m_text.toInt(&isNumber);
    if (isNumber)
        return irq->number == n;
    const auto has = [&](const std::string &s) {
        return QString::fromStdString(s).contains(m_text, Qt::CaseInsensitive);
    };
    return has(irq->key) || has(irq->name) || has(irq->device) || has(irq->chip) ||
           has(irq->description);
}

} // namespace irqatlas
