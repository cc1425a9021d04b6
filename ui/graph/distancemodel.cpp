#include "ui/graph/distancemodel.h"

#include "ui/common/theme.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <algorithm>

namespace irqatlas {

bool distanceUniform(const Topology &topology)
{
    if (topology.nodes.size() < 2)
        return false;
    const int local = topology.dist(topology.nodes[0].id, topology.nodes[0].id);
    const int remote = topology.dist(topology.nodes[0].id, topology.nodes[1].id);
    for (const NumaNode &a : topology.nodes)
        for (const NumaNode &b : topology.nodes)
            if (topology.dist(a.id, b.id) != (a.id == b.id ? local : remote))
                return false;
    return true;
}

QString distanceSummary(const Topology &topology)
{
    if (topology.nodes.size() < 2)
        return {};
    QString line;
    if (distanceUniform(topology)) {
        const int local = topology.dist(topology.nodes[0].id, topology.nodes[0].id);
        const int remote = topology.dist(topology.nodes[0].id, topology.nodes[1].id);
        line = DistanceModel::tr("All remote distances %1, local %2").arg(remote).arg(local);
    }
    if (!topology.distanceFromFirmware) {
        const QString assumed =
            DistanceModel::tr("assumed: the source has no firmware distance table, so the "
                              "kernel's defaults (10 local, 20 remote) stand in for it");
        line = line.isEmpty() ? assumed : line + QStringLiteral(" — ") + assumed;
    }
    return line;
}

DistanceModel::DistanceModel(QObject *parent) : QAbstractTableModel(parent) {}

void DistanceModel::setTopology(const Topology &topology)
{
    beginResetModel();
    m_nodes.clear();
    for (const NumaNode &n : topology.nodes)
        m_nodes.push_back(n.id);
    m_distance.assign(m_nodes.size(), std::vector<int>(m_nodes.size(), 0));
    m_min = 1 << 30;
    m_max = 0;
    for (std::size_t i = 0; i < m_nodes.size(); ++i)
        for (std::size_t j = 0; j < m_nodes.size(); ++j) {
            const int d = topology.dist(m_nodes[i], m_nodes[j]);
            m_distance[i][j] = d;
            m_min = std::min(m_min, d);
            m_max = std::max(m_max, d);
        }
    m_fromFirmware = topology.distanceFromFirmware;
    endResetModel();
}

int DistanceModel::nodeAt(int row) const
{
    return row >= 0 && std::size_t(row) < m_nodes.size() ? m_nodes[std::size_t(row)] : -1;
}

int DistanceModel::rowOf(int node) const
{
    const auto it = std::find(m_nodes.begin(), m_nodes.end(), node);
    return it == m_nodes.end() ? -1 : int(it - m_nodes.begin());
}

int DistanceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_nodes.size());
}

int DistanceModel::columnCount(const QModelIndex &parent) const
{
    return rowCount(parent);
}

QVariant DistanceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || std::size_t(index.row()) >= m_nodes.size() ||
        std::size_t(index.column()) >= m_nodes.size())
        return {};
    const int d = m_distance[std::size_t(index.row())][std::size_t(index.column())];
    switch (role) {
    case Qt::DisplayRole:
        return d;
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::FontRole:
        if (!m_fromFirmware) {
            // Assumed values never look like measured ones.
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole: {
        const double t = m_max > m_min ? double(d - m_min) / (m_max - m_min) : 0;
        // Green for local, amber through red for far; deep tones on a dark
        // palette (the graph's own hop tints), pastels would glare there.
        const bool dark = paletteIsDark();
        const QColor near = dark ? QColor(0x2c, 0x4f, 0x3d) : QColor(0xcd, 0xea, 0xd8);
        const QColor mid = dark ? QColor(0x56, 0x47, 0x2a) : QColor(0xfb, 0xe3, 0xb8);
        const QColor far = dark ? QColor(0x5a, 0x36, 0x33) : QColor(0xf2, 0xb8, 0xb0);
        auto mix = [](QColor a, QColor b, double u) {
            return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * u),
                                    float(a.greenF() + (b.greenF() - a.greenF()) * u),
                                    float(a.blueF() + (b.blueF() - a.blueF()) * u));
        };
        return QBrush(t < 0.5 ? mix(near, mid, t * 2) : mix(mid, far, (t - 0.5) * 2));
    }
    case Qt::ForegroundRole:
        return QBrush(paletteIsDark() ? QColor(0xe4, 0xe8, 0xed) : QColor(0x1f, 0x29, 0x33));
    case Qt::ToolTipRole:
        return tr("Distance from node %1 to node %2: %3 (%4)")
            .arg(nodeAt(index.row()))
            .arg(nodeAt(index.column()))
            .arg(d)
            .arg(m_fromFirmware ? tr("from the firmware table") : tr("assumed: no firmware table"));
    }
    return {};
}

QVariant DistanceModel::headerData(int section, Qt::Orientation, int role) const
{
    if (role == Qt::DisplayRole)
        return tr("N%1").arg(nodeAt(section));
    if (role == Qt::ToolTipRole)
        return m_fromFirmware
                   ? tr("NUMA node %1").arg(nodeAt(section))
                   : tr("NUMA node %1 (distances assumed: no firmware table)").arg(nodeAt(section));
    return {};
}

} // namespace irqatlas
