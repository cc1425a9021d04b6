#pragma once

#include "fleet/fleethosts.h"
#include "machine/machinedata.h"

#include <QString>
#include <functional>
#include <optional>
#include <vector>

namespace irqatlas {

struct FleetReadOptions
{
    QString sshConfig;     // ssh -F FILE for every host; empty: ssh's own
    int jobs = 8;          // hosts read at once
    int timeoutMs = 30000; // per host: connecting, collecting and reading
    // Keep the collected copy of each host (MachineData::host), to save it.
    bool keepHosts = false;
};

// What reading one host came to.
struct FleetReading
{
    enum class Status
    {
        Ok,
        Unreachable, // ssh could not log in (no route, refused, timeout, host key, authentication)
        Error,       // logged in, but the collection or the reader failed
    };
    FleetHost host;
    Status status = Status::Error;
    QString error;                      // ssh's or the reader's words
    std::optional<MachineData> machine; // Ok only
};

QString statusName(FleetReading::Status s); // "ok", "unreachable", "error"

// Reads every host over SSH exactly as `--host` reads one (loadMachine of a
// MachineSource::ssh, strict), options.jobs at a time, each bounded by
// options.timeoutMs; one host's failure never stops the others. Results are
// in the order of hosts. progress(done, total) is called after each host,
// from the thread that read it, one call at a time.
std::vector<FleetReading> readFleet(const std::vector<FleetHost> &hosts,
                                    const FleetReadOptions &options,
                                    const std::function<void(int, int)> &progress = {});

} // namespace irqatlas
