#include "irqbalancepanel.h"

#include "hold/irqbalanceread.h"
#include "model/printable.h"
#include "plan/irqbalancedomains.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <iterator>
#include <unistd.h>

namespace irqatlas {
namespace {

// irqbalance's IRQ classes (its IRQ_* numbers), in the user's language.
QString shownClass(const IrqbalanceIrq &i)
{
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("irqatlas::IrqbalancePanel", "other"),
        QT_TRANSLATE_NOOP("irqatlas::IrqbalancePanel", "legacy"),
        QT_TRANSLATE_NOOP("irqatlas::IrqbalancePanel", "storage"),
        QT_TRANSLATE_NOOP("irqatlas::IrqbalancePanel", "video"),
        QT_TRANSLATE_NOOP("irqatlas::IrqbalancePanel", "ethernet"),
        QT_TRANSLATE_NOOP("irqatlas::IrqbalancePanel", "gbeth"),
        QT_TRANSLATE_NOOP("irqatlas::IrqbalancePanel", "10gbeth"),
        QT_TRANSLATE_NOOP("irqatlas::IrqbalancePanel", "virt-event")};
    return i.classId >= 0 && i.classId < int(std::size(names))
               ? IrqbalancePanel::tr(names[i.classId])
               : QString::number(i.classId);
}

QString shownType(const IrqbalanceObject &o)
{
    switch (o.type) {
    case IrqbalanceObject::Type::Cpu:
        return IrqbalancePanel::tr("cpu");
    case IrqbalanceObject::Type::Cache:
        return IrqbalancePanel::tr("cache");
    case IrqbalanceObject::Type::Package:
        return IrqbalancePanel::tr("package");
    case IrqbalanceObject::Type::Node:
        break;
    }
    return IrqbalancePanel::tr("node");
}

// -1 is irqbalance's "unspecified" node or package.
QString numberOrUnknown(int n)
{
    return n < 0 ? QStringLiteral("?") : QString::number(n);
}

QString irqsText(const std::vector<IrqbalanceIrq> &irqs)
{
    QStringList words;
    for (const IrqbalanceIrq &i : irqs)
        words << QStringLiteral("%1 (%2)").arg(i.irq).arg(shownClass(i));
    return words.join(QStringLiteral(", "));
}

QTreeWidgetItem *objectItem(const IrqbalanceObject &o)
{
    auto *item =
        new QTreeWidgetItem({o.number < 0 ? shownType(o) + QStringLiteral(" -")
                                          : QStringLiteral("%1 %2").arg(shownType(o)).arg(o.number),
                             QString::number(o.load), irqsText(o.irqs)});
    item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    for (const IrqbalanceObject &c : o.children)
        item->addChild(objectItem(c));
    return item;
}

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

} // namespace

IrqbalancePanel::IrqbalancePanel(QWidget *parent)
    : QWidget(parent), m_reader(new IrqbalanceRead(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("irqbalanceStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_read = new QPushButton(tr("Ask irqbalance"), this);
    m_read->setObjectName(QStringLiteral("irqbalanceRead"));
    top->addWidget(m_status, 1);
    top->addWidget(m_read, 0, Qt::AlignTop);
    layout->addLayout(top);

    auto *split = new QSplitter(Qt::Vertical, this);
    m_tree = new QTreeWidget(split);
    m_tree->setObjectName(QStringLiteral("irqbalanceTree"));
    m_tree->setHeaderLabels({tr("Object"), tr("Load"), tr("IRQs (class)")});
    m_tree->setUniformRowHeights(true);
    m_domains = new QTableWidget(0, 5, split);
    m_domains->setObjectName(QStringLiteral("irqbalanceDomains"));
    m_domains->setHorizontalHeaderLabels({tr("Its cache domain"), tr("Node / package"),
                                          tr("Our cache"), tr("Same CPUs"), tr("IRQs")});
    m_domains->verticalHeader()->hide();
    m_domains->horizontalHeader()->setStretchLastSection(true);
    m_domains->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(split, 1);

    connect(m_read, &QPushButton::clicked, this, &IrqbalancePanel::read);
    connect(m_reader, &IrqbalanceRead::finished, this, &IrqbalancePanel::onRead);
    setMachine({}, tr("Open this machine to ask its irqbalance."), false);
}

bool IrqbalancePanel::reading() const
{
    return m_reader->running();
}

void IrqbalancePanel::setMachine(const Topology &topology, const QString &unavailable, bool running)
{
    ++m_generation; // a read still under way was for the machine before
    m_topology = topology;
    m_unavailable = unavailable;
    m_running = running;
    clearAnswers();
    m_read->setEnabled(unavailable.isEmpty() && running && !reading());
    m_read->setToolTip(::geteuid() == 0
                           ? QString()
                           : tr("irqbalance answers root only: the administrator's password "
                                "is asked for (pkexec)."));
    if (!unavailable.isEmpty())
        m_status->setText(unavailable);
    else if (!running)
        m_status->setText(tr("irqbalance is not running on this machine."));
    else
        m_status->setText(tr("irqbalance is running. Ask it what it is doing: its tree, "
                             "loads, IRQ classes and bans."));
}

void IrqbalancePanel::read()
{
    if (!m_unavailable.isEmpty() || reading())
        return;
    m_read->setEnabled(false);
    m_readGeneration = m_generation;
    m_status->setText(tr("Asking irqbalance…"));
    if (::geteuid() == 0)
        m_reader->startLocal(0);
    else
        m_reader->startHelper(IrqbalanceRead::helperCommand(m_where, 0));
}

void IrqbalancePanel::onRead()
{
    m_read->setEnabled(m_unavailable.isEmpty() && m_running);
    if (m_readGeneration != m_generation) {
        // This machine's answers, or its error, say nothing of the one now on show.
        emit answered();
        return;
    }
    const Result<IrqbalanceAnswers> &r = *m_reader->result();
    if (!r.ok()) {
        clearAnswers();
        m_status->setText(tr("irqbalance did not answer: %1").arg(printableText(r.errorString())));
        emit answered();
        return;
    }
    showAnswers(*r);
    emit answered();
}

void IrqbalancePanel::showAnswers(const IrqbalanceAnswers &answers)
{
    const IrqbalanceView &v = answers.view;
    m_status->setText(
        tr("irqbalance (pid %1): a pass every %2 s, banned CPUs %3, %n banned IRQ(s)", nullptr,
           int(v.bannedIrqs.size()))
            .arg(QString::number(answers.pid),
                 v.sleepSeconds ? QString::number(*v.sleepSeconds) : QStringLiteral("?"),
                 v.bannedCpus && !v.bannedCpus->empty() ? v.bannedCpus->toListString()
                                                        : tr("none")));
    fillTree(v);
    fillDomains(v);
}

void IrqbalancePanel::fillTree(const IrqbalanceView &v)
{
    m_tree->clear();
    for (const IrqbalanceObject &n : v.nodes)
        m_tree->addTopLevelItem(objectItem(n));
    if (!v.bannedIrqs.empty()) {
        auto *banned = new QTreeWidgetItem({tr("banned"), QString(), irqsText(v.bannedIrqs)});
        banned->setForeground(2, palette().brush(QPalette::Link));
        QFont bold = banned->font(0);
        bold.setBold(true);
        banned->setFont(0, bold);
        m_tree->addTopLevelItem(banned);
    }
    m_tree->expandAll();
    for (int c = 0; c < 2; ++c)
        m_tree->resizeColumnToContents(c);
}

void IrqbalancePanel::fillDomains(const IrqbalanceView &v)
{
    const std::vector<IrqbalanceDomain> domains = irqbalanceDomains(v, m_topology);
    m_domains->setRowCount(int(domains.size()));
    for (int row = 0; row < int(domains.size()); ++row) {
        const IrqbalanceDomain &d = domains[std::size_t(row)];
        const QString ours =
            d.ourCpus.empty()
                ? tr("none holds them")
                : (d.matches()
                       ? tr("L%1: CPUs %2").arg(d.ourLevel).arg(d.ourCpus.toListString())
                       : tr("smallest holding them: CPUs %1").arg(d.ourCpus.toListString()));
        m_domains->setItem(row, 0,
                           cell(tr("%1: CPUs %2").arg(d.number).arg(d.cpus.toListString())));
        m_domains->setItem(row, 1,
                           cell(QStringLiteral("%1 / %2").arg(numberOrUnknown(d.node),
                                                              numberOrUnknown(d.package))));
        m_domains->setItem(row, 2, cell(ours));
        QTableWidgetItem *same = cell(d.matches() ? tr("yes") : tr("differs"));
        if (!d.matches()) {
            QFont bold = same->font();
            bold.setBold(true);
            same->setFont(bold);
        }
        m_domains->setItem(row, 3, same);
        m_domains->setItem(row, 4, cell(QString::number(d.irqs)));
    }
    m_domains->resizeColumnsToContents();
}

void IrqbalancePanel::clearAnswers()
{
    m_tree->clear();
    m_domains->setRowCount(0);
}

} // namespace irqatlas
