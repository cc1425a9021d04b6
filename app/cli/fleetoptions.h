#pragma once

#include "fleet/fleethosts.h"
#include "fleet/fleetread.h"
#include "model/result.h"

#include <QCommandLineParser>
#include <QString>
#include <functional>
#include <vector>

namespace irqatlas::cli {

// The flags that say which hosts a fleet has and how they are read, shared
// by `fleet` and `fleet plan`: --inventory, --limit, --hosts, --ssh-config,
// --jobs and --timeout.
void addFleetHostOptions(QCommandLineParser &p);

// A whole number in [low, high] from option name, or a usage error printed
// and false.
bool fleetIntOption(const QCommandLineParser &p, const QString &name, int low, int high,
                    int &value);

// --jobs, --timeout and --ssh-config into options; false after a usage
// error.
bool fleetReadOptions(const QCommandLineParser &p, FleetReadOptions &options);

// The hosts of --inventory (through ansible-inventory) or --hosts, checked,
// after --ssh-config names a file.
Result<std::vector<FleetHost>> fleetHosts(const QCommandLineParser &p);

// "12/48 hosts…" on stderr, over itself, only when a person watches it.
std::function<void(int, int)> fleetProgressLine();

// `fleet plan …` (cmd_fleetplan.cpp); args[0] is "irqatlas-cli fleet plan".
int runFleetPlan(const QStringList &args);

} // namespace irqatlas::cli
