#pragma once

#include "fleet/fleetread.h"
#include "fleet/fleetreport.h"
#include "model/plan.h"
#include "model/result.h"
#include "plan/ansibleplay.h"
#include "plan/planexport.h"
#include "plan/planner.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace irqatlas {

// What `fleet plan` asks of every class: the planner and request of `plan`.
// The request's machine facts (isolated, nohz_full, machineRoot) are taken
// from each class's representative host, not from here.
struct FleetPlanRequest
{
    const Planner *planner = nullptr;
    PlanRequest request;
};

// A host of a class where the class's plan does not resolve, and why.
struct FleetPlanMiss
{
    QString host;
    QStringList problems;
};

// What a host of a class leaves unchecked (no /sys/class/net), in words.
struct FleetPlanNotes
{
    QString host;
    QStringList notes;
};

// One plan for one machine class, and how it fares on every host of it.
struct ClassPlan
{
    QString classId;
    QString file;           // "class-<ID>.json"
    QString representative; // the host planned on: the first of the class by name
    QStringList hosts;      // every host of the class, by name
    std::optional<Plan> plan;
    QString error;        // the planner's words when it made no plan for the representative
    QStringList resolves; // hosts where every entry resolves
    std::vector<FleetPlanMiss> unresolved; // the others, in name order
    std::vector<FleetPlanNotes> notes;     // hosts whose queues are not checked, in name order
};

// What reading one host came to, as the manifest lists it.
struct FleetPlanHost
{
    QString name;
    QString target;
    FleetReading::Status status = FleetReading::Status::Error;
    QString error;
    QString classId; // empty when not read
};

struct FleetPlan
{
    QString algorithm;
    QString irqs;                     // the selector as given
    std::vector<FleetPlanHost> hosts; // in the order they were listed
    std::vector<ClassPlan> classes;   // in the fleet report's class order
    // Every host read, every class planned, every plan resolving on every
    // host of its class.
    bool complete() const;
};

// One plan per machine class of the hosts read (classifyFleet), made by the
// planner on the class's representative, then resolved against the IRQ
// table of every host of the class: IRQs are matched by name and device as
// plan files are (resolvePlan). An entry matched only by its number on a
// host where that number now carries another key counts as not resolving
// there: the plan would move another device's interrupt.
// A planner that steers queues (the policy planners' "queues" parameter)
// steers the representative's, as `plan` does. Classes do not look at
// network interfaces (names, queue counts), so on every other host the
// plan's queue entries are resolved too and its XPS steering compared with
// what `plan` would make there (steeringDifferences): a host where either
// differs is one where the plan does not resolve. A host without
// /sys/class/net is not checked and gets a note instead.
FleetPlan planFleet(const std::vector<FleetReading> &readings, const FleetReport &report,
                    const FleetPlanRequest &request);

// Why a plan does not fully resolve on a machine; empty when it does.
QStringList fleetPlanProblems(const Plan &plan, const IrqTable &table);

// {"format": "irqatlas-fleet-plan", "version": 1, …} (docs/CLI.md, "fleet
// plan"). ansible: the play folders were written (class-<ID>/).
QByteArray fleetPlanManifest(const FleetPlan &plan, bool ansible);

// The Ansible play of `export --format ansible` for a class's plan, its
// hosts: set to the class's hosts (a comma list); the other options as
// given. The plan goes through its file, as export reads it.
Result<std::vector<ExportFile>> classAnsiblePlay(const ClassPlan &plan, AnsiblePlayOptions options);

// "class-<ID>" and "class-<ID>.json".
QString classPlanFolder(const QString &classId);
QString classPlanFile(const QString &classId);

} // namespace irqatlas
