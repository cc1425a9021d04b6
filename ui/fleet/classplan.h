#pragma once

#include "fleet/fleetplan.h"
#include "fleet/fleetread.h"
#include "fleet/machineclass.h"
#include "model/result.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace irqatlas {

// What Plan for this Class asks for, as typed: the algorithm's name, the IRQ
// selector (irqatlas-cli plan --irqs) and the parameters as KEY=VALUE words
// separated by blanks (--param, once per word).
struct ClassPlanForm
{
    QString algorithm;
    QString irqs;
    QString params;
};

// The request fleet plan would make of the same flags, or the first mistake
// in words: an unknown algorithm, an empty or bad selector, a parameter
// that is not KEY=VALUE or that the algorithm does not take.
Result<FleetPlanRequest> classPlanRequest(const ClassPlanForm &form);

// The class's plan as fleet plan makes it (planFleet): on the class's first
// host by name, resolved on every host of the class. readings are the read
// the class was found in (its members index them). Blocks: a worker thread's.
ClassPlan planForClass(const std::vector<FleetReading> &readings, const MachineClass &machineClass,
                       const FleetPlanRequest &request);

// The plan file at path, replaced whole or left as it was (replaceFile).
Status saveClassPlan(const ClassPlan &plan, const QString &path);

// The class's Ansible play (classAnsiblePlay: hosts are the class's hosts)
// written into dir, made when missing, as export --format ansible --out dir
// writes it: refused as a whole, before anything is written, when any of its
// names is taken. The paths written.
Result<QStringList> exportClassPlay(const ClassPlan &plan, const AnsiblePlayOptions &options,
                                    const QString &dir);

} // namespace irqatlas
