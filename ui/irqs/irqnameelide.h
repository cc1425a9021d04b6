#pragma once

#include <QStyledItemDelegate>

class QFontMetrics;

namespace irqatlas {

// IRQ names tell queues apart at their end ("ice-eno5np0-TxRx-12",
// "nvme0q12", "mlx5_comp3@pci:0000:3b:00.0"): a name too wide for its cell
// keeps that end and gives up the middle. Rules, in order:
// - the "@device" suffix goes first ("mlx5_comp3@…"; the Device column has it);
// - the tail (the last segment, with the one before it when the last is only
//   digits: "TxRx-12", "q12") is kept whole, and the text before it is cut
//   at its end ("ice-eno…TxRx-12");
// - when even the tail does not fit, the text is cut at its start ("…x-12").
QString elideIrqName(const QString &name, const QFontMetrics &fm, int width);

// Paints the Name column with elideIrqName; the cell's tooltip has the full name.
class IrqNameDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace irqatlas
