#pragma once

#include "model/plan.h"
#include "procfs/irqbalance.h"
#include "snapshot/snapshot.h"

#include <QCommandLineParser>
#include <QString>

namespace irqatlas::cli {

// A plan read, resolved on the machine and checked, ready for the helper.
struct PreparedPlan
{
    Plan plan;     // as read
    Plan resolved; // the entries that match an interrupt here, with this machine's numbers
    Snapshot snapshot;
    IrqbalanceState irqbalance;
};

// What apply and trial do before the helper runs: read PLAN (capped), take a
// snapshot of the chosen machine (options), resolve match keys, lint (errors
// stop, warnings need force) and check irqbalance (needs force). On refusal
// the findings and the reason are printed and exitCode is set: the caller
// returns it. verb names the action in messages ("apply", "trial").
bool preparePlan(const QCommandLineParser &p, const QString &path, SnapshotOptions options,
                 bool force, PreparedPlan &out, int &exitCode);

} // namespace irqatlas::cli
