#pragma once

#include "applyclient/helperclient.h"
#include "model/plan.h"
#include "ui/common/machineloader.h"

#include <functional>

class QWidget;

namespace irqatlas {

class ApplyDialog;
class TryPlanDialog;

// Edit → Apply…: opens the window-modal Apply dialog for a plan against the
// machine a window shows, with the backend that can reach it (the root helper
// here or on the tree `where` names, sudo over SSH for a remote host). For a
// saved machine nothing can be applied: a message says where to apply it and
// the result is null, as it is when the remote backend cannot be made. That
// message offers the two ways to carry the changes there: `savePlan` and
// `exportScript` (buttons "Save as Plan…" and "Export Script…").
struct ApplyElsewhere
{
    std::function<void()> savePlan;
    std::function<void()> exportScript;
};
ApplyDialog *openApplyDialog(QWidget *parent, const MachineData &machine,
                             const MachineSource &source, Plan plan, const HelperLocation &where,
                             const ApplyElsewhere &elsewhere = {});

// Plan → Try Plan…: the trial dialog for a plan on the machine a window shows,
// sampled live (this machine, the remote host, or the test tree `where`
// names) and applied through the same backend as Apply. Null, with a
// message, for a saved machine: nothing there can be sampled or applied; the
// message offers `elsewhere` as Apply's does.
TryPlanDialog *openTryPlanDialog(QWidget *parent, const MachineData &machine,
                                 const MachineSource &source, Plan plan,
                                 const HelperLocation &where, const ApplyElsewhere &elsewhere = {});

} // namespace irqatlas
