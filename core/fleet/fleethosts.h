#pragma once

#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <vector>

namespace irqatlas {

// One host of a fleet: the name it goes by (the inventory's, or the host
// file's target) and the SSH target it is read through.
struct FleetHost
{
    QString name;
    QString target; // "[user@]host[:port]", as SshTarget::parse takes it
};

// A host file, one "[user@]host[:port]" a line; blank lines and lines
// starting with '#' are skipped. At most kMaxHostsFileBytes; a bad line is an
// error naming the file and the line.
inline constexpr qint64 kMaxHostsFileBytes = qint64(4) << 20;
// More hosts than this in one fleet is an error, whatever lists them.
inline constexpr int kMaxFleetHosts = 65536;
Result<std::vector<FleetHost>> parseHostsFile(const QByteArray &bytes, const QString &file);
Result<std::vector<FleetHost>> readHostsFile(const QString &path);

// The target text for an inventory host: its address (ansible_host, else its
// name), port and user; an IPv6 address with a port is bracketed.
QString fleetTarget(const QString &user, const QString &address, int port);

// Host names become file names (--out DIR/<name>.tar.gz) and table rows:
// a name is 1 to 255 bytes, holds no '/', no control or invisible
// character, and is not "." or "..". No two hosts may share a name. The
// error names origin and the host.
Status checkFleetHosts(const std::vector<FleetHost> &hosts, const QString &origin);

} // namespace irqatlas
