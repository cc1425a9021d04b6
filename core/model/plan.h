#pragma once

#include "model/cpuset.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <string>
#include <vector>

namespace irqatlas {

// One line of a plan: where one interrupt should go.
struct PlanAssignment
{
    int irq = -1;      // the IRQ number when the plan was written
    std::string match; // Irq::matchKey(): survives renumbering across reboots
    CpuSet cpus;       // never empty in a valid plan
};

// The machine a plan was written for; informative only (a plan is resolved
// against whatever machine it is applied to).
struct PlanHost
{
    QString hostname;
    QString kernel;
    int cpus = 0;     // possible CPUs of that machine
    QString topology; // Topology::fingerprint(), "sha256:<hex>"
};

// What should go where (ARCHITECTURE.md, plan file). Notes are what a planner
// wants the user to know (fallbacks, IRQs left alone); they travel in the file
// as an optional "notes" array.
struct Plan
{
    static constexpr int kFormatVersion = 1;

    PlanHost host;
    QString algorithm;
    QJsonObject params;
    QString created; // ISO 8601 UTC, "2026-11-30T10:00:00Z"
    std::vector<PlanAssignment> assignments;
    QStringList notes;

    const PlanAssignment *find(int irq) const;
};

} // namespace irqatlas
