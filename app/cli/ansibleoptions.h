#pragma once

#include "plan/ansibleplay.h"

#include <QCommandLineParser>

namespace irqatlas::cli {

// The Ansible play's flags, shared by `export --format ansible` and
// `fleet plan --format ansible`: --serial and --check-command, and --hosts
// where the caller lets the user name the hosts (fleet plan takes them from
// each class).
void addAnsibleOptions(QCommandLineParser &p, bool withHosts);

// The play's options from those flags, checked. Given without ansible (the
// format is another), each is a usage error. False: the usage error is
// printed and exitCode set.
bool ansibleOptionsFrom(const QCommandLineParser &p, bool ansible, bool withHosts,
                        AnsiblePlayOptions &o, int &exitCode);

} // namespace irqatlas::cli
