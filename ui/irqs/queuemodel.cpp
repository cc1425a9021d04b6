#include "ui/irqs/queuemodel.h"

#include "machine/machinedata.h"
#include "model/printable.h"
#include "ui/common/graphstate.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QUndoStack>
#include <charconv>
#include <string>

namespace irqatlas {

namespace {

// Interfaces are top rows (internal id 0); a queue row keeps its
// interface's row + 1 as internal id.
constexpr quintptr kTop = 0;

QString setText(const std::optional<CpuSet> &s)
{
    return s ? s->toListString() : QString();
}

// The queue's IRQ number; -1 when unknown (the text is the kernel's digits).
int irqNumber(const std::string &irq)
{
    int n = -1;
    const auto [end, ec] = std::from_chars(irq.data(), irq.data() + irq.size(), n);
    return ec == std::errc() && end == irq.data() + irq.size() ? n : -1;
}

} // namespace

Result<CpuSet> parseQueueCpus(const QString &text, const Topology &topology)
{
    const std::string s = text.trimmed().toStdString();
    auto cpus = CpuSet::parseList(s);
    if (!cpus)
        return Error{QueueModel::tr("“%1” is not a CPU list (like 0-3,8): %2")
                         .arg(printableText(text.trimmed()), cpus.errorString())};
    for (int cpu : *cpus)
        if (!topology.pu(cpu))
            return Error{QueueModel::tr("CPU %1 is not on this machine (CPUs %2).")
                             .arg(cpu)
                             .arg(topology.allCpus().toListString())};
    return cpus;
}

QueueModel::QueueModel(PendingChanges *pending, QUndoStack *undo, QObject *parent)
    : QAbstractItemModel(parent), m_pending(pending), m_undo(undo)
{
    // Pending edits (and their undo) repaint every cell: a handful of rows.
    connect(m_pending, &PendingChanges::changed, this, [this] {
        for (int r = 0; r < int(m_ifaces.size()); ++r) {
            const QModelIndex top = index(r, 0);
            const int n = rowCount(top);
            if (n > 0)
                emit dataChanged(index(0, 0, top), index(n - 1, ColumnCount - 1, top));
        }
    });
}

void QueueModel::setMachine(const MachineData &machine)
{
    beginResetModel();
    m_known = machine.netQueues.has_value();
    m_ifaces = machine.netQueues.value_or(std::vector<NetInterface>{});
    m_threads = machine.threads.value_or(std::vector<KernelThread>{});
    m_napiThreads.clear();
    for (std::size_t i = 0; i < m_threads.size(); ++i)
        if (m_threads[i].kind == KThreadKind::Napi && m_threads[i].napiId)
            m_napiThreads.emplace(std::pair(m_threads[i].interface, *m_threads[i].napiId), i);
    m_irqs = machine.irqs;
    m_topology = machine.topology;
    endResetModel();
}

QModelIndex QueueModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_ifaces.size()) ? createIndex(row, column, kTop) : QModelIndex();
    if (parent.internalId() != kTop || parent.row() >= int(m_ifaces.size()))
        return {};
    if (row >= int(m_ifaces[std::size_t(parent.row())].queues.size()))
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex QueueModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kTop)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kTop);
}

int QueueModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_ifaces.size());
    if (parent.internalId() != kTop || parent.column() != 0)
        return 0;
    return int(m_ifaces[std::size_t(parent.row())].queues.size());
}

int QueueModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

const NetQueue *QueueModel::queueAt(const QModelIndex &index, const NetInterface **iface) const
{
    if (!index.isValid() || index.internalId() == kTop)
        return nullptr;
    const auto i = std::size_t(index.internalId() - 1);
    if (i >= m_ifaces.size() || std::size_t(index.row()) >= m_ifaces[i].queues.size())
        return nullptr;
    if (iface)
        *iface = &m_ifaces[i];
    return &m_ifaces[i].queues[std::size_t(index.row())];
}

QModelIndex QueueModel::queueIndex(const QString &interface, bool rx, int queue, int column) const
{
    for (int r = 0; r < int(m_ifaces.size()); ++r) {
        const NetInterface &i = m_ifaces[std::size_t(r)];
        if (QString::fromStdString(i.name) != interface)
            continue;
        for (int k = 0; k < int(i.queues.size()); ++k)
            if (i.queues[std::size_t(k)].rx == rx && i.queues[std::size_t(k)].index == queue)
                return index(k, column, index(r, 0));
    }
    return {};
}

const KernelThread *QueueModel::napiThread(const NetInterface &iface, const NetQueue &q) const
{
    if (!q.napiId)
        return nullptr;
    auto it = m_napiThreads.find({iface.name, *q.napiId});
    return it == m_napiThreads.end() ? nullptr : &m_threads[it->second];
}

bool QueueModel::editable(const NetQueue &q, int column) const
{
    switch (column) {
    case ColRpsCpus:
        return q.rx && q.rpsCpus.value.has_value();
    case ColRpsFlows:
        return q.rx && q.rpsFlowCnt.value.has_value();
    case ColNapiCpus:
        return q.rx && q.napiId.has_value();
    case ColXpsCpus:
        return !q.rx && q.xpsCpus.value.has_value();
    case ColXpsRxqs:
        return !q.rx && q.xpsRxqs.value.has_value();
    default:
        return false;
    }
}

QString QueueModel::currentText(const NetInterface &iface, const NetQueue &q, int column) const
{
    const int number = irqNumber(q.irq);
    const Irq *irq = number >= 0 ? m_irqs.find(number) : nullptr;
    const KernelThread *napi = napiThread(iface, q);
    switch (column) {
    case ColQueue:
        return QString::fromStdString(q.name());
    case ColIrq:
        return QString::fromStdString(q.irq);
    case ColIrqCpus:
        return irq ? irqTargets(*irq, m_irqs.cpus).toListString() : QString();
    case ColNapi:
        return napi ? QStringLiteral("%1 (%2)")
                          .arg(printableText(QString::fromStdString(napi->comm)))
                          .arg(napi->pid)
                    : QString();
    case ColNapiCpus:
        return napi ? napi->cpus.toListString() : QString();
    case ColRpsCpus:
        return setText(q.rpsCpus.value);
    case ColRpsFlows:
        return q.rpsFlowCnt.value ? QString::number(*q.rpsFlowCnt.value) : QString();
    case ColXpsCpus:
        return setText(q.xpsCpus.value);
    case ColXpsRxqs:
        return setText(q.xpsRxqs.value);
    }
    return {};
}

std::optional<QString> QueueModel::pendingText(const NetInterface &iface, const NetQueue &q,
                                               int column) const
{
    const std::optional<PlanQueue> p = m_pending->queue({iface.name, q.rx, q.index});
    if (!p)
        return std::nullopt;
    switch (column) {
    case ColNapiCpus:
        return p->napiCpus ? std::optional<QString>(setText(p->napiCpus)) : std::nullopt;
    case ColRpsCpus:
        return p->rpsCpus ? std::optional<QString>(setText(p->rpsCpus)) : std::nullopt;
    case ColRpsFlows:
        return p->rpsFlowCnt ? std::optional<QString>(QString::number(*p->rpsFlowCnt))
                             : std::nullopt;
    case ColXpsCpus:
        return p->xpsCpus ? std::optional<QString>(setText(p->xpsCpus)) : std::nullopt;
    case ColXpsRxqs:
        return p->xpsRxqs ? std::optional<QString>(setText(p->xpsRxqs)) : std::nullopt;
    default:
        return std::nullopt;
    }
}

QString QueueModel::tooltip(const NetInterface &iface, const NetQueue &q, int column) const
{
    // A blank cell says why: the kernel did not offer the file.
    const auto reason = [](const QString &why) {
        return why.isEmpty() ? QString() : QueueModel::tr("Not offered: %1").arg(why);
    };
    QString base;
    switch (column) {
    case ColIrq:
        base = q.irqSource == QueueIrqSource::Netlink
                   ? tr("From the kernel's netdev netlink family")
               : q.irqSource == QueueIrqSource::Name ? tr("From an action name in /proc/interrupts")
                                                     : tr("No IRQ is known for this queue");
        break;
    case ColNapiCpus:
        base = napiThread(iface, q) ? tr("CPUs the NAPI thread may run on; type a CPU list to "
                                         "pin it (the kernel's NAPI documentation pins it to the "
                                         "CPU that services its interrupt)")
                                    : tr("No NAPI thread is known for this queue (threaded NAPI "
                                         "off, or no NAPI id from the kernel)");
        break;
    case ColRpsCpus:
        base = q.rpsCpus.value ? tr("CPUs that receive packet steering may hand this queue's "
                                    "packets to; empty: off")
                               : reason(q.rpsCpus.reason);
        break;
    case ColRpsFlows:
        base = q.rpsFlowCnt.value ? tr("Flow table entries of receive flow steering; 0: off")
                                  : reason(q.rpsFlowCnt.reason);
        break;
    case ColXpsCpus:
        base = q.xpsCpus.value ? tr("CPUs whose transmits use this queue; empty: off")
                               : reason(q.xpsCpus.reason);
        break;
    case ColXpsRxqs:
        base = q.xpsRxqs.value ? tr("Receive queues whose flows transmit on this queue (queue "
                                    "numbers, not CPUs); empty: off")
                               : reason(q.xpsRxqs.reason);
        break;
    default:
        break;
    }
    if (const auto p = pendingText(iface, q, column))
        base += QLatin1Char('\n') +
                tr("Pending: %1 (now %2)")
                    .arg(p->isEmpty() ? tr("off") : *p, currentText(iface, q, column));
    return printableText(base).trimmed();
}

QVariant QueueModel::interfaceData(const NetInterface &iface, int column, int role) const
{
    if (role == Qt::DisplayRole && column == ColQueue) {
        const QString name = printableText(QString::fromStdString(iface.name));
        if (!iface.threaded)
            return name;
        return *iface.threaded ? tr("%1 (threaded NAPI)").arg(name)
                               : tr("%1 (NAPI in softirq)").arg(name);
    }
    if (role == Qt::ToolTipRole && column == ColQueue)
        return !iface.threaded ? tr("Whether NAPI runs in threads is not known for this source")
               : *iface.threaded
                   ? tr("Threaded NAPI: each queue's polling runs in a napi/ kernel thread")
                   : tr("NAPI polls in softirq context (threaded is 0)");
    if (role == Qt::FontRole && column == ColQueue) {
        QFont f;
        f.setBold(true);
        return f;
    }
    return {};
}

QVariant QueueModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == kTop)
        return index.row() < int(m_ifaces.size())
                   ? interfaceData(m_ifaces[std::size_t(index.row())], index.column(), role)
                   : QVariant();
    const NetInterface *iface = nullptr;
    const NetQueue *q = queueAt(index, &iface);
    if (!q)
        return {};
    const int column = index.column();
    const std::optional<QString> pending = pendingText(*iface, *q, column);
    switch (role) {
    case Qt::DisplayRole:
        if (pending)
            return pending->isEmpty() ? tr("→ off") : QStringLiteral("→ ") + *pending;
        // An empty mask the kernel offers is steering turned off; a blank
        // cell is a file it does not offer (the tooltip says why).
        if (const QString now = currentText(*iface, *q, column);
            !now.isEmpty() || !editable(*q, column))
            return now;
        return tr("off");
    case Qt::EditRole:
        return pending ? *pending : currentText(*iface, *q, column);
    case Qt::ToolTipRole:
        return tooltip(*iface, *q, column);
    case Qt::ForegroundRole:
        if (pending)
            return QBrush(QColor(0x7c, 0x3a, 0xed)); // the pending colour of the IRQ table
        if (editable(*q, column) && currentText(*iface, *q, column).isEmpty())
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        break;
    case Qt::FontRole:
        if (pending) {
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

Qt::ItemFlags QueueModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractItemModel::flags(index);
    const NetInterface *iface = nullptr;
    if (const NetQueue *q = queueAt(index, &iface); q && editable(*q, index.column()))
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant QueueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ColQueue:
            return tr("Queue");
        case ColIrq:
            return tr("IRQ");
        case ColIrqCpus:
            return tr("IRQ CPUs");
        case ColNapi:
            return tr("NAPI thread");
        case ColNapiCpus:
            return tr("NAPI CPUs");
        case ColRpsCpus:
            return tr("rps_cpus");
        case ColRpsFlows:
            return tr("rps_flow_cnt");
        case ColXpsCpus:
            return tr("xps_cpus");
        case ColXpsRxqs:
            return tr("xps_rxqs");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case ColIrqCpus:
            return tr("CPUs the queue's IRQ is delivered to (effective affinity)");
        case ColNapi:
            return tr("The napi/ kernel thread that polls the queue (threaded NAPI)");
        default:
            break;
        }
    }
    return {};
}

bool QueueModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole)
        return false;
    if (const Status s = edit(index, value.toString()); !s) {
        emit editRefused(s.errorString());
        return false;
    }
    return true;
}

Status QueueModel::edit(const QModelIndex &index, const QString &text)
{
    const NetInterface *iface = nullptr;
    const NetQueue *q = queueAt(index, &iface);
    const int column = index.column();
    if (!q || !editable(*q, column))
        return Error{tr("This cell cannot be edited.")};
    const QString where =
        tr("%1 %2 %3")
            .arg(printableText(QString::fromStdString(iface->name)),
                 QString::fromStdString(q->name()), headerData(column, Qt::Horizontal).toString());
    PlanQueue p = m_pending->queue({iface->name, q->rx, q->index}).value_or(PlanQueue{});
    p.interface = iface->name;
    p.rx = q->rx;
    p.index = q->index;
    if (column == ColRpsFlows) {
        const std::string digits = text.trimmed().toStdString();
        std::uint64_t n = 0;
        const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
        if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size())
            return Error{tr("%1: “%2” is not a whole number of flows (0 turns it off).")
                             .arg(where, printableText(text.trimmed()))};
        p.rpsFlowCnt = n;
    } else if (column == ColXpsRxqs) {
        auto set = CpuSet::parseList(text.trimmed().toStdString());
        if (!set)
            return Error{tr("%1: “%2” is not a list of receive queues (like 0-3): %3")
                             .arg(where, printableText(text.trimmed()), set.errorString())};
        int rxQueues = 0;
        for (const NetQueue &other : iface->queues)
            rxQueues += other.rx ? 1 : 0;
        if (!set->empty() && set->last() >= rxQueues)
            return Error{tr("%1: %2 has no receive queue %3 (its receive queues: %4).")
                             .arg(where, printableText(QString::fromStdString(iface->name)))
                             .arg(set->last())
                             .arg(rxQueues > 0 ? CpuSet::range(0, rxQueues - 1).toListString()
                                               : tr("none"))};
        p.xpsRxqs = *set;
    } else {
        auto set = parseQueueCpus(text, m_topology);
        if (!set)
            return Error{tr("%1: %2").arg(where, set.errorString())};
        if (column == ColNapiCpus && set->empty())
            return Error{tr("%1: a NAPI thread needs at least one CPU.").arg(where)};
        if (column == ColRpsCpus)
            p.rpsCpus = *set;
        else if (column == ColXpsCpus)
            p.xpsCpus = *set;
        else
            p.napiCpus = *set;
    }
    return m_pending->proposeQueue(
        m_undo, {iface->name, q->rx, q->index}, p,
        tr("Set %1 to %2").arg(where, text.trimmed().isEmpty() ? tr("off") : text.trimmed()));
}

} // namespace irqatlas
