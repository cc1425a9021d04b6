#include "ui/shell/movetodialog.h"

#include "model/topology.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace irqatlas {

Result<CpuSet> parseMoveTarget(const QString &text, const Topology &topology, QString *name)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return Error{MoveToDialog::tr("Give a CPU list (2, 4-7) or a node (node 1)")};
    static const QRegularExpression nodeRe(QStringLiteral("^node\\s*[: ]\\s*(\\d+)$"),
                                           QRegularExpression::CaseInsensitiveOption);
    if (const auto m = nodeRe.match(t); m.hasMatch()) {
        bool ok = false;
        const int node = m.captured(1).toInt(&ok);
        if (!ok || !topology.node(node))
            return Error{MoveToDialog::tr("There is no NUMA node %1").arg(m.captured(1))};
        const CpuSet cpus = topology.onlineNodeCpus(node);
        if (cpus.empty())
            return Error{MoveToDialog::tr("NUMA node %1 has no online CPU").arg(node)};
        if (name)
            *name = MoveToDialog::tr("NUMA node %1").arg(node);
        return cpus;
    }
    const QByteArray b = t.toUtf8();
    auto set = CpuSet::parseList(std::string_view(b.constData(), std::size_t(b.size())));
    if (!set)
        return set.error();
    if (set->empty())
        return Error{MoveToDialog::tr("The list names no CPU")};
    const CpuSet missing = *set - topology.allCpus();
    if (!missing.empty())
        return Error{MoveToDialog::tr("This machine has no CPU %1").arg(missing.toListString())};
    const CpuSet offline = *set - topology.onlineCpus();
    if (!offline.empty())
        return Error{MoveToDialog::tr("CPU %1 is offline").arg(offline.toListString())};
    if (name)
        *name = set->count() == 1 ? MoveToDialog::tr("CPU %1").arg(set->first())
                                  : MoveToDialog::tr("CPUs %1").arg(set->toListString());
    return set;
}

MoveToDialog::MoveToDialog(const Topology &topology, const QString &what, QWidget *parent)
    : QDialog(parent), m_topology(topology)
{
    setObjectName(QStringLiteral("moveToDialog"));
    setWindowTitle(tr("Move To"));
    auto *label = new QLabel(tr("Move %1 to the CPUs:").arg(what), this);
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("moveTarget"));
    m_edit->setPlaceholderText(tr("e.g. 2, 4-7,12 or node 1"));
    m_edit->setToolTip(tr("A kernel CPU list, as smp_affinity_list takes it, or \"node N\" for the "
                          "online CPUs of a NUMA node"));
    m_edit->setAccessibleName(tr("Target CPUs"));
    label->setBuddy(m_edit);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("moveTargetError"));
    m_error->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_edit, &QLineEdit::textChanged, this, &MoveToDialog::check);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_edit);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    check();
}

void MoveToDialog::check()
{
    auto r = parseMoveTarget(m_edit->text(), m_topology, &m_name);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(r.ok());
    m_error->setText(r.ok() ? QString() : r.errorString());
    if (r.ok())
        m_target = std::move(r).value();
}

} // namespace irqatlas
