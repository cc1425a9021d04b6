#pragma once

#include "plan/planrequest.h"

#include <QCommandLineParser>

namespace irqatlas::cli {

// The request flags every planner takes, shared by `plan` and `fleet plan`:
// --irqs, --node, --cpus, --exclude, --param and --spread-over.
void addPlanRequestOptions(QCommandLineParser &p);

// Fills a PlanRequest from those flags; false (with the message printed and
// code set) on a usage error. The machine's own facts (isolated, nohz_full)
// are the caller's to add.
bool planRequestFrom(const QCommandLineParser &p, PlanRequest &req, int &code);

// The same with --irqs optional, and the --param and --spread-over values
// into params rather than req (compare gives each planner only the keys it
// takes).
bool planRequestFields(const QCommandLineParser &p, PlanRequest &req,
                       QMap<QString, QString> &params, int &code);

} // namespace irqatlas::cli
