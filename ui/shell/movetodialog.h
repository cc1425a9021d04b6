#pragma once

#include "model/cpuset.h"
#include "model/result.h"

#include <QDialog>
#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace irqatlas {

class Topology;

// The target of "Move to…", as tuna takes it (tuna -q 'eth0*' -c 2 -m): a
// kernel cpulist ("2", "4-7,12") or "node N" / "node:N" for a NUMA node's
// online CPUs. Every CPU must exist and be online; the error says which is
// not. name receives what the undo entry calls the target ("CPUs 4-7").
Result<CpuSet> parseMoveTarget(const QString &text, const Topology &topology,
                               QString *name = nullptr);

// Asks for a move target for `what` ("IRQ 41", "3 IRQs"); OK stays disabled
// until the text names CPUs that can take the IRQs, and the reason shows
// under the field as it is typed.
class MoveToDialog : public QDialog
{
    Q_OBJECT
public:
    MoveToDialog(const Topology &topology, const QString &what, QWidget *parent = nullptr);
    QLineEdit *edit() const { return m_edit; }
    // Valid after accept().
    const CpuSet &target() const { return m_target; }
    const QString &targetName() const { return m_name; }

private:
    void check();

    const Topology &m_topology;
    QLineEdit *m_edit;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
    CpuSet m_target;
    QString m_name;
};

} // namespace irqatlas
