#pragma once

// For the GUI tests of Plan > Try Plan…: the dialog for the 4-CPU guest
// tree of applytree.h with the plan of tests/data/apply, its helper the
// test-tree build.

#include "applyclient/helperclient.h"
#include "applytree.h"
#include "testdata.h"
#include "ui/apply/tryplandialog.h"
#include "ui/shell/mainwindow.h"

#include <QFileInfo>

namespace irqatlas::test {

// Null when the tree or the plan does not load. Phases of before/after
// seconds, sampled every interval seconds.
inline TryPlanDialog *openTryPlan(MainWindow &w, const QString &root, double before, double after,
                                  double interval)
{
    w.setApplyLocation(
        testTreeLocation(root, QFileInfo(binPath(QStringLiteral("irqatlas-cli"))).absolutePath()));
    if (!w.openBlocking({MachineSource::RootDir, root}).ok())
        return nullptr;
    if (!w.loadPlanFrom(dataPath(QStringLiteral("apply/plan-virtio.json"))).ok())
        return nullptr;
    TryPlanDialog *dlg = w.tryPending();
    if (dlg)
        dlg->setDurations(before, after, interval);
    return dlg;
}

} // namespace irqatlas::test
