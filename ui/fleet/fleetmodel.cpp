#include "ui/fleet/fleetmodel.h"

#include <QColor>
#include <QFont>
#include <QLocale>

namespace irqatlas {
namespace {

// Group rows have internal id 0; a host row carries its group's index + 1.
constexpr quintptr kFleetGroupId = 0;

bool fleetRowOk(const FleetRow &h)
{
    return h.status == FleetReading::Status::Ok;
}

QString orDash(const std::optional<int> &n)
{
    return n ? QString::number(*n) : QStringLiteral("–");
}

} // namespace

FleetModel::FleetModel(QObject *parent) : QAbstractItemModel(parent) {}

void FleetModel::setReport(FleetReport report)
{
    beginResetModel();
    m_report = std::move(report);
    m_groups.clear();
    for (const MachineClass &c : m_report.classes)
        m_groups.push_back({tr("Class %1 (%n host(s))", nullptr, int(c.members.size())).arg(c.id),
                            c.description, c.members, false});
    Group unclassed{tr("Without a class"),
                    tr("The source tells no topology, so these hosts are in no class"),
                    {},
                    false};
    Group failed{tr("Not read"), tr("ssh or the server could not read these hosts"), {}, true};
    for (std::size_t i = 0; i < m_report.hosts.size(); ++i) {
        const FleetRow &h = m_report.hosts[i];
        if (!fleetRowOk(h))
            failed.hosts.push_back(i);
        else if (h.classId.isEmpty())
            unclassed.hosts.push_back(i);
    }
    for (Group *g : {&unclassed, &failed})
        if (!g->hosts.empty()) {
            g->title += QStringLiteral(" (%1)").arg(g->hosts.size());
            m_groups.push_back(std::move(*g));
        }
    endResetModel();
}

const FleetRow *FleetModel::host(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kFleetGroupId)
        return nullptr;
    const Group &g = m_groups[index.internalId() - 1];
    return &m_report.hosts[g.hosts[std::size_t(index.row())]];
}

QModelIndex FleetModel::hostIndex(const QString &name) const
{
    for (std::size_t gi = 0; gi < m_groups.size(); ++gi)
        for (std::size_t r = 0; r < m_groups[gi].hosts.size(); ++r)
            if (m_report.hosts[m_groups[gi].hosts[r]].name == name)
                return createIndex(int(r), 0, quintptr(gi) + 1);
    return {};
}

QModelIndex FleetModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_groups.size()) ? createIndex(row, column, kFleetGroupId) : QModelIndex();
    if (parent.internalId() != kFleetGroupId || parent.row() >= int(m_groups.size()))
        return {};
    if (row >= int(m_groups[std::size_t(parent.row())].hosts.size()))
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex FleetModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kFleetGroupId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kFleetGroupId);
}

int FleetModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.column() != 0 || parent.internalId() != kFleetGroupId)
        return 0;
    return int(m_groups[std::size_t(parent.row())].hosts.size());
}

int FleetModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant FleetModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (const FleetRow *h = host(index))
        return hostData(*h, index.column(), role);
    return groupData(m_groups[std::size_t(index.row())], index.column(), role);
}

QVariant FleetModel::groupData(const Group &g, int column, int role) const
{
    if (role == HostRole)
        return -1;
    if (column != NameColumn)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return g.description.isEmpty() ? g.title : tr("%1 — %2").arg(g.title, g.description);
    case Qt::ToolTipRole:
        return g.description;
    case Qt::FontRole: {
        QFont f;
        f.setBold(true);
        return f;
    }
    case Qt::ForegroundRole:
        return g.failed ? QVariant(QColor(0xc0, 0x39, 0x2b)) : QVariant();
    default:
        return {};
    }
}

QVariant FleetModel::hostData(const FleetRow &h, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return hostText(h, column);
    case Qt::ToolTipRole:
        return hostTip(h, column);
    case Qt::ForegroundRole:
        if (!fleetRowOk(h))
            return QColor(0xc0, 0x39, 0x2b);
        if (column == DiffersColumn)
            return QColor(0xb9, 0x77, 0x0e);
        return {};
    case Qt::TextAlignmentRole:
        if (column == CpusColumn || column == NodesColumn || column == BusiestColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case HostRole:
        return int(&h - m_report.hosts.data());
    case ErrorRole:
        return h.error;
    case HeatRole: {
        QVariantList shares;
        for (const CpuIrqShare &s : h.cpuIrqPct)
            shares << s.pct;
        return shares;
    }
    default:
        return {};
    }
}

QVariant FleetModel::hostText(const FleetRow &h, int column) const
{
    const bool ok = fleetRowOk(h);
    switch (column) {
    case NameColumn:
        return h.name;
    case StatusColumn:
        return h.status == FleetReading::Status::Ok            ? tr("ok")
               : h.status == FleetReading::Status::Unreachable ? tr("unreachable")
                                                               : tr("error");
    case ClassColumn:
        return h.classId.isEmpty() ? QStringLiteral("–") : h.classId;
    case CpusColumn:
        if (ok && h.cpus && h.onlineCpus && *h.onlineCpus != *h.cpus)
            return tr("%1 of %2").arg(*h.onlineCpus).arg(*h.cpus);
        return ok ? orDash(h.cpus) : QStringLiteral("–");
    case NodesColumn:
        return ok ? orDash(h.nodes) : QStringLiteral("–");
    case IrqbalanceColumn:
        if (!ok || !h.irqbalance)
            return QStringLiteral("–");
        return *h.irqbalance ? tr("running") : tr("not running");
    case BusiestColumn:
        return h.busiestCpuIrqPct ? tr("%1 %").arg(QLocale().toString(*h.busiestCpuIrqPct, 'f', 1))
                                  : QStringLiteral("–");
    case FindingsColumn: {
        if (!ok)
            return h.error;
        if (!h.findingsKnown)
            return QStringLiteral("–");
        QStringList codes;
        for (const FleetFinding &f : h.findings)
            codes << f.code;
        return codes.join(QStringLiteral(", "));
    }
    case DiffersColumn:
        return differences(h);
    default:
        return {};
    }
}

QVariant FleetModel::hostTip(const FleetRow &h, int column) const
{
    if (!fleetRowOk(h))
        return tr("%1 (%2): %3").arg(h.name, h.target, h.error);
    if (column == FindingsColumn) {
        QStringList lines;
        for (const FleetFinding &f : h.findings)
            lines << f.message;
        return lines.join(QLatin1Char('\n'));
    }
    if (column == HeatColumn) {
        QStringList lines;
        for (const CpuIrqShare &s : h.cpuIrqPct)
            lines << tr("CPU %1: %2 %").arg(s.cpu).arg(QLocale().toString(s.pct, 'f', 1));
        return lines.isEmpty() ? tr("The source has no per-CPU figures")
                               : tr("Share of each CPU's time since boot in hard and soft "
                                    "IRQs:\n%1")
                                     .arg(lines.join(QLatin1Char('\n')));
    }
    if (column == DiffersColumn)
        return differences(h);
    QStringList lines{h.target};
    if (!h.hostname.isEmpty())
        lines << tr("host name: %1").arg(h.hostname);
    if (!h.kernel.isEmpty())
        lines << tr("kernel: %1").arg(h.kernel);
    return lines.join(QLatin1Char('\n'));
}

QString FleetModel::differences(const FleetRow &h) const
{
    QStringList out;
    for (const MachineClass &c : m_report.classes) {
        if (c.id != h.classId)
            continue;
        for (const ClassDifference &d : c.differences) {
            if (d.host != h.name)
                continue;
            const QString what = d.what == QLatin1String("offline_cpus")    ? tr("offline CPUs")
                                 : d.what == QLatin1String("smt")           ? tr("SMT")
                                 : d.what == QLatin1String("isolated_cpus") ? tr("isolated CPUs")
                                 : d.what == QLatin1String("kernel")        ? tr("kernel")
                                 : d.what == QLatin1String("irqbalance")    ? tr("irqbalance")
                                                                            : d.what;
            const QString none = QStringLiteral("–");
            out << tr("%1: %2 (most: %3)")
                       .arg(what, d.value.isEmpty() ? none : d.value,
                            d.majority.isEmpty() ? none : d.majority);
        }
    }
    return out.join(QStringLiteral("; "));
}

QVariant FleetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Host");
    case StatusColumn:
        return tr("Status");
    case ClassColumn:
        return tr("Class");
    case CpusColumn:
        return tr("CPUs");
    case NodesColumn:
        return tr("Nodes");
    case IrqbalanceColumn:
        return tr("irqbalance");
    case BusiestColumn:
        return tr("Busiest CPU IRQ");
    case HeatColumn:
        return tr("IRQ % per CPU");
    case FindingsColumn:
        return tr("Findings");
    case DiffersColumn:
        return tr("Differs from class");
    default:
        return {};
    }
}

} // namespace irqatlas
