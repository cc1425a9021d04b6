#pragma once

#include "fleet/fleethosts.h"
#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <functional>
#include <optional>
#include <vector>

namespace irqatlas {

// The hosts of an Ansible inventory, as Ansible itself reads it: irqatlas
// runs `ansible-inventory -i FILE --list` (and for a limit, `ansible all -i
// FILE --limit PATTERN --list-hosts`) and never parses an inventory. Its output is outside input:
// at most kMaxInventoryBytes of JSON (1 MiB of its messages), within timeoutMs.
inline constexpr qint64 kMaxInventoryBytes = qint64(64) << 20;

struct InventoryOptions
{
    QString file;
    QString limit;                                         // --limit PATTERN, empty: all hosts
    QString program = QStringLiteral("ansible-inventory"); // looked up in PATH
    QString adhocProgram = QStringLiteral("ansible");      // for --limit
    int timeoutMs = 120000;
};

Result<std::vector<FleetHost>> readInventory(const InventoryOptions &options);

// The host variables of one host (`ansible-inventory --host NAME`), for an
// inventory whose --list has no "_meta".
using HostVarsLookup = std::function<Result<QByteArray>(const QString &name)>;

// `--list` output to hosts: every host under "all" (its groups and their
// children), in the order Ansible lists them, each with its SSH target from
// ansible_host, ansible_port and ansible_user (hostvars in "_meta", else
// lookup). origin names the inventory in errors.
Result<std::vector<FleetHost>> hostsFromInventory(const QByteArray &listJson, const QString &origin,
                                                  const HostVarsLookup &lookup);

} // namespace irqatlas
