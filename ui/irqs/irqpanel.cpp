#include "ui/irqs/irqpanel.h"

#include "ui/common/emptyhint.h"
#include "ui/irqs/irqnameelide.h"
#include "ui/irqs/irqthreadlist.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QResizeEvent>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace irqatlas {

IrqPanel::IrqPanel(QWidget *parent) : QWidget(parent)
{
    m_model = new IrqTableModel(this);
    m_proxy = new IrqFilterProxy(this);
    m_proxy->setSourceModel(m_model);

    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter: IRQ number, name, device…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(
        tr("A number shows that IRQ; text matches names, chips and PCI addresses."));
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &IrqFilterProxy::setText);

    m_cpuLabel = new QLabel(this);
    m_clearCpu = new QToolButton(this);
    m_clearCpu->setText(tr("Show all"));
    m_clearCpu->setToolTip(tr("Stop filtering the list by the CPUs selected in the graph"));
    m_clearCpu->setAutoRaise(true);
    connect(m_clearCpu, &QToolButton::clicked, this, [this] {
        setCpuFilter({}, {});
        emit cpuFilterCleared();
    });

    m_view = new QTableView(this);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(IrqTableModel::ColIrq, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setDragEnabled(true);
    m_view->setDragDropMode(QAbstractItemView::DragOnly);
    m_view->setAlternatingRowColors(true);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->setItemDelegateForColumn(IrqTableModel::ColName, new IrqNameDelegate(m_view));
    m_view->verticalHeader()->hide();
    m_hint = new EmptyHint(m_view, [this] {
        if (m_model->rowCount() == 0 && !m_emptyReason.isEmpty())
            return m_emptyReason;
        return m_model->rowCount() == 0
                   ? tr("No interrupts: this source is a topology alone. Open a snapshot "
                        "or a /proc/interrupts file to see them.")
                   : tr("No IRQ matches the filter.");
    });
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // Total and IRQ/s come right after the name: the figures a glance is
    // for stay in view without scrolling in a narrow dock.
    m_view->horizontalHeader()->moveSection(IrqTableModel::ColTotal, IrqTableModel::ColName + 1);
    m_view->horizontalHeader()->moveSection(IrqTableModel::ColRate, IrqTableModel::ColName + 2);
    m_view->horizontalHeader()->moveSection(IrqTableModel::ColFired, IrqTableModel::ColName + 3);
    // The cost columns sit beside IRQ/s and show once a measurement is there.
    m_view->horizontalHeader()->moveSection(IrqTableModel::ColCpuTime, IrqTableModel::ColName + 3);
    m_view->horizontalHeader()->moveSection(IrqTableModel::ColPerRun, IrqTableModel::ColName + 4);
    showCostColumns(false);
    const int em = m_view->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    // Translated headers are longer than the English ones ("Ausstehend"):
    // a column is never narrower than its header with the sort arrow.
    const auto widthAtLeastHeader = [this](int column, int width) {
        m_view->setColumnWidth(
            column, std::max(width, m_view->horizontalHeader()->sectionSizeHint(column)));
    };
    widthAtLeastHeader(IrqTableModel::ColIrq, 5 * em);
    widthAtLeastHeader(IrqTableModel::ColDevice, 9 * em);
    widthAtLeastHeader(IrqTableModel::ColNode, 4 * em);
    widthAtLeastHeader(IrqTableModel::ColAffinity, 6 * em);
    widthAtLeastHeader(IrqTableModel::ColEffective, 6 * em);
    widthAtLeastHeader(IrqTableModel::ColPending, 6 * em);
    widthAtLeastHeader(IrqTableModel::ColTotal, 7 * em);
    widthAtLeastHeader(IrqTableModel::ColRate, 6 * em);
    widthAtLeastHeader(IrqTableModel::ColCpuTime, 7 * em);
    widthAtLeastHeader(IrqTableModel::ColPerRun, 6 * em);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &IrqPanel::selectionChanged);

    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_filter, 1);
    top->addWidget(m_cpuLabel);
    top->addWidget(m_clearCpu);
    // Blank columns say why above the table, not only in their tooltips.
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("irqNote"));
    m_note->setWordWrap(true);
    m_note->setText(tr("Node, Affinity and Effective are not shown: this source has no /proc/irq, "
                       "only /proc/interrupts. The graph counts the CPUs each IRQ fired on."));
    m_note->hide();
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_note->setVisible(m_model->lacksIrqFiles());
        fitColumns();
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_note);
    // The threads of the selected IRQ below the list, a splitter apart: the
    // list keeps most of the height.
    m_threads = new IrqThreadList(this);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(true);
    split->addWidget(m_view);
    split->addWidget(m_threads);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    // Room for a handler and a NAPI thread or two from the start; the list
    // keeps two thirds (the splitter scales these to its height).
    const int line = m_view->verticalHeader()->defaultSectionSize();
    split->setSizes({8 * line, 4 * line});
    layout->addWidget(split, 1);
    setCpuFilter({}, {});
}

void IrqPanel::showCostColumns(bool on)
{
    m_view->setColumnHidden(IrqTableModel::ColCpuTime, !on);
    m_view->setColumnHidden(IrqTableModel::ColPerRun, !on);
}

void IrqPanel::setEmptyReason(const QString &reason)
{
    m_emptyReason = reason;
    m_view->viewport()->update();
}

void IrqPanel::fitColumns()
{
    // A lone /proc/interrupts leaves Device, Node, Affinity and Effective
    // empty in every row: four blank columns pushed the figures out of view.
    const int rows = m_model->rowCount();
    for (int column : {int(IrqTableModel::ColDevice), int(IrqTableModel::ColNode),
                       int(IrqTableModel::ColAffinity), int(IrqTableModel::ColEffective)}) {
        bool filled = false;
        for (int r = 0; r < rows && !filled; ++r)
            filled = !m_model->index(r, column).data().toString().isEmpty();
        m_view->setColumnHidden(column, rows > 0 && !filled);
    }
    // The numbers take what their widest value needs, not a guess.
    for (int column : {int(IrqTableModel::ColIrq), int(IrqTableModel::ColTotal)})
        if (rows > 0)
            m_view->resizeColumnToContents(column);
    const QFontMetrics fm = m_view->fontMetrics();
    m_widestName = m_view->horizontalHeader()->sectionSizeHint(IrqTableModel::ColName);
    for (int r = 0; r < std::min(rows, 4096); ++r)
        m_widestName = std::max(
            m_widestName,
            fm.horizontalAdvance(m_model->index(r, IrqTableModel::ColName).data().toString()) +
                fm.horizontalAdvance(QLatin1Char('M')));
    fitNameColumn();
}

void IrqPanel::fitNameColumn()
{
    // Within a cap of 22 em and of what IRQ, Total and IRQ/s leave of the
    // view; a longer name gives up its middle, and its tooltip has it whole.
    const int em = m_view->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    int others = 0;
    for (int column :
         {int(IrqTableModel::ColIrq), int(IrqTableModel::ColTotal), int(IrqTableModel::ColRate)})
        others += m_view->columnWidth(column);
    const int room = m_view->viewport()->width() - others - 2;
    const int cap = std::max(std::min(22 * em, room), 7 * em);
    m_view->setColumnWidth(IrqTableModel::ColName, std::min(std::max(m_widestName, 7 * em), cap));
}

void IrqPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitNameColumn();
}

void IrqPanel::setCpuFilter(const CpuSet &cpus, const QString &what)
{
    m_proxy->setCpuFilter(cpus);
    m_cpuLabel->setText(cpus.empty() ? QString() : tr("On %1").arg(what));
    m_cpuLabel->setVisible(!cpus.empty());
    m_clearCpu->setVisible(!cpus.empty());
}

QList<int> IrqPanel::selectedIrqs() const
{
    QList<int> out;
    for (const QModelIndex &i : m_view->selectionModel()->selectedRows()) {
        const int irq = i.data(IrqTableModel::IrqNumberRole).toInt();
        if (irq >= 0)
            out.push_back(irq);
    }
    std::sort(out.begin(), out.end());
    return out;
}

QString IrqPanel::emptyText() const
{
    return m_hint->shownText();
}

QString IrqPanel::noteText() const
{
    return m_note->isVisibleTo(this) ? m_note->text() : QString();
}

void IrqPanel::selectIrq(int irq)
{
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const QModelIndex i = m_proxy->index(r, 0);
        if (i.data(IrqTableModel::IrqNumberRole).toInt() == irq) {
            m_view->selectionModel()->select(i, QItemSelectionModel::ClearAndSelect |
                                                    QItemSelectionModel::Rows);
            m_view->scrollTo(i);
            return;
        }
    }
}

} // namespace irqatlas
