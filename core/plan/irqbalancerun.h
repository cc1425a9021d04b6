#pragma once

#include "model/cpuset.h"
#include "model/result.h"

#include <QString>
#include <map>

namespace irqatlas {

struct IrqbalanceRunOptions
{
    // The irqbalance program: an absolute path, a name found on PATH, or
    // empty for "irqbalance" on PATH (else /usr/sbin/irqbalance).
    QString binary;
    // Whose files irqbalance reads: "/" for this machine, else a saved
    // machine's root (proc/interrupts, proc/stat, proc/irq, sys/).
    QString root = QStringLiteral("/");
    int timeoutMs = 60000;
};

// What irqbalance --oneshot decided.
struct IrqbalanceRun
{
    // Per IRQ of its tree: the CPUs of the mask it wrote (or left in place).
    std::map<int, CpuSet> masks;
    QString tree;    // its --debug output (capped), for the plan's notes
    QString program; // the binary that ran
};

// Runs the real irqbalance once (--oneshot --debug) over a private copy of
// the machine's /proc/irq, in a mount namespace of its own, so the masks it
// writes land in the copy and the machine's own affinities never change (and
// in a network namespace of its own, so its control socket meets no other). As
// root the namespace is made here and irqbalance runs as nobody (no new
// privileges, an empty environment); as a user, in a user namespace where
// the kernel allows one. A saved machine's /proc/interrupts and /proc/stat
// (copied under the snapshot caps) and its sys/ are bound over this
// machine's. Errors name what failed: no irqbalance, no namespace, a
// timeout, irqbalance's own words when it stops, or a root without the
// files it needs.
Result<IrqbalanceRun> runIrqbalance(const IrqbalanceRunOptions &options);

} // namespace irqatlas
