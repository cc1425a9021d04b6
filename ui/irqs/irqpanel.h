#pragma once

#include "ui/irqs/irqtablemodel.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QTableView;
class QToolButton;

namespace irqatlas {

class EmptyHint;
class IrqThreadList;

// The IRQ list: a filter box, the CPU filter the graph sets, and a sortable,
// multi-select table whose rows can be dragged onto the graph.
class IrqPanel : public QWidget
{
    Q_OBJECT
public:
    explicit IrqPanel(QWidget *parent = nullptr);

    IrqTableModel *model() const { return m_model; }
    // CPU time and Per run: hidden until a cost measurement fills them.
    void showCostColumns(bool on);
    IrqFilterProxy *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    // The selected IRQ's kernel threads, under the list.
    IrqThreadList *threadList() const { return m_threads; }
    QLineEdit *filterEdit() const { return m_filter; }
    // What the empty list says instead of nothing (no interrupts, no match).
    QString emptyText() const;
    // The note above the table on columns the source cannot fill; empty when hidden.
    QString noteText() const;

    void setCpuFilter(const CpuSet &cpus, const QString &what);
    QList<int> selectedIrqs() const;
    void selectIrq(int irq);
    // Why an empty list is empty when it is not the source's nature (a
    // source that could not be read); empty: the usual reasons.
    void setEmptyReason(const QString &reason);

signals:
    void selectionChanged();
    void cpuFilterCleared();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // Hides the columns no row fills and sizes Name to its names (capped).
    void fitColumns();
    // Name as wide as its widest name, but never so wide that Total and
    // IRQ/s leave the view.
    void fitNameColumn();
    int m_widestName = 0;
    QString m_emptyReason;

    IrqTableModel *m_model;
    IrqFilterProxy *m_proxy;
    QTableView *m_view;
    QLineEdit *m_filter;
    EmptyHint *m_hint = nullptr;
    QLabel *m_cpuLabel;
    QLabel *m_note = nullptr;
    QToolButton *m_clearCpu;
    IrqThreadList *m_threads = nullptr;
};

} // namespace irqatlas
