#pragma once

#include <QWidget>

class QLabel;
class QTreeView;
class QUndoStack;

namespace irqatlas {

class EmptyHint;
class PendingChanges;
class QueueModel;
struct MachineData;

// View → Queues: the network interfaces' queues as a tree (QueueModel),
// with the reason an edit was refused above it and a hint when the source
// has no queues.
class QueuesPanel : public QWidget
{
    Q_OBJECT
public:
    QueuesPanel(PendingChanges *pending, QUndoStack *undo, QWidget *parent = nullptr);

    void setMachine(const MachineData &machine);
    QueueModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    // The refusal of the last edit; empty after an edit that went in.
    QString errorText() const;
    QString emptyText() const;

private:
    QueueModel *m_model;
    QTreeView *m_view;
    QLabel *m_error;
    EmptyHint *m_hint;
};

} // namespace irqatlas
