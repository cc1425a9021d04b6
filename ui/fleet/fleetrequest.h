#pragma once

#include "fleet/fleetreport.h"
#include "model/result.h"

#include <QString>
#include <functional>
#include <vector>

namespace irqatlas {

// What a Fleet window reads, as File → Open Fleet… and File → Connect to
// Prometheus… ask for it; irqatlas-cli fleet takes the same as flags.
struct FleetRequest
{
    enum class Kind
    {
        Inventory, // an Ansible inventory, through ansible-inventory
        HostsFile, // one [user@]host[:port] a line
        Prometheus,
    };
    Kind kind = Kind::HostsFile;
    QString file;  // the inventory or host list
    QString limit; // Inventory only: Ansible's --limit
    QString sshConfig;
    int jobs = 8;
    int timeoutSeconds = 30; // per host; for Prometheus per request
    // Prometheus only. The password is never part of a request: it is read
    // from passwordFile (its first line) or the environment variable
    // passwordEnv at each read, as the CLI reads it.
    QString url;
    QString user;
    QString passwordFile;
    QString passwordEnv = QStringLiteral("IRQATLAS_PROMETHEUS_PASSWORD");
    int windowSeconds = 60;

    bool isSsh() const { return kind != Kind::Prometheus; }
    // The file, or the server, for titles.
    QString displayName() const;
    // Remembered by the dialogs (group "fleet" or "fleetprom"); never a password.
    void save(const QString &group) const;
    static FleetRequest load(const QString &group);
};

// Reads the fleet as irqatlas-cli fleet does: the hosts (inventory or host
// list, checked), each read over SSH by readFleet and classified by
// makeFleetReport; or readPromFleet. Blocks: call it on a worker thread.
// progress(done, total) comes from the threads reading hosts (SSH only).
// readings, when given, receives what each host read over SSH came to,
// trimmed to what a class plan needs (planFleet: the topology, the IRQ
// table, isolcpus, nohz_full, names); nothing for Prometheus.
Result<FleetReport> readFleetRequest(const FleetRequest &request,
                                     const std::function<void(int, int)> &progress,
                                     std::vector<FleetReading> *readings = nullptr);

} // namespace irqatlas
