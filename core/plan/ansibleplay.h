#pragma once

#include "model/plan.h"
#include "model/result.h"
#include "plan/planexport.h"

#include <QString>
#include <vector>

namespace irqatlas {

// What `export --format ansible` is asked for besides the plan.
struct AnsiblePlayOptions
{
    QString hosts = QStringLiteral("all"); // an Ansible host pattern
    QString serial = QStringLiteral("1");  // N hosts, or P% of them, per batch
    QString checkCommand; // a shell command on the host; empty: the plan's own read-back
};

// The host pattern as the play's `hosts:` takes it: names, groups, globs,
// `:`/`,` lists, `!` and `&`, `~regex` and `[a:b]` slices; nothing Jinja,
// YAML or a shell would read as more (braces, `%`, `#`, quotes, blanks,
// control characters), at most 65536 characters (a class of hosts as a
// comma list).
Status checkAnsibleHosts(const QString &pattern);
// 1 to 100000 hosts, or 1% to 100%.
Status checkAnsibleSerial(const QString &serial);
// Any shell command of at most 16 KiB without control characters (it ends
// up in YAML and in a terminal when Ansible reports it).
Status checkAnsibleCheckCommand(const QString &command);

// rollout.yml (the play), plan.json (the normalized plan it stages) and
// README.md. Plan text reaches the play only as inert comment lines; the
// options, checked above, only as YAML double-quoted strings that Ansible
// never templates (`!unsafe`).
Result<std::vector<ExportFile>> exportAnsiblePlay(const Plan &plan,
                                                  const AnsiblePlayOptions &options);

// A YAML double-quoted scalar holding exactly text: `"`, `\`, every control
// character and everything outside ASCII written as escapes.
QByteArray yamlDoubleQuoted(const QString &text);

} // namespace irqatlas
