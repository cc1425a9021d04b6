#pragma once

#include <QString>
#include <QStringList>

namespace irqatlas {

// The key exchange irqatlas asks ssh for, only where neither the user's nor
// the system's ssh configuration chose one: OpenSSH's own list with the
// classic curve25519 exchanges first. OpenSSH 9.0 and later start with
// sntrup761x25519, whose key generation costs the client about 100 ms of CPU
// per connection; a fleet of 48 hosts read at once spent more time there
// than in everything else (PERFORMANCE.md, fleet). A KexAlgorithms line in
// any ssh_config (a crypto policy, a post-quantum requirement) is kept as it
// is: this returns an empty string then, and when ssh cannot tell.
//
// args: the arguments that select the configuration (-F FILE, -l, -p);
// host: the destination. Runs `ssh -G` (no connection), and once per ssh
// program `ssh -G -F /dev/null` for OpenSSH's own default list.
QString preferredKexAlgorithms(const QString &sshProgram, const QStringList &args,
                               const QString &host);

// The order itself: the curve25519 names of defaults first, the rest after
// in their order; empty when defaults has none or already starts with them.
QString curve25519First(const QString &defaults);

} // namespace irqatlas
