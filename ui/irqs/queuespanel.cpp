#include "ui/irqs/queuespanel.h"

#include "machine/machinedata.h"
#include "ui/common/emptyhint.h"
#include "ui/irqs/queuemodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace irqatlas {

QueuesPanel::QueuesPanel(PendingChanges *pending, QUndoStack *undo, QWidget *parent)
    : QWidget(parent), m_model(new QueueModel(pending, undo, this))
{
    setObjectName(QStringLiteral("queuesPanel"));
    m_view = new QTreeView(this);
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::SelectedClicked);
    m_view->header()->setStretchLastSection(false);
    m_hint = new EmptyHint(m_view, [this] {
        if (m_model->rowCount() > 0)
            return QString();
        return m_model->known()
                   ? tr("No network interface with queues on this machine (lo is not listed).")
                   : tr("No queues: this source does not carry network queues (a recording, a "
                        "Prometheus instance, a topology or an interrupts file alone, or a "
                        "snapshot saved before queues were kept).");
    });
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("queueError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setStyleSheet(QStringLiteral("color: #dc2626"));
    m_error->hide();
    auto *note = new QLabel(
        tr("Double-click a CPU list or count to change it; edits join the pending changes."), this);
    note->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(note);
    layout->addWidget(m_error);
    layout->addWidget(m_view, 1);
    connect(m_model, &QueueModel::editRefused, this, [this](const QString &message) {
        m_error->setText(message);
        m_error->show();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] {
        // An edit that went in (or its undo) ends the last refusal.
        m_error->clear();
        m_error->hide();
    });
}

void QueuesPanel::setMachine(const MachineData &machine)
{
    m_model->setMachine(machine);
    m_error->hide();
    m_view->expandAll();
    for (int c = 0; c < m_model->columnCount(); ++c)
        m_view->resizeColumnToContents(c);
    m_view->viewport()->update();
}

QString QueuesPanel::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

QString QueuesPanel::emptyText() const
{
    return m_hint->shownText();
}

} // namespace irqatlas
