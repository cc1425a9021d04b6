#pragma once

#include "model/plan.h"
#include "model/result.h"

#include <QByteArray>
#include <QString>
#include <vector>

namespace irqatlas {

// A plan in forms that need no irqatlas on the target host.
enum class ExportFormat
{
    Shell,      // POSIX sh: same validation, journal and rollback as the helper
    Systemd,    // a oneshot unit + the script it runs at boot (matching by name)
    Irqbalance, // IRQBALANCE_ARGS ban lines + a --policyscript
    Json,       // the normalized plan
};

Result<ExportFormat> exportFormatFromName(const QString &name);

struct ExportFile
{
    QString name; // suggested file name
    QByteArray bytes;
    bool executable = false;
};

// Where the systemd unit expects its script.
inline constexpr const char *kSystemdScriptPath = "/usr/local/lib/irqatlas/irqatlas-plan.sh";

// The files of one export, main file first. Fails, naming the field, when a
// text field of the plan breaks the rules of model/plantext.h. Plan text
// reaches a file only through plan/shelltext.h (a comment line or a
// single-quoted word), so it is never parsed by a shell or systemd.
Result<std::vector<ExportFile>> exportPlan(const Plan &plan, ExportFormat format);

// What the plan says about itself as "# ..." lines, every field through
// inertCommentLine (plan/shelltext.h), whatever the format.
QByteArray describePlan(const Plan &plan);

// The shell script alone. keyOnly: an entry whose key matches no interrupt
// is refused instead of falling back to its number (boot-time use, where
// numbers are not stable). The same text rules as exportPlan: the remote
// apply without a helper sends this script to a root shell.
Result<QByteArray> planShellScript(const Plan &plan, bool keyOnly);

} // namespace irqatlas
