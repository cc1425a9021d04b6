#pragma once

#include "plan/plandiff.h"

#include <QAbstractTableModel>

namespace irqatlas {

// A plan's diff against the machine, one row per plan entry.
class PlanDiffModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        ColIrq,
        ColName,
        ColFrom,
        ColTo,
        ColChange,
        ColumnCount
    };

    explicit PlanDiffModel(QObject *parent = nullptr);

    void setDiff(const PlanDiff &diff);
    void clear();
    const PlanDiff &diff() const { return m_diff; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString changeText(const PlanDiffEntry &e) const;

    PlanDiff m_diff;
};

} // namespace irqatlas
